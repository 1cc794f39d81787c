import { beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, type DB } from "~/services/db/index.server";
import type { Actor } from "~/domain/actor";
import {
  controlTimer,
  getCookingSession,
  getTimer,
  navigateCookingSession,
  startCookingSession,
  startTimer,
  type TimerAction,
} from "~/services/kitchen/cooking.server";
import { getMealPlan, planMeal, planWeek } from "~/services/kitchen/meal-plan.server";
import { addPantryItem, listPantry, useUpPantryItem } from "~/services/kitchen/pantry.server";
import { saveHouseholdRecipe } from "~/services/kitchen/recipes.server";
import { addShoppingItem, listShopping, setShoppingItemChecked } from "~/services/kitchen/shopping.server";
import { dialects, useDatabase, type TestDialect } from "../integration/databases";
import { newHousehold, useEventBus, type TestHousehold } from "../integration/kitchen-fixtures";
import { sleep } from "../integration/people";

/**
 * Many members changing one household's kitchen at the same moment. On PostgreSQL the
 * pool gives each call its own connection; on SQLite the calls interleave at every await,
 * and the two-connection cases below open the file twice, as db() and turnDb() do.
 * Every total is exact: a lost update or a duplicate row shows up as a wrong number.
 */

const MEMBERS = 50;
const ADDS_EACH = 10;

/** A household recipe with this many steps, so navigation has room to move. */
async function longRecipe(db: DB, actor: Actor, steps: number) {
  return saveHouseholdRecipe(db, actor, {
    name: "Slow stock",
    description: "Many small steps.",
    cuisine: "italian",
    mealTypes: ["dinner"],
    difficulty: "easy",
    prepTime: 60,
    servings: 4,
    spiceLevel: "mild",
    tags: [],
    diets: [],
    allergens: [],
    ingredients: [{ quantity: 1, unit: "kg", name: "bones" }],
    steps: Array.from({ length: steps }, (_, index) => ({ instruction: `Skim the pot (${index + 1})` })),
  });
}

async function pantryRows(db: DB, actor: Actor, name: string) {
  return (await listPantry(db, actor)).filter((item) => item.name.toLowerCase() === name);
}

async function shoppingRows(db: DB, actor: Actor, name: string) {
  return (await listShopping(db, actor)).filter((item) => item.name.toLowerCase() === name);
}

/** Each actor runs its calls one after another; all actors run at once. */
function everyoneAtOnce(actors: Actor[], times: number, work: (actor: Actor, index: number) => Promise<unknown>) {
  return Promise.all(
    actors.map(async (actor, index) => {
      for (let round = 0; round < times; round += 1) await work(actor, index);
    }),
  );
}

describe.each(dialects)("kitchen writes under concurrency on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();
  let home: TestHousehold;

  beforeAll(async () => {
    home = await newHousehold(db(), MEMBERS);
  });

  it("50 members adding flour 1 kg ten times each leave one pantry row of 500 kg", async () => {
    await everyoneAtOnce(home.actors, ADDS_EACH, (actor) =>
      addPantryItem(db(), actor, { name: "flour", quantity: 1, unit: "kg" }),
    );
    const rows = await pantryRows(db(), home.actor, "flour");
    expect(rows.map((row) => [row.quantity, row.unit])).toEqual([[MEMBERS * ADDS_EACH, "kg"]]);
  });

  it("50 members adding oats 1 kg ten times each leave one shopping row of 500 kg", async () => {
    await everyoneAtOnce(home.actors, ADDS_EACH, (actor) =>
      addShoppingItem(db(), actor, { name: "oats", quantity: 1, unit: "kg" }),
    );
    const rows = await shoppingRows(db(), home.actor, "oats");
    expect(rows.map((row) => [row.quantity, row.unit, row.checked])).toEqual([[MEMBERS * ADDS_EACH, "kg", false]]);
  });

  it("50 simultaneous check-offs with move put the item in the pantry once", async () => {
    const { item } = await addShoppingItem(db(), home.actor, { name: "rice", quantity: 2, unit: "kg" });
    const results = await Promise.all(
      home.actors.map((actor) => setShoppingItemChecked(db(), actor, item.id, true, { moveToPantry: true })),
    );
    expect(results.every((result) => result.checked)).toBe(true);
    const rows = await pantryRows(db(), home.actor, "rice");
    expect(rows.map((row) => [row.quantity, row.unit])).toEqual([[2, "kg"]]);
  });

  it("40 simultaneous uses of 1 kg of a 50 kg sack leave 10 kg", async () => {
    const { item } = await addPantryItem(db(), home.actor, { name: "sugar", quantity: 50, unit: "kg" });
    await Promise.all(
      home.actors.slice(0, 40).map((actor) => useUpPantryItem(db(), actor, item.id, { quantity: 1, unit: "kg" })),
    );
    const rows = await pantryRows(db(), home.actor, "sugar");
    expect(rows.map((row) => [row.quantity, row.unit])).toEqual([[10, "kg"]]);
  });

  it("30 members planning one slot at once: every call succeeds and the slot holds one meal", async () => {
    const date = "2031-03-05";
    const choices = ["tomato-basil-frittata", "lemon-herb-roast-chicken"];
    const planned = await Promise.all(
      home.actors
        .slice(0, 30)
        .map((actor, index) => planMeal(db(), actor, { date, mealType: "dinner", recipeId: choices[index % 2] })),
    );
    const plan = await getMealPlan(db(), home.actor, { from: date, to: date });
    const slot = plan.days[0].meals.filter((meal) => meal.mealType === "dinner");
    expect(slot).toHaveLength(1);
    expect(planned.map((meal) => meal.id)).toContain(slot[0].id);
  });

  it("5 members planning the same week at once fill each slot once, with no recipe twice", async () => {
    const monday = "2031-06-02";
    const now = new Date(`${monday}T06:00:00Z`);
    await Promise.all(home.actors.slice(0, 5).map((actor) => planWeek(db(), actor, { startDate: monday }, now)));
    const plan = await getMealPlan(db(), home.actor, { from: monday, to: "2031-06-08" });
    const meals = plan.days.flatMap((day) => day.meals);
    expect(meals.length).toBeGreaterThan(0);
    for (const day of plan.days) {
      const types = day.meals.map((meal) => meal.mealType);
      expect(new Set(types).size).toBe(types.length);
    }
    expect(new Set(meals.map((meal) => meal.recipeId)).size).toBe(meals.length);
  });

  it("pauses and resumes racing a cancel never bring a cancelled timer back", async () => {
    const timers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => startTimer(db(), home.actor, { name: `Proof ${n}`, durationSeconds: 600 })),
    );
    // Pause, resume, pause, resume... with one cancel in the middle of the crowd.
    const actions = Array.from({ length: 31 }, (_, index): TimerAction =>
      index === 15 ? "cancel" : index % 2 === 0 ? "pause" : "resume",
    );
    await Promise.all(
      timers.flatMap((timer) =>
        actions.map((action, index) => controlTimer(db(), home.actors[index], timer.id, action)),
      ),
    );
    for (const timer of timers) {
      const after = await getTimer(db(), home.actor, timer.id);
      expect(after.status).toBe("cancelled");
      expect(after.remainingSeconds).toBeLessThanOrEqual(600);
    }
  });

  it("20 simultaneous 'next' from step 1 of 30 land on step 21, and 10 'previous' then on step 11", async () => {
    const recipe = await longRecipe(db(), home.actor, 30);
    const session = await startCookingSession(db(), home.actor, recipe.id);
    await Promise.all(home.actors.slice(0, 20).map((actor) => navigateCookingSession(db(), actor, session.id, "next")));
    expect((await getCookingSession(db(), home.actor, session.id)).currentStep).toBe(21);
    await Promise.all(
      home.actors.slice(0, 10).map((actor) => navigateCookingSession(db(), actor, session.id, "previous")),
    );
    expect((await getCookingSession(db(), home.actor, session.id)).currentStep).toBe(11);
  });
});

/**
 * Two handles on one database, as the app opens db() and turnDb(): on SQLite two
 * connections to one file, on PostgreSQL two pools. One of them runs a long transaction
 * the way an assistant turn does, awaiting between its tools.
 */
function useTwoHandles(dialect: TestDialect) {
  let handles: { app: DB; turns: DB } | null = null;
  beforeAll(async () => {
    const created = await dialect.create();
    const app = openDatabase(created.url);
    await migrate(app);
    handles = { app, turns: openDatabase(created.url) };
    return async () => {
      await handles?.app.destroy();
      await handles?.turns.destroy();
      await created.remove();
    };
  });
  return () => {
    if (!handles) throw new Error("The test databases are not open yet");
    return handles;
  };
}

describe.each(dialects)("two handles on one $name database", (dialect) => {
  const handles = useTwoHandles(dialect);
  useEventBus();

  it("members adding through the app while a turn adds in its transaction lose nothing", async () => {
    const { app, turns } = handles();
    const home = await newHousehold(app, 20);
    const turn = turns.transaction().execute(async (trx) => {
      for (let tool = 0; tool < ADDS_EACH; tool += 1) {
        await addPantryItem(trx, home.actor, { name: "butter", quantity: 1, unit: "kg" });
        await addShoppingItem(trx, home.actor, { name: "butter", quantity: 1, unit: "kg" });
        // A model takes a moment between tool calls.
        await sleep(2);
      }
    });
    // Half the members come through each handle; the turn's own handle is busy until it commits.
    const members = everyoneAtOnce(home.actors, ADDS_EACH, async (actor, index) => {
      const handle = index % 2 === 0 ? app : turns;
      await addPantryItem(handle, actor, { name: "butter", quantity: 1, unit: "kg" });
      await addShoppingItem(handle, actor, { name: "butter", quantity: 1, unit: "kg" });
    });
    await Promise.all([turn, members]);
    const expected = (home.actors.length + 1) * ADDS_EACH;
    expect((await pantryRows(app, home.actor, "butter")).map((row) => row.quantity)).toEqual([expected]);
    expect((await shoppingRows(turns, home.actor, "butter")).map((row) => row.quantity)).toEqual([expected]);
  });

  it("a plain write on one handle while a turn holds the other waits for it instead of failing", async () => {
    const { app, turns } = handles();
    const home = await newHousehold(app);
    let markWritten: () => void = () => {};
    const turnHasWritten = new Promise<void>((resolve) => (markWritten = resolve));
    const turn = turns.transaction().execute(async (trx) => {
      await addPantryItem(trx, home.actor, { name: "yeast", quantity: 7, unit: "g" });
      markWritten();
      // Still thinking: the turn's transaction stays open a while after its write.
      await sleep(50);
    });
    await turnHasWritten;
    await app.updateTable("households").set({ name: "Renamed mid-turn" }).where("id", "=", home.id).execute();
    await turn;
    const household = await app
      .selectFrom("households")
      .select("name")
      .where("id", "=", home.id)
      .executeTakeFirstOrThrow();
    expect(household.name).toBe("Renamed mid-turn");
    expect((await pantryRows(app, home.actor, "yeast")).map((row) => row.quantity)).toEqual([7]);
  });

  it("check-offs and uses split across both handles apply exactly once each", async () => {
    const { app, turns } = handles();
    const home = await newHousehold(app, 40);
    const { item: milk } = await addShoppingItem(app, home.actor, { name: "milk", quantity: 3, unit: "l" });
    const { item: honey } = await addPantryItem(app, home.actor, { name: "honey", quantity: 50, unit: "kg" });
    await Promise.all(
      home.actors.flatMap((actor, index) => {
        const handle = index % 2 === 0 ? app : turns;
        return [
          setShoppingItemChecked(handle, actor, milk.id, true, { moveToPantry: true }),
          useUpPantryItem(handle, actor, honey.id, { quantity: 1, unit: "kg" }),
        ];
      }),
    );
    expect((await pantryRows(app, home.actor, "milk")).map((row) => [row.quantity, row.unit])).toEqual([[3, "l"]]);
    expect((await pantryRows(app, home.actor, "honey")).map((row) => row.quantity)).toEqual([10]);
  });
});
