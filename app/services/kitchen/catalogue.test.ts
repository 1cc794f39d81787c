import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cuisines, mealTypes, presetAllergies, presetDietaryRestrictions } from "~/schemas/options";
import { catalogue, loadCatalogue } from "./catalogue";
import type { CatalogueRecipe, Diet } from "~/domain/kitchen/recipe-types";

import {
  ANIMAL_RENNET_HARD_CHEESE,
  DAIRY,
  DIET_EXCLUSIONS,
  DIET_FORBIDDEN_ALLERGENS,
  EGGS,
  FISH,
  HIGH_CARB,
  ALCOHOL,
  KETO_FRUIT,
  MAYBE_DAIRY,
  MEAT,
  SHELLFISH,
  TREE_NUTS,
  WHEAT,
  PEANUTS,
  detectedAllergens as allergensOfNames,
  ingredientsMatching,
  matches,
  type Matcher,
} from "~/domain/kitchen/diet-facts";

/*
 * The catalogue's promises. The suggestion engine treats `allergens` and `diets` as hard
 * safety rules, so they are checked against the ingredient names with the diet-facts lists:
 * every allergen an ingredient name reveals must be listed (and nothing listed without an
 * ingredient to justify it), and every claimed diet must be free of the ingredients it rules out.
 */

const namesOf = (recipe: CatalogueRecipe) => recipe.ingredients.map((ingredient) => ingredient.name);
const offenders = (recipe: CatalogueRecipe, matcher: Matcher) => ingredientsMatching(namesOf(recipe), matcher);
const any = (recipe: CatalogueRecipe, matcher: Matcher) => offenders(recipe, matcher).length > 0;
const detectedAllergens = (recipe: CatalogueRecipe) => allergensOfNames(namesOf(recipe));

const ALLOWED_UNITS = [
  "g",
  "kg",
  "ml",
  "l",
  "tsp",
  "tbsp",
  "cup",
  "oz",
  "lb",
  "pinch",
  "clove",
  "can",
  "bunch",
  "slice",
  "sprig",
  "stalk",
  "head",
  "piece",
];

const byCuisine = (cuisine: string) => catalogue.filter((r) => r.cuisine === cuisine);
const withDiet = (diet: Diet) => catalogue.filter((r) => r.diets.includes(diet));
const each = catalogue.map((recipe) => [recipe.slug, recipe] as const);

// ─── Sanity of the keyword lists themselves ───────────────────────────────

describe("keyword matching", () => {
  it("tells look-alike ingredients apart", () => {
    expect(matches("eggplant", EGGS)).toBe(false);
    expect(matches("eggs", EGGS)).toBe(true);
    expect(matches("butternut squash", DAIRY)).toBe(false);
    expect(matches("coconut milk", DAIRY)).toBe(false);
    expect(matches("peanut butter", DAIRY)).toBe(false);
    expect(matches("unsalted butter", DAIRY)).toBe(true);
    expect(matches("buttermilk", DAIRY)).toBe(true);
    expect(matches("peanuts", TREE_NUTS)).toBe(false);
    expect(matches("peanut butter", PEANUTS)).toBe(true);
    expect(matches("pine nuts", TREE_NUTS)).toBe(true);
    expect(matches("nutmeg", TREE_NUTS)).toBe(false);
    expect(matches("coconut oil", TREE_NUTS)).toBe(false);
    expect(matches("water chestnuts", TREE_NUTS)).toBe(false);
    expect(matches("chickpeas", MEAT)).toBe(false);
    expect(matches("chicken stock", MEAT)).toBe(true);
    expect(matches("rice noodles", WHEAT)).toBe(false);
    expect(matches("egg noodles", WHEAT)).toBe(true);
    expect(matches("corn tortillas", WHEAT)).toBe(false);
    expect(matches("flour tortillas", WHEAT)).toBe(true);
    expect(matches("tamari", WHEAT)).toBe(false);
    expect(matches("soy sauce", WHEAT)).toBe(true);
    expect(matches("oyster sauce", SHELLFISH)).toBe(true);
    expect(matches("oyster mushrooms", SHELLFISH)).toBe(false);
    expect(matches("fish sauce", FISH)).toBe(true);
    expect(matches("worcestershire sauce", FISH)).toBe(true);
    expect(matches("sichuan peppercorns", HIGH_CARB)).toBe(false);
    expect(matches("green beans", HIGH_CARB)).toBe(false);
    expect(matches("rice vinegar", HIGH_CARB)).toBe(false);
    expect(matches("red wine vinegar", ALCOHOL)).toBe(true);
    expect(matches("cherry tomatoes", KETO_FRUIT)).toBe(false);
  });
});

// ─── Shape and data hygiene ───────────────────────────────────────────────

describe("catalogue shape", () => {
  it("has at least 64 recipes", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(64);
  });

  it("has unique kebab-case slugs and unique names", () => {
    const slugs = catalogue.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const names = catalogue.map((r) => r.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(each)("%s has a name, a description and known option values", (_slug, recipe) => {
    expect(recipe.name.trim()).not.toBe("");
    expect(recipe.description.trim().length).toBeGreaterThan(20);
    expect(cuisines).toContain(recipe.cuisine);
    expect(recipe.mealTypes.length).toBeGreaterThan(0);
    expect(new Set(recipe.mealTypes).size).toBe(recipe.mealTypes.length);
    for (const meal of recipe.mealTypes) expect(mealTypes).toContain(meal);
    expect(["easy", "medium", "hard"]).toContain(recipe.difficulty);
    expect(["mild", "medium", "hot"]).toContain(recipe.spiceLevel);
    expect(new Set(recipe.diets).size).toBe(recipe.diets.length);
    for (const diet of recipe.diets) expect(presetDietaryRestrictions).toContain(diet);
    expect(new Set(recipe.allergens).size).toBe(recipe.allergens.length);
    for (const allergen of recipe.allergens) expect(presetAllergies).toContain(allergen);
  });

  it.each(each)("%s has sensible time and servings", (_slug, recipe) => {
    expect(Number.isInteger(recipe.prepTime)).toBe(true);
    expect(recipe.prepTime).toBeGreaterThanOrEqual(10);
    expect(recipe.prepTime).toBeLessThanOrEqual(120);
    expect(recipe.prepTime % 5).toBe(0);
    expect(Number.isInteger(recipe.servings)).toBe(true);
    expect(recipe.servings).toBeGreaterThanOrEqual(1);
    expect(recipe.servings).toBeLessThanOrEqual(12);
  });

  it.each(each)("%s has 2-6 short lowercase tags", (_slug, recipe) => {
    expect(recipe.tags.length).toBeGreaterThanOrEqual(2);
    expect(recipe.tags.length).toBeLessThanOrEqual(6);
    expect(new Set(recipe.tags).size).toBe(recipe.tags.length);
    for (const tag of recipe.tags) {
      expect(tag).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(tag.length).toBeLessThanOrEqual(20);
    }
  });

  it("has several recipes with more than three tags", () => {
    expect(catalogue.filter((r) => r.tags.length > 3).length).toBeGreaterThanOrEqual(10);
  });

  it.each(each)("%s has at least 4 well-formed ingredients", (_slug, recipe) => {
    expect(recipe.ingredients.length).toBeGreaterThanOrEqual(4);
    const names = recipe.ingredients.map((i) => i.name);
    expect(new Set(names).size, "an ingredient is listed twice").toBe(names.length);
    for (const ingredient of recipe.ingredients) {
      expect(ingredient.name).toMatch(/^[a-z][a-z0-9' -]*[a-z]$/);
      expect(ingredient.name).toBe(ingredient.name.trim());
      if (ingredient.unit !== null) expect(ALLOWED_UNITS).toContain(ingredient.unit);
      if (ingredient.quantity === null) {
        expect(ingredient.note?.trim(), `${ingredient.name} has no quantity, so it needs a note`).toBeTruthy();
      } else {
        expect(Number.isFinite(ingredient.quantity)).toBe(true);
        expect(ingredient.quantity).toBeGreaterThan(0);
      }
      if (ingredient.note !== undefined) expect(ingredient.note.trim()).not.toBe("");
    }
  });

  it.each(each)("%s has at least 3 steps with realistic timers", (_slug, recipe) => {
    expect(recipe.steps.length).toBeGreaterThanOrEqual(3);
    let timed = 0;
    for (const step of recipe.steps) {
      expect(step.instruction.trim().length).toBeGreaterThan(10);
      if (step.timerMinutes !== undefined) {
        expect(Number.isInteger(step.timerMinutes)).toBe(true);
        expect(step.timerMinutes).toBeGreaterThanOrEqual(1);
        expect(step.timerMinutes).toBeLessThanOrEqual(recipe.prepTime);
        timed += step.timerMinutes;
      }
      for (const tip of step.tips ?? []) expect(tip.trim().length).toBeGreaterThan(10);
    }
    expect(timed, "the timers add up to more than the total time").toBeLessThanOrEqual(recipe.prepTime);
  });
});

// ─── Coverage ─────────────────────────────────────────────────────────────

describe("catalogue coverage", () => {
  it.each(cuisines.map((c) => [c]))("has at least 3 %s recipes", (cuisine) => {
    expect(byCuisine(cuisine).length).toBeGreaterThanOrEqual(3);
  });

  it("covers every meal type, with breakfasts spread across cuisines", () => {
    const breakfasts = catalogue.filter((r) => r.mealTypes.includes("breakfast"));
    expect(breakfasts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(breakfasts.map((r) => r.cuisine)).size).toBeGreaterThanOrEqual(8);
    expect(catalogue.filter((r) => r.mealTypes.includes("lunch")).length).toBeGreaterThanOrEqual(12);
    expect(catalogue.filter((r) => r.mealTypes.includes("dinner")).length).toBeGreaterThanOrEqual(12);
  });

  it.each([["easy"], ["medium"], ["hard"]])("has at least 10 %s recipes", (difficulty) => {
    expect(catalogue.filter((r) => r.difficulty === difficulty).length).toBeGreaterThanOrEqual(10);
  });

  it("spreads prep times from 10 to 120 minutes", () => {
    const times = catalogue.map((r) => r.prepTime);
    expect(times).toContain(10);
    expect(times).toContain(120);
    expect(times.filter((t) => t <= 30).length).toBeGreaterThanOrEqual(15);
    expect(times.filter((t) => t >= 60).length).toBeGreaterThanOrEqual(8);
  });

  it.each([["vegetarian"], ["vegan"], ["gluten-free"], ["dairy-free"], ["pescatarian"], ["low-carb"]] as const)(
    "has at least 6 %s recipes",
    (diet) => {
      expect(withDiet(diet).length).toBeGreaterThanOrEqual(6);
    },
  );

  it.each([["kosher"], ["halal"], ["keto"], ["paleo"]] as const)("has at least 3 %s recipes", (diet) => {
    expect(withDiet(diet).length).toBeGreaterThanOrEqual(3);
  });

  it.each(presetAllergies.map((a) => [a]))("uses %s somewhere and has at least 20 recipes free of it", (allergen) => {
    expect(catalogue.some((r) => r.allergens.includes(allergen))).toBe(true);
    expect(catalogue.filter((r) => !r.allergens.includes(allergen)).length).toBeGreaterThanOrEqual(20);
  });

  it("has every spice level, with at least 8 hot recipes", () => {
    expect(catalogue.some((r) => r.spiceLevel === "mild")).toBe(true);
    expect(catalogue.some((r) => r.spiceLevel === "medium")).toBe(true);
    expect(catalogue.filter((r) => r.spiceLevel === "hot").length).toBeGreaterThanOrEqual(8);
  });

  it("offers step timers and tips widely", () => {
    expect(catalogue.filter((r) => r.steps.some((s) => s.timerMinutes !== undefined)).length).toBeGreaterThanOrEqual(
      25,
    );
    expect(catalogue.filter((r) => r.steps.some((s) => (s.tips ?? []).length > 0)).length).toBeGreaterThanOrEqual(40);
    expect(catalogue.flatMap((r) => r.steps).filter((s) => (s.tips ?? []).length > 0).length).toBeGreaterThanOrEqual(
      60,
    );
  });
});

// ─── Truthfulness of allergens and diets ──────────────────────────────────

describe("allergen truthfulness", () => {
  it.each(each)("%s lists exactly the allergens its ingredients contain", (_slug, recipe) => {
    const detected = detectedAllergens(recipe);
    const missing = [...detected].filter((a) => !recipe.allergens.includes(a));
    const unexplained = recipe.allergens.filter((a) => !detected.has(a));
    expect(missing, "allergens present in the ingredients but not listed").toEqual([]);
    expect(unexplained, "allergens listed without an ingredient that explains them").toEqual([]);
  });

  it.each(each)("%s lists nuts exactly when it lists peanuts or tree nuts", (_slug, recipe) => {
    const hasSpecificNut = recipe.allergens.includes("peanuts") || recipe.allergens.includes("tree nuts");
    expect(recipe.allergens.includes("nuts")).toBe(hasSpecificNut);
  });
});

describe("diet truthfulness", () => {
  it.each(each)("%s contains nothing its diets rule out", (_slug, recipe) => {
    for (const diet of recipe.diets) {
      for (const matcher of DIET_EXCLUSIONS[diet]) {
        expect(offenders(recipe, matcher), `${diet} recipe contains`).toEqual([]);
      }
      for (const allergen of DIET_FORBIDDEN_ALLERGENS[diet] ?? []) {
        expect(recipe.allergens, `${diet} recipe lists ${allergen}`).not.toContain(allergen);
      }
    }
  });

  it.each(each)("%s keeps the diets consistent with one another", (_slug, recipe) => {
    const has = (diet: Diet) => recipe.diets.includes(diet);
    if (has("vegan")) {
      expect(has("vegetarian")).toBe(true);
      expect(has("dairy-free")).toBe(true);
    }
    if (has("vegetarian")) expect(has("pescatarian")).toBe(true);
    if (has("keto")) expect(has("low-carb")).toBe(true);
    if (has("paleo")) {
      expect(has("gluten-free")).toBe(true);
      expect(has("dairy-free")).toBe(true);
    }
  });

  it.each(each)("%s does not mix meat with dairy or fish when it claims kosher", (_slug, recipe) => {
    if (!recipe.diets.includes("kosher")) return;
    const meat = any(recipe, MEAT);
    expect(meat && any(recipe, DAIRY), "meat with dairy").toBe(false);
    expect(meat && any(recipe, FISH), "meat with fish").toBe(false);
  });

  it.each(each)(
    "%s notes a vegetarian alternative for rennet hard cheeses when it claims vegetarian",
    (_slug, recipe) => {
      if (!recipe.diets.includes("vegetarian")) return;
      for (const ingredient of recipe.ingredients) {
        if (matches(ingredient.name, ANIMAL_RENNET_HARD_CHEESE)) expect(ingredient.note ?? "").toMatch(/vegetarian/);
      }
    },
  );

  it.each(each)("%s claims the obvious diets its ingredients allow", (_slug, recipe) => {
    // `diets` promises every diet a recipe satisfies, so this guards against a forgotten flag:
    // no meat, fish or shellfish means vegetarian; no meat means pescatarian; no dairy means
    // dairy-free (unless an ingredient such as chocolate may hide milk).
    const meat = any(recipe, MEAT);
    const seafood = any(recipe, FISH) || any(recipe, SHELLFISH);
    if (!meat && !seafood) expect(recipe.diets).toContain("vegetarian");
    if (!meat) expect(recipe.diets).toContain("pescatarian");
    if (!any(recipe, DAIRY) && !any(recipe, MAYBE_DAIRY)) expect(recipe.diets).toContain("dairy-free");
  });
});

// ─── The recipe files ─────────────────────────────────────────────────────

describe("recipe files", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** A temporary recipes folder holding `files` (objects are written as JSON, strings as they are). */
  function folderWith(files: Record<string, unknown>) {
    const folder = mkdtempSync(path.join(tmpdir(), "basil-recipes-"));
    folders.push(folder);
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(path.join(folder, name), typeof content === "string" ? content : JSON.stringify(content));
    }
    return folder;
  }

  const [first, second] = catalogue;
  const fileOf = (recipe: CatalogueRecipe, order: number) => ({ [`${recipe.slug}.json`]: { order, ...recipe } });

  it("loads recipes in their order, without the order field", () => {
    const folder = folderWith({ ...fileOf(first, 20), ...fileOf(second, 10) });
    expect(loadCatalogue(folder)).toEqual([second, first]);
  });

  it("rejects a recipe with a wrongly typed field, naming the file and the field", () => {
    const broken = { order: 10, ...first, steps: [{ instruction: "Boil the water.", timerMinutes: "ten" }] };
    const folder = folderWith({ [`${first.slug}.json`]: broken });
    expect(() => loadCatalogue(folder)).toThrow(`${path.join(folder, `${first.slug}.json`)}: steps.0.timerMinutes:`);
  });

  it("rejects a misspelt field and a value outside the option lists", () => {
    const { allergens: _allergens, ...withoutAllergens } = first;
    const folder = folderWith({
      [`${first.slug}.json`]: { order: 10, ...withoutAllergens, allergen: [], cuisine: "martian" },
    });
    expect(() => loadCatalogue(folder)).toThrow(/cuisine:.*allergens:.*allergen/);
  });

  it("rejects a file that is not JSON, naming it", () => {
    const folder = folderWith({ ...fileOf(first, 10), "broken.json": "{ slug: " });
    expect(() => loadCatalogue(folder)).toThrow(`${path.join(folder, "broken.json")}: not valid JSON`);
  });

  it("rejects a file named after another slug and an order used twice", () => {
    expect(() => loadCatalogue(folderWith({ "renamed.json": { order: 10, ...first } }))).toThrow(
      `renamed.json: the file must be named ${first.slug}.json`,
    );
    expect(() => loadCatalogue(folderWith({ ...fileOf(first, 10), ...fileOf(second, 10) }))).toThrow(
      `order: 10 is already used by`,
    );
  });

  it("refuses an empty folder", () => {
    const folder = folderWith({});
    expect(() => loadCatalogue(folder)).toThrow(`${folder}: no .json content files found`);
  });
});
