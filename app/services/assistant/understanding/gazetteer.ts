import { allergensIn } from "~/domain/kitchen/allergens";
import { groceryWords } from "~/domain/kitchen/names";
import { parseUnit } from "~/domain/kitchen/quantities";
import { numberWord, ordinalWord } from "~/domain/numbers";
import { cuisines, presetDietaryRestrictions } from "~/schemas/options";
import { catalogue } from "~/services/kitchen/catalogue";
import { kitchenWords, wordsOf } from "./lexicon";

/**
 * The classes a word can belong to in the kitchen (a number, a unit, a food, a place, a day,
 * a meal, a length of time, a diet, an allergen, a cuisine, a recipe's word, a pronoun):
 * features for both the intent classifier and the entity tagger, so what they learn of
 * "add 2 cans of chickpeas" carries over to "add 3 jars of honey".
 */

export type WordClass =
  | "num"
  | "ord"
  | "unit"
  | "food"
  | "loc"
  | "day"
  | "meal"
  | "time"
  | "diet"
  | "allergy"
  | "cuisine"
  | "recipe"
  | "pron";

const LOCATIONS = new Set([
  "fridge",
  "refrigerator",
  "freezer",
  "pantry",
  "cupboard",
  "cupboards",
  "larder",
  "press",
  "shelf",
  "cabinet",
  "chiller",
]);
const DAYS = new Set([
  "today",
  "tonight",
  "tomorrow",
  "yesterday",
  "weekend",
  "week",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "mon",
  "tue",
  "tues",
  "wed",
  "weds",
  "thu",
  "thur",
  "thurs",
  "fri",
  "sat",
  "sun",
  "mondays",
  "tuesdays",
  "wednesdays",
  "thursdays",
  "fridays",
  "saturdays",
  "sundays",
  "monday's",
  "tuesday's",
  "wednesday's",
  "thursday's",
  "friday's",
  "saturday's",
  "sunday's",
  "tomorrow's",
  "tonight's",
  "today's",
]);
const MEALS = new Set(["breakfast", "brunch", "lunch", "dinner", "supper", "tea", "dinners", "lunches", "breakfasts"]);
const TIME_UNITS = new Set(["second", "seconds", "minute", "minutes", "hour", "hours", "min", "mins", "sec", "secs"]);
const PRONOUNS = new Set(["it", "them", "those", "these", "that", "this", "one", "ones", "they"]);
const QUANTITY_WORDS = new Set(["a", "an", "half", "couple", "few", "dozen", "quarter"]);
const DIET_WORDS = new Set([
  ...presetDietaryRestrictions.flatMap((diet) => diet.split("-")),
  "veggie",
  "vego",
  "plant",
  "coeliac",
  "celiac",
  "lactose",
  "intolerant",
  "allergic",
  "allergy",
]);

let foods: Set<string> | null = null;
let recipeWords: Set<string> | null = null;

function foodWords() {
  if (foods) return foods;
  foods = new Set<string>();
  for (const phrase of groceryWords()) for (const word of wordsOf(phrase)) foods.add(word);
  for (const word of kitchenWords().keys()) if (parseUnit(word) === null && !TIME_UNITS.has(word)) foods.add(word);
  return foods;
}

function recipeNameWords() {
  if (recipeWords) return recipeWords;
  recipeWords = new Set(catalogue.flatMap((recipe) => wordsOf(recipe.name)).filter((word) => word.length > 3));
  return recipeWords;
}

/** Every class a word belongs to, most telling first. */
export function classesOf(word: string): WordClass[] {
  const classes: WordClass[] = [];
  if (numberWord(word) !== null || /^-?\d/.test(word) || QUANTITY_WORDS.has(word)) classes.push("num");
  if (ordinalWord(word) !== null) classes.push("ord");
  if (TIME_UNITS.has(word)) classes.push("time");
  else if (parseUnit(word) !== null) classes.push("unit");
  if (LOCATIONS.has(word)) classes.push("loc");
  if (DAYS.has(word)) classes.push("day");
  if (MEALS.has(word)) classes.push("meal");
  if (DIET_WORDS.has(word)) classes.push("diet");
  if (allergensIn(word).length) classes.push("allergy");
  if ((cuisines as readonly string[]).includes(word)) classes.push("cuisine");
  if (PRONOUNS.has(word)) classes.push("pron");
  if (foodWords().has(word)) classes.push("food");
  if (recipeNameWords().has(word)) classes.push("recipe");
  return classes;
}

const cache = new Map<string, WordClass[]>();

/** classesOf, remembered for the process (words repeat across every message). */
export function wordClasses(word: string): WordClass[] {
  let classes = cache.get(word);
  if (!classes) {
    classes = classesOf(word);
    if (cache.size < 50_000) cache.set(word, classes);
  }
  return classes;
}

export const isLocationWord = (word: string) => LOCATIONS.has(word);
