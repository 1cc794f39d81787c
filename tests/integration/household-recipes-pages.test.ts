import { createServer, type Server } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Parser } from "htmlparser2";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";

/**
 * A household's own recipes through the pages, as a browser without JavaScript sends them:
 * multipart forms to /recipes/new, /recipes/{id}/edit and /recipes/import, on a production
 * server with SQLite. Recipe pages to import are served by a local server (the server is
 * started with RECIPE_IMPORT_ALLOW_PRIVATE_ADDRESSES so it may reach 127.0.0.1).
 */

const folder = mkdtempSync(path.join(tmpdir(), "basil-recipe-pages-"));
const fixtures = path.join(import.meta.dirname, "../fixtures/recipe-pages");
let server: AppServer;
let pages: Server;
let pagesOrigin: string;
let home: Awaited<ReturnType<typeof memberWithHousehold>>;
let neighbour: Awaited<ReturnType<typeof memberWithHousehold>>;

type Fields = Record<string, string | string[] | Blob | undefined>;

function formOf(fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((entry) => form.append(name, entry));
    else if (value instanceof Blob) form.append(name, value, name === "image" ? "picture" : "backup.json");
    else form.append(name, value);
  }
  return form;
}

function post(pathname: string, fields: Fields, cookie = home.cookie) {
  return fetch(`${server.origin}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, Cookie: cookie },
    body: formOf(fields),
  });
}

function get(pathname: string, cookie = home.cookie) {
  return fetch(`${server.origin}${pathname}`, { redirect: "manual", headers: { Cookie: cookie } });
}

/** The text of a page, its tags removed and entities decoded enough to search for sentences in it. */
async function textOf(response: Response) {
  return (
    (await response.text())
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      // eslint-disable-next-line regexp/no-super-linear-move -- strips the tags of the app's own page
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
  );
}

/** What a browser would send for the form posting to `action`: its text boxes, chosen options and ticked boxes. */
function fieldsOfForm(html: string, action: string) {
  const fields: Record<string, string | string[]> = {};
  const add = (name: string, value: string, multiple: boolean) => {
    const current = fields[name];
    if (multiple) fields[name] = [...(Array.isArray(current) ? current : []), value];
    else fields[name] = value;
  };
  let inForm = false;
  let textarea: string | null = null;
  let text = "";
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === "form") inForm = attributes.action === action;
        if (!inForm || !attributes.name) return;
        if (tag === "input") {
          if (attributes.type === "file" || attributes.type === "submit") return;
          if (attributes.type === "checkbox") {
            if ("checked" in attributes) add(attributes.name, attributes.value ?? "on", true);
            else if (!(attributes.name in fields)) fields[attributes.name] = [];
            return;
          }
          add(attributes.name, attributes.value ?? "", false);
        }
        if (tag === "textarea") {
          textarea = attributes.name;
          text = "";
        }
      },
      ontext(data) {
        if (textarea) text += data;
      },
      onclosetag(tag) {
        if (tag === "textarea" && textarea) {
          add(textarea, text.replace(/^\n/, ""), false);
          textarea = null;
        }
        if (tag === "form") inForm = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  // Selects: the option marked selected within each select of the form.
  const selected = /<option[^>]*value="([^"]*)"[^>]*selected/g;
  for (const match of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen = [...match[2].matchAll(selected)][0]?.[1];
    if (chosen !== undefined) fields[match[1]] = chosen;
  }
  return fields;
}

const lasagna: Fields = {
  intent: "save",
  name: "Grandma's lasagna",
  description: "Sunday lasagna, the way Nonna made it.",
  prepTime: "30",
  cookTime: "45",
  servings: "6",
  difficulty: "medium",
  cuisine: "italian",
  spiceLevel: "mild",
  mealTypes: ["dinner"],
  tags: "Comfort food, family",
  allergens: ["wheat", "dairy", "eggs"],
  ingredients: "12 lasagna sheets\n500 g beef mince\n2 cups ricotta\n1 egg\n400 g tomato passata\nSalt, to taste",
  "steps[0].instruction": "Brown the mince and simmer it with the passata for 20 minutes.",
  "steps[0].timerMinutes": "20",
  "steps[1].instruction": "Layer sheets, sauce and ricotta; bake for 45 minutes.",
  "steps[1].timerMinutes": "45",
  "steps[2].instruction": "",
  tips: "Rest it 10 minutes before cutting.",
};

async function created(response: Response) {
  expect(response.status).toBe(302);
  const location = response.headers.get("location") ?? "";
  expect(location).toMatch(/^\/recipes\/h-[0-9a-f-]+$/);
  return location.slice("/recipes/".length);
}

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  pages = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? "/", "http://x").pathname);
    try {
      const body = readFileSync(path.join(fixtures, name));
      response
        .writeHead(200, { "Content-Type": name.endsWith(".png") ? "image/png" : "text/html; charset=utf-8" })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  pagesOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  server = await startAppServer({
    databaseUrl: `file:${path.join(folder, "recipes.sqlite")}`,
    dataDir: folder,
    env: { PASSWORD_HASHING: "fast", RECIPE_IMPORT_ALLOW_PRIVATE_ADDRESSES: "true" },
  });
  home = await memberWithHousehold(server, `recipes-home-${Date.now()}`);
  neighbour = await memberWithHousehold(server, `recipes-neighbour-${Date.now()}`);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => pages?.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe("writing a recipe without JavaScript", () => {
  it("saves the form, reads the ingredient lines into amounts, and shows the recipe like a catalogue one", async () => {
    const id = await created(await post("/recipes/new", lasagna));
    const html = await (await get(`/recipes/${id}`)).text();
    const page = await textOf(await get(`/recipes/${id}`));
    expect(page).toContain("Grandma's lasagna");
    expect(page).toContain("Sunday lasagna, the way Nonna made it.");
    expect(page).toContain("Total time");
    expect(page).toContain("1 h 15 min");
    expect(page).toContain("500 g beef mince");
    // Saved as written, shown in the member's units (metric until they choose): 2 cups is 470 ml.
    expect(page).toContain("470 ml ricotta");
    expect(html).toContain('title="Recipe says 2 cups"');
    expect(page).toMatch(/salt ?, to taste/);
    expect(page).toContain("Rest it 10 minutes before cutting.");
    expect(page).toContain("Edit");

    const api = (await (await get(`/api/v1/recipes/${id}`)).json()) as { data: Record<string, unknown> };
    expect(api.data).toMatchObject({
      id,
      source: "household",
      prepTime: 75,
      cookTime: 45,
      servings: 6,
      tags: ["comfort food", "family"],
      ingredients: expect.arrayContaining([
        { quantity: 500, unit: "g", name: "beef mince" },
        { quantity: null, unit: null, name: "salt", note: "to taste" },
      ]),
      steps: [
        { instruction: "Brown the mince and simmer it with the passata for 20 minutes.", timerMinutes: 20 },
        { instruction: "Layer sheets, sauce and ricotta; bake for 45 minutes.", timerMinutes: 45 },
      ],
    });
    // Search and the recipes page find it.
    expect(await textOf(await get("/recipes?q=lasagna"))).toContain("Grandma's lasagna");
    expect(await textOf(await get("/recipes"))).toContain("Your household's recipes");
  });

  it("answers bad input with the form's own messages and saves nothing", async () => {
    const before = await textOf(await get("/recipes"));
    const response = await post("/recipes/new", {
      ...lasagna,
      name: "  ",
      cuisine: "",
      ingredients: "",
      "steps[0].instruction": "",
      "steps[1].instruction": "",
    });
    expect(response.status).toBe(400);
    const page = await textOf(response);
    expect(page).toContain("Enter the recipe's name");
    expect(page).toContain("Choose a cuisine from the list");
    expect(page).toContain("Add at least one ingredient");
    expect(page).toContain("Add at least one step");
    expect(await textOf(await get("/recipes"))).toBe(before);
  });

  it("checks the diet facts against the ingredients: peanuts cannot be left unticked, chicken is not vegetarian", async () => {
    const response = await post("/recipes/new", {
      ...lasagna,
      name: "Satay chicken",
      cuisine: "thai",
      allergens: [],
      diets: ["vegetarian"],
      ingredients: "2 tbsp peanut butter\n500 g chicken thighs",
    });
    expect(response.status).toBe(400);
    const page = await textOf(response);
    expect(page).toContain("The ingredients contain peanuts (peanut butter): tick “peanuts” under Contains.");
    expect(page).toContain("The ingredients contain nuts (peanut butter): tick “nuts” under Contains.");
    expect(page).toContain("Chicken thighs rules out vegetarian: untick it or change the ingredients.");
  });

  it("adds a step row without JavaScript and keeps what was typed", async () => {
    const response = await post("/recipes/new", {
      ...lasagna,
      intent: undefined,
      __intent__: JSON.stringify({ type: "insert", payload: { name: "steps" } }),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="steps[3].instruction"');
    expect(html).toContain("Grandma&#x27;s lasagna");
  });

  it("answers a step-row button value it does not know with 400, and the same field on a form without rows too", async () => {
    for (const value of ["0", "{}", '{"type":"explode"}', '{"type":"insert","payload":{"name":"name"}}']) {
      const response = await post("/recipes/new", { ...lasagna, intent: undefined, __intent__: value });
      expect(response.status, value).toBe(400);
      expect(await textOf(response)).toContain("The form could not be read. Please reload the page and try again.");
    }
    const elsewhere = await post("/shopping-list", {
      intent: "add",
      name: "milk",
      __intent__: '{"type":"insert","payload":{"name":"name"}}',
    });
    expect(elsewhere.status).toBe(400);
  });

  it("shows how the ingredient lines read when asked, without saving", async () => {
    // The rest of the form may still be unwritten: only the ingredients' own problems are shown.
    const response = await post("/recipes/new", {
      ...lasagna,
      name: "Only checking",
      cuisine: "",
      "steps[0].instruction": "",
      "steps[0].timerMinutes": "",
      "steps[1].instruction": "",
      "steps[1].timerMinutes": "",
      intent: "check",
    });
    expect(response.status).toBe(200);
    const page = await textOf(response);
    expect(page).toContain("How Basil reads them");
    expect(page).toMatch(/500 g beef mince/);
    expect(page).not.toContain("Add at least one step");
    expect(page).not.toContain("Choose a cuisine from the list");
    expect(await textOf(await get("/recipes?q=checking"))).not.toContain("Only checking");
  });
});

describe("a recipe's picture", () => {
  it("is re-encoded as WebP, resized to fit 1200 px and served to the household only", async () => {
    const id = await created(
      await post("/recipes/new", {
        ...lasagna,
        name: "Pictured pie",
        image: new Blob([new Uint8Array(await png(3000, 2000))], { type: "image/png" }),
      }),
    );
    const html = await (await get(`/recipes/${id}`)).text();
    const src = /src="(\/images\/recipes\/h-[^"]+\.webp\?v=[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(src).toBeDefined();
    const picture = await get(src as string);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 800 });
    expect((await get(src as string, neighbour.cookie)).status).toBe(404);
  });

  it("refuses a picture over 5 MB with 413, another type with 415 and an empty or unreadable file with 400, saving nothing", async () => {
    const tooBig = new Uint8Array(5 * 1024 * 1024 + 10);
    const cases: Array<[Blob, number, string]> = [
      [new Blob([tooBig], { type: "image/jpeg" }), 413, "The picture is larger than 5 MB. Choose a smaller one."],
      [
        new Blob(
          [
            new Uint8Array(
              await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
                .gif()
                .toBuffer(),
            ),
          ],
          { type: "image/gif" },
        ),
        415,
        "Choose a JPEG, PNG or WebP picture.",
      ],
      [
        new Blob(
          [
            new Uint8Array(
              await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
                .gif()
                .toBuffer(),
            ),
          ],
          { type: "image/png" },
        ),
        415,
        "Choose a JPEG, PNG or WebP picture.",
      ],
      [new Blob([new Uint8Array(0)], { type: "image/png" }), 400, "The picture is empty. Choose another file."],
      [
        new Blob([new TextEncoder().encode("not a picture at all")], { type: "image/jpeg" }),
        400,
        "The picture could not be read. Choose a JPEG, PNG or WebP file.",
      ],
    ];
    for (const [image, status, message] of cases) {
      const response = await post("/recipes/new", { ...lasagna, name: `Refused ${status}`, image });
      expect(response.status, message).toBe(status);
      expect(await textOf(response)).toContain(message);
    }
    expect(await textOf(await get("/recipes?q=refused"))).not.toContain("Refused");
  });
});

describe("editing and deleting", () => {
  it("changes a recipe, asks before deleting it, and another household gets 404 everywhere", async () => {
    const id = await created(await post("/recipes/new", { ...lasagna, name: "Weeknight soup" }));
    const edit = await textOf(await get(`/recipes/${id}/edit`));
    expect(edit).toContain("Weeknight soup");
    expect(edit).toContain("500 g beef mince");

    const saved = await post(`/recipes/${id}/edit`, { ...lasagna, name: "Weeknight tomato soup", servings: "2" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/recipes/${id}`);
    expect(await textOf(await get(`/recipes/${id}`))).toContain("Weeknight tomato soup");

    for (const pathname of [`/recipes/${id}`, `/recipes/${id}/edit`])
      expect((await get(pathname, neighbour.cookie)).status).toBe(404);
    expect((await post(`/recipes/${id}/edit`, { ...lasagna, name: "Stolen" }, neighbour.cookie)).status).toBe(404);
    expect((await post(`/recipes/${id}/edit?confirm=delete`, { intent: "delete" }, neighbour.cookie)).status).toBe(404);
    // A catalogue recipe is not the household's to edit.
    expect((await get("/recipes/mushroom-risotto/edit")).status).toBe(404);

    expect(await textOf(await get(`/recipes/${id}/edit?confirm=delete`))).toContain("Delete Weeknight tomato soup?");
    const deleted = await post(`/recipes/${id}/edit?confirm=delete`, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/recipes");
    expect((await get(`/recipes/${id}`)).status).toBe(404);
  });
});

describe("importing", () => {
  it("reads a recipe page into the form for review, and saving it keeps its source and credit", async () => {
    const response = await post("/recipes/import", { intent: "url", url: `${pagesOrigin}/wprm-graph.html` });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Check the recipe");
    const review = fieldsOfForm(html, "/recipes/new");
    expect(review).toMatchObject({
      name: "Creamy Tuscan Chicken Pasta",
      prepTime: "15",
      cookTime: "30",
      servings: "4",
      cuisine: "italian",
    });
    // The allergens its ingredients reveal are ticked for the member already.
    expect(review.allergens).toEqual(expect.arrayContaining(["wheat", "dairy"]));

    const id = await created(await post("/recipes/new", { ...review, intent: "save" }));
    const recipe = (await (await get(`/api/v1/recipes/${id}`)).json()) as { data: Record<string, unknown> };
    expect(recipe.data).toMatchObject({
      name: "Creamy Tuscan Chicken Pasta",
      prepTime: 45,
      sourceUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
      credit: expect.any(String),
    });
    expect(await textOf(await get(`/recipes/${id}`))).toContain("Original on 127.0.0.1");
  });

  it("says so when a page has no recipe, and refuses addresses that are not web pages", async () => {
    const none = await post("/recipes/import", { intent: "url", url: `${pagesOrigin}/no-recipe.html` });
    expect(none.status).toBe(422);
    expect(await textOf(none)).toContain("No recipe was found on that page. You can paste its text instead.");
    const scheme = await post("/recipes/import", { intent: "url", url: "file:///etc/passwd" });
    expect(scheme.status).toBe(400);
    expect(await textOf(scheme)).toContain("Enter a web address that starts with http:// or https://.");
  });

  it("reads pasted text into the form", async () => {
    const text =
      "Pancakes\nFluffy weekend pancakes.\n\nIngredients\n2 cups flour\n2 eggs\n1 1/2 cups milk\n\nMethod\n1. Whisk everything together.\n2. Fry ladlefuls for 2 minutes a side.";
    const response = await post("/recipes/import", { intent: "text", text });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Pancakes");
    expect(html).toContain("Whisk everything together.");
  });

  it("exports the household's recipes and restores them into another household as new recipes", async () => {
    await created(
      await post("/recipes/new", {
        ...lasagna,
        name: "Backup biscuits",
        image: new Blob([new Uint8Array(await png(64, 64))], { type: "image/png" }),
      }),
    );
    const download = await get("/recipes/export");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="basil-recipes-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const backup = (await download.json()) as {
      format: string;
      recipes: Array<{ id: string; content: { name: string }; image: unknown }>;
    };
    expect(backup.format).toBe("basil-household-recipes");
    const biscuits = backup.recipes.find((recipe) => recipe.content.name === "Backup biscuits");
    expect(biscuits?.image).toBeTruthy();

    const restored = await post(
      "/recipes/import",
      { intent: "backup", backup: new Blob([JSON.stringify(backup)], { type: "application/json" }) },
      neighbour.cookie,
    );
    expect(restored.status).toBe(302);
    const theirs = await textOf(await get("/recipes", neighbour.cookie));
    expect(theirs).toContain("Backup biscuits");
    // New ids in the other household: the original ids are still only ours.
    expect((await get(`/recipes/${biscuits?.id}`, neighbour.cookie)).status).toBe(404);

    const broken = await post("/recipes/import", {
      intent: "backup",
      backup: new Blob(["{ not json"], { type: "application/json" }),
    });
    expect(broken.status).toBe(415);
    expect(await textOf(broken)).toContain("That file is not a Basil recipe backup.");
  });
});
