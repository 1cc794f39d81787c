import type { cuisines, mealTypes, presetAllergies, presetDietaryRestrictions } from "~/schemas/options";

export type Cuisine = (typeof cuisines)[number];
/** A household's own recipe may be of a cuisine outside Basil's list. */
export type RecipeCuisine = Cuisine | "other";
export type MealType = (typeof mealTypes)[number];
export type Allergen = (typeof presetAllergies)[number];
export type Diet = (typeof presetDietaryRestrictions)[number];
export type Difficulty = "easy" | "medium" | "hard";

export type RecipeIngredient = {
  /** null for "to taste" style ingredients. */
  quantity: number | null;
  /** A unit the quantities module understands ("g", "cup", "tbsp", "clove"...), or null for a count. */
  unit: string | null;
  name: string;
  note?: string;
};

export type RecipeStep = {
  instruction: string;
  /** Minutes for a timer this step offers to start. */
  timerMinutes?: number;
  tips?: string[];
};

/** A recipe of the bundled catalogue (households' own recipes have the same shape). */
export type CatalogueRecipe = {
  /** Stable id, kebab-case, e.g. "lemon-herb-roast-chicken". */
  slug: string;
  name: string;
  description: string;
  cuisine: Cuisine;
  mealTypes: MealType[];
  difficulty: Difficulty;
  /** Total active + passive time in minutes. */
  prepTime: number;
  servings: number;
  spiceLevel: "mild" | "medium" | "hot";
  tags: string[];
  /** Every diet the recipe satisfies as written. */
  diets: Diet[];
  /** Every preset allergen (docs/spec-differences.md) present in the ingredients. */
  allergens: Allergen[];
  ingredients: RecipeIngredient[];
  steps: RecipeStep[];
};
