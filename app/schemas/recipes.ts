import * as z from "zod/mini";
import { searchText } from "./fields";
import { cuisines, mealTypes } from "./options";

/** The recipes room's search and servings schemas (the editor's form is ./recipe-form). */

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const MAX_SERVINGS = 50;
/** The choices of the search form's "max prep time" list, in minutes. */
export const PREP_TIME_CHOICES = [15, 20, 30, 45, 60, 90, 120] as const;

/** The JSON API's recipe search. */
export const recipeQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  cuisine: z.optional(z.enum(cuisines)),
  tag: z.optional(z.string().check(z.maxLength(40))),
  max_prep_time: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1440))),
  difficulty: z.optional(z.enum(DIFFICULTIES)),
  meal_type: z.optional(z.enum(mealTypes)),
  ingredients: z.optional(z.string().check(z.maxLength(300))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});

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
  mealType: z.optional(z.enum(mealTypes, { error: "Choose breakfast, lunch or dinner" })),
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
