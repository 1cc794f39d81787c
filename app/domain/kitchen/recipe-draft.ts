import { cuisines, mealTypes } from "~/schemas/options";
import type { RecipeApiBody } from "~/schemas/recipe-form";
import { detectedAllergens, suggestedDiets } from "./diet-facts";
import { parseIngredientLine, timerMinutesIn } from "./recipe-lines";
import type { Cuisine, MealType } from "./recipe-types";

/**
 * How much pasted text is read: a recipe is far shorter. Whatever is passed, the reader looks
 * at no more than this, so its time stays linear and small; the import's schema refuses more
 * with a message (importTextSchema in app/schemas/recipe-form.ts).
 */
export const PASTED_LIMITS = { characters: 50_000, lines: 1_000, line: 5_000 } as const;

/**
 * A recipe as read from a web page or from pasted text, before a member reviews it in the
 * recipe form. Nothing here is trusted or checked yet: the form's schema does that on save.
 */
export type RecipeDraft = {
  name: string;
  description: string;
  /** Minutes of preparation; null when the source does not say. */
  prepTime: number | null;
  /** Minutes of cooking; null when the source does not say. */
  cookTime: number | null;
  servings: number | null;
  /** The source's own word for the cuisine ("Italian"), matched to Basil's list by the form. */
  cuisine: string | null;
  tags: string[];
  /** One ingredient per line, as written ("2 cups flour, sifted"). */
  ingredients: string[];
  steps: Array<{ instruction: string; timerMinutes: number | null }>;
  tips: string[];
  /** An absolute http(s) address of the recipe's picture on its page. */
  imageUrl: string | null;
  /** Where the recipe came from, for the credit line. */
  sourceUrl: string | null;
  /** Who wrote it and where: "Jane Doe, Example Kitchen". */
  credit: string | null;
};

export function emptyDraft(): RecipeDraft {
  return {
    name: "",
    description: "",
    prepTime: null,
    cookTime: null,
    servings: null,
    cuisine: null,
    tags: [],
    ingredients: [],
    steps: [],
    tips: [],
    imageUrl: null,
    sourceUrl: null,
    credit: null,
  };
}

/** Basil's cuisine for a source's word ("Middle Eastern", "Italian-American"), or "" for the member to choose. */
export function cuisineFor(...words: Array<string | null | undefined>): Cuisine | "" {
  for (const word of words) {
    const text = (word ?? "").toLowerCase().replace(/[-_]/g, " ");
    const found = cuisines.find((cuisine) => new RegExp(`\\b${cuisine.replace(/-/g, " ")}\\b`).test(text));
    if (found) return found;
  }
  return "";
}

/** The meals a source's categories name ("Breakfast", "Main Course"); dinner when they name none. */
export function mealTypesFor(tags: string[]): MealType[] {
  const text = tags.join(" ").toLowerCase();
  const meals = [
    /\b(breakfast|brunch)\b/.test(text) && "breakfast",
    /\b(lunch|lunchbox|sandwich)\b/.test(text) && "lunch",
    /\b(dinner|supper|main|mains|main course|entree)\b/.test(text) && "dinner",
  ].filter((meal): meal is MealType => mealTypes.includes(meal as MealType));
  return meals.length > 0 ? meals : ["dinner"];
}

/**
 * A draft as a recipe to save without a form (the assistant's "save this as a recipe"):
 * Basil's cuisine when the text names one (else "other"), the allergens its ingredients
 * reveal, no diet claimed, and a difficulty from how many steps it has.
 */
export function recipeOfDraft(draft: RecipeDraft): RecipeApiBody {
  const names = draft.ingredients.map((line) => parseIngredientLine(line).name);
  const steps = draft.steps.length;
  return {
    name: draft.name,
    description: draft.description,
    prep_time: draft.prepTime ?? 0,
    cook_time: draft.cookTime ?? 0,
    servings: draft.servings ?? 4,
    difficulty: steps <= 6 ? "easy" : steps <= 12 ? "medium" : "hard",
    cuisine: cuisineFor(draft.cuisine, ...draft.tags, draft.name) || "other",
    meal_types: mealTypesFor(draft.tags),
    tags: draft.tags,
    diets: [],
    allergens: [...detectedAllergens(names)],
    ingredients: draft.ingredients,
    steps: draft.steps.map((step) => ({
      instruction: step.instruction,
      timer_minutes: step.timerMinutes ?? timerMinutesIn(step.instruction),
    })),
    tips: draft.tips,
    source_url: draft.sourceUrl,
    credit: draft.credit,
  };
}

/**
 * A draft as the API offers it to save as it comes back: recipeOfDraft, with the diets its
 * ingredients plainly suit (and any its source names that none offends), for the caller to
 * review as a member reviews the form.
 */
export function savableDraft(draft: RecipeDraft): RecipeApiBody {
  const names = draft.ingredients.map((line) => parseIngredientLine(line).name);
  return { ...recipeOfDraft(draft), diets: suggestedDiets(names, draft.tags) };
}
