import { describe, expect, it } from "vitest";
import { UserFacingError } from "~/services/errors.server";
import {
  fillMealPlan,
  getMeal,
  getMealPlan,
  planMeal,
  planWeek,
  removeMeal,
  type MealPlan,
} from "~/services/kitchen/meal-plan.server";
import { getRecipe, type Recipe } from "~/services/kitchen/recipes.server";
import { dialects, useDatabase } from "./databases";
import { expectNotFound, listen, newHousehold, setEater, useEventBus, type TestHousehold } from "./kitchen-fixtures";
import { rejection } from "./people";

/** A Monday, so a planned week runs Monday to Sunday. */
const MONDAY = "2026-11-23";
/**
 * Planning a week skips the meals already begun: the tests plan as of that Monday morning,
 * before breakfast (08:00 by the server's clock), whatever today is.
 */
const MONDAY_MORNING = new Date(`${MONDAY}T07:00:00`);

function addDays(date: string, days: number) {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

function isWeekday(date: string) {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

function meals(plan: MealPlan) {
  return plan.days.flatMap((day) => day.meals);
}

async function expectBadInput(promise: Promise<unknown>, message: string) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(UserFacingError);
  expect(error.status).toBe(400);
  expect(error.message).toBe(message);
}

describe.each(dialects)("meal plan on $name", (dialect) => {
  const db = useDatabase(dialect);
  const bus = useEventBus();

  async function recipesOf(home: TestHousehold, plan: MealPlan) {
    const byId = new Map<string, Recipe>();
    for (const meal of meals(plan)) byId.set(meal.recipeId, await getRecipe(db(), home.actor, meal.recipeId));
    return byId;
  }

  it("checks the test's calendar: MONDAY is a Monday", () => {
    expect(new Date(`${MONDAY}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  describe("planMeal, getMealPlan and removeMeal", () => {
    it("plans a meal with the recipe's name and time, and announces it", async () => {
      const home = await newHousehold(db());
      const heard = listen(bus(), home.id);
      const meal = await planMeal(db(), home.actor, { date: MONDAY, mealType: "dinner", recipeId: "chana-masala" });
      heard.stop();

      const recipe = await getRecipe(db(), home.actor, "chana-masala");
      expect(meal).toMatchObject({
        date: MONDAY,
        mealType: "dinner",
        recipeId: "chana-masala",
        recipeName: recipe.name,
        prepTime: recipe.prepTime,
      });
      expect(meal.recipe).toMatchObject({ id: "chana-masala", name: recipe.name });
      expect(await getMeal(db(), home.actor, meal.id)).toEqual(meal);
      expect(heard.topics).toEqual(["meal-plan"]);
    });

    it("replaces whatever was planned in the slot", async () => {
      const home = await newHousehold(db());
      const first = await planMeal(db(), home.actor, {
        date: MONDAY,
        mealType: "lunch",
        recipeId: "greek-village-salad",
      });
      const lunchTuesday = await planMeal(db(), home.actor, {
        date: addDays(MONDAY, 1),
        mealType: "lunch",
        recipeId: "classic-hummus",
      });
      const second = await planMeal(db(), home.actor, {
        date: MONDAY,
        mealType: "lunch",
        recipeId: "chickpea-herb-salad",
      });

      await expectNotFound(getMeal(db(), home.actor, first.id));
      const plan = await getMealPlan(db(), home.actor, { from: MONDAY, to: addDays(MONDAY, 1) });
      expect(plan.days.map((day) => day.meals.map((meal) => [meal.id, meal.recipeId]))).toEqual([
        [[second.id, "chickpea-herb-salad"]],
        [[lunchTuesday.id, "classic-hummus"]],
      ]);
    });

    it("answers every day of the range, with meals in breakfast, lunch, dinner order", async () => {
      const home = await newHousehold(db());
      const friday = addDays(MONDAY, 4);
      await planMeal(db(), home.actor, { date: friday, mealType: "dinner", recipeId: "beef-bulgogi" });
      await planMeal(db(), home.actor, { date: friday, mealType: "breakfast", recipeId: "shakshuka" });
      await planMeal(db(), home.actor, { date: friday, mealType: "lunch", recipeId: "croque-monsieur" });
      await planMeal(db(), home.actor, { date: addDays(MONDAY, 10), mealType: "dinner", recipeId: "mapo-tofu" });

      const plan = await getMealPlan(db(), home.actor, { from: MONDAY, to: addDays(MONDAY, 6) });
      expect(plan.startDate).toBe(MONDAY);
      expect(plan.endDate).toBe(addDays(MONDAY, 6));
      expect(plan.days.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((offset) => addDays(MONDAY, offset)));
      expect(plan.days.map((day) => day.meals.length)).toEqual([0, 0, 0, 0, 3, 0, 0]);
      expect(plan.days[4].meals.map((meal) => [meal.mealType, meal.recipeId])).toEqual([
        ["breakfast", "shakshuka"],
        ["lunch", "croque-monsieur"],
        ["dinner", "beef-bulgogi"],
      ]);

      const oneDay = await getMealPlan(db(), home.actor, { from: friday, to: friday });
      expect(oneDay.days).toHaveLength(1);
      expect(oneDay.days[0].meals).toHaveLength(3);
    });

    it("crosses month and year ends", async () => {
      const home = await newHousehold(db());
      const plan = await getMealPlan(db(), home.actor, { from: "2026-12-30", to: "2027-01-02" });
      expect(plan.days.map((day) => day.date)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
      const leap = await getMealPlan(db(), home.actor, { from: "2028-02-28", to: "2028-03-01" });
      expect(leap.days.map((day) => day.date)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    });

    it("removes a meal", async () => {
      const home = await newHousehold(db());
      const meal = await planMeal(db(), home.actor, {
        date: MONDAY,
        mealType: "breakfast",
        recipeId: "buttermilk-pancakes",
      });
      const heard = listen(bus(), home.id);
      await removeMeal(db(), home.actor, meal.id);
      heard.stop();
      expect(heard.topics).toEqual(["meal-plan"]);
      expect(meals(await getMealPlan(db(), home.actor, { from: MONDAY, to: MONDAY }))).toEqual([]);
      await expectNotFound(removeMeal(db(), home.actor, meal.id));
    });

    it("rejects dates that are not real YYYY-MM-DD days", async () => {
      const home = await newHousehold(db());
      const message = "Dates must look like 2026-11-23";
      for (const date of ["2026-13-01", "2026-02-30", "2026-00-10", "23/11/2026", "2026-1-5", "tomorrow", ""]) {
        await expectBadInput(
          planMeal(db(), home.actor, { date, mealType: "dinner", recipeId: "chana-masala" }),
          message,
        );
        await expectBadInput(getMealPlan(db(), home.actor, { from: date, to: MONDAY }), message);
        await expectBadInput(getMealPlan(db(), home.actor, { from: MONDAY, to: date }), message);
        await expectBadInput(planWeek(db(), home.actor, { startDate: date }), message);
      }
      expect(meals(await getMealPlan(db(), home.actor, { from: "2026-01-01", to: "2026-02-28" }))).toEqual([]);
    });

    it("rejects an unknown meal type or recipe", async () => {
      const home = await newHousehold(db());
      await expectBadInput(
        planMeal(db(), home.actor, { date: MONDAY, mealType: "brunch" as "lunch", recipeId: "chana-masala" }),
        "Meal type must be breakfast, lunch or dinner",
      );
      await expectNotFound(
        planMeal(db(), home.actor, { date: MONDAY, mealType: "dinner", recipeId: "no-such-recipe" }),
      );
      expect(meals(await getMealPlan(db(), home.actor, { from: MONDAY, to: MONDAY }))).toEqual([]);
    });

    it("shows at most 62 days at a time", async () => {
      const home = await newHousehold(db());
      const longest = await getMealPlan(db(), home.actor, { from: MONDAY, to: addDays(MONDAY, 61) });
      expect(longest.days).toHaveLength(62);
      await expectBadInput(
        getMealPlan(db(), home.actor, { from: MONDAY, to: addDays(MONDAY, 62) }),
        "Show at most 62 days at a time",
      );
      await expectBadInput(
        getMealPlan(db(), home.actor, { from: "2000-01-01", to: "2999-12-31" }),
        "Show at most 62 days at a time",
      );
    });
  });

  describe("planWeek", () => {
    it("fills every empty slot of the week, leaving planned ones alone", async () => {
      const home = await newHousehold(db());
      const wednesday = addDays(MONDAY, 2);
      const kept = await planMeal(db(), home.actor, {
        date: wednesday,
        mealType: "dinner",
        recipeId: "classic-beef-lasagne",
      });
      const outside = await planMeal(db(), home.actor, {
        date: addDays(MONDAY, 7),
        mealType: "dinner",
        recipeId: "mapo-tofu",
      });
      const heard = listen(bus(), home.id);

      const plan = await planWeek(db(), home.actor, { startDate: MONDAY }, MONDAY_MORNING);
      heard.stop();

      expect(heard.topics).toEqual(["meal-plan"]);
      expect(plan.startDate).toBe(MONDAY);
      expect(plan.endDate).toBe(addDays(MONDAY, 6));
      expect(plan.days.map((day) => day.meals.map((meal) => meal.mealType))).toEqual(
        plan.days.map(() => ["breakfast", "lunch", "dinner"]),
      );
      const wednesdayDinner = plan.days[2].meals[2];
      expect(wednesdayDinner).toMatchObject({ id: kept.id, recipeId: "classic-beef-lasagne" });
      expect(await getMeal(db(), home.actor, outside.id)).toEqual(outside);

      const again = await planWeek(db(), home.actor, { startDate: MONDAY }, MONDAY_MORNING);
      expect(again).toEqual(plan);
    });

    it("never repeats a recipe within the week, and suits each meal type", async () => {
      const home = await newHousehold(db());
      await planMeal(db(), home.actor, { date: addDays(MONDAY, 5), mealType: "lunch", recipeId: "chana-masala" });
      const plan = await planWeek(db(), home.actor, { startDate: MONDAY }, MONDAY_MORNING);
      const ids = meals(plan).map((meal) => meal.recipeId);
      expect(ids).toHaveLength(21);
      expect(new Set(ids).size).toBe(ids.length);

      const recipes = await recipesOf(home, plan);
      for (const meal of meals(plan))
        expect(recipes.get(meal.recipeId)?.mealTypes, meal.recipeId).toContain(meal.mealType);
    });

    it("fills only the days up to endDate, with no recipe planned elsewhere in their week, and refuses a last day outside the week", async () => {
      const home = await newHousehold(db());
      const wednesday = addDays(MONDAY, 2);
      const friday = addDays(MONDAY, 4);
      const monday = await planMeal(db(), home.actor, { date: MONDAY, mealType: "dinner", recipeId: "chana-masala" });
      const plan = await planWeek(
        db(),
        home.actor,
        { startDate: wednesday, endDate: friday, mealTypes: ["dinner"] },
        MONDAY_MORNING,
      );
      expect(plan.days.map((day) => day.date)).toEqual([wednesday, addDays(MONDAY, 3), friday]);
      expect(plan.days.map((day) => day.meals.map((meal) => meal.mealType))).toEqual([
        ["dinner"],
        ["dinner"],
        ["dinner"],
      ]);
      expect(meals(plan).map((meal) => meal.recipeId)).not.toContain(monday.recipeId);
      const week = await getMealPlan(db(), home.actor, { from: MONDAY, to: addDays(MONDAY, 6) });
      expect(meals(week)).toHaveLength(4);

      const before = meals(week);
      await expectBadInput(
        planWeek(db(), home.actor, { startDate: friday, endDate: wednesday }),
        "The last day must be within a week of the first",
      );
      await expectBadInput(
        planWeek(db(), home.actor, { startDate: MONDAY, endDate: addDays(MONDAY, 7) }),
        "The last day must be within a week of the first",
      );
      await expectBadInput(
        planWeek(db(), home.actor, { startDate: MONDAY, endDate: "friday" }),
        "Dates must look like 2026-11-23",
      );
      expect(meals(await getMealPlan(db(), home.actor, { from: MONDAY, to: addDays(MONDAY, 7) }))).toEqual(before);
    });

    it("members planning at once fill each slot once, and each is told how many meals they planned", async () => {
      const home = await newHousehold(db(), 4);
      const friday = addDays(MONDAY, 4);
      const answers = await Promise.all(
        home.actors.map((actor, index) =>
          index % 2 === 0
            ? fillMealPlan(db(), actor, { startDate: MONDAY, endDate: friday, mealTypes: ["dinner"] }, MONDAY_MORNING)
            : fillMealPlan(db(), actor, { startDate: MONDAY }, MONDAY_MORNING),
        ),
      );
      const week = meals(await getMealPlan(db(), home.actor, { from: MONDAY, to: addDays(MONDAY, 6) }));
      expect(week).toHaveLength(21);
      expect(new Set(week.map((meal) => `${meal.date} ${meal.mealType}`)).size).toBe(21);
      expect(new Set(week.map((meal) => meal.recipeId)).size).toBe(21);
      // Each call counts only its own meals: together they are the whole week, and the one that came first planned more than none.
      expect(answers.map((answer) => answer.added).reduce((sum, added) => sum + added, 0)).toBe(21);
      expect(Math.max(...answers.map((answer) => answer.added))).toBeGreaterThan(0);
      const again = await fillMealPlan(db(), home.actor, { startDate: MONDAY }, MONDAY_MORNING);
      expect(again.added).toBe(0);
    });

    it("keeps weekday meals within the member's usual prep time", async () => {
      const home = await newHousehold(db());
      await setEater(db(), home.actor.userId, { preferences: { meal_prep_time_preference: 25 } });
      const plan = await planWeek(db(), home.actor, { startDate: MONDAY }, MONDAY_MORNING);
      const weekdayMeals = plan.days.filter((day) => isWeekday(day.date)).flatMap((day) => day.meals);
      expect(weekdayMeals.length).toBeGreaterThan(0);
      for (const meal of weekdayMeals)
        expect(meal.prepTime, `${meal.date} ${meal.mealType}: ${meal.recipeId}`).toBeLessThanOrEqual(25);
    });

    it("respects the member's restrictions and allergies", async () => {
      const home = await newHousehold(db());
      await setEater(db(), home.actor.userId, {
        dietaryRestrictions: ["vegetarian"],
        allergies: ["eggs", "nuts"],
        preferences: { meal_prep_time_preference: 45 },
      });
      const plan = await planWeek(db(), home.actor, { startDate: MONDAY }, MONDAY_MORNING);
      const planned = meals(plan);
      expect(planned.length).toBeGreaterThan(0);
      expect(new Set(planned.map((meal) => meal.recipeId)).size).toBe(planned.length);

      const recipes = await recipesOf(home, plan);
      for (const meal of planned) {
        const recipe = recipes.get(meal.recipeId);
        expect(recipe?.diets, meal.recipeId).toContain("vegetarian");
        expect(
          recipe?.allergens.filter((allergen) => ["eggs", "nuts", "peanuts", "tree nuts"].includes(allergen)),
          meal.recipeId,
        ).toEqual([]);
        if (isWeekday(meal.date)) expect(meal.prepTime).toBeLessThanOrEqual(45);
      }
    });

    it("plans from the next meal to come: on Friday afternoon, Friday's breakfast and lunch are left as they are", async () => {
      const home = await newHousehold(db());
      const friday = addDays(MONDAY, 4);
      const fridayAfternoon = new Date(`${friday}T15:00:00`);
      const { plan } = await fillMealPlan(db(), home.actor, { startDate: MONDAY }, fridayAfternoon);
      expect(plan.days.map((day) => [day.date, day.meals.map((meal) => meal.mealType)])).toEqual([
        ...[0, 1, 2, 3].map((days) => [addDays(MONDAY, days), []]),
        [friday, ["dinner"]],
        [addDays(MONDAY, 5), ["breakfast", "lunch", "dinner"]],
        [addDays(MONDAY, 6), ["breakfast", "lunch", "dinner"]],
      ]);
      // At half past six, dinner has begun too: Saturday is next.
      const later = await fillMealPlan(
        db(),
        (await newHousehold(db())).actor,
        { startDate: MONDAY },
        new Date(`${friday}T18:30:00`),
      );
      expect(later.plan.days[4].meals).toEqual([]);
      expect(later.added).toBe(6);
    });

    it("says how many slots it left empty, and whether recipes longer than the weeknight prep time would fill them", async () => {
      const home = await newHousehold(db());
      // Few recipes fit a vegan with a 10-minute weeknight.
      await setEater(db(), home.actor.userId, {
        dietaryRestrictions: ["vegan"],
        preferences: { meal_prep_time_preference: 10 },
      });
      const tight = await fillMealPlan(db(), home.actor, { startDate: MONDAY, mealTypes: ["dinner"] }, MONDAY_MORNING);
      expect(tight.added + tight.left).toBe(7);
      expect(tight.left).toBeGreaterThan(0);
      expect(tight.longerWouldFit).toBe(true);

      const relaxed = await fillMealPlan(
        db(),
        home.actor,
        { startDate: MONDAY, mealTypes: ["dinner"], anyPrepTime: true },
        MONDAY_MORNING,
      );
      expect(relaxed.added).toBeGreaterThan(0);
      expect(relaxed.added + relaxed.left).toBe(tight.left);
      const planned = meals(relaxed.plan);
      expect(new Set(planned.map((meal) => meal.recipeId)).size, "no recipe twice").toBe(planned.length);

      // With nothing left to fill, nothing is left empty.
      const full = await fillMealPlan(db(), (await newHousehold(db())).actor, { startDate: MONDAY }, MONDAY_MORNING);
      expect(full).toMatchObject({ added: 21, left: 0, longerWouldFit: false });
    });

    it("fills only the meal types asked for", async () => {
      const home = await newHousehold(db());
      const plan = await planWeek(db(), home.actor, { startDate: MONDAY, mealTypes: ["dinner"] }, MONDAY_MORNING);
      expect(plan.days.map((day) => day.meals.map((meal) => meal.mealType))).toEqual(plan.days.map(() => ["dinner"]));
    });
  });
});
