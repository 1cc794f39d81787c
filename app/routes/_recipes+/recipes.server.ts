import { todayIso } from "~/domain/dates";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { parseISO } from "date-fns";
import {
  orNotFound,
  redirectWithFailure,
  redirectWithInvalid,
  redirectWithToast,
  redirectUnknownIntent,
  formFailed,
  replyToForm,
} from "~/page-forms.server";
import { formatDay, MEAL_TYPE_LABELS } from "~/components/chat/meal-plan-card";
import { planRecipeSchema } from "~/schemas/meal-plan";
import { addMissingSchema, recipeSearchSchema, servingsSchema } from "~/schemas/recipes";
import { db } from "~/services/db/index.server";
import { planMeal } from "~/services/kitchen/meal-plan.server";
import { coveredByPantry } from "~/services/kitchen/pantry.server";
import {
  getRecipe,
  listHouseholdRecipes,
  scaleRecipe,
  summarise,
  type RecipeSummary,
} from "~/services/kitchen/recipes.server";
import { searchRecipes } from "~/services/kitchen/recipe-search.server";
import { suggestRecipes } from "~/services/kitchen/recipe-suggestions.server";
import { addRecipeIngredients } from "~/services/kitchen/shopping.server";
import { requireHousehold } from "~/sessions.server";
import { plural } from "~/domain/words";
import { startCooking } from "../_cooking+/cooking.server";

const SEARCH_FIELDS = ["q", "cuisine", "maxPrepTime", "difficulty", "mealType", "ingredients"] as const;
const SUGGESTION_COUNT = 6;

type RecipeSearchPage = {
  /** The form's values as typed, for the form. */
  values: Record<(typeof SEARCH_FIELDS)[number], string>;
  active: boolean;
  searchReply: SubmissionResult<string[]> | null;
  results: RecipeSummary[];
  suggestions: Array<{ recipe: RecipeSummary; reasons: string[] }>;
  /** The household's own recipes, shown above the suggestions when there is no search. */
  own: RecipeSummary[];
};

/** /recipes: the search (a GET form) and, with no search, suggestions for the member. */
export async function loadRecipeSearch(request: Request): Promise<RecipeSearchPage> {
  const { actor } = await requireHousehold(request);
  const params = new URL(request.url).searchParams;
  const values = Object.fromEntries(
    SEARCH_FIELDS.map((field) => [field, params.get(field)?.trim() ?? ""]),
  ) as RecipeSearchPage["values"];
  const active = Object.values(values).some((value) => value !== "");
  const page: RecipeSearchPage = { values, active, searchReply: null, results: [], suggestions: [], own: [] };
  if (!active) {
    const [suggestions, own] = await Promise.all([
      suggestRecipes(db(), actor, { limit: SUGGESTION_COUNT }),
      listHouseholdRecipes(db(), actor),
    ]);
    return {
      ...page,
      suggestions: suggestions.map(({ recipe, reasons }) => ({ recipe, reasons })),
      own: own.map(summarise),
    };
  }
  const submission = parseWithZod(params, { schema: recipeSearchSchema });
  if (submission.status !== "success") return { ...page, searchReply: submission.reply() };
  const query = submission.value;
  const results = await searchRecipes(db(), actor, {
    text: query.q,
    cuisine: query.cuisine,
    maxPrepTime: query.maxPrepTime,
    difficulty: query.difficulty,
    mealType: query.mealType,
    ingredients: query.ingredients
      ?.split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  });
  return { ...page, results: results.map(summarise) };
}

/** /recipes/{id}: the recipe scaled to ?servings=, its ingredients marked when the pantry covers them. */
export async function loadRecipe(request: Request, recipeId: string) {
  const { actor } = await requireHousehold(request);
  const recipe = await orNotFound(getRecipe(db(), actor, recipeId), "Recipe not found");
  const params = new URL(request.url).searchParams;
  const servingsSubmission = parseWithZod(params, { schema: servingsSchema });
  const requested = servingsSubmission.status === "success" ? servingsSubmission.value.servings : undefined;
  const scaled = scaleRecipe(recipe, requested);
  const inPantry = await coveredByPantry(db(), actor, scaled.ingredients);
  return {
    recipe: {
      ...summarise(scaled),
      originalServings: recipe.servings,
      diets: recipe.diets,
      allergens: recipe.allergens,
      steps: recipe.steps,
      source: recipe.source,
      cookTime: recipe.cookTime ?? null,
      tips: recipe.tips ?? [],
      credit: recipe.credit ?? null,
      sourceUrl: recipe.sourceUrl ?? null,
      ingredients: scaled.ingredients.map((ingredient, index) => ({
        name: ingredient.name,
        note: ingredient.note ?? null,
        quantity: ingredient.quantity,
        unit: ingredient.unit,
        inPantry: inPantry[index],
      })),
    },
    servingsInput: params.get("servings") ?? "",
    servingsReply: servingsSubmission.status === "error" ? servingsSubmission.reply() : null,
    planDefaults: { date: todayIso(), mealType: recipe.mealTypes[0] ?? "dinner" },
  };
}

/** The shopping-list toast: how many ingredients were added and how many the pantry covers. */
function missingIngredientsToast(added: number, covered: number) {
  if (added === 0) {
    return { title: "Nothing to add", description: `Your pantry covers all ${plural(covered, "ingredient")}.` };
  }
  return {
    title: "Added to the shopping list",
    description: `Added ${plural(added, "ingredient")} to the shopping list. Your pantry covers ${covered === 0 ? "none" : plural(covered, "ingredient")}.`,
  };
}

export async function submitRecipe(request: Request, recipeId: string) {
  const { actor } = await requireHousehold(request);
  const recipe = await orNotFound(getRecipe(db(), actor, recipeId), "Recipe not found");
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const page = `/recipes/${encodeURIComponent(recipe.id)}`;

  if (intent === "add-missing") {
    const submission = parseWithZod(formData, { schema: addMissingSchema });
    if (submission.status !== "success") return redirectWithInvalid(request, page, "Failed to add item", submission);
    const { servings } = submission.value;
    const back = servings && servings !== recipe.servings ? `${page}?servings=${servings}` : page;
    try {
      const { added, covered } = await addRecipeIngredients(db(), actor, recipe.id, servings);
      return redirectWithToast(request, back, missingIngredientsToast(added.length, covered.length));
    } catch (error) {
      return redirectWithFailure(request, back, "Failed to add item", error);
    }
  }

  if (intent === "start-cooking") return startCooking(request, actor, recipe.id, page);

  if (intent === "plan-meal") {
    const submission = parseWithZod(formData, { schema: planRecipeSchema });
    if (submission.status !== "success") return replyToForm(intent, submission);
    const { date, mealType } = submission.value;
    try {
      await planMeal(db(), actor, { date, mealType, recipeId: recipe.id });
    } catch (error) {
      return formFailed(intent, submission, error, { doing: "Planning a recipe" });
    }
    return redirectWithToast(request, page, {
      title: "Added to the meal plan",
      description: `${recipe.name} is planned for ${MEAL_TYPE_LABELS[mealType].toLowerCase()} on ${formatDay(date)}, ${parseISO(date).getFullYear()}.`,
    });
  }

  return redirectUnknownIntent(request, page);
}
