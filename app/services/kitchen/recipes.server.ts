import { randomUUID } from "node:crypto";
import { householdWrite, type DB } from "../db/index.server";
import type { Actor } from "~/domain/actor";
import { NotFoundError, UserFacingError } from "~/services/errors.server";
import { scaleAmount } from "~/domain/kitchen/amounts";
import { catalogue } from "./catalogue";
import { announce } from "../events/index.server";
import { prepareRecipeImage } from "./recipe-images.server";
import { dietFactIssues, MAX_HOUSEHOLD_RECIPES, recipeBackupSchema, type RecipeContent } from "~/schemas/recipe-form";
import type { CatalogueRecipe, RecipeCuisine } from "~/domain/kitchen/recipe-types";

/** What only a household's own recipe has: its cooking time apart, general tips and where it came from. */
export type HouseholdRecipeExtras = {
  /** Minutes of cooking within `prepTime` (which is the whole time, as in the catalogue). */
  cookTime?: number;
  tips?: string[];
  sourceUrl?: string | null;
  credit?: string | null;
};

export type Recipe = Omit<CatalogueRecipe, "slug" | "cuisine"> &
  HouseholdRecipeExtras & {
    cuisine: RecipeCuisine;
    id: string;
    imageUrl: string;
    source: "catalogue" | "household";
  };

export type RecipeSummary = Pick<
  Recipe,
  "id" | "name" | "description" | "imageUrl" | "prepTime" | "servings" | "difficulty" | "tags" | "cuisine" | "mealTypes"
>;

const HOUSEHOLD_PREFIX = "h-";

function fromCatalogue(recipe: CatalogueRecipe): Recipe {
  const { slug, ...rest } = recipe;
  return { ...rest, id: slug, imageUrl: `/images/recipes/${slug}.svg`, source: "catalogue" };
}

const CATALOGUE: Recipe[] = catalogue.map(fromCatalogue);
const BY_ID = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));

export function summarise(recipe: Recipe): RecipeSummary {
  const { id, name, description, imageUrl, prepTime, servings, difficulty, tags, cuisine, mealTypes } = recipe;
  return { id, name, description, imageUrl, prepTime, servings, difficulty, tags, cuisine, mealTypes };
}

/** The catalogue recipe with this id, for the image route (no household needed). */
export function catalogueRecipe(id: string) {
  return BY_ID.get(id) ?? null;
}

/** A household recipe's row (and its picture's version, when it has one) as a recipe. */
function fromRow(row: { id: string; data: string; image_version: string | null }): Recipe {
  return {
    ...(JSON.parse(row.data) as SavedRecipeInput),
    id: row.id,
    imageUrl: row.image_version
      ? `/images/recipes/${row.id}.webp?v=${row.image_version}`
      : `/images/recipes/${row.id}.svg`,
    source: "household",
  };
}

function householdRecipeRows(db: DB, actor: Actor) {
  return db
    .selectFrom("household_recipes")
    .leftJoin("recipe_images", "recipe_images.recipe_id", "household_recipes.id")
    .select(["household_recipes.id", "household_recipes.data", "recipe_images.version as image_version"])
    .where("household_recipes.household_id", "=", actor.householdId);
}

async function householdRecipes(db: DB, actor: Actor): Promise<Recipe[]> {
  return (await householdRecipeRows(db, actor).execute()).map(fromRow);
}

/** The household's own recipes, by name. */
export async function listHouseholdRecipes(db: DB, actor: Actor): Promise<Recipe[]> {
  return (await householdRecipes(db, actor)).sort((a, b) => a.name.localeCompare(b.name));
}

/** Every recipe the household can see: the catalogue and its own. */
export async function allRecipes(db: DB, actor: Actor) {
  return [...CATALOGUE, ...(await householdRecipes(db, actor))];
}

export async function getRecipe(db: DB, actor: Actor, id: string): Promise<Recipe> {
  const fromBook = BY_ID.get(id);
  if (fromBook) return fromBook;
  if (id.startsWith(HOUSEHOLD_PREFIX)) {
    const row = await householdRecipeRows(db, actor).where("household_recipes.id", "=", id).executeTakeFirst();
    if (row) return fromRow(row);
  }
  throw new NotFoundError("Recipe");
}

/** A household recipe's own picture, for its members only; null when it has none. */
export async function recipeImage(db: DB, actor: Actor, id: string) {
  const row = await db
    .selectFrom("recipe_images")
    .select(["content_type", "data", "version"])
    .where("recipe_id", "=", id)
    .where("household_id", "=", actor.householdId)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.data, "base64"), version: row.version } : null;
}

/** The recipe's ingredient amounts for another number of servings. */
export function scaleRecipe(recipe: Recipe, servings?: number): Recipe {
  if (!servings || servings === recipe.servings) return recipe;
  const factor = servings / recipe.servings;
  return {
    ...recipe,
    servings,
    ingredients: recipe.ingredients.map((ingredient) => ({
      ...ingredient,
      quantity: ingredient.quantity === null ? null : scaleAmount(ingredient.quantity, factor),
    })),
  };
}

export type SavedRecipeInput = Omit<CatalogueRecipe, "slug" | "cuisine"> &
  HouseholdRecipeExtras & { cuisine: RecipeCuisine };

/** A picture ready to store: already decoded, resized and re-encoded (see recipe-images.server). */
export type StoredImage = { contentType: string; bytes: Uint8Array; width: number; height: number };

/** What happens to a recipe's picture when it is saved: nothing, a new one, or none any more. */
export type ImageChange = { set: StoredImage } | { remove: true } | null;

/** The stored shape of what a member wrote: the whole time as `prepTime`, its cooking part as `cookTime`. */
export function savedInputOf(content: RecipeContent): SavedRecipeInput {
  return {
    name: content.name,
    description: content.description,
    cuisine: content.cuisine,
    mealTypes: content.mealTypes,
    difficulty: content.difficulty,
    prepTime: content.prepTime + content.cookTime,
    cookTime: content.cookTime,
    servings: content.servings,
    spiceLevel: content.spiceLevel,
    tags: content.tags,
    diets: content.diets,
    allergens: content.allergens,
    ingredients: content.ingredients,
    steps: content.steps.map((step) =>
      step.timerMinutes === null
        ? { instruction: step.instruction }
        : { instruction: step.instruction, timerMinutes: step.timerMinutes },
    ),
    tips: content.tips,
    sourceUrl: content.sourceUrl,
    credit: content.credit,
  };
}

/** A household recipe as the form and the API take it back: the inverse of savedInputOf. */
export function contentOf(recipe: Recipe): RecipeContent {
  const cookTime = recipe.cookTime ?? 0;
  return {
    name: recipe.name,
    description: recipe.description,
    prepTime: Math.max(recipe.prepTime - cookTime, 0),
    cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    cuisine: recipe.cuisine,
    spiceLevel: recipe.spiceLevel,
    mealTypes: recipe.mealTypes,
    tags: recipe.tags,
    diets: recipe.diets,
    allergens: recipe.allergens,
    ingredients: recipe.ingredients,
    steps: recipe.steps.map((step) => ({ instruction: step.instruction, timerMinutes: step.timerMinutes ?? null })),
    tips: recipe.tips ?? [],
    sourceUrl: recipe.sourceUrl ?? null,
    credit: recipe.credit ?? null,
  };
}

async function applyImageChange(trx: DB, actor: Actor, recipeId: string, change: ImageChange, now: string) {
  if (!change) return;
  await trx
    .deleteFrom("recipe_images")
    .where("recipe_id", "=", recipeId)
    .where("household_id", "=", actor.householdId)
    .execute();
  if ("remove" in change) return;
  const { contentType, bytes, width, height } = change.set;
  await trx
    .insertInto("recipe_images")
    .values({
      recipe_id: recipeId,
      household_id: actor.householdId,
      content_type: contentType,
      data: Buffer.from(bytes).toString("base64"),
      width,
      height,
      version: randomUUID().slice(0, 8),
      updated_at: now,
    })
    .execute();
}

/**
 * Writes a new household recipe and its picture, inside the caller's transaction (which
 * holds the household's lock and has checked the recipe limit): saving one, restoring a
 * backup and moving in from another app all add recipes this way.
 */
export async function insertHouseholdRecipe(
  trx: DB,
  actor: Actor,
  recipe: { id: string; input: SavedRecipeInput; image: StoredImage | null },
  now: string,
) {
  await trx
    .insertInto("household_recipes")
    .values({
      id: recipe.id,
      household_id: actor.householdId,
      data: JSON.stringify(recipe.input),
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await applyImageChange(trx, actor, recipe.id, recipe.image ? { set: recipe.image } : null, now);
}

async function recipeCount(db: DB, actor: Actor) {
  const row = await db
    .selectFrom("household_recipes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("household_id", "=", actor.householdId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const AT_MOST = MAX_HOUSEHOLD_RECIPES.toLocaleString("en");

/** Saves a household's own recipe (and its picture); its id starts with "h-". */
export async function saveHouseholdRecipe(
  db: DB,
  actor: Actor,
  recipe: SavedRecipeInput,
  image: StoredImage | null = null,
) {
  const id = `${HOUSEHOLD_PREFIX}${randomUUID()}`;
  const now = new Date().toISOString();
  const saved = await householdWrite(db, actor, async (trx) => {
    // Counted under the household's lock, so members saving at once cannot pass the limit together.
    if ((await recipeCount(trx, actor)) >= MAX_HOUSEHOLD_RECIPES)
      throw new UserFacingError(
        `Your household has ${AT_MOST} recipes, the most it can keep. Delete one to make room.`,
        409,
      );
    await insertHouseholdRecipe(trx, actor, { id, input: recipe, image }, now);
    return getRecipe(trx, actor, id);
  });
  await announce(actor.householdId, "recipes");
  return saved;
}

/** Replaces what a household recipe says (and, when asked, its picture). Another household's id is not found. */
export async function updateHouseholdRecipe(
  db: DB,
  actor: Actor,
  id: string,
  recipe: SavedRecipeInput,
  image: ImageChange = null,
) {
  const now = new Date().toISOString();
  const updated = await householdWrite(db, actor, async (trx) => {
    const result = await trx
      .updateTable("household_recipes")
      .set({ data: JSON.stringify(recipe), updated_at: now })
      .where("id", "=", id)
      .where("household_id", "=", actor.householdId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new NotFoundError("Recipe");
    await applyImageChange(trx, actor, id, image, now);
    return getRecipe(trx, actor, id);
  });
  await announce(actor.householdId, "recipes");
  return updated;
}

/** Sets or takes away a household recipe's picture; another household's id, or a catalogue one, is not found. */
export async function setRecipePicture(db: DB, actor: Actor, id: string, change: Exclude<ImageChange, null>) {
  const updated = await householdWrite(db, actor, async (trx) => {
    const result = await trx
      .updateTable("household_recipes")
      .set({ updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("household_id", "=", actor.householdId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new NotFoundError("Recipe");
    await applyImageChange(trx, actor, id, change, new Date().toISOString());
    return getRecipe(trx, actor, id);
  });
  await announce(actor.householdId, "recipes");
  return updated;
}

/** Removes a household's recipe, under the lock that planning and cooking take when they check a recipe exists. */
export async function removeHouseholdRecipe(db: DB, actor: Actor, id: string) {
  const result = await householdWrite(db, actor, async (trx) => {
    await trx
      .deleteFrom("recipe_images")
      .where("recipe_id", "=", id)
      .where("household_id", "=", actor.householdId)
      .execute();
    return trx
      .deleteFrom("household_recipes")
      .where("id", "=", id)
      .where("household_id", "=", actor.householdId)
      .executeTakeFirst();
  });
  if (Number(result.numDeletedRows) === 0) throw new NotFoundError("Recipe");
  await announce(actor.householdId, "recipes");
}

/** The household's own recipes as a backup file's content (written recipe by recipe in recipe-backup.server). */
export { exportHouseholdRecipes } from "./recipe-backup.server";

/** A backup's recipe, checked and with its picture re-encoded, ready to be written. */
export type PreparedRecipe = { id?: string; input: SavedRecipeInput; image: StoredImage | null };

/**
 * Reads a recipe backup (the recipes' Export page's file, or the recipes of a household's
 * data file): every recipe is checked like the form checks it, and every picture decoded and
 * re-encoded, before anything is written; the first problem refuses them all.
 */
export async function prepareBackupRecipes(file: unknown): Promise<PreparedRecipe[]> {
  const parsed = recipeBackupSchema.safeParse(file);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where =
      issue.path[0] === "recipes" && typeof issue.path[1] === "number" ? `Recipe ${issue.path[1] + 1}: ` : "";
    throw new UserFacingError(`${where}${issue.message}`);
  }
  const prepared: PreparedRecipe[] = [];
  for (const [index, entry] of parsed.data.recipes.entries()) {
    const facts = dietFactIssues(entry.content);
    if (facts.length > 0) throw new UserFacingError(`Recipe ${index + 1} (${entry.content.name}): ${facts[0].message}`);
    const image = entry.image
      ? await prepareRecipeImage({ bytes: Buffer.from(entry.image.data, "base64"), type: entry.image.contentType })
      : null;
    prepared.push({ id: entry.id, input: savedInputOf(entry.content), image });
  }
  return prepared;
}

/**
 * Adds prepared recipes under new ids inside the caller's householdWrite (which announces
 * the change). Answers the new id of each recipe by its id in the backup, for what refers to
 * it (a planned meal).
 */
export async function addPreparedRecipes(trx: DB, actor: Actor, prepared: PreparedRecipe[], now: string) {
  const newIds = new Map<string, string>();
  for (const { id, input, image } of prepared) {
    const recipeId = `${HOUSEHOLD_PREFIX}${randomUUID()}`;
    await insertHouseholdRecipe(trx, actor, { id: recipeId, input, image }, now);
    if (id) newIds.set(id, recipeId);
  }
  if ((await recipeCount(trx, actor)) > MAX_HOUSEHOLD_RECIPES)
    throw new UserFacingError(`A household keeps at most ${AT_MOST} recipes.`, 409);
  return newIds;
}

/**
 * Restores a backup into the household: a recipe whose id is already one of this household's
 * is replaced, any other is added with a new id (an id from another household is never
 * reused). Nothing is written unless every recipe is valid (prepareBackupRecipes); then all
 * of it is written in one transaction.
 */
export async function importHouseholdRecipes(db: DB, actor: Actor, file: unknown) {
  const prepared = await prepareBackupRecipes(file);
  const now = new Date().toISOString();
  const counts = await householdWrite(db, actor, async (trx) => {
    let added = 0;
    let replaced = 0;
    for (const { id, input, image } of prepared) {
      const own = id
        ? await trx
            .selectFrom("household_recipes")
            .select("id")
            .where("id", "=", id)
            .where("household_id", "=", actor.householdId)
            .executeTakeFirst()
        : undefined;
      const recipeId = own?.id ?? `${HOUSEHOLD_PREFIX}${randomUUID()}`;
      if (own) {
        await trx
          .updateTable("household_recipes")
          .set({ data: JSON.stringify(input), updated_at: now })
          .where("id", "=", recipeId)
          .execute();
        await applyImageChange(trx, actor, recipeId, image ? { set: image } : { remove: true }, now);
        replaced += 1;
      } else {
        await insertHouseholdRecipe(trx, actor, { id: recipeId, input, image }, now);
        added += 1;
      }
    }
    // Over the limit, the whole restore is rolled back: nothing half-restored.
    const total = await recipeCount(trx, actor);
    if (total > MAX_HOUSEHOLD_RECIPES)
      throw new UserFacingError(
        `A household keeps at most ${AT_MOST} recipes, and this backup would make ${total.toLocaleString("en")}. Delete some recipes first, or restore a smaller backup.`,
        409,
      );
    return { added, replaced };
  });
  if (prepared.length > 0) await announce(actor.householdId, "recipes");
  return counts;
}

/** A backup file as uploaded: none chosen is a 400, anything but UTF-8 JSON a 415; then it is restored as importHouseholdRecipes says. */
export async function restoreHouseholdRecipes(db: DB, actor: Actor, file: { bytes: Uint8Array } | null) {
  if (!file) throw new UserFacingError("Choose a Basil recipe backup (.json) to import.");
  let content: unknown;
  try {
    content = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(file.bytes));
  } catch {
    throw new UserFacingError("That file is not a Basil recipe backup.", 415);
  }
  return importHouseholdRecipes(db, actor, content);
}
