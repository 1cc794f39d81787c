import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { recipeContentSchema, type RecipeBackup, type RecipeContent } from "~/schemas/recipe-form";
import type { DB } from "~/services/db/index.server";
import { NotFoundError, UserFacingError } from "~/services/errors.server";
import { startCookingSession, startStepTimer } from "~/services/kitchen/cooking.server";
import { planMeal } from "~/services/kitchen/meal-plan.server";
import { addPantryItem } from "~/services/kitchen/pantry.server";
import { prepareRecipeImage } from "~/services/kitchen/recipe-images.server";
import {
  exportHouseholdRecipes,
  getRecipe,
  importHouseholdRecipes,
  listHouseholdRecipes,
  recipeImage,
  removeHouseholdRecipe,
  saveHouseholdRecipe,
  savedInputOf,
  scaleRecipe,
  updateHouseholdRecipe,
  type Recipe,
} from "~/services/kitchen/recipes.server";
import { searchRecipes } from "~/services/kitchen/recipe-search.server";
import { suggestRecipes } from "~/services/kitchen/recipe-suggestions.server";
import { addRecipeIngredients, listShopping } from "~/services/kitchen/shopping.server";
import { dialects, unique, useDatabase, type TestDialect } from "./databases";
import { expectNotFound, newHousehold, setEater, useEventBus, type TestHousehold } from "./kitchen-fixtures";
import { rejection } from "./people";

/**
 * A household's own recipes in the service layer, on SQLite and PostgreSQL: writing them,
 * every other room using them (search, suggestions and the diet rule, scaling, the shopping
 * list, the plan, cooking), backups, and many members writing at once.
 */

/** A recipe as a member writes it, checked by the same schema the form and the API use. */
function written(overrides: Partial<RecipeContent> = {}): RecipeContent {
  return recipeContentSchema.parse({
    name: "Parsnip and thyme bake",
    description: "Parsnips roasted sweet with thyme.",
    prepTime: 10,
    cookTime: 25,
    servings: 2,
    difficulty: "easy",
    cuisine: "french",
    spiceLevel: "mild",
    mealTypes: ["dinner"],
    tags: ["family"],
    diets: ["vegan", "vegetarian"],
    allergens: [],
    ingredients: [
      { quantity: 500, unit: "g", name: "parsnips" },
      { quantity: 2, unit: "tbsp", name: "olive oil" },
      { quantity: null, unit: null, name: "salt", note: "to taste" },
    ],
    steps: [
      { instruction: "Roast the parsnips with the oil and salt.", timerMinutes: 25 },
      { instruction: "Scatter with thyme and serve.", timerMinutes: null },
    ],
    tips: ["Older parsnips want their cores cut out."],
    sourceUrl: null,
    credit: null,
    ...overrides,
  });
}

/** Satay: peanuts are in it, and its facts say so. */
const SATAY = {
  name: "Peanut satay noodles",
  cuisine: "thai",
  diets: ["vegan", "vegetarian"],
  allergens: ["peanuts", "nuts", "soy", "wheat"],
  ingredients: [
    { quantity: 3, unit: "tbsp", name: "peanut butter" },
    { quantity: 2, unit: "tbsp", name: "soy sauce" },
    { quantity: 200, unit: "g", name: "wheat noodles" },
  ],
} as const satisfies Partial<RecipeContent>;

/** A version of a recipe in which every field says which version it is, so a mixture of two would show. */
function version(index: number): RecipeContent {
  return written({
    name: `Soup version ${index}`,
    description: `Written by cook ${index}.`,
    servings: index,
    tags: [`v${index}`],
    ingredients: [{ quantity: index * 100, unit: "g", name: "parsnips" }],
    steps: [{ instruction: `Simmer for ${index} minutes.`, timerMinutes: index }],
  });
}

function isWholeVersion(recipe: Pick<Recipe, "name" | "description" | "servings" | "tags" | "ingredients" | "steps">) {
  const index = Number(/^Soup version (\d+)$/.exec(recipe.name)?.[1]);
  const expected = savedInputOf(version(index));
  return (
    recipe.description === expected.description &&
    recipe.servings === expected.servings &&
    JSON.stringify(recipe.tags) === JSON.stringify(expected.tags) &&
    JSON.stringify(recipe.ingredients) === JSON.stringify(expected.ingredients) &&
    JSON.stringify(recipe.steps) === JSON.stringify(expected.steps)
  );
}

async function picture(width = 40, height = 30) {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 190, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  return prepareRecipeImage({ bytes: new Uint8Array(png), type: "image/png" });
}

/** Pictures made one after another: the picture queue holds only a few at once, and the race these tests run is the recipe's. */
async function picturesOneByOne(count: number) {
  const made = [];
  for (let index = 0; index < count; index += 1) made.push(await picture(20 + index, 20));
  return made;
}

/** Makes the database refuse to store a recipe whose content mentions `marker`, to prove a many-row write is all or nothing. */
async function refuseRecipesMentioning(db: DB, dialect: TestDialect["name"], marker: string) {
  const trigger = `refuse_recipe_${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  if (dialect === "sqlite") {
    await sql
      .raw(
        `CREATE TRIGGER ${trigger} BEFORE INSERT ON household_recipes WHEN NEW.data LIKE '%${marker}%' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION ${trigger}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END; $$ LANGUAGE plpgsql`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON household_recipes FOR EACH ROW WHEN (NEW.data LIKE '%${marker}%') EXECUTE FUNCTION ${trigger}()`,
    )
    .execute(db);
}

describe.each(dialects)("household recipes on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();

  async function ownRecipe(home: TestHousehold, overrides: Partial<RecipeContent> = {}) {
    return saveHouseholdRecipe(db(), home.actor, savedInputOf(written(overrides)));
  }

  /** What a household's recipes say and show, for "nothing changed" checks. */
  async function recipesOf(home: TestHousehold) {
    const recipes = await listHouseholdRecipes(db(), home.actor);
    const images = await db()
      .selectFrom("recipe_images")
      .select(["recipe_id", "version"])
      .where("household_id", "=", home.id)
      .orderBy("recipe_id")
      .execute();
    return { recipes, images };
  }

  describe("writing", () => {
    it("saves, changes and deletes a recipe, keeping the whole time and the cooking part apart", async () => {
      const home = await newHousehold(db());
      const saved = await ownRecipe(home);
      expect(saved).toMatchObject({
        source: "household",
        name: "Parsnip and thyme bake",
        prepTime: 35,
        cookTime: 25,
        imageUrl: `/images/recipes/${saved.id}.svg`,
      });
      expect(saved.id).toMatch(/^h-[0-9a-f-]{36}$/);
      expect(await getRecipe(db(), home.actor, saved.id)).toEqual(saved);

      const changed = await updateHouseholdRecipe(
        db(),
        home.actor,
        saved.id,
        savedInputOf(written({ name: "Honey parsnips", servings: 4, cookTime: 30 })),
      );
      expect(changed).toMatchObject({ id: saved.id, name: "Honey parsnips", servings: 4, prepTime: 40, cookTime: 30 });
      expect(await getRecipe(db(), home.actor, saved.id)).toEqual(changed);

      await ownRecipe(home, { name: "Apple crumble" });
      expect((await listHouseholdRecipes(db(), home.actor)).map((recipe) => recipe.name)).toEqual([
        "Apple crumble",
        "Honey parsnips",
      ]);

      await removeHouseholdRecipe(db(), home.actor, saved.id);
      await expectNotFound(getRecipe(db(), home.actor, saved.id));
      await expectNotFound(removeHouseholdRecipe(db(), home.actor, saved.id));
      await expectNotFound(updateHouseholdRecipe(db(), home.actor, saved.id, savedInputOf(written())));
    });

    it("stores a picture with the recipe, replaces it, takes it away, and deletes it with the recipe", async () => {
      const home = await newHousehold(db());
      const saved = await saveHouseholdRecipe(db(), home.actor, savedInputOf(written()), await picture(2400, 1200));
      const first = await recipeImage(db(), home.actor, saved.id);
      expect(first?.contentType).toBe("image/webp");
      expect(await sharp(first?.bytes).metadata()).toMatchObject({ format: "webp", width: 1200, height: 600 });
      expect(saved.imageUrl).toBe(`/images/recipes/${saved.id}.webp?v=${first?.version}`);

      const replaced = await updateHouseholdRecipe(db(), home.actor, saved.id, savedInputOf(written()), {
        set: await picture(),
      });
      const second = await recipeImage(db(), home.actor, saved.id);
      expect(second?.version).not.toBe(first?.version);
      expect(replaced.imageUrl).toBe(`/images/recipes/${saved.id}.webp?v=${second?.version}`);

      const bare = await updateHouseholdRecipe(db(), home.actor, saved.id, savedInputOf(written()), { remove: true });
      expect(bare.imageUrl).toBe(`/images/recipes/${saved.id}.svg`);
      expect(await recipeImage(db(), home.actor, saved.id)).toBeNull();

      await updateHouseholdRecipe(db(), home.actor, saved.id, savedInputOf(written()), { set: await picture() });
      await removeHouseholdRecipe(db(), home.actor, saved.id);
      expect(
        await db().selectFrom("recipe_images").select("recipe_id").where("recipe_id", "=", saved.id).execute(),
      ).toEqual([]);
    });

    it("answers a catalogue id or another household's id exactly like a missing one, and changes nothing", async () => {
      const home = await newHousehold(db());
      const neighbour = await newHousehold(db());
      const theirs = await saveHouseholdRecipe(
        db(),
        neighbour.actor,
        savedInputOf(written({ name: "Neighbour's stew" })),
        await picture(),
      );
      const before = await recipesOf(neighbour);
      const input = savedInputOf(written({ name: "Taken over" }));
      for (const id of ["mushroom-risotto", theirs.id, `h-${randomUUID()}`]) {
        const messages = [
          (await expectNotFound(updateHouseholdRecipe(db(), home.actor, id, input))).message,
          (await expectNotFound(updateHouseholdRecipe(db(), home.actor, id, input, { set: await picture() }))).message,
          (await expectNotFound(updateHouseholdRecipe(db(), home.actor, id, input, { remove: true }))).message,
          (await expectNotFound(removeHouseholdRecipe(db(), home.actor, id))).message,
        ];
        expect(new Set(messages)).toEqual(new Set(["Recipe not found"]));
      }
      await expectNotFound(getRecipe(db(), home.actor, theirs.id));
      expect(await recipeImage(db(), home.actor, theirs.id)).toBeNull();
      expect(await recipesOf(neighbour)).toEqual(before);
      expect(await recipesOf(home)).toEqual({ recipes: [], images: [] });
      // The catalogue recipe is as it was.
      expect((await getRecipe(db(), home.actor, "mushroom-risotto")).source).toBe("catalogue");
    });
  });

  describe("in the other rooms", () => {
    it("is found by search, by words and by ingredient, by its own household only", async () => {
      const home = await newHousehold(db());
      const neighbour = await newHousehold(db());
      const saved = await ownRecipe(home, { name: "Grandma's parsnip bake", tags: ["allotment"] });
      const ids = async (household: TestHousehold, query: Parameters<typeof searchRecipes>[2]) =>
        (await searchRecipes(db(), household.actor, query)).map((recipe) => recipe.id);
      expect(await ids(home, { text: "grandma parsnip" })).toEqual([saved.id]);
      expect(await ids(home, { tag: "Allotment" })).toEqual([saved.id]);
      expect(await ids(home, { ingredients: ["parsnips", "olive oil"] })).toContain(saved.id);
      expect(await ids(home, { cuisine: "french", maxPrepTime: 35, mealType: "dinner", difficulty: "easy" })).toContain(
        saved.id,
      );
      expect(await ids(home, { maxPrepTime: 34 })).not.toContain(saved.id);
      expect(await ids(neighbour, { text: "grandma parsnip" })).toEqual([]);
    });

    it("is suggested, but never to a member allergic to what it contains, nor when that member eats too", async () => {
      const home = await newHousehold(db(), 2);
      const [cook, allergic] = home.members;
      await setEater(db(), cook.userId, { preferences: { cuisine_preferences: ["thai"] } });
      await setEater(db(), allergic.userId, { allergies: ["peanuts"] });
      const satay = await ownRecipe(home, SATAY);
      const everything = { limit: 1000 };
      const suggested = async (actorIndex: number, options: Parameters<typeof suggestRecipes>[2] = everything) =>
        (await suggestRecipes(db(), home.actors[actorIndex], options)).map((suggestion) => suggestion.recipe.id);

      expect(await suggested(0)).toContain(satay.id);
      expect(await suggested(1)).not.toContain(satay.id);
      expect(await suggested(0, { ...everything, withMembers: [allergic.userId] })).not.toContain(satay.id);
      // A diet the recipe does not claim keeps it away as well; one it does claim does not.
      await setEater(db(), cook.userId, { dietaryRestrictions: ["gluten-free"] });
      expect(await suggested(0)).not.toContain(satay.id);
      await setEater(db(), cook.userId, { dietaryRestrictions: ["vegan"] });
      expect(await suggested(0)).toContain(satay.id);
    });

    it("scales, and its missing ingredients go on the shopping list for the servings asked", async () => {
      const home = await newHousehold(db());
      const saved = await ownRecipe(home);
      expect(scaleRecipe(saved, 6).ingredients).toEqual([
        { quantity: 1500, unit: "g", name: "parsnips" },
        { quantity: 6, unit: "tbsp", name: "olive oil" },
        { quantity: null, unit: null, name: "salt", note: "to taste" },
      ]);
      await addPantryItem(db(), home.actor, { name: "olive oil", quantity: 500, unit: "ml" });
      const result = await addRecipeIngredients(db(), home.actor, saved.id, 4);
      expect(result.covered).toEqual(["olive oil"]);
      const list = (await listShopping(db(), home.actor)).map((item) => ({
        name: item.name.toLowerCase(),
        quantity: item.quantity,
        unit: item.unit,
      }));
      expect(list).toEqual(expect.arrayContaining([{ name: "parsnips", quantity: 1000, unit: "g" }]));
      expect(list.map((item) => item.name)).not.toContain("olive oil");
      const neighbour = await newHousehold(db());
      await expectNotFound(addRecipeIngredients(db(), neighbour.actor, saved.id));
    });

    it("is planned and cooked, its step timer included; another household can do neither", async () => {
      const home = await newHousehold(db());
      const saved = await ownRecipe(home);
      const meal = await planMeal(db(), home.actor, { date: "2030-03-04", mealType: "dinner", recipeId: saved.id });
      expect(meal).toMatchObject({ recipeId: saved.id, recipeName: "Parsnip and thyme bake", prepTime: 35 });

      const session = await startCookingSession(db(), home.actor, saved.id);
      expect(session).toMatchObject({ recipeId: saved.id, currentStep: 1, totalSteps: 2, step: { timerDuration: 25 } });
      const timer = await startStepTimer(db(), home.actor, session.id);
      expect(timer).toMatchObject({
        name: "Parsnip and thyme bake: step 1",
        durationSeconds: 1500,
        sessionId: session.id,
        step: 1,
        status: "running",
      });

      const neighbour = await newHousehold(db());
      await expectNotFound(
        planMeal(db(), neighbour.actor, { date: "2030-03-04", mealType: "dinner", recipeId: saved.id }),
      );
      await expectNotFound(startCookingSession(db(), neighbour.actor, saved.id));
    });
  });

  describe("backups", () => {
    it("restores into the same household by replacing, and into another as new recipes with their pictures", async () => {
      const home = await newHousehold(db());
      const pictured = await saveHouseholdRecipe(
        db(),
        home.actor,
        savedInputOf(written({ name: "Pictured pie" })),
        await picture(),
      );
      const plain = await ownRecipe(home, SATAY);
      const backup = await exportHouseholdRecipes(db(), home.actor);
      expect(backup).toMatchObject({ format: "basil-household-recipes", version: 1 });
      expect(backup.recipes.map((recipe) => [recipe.id, recipe.content.name, recipe.image !== null])).toEqual([
        [plain.id, "Peanut satay noodles", false],
        [pictured.id, "Pictured pie", true],
      ]);
      const before = await listHouseholdRecipes(db(), home.actor);

      // Changed since the backup: restoring puts it back as it was.
      await updateHouseholdRecipe(
        db(),
        home.actor,
        plain.id,
        savedInputOf(written({ ...SATAY, name: "Satay, changed" })),
      );
      expect(await importHouseholdRecipes(db(), home.actor, backup)).toEqual({ added: 0, replaced: 2 });
      const restored = await listHouseholdRecipes(db(), home.actor);
      expect(restored.map((recipe) => recipe.id)).toEqual(before.map((recipe) => recipe.id));
      // The same recipes, word for word; a restored picture is stored again, under a new version.
      const unversioned = (recipes: Recipe[]) =>
        recipes.map((recipe) => ({ ...recipe, imageUrl: recipe.imageUrl.replace(/\?v=.*$/, "") }));
      expect(unversioned(restored)).toEqual(unversioned(before));

      const other = await newHousehold(db());
      expect(await importHouseholdRecipes(db(), other.actor, backup)).toEqual({ added: 2, replaced: 0 });
      const theirs = await listHouseholdRecipes(db(), other.actor);
      expect(theirs.map((recipe) => recipe.name)).toEqual(["Peanut satay noodles", "Pictured pie"]);
      expect(theirs.map((recipe) => recipe.id).filter((id) => id === plain.id || id === pictured.id)).toEqual([]);
      expect(await recipeImage(db(), other.actor, theirs[1].id)).not.toBeNull();
      // The first household's recipes are still its own and unchanged.
      expect((await listHouseholdRecipes(db(), home.actor)).map((recipe) => recipe.id)).toEqual(
        before.map((recipe) => recipe.id),
      );
    });

    it("changes nothing when a recipe of the backup is invalid, or when the database refuses one part way", async () => {
      const home = await newHousehold(db());
      const kept = await ownRecipe(home, { name: "Kept as it was" });
      const backup = await exportHouseholdRecipes(db(), home.actor);
      const before = await recipesOf(home);
      const entry = (content: RecipeContent): RecipeBackup["recipes"][number] => ({ content, image: null });
      const replacing = { ...backup.recipes[0], content: written({ name: "Replaced by the backup" }) };

      // Peanut butter without "peanuts" ticked: refused before anything is written.
      const unsafe = entry({ ...written({ ...SATAY, name: "Unsafe satay" }), allergens: ["soy", "wheat"] });
      const refused = await rejection(
        importHouseholdRecipes(db(), home.actor, {
          ...backup,
          recipes: [replacing, entry(written({ name: "New one" })), unsafe],
        }),
      );
      expect(refused).toBeInstanceOf(UserFacingError);
      expect(refused.message).toBe(
        "Recipe 3 (Unsafe satay): The ingredients contain peanuts (peanut butter): tick “peanuts” under Contains.",
      );
      expect(await recipesOf(home)).toEqual(before);

      const notABackup = await rejection(
        importHouseholdRecipes(db(), home.actor, { format: "something-else", recipes: [] }),
      );
      expect(notABackup.message).toBe("This is not a Basil recipe backup");

      // Valid throughout, but the database refuses the third: the replacement and the second are rolled back too.
      const marker = unique("Refused");
      await refuseRecipesMentioning(db(), dialect.name, marker);
      await rejection(
        importHouseholdRecipes(db(), home.actor, {
          ...backup,
          recipes: [replacing, entry(written({ name: "New one" })), entry(written({ name: marker }))],
        }),
      );
      expect(await recipesOf(home)).toEqual(before);
      expect((await getRecipe(db(), home.actor, kept.id)).name).toBe("Kept as it was");
    });
  });

  describe("many members at once", () => {
    it("saves every recipe twelve members write at the same moment, each exactly once", async () => {
      const home = await newHousehold(db(), 12);
      const outcomes = await Promise.all(
        home.actors.map((actor, index) =>
          saveHouseholdRecipe(db(), actor, savedInputOf(written({ name: `Cook ${index}'s soup` }))),
        ),
      );
      const names = home.actors.map((_, index) => `Cook ${index}'s soup`);
      const stored = await listHouseholdRecipes(db(), home.actor);
      expect(stored).toHaveLength(12);
      expect(new Set(stored.map((recipe) => recipe.id))).toEqual(new Set(outcomes.map((recipe) => recipe.id)));
      expect(stored.map((recipe) => recipe.name).sort()).toEqual([...names].sort());
      const rows = await db()
        .selectFrom("household_recipes")
        .select(["created_by"])
        .where("household_id", "=", home.id)
        .execute();
      expect(new Set(rows.map((row) => row.created_by))).toEqual(new Set(home.actors.map((actor) => actor.userId)));
    });

    it("leaves one recipe whole as one of the versions written when twelve members change it at once", async () => {
      const home = await newHousehold(db(), 12);
      const saved = await saveHouseholdRecipe(db(), home.actor, savedInputOf(version(1)), await picture());
      const pictures = await picturesOneByOne(home.actors.length);
      const outcomes = await Promise.all(
        home.actors.map((actor, index) =>
          updateHouseholdRecipe(
            db(),
            actor,
            saved.id,
            savedInputOf(version(index + 2)),
            index % 3 === 0 ? { set: pictures[index] } : null,
          ),
        ),
      );
      expect(outcomes.every(isWholeVersion)).toBe(true);
      const final = await getRecipe(db(), home.actor, saved.id);
      expect(isWholeVersion(final)).toBe(true);
      expect(outcomes.map((recipe) => recipe.name)).toContain(final.name);
      const images = await db()
        .selectFrom("recipe_images")
        .select("recipe_id")
        .where("recipe_id", "=", saved.id)
        .execute();
      expect(images).toHaveLength(1);
    });

    it("deletes a recipe that eleven members are changing at the same moment: they succeed before it or are told it is gone", async () => {
      const home = await newHousehold(db(), 12);
      const saved = await saveHouseholdRecipe(db(), home.actor, savedInputOf(version(1)), await picture());
      const [deleter, ...editors] = home.actors;
      const pictures = await picturesOneByOne(editors.length);
      const outcomes = await Promise.allSettled([
        ...editors.map((actor, index) =>
          updateHouseholdRecipe(
            db(),
            actor,
            saved.id,
            savedInputOf(version(index + 2)),
            index % 2 === 0 ? { set: pictures[index] } : null,
          ),
        ),
        removeHouseholdRecipe(db(), deleter, saved.id).then(() => null),
      ]);
      const removal = outcomes.at(-1);
      expect(removal?.status).toBe("fulfilled");
      for (const outcome of outcomes.slice(0, -1)) {
        if (outcome.status === "fulfilled") expect(outcome.value && isWholeVersion(outcome.value)).toBe(true);
        else expect(outcome.reason).toBeInstanceOf(NotFoundError);
      }
      await expectNotFound(getRecipe(db(), home.actor, saved.id));
      expect(await db().selectFrom("household_recipes").select("id").where("id", "=", saved.id).execute()).toEqual([]);
      expect(
        await db().selectFrom("recipe_images").select("recipe_id").where("recipe_id", "=", saved.id).execute(),
      ).toEqual([]);
    });
  });
});
