import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { AuthCard } from "~/components/auth-card";
import { firstError, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { keepRetryAfter } from "~/http.server";
import { RESET_LINK_INVALID, resetPasswordSchema } from "~/schemas/account";
import { PASSWORD_HINT } from "~/schemas/options";
import { loadResetPassword, submitResetPassword } from "./password-reset.server";

export const headers: HeadersFunction = (args) => keepRetryAfter(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Choose a new password · ${data?.assistantName ?? "Basil"}` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadResetPassword(request, params.token ?? "");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return submitResetPassword(request, params.token ?? "", context.clientAddress);
}

export default function ResetPassword() {
  const { email } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof resetPasswordSchema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = useSubmitting();
  const footer = { text: "Remembered it?", linkText: "Sign in", to: "/login" };
  if (!email) {
    return (
      <AuthCard
        title="This link does not work"
        subtitle={RESET_LINK_INVALID}
        error={null}
        provider={null}
        footer={footer}
      >
        <p className="text-center text-sm">
          <Link to="/forgot-password" className="font-medium text-basil-700 underline underline-offset-2">
            Get a new reset link
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      subtitle={`For ${email}`}
      error={firstError(form.errors, fields.password.errors, fields.confirmPassword.errors)}
      provider={null}
      footer={footer}
    >
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        {/* Tells a password manager which account the new password is for. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          meta={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
        />
        <TextField
          meta={fields.confirmPassword}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton className="w-full" busy={busy} busyLabel="Saving...">
          Set new password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
