import type { RecipeDraft } from "~/domain/kitchen/recipe-draft";

/** The apps whose exports Basil reads, in the order they are tried. */
export const FOREIGN_FORMATS = {
  mealie: "Mealie backup",
  tandoor: "Tandoor export",
  paprika: "Paprika export",
  nextcloud: "Nextcloud Cookbook",
  "schema-org": "Recipe files (schema.org)",
} as const;

export type ForeignFormat = keyof typeof FOREIGN_FORMATS;

/**
 * One recipe as another app wrote it, read into the same draft a web page or pasted text
 * becomes: nothing in it is trusted yet. Its picture is the file's bytes as they were in the
 * archive, checked and re-encoded like an upload when the recipe is imported.
 */
export type ForeignRecipe = {
  draft: RecipeDraft;
  picture: Uint8Array | null;
  /** What is wrong with it before it is even checked (the app's own record could not be read). */
  problem?: string;
};

export type ForeignExport = { format: ForeignFormat; recipes: ForeignRecipe[] };

/** Text from a foreign value: strings as they are, numbers written out, anything else empty. */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** A quantity written as a cook would ("0.5", "1.333"), or "" for none. */
export function amountText(value: unknown): string {
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number) || number <= 0) return "";
  return String(Number(number.toFixed(3)));
}

/** An ingredient line from an app's parts ("2", "cups", "flour", "sifted") for the pasted-text reader. */
export function ingredientLine(parts: { amount?: string; unit?: string; food?: string; note?: string }): string {
  const head = [parts.amount, parts.unit, parts.food].filter((part) => part && part !== "").join(" ");
  const note = parts.note?.trim() ?? "";
  if (head === "") return note;
  return note === "" ? head : `${head}, ${note}`;
}
