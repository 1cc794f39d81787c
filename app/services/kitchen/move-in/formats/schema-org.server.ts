import { emptyDraft } from "~/domain/kitchen/recipe-draft";
import { RECIPE_IMAGE } from "~/schemas/recipe-form";
import { readRecipeData } from "../../recipe-import/read-page.server";
import type { Archive } from "../archive.server";
import type { ForeignRecipe } from "./types";

/**
 * Recipes as schema.org JSON-LD files: Nextcloud Cookbook's folders (recipe.json beside
 * full.jpg) or any zip of .json files with a schema.org Recipe in them. Each is read by the
 * same reader as a web page's JSON-LD; its picture is an image beside it in the same folder.
 */

const PICTURE = /\.(?:jpe?g|png|webp)$/i;
/** Nextcloud Cookbook keeps the full picture as full.jpg beside smaller thumbnails. */
const PREFERRED = ["full.jpg", "full.jpeg", "full.png", "full.webp"];

function folderOf(name: string) {
  return name.includes("/") ? name.slice(0, name.lastIndexOf("/") + 1) : "";
}

/** Whether one of the archive's JSON files holds a schema.org Recipe: read the first few to see. */
export async function schemaRecipeFiles(archive: Archive, names: string[]): Promise<string[] | null> {
  const json = names.filter((name) => /\.json$/i.test(name));
  for (const name of json.slice(0, 3)) {
    const value = parsed(await archive.read(name));
    if (value !== undefined && readRecipeData(value)) return json;
  }
  return null;
}

export function parsed(bytes: Uint8Array | null): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** Whether the files are laid out as Nextcloud Cookbook lays them out: a folder per recipe, recipe.json and full.jpg. */
export function isNextcloudLayout(names: string[], json: string[]) {
  return json.some((name) => /(^|\/)recipe\.json$/.test(name) && names.includes(`${folderOf(name)}full.jpg`));
}

/** The recipes of the JSON files; a file that is not JSON or has no recipe is listed with its problem. */
export async function readSchemaRecipes(archive: Archive, names: string[], json: string[]): Promise<ForeignRecipe[]> {
  const recipes: ForeignRecipe[] = [];
  for (const name of json) {
    const label =
      name
        .replace(/(^|\/)recipe\.json$/, "")
        .replace(/\.json$/i, "")
        .replace(/^.*\//, "") || name;
    const value = parsed(await archive.read(name));
    const draft = value === undefined ? null : readRecipeData(value);
    if (!draft) {
      recipes.push({
        draft: { ...emptyDraft(), name: label },
        picture: null,
        problem: value === undefined ? "Its file could not be read (it is not JSON)." : "Its file has no recipe in it.",
      });
      continue;
    }
    const folder = folderOf(name);
    // Only a folder of its own gives a recipe its picture: in a flat zip, neighbours are other recipes'.
    const beside = folder === "" ? [] : names.filter((other) => folderOf(other) === folder && PICTURE.test(other));
    const chosen =
      PREFERRED.map((file) => `${folder}${file}`).find((file) => beside.includes(file)) ??
      (json.filter((other) => folderOf(other) === folder).length === 1 ? beside[0] : undefined);
    recipes.push({ draft, picture: chosen ? await archive.read(chosen, RECIPE_IMAGE.maxBytes) : null });
  }
  return recipes;
}
