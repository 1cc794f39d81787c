import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormAlert, SubmitButton, useSubmitting } from "./forms";
import { BasilMark, Card } from "./ui";

/** The shared frame of the login and signup screens. */
export function AuthCard({
  title,
  subtitle,
  error,
  provider,
  children,
  note,
  footer,
}: {
  title: string;
  subtitle: string;
  error: string | null;
  provider: { name: string; intent: "login" | "signup"; label: string; busyLabel: string; redirectTo: string } | null;
  /** The screen's own sign-in form; the "or" divider separates it from the provider's button. */
  children?: ReactNode;
  /** Small print under the forms, never a reason for the divider. */
  note?: string;
  footer: { text: string; linkText: string; to: string };
}) {
  const providerBusy = useSubmitting({ action: "/auth/oidc" });
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-basil-50 to-stone-50 p-4">
      <Card className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <BasilMark className="mb-3 h-12 w-12" />
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="mt-1 text-sm text-stone-600">{subtitle}</p>
        </div>
        <FormAlert message={error} />
        {provider ? (
          <Form method="post" action="/auth/oidc">
            <input type="hidden" name="intent" value={provider.intent} />
            <input type="hidden" name="redirectTo" value={provider.redirectTo} />
            <SubmitButton className="w-full" busy={providerBusy} busyLabel={provider.busyLabel}>
              {provider.label}
            </SubmitButton>
          </Form>
        ) : null}
        {provider && children ? (
          <div className="my-5 flex items-center gap-3 text-xs uppercase text-stone-400">
            <span className="h-px flex-1 bg-stone-200" />
            or
            <span className="h-px flex-1 bg-stone-200" />
          </div>
        ) : null}
        {children}
        {note ? <p className="mt-4 text-center text-xs text-stone-500">{note}</p> : null}
        <p className="mt-6 text-center text-sm text-stone-600">
          {footer.text}{" "}
          <Link to={footer.to} className="font-medium text-basil-700 underline-offset-2 hover:underline">
            {footer.linkText}
          </Link>
        </p>
      </Card>
    </main>
  );
}
