import { config } from "~/env.server";
import { db, type DB } from "../db/index.server";
import { onAnnounced } from "../events/index.server";
import { pushIdentity } from "./keys.server";
import { anyDevice, forgetOldSent, sendEndedTimers, sendExpiringTomorrow, sendListChanged } from "./reminders.server";
import type { PushContext } from "./send.server";

/** How often the process looks for timers that ended. */
const TIMER_CHECK_MS = 5_000;

/** The process's push context: its VAPID identity and, in test runs, whether local endpoints are allowed. */
export function pushContext(): PushContext {
  const settings = config();
  return { identity: pushIdentity(settings), allowLocal: settings.pushAllowsLocalEndpoints };
}

/** The VAPID public key devices subscribe with. */
export function vapidPublicKey() {
  return pushContext().identity.publicKey;
}

/**
 * One pass of the reminders at `now`: timers that ended, and once a minute (a new minute on
 * `now`'s clock) the expiring-tomorrow messages. The scheduler calls it on a timer; tests
 * call it with the clock they choose.
 */
export function reminderPass(database: DB, context: PushContext) {
  let lastMinute = -1;
  return async (now: Date) => {
    if (!(await anyDevice(database))) return;
    await sendEndedTimers(database, now, context);
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute === lastMinute) return;
    lastMinute = minute;
    await sendExpiringTomorrow(database, now, context);
    await forgetOldSent(database, now);
  };
}

/** Sends a list-change message for each shopping change this process announces, off the request's path. */
export function pushListChanges(database: DB, context: PushContext, clock: () => Date = () => new Date()) {
  return onAnnounced((change) => {
    if (change.topic !== "shopping" || change.by === null) return;
    sendListChanged(database, change, clock(), context).catch((error: unknown) =>
      console.error("List-change notifications failed:", error),
    );
  });
}

let started = false;

/** Starts the reminders in this process (once): the timer checks and the list-change messages. */
export function startPush() {
  if (started) return;
  started = true;
  const database = db();
  const context = pushContext();
  const pass = reminderPass(database, context);
  let running = false;
  const interval = setInterval(() => {
    if (running) return;
    running = true;
    pass(new Date())
      .catch((error: unknown) => console.error("Reminders failed:", error))
      .finally(() => (running = false));
  }, TIMER_CHECK_MS);
  interval.unref();
  pushListChanges(database, context);
}
