import { isValid, parseISO } from "date-fns";
import * as z from "zod/mini";
import { cuisines, mealTypes } from "./options";

/** Schemas of the recipe, meal plan and cooking pages' forms (one per form). */

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const MAX_SERVINGS = 50;
/** The choices of the search form's "max prep time" list, in minutes. */
export const PREP_TIME_CHOICES = [15, 20, 30, 45, 60, 90, 120] as const;

const mealType = z.enum(mealTypes, { error: "Choose breakfast, lunch or dinner" });

const calendarDate = z.string({ error: "Choose a date" }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must look like 2026-11-23"),
  z.refine((value) => isValid(parseISO(value)), "That date does not exist"),
);

const searchText = (max: number, message: string) => z.optional(z.string().check(z.trim(), z.maxLength(max, message)));

/** The recipe search (a GET form); every field is optional. */
export const recipeSearchSchema = z.object({
  q: searchText(100, "Keep the search to 100 characters or fewer"),
  cuisine: z.optional(z.enum(cuisines, { error: "Choose a cuisine from the list" })),
  maxPrepTime: z.optional(
    z
      .number({ error: "Max prep time must be a number of minutes" })
      .check(
        z.int("Max prep time must be a whole number of minutes"),
        z.gte(1, "Max prep time must be at least 1 minute"),
        z.lte(1440, "Max prep time must be 1440 minutes or fewer"),
      ),
  ),
  difficulty: z.optional(z.enum(DIFFICULTIES, { error: "Choose easy, medium or hard" })),
  mealType: z.optional(mealType),
  ingredients: searchText(300, "Keep the ingredients to 300 characters or fewer"),
});

const servings = z
  .number({ error: "Servings must be a number" })
  .check(
    z.int("Servings must be a whole number"),
    z.gte(1, "Servings must be at least 1"),
    z.lte(MAX_SERVINGS, `Servings must be ${MAX_SERVINGS} or fewer`),
  );

/** The recipe page's servings (a GET form). */
export const servingsSchema = z.object({ servings: z.optional(servings) });

/** "Add missing ingredients to the shopping list" sends the servings shown. */
export const addMissingSchema = servingsSchema;

/** "Add to meal plan" on a recipe. */
export const planRecipeSchema = z.object({ date: calendarDate, mealType });

/** "Plan this week" on the planner: the week's Monday. */
export const planWeekFormSchema = z.object({ week: calendarDate });

/** A required choice sent by a form: one message whether it is missing or empty. */
const chosen = (message: string) => z.string({ error: message }).check(z.minLength(1, message));

/** Removing a planned meal. */
export const removeMealSchema = z.object({ mealId: chosen("Choose a meal") });

/** Changing the recipe of a planned meal. */
export const changeRecipeSchema = z.object({ recipeId: chosen("Choose a recipe") });

/** The meal page's recipe search (a GET form). */
export const mealRecipeSearchSchema = z.object({ q: searchText(100, "Keep the search to 100 characters or fewer") });

/** Previous / Next Step in a cooking session. */
export const navigateStepSchema = z.object({
  direction: z.enum(["next", "previous"], { error: "Direction must be next or previous" }),
});

/** Pause, resume, cancel (or dismiss) a timer. */
export const timerControlSchema = z.object({
  timerId: chosen("Choose a timer"),
  timerAction: z.enum(["pause", "resume", "cancel"], { error: "A timer can be paused, resumed or cancelled" }),
});
