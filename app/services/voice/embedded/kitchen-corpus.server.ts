import { readFileSync } from "node:fs";
import path from "node:path";
import { groceryWords, itemKey } from "~/domain/kitchen/names";
import { knowledge } from "~/services/assistant/knowledge";
import { catalogue } from "~/services/kitchen/catalogue";
import { z } from "zod";
import { readContentFile } from "~/services/content-folder.server";
import type { Segment, WeightedSentence, WeightedTemplate } from "./language-model.server";

/**
 * The sentences the recogniser's language model learns from: the requests Basil's
 * embedded assistant understands (adding, removing, checking off, pantry questions,
 * timers, cooking steps, planning, suggestions, recipes, conversions and know-how
 * questions), filled with the catalogue's ingredients and recipes and the household's
 * own items; how people talk to a kitchen assistant, in phrasings of their own; and
 * everyday cooking English from the know-how and recipe texts at a low weight, so a
 * question outside these shapes comes through as words rather than being forced into a
 * command.
 */

/** Lower case, words only: "Za'atar Manakish" → ["za'atar", "manakish"], "stir-fry" → ["stir", "fry"]. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/&/g, " and ")
      .replace(/[’‘]/g, "'")
      .match(/[a-z]+(?:'[a-z]+)*/g) ?? []
  );
}

const ONES = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 1 → "one", 25 → "twenty five", 250 → "two hundred and fifty": numbers as people say them. */
export function spokenNumber(value: number): string {
  if (value < 10) return ONES[value - 1] ?? "zero";
  if (value < 20) return TEENS[value - 10];
  if (value < 100) return `${TENS[Math.floor(value / 10) - 2]}${value % 10 ? ` ${ONES[(value % 10) - 1]}` : ""}`;
  const hundreds = `${ONES[Math.floor(value / 100) - 1]} hundred`;
  return value % 100 ? `${hundreds} and ${spokenNumber(value % 100)}` : hundreds;
}

const texts = z.array(z.string().min(1)).min(1);
const shapes = z.array(z.tuple([z.string().min(1), z.number().positive()])).min(1);
const minutes = z.array(z.number().int().positive()).min(1);
const corpusSchema = z.strictObject({
  counts: texts,
  singularCounts: texts,
  weights: texts,
  unitsSpoken: texts,
  commonUnits: texts,
  lists: texts,
  places: texts,
  days: texts,
  namings: texts,
  followUps: texts,
  fractions: texts,
  fractionUnits: texts,
  meals: texts,
  timerMinutes: minutes,
  lengths: texts,
  hourAndMinutes: minutes,
  durations: texts,
  timerNames: texts,
  dishes: texts,
  commonDishes: texts,
  verbs: texts,
  descriptors: texts,
  shapes,
  questions: texts,
  articles: texts,
  foodGroups: texts,
  leadIns: texts,
  calls: texts,
  tails: texts,
});

/**
 * content/voice/kitchen-corpus.json: the words that fill each slot of a request and the
 * request shapes with their weights, checked at start (docs/voice.md).
 */
export const KITCHEN_CORPUS_FILE = path.resolve("content", "voice", "kitchen-corpus.json");
const CORPUS = readContentFile(KITCHEN_CORPUS_FILE, corpusSchema);

const COUNTS = [...Array.from({ length: 20 }, (_, index) => spokenNumber(index + 1)), ...CORPUS.counts];
const WEIGHTS = CORPUS.weights;
const UNITS_SPOKEN = CORPUS.unitsSpoken;
/** Counts that take a unit in the singular ("a pound of", "half a cup of"). */
const ONE = new Set(CORPUS.singularCounts);
/** The units said most often; each is four times as likely as another in an amount. */
const COMMON_UNITS = new Set(CORPUS.commonUnits);
const LISTS = CORPUS.lists;
const PLACES = CORPUS.places;
const DAYS = CORPUS.days;
/** What people say about something before asking Basil to do something with it: "I found the", "we're out of". */
const NAMINGS = CORPUS.namings;
/** What to do about it. */
const FOLLOW_UPS = CORPUS.followUps;
const FRACTIONS = CORPUS.fractions;
/** What a fraction is of in a conversion ("a quarter cup", "half a teaspoon"): measures, not packages or kilos. */
const FRACTION_UNITS = CORPUS.fractionUnits;
const MEALS = CORPUS.meals;
const MINUTES = CORPUS.timerMinutes.map(spokenNumber);
/** "a ten minute timer". */
const LENGTHS = [...MINUTES.map((minutes) => `${minutes} minute`), ...CORPUS.lengths];
/** "a timer for ten minutes". */
const DURATIONS = [
  ...MINUTES.map((minutes) => `${minutes} minutes`),
  ...CORPUS.hourAndMinutes.map((minutes) => `one hour and ${spokenNumber(minutes)} minutes`),
  ...CORPUS.durations,
];
const TIMER_NAMES = CORPUS.timerNames;
/** What people ask for when they do not name a recipe: "a quick pasta dish", "a vegetarian curry". */
const DISHES = CORPUS.dishes;
/**
 * Dishes people ask for by name whether or not the catalogue has them ("let's cook
 * carbonara", "how do I make a good risotto"): Basil answers with what it has, but has to
 * hear the name first. Shared with the catalogue's own names in the {recipe} slot.
 */
const COMMON_DISHES = CORPUS.commonDishes;
/** How much of the {recipe} slot goes to the catalogue's own names; the rest to COMMON_DISHES. */
const CATALOGUE_RECIPE_SHARE = 0.6;

/** What is done to food, for know-how questions: "how do you julienne a carrot". */
const VERBS = CORPUS.verbs;
/**
 * The corpus's own phrases that name food or what is done to it: words the CMU dictionary
 * may lack ("tikka", "julienne"), pronounced with the catalogue's names so the model can say them.
 */
export function corpusPhrases(): string[] {
  return [...COMMON_DISHES, ...VERBS, ...everydayLines()];
}

/** content/voice/everyday-requests.txt: how people talk to a kitchen assistant, one utterance a line. */
export const EVERYDAY_REQUESTS_FILE = path.resolve("content", "voice", "everyday-requests.txt");

let everyday: string[] | null = null;

function everydayLines() {
  everyday ??= readFileSync(EVERYDAY_REQUESTS_FILE, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  return everyday;
}

/** How people talk to a kitchen assistant (content/voice/everyday-requests.txt), each utterance a sentence of this weight. */
export function everydaySentences(weight: number): WeightedSentence[] {
  return everydayLines().map((line) => ({ words: wordsOf(line), weight }));
}

const DESCRIPTORS = CORPUS.descriptors;

/** "we need" and "I need" are the same request; so are the forms of "add to the list". */
const SHAPES = CORPUS.shapes;

/** Know-how questions: a topic's phrase in the ways people ask about it. */
const QUESTIONS = CORPUS.questions;
/** "a" becomes "an" before a vowel sound (agreeWithin). */
const ARTICLES = CORPUS.articles;

export type KitchenVocabulary = {
  /** Grocery and ingredient names ("chicken breast", "olive oil"). */
  items: string[];
  /**
   * How often people name each item, relative to the others: the recipes that use it, and
   * more for the everyday groceries of the aisles. Items without a weight count as 1.
   */
  itemWeights?: ReadonlyMap<string, number>;
  recipes: string[];
};

/** Words for kinds of food, said in place of an item ("a recipe with chicken and vegetables"). */
const FOOD_GROUPS = CORPUS.foodGroups;

/** An everyday grocery (one the aisles name) counts as this many recipes using it. */
const GROCERY_WEIGHT = 4;

/** The catalogue's ingredients and recipes and the aisles' grocery words, each item weighted by how common it is. */
export function catalogueVocabulary(): KitchenVocabulary {
  // One name per item, the shorter (singular) when both "chicken breast" and "chicken breasts" appear: plurals are added as such.
  const items = new Map<string, string>();
  const uses = new Map<string, number>();
  const count = (name: string, weight: number) => {
    const written = wordsOf(name).join(" ");
    if (!written) return;
    const key = itemKey(written);
    const known = items.get(key);
    if (known === undefined || written.length < known.length) items.set(key, written);
    uses.set(key, (uses.get(key) ?? 0) + weight);
  };
  for (const recipe of catalogue)
    for (const name of new Set(recipe.ingredients.map((ingredient) => ingredient.name))) count(name, 1);
  for (const name of [...groceryWords(), ...FOOD_GROUPS]) count(name, GROCERY_WEIGHT);
  const itemWeights = new Map([...items].map(([key, written]) => [written, uses.get(key) ?? 1]));
  return {
    items: [...items.values()],
    itemWeights,
    recipes: catalogue.map((recipe) => wordsOf(recipe.name).join(" ")),
  };
}

type Phrases = ReadonlyArray<readonly string[]>;

/** Each phrase equally likely. */
/** Units, each common one (COMMON_UNITS) four times as likely as another. */
function commonFirst(units: readonly string[]): Segment {
  const weight = (unit: string) => (COMMON_UNITS.has(unit) ? 4 : 1);
  const total = units.reduce((sum, unit) => sum + weight(unit), 0);
  return units.map((unit) => ({ words: unit.split(" "), probability: weight(unit) / total }));
}

function uniform(phrases: Phrases, mass = 1): Segment {
  return phrases.map((words) => ({ words, probability: mass / phrases.length }));
}

function phrases(texts: readonly string[]): Phrases {
  return texts.map((text) => text.split(" ").filter(Boolean));
}

/** "chicken breasts" → "chicken breast", "tomatoes" → "tomato" (the key the kitchen uses for "the same item"); null when the name is not a plural. */
function singular(name: string) {
  const one = itemKey(name);
  return one !== name ? one : null;
}

function plural(name: string) {
  const words = name.split(" ");
  const last = words[words.length - 1];
  if (/s$/.test(last)) return null;
  words[words.length - 1] = /(?:sh|ch|x|z|o)$/.test(last)
    ? `${last}es`
    : /[^aeiou]y$/.test(last)
      ? `${last.slice(0, -1)}ies`
      : `${last}s`;
  return words.join(" ");
}

/**
 * An item as said: "onion", or now and then "onions" (the other number, plural or singular,
 * when the dictionary knows it), each in proportion to the square root of how common it is: "chicken" far more
 * likely than "gochugaru", without the few commonest items drowning out the rest.
 */
function itemSegment(
  items: readonly string[],
  sayable: (phrase: string) => boolean,
  weights?: ReadonlyMap<string, number>,
): Segment {
  const weightOf = (item: string) => Math.sqrt(weights?.get(item) ?? 1);
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  return items.flatMap((item) => {
    // The catalogue may name an item only in the plural ("chicken breasts"): one is said too,
    // less often (as likely as the plural, the two split the recogniser's confidence in either).
    const many = plural(item);
    const other = many ?? singular(item);
    const otherShare = many ? 0.25 : 0.1;
    const share = weightOf(item) / total;
    return other && sayable(other)
      ? [
          { words: item.split(" "), probability: share * (1 - otherShare) },
          { words: other.split(" "), probability: share * otherShare },
        ]
      : [{ words: item.split(" "), probability: share }];
  });
}

/**
 * What people say around a request: a wake word, a hesitation or a polite "could you" before
 * it, "please" after it. Most requests have neither.
 */
const LEAD_INS = CORPUS.leadIns;
/** Calling Basil by name is the commonest lead-in of all. */
const CALLS = CORPUS.calls;
const TAILS = CORPUS.tails;
const LEAD_IN_SHARE = 0.2;
const TAIL_SHARE = 0.1;

/** How many sentences one unit of a shape's weight counts as: high enough that its patterns hold firm. */
const SHAPE_SCALE = 400;

/**
 * Basil's request shapes with their slots as distributions: items, recipes, amounts,
 * lists, places, timers, days and meals. With `itemsOnly`, only the shapes that name an
 * item (a household's own items, counted on top of the catalogue's). Only phrases whose
 * every word passes `known` are used.
 */
export function requestTemplates(
  vocabulary: KitchenVocabulary,
  known: (word: string) => boolean,
  options: { itemsOnly?: boolean; weight?: number } = {},
): WeightedTemplate[] {
  const sayable = (phrase: string) => phrase !== "" && phrase.split(" ").every(known);
  const items = vocabulary.items.filter(sayable);
  const recipes = vocabulary.recipes.filter(sayable);
  const amounts: Segment = [
    { words: [], probability: 0.3 },
    ...uniform(phrases(COUNTS), 0.3),
    // "a pound of", "two pounds of": a count and its unit agree in number.
    ...COUNTS.flatMap((count) => {
      const units = UNITS_SPOKEN.filter(
        (unit) => unit === "dozen" || (ONE.has(count) ? !unit.endsWith("s") : unit.endsWith("s")),
      );
      return commonFirst(units).map(({ words, probability }) => ({
        words: [...count.split(" "), ...words, "of"],
        probability: (0.3 * probability) / COUNTS.length,
      }));
    }),
    ...uniform(phrases(WEIGHTS.map((weight) => `${weight} grams of`)), 0.1),
  ];
  const slots: Record<string, Segment> = {
    item: itemSegment(items, sayable, vocabulary.itemWeights),
    amount: amounts,
    list: uniform(phrases(LISTS)),
    place: uniform(phrases(PLACES)),
    recipe: [
      ...uniform(phrases(recipes), CATALOGUE_RECIPE_SHARE),
      ...uniform(phrases(COMMON_DISHES.filter(sayable)), 1 - CATALOGUE_RECIPE_SHARE),
    ],
    length: uniform(phrases(LENGTHS)),
    duration: uniform(phrases(DURATIONS)),
    timer: uniform(phrases(TIMER_NAMES)),
    day: uniform(phrases(DAYS)),
    meal: uniform(phrases(MEALS)),
    number: uniform(phrases(Array.from({ length: 60 }, (_, index) => spokenNumber(index + 1)))),
    unit: uniform(phrases(UNITS_SPOKEN)),
    descriptor: uniform(phrases(DESCRIPTORS)),
    dish: uniform(phrases(DISHES)),
    naming: uniform(phrases(NAMINGS)),
    followup: uniform(phrases(FOLLOW_UPS)),
    fraction: uniform(phrases(FRACTIONS)),
    // In a conversion, one unit ("a quarter cup") and many ("how many tablespoons"), the common ones most.
    oneUnit: commonFirst(UNITS_SPOKEN.filter((unit) => !unit.endsWith("s"))),
    units: commonFirst(UNITS_SPOKEN.filter((unit) => unit.endsWith("s"))),
    fractionUnit: uniform(phrases(FRACTION_UNITS)),
    verb: uniform(phrases(VERBS)),
  };
  const leadIn: Segment = [
    { words: [], probability: 1 - LEAD_IN_SHARE },
    ...uniform(phrases(LEAD_INS.filter(sayable)), LEAD_IN_SHARE / 2),
    ...uniform(phrases(CALLS.filter(sayable)), LEAD_IN_SHARE / 2),
  ];
  const tail: Segment = [
    { words: [], probability: 1 - TAIL_SHARE },
    ...uniform(phrases(TAILS.filter(sayable)), TAIL_SHARE),
  ];
  return SHAPES.flatMap(([template, weight]) => {
    if (options.itemsOnly && !template.includes("{item}")) return [];
    const segments = template.split(" ").map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part);
      return slot ? slots[slot[1]] : [{ words: [part], probability: 1 }];
    });
    if (!segments.every((segment) => segment.length > 0)) return [];
    return withArticlesAgreed({
      segments: [leadIn, ...segments, tail],
      weight: weight * SHAPE_SCALE * (options.weight ?? 1),
    });
  });
}

const ARTICLE = new Set(["a", "an"]);

/** Whether a word starts with a vowel sound, so "an" goes before it: "an egg", "an hour", "an eight minute timer"; not "a unit", "a one pot". */
function vowelSound(word: string) {
  return (
    (/^[aeiou]/.test(word) && !/^(?:one|once|uni|use|usu|ura|eu)/.test(word)) || /^(?:hour|honest|herb)/.test(word)
  );
}

/** The article before the next word agreed within a phrase: "a ounce of" → "an ounce of". */
function agreeWithin(words: readonly string[]): readonly string[] {
  if (!words.some((word, index) => ARTICLE.has(word) && index + 1 < words.length)) return words;
  return words.map((word, index) =>
    ARTICLE.has(word) && index + 1 < words.length ? (vowelSound(words[index + 1]) ? "an" : "a") : word,
  );
}

function share(segment: Segment, keep: (entry: Segment[number]) => boolean): [Segment, number] {
  const kept = segment.filter(keep);
  const mass = kept.reduce((total, entry) => total + entry.probability, 0);
  return [mass > 0 ? kept.map((entry) => ({ ...entry, probability: entry.probability / mass })) : [], mass];
}

/**
 * A template whose articles agree with the word after them, as people say them: where a
 * phrase ending in "a" ("add a", "half a") meets a slot whose phrases start either way, the
 * template is split in proportion, so the model learns "an onion" and "a tomato" and never
 * "a oven timer".
 */
function withArticlesAgreed(template: WeightedTemplate): WeightedTemplate[] {
  const segments = template.segments.map((segment) =>
    segment.map((entry) => ({ ...entry, words: agreeWithin(entry.words) })),
  );
  return splitAtArticles({ segments, weight: template.weight }, 0);
}

function splitAtArticles(template: WeightedTemplate, from: number): WeightedTemplate[] {
  const { segments, weight } = template;
  for (let index = from; index + 1 < segments.length; index++) {
    const endsInArticle = (entry: Segment[number]) => ARTICLE.has(entry.words[entry.words.length - 1]);
    if (!segments[index].some(endsInArticle)) continue;
    const startsWithVowel = (entry: Segment[number]) => entry.words.length > 0 && vowelSound(entry.words[0]);
    const withArticle = (article: string) =>
      segments[index].map((entry) =>
        endsInArticle(entry) ? { ...entry, words: [...entry.words.slice(0, -1), article] } : entry,
      );
    const vowels = segments[index + 1].some(startsWithVowel);
    const consonants = segments[index + 1].some((entry) => !startsWithVowel(entry));
    if (!vowels || !consonants) {
      const agreed = [...segments];
      agreed[index] = withArticle(vowels ? "an" : "a");
      return splitAtArticles({ segments: agreed, weight }, index + 1);
    }
    const [rest, restMass] = share(segments[index], (entry) => !endsInArticle(entry));
    const [articled] = share(segments[index], endsInArticle);
    const parts: WeightedTemplate[] = [];
    const part = (here: Segment, next: Segment, mass: number) => {
      if (mass <= 0) return;
      const split = [...segments];
      split[index] = here;
      split[index + 1] = next;
      parts.push(...splitAtArticles({ segments: split, weight: weight * mass }, index + 1));
    };
    part(rest, segments[index + 1], restMass);
    const [vowelNext, vowelMass] = share(segments[index + 1], startsWithVowel);
    const [consonantNext, consonantMass] = share(segments[index + 1], (entry) => !startsWithVowel(entry));
    const articledMass = 1 - restMass;
    part(
      articled.map((entry) => ({ ...entry, words: [...entry.words.slice(0, -1), "an"] })),
      vowelNext,
      articledMass * vowelMass,
    );
    part(
      articled.map((entry) => ({ ...entry, words: [...entry.words.slice(0, -1), "a"] })),
      consonantNext,
      articledMass * consonantMass,
    );
    return parts;
  }
  return [template];
}

/** Know-how questions: each topic's title and phrases in the ways people ask, with and without an article. */
export function questionTemplates(known: (word: string) => boolean): WeightedTemplate[] {
  const topics: string[][] = [];
  for (const topic of knowledge) {
    for (const phrase of [topic.title, ...topic.phrases]) {
      const words = wordsOf(phrase);
      if (words.length === 0 || !words.every(known)) continue;
      topics.push(words);
      if (words.length > 1)
        for (const article of ARTICLES) topics.push([...agreeWithin([words[0], article, ...words.slice(1)])]);
    }
  }
  const topic = uniform(topics);
  return QUESTIONS.map((question) => ({
    segments: question.split(" ").map((part) => (part === "{topic}" ? topic : [{ words: [part], probability: 1 }])),
    weight: SHAPE_SCALE,
  }));
}

/** Everyday cooking English: know-how answers and recipe descriptions, sentence by sentence. */
export function generalSentences(weight: number): WeightedSentence[] {
  const texts = [...knowledge.map((topic) => topic.answer), ...catalogue.map((recipe) => recipe.description)];
  return texts.flatMap((text) => text.split(/[.!?;:]+\s*/).map((sentence) => ({ words: wordsOf(sentence), weight })));
}
