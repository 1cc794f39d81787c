import { emptyDraft } from "~/domain/kitchen/recipe-draft";
import { capText, DRAFT_LIMITS, servingsInWords } from "~/domain/kitchen/recipe-text";
import { RECIPE_IMAGE } from "~/schemas/recipe-form";
import type { Archive } from "../archive.server";
import { amountText, ingredientLine, textOf, type ForeignRecipe } from "./types";

/**
 * A Tandoor export: a zip of zips, one per recipe, each with recipe.json (steps, each with
 * its ingredients as food, unit, amount and note; keywords; servings; working and waiting
 * time in minutes; source_url) and the recipe's picture beside it.
 */

type Row = Record<string, unknown>;

const PICTURE = /^(?:[^/]+\/)?image\.(?:jpe?g|png|webp)$/i;

function rows(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((row): row is Row => typeof row === "object" && row !== null) : [];
}

function nameOf(value: unknown): string {
  return typeof value === "object" && value !== null ? textOf((value as Row).name) : textOf(value);
}

function minutes(value: unknown): number | null {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : null;
}

function lineOf(ingredient: Row): string {
  const original = textOf(ingredient.original_text);
  if (original !== "") return original;
  return ingredientLine({
    amount: ingredient.no_amount === true ? "" : amountText(ingredient.amount),
    unit: nameOf(ingredient.unit),
    food: nameOf(ingredient.food),
    note: textOf(ingredient.note),
  });
}

function byOrder(list: Row[]) {
  return [...list].sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
}

/** One recipe.json read into a draft. */
export function tandoorDraft(recipe: Row): ForeignRecipe["draft"] {
  const steps = byOrder(rows(recipe.steps));
  const servings = Number(recipe.servings);
  return {
    ...emptyDraft(),
    name: capText(textOf(recipe.name), DRAFT_LIMITS.name + 1),
    description: textOf(recipe.description),
    prepTime: minutes(recipe.working_time),
    cookTime: minutes(recipe.waiting_time),
    servings:
      Number.isFinite(servings) && servings >= 1 ? Math.round(servings) : servingsInWords(textOf(recipe.servings_text)),
    tags: rows(recipe.keywords).map((keyword) => textOf(keyword.name)),
    ingredients: steps.flatMap((step) =>
      byOrder(rows(step.ingredients))
        .filter((ingredient) => ingredient.is_header !== true)
        .map(lineOf)
        .filter((line) => line !== ""),
    ),
    steps: steps
      .map((step) => textOf(step.instruction))
      .filter((text) => text !== "")
      .map((instruction) => ({ instruction, timerMinutes: null })),
    sourceUrl: textOf(recipe.source_url) || null,
  };
}

/** The recipes of a Tandoor export, one inner zip at a time; an inner zip without a readable recipe.json is a problem. */
export async function readTandoor(archive: Archive, names: string[]): Promise<ForeignRecipe[]> {
  const recipes: ForeignRecipe[] = [];
  for (const name of names) {
    const label = name.replace(/^.*\//, "").replace(/\.zip$/i, "");
    const inner = await archive.open(name);
    try {
      const files = inner.files().map((file) => file.name);
      // A zip inside a recipe's zip is deeper than Tandoor writes: opening it refuses the export.
      const nested = files.find((file) => /\.zip$/i.test(file));
      if (nested) (await inner.open(nested)).close();
      const json = files.find((file) => /^(?:[^/]+\/)?recipe\.json$/.test(file));
      let recipe: unknown;
      try {
        const bytes = json ? await inner.read(json) : null;
        recipe = bytes ? JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) : undefined;
      } catch (error) {
        if (!(error instanceof SyntaxError) && !(error instanceof TypeError)) throw error;
        recipe = undefined;
      }
      if (typeof recipe !== "object" || recipe === null || Array.isArray(recipe)) {
        recipes.push({
          draft: { ...emptyDraft(), name: label },
          picture: null,
          problem: json ? "Its recipe.json could not be read." : "It has no recipe.json.",
        });
        continue;
      }
      const picture = files.find((file) => PICTURE.test(file));
      recipes.push({
        draft: tandoorDraft(recipe as Row),
        picture: picture ? await inner.read(picture, RECIPE_IMAGE.maxBytes) : null,
      });
    } finally {
      inner.close();
    }
  }
  return recipes;
}
