import { expect } from "vitest";
import type { Actor } from "~/domain/actor";
import { itemKey } from "~/domain/kitchen/names";
import { parseUnit } from "~/domain/kitchen/quantities";
import type { ChatMessage } from "~/schemas/chat";
import { sendChatMessage } from "~/services/assistant/chat.server";
import { EmbeddedEngine } from "~/services/assistant/embedded/engine.server";
import { knowledge } from "~/services/assistant/knowledge";
import type { DB } from "~/services/db/index.server";
import { catalogue } from "~/services/kitchen/catalogue";
import { listTimers, navigateCookingSession, startCookingSession, startTimer } from "~/services/kitchen/cooking.server";
import { MEAL_TYPES, planMeal } from "~/services/kitchen/meal-plan.server";
import { mealHasBegun } from "~/domain/kitchen/meal-times";
import { addPantryItem, listPantry } from "~/services/kitchen/pantry.server";
import { getRecipe } from "~/services/kitchen/recipes.server";
import { searchRecipes } from "~/services/kitchen/recipe-search.server";
import { addShoppingItem, listShopping, setShoppingItemChecked } from "~/services/kitchen/shopping.server";
import { findProfile, type Profile } from "~/services/profiles.server";
import { dayFrom, kitchenSnapshot, newHousehold, setEater } from "../integration/kitchen-fixtures";
import { nextWeek, thisWeek, type EvalCase, type Expectation, type Given, type RecipeSpec } from "./types";

/**
 * The assistant evaluation's harness, shared by the development set (a CI test) and
 * `npm run eval:assistant` (both sets, with their figures).
 */

const engine = new EmbeddedEngine();

/** Catalogue names, longest first, to find the recipes a reply names in its text. */
const NAMES = [...catalogue]
  .sort((a, b) => b.name.length - a.name.length)
  .map((recipe) => ({ id: recipe.slug, name: recipe.name.toLowerCase() }));

function recipesNamed(text: string) {
  let rest = text.toLowerCase();
  const found: string[] = [];
  for (const { id, name } of NAMES) {
    if (rest.includes(name)) {
      found.push(id);
      rest = rest.split(name).join(" ");
    }
  }
  return found;
}

function cardRecipe(message: ChatMessage) {
  const component = message.embeddedComponent;
  if (component?.type !== "recipe") return null;
  return (component.data as { id: string }).id;
}

/** Everything in the kitchen that a turn may change, for "nothing changed" checks. */
async function snapshot(db: DB, householdId: string) {
  return JSON.stringify(await kitchenSnapshot(db, householdId));
}

async function seed(db: DB, actor: Actor, given: Given, now: Date) {
  if (given.session) {
    const session = await startCookingSession(db, actor, given.session.recipe);
    for (let step = 1; step < (given.session.step ?? 1); step++)
      await navigateCookingSession(db, actor, session.id, "next");
  }
  for (const item of given.pantry ?? []) {
    const { expiresInDays, ...rest } = item;
    await addPantryItem(db, actor, {
      ...rest,
      expiresAt: expiresInDays == null ? null : dayFrom(now, expiresInDays),
    });
  }
  for (const item of given.list ?? []) {
    const { checked, ...rest } = item;
    const { item: added } = await addShoppingItem(db, actor, rest);
    if (checked) await setShoppingItemChecked(db, actor, added.id, true);
  }
  for (const meal of given.plan ?? [])
    await planMeal(db, actor, { date: meal.day(now), mealType: meal.mealType, recipeId: meal.recipe });
  for (const timer of given.timers ?? [])
    await startTimer(db, actor, { name: timer.name, durationSeconds: timer.seconds });
}

async function latestSession(db: DB, householdId: string) {
  return db
    .selectFrom("cooking_sessions")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("started_at", "desc")
    .executeTakeFirst();
}

async function checkRecipes(
  db: DB,
  actor: Actor,
  spec: RecipeSpec,
  reply: ChatMessage,
  previous: ChatMessage | undefined,
) {
  const recipes = new Map((await allCatalogue(db, actor)).map((recipe) => [recipe.id, recipe]));
  const using = spec.uses
    ? new Set((await searchRecipes(db, actor, { ingredients: spec.uses })).map((recipe) => recipe.id))
    : null;
  const card = cardRecipe(reply);
  if (spec.id) expect(card, "recipe card").toBe(spec.id === "$previous" && previous ? cardRecipe(previous) : spec.id);
  if (spec.changed) {
    expect(card, "a recipe card").not.toBeNull();
    expect(card, "a different recipe than before").not.toBe(previous ? cardRecipe(previous) : null);
  }
  const offered = [...new Set([...(card ? [card] : []), ...recipesNamed(reply.content)])];
  for (const id of offered) {
    const recipe = recipes.get(id);
    if (!recipe) throw new Error(`Unknown recipe ${id}`);
    if (spec.diet) expect(recipe.diets, `${recipe.name} is ${spec.diet}`).toContain(spec.diet);
    for (const allergen of spec.without ?? [])
      expect(recipe.allergens, `${recipe.name} has no ${allergen}`).not.toContain(allergen);
    if (spec.mealType) expect(recipe.mealTypes, `${recipe.name} is a ${spec.mealType}`).toContain(spec.mealType);
    if (spec.maxPrepTime) expect(recipe.prepTime, `${recipe.name}'s prep time`).toBeLessThanOrEqual(spec.maxPrepTime);
    if (using) expect(using.has(id), `${recipe.name} uses ${spec.uses?.join(" and ")}`).toBe(true);
  }
}

/**
 * How a case names items and units. The development set names them exactly as stored;
 * the held-out set, written without knowing how Basil stores them, names the words an
 * item's name must contain and units as people write them, compared by meaning.
 */
export type Matching = "exact" | "loose";

function sameItem(matching: Matching) {
  if (matching === "exact") return (stored: string, wanted: string) => itemKey(stored) === itemKey(wanted);
  const words = (name: string) =>
    itemKey(name)
      .split(" ")
      .map((word) => itemKey(word));
  return (stored: string, wanted: string) => {
    const have = words(stored);
    return words(wanted).every((word) => have.includes(word));
  };
}

function sameUnit(matching: Matching, stored: string | null, wanted: string | null) {
  if (matching === "exact" || stored === null || wanted === null) return stored === wanted;
  const meaning = (unit: string) => parseUnit(unit) ?? itemKey(unit);
  return meaning(stored) === meaning(wanted);
}

async function checkState(
  db: DB,
  actor: Actor,
  want: Expectation,
  now: Date,
  turns: ChatMessage[],
  matching: Matching,
) {
  const reply = turns[turns.length - 1];
  const previous = turns[turns.length - 2];
  const same = sameItem(matching);
  if (want.pantry) {
    const pantry = await listPantry(db, actor, {}, now);
    const find = (name: string) => pantry.find((item) => same(item.name, name));
    for (const spec of want.pantry.has ?? []) {
      const item = find(spec.name);
      expect(item, `pantry has ${spec.name} (pantry: ${pantry.map((entry) => entry.name).join(", ")})`).toBeDefined();
      if (spec.quantity !== undefined) expect(item?.quantity ?? null, `${spec.name} quantity`).toBe(spec.quantity);
      if (spec.unit !== undefined)
        expect(
          sameUnit(matching, item?.unit ?? null, spec.unit),
          `${spec.name} unit ${item?.unit} is ${spec.unit}`,
        ).toBe(true);
      if (spec.location) expect(item?.location, `${spec.name} location`).toBe(spec.location);
      if (spec.expiresOn) expect(item?.expiresAt, `${spec.name} expiry`).toBe(spec.expiresOn(now));
    }
    for (const name of want.pantry.lacks ?? []) expect(find(name), `pantry lacks ${name}`).toBeUndefined();
    if (want.pantry.count !== undefined)
      expect(
        pantry.map((item) => item.name),
        "pantry size",
      ).toHaveLength(want.pantry.count);
  }
  if (want.list) {
    const list = await listShopping(db, actor);
    const find = (name: string) => list.find((item) => same(item.name, name));
    for (const spec of want.list.has ?? []) {
      const item = find(spec.name);
      expect(item, `list has ${spec.name} (list: ${list.map((entry) => entry.name).join(", ")})`).toBeDefined();
      if (spec.quantity !== undefined) expect(item?.quantity ?? null, `${spec.name} quantity`).toBe(spec.quantity);
      if (spec.unit !== undefined)
        expect(
          sameUnit(matching, item?.unit ?? null, spec.unit),
          `${spec.name} unit ${item?.unit} is ${spec.unit}`,
        ).toBe(true);
      if (spec.category) expect(item?.category, `${spec.name} category`).toBe(spec.category);
      if (spec.checked !== undefined) expect(item?.checked, `${spec.name} checked`).toBe(spec.checked);
    }
    for (const name of want.list.lacks ?? []) expect(find(name), `list lacks ${name}`).toBeUndefined();
    if (want.list.count !== undefined)
      expect(
        list.map((item) => item.name),
        "list size",
      ).toHaveLength(want.list.count);
    if (want.list.min !== undefined) expect(list.length, "list size").toBeGreaterThanOrEqual(want.list.min);
  }
  if (want.plan) {
    const rows = await db
      .selectFrom("meal_plan_entries")
      .selectAll()
      .where("household_id", "=", actor.householdId)
      .execute();
    for (const spec of want.plan.has ?? []) {
      const date = spec.day(now);
      const meal = rows.find((row) => row.date === date && row.meal_type === spec.mealType);
      expect(meal, `a ${spec.mealType} on ${date}`).toBeDefined();
      if (spec.recipe) expect(meal?.recipe_id, `${spec.mealType} on ${date}`).toBe(spec.recipe);
    }
    for (const spec of want.plan.lacks ?? []) {
      const date = spec.day(now);
      const meal = rows.find((row) => row.date === date && row.meal_type === spec.mealType);
      expect(meal, `no ${spec.mealType} on ${date}`).toBeUndefined();
    }
    // Planning "this week" leaves the meals already begun alone (the days gone, today's whose
    // time has come), so a whole-week figure counts only the meals still to come (plus meals
    // the case planned before).
    const mealTypes = want.plan.mealTypes ?? MEAL_TYPES;
    const toCome = [0, 1, 2, 3, 4, 5, 6]
      .map((day) => thisWeek(day)(now))
      .flatMap((date) => mealTypes.filter((mealType) => !mealHasBegun(date, mealType, now))).length;
    const givenMeals = want.plan.has?.length ?? 0;
    const forDaysLeft = (wholeWeek: number) =>
      want.plan?.week === "this"
        ? Math.floor(((wholeWeek - givenMeals) * toCome) / (7 * mealTypes.length)) + givenMeals
        : wholeWeek;
    if (want.plan.count !== undefined) expect(rows, "planned meals").toHaveLength(forDaysLeft(want.plan.count));
    if (want.plan.min !== undefined)
      expect(rows.length, "planned meals").toBeGreaterThanOrEqual(forDaysLeft(want.plan.min));
    if (want.plan.week === "this") {
      const today = now.toISOString().slice(0, 10);
      const planned = rows.filter(
        (row) => !(want.plan?.has ?? []).some((spec) => spec.day(now) === row.date && spec.mealType === row.meal_type),
      );
      for (const row of planned) expect(row.date >= today, `${row.date} is not a day already gone`).toBe(true);
    }
    if (want.plan.week) {
      const [from, to] =
        want.plan.week === "this" ? [thisWeek(0)(now), thisWeek(6)(now)] : [nextWeek(0)(now), nextWeek(6)(now)];
      for (const row of rows)
        expect(row.date >= from && row.date <= to, `${row.date} within ${from}..${to}`).toBe(true);
    }
    for (const row of rows) {
      const recipe = await getRecipe(db, actor, row.recipe_id);
      if (want.plan.mealTypes) expect(want.plan.mealTypes).toContain(row.meal_type);
      if (want.plan.diet) expect(recipe.diets, `${recipe.name} is ${want.plan.diet}`).toContain(want.plan.diet);
      for (const allergen of want.plan.without ?? [])
        expect(recipe.allergens, `${recipe.name} has no ${allergen}`).not.toContain(allergen);
    }
  }
  if (want.session !== undefined) {
    const session = await latestSession(db, actor.householdId);
    if (want.session === null) expect(session, "no cooking session").toBeUndefined();
    else {
      expect(session, "a cooking session").toBeDefined();
      const recipe =
        want.session.recipe === "$previous" ? (previous ? cardRecipe(previous) : null) : want.session.recipe;
      if (recipe) expect(session?.recipe_id).toBe(recipe);
      if (want.session.step !== undefined) expect(session?.current_step, "cooking step").toBe(want.session.step);
      if (want.session.status) expect(session?.status).toBe(want.session.status);
    }
  }
  if (want.timers) {
    const timers = await db
      .selectFrom("timers")
      .selectAll()
      .where("household_id", "=", actor.householdId)
      .orderBy("created_at", "desc")
      .execute();
    const live = (await listTimers(db, actor)).filter(
      (timer) => timer.status === "running" || timer.status === "paused",
    );
    if (want.timers.active !== undefined) expect(live, "running or paused timers").toHaveLength(want.timers.active);
    const latest = want.timers.latest;
    if (latest) {
      const row = timers[0];
      expect(row, "a timer").toBeDefined();
      const timer =
        row.status === "cancelled" ? null : (await listTimers(db, actor)).find((entry) => entry.id === row.id);
      if (latest.status) expect(timer?.status ?? row.status, "timer status").toBe(latest.status);
      if (latest.seconds !== undefined) expect(row.duration_seconds, "timer duration").toBe(latest.seconds);
      if (latest.remainingFull) {
        expect(timer?.remainingSeconds).toBeGreaterThan(row.duration_seconds - 5);
        expect(timer?.remainingSeconds).toBeLessThanOrEqual(row.duration_seconds);
      }
      if (latest.name) expect(row.name).toMatch(latest.name);
    }
    const everyTimer = await listTimers(db, actor);
    const statusOf = (row: (typeof timers)[number]) =>
      row.status === "cancelled" ? "cancelled" : everyTimer.find((entry) => entry.id === row.id)?.status;
    for (const spec of want.timers.has ?? []) {
      const found = timers.find(
        (row) =>
          (spec.name === undefined ? !row.name : !!row.name && same(row.name, spec.name)) &&
          (spec.seconds === undefined || row.duration_seconds === spec.seconds) &&
          (spec.status === undefined || statusOf(row) === spec.status),
      );
      const all = timers.map((row) => `${row.name ?? "(no name)"} ${row.duration_seconds}s ${statusOf(row)}`);
      expect(found, `a timer ${JSON.stringify(spec)} (timers: ${all.join(", ")})`).toBeDefined();
    }
  }
  if (want.recipes) await checkRecipes(db, actor, want.recipes, reply, previous);
  if (want.profile) {
    const profile = await findProfile(db, actor.userId);
    for (const [field, spec] of [
      ["allergies", want.profile.allergies],
      ["dietaryRestrictions", want.profile.dietaryRestrictions],
    ] as const) {
      const saved = profile?.[field] ?? [];
      for (const entry of spec?.has ?? []) expect(saved, `${field} saved`).toContain(entry);
      for (const entry of spec?.lacks ?? []) expect(saved, `${field} saved`).not.toContain(entry);
    }
  }
}

async function allCatalogue(db: DB, actor: Actor) {
  return Promise.all((await searchRecipes(db, actor)).map((recipe) => getRecipe(db, actor, recipe.id)));
}

export function title(entry: EvalCase, index: number) {
  const said = Array.isArray(entry.say) ? entry.say.join(" → ") : entry.say;
  return `#${index + 1} ${said}${entry.given ? " (given a kitchen)" : ""}`;
}

/**
 * What a case's conversation did to the household, judged as a member would:
 * - `done`: everything the case expects is true afterwards;
 * - `asked`: not done, the household unchanged, and Basil's last reply asks a question with
 *   answers as buttons (a clarifying question is not a wrong action);
 * - `wrong`: not done, and the household changed (an item, amount, place, date, tick, meal,
 *   timer, cooking step or profile entry that the case did not ask for);
 * - `not done`: not done, nothing changed, and no question asked.
 */
export type Verdict = "done" | "asked" | "wrong" | "not done";

export type Outcome = { verdict: Verdict; failure: string | null; replies: ChatMessage[] };

/** Everything a conversation may change, profile included, for telling "wrong" from "not done". */
async function householdState(db: DB, householdId: string, userId: string) {
  const [kitchen, expiry, timers, profile] = await Promise.all([
    kitchenSnapshot(db, householdId),
    db
      .selectFrom("pantry_items")
      .select(["id", "expires_on"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("timers")
      .select(["id", "name", "status", "duration_seconds"])
      .where("household_id", "=", householdId)
      .orderBy("id")
      .execute(),
    findProfile(db, userId),
  ]);
  return JSON.stringify({
    kitchen,
    expiry,
    timers,
    diets: profile?.dietaryRestrictions ?? [],
    allergies: profile?.allergies ?? [],
  });
}

/**
 * Runs one case through the real chat turn (sendChatMessage with the embedded engine) on
 * a real database and judges what the conversation leaves behind.
 */
export async function judgeCase(db: DB, entry: EvalCase, matching: Matching = "exact"): Promise<Outcome> {
  const now = new Date();
  const home = await newHousehold(db);
  let profile: Profile = home.members[0];
  if (entry.given?.eater) profile = await setEater(db, profile.userId, entry.given.eater);
  if (entry.given) await seed(db, home.actor, entry.given, now);
  const seeded = await householdState(db, home.id, profile.userId);

  const said = Array.isArray(entry.say) ? entry.say : [entry.say];
  const replies: ChatMessage[] = [];
  let conversationId: string | null = null;
  let before = "";
  try {
    for (const [turn, content] of said.entries()) {
      if (turn === said.length - 1) before = await snapshot(db, home.id);
      // One handle for both: inside the turn's transaction nothing uses the outer one.
      const outcome = await sendChatMessage(
        db,
        db,
        home.actor,
        profile,
        { content, messageType: "user-text", conversationId },
        { engine, assistantName: "Basil", now },
      );
      expect(outcome.failed, `"${content}" failed: ${outcome.message.content}`).toBe(false);
      conversationId = outcome.conversationId;
      replies.push(outcome.message);
    }
    await checkReply(db, home, entry.expect, said, replies, before, now, matching);
    return { verdict: "done", failure: null, replies };
  } catch (error) {
    const failure = String((error as Error).message).split("\n")[0];
    const last = replies[replies.length - 1];
    const changed = (await householdState(db, home.id, profile.userId)) !== seeded;
    const asks = !!last && /\?/.test(last.content) && (last.actions?.length ?? 0) > 0;
    const verdict: Verdict = changed ? "wrong" : asks ? "asked" : "not done";
    return { verdict, failure, replies };
  }
}

/** The development set's form: the case must be done, or the check that failed is thrown. */
export async function runCase(db: DB, entry: EvalCase, matching: Matching = "exact") {
  const outcome = await judgeCase(db, entry, matching);
  if (outcome.verdict !== "done") throw new Error(`${outcome.verdict}: ${outcome.failure}`);
}

async function checkReply(
  db: DB,
  home: { id: string; actor: Actor },
  want: Expectation,
  said: string[],
  replies: ChatMessage[],
  before: string,
  now: Date,
  matching: Matching,
) {
  const reply = replies[replies.length - 1];
  const context = `reply to "${said[said.length - 1]}": ${reply.content}`;

  if (want.component !== undefined) expect(reply.embeddedComponent?.type ?? null, context).toBe(want.component);
  if (want.text) expect(reply.content, context).toMatch(want.text);
  if (want.notText) expect(reply.content, context).not.toMatch(want.notText);
  if (want.topic) {
    const topic = knowledge.find((known) => known.id === want.topic);
    expect(topic, `topic ${want.topic}`).toBeDefined();
    expect(reply.content, context).toBe(topic?.answer);
  }
  if (want.actions) {
    const labels = (reply.actions ?? []).map((action) => action.label);
    if (want.actions.length === 0) expect(labels, context).toEqual([]);
    else expect(labels, context).toEqual(expect.arrayContaining(want.actions));
  }
  if (want.asks) {
    expect(reply.content, `${context} asks a question`).toMatch(/\?/);
    expect(reply.actions?.length ?? 0, `${context} offers answers as buttons`).toBeGreaterThan(0);
  }
  if (want.unchanged) expect(await snapshot(db, home.id), `${context} changed the kitchen`).toBe(before);
  await checkState(db, home.actor, want, now, replies, matching);
}
