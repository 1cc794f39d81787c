import { singularWord } from "./names";
import type { RecipeIngredient } from "./recipe-types";

/** One ingredient as a cooking step lists it: its amount only on the first step that uses it. */
export type StepIngredient = { quantity: number | null; unit: string | null; name: string };

/** A text's words, lower-cased and singular ("Tomatoes," → "tomato"); punctuation splits words. */
function wordsOf(text: string) {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean)
    .map(singularWord);
}

/** Where `phrase` starts in `words`, as whole words. */
function occurrences(words: string[], phrase: string[]) {
  const starts: number[] = [];
  if (phrase.length === 0) return starts;
  for (let at = 0; at + phrase.length <= words.length; at += 1)
    if (phrase.every((word, offset) => words[at + offset] === word)) starts.push(at);
  return starts;
}

/** Whether a step's words name an ingredient: by its whole name, or by its last word where no other ingredient's whole name holds that word. */
function uses(words: string[], name: string[], covered: Set<number>) {
  if (occurrences(words, name).length > 0) return true;
  const head = name.at(-1);
  return head !== undefined && occurrences(words, [head]).some((at) => !covered.has(at));
}

/**
 * The ingredients each step of a recipe uses, in the recipe's order: those its instruction
 * names in whole words, by their whole name ("olive oil") or by their last word ("the oil"),
 * except where that word belongs to another ingredient's whole name ("sesame oil"; "boil"
 * names no oil). An ingredient's amount shows on the first step that uses it only, so a cook
 * following the steps never adds it twice; later steps list it by name.
 */
export function ingredientsByStep(ingredients: RecipeIngredient[], instructions: string[]): StepIngredient[][] {
  const names = ingredients.map((ingredient) => wordsOf(ingredient.name));
  const measured = new Set<number>();
  return instructions.map((instruction) => {
    const words = wordsOf(instruction);
    const covered = new Set<number>();
    for (const name of names)
      for (const at of occurrences(words, name))
        for (let offset = 0; offset < name.length; offset += 1) covered.add(at + offset);
    return ingredients.flatMap((ingredient, index) => {
      if (!uses(words, names[index], covered)) return [];
      const first = !measured.has(index);
      measured.add(index);
      return [
        first
          ? { quantity: ingredient.quantity, unit: ingredient.unit, name: ingredient.name }
          : { quantity: null, unit: null, name: ingredient.name },
      ];
    });
  });
}
