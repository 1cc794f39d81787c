import { plural } from "~/domain/words";
import { randomUUID } from "node:crypto";
import { householdWrite, type DB } from "../db/index.server";
import { findProfile, type Profile } from "../profiles.server";
import type { Actor } from "~/domain/actor";
import { NotFoundError } from "~/services/errors.server";
import { scaleAmount } from "~/domain/kitchen/amounts";
import { allergensMeant, isPresetAllergen } from "~/domain/kitchen/allergens";
import { catalogue } from "./catalogue";
import { categorise, itemKey } from "~/domain/kitchen/names";
import { expiryStatus } from "./pantry.server";
import type { Allergen, CatalogueRecipe, Cuisine, Diet, Difficulty, MealType } from "~/domain/kitchen/recipe-types";

export type Recipe = Omit<CatalogueRecipe, "slug"> & {
  id: string;
  imageUrl: string;
  source: "catalogue" | "household";
};

export type RecipeSummary = Pick<
  Recipe,
  "id" | "name" | "description" | "imageUrl" | "prepTime" | "servings" | "difficulty" | "tags" | "cuisine" | "mealTypes"
>;

const HOUSEHOLD_PREFIX = "h-";

function fromCatalogue(recipe: CatalogueRecipe): Recipe {
  const { slug, ...rest } = recipe;
  return { ...rest, id: slug, imageUrl: `/images/recipes/${slug}.svg`, source: "catalogue" };
}

const CATALOGUE: Recipe[] = catalogue.map(fromCatalogue);
const BY_ID = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));

export function summarise(recipe: Recipe): RecipeSummary {
  const { id, name, description, imageUrl, prepTime, servings, difficulty, tags, cuisine, mealTypes } = recipe;
  return { id, name, description, imageUrl, prepTime, servings, difficulty, tags, cuisine, mealTypes };
}

/** The catalogue recipe with this id, for the image route (no household needed). */
export function catalogueRecipe(id: string) {
  return BY_ID.get(id) ?? null;
}

async function householdRecipes(db: DB, actor: Actor): Promise<Recipe[]> {
  const rows = await db
    .selectFrom("household_recipes")
    .select(["id", "data"])
    .where("household_id", "=", actor.householdId)
    .execute();
  return rows.map((row) => ({
    ...(JSON.parse(row.data) as Omit<CatalogueRecipe, "slug">),
    id: row.id,
    imageUrl: `/images/recipes/${row.id}.svg`,
    source: "household" as const,
  }));
}

/** Every recipe the household can see: the catalogue and its own. */
export async function allRecipes(db: DB, actor: Actor) {
  return [...CATALOGUE, ...(await householdRecipes(db, actor))];
}

export async function getRecipe(db: DB, actor: Actor, id: string): Promise<Recipe> {
  const fromBook = BY_ID.get(id);
  if (fromBook) return fromBook;
  if (id.startsWith(HOUSEHOLD_PREFIX)) {
    const row = await db
      .selectFrom("household_recipes")
      .select(["id", "data"])
      .where("id", "=", id)
      .where("household_id", "=", actor.householdId)
      .executeTakeFirst();
    if (row) {
      return {
        ...(JSON.parse(row.data) as Omit<CatalogueRecipe, "slug">),
        id: row.id,
        imageUrl: `/images/recipes/${row.id}.svg`,
        source: "household",
      };
    }
  }
  throw new NotFoundError("Recipe");
}

/** The recipe's ingredient amounts for another number of servings. */
export function scaleRecipe(recipe: Recipe, servings?: number): Recipe {
  if (!servings || servings === recipe.servings) return recipe;
  const factor = servings / recipe.servings;
  return {
    ...recipe,
    servings,
    ingredients: recipe.ingredients.map((ingredient) => ({
      ...ingredient,
      quantity: ingredient.quantity === null ? null : scaleAmount(ingredient.quantity, factor),
    })),
  };
}

export type SavedRecipeInput = Omit<CatalogueRecipe, "slug">;

/** Saves a household's own recipe; its id starts with "h-". */
export async function saveHouseholdRecipe(db: DB, actor: Actor, recipe: SavedRecipeInput) {
  const id = `${HOUSEHOLD_PREFIX}${randomUUID()}`;
  const now = new Date().toISOString();
  return householdWrite(db, actor, async (trx) => {
    await trx
      .insertInto("household_recipes")
      .values({ id, household_id: actor.householdId, data: JSON.stringify(recipe), created_by: actor.userId, created_at: now, updated_at: now })
      .execute();
    return getRecipe(trx, actor, id);
  });
}

/** Removes a household's recipe, under the lock that planning and cooking take when they check a recipe exists. */
export async function removeHouseholdRecipe(db: DB, actor: Actor, id: string) {
  const result = await householdWrite(db, actor, (trx) =>
    trx.deleteFrom("household_recipes").where("id", "=", id).where("household_id", "=", actor.householdId).executeTakeFirst(),
  );
  if (Number(result.numDeletedRows) === 0) throw new NotFoundError("Recipe");
}

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
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1);
}

const SEASONINGS = /\b(garlic|onion|shallot|lemon|lime|ginger|chil(?:i|li|e)|basil|cilantro|coriander|parsley|mint|dill|thyme|rosemary|oregano|sage|chive|scallion|spring onion|lemongrass|herb)s?\b/;
const FRUIT = /\b(apple|banana|orange|berr(?:y|ies)|strawberr(?:y|ies)|blueberr(?:y|ies)|raspberr(?:y|ies)|mango|pineapple|peach|pear|plum|cherr(?:y|ies)|melon|grape|kiwi|fig|date|apricot|pomegranate)s?\b/;
const SEAFOOD = /\b(fish|salmon|tuna|cod|shrimp|prawn|crab|mussel|clam|anchov(?:y|ies)|sardine|catfish|saltfish|halibut|tilapia|scallop|squid|octopus|lobster)s?\b/;

/** Words for a kind of ingredient rather than one ingredient: "chicken and vegetables". */
const INGREDIENT_GROUPS: Record<string, (name: string) => boolean> = {
  vegetable: (name) => categorise(name) === "produce" && !SEASONINGS.test(name) && !FRUIT.test(name),
  veggy: (name) => categorise(name) === "produce" && !SEASONINGS.test(name) && !FRUIT.test(name),
  veg: (name) => categorise(name) === "produce" && !SEASONINGS.test(name) && !FRUIT.test(name),
  green: (name) => /\b(spinach|kale|chard|lettuce|cabbage|bok choy|greens|arugula|rocket|watercress|collard)\b/.test(name),
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
      const haystack = [recipe.name, recipe.description, recipe.cuisine, ...recipe.tags, ...recipe.ingredients.map((i) => i.name)]
        .join(" ")
        .toLowerCase();
      if (!wanted.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
  return results.slice(0, query.limit ?? results.length);
}

/* ---------- Suggestions ---------- */

const PRESET_DIETS = new Set<string>(["vegetarian", "vegan", "gluten-free", "dairy-free", "kosher", "halal", "pescatarian", "low-carb", "keto", "paleo"]);

export type Eaters = { restrictions: string[]; allergies: string[] };

/** The union of everyone's restrictions and allergies: all of them apply when people eat together. */
export function combineEaters(profiles: Array<Pick<Profile, "dietaryRestrictions" | "allergies">>): Eaters {
  return {
    restrictions: [...new Set(profiles.flatMap((profile) => profile.dietaryRestrictions))],
    allergies: [...new Set(profiles.flatMap((profile) => profile.allergies))],
  };
}

function mentionsWord(recipe: Recipe, term: string) {
  const pattern = new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i");
  return recipe.ingredients.some((ingredient) => pattern.test(ingredient.name));
}

/**
 * The hard rule: a recipe is allowed only if it satisfies every preset restriction
 * (its diets list it) and contains none of the allergens. Custom entries are matched
 * against ingredient names ("no mushrooms" and "mushroom" both exclude mushrooms).
 */
export function allowedFor(recipe: Recipe, eaters: Eaters) {
  for (const restriction of eaters.restrictions) {
    if (PRESET_DIETS.has(restriction)) {
      if (!recipe.diets.includes(restriction as Diet)) return false;
    } else {
      const avoided = restriction.replace(/^(no|without|avoid|avoids)\s+/, "");
      if (avoided !== restriction && mentionsWord(recipe, itemKey(avoided))) return false;
    }
  }
  for (const allergy of eaters.allergies) {
    const blocked = allergensMeant(allergy);
    if (recipe.allergens.some((allergen: Allergen) => blocked.includes(allergen))) return false;
    if (!isPresetAllergen(allergy) && mentionsWord(recipe, itemKey(allergy))) return false;
  }
  return true;
}

const SPICE_RANK = { mild: 0, medium: 1, hot: 2 } as const;
const DIFFICULTY_FIT: Record<string, Record<Difficulty, number>> = {
  beginner: { easy: 3, medium: 0, hard: -4 },
  intermediate: { easy: 1, medium: 2, hard: 0 },
  advanced: { easy: 0, medium: 1, hard: 2 },
};

export type PantryStock = Array<{ name_key: string; expires_on: string | null }>;

export type Suggestion = { recipe: RecipeSummary; score: number; reasons: string[]; usesPantry: string[] };

/** How well a recipe suits the cook (profile) and the pantry; higher is better. */
export function scoreRecipe(recipe: Recipe, cook: Profile, pantry: PantryStock, now = new Date()): Suggestion {
  const reasons: string[] = [];
  let score = DIFFICULTY_FIT[cook.cookingSkill]?.[recipe.difficulty] ?? 0;
  const tolerance = SPICE_RANK[cook.preferences.spice_level] ?? 0;
  if (SPICE_RANK[recipe.spiceLevel] > tolerance) score -= 4 * (SPICE_RANK[recipe.spiceLevel] - tolerance);
  if (cook.preferences.cuisine_preferences.includes(recipe.cuisine)) {
    score += 3;
    reasons.push(`${recipe.cuisine.replace("-", " ")}, one of your favourite cuisines`);
  }
  const available = cook.preferences.meal_prep_time_preference;
  if (recipe.prepTime <= available) {
    score += 2;
    reasons.push(`ready in ${recipe.prepTime} minutes`);
  } else {
    score -= (recipe.prepTime - available) / 15;
  }
  const usesPantry: string[] = [];
  for (const ingredient of recipe.ingredients) {
    const key = itemKey(ingredient.name);
    const stock = pantry.find((item) => item.name_key === key);
    if (!stock) continue;
    usesPantry.push(ingredient.name);
    score += 1;
    const status = expiryStatus(stock.expires_on, now);
    if (status === "soon") score += 2.5;
    if (status === "expired") score += 0.5;
  }
  if (usesPantry.length > 0) reasons.push(`uses ${plural(usesPantry.length, "thing")} from your pantry`);
  return { recipe: summarise(recipe), score: Math.round(score * 100) / 100, reasons, usesPantry };
}

export type SuggestOptions = {
  /** Other members of the household eating too; their restrictions and allergies apply. */
  withMembers?: string[];
  mealType?: MealType;
  maxPrepTime?: number;
  limit?: number;
  exclude?: string[];
  /** Restrictions and allergies said for this one request ("no fish", "we're vegan now"). */
  also?: Eaters;
};

/** Recipes for the acting member (and whoever eats with them), best first. */
export async function suggestRecipes(db: DB, actor: Actor, options: SuggestOptions = {}, now = new Date()) {
  const cook = await findProfile(db, actor.userId);
  if (!cook) throw new NotFoundError("Profile");
  const others = [...new Set(options.withMembers ?? [])].filter((id) => id !== actor.userId);
  const companions = others.length
    ? await db
        .selectFrom("profiles")
        .select(["user_id"])
        .where("user_id", "in", others)
        .where("household_id", "=", actor.householdId)
        .execute()
    : [];
  if (companions.length !== others.length) throw new NotFoundError("Member");
  const profiles = [cook, ...(await Promise.all(companions.map((row) => findProfile(db, row.user_id))))].filter(
    (profile): profile is Profile => profile !== null,
  );
  const eaters = combineEaters([...profiles, { dietaryRestrictions: options.also?.restrictions ?? [], allergies: options.also?.allergies ?? [] }]);
  const pantry = await db
    .selectFrom("pantry_items")
    .select(["name_key", "expires_on"])
    .where("household_id", "=", actor.householdId)
    .execute();
  const exclude = new Set(options.exclude ?? []);
  return (await allRecipes(db, actor))
    .filter((recipe) => !exclude.has(recipe.id))
    .filter((recipe) => (options.mealType ? recipe.mealTypes.includes(options.mealType) : true))
    .filter((recipe) => (options.maxPrepTime ? recipe.prepTime <= options.maxPrepTime : true))
    .filter((recipe) => allowedFor(recipe, eaters))
    .map((recipe) => scoreRecipe(recipe, cook, pantry, now))
    .sort((a, b) => b.score - a.score || a.recipe.name.localeCompare(b.recipe.name))
    .slice(0, options.limit ?? 10);
}
