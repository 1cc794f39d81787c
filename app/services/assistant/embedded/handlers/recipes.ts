import { cuisines, presetDietaryRestrictions } from "~/schemas/options";
import { listInWords, plural } from "~/domain/words";
import { recipeOfDraft } from "~/domain/kitchen/recipe-draft";
import { readRecipeText } from "~/domain/kitchen/recipe-text";
import { convertText } from "~/domain/kitchen/units";
import type { RecipeApiBody } from "~/schemas/recipe-form";
import type { Recipe, RecipeSummary } from "../../../kitchen/recipes.server";
import { allowedFor } from "../../../kitchen/recipe-suggestions.server";
import { UserFacingError } from "../../../errors.server";
import { findTopic } from "../../knowledge";
import { recipeComponent, type AssistantMemory, type KitchenTools, type ToolResult } from "../../tools.server";
import type { Request } from "../../understanding/requests";
import { action, remember, type Draft, type HandlerContext, type Handlers } from "../reply";
import { conflicts, fullRecipe, resolveRecipe } from "./recipe-names";

/** Recipes: suggestions (and "something else"), one recipe, the household's own, saving one. */

type SuggestRequest = Extract<Request, { kind: "recipe.suggest" }>;
type SuggestQuery = Parameters<KitchenTools["suggestRecipes"]["run"]>[0];
type Suggestion = { recipe: RecipeSummary; score: number; reasons: string[]; usesPantry: string[] };

/** How many of the household's own recipes "show my recipes" names; the rest are on the Recipes page. */
const MY_RECIPES_NAMED = 8;
const DIETS: readonly string[] = presetDietaryRestrictions;

function ordinalWord(index: number) {
  return ["first", "second", "third"][index] ?? `${index + 1}th`;
}

async function keepDiet(suggestions: Suggestion[], diet: string, tools: KitchenTools) {
  const kept: Suggestion[] = [];
  for (const entry of suggestions) {
    if (allowedFor(await fullRecipe(entry.recipe.id, tools), { restrictions: [diet], allergies: [] })) kept.push(entry);
  }
  return kept;
}

/** A recipe idea, keeping the constraints of the last request when the member asks for something else. */
export async function suggest(request: SuggestRequest, context: HandlerContext, lead = ""): Promise<Draft> {
  const { tools, memory, turn } = context;
  const base = request.another ? (memory.lastSuggestion ?? null) : null;
  const wanted: SuggestRequest = base
    ? {
        ...request,
        mealType: request.mealType ?? base.mealType,
        maxPrepTime: request.maxPrepTime ?? base.maxPrepTime,
        ingredients: request.ingredients.length ? request.ingredients : base.ingredients,
        text: request.text ?? base.text,
        usePantry: request.usePantry || base.usePantry,
        avoid: request.avoid ?? base.avoid,
      }
    : request;
  const shown = new Set(request.another ? memory.lastRecipeIds : []);
  let usable = wanted.ingredients;
  if (wanted.usePantry) {
    const expiring = (await tools.listPantry.run({ expiringOnly: true })).data ?? [];
    usable = expiring.filter((item) => item.status === "soon").map((item) => item.name);
  }
  const diet =
    DIETS.find((entry) => entry === wanted.text) ??
    wanted.avoid?.restrictions.find((entry) => DIETS.includes(entry)) ??
    null;
  const query: SuggestQuery = {
    avoid: wanted.avoid,
    mealType: wanted.mealType ?? undefined,
    maxPrepTime: wanted.maxPrepTime ?? undefined,
    ingredients: wanted.usePantry ? undefined : usable,
    text: wanted.text ?? undefined,
  };
  const attempts: SuggestQuery[] = [query];
  // Using up the pantry: first a recipe with the item that expires soonest, then one with any of them.
  if (wanted.usePantry) attempts.unshift(...usable.map((name) => ({ ...query, ingredients: [name] })));
  // A kind of dish is a wish that may be dropped; a diet asked for is a rule, checked on every recipe.
  if (wanted.text) attempts.push({ ...query, text: undefined });
  const usableOnes = async (found: Suggestion[]) => {
    const unseen = found.filter((entry) => !shown.has(entry.recipe.id));
    return diet ? keepDiet(unseen, diet, tools) : unseen;
  };
  let suggestions: Suggestion[] = [];
  for (const attempt of attempts) {
    suggestions = await usableOnes((await tools.suggestRecipes.run(attempt)).data ?? []);
    if (suggestions.length) break;
  }
  if (suggestions.length === 0 && (diet || shown.size)) {
    // The tool hands back only its best three. Every recipe has a cuisine, so the best three
    // of each cuisine reach further when a diet or "something else" ruled those out.
    const wider = new Map<string, Suggestion>();
    for (const cuisine of cuisines) {
      const found = (await tools.suggestRecipes.run({ ...query, text: cuisine })).data ?? [];
      for (const entry of found) wider.set(entry.recipe.id, entry);
    }
    suggestions = (await usableOnes([...wider.values()])).sort((a, b) => b.score - a.score).slice(0, 3);
  }
  const remembered: AssistantMemory = { ...memory, lastSuggestion: wanted };
  if (suggestions.length === 0) {
    const limits = [
      diet ? `${diet}` : "",
      wanted.maxPrepTime ? `under ${wanted.maxPrepTime} minutes` : "",
      usable.length && !wanted.usePantry ? `with ${listInWords(usable)}` : "",
      turn.profile.dietaryRestrictions.length || turn.profile.allergies.length ? "that fits your diet" : "",
    ].filter(Boolean);
    const what = shown.size ? "another recipe" : "a recipe";
    return {
      text: `${lead}I couldn't find ${what} ${limits.join(" ") || "for that"}. Try fewer ingredients or more time.`,
      memory: remembered,
    };
  }
  const [top, ...rest] = suggestions;
  const why = top.reasons.length ? ` (${top.reasons.slice(0, 2).join(", ")})` : "";
  const others = rest.length ? ` Or try ${listInWords(rest.map((entry) => entry.recipe.name))}.` : "";
  const pantryNote =
    wanted.usePantry && top.usesPantry.length
      ? ` It uses your ${listInWords(top.usesPantry.map((name) => name.toLowerCase()))}.`
      : "";
  return {
    text: `${lead}How about ${top.recipe.name}${why}? ${convertText(top.recipe.description, turn.profile.units)}${pantryNote}${others}`,
    component: recipeComponent(top.recipe),
    actions: [
      action("Start cooking", `Start cooking ${top.recipe.name}`, "chef-hat"),
      action("Add ingredients to list", `Add the ingredients for ${top.recipe.name} to my shopping list`, "list"),
      ...rest
        .slice(0, 2)
        .map((entry, index) =>
          action(`Show the ${ordinalWord(index + 1)} one`, `Show me the recipe for ${entry.recipe.name}`, "book-open"),
        ),
    ],
    memory: {
      ...remembered,
      lastRecipeIds: [...(request.another ? memory.lastRecipeIds : []), ...suggestions.map((entry) => entry.recipe.id)],
      lastRecipeId: top.recipe.id,
    },
  };
}

async function saved(
  tools: KitchenTools,
  memory: AssistantMemory,
  recipe: RecipeApiBody,
  what: string,
): Promise<Draft> {
  let result: ToolResult;
  try {
    result = await tools.saveRecipe.run(recipe);
  } catch (error) {
    if (error instanceof UserFacingError)
      return { text: `${error.message}. You can fix it under Recipes → New recipe.`, memory };
    throw error;
  }
  const recipeSaved = result.data as Recipe;
  const contains = recipeSaved.allergens.filter(
    (allergen) =>
      allergen !== "nuts" || !recipeSaved.allergens.some((other) => other === "peanuts" || other === "tree nuts"),
  );
  return {
    text: `Saved ${what}${recipeSaved.name} to your household's recipes.${contains.length ? ` It contains ${listInWords(contains)}, so I won't suggest it to anyone allergic.` : ""} You can change it under Recipes.`,
    component: result.component,
    actions: [
      action(`Start cooking ${recipeSaved.name}`, `Start cooking ${recipeSaved.name}`, "chef-hat"),
      action("Add its ingredients to my list", "Add the ingredients to my shopping list", "list"),
    ],
    memory: remember(memory, result),
  };
}

export const recipeHandlers: Pick<Handlers, "recipe.suggest" | "recipe.show" | "recipe.mine" | "recipe.save"> = {
  "recipe.suggest": (request, context) => suggest(request, context),

  async "recipe.show"(request, { tools, memory, turn }) {
    const recipe = await resolveRecipe(request.recipe, tools, memory);
    if ("ask" in recipe) {
      const topic = "name" in request.recipe ? findTopic(request.recipe.name) : null;
      return topic ? { text: topic.topic.answer, memory } : recipe.ask;
    }
    const result = await tools.showRecipe.run({ recipeId: recipe.id });
    const against = conflicts(result.data as Recipe, turn.profile);
    const serves = request.servings && request.servings !== recipe.servings ? request.servings : recipe.servings;
    return {
      text: `${recipe.name}: ${convertText(recipe.description, turn.profile.units)} It takes about ${recipe.prepTime} minutes and serves ${recipe.servings}.${serves !== recipe.servings ? ` For ${serves}, add its ingredients to your list for ${serves} servings.` : ""}${against.length ? ` Heads up: it ${listInWords(against)}.` : ""}`,
      component: result.component,
      actions: [
        action("Start cooking", `Start cooking ${recipe.name}`, "chef-hat"),
        action(
          "Add ingredients to list",
          `Add the ingredients for ${recipe.name}${serves !== recipe.servings ? ` for ${serves}` : ""} to my shopping list`,
          "list",
        ),
      ],
      // "Show me the second one" keeps the list it picked from, so "the third one" still works.
      memory: "reference" in request.recipe ? { ...memory, lastRecipeId: recipe.id } : remember(memory, result),
    };
  },

  async "recipe.mine"(_request, { tools, memory }) {
    const result = await tools.showHouseholdRecipes.run();
    const own = result.data as RecipeSummary[];
    if (own.length === 0) {
      return {
        text: 'Your household has no recipes of its own yet. Write one under Recipes → New recipe, or paste one here and say "save this as a recipe".',
        memory,
      };
    }
    const named = own.slice(0, MY_RECIPES_NAMED).map((recipe) => recipe.name);
    const more =
      own.length > MY_RECIPES_NAMED ? ` and ${plural(own.length - MY_RECIPES_NAMED, "more")} on the Recipes page` : "";
    return {
      text:
        own.length === 1
          ? `Your household has one recipe of its own: ${named[0]}.`
          : `Your household has ${own.length} recipes of its own: ${listInWords(named)}${more}.`,
      component: result.component,
      actions: own
        .slice(0, 3)
        .map((recipe) => action(recipe.name, `Show me the recipe for ${recipe.name}`, "book-open")),
      memory: remember(memory, result),
    };
  },

  async "recipe.save"(request, { tools, memory, turn }) {
    if (request.body) {
      const draft = readRecipeText(request.body);
      if (!draft.name || draft.ingredients.length === 0 || draft.steps.length === 0) {
        return {
          text: "I couldn't find a whole recipe in that. I need its name on the first line, then the ingredients (one per line) and the steps. You can also write it under Recipes → New recipe.",
          memory,
        };
      }
      return saved(tools, memory, recipeOfDraft(draft), "");
    }
    const id = memory.lastRecipeId;
    if (!id) {
      return {
        text: 'Which recipe? Paste it after "save this as a recipe:" with its ingredients and steps, or ask me for one and then say "save this recipe".',
        memory,
      };
    }
    const recipe = await fullRecipe(id, tools);
    if (recipe.source === "household")
      return { text: `${recipe.name} is already one of your household's recipes.`, memory };
    const copy = {
      name: recipe.name,
      description: recipe.description,
      prep_time: recipe.prepTime,
      cook_time: 0,
      servings: recipe.servings,
      difficulty: recipe.difficulty,
      cuisine: recipe.cuisine,
      spice_level: recipe.spiceLevel,
      meal_types: recipe.mealTypes,
      tags: recipe.tags,
      diets: recipe.diets,
      allergens: recipe.allergens,
      ingredients: recipe.ingredients.map(({ quantity, unit, name, note }) => ({
        quantity,
        unit,
        name,
        ...(note ? { note } : {}),
      })),
      steps: recipe.steps.map((step) => ({ instruction: step.instruction, timer_minutes: step.timerMinutes ?? null })),
      tips: recipe.steps.flatMap((step) => step.tips ?? []),
      credit: `${turn.assistantName}'s recipe book`,
    };
    return saved(tools, memory, copy, "a copy of ");
  },
};
