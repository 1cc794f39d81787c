import { describe, expect, it } from "vitest";
import { sendChatMessage } from "~/services/assistant/chat.server";
import { EmbeddedEngine } from "~/services/assistant/embedded/engine.server";
import { matchByName } from "~/services/assistant/tools.server";
import type { DB } from "~/services/db/index.server";
import { addPantryItem, listPantry } from "~/services/kitchen/pantry.server";
import { addShoppingItem, listShopping } from "~/services/kitchen/shopping.server";
import { dialects, useDatabase } from "../integration/databases";
import { newHousehold, useEventBus, type TestHousehold } from "../integration/kitchen-fixtures";

/**
 * The embedded assistant finds items by whole words or the item's own name, never by a
 * fragment of one; it asks when a name is unknown or fits several items, and removing
 * anything (one item or five) waits for one yes.
 */

const PANTRY = [
  { name: "Apples", quantity: 6 },
  { name: "Almond milk", quantity: 1, unit: "l" },
  { name: "Milk", quantity: 1, unit: "gallon" },
  { name: "Eggs", quantity: 12 },
  { name: "Butter", quantity: 250, unit: "g" },
  { name: "Cheese", quantity: 200, unit: "g" },
  { name: "Bread", quantity: 1, unit: "loaf" },
];

async function stocked(db: DB, items: Array<{ name: string; quantity: number; unit?: string }>) {
  const home = await newHousehold(db);
  for (const item of items) await addPantryItem(db, home.actor, item);
  return home;
}

async function pantryNames(db: DB, home: TestHousehold) {
  return (await listPantry(db, home.actor)).map((item) => item.name).sort();
}

describe("the shared name lookup", () => {
  const named = (...names: string[]) => names.map((name) => ({ name }));

  it("matches whole words or the item's own name, never a fragment", () => {
    expect(matchByName(named("Apples", "Almond milk"), "e")).toBeNull();
    expect(matchByName(named("Pineapple", "Apple juice"), "apple")).toEqual({ item: { name: "Apple juice" } });
    expect(matchByName(named("Pineapple"), "apple")).toBeNull();
    expect(matchByName(named("Almond milk", "Milk"), "milk")).toEqual({ item: { name: "Milk" } });
    expect(matchByName(named("Apples"), "the apples")).toEqual({ item: { name: "Apples" } });
    expect(matchByName(named("Eggs (free range)"), "eggs")).toEqual({ item: { name: "Eggs (free range)" } });
  });

  it("gives the choices when a name fits several items", () => {
    expect(matchByName(named("Almond milk", "Oat milk"), "milk")).toEqual({ choices: ["Almond milk", "Oat milk"] });
  });
});

describe.each(dialects)("embedded assistant name matching on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();
  const engine = new EmbeddedEngine();

  function chat(home: TestHousehold) {
    return (content: string, conversationId?: string) =>
      sendChatMessage(
        db(),
        db(),
        home.actor,
        home.members[0],
        { content, messageType: "user-text", conversationId },
        { engine, assistantName: "Basil" },
      );
  }

  it('"we\'re out of e" removes nothing, even after a yes', async () => {
    const home = await stocked(db(), PANTRY);
    const say = chat(home);
    const first = await say("we're out of e");
    expect(first.message.actions?.map((action) => action.label) ?? []).not.toContain("Yes");
    await say("yes", first.conversationId);
    expect(await pantryNames(db(), home)).toEqual(PANTRY.map((item) => item.name).sort());
  });

  it("a one-letter reply to a removal question is not a yes", async () => {
    const home = await stocked(db(), PANTRY);
    const say = chat(home);
    const asked = await say("remove almond milk from my pantry");
    expect(asked.message.content).toBe("Remove almond milk from your pantry?");
    for (const reply of ["y", "m", "k"]) {
      await say(reply, asked.conversationId);
      expect(await pantryNames(db(), home)).toContain("Almond milk");
    }
    // The question lapsed with the first reply that was not an answer.
    await say("yes", asked.conversationId);
    expect(await pantryNames(db(), home)).toEqual(PANTRY.map((item) => item.name).sort());
  });

  it("a one-letter name matches no item, so there is nothing to confirm", async () => {
    const home = await stocked(db(), PANTRY);
    const say = chat(home);
    const asked = await say("remove m from my pantry");
    expect(asked.message.actions?.map((action) => action.label) ?? []).not.toContain("Yes");
    await say("yes", asked.conversationId);
    expect(await pantryNames(db(), home)).toEqual(PANTRY.map((item) => item.name).sort());
  });

  it("asks once before taking five items out, and a yes takes out exactly those", async () => {
    const home = await stocked(db(), PANTRY);
    const say = chat(home);
    const asked = await say("we're out of apples, milk, eggs, butter and cheese");
    expect(asked.message.actions?.map((action) => action.label)).toEqual(["Yes", "No"]);
    expect(asked.message.content).toMatch(/apples, milk, eggs, butter and cheese/i);
    expect(await pantryNames(db(), home)).toEqual(PANTRY.map((item) => item.name).sort());

    await say("yes", asked.conversationId);
    expect(await pantryNames(db(), home)).toEqual(["Almond milk", "Bread"]);
  });

  it('"we\'re out of apples" asks, and a yes takes out the apples only', async () => {
    const home = await stocked(db(), PANTRY);
    const say = chat(home);
    const asked = await say("we're out of apples");
    expect(asked.message.content).toMatch(/apples/i);
    expect(asked.message.actions?.map((action) => action.label)).toEqual(["Yes", "No"]);
    expect(await pantryNames(db(), home)).toContain("Apples");
    const done = await say("yes", asked.conversationId);
    expect(done.message.actions?.map((action) => action.label)).toContain("Add apples to the list");
    expect(await pantryNames(db(), home)).toEqual(
      PANTRY.map((item) => item.name)
        .filter((name) => name !== "Apples")
        .sort(),
    );
  });

  it("asks which one when a name fits several items, and changes nothing", async () => {
    const home = await stocked(db(), [
      { name: "Almond milk", quantity: 1, unit: "l" },
      { name: "Oat milk", quantity: 1, unit: "l" },
    ]);
    const say = chat(home);
    const asked = await say("we're out of milk");
    expect(asked.message.content).toMatch(/almond milk or oat milk/i);
    expect(asked.message.actions?.map((action) => action.label) ?? []).not.toContain("Yes");
    await say("yes", asked.conversationId);
    await say("I used 1 l of milk", asked.conversationId);
    expect((await listPantry(db(), home.actor)).map((item) => [item.name, item.quantity]).sort()).toEqual([
      ["Almond milk", 1],
      ["Oat milk", 1],
    ]);
  });

  it("finds an item by a whole word of its name", async () => {
    const home = await stocked(db(), [{ name: "Almond milk", quantity: 1, unit: "l" }]);
    const say = chat(home);
    const asked = await say("remove the milk from my pantry");
    expect(asked.message.content).toBe("Remove almond milk from your pantry?");
    await say("yes", asked.conversationId);
    expect(await pantryNames(db(), home)).toEqual([]);
  });

  it("checks nothing off the list for a fragment of a name", async () => {
    const home = await newHousehold(db());
    await addShoppingItem(db(), home.actor, { name: "Eggs", quantity: 12 });
    const say = chat(home);
    const first = await say("check off e");
    await say("remove e from my shopping list", first.conversationId);
    await say("yes", first.conversationId);
    expect((await listShopping(db(), home.actor)).map((item) => [item.name, item.checked])).toEqual([["Eggs", false]]);
  });
});
