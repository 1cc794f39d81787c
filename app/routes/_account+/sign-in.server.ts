import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { appInfo } from "~/app-info.server";
import { signInSchema, signUpSchema } from "~/schemas/auth";
import { signInWithPassword, signUpWithPassword } from "~/services/accounts.server";
import { db } from "~/services/db/index.server";
import { RateLimitedError, UserFacingError } from "~/services/errors.server";
import { getSignedIn, safeRedirect, signIn, takeAuthError } from "~/sessions.server";

/** What the login and signup screens need: settings, a pending sign-in error, and the origin location. */
export async function signInPage(request: Request) {
  const signedIn = await getSignedIn(request);
  const { message, setCookie } = await takeAuthError(request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return { signedIn: signedIn !== null, headers, data: { ...appInfo(), authError: message, redirectTo } };
}

function localAccountsOff() {
  return json({ status: "error", formErrors: ["Email sign-in is not enabled here."] } as const, { status: 404 });
}

/** Replies to a failed service call with its message in the form's alert. */
function failure(submission: Submission<unknown>, error: UserFacingError) {
  const headers = new Headers();
  if (error instanceof RateLimitedError) headers.set("Retry-After", String(error.retryAfterSeconds));
  return json(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), {
    status: error.status,
    headers,
  });
}

export async function submitSignIn(request: Request, clientAddress: string) {
  if (!appInfo().localAccounts) return localAccountsOff();
  const submission = parseWithZod(await request.formData(), { schema: signInSchema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  try {
    const account = await signInWithPassword(db(), { ...submission.value, clientAddress });
    return signIn(request, account.id, safeRedirect(submission.value.redirectTo));
  } catch (error) {
    if (error instanceof UserFacingError) return failure(submission, error);
    throw error;
  }
}

export async function submitSignUp(request: Request, clientAddress: string) {
  if (!appInfo().localAccounts) return localAccountsOff();
  const submission = parseWithZod(await request.formData(), { schema: signUpSchema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  try {
    const { account } = await signUpWithPassword(db(), { ...submission.value, clientAddress });
    return signIn(request, account.id, safeRedirect(submission.value.redirectTo));
  } catch (error) {
    if (error instanceof UserFacingError) return failure(submission, error);
    throw error;
  }
}
