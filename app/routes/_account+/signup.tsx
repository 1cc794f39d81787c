import type { HeadersFunction } from "@remix-run/node";
import { keepRetryAfter } from "~/http.server";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { z } from "zod";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { replyFor } from "~/components/form-reply";
import { AuthCard } from "~/components/auth-card";
import { firstError, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { inviteMetaTags } from "./ui/invite-meta";
import { loadSignInPage, submitSignUp } from "./sign-in.server";
import { PASSWORD_HINT } from "~/schemas/options";
import { signUpSchema } from "~/schemas/auth";

export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Sign up · ${data?.assistantName ?? "Basil"}` },
  ...inviteMetaTags(data?.invite),
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSignInPage(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitSignUp(request, context.clientAddress);
}

export default function Signup() {
  const { assistantName, providerName, localAccounts, authError, redirectTo } = useLoaderData<typeof loader>();
  const lastResult = replyFor(useActionData<typeof action>(), "sign-up");
  const [form, fields] = useForm<z.input<typeof signUpSchema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = useSubmitting({ action: "/signup" });
  const loginLink = redirectTo === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo })}`;
  return (
    <AuthCard
      title={`Join ${assistantName}`}
      subtitle="Start your culinary journey with AI-powered assistance"
      error={
        firstError(form.errors, fields.displayName.errors, fields.email.errors, fields.password.errors) ?? authError
      }
      provider={
        providerName
          ? {
              name: providerName,
              intent: "signup",
              label: `Sign up with ${providerName}`,
              busyLabel: "Creating account...",
              redirectTo,
            }
          : null
      }
      note="By signing up, you agree to our Terms of Service and Privacy Policy"
      footer={{ text: "Already have an account?", linkText: "Sign in", to: loginLink }}
    >
      {localAccounts ? (
        <Form method="post" action="/signup" className="space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField meta={fields.displayName} label="Display name" autoComplete="name" />
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
          <TextField
            meta={fields.password}
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
          />
          <SubmitButton className="w-full" busy={busy} busyLabel="Creating account...">
            Create account
          </SubmitButton>
        </Form>
      ) : null}
    </AuthCard>
  );
}
