import { detectedAllergens, suggestedDiets } from "~/domain/kitchen/diet-facts";
import { cuisineFor, mealTypesFor, type RecipeDraft } from "~/domain/kitchen/recipe-draft";
import { formatIngredientLine, parseIngredientLine, timerMinutesIn } from "~/domain/kitchen/recipe-lines";
import type { RecipeContent } from "~/schemas/recipe-form";

/** The recipe form's fields as the browser holds them: text, and lists of text. */
export type RecipeFormValues = {
  name: string;
  description: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  difficulty: string;
  cuisine: string;
  spiceLevel: string;
  mealTypes: string[];
  tags: string;
  diets: string[];
  allergens: string[];
  ingredients: string;
  steps: Array<{ instruction: string; timerMinutes: string }>;
  tips: string;
  sourceUrl: string;
  credit: string;
  imageUrl: string;
};

/** Empty step rows offered below the written ones, so a step can be added without JavaScript. */
const SPARE_STEPS = 2;

function withSpareSteps(steps: RecipeFormValues["steps"]) {
  return [...steps, ...Array.from({ length: SPARE_STEPS }, () => ({ instruction: "", timerMinutes: "" }))];
}

export function blankRecipeForm(): RecipeFormValues {
  return {
    name: "",
    description: "",
    prepTime: "",
    cookTime: "",
    servings: "4",
    difficulty: "easy",
    cuisine: "",
    spiceLevel: "mild",
    mealTypes: ["dinner"],
    tags: "",
    diets: [],
    allergens: [],
    ingredients: "",
    steps: withSpareSteps([{ instruction: "", timerMinutes: "" }]),
    tips: "",
    sourceUrl: "",
    credit: "",
    imageUrl: "",
  };
}

const minutesText = (value: number | null) => (value === null || value === 0 ? "" : String(value));

/** A saved recipe back in the form, its ingredients written as lines that read back the same. */
export function recipeFormOf(content: RecipeContent): RecipeFormValues {
  return {
    ...blankRecipeForm(),
    name: content.name,
    description: content.description,
    prepTime: minutesText(content.prepTime),
    cookTime: minutesText(content.cookTime),
    servings: String(content.servings),
    difficulty: content.difficulty,
    cuisine: content.cuisine,
    spiceLevel: content.spiceLevel,
    mealTypes: content.mealTypes,
    tags: content.tags.join(", "),
    diets: content.diets,
    allergens: content.allergens,
    ingredients: content.ingredients.map(formatIngredientLine).join("\n"),
    steps: withSpareSteps(
      content.steps.map((step) => ({ instruction: step.instruction, timerMinutes: minutesText(step.timerMinutes) })),
    ),
    tips: content.tips.join("\n"),
    sourceUrl: content.sourceUrl ?? "",
    credit: content.credit ?? "",
  };
}

/**
 * A recipe read from a page or pasted text, in the form for the member to check: the
 * allergens its ingredients reveal and the diets they plainly suit already ticked, and each
 * step's timer taken from its text ("simmer for 20 minutes") when the source gave none.
 */
export function recipeFormOfDraft(draft: RecipeDraft): RecipeFormValues {
  const names = draft.ingredients.map((line) => parseIngredientLine(line).name);
  return {
    ...blankRecipeForm(),
    name: draft.name,
    description: draft.description,
    prepTime: minutesText(draft.prepTime),
    cookTime: minutesText(draft.cookTime),
    servings: draft.servings ? String(draft.servings) : "4",
    cuisine: cuisineFor(draft.cuisine, ...draft.tags, draft.name),
    mealTypes: mealTypesFor(draft.tags),
    tags: draft.tags.join(", "),
    diets: suggestedDiets(names, draft.tags),
    allergens: [...detectedAllergens(names)],
    ingredients: draft.ingredients.join("\n"),
    steps: withSpareSteps(
      draft.steps.map((step) => ({
        instruction: step.instruction,
        timerMinutes: minutesText(step.timerMinutes ?? timerMinutesIn(step.instruction)),
      })),
    ),
    tips: draft.tips.join("\n"),
    sourceUrl: draft.sourceUrl ?? "",
    credit: draft.credit ?? "",
    imageUrl: draft.imageUrl ?? "",
  };
}
