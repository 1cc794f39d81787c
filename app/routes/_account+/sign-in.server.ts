import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import type { z } from "zod";
import { appInfo } from "~/app-info.server";
import { signInSchema, signUpSchema } from "~/schemas/auth";
import { signInWithPassword, signUpWithPassword } from "~/services/accounts.server";
import { db } from "~/services/db/index.server";
import type { FormReply } from "~/components/form-reply";
import { formFailed, replyToForm } from "~/page-forms.server";
import { getSignedIn, safeRedirect, signIn, takeAuthError } from "~/sessions.server";
import { invitePreview } from "./invites.server";

/** What the login and signup screens need: settings, a pending sign-in error, and the origin location. */
async function signInPage(request: Request) {
  const signedIn = await getSignedIn(request);
  const { message, setCookie } = await takeAuthError(request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  // An invite link opened signed out (as every link previewer does) lands here first.
  const invite = signedIn ? null : await invitePreview(redirectTo);
  return { signedIn: signedIn !== null, headers, data: { ...appInfo(), authError: message, redirectTo, invite } };
}

/** The login and signup screens' loader: someone already signed in goes home. */
export async function loadSignInPage(request: Request) {
  const page = await signInPage(request);
  if (page.signedIn) throw redirect("/");
  return json(page.data, { headers: page.headers });
}

function localAccountsOff(intent: string) {
  const result: FormReply["result"] = { status: "error", error: { "": ["Email sign-in is not enabled here."] } };
  return json<FormReply>({ intent, result }, { status: 404 });
}

/**
 * An email and password form (sign in, sign up): the password never comes back in the
 * form's reply; a refusal the service explains is shown in the form's alert.
 */
async function submitPasswordForm<Schema extends z.core.$ZodType<{ redirectTo?: string }>>(
  request: Request,
  intent: "sign-in" | "sign-up",
  schema: Schema,
  enter: (value: z.output<Schema>) => Promise<{ id: string }>,
) {
  if (!appInfo().localAccounts) return localAccountsOff(intent);
  const submission = parseWithZod(await request.formData(), { schema });
  const hideFields = ["password"];
  if (submission.status !== "success") return replyToForm(intent, submission, { hideFields });
  try {
    const account = await enter(submission.value);
    return signIn(request, account.id, safeRedirect(submission.value.redirectTo));
  } catch (error) {
    const doing = intent === "sign-in" ? "Sign-in" : "Sign-up";
    return formFailed(intent, submission, error, { doing, hideFields, alwaysHide: true });
  }
}

export async function submitSignIn(request: Request, clientAddress: string) {
  return submitPasswordForm(request, "sign-in", signInSchema, (value) =>
    signInWithPassword(db(), { ...value, clientAddress }),
  );
}

export async function submitSignUp(request: Request, clientAddress: string) {
  return submitPasswordForm(
    request,
    "sign-up",
    signUpSchema,
    async (value) => (await signUpWithPassword(db(), { ...value, clientAddress })).account,
  );
}
