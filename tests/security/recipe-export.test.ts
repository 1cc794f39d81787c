import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unique } from "../integration/databases";
import { memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";

/**
 * A household's backup holds every recipe with its picture: 60 recipes with pictures of
 * about 900 KB (what the server stores today) are some 70 MB of JSON. Written as it is read,
 * one recipe at a time and no faster than its reader takes it, the server holds a few recipes'
 * worth at once however large the household; built in memory first, or written ahead of a
 * slow reader, it held the whole backup.
 */

const RECIPES = 60;
const PICTURE_BYTES = 900 * 1024;

let server: AppServer;
let dataDir: string;
let database: string;
let member: Awaited<ReturnType<typeof memberWithHousehold>>;

/** Writes the household's recipes and pictures straight into the server's database file (the pictures' bytes are not read by an export). */
function seedRecipes(householdId: string, userId: string, count = RECIPES, withPictures = true) {
  const file = new Database(database);
  try {
    const now = new Date().toISOString();
    const recipe = file.prepare(
      "INSERT INTO household_recipes (id, household_id, data, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const picture = file.prepare(
      "INSERT INTO recipe_images (recipe_id, household_id, content_type, data, width, height, version, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const data = randomBytes(PICTURE_BYTES).toString("base64");
    file.transaction(() => {
      for (let index = 0; index < count; index++) {
        const id = `h-${randomUUID()}`;
        const content = {
          name: `Stew ${index}`,
          description: "A stew.",
          cuisine: "other",
          mealTypes: ["dinner"],
          difficulty: "easy",
          prepTime: 60,
          cookTime: 45,
          servings: 4,
          spiceLevel: "mild",
          tags: [],
          diets: [],
          allergens: [],
          ingredients: [{ quantity: 1, unit: "kg", name: "beef" }],
          steps: [{ instruction: "Simmer it." }],
          tips: [],
          sourceUrl: null,
          credit: null,
        };
        recipe.run(id, householdId, JSON.stringify(content), userId, now, now);
        // Each picture its own string, as each row is in the database.
        if (withPictures)
          picture.run(id, householdId, "image/webp", `${data.slice(1)}${index % 10}`, 1200, 1200, "v1", now);
      }
    })();
  } finally {
    file.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "basil-export-"));
  database = path.join(dataDir, "basil.sqlite");
  server = await startAppServer({ dataDir, databaseUrl: `file:${database}` });
  member = await memberWithHousehold(server, unique("exporter"));
  const file = new Database(database, { readonly: true });
  const { user_id: userId } = file
    .prepare("SELECT user_id FROM profiles WHERE household_id = ?")
    .get(member.householdId) as { user_id: string };
  file.close();
  seedRecipes(member.householdId, userId);
  // Both doors once on an empty household first, so that what is measured is the backup, not the server loading their code.
  const warm = await memberWithHousehold(server, unique("exporter-warm"));
  for (const address of ["/recipes/export", `/api/v1/recipes/households/${warm.householdId}/export`])
    await (await fetch(`${server.origin}${address}`, { headers: { Cookie: warm.cookie } })).arrayBuffer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Reads a response's body chunk by chunk, keeping only its length and its end; `pause` is called once `pauseAfter` bytes are in. */
async function drain(response: Response, pauseAfter = Number.POSITIVE_INFINITY, pause = async () => {}) {
  const reader = response.body!.getReader();
  let bytes = 0;
  let tail = "";
  let paused = false;
  const decoder = new TextDecoder();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    tail = (tail + decoder.decode(chunk.value, { stream: true })).slice(-200);
    if (!paused && bytes >= pauseAfter) {
      paused = true;
      await pause();
    }
  }
  return { bytes, tail };
}

const MB = 1024 * 1024;

describe("the household's recipe backup", () => {
  it("is written no faster than it is read: a reader that stops stops the writing", async () => {
    // Its own household, whose recipes are deleted while its reader waits.
    const reader = await memberWithHousehold(server, unique("slow-reader"));
    const file = new Database(database);
    const { user_id: userId } = file
      .prepare("SELECT user_id FROM profiles WHERE household_id = ?")
      .get(reader.householdId) as { user_id: string };
    file.close();
    seedRecipes(reader.householdId, userId);
    const response = await fetch(`${server.origin}/api/v1/recipes/households/${reader.householdId}/export`, {
      headers: { Cookie: reader.cookie, "Accept-Encoding": "identity" },
    });
    expect(response.status).toBe(200);
    const { bytes, tail } = await drain(response, 5 * MB, async () => {
      // A phone on a slow line: time for the server to write ahead everything it would.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const writer = new Database(database);
      writer.prepare("DELETE FROM recipe_images WHERE household_id = ?").run(reader.householdId);
      writer.prepare("DELETE FROM household_recipes WHERE household_id = ?").run(reader.householdId);
      writer.close();
    });
    expect(tail.trimEnd().endsWith("]}}")).toBe(true);
    // The recipes it had read before its reader stopped, and no more: written ahead, all 60 would be here.
    const written = Math.round(bytes / (PICTURE_BYTES * (4 / 3)));
    expect(written).toBeGreaterThan(3);
    expect(written, `${written} of ${RECIPES} recipes were written while the reader waited`).toBeLessThan(RECIPES / 2);
  }, 300_000);

  it("is a backup that parses, every recipe with its picture", async () => {
    const response = await fetch(`${server.origin}/api/v1/recipes/households/${member.householdId}/export`, {
      headers: { Cookie: member.cookie },
    });
    const body = (await response.json()) as {
      status: string;
      data: { format: string; recipes: Array<{ content: { name: string }; image: { data: string } | null }> };
    };
    expect(body.status).toBe("success");
    expect(body.data.format).toBe("basil-household-recipes");
    expect(body.data.recipes).toHaveLength(RECIPES);
    expect(body.data.recipes.every((recipe) => recipe.image !== null)).toBe(true);
  }, 300_000);

  it("is limited to ten a member an hour, with Retry-After", async () => {
    const other = await memberWithHousehold(server, unique("exporter-limit"));
    const exports = `${server.origin}/api/v1/recipes/households/${other.householdId}/export`;
    const answers = await Promise.all(
      Array.from({ length: 11 }, () => fetch(exports, { headers: { Cookie: other.cookie } })),
    );
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await fetch(`${server.origin}/recipes/export`, { headers: { Cookie: other.cookie } });
    expect(page.status).toBe(429);
    expect(await page.text()).toBe("Too many backups. Please wait 60 minutes and try again.");
  });

  it("is of at most 1,000 recipes a household: one more is refused with the rule", async () => {
    const full = await memberWithHousehold(server, unique("full-book"));
    const file = new Database(database, { readonly: true });
    const { user_id: userId } = file
      .prepare("SELECT user_id FROM profiles WHERE household_id = ?")
      .get(full.householdId) as { user_id: string };
    file.close();
    seedRecipes(full.householdId, userId, 1_000, false);
    const answer = await fetch(`${server.origin}/api/v1/recipes/households/${full.householdId}/recipes`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: full.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "One too many",
        servings: 2,
        difficulty: "easy",
        cuisine: "other",
        ingredients: ["1 carrot"],
        steps: ["Boil it."],
      }),
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({
      message: "Your household has 1,000 recipes, the most it can keep. Delete one to make room.",
    });
  });
});
