import { randomUUID } from "node:crypto";
import { recipeOfDraft } from "~/domain/kitchen/recipe-draft";
import type { Actor } from "~/domain/actor";
import { MAX_HOUSEHOLD_RECIPES, recipeApiSchema, RECIPE_LIMITS } from "~/schemas/recipe-form";
import { householdWrite, type DB } from "../../db/index.server";
import { UserFacingError } from "../../errors.server";
import { announce } from "../../events/index.server";
import { ImageError, prepareRecipeImage } from "../recipe-images.server";
import { insertHouseholdRecipe, savedInputOf, type SavedRecipeInput, type StoredImage } from "../recipes.server";
import { readForeignExport } from "./detect.server";
import { FOREIGN_FORMATS, type ForeignFormat, type ForeignRecipe } from "./formats/types";

/**
 * Moving in from another app: an export is read whole and every recipe in it checked like
 * the recipe form checks one (its ingredient lines read by the pasted-text reader), so the
 * member sees what will come in before anything does. Importing reads the export again and
 * writes every recipe that is new and sound in one transaction: all of them, or none.
 */

export type MoveInStatus = "new" | "duplicate" | "problem";

export type MoveInItem = { name: string; sourceUrl: string | null; status: MoveInStatus; problem?: string };

export type MoveInPreview = {
  format: ForeignFormat;
  formatName: string;
  items: MoveInItem[];
  counts: Record<MoveInStatus, number>;
};

export type MoveInSummary = {
  format: ForeignFormat;
  formatName: string;
  added: number;
  duplicates: number;
  problems: number;
  /** Recipes that came in without their picture, because it could not be used. */
  withoutPicture: string[];
};

type Checked = { item: MoveInItem; input: SavedRecipeInput | null; picture: Uint8Array | null };

const UNNAMED = "(no name)";

/** A recipe is already here when one has the same name (any case, any spacing) and the same source. */
function duplicateKey(name: string, sourceUrl: string | null | undefined) {
  return `${name.trim().replace(/\s+/g, " ").toLowerCase()}\n${(sourceUrl ?? "").trim()}`;
}

/** The problem a member can act on, the first the checks found, with the line it is on. */
function problemOf(issue: { path: PropertyKey[]; message: string }) {
  const [field, index] = issue.path;
  if (field === "ingredients" && typeof index === "number") return `Ingredient ${index + 1}: ${issue.message}`;
  if (field === "steps" && typeof index === "number") return `Step ${index + 1}: ${issue.message}`;
  return issue.message;
}

/** A foreign recipe checked as the form would check it; tags are cut to what a recipe keeps rather than refused. */
function checkRecipe(recipe: ForeignRecipe): { input: SavedRecipeInput | null; problem?: string } {
  if (recipe.problem) return { input: null, problem: recipe.problem };
  const { draft } = recipe;
  if (draft.name.trim() === "") return { input: null, problem: "It has no name." };
  if (draft.ingredients.length === 0) return { input: null, problem: "It has no ingredients." };
  if (draft.steps.length === 0) return { input: null, problem: "It has no steps." };
  const tags = [...new Set(draft.tags.map((tag) => tag.trim().toLowerCase()))]
    .filter((tag) => tag !== "" && tag.length <= RECIPE_LIMITS.tag)
    .slice(0, RECIPE_LIMITS.tags);
  const body = recipeOfDraft({ ...draft, tags });
  const checked = recipeApiSchema.safeParse({
    ...body,
    prep_time: Math.min(body.prep_time ?? 0, RECIPE_LIMITS.minutes),
    cook_time: Math.min(body.cook_time ?? 0, RECIPE_LIMITS.minutes),
  });
  if (!checked.success) return { input: null, problem: problemOf(checked.error.issues[0]) };
  return { input: savedInputOf(checked.data) };
}

async function existingKeys(db: DB, actor: Actor) {
  const rows = await db
    .selectFrom("household_recipes")
    .select("data")
    .where("household_id", "=", actor.householdId)
    .execute();
  const keys = new Set(
    rows.map((row) => {
      const recipe = JSON.parse(row.data) as { name: string; sourceUrl?: string | null };
      return duplicateKey(recipe.name, recipe.sourceUrl);
    }),
  );
  return { keys, count: rows.length };
}

/** Every recipe of the export with what would become of it: new, already here (or twice in the export), or a problem. */
function sortOut(recipes: ForeignRecipe[], existing: Set<string>): Checked[] {
  const seen = new Set(existing);
  return recipes.map((recipe) => {
    const name = recipe.draft.name.trim() || UNNAMED;
    const sourceUrl = recipe.draft.sourceUrl;
    const { input, problem } = checkRecipe(recipe);
    if (!input) return { item: { name, sourceUrl, status: "problem", problem }, input: null, picture: null };
    const key = duplicateKey(input.name, input.sourceUrl);
    if (seen.has(key)) return { item: { name, sourceUrl, status: "duplicate" }, input: null, picture: null };
    seen.add(key);
    return { item: { name, sourceUrl, status: "new" }, input, picture: recipe.picture };
  });
}

function countsOf(checked: Checked[]): Record<MoveInStatus, number> {
  const counts = { new: 0, duplicate: 0, problem: 0 };
  for (const { item } of checked) counts[item.status] += 1;
  return counts;
}

/** What importing this export would do, without doing any of it. */
export async function previewMoveIn(db: DB, actor: Actor, bytes: Uint8Array): Promise<MoveInPreview> {
  const exported = await readForeignExport(bytes);
  const checked = sortOut(exported.recipes, (await existingKeys(db, actor)).keys);
  return {
    format: exported.format,
    formatName: FOREIGN_FORMATS[exported.format],
    items: checked.map(({ item }) => item),
    counts: countsOf(checked),
  };
}

/**
 * How far an import is: of the export's `total` sound recipes, `done` are read and their
 * pictures re-encoded. Nothing is saved before all of them are; then one transaction saves them.
 */
export type MoveInProgress = { done: number; total: number };
export type MoveInProgressListener = (progress: MoveInProgress) => void | Promise<void>;

const AT_MOST = MAX_HOUSEHOLD_RECIPES.toLocaleString("en");

/**
 * Imports the export's new, sound recipes in one transaction. Pictures are checked and
 * re-encoded like uploads first; one that cannot be used leaves its recipe without a picture
 * (and is named in the summary). Duplicates are decided again under the household's lock,
 * so an import running twice at once adds each recipe once. `onProgress` hears each recipe
 * made ready, before the transaction.
 */
export async function importMoveIn(
  db: DB,
  actor: Actor,
  bytes: Uint8Array,
  onProgress?: MoveInProgressListener,
): Promise<MoveInSummary> {
  const exported = await readForeignExport(bytes);
  const candidates = sortOut(exported.recipes, new Set());
  const withoutPicture: string[] = [];
  const ready: Array<{ input: SavedRecipeInput; image: StoredImage | null }> = [];
  const sound = candidates.filter(({ input }) => input).length;
  await onProgress?.({ done: 0, total: sound });
  for (const { input, picture } of candidates) {
    if (!input) continue;
    let image: StoredImage | null = null;
    if (picture) {
      try {
        image = await prepareRecipeImage({ bytes: picture, type: "" });
      } catch (error) {
        if (!(error instanceof ImageError)) throw error;
        withoutPicture.push(input.name);
      }
    }
    ready.push({ input, image });
    await onProgress?.({ done: ready.length, total: sound });
  }
  const now = new Date().toISOString();
  const added = await householdWrite(db, actor, async (trx) => {
    const existing = await existingKeys(trx, actor);
    const fresh = ready.filter(({ input }) => !existing.keys.has(duplicateKey(input.name, input.sourceUrl)));
    const total = existing.count + fresh.length;
    if (total > MAX_HOUSEHOLD_RECIPES)
      throw new UserFacingError(
        `A household keeps at most ${AT_MOST} recipes, and this import would make ${total.toLocaleString("en")}. Delete some recipes first.`,
        409,
      );
    for (const { input, image } of fresh) {
      const id = `h-${randomUUID()}`;
      await insertHouseholdRecipe(trx, actor, { id, input, image }, now);
    }
    return fresh.length;
  });
  if (added > 0) await announce(actor.householdId, "recipes");
  const counts = countsOf(candidates);
  return {
    format: exported.format,
    formatName: FOREIGN_FORMATS[exported.format],
    added,
    duplicates: counts.duplicate + (ready.length - added),
    problems: counts.problem,
    withoutPicture,
  };
}
