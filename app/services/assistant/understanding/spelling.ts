import { SymSpell } from "mnemonist";
import { englishWords, kitchenWords, lexicon, phrasingWords } from "./lexicon";

/**
 * Spelling, against Basil's vocabulary: a word that is neither English nor one of the
 * kitchen's or the phrasings' own words ("tomatos", "shoping", "chiken") is read as the
 * nearest word Basil knows, found with the SymSpell algorithm (mnemonist's): one edit away
 * for words up to seven letters, two for longer ones, the same first letter, and only when
 * one candidate is clearly the likeliest. A real English word is never changed here (a
 * sound-alike such as "flower" is read as a grocery only where an item's name stands).
 */

type Speller = {
  index: SymSpell;
  known: (word: string) => boolean;
  counts: Map<string, number>;
  near: SymSpell;
  kitchen: Map<string, number>;
};

/**
 * A long English word one letter from a kitchen word is that word misspelt ("brocoli" is in
 * the English word list as a rare variant); a short one is usually a word of its own ("like",
 * not "lime").
 */
const VARIANT_LENGTH = 7;

let speller: Speller | null = null;

function spellerOf(): Speller {
  if (speller) return speller;
  const kitchen = kitchenWords();
  const counts = new Map(kitchen);
  for (const word of phrasingWords()) counts.set(word, (counts.get(word) ?? 0) + 2);
  const index = new SymSpell({ maxDistance: 2, verbosity: 1 });
  // Every word within one edit (not only the closest), to tell a misspelt word from a word of its own.
  const near = new SymSpell({ maxDistance: 1, verbosity: 2 });
  for (const word of counts.keys()) {
    index.add(word);
    near.add(word);
  }
  const english = englishWords();
  const written = new Set([...Object.values(lexicon.shorthand), ...Object.values(lexicon.contractions)]);
  const established = (word: string) => english.has(word) || kitchen.has(word) || written.has(word);
  // A word of the phrasings is a word of its own ("brinjal", "mielie") unless it is one letter
  // from an English or kitchen word, when it is that word misspelt ("brocoli").
  const known = (word: string) =>
    established(word) ||
    (counts.has(word) &&
      !(near.search(word) as Array<{ term: string; distance: number }>).some(
        (entry) => entry.distance === 1 && entry.term !== word && established(entry.term),
      ));
  speller = { index, known, counts, near, kitchen };
  return speller;
}

/** Whether Basil knows the word (English, the kitchen's, or its phrasings'): a word it does not is most likely a name. */
export function isKnownWord(word: string): boolean {
  return spellerOf().known(word);
}

const corrections = new Map<string, string>();

export function correctSpelling(token: string): string {
  if (token.length < 3 || !/^[a-z]+$/.test(token)) return token;
  const cached = corrections.get(token);
  if (cached !== undefined) return cached;
  const { index, known, near, kitchen, counts } = spellerOf();
  let result = token;
  if (token.length >= VARIANT_LENGTH && !kitchen.has(token)) {
    const variant = (near.search(token) as Array<{ term: string; distance: number }>).find(
      (entry) => entry.distance === 1 && entry.term[0] === token[0] && kitchen.has(entry.term),
    );
    if (variant) result = variant.term;
  }
  if (result === token && !known(token)) {
    const limit = token.length >= 8 ? 2 : 1;
    const found = (index.search(token) as Array<{ term: string; distance: number }>)
      .filter((entry) => entry.distance <= limit && entry.term[0] === token[0])
      .map((entry) => ({ ...entry, count: counts.get(entry.term) ?? 0 }))
      .sort((a, b) => a.distance - b.distance || b.count - a.count);
    const [best, next] = found;
    if (best && (!next || next.distance > best.distance || best.count >= 2 * next.count)) result = best.term;
  }
  if (corrections.size < 10_000) corrections.set(token, result);
  return result;
}
