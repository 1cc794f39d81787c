import { createHash, randomBytes } from "node:crypto";
import { addDays, formatISO } from "date-fns";
import ical from "ical-generator";
import { MEAL_TIMES } from "~/domain/kitchen/meal-times";
import type { MealType } from "~/domain/kitchen/recipe-types";
import type { Actor } from "~/domain/actor";
import type { DB } from "./db/index.server";
import { getMealPlan } from "./kitchen/meal-plan.server";
import { listPantry } from "./kitchen/pantry.server";
import { findProfile } from "./profiles.server";

/**
 * A member's meal plan as an iCalendar feed at a secret address (/plan.ics?token=…) that a
 * calendar app subscribes to. One address per member; making a new one replaces the old, and
 * revoking it stops it at once. Only the secret's hash is kept.
 */

const FEED_PREFIX = "basilcal_";

const MEAL_LABELS: Record<MealType, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner" };

/** The feed shows the plan from two weeks back to eight weeks ahead. */
const DAYS_BEFORE = 14;
const DAYS_AFTER = 56;

function digest(secret: string) {
  return createHash("sha256").update(secret).digest("hex");
}

/** Makes the member's feed secret, replacing any earlier one; the secret is answered once. */
export async function createCalendarFeed(db: DB, userId: string) {
  const secret = `${FEED_PREFIX}${randomBytes(24).toString("base64url")}`;
  const row = { user_id: userId, token_hash: digest(secret), created_at: new Date().toISOString() };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
    await trx.insertInto("calendar_feeds").values(row).execute();
  });
  return secret;
}

export async function revokeCalendarFeed(db: DB, userId: string) {
  await db.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
}

/** When the member's feed was made, or null when there is none. */
export async function calendarFeedCreatedAt(db: DB, userId: string) {
  const row = await db
    .selectFrom("calendar_feeds")
    .select("created_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** The member a feed secret belongs to, or null for an unknown or revoked one. */
export async function userForCalendarFeed(db: DB, secret: string) {
  if (!secret.startsWith(FEED_PREFIX) || secret.length > 100) return null;
  const row = await db
    .selectFrom("calendar_feeds")
    .select("user_id")
    .where("token_hash", "=", digest(secret))
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** A meal's start and end as floating times (the same clock time wherever the calendar is). */
function mealTimes(date: string, mealType: MealType) {
  const { hour, minute, minutes } = MEAL_TIMES[mealType];
  const start = new Date(`${date}T00:00:00Z`);
  start.setUTCHours(hour, minute);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}

/** A planned meal as a calendar event: its uid, floating times, title, note and recipe link. */
export type MealEvent = {
  id: string;
  start: Date;
  end: Date;
  summary: string;
  description: string | null;
  url: string | null;
};

/**
 * The household's planned meals as events, from two weeks back to eight weeks ahead: what the
 * feed serves, and the CalDAV meal-plan calendar (app/services/caldav.server.ts) too.
 */
export async function mealEvents(db: DB, actor: Actor, options: { appUrl?: string; now?: Date } = {}) {
  const now = options.now ?? new Date();
  const from = formatISO(addDays(now, -DAYS_BEFORE), { representation: "date" });
  // getMealPlan reads at most 62 days at a time.
  const middle = formatISO(addDays(now, 20), { representation: "date" });
  const to = formatISO(addDays(now, DAYS_AFTER), { representation: "date" });
  const plans = [
    await getMealPlan(db, actor, { from, to: middle }),
    await getMealPlan(db, actor, { from: formatISO(addDays(new Date(middle), 1), { representation: "date" }), to }),
  ];
  return plans
    .flatMap((plan) => plan.days.flatMap((day) => day.meals))
    .map((meal): MealEvent => {
      const { start, end } = mealTimes(meal.date, meal.mealType);
      return {
        id: `${meal.id}@basil`,
        start,
        end,
        summary: `${MEAL_LABELS[meal.mealType]}: ${meal.recipeName}`,
        description: meal.prepTime ? `Prep time: ${meal.prepTime} min` : null,
        url: options.appUrl ? new URL(`/recipes/${meal.recipeId}`, options.appUrl).href : null,
      };
    });
}

/** A pantry item's expiry date as an all-day event. */
export type ExpiryEvent = { id: string; date: string; summary: string; url: string | null };

/** The household's pantry items that have an expiry date, each an all-day event on that date. */
export async function expiryEvents(db: DB, actor: Actor, options: { appUrl?: string } = {}) {
  return (await listPantry(db, actor))
    .filter((item) => item.expiresAt !== null)
    .map((item): ExpiryEvent => ({
      id: `pantry-${item.id}@basil`,
      date: item.expiresAt!.slice(0, 10),
      summary: `Use by: ${item.name}`,
      url: options.appUrl ? new URL(`/inventory/${item.id}`, options.appUrl).href : null,
    }));
}

/** Events as an iCalendar text; `stamp` is each event's DTSTAMP. Expiry dates are all-day events. */
export function mealCalendarText(events: MealEvent[], stamp: Date, expiries: ExpiryEvent[] = []) {
  const calendar = ical({
    name: "Meal plan",
    prodId: { company: "Basil", product: "Meal plan", language: "EN" },
    ttl: 60 * 60,
  });
  for (const event of events) calendar.createEvent({ ...event, floating: true, stamp });
  for (const expiry of expiries)
    calendar.createEvent({
      id: expiry.id,
      start: new Date(`${expiry.date}T00:00:00Z`),
      allDay: true,
      floating: true,
      summary: expiry.summary,
      url: expiry.url,
      stamp,
    });
  return calendar.toString();
}

/**
 * The feed's text for a secret, or null when the secret opens nothing (unknown, revoked, or
 * its member has no household). The plan is the member's household's, read when asked.
 */
export async function calendarFeed(
  db: DB,
  secret: string,
  options: { appUrl?: string; now?: Date; pantry?: boolean } = {},
) {
  const userId = await userForCalendarFeed(db, secret);
  const householdId = userId ? (await findProfile(db, userId))?.householdId : null;
  if (!userId || !householdId) return null;
  const actor = { userId, householdId };
  const now = options.now ?? new Date();
  const expiries = options.pantry ? await expiryEvents(db, actor, options) : [];
  return mealCalendarText(await mealEvents(db, actor, { ...options, now }), now, expiries);
}
