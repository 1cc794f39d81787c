// Embedded recipe card (name, description, image, prep time, servings, difficulty,
// first 3 tags then '+N more'), recipe payload, tag limit; the /recipes and
// /recipes/{recipeId} pages: search and filters, suggestions, scaling, shopping list,
// cooking and meal plan buttons, and the 404 for an unknown recipe.
import type { Page } from "@playwright/test";
import { apiCall, type Client, expect, expectApiSuccess, hydrated, signUpApiMember, test } from "./helpers";

const FRITTATA = { id: "tomato-basil-frittata", name: "Tomato and Basil Frittata" };

async function member(newClient: () => Promise<Client>) {
  return signUpApiMember(await newClient());
}

async function openRecipes(client: Client, search = "") {
  await client.page.goto(`/recipes${search}`);
  await expect(client.page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
  await hydrated(client);
}

function card(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

function toast(page: Page, title: string) {
  return page.getByRole("list", { name: "Notifications" }).getByRole("status").filter({ hasText: title });
}

/** The result cards' names, once the whole page has arrived: without JavaScript the URL changes before the streamed HTML has all its cards. */
async function cardNames(page: Page) {
  await page.waitForLoadState("domcontentloaded");
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results).toBeVisible();
  return results.getByRole("article").getByRole("heading").allTextContents();
}

function resultCount(page: Page) {
  return page.getByRole("region", { name: "Search results" }).getByRole("heading", { level: 2 });
}

async function apiRecipeNames(client: Client, query: string) {
  const data = expectApiSuccess(await apiCall(client, "GET", `/recipes?${query}&limit=100`));
  return (data.recipes as Array<{ name: string }>).map((recipe) => recipe.name).sort();
}

test.describe("recipe search (/recipes)", () => {
  test("suggests recipes when no search is active; a text search replaces them with results", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openRecipes(client);
    const suggested = page.getByRole("region", { name: "Suggested for you" });
    await expect(suggested).toBeVisible();
    expect(await suggested.getByRole("article").count()).toBeGreaterThan(0);

    await page.getByRole("searchbox", { name: "Search recipes" }).fill("frittata");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=frittata/);
    await expect(page.getByRole("region", { name: "Suggested for you" })).toHaveCount(0);
    await expect(card(page, FRITTATA.name)).toBeVisible();
    expect((await cardNames(page)).sort()).toEqual(await apiRecipeNames(client, "q=frittata"));
  });

  test("a recipe card shows its facts and 3 tags, then '+N more'", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openRecipes(client, "?q=frittata");
    const frittata = card(page, FRITTATA.name);
    await expect(frittata.locator("img")).toHaveAttribute("src", `/images/recipes/${FRITTATA.id}.svg`);
    await expect(frittata).toContainText("A thick, oven-finished egg cake");
    await expect(frittata).toContainText("25 min");
    await expect(frittata).toContainText("4 servings");
    await expect(frittata).toContainText("Easy");
    const tags = frittata.getByRole("list", { name: "Tags" }).getByRole("listitem");
    await expect(tags).toHaveText(["eggs", "one-pan", "vegetarian", "+1 more"]);
    await frittata.getByRole("link", { name: FRITTATA.name }).click();
    await expect(page).toHaveURL(new RegExp(`/recipes/${FRITTATA.id}$`));
  });

  test("filters by cuisine, max prep time, difficulty and meal type", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openRecipes(client);
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Cuisine").selectOption("italian");
    await page.getByLabel("Max prep time").selectOption("30");
    await page.getByLabel("Difficulty").selectOption("easy");
    await page.getByLabel("Meal", { exact: true }).selectOption("breakfast");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/cuisine=italian/);
    await expect(page).toHaveURL(/maxPrepTime=30/);
    await expect(page).toHaveURL(/difficulty=easy/);
    await expect(page).toHaveURL(/mealType=breakfast/);

    const expected = await apiRecipeNames(
      client,
      "cuisine=italian&max_prep_time=30&difficulty=easy&meal_type=breakfast",
    );
    expect(expected).toContain(FRITTATA.name);
    await expect(resultCount(page)).toHaveText(expected.length === 1 ? "1 recipe" : `${expected.length} recipes`);
    expect((await cardNames(page)).sort()).toEqual(expected);
    // The filters stay filled in, and the form remembers them.
    await expect(page.getByLabel("Cuisine")).toHaveValue("italian");
    await expect(page.getByLabel("Max prep time")).toHaveValue("30");

    await page.getByRole("link", { name: "Clear", exact: true }).click();
    await expect(page.getByRole("region", { name: "Suggested for you" })).toBeVisible();
  });

  test("finds recipes that use all the given ingredients", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openRecipes(client);
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Uses ingredients").fill("eggs, basil");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/ingredients=eggs/);
    const expected = await apiRecipeNames(client, `ingredients=${encodeURIComponent("eggs,basil")}`);
    expect(expected).toContain(FRITTATA.name);
    expect((await cardNames(page)).sort()).toEqual(expected);
  });

  test("says so when nothing matches, and explains an invalid filter", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openRecipes(client, "?q=zzzqqqxx");
    await expect(resultCount(page)).toHaveText("0 recipes");
    await expect(page.getByText("No recipes match your search")).toBeVisible();

    await openRecipes(client, "?maxPrepTime=soon");
    await expect(page.getByRole("alert")).toHaveText("Max prep time must be a number of minutes");
  });

  test("browse links filter by meal and cuisine", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openRecipes(client);
    await page.getByRole("region", { name: "Browse" }).getByRole("link", { name: "Middle Eastern" }).click();
    await expect(page).toHaveURL(/cuisine=middle-eastern/);
    const expected = await apiRecipeNames(client, "cuisine=middle-eastern");
    expect((await cardNames(page)).sort()).toEqual(expected);
  });
});

test.describe("a recipe (/recipes/{recipeId})", () => {
  test("shows picture, description, facts, tags, diets, allergens, ingredients and steps with timers and tips", async ({
    newClient,
  }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.goto(`/recipes/${FRITTATA.id}`);
    await expect(page.getByRole("heading", { level: 2, name: FRITTATA.name })).toBeVisible();
    await expect(page).toHaveTitle(FRITTATA.name);
    await expect(page.getByRole("img", { name: `Illustration of ${FRITTATA.name}` })).toHaveAttribute(
      "src",
      `/images/recipes/${FRITTATA.id}.svg`,
    );
    await expect(page.getByText("A thick, oven-finished egg cake")).toBeVisible();
    const facts = page.locator("dl").first();
    await expect(facts).toContainText("Prep time25 min");
    await expect(facts).toContainText("Servings4");
    await expect(facts).toContainText("DifficultyEasy");
    await expect(facts).toContainText("CuisineItalian");
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "eggs",
      "one-pan",
      "vegetarian",
      "brunch",
    ]);
    await expect(page.getByRole("list", { name: "Diets" })).toContainText("vegetarian");
    await expect(page.getByRole("list", { name: "Allergens" }).getByRole("listitem")).toHaveText(["eggs", "dairy"]);

    const ingredients = page.getByRole("list", { name: "Ingredient list" }).getByRole("listitem");
    await expect(ingredients.filter({ hasText: "eggs" })).toContainText("8");
    await expect(ingredients.filter({ hasText: "cherry tomatoes" })).toContainText("200 g");
    await expect(ingredients.filter({ hasText: "olive oil" })).toContainText("2 tbsp");

    const steps = page.getByRole("region", { name: "Steps" });
    await expect(steps.getByRole("listitem")).toHaveCount(5);
    await expect(steps.getByRole("listitem").nth(1)).toContainText("Timer: 5 min");
    await expect(steps.getByRole("listitem").first()).toContainText("Tip: Eggs at room temperature");
  });

  test("scales the ingredient list to other servings", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.goto(`/recipes/${FRITTATA.id}`);
    await hydrated(client);
    const ingredients = page.getByRole("list", { name: "Ingredient list" }).getByRole("listitem");
    await page.getByRole("spinbutton", { name: "Servings" }).fill("8");
    await page.getByRole("button", { name: "Scale" }).click();
    await expect(page).toHaveURL(/servings=8/);
    await expect(ingredients.filter({ hasText: "eggs" })).toContainText("16");
    await expect(ingredients.filter({ hasText: "cherry tomatoes" })).toContainText("400 g");
    await expect(ingredients.filter({ hasText: "olive oil" })).toContainText("4 tbsp");
    await expect(ingredients.filter({ hasText: "basil" })).toContainText("1 bunch");
    await expect(page.getByText("Scaled from 4 servings.")).toBeVisible();
    await expect(page.locator("dl").first()).toContainText("Servings8");

    await page.getByRole("link", { name: "Fewer servings" }).click();
    await expect(page).toHaveURL(/servings=7/);
    await expect(ingredients.filter({ hasText: "eggs" })).toContainText("14");

    await page.getByRole("link", { name: "Reset" }).click();
    await expect(ingredients.filter({ hasText: "eggs" })).toContainText("8");
    await expect(page.getByText(/Scaled from/)).toHaveCount(0);
  });

  test("refuses servings out of range and keeps the recipe's own amounts", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.goto(`/recipes/${FRITTATA.id}?servings=0`);
    await expect(page.getByRole("alert")).toHaveText("Servings must be at least 1");
    await expect(
      page.getByRole("list", { name: "Ingredient list" }).getByRole("listitem").filter({ hasText: "eggs" }),
    ).toContainText("8");
  });

  test("adds the missing ingredients to the shopping list, saying how many the pantry covers", async ({
    newClient,
  }) => {
    const { client, householdId } = await member(newClient);
    const { page } = client;
    expectApiSuccess(
      await apiCall(client, "POST", `/inventory/households/${householdId}/items`, {
        body: { name: "eggs", quantity: 12, unit: null },
      }),
      201,
    );
    await page.goto(`/recipes/${FRITTATA.id}`);
    await expect(
      page.getByRole("list", { name: "Ingredient list" }).getByRole("listitem").filter({ hasText: "eggs" }),
    ).toContainText("In pantry");
    await hydrated(client);
    await page.getByRole("button", { name: "Add missing ingredients to the shopping list" }).click();
    const added = toast(page, "Added to the shopping list");
    await expect(added).toBeVisible();
    await expect(added).toContainText("Added 7 ingredients to the shopping list. Your pantry covers 1 ingredient.");

    const list = expectApiSuccess(await apiCall(client, "GET", `/shopping-list/households/${householdId}/items`));
    const items = list.items as Array<{ name: string; quantity: number | null; unit: string | null }>;
    const names = items.map((item) => item.name.toLowerCase());
    expect(names).toEqual(
      expect.arrayContaining([
        "cherry tomatoes",
        "red onion",
        "parmesan cheese",
        "basil",
        "olive oil",
        "salt",
        "black pepper",
      ]),
    );
    expect(names).not.toContain("eggs");
    expect(items.find((item) => item.name.toLowerCase() === "cherry tomatoes")).toMatchObject({
      quantity: 200,
      unit: "g",
    });
  });

  test("adds the scaled amounts when the recipe is scaled", async ({ newClient }) => {
    const { client, householdId } = await member(newClient);
    const { page } = client;
    await page.goto(`/recipes/${FRITTATA.id}?servings=8`);
    await hydrated(client);
    await page.getByRole("button", { name: "Add missing ingredients to the shopping list" }).click();
    await expect(toast(page, "Added to the shopping list")).toContainText(
      "Added 8 ingredients to the shopping list. Your pantry covers none.",
    );
    await expect(page).toHaveURL(/servings=8/);
    const list = expectApiSuccess(await apiCall(client, "GET", `/shopping-list/households/${householdId}/items`));
    const items = list.items as Array<{ name: string; quantity: number | null; unit: string | null }>;
    expect(items.find((item) => item.name.toLowerCase() === "eggs")).toMatchObject({ quantity: 16 });
    expect(items.find((item) => item.name.toLowerCase() === "cherry tomatoes")).toMatchObject({
      quantity: 400,
      unit: "g",
    });
  });

  test("adds the recipe to the meal plan on a date and meal", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.goto(`/recipes/${FRITTATA.id}`);
    await hydrated(client);
    const form = page.getByRole("region", { name: "Add to meal plan" });
    await form.getByLabel("Date").fill("2030-01-08");
    await form.getByLabel("Meal").selectOption("lunch");
    await form.getByRole("button", { name: "Add to meal plan" }).click();
    await expect(toast(page, "Added to the meal plan")).toContainText(
      `${FRITTATA.name} is planned for lunch on Tuesday, Jan 8, 2030.`,
    );

    await page.goto("/meal-planner?week=2030-01-08");
    const tuesday = page.getByRole("listitem", { name: "Tuesday, Jan 8" });
    await expect(tuesday.getByRole("link", { name: new RegExp(FRITTATA.name) })).toBeVisible();
  });

  test("the meal plan form needs a date", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.goto(`/recipes/${FRITTATA.id}`);
    await hydrated(client);
    const form = page.getByRole("region", { name: "Add to meal plan" });
    await form.getByLabel("Date").fill("");
    await form.getByRole("button", { name: "Add to meal plan" }).click();
    await expect(form.getByRole("alert")).toHaveText("Choose a date");
  });

  test("an unknown recipe is a 404 'Recipe not found'", { tag: "@server" }, async ({ newClient }) => {
    const { client } = await member(newClient);
    const response = await client.page.goto("/recipes/no-such-recipe");
    expect(response?.status()).toBe(404);
    await expect(client.page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();
    await expect(client.page.getByRole("link", { name: "Back to recipes" })).toHaveAttribute("href", "/recipes");
  });

  test("is guarded: signed out goes to /login and comes back", { tag: "@server" }, async ({ newClient }) => {
    const client = await newClient();
    await client.page.goto(`/recipes/${FRITTATA.id}`);
    await expect(client.page).toHaveURL(
      (url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === `/recipes/${FRITTATA.id}`,
    );
  });
});
