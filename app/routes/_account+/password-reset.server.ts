import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { appInfo } from "~/app-info.server";
import { config } from "~/env.server";
import { forgotPasswordSchema, resetPasswordSchema } from "~/schemas/account";
import { db } from "~/services/db/index.server";
import { RateLimitedError, UserFacingError } from "~/services/errors.server";
import { mailer } from "~/services/mail.server";
import {
  readResetLink,
  requestPasswordReset,
  resetLinkPath,
  resetMail,
  resetPassword,
} from "~/services/password-resets.server";
import { flashToast, getSignedIn } from "~/sessions.server";

export const MAIL_NOT_SET_UP = "E-mail is not set up here. Ask another member of your household for a reset link.";

/** Replies to a refused form with the service's message in the form's alert. */
function refusal(submission: Submission<unknown>, error: UserFacingError, hideFields: string[] = []) {
  const headers = new Headers();
  if (error instanceof RateLimitedError) headers.set("Retry-After", String(error.retryAfterSeconds));
  return json(submission.reply({ formErrors: [error.message], hideFields }), { status: error.status, headers });
}

/** Password resets exist for local accounts only: without them, both pages lead to /login. */
function requireLocalAccounts() {
  if (!appInfo().localAccounts) throw redirect("/login");
}

export async function loadForgotPassword(request: Request) {
  requireLocalAccounts();
  if (await getSignedIn(request)) throw redirect("/");
  return json({
    ...appInfo(),
    byMail: config().mail !== null,
    sent: new URL(request.url).searchParams.get("sent") === "1",
  });
}

/**
 * Sends a reset link when the email belongs to a local account, and answers the same
 * whether or not it does. The e-mail goes out after the answer, so how long the answer
 * takes says nothing either.
 */
export async function submitForgotPassword(request: Request, clientAddress: string) {
  requireLocalAccounts();
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  const send = mailer();
  const appUrl = config().appUrl;
  if (!send || !appUrl) return json(submission.reply({ formErrors: [MAIL_NOT_SET_UP] }), { status: 404 });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    const reset = await requestPasswordReset(db(), { email: submission.value.email, clientAddress });
    if (reset) {
      const link = new URL(resetLinkPath(reset.token), appUrl).toString();
      send
        .send(resetMail({ to: reset.email, link, assistantName: appInfo().assistantName }))
        .catch((error: unknown) =>
          console.error("A password reset e-mail could not be sent:", error instanceof Error ? error.message : error),
        );
    }
  } catch (error) {
    if (error instanceof UserFacingError) return refusal(submission, error);
    throw error;
  }
  return redirect("/forgot-password?sent=1");
}

export async function loadResetPassword(request: Request, token: string) {
  requireLocalAccounts();
  const link = await readResetLink(db(), token);
  return json({ ...appInfo(), email: link?.email ?? null });
}

/** Sets the new password; the member then signs in with it. */
export async function submitResetPassword(request: Request, token: string, clientAddress: string) {
  requireLocalAccounts();
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return json(submission.reply({ hideFields }), { status: 400 });
  try {
    await resetPassword(db(), { token, password: submission.value.password, clientAddress });
  } catch (error) {
    if (error instanceof UserFacingError) return refusal(submission, error, hideFields);
    throw error;
  }
  const toast = await flashToast(request, {
    title: "Password changed",
    description: "Sign in with your new password.",
  });
  return redirect("/login", { headers: { "Set-Cookie": toast } });
}
