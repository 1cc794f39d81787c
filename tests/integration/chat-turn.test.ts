import { describe, expect, it } from "vitest";
import { CHAT_FAILURE_MESSAGE } from "~/schemas/chat";
import { sendChatMessage } from "~/services/assistant/chat.server";
import type { AssistantEngine } from "~/services/assistant/engine";
import { EmbeddedEngine } from "~/services/assistant/embedded/engine.server";
import { loadMessages, readAssistantState } from "~/services/conversations.server";
import { listPantry } from "~/services/kitchen/pantry.server";
import { listShopping } from "~/services/kitchen/shopping.server";
import { findProfile } from "~/services/profiles.server";
import { getMealPlan } from "~/services/kitchen/meal-plan.server";
import { dialects, useDatabase } from "./databases";
import { listen, newHousehold, setEater, useEventBus } from "./kitchen-fixtures";

/** An engine that changes the kitchen through a tool and then fails, as a model might. */
const failsAfterATool: AssistantEngine = {
  name: "fails-after-a-tool",
  readConfirmation: () => null,
  async respond(_turn, tools) {
    await tools.addToShoppingList.run({ items: [{ name: "saffron", quantity: 1, unit: "g" }] });
    await tools.addToPantry.run({ items: [{ name: "rice", quantity: 2, unit: "kg" }] });
    throw new Error("the model went away");
  },
};

describe.each(dialects)("a chat turn on $name", (dialect) => {
  const db = useDatabase(dialect);
  const bus = useEventBus();

  it("leaves nothing half-applied when the engine fails, and says the spec's sentence", async () => {
    const home = await newHousehold(db());
    const profile = (await findProfile(db(), home.actor.userId))!;
    const heard = listen(bus(), home.id);
    const outcome = await sendChatMessage(
      db(),
      db(),
      home.actor,
      profile,
      { content: "Stock up for risotto", messageType: "user-text" },
      {
        engine: failsAfterATool,
        assistantName: "Basil",
      },
    );
    expect(outcome.failed).toBe(true);
    expect(outcome.message).toMatchObject({ type: "system", content: CHAT_FAILURE_MESSAGE });
    expect(await listShopping(db(), home.actor)).toEqual([]);
    expect(await listPantry(db(), home.actor)).toEqual([]);
    // Pages were not told about changes that were rolled back.
    expect(heard.topics).toEqual([]);
    const saved = await loadMessages(db(), home.actor, outcome.conversationId);
    expect(saved.map((message) => [message.type, message.content])).toEqual([
      ["user-text", "Stock up for risotto"],
      ["system", CHAT_FAILURE_MESSAGE],
    ]);
  });

  it("applies a successful turn's changes, announces them after commit, and remembers follow-ups", async () => {
    const home = await newHousehold(db());
    const profile = (await findProfile(db(), home.actor.userId))!;
    const heard = listen(bus(), home.id);
    const first = await sendChatMessage(
      db(),
      db(),
      home.actor,
      profile,
      { content: "Suggest a recipe with chicken", messageType: "user-text" },
      {
        engine: new EmbeddedEngine(),
        assistantName: "Basil",
      },
    );
    expect(first.failed).toBe(false);
    expect(first.message.embeddedComponent?.type).toBe("recipe");
    const memory = await readAssistantState(db(), home.actor, first.conversationId);
    expect(memory.lastRecipeId).toEqual((first.message.embeddedComponent?.data as { id: string }).id);

    const second = await sendChatMessage(
      db(),
      db(),
      home.actor,
      profile,
      { content: "add those to my list", messageType: "user-text", conversationId: first.conversationId },
      { engine: new EmbeddedEngine(), assistantName: "Basil" },
    );
    expect(second.message.embeddedComponent?.type).toBe("shopping-list");
    expect((await listShopping(db(), home.actor)).length).toBeGreaterThan(0);
    expect(heard.topics).toContain("shopping");
  });

  it("asks before removing, and removes only after a yes", async () => {
    const home = await newHousehold(db());
    const profile = (await findProfile(db(), home.actor.userId))!;
    const turn = (content: string, conversationId?: string) =>
      sendChatMessage(
        db(),
        db(),
        home.actor,
        profile,
        { content, messageType: "user-text", conversationId },
        { engine: new EmbeddedEngine(), assistantName: "Basil" },
      );
    const added = await turn("Add bread and milk to my shopping list");
    const asked = await turn("remove bread from my shopping list", added.conversationId);
    expect(asked.message.content).toBe("Remove bread from your shopping list?");
    expect(asked.message.actions?.map((action) => action.label)).toEqual(["Yes", "No"]);
    expect((await listShopping(db(), home.actor)).map((item) => item.name).sort()).toEqual(["Bread", "Milk"]);
    await turn("no", added.conversationId);
    expect((await listShopping(db(), home.actor)).map((item) => item.name).sort()).toEqual(["Bread", "Milk"]);
    await turn("remove bread from my shopping list", added.conversationId);
    await turn("yes", added.conversationId);
    expect((await listShopping(db(), home.actor)).map((item) => item.name)).toEqual(["Milk"]);
  });

  it("says which slots a plan left empty and why, and fills them with longer recipes after a yes", async () => {
    const home = await newHousehold(db());
    // Few recipes fit a vegan with a 10-minute weeknight.
    await setEater(db(), home.actor.userId, {
      dietaryRestrictions: ["vegan"],
      preferences: { meal_prep_time_preference: 10 },
    });
    const profile = (await findProfile(db(), home.actor.userId))!;
    // A Sunday evening: next week is Monday, November 30 to Sunday, December 6.
    const now = new Date("2026-11-29T19:00:00");
    const turn = (content: string, conversationId?: string) =>
      sendChatMessage(
        db(),
        db(),
        home.actor,
        profile,
        { content, messageType: "user-text", conversationId },
        { engine: new EmbeddedEngine(), assistantName: "Basil", now },
      );
    const dinners = async () =>
      (await getMealPlan(db(), home.actor, { from: "2026-11-30", to: "2026-12-06" })).days.flatMap((day) => day.meals)
        .length;
    const asked = await turn("Plan dinners for next week");
    const planned = await dinners();
    expect(planned).toBeLessThan(7);
    expect(asked.message.content).toContain(`${7 - planned} slot`);
    expect(asked.message.content).toMatch(
      /still empty: .*weeknight prep time.*Shall I fill (it|them) with recipes that take longer\?$/,
    );
    expect(asked.message.actions?.map((action) => action.label)).toEqual(["Yes", "No"]);

    const yes = await turn("yes", asked.conversationId);
    expect(yes.failed).toBe(false);
    expect(await dinners()).toBeGreaterThan(planned);
    expect(yes.message.content).toMatch(
      /^Planned \d+ meals?; Nov 30, 2026 to Dec 6, 2026 now has \d+ meals? planned\.$/,
    );
  });
});
