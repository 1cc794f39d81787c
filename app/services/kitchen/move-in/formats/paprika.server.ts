import { emptyDraft } from "~/domain/kitchen/recipe-draft";
import {
  capText,
  DRAFT_LIMITS,
  servingsInWords,
  splitNumberedRun,
  withoutStepNumber,
} from "~/domain/kitchen/recipe-text";
import { RECIPE_IMAGE } from "~/schemas/recipe-form";
import { minutesInDuration } from "../../recipe-import/read-page.server";
import { gunzipWithin, looksLikeGzip, type Archive, type ArchiveBudget } from "../archive.server";
import { textOf, type ForeignRecipe } from "./types";

/**
 * A Paprika export (.paprikarecipes): a zip with one file per recipe, each a gzip-compressed
 * JSON object: name, ingredients and directions as text (one per line), servings and times
 * as words, categories, source_url, and the photo as base64 in photo_data.
 */

type PaprikaRecipe = Record<string, unknown>;

const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}$/;
/** The longest base64 that can hold a picture an upload may be. */
const MAX_PHOTO_TEXT = Math.ceil((RECIPE_IMAGE.maxBytes * 4) / 3) + 1024;

function lines(value: unknown): string[] {
  return textOf(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function photoOf(recipe: PaprikaRecipe): Uint8Array | null {
  const data = typeof recipe.photo_data === "string" ? recipe.photo_data.trim() : "";
  if (data === "" || data.length > MAX_PHOTO_TEXT || !BASE64.test(data)) return null;
  return new Uint8Array(Buffer.from(data, "base64"));
}

function draftOf(recipe: PaprikaRecipe): ForeignRecipe {
  const prepTime = minutesInDuration(textOf(recipe.prep_time));
  const cookTime = minutesInDuration(textOf(recipe.cook_time));
  const categories = Array.isArray(recipe.categories) ? recipe.categories.map(textOf).filter(Boolean) : [];
  return {
    draft: {
      ...emptyDraft(),
      name: capText(textOf(recipe.name), DRAFT_LIMITS.name + 1),
      description: textOf(recipe.description),
      prepTime: prepTime === null && cookTime === null ? minutesInDuration(textOf(recipe.total_time)) : prepTime,
      cookTime,
      servings: servingsInWords(textOf(recipe.servings)),
      tags: categories,
      ingredients: lines(recipe.ingredients),
      // Directions as Paprika keeps them, often numbered: "1. Mash the bananas."
      steps: lines(recipe.directions)
        .flatMap(splitNumberedRun)
        .map(withoutStepNumber)
        .filter((instruction) => instruction !== "")
        .map((instruction) => ({ instruction, timerMinutes: null })),
      sourceUrl: textOf(recipe.source_url) || null,
      credit: textOf(recipe.source) || null,
    },
    picture: photoOf(recipe),
  };
}

/** Whether the archive's first file is gzip, as each of a Paprika export's files is. */
export function looksLikePaprika(first: Uint8Array | null) {
  return first !== null && looksLikeGzip(first);
}

/** One Paprika recipe file (gzip-compressed JSON); one that is not a recipe comes back with its problem. */
export async function paprikaRecipe(bytes: Uint8Array | null, budget: ArchiveBudget, name: string) {
  const label = name.replace(/^.*\//, "").replace(/\.paprikarecipe$/i, "");
  const unreadable = (why: string): ForeignRecipe => ({
    draft: { ...emptyDraft(), name: label },
    picture: null,
    problem: `Its file could not be read (${why}).`,
  });
  if (!bytes || !looksLikeGzip(bytes)) return unreadable("it is not compressed as Paprika writes it");
  // A gzip member that is damaged or too large refuses the whole export (gunzipWithin's messages).
  const text = await gunzipWithin(bytes, budget, name);
  let recipe: unknown;
  try {
    recipe = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(text));
  } catch {
    return unreadable("it is not JSON");
  }
  if (typeof recipe !== "object" || recipe === null || Array.isArray(recipe)) return unreadable("it is not a recipe");
  return draftOf(recipe as PaprikaRecipe);
}

/** The recipes of a Paprika export, one file each. */
export async function readPaprika(archive: Archive, names: string[]): Promise<ForeignRecipe[]> {
  const recipes: ForeignRecipe[] = [];
  for (const name of names) recipes.push(await paprikaRecipe(await archive.read(name), archive.budget, name));
  return recipes;
}
