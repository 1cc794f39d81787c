import { emptyDraft } from "~/domain/kitchen/recipe-draft";
import { capText, DRAFT_LIMITS, servingsInWords } from "~/domain/kitchen/recipe-text";
import { RECIPE_IMAGE } from "~/schemas/recipe-form";
import { minutesInDuration } from "../../recipe-import/read-page.server";
import { ArchiveError, type Archive } from "../archive.server";
import { amountText, ingredientLine, textOf, type ForeignRecipe } from "./types";

/**
 * A Mealie backup: a zip with database.json (every table of Mealie's database as a list of
 * rows) and each recipe's pictures under data/recipes/<id>/images/. Both layouts are read:
 * before households (recipe_yield only) and after (recipe_servings, household_id). Ids are
 * written with dashes by PostgreSQL and without by SQLite, so they are compared without.
 */

type Row = Record<string, unknown>;

/** The database.json nearest the archive's top, if any: the file Mealie's backups are recognised by. */
export function mealieDatabaseName(archive: Archive): string | null {
  const names = archive
    .files()
    .map((file) => file.name)
    .filter((name) => name === "database.json" || /^[^/]+\/database\.json$/.test(name))
    .sort((a, b) => a.length - b.length);
  return names[0] ?? null;
}

const DAMAGED = "The Mealie backup's database.json could not be read. Make a new backup in Mealie and try again.";

function rowsOf(database: Row, ...tables: string[]): Row[] {
  for (const table of tables) {
    const rows = database[table];
    if (Array.isArray(rows)) return rows.filter((row): row is Row => typeof row === "object" && row !== null);
  }
  return [];
}

/** An id as a key: Mealie's GUIDs with or without dashes, in either case, are the same id. */
function idKey(value: unknown): string {
  return textOf(value).replace(/-/g, "").toLowerCase();
}

function byRecipe(rows: Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const key = idKey(row.recipe_id);
    const list = grouped.get(key) ?? [];
    list.push(row);
    grouped.set(key, list);
  }
  for (const list of grouped.values()) list.sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
  return grouped;
}

function namesById(rows: Row[]): Map<string, string> {
  return new Map(rows.map((row) => [idKey(row.id), textOf(row.name)]));
}

/** The names linked to each recipe through a join table (tags, categories). */
function linkedNames(links: Row[], names: Map<string, string>, column: string): Map<string, string[]> {
  const linked = new Map<string, string[]>();
  for (const link of links) {
    const name = names.get(idKey(link[column]));
    if (!name) continue;
    const key = idKey(link.recipe_id);
    linked.set(key, [...(linked.get(key) ?? []), name]);
  }
  return linked;
}

function servingsOf(recipe: Row): number | null {
  const servings = Number(recipe.recipe_servings);
  if (Number.isFinite(servings) && servings >= 1) return Math.round(servings);
  const quantity = Number(recipe.recipe_yield_quantity);
  if (Number.isFinite(quantity) && quantity >= 1) return Math.round(quantity);
  return servingsInWords(textOf(recipe.recipe_yield));
}

function timesOf(recipe: Row) {
  const prepTime = minutesInDuration(textOf(recipe.prep_time));
  // Mealie's "Cook Time" is perform_time; cook_time is an older column for the same.
  const cookTime = minutesInDuration(textOf(recipe.perform_time)) ?? minutesInDuration(textOf(recipe.cook_time));
  if (prepTime === null && cookTime === null)
    return { prepTime: minutesInDuration(textOf(recipe.total_time)), cookTime };
  return { prepTime, cookTime };
}

function lineOf(row: Row, units: Map<string, Row>, foods: Map<string, string>): string {
  const original = textOf(row.original_text);
  if (original !== "") return original;
  const unit = units.get(idKey(row.unit_id));
  return ingredientLine({
    amount: row.disable_amount === true ? "" : amountText(row.quantity),
    unit: unit ? textOf(unit.abbreviation) || textOf(unit.name) : "",
    food: foods.get(idKey(row.food_id)) ?? "",
    note: textOf(row.note),
  });
}

/** The recipes of a Mealie backup, each with its original picture when the archive has it. */
export async function readMealie(archive: Archive, databaseName: string): Promise<ForeignRecipe[]> {
  const bytes = await archive.read(databaseName);
  let database: unknown;
  try {
    database = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes ?? new Uint8Array()));
  } catch {
    throw new ArchiveError(DAMAGED, 422);
  }
  if (typeof database !== "object" || database === null || !Array.isArray((database as Row).recipes))
    throw new ArchiveError(DAMAGED, 422);
  const db = database as Row;
  const ingredients = byRecipe(rowsOf(db, "recipes_ingredients", "recipe_ingredients"));
  const instructions = byRecipe(rowsOf(db, "recipe_instructions", "recipes_instructions"));
  const units = new Map(rowsOf(db, "ingredient_units").map((row) => [idKey(row.id), row]));
  const foods = namesById(rowsOf(db, "ingredient_foods"));
  const tags = linkedNames(rowsOf(db, "recipes_to_tags"), namesById(rowsOf(db, "tags")), "tag_id");
  const categories = linkedNames(
    rowsOf(db, "recipes_to_categories"),
    namesById(rowsOf(db, "categories")),
    "category_id",
  );
  const base = databaseName.slice(0, -"database.json".length);
  const pictures = new Map<string, string>();
  for (const { name } of archive.files()) {
    const match = /^data\/recipes\/([^/]+)\/images\/original\.(?:webp|jpe?g|png)$/i.exec(name.slice(base.length));
    if (name.startsWith(base) && match) pictures.set(idKey(match[1]), name);
  }
  const recipes: ForeignRecipe[] = [];
  for (const recipe of rowsOf(db, "recipes")) {
    const key = idKey(recipe.id);
    const picture = pictures.get(key);
    recipes.push({
      draft: {
        ...emptyDraft(),
        name: capText(textOf(recipe.name), DRAFT_LIMITS.name + 1),
        description: textOf(recipe.description),
        ...timesOf(recipe),
        servings: servingsOf(recipe),
        tags: [...(categories.get(key) ?? []), ...(tags.get(key) ?? [])],
        ingredients: (ingredients.get(key) ?? []).map((row) => lineOf(row, units, foods)).filter((line) => line !== ""),
        steps: (instructions.get(key) ?? [])
          .map((row) => textOf(row.text))
          .filter((text) => text !== "")
          .map((instruction) => ({ instruction, timerMinutes: null })),
        sourceUrl: textOf(recipe.org_url) || null,
      },
      picture: picture ? await archive.read(picture, RECIPE_IMAGE.maxBytes) : null,
    });
  }
  return recipes;
}
