import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { z } from "zod";
import { AuthCard } from "~/components/auth-card";
import { firstError, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { Alert } from "~/components/ui";
import { keepRetryAfter } from "~/http.server";
import { forgotPasswordSchema } from "~/schemas/account";
import { loadForgotPassword, submitForgotPassword } from "./password-reset.server";

export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Forgot password · ${data?.assistantName ?? "Basil"}` },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadForgotPassword(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitForgotPassword(request, context.clientAddress);
}

/** Without e-mail, a reset link comes from another member of the household. */
function AskAMember() {
  return (
    <div className="space-y-3 text-sm text-stone-700">
      <p>
        Ask another member of your household to open <strong>Settings → Household</strong> and choose{" "}
        <strong>Create reset link</strong> next to your name. They pass the link on to you; it works once, within an
        hour.
      </p>
      <p>If no one else is in your household, ask whoever runs this installation to set up e-mail.</p>
    </div>
  );
}

export default function ForgotPassword() {
  const { byMail, sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof forgotPasswordSchema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = useSubmitting({ action: "/forgot-password" });
  // After each request a fresh form: the email is not kept on the screen.
  const { key } = useLocation();
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={
        byMail
          ? "Enter your email and we'll send you a link to choose a new one."
          : "Another member of your household can make you a reset link."
      }
      error={firstError(form.errors, fields.email.errors)}
      provider={null}
      footer={{ text: "Remembered it?", linkText: "Sign in", to: "/login" }}
    >
      {sent ? (
        <Alert variant="success" className="mb-4">
          If an account with that email exists, a link to choose a new password is on its way. It works once, within an
          hour.
        </Alert>
      ) : null}
      {byMail ? (
        <Form key={key} method="post" action="/forgot-password" className="space-y-4" {...getFormProps(form)}>
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
          <SubmitButton className="w-full" busy={busy} busyLabel="Sending...">
            Send reset link
          </SubmitButton>
        </Form>
      ) : (
        <AskAMember />
      )}
    </AuthCard>
  );
}
