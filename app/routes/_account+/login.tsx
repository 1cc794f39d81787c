import type { HeadersFunction } from "@remix-run/node";
import { keepRetryAfter } from "~/http.server";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { z } from "zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { replyFor } from "~/components/form-reply";
import { AuthCard } from "~/components/auth-card";
import { firstError, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { inviteMetaTags } from "./ui/invite-meta";
import { loadSignInPage, submitSignIn } from "./sign-in.server";
import { signInSchema } from "~/schemas/auth";

export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Sign in · ${data?.assistantName ?? "Basil"}` },
  ...inviteMetaTags(data?.invite),
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSignInPage(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitSignIn(request, context.clientAddress);
}

export default function Login() {
  const { assistantName, providerName, localAccounts, authError, redirectTo } = useLoaderData<typeof loader>();
  const lastResult = replyFor(useActionData<typeof action>(), "sign-in");
  const [form, fields] = useForm<z.input<typeof signInSchema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = useSubmitting({ action: "/login" });
  const signupLink = redirectTo === "/" ? "/signup" : `/signup?${new URLSearchParams({ redirectTo })}`;
  return (
    <AuthCard
      title={`Welcome to ${assistantName}`}
      subtitle="Your AI-powered culinary assistant"
      error={firstError(form.errors, fields.email.errors, fields.password.errors) ?? authError}
      provider={
        providerName
          ? {
              name: providerName,
              intent: "login",
              label: `Continue with ${providerName}`,
              busyLabel: "Signing in...",
              redirectTo,
            }
          : null
      }
      footer={{ text: "Don't have an account?", linkText: "Sign up", to: signupLink }}
    >
      {localAccounts ? (
        <Form method="post" action="/login" className="space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
          <div>
            <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
            <p className="mt-1 text-right text-sm">
              <Link to="/forgot-password" className="font-medium text-basil-700 underline-offset-2 hover:underline">
                Forgot password?
              </Link>
            </p>
          </div>
          <SubmitButton className="w-full" busy={busy} busyLabel="Signing in...">
            Sign in
          </SubmitButton>
        </Form>
      ) : null}
    </AuthCard>
  );
}
