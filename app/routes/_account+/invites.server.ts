import { appInfo } from "~/app-info.server";
import { config } from "~/env.server";
import { db } from "~/services/db/index.server";
import { createInvite, getHousehold, readInvite } from "~/services/households.server";
import type { InvitePreview } from "./ui/invite-meta";

const INVITE_PATH = "/onboarding";

/** The invite's path: the join screen with the name filled in and the signed invite. */
function invitePath(household: { name: string }, token: string) {
  return `${INVITE_PATH}?${new URLSearchParams({ view: "join", name: household.name, invite: token })}`;
}

/** An absolute address on APP_URL, or null without it: never one made from the request's Host. */
function onAppUrl(path: string) {
  const appUrl = config().appUrl;
  return appUrl ? new URL(path, appUrl.origin).toString() : null;
}

/**
 * The join screen with the name filled in and a signed invite, which exempts its holder from
 * strangers' failed joins. It is on APP_URL when that is set, and relative otherwise (the
 * page completes it with the address the member is on): never on the request's Host header,
 * which anyone can write.
 */
export function inviteLink(household: { id: string; name: string }) {
  const path = invitePath(household, createInvite(household.id, config().sessionSecret));
  return onAppUrl(path) ?? path;
}

/**
 * What a link preview shows for an invite link: the household's name, read from the database
 * for the household the signed token names (never the link's own `name`), and nothing at
 * all for a forged, expired or unknown invite. `target` is the path the visitor is on, or the
 * one a sign-in page will return to (`redirectTo`), since a signed-out visitor, as every
 * previewer is, lands on /login first.
 */
export async function invitePreview(target: string | null | undefined): Promise<InvitePreview | null> {
  if (!target || !URL.canParse(target, "http://invite.invalid")) return null;
  const url = new URL(target, "http://invite.invalid");
  if (url.pathname !== INVITE_PATH) return null;
  const token = url.searchParams.get("invite");
  const householdId = readInvite(token, config().sessionSecret);
  if (!token || !householdId) return null;
  const household = await getHousehold(db(), householdId);
  if (!household) return null;
  const appName = appInfo().assistantName;
  return {
    title: `Join ${household.name} on ${appName}`,
    description: `You're invited to share a kitchen on ${appName}: one pantry, one shopping list, recipes and a meal plan. You'll need the household's password to join.`,
    siteName: appName,
    url: onAppUrl(invitePath(household, token)),
    image: onAppUrl("/icons/icon-512.png"),
  };
}
