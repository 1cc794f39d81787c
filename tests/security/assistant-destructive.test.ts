import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { sendChatMessage } from "~/services/assistant/chat.server";
import { readAssistantConfig } from "~/services/assistant/llm-config.server";
import { llmEngineFromConfig } from "~/services/assistant/llm-engine.server";
import { kitchenTools, type Tool, type ToolName } from "~/services/assistant/tools.server";
import { readAssistantState } from "~/services/conversations.server";
import type { DB } from "~/services/db/index.server";
import {
  controlTimer,
  listTimers,
  startCookingSession,
  startStepTimer,
  startTimer,
} from "~/services/kitchen/cooking.server";
import { planMeal } from "~/services/kitchen/meal-plan.server";
import { addPantryItem } from "~/services/kitchen/pantry.server";
import { addShoppingItem, setShoppingItemChecked } from "~/services/kitchen/shopping.server";
import { text, useFakeOpenAI, type FakeToolCall } from "../fixtures/fake-openai";
import { dialects, useDatabase } from "../integration/databases";
import {
  dayFrom,
  kitchenSnapshot,
  newHousehold,
  useEventBus,
  type TestHousehold,
} from "../integration/kitchen-fixtures";

/**
 * Anything that removes, empties, cancels or overwrites waits for the member's yes, whatever
 * tool path leads there. A scripted language model asks for every destructive path in one
 * turn; the kitchen must be exactly as it was until the member says yes.
 */

/** Ids in the seeded kitchen that destructive calls point at. */
type Seeded = { tomorrow: string; lunchMealId: string; sessionId: string; pastaTimerId: string };

type Classification =
  /** Inputs with which the tool would remove, empty, cancel or overwrite something in the seeded kitchen. */
  | { destructive: (kitchen: Seeded) => Array<Record<string, unknown>> }
  /** Why no input of this tool can remove, empty, cancel or overwrite anything. */
  | { safe: string };

/**
 * Every tool the engines get, classified. A new tool fails the coverage test below until it
 * is added here: with the inputs that make it destructive (and then it must ask first), or
 * with the reason it can never be.
 */
const TOOLS: Record<ToolName, Classification> = {
  listPantry: { safe: "reads the pantry" },
  addToPantry: { safe: "adds, or merges a quantity into an item already there" },
  useFromPantry: {
    destructive: () => [
      { name: "apples" },
      { name: "eggs", quantity: 12 },
      { name: "butter", quantity: 300, unit: "g" },
    ],
  },
  removeFromPantry: { destructive: () => [{ name: "rice" }] },
  showShoppingList: { safe: "reads the list" },
  addToShoppingList: { safe: "adds, or merges into an item already on the list" },
  checkShoppingItem: {
    safe: "checks or unchecks (clearing checked items is clearCheckedItems); moveToPantry only adds",
  },
  removeFromShoppingList: { destructive: () => [{ name: "bread" }] },
  clearCheckedItems: { destructive: () => [{}] },
  addRecipeToShoppingList: { safe: "adds ingredients to the list" },
  searchRecipes: { safe: "reads recipes" },
  suggestRecipes: { safe: "reads recipes" },
  showRecipe: { safe: "reads a recipe" },
  showHouseholdRecipes: { safe: "reads the household's recipes" },
  saveRecipe: { safe: "adds a new recipe with an id of its own; it never replaces one" },
  showMealPlan: { safe: "reads the plan" },
  planMeal: { destructive: (kitchen) => [{ date: kitchen.tomorrow, mealType: "dinner", recipeId: "shakshuka" }] },
  planWeek: { safe: "fills only empty slots" },
  removeMeal: { destructive: (kitchen) => [{ mealId: kitchen.lunchMealId }] },
  moveMeal: {
    destructive: (kitchen) => [{ mealId: kitchen.lunchMealId, date: kitchen.tomorrow, mealType: "dinner" }],
  },
  changePantryItem: { safe: "changes where an item is kept or the date it is used by; removes nothing" },
  startCooking: { safe: "starts a new session; other sessions stay as they are" },
  navigateCooking: { safe: "moves one step; moving back undoes it" },
  finishCooking: { destructive: (kitchen) => [{ sessionId: kitchen.sessionId }] },
  startStepTimer: { safe: "starts a new timer" },
  startTimer: { safe: "starts a new timer" },
  controlTimer: {
    destructive: (kitchen) => [{ timerId: kitchen.pastaTimerId, action: "cancel" }, { action: "cancel" }],
  },
  listTimers: { safe: "reads the timers" },
  setAmount: { safe: "sets the amount the member just said for an item the last turn added; never removes" },
  currentCooking: { safe: "reads the cooking session under way" },
  // Not destructive, but it changes the member's own safety rules, so it always asks first.
  saveDietaryInfo: { destructive: () => [{ allergies: ["peanuts"] }, { dietaryRestrictions: ["vegan"] }] },
  cookingKnowledge: { safe: "reads the kitchen notes" },
};

function destructiveCalls(kitchen: Seeded): Array<{ name: ToolName; input: Record<string, unknown> }> {
  return (Object.entries(TOOLS) as Array<[ToolName, Classification]>).flatMap(([name, entry]) =>
    "destructive" in entry ? entry.destructive(kitchen).map((input) => ({ name, input })) : [],
  );
}

/**
 * A kitchen where every destructive call above has something to destroy: tomorrow's dinner
 * is planned, Shakshuka is being cooked at step 1 of 4 with its step timer running, and a
 * pasta timer runs.
 */
async function seedKitchen(db: DB, home: TestHousehold): Promise<Seeded> {
  const now = new Date();
  const tomorrow = dayFrom(now, 1);
  for (const item of [
    { name: "Apples", quantity: 6 },
    { name: "Almond milk", quantity: 1, unit: "l" },
    { name: "Eggs", quantity: 12 },
    { name: "Butter", quantity: 250, unit: "g" },
    { name: "Cheese", quantity: 200, unit: "g" },
    { name: "Rice", quantity: 2, unit: "kg" },
    { name: "Spinach", quantity: 1, unit: "bag" },
  ]) {
    await addPantryItem(db, home.actor, item);
  }
  await addShoppingItem(db, home.actor, { name: "Bread", quantity: 1, unit: "loaf" });
  await addShoppingItem(db, home.actor, { name: "Tomatoes", quantity: 4 });
  const milk = await addShoppingItem(db, home.actor, { name: "Milk", quantity: 1, unit: "gallon" });
  await setShoppingItemChecked(db, home.actor, milk.item.id, true);
  await planMeal(db, home.actor, { date: tomorrow, mealType: "dinner", recipeId: "mapo-tofu" });
  const lunch = await planMeal(db, home.actor, {
    date: dayFrom(now, 2),
    mealType: "lunch",
    recipeId: "classic-hummus",
  });
  const pasta = await startTimer(db, home.actor, { name: "Pasta timer", durationSeconds: 600 });
  const session = await startCookingSession(db, home.actor, "shakshuka");
  await startStepTimer(db, home.actor, session.id);
  return { tomorrow, lunchMealId: lunch.id, sessionId: session.id, pastaTimerId: pasta.id };
}

describe.each(dialects)("destructive assistant requests on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();
  const server = useFakeOpenAI();
  beforeEach(() => {
    // Whatever the engine asks after the scripted turn, the model just talks.
    server().fallback = () => text("Done.");
  });

  function engine() {
    const config = readAssistantConfig({
      ASSISTANT_ENGINE: "openai-compatible",
      LLM_BASE_URL: server().baseURL,
      LLM_MODEL: "fake-model",
    });
    if (config.engine !== "openai-compatible") throw new Error("expected an OpenAI-compatible configuration");
    return llmEngineFromConfig(config);
  }

  function chat(home: TestHousehold) {
    const llm = engine();
    return (content: string, conversationId?: string) =>
      sendChatMessage(
        db(),
        db(),
        home.actor,
        home.members[0],
        { content, messageType: "user-text", conversationId },
        { engine: llm, assistantName: "Basil" },
      );
  }

  it("classifies every tool the engines get", async () => {
    const home = await newHousehold(db());
    const tools = new Map(Object.entries(kitchenTools(db(), home.actor)) as Array<[string, Tool<unknown>]>);
    expect(Object.keys(TOOLS).sort()).toEqual([...tools.keys()].sort());
    // A destructive tool decides per call whether to ask (and the model is told the app will ask).
    for (const [name, entry] of Object.entries(TOOLS)) {
      expect(typeof tools.get(name)?.confirmation, `${name} decides per call whether to ask`).toBe(
        "destructive" in entry ? "function" : "undefined",
      );
    }
  });

  it("changes nothing when a model calls every destructive path in one turn, and a yes runs exactly those", async () => {
    const home = await newHousehold(db());
    const kitchen = await seedKitchen(db(), home);
    const calls = destructiveCalls(kitchen);
    const before = await kitchenSnapshot(db(), home.id);

    const script: FakeToolCall[] = calls.map(({ name, input }) => ({ name, arguments: JSON.stringify(input) }));
    server().script({ kind: "tool-calls", calls: script }, text("All done!"));
    const say = chat(home);
    const asked = await say(
      "Clear out the kitchen: use up the apples, eggs and butter, drop the rice, bread and checked items, swap tomorrow's dinner, drop the lunch, stop cooking and cancel the timers.",
    );

    expect(asked.failed).toBe(false);
    expect(await kitchenSnapshot(db(), home.id)).toEqual(before);
    expect(asked.message.actions?.map((action) => action.label)).toEqual(["Yes", "No"]);
    expect(asked.message.content).not.toMatch(/all done/i);
    // One question names every change it would make.
    for (const word of [
      "apples",
      "eggs",
      "butter",
      "rice",
      "bread",
      "checked",
      "Mapo Tofu",
      "Classic Hummus",
      "Shakshuka",
      "pasta timer",
    ]) {
      expect(asked.message.content.toLowerCase()).toContain(word.toLowerCase());
    }
    expect((await readAssistantState(db(), home.actor, asked.conversationId)).pending).toBeTruthy();
    // The model was told nothing happened yet, and was not asked to go on.
    expect(server().requests).toHaveLength(1);

    await say("yes", asked.conversationId);
    const after = await kitchenSnapshot(db(), home.id);
    expect(after.pantry.map((item) => [item.name, item.quantity]).sort()).toEqual([
      ["Almond milk", 1],
      ["Cheese", 200],
      ["Spinach", 1],
    ]);
    expect(after.list.map((item) => item.name)).toEqual(["Tomatoes"]);
    expect(after.plan.map((meal) => [meal.date, meal.meal_type, meal.recipe_id])).toEqual([
      [kitchen.tomorrow, "dinner", "shakshuka"],
    ]);
    expect(after.sessions).toEqual([{ id: kitchen.sessionId, current_step: 1, status: "finished" }]);
    expect(after.timers.map((timer) => timer.status)).toEqual(["cancelled", "cancelled"]);
    expect((await readAssistantState(db(), home.actor, asked.conversationId)).pending).toBeNull();
  });

  it("runs nothing on a no", async () => {
    const home = await newHousehold(db());
    const kitchen = await seedKitchen(db(), home);
    const before = await kitchenSnapshot(db(), home.id);
    server().script({
      kind: "tool-calls",
      calls: destructiveCalls(kitchen).map(({ name, input }) => ({ name, arguments: JSON.stringify(input) })),
    });
    const say = chat(home);
    const asked = await say("empty everything");
    await say("no", asked.conversationId);
    await say("yes", asked.conversationId);
    expect(await kitchenSnapshot(db(), home.id)).toEqual(before);
  });

  it("asks even when an engine runs the tools itself, one call at a time", async () => {
    const home = await newHousehold(db());
    const kitchen = await seedKitchen(db(), home);
    const before = await kitchenSnapshot(db(), home.id);
    // As an engine sees them: any tool, any input.
    const tools = new Map(Object.entries(kitchenTools(db(), home.actor)) as Array<[string, Tool<unknown>]>);
    for (const { name, input } of destructiveCalls(kitchen)) {
      const tool = tools.get(name);
      const result = await tool?.run(z.parse(tool.input, input));
      expect(result?.pending, `${name} ${JSON.stringify(input)} asks first`).toMatchObject({ tool: name });
      expect(await kitchenSnapshot(db(), home.id), `${name} ${JSON.stringify(input)} changed the kitchen`).toEqual(
        before,
      );
    }
  });

  it("still does harmless changes at once: some of an item, an empty slot, the last step", async () => {
    const home = await newHousehold(db());
    const kitchen = await seedKitchen(db(), home);
    const tools = kitchenTools(db(), home.actor);
    expect((await tools.useFromPantry.run({ name: "eggs", quantity: 2 })).pending).toBeUndefined();
    expect(
      (await tools.planMeal.run({ date: kitchen.tomorrow, mealType: "lunch", recipeId: "shakshuka" })).pending,
    ).toBeUndefined();
    expect((await tools.controlTimer.run({ timerId: kitchen.pastaTimerId, action: "pause" })).pending).toBeUndefined();
    for (let step = 1; step < 4; step += 1)
      await tools.navigateCooking.run({ sessionId: kitchen.sessionId, direction: "next" });
    // The step 1 timer still runs: finishing would cancel it, so that asks.
    expect((await tools.finishCooking.run({ sessionId: kitchen.sessionId })).pending).toBeDefined();
    const live = (await listTimers(db(), home.actor, { sessionId: kitchen.sessionId })).filter(
      (timer) => timer.status === "running",
    );
    for (const timer of live) await controlTimer(db(), home.actor, timer.id, "cancel");
    expect((await tools.finishCooking.run({ sessionId: kitchen.sessionId })).pending).toBeUndefined();

    const after = await kitchenSnapshot(db(), home.id);
    expect(after.pantry.find((item) => item.name === "Eggs")?.quantity).toBe(10);
    expect(
      after.plan
        .filter((meal) => meal.date === kitchen.tomorrow)
        .map((meal) => meal.meal_type)
        .sort(),
    ).toEqual(["dinner", "lunch"]);
    expect(after.timers.find((timer) => timer.id === kitchen.pastaTimerId)?.status).toBe("paused");
    expect(after.sessions[0]?.status).toBe("finished");
  });
});
