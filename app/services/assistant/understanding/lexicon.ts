import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import wordListPath from "word-list";
import { z } from "zod";
import { groceryWords } from "~/domain/kitchen/names";
import { UNITS } from "~/domain/kitchen/quantities";
import { catalogue } from "~/services/kitchen/catalogue";

/**
 * The words Basil reads before it understands anything: chat shorthand, contractions
 * written without apostrophes, words read differently before certain words, asides that
 * carry no request, and sound-alikes of groceries (content/assistant/lexicon.json, checked
 * here at start-up like every content file); and the vocabularies spelling is checked
 * against: English (the word-list package) and the kitchen's own words.
 */

const lexiconSchema = z.object({
  shorthand: z.record(z.string(), z.string()),
  contractions: z.record(z.string(), z.string()),
  contextual: z.array(
    z.object({
      word: z.string(),
      becomes: z.string(),
      before: z.array(z.string()).min(1),
      after: z.array(z.string()).optional(),
    }),
  ),
  asides: z.array(z.string()),
  soundsLike: z.record(z.string(), z.string()),
  targets: z.object({ list: z.array(z.string()), pantry: z.array(z.string()) }),
  purchases: z.array(z.string()),
});

export type Lexicon = z.infer<typeof lexiconSchema>;

export function loadLexicon(file = path.resolve("content", "assistant", "lexicon.json")): Lexicon {
  const parsed = lexiconSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

export const lexicon: Lexicon = loadLexicon();

/** Lower-case words of a text ("Chana Masala" → chana, masala). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
}

/** A plural a kitchen noun may take ("tomato" → "tomatoes", "berry" → "berries"). */
export function pluralOf(word: string) {
  if (/(?:s|sh|ch|x|o)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

let english: Set<string> | null = null;

/** Every English word (274,000 of them), read once on first use. */
export function englishWords(): Set<string> {
  if (english) return english;
  english = new Set(readFileSync(wordListPath, "utf8").split("\n"));
  return english;
}

let phrased: Set<string> | null = null;

/**
 * The words of Basil's training data (content/assistant/phrasings and examples), annotations
 * left out: those written at least twice, so a slip of one writer's keyboard is not taken
 * for a word.
 */
export function phrasingWords(root = path.resolve("content", "assistant")): Set<string> {
  if (phrased) return phrased;
  const counts = new Map<string, number>();
  for (const folder of ["phrasings", "examples"].map((name) => path.join(root, name))) {
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".txt"))) {
      const text = readFileSync(path.join(folder, file), "utf8").replace(/\]\([a-z_]+\)/g, " ");
      for (const word of wordsOf(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = new Set([...counts].filter(([, count]) => count >= 2).map(([word]) => word));
  phrased = words;
  return phrased;
}

let kitchen: Map<string, number> | null = null;

/**
 * The kitchen's words with how often they occur in Basil's own content (catalogue recipes
 * and their ingredients, the aisles' grocery words, units): what a misspelt word is most
 * likely meant to be.
 */
export function kitchenWords(): Map<string, number> {
  if (kitchen) return kitchen;
  const counts = new Map<string, number>();
  const count = (text: string, weight = 1) => {
    for (const word of wordsOf(text)) {
      if (word.length < 3) continue;
      counts.set(word, (counts.get(word) ?? 0) + weight);
      if (!/s$/.test(word)) {
        const plural = pluralOf(word);
        counts.set(plural, (counts.get(plural) ?? 0) + weight / 2);
      }
    }
  };
  for (const recipe of catalogue) {
    count(recipe.name, 2);
    for (const ingredient of recipe.ingredients) count(ingredient.name);
  }
  for (const word of groceryWords()) count(word, 3);
  for (const unit of UNITS) count(unit, 3);
  for (const word of Object.values(lexicon.soundsLike)) count(word);
  kitchen = counts;
  return kitchen;
}
