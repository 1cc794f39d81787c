import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/domain/actor";
import type { StoredComponent } from "~/schemas/chat";
import { HOUSEHOLD_DATA_LIMITS, type HouseholdData } from "~/schemas/household-data";
import { recipeContentSchema } from "~/schemas/recipe-form";
import { loadMessages, listConversations, saveMessages, newConversationId } from "~/services/conversations.server";
import type { DB } from "~/services/db/index.server";
import { exportHouseholdData } from "~/services/household-export.server";
import { restoreHouseholdData } from "~/services/household-restore.server";
import { catalogue } from "~/services/kitchen/catalogue";
import { getMealPlan, planMeal } from "~/services/kitchen/meal-plan.server";
import { addPantryItem, listPantry } from "~/services/kitchen/pantry.server";
import { prepareRecipeImage } from "~/services/kitchen/recipe-images.server";
import { contentOf, listHouseholdRecipes, saveHouseholdRecipe, savedInputOf } from "~/services/kitchen/recipes.server";
import {
  addShoppingItem,
  editShoppingItem,
  listShopping,
  setShoppingItemChecked,
} from "~/services/kitchen/shopping.server";
import { dialects, useDatabase } from "./databases";
import { newHousehold, useEventBus, type TestHousehold } from "./kitchen-fixtures";
import { rejection } from "./people";

/**
 * A household's data file in the service layer, on SQLite and PostgreSQL: what one household
 * exports, another (empty) household restores as the same household, compared by contents
 * (ids are new); and a restore that cannot be made (a household with something in it, a bad
 * or hostile file, a file past the limits) changes nothing.
 */

const WEEK = { from: "2030-03-04", to: "2030-03-10" };

function bytesOf(value: unknown) {
  return { bytes: new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value)) };
}

/** What a household holds, as members see it: no ids, no times of writing. */
async function contents(db: DB, actor: Actor) {
  const recipes = await listHouseholdRecipes(db, actor);
  const plan = await getMealPlan(db, actor, WEEK);
  const conversations = await listConversations(db, actor, { includeArchived: true });
  return {
    pantry: (await listPantry(db, actor)).map(({ name, quantity, unit, location, expiresAt }) => ({
      name,
      quantity,
      unit,
      location,
      expiresAt,
    })),
    list: (await listShopping(db, actor)).map(({ name, quantity, unit, category, checked, note }) => ({
      name,
      quantity,
      unit,
      category,
      checked,
      note,
    })),
    plan: plan.days.flatMap((day) => day.meals.map((meal) => `${meal.date} ${meal.mealType}: ${meal.recipeName}`)),
    recipes: recipes
      .map((recipe) => ({ content: contentOf(recipe), picture: !recipe.imageUrl.endsWith(".svg") }))
      .sort((a, b) => a.content.name.localeCompare(b.content.name)),
    conversations: await Promise.all(
      conversations
        .sort((a, b) => a.title.localeCompare(b.title))
        .map(async (conversation) => ({
          title: conversation.title,
          archived: conversation.isArchived,
          messages: (await loadMessages(db, actor, conversation.id)).map(
            ({ type, content, embeddedComponent, actions, timestamp }) => ({
              type,
              content,
              // A recipe card names the household's own recipe (its id is new); the rest is as it was.
              embeddedComponent: JSON.parse(
                JSON.stringify(embeddedComponent ?? null).replace(/h-[\w-]+/g, "h-…"),
              ) as unknown,
              actions,
              timestamp,
            }),
          ),
        })),
    ),
  };
}

/** Every row a restore could write, for "nothing changed". */
async function rowCounts(db: DB, householdId: string) {
  const counts: Record<string, number> = {};
  for (const table of [
    "pantry_items",
    "shopping_items",
    "meal_plan_entries",
    "household_recipes",
    "conversations",
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("household_id", "=", householdId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

const stew = recipeContentSchema.parse({
  name: "Barley and leek stew",
  description: "A thick stew for cold evenings.",
  prepTime: 15,
  cookTime: 50,
  servings: 4,
  difficulty: "easy",
  cuisine: "french",
  spiceLevel: "mild",
  mealTypes: ["dinner"],
  tags: ["winter"],
  diets: ["vegetarian"],
  allergens: ["wheat"],
  ingredients: [
    { quantity: 200, unit: "g", name: "pearl barley" },
    { quantity: 2, unit: null, name: "leeks" },
  ],
  steps: [{ instruction: "Simmer the barley with the leeks.", timerMinutes: 50 }],
  tips: ["Better the next day."],
  sourceUrl: null,
  credit: null,
});

async function fillHousehold(db: DB, home: TestHousehold) {
  const actor = home.actor;
  await addPantryItem(db, actor, { name: "Rice", quantity: 2, unit: "kg", location: "pantry" });
  await addPantryItem(db, actor, { name: "Milk", quantity: 1, unit: "l", location: "fridge", expiresAt: "2030-03-06" });
  const tins = await addShoppingItem(db, actor, { name: "Chickpeas", quantity: 3, unit: "can" });
  await editShoppingItem(db, actor, tins.item.id, { note: "the big tins" });
  const bought = await addShoppingItem(db, actor, { name: "Lemons", quantity: 4 });
  await setShoppingItemChecked(db, actor, bought.item.id, true);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  const picture = await prepareRecipeImage({ bytes: png, type: "image/png" });
  const own = await saveHouseholdRecipe(db, actor, savedInputOf(stew), picture);
  await saveHouseholdRecipe(db, actor, savedInputOf({ ...stew, name: "Leek soup", allergens: [], diets: ["vegan"] }));
  await planMeal(db, actor, { date: "2030-03-05", mealType: "dinner", recipeId: own.id });
  const { id, name, description, imageUrl, prepTime, servings, difficulty, tags } = own;
  const summary = { id, name, description, imageUrl, prepTime, servings, difficulty, tags };
  await planMeal(db, actor, { date: "2030-03-06", mealType: "lunch", recipeId: catalogue[0].slug });
  const chat = newConversationId();
  await saveMessages(db, actor, chat, [
    { type: "user-text", content: "What can I cook with leeks?" },
    {
      type: "assistant",
      content: "Barley and leek stew would use them.",
      // A card keeps what the chat draws it from, even what its schema does not name.
      embeddedComponent: {
        type: "recipe",
        data: { ...summary, extra: "kept as it was" },
      } as unknown as StoredComponent,
      actions: [{ label: "Cook it", voiceCommand: "cook barley and leek stew" }],
    },
    { type: "assistant", content: "A card from a newer Basil.", embeddedComponent: { type: "future-card", data: 7 } },
  ]);
  // Another member's conversation is theirs: it does not leave with this member's file.
  await saveMessages(db, home.actors[1], newConversationId(), [{ type: "user-text", content: "Private question" }]);
}

describe.each(dialects)("a household's data on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();
  let home: TestHousehold;
  let file: HouseholdData;

  beforeAll(async () => {
    home = await newHousehold(db(), 2);
    await fillHousehold(db(), home);
    file = await exportHouseholdData(db(), home.actor);
  });

  it("restores into an empty household as the same household, by another member", async () => {
    const fresh = await newHousehold(db());
    const summary = await restoreHouseholdData(db(), fresh.actor, bytesOf(file));
    expect(summary).toEqual({ pantryItems: 2, shoppingItems: 2, plannedMeals: 2, recipes: 2, conversations: 1 });
    const before = await contents(db(), home.actor);
    expect(before.pantry).toHaveLength(2);
    expect(before.plan).toHaveLength(2);
    expect(before.recipes.filter((recipe) => recipe.picture)).toHaveLength(1);
    expect(before.conversations.map((conversation) => conversation.title)).toEqual(["What can I cook with leeks?"]);
    expect(await contents(db(), fresh.actor)).toEqual(before);
    // The restored plan names the new household's own recipe, not the old one's.
    const restoredIds = new Set((await listHouseholdRecipes(db(), fresh.actor)).map((recipe) => recipe.id));
    const plan = await getMealPlan(db(), fresh.actor, WEEK);
    const dinner = plan.days.flatMap((day) => day.meals).find((meal) => meal.mealType === "dinner");
    expect(restoredIds.has(dinner?.recipeId ?? "")).toBe(true);
    const [chat] = await listConversations(db(), fresh.actor);
    const card = (await loadMessages(db(), fresh.actor, chat.id)).find((message) => message.embeddedComponent)
      ?.embeddedComponent as { data: { id: string } };
    expect(restoredIds.has(card.data.id)).toBe(true);
    // Exported again, the restored household gives the same file but for its ids and times.
    const again = await exportHouseholdData(db(), fresh.actor);
    expect(again.pantry.map(({ name, quantity }) => ({ name, quantity }))).toEqual(
      file.pantry.map(({ name, quantity }) => ({ name, quantity })),
    );
    expect(again.recipes.recipes.map((recipe) => recipe.content)).toEqual(
      file.recipes.recipes.map((recipe) => recipe.content),
    );
  });

  it("refuses a household that has something in it, and changes nothing", async () => {
    const busy = await newHousehold(db());
    await addShoppingItem(db(), busy.actor, { name: "Flour" });
    const before = await rowCounts(db(), busy.id);
    const refused = await rejection(restoreHouseholdData(db(), busy.actor, bytesOf(file)));
    expect(refused.message).toBe(
      "Household data can only be restored into a household with nothing in it yet, and this one has shopping list items. Nothing was changed.",
    );
    expect(refused.status).toBe(409);
    expect(await rowCounts(db(), busy.id)).toEqual(before);
  });

  it("refuses a bad or hostile file, saying where, and changes nothing", async () => {
    const empty = await newHousehold(db());
    const before = await rowCounts(db(), empty.id);
    const cases: Array<[unknown, string, number]> = [
      ["not json at all", "That file is not a Basil household data file.", 415],
      [{ ...file, format: "something-else" }, "That file is not a Basil household data file.", 400],
      [{ ...file, version: 2 }, "This file is from a newer Basil; update Basil to restore it", 400],
      [file.recipes, "That is a recipe backup: restore it from Recipes, on the Import page.", 415],
      [
        { ...file, pantry: [...file.pantry, { name: "", location: "fridge" }] },
        "Pantry item 3: Please enter an item name",
        400,
      ],
      [
        { ...file, shoppingList: [{ ...file.shoppingList[0], quantity: -1 }] },
        "Shopping list item 1: Quantity must not be negative",
        400,
      ],
      [
        { ...file, mealPlan: [{ date: "2030-03-05", mealType: "dinner", recipeId: "h-not-in-the-file" }] },
        "Planned meal 1: its recipe is not in the file.",
        400,
      ],
      [
        { ...file, mealPlan: [file.mealPlan[0], { ...file.mealPlan[0] }] },
        `Planned meal 2: dinner on ${file.mealPlan[0].date} is planned twice.`,
        400,
      ],
      [
        {
          ...file,
          conversations: [
            {
              ...file.conversations[0],
              messages: [
                {
                  type: "assistant",
                  content: "Here",
                  timestamp: file.conversations[0].createdAt,
                  embeddedComponent: { type: "recipe", data: { name: 1 } },
                },
              ],
            },
          ],
        },
        "Conversation 1, message 1: ",
        400,
      ],
      [
        // A picture that is not one: the recipes are checked as a backup's restore checks them, pictures decoded.
        {
          ...file,
          recipes: {
            ...file.recipes,
            recipes: file.recipes.recipes.map((recipe) => ({
              ...recipe,
              image: { contentType: "image/png", data: Buffer.from("<script>").toString("base64") },
            })),
          },
        },
        "The picture could not be read. Choose a JPEG, PNG or WebP file.",
        400,
      ],
      [JSON.parse(`{"__proto__": {"polluted": true}, "format": "basil-household-data"}`), "", 400],
    ];
    for (const [content, message, status] of cases) {
      const refused = await rejection(restoreHouseholdData(db(), empty.actor, bytesOf(content)));
      expect(refused.message.startsWith(message), `${refused.message} should start with ${message}`).toBe(true);
      expect(refused.status).toBe(status);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await rowCounts(db(), empty.id)).toEqual(before);
  });

  it("refuses a file past the limits before reading it, and changes nothing", async () => {
    const empty = await newHousehold(db());
    const tooLarge = await rejection(
      restoreHouseholdData(db(), empty.actor, { bytes: new Uint8Array(HOUSEHOLD_DATA_LIMITS.fileBytes + 1) }),
    );
    expect([tooLarge.status, tooLarge.message]).toEqual([413, "A household's data file can be at most 64 MB."]);
    const pantry = Array.from({ length: HOUSEHOLD_DATA_LIMITS.pantryItems + 1 }, () => ({
      name: "Salt",
      location: "pantry",
    }));
    const tooMany = await rejection(restoreHouseholdData(db(), empty.actor, bytesOf({ ...file, pantry })));
    expect([tooMany.status, tooMany.message]).toEqual([
      400,
      "A household's data file holds at most 5,000 pantry items",
    ]);
    const messages = Array.from({ length: 1001 }, () => file.conversations[0].messages[0]);
    const chatty = Array.from({ length: 50 }, () => ({ ...file.conversations[0], messages }));
    const tooManyMessages = await rejection(
      restoreHouseholdData(db(), empty.actor, bytesOf({ ...file, conversations: chatty })),
    );
    expect(tooManyMessages.message).toBe("A household's data file holds at most 50,000 messages");
    expect(await rowCounts(db(), empty.id)).toEqual({
      pantry_items: 0,
      shopping_items: 0,
      meal_plan_entries: 0,
      household_recipes: 0,
      conversations: 0,
    });
  });
});
