import { isValid, parseISO } from "date-fns";
import { z } from "zod";
import { cuisines, mealTypes } from "./options";

/** Schemas of the recipe, meal plan and cooking pages' forms (one per form). */

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const MAX_SERVINGS = 50;
/** The choices of the search form's "max prep time" list, in minutes. */
export const PREP_TIME_CHOICES = [15, 20, 30, 45, 60, 90, 120] as const;

const mealType = z.enum(mealTypes, { error: "Choose breakfast, lunch or dinner" });

const calendarDate = z
  .string({ error: "Choose a date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must look like 2026-11-23")
  .refine((value) => isValid(parseISO(value)), "That date does not exist");

/** The recipe search (a GET form); every field is optional. */
export const recipeSearchSchema = z.object({
  q: z.string().trim().max(100, "Keep the search to 100 characters or fewer").optional(),
  cuisine: z.enum(cuisines, { error: "Choose a cuisine from the list" }).optional(),
  maxPrepTime: z
    .number({ error: "Max prep time must be a number of minutes" })
    .int("Max prep time must be a whole number of minutes")
    .min(1, "Max prep time must be at least 1 minute")
    .max(1440, "Max prep time must be 1440 minutes or fewer")
    .optional(),
  difficulty: z.enum(DIFFICULTIES, { error: "Choose easy, medium or hard" }).optional(),
  mealType: mealType.optional(),
  ingredients: z.string().trim().max(300, "Keep the ingredients to 300 characters or fewer").optional(),
});

const servings = z
  .number({ error: "Servings must be a number" })
  .int("Servings must be a whole number")
  .min(1, "Servings must be at least 1")
  .max(MAX_SERVINGS, `Servings must be ${MAX_SERVINGS} or fewer`);

/** The recipe page's servings (a GET form). */
export const servingsSchema = z.object({ servings: servings.optional() });

/** "Add missing ingredients to the shopping list" sends the servings shown. */
export const addMissingSchema = servingsSchema;

/** "Add to meal plan" on a recipe. */
export const planRecipeSchema = z.object({ date: calendarDate, mealType });

/** "Plan this week" on the planner: the week's Monday. */
export const planWeekFormSchema = z.object({ week: calendarDate });

/** Removing a planned meal. */
export const removeMealSchema = z.object({ mealId: z.string({ error: "Choose a meal" }).min(1, "Choose a meal") });

/** Changing the recipe of a planned meal. */
export const changeRecipeSchema = z.object({ recipeId: z.string({ error: "Choose a recipe" }).min(1, "Choose a recipe") });

/** The meal page's recipe search (a GET form). */
export const mealRecipeSearchSchema = z.object({
  q: z.string().trim().max(100, "Keep the search to 100 characters or fewer").optional(),
});

/** Previous / Next Step in a cooking session. */
export const navigateStepSchema = z.object({
  direction: z.enum(["next", "previous"], { error: "Direction must be next or previous" }),
});

/** Pause, resume, cancel (or dismiss) a timer. */
export const timerControlSchema = z.object({
  timerId: z.string({ error: "Choose a timer" }).min(1, "Choose a timer"),
  timerAction: z.enum(["pause", "resume", "cancel"], { error: "A timer can be paused, resumed or cancelled" }),
});

