import type { Actor } from "~/domain/actor";
import { allergensMeant, isPresetAllergen } from "~/domain/kitchen/allergens";
import { itemKey } from "~/domain/kitchen/names";
import type { Allergen, Diet, Difficulty, MealType } from "~/domain/kitchen/recipe-types";
import { plural } from "~/domain/words";
import { presetDietaryRestrictions } from "~/schemas/options";
import { NotFoundError } from "~/services/errors.server";
import type { DB } from "../db/index.server";
import { findProfile, type Profile } from "../profiles.server";
import { expiryStatus } from "./pantry.server";
import { allRecipes, summarise, type Recipe, type RecipeSummary } from "./recipes.server";

/** Suggesting recipes: who may eat them (diets and allergies) and how well they suit the cook and the pantry. */

const PRESET_DIETS = new Set<string>(presetDietaryRestrictions);

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
  const eaters = combineEaters([
    ...profiles,
    { dietaryRestrictions: options.also?.restrictions ?? [], allergies: options.also?.allergies ?? [] },
  ]);
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
