import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/domain/actor";
import { NotFoundError } from "~/services/errors.server";
import * as cooking from "~/services/kitchen/cooking.server";
import * as mealPlan from "~/services/kitchen/meal-plan.server";
import * as pantry from "~/services/kitchen/pantry.server";
import * as recipes from "~/services/kitchen/recipes.server";
import * as recipeSearch from "~/services/kitchen/recipe-search.server";
import * as recipeSuggestions from "~/services/kitchen/recipe-suggestions.server";
import * as shopping from "~/services/kitchen/shopping.server";
import type { DB } from "~/services/db/index.server";
import { dialects, useDatabase } from "./databases";
import { listen, newHousehold, useEventBus, type TestHousehold } from "./kitchen-fixtures";
import { rejection } from "./people";

/** The ids of one household's things, or of things that do not exist. */
type Ids = {
  pantryItem: string;
  shoppingItem: string;
  recipe: string;
  meal: string;
  session: string;
  timer: string;
  pausedTimer: string;
  member: string;
};

const MISSING: Ids = {
  pantryItem: "00000000-0000-4000-8000-000000000001",
  shoppingItem: "00000000-0000-4000-8000-000000000002",
  recipe: "h-00000000-0000-4000-8000-000000000003",
  meal: "00000000-0000-4000-8000-000000000004",
  session: "00000000-0000-4000-8000-000000000005",
  timer: "00000000-0000-4000-8000-000000000006",
  pausedTimer: "00000000-0000-4000-8000-000000000007",
  member: "00000000-0000-4000-8000-000000000008",
};

type Call = (db: DB, actor: Actor, ids: Ids) => Promise<unknown>;

/** Every exported service function that takes an id, called with someone else's id. */
const ID_CALLS: Record<string, Call> = {
  "pantry.getPantryItem": (db, actor, ids) => pantry.getPantryItem(db, actor, ids.pantryItem),
  "pantry.updatePantryItem": (db, actor, ids) =>
    pantry.updatePantryItem(db, actor, ids.pantryItem, { quantity: 99, name: "Stolen" }),
  "pantry.useUpPantryItem (all)": (db, actor, ids) => pantry.useUpPantryItem(db, actor, ids.pantryItem),
  "pantry.useUpPantryItem (some)": (db, actor, ids) =>
    pantry.useUpPantryItem(db, actor, ids.pantryItem, { quantity: 1, unit: "kg" }),
  "pantry.removePantryItem": (db, actor, ids) => pantry.removePantryItem(db, actor, ids.pantryItem),
  "shopping.getShoppingItem": (db, actor, ids) => shopping.getShoppingItem(db, actor, ids.shoppingItem),
  "shopping.setShoppingItemChecked": (db, actor, ids) =>
    shopping.setShoppingItemChecked(db, actor, ids.shoppingItem, true, { moveToPantry: true }),
  "shopping.updateShoppingItem": (db, actor, ids) =>
    shopping.updateShoppingItem(db, actor, ids.shoppingItem, { name: "Stolen", quantity: 9 }),
  "shopping.editShoppingItem": (db, actor, ids) =>
    shopping.editShoppingItem(db, actor, ids.shoppingItem, { name: "Stolen", note: "taken" }),
  "shopping.removeShoppingItem": (db, actor, ids) => shopping.removeShoppingItem(db, actor, ids.shoppingItem),
  "shopping.addRecipeIngredients": (db, actor, ids) => shopping.addRecipeIngredients(db, actor, ids.recipe, 4),
  "recipes.getRecipe": (db, actor, ids) => recipes.getRecipe(db, actor, ids.recipe),
  "recipes.removeHouseholdRecipe": (db, actor, ids) => recipes.removeHouseholdRecipe(db, actor, ids.recipe),
  "recipes.setRecipePicture": (db, actor, ids) => recipes.setRecipePicture(db, actor, ids.recipe, { remove: true }),
  "recipes.updateHouseholdRecipe": (db, actor, ids) =>
    recipes
      .getRecipe(db, actor, "mushroom-risotto")
      .then(({ id: _, imageUrl: __, source: ___, ...content }) =>
        recipes.updateHouseholdRecipe(db, actor, ids.recipe, { ...content, name: "Stolen" }, { remove: true }),
      ),
  "recipeSuggestions.suggestRecipes (withMembers)": (db, actor, ids) =>
    recipeSuggestions.suggestRecipes(db, actor, { withMembers: [ids.member] }),
  "mealPlan.getMeal": (db, actor, ids) => mealPlan.getMeal(db, actor, ids.meal),
  "mealPlan.removeMeal": (db, actor, ids) => mealPlan.removeMeal(db, actor, ids.meal),
  "mealPlan.moveMeal": (db, actor, ids) => mealPlan.moveMeal(db, actor, ids.meal, { date: "2026-11-25" }),
  "mealPlan.planMeal (recipe)": (db, actor, ids) =>
    mealPlan.planMeal(db, actor, { date: "2026-11-24", mealType: "dinner", recipeId: ids.recipe }),
  "cooking.getTimer": (db, actor, ids) => cooking.getTimer(db, actor, ids.timer),
  "cooking.controlTimer (pause)": (db, actor, ids) => cooking.controlTimer(db, actor, ids.timer, "pause"),
  "cooking.controlTimer (resume)": (db, actor, ids) => cooking.controlTimer(db, actor, ids.pausedTimer, "resume"),
  "cooking.controlTimer (cancel)": (db, actor, ids) => cooking.controlTimer(db, actor, ids.timer, "cancel"),
  "cooking.startTimer (session)": (db, actor, ids) =>
    cooking.startTimer(db, actor, { name: "Sneaky", durationSeconds: 60, sessionId: ids.session }),
  "cooking.getCookingSession": (db, actor, ids) => cooking.getCookingSession(db, actor, ids.session),
  "cooking.startCookingSession (recipe)": (db, actor, ids) => cooking.startCookingSession(db, actor, ids.recipe),
  "cooking.navigateCookingSession (next)": (db, actor, ids) =>
    cooking.navigateCookingSession(db, actor, ids.session, "next"),
  "cooking.navigateCookingSession (previous)": (db, actor, ids) =>
    cooking.navigateCookingSession(db, actor, ids.session, "previous"),
  "cooking.finishCookingSession": (db, actor, ids) => cooking.finishCookingSession(db, actor, ids.session),
  "cooking.startStepTimer": (db, actor, ids) => cooking.startStepTimer(db, actor, ids.session),
};

/** Exported functions that take no id of a household's thing (lists, adds, pure helpers). */
const NO_ID = new Set([
  "pantry.expiryStatus",
  "pantry.listPantry",
  "pantry.addPantryItem",
  "pantry.addPantryItemWithin",
  "pantry.expiringSoon",
  "pantry.coveredByPantry",
  "cooking.activeCookingSession",
  "shopping.listShopping",
  "shopping.addShoppingItem",
  "shopping.addShoppingItems",
  "shopping.clearCheckedItems",
  "recipes.summarise",
  "recipes.catalogueRecipe",
  "recipes.allRecipes",
  "recipes.scaleRecipe",
  "recipes.saveHouseholdRecipe",
  // Writes a new recipe under an id its caller has just made, in the caller's household.
  "recipes.insertHouseholdRecipe",
  "recipes.listHouseholdRecipes",
  "recipes.savedInputOf",
  "recipes.contentOf",
  "recipes.exportHouseholdRecipes",
  // A backup's ids replace only the asking household's own recipes; any other id is added anew (household-recipes-pages test).
  "recipes.importHouseholdRecipes",
  "recipes.restoreHouseholdRecipes",
  // Read a backup, or write one into the caller's household under new ids (household-data test).
  "recipes.prepareBackupRecipes",
  "recipes.addPreparedRecipes",
  // Answers null, never another household's picture, for an id that is not the household's own (the picture route's 404).
  "recipes.recipeImage",
  "recipeSearch.searchRecipes",
  "recipeSuggestions.combineEaters",
  "recipeSuggestions.allowedFor",
  "mealPlan.mealPlanPayload",
  "recipeSuggestions.scoreRecipe",
  "mealPlan.getMealPlan",
  "mealPlan.planWeek",
  "mealPlan.fillMealPlan",
  "cooking.listTimers",
  // Takes timer ids, but answers only the asking household's timers (checked in "lists nothing of another household").
  "cooking.getTimers",
  "cooking.cookingStep",
  // The household's running and just-finished timers (timer-tray.test.ts: another household's never show).
  "cooking.trayTimers",
]);

const MODULES = { pantry, shopping, recipes, recipeSearch, recipeSuggestions, mealPlan, cooking };

const KITCHEN_TABLES = [
  "pantry_items",
  "shopping_items",
  "household_recipes",
  "meal_plan_entries",
  "cooking_sessions",
  "timers",
] as const;

describe("the cross-household checklist", () => {
  it("classifies every exported kitchen service function", () => {
    const covered = new Set([...Object.keys(ID_CALLS).map((name) => name.split(" ")[0]), ...NO_ID]);
    const exported = Object.entries(MODULES).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === "function")
        .map(([name]) => `${module}.${name}`),
    );
    expect(exported.filter((name) => !covered.has(name))).toEqual([]);
  });
});

describe.each(dialects)("households keep their kitchens apart on $name", (dialect) => {
  const db = useDatabase(dialect);
  const bus = useEventBus();
  let home: TestHousehold;
  let neighbour: TestHousehold;
  let ids: Ids;

  /** Every kitchen row of household A, as stored. */
  async function snapshot() {
    const rows: Record<string, unknown[]> = {};
    for (const table of KITCHEN_TABLES) {
      rows[table] = await db()
        .selectFrom(table)
        .selectAll()
        .where("household_id", "=", home.id)
        .orderBy("id")
        .execute();
    }
    return rows;
  }

  beforeAll(async () => {
    home = await newHousehold(db(), 2);
    neighbour = await newHousehold(db());
    const pantryItem = await pantry.addPantryItem(db(), home.actor, {
      name: "Saffron",
      quantity: 2,
      unit: "g",
      expiresAt: "2030-01-01",
    });
    const shoppingItem = await shopping.addShoppingItem(db(), home.actor, { name: "Vanilla pods", quantity: 3 });
    const bought = await shopping.addShoppingItem(db(), home.actor, { name: "Cardamom", quantity: 1, unit: "jar" });
    await shopping.setShoppingItemChecked(db(), home.actor, bought.item.id, true);
    const recipe = await recipes.saveHouseholdRecipe(db(), home.actor, {
      name: "Saffron buns",
      description: "Golden buns for winter mornings.",
      cuisine: "french",
      mealTypes: ["breakfast"],
      difficulty: "medium",
      prepTime: 90,
      servings: 12,
      spiceLevel: "mild",
      tags: ["baking"],
      diets: ["vegetarian"],
      allergens: ["wheat", "dairy", "eggs"],
      ingredients: [
        { quantity: 500, unit: "g", name: "flour" },
        { quantity: 0.5, unit: "g", name: "saffron" },
      ],
      steps: [
        { instruction: "Knead the dough.", timerMinutes: 10 },
        { instruction: "Prove the dough.", timerMinutes: 45 },
        { instruction: "Bake." },
      ],
    });
    const meal = await mealPlan.planMeal(db(), home.actor, {
      date: "2026-11-23",
      mealType: "breakfast",
      recipeId: recipe.id,
    });
    const session = await cooking.startCookingSession(db(), home.actor, recipe.id);
    await cooking.navigateCookingSession(db(), home.actor, session.id, "next");
    const timer = await cooking.startStepTimer(db(), home.actor, session.id);
    const pausedTimer = await cooking.startTimer(db(), home.actor, { name: "Oven", durationSeconds: 3600 });
    await cooking.controlTimer(db(), home.actor, pausedTimer.id, "pause");
    ids = {
      pantryItem: pantryItem.item.id,
      shoppingItem: shoppingItem.item.id,
      recipe: recipe.id,
      meal: meal.id,
      session: session.id,
      timer: timer.id,
      pausedTimer: pausedTimer.id,
      member: home.members[1].userId,
    };
  });

  it.each(Object.keys(ID_CALLS).map((name) => [name]))(
    "%s answers another household's id with the 404 of a missing id, changing nothing",
    async (name) => {
      const call = ID_CALLS[name];
      const before = await snapshot();
      const heard = listen(bus(), home.id);

      const foreign = await rejection(call(db(), neighbour.actor, ids));
      const missing = await rejection(call(db(), neighbour.actor, MISSING));
      heard.stop();

      expect(foreign).toBeInstanceOf(NotFoundError);
      expect(foreign.status).toBe(404);
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(foreign.message).toBe(missing.message);
      expect(await snapshot()).toEqual(before);
      expect(heard.topics).toEqual([]);

      const ownCopy = await rejection(call(db(), home.actor, MISSING));
      expect(ownCopy.message).toBe(missing.message);
    },
  );

  it("lists nothing of another household", async () => {
    const actor = neighbour.actor;
    expect(await pantry.listPantry(db(), actor)).toEqual([]);
    expect(await pantry.expiringSoon(db(), actor, new Date("2029-12-30T00:00:00Z"))).toEqual([]);
    expect(await shopping.listShopping(db(), actor)).toEqual([]);
    expect(await cooking.listTimers(db(), actor)).toEqual([]);
    expect(await cooking.listTimers(db(), actor, { sessionId: ids.session })).toEqual([]);
    expect(await cooking.getTimers(db(), actor, [ids.timer, ids.pausedTimer])).toEqual([]);
    expect(
      (await cooking.getTimers(db(), home.actor, [ids.timer, ids.pausedTimer])).map((timer) => timer.id).sort(),
    ).toEqual([ids.timer, ids.pausedTimer].sort());
    const plan = await mealPlan.getMealPlan(db(), actor, { from: "2026-11-23", to: "2026-11-29" });
    expect(plan.days.flatMap((day) => day.meals)).toEqual([]);
    expect(
      (await recipeSearch.searchRecipes(db(), actor, { text: "saffron buns" })).map((recipe) => recipe.id),
    ).toEqual([]);
    expect((await recipes.allRecipes(db(), actor)).map((recipe) => recipe.id)).not.toContain(ids.recipe);
  });

  it("never merges into, clears or plans over another household's rows", async () => {
    const before = await snapshot();
    const heard = listen(bus(), home.id);
    const actor = neighbour.actor;

    const added = await pantry.addPantryItem(db(), actor, { name: "saffron", quantity: 1, unit: "g" });
    expect(added.merged).toBe(false);
    const listed = await shopping.addShoppingItem(db(), actor, { name: "vanilla pod", quantity: 1 });
    expect(listed.merged).toBe(false);
    const boughtHere = await shopping.addShoppingItem(db(), actor, { name: "Cardamom", quantity: 1, unit: "jar" });
    expect(boughtHere.merged).toBe(false);
    await shopping.setShoppingItemChecked(db(), actor, boughtHere.item.id, true, { moveToPantry: true });
    expect(await shopping.clearCheckedItems(db(), actor)).toBe(1);
    await mealPlan.planMeal(db(), actor, { date: "2026-11-23", mealType: "breakfast", recipeId: "shakshuka" });
    await mealPlan.planWeek(db(), actor, { startDate: "2026-11-23" });
    await mealPlan.fillMealPlan(db(), actor, { startDate: "2026-11-30", endDate: "2026-12-02", mealTypes: ["dinner"] });
    const session = await cooking.startCookingSession(db(), actor, "tomato-basil-frittata");
    await cooking.finishCookingSession(db(), actor, session.id);
    heard.stop();

    expect(await snapshot()).toEqual(before);
    expect(heard.topics).toEqual([]);
    expect((await pantry.listPantry(db(), neighbour.actor)).map((item) => item.name).sort()).toEqual([
      "Cardamom",
      "Saffron",
    ]);
  });

  it("still answers the household's own ids afterwards", async () => {
    expect((await pantry.getPantryItem(db(), home.actor, ids.pantryItem)).quantity).toBe(2);
    expect((await shopping.getShoppingItem(db(), home.actor, ids.shoppingItem)).name).toBe("Vanilla pods");
    expect((await recipes.getRecipe(db(), home.actor, ids.recipe)).name).toBe("Saffron buns");
    expect((await mealPlan.getMeal(db(), home.actor, ids.meal)).recipeId).toBe(ids.recipe);
    expect(await cooking.getCookingSession(db(), home.actor, ids.session)).toMatchObject({
      status: "active",
      currentStep: 2,
    });
    expect((await cooking.getTimer(db(), home.actor, ids.timer)).status).toBe("running");
    expect((await cooking.getTimer(db(), home.actor, ids.pausedTimer)).status).toBe("paused");
    const together = await recipeSuggestions.suggestRecipes(db(), home.actor, { withMembers: [ids.member] });
    expect(together.length).toBeGreaterThan(0);
  });
});
