import { randomUUID } from "node:crypto";
import { addDays, endOfWeek, formatISO, isWeekend, parseISO, startOfWeek } from "date-fns";
import { householdWrite, type DB } from "../db/index.server";
import { NotFoundError, UserFacingError } from "../errors.server";
import { findProfile } from "../profiles.server";
import { announce } from "../events/index.server";
import type { Actor } from "~/domain/actor";
import { mealHasBegun } from "~/domain/kitchen/meal-times";
import type { MealType } from "~/domain/kitchen/recipe-types";
import { getRecipe, summarise, type RecipeSummary } from "./recipes.server";
import { suggestRecipes, type Eaters } from "./recipe-suggestions.server";

export const MEAL_TYPES: MealType[] = ["breakfast", "lunch", "dinner"];
const MAX_RANGE_DAYS = 62;

export type Meal = {
  id: string;
  date: string;
  mealType: MealType;
  recipeId: string;
  recipeName: string;
  prepTime: number;
  recipe: RecipeSummary | null;
};

export type MealPlan = { startDate: string; endDate: string; days: Array<{ date: string; meals: Meal[] }> };

/** The meal plan card's payload (docs/api.md): title, date range, days with their meals. */
export function mealPlanPayload(title: string, plan: MealPlan) {
  return {
    title,
    startDate: plan.startDate,
    endDate: plan.endDate,
    days: plan.days.map((day) => ({
      date: day.date,
      meals: day.meals.map(({ id, date, mealType, recipeName, prepTime }) => ({
        id,
        date,
        mealType,
        recipeName,
        prepTime,
      })),
    })),
  };
}

function isoDate(date: Date) {
  return formatISO(date, { representation: "date" });
}

function checkDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(parseISO(value).getTime())) {
    throw new UserFacingError("Dates must look like 2026-11-23");
  }
  return value;
}

async function toMeal(
  db: DB,
  actor: Actor,
  row: { id: string; date: string; meal_type: string; recipe_id: string },
): Promise<Meal> {
  const recipe = await getRecipe(db, actor, row.recipe_id).catch(() => null);
  return {
    id: row.id,
    date: row.date,
    mealType: row.meal_type as MealType,
    recipeId: row.recipe_id,
    recipeName: recipe?.name ?? "Recipe no longer available",
    prepTime: recipe?.prepTime ?? 0,
    recipe: recipe ? summarise(recipe) : null,
  };
}

/** The plan for a date range (inclusive), every day present, meals in breakfast-lunch-dinner order. */
export async function getMealPlan(db: DB, actor: Actor, range: { from: string; to: string }): Promise<MealPlan> {
  const from = checkDate(range.from);
  const to = checkDate(range.to);
  const days: string[] = [];
  for (let day = parseISO(from); isoDate(day) <= to; day = addDays(day, 1)) {
    days.push(isoDate(day));
    if (days.length > MAX_RANGE_DAYS) throw new UserFacingError(`Show at most ${MAX_RANGE_DAYS} days at a time`);
  }
  const rows = await db
    .selectFrom("meal_plan_entries")
    .select(["id", "date", "meal_type", "recipe_id"])
    .where("household_id", "=", actor.householdId)
    .where("date", ">=", from)
    .where("date", "<=", to)
    .execute();
  const meals = await Promise.all(rows.map((row) => toMeal(db, actor, row)));
  return {
    startDate: from,
    endDate: to,
    days: days.map((date) => ({
      date,
      meals: meals
        .filter((meal) => meal.date === date)
        .sort((a, b) => MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType)),
    })),
  };
}

export async function getMeal(db: DB, actor: Actor, id: string) {
  const row = await db
    .selectFrom("meal_plan_entries")
    .select(["id", "date", "meal_type", "recipe_id"])
    .where("id", "=", id)
    .where("household_id", "=", actor.householdId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Meal");
  return toMeal(db, actor, row);
}

/** Puts a recipe in a slot, replacing whatever was planned there. */
export async function planMeal(db: DB, actor: Actor, input: { date: string; mealType: MealType; recipeId: string }) {
  checkDate(input.date);
  if (!MEAL_TYPES.includes(input.mealType)) throw new UserFacingError("Meal type must be breakfast, lunch or dinner");
  // Under the household's lock the slot's delete and insert cannot interleave with another
  // member's, so the last one wins instead of tripping the slot's unique index.
  const meal = await householdWrite(db, actor, async (trx) => {
    await getRecipe(trx, actor, input.recipeId);
    await trx
      .deleteFrom("meal_plan_entries")
      .where("household_id", "=", actor.householdId)
      .where("date", "=", input.date)
      .where("meal_type", "=", input.mealType)
      .execute();
    const id = randomUUID();
    await trx
      .insertInto("meal_plan_entries")
      .values({
        id,
        household_id: actor.householdId,
        date: input.date,
        meal_type: input.mealType,
        recipe_id: input.recipeId,
        created_by: actor.userId,
        created_at: new Date().toISOString(),
      })
      .execute();
    return getMeal(trx, actor, id);
  });
  await announce(actor.householdId, "meal-plan");
  return meal;
}

/**
 * Moves a planned meal to another day (and meal), replacing what was planned there: one
 * write under the household's lock, so the meal is never in both slots or in neither.
 */
export async function moveMeal(db: DB, actor: Actor, id: string, to: { date: string; mealType?: MealType }) {
  checkDate(to.date);
  if (to.mealType && !MEAL_TYPES.includes(to.mealType))
    throw new UserFacingError("Meal type must be breakfast, lunch or dinner");
  const meal = await householdWrite(db, actor, async (trx) => {
    const moving = await getMeal(trx, actor, id);
    const mealType = to.mealType ?? moving.mealType;
    await trx
      .deleteFrom("meal_plan_entries")
      .where("household_id", "=", actor.householdId)
      .where("date", "=", to.date)
      .where("meal_type", "=", mealType)
      .where("id", "!=", id)
      .execute();
    await trx
      .updateTable("meal_plan_entries")
      .set({ date: to.date, meal_type: mealType })
      .where("id", "=", id)
      .where("household_id", "=", actor.householdId)
      .execute();
    return getMeal(trx, actor, id);
  });
  await announce(actor.householdId, "meal-plan");
  return meal;
}

export async function removeMeal(db: DB, actor: Actor, id: string) {
  await householdWrite(db, actor, async (trx) => {
    await getMeal(trx, actor, id);
    await trx
      .deleteFrom("meal_plan_entries")
      .where("id", "=", id)
      .where("household_id", "=", actor.householdId)
      .execute();
  });
  await announce(actor.householdId, "meal-plan");
}

/**
 * Fills the empty slots of the 7 days from startDate (from today on), or of the days up to
 * endDate within them ("Monday to Friday"), with suggestions: no recipe twice in those days,
 * and on weekdays only recipes that fit the member's usual prep time.
 */
export async function planWeek(db: DB, actor: Actor, input: PlanWeekInput, now = new Date()) {
  return (await fillMealPlan(db, actor, input, now)).plan;
}

type PlanWeekInput = {
  startDate: string;
  endDate?: string;
  mealTypes?: MealType[];
  also?: Eaters;
  count?: number;
  /** Weekdays too may have recipes longer than the member's usual prep time. */
  anyPrepTime?: boolean;
};

/**
 * planWeek, also telling how many meals this call planned (members planning at once each
 * count their own, not what the other added meanwhile), how many empty slots it left empty
 * for want of a recipe, and whether allowing longer recipes on weekdays would fill some.
 * Today's meals whose time has come are not planned: planning starts from the next meal.
 */
export async function fillMealPlan(db: DB, actor: Actor, input: PlanWeekInput, now = new Date()) {
  const start = parseISO(checkDate(input.startDate));
  const lastOfWeek = isoDate(addDays(start, 6));
  const end = input.endDate === undefined ? lastOfWeek : checkDate(input.endDate);
  if (end < input.startDate || end > lastOfWeek)
    throw new UserFacingError("The last day must be within a week of the first");
  const mealTypes = input.mealTypes?.length ? input.mealTypes : MEAL_TYPES;
  const profile = await findProfile(db, actor.userId);
  if (!profile) throw new NotFoundError("Profile");
  const weekdayLimit = input.anyPrepTime ? undefined : profile.preferences.meal_prep_time_preference;
  // The empty slots are found under the same lock as they are filled, so members planning
  // at once never fill a slot twice or pick a recipe already planned that week.
  const { plan, added, left, longerWouldFit } = await householdWrite(db, actor, async (trx) => {
    const existing = await getMealPlan(trx, actor, { from: input.startDate, to: end });
    // Some days of a week: no recipe twice in the week (Monday to Sunday) they are in, planned before or now.
    const around =
      input.endDate === undefined
        ? existing
        : await getMealPlan(trx, actor, {
            from: isoDate(startOfWeek(start, { weekStartsOn: 1 })),
            to: isoDate(endOfWeek(parseISO(end), { weekStartsOn: 1 })),
          });
    const used = new Set(around.days.flatMap((day) => day.meals.map((meal) => meal.recipeId)));
    const pools = new Map<string, Awaited<ReturnType<typeof suggestRecipes>>>();
    const pool = async (mealType: MealType, maxPrepTime: number | undefined) => {
      const key = `${mealType}:${maxPrepTime ?? "any"}`;
      if (!pools.has(key))
        pools.set(key, await suggestRecipes(trx, actor, { mealType, maxPrepTime, limit: 100, also: input.also }));
      return pools.get(key) ?? [];
    };
    const planned: Array<{ date: string; mealType: MealType; recipeId: string }> = [];
    let left = 0;
    let longerWouldFit = false;
    for (const day of existing.days) {
      const weekday = !isWeekend(parseISO(day.date));
      for (const mealType of mealTypes) {
        // Meals already gone (days before today, today's whose time has come) are left as they are.
        if (mealHasBegun(day.date, mealType, now)) continue;
        if (day.meals.some((meal) => meal.mealType === mealType)) continue;
        // "Plan 5 dinners": only so many slots are filled, the earliest first.
        if (input.count !== undefined && planned.length >= input.count) break;
        const limit = weekday ? weekdayLimit : undefined;
        const pick = (await pool(mealType, limit)).find((suggestion) => !used.has(suggestion.recipe.id));
        if (!pick) {
          left += 1;
          if (limit !== undefined)
            longerWouldFit ||= (await pool(mealType, undefined)).some((suggestion) => !used.has(suggestion.recipe.id));
          continue;
        }
        used.add(pick.recipe.id);
        planned.push({ date: day.date, mealType, recipeId: pick.recipe.id });
      }
    }
    const createdAt = new Date().toISOString();
    for (const entry of planned) {
      await trx
        .insertInto("meal_plan_entries")
        .values({
          id: randomUUID(),
          household_id: actor.householdId,
          date: entry.date,
          meal_type: entry.mealType,
          recipe_id: entry.recipeId,
          created_by: actor.userId,
          created_at: createdAt,
        })
        .execute();
    }
    const plan = await getMealPlan(trx, actor, { from: input.startDate, to: end });
    return { plan, added: planned.length, left, longerWouldFit };
  });
  if (added > 0) await announce(actor.householdId, "meal-plan");
  return { plan, added, left, longerWouldFit };
}
