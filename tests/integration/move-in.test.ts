import { mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_HOUSEHOLD_RECIPES } from "~/schemas/recipe-form";
import type { DB } from "~/services/db/index.server";
import { ARCHIVE_LIMITS, MESSAGES } from "~/services/kitchen/move-in/archive.server";
import { NOT_RECOGNISED } from "~/services/kitchen/move-in/detect.server";
import { importMoveIn, previewMoveIn } from "~/services/kitchen/move-in/index.server";
import {
  dropStash,
  forgetProgress,
  progressWriter,
  STASH_GONE,
  stashedUpload,
  stashProgress,
  stashUpload,
} from "~/services/kitchen/move-in/stash.server";
import { listHouseholdRecipes, recipeImage, saveHouseholdRecipe } from "~/services/kitchen/recipes.server";
import {
  lyingZip,
  mealieBackup,
  mealieWithBrokenDatabase,
  nestedTooDeep,
  nextcloudFolder,
  paprikaExport,
  paprikaGzipBomb,
  schemaOrgFile,
  schemaOrgZip,
  tandoorExport,
  pathTraversal,
  tooManyEntries,
  truncatedZip,
  zipBomb,
} from "../fixtures/imports/exports";
import { dialects, useDatabase } from "./databases";
import { newHousehold, useEventBus, type TestHousehold } from "./kitchen-fixtures";
import { rejection } from "./people";

/**
 * Moving in from another app, on SQLite and PostgreSQL: each export recognised by its
 * content, previewed (new, already here, problems) without writing anything, imported in one
 * transaction, and hostile archives refused with a message and nothing saved.
 */

async function recipeRows(db: DB, household: TestHousehold) {
  return db.selectFrom("household_recipes").select("id").where("household_id", "=", household.id).execute();
}

describe("an upload kept between preview and import", () => {
  const actor = { householdId: "household-a", userId: "member-a" };
  const directory = () => mkdtempSync(path.join(tmpdir(), "basil-stash-"));

  it("is given back to its household only, for an hour, and forgotten once dropped", async () => {
    const folder = directory();
    const now = Date.parse("2026-01-01T10:00:00Z");
    const id = await stashUpload(folder, actor, new Uint8Array([1, 2, 3]), now);
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect([...(await stashedUpload(folder, actor, id, now + 59 * 60_000))]).toEqual([1, 2, 3]);
    const stranger = { householdId: "household-b", userId: "member-b" };
    expect((await rejection(stashedUpload(folder, stranger, id, now))).status).toBe(410);
    expect((await rejection(stashedUpload(folder, actor, id, now + 61 * 60_000))).message).toBe(STASH_GONE);
    expect((await rejection(stashedUpload(folder, actor, "../../etc/passwd", now))).status).toBe(410);
    await dropStash(folder, id);
    expect((await rejection(stashedUpload(folder, actor, id, now))).status).toBe(410);
    rmSync(folder, { recursive: true, force: true });
  });

  it("tells its household only how far its import is, a hundred times at most, and forgets it once dropped", async () => {
    const folder = directory();
    const id = await stashUpload(folder, actor, new Uint8Array([1]));
    expect(await stashProgress(folder, actor, id)).toBeNull();
    const write = progressWriter(folder, id);
    const seen: Array<number | undefined> = [];
    for (let done = 0; done <= 500; done += 1) {
      await write({ done, total: 500 });
      seen.push((await stashProgress(folder, actor, id))?.done);
    }
    expect(new Set(seen).size).toBe(101);
    expect(seen.at(120)).toBe(120);
    expect(await stashProgress(folder, actor, id)).toEqual({ done: 500, total: 500 });
    expect(await stashProgress(folder, { householdId: "household-b", userId: "member-b" }, id)).toBeNull();
    expect(await stashProgress(folder, actor, "../x")).toBeNull();
    await forgetProgress(folder, id);
    expect(await stashProgress(folder, actor, id)).toBeNull();
    await write({ done: 0, total: 500 });
    await dropStash(folder, id);
    expect(readdirSync(folder)).toEqual([]);
    rmSync(folder, { recursive: true, force: true });
  });

  it("sweeps uploads older than the hour when another is kept", async () => {
    const folder = directory();
    const old = await stashUpload(folder, actor, new Uint8Array([1]));
    const hourAgo = new Date(Date.now() - 2 * 3600_000);
    for (const name of readdirSync(folder)) utimesSync(path.join(folder, name), hourAgo, hourAgo);
    const fresh = await stashUpload(folder, actor, new Uint8Array([2]));
    expect(readdirSync(folder).sort()).toEqual([`${fresh}.json`, `${fresh}.upload`]);
    expect(old).not.toBe(fresh);
    rmSync(folder, { recursive: true, force: true });
  });
});

describe.each(dialects)("moving in from another app on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();

  describe("a Mealie backup", () => {
    it("is previewed without saving anything: new recipes, one with a problem", async () => {
      const household = await newHousehold(db());
      const preview = await previewMoveIn(db(), household.actor, await mealieBackup());
      expect(preview.format).toBe("mealie");
      expect(preview.formatName).toBe("Mealie backup");
      expect(preview.counts).toEqual({ new: 3, duplicate: 0, problem: 1 });
      expect(preview.items.map((item) => [item.name, item.status])).toEqual([
        ["Red lentil soup", "new"],
        ["Oat pancakes", "new"],
        ["Grandma's secret", "problem"],
        ["Tomato toast", "new"],
      ]);
      expect(preview.items[2].problem).toBe("It has no ingredients.");
      expect(await recipeRows(db(), household)).toHaveLength(0);
    });

    it("imports the sound recipes with their ingredients read like pasted text, and their pictures", async () => {
      const household = await newHousehold(db());
      const summary = await importMoveIn(db(), household.actor, await mealieBackup());
      expect(summary).toMatchObject({ format: "mealie", added: 3, duplicates: 0, problems: 1, withoutPicture: [] });
      const recipes = await listHouseholdRecipes(db(), household.actor);
      expect(recipes.map((recipe) => recipe.name)).toEqual(["Oat pancakes", "Red lentil soup", "Tomato toast"]);
      const soup = recipes.find((recipe) => recipe.name === "Red lentil soup")!;
      expect(soup.ingredients).toEqual([
        { quantity: 200, unit: "g", name: "red lentils" },
        { quantity: 1, unit: null, name: "onion", note: "chopped" },
        { quantity: 1, unit: "l", name: "vegetable stock" },
      ]);
      expect(soup.steps.map((step) => step.instruction)).toEqual([
        "Soften the onion in a little oil.",
        "Add the lentils and stock and simmer for 20 minutes.",
      ]);
      expect(soup.steps[1].timerMinutes).toBe(20);
      expect(soup).toMatchObject({
        servings: 4,
        prepTime: 35,
        cookTime: 25,
        sourceUrl: "https://example.org/red-lentil-soup",
        tags: ["dinner", "soup"],
        mealTypes: ["dinner"],
      });
      const pancakes = recipes.find((recipe) => recipe.name === "Oat pancakes")!;
      expect(pancakes).toMatchObject({ servings: 8, prepTime: 20, mealTypes: ["breakfast"] });
      expect(pancakes.ingredients.map((item) => [item.quantity, item.unit, item.name])).toEqual([
        [1, "cup", "rolled oats"],
        [1, "cup", "milk"],
        [1, null, "egg"],
      ]);
      // The pictures were decoded and re-encoded like an upload; the toast had none.
      const stored = await recipeImage(db(), household.actor, soup.id);
      expect(stored?.contentType).toBe("image/webp");
      expect(stored?.bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(await recipeImage(db(), household.actor, recipes[2].id)).toBeNull();
    });

    it("reads the households layout, ids with dashes, in a folder of the zip", async () => {
      const household = await newHousehold(db());
      const backup = await mealieBackup({ layout: "households", dashes: true, folder: "mealie_2025.01.05" });
      const summary = await importMoveIn(db(), household.actor, backup);
      expect(summary.added).toBe(3);
      const soup = (await listHouseholdRecipes(db(), household.actor)).find((r) => r.name === "Red lentil soup")!;
      expect(soup.servings).toBe(4);
      expect(soup.ingredients[0]).toEqual({ quantity: 200, unit: "g", name: "red lentils" });
      expect(await recipeImage(db(), household.actor, soup.id)).not.toBeNull();
    });

    it("finds each picture when the database writes ids without dashes and the folders with them", async () => {
      const household = await newHousehold(db());
      await importMoveIn(db(), household.actor, await mealieBackup({ layout: "households", dashes: false }));
      const recipes = await listHouseholdRecipes(db(), household.actor);
      const pictures = await Promise.all(recipes.map((recipe) => recipeImage(db(), household.actor, recipe.id)));
      expect(pictures.map((image) => image !== null)).toEqual([true, true, false]);
    });

    it("names the recipes already here (same name and source) and does not add them twice", async () => {
      const household = await newHousehold(db());
      await saveHouseholdRecipe(db(), household.actor, {
        name: "tomato  TOAST",
        description: "",
        cuisine: "other",
        mealTypes: ["lunch"],
        difficulty: "easy",
        prepTime: 5,
        cookTime: 0,
        servings: 1,
        spiceLevel: "mild",
        tags: [],
        diets: [],
        allergens: ["wheat"],
        ingredients: [{ quantity: 1, unit: null, name: "bread" }],
        steps: [{ instruction: "Toast it." }],
        sourceUrl: "https://example.org/tomato-toast",
      });
      const backup = await mealieBackup();
      const preview = await previewMoveIn(db(), household.actor, backup);
      expect(preview.counts).toEqual({ new: 2, duplicate: 1, problem: 1 });
      expect(preview.items.find((item) => item.status === "duplicate")?.name).toBe("Tomato toast");
      expect(await importMoveIn(db(), household.actor, backup)).toMatchObject({ added: 2, duplicates: 1 });
      // The same backup again adds nothing: every recipe is now here.
      expect(await importMoveIn(db(), household.actor, backup)).toMatchObject({ added: 0, duplicates: 3 });
      expect(await recipeRows(db(), household)).toHaveLength(3);
    });

    it("brings a recipe in without its picture when the picture is not one, and says so", async () => {
      const household = await newHousehold(db());
      const backup = await mealieBackup({ lentilPicture: new TextEncoder().encode("<svg>not a webp</svg>") });
      const summary = await importMoveIn(db(), household.actor, backup);
      expect(summary).toMatchObject({ added: 3, withoutPicture: ["Red lentil soup"] });
      const soup = (await listHouseholdRecipes(db(), household.actor)).find((r) => r.name === "Red lentil soup")!;
      expect(await recipeImage(db(), household.actor, soup.id)).toBeNull();
    });

    it("imports nothing when the recipes would pass the household's limit", async () => {
      const household = await newHousehold(db());
      const backup = await mealieBackup({ more: MAX_HOUSEHOLD_RECIPES - 2 });
      const error = await rejection(importMoveIn(db(), household.actor, backup));
      expect(error.status).toBe(409);
      expect(error.message).toBe(
        `A household keeps at most 1,000 recipes, and this import would make 1,001. Delete some recipes first.`,
      );
      expect(await recipeRows(db(), household)).toHaveLength(0);
    });

    it("imports a 500-recipe backup with its progress told recipe by recipe, all in one transaction", async () => {
      const household = await newHousehold(db());
      // The backup's three sound recipes and 497 more: 500 to import, one with a problem.
      const backup = await mealieBackup({ more: 497 });
      const heard: Array<{ done: number; total: number; saved: number }> = [];
      const summary = await importMoveIn(db(), household.actor, backup, async (progress) => {
        // Nothing is saved while the recipes are made ready: the transaction comes after.
        heard.push({ ...progress, saved: (await recipeRows(db(), household)).length });
      });
      expect(heard.map(({ done }) => done)).toEqual(Array.from({ length: 501 }, (_, index) => index));
      expect(new Set(heard.map(({ total }) => total))).toEqual(new Set([500]));
      expect(heard.every(({ saved }) => saved === 0)).toBe(true);
      expect(summary).toMatchObject({ added: 500, duplicates: 0, problems: 1 });
      expect(await recipeRows(db(), household)).toHaveLength(500);
    });

    it("refuses a database.json that is not JSON", async () => {
      const household = await newHousehold(db());
      const error = await rejection(importMoveIn(db(), household.actor, mealieWithBrokenDatabase()));
      expect(error.message).toMatch(/database\.json could not be read/);
      expect(error.status).toBe(422);
      expect(await recipeRows(db(), household)).toHaveLength(0);
    });
  });

  describe("a Paprika export", () => {
    it("reads each gzip-compressed recipe, its lines like pasted text, its base64 photo like an upload", async () => {
      const household = await newHousehold(db());
      const preview = await previewMoveIn(db(), household.actor, await paprikaExport());
      expect(preview.formatName).toBe("Paprika export");
      expect(preview.items).toEqual([
        { name: "Chickpea curry", sourceUrl: "https://example.com/chickpea-curry", status: "new" },
        { name: "Banana bread", sourceUrl: null, status: "new" },
        { name: "Broken", sourceUrl: null, status: "problem", problem: "Its file could not be read (it is not JSON)." },
      ]);
      const summary = await importMoveIn(db(), household.actor, await paprikaExport());
      expect(summary).toMatchObject({ added: 2, problems: 1, withoutPicture: ["Banana bread"] });
      const recipes = await listHouseholdRecipes(db(), household.actor);
      const curry = recipes.find((recipe) => recipe.name === "Chickpea curry")!;
      expect(curry.ingredients).toEqual([
        { quantity: 1, unit: "tbsp", name: "oil" },
        { quantity: 1, unit: null, name: "onion", note: "diced" },
        { quantity: 400, unit: "g", name: "chickpeas", note: "drained" },
        { quantity: 400, unit: "ml", name: "coconut milk" },
      ]);
      expect(curry).toMatchObject({
        servings: 4,
        prepTime: 30,
        cookTime: 20,
        cuisine: "indian",
        credit: "Our kitchen notebook",
        tags: ["dinner", "indian"],
      });
      expect(curry.steps.map((step) => step.timerMinutes ?? null)).toEqual([null, 15]);
      expect((await recipeImage(db(), household.actor, curry.id))?.contentType).toBe("image/webp");
      const bread = recipes.find((recipe) => recipe.name === "Banana bread")!;
      expect(bread.steps.map((step) => step.instruction)).toEqual([
        "Mash the bananas.",
        "Mix everything and bake for 50 minutes.",
      ]);
      expect(await recipeImage(db(), household.actor, bread.id)).toBeNull();
    });

    it("refuses a recipe that inflates past the limit, and saves nothing", async () => {
      const household = await newHousehold(db());
      const error = await rejection(importMoveIn(db(), household.actor, paprikaGzipBomb()));
      expect(error.message).toBe(MESSAGES.fileTooLarge("Huge.paprikarecipe"));
      expect(error.status).toBe(413);
      expect(await recipeRows(db(), household)).toHaveLength(0);
    });
  });

  describe("schema.org recipes", () => {
    it("reads a zipped Nextcloud Cookbook folder with each recipe's full.jpg", async () => {
      const household = await newHousehold(db());
      const summary = await importMoveIn(db(), household.actor, await nextcloudFolder());
      expect(summary).toMatchObject({ format: "nextcloud", formatName: "Nextcloud Cookbook", added: 2, problems: 0 });
      const recipes = await listHouseholdRecipes(db(), household.actor);
      const rice = recipes.find((recipe) => recipe.name === "Lemon rice")!;
      expect(rice).toMatchObject({
        servings: 3,
        prepTime: 25,
        cookTime: 15,
        sourceUrl: "https://example.org/lemon-rice",
        mealTypes: ["lunch"],
      });
      expect(rice.ingredients[0]).toEqual({ quantity: 1, unit: "cup", name: "basmati rice" });
      expect(await recipeImage(db(), household.actor, rice.id)).not.toBeNull();
      const porridge = recipes.find((recipe) => recipe.name === "Millet porridge")!;
      expect(porridge.servings).toBe(2);
      expect(porridge.sourceUrl ?? null).toBeNull();
      expect(await recipeImage(db(), household.actor, porridge.id)).toBeNull();
    });

    it("reads a zip of JSON-LD files, naming the files that are not recipes", async () => {
      const household = await newHousehold(db());
      const preview = await previewMoveIn(db(), household.actor, schemaOrgZip());
      expect(preview.format).toBe("schema-org");
      expect(preview.items.map((item) => [item.name, item.status, item.problem])).toEqual([
        ["Carrot and ginger soup", "new", undefined],
        ["Cucumber salad", "new", undefined],
        ["shopping", "problem", "Its file has no recipe in it."],
        ["broken", "problem", "Its file could not be read (it is not JSON)."],
      ]);
      expect(await importMoveIn(db(), household.actor, schemaOrgZip())).toMatchObject({ added: 2, problems: 2 });
      const soup = (await listHouseholdRecipes(db(), household.actor)).find((r) => r.name.startsWith("Carrot"))!;
      expect(soup.steps).toHaveLength(2);
      expect(soup.ingredients[1]).toEqual({ quantity: 1, unit: null, name: "thumb ginger", note: "grated" });
    });

    it("reads one recipe file on its own", async () => {
      const household = await newHousehold(db());
      expect(await importMoveIn(db(), household.actor, schemaOrgFile())).toMatchObject({ added: 1 });
      const [bread] = await listHouseholdRecipes(db(), household.actor);
      expect(bread.name).toBe("Garlic bread");
      expect(bread.allergens).toEqual(expect.arrayContaining(["dairy", "wheat"]));
    });
  });

  describe("a Tandoor export", () => {
    it("reads each recipe's zip: steps in order with their ingredients, keywords, times and picture", async () => {
      const household = await newHousehold(db());
      const preview = await previewMoveIn(db(), household.actor, await tandoorExport());
      expect(preview.formatName).toBe("Tandoor export");
      expect(preview.items.map((item) => [item.name, item.status, item.problem])).toEqual([
        ["Shakshuka", "new", undefined],
        ["Yogurt flatbread", "new", undefined],
        ["3", "problem", "Its recipe.json could not be read."],
      ]);
      await importMoveIn(db(), household.actor, await tandoorExport());
      const recipes = await listHouseholdRecipes(db(), household.actor);
      const shakshuka = recipes.find((recipe) => recipe.name === "Shakshuka")!;
      expect(shakshuka.ingredients).toEqual([
        { quantity: 1, unit: null, name: "onion", note: "sliced" },
        { quantity: 1, unit: null, name: "red pepper" },
        { quantity: 400, unit: "g", name: "chopped tomatoes" },
        { quantity: 4, unit: null, name: "eggs" },
      ]);
      expect(shakshuka.steps[0].instruction).toBe("Soften the onion and pepper in olive oil.");
      expect(shakshuka).toMatchObject({
        servings: 2,
        prepTime: 30,
        cookTime: 20,
        mealTypes: ["breakfast"],
        sourceUrl: "https://example.net/shakshuka",
        allergens: ["eggs"],
      });
      expect(await recipeImage(db(), household.actor, shakshuka.id)).not.toBeNull();
      const flatbread = recipes.find((recipe) => recipe.name === "Yogurt flatbread")!;
      expect(flatbread.servings).toBe(4);
      expect(flatbread.ingredients.map((item) => item.name)).toEqual(["self-raising flour", "plain yogurt", "salt"]);
      expect(flatbread.ingredients[2]).toMatchObject({ quantity: 0.5, unit: "tsp" });
    });
  });

  describe("hostile and unknown files", () => {
    const cases: Array<[string, () => Buffer | Promise<Buffer>, string, number]> = [
      ["a zip bomb", zipBomb, MESSAGES.tooLarge, 413],
      ["a file larger than it says", lyingZip, MESSAGES.damaged("database.json"), 422],
      ["too many files", () => tooManyEntries(ARCHIVE_LIMITS.entries + 1), MESSAGES.tooManyEntries, 413],
      ["a name outside the archive", pathTraversal, MESSAGES.unsafeName("../../etc/cron.d/basil"), 422],
      ["a damaged zip", truncatedZip, MESSAGES.notZip, 415],
      ["a file that is no archive", () => Buffer.from("name,ingredients\nsoup,water\n"), NOT_RECOGNISED, 415],
      ["a zip of something else", () => tooManyEntries(3), NOT_RECOGNISED, 415],
    ];
    it.each(cases)("refuses %s with a clear message and saves nothing", async (_, make, message, status) => {
      const household = await newHousehold(db());
      const bytes = await make();
      for (const attempt of [previewMoveIn, importMoveIn]) {
        const error = await rejection(attempt(db(), household.actor, bytes));
        expect(error.message).toBe(message);
        expect(error.status).toBe(status);
      }
      expect(await recipeRows(db(), household)).toHaveLength(0);
    });

    it("refuses archives nested deeper than an export's", async () => {
      const household = await newHousehold(db());
      const error = await rejection(importMoveIn(db(), household.actor, nestedTooDeep()));
      expect(error.message).toBe(MESSAGES.tooDeep);
      expect(await recipeRows(db(), household)).toHaveLength(0);
    });
  });
});
