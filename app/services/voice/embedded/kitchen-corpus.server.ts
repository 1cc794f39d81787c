import { readFileSync } from "node:fs";
import path from "node:path";
import { groceryWords, itemKey } from "~/domain/kitchen/names";
import { knowledge } from "~/services/assistant/knowledge";
import { catalogue } from "~/services/kitchen/catalogue";
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

const COUNTS = [
  ...Array.from({ length: 20 }, (_, index) => spokenNumber(index + 1)),
  "twenty five",
  "thirty",
  "forty",
  "fifty",
  "a",
  "a couple of",
  "a few",
  "a dozen",
  "half a",
  "one and a half",
  "two and a half",
];
const WEIGHTS = [
  "one hundred",
  "two hundred",
  "two hundred and fifty",
  "three hundred",
  "four hundred",
  "five hundred",
  "seven hundred and fifty",
];
const UNITS_SPOKEN = [
  "pounds",
  "pound",
  "kilos",
  "kilo",
  "kilograms",
  "grams",
  "ounces",
  "ounce",
  "cups",
  "cup",
  "teaspoons",
  "teaspoon",
  "tablespoons",
  "tablespoon",
  "litres",
  "litre",
  "liters",
  "gallon",
  "gallons",
  "pint",
  "pints",
  "quart",
  "cans",
  "can",
  "tins",
  "tin",
  "bottles",
  "bottle",
  "jars",
  "jar",
  "bags",
  "bag",
  "boxes",
  "box",
  "cartons",
  "carton",
  "packs",
  "pack",
  "packets",
  "loaf",
  "loaves",
  "bunch",
  "bunches",
  "clove",
  "cloves",
  "slice",
  "slices",
  "stick",
  "sticks",
  "head",
  "heads",
  "stalk",
  "stalks",
  "sprig",
  "sprigs",
  "package",
  "packages",
  "pinch",
  "dozen",
  "blocks",
  "block",
];
/** Counts that take a unit in the singular ("a pound of", "half a cup of"). */
const ONE = new Set(["one", "a", "half a"]);
/** The units said most often; each is four times as likely as another in an amount. */
const COMMON_UNITS = new Set([
  "pounds",
  "pound",
  "kilos",
  "kilo",
  "grams",
  "ounces",
  "cups",
  "cup",
  "cans",
  "can",
  "bottles",
  "bottle",
  "bags",
  "bag",
  "packs",
  "litres",
  "litre",
  "tablespoons",
  "tablespoon",
  "teaspoons",
  "teaspoon",
  "ounce",
  "pint",
  "dozen",
  "gallon",
]);
const LISTS = [
  "my shopping list",
  "the shopping list",
  "the list",
  "my list",
  "the grocery list",
  "my grocery list",
  "our shopping list",
];
const PLACES = [
  "the pantry",
  "my pantry",
  "the fridge",
  "the freezer",
  "my inventory",
  "the cupboard",
  "my fridge",
  "our pantry",
];
const DAYS = [
  "today",
  "tonight",
  "tomorrow",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "this weekend",
  "this week",
  "next week",
  "tomorrow night",
  "monday night",
  "friday night",
];
/** What people say about something before asking Basil to do something with it: "I found the", "we're out of". */
const NAMINGS = [
  "i found the",
  "got the",
  "i got the",
  "i bought",
  "i just bought",
  "i picked up",
  "we just bought",
  "i bought the",
  "i threw out the",
  "never mind the",
  "we're out of",
  "we ran out of",
  "we finished the",
  "we used up the",
];
/** What to do about it. */
const FOLLOW_UPS = [
  "check it off",
  "check them off",
  "cross it off",
  "mark it off",
  "mark them off",
  "tick it off",
  "take it off the list",
  "take it off my list",
  "take them off the list",
  "remove it from the list",
  "remove it from the pantry",
  "take it out of the pantry",
  "add it to the pantry",
  "add them to the pantry",
  "put it in the fridge",
  "put them in the fridge",
  "put it in the freezer",
  "add it to the list",
  "put it on the list",
  "add it to my shopping list",
  "put them in the pantry",
];
const FRACTIONS = ["a quarter", "half a", "a third of a", "three quarters of a", "a half"];
/** What a fraction is of in a conversion ("a quarter cup", "half a teaspoon"): measures, not packages or kilos. */
const FRACTION_UNITS = ["cup", "teaspoon", "tablespoon", "pound", "ounce", "pint", "quart", "gallon", "litre", "stick"];
const MEALS = ["breakfast", "lunch", "dinner"];
const MINUTES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 18, 20, 25, 30, 35, 40, 45, 50, 90].map(spokenNumber);
/** "a ten minute timer". */
const LENGTHS = [
  ...MINUTES.map((minutes) => `${minutes} minute`),
  "one hour",
  "two hour",
  "thirty second",
  "ninety second",
];
/** "a timer for ten minutes". */
const DURATIONS = [
  ...MINUTES.map((minutes) => `${minutes} minutes`),
  ...[5, 10, 15, 20, 30, 45].map((minutes) => `one hour and ${spokenNumber(minutes)} minutes`),
  "one minute",
  "an hour",
  "half an hour",
  "one hour",
  "two hours",
  "an hour and a half",
  "thirty seconds",
  "ninety seconds",
  "forty five seconds",
];
const TIMER_NAMES = [
  "pasta",
  "rice",
  "egg",
  "eggs",
  "oven",
  "chicken",
  "bread",
  "potatoes",
  "sauce",
  "cake",
  "tea",
  "roast",
  "beans",
  "onions",
  "pizza",
  "soup",
  "noodles",
  "cookies",
  "steak",
  "fish",
];
/** What people ask for when they do not name a recipe: "a quick pasta dish", "a vegetarian curry". */
const DISHES = [
  "recipe",
  "dinner",
  "lunch",
  "breakfast",
  "dish",
  "pasta dish",
  "pasta",
  "curry",
  "soup",
  "salad",
  "stir fry",
  "dessert",
  "snack",
  "pancakes",
  "stew",
  "sandwich",
];
/**
 * Dishes people ask for by name whether or not the catalogue has them ("let's cook
 * carbonara", "how do I make a good risotto"): Basil answers with what it has, but has to
 * hear the name first. Shared with the catalogue's own names in the {recipe} slot.
 */
const COMMON_DISHES = [
  "spaghetti carbonara",
  "carbonara",
  "spaghetti bolognese",
  "bolognese",
  "chicken tikka masala",
  "tikka masala",
  "lasagna",
  "lasagne",
  "risotto",
  "tacos",
  "fish tacos",
  "burritos",
  "enchiladas",
  "fajitas",
  "quesadillas",
  "nachos",
  "chili",
  "mac and cheese",
  "pizza",
  "banana bread",
  "pancakes",
  "waffles",
  "french toast",
  "omelette",
  "fried rice",
  "curry",
  "chicken curry",
  "stir fry",
  "meatballs",
  "spaghetti and meatballs",
  "meatloaf",
  "pot roast",
  "roast chicken",
  "chicken noodle soup",
  "tomato soup",
  "caesar salad",
  "greek salad",
  "chicken pot pie",
  "shepherd's pie",
  "fish and chips",
  "beef stew",
  "pad thai",
  "ramen",
  "paella",
  "gumbo",
  "jambalaya",
  "quiche",
  "frittata",
  "pesto pasta",
  "garlic bread",
  "brownies",
  "chocolate chip cookies",
  "apple pie",
  "cheesecake",
  "pulled pork",
  "burgers",
  "grilled cheese",
  "falafel",
  "hummus",
  "butter chicken",
  "biryani",
  "dal",
  "teriyaki chicken",
  "chicken wings",
  "steak",
  "salmon",
  "shrimp scampi",
  "fettuccine alfredo",
  "baked ziti",
  "stuffed peppers",
  "minestrone",
  "gnocchi",
  "chicken stir fry",
  "beef tacos",
  "vegetable soup",
  "lentil soup",
  "chicken salad",
  "egg salad",
  "scrambled eggs",
  "porridge",
  "granola",
  "smoothie",
  "stew",
  "soup",
];
/** How much of the {recipe} slot goes to the catalogue's own names; the rest to COMMON_DISHES. */
const CATALOGUE_RECIPE_SHARE = 0.6;

/** What is done to food, for know-how questions: "how do you julienne a carrot". */
const VERBS = [
  "cook",
  "boil",
  "bake",
  "roast",
  "fry",
  "grill",
  "steam",
  "poach",
  "chop",
  "dice",
  "slice",
  "mince",
  "julienne",
  "peel",
  "deglaze",
  "sear",
  "braise",
  "blanch",
  "marinate",
  "season",
  "thicken",
  "melt",
  "whisk",
  "knead",
  "freeze",
  "thaw",
  "defrost",
  "store",
  "reheat",
  "deep fry",
  "stir fry",
  "caramelise",
  "caramelize",
  "toast",
  "soften",
  "whip",
  "fold",
  "zest",
  "juice",
  "debone",
  "fillet",
  "shred",
  "grate",
  "crush",
  "ripen",
  "sharpen",
  "substitute",
  "keep",
];
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

const DESCRIPTORS = [
  "healthy",
  "quick",
  "easy",
  "vegetarian",
  "vegan",
  "spicy",
  "light",
  "cheap",
  "gluten free",
  "dairy free",
  "low carb",
  "italian",
  "mexican",
  "indian",
  "thai",
  "chinese",
  "japanese",
  "korean",
  "greek",
  "french",
];

/** Know-how questions about one ingredient, beside the topics' own phrases. */
const ITEM_QUESTIONS: Array<[template: string, weight: number]> = [
  ["how long do i cook {item}", 1],
  ["how long do i boil {item}", 1],
  ["how long should i rest {item}", 1],
  ["how do i cook {item}", 1],
  ["how do i store {item}", 1],
  ["how long does {item} keep", 1],
  ["how do i know when {item} is done", 1],
  ["what can i use instead of {item}", 1],
  ["what can i substitute for {item}", 1],
  ["what temperature do i cook {item} at", 1],
  ["can i freeze {item}", 1],
];

/** "we need" and "I need" are the same request; so are the forms of "add to the list". */
const SHAPES: Array<[template: string, weight: number]> = [
  ["add {amount} {item} to {list}", 6],
  ["add {item} to {list}", 4],
  ["add {item} and {item} to {list}", 2],
  ["add {amount} {item} and {amount} {item}", 1],
  ["add {amount} {item} and {amount} {item} to {list}", 1],
  ["put {amount} {item} on {list}", 2],
  ["put {item} on {list}", 2],
  ["{item} on {list}", 1],
  ["add {amount} {item} to {place}", 3],
  ["add {item} to {place}", 2],
  ["put {amount} {item} in {place}", 2],
  ["i have {amount} {item} in {place}", 1],
  ["we need {amount} {item}", 2],
  ["we need {item}", 2],
  ["i need {item}", 1],
  ["buy {amount} {item}", 1],
  ["i need to buy {item}", 1],
  ["we're out of {item}", 2],
  ["we ran out of {item}", 1],
  ["we're running low on {item}", 1],
  ["i'm out of {item}", 1],
  ["i used {amount} {item}", 2],
  ["i used the {item}", 1],
  ["i bought {item}", 1],
  ["i bought the {item}", 1],
  ["check off {item}", 2],
  ["check off the {item}", 1],
  ["tick off {item}", 1],
  ["tick off the {item}", 1],
  ["cross off the {item}", 1],
  ["cross {item} off {list}", 1],
  ["got the {item}", 1],
  ["i got the {item}", 1],
  ["i picked up the {item}", 1],
  ["picked up {item}", 1],
  ["mark the {item} as bought", 1],
  ["mark {item} as bought", 1],
  ["the {item} is in the cart", 1],
  ["{item} is in the cart", 1],
  ["throw out the {item}", 1],
  ["throw away the {item}", 1],
  ["get rid of the {item}", 1],
  ["we finished the {item}", 1],
  ["we used up the {item}", 1],
  ["take the {item} off {list}", 1],
  ["we don't need {item} anymore", 1],
  ["never mind the {item}", 1],
  ["scratch the {item}", 1],
  ["uncheck the {item}", 1],
  ["mark everything as bought", 1],
  ["mark everything on {list} as bought", 1],
  ["put a check next to {item}", 1],
  ["put a check next to the {item}", 1],
  ["mark the {item} as done", 1],
  ["clear the shopping list", 1],
  ["clear the list", 1],
  ["i used the last of the {item}", 1],
  ["we ate the last of the {item}", 1],
  ["got the {item} and the {item}", 1],
  ["i've got the {item}", 1],
  // A statement, then what to do about it: "we're out of paprika, put it on the list".
  ["we're out of {item} put it on {list}", 1],
  ["we're out of {item} add it to {list}", 1],
  ["i threw out the {item} remove it from {place}", 1],
  ["got the {item} check it off", 1],
  ["i found the {item} cross it off", 1],
  ["we've got the {item} mark it off", 1],
  ["i bought {amount} {item} add it to {place}", 1],
  ["put it on {list}", 1],
  ["add it to {list}", 1],
  ["check it off", 1],
  ["cross it off", 1],
  ["take it off {list}", 1],
  ["mark them off", 1],
  ["remove {item} from {list}", 2],
  ["remove the {item} from {place}", 1],
  ["remove {amount} {item} from {place}", 1],
  ["take {item} out of {place}", 1],
  ["take the {item} out of {place}", 1],
  ["take {amount} {item} out of {place}", 1],
  // "I found the coffee, check it off": what happened to something, then what to do about it.
  ["{naming} {item} {followup}", 3],
  ["{naming} {amount} {item} {followup}", 1],
  ["take {item} off {list}", 1],
  ["delete {item} from {list}", 1],
  ["remove {item}", 1],
  ["do we have any {item}", 2],
  ["do we have {item}", 1],
  ["have we got any {item}", 1],
  ["is there any {item} left", 1],
  ["is there any {item} in {place}", 1],
  ["is there still {item} in {place}", 1],
  ["what do we have in {place}", 1],
  ["when does the {item} expire", 1],
  ["how much {item} is left", 1],
  ["how much {item} do we have left", 1],
  ["are we out of {item}", 1],
  ["do we still have {item}", 1],
  ["do we still have any {item}", 1],
  ["do we have any {item} left", 1],
  ["do i have enough {item} for {dish}", 1],
  ["do we have enough {item}", 1],
  ["how many {units} of {item} do we have", 1],
  ["what {item} do we have", 1],
  ["is anything going bad", 1],
  ["what's going off soon", 1],
  ["how much {item} do we have", 1],
  ["how many {item} do we have", 1],
  ["what's on my shopping list", 1],
  ["show my shopping list", 1],
  ["show me the shopping list", 1],
  ["what do we need to buy", 1],
  ["what's in my pantry", 1],
  ["what's in the pantry", 1],
  ["what's in the fridge", 1],
  ["what's in the freezer", 1],
  ["show me my inventory", 1],
  ["what's expiring soon", 1],
  ["what should i use up first", 1],
  ["clear the checked items", 1],
  ["start a {length} timer", 4],
  ["set a timer for {duration}", 2],
  ["set a {length} timer", 2],
  ["start a {length} timer for the {timer}", 2],
  ["set a {timer} timer for {duration}", 2],
  ["start a {timer} timer", 1],
  ["timer for {duration}", 1],
  ["pause the timer", 3],
  ["pause the {timer} timer", 1],
  ["pause", 1],
  ["resume the timer", 3],
  ["resume the {timer} timer", 1],
  ["resume", 1],
  ["cancel the timer", 2],
  ["cancel the {timer} timer", 1],
  ["stop the timer", 2],
  ["how long is left on the timer", 1],
  ["how much time is left", 1],
  ["what timers are running", 1],
  ["what timers do i have", 1],
  ["is the {timer} done", 1],
  ["how long until the {timer} is done", 1],
  ["how long left on the {timer} timer", 1],
  ["how long is left on the {timer} timer", 1],
  ["how much time is left on the {timer}", 1],
  ["add {duration} to the {timer} timer", 1],
  ["add {duration} to the timer", 1],
  ["remind me in {duration}", 1],
  ["stop the {timer} timer", 1],
  ["next step", 4],
  ["next", 2],
  ["what's next", 1],
  ["what's the next step", 2],
  ["read the step again", 1],
  ["start the timer", 2],
  ["start the {timer} timer", 1],
  ["go back", 2],
  ["previous step", 2],
  ["go to the previous step", 1],
  ["repeat that", 2],
  ["repeat the step", 1],
  ["say that again", 1],
  ["what step am i on", 1],
  ["how many steps are left", 1],
  ["what do i do next", 1],
  ["what do i do now", 1],
  ["read the current step again", 1],
  ["go to the next step", 1],
  ["i'm done", 1],
  ["i'm finished", 1],
  ["i'm finished with the recipe", 1],
  ["we're done", 1],
  ["i'm done cooking", 1],
  ["finish cooking", 1],
  ["start cooking", 1],
  ["start cooking {recipe}", 2],
  ["let's make {recipe}", 2],
  ["let's cook {recipe}", 1],
  ["cook {recipe}", 1],
  ["show me the recipe for {recipe}", 2],
  ["start the recipe for {recipe}", 1],
  ["i want to make {recipe}", 1],
  ["find me a good {recipe} recipe", 1],
  ["let's make {dish}", 1],
  ["show me {recipe}", 1],
  ["how do i make {recipe}", 2],
  ["walk me through {recipe}", 1],
  ["what's in {recipe}", 1],
  ["how long does {recipe} take", 1],
  ["is {recipe} spicy", 1],
  ["add the ingredients for {recipe} to {list}", 2],
  ["plan my meals for this week", 2],
  ["plan next week", 1],
  ["plan dinners for next week", 1],
  ["plan {number} dinners for next week", 1],
  ["plan my meals for next week", 1],
  ["plan {recipe} for {day} {meal}", 2],
  ["plan {recipe} for {meal} on {day}", 1],
  ["let's have {recipe} for {meal} {day}", 1],
  ["put {recipe} on the plan for {day}", 1],
  ["what's for {meal}", 2],
  ["what's for {meal} {day}", 1],
  ["what are we having {day}", 1],
  ["what are we eating {day}", 1],
  ["what should we have for {meal} {day}", 1],
  ["what should we have for {meal} on {day}", 1],
  ["what did we plan for {day}", 1],
  ["plan a week of meals", 1],
  ["plan meals for the week", 1],
  ["move {recipe} to {day}", 1],
  ["move the {recipe} from {day} to {day}", 1],
  ["put {recipe} on {day}", 1],
  ["put {recipe} on the meal plan for {day}", 1],
  ["show this week's meal plan", 1],
  ["show me the meal plan", 1],
  ["what's on the menu this week", 1],
  ["remove {day}'s {meal} from the plan", 1],
  ["swap {day}'s {meal} for {recipe}", 1],
  ["suggest a recipe with {item}", 2],
  ["find me a {descriptor} {dish}", 1],
  ["find me a recipe for {recipe}", 1],
  ["show me a recipe for {dish}", 1],
  ["find a {descriptor} recipe", 1],
  ["show me an {descriptor} recipe", 1],
  ["show me a {descriptor} {dish} recipe", 1],
  ["give me a recipe that uses {item}", 1],
  ["a recipe with {item}", 1],
  ["i need a {meal} recipe for {number} people", 1],
  ["i want something {descriptor}", 1],
  ["suggest a recipe with {item} and {item}", 1],
  ["suggest something for {meal}", 1],
  ["what can i make with {item}", 2],
  ["what can i make with {item} and {item}", 1],
  ["what can i cook in under {number} minutes", 1],
  ["what should i make for {meal}", 1],
  ["what should i make for {meal} {day}", 1],
  ["what should we make for {meal}", 1],
  ["what should i cook for {meal}", 1],
  ["what should we cook {day}", 1],
  ["something quick for {meal}", 1],
  ["give me some {descriptor} {meal} ideas", 1],
  ["{descriptor} {meal} ideas", 1],
  ["any ideas for using up {item}", 1],
  ["suggest something else", 1],
  ["something else", 1],
  ["how many grams in a cup of {item}", 1],
  ["how many {units} in a {oneUnit}", 1],
  ["how many {units} in {fraction} {fractionUnit}", 1],
  ["what's a substitute for {item}", 1],
  ["what's a good substitute for {item}", 1],
  ["convert {number} {unit} to {unit}", 1],
  ["what is {number} degrees fahrenheit in celsius", 1],
  ["what's {number} degrees celsius in fahrenheit", 1],
  // The same requests in the words of a whole sentence: how people ask when they are not giving a command.
  ["i need more {item}", 1],
  ["we need more {item}", 1],
  ["stick {item} on {list}", 1],
  ["stick some {item} on {list}", 1],
  ["pop {item} on {list}", 1],
  ["can you put {item} on {list}", 1],
  ["we used up all the {item}", 1],
  ["i used up all the {item}", 1],
  ["the {item} went bad", 1],
  ["it's all used", 1],
  ["it went bad", 1],
  ["wipe everything off {list}", 1],
  ["clear everything off {list}", 1],
  ["empty {list}", 1],
  ["mark {item} as purchased", 1],
  ["mark the {item} as purchased", 1],
  ["tick that one", 1],
  ["tick that one off", 1],
  ["i've bought the {item}", 1],
  ["bought the {item}", 1],
  ["bought the {item} and the {item}", 1],
  ["i've got everything on {list}", 1],
  ["how many {item} have we got", 1],
  ["how much {item} have we got", 1],
  ["could you tell me if there's any {item} left", 1],
  ["is there any {item} in the house", 1],
  ["start a timer for {duration} called {timer}", 1],
  ["set a timer for {duration} called {timer}", 1],
  ["set a timer for {duration} for the {timer}", 1],
  ["extend the {timer} timer by {duration}", 1],
  ["add {duration} to the {timer}", 1],
  ["how long until the {timer}'s done", 1],
  ["how long until the {timer} is ready", 1],
  ["is the {timer} ready", 1],
  ["what do i need for this step", 1],
  ["what ingredients do i need for this step", 1],
  ["what ingredients go in now", 1],
  ["i'm done with this step", 1],
  ["i'm done with this step move on", 1],
  ["move on", 1],
  ["move on to the next step", 1],
  ["skip to the last step", 1],
  ["go to the last step", 1],
  ["go to step {number}", 1],
  ["skip to step {number}", 1],
  ["go back a step", 1],
  ["stop cooking", 1],
  ["stop cooking {recipe}", 1],
  ["stop cooking the {recipe}", 1],
  ["is anything planned for {day}", 1],
  ["what's planned for {day}", 1],
  ["what are we having {day} night", 1],
  ["what are we having for {meal} on {day}", 1],
  ["schedule {recipe} for {day} {meal}", 1],
  ["can you schedule {recipe} for {day}", 1],
  ["{recipe} for {meal} on {day}", 1],
  ["put {recipe} on the plan for {day} {meal}", 1],
  ["swap {day} and {day} dinners", 1],
  ["move the {recipe} from {meal} to {meal} {day}", 1],
  ["plan {number} dinners for me this week", 1],
  ["plan {meal} for {day} through {day}", 1],
  ["plan breakfasts for {day} through {day}", 1],
  ["plan dinners for {day} to {day}", 1],
  ["take {recipe} off the plan", 1],
  ["clear the meal plan for {day}", 1],
  ["i feel like something {descriptor}", 1],
  ["i feel like {recipe}", 1],
  ["any {descriptor} {meal} ideas", 1],
  ["any ideas for {meal}", 1],
  ["what's something quick i can cook in {number} minutes", 1],
  ["how do i make a good {recipe}", 1],
  ["show me some {descriptor} recipes", 1],
  ["start cooking the {recipe} recipe", 1],
  ["open the {recipe} recipe", 1],
  ["double the {recipe} recipe", 1],
  ["make the {recipe} for {number} people", 1],
  ["what can i make with what we have", 1],
  ["what can i cook with what's in the fridge", 1],
  ["could you tell me how to {verb} {item}", 1],
  ["how do you {verb} {item}", 1],
  ["how do you {verb} a {item}", 1],
  ["how do i {verb} the {item}", 1],
  ["how do i {verb} {item}", 1],
  ["is it safe to eat {item}", 1],
  ["is it safe to eat raw {item}", 1],
  ["what does it mean to {verb} {item}", 1],
  ["should i store {item} in the fridge", 1],
  ["should i keep {item} in the fridge", 1],
  ["how long does {item} last in the fridge", 1],
  ["how long does cooked {item} last", 1],
  ["how long does cooked {item} last in the fridge", 1],
  ["how hot should the oil be for {verb}", 1],
  ["how hot should the oven be for {item}", 1],
  ["what temperature should {item} be cooked to", 1],
  ["can i use {item} instead of {item}", 1],
  ["can i use {item} instead of {item} in {dish}", 1],
  ["how do i substitute {item} in {dish}", 1],
  ["how much {item} is in {fraction} {fractionUnit}", 1],
  ["how many grams in {fraction} {fractionUnit} of {item}", 1],
  ["how many {units} are in {fraction} {fractionUnit}", 1],
  ["how many {units} are in a {oneUnit}", 1],
  ...ITEM_QUESTIONS,
  ["yes", 1],
  ["yes please", 1],
  ["no", 1],
  ["no thanks", 1],
  ["thanks", 1],
  ["thank you", 1],
  ["hello", 1],
  ["what can you do", 1],
  ["help", 1],
];

/** Know-how questions: a topic's phrase in the ways people ask about it. */
const QUESTIONS = [
  "how do i {topic}",
  "how long do i {topic}",
  "how long should i {topic}",
  "what's the best way to {topic}",
  "can i {topic}",
  "how to {topic}",
  "tips for {topic}",
  "{topic}",
];
/** "a" becomes "an" before a vowel sound (agreeWithin). */
const ARTICLES = ["a", "the", "my", "some"];

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
const FOOD_GROUPS = [
  "vegetables",
  "veggies",
  "fruit",
  "meat",
  "fish",
  "seafood",
  "greens",
  "herbs",
  "spices",
  "leftovers",
  "cheese",
  "bread",
  "pasta",
  "noodles",
  "beans",
];

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
const LEAD_INS = [
  "um",
  "uh",
  "okay",
  "hey",
  "could you",
  "can you",
  "please",
  "actually",
  "so",
  "um actually",
  "okay so",
  "alright",
];
/** Calling Basil by name is the commonest lead-in of all. */
const CALLS = ["okay basil", "hey basil", "basil"];
const TAILS = ["please", "real quick", "for me", "thanks", "now"];
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
