// A household's own recipes in the browser: writing one on /recipes/new (ingredient lines read
// as amounts, step rows added and removed, a step timer, a picture stored as WebP), the diet
// facts checked against the ingredients, importing from a web page and from pasted text on
// /recipes/import, editing, cooking and planning it, deleting it after confirming, and another
// household's 404 for its page and its edit page.
import { createServer, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  apiCall,
  type Client,
  expect,
  expectApiSuccess,
  expectNewestToast,
  hydrated,
  signUpApiMember,
  test,
} from "./helpers";

async function member(newClient: () => Promise<Client>) {
  return signUpApiMember(await newClient());
}

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

/** A recipe the way the form posts it, for tests about what happens to a saved recipe. */
const SOUP = {
  name: "Weeknight tomato soup",
  servings: "4",
  ingredients: ["800 g tinned tomatoes", "1 onion, chopped", "500 ml vegetable stock"],
  steps: [
    { instruction: "Soften the onion in a splash of oil.", timerMinutes: "" },
    { instruction: "Add the tomatoes and stock and simmer.", timerMinutes: "15" },
  ],
};

/**
 * Saves a recipe through /recipes/new as the form would post it (multipart), and returns its
 * id. The flows that start from a saved recipe use it, so each test stands on its own.
 */
async function saveRecipe(client: Client, recipe: typeof SOUP = SOUP, picture?: Buffer) {
  const form = new FormData();
  const fields: Record<string, string> = {
    intent: "save",
    name: recipe.name,
    description: "",
    prepTime: "10",
    cookTime: "20",
    servings: recipe.servings,
    difficulty: "easy",
    cuisine: "italian",
    spiceLevel: "mild",
    tags: "",
    ingredients: recipe.ingredients.join("\n"),
    tips: "",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("mealTypes", "dinner");
  recipe.steps.forEach((step, index) => {
    form.append(`steps[${index}].instruction`, step.instruction);
    form.append(`steps[${index}].timerMinutes`, step.timerMinutes);
  });
  if (picture) form.append("image", new Blob([new Uint8Array(picture)], { type: "image/png" }), "soup.png");
  const response = await client.page.request.post("/recipes/new", {
    multipart: form,
    headers: { Origin: client.baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), "saving a recipe answers with a redirect to it").toBe(302);
  const location = response.headers().location ?? "";
  expect(location).toMatch(/^\/recipes\/h-[0-9a-f-]+$/);
  return location.slice("/recipes/".length);
}

/** The editor's step rows. */
function stepRow(page: Page, number: number) {
  return page
    .getByRole("region", { name: "Steps" })
    .getByRole("listitem")
    .filter({ has: page.getByLabel(`Step ${number}`, { exact: true }) });
}

function chip(page: Page, group: string, label: string) {
  return page.getByRole("group", { name: group }).getByRole("checkbox", { name: label, exact: true });
}

/** Ticks a chip: its checkbox is visually hidden, so the member clicks the chip's label. */
async function tick(page: Page, group: string, label: string) {
  await page.getByRole("group", { name: group }).getByText(label, { exact: true }).click();
  await expect(chip(page, group, label)).toBeChecked();
}

function ingredientItem(page: Page, name: string) {
  return page.getByRole("list", { name: "Ingredient list" }).getByRole("listitem").filter({ hasText: name });
}

/** The picture on a recipe page is the household's own, stored as WebP, and the browser shows it. */
async function expectOwnPicture(client: Client, name: string) {
  const picture = client.page.getByRole("img", { name: `Picture of ${name}` });
  await expect(picture).toHaveAttribute("src", /^\/images\/recipes\/h-[0-9a-f-]+\.webp\?v=/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const served = await client.page.request.get((await picture.getAttribute("src")) as string);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
}

async function openEditor(client: Client, path = "/recipes/new") {
  await client.page.goto(path);
  await expect(client.page.getByRole("textbox", { name: "Name" })).toBeVisible();
  await hydrated(client);
}

test.describe("writing a recipe (/recipes/new)", () => {
  test("from the recipes page: name, times, meals, a tag, ingredients, steps with a timer and a picture, then its page", async ({
    newClient,
  }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.goto("/recipes");
    const ours = page.getByRole("region", { name: "Your household's recipes" });
    await expect(ours).toContainText("Write down a family favourite, or bring one in from a web page.");
    await expect(ours.getByRole("link", { name: "Import" })).toHaveAttribute("href", "/recipes/import");
    await hydrated(client);
    await ours.getByRole("link", { name: "New recipe" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/recipes/new");
    await expect(page.getByRole("textbox", { name: "Name" })).toBeVisible();
    await hydrated(client);

    const name = "Nonna's meatballs";
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByRole("textbox", { name: "Description" }).fill("Soft meatballs in a slow tomato sauce.");
    await page.getByLabel("Prep time (min)").fill("20");
    await page.getByLabel("Cook time (min)").fill("25");
    await page.getByRole("spinbutton", { name: "Servings" }).fill("3");
    await page.getByLabel("Cuisine").selectOption("italian");
    await tick(page, "Meals it suits", "Lunch");
    await expect(chip(page, "Meals it suits", "Dinner")).toBeChecked();
    await page.getByLabel("Tags").fill("weeknight");
    await page
      .getByLabel("One per line", { exact: true })
      .fill("500 g beef mince\n1 onion, finely chopped\n2 tbsp olive oil\n50 g parmesan cheese");
    await tick(page, "Contains", "Dairy");

    // How the lines read: as they are typed with JavaScript; without it, after "Check ingredients" (offered only then).
    if (client.javaScriptEnabled) await expect(page.getByRole("button", { name: "Check ingredients" })).toHaveCount(0);
    else await page.getByRole("button", { name: "Check ingredients" }).click();
    const preview = page.getByRole("region", { name: "Ingredients" }).getByRole("table");
    await expect(page.getByText("How Basil reads them")).toBeVisible();
    await expect(preview.getByRole("row").filter({ hasText: "beef mince" })).toContainText("500 g");
    await expect(preview.getByRole("row").filter({ hasText: "onion" })).toContainText("finely chopped");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
    await expect(page).toHaveURL((url) => url.pathname === "/recipes/new");

    // The blank form offers three rows; the third is removed, then one is added back.
    await page
      .getByLabel("Step 1", { exact: true })
      .fill("Mix the mince with the onion and parmesan; roll into balls.");
    await page.getByLabel("Step 2", { exact: true }).fill("Brown the meatballs in the oil.");
    await stepRow(page, 2).getByLabel("Timer (min)").fill("10");
    await expect(page.getByLabel("Step 3", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Remove step 3" }).click();
    await expect(page.getByLabel("Step 3", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Add a step" }).click();
    await expect(page.getByLabel("Step 3", { exact: true })).toHaveValue("");
    // What was typed survives the round trip that adds a row without JavaScript.
    await expect(page.getByLabel("Step 2", { exact: true })).toHaveValue("Brown the meatballs in the oil.");
    await expect(stepRow(page, 2).getByLabel("Timer (min)")).toHaveValue("10");
    await expect(page.getByRole("spinbutton", { name: "Servings" })).toHaveValue("3");
    await expect(chip(page, "Meals it suits", "Lunch")).toBeChecked();
    await expect(chip(page, "Contains", "Dairy")).toBeChecked();
    await page.getByLabel("Step 3", { exact: true }).fill("Serve with bread.");

    await page
      .getByLabel("Picture")
      .setInputFiles({ name: "meatballs.png", mimeType: "image/png", buffer: await png(900, 600) });
    await page.getByRole("button", { name: "Save recipe" }).click();

    await expect(page).toHaveURL(/\/recipes\/h-[0-9a-f-]+$/);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expectNewestToast(page, "Recipe saved", `${name} is in your household's recipes.`);
    await expect(page.getByText("Soft meatballs in a slow tomato sauce.")).toBeVisible();
    await expect(page.getByText("Your household's recipe", { exact: true })).toBeVisible();
    const facts = page.locator("dl").first();
    await expect(facts).toContainText("Total time45 min");
    await expect(facts).toContainText("Servings3");
    await expect(facts).toContainText("CuisineItalian");
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["weeknight"]);
    await expect(page.getByRole("list", { name: "Allergens" }).getByRole("listitem")).toHaveText(["dairy"]);
    await expect(ingredientItem(page, "beef mince")).toContainText("500 g");
    await expect(ingredientItem(page, "parmesan cheese")).toContainText("50 g");
    await expect(ingredientItem(page, "olive oil")).toContainText("2 tbsp");
    await expect(ingredientItem(page, "onion")).toContainText("finely chopped");
    const steps = page.getByRole("region", { name: "Steps" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(1)).toContainText("Brown the meatballs in the oil.");
    await expect(steps.nth(1)).toContainText("Timer: 10 min");
    await expect(steps.nth(0)).not.toContainText("Timer:");
    await expect(steps.nth(2)).toContainText("Serve with bread.");
    await expectOwnPicture(client, name);
    await expect(page.getByRole("link", { name: "Edit" })).toHaveAttribute("href", /\/edit$/);

    await page.goto("/recipes");
    await expect(
      page.getByRole("region", { name: "Your household's recipes" }).getByRole("article", { name }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Download a backup" })).toBeVisible();
  });

  test("the ingredient preview follows what is typed", { tag: "@js-only" }, async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openEditor(client);
    await expect(page.getByText("How Basil reads them")).toHaveCount(0);
    const lines = page.getByLabel("One per line", { exact: true });
    await lines.fill("2 cups flour, sifted");
    const rows = page.getByRole("region", { name: "Ingredients" }).getByRole("table").getByRole("row");
    await expect(page.getByText("How Basil reads them")).toBeVisible();
    // The header row (for screen readers) and one ingredient.
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole("cell")).toHaveText(["2 cups", "flour", "sifted"]);
    await lines.press("End");
    await lines.pressSequentially("\n3 eggs");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2).getByRole("cell")).toHaveText(["3", "eggs", ""]);
    await lines.fill("");
    await expect(page.getByText("How Basil reads them")).toHaveCount(0);
  });

  test("on a phone, every field fits the screen: the cuisine picker shows its choice whole", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.setViewportSize({ width: 360, height: 740 });
    await openEditor(client);
    const cuisine = page.getByRole("combobox", { name: "Cuisine" });
    await cuisine.selectOption({ label: "Another cuisine" });
    await cuisine.scrollIntoViewIfNeeded();
    const box = await cuisine.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, "the cuisine picker ends on the screen").toBeLessThanOrEqual(360);
    // Wide enough for the longest choice, not a column's sliver.
    expect(box!.width).toBeGreaterThan(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "nothing runs off the side of the page").toBeLessThanOrEqual(0);
  });

  test("a missing name is the form's message and nothing is saved", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openEditor(client);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByLabel("Cuisine").selectOption("thai");
    await page.getByLabel("One per line", { exact: true }).fill("200 g rice noodles");
    await page.getByLabel("Step 1", { exact: true }).fill("Soak the noodles.");
    await page.getByRole("button", { name: "Save recipe" }).click();
    await expect(page.getByText("Enter the recipe's name")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Step 1", { exact: true })).toHaveValue("Soak the noodles.");
    await expect(page.getByLabel("Cuisine")).toHaveValue("thai");
    // With JavaScript the schema answers in the browser; without it, the server does.
    expect(posts).toHaveLength(client.javaScriptEnabled ? 0 : 1);
    await page.goto("/recipes");
    await expect(page.getByRole("region", { name: "Your household's recipes" })).toContainText(
      "Write down a family favourite",
    );
  });

  test("diet facts: peanuts in the ingredients with 'Contains' unticked is refused, keeping what was typed", async ({
    newClient,
  }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openEditor(client);
    const name = "Satay noodles";
    const ingredients = "2 tbsp peanut butter\n200 g rice noodles";
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByLabel("Cuisine").selectOption("thai");
    await page.getByLabel("One per line", { exact: true }).fill(ingredients);
    await tick(page, "Suits", "Vegetarian");
    await page
      .getByLabel("Step 1", { exact: true })
      .fill("Whisk the peanut butter with hot water and toss through the noodles.");
    await page.getByRole("button", { name: "Save recipe" }).click();

    const contains = page.getByRole("region", { name: "Diet facts" }).getByRole("alert");
    await expect(contains).toContainText(
      "The ingredients contain peanuts (peanut butter): tick “peanuts” under Contains.",
    );
    await expect(contains).toContainText("The ingredients contain nuts (peanut butter): tick “nuts” under Contains.");
    await expect(page.getByRole("group", { name: "Contains" })).toHaveAttribute("aria-describedby", /.+/);
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
    await expect(page.getByLabel("One per line", { exact: true })).toHaveValue(ingredients);
    await expect(page.getByLabel("Cuisine")).toHaveValue("thai");
    await expect(chip(page, "Suits", "Vegetarian")).toBeChecked();
    await expect(chip(page, "Contains", "Peanuts")).not.toBeChecked();
    await expect(page).toHaveURL((url) => url.pathname === "/recipes/new");

    // Ticking what the message asks for saves it.
    await tick(page, "Contains", "Peanuts");
    await tick(page, "Contains", "Nuts");
    await page.getByRole("button", { name: "Save recipe" }).click();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByRole("list", { name: "Allergens" }).getByRole("listitem")).toHaveText(["nuts", "peanuts"]);
  });
});

test.describe("importing a recipe (/recipes/import)", () => {
  const fixtures = path.join(import.meta.dirname, "../fixtures/recipe-pages");
  let pages: Server;
  let pagesOrigin: string;

  // The saved recipe pages, and a picture for any address under /images/ (pages name theirs there).
  test.beforeAll(async () => {
    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 90, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    pages = createServer((request, response) => {
      const pathname = new URL(request.url ?? "/", "http://pages").pathname;
      if (pathname.startsWith("/images/")) {
        response.writeHead(200, { "Content-Type": "image/jpeg" }).end(picture);
        return;
      }
      readFile(path.join(fixtures, path.basename(pathname))).then(
        (body) => response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body),
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
    pagesOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => pages?.close(resolve));
  });

  async function openImport(client: Client) {
    await client.page.goto("/recipes/import");
    await expect(client.page.getByRole("heading", { level: 1, name: "Import a recipe" })).toBeVisible();
    await hydrated(client);
  }

  test("from a web page: the review shows its name, ingredients and steps; saved, the recipe credits the page", async ({
    newClient,
  }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.goto("/recipes");
    await hydrated(client);
    await page.getByRole("region", { name: "Your household's recipes" }).getByRole("link", { name: "Import" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import a recipe" })).toBeVisible();
    await hydrated(client);

    const host = new URL(pagesOrigin).host;
    const fromPage = page.getByRole("region", { name: "From a web page" });
    await fromPage.getByLabel("Web address").fill(`${pagesOrigin}/image-relative-path.html`);
    await fromPage.getByRole("button", { name: "Import" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Check the recipe" })).toBeVisible();
    await expect(page.getByText(`From ${host}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Red Lentil Soup");
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(
      "A thick, warming soup of red lentils, carrot and cumin.",
    );
    await expect(page.getByLabel("Prep time (min)")).toHaveValue("10");
    await expect(page.getByLabel("Cook time (min)")).toHaveValue("30");
    await expect(page.getByRole("spinbutton", { name: "Servings" })).toHaveValue("4");
    await expect(page.getByLabel("One per line", { exact: true })).toHaveValue(
      [
        "1 tbsp olive oil",
        "1 onion, chopped",
        "2 carrots, diced",
        "2 tsp ground cumin",
        "200g red lentils, rinsed",
        "1.2 litres vegetable stock",
      ].join("\n"),
    );
    await expect(
      page.getByRole("region", { name: "Ingredients" }).getByRole("row").filter({ hasText: "red lentils" }),
    ).toContainText("200 g");
    await expect(page.getByLabel("Step 1", { exact: true })).toHaveValue(
      "Soften the onion and carrots in the oil for 8 minutes.",
    );
    await expect(stepRow(page, 1).getByLabel("Timer (min)")).toHaveValue("8");
    await expect(page.getByLabel("Step 2", { exact: true })).toHaveValue(
      "Stir in the cumin, then the lentils and stock.",
    );
    await expect(page.getByLabel("Step 3", { exact: true })).toHaveValue(
      "Simmer for 20 minutes until the lentils collapse, then blend until smooth.",
    );
    await expect(stepRow(page, 3).getByLabel("Timer (min)")).toHaveValue("20");
    await expect(page.getByLabel("Source web address")).toHaveValue(`${pagesOrigin}/recipes/red-lentil-soup.html`);
    await expect(
      page.getByText(`The picture from ${host} is saved with the recipe unless you choose another.`),
    ).toBeVisible();
    // The page names no cuisine, so the member chooses one.
    await expect(page.getByLabel("Cuisine")).toHaveValue("");
    await page.getByLabel("Cuisine").selectOption("mediterranean");
    await page.getByRole("button", { name: "Save recipe" }).click();

    await expect(page).toHaveURL(/\/recipes\/h-[0-9a-f-]+$/);
    await expect(page.getByRole("heading", { level: 2, name: "Red Lentil Soup" })).toBeVisible();
    const original = page.getByRole("link", { name: `Original on ${host}` });
    await expect(original).toHaveAttribute("href", `${pagesOrigin}/recipes/red-lentil-soup.html`);
    await expect(page.locator("dl").first()).toContainText("CuisineMediterranean");
    await expect(ingredientItem(page, "red lentils")).toContainText("200 g");
    await expect(page.getByRole("region", { name: "Steps" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Steps" }).getByRole("listitem").first()).toContainText(
      "Timer: 8 min",
    );
    // The page's picture was fetched and stored like an uploaded one.
    await expectOwnPicture(client, "Red Lentil Soup");
  });

  test("a page without a recipe says so and keeps the address", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openImport(client);
    const fromPage = page.getByRole("region", { name: "From a web page" });
    const address = `${pagesOrigin}/no-recipe.html`;
    await fromPage.getByLabel("Web address").fill(address);
    await fromPage.getByRole("button", { name: "Import" }).click();
    await expect(fromPage.getByRole("alert")).toHaveText(
      "No recipe was found on that page. You can paste its text instead.",
    );
    await expect(fromPage.getByLabel("Web address")).toHaveValue(address);
  });

  test("from pasted text: the review asks for a cuisine, then saves", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await openImport(client);
    const text = [
      "Pancakes",
      "Fluffy weekend pancakes.",
      "",
      "Ingredients",
      "2 cups flour",
      "2 eggs",
      "1 1/2 cups milk",
      "",
      "Method",
      "1. Whisk everything together.",
      "2. Fry ladlefuls for 2 minutes a side.",
    ].join("\n");
    const pasted = page.getByRole("region", { name: "Paste the text" });
    await pasted.getByLabel("Recipe text").fill(text);
    await pasted.getByRole("button", { name: "Read recipe" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Check the recipe" })).toBeVisible();
    await expect(page.getByText("From pasted text", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Pancakes");
    await expect(page.getByLabel("One per line", { exact: true })).toHaveValue("2 cups flour\n2 eggs\n1 1/2 cups milk");
    await expect(
      page.getByRole("region", { name: "Ingredients" }).getByRole("row").filter({ hasText: "milk" }),
    ).toContainText("1½ cups");
    await expect(page.getByLabel("Step 1", { exact: true })).toHaveValue("Whisk everything together.");
    await expect(page.getByLabel("Step 2", { exact: true })).toHaveValue("Fry ladlefuls for 2 minutes a side.");
    await expect(stepRow(page, 2).getByLabel("Timer (min)")).toHaveValue("2");
    // The allergens the ingredients reveal are ticked already.
    await expect(chip(page, "Contains", "Wheat")).toBeChecked();
    await expect(chip(page, "Contains", "Eggs")).toBeChecked();
    await expect(chip(page, "Contains", "Dairy")).toBeChecked();

    await expect(page.getByLabel("Cuisine")).toHaveValue("");
    await page.getByRole("button", { name: "Save recipe" }).click();
    await expect(page.getByText("Choose a cuisine from the list")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Pancakes");
    await page.getByLabel("Cuisine").selectOption("american");
    await page.getByRole("button", { name: "Save recipe" }).click();

    await expect(page).toHaveURL(/\/recipes\/h-[0-9a-f-]+$/);
    await expect(page.getByRole("heading", { level: 2, name: "Pancakes" })).toBeVisible();
    await expect(page.getByText("Fluffy weekend pancakes.")).toBeVisible();
    // Saved as written (2 cups), shown in the member's units: metric until they choose US customary.
    await expect(ingredientItem(page, "flour").getByTitle("Recipe says 2 cups")).toHaveText("470 ml");
    await expect(page.getByRole("region", { name: "Steps" }).getByRole("listitem").nth(1)).toContainText(
      "Timer: 2 min",
    );
    await expect(page.getByText("Your household's recipe", { exact: true })).toBeVisible();
  });
});

test.describe("a saved household recipe", () => {
  test("is edited: a new name and servings show on its page, and the picture stays", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    const id = await saveRecipe(client, SOUP, await png(320, 240));
    await page.goto(`/recipes/${id}`);
    await hydrated(client);
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/recipes/${id}/edit`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit recipe" })).toBeVisible();
    await hydrated(client);
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(SOUP.name);
    await expect(page.getByLabel("One per line", { exact: true })).toHaveValue(/800 g tinned tomatoes/);
    await expect(page.getByLabel("Step 2", { exact: true })).toHaveValue(SOUP.steps[1].instruction);
    await expect(stepRow(page, 2).getByLabel("Timer (min)")).toHaveValue("15");
    await expect(page.getByLabel("Remove this picture")).not.toBeChecked();

    const renamed = "Roast tomato soup";
    await page.getByRole("textbox", { name: "Name" }).fill(renamed);
    await page.getByRole("spinbutton", { name: "Servings" }).fill("2");
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(page).toHaveURL((url) => url.pathname === `/recipes/${id}`);
    await expect(page.getByRole("heading", { level: 2, name: renamed })).toBeVisible();
    await expectNewestToast(page, "Recipe saved", `Your changes to ${renamed} are saved.`);
    await expect(page.locator("dl").first()).toContainText("Servings2");
    await expect(page).toHaveTitle(renamed);
    // The amounts are the recipe's own at its new servings, not scaled from the old ones.
    await expect(ingredientItem(page, "tinned tomatoes")).toContainText("800 g");
    await expectOwnPicture(client, renamed);
  });

  test("is cooked: Start cooking shows step 1 of 2, and the step with a timer starts it", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    const id = await saveRecipe(client);
    await page.goto(`/recipes/${id}`);
    await hydrated(client);
    await page.getByRole("button", { name: "Start cooking" }).click();
    await expect(page).toHaveURL(/\/cooking\/session\/[\w-]+$/);
    const step = page.getByRole("heading", { level: 2, name: /^Step \d+ of \d+$/ });
    await expect(step).toHaveText("Step 1 of 2");
    await expect(page.getByText(SOUP.steps[0].instruction)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Start timer/ })).toHaveCount(0);
    await hydrated(client);

    await page.getByRole("button", { name: "Next Step" }).click();
    await expect(step).toHaveText("Step 2 of 2");
    await expect(page.getByText(SOUP.steps[1].instruction)).toBeVisible();
    await page.getByRole("button", { name: "Start timer (15 min)" }).click();
    const timer = page.getByRole("article", { name: `${SOUP.name}: step 2` });
    await expect(timer.getByRole("status")).toHaveText("Running");
    expect(Number(await timer.getByRole("timer").getAttribute("data-remaining"))).toBeGreaterThan(890);
    await expect(timer.getByRole("timer")).toHaveText(/^1[45]:\d\d$/);
  });

  test("is planned: 'Add to meal plan' puts it on the planner", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    const id = await saveRecipe(client);
    await page.goto(`/recipes/${id}`);
    await hydrated(client);
    const plan = page.getByRole("region", { name: "Add to meal plan" });
    await plan.getByLabel("Date").fill("2030-01-08");
    await plan.getByLabel("Meal").selectOption("lunch");
    await plan.getByRole("button", { name: "Add to meal plan" }).click();
    await expectNewestToast(
      page,
      "Added to the meal plan",
      `${SOUP.name} is planned for lunch on Tuesday, Jan 8, 2030.`,
    );

    await page.goto("/meal-planner?week=2030-01-08");
    const tuesday = page.getByRole("listitem", { name: "Tuesday, Jan 8", exact: true });
    await tuesday.getByRole("link", { name: new RegExp(SOUP.name) }).click();
    await expect(page.getByRole("article", { name: SOUP.name }).getByRole("link", { name: SOUP.name })).toHaveAttribute(
      "href",
      `/recipes/${id}`,
    );
  });

  test("is deleted after confirming: its page is 404 and its planned meal says it is no longer available", async ({
    newClient,
  }) => {
    const { client, householdId } = await member(newClient);
    const { page } = client;
    const id = await saveRecipe(client);
    expectApiSuccess(
      await apiCall(client, "POST", `/meal-plan/households/${householdId}/meals`, {
        body: { date: "2030-01-09", meal_type: "dinner", recipe_id: id },
      }),
      201,
    );

    await page.goto(`/recipes/${id}/edit`);
    await hydrated(client);
    await page.getByRole("link", { name: "Delete recipe" }).click();
    const confirm = page.getByRole("region", { name: `Delete ${SOUP.name}?` });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText("meals planned with it show it as no longer available");
    // Cancel keeps it; asking again and saying yes deletes it.
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("link", { name: "Delete recipe" })).toBeVisible();
    await page.getByRole("link", { name: "Delete recipe" }).click();
    await page
      .getByRole("region", { name: `Delete ${SOUP.name}?` })
      .getByRole("button", { name: "Yes, delete" })
      .click();

    await expect(page).toHaveURL((url) => url.pathname === "/recipes");
    await expectNewestToast(page, "Recipe deleted", `${SOUP.name} is gone from your household's recipes.`);
    await expect(
      page.getByRole("region", { name: "Your household's recipes" }).getByRole("article", { name: SOUP.name }),
    ).toHaveCount(0);

    const response = await page.goto(`/recipes/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();

    await page.goto("/meal-planner?week=2030-01-09");
    const wednesday = page.getByRole("listitem", { name: "Wednesday, Jan 9", exact: true });
    await expect(wednesday).toContainText("Recipe no longer available");
    await expect(wednesday).not.toContainText(SOUP.name);
  });

  test(
    "is not another household's: its page and its edit page are 404 to them",
    { tag: "@server" },
    async ({ newClient }) => {
      const owner = await member(newClient);
      const id = await saveRecipe(owner.client);
      const { client: neighbour } = await member(newClient);
      for (const pathname of [`/recipes/${id}`, `/recipes/${id}/edit`, `/recipes/${id}/edit?confirm=delete`]) {
        const response = await neighbour.page.goto(pathname);
        expect(response?.status(), pathname).toBe(404);
        await expect(neighbour.page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();
        await expect(neighbour.page.getByText(SOUP.name)).toHaveCount(0);
      }
      await neighbour.page.goto("/recipes");
      await expect(neighbour.page.getByRole("region", { name: "Your household's recipes" })).toContainText(
        "Write down a family favourite",
      );
      // The owner still has it.
      expect((await owner.client.page.goto(`/recipes/${id}`))?.status()).toBe(200);
    },
  );
});
