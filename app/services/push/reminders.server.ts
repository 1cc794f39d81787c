import { sql } from "kysely";
import type { DB } from "../db/index.server";
import type { Announced } from "../events/index.server";
import { timesUpSentence } from "~/components/timers/alarms";
import { deliver, type Delivery, type PushContext, type PushMessage } from "./send.server";
import { toTarget, type PushTarget } from "./subscriptions.server";

/**
 * What Basil sends on its own: a timer that ended, the items expiring tomorrow at each
 * device's daily time, and (opted into) a change to the shopping list by someone else while
 * the member is at the shop. Each message is claimed in `push_sent` before it is sent, so
 * processes sharing the database, and a restart, never send one twice.
 */

/** A timer that ended longer ago than this (the server was down) is not announced any more. */
const TIMER_LATE_MS = 10 * 60 * 1000;
/** The expiring-tomorrow message goes within this long after the chosen time, or not that day. */
const DAILY_WINDOW_MINUTES = 60;
/** A member who ticked an item off the list this recently is at the shop. */
export const AT_THE_SHOP_MS = 60 * 60 * 1000;
/** At most one list-change message per device in this long: a burst of changes is one message. */
const LIST_CHANGE_GAP_MS = 2 * 60 * 1000;
/** How long sent messages' keys are kept (longer than any key could be claimed again). */
const SENT_KEPT_MS = 3 * 24 * 60 * 60 * 1000;

/** Claims a message: true for the one caller that gets to send it. */
async function claim(db: DB, key: string, now: Date) {
  const result = await db
    .insertInto("push_sent")
    .values({ key, sent_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

const SUBSCRIPTION_COLUMNS = [
  "push_subscriptions.id",
  "push_subscriptions.endpoint",
  "push_subscriptions.p256dh",
  "push_subscriptions.auth",
] as const;

/** The household's devices that chose timers. */
async function timerTargets(db: DB, householdId: string) {
  const rows = await db
    .selectFrom("push_subscriptions")
    .innerJoin("profiles", "profiles.user_id", "push_subscriptions.user_id")
    .select(SUBSCRIPTION_COLUMNS)
    .where("profiles.household_id", "=", householdId)
    .where("push_subscriptions.timers", "=", 1)
    .execute();
  return rows.map(toTarget);
}

/** Timers that reached zero in the last few minutes, each announced once to every device in its household that wants it. */
export async function sendEndedTimers(db: DB, now: Date, context: PushContext): Promise<Delivery[]> {
  const ended = await db
    .selectFrom("timers")
    .select(["id", "household_id", "name", "session_id"])
    .where("status", "=", "running")
    .where("ends_at", "<=", now.toISOString())
    .where("ends_at", ">", new Date(now.getTime() - TIMER_LATE_MS).toISOString())
    .execute();
  const batch: Array<{ target: PushTarget; message: PushMessage }> = [];
  for (const timer of ended) {
    if (!(await claim(db, `timer:${timer.id}`, now))) continue;
    // The same title, body and tag as the page's own notification (components/timers/alarms.ts), so a device shows one.
    const message: PushMessage = {
      title: "Time's up!",
      body: timesUpSentence(timer.name),
      tag: `timer-${timer.name}`,
      url: timer.session_id ? `/cooking/session/${timer.session_id}` : "/",
    };
    for (const target of await timerTargets(db, timer.household_id)) batch.push({ target, message });
  }
  return batch.length > 0 ? deliver(db, batch, context) : [];
}

/** The date and the time of day (HH:MM) at `now` in a time zone. */
export function localClock(now: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const next = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + 1));
  return { date, tomorrow: next.toISOString().slice(0, 10), time: `${parts.hour}:${parts.minute}` };
}

function minutesOf(time: string) {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** "Milk", "Milk and spinach", "Milk, spinach and 3 more". */
export function itemsSentence(names: string[]) {
  if (names.length <= 2) return names.join(" and ");
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}

/**
 * The expiring-tomorrow message of each device whose daily time has come (on its own clock)
 * within the last hour: the household's items whose expiry date is the device's tomorrow.
 * One a day per device; a day with nothing expiring sends nothing.
 */
export async function sendExpiringTomorrow(db: DB, now: Date, context: PushContext): Promise<Delivery[]> {
  const devices = await db
    .selectFrom("push_subscriptions")
    .innerJoin("profiles", "profiles.user_id", "push_subscriptions.user_id")
    .select([...SUBSCRIPTION_COLUMNS, "push_subscriptions.time_zone", "push_subscriptions.expiring_at"])
    .select("profiles.household_id")
    .where("push_subscriptions.expiring", "=", 1)
    .where("profiles.household_id", "is not", null)
    .execute();
  const batch: Array<{ target: PushTarget; message: PushMessage }> = [];
  for (const device of devices) {
    const clock = localClock(now, device.time_zone);
    const late = minutesOf(clock.time) - minutesOf(device.expiring_at);
    if (late < 0 || late >= DAILY_WINDOW_MINUTES) continue;
    if (!(await claim(db, `expiring:${device.id}:${clock.date}`, now))) continue;
    const items = await db
      .selectFrom("pantry_items")
      .select("name")
      .where("household_id", "=", device.household_id as string)
      .where("expires_on", "=", clock.tomorrow)
      .orderBy("name")
      .execute();
    if (items.length === 0) continue;
    batch.push({
      target: toTarget(device),
      message: {
        title: items.length === 1 ? "Expiring tomorrow" : `${items.length} items expire tomorrow`,
        body: itemsSentence(items.map((item) => item.name)),
        tag: "expiring-tomorrow",
        url: "/inventory?expiring=soon",
      },
    });
  }
  return batch.length > 0 ? deliver(db, batch, context) : [];
}

/**
 * Tells the members at the shop who chose it that someone else changed the shopping list:
 * their devices with list changes on, never the one who made the change.
 */
export async function sendListChanged(db: DB, change: Announced, now: Date, context: PushContext) {
  if (change.topic !== "shopping" || change.by === null) return [];
  const by = change.by;
  const author = await db
    .selectFrom("profiles")
    .select(["display_name", "email"])
    .where("user_id", "=", by)
    .executeTakeFirst();
  const rows = await db
    .selectFrom("push_subscriptions")
    .innerJoin("profiles", "profiles.user_id", "push_subscriptions.user_id")
    .innerJoin("shopping_trips", "shopping_trips.user_id", "push_subscriptions.user_id")
    .select(SUBSCRIPTION_COLUMNS)
    .where("profiles.household_id", "=", change.householdId)
    .where("push_subscriptions.list_changes", "=", 1)
    .where("push_subscriptions.user_id", "!=", by)
    .where("shopping_trips.ticked_at", ">=", new Date(now.getTime() - AT_THE_SHOP_MS).toISOString())
    .execute();
  const who = author?.display_name?.trim() || author?.email || "Someone";
  const message: PushMessage = {
    title: "Shopping list changed",
    body: `${who} changed the shopping list`,
    tag: "shopping-list",
    url: "/shopping-list",
  };
  const slot = Math.floor(now.getTime() / LIST_CHANGE_GAP_MS);
  const batch: Array<{ target: PushTarget; message: PushMessage }> = [];
  for (const row of rows) {
    if (await claim(db, `list:${row.id}:${slot}`, now)) batch.push({ target: toTarget(row), message });
  }
  return batch.length > 0 ? deliver(db, batch, context) : [];
}

/** Forgets the keys of messages sent long ago. */
export async function forgetOldSent(db: DB, now: Date) {
  await db
    .deleteFrom("push_sent")
    .where("sent_at", "<", new Date(now.getTime() - SENT_KEPT_MS).toISOString())
    .execute();
}

/** Whether any device has notifications on: a server without any does no reminder work. */
export async function anyDevice(db: DB) {
  const row = await db
    .selectFrom("push_subscriptions")
    .select(sql<number>`1`.as("one"))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
