import { replace } from "@remix-run/node";
import { UserFacingError } from "./services/errors.server";
import { parseUnit } from "~/domain/kitchen/quantities";
import { flashToast } from "./sessions.server";
import type { Toast } from "./toast";

/** What the pantry and shopping pages say when something unexpected fails. */
const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/** A service's own message for people, or the generic one (the cause is logged, never shown). */
export function problem(error: unknown, doing: string) {
  if (error instanceof UserFacingError) return { message: error.message, status: error.status };
  console.error(`${doing} failed:`, error);
  return { message: SOMETHING_WENT_WRONG, status: 500 };
}

/** The page a form was posted from, without Remix's markers: where the answer goes back to. */
export function pageOf(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  const search = url.searchParams.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/**
 * Post/redirect/get with a toast. The redirect replaces the history entry, so a list
 * ticked off item by item leaves one entry, not one per tick.
 */
export async function goWithToast(request: Request, to: string, toast?: Toast) {
  return replace(to, toast ? { headers: { "Set-Cookie": await flashToast(request, toast) } } : undefined);
}

/** A unit as stored: the canonical spelling when it is one we know ("pounds" → "lb"). */
export function canonicalUnit(unit: string | null | undefined) {
  if (!unit) return null;
  return parseUnit(unit) ?? unit.trim().toLowerCase();
}
