import { describe, expect, it } from "vitest";
import { presetAllergies, presetDietaryRestrictions } from "~/schemas/options";
import { NotFoundError } from "~/services/errors.server";
import { catalogue } from "~/services/kitchen/catalogue";
import { addPantryItem } from "~/services/kitchen/pantry.server";
import {
  getRecipe,
  removeHouseholdRecipe,
  saveHouseholdRecipe,
  scaleRecipe,
  type Recipe,
  type SavedRecipeInput,
} from "~/services/kitchen/recipes.server";
import { searchRecipes } from "~/services/kitchen/recipe-search.server";
import { suggestRecipes, type Suggestion } from "~/services/kitchen/recipe-suggestions.server";
import { dialects, useDatabase } from "./databases";
import { dayFrom, expectNotFound, newHousehold, setEater, useEventBus, type TestHousehold } from "./kitchen-fixtures";
import { rejection } from "./people";

const EVERYTHING = 1000;

/** A plain household recipe; tests change one field at a time to compare rankings. */
function ownRecipe(overrides: Partial<SavedRecipeInput> = {}): SavedRecipeInput {
  return {
    name: "Grandma's parsnip bake",
    description: "Parsnips baked until sweet.",
    cuisine: "french",
    mealTypes: ["dinner"],
    difficulty: "easy",
    prepTime: 25,
    servings: 2,
    spiceLevel: "mild",
    tags: ["family"],
    diets: ["vegan", "vegetarian", "pescatarian", "gluten-free", "dairy-free", "halal", "kosher"],
    allergens: [],
    ingredients: [
      { quantity: 500, unit: "g", name: "parsnips" },
      { quantity: 2, unit: "tbsp", name: "olive oil" },
      { quantity: null, unit: null, name: "salt" },
    ],
    steps: [
      { instruction: "Roast the parsnips with the oil and salt.", timerMinutes: 25 },
      { instruction: "Serve hot." },
    ],
    ...overrides,
  };
}

function position(suggestions: Suggestion[], id: string) {
  const index = suggestions.findIndex((suggestion) => suggestion.recipe.id === id);
  expect(index, `${id} should be suggested`).toBeGreaterThanOrEqual(0);
  return index;
}

function scoreOf(suggestions: Suggestion[], id: string) {
  return suggestions[position(suggestions, id)].score;
}

describe.each(dialects)("recipes on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();

  async function fullRecipes(home: TestHousehold, suggestions: Suggestion[]): Promise<Recipe[]> {
    return Promise.all(suggestions.map((suggestion) => getRecipe(db(), home.actor, suggestion.recipe.id)));
  }

  describe("getRecipe and household recipes", () => {
    it("answers catalogue recipes by id", async () => {
      const home = await newHousehold(db());
      const recipe = await getRecipe(db(), home.actor, "mushroom-risotto");
      expect(recipe).toMatchObject({
        id: "mushroom-risotto",
        source: "catalogue",
        imageUrl: "/images/recipes/mushroom-risotto.svg",
      });
      expect(recipe.steps.length).toBeGreaterThan(0);
      await expectNotFound(getRecipe(db(), home.actor, "no-such-recipe"));
    });

    it("saves, finds and removes a household's own recipe", async () => {
      const home = await newHousehold(db());
      const saved = await saveHouseholdRecipe(db(), home.actor, ownRecipe());
      expect(saved.id).toMatch(/^h-/);
      expect(saved).toMatchObject({
        source: "household",
        name: "Grandma's parsnip bake",
        imageUrl: `/images/recipes/${saved.id}.svg`,
      });
      expect(await getRecipe(db(), home.actor, saved.id)).toEqual(saved);
      expect((await searchRecipes(db(), home.actor, { text: "parsnip" })).map((recipe) => recipe.id)).toEqual([
        saved.id,
      ]);

      await removeHouseholdRecipe(db(), home.actor, saved.id);
      await expectNotFound(getRecipe(db(), home.actor, saved.id));
      await expectNotFound(removeHouseholdRecipe(db(), home.actor, saved.id));
      expect(await searchRecipes(db(), home.actor, { text: "parsnip" })).toEqual([]);
    });

    it("keeps a household's recipes to itself", async () => {
      const home = await newHousehold(db());
      const neighbour = await newHousehold(db());
      const saved = await saveHouseholdRecipe(db(), home.actor, ownRecipe({ name: "Secret family stew" }));
      await expectNotFound(getRecipe(db(), neighbour.actor, saved.id));
      expect(await searchRecipes(db(), neighbour.actor, { text: "secret family stew" })).toEqual([]);
      const suggested = await suggestRecipes(db(), neighbour.actor, { limit: EVERYTHING });
      expect(suggested.map((suggestion) => suggestion.recipe.id)).not.toContain(saved.id);
    });
  });

  describe("searchRecipes", () => {
    it("finds recipes by words in the name, description, tags or ingredients", async () => {
      const home = await newHousehold(db());
      const risotto = await searchRecipes(db(), home.actor, { text: "Risotto" });
      expect(risotto.map((recipe) => recipe.id)).toContain("mushroom-risotto");

      const curries = await searchRecipes(db(), home.actor, { text: "chicken curry" });
      expect(curries.map((recipe) => recipe.id)).toEqual(
        expect.arrayContaining(["thai-green-chicken-curry", "chicken-katsu-curry"]),
      );
      for (const recipe of curries) {
        const text = [
          recipe.name,
          recipe.description,
          recipe.cuisine,
          ...recipe.tags,
          ...recipe.ingredients.map((i) => i.name),
        ]
          .join(" ")
          .toLowerCase();
        expect(text).toContain("chicken");
        expect(text).toContain("curry");
      }
      expect(await searchRecipes(db(), home.actor, { text: "xylophone" })).toEqual([]);
    });

    it("filters by cuisine, difficulty, meal type and prep time exactly", async () => {
      const home = await newHousehold(db());
      const ids = (recipes: Recipe[]) => recipes.map((recipe) => recipe.id).sort();
      expect(ids(await searchRecipes(db(), home.actor, { cuisine: "korean" }))).toEqual(
        catalogue
          .filter((recipe) => recipe.cuisine === "korean")
          .map((recipe) => recipe.slug)
          .sort(),
      );
      expect(ids(await searchRecipes(db(), home.actor, { difficulty: "hard" }))).toEqual(
        catalogue
          .filter((recipe) => recipe.difficulty === "hard")
          .map((recipe) => recipe.slug)
          .sort(),
      );
      expect(ids(await searchRecipes(db(), home.actor, { mealType: "breakfast" }))).toEqual(
        catalogue
          .filter((recipe) => recipe.mealTypes.includes("breakfast"))
          .map((recipe) => recipe.slug)
          .sort(),
      );
      expect(ids(await searchRecipes(db(), home.actor, { maxPrepTime: 15 }))).toEqual(
        catalogue
          .filter((recipe) => recipe.prepTime <= 15)
          .map((recipe) => recipe.slug)
          .sort(),
      );
      const quickItalianDinners = await searchRecipes(db(), home.actor, {
        cuisine: "italian",
        mealType: "dinner",
        maxPrepTime: 30,
      });
      expect(ids(quickItalianDinners)).toEqual(["garlic-chili-spaghetti"]);
    });

    it("filters by tag in any case", async () => {
      const home = await newHousehold(db());
      const tag = catalogue[0].tags[0];
      const tagged = await searchRecipes(db(), home.actor, { tag: tag.toUpperCase() });
      expect(tagged.length).toBeGreaterThan(0);
      expect(tagged.map((recipe) => recipe.id).sort()).toEqual(
        catalogue
          .filter((recipe) => recipe.tags.includes(tag))
          .map((recipe) => recipe.slug)
          .sort(),
      );
    });

    it("finds recipes that use all of the given ingredients", async () => {
      const home = await newHousehold(db());
      const chickpeas = await searchRecipes(db(), home.actor, { ingredients: ["Chickpeas"] });
      expect(chickpeas.map((recipe) => recipe.id)).toEqual(
        expect.arrayContaining(["chana-masala", "classic-hummus", "chickpea-herb-salad"]),
      );
      for (const recipe of chickpeas)
        expect(recipe.ingredients.some((ingredient) => /chickpea/i.test(ingredient.name))).toBe(true);

      const both = await searchRecipes(db(), home.actor, { ingredients: ["eggs", "tomatoes"] });
      expect(both.map((recipe) => recipe.id)).toContain("tomato-basil-frittata");
      for (const recipe of both) {
        expect(recipe.ingredients.some((ingredient) => /egg/i.test(ingredient.name))).toBe(true);
        expect(recipe.ingredients.some((ingredient) => /tomato/i.test(ingredient.name))).toBe(true);
      }
      expect(await searchRecipes(db(), home.actor, { ingredients: ["eggs"], limit: 2 })).toHaveLength(2);
    });
  });

  describe("scaleRecipe", () => {
    it("scales every known quantity and leaves 'to taste' alone", async () => {
      const home = await newHousehold(db());
      const recipe = await getRecipe(db(), home.actor, "tomato-basil-frittata");
      const half = scaleRecipe(recipe, 2);
      expect(half.servings).toBe(2);
      expect(half.ingredients.map((ingredient) => ingredient.quantity)).toEqual(
        recipe.ingredients.map((ingredient) => (ingredient.quantity === null ? null : ingredient.quantity / 2)),
      );
      const six = scaleRecipe(recipe, 6);
      expect(six.ingredients.find((ingredient) => ingredient.name === "eggs")?.quantity).toBe(12);
      expect(six.ingredients.find((ingredient) => ingredient.name === "basil")?.quantity).toBe(0.75);
      expect(scaleRecipe(recipe)).toEqual(recipe);
      expect(scaleRecipe(recipe, recipe.servings)).toEqual(recipe);
      expect(recipe.ingredients.find((ingredient) => ingredient.name === "eggs")?.quantity).toBe(8);
    });
  });

  describe("suggestRecipes: the hard rule", () => {
    it.each(presetDietaryRestrictions.map((restriction) => [restriction]))(
      "never suggests a recipe that is not %s, and still suggests some",
      async (restriction) => {
        const home = await newHousehold(db());
        await setEater(db(), home.actor.userId, { dietaryRestrictions: [restriction] });
        const suggestions = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
        expect(suggestions.length).toBeGreaterThan(0);
        for (const recipe of await fullRecipes(home, suggestions)) {
          expect(recipe.diets, `${recipe.id} suggested to a ${restriction} member`).toContain(restriction);
        }
        expect(suggestions.map((suggestion) => suggestion.recipe.id).sort()).toEqual(
          catalogue
            .filter((recipe) => recipe.diets.includes(restriction))
            .map((recipe) => recipe.slug)
            .sort(),
        );
      },
    );

    it.each(presetAllergies.map((allergy) => [allergy]))(
      "never suggests a recipe containing %s, and still suggests some",
      async (allergy) => {
        const home = await newHousehold(db());
        await setEater(db(), home.actor.userId, { allergies: [allergy] });
        const blocked: string[] = allergy === "nuts" ? ["nuts", "peanuts", "tree nuts"] : [allergy];
        const suggestions = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
        expect(suggestions.length).toBeGreaterThan(0);
        for (const recipe of await fullRecipes(home, suggestions)) {
          const conflicts = recipe.allergens.filter((allergen) => blocked.includes(allergen));
          expect(conflicts, `${recipe.id} suggested to a member allergic to ${allergy}`).toEqual([]);
        }
      },
    );

    it("applies the hard rule to meal-type and time-limited suggestions too", async () => {
      const home = await newHousehold(db());
      await setEater(db(), home.actor.userId, { dietaryRestrictions: ["vegan"], allergies: ["nuts"] });
      for (const mealType of ["breakfast", "lunch", "dinner"] as const) {
        const suggestions = await suggestRecipes(db(), home.actor, { mealType, maxPrepTime: 45, limit: EVERYTHING });
        expect(suggestions.length, mealType).toBeGreaterThan(0);
        for (const recipe of await fullRecipes(home, suggestions)) {
          expect(recipe.diets).toContain("vegan");
          expect(recipe.allergens.filter((allergen) => ["nuts", "peanuts", "tree nuts"].includes(allergen))).toEqual(
            [],
          );
          expect(recipe.mealTypes).toContain(mealType);
          expect(recipe.prepTime).toBeLessThanOrEqual(45);
        }
      }
    });

    it("excludes recipes with an ingredient named by a custom allergy", async () => {
      const home = await newHousehold(db());
      const before = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
      expect(before.map((suggestion) => suggestion.recipe.id)).toContain("mushroom-risotto");

      await setEater(db(), home.actor.userId, { allergies: ["mushroom"] });
      const after = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
      expect(after.length).toBeGreaterThan(0);
      for (const recipe of await fullRecipes(home, after)) {
        expect(
          recipe.ingredients.filter((ingredient) => /mushroom/i.test(ingredient.name)),
          recipe.id,
        ).toEqual([]);
      }
      expect(after.map((suggestion) => suggestion.recipe.id)).not.toContain("mushroom-risotto");
    });

    it.each([
      ["tree nut", ["tree nuts"]],
      ["nut", ["nuts", "peanuts", "tree nuts"]],
      ["peanut", ["peanuts"]],
      ["egg", ["eggs"]],
      ["sesame seeds", ["sesame"]],
    ])("treats the custom allergy %s like the preset it names", async (allergy, blocked) => {
      const home = await newHousehold(db());
      await setEater(db(), home.actor.userId, { allergies: [allergy] });
      const suggestions = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
      expect(suggestions.length).toBeGreaterThan(0);
      const conflicts = (await fullRecipes(home, suggestions)).filter((recipe) =>
        recipe.allergens.some((allergen) => blocked.includes(allergen)),
      );
      expect(
        conflicts.map((recipe) => recipe.id),
        `suggested to a member allergic to "${allergy}"`,
      ).toEqual([]);
    });

    it("excludes recipes with an ingredient a custom 'no ...' restriction names", async () => {
      const home = await newHousehold(db());
      await setEater(db(), home.actor.userId, { dietaryRestrictions: ["no pork"] });
      const suggestions = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
      expect(suggestions.length).toBeGreaterThan(0);
      for (const recipe of await fullRecipes(home, suggestions)) {
        expect(
          recipe.ingredients.filter((ingredient) => /\bpork/i.test(ingredient.name)),
          recipe.id,
        ).toEqual([]);
      }
      expect(suggestions.map((suggestion) => suggestion.recipe.id)).not.toContain("pork-carnitas");
    });

    it("applies everyone's restrictions when other members eat too", async () => {
      const home = await newHousehold(db(), 2);
      const [cook, guest] = home.members;
      await setEater(db(), cook.userId, { dietaryRestrictions: ["vegetarian"] });
      await setEater(db(), guest.userId, { allergies: ["eggs"], dietaryRestrictions: ["gluten-free"] });

      const alone = await fullRecipes(home, await suggestRecipes(db(), home.actor, { limit: EVERYTHING }));
      expect(alone.some((recipe) => recipe.allergens.includes("eggs"))).toBe(true);

      const together = await fullRecipes(
        home,
        await suggestRecipes(db(), home.actor, { withMembers: [guest.userId], limit: EVERYTHING }),
      );
      expect(together.length).toBeGreaterThan(0);
      for (const recipe of together) {
        expect(recipe.diets).toEqual(expect.arrayContaining(["vegetarian", "gluten-free"]));
        expect(recipe.allergens).not.toContain("eggs");
      }

      const withSelf = await suggestRecipes(db(), home.actor, {
        withMembers: [cook.userId, guest.userId],
        limit: EVERYTHING,
      });
      expect(withSelf.map((suggestion) => suggestion.recipe.id).sort()).toEqual(
        together.map((recipe) => recipe.id).sort(),
      );
    });

    it("accepts the same member named twice", async () => {
      const home = await newHousehold(db(), 2);
      const guest = home.members[1];
      await setEater(db(), guest.userId, { allergies: ["fish"] });
      const suggestions = await suggestRecipes(db(), home.actor, {
        withMembers: [guest.userId, guest.userId],
        limit: EVERYTHING,
      });
      expect(suggestions.length).toBeGreaterThan(0);
      for (const recipe of await fullRecipes(home, suggestions)) expect(recipe.allergens).not.toContain("fish");
    });

    it("answers 404 for a member of another household or nobody at all", async () => {
      const home = await newHousehold(db());
      const neighbour = await newHousehold(db());
      const error = await expectNotFound(suggestRecipes(db(), home.actor, { withMembers: [neighbour.actor.userId] }));
      expect(error).toBeInstanceOf(NotFoundError);
      await expectNotFound(suggestRecipes(db(), home.actor, { withMembers: ["no-such-member"] }));
    });
  });

  describe("suggestRecipes: ranking", () => {
    it("ranks a recipe of a favourite cuisine higher than the same recipe without it", async () => {
      const home = await newHousehold(db());
      const plain = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
      await setEater(db(), home.actor.userId, { preferences: { cuisine_preferences: ["japanese"] } });
      const favoured = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });

      expect(scoreOf(favoured, "salmon-teriyaki")).toBeGreaterThan(scoreOf(plain, "salmon-teriyaki"));
      expect(position(favoured, "salmon-teriyaki")).toBeLessThan(position(plain, "salmon-teriyaki"));
      expect(favoured[position(favoured, "salmon-teriyaki")].reasons.join(" ")).toContain("japanese");

      const twins = await newHousehold(db());
      await setEater(db(), twins.actor.userId, { preferences: { cuisine_preferences: ["greek"] } });
      const greek = await saveHouseholdRecipe(db(), twins.actor, ownRecipe({ name: "Twin bake A", cuisine: "greek" }));
      const french = await saveHouseholdRecipe(
        db(),
        twins.actor,
        ownRecipe({ name: "Twin bake B", cuisine: "french" }),
      );
      const ranked = await suggestRecipes(db(), twins.actor, { limit: EVERYTHING });
      expect(position(ranked, greek.id)).toBeLessThan(position(ranked, french.id));
    });

    it("ranks a recipe that takes longer than the member likes lower", async () => {
      const home = await newHousehold(db());
      await setEater(db(), home.actor.userId, { preferences: { meal_prep_time_preference: 120 } });
      const patient = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
      await setEater(db(), home.actor.userId, { preferences: { meal_prep_time_preference: 30 } });
      const hurried = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
      expect(scoreOf(hurried, "lamb-kleftiko")).toBeLessThan(scoreOf(patient, "lamb-kleftiko"));
      expect(position(hurried, "lamb-kleftiko")).toBeGreaterThan(position(patient, "lamb-kleftiko"));

      const twins = await newHousehold(db());
      await setEater(db(), twins.actor.userId, { preferences: { meal_prep_time_preference: 30 } });
      const quick = await saveHouseholdRecipe(db(), twins.actor, ownRecipe({ name: "Twin bake B", prepTime: 30 }));
      const slow = await saveHouseholdRecipe(db(), twins.actor, ownRecipe({ name: "Twin bake A", prepTime: 75 }));
      const ranked = await suggestRecipes(db(), twins.actor, { limit: EVERYTHING });
      expect(position(ranked, quick.id)).toBeLessThan(position(ranked, slow.id));
    });

    it("gives a beginner easy recipes before hard ones, and an advanced cook the reverse", async () => {
      const home = await newHousehold(db());
      const easy = await saveHouseholdRecipe(db(), home.actor, ownRecipe({ name: "Twin bake B", difficulty: "easy" }));
      const hard = await saveHouseholdRecipe(db(), home.actor, ownRecipe({ name: "Twin bake A", difficulty: "hard" }));

      await setEater(db(), home.actor.userId, { cookingSkill: "beginner" });
      const forBeginner = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
      expect(position(forBeginner, easy.id)).toBeLessThan(position(forBeginner, hard.id));
      expect(forBeginner.slice(0, 10).map((suggestion) => suggestion.recipe.difficulty)).not.toContain("hard");

      await setEater(db(), home.actor.userId, { cookingSkill: "advanced" });
      const forAdvanced = await suggestRecipes(db(), home.actor, { limit: EVERYTHING });
      expect(position(forAdvanced, hard.id)).toBeLessThan(position(forAdvanced, easy.id));
    });

    it("lifts recipes that use pantry items expiring soon", async () => {
      const home = await newHousehold(db());
      const now = new Date();
      const useful = await saveHouseholdRecipe(
        db(),
        home.actor,
        ownRecipe({ name: "Twin bake B", ingredients: [{ quantity: 1, unit: null, name: "kohlrabi" }] }),
      );
      const other = await saveHouseholdRecipe(
        db(),
        home.actor,
        ownRecipe({ name: "Twin bake A", ingredients: [{ quantity: 1, unit: null, name: "celeriac" }] }),
      );
      await addPantryItem(db(), home.actor, {
        name: "Kohlrabi",
        quantity: 2,
        location: "fridge",
        expiresAt: dayFrom(now, 2),
      });

      const ranked = await suggestRecipes(db(), home.actor, { limit: EVERYTHING }, now);
      expect(position(ranked, useful.id)).toBeLessThan(position(ranked, other.id));
      expect(ranked[position(ranked, useful.id)].usesPantry).toEqual(["kohlrabi"]);

      await addPantryItem(db(), home.actor, {
        name: "chicken thighs",
        quantity: 1,
        unit: "kg",
        location: "fridge",
        expiresAt: dayFrom(now, 40),
      });
      const later = await suggestRecipes(db(), home.actor, { limit: EVERYTHING }, now);
      const soon = await suggestRecipes(
        db(),
        home.actor,
        { limit: EVERYTHING },
        new Date(Date.parse(`${dayFrom(now, 38)}T12:00:00Z`)),
      );
      const thighs = catalogue.find((recipe) =>
        recipe.ingredients.some((ingredient) => ingredient.name === "chicken thighs"),
      );
      expect(thighs).toBeDefined();
      const id = thighs?.slug ?? "";
      expect(scoreOf(soon, id)).toBeGreaterThan(scoreOf(later, id));
      expect(position(soon, id)).toBeLessThan(position(later, id));
    });

    it("needs the acting member's profile", async () => {
      const home = await newHousehold(db());
      const error = await rejection(suggestRecipes(db(), { userId: "no-such-user", householdId: home.id }));
      expect(error).toBeInstanceOf(NotFoundError);
    });
  });
});
