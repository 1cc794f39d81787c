import { z } from "zod";
import { SHOPPING_CATEGORIES } from "~/domain/kitchen/names";
import { cuisines, mealTypes } from "./options";

/** Schemas shared by the kitchen's page forms and its JSON API. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const itemName = z
  .string({ error: "Please enter an item name" })
  .trim()
  .min(1, "Please enter an item name")
  .max(80, "Keep the name to 80 characters or fewer");

export const quantity = z
  .number({ error: "Quantity must be a number" })
  .positive("Quantity must be more than zero")
  .max(100_000, "That quantity is too large")
  .nullable()
  .optional();

export const unit = z.string().trim().max(20, "Keep the unit to 20 characters or fewer").nullable().optional().transform((value) => value || null);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const isoDate = z
  .string()
  .regex(DATE, "Dates must look like 2026-11-23")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "That date does not exist");

/** The aisles of the shopping list (names.ts assigns them from item names). */
export const SHOPPING_CATEGORY_VALUES = SHOPPING_CATEGORIES;

export const pantryItemSchema = z.object({
  name: itemName,
  quantity,
  unit,
  location: z.string().trim().max(30, "Keep the location to 30 characters or fewer").optional(),
  expiresAt: isoDate.nullable().optional(),
});

export const pantryPatchSchema = pantryItemSchema.partial().extend({ unit: z.string().trim().max(20).nullable().optional().transform((value) => (value === undefined ? undefined : value || null)) });

export const useUpSchema = z.object({ quantity: z.number().positive().max(100_000).optional(), unit });

export const shoppingItemSchema = z.object({
  name: itemName,
  quantity,
  unit,
  category: z.enum(SHOPPING_CATEGORY_VALUES, { error: "Choose one of the shopping categories" }).nullable().optional(),
});

/** In a patch an absent unit means "leave it"; an empty one clears it. */
const unitPatch = z
  .string()
  .trim()
  .max(20, "Keep the unit to 20 characters or fewer")
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

export const shoppingPatchSchema = z.object({
  checked: z.boolean().optional(),
  move_to_pantry: z.boolean().optional(),
  name: itemName.optional(),
  quantity,
  unit: unitPatch,
  category: z.enum(SHOPPING_CATEGORY_VALUES).optional(),
});

export const mealSchema = z.object({
  date: isoDate,
  meal_type: z.enum(mealTypes, { error: "Meal type must be breakfast, lunch or dinner" }),
  recipe_id: z.string().min(1, "Choose a recipe"),
});

export const planWeekSchema = z.object({
  start_date: isoDate,
  meal_types: z.array(z.enum(mealTypes)).optional(),
});

export const recipeQuerySchema = z.object({
  q: z.string().max(100).optional(),
  cuisine: z.enum(cuisines).optional(),
  tag: z.string().max(40).optional(),
  max_prep_time: z.coerce.number().int().min(1).max(1440).optional(),
  difficulty: z.enum(["easy", "medium", "hard"]).optional(),
  meal_type: z.enum(mealTypes).optional(),
  ingredients: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const startSessionSchema = z.object({ recipe_id: z.string().min(1, "Choose a recipe") });
export const navigateSchema = z.object({ direction: z.enum(["next", "previous"], { error: "Direction must be next or previous" }) });

export const timerSchema = z.object({
  name: z.string().trim().max(80).optional(),
  duration_seconds: z.number().int().min(1, "A timer needs at least 1 second").max(86_400, "A timer runs at most 24 hours"),
  session_id: z.string().optional(),
  step: z.number().int().min(1).optional(),
});
