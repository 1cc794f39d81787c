import { wordClasses, type WordClass } from "./gazetteer";
import { isKnownWord } from "./spelling";

/**
 * What the two trained models see of a message.
 *
 * The intent classifier sees the words that carry a request ("add", "tick", "used",
 * "how long") and, in place of the words that only fill a slot (foods, numbers, units,
 * places, days), their class: "add 3 jars of honey" and "add 2 cans of chickpeas" look
 * alike to it. It also sees neighbouring pairs and, for words it may not know, their
 * three-letter pieces, so a misspelt command still resembles the command.
 *
 * The entity tagger sees, for each word, the word, its neighbours, its shape, its classes,
 * the request's intent and the tags it gave the words before.
 */

/** Classes that stand in for the word itself in the classifier's view (slot fillers). */
const FILLERS: ReadonlySet<WordClass> = new Set(["num", "unit", "food", "day", "meal", "diet", "allergy", "cuisine"]);

/** The word as the classifier reads it: a slot filler by its class, any other word as itself. */
export function classifierWord(word: string): string {
  if (/^[,.?!;:]$/.test(word)) return word;
  if (/^-?\d/.test(word)) return "#num";
  const classes = wordClasses(word);
  // A word Basil does not know at all (a brand, a dish from elsewhere) stands where names stand.
  if (!classes.length && word.length >= 3 && /^[a-z]+$/.test(word) && !isKnownWord(word)) return "#food";
  const filler = classes.find((entry) => FILLERS.has(entry));
  // A word that is also a command or question word keeps itself ("check", "last", "can").
  return filler && !classes.includes("pron") && !COMMAND_LIKE.has(word) ? `#${filler}` : word;
}

/** Words that classes would hide but that say what is asked. */
const COMMAND_LIKE = new Set([
  "a",
  "an",
  "half",
  "dozen",
  "couple",
  "few",
  "check",
  "tick",
  "list",
  "pantry",
  "stock",
  "plan",
  "cook",
  "cooking",
  "start",
  "timer",
  "next",
  "last",
  "second",
  "first",
  "week",
  "weekend",
  "tonight",
  "today",
  "tomorrow",
  "dinner",
  "lunch",
  "breakfast",
  "tea",
  "allergic",
  "allergy",
  "intolerant",
  "vegan",
  "vegetarian",
  "veggie",
  "out",
  "instead",
]);

export function classifierFeatures(tokens: string[]): Record<string, number> {
  const features: Record<string, number> = {};
  const words = tokens.map(classifierWord);
  const add = (key: string, value = 1) => {
    features[key] = Math.max(features[key] ?? 0, value);
  };
  words.forEach((word, index) => {
    add(`w:${word}`);
    const next = words[index + 1];
    if (next !== undefined) add(`b:${word}_${next}`, 0.7);
    if (!word.startsWith("#") && word.length > 3 && /^[a-z]+$/.test(word)) {
      const padded = `<${word}>`;
      for (let at = 0; at + 3 <= padded.length; at += 1) add(`c:${padded.slice(at, at + 3)}`, 0.15);
    }
  });
  if (words.length) add(`first:${words[0]}`, 0.5);
  // Word order at the start tells a statement from a question: "we have run out" / "have we run out".
  if (words.length > 1) add(`first2:${words[0]}_${words[1]}`, 0.7);
  if (tokens.includes("?")) add("question");
  if (words.length <= 2) add("short", 0.5);
  return features;
}

/** The word's shape: "d" for a number, "w" for a word, "p" for punctuation. */
function shape(word: string) {
  if (/^-?\d/.test(word)) return "d";
  if (/^[a-z']+$/.test(word)) return "w";
  return "p";
}

/** The tagger's features for the word at `index`, given the tags already chosen before it. */
export function taggerFeatures(tokens: string[], index: number, intent: string, previous: string[]): string[] {
  const word = tokens[index];
  const before = tokens[index - 1] ?? "<s>";
  const before2 = tokens[index - 2] ?? "<s>";
  const after = tokens[index + 1] ?? "</s>";
  const after2 = tokens[index + 2] ?? "</s>";
  const tag1 = previous[index - 1] ?? "<s>";
  const tag2 = previous[index - 2] ?? "<s>";
  const classes = wordClasses(word);
  const features = [
    "bias",
    `w=${word}`,
    `w-1=${before}`,
    `w+1=${after}`,
    `w-2=${before2}`,
    `w+2=${after2}`,
    `w-1,w=${before}_${word}`,
    `w,w+1=${word}_${after}`,
    `shape=${shape(word)}`,
    `suf3=${word.slice(-3)}`,
    `pre3=${word.slice(0, 3)}`,
    `t-1=${tag1}`,
    `t-2,t-1=${tag2}_${tag1}`,
    `t-1,w=${tag1}_${word}`,
    `intent=${intent}`,
    `intent,w-1=${intent}_${before}`,
    `intent,w=${intent}_${word}`,
    `intent,t-1=${intent}_${tag1}`,
  ];
  for (const entry of classes) {
    features.push(`c=${entry}`, `c,t-1=${entry}_${tag1}`, `intent,c=${intent}_${entry}`, `c,w-1=${entry}_${before}`);
  }
  if (!classes.length) features.push("c=none", `c=none,t-1=${tag1}`);
  for (const entry of wordClasses(before)) features.push(`c-1=${entry}`);
  for (const entry of wordClasses(after)) features.push(`c+1=${entry}`);
  return features;
}
