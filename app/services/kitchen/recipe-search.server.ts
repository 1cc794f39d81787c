import type { Actor } from "~/domain/actor";
import { categorise, itemKey } from "~/domain/kitchen/names";
import type { Cuisine, Difficulty, MealType } from "~/domain/kitchen/recipe-types";
import type { DB } from "../db/index.server";
import { allRecipes, type Recipe } from "./recipes.server";

/** Finding recipes: by text, cuisine, tag, time, difficulty, meal and the ingredients they use. */

export type RecipeQuery = {
  text?: string;
  cuisine?: Cuisine;
  tag?: string;
  maxPrepTime?: number;
  difficulty?: Difficulty;
  mealType?: MealType;
  /** Recipes that use all of these ingredients. */
  ingredients?: string[];
  limit?: number;
};

function words(text: string) {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
}

const SEASONINGS =
  /\b(garlic|onion|shallot|lemon|lime|ginger|chil(?:i|li|e)|basil|cilantro|coriander|parsley|mint|dill|thyme|rosemary|oregano|sage|chive|scallion|spring onion|lemongrass|herb)s?\b/;
const FRUIT =
  /\b(apple|banana|orange|berr(?:y|ies)|strawberr(?:y|ies)|blueberr(?:y|ies)|raspberr(?:y|ies)|mango|pineapple|peach|pear|plum|cherr(?:y|ies)|melon|grape|kiwi|fig|date|apricot|pomegranate)s?\b/;
const SEAFOOD =
  /\b(fish|salmon|tuna|cod|shrimp|prawn|crab|mussel|clam|anchov(?:y|ies)|sardine|catfish|saltfish|halibut|tilapia|scallop|squid|octopus|lobster)s?\b/;

/** Words for a kind of ingredient rather than one ingredient: "chicken and vegetables". */
const INGREDIENT_GROUPS: Record<string, (name: string) => boolean> = {
  vegetable: (name) => categorise(name) === "produce" && !SEASONINGS.test(name) && !FRUIT.test(name),
  veggy: (name) => categorise(name) === "produce" && !SEASONINGS.test(name) && !FRUIT.test(name),
  veg: (name) => categorise(name) === "produce" && !SEASONINGS.test(name) && !FRUIT.test(name),
  green: (name) =>
    /\b(spinach|kale|chard|lettuce|cabbage|bok choy|greens|arugula|rocket|watercress|collard)\b/.test(name),
  fruit: (name) => FRUIT.test(name),
  meat: (name) => categorise(name) === "meat & fish" && !SEAFOOD.test(name),
  seafood: (name) => SEAFOOD.test(name),
  fish: (name) => SEAFOOD.test(name),
};

function usesIngredient(recipe: Recipe, wanted: string) {
  const key = itemKey(wanted);
  const group = INGREDIENT_GROUPS[key];
  if (group) return recipe.ingredients.some((ingredient) => group(ingredient.name.toLowerCase()));
  return recipe.ingredients.some((ingredient) => {
    const have = itemKey(ingredient.name);
    return have === key || have.split(" ").includes(key) || have.includes(key);
  });
}

/** Searches by text, cuisine, tag, time, difficulty, meal and "uses these ingredients". */
export async function searchRecipes(db: DB, actor: Actor, query: RecipeQuery = {}) {
  const wanted = query.text ? words(query.text) : [];
  const results = (await allRecipes(db, actor)).filter((recipe) => {
    if (query.cuisine && recipe.cuisine !== query.cuisine) return false;
    if (query.tag && !recipe.tags.includes(query.tag.toLowerCase())) return false;
    if (query.maxPrepTime && recipe.prepTime > query.maxPrepTime) return false;
    if (query.difficulty && recipe.difficulty !== query.difficulty) return false;
    if (query.mealType && !recipe.mealTypes.includes(query.mealType)) return false;
    if (query.ingredients?.some((ingredient) => !usesIngredient(recipe, ingredient))) return false;
    if (wanted.length > 0) {
      const haystack = [
        recipe.name,
        recipe.description,
        recipe.cuisine,
        ...recipe.tags,
        ...recipe.ingredients.map((i) => i.name),
      ]
        .join(" ")
        .toLowerCase();
      if (!wanted.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
  return results.slice(0, query.limit ?? results.length);
}
