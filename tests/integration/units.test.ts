import { describe, expect, it } from "vitest";
import { sendChatMessage } from "~/services/assistant/chat.server";
import { pressRecipeButton } from "~/services/assistant/component-buttons.server";
import { EmbeddedEngine } from "~/services/assistant/embedded/engine.server";
import { systemPrompt } from "~/services/assistant/llm-engine.server";
import { kitchenTools } from "~/services/assistant/tools.server";
import { loadMessages, newConversationId } from "~/services/conversations.server";
import { getRecipe } from "~/services/kitchen/recipes.server";
import { findProfile, updateProfile } from "~/services/profiles.server";
import { EMPTY_MEMORY } from "~/services/assistant/engine";
import type { UnitSystem } from "~/schemas/options";
import { dialects, useDatabase } from "./databases";
import { newHousehold } from "./kitchen-fixtures";

/**
 * A member's units in the assistant's answers: the catalogue's frittata starts "Heat the oven
 * to 200°C (400°F)" and the baked cod uses 400 g of cherry tomatoes. The recipes stay as written.
 */
const FRITTATA = "tomato-basil-frittata";
const COD = "baked-cod-tomatoes-olives";

describe.each(dialects)("units in the assistant's answers on $name", (dialect) => {
  const db = useDatabase(dialect);

  async function memberIn(units: UnitSystem | null) {
    const home = await newHousehold(db());
    if (units) await updateProfile(db(), home.actor.userId, { units });
    return { home, profile: (await findProfile(db(), home.actor.userId))! };
  }

  it("keeps a new member in metric until they choose", async () => {
    const { profile } = await memberIn(null);
    expect(profile.units).toBe("metric");
    const us = await updateProfile(db(), profile.userId, { units: "us" });
    expect(us.units).toBe("us");
    // Another field's save leaves the units alone.
    expect((await updateProfile(db(), profile.userId, { theme: "dark" })).units).toBe("us");
  });

  it.each([
    ["us", "Heat the oven to 400°F."],
    ["metric", "Heat the oven to 200°C."],
  ] as const)("says a step's oven temperature in %s units", async (units, heat) => {
    const { home, profile } = await memberIn(units);
    const started = await sendChatMessage(
      db(),
      db(),
      home.actor,
      profile,
      { content: "Start cooking the tomato and basil frittata", messageType: "user-text" },
      { engine: new EmbeddedEngine(), assistantName: "Basil" },
    );
    expect(started.message.content).toContain(`Step 1 of 5: ${heat}`);
    // The card carries the recipe as written; the page draws it in the member's units.
    expect(JSON.stringify(started.message.embeddedComponent)).toContain("200°C (400°F)");
    expect((await getRecipe(db(), home.actor, FRITTATA)).steps[0].instruction).toContain("200°C (400°F)");
  });

  it("says it in the member's units when a recipe card's Start cooking is pressed", async () => {
    const { home } = await memberIn("us");
    const conversation = newConversationId();
    await pressRecipeButton(db(), home.actor, {
      recipeId: FRITTATA,
      press: "start-cooking",
      conversationId: conversation,
    });
    const [answer] = await loadMessages(db(), home.actor, conversation);
    expect(answer.content).toMatch(/^Let's cook Tomato and Basil Frittata! Step 1 of 5: Heat the oven to 400°F\./);
  });

  it("gives a language model the recipe in the member's units, and tells it which they are", async () => {
    const { home, profile } = await memberIn("us");
    const us = await kitchenTools(db(), home.actor, undefined, "us").showRecipe.run({ recipeId: COD });
    expect(us.summary).toContain("14 oz cherry tomatoes");
    expect(us.summary).not.toContain("400 g");
    const metric = await kitchenTools(db(), home.actor, undefined, "metric").showRecipe.run({ recipeId: COD });
    expect(metric.summary).toContain("400 g cherry tomatoes");
    const prompt = systemPrompt({
      text: "How much tomato?",
      profile,
      assistantName: "Basil",
      history: [],
      memory: EMPTY_MEMORY,
      now: new Date(),
    });
    expect(prompt).toContain('"units":"US customary (oz, lb, cups, °F)"');
  });
});
