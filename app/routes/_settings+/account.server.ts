import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { appInfo } from "~/app-info.server";
import { config } from "~/env.server";
import { deleteAccountSchema } from "~/schemas/account";
import { changePasswordSchema } from "~/schemas/household";
import { changeOwnPassword, deleteAccount } from "~/services/accounts.server";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import { getHousehold, leaveHousehold } from "~/services/households.server";
import { createResetLinkForMember, resetLinkPath } from "~/services/password-resets.server";
import { flashToast, signOut } from "~/sessions.server";
import type { FormReply } from "~/components/form-reply";
import { formFailed, replyToForm } from "~/page-forms.server";
import type { Actor } from "~/domain/actor";

export const ACCOUNT_INTENTS = ["change-own-password", "leave-household", "delete-account", "create-reset-link"];

type Member = { userId: string; sessionId: string; actor: Actor };

/**
 * A reset link for the member to pass on: on APP_URL when that is set, and relative
 * otherwise (the page completes it with the address the member is on), never on the
 * request's Host header.
 */
function resetLink(token: string) {
  const appUrl = config().appUrl;
  return appUrl ? new URL(resetLinkPath(token), appUrl.origin).toString() : resetLinkPath(token);
}

async function changePassword(request: Request, member: Member, formData: FormData) {
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
  if (submission.status !== "success") return replyToForm("change-own-password", submission, { hideFields });
  try {
    await changeOwnPassword(db(), member, submission.value);
  } catch (error) {
    return formFailed("change-own-password", submission, error, {
      doing: "change your password",
      hideFields,
      alwaysHide: true,
    });
  }
  const toast = await flashToast(request, {
    title: "Password Changed",
    description: "Your other devices have been signed out.",
  });
  return redirect("/settings?tab=profile", { headers: { "Set-Cookie": toast } });
}

async function leave(request: Request, actor: Actor) {
  const household = await getHousehold(db(), actor.householdId);
  try {
    const { householdDeleted } = await leaveHousehold(db(), actor);
    const toast = await flashToast(request, {
      title: `You left ${household?.name ?? "the household"}`,
      description: householdDeleted
        ? "You were its last member, so it has been deleted."
        : "Create a household, or join another, to carry on.",
    });
    return redirect("/onboarding", { headers: { "Set-Cookie": toast } });
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    return refusal("leave-household", error.message, error.status);
  }
}

/** A form with no fields of its own refused, in the shape every page's forms answer with. */
function refusal(intent: string, message: string, status: number) {
  return json<FormReply>({ intent, result: { status: "error", error: { "": [message] } } }, { status });
}

/**
 * Deletes the account, then signs this device out and asks the browser to forget what it
 * kept for Basil (pages kept for offline use, changes waiting to be sent, the service worker).
 */
async function remove(request: Request, userId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: deleteAccountSchema });
  if (submission.status !== "success") return replyToForm("delete-account", submission);
  let householdDeleted: boolean;
  try {
    ({ householdDeleted } = await deleteAccount(db(), userId, submission.value));
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    return replyToForm("delete-account", submission, {
      status: error.status,
      fieldErrors: { confirmEmail: [error.message] },
    });
  }
  const toast = await flashToast(request, {
    title: "Account deleted",
    description: householdDeleted
      ? "Your account and your household have been deleted."
      : "Your account has been deleted. What you added to your household stays with it.",
  });
  return signOut(request, [
    ["Set-Cookie", toast],
    ["Clear-Site-Data", '"cache", "storage"'],
  ]);
}

async function createResetLink(actor: Actor, formData: FormData) {
  const memberId = String(formData.get("memberId") ?? "");
  try {
    const { token } = await createResetLinkForMember(db(), actor, memberId);
    return json({ status: "reset-link-created", memberId, link: resetLink(token) } as const);
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    return json({ status: "reset-link-error", memberId, formErrors: [error.message] } as const, {
      status: error.status,
    });
  }
}

/** The Settings screen's account forms: own password, leaving the household, deleting the account, reset links. */
export async function submitAccountAction(request: Request, intent: string, formData: FormData, member: Member) {
  const passwordIntent = intent === "change-own-password" || intent === "create-reset-link";
  if (passwordIntent && !appInfo().localAccounts) {
    return refusal(intent, "Email sign-in is not enabled here.", 404);
  }
  switch (intent) {
    case "change-own-password":
      return changePassword(request, member, formData);
    case "leave-household":
      return leave(request, member.actor);
    case "delete-account":
      return remove(request, member.userId, formData);
    default:
      return createResetLink(member.actor, formData);
  }
}
