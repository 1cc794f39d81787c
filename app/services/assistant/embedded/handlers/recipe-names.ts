import { distance } from "fastest-levenshtein";
import { presetDietaryRestrictions } from "~/schemas/options";
import { listInWords, orWords } from "~/domain/words";
import type { Recipe, RecipeSummary } from "../../../kitchen/recipes.server";
import { allowedFor } from "../../../kitchen/recipe-suggestions.server";
import type { Profile } from "../../../profiles.server";
import type { AssistantMemory, KitchenTools } from "../../tools.server";
import type { RecipeRef } from "../../understanding/requests";
import { action, remember, type Draft } from "../reply";

/** Finding the recipe a member means, and what in it goes against their diet. */

const DIETS: readonly string[] = presetDietaryRestrictions;

/** A name as its letters alone, for comparing how it sounds written down ("kung pow" and "kung pao"). */
function squash(name: string) {
  return name.toLowerCase().replace(/[^a-z]/g, "");
}

export async function fullRecipe(recipeId: string, tools: KitchenTools) {
  return (await tools.showRecipe.run({ recipeId })).data as Recipe;
}

/**
 * What in a recipe goes against the member's own diet or allergies, in words
 * ("contains eggs, which you're allergic to"), judged by the same rule as suggestions.
 */
export function conflicts(recipe: Recipe, profile: Profile): string[] {
  const allergies = profile.allergies.filter(
    (allergy) => !allowedFor(recipe, { restrictions: [], allergies: [allergy] }),
  );
  const diets = profile.dietaryRestrictions.filter(
    (diet) => !allowedFor(recipe, { restrictions: [diet], allergies: [] }),
  );
  return [
    ...(allergies.length ? [`contains ${listInWords(allergies)}, which you're allergic to`] : []),
    ...diets.map((diet) => (DIETS.includes(diet) ? `isn't ${diet}` : `goes against "${diet}"`)),
  ];
}

/** A recipe by name or by reference to the last answer; asks back when it can't tell which. */
export async function resolveRecipe(
  ref: RecipeRef,
  tools: KitchenTools,
  memory: AssistantMemory,
): Promise<RecipeSummary | { ask: Draft }> {
  if ("reference" in ref) {
    const id =
      ref.reference === "last"
        ? (memory.lastRecipeId ?? memory.lastRecipeIds[0])
        : ref.reference === -1
          ? memory.lastRecipeIds.at(-1)
          : memory.lastRecipeIds[ref.reference - 1];
    if (!id) {
      return {
        ask: {
          text: "Which recipe do you mean? Ask me for a suggestion first, or name the dish.",
          actions: [action("What's for dinner?", "What's for dinner?", "utensils")],
          memory,
        },
      };
    }
    return (await tools.showRecipe.run({ recipeId: id })).data as RecipeSummary;
  }
  const name = ref.name.replace(/\b(recipe|please)\b/g, "").trim();
  const result = await tools.searchRecipes.run({ text: name });
  const found = result.data as RecipeSummary[];
  const exact = found.find((recipe) => recipe.name.toLowerCase() === name.toLowerCase());
  if (exact || found.length === 1) return exact ?? found[0];
  if (found.length > 1) {
    return {
      ask: {
        text: `I found a few: ${orWords(found.slice(0, 3).map((recipe) => recipe.name))}. Which one?`,
        component: result.component,
        actions: found
          .slice(0, 3)
          .map((recipe) => action(recipe.name, `Show me the recipe for ${recipe.name}`, "book-open")),
        memory: remember(memory, result),
      },
    };
  }
  // Misheard or misspelt ("kung pow chicken", "chicken catch a tory"): the catalogue name that sounds closest.
  const everything = (await tools.searchRecipes.run({ limit: 500 })).data ?? [];
  const heard = squash(name);
  const close = everything
    .map((recipe) => ({ recipe, distance: distance(heard, squash(recipe.name)) }))
    .filter((entry) => entry.distance <= Math.max(2, Math.floor(heard.length * 0.2)))
    .sort((a, b) => a.distance - b.distance);
  if (close.length && (close.length === 1 || close[0].distance < close[1].distance)) return close[0].recipe;
  const words = name.split(/\s+/).filter((word) => word.length > 2);
  const loose = words.length > 1 ? ((await tools.searchRecipes.run({ text: words[words.length - 1] })).data ?? []) : [];
  return {
    ask: {
      text: loose.length
        ? `I don't have a recipe called "${name}". Did you mean ${orWords(loose.slice(0, 3).map((recipe) => recipe.name))}?`
        : `I don't have a recipe called "${name}". Try "suggest a recipe with chicken" to see what I have.`,
      actions: loose
        .slice(0, 3)
        .map((recipe) => action(recipe.name, `Show me the recipe for ${recipe.name}`, "book-open")),
      memory,
    },
  };
}
