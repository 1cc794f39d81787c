/**
 * The bundled recipe catalogue: original recipes shipped with Basil, one JSON file per
 * recipe under `content/recipes/` (its README gives the diet and allergen conventions).
 * The files are read and validated once, when this module is first imported, so a broken
 * file stops the server at start instead of breaking a page later.
 */
import path from "node:path";
import { z, type ZodType } from "zod";
import type { CatalogueRecipe } from "~/domain/kitchen/recipe-types";
import { cuisines, mealTypes, presetAllergies, presetDietaryRestrictions } from "~/schemas/options";
import { readContentFolder } from "~/services/content-folder.server";

/** A recipe file: the recipe plus its place in the catalogue's order. */
const recipeFile = z.strictObject({
  order: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  cuisine: z.enum(cuisines),
  mealTypes: z.array(z.enum(mealTypes)),
  difficulty: z.enum(["easy", "medium", "hard"]),
  prepTime: z.number(),
  servings: z.number(),
  spiceLevel: z.enum(["mild", "medium", "hot"]),
  tags: z.array(z.string()),
  diets: z.array(z.enum(presetDietaryRestrictions)),
  allergens: z.array(z.enum(presetAllergies)),
  ingredients: z.array(
    z.strictObject({
      quantity: z.number().nullable(),
      unit: z.string().nullable(),
      name: z.string(),
      note: z.string().optional(),
    }),
  ),
  steps: z.array(
    z.strictObject({
      instruction: z.string(),
      timerMinutes: z.number().optional(),
      tips: z.array(z.string()).optional(),
    }),
  ),
}) satisfies ZodType<CatalogueRecipe & { order: number }>;

/** The recipes of `folder`, in catalogue order; throws naming the file and field of the first bad file. */
export function loadCatalogue(folder = path.resolve("content", "recipes")): CatalogueRecipe[] {
  return readContentFolder(folder, recipeFile, (recipe) => recipe.slug);
}

export const catalogue: CatalogueRecipe[] = loadCatalogue();
