import { describe, expect, it } from "vitest";
import { sendChatMessage } from "~/services/assistant/chat.server";
import { EmbeddedEngine } from "~/services/assistant/embedded/engine.server";
import { activeCookingSession } from "~/services/kitchen/cooking.server";
import { getRecipe, listHouseholdRecipes, saveHouseholdRecipe } from "~/services/kitchen/recipes.server";
import { findProfile } from "~/services/profiles.server";
import { dialects, useDatabase } from "./databases";
import { newHousehold, useEventBus, type TestHousehold } from "./kitchen-fixtures";

/** The embedded assistant and a household's own recipes: listing them, saving one from the chat, cooking one by name. */

const PANCAKES = [
  "Nan's pancakes",
  "Thin pancakes for Sunday mornings.",
  "Serves 4",
  "",
  "Ingredients",
  "- 2 cups plain flour",
  "- 2 eggs",
  "- 1 1/2 cups milk",
  "- pinch of salt",
  "",
  "Method",
  "1. Whisk the flour, eggs, milk and salt into a smooth batter.",
  "2. Rest the batter for 10 minutes.",
  "3. Fry ladlefuls in a hot buttered pan, 2 minutes a side.",
].join("\n");

describe.each(dialects)("the assistant and a household's own recipes on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();

  async function chat(home: TestHousehold) {
    const profile = (await findProfile(db(), home.actor.userId))!;
    let conversationId: string | undefined;
    return async (content: string) => {
      const outcome = await sendChatMessage(
        db(),
        db(),
        home.actor,
        profile,
        { content, messageType: "user-text", conversationId },
        { engine: new EmbeddedEngine(), assistantName: "Basil" },
      );
      conversationId = outcome.conversationId;
      expect(outcome.failed).toBe(false);
      return outcome.message;
    };
  }

  it("says how to start when the household has none, then names them", async () => {
    const home = await newHousehold(db());
    const say = await chat(home);
    expect((await say("show my recipes")).content).toBe(
      'Your household has no recipes of its own yet. Write one under Recipes → New recipe, or paste one here and say "save this as a recipe".',
    );
    await saveHouseholdRecipe(db(), home.actor, lasagna());
    const listed = await say("What recipes do we have?");
    expect(listed.content).toBe("Your household has one recipe of its own: Grandma's lasagna.");
    expect(listed.embeddedComponent).toMatchObject({ type: "recipe", data: { name: "Grandma's lasagna" } });
  });

  it("saves a recipe pasted after 'save this as a recipe', its ingredients read and its allergens found", async () => {
    const home = await newHousehold(db());
    const say = await chat(home);
    const reply = await say(`Save this as a recipe:\n${PANCAKES}`);
    expect(reply.content).toBe(
      "Saved Nan's pancakes to your household's recipes. It contains dairy, eggs and wheat, so I won't suggest it to anyone allergic. You can change it under Recipes.",
    );
    const [saved] = await listHouseholdRecipes(db(), home.actor);
    expect(saved).toMatchObject({
      name: "Nan's pancakes",
      servings: 4,
      cuisine: "other",
      ingredients: [
        { quantity: 2, unit: "cup", name: "plain flour" },
        { quantity: 2, unit: null, name: "eggs" },
        { quantity: 1.5, unit: "cup", name: "milk" },
        { quantity: 1, unit: "pinch", name: "salt" },
      ],
    });
    expect(saved.allergens.sort()).toEqual(["dairy", "eggs", "wheat"]);
    expect(saved.steps.map((step) => step.timerMinutes ?? null)).toEqual([null, 10, 2]);
    expect(reply.embeddedComponent).toMatchObject({ type: "recipe", data: { id: saved.id } });
  });

  it("keeps a copy of the catalogue recipe it just showed, once", async () => {
    const home = await newHousehold(db());
    const say = await chat(home);
    const shown = await say("Show me the recipe for mushroom risotto");
    expect(shown.embeddedComponent).toMatchObject({ type: "recipe", data: { id: "mushroom-risotto" } });
    const saved = await say("save this recipe");
    expect(saved.content).toMatch(/^Saved a copy of Mushroom Risotto to your household's recipes\./i);
    const [copy] = await listHouseholdRecipes(db(), home.actor);
    const original = await getRecipe(db(), home.actor, "mushroom-risotto");
    expect(copy).toMatchObject({
      name: original.name,
      ingredients: original.ingredients,
      allergens: original.allergens,
      diets: original.diets,
      source: "household",
    });
    expect((await say("save this recipe")).content).toBe(`${copy.name} is already one of your household's recipes.`);
    expect(await listHouseholdRecipes(db(), home.actor)).toHaveLength(1);
  });

  it("says what it needs when the pasted text is not a whole recipe, and saves nothing", async () => {
    const home = await newHousehold(db());
    const say = await chat(home);
    expect((await say("save this as a recipe: something nice with the leftover rice")).content).toMatch(
      /^I couldn't find a whole recipe in that\./,
    );
    expect(await listHouseholdRecipes(db(), home.actor)).toEqual([]);
  });

  it("cooks grandma's lasagna by name", async () => {
    const home = await newHousehold(db());
    const own = await saveHouseholdRecipe(db(), home.actor, lasagna());
    const say = await chat(home);
    const reply = await say("cook grandma's lasagna");
    expect(reply.embeddedComponent).toMatchObject({
      type: "cooking-step",
      data: { recipeName: "Grandma's lasagna", totalSteps: 2 },
    });
    expect((await activeCookingSession(db(), home.actor))?.recipeId).toBe(own.id);
  });
});

function lasagna() {
  return {
    name: "Grandma's lasagna",
    description: "Sunday lasagna.",
    cuisine: "italian" as const,
    mealTypes: ["dinner" as const],
    difficulty: "medium" as const,
    prepTime: 75,
    cookTime: 45,
    servings: 6,
    spiceLevel: "mild" as const,
    tags: ["family"],
    diets: [],
    allergens: ["wheat" as const, "dairy" as const],
    ingredients: [
      { quantity: 12, unit: null, name: "lasagna sheets" },
      { quantity: 2, unit: "cup", name: "ricotta" },
    ],
    steps: [
      { instruction: "Make the sauce.", timerMinutes: 20 },
      { instruction: "Layer and bake.", timerMinutes: 45 },
    ],
  };
}
