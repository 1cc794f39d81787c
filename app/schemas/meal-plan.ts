import * as z from "zod/mini";
import { calendarDate, chosen, isoDate, searchText } from "./fields";
import { mealTypes } from "./options";

/** The meal plan's schemas: the planner's and a meal's page forms, and the JSON API. */

export const mealSchema = z.object({
  date: isoDate,
  meal_type: z.enum(mealTypes, { error: "Meal type must be breakfast, lunch or dinner" }),
  recipe_id: z.string().check(z.minLength(1, "Choose a recipe")),
});

/** The weeks a plan can cover: a week that ends, and has a week after it, before the year 10000. */
export const FIRST_PLANNED_DAY = "1900-01-01";
export const LAST_PLANNED_WEEK = "9999-12-19";
const PLANNABLE_WEEK = "Choose a week from 1900 to 9999";
const plannable = z.refine<string>((value) => value >= FIRST_PLANNED_DAY && value <= LAST_PLANNED_WEEK, PLANNABLE_WEEK);

export const planWeekSchema = z.object({
  start_date: isoDate.check(plannable),
  meal_types: z.optional(z.array(z.enum(mealTypes))),
});

/** "Add to meal plan" on a recipe. */
export const planRecipeSchema = z.object({
  date: calendarDate,
  mealType: z.enum(mealTypes, { error: "Choose breakfast, lunch or dinner" }),
});

/** "Plan this week" on the planner: the week's Monday. */
export const planWeekFormSchema = z.object({ week: calendarDate.check(plannable) });

/** Removing a planned meal. */
export const removeMealSchema = z.object({ mealId: chosen("Choose a meal") });

/** Changing the recipe of a planned meal. */
export const changeRecipeSchema = z.object({ recipeId: chosen("Choose a recipe") });

/** The meal page's recipe search (a GET form). */
export const mealRecipeSearchSchema = z.object({ q: searchText(100, "Keep the search to 100 characters or fewer") });
