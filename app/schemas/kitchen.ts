import * as z from "zod/mini";
import { SHOPPING_CATEGORIES } from "~/domain/kitchen/names";
import { cuisines, mealTypes } from "./options";

/** Schemas shared by the kitchen's page forms and its JSON API. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const itemName = z
  .string({ error: "Please enter an item name" })
  .check(
    z.trim(),
    z.minLength(1, "Please enter an item name"),
    z.maxLength(80, "Keep the name to 80 characters or fewer"),
  );

export const quantity = z.optional(
  z.nullable(
    z
      .number({ error: "Quantity must be a number" })
      .check(z.positive("Quantity must be more than zero"), z.lte(100_000, "That quantity is too large")),
  ),
);

const unitText = z.string().check(z.trim(), z.maxLength(20, "Keep the unit to 20 characters or fewer"));

export const unit = z.pipe(
  z.optional(z.nullable(unitText)),
  z.transform((value) => value || null),
);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const isoDate = z.string().check(
  z.regex(DATE, "Dates must look like 2026-11-23"),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "That date does not exist"),
);

/** The aisles of the shopping list (names.ts assigns them from item names). */
export const SHOPPING_CATEGORY_VALUES = SHOPPING_CATEGORIES;

export const pantryItemSchema = z.object({
  name: itemName,
  quantity,
  unit,
  location: z.optional(z.string().check(z.trim(), z.maxLength(30, "Keep the location to 30 characters or fewer"))),
  expiresAt: z.optional(z.nullable(isoDate)),
});

/** In a patch an absent unit means "leave it"; an empty one clears it. */
const unitPatch = z.pipe(
  z.optional(z.nullable(unitText)),
  z.transform((value) => (value === undefined ? undefined : value || null)),
);

export const pantryPatchSchema = z.extend(z.partial(pantryItemSchema), {
  unit: z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(20)))),
    z.transform((value) => (value === undefined ? undefined : value || null)),
  ),
});

export const useUpSchema = z.object({ quantity: z.optional(z.number().check(z.positive(), z.lte(100_000))), unit });

export const shoppingItemSchema = z.object({
  name: itemName,
  quantity,
  unit,
  category: z.optional(
    z.nullable(z.enum(SHOPPING_CATEGORY_VALUES, { error: "Choose one of the shopping categories" })),
  ),
});

export const shoppingPatchSchema = z.object({
  checked: z.optional(z.boolean()),
  move_to_pantry: z.optional(z.boolean()),
  name: z.optional(itemName),
  quantity,
  unit: unitPatch,
  category: z.optional(z.enum(SHOPPING_CATEGORY_VALUES)),
});

export const mealSchema = z.object({
  date: isoDate,
  meal_type: z.enum(mealTypes, { error: "Meal type must be breakfast, lunch or dinner" }),
  recipe_id: z.string().check(z.minLength(1, "Choose a recipe")),
});

export const planWeekSchema = z.object({
  start_date: isoDate,
  meal_types: z.optional(z.array(z.enum(mealTypes))),
});

export const recipeQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  cuisine: z.optional(z.enum(cuisines)),
  tag: z.optional(z.string().check(z.maxLength(40))),
  max_prep_time: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1440))),
  difficulty: z.optional(z.enum(["easy", "medium", "hard"])),
  meal_type: z.optional(z.enum(mealTypes)),
  ingredients: z.optional(z.string().check(z.maxLength(300))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});

export const startSessionSchema = z.object({ recipe_id: z.string().check(z.minLength(1, "Choose a recipe")) });
export const navigateSchema = z.object({
  direction: z.enum(["next", "previous"], { error: "Direction must be next or previous" }),
});

export const timerSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  duration_seconds: z
    .number()
    .check(z.int(), z.gte(1, "A timer needs at least 1 second"), z.lte(86_400, "A timer runs at most 24 hours")),
  session_id: z.optional(z.string()),
  step: z.optional(z.number().check(z.int(), z.gte(1))),
});
