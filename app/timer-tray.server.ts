import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { redirectWithFailure, redirectWithInvalid } from "~/page-forms.server";
import { timerDismissSchema } from "~/schemas/cooking";
import { COOKING_FAILURES } from "~/schemas/cooking-messages";
import { db } from "~/services/db/index.server";
import { controlTimer, getTimer, trayTimers, type TrayTimer } from "~/services/kitchen/cooking.server";
import { NotFoundError, UserFacingError } from "~/services/errors.server";
import type { Actor } from "~/domain/actor";
import { getSignedIn, requireHousehold, safeRedirect } from "~/sessions.server";
import { readVoiceSettings } from "~/voice-settings.server";

/** What the running-timers tray shows on every signed-in page (components/timers/timer-tray.tsx). */
export type TrayData = {
  timers: TrayTimer[];
  /** When the timers were read (this server's clock), for the tray's live updates. */
  readAt: number;
  /** This device's "Read replies aloud": a finished timer is then said aloud too. */
  readAloud: boolean;
};

/** The tray's data for a signed-in member of a household; null on pages without one. */
export async function trayData(
  request: Request,
  known?: Awaited<ReturnType<typeof getSignedIn>>,
): Promise<TrayData | null> {
  const signedIn = known === undefined ? await getSignedIn(request) : known;
  const householdId = signedIn?.profile.householdId;
  if (!signedIn || !householdId) return null;
  const readAt = Date.now();
  const [timers, voice] = await Promise.all([
    trayTimers(db(), { userId: signedIn.userId, householdId }, readAt),
    readVoiceSettings(request),
  ]);
  return { timers, readAt, readAloud: voice.readRepliesAloud };
}

/** GET /timers: the tray's data, reloaded when a timer changes in the household. */
export async function loadTray(request: Request) {
  const data = await trayData(request);
  if (!data) return json({ message: "Please sign in" }, { status: 401 });
  return json(data, { headers: { "Cache-Control": "no-store" } });
}

/** Dismisses a finished timer for the whole household, as the timer card's Dismiss does; a running one is refused. */
async function dismissFinished(actor: Actor, timerId: string) {
  const timer = await getTimer(db(), actor, timerId);
  if (timer.status === "running" || timer.status === "paused") throw new UserFacingError("That timer is still running");
  await controlTimer(db(), actor, timer.id, "cancel");
}

/**
 * POST /timers: the tray's Dismiss. The plain form (no JavaScript) names the page it was on
 * (`redirectTo`) and goes back there; the tray's script sends none and gets JSON.
 */
export async function dismissFromTray(request: Request) {
  const { actor } = await requireHousehold(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: timerDismissSchema });
  const redirectTo = formData.get("redirectTo");
  if (redirectTo === null) {
    if (submission.status !== "success") return json({ message: COOKING_FAILURES.timer }, { status: 400 });
    try {
      await dismissFinished(actor, submission.value.timerId);
      return json({ dismissed: submission.value.timerId });
    } catch (error) {
      if (!(error instanceof UserFacingError)) throw error;
      return json({ message: error.message }, { status: error instanceof NotFoundError ? 404 : 409 });
    }
  }
  const back = safeRedirect(redirectTo, "/");
  if (submission.status !== "success") return redirectWithInvalid(request, back, COOKING_FAILURES.timer, submission);
  try {
    await dismissFinished(actor, submission.value.timerId);
    return redirect(back);
  } catch (error) {
    return redirectWithFailure(request, back, COOKING_FAILURES.timer, error);
  }
}
