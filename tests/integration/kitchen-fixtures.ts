import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { beforeAll, expect } from "vitest";
import type { DB } from "~/services/db/index.server";
import { InProcessBus, setEventBus, type Topic } from "~/services/events/index.server";
import type { Actor } from "~/domain/actor";
import { NotFoundError } from "~/services/errors.server";
import { updateProfile, type Preferences, type Profile } from "~/services/profiles.server";
import { unique } from "./databases";
import { newMember, rejection } from "./people";

/**
 * A household with its members, made without hashing a household password: kitchen
 * tests need many households and the scrypt cost would only slow them down.
 */
export type TestHousehold = { id: string; members: Profile[]; actors: Actor[]; actor: Actor };

export async function newHousehold(db: DB, memberCount = 1): Promise<TestHousehold> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("households")
    .values({ id, name: unique("Kitchen"), password_hash: "unused-in-kitchen-tests", created_at: now })
    .execute();
  const members: Profile[] = [];
  for (let index = 0; index < memberCount; index += 1) {
    const member = await newMember(db, `Cook ${index + 1}`);
    await db
      .insertInto("memberships")
      .values({ id: randomUUID(), household_id: id, user_id: member.userId, joined_at: now })
      .execute();
    members.push(await updateProfile(db, member.userId, { householdId: id, onboardingRequired: false }));
  }
  const actors = members.map((member) => ({ userId: member.userId, householdId: id }));
  return { id, members, actors, actor: actors[0] };
}

/** Sets a member's dietary information and cooking preferences. */
export function setEater(
  db: DB,
  userId: string,
  patch: {
    dietaryRestrictions?: string[];
    allergies?: string[];
    cookingSkill?: Profile["cookingSkill"];
    preferences?: Partial<Preferences>;
  },
) {
  return updateProfile(db, userId, patch);
}

/**
 * Replaces the process-wide event bus with an in-process one before the file's tests,
 * so nothing reads the app's configuration. Returns a getter for the bus.
 */
export function useEventBus() {
  let bus: InProcessBus | null = null;
  beforeAll(() => {
    bus = new InProcessBus();
    setEventBus(bus);
    return async () => {
      await bus?.close();
    };
  });
  return () => {
    if (!bus) throw new Error("The event bus is not installed yet");
    return bus;
  };
}

/** Collects the topics announced to a household from now on; call stop() when done. */
export function listen(bus: InProcessBus, householdId: string) {
  const topics: Topic[] = [];
  const stop = bus.subscribe(householdId, (event) => topics.push(event.topic));
  return { topics, stop };
}

/** The calendar day `offset` days from `now`, as YYYY-MM-DD in UTC (how expiry dates are stored). */
export function dayFrom(now: Date, offset: number) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

/** Asserts that the promise rejects with the same 404 a missing id gets. */
export async function expectNotFound(promise: Promise<unknown>) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(NotFoundError);
  expect(error.status).toBe(404);
  return error;
}

/**
 * Makes the database itself refuse rows with this name in a table (a trigger), so tests
 * can check that a multi-row write is all-or-nothing.
 */
export async function rejectNameInDatabase(
  db: DB,
  dialect: "sqlite" | "postgres",
  table: "shopping_items" | "pantry_items",
  name: string,
) {
  const trigger = `reject_${table}_${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  const quoted = name.replace(/'/g, "''");
  if (dialect === "sqlite") {
    await sql
      .raw(
        `CREATE TRIGGER ${trigger} BEFORE INSERT ON ${table} WHEN NEW.name = '${quoted}' BEGIN SELECT RAISE(ABORT, 'rejected by the test trigger'); END`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE FUNCTION ${trigger}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'rejected by the test trigger'; END; $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${trigger} BEFORE INSERT ON ${table} FOR EACH ROW WHEN (NEW.name = '${quoted}') EXECUTE FUNCTION ${trigger}()`,
      )
      .execute(db);
  }
}

/** Everything in a household's kitchen that an assistant turn may change, for "nothing changed" checks. */
export async function kitchenSnapshot(db: DB, householdId: string) {
  const [pantry, list, plan, sessions, timers] = await Promise.all([
    db
      .selectFrom("pantry_items")
      .select(["id", "name", "quantity", "unit", "location"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("shopping_items")
      .select(["id", "name", "quantity", "unit", "checked"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("meal_plan_entries")
      .select(["id", "date", "meal_type", "recipe_id"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("cooking_sessions")
      .select(["id", "current_step", "status"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("timers")
      .select(["id", "status", "remaining_seconds"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute(),
  ]);
  return { pantry, list, plan, sessions, timers };
}
