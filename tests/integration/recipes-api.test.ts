import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPE_LIMITS } from "~/schemas/recipe-form";
import { expectedDrafts } from "../fixtures/recipe-pages/expected";
import { memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";

/**
 * A household's own recipes through the JSON API, on a production server with SQLite: writing
 * them, their pictures, importing pages and text into drafts, and backups. Recipe pages are
 * served on 127.0.0.1, which the main server may reach (RECIPE_IMPORT_ALLOW_PRIVATE_ADDRESSES);
 * a second server without that switch shows that loopback is refused.
 */

const folder = mkdtempSync(path.join(tmpdir(), "basil-recipes-api-"));
const fixtures = path.join(import.meta.dirname, "../fixtures/recipe-pages");
let server: AppServer;
let guarded: AppServer;
let pages: Server;
let pagesOrigin: string;
type Member = Awaited<ReturnType<typeof memberWithHousehold>>;
let home: Member;
let neighbour: Member;
let guardedMember: Member;

type Envelope = {
  status: "success" | "error";
  data?: unknown;
  error?: string;
  message?: string;
  fields?: Record<string, string[]>;
};
type Answer<T> = { status: number; body: Envelope & { data: T } };
type RecipeData = {
  id: string;
  name: string;
  source: string;
  imageUrl: string;
  servings: number;
  prepTime: number;
  cookTime: number;
  [field: string]: unknown;
};
type Draft = {
  name: string;
  ingredients: string[];
  steps: Array<{ instruction: string; timerMinutes: number | null }>;
  [field: string]: unknown;
};

/** One call of the API as a member (the cookie) or as nobody (null); a FormData body goes as multipart. */
async function api<T = unknown>(
  method: string,
  pathname: string,
  options: { body?: unknown; as?: Member | null; server?: AppServer } = {},
): Promise<Answer<T>> {
  const target = options.server ?? server;
  const caller = options.as === undefined ? home : options.as;
  const headers: Record<string, string> = { Origin: target.origin };
  if (caller) headers.Cookie = caller.cookie;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${target.origin}/api/v1${pathname}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as Envelope & { data: T } };
}

function expectError(answer: Answer<unknown>, status: number, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.status).toBe("error");
  if (message !== undefined) expect(answer.body.message).toBe(message);
  return answer.body;
}

function expectData<T>(answer: Answer<T>, status = 200): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.status).toBe("success");
  return answer.body.data;
}

const recipesOf = (member: Member) => `/recipes/households/${member.householdId}/recipes`;

/** A recipe body as a client writes it: ingredient lines and parts, steps as text and with timers. */
function soup(overrides: Record<string, unknown> = {}) {
  return {
    name: "Leek and potato soup",
    description: "Thick, peppery and quick.",
    prep_time: 10,
    cook_time: 25,
    servings: 4,
    difficulty: "easy",
    cuisine: "french",
    meal_types: ["lunch", "dinner"],
    tags: ["Soup", "winter", "soup"],
    diets: ["vegetarian"],
    allergens: ["dairy"],
    ingredients: [
      "3 leeks, sliced",
      "500 g potatoes",
      { quantity: 1, unit: "l", name: "vegetable stock" },
      { quantity: 100, unit: "ml", name: "cream", note: "optional" },
    ],
    steps: [
      "Soften the leeks in butter.",
      { instruction: "Add the potatoes and stock and simmer.", timer_minutes: 20 },
    ],
    tips: ["Blend half for a thicker soup."],
    source_url: "https://example.org/soup",
    credit: "Aunt Mary",
    ...overrides,
  };
}

function form(field: string, blob: Blob, filename: string) {
  const body = new FormData();
  body.append(field, blob, filename);
  return body;
}

async function png(width = 64, height = 48) {
  return new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );
}

async function gif() {
  return new Uint8Array(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
      .gif()
      .toBuffer(),
  );
}

async function create(member: Member, overrides: Record<string, unknown> = {}) {
  return expectData(await api<RecipeData>("POST", recipesOf(member), { body: soup(overrides), as: member }), 201);
}

beforeAll(async () => {
  pages = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? "/", "http://x").pathname);
    if (name === "huge.html") {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.end(`<html><body>${"<p>filler</p>".repeat(300_000)}</body></html>`);
      return;
    }
    if (name === "data.json") return void response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    let page: Buffer;
    try {
      page = readFileSync(path.join(fixtures, name));
    } catch {
      return void response.writeHead(404).end();
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  pagesOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  const env = { PASSWORD_HASHING: "fast" };
  [server, guarded] = await Promise.all([
    startAppServer({
      databaseUrl: `file:${path.join(folder, "open.sqlite")}`,
      dataDir: path.join(folder, "open"),
      env: { ...env, RECIPE_IMPORT_ALLOW_PRIVATE_ADDRESSES: "true" },
    }),
    startAppServer({
      databaseUrl: `file:${path.join(folder, "guarded.sqlite")}`,
      dataDir: path.join(folder, "guarded"),
      env: { ...env, RECIPE_IMPORT_ALLOW_PRIVATE_ADDRESSES: "false" },
    }),
  ]);
  [home, neighbour, guardedMember] = await Promise.all([
    memberWithHousehold(server, `recipes-api-home-${Date.now()}`),
    memberWithHousehold(server, `recipes-api-neighbour-${Date.now()}`),
    memberWithHousehold(guarded, `recipes-api-guarded-${Date.now()}`),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([server?.stop(), guarded?.stop()]);
  await new Promise((resolve) => pages?.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

/** Every new endpoint, with a body each would accept. */
function endpoints(member: Member, recipeId: string): Array<[string, string, unknown?]> {
  const recipe = `${recipesOf(member)}/${recipeId}`;
  return [
    ["GET", recipesOf(member)],
    ["POST", recipesOf(member), soup()],
    ["PUT", recipe, soup()],
    ["DELETE", recipe],
    ["PUT", `${recipe}/image`, "picture"],
    ["DELETE", `${recipe}/image`],
    ["POST", "/recipes/import/url", { url: `${pagesOrigin}/wprm-graph.html` }],
    ["POST", "/recipes/import/text", { text: "Toast\n1 slice bread\nToast it." }],
    ["GET", `/recipes/households/${member.householdId}/export`],
    ["POST", `/recipes/households/${member.householdId}/import`, "backup"],
  ];
}

async function bodyFor(body: unknown) {
  if (body === "picture") return form("image", await png(), "picture.png");
  if (body === "backup")
    return form(
      "backup",
      new Blob([JSON.stringify({ format: "basil-household-recipes", version: 1, recipes: [] })], {
        type: "application/json",
      }),
      "backup.json",
    );
  return body;
}

describe("the contract", () => {
  it("describes every recipe endpoint in the OpenAPI document, with its body", async () => {
    const document = (await (await fetch(`${server.origin}/api/v1/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            tags: string[];
            requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
            parameters: Array<{ name: string }>;
          }
        >
      >;
    };
    const described = Object.entries(document.paths)
      .filter(([route]) => route.startsWith("/recipes"))
      .flatMap(([route, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`));
    expect(described.sort()).toEqual(
      [
        "GET /recipes",
        "GET /recipes/suggestions",
        "GET /recipes/{recipeId}",
        "GET /recipes/households/{householdId}/recipes",
        "POST /recipes/households/{householdId}/recipes",
        "PUT /recipes/households/{householdId}/recipes/{recipeId}",
        "DELETE /recipes/households/{householdId}/recipes/{recipeId}",
        "PUT /recipes/households/{householdId}/recipes/{recipeId}/image",
        "DELETE /recipes/households/{householdId}/recipes/{recipeId}/image",
        "POST /recipes/import/url",
        "POST /recipes/import/text",
        "GET /recipes/households/{householdId}/export",
        "POST /recipes/households/{householdId}/import",
      ].sort(),
    );
    const recipes = document.paths["/recipes/households/{householdId}/recipes"];
    expect(recipes.post.tags).toEqual(["Recipes"]);
    expect(Object.keys(recipes.post.requestBody?.content["application/json"].schema.properties ?? {})).toEqual(
      expect.arrayContaining([
        "name",
        "prep_time",
        "cook_time",
        "meal_types",
        "ingredients",
        "steps",
        "allergens",
        "source_url",
      ]),
    );
    const image = document.paths["/recipes/households/{householdId}/recipes/{recipeId}/image"].put;
    expect(image.parameters.map((parameter) => parameter.name)).toEqual(["householdId", "recipeId", "Idempotency-Key"]);
    expect(image.requestBody?.content["multipart/form-data"].schema.properties).toHaveProperty("image");
    expect(
      document.paths["/recipes/households/{householdId}/import"].post.requestBody?.content["multipart/form-data"].schema
        .properties,
    ).toHaveProperty("backup");
    expect(
      document.paths["/recipes/import/text"].post.requestBody?.content["application/json"].schema.properties,
    ).toHaveProperty("text");
  });

  it("answers 401 in the envelope to every recipe endpoint without a session, and changes nothing", async () => {
    const mine = await create(home, { name: "Not for strangers" });
    for (const [method, pathname, body] of endpoints(home, mine.id)) {
      const answer = await api(method, pathname, { body: await bodyFor(body), as: null });
      expect(answer.status, `${method} ${pathname}`).toBe(401);
      expect(answer.body).toMatchObject({ status: "error", error: "unauthorized" });
    }
    expect(expectData(await api<RecipeData>("GET", `/recipes/${mine.id}`))).toEqual(mine);
  });
});

describe("writing recipes", () => {
  it("creates a recipe (201, as GET /recipes/{id} answers it), lists, changes and deletes it", async () => {
    const saved = await create(home);
    expect(saved).toMatchObject({
      source: "household",
      name: "Leek and potato soup",
      prepTime: 35,
      cookTime: 25,
      servings: 4,
      mealTypes: ["lunch", "dinner"],
      tags: ["soup", "winter"],
      ingredients: [
        { quantity: 3, unit: null, name: "leeks", note: "sliced" },
        { quantity: 500, unit: "g", name: "potatoes" },
        { quantity: 1, unit: "l", name: "vegetable stock" },
        { quantity: 100, unit: "ml", name: "cream", note: "optional" },
      ],
      steps: [
        { instruction: "Soften the leeks in butter." },
        { instruction: "Add the potatoes and stock and simmer.", timerMinutes: 20 },
      ],
      sourceUrl: "https://example.org/soup",
      credit: "Aunt Mary",
    });
    expect(expectData(await api<RecipeData>("GET", `/recipes/${saved.id}`))).toEqual(saved);

    await create(home, {
      name: "Apple crumble",
      diets: [],
      allergens: ["wheat", "dairy"],
      ingredients: ["200 g flour", "100 g butter", "4 apples"],
    });
    const listed = expectData(await api<{ recipes: Array<Record<string, unknown>> }>("GET", recipesOf(home))).recipes;
    const names = listed.map((recipe) => recipe.name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(listed.find((recipe) => recipe.id === saved.id)).toEqual({
      id: saved.id,
      name: saved.name,
      description: saved.description,
      imageUrl: saved.imageUrl,
      prepTime: 35,
      servings: 4,
      difficulty: "easy",
      tags: ["soup", "winter"],
      cuisine: "french",
      mealTypes: ["lunch", "dinner"],
    });
    // Search and one's own suggestions find it like a catalogue recipe.
    expect(
      expectData(await api<{ recipes: Array<{ id: string }> }>("GET", "/recipes?q=leek%20potato")).recipes.map(
        (recipe) => recipe.id,
      ),
    ).toContain(saved.id);

    const changed = expectData(
      await api<RecipeData>("PUT", `${recipesOf(home)}/${saved.id}`, {
        body: soup({ name: "Leek soup", servings: 2, cook_time: 30 }),
      }),
    );
    expect(changed).toMatchObject({ id: saved.id, name: "Leek soup", servings: 2, prepTime: 40, cookTime: 30 });
    expect(expectData(await api<RecipeData>("GET", `/recipes/${saved.id}`))).toEqual(changed);

    expect(expectData(await api("DELETE", `${recipesOf(home)}/${saved.id}`))).toEqual({ removed: true });
    expectError(await api("GET", `/recipes/${saved.id}`), 404, "Recipe not found");
    expectError(await api("DELETE", `${recipesOf(home)}/${saved.id}`), 404, "Recipe not found");
  });

  it("refuses to change or delete a catalogue recipe: 404, as for a recipe that does not exist", async () => {
    const missing = await api("PUT", `${recipesOf(home)}/h-00000000-0000-4000-8000-000000000000`, { body: soup() });
    expectError(missing, 404, "Recipe not found");
    expect((await api("PUT", `${recipesOf(home)}/mushroom-risotto`, { body: soup() })).body).toEqual(missing.body);
    expect((await api("DELETE", `${recipesOf(home)}/mushroom-risotto`)).body).toEqual(missing.body);
    expect(
      (await api("PUT", `${recipesOf(home)}/mushroom-risotto/image`, { body: form("image", await png(), "p.png") }))
        .body,
    ).toEqual(missing.body);
    expect((await api("DELETE", `${recipesOf(home)}/mushroom-risotto/image`)).body).toEqual(missing.body);
    expect(expectData(await api<RecipeData>("GET", "/recipes/mushroom-risotto")).source).toBe("catalogue");
  });

  it("answers bad bodies with 400 and every field at fault, named as the body names them", async () => {
    const before = expectData(await api<{ recipes: unknown[] }>("GET", recipesOf(home))).recipes;

    const empty = expectError(await api("POST", recipesOf(home), { body: {} }), 400);
    expect(empty).toMatchObject({ error: "invalid_request", message: "Enter the recipe's name" });
    expect(Object.keys(empty.fields ?? {})).toEqual(
      expect.arrayContaining(["name", "servings", "difficulty", "cuisine", "ingredients", "steps"]),
    );

    const wrong = expectError(
      await api("POST", recipesOf(home), {
        body: soup({
          name: " ",
          prep_time: -5,
          servings: 0,
          cuisine: "martian",
          meal_types: ["brunch"],
          ingredients: [],
          steps: [{ instruction: "Stir.", timer_minutes: 0 }],
          source_url: "ftp://x",
        }),
      }),
      400,
    );
    expect(wrong.fields).toEqual({
      name: ["Enter the recipe's name"],
      prep_time: ["Prep time can't be negative"],
      servings: ["Servings must be at least 1"],
      cuisine: ["Choose a cuisine from the list"],
      "meal_types.0": ["Choose breakfast, lunch or dinner"],
      ingredients: ["Add at least one ingredient"],
      "steps.0.timer_minutes": ["A step's timer must be at least 1 minute"],
      source_url: ["Enter a web address that starts with http:// or https://"],
    });

    const unsafe = expectError(
      await api("POST", recipesOf(home), {
        body: soup({
          name: "Satay chicken",
          cuisine: "thai",
          diets: ["vegetarian"],
          allergens: [],
          ingredients: ["2 tbsp peanut butter", "500 g chicken thighs"],
        }),
      }),
      400,
      "The ingredients contain peanuts (peanut butter): tick “peanuts” under Contains.",
    );
    expect(unsafe.fields?.allergens).toContain(
      "The ingredients contain peanuts (peanut butter): tick “peanuts” under Contains.",
    );
    expect(unsafe.fields?.diets).toEqual(["Chicken thighs rules out vegetarian: untick it or change the ingredients."]);

    expectError(
      await (async () => {
        const response = await fetch(`${server.origin}/api/v1${recipesOf(home)}`, {
          method: "POST",
          headers: { Origin: server.origin, Cookie: home.cookie, "Content-Type": "application/json" },
          body: "{ not json",
        });
        return { status: response.status, body: (await response.json()) as Envelope & { data: unknown } };
      })(),
      400,
      "The request body is not valid JSON",
    );
    expect(expectData(await api<{ recipes: unknown[] }>("GET", recipesOf(home))).recipes).toEqual(before);
  });

  it("takes a recipe at every limit even when its text is escaped in JSON", async () => {
    // Quotes and backslashes take two characters each in JSON: the body is larger than the recipe.
    const step = 'Say "a\\b" '.repeat(RECIPE_LIMITS.step).slice(0, RECIPE_LIMITS.step).trim();
    const body = soup({
      name: "A very long recipe",
      steps: Array.from({ length: RECIPE_LIMITS.steps }, () => step),
      ingredients: Array.from(
        { length: RECIPE_LIMITS.ingredients },
        (_, index) => `${index + 1} g "salt" number ${index}`,
      ),
      allergens: [],
      diets: [],
    });
    expect(JSON.stringify(body).length).toBeGreaterThan(256 * 1024);
    const saved = await create(home, body);
    expect((saved.steps as unknown[]).length).toBe(RECIPE_LIMITS.steps);
    expect(expectData(await api("DELETE", `${recipesOf(home)}/${saved.id}`))).toEqual({ removed: true });
  });
});

describe("households are separate", () => {
  it("answers another household's id, or recipe, with the same 404 as one that does not exist", async () => {
    const mine = await create(home, { name: "Family secret" });
    const picture = await api<RecipeData>("PUT", `${recipesOf(home)}/${mine.id}/image`, {
      body: form("image", await png(), "p.png"),
    });
    const before = expectData(picture);

    // The neighbour names our household in the path.
    for (const [method, pathname, body] of endpoints(home, mine.id).filter(([, route]) =>
      route.includes(home.householdId),
    )) {
      expectError(
        await api(method, pathname, { body: await bodyFor(body), as: neighbour }),
        404,
        "Household not found",
      );
    }
    // The neighbour names their own household but our recipe: exactly what an unknown id gets.
    const unknown = "h-00000000-0000-4000-8000-000000000000";
    const theirs = (id: string) => `${recipesOf(neighbour)}/${id}`;
    const calls: Array<[string, (id: string) => string, unknown?]> = [
      ["PUT", theirs, soup({ name: "Stolen" })],
      ["DELETE", theirs],
      ["PUT", (id) => `${theirs(id)}/image`, "picture"],
      ["DELETE", (id) => `${theirs(id)}/image`],
    ];
    for (const [method, route, body] of calls) {
      const foreign = await api(method, route(mine.id), { body: await bodyFor(body), as: neighbour });
      const missing = await api(method, route(unknown), { body: await bodyFor(body), as: neighbour });
      expectError(foreign, 404, "Recipe not found");
      expect(foreign.body, `${method} ${route(mine.id)}`).toEqual(missing.body);
    }
    expectError(await api("GET", `/recipes/${mine.id}`, { as: neighbour }), 404, "Recipe not found");
    expect(
      expectData(await api<{ recipes: unknown[] }>("GET", recipesOf(neighbour), { as: neighbour })).recipes,
    ).toEqual([]);
    expect(
      expectData(
        await api<{ recipes: unknown[] }>("GET", `/recipes/households/${neighbour.householdId}/export`, {
          as: neighbour,
        }),
      ).recipes,
    ).toEqual([]);
    // Ours is as it was, picture and all.
    expect(expectData(await api<RecipeData>("GET", `/recipes/${mine.id}`))).toEqual(before);
  });
});

describe("a recipe's picture", () => {
  it("is stored as WebP, kept when the recipe changes, and taken away again", async () => {
    const saved = await create(home, { name: "Pictured pie" });
    const pictured = expectData(
      await api<RecipeData>("PUT", `${recipesOf(home)}/${saved.id}/image`, {
        body: form("image", await png(2400, 1600), "pie.png"),
      }),
    );
    expect(pictured.imageUrl).toMatch(new RegExp(`^/images/recipes/${saved.id}\\.webp\\?v=\\w+$`));
    expect({ ...pictured, imageUrl: saved.imageUrl }).toEqual(saved);
    const served = await fetch(`${server.origin}${pictured.imageUrl}`, { headers: { Cookie: home.cookie } });
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 1200,
      height: 800,
    });

    const changed = expectData(
      await api<RecipeData>("PUT", `${recipesOf(home)}/${saved.id}`, {
        body: soup({ name: "Pictured pie, improved" }),
      }),
    );
    expect(changed.imageUrl).toBe(pictured.imageUrl);

    const bare = expectData(await api<RecipeData>("DELETE", `${recipesOf(home)}/${saved.id}/image`));
    expect(bare).toEqual({ ...changed, imageUrl: `/images/recipes/${saved.id}.svg` });
    expect(expectData(await api<RecipeData>("GET", `/recipes/${saved.id}`))).toEqual(bare);
  });

  it("never undoes a change saved while a picture is being set, nor loses the picture", async () => {
    const saved = await create(home, { name: "Contested soup" });
    const route = `${recipesOf(home)}/${saved.id}`;
    // A large picture takes the server a while to re-encode; the change lands during that time.
    const large = await png(3000, 3000);
    for (const [round, delay] of [10, 40, 80].entries()) {
      const name = `Contested soup, version ${round + 1}`;
      const picturing = api("PUT", `${route}/image`, { body: form("image", large, "large.png") });
      await new Promise((resolve) => setTimeout(resolve, delay));
      expectData(await api("PUT", route, { body: soup({ name }) }));
      expectData(await picturing);
      const final = expectData(await api<RecipeData>("GET", `/recipes/${saved.id}`));
      expect(final.name).toBe(name);
      expect(final.imageUrl).toMatch(/\.webp\?v=/);
    }
  });

  it("refuses a picture over 5 MB with 413, another kind of file with 415 and an empty or unreadable one with 400", async () => {
    const saved = await create(home, { name: "Refused pictures" });
    const route = `${recipesOf(home)}/${saved.id}/image`;
    const cases: Array<[Blob, number, string]> = [
      [
        new Blob([new Uint8Array(5 * 1024 * 1024 + 10)], { type: "image/jpeg" }),
        413,
        "The picture is larger than 5 MB. Choose a smaller one.",
      ],
      [new Blob([await gif()], { type: "image/gif" }), 415, "Choose a JPEG, PNG or WebP picture."],
      [new Blob([await gif()], { type: "image/png" }), 415, "Choose a JPEG, PNG or WebP picture."],
      [new Blob([new Uint8Array(0)], { type: "image/png" }), 400, "The picture is empty. Choose another file."],
      [
        new Blob([new TextEncoder().encode("not a picture at all")], { type: "image/jpeg" }),
        400,
        "The picture could not be read. Choose a JPEG, PNG or WebP file.",
      ],
    ];
    for (const [blob, status, message] of cases) {
      const refused = expectError(await api("PUT", route, { body: form("image", blob, "picture") }), status, message);
      expect(refused.fields).toEqual({ image: [message] });
    }
    const missing = expectError(await api("PUT", route, { body: form("photo", await png(), "p.png") }), 400);
    expect(Object.keys(missing.fields ?? {})).toEqual(["image"]);
    expectError(
      await api("PUT", route, { body: { image: "not multipart" } }),
      415,
      "Send the body as multipart/form-data",
    );
    expect(expectData(await api<RecipeData>("GET", `/recipes/${saved.id}`))).toEqual(saved);
  });
});

describe("importing a page or text into a draft", () => {
  it("reads recipe pages into the drafts their fixtures expect", async () => {
    for (const page of ["wprm-graph.html", "microdata-howtosteps.html", "mainentity-step-timers.html"]) {
      const url = `${pagesOrigin}/${page}`;
      const { draft } = expectData(await api<{ draft: Draft }>("POST", "/recipes/import/url", { body: { url } }));
      expect(draft, page).toEqual(expectedDrafts[page](url));
    }
  });

  it("keeps the import's status and words for every failure", async () => {
    const cases: Array<[string, number, string]> = [
      [`${pagesOrigin}/no-recipe.html`, 422, "No recipe was found on that page. You can paste its text instead."],
      [`${pagesOrigin}/missing.html`, 502, "That page answered with an error (404)."],
      [`${pagesOrigin}/data.json`, 415, "That address is not a web page."],
      [`${pagesOrigin}/huge.html`, 413, "That page is too large to import."],
      ["file:///etc/passwd", 400, "Enter a web address that starts with http:// or https://."],
      ["http://127.0.0.1:1/closed", 502, "That page could not be reached."],
    ];
    // Another member's imports: a member may import 10 a minute, and the other tests here import as home.
    for (const [url, status, message] of cases)
      expectError(await api("POST", "/recipes/import/url", { body: { url }, as: neighbour }), status, message);
    expect(expectError(await api("POST", "/recipes/import/url", { body: {}, as: neighbour }), 400).fields).toEqual({
      url: ["Enter the recipe's web address"],
    });
  });

  it("refuses loopback addresses when the server is not told to allow private ones", async () => {
    const refused = expectError(
      await api("POST", "/recipes/import/url", {
        body: { url: `${pagesOrigin}/wprm-graph.html` },
        as: guardedMember,
        server: guarded,
      }),
      400,
    );
    expect(refused.message).toBe("Basil can only import from public web addresses.");
  });

  it("offers a draft as a body that saves as it comes back, and a saved recipe reads back as it was sent", async () => {
    const text = [
      "Dal Tadka",
      "An Indian lentil curry.",
      "Serves 4",
      "Prep 10 minutes, cook 25 minutes",
      "",
      "Ingredients",
      "1 cup red lentils",
      "1 onion, chopped",
      "2 tomatoes",
      "1 tsp cumin seeds",
      "",
      "Method",
      "1. Simmer the lentils until soft.",
      "2. Fry the onion, tomatoes and cumin, then stir into the lentils.",
    ].join("\n");
    type Body = Record<string, unknown> & { prep_time: number; cook_time: number; cuisine: string };
    const offered = expectData(
      await api<{ draft: Draft; body: Body }>("POST", "/recipes/import/text", { body: { text } }),
    );
    expect(offered.draft).toMatchObject({ prepTime: 10, cookTime: 25 });
    expect(offered.body).toMatchObject({ name: "Dal Tadka", prep_time: 10, cook_time: 25, cuisine: "other" });
    expect(offered.body.diets).toEqual(expect.arrayContaining(["vegan", "vegetarian"]));

    // Sent back as it came, it saves; what the save answers is what a read answers.
    const saved = expectData(
      await api<RecipeData & { body: Body }>("POST", recipesOf(home), { body: offered.body }),
      201,
    );
    expect(saved.body).toMatchObject({ prep_time: 10, cook_time: 25, cuisine: "other", servings: 4 });
    const read = expectData(await api<RecipeData & { body: Body }>("GET", `/recipes/${saved.id}`));
    expect(read.body).toEqual(saved.body);

    // Read, sent back unchanged, and read again: nothing moves (prep 10 stays 10, not 35).
    const again = expectData(
      await api<RecipeData & { body: Body }>("PUT", `${recipesOf(home)}/${saved.id}`, { body: read.body }),
    );
    expect(again.body).toEqual(read.body);
    expect(expectData(await api<RecipeData & { body: Body }>("GET", `/recipes/${saved.id}`)).body).toEqual(read.body);

    // A page's cuisine ("Italian") comes as Basil's own word, so the body saves without a change.
    const page = expectData(
      await api<{ draft: Draft; body: Body }>("POST", "/recipes/import/url", {
        body: { url: `${pagesOrigin}/wprm-graph.html` },
      }),
    );
    expect(page.draft.cuisine).toBe("Italian");
    expect(page.body).toMatchObject({ cuisine: "italian", prep_time: 15, cook_time: 30 });
    const fromPage = expectData(
      await api<RecipeData & { body: Body }>("POST", recipesOf(home), { body: page.body }),
      201,
    );
    expect(fromPage.body).toMatchObject({ cuisine: "italian", prep_time: 15, cook_time: 30 });
  });

  it("reads pasted text into a draft that saves as a recipe once its facts are filled in", async () => {
    const text =
      "Pancakes\nFluffy weekend pancakes.\nServes 4\n\nIngredients\n2 cups flour\n2 eggs\n1 1/2 cups milk\n\nMethod\n1. Whisk everything together.\n2. Fry ladlefuls for 2 minutes a side.";
    const { draft } = expectData(await api<{ draft: Draft }>("POST", "/recipes/import/text", { body: { text } }));
    expect(draft).toMatchObject({
      name: "Pancakes",
      servings: 4,
      ingredients: ["2 cups flour", "2 eggs", "1 1/2 cups milk"],
      steps: [
        { instruction: "Whisk everything together.", timerMinutes: null },
        { instruction: "Fry ladlefuls for 2 minutes a side.", timerMinutes: null },
      ],
    });
    const saved = await create(home, {
      name: draft.name,
      servings: draft.servings,
      cuisine: "american",
      meal_types: ["breakfast"],
      diets: ["vegetarian"],
      allergens: ["wheat", "eggs", "dairy"],
      ingredients: draft.ingredients,
      steps: draft.steps.map((step) => ({ instruction: step.instruction, timer_minutes: step.timerMinutes })),
      tips: [],
      source_url: null,
      credit: null,
    });
    expect(saved.ingredients).toEqual([
      { quantity: 2, unit: "cup", name: "flour" },
      { quantity: 2, unit: null, name: "eggs" },
      { quantity: 1.5, unit: "cup", name: "milk" },
    ]);

    expectError(
      await api("POST", "/recipes/import/text", { body: { text: "Just a thought about dinner." } }),
      422,
      "No ingredients or steps were found in that text.",
    );
    expect(
      expectError(await api("POST", "/recipes/import/text", { body: { text: `${"x".repeat(99)}\n`.repeat(501) } }), 400)
        .fields,
    ).toEqual({ text: ["That text is too long to read as one recipe"] });
    expect(expectError(await api("POST", "/recipes/import/text", { body: { text: "   " } }), 400).fields).toEqual({
      text: ["Paste the recipe's text"],
    });
  });
});

describe("backups", () => {
  it("exports the household's recipes and restores them: replaced at home, added with new ids next door", async () => {
    const pictured = await create(home, {
      name: "Backup biscuits",
      diets: [],
      allergens: ["wheat", "dairy"],
      ingredients: ["200 g flour", "100 g butter"],
    });
    expectData(
      await api("PUT", `${recipesOf(home)}/${pictured.id}/image`, { body: form("image", await png(), "b.png") }),
    );
    const backup = expectData(
      await api<{
        format: string;
        version: number;
        recipes: Array<{ id: string; content: { name: string }; image: unknown }>;
      }>("GET", `/recipes/households/${home.householdId}/export`),
    );
    expect(backup).toMatchObject({ format: "basil-household-recipes", version: 1 });
    const ours = expectData(
      await api<{ recipes: Array<{ id: string; name: string }> }>("GET", recipesOf(home)),
    ).recipes;
    expect(backup.recipes.map((recipe) => recipe.id)).toEqual(ours.map((recipe) => recipe.id));
    expect(backup.recipes.find((recipe) => recipe.id === pictured.id)?.image).toBeTruthy();
    const file = () =>
      form("backup", new Blob([JSON.stringify(backup)], { type: "application/json" }), "basil-recipes.json");

    expect(expectData(await api("POST", `/recipes/households/${home.householdId}/import`, { body: file() }))).toEqual({
      added: 0,
      replaced: ours.length,
    });
    expect(
      expectData(await api<{ recipes: Array<{ id: string }> }>("GET", recipesOf(home))).recipes.map(
        (recipe) => recipe.id,
      ),
    ).toEqual(ours.map((recipe) => recipe.id));

    expect(
      expectData(
        await api("POST", `/recipes/households/${neighbour.householdId}/import`, { body: file(), as: neighbour }),
      ),
    ).toEqual({ added: ours.length, replaced: 0 });
    const theirs = expectData(
      await api<{ recipes: Array<{ id: string; name: string; imageUrl: string }> }>("GET", recipesOf(neighbour), {
        as: neighbour,
      }),
    ).recipes;
    expect(theirs.map((recipe) => recipe.name)).toEqual(ours.map((recipe) => recipe.name));
    expect(theirs.filter((recipe) => ours.some((own) => own.id === recipe.id))).toEqual([]);
    expect(theirs.find((recipe) => recipe.name === "Backup biscuits")?.imageUrl).toMatch(/\.webp\?v=/);
  });

  it("refuses a file that is not JSON with 415 and invalid content with 400, adding nothing", async () => {
    const route = `/recipes/households/${home.householdId}/import`;
    const before = expectData(await api<{ recipes: unknown[] }>("GET", recipesOf(home))).recipes;
    const upload = (content: string) =>
      form("backup", new Blob([content], { type: "application/json" }), "backup.json");

    expect(
      expectError(
        await api("POST", route, { body: upload("{ not json") }),
        415,
        "That file is not a Basil recipe backup.",
      ).fields,
    ).toEqual({
      backup: ["That file is not a Basil recipe backup."],
    });
    expectError(
      await api("POST", route, { body: upload(JSON.stringify({ format: "something-else", version: 1, recipes: [] })) }),
      400,
      "This is not a Basil recipe backup",
    );
    const backup = expectData(
      await api<{ recipes: Array<{ content: Record<string, unknown> }> }>(
        "GET",
        `/recipes/households/${home.householdId}/export`,
      ),
    );
    const unsafe = {
      ...backup,
      recipes: [
        ...backup.recipes,
        {
          content: {
            ...backup.recipes[0].content,
            name: "Sneaky satay",
            allergens: [],
            diets: [],
            ingredients: [{ quantity: 2, unit: "tbsp", name: "peanut butter" }],
          },
          image: null,
        },
      ],
    };
    const refused = expectError(await api("POST", route, { body: upload(JSON.stringify(unsafe)) }), 400);
    expect(refused.message).toMatch(/^Recipe \d+ \(Sneaky satay\): The ingredients contain peanuts \(peanut butter\)/);
    expect(refused.fields).toEqual({ backup: [refused.message] });
    expect(
      Object.keys(
        expectError(await api("POST", route, { body: form("file", new Blob(["{}"]), "x.json") }), 400).fields ?? {},
      ),
    ).toEqual(["backup"]);
    expect(expectData(await api<{ recipes: unknown[] }>("GET", recipesOf(home))).recipes).toEqual(before);
  });
});
