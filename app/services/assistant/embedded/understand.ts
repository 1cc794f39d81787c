import { addDays, format, nextDay, startOfWeek, type Day } from "date-fns";
import { parseDay } from "~/domain/calendar-words";
import { cuisines, presetDietaryRestrictions } from "~/schemas/options";
import { parseAmountAndItem } from "~/domain/kitchen/quantities";
import { groceryWords, itemKey } from "~/domain/kitchen/names";
import { findTopic } from "../knowledge";
import { groceryName, normalise } from "./normalise";
import { readClauses, requestedEaters, statedEaters, type Eaters, type Slots } from "./slots";
import { conversionIn } from "./conversions";

/**
 * Kitchen language understanding for the embedded engine: turns a member's message into
 * an intent with slots (items with quantities, target list, dates, meal, time limits,
 * recipe names, follow-up references). Pure and fast: no I/O, no model.
 *
 * The rules run in order, most specific first: confirmations, cooking-session and timer
 * commands, then list and pantry changes, planning, cooking, pantry questions, recipes,
 * know-how and finally suggestions.
 */

export type MealType = "breakfast" | "lunch" | "dinner";
export type Item = { name: string; quantity: number | null; unit: string | null; expiresOn?: string | null };
export type DateRange = { from: string; to: string; label: string };

export type Intent =
  | { kind: "greeting" }
  | { kind: "thanks" }
  | { kind: "help" }
  | { kind: "confirm"; yes: boolean }
  | { kind: "pantry.show"; location: string | null }
  | { kind: "pantry.expiring" }
  | { kind: "pantry.add"; items: Item[]; location: string | null }
  | { kind: "pantry.use"; item: Item }
  | { kind: "pantry.remove"; name: string }
  /** "remove the milk": from the list or the pantry, wherever it is. */
  | { kind: "item.remove"; name: string }
  /** restock: the member also asked for it on the shopping list. */
  | { kind: "pantry.out"; names: string[]; restock: boolean }
  /** out: asked whether it has run out ("are we out of eggs"), so having it is a no. */
  | { kind: "pantry.has"; name: string; out?: true }
  | { kind: "shopping.show" }
  | { kind: "shopping.add"; items: Item[] }
  | { kind: "shopping.addRecipe"; recipe: RecipeRef; servings: number | null }
  /** toPantry: the member bought the items, so they go into the pantry too. */
  | {
      kind: "shopping.check";
      items: Item[];
      checked: boolean;
      toPantry: boolean;
      location?: string | null;
      every?: true;
    }
  | { kind: "shopping.remove"; name: string }
  | { kind: "shopping.clearChecked" }
  | { kind: "add.ambiguous"; items: Item[] }
  | {
      kind: "recipe.suggest";
      mealType: MealType | null;
      maxPrepTime: number | null;
      ingredients: string[];
      text: string | null;
      usePantry: boolean;
      another: boolean;
      avoid?: Eaters;
    }
  | { kind: "recipe.show"; recipe: RecipeRef; servings: number | null }
  | { kind: "recipe.mine" }
  /** "Save this as a recipe", with the recipe's text when the message brings it (as it was written, not normalised). */
  | { kind: "recipe.save"; body: string | null }
  | { kind: "mealplan.show"; range: DateRange; mealType: MealType | null }
  /** mealTypes empty: every meal of the day. */
  | { kind: "mealplan.planWeek"; range: DateRange; mealTypes: MealType[]; avoid?: Eaters; count?: number }
  | { kind: "mealplan.remove"; date: string; dateLabel: string; mealType: MealType | null }
  | { kind: "mealplan.replace"; date: string; dateLabel: string; mealType: MealType | null; recipe: RecipeRef }
  | { kind: "mealplan.add"; recipe: RecipeRef; date: string; dateLabel: string; mealType: MealType | null }
  /** "Plan dinner for Monday": a slot to fill with a suggestion. */
  | { kind: "mealplan.fill"; date: string; dateLabel: string; mealType: MealType }
  | { kind: "mealplan.whatsFor"; date: string; dateLabel: string; mealType: MealType }
  | { kind: "cooking.start"; recipe: RecipeRef }
  | { kind: "cooking.navigate"; direction: "next" | "previous" | "repeat" }
  | { kind: "cooking.finish" }
  | { kind: "timer.start"; seconds: number | null; name: string | null }
  | { kind: "timer.control"; action: "pause" | "resume" | "cancel"; name?: string | null }
  | { kind: "timer.status"; name?: string | null }
  /** A diet or allergy the member said they have, and what they asked with it (answered within it). */
  | { kind: "profile.state"; allergies: string[]; restrictions: string[]; then: Intent | null }
  /** "and also eggs": more of the same as the last turn (list or pantry). */
  | { kind: "items.more"; items: Item[] }
  /** "make it 6", "actually make that 2 packs": the amount of what the last turn added. */
  | { kind: "items.amend"; quantity: number; unit: string | null }
  | { kind: "convert"; amount: number; from: string; to: string; ingredient: string | null }
  | { kind: "knowledge"; question: string }
  | { kind: "unsupported"; what: string }
  | { kind: "unknown" };

/** A recipe the member named, or one they referred to ("it", "the second one"). */
export type RecipeRef = { name: string } | { reference: "last" | number };

const UNITS_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  half: 0.5,
  couple: 2,
  few: 3,
};
const TENS_WORDS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINALS: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, last: -1 };
const WEEKDAYS: Record<string, Day> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
const DAY_WORD = "today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday";

export { normalise } from "./normalise";

function isoDate(date: Date) {
  return format(date, "yyyy-MM-dd");
}

/** "12", "twelve", "twenty five", "forty-five", "a", "couple" → a number; null otherwise. */
function toNumber(phrase: string): number | null {
  if (/^\d+(\.\d+)?$/.test(phrase)) return Number(phrase);
  const words = phrase.split(/[\s-]+/);
  const last = words[words.length - 1];
  const tens = TENS_WORDS[words[words.length - 2] ?? ""];
  if (tens !== undefined && (UNITS_WORDS[last] ?? 10) < 10) return tens + UNITS_WORDS[last];
  return TENS_WORDS[last] ?? UNITS_WORDS[last] ?? null;
}

/* ---------- Time ---------- */

/** Spoken fractions of an hour as minutes, so "half an hour" is not read as "an hour". */
function spellOutHours(text: string) {
  return text
    .replace(/\b(?:an|one) hour and a half\b/g, "90 minutes")
    .replace(/\bhalf an hour\b/g, "30 minutes")
    .replace(/\ba quarter of an hour\b|\bquarter of an hour\b|\ba quarter hour\b/g, "15 minutes")
    .replace(
      /\b(\d+) and a half (hours?|minutes?)\b/g,
      (_, whole: string, unit: string) => `${Number(whole) + 0.5} ${unit}`,
    );
}

/** "under 30 minutes", "in 20 min", "I only have fifteen minutes", "less than an hour", "quick" → minutes. */
export function timeLimit(said: string): number | null {
  const text = spellOutHours(said);
  const match =
    /\b(?:under|in|less than|within|no more than|max(?:imum)?|at most|below|fewer than|takes?|in about|have|got)\s+(?:an?\s+)?(\d+|[a-z]+(?:[ -][a-z]+)?)?\s*(?:(hours?|hrs?|h)\b|(minutes?|mins?|m)\b)/.exec(
      text,
    );
  if (match) {
    const amount = match[1] ? (toNumber(match[1]) ?? 1) : 1;
    return match[2] ? Math.round(amount * 60) : amount;
  }
  if (/\b(?:30-minute|thirty minute)\b/.test(text)) return 30;
  if (/\b(?:an hour|one hour)\b/.test(text) && /\b(under|less than|within|in)\b/.test(text)) return 60;
  if (/\b(quick|fast|speedy|in a hurry|short on time|busy)\b/.test(text)) return 30;
  return null;
}

/** A duration for a timer: "10 minutes", "1 hour 15 minutes", "90 seconds", "half an hour", "twenty five minutes". */
export function duration(text: string): number | null {
  const spelled = spellOutHours(text);
  let seconds = 0;
  const pattern =
    /(?:\b(\d+(?:\.\d+)?)\s*|\b((?:[a-z]+[ -])?[a-z]+)\s+)(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/g;
  for (const match of spelled.matchAll(pattern)) {
    const amount = toNumber(match[1] ?? match[2]);
    if (amount === null) continue;
    const unit = match[3];
    seconds += unit.startsWith("h") ? amount * 3600 : unit.startsWith("m") ? amount * 60 : amount;
  }
  return seconds > 0 ? Math.round(seconds) : null;
}

const MEAL_WORDS: Array<[MealType, RegExp]> = [
  ["breakfast", /\b(?:breakfasts?|brunch(?:es)?)\b/],
  ["lunch", /\blunch(?:es)?\b/],
  // "For tea", "Sunday tea": the evening meal, as much of Britain says it.
  [
    "dinner",
    /\b(?:dinners?|suppers?|tonight|evening meals?)\b|\bfor tea\b|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today's|tomorrow's|tonight's) tea\b(?! part)/,
  ],
];

/** Every meal the text names, in the day's order ("breakfasts and dinners" → both). */
export function mealTypesIn(text: string): MealType[] {
  return MEAL_WORDS.filter(([, pattern]) => pattern.test(text)).map(([meal]) => meal);
}

export function mealTypeIn(text: string): MealType | null {
  return mealTypesIn(text)[0] ?? null;
}

/** A single day named in the text ("today", "tomorrow", "on friday"), or null. */
export function dayIn(text: string, now: Date): { date: string; label: string } | null {
  if (/\b(today|tonight)\b/.test(text)) return { date: isoDate(now), label: "today" };
  if (/\btomorrow\b/.test(text)) return { date: isoDate(addDays(now, 1)), label: "tomorrow" };
  for (const [name, index] of Object.entries(WEEKDAYS)) {
    if (new RegExp(`\\b${name}(?:'?s)?\\b`).test(text)) {
      const nextWeekDay = new RegExp(`\\b${name}(?:'s)? next week\\b|\\bnext week(?:'s)? ${name}\\b`).test(text);
      const date = nextWeekDay
        ? addDays(startOfWeek(now, { weekStartsOn: 1 }), 7 + ((index + 6) % 7))
        : now.getDay() === index && !/\bnext\b/.test(text)
          ? now
          : nextDay(now, index);
      return { date: isoDate(date), label: `on ${dayName(name)}` };
    }
  }
  return null;
}

/** "monday" → "Monday", as a reply names a day. */
function dayName(day: string) {
  return `${day.charAt(0).toUpperCase()}${day.slice(1)}`;
}

const WEEKDAY = `(${Object.keys(WEEKDAYS).join("|")})(?:'?s)?`;
/** A span of weekdays: "monday through friday", "from tuesday to thursday", "wednesday till sunday". */
const DAY_RANGE = new RegExp(`\\b(?:from )?${WEEKDAY} (?:to|through|thru|till|until|and through) ${WEEKDAY}\\b`);

/** "this week" (default), "next week", "the weekend", a span of days ("monday through friday", the first day as `dayIn` reads it), or a single day. */
export function rangeIn(text: string, now: Date): DateRange {
  const monday = startOfWeek(now, { weekStartsOn: 1 });
  const span = DAY_RANGE.exec(text);
  if (span) {
    const first = dayIn(/\bnext week\b/.test(text) ? `${span[1]} next week` : span[1], now)!;
    const start = parseDay(first.date);
    const end = addDays(start, (WEEKDAYS[span[2]] - start.getDay() + 7) % 7);
    return { from: first.date, to: isoDate(end), label: `${dayName(span[1])} to ${dayName(span[2])}` };
  }
  if (/\bnext week(?:'?s)?\b/.test(text)) {
    const start = addDays(monday, 7);
    return { from: isoDate(start), to: isoDate(addDays(start, 6)), label: "next week" };
  }
  if (/\b(this )?weekend\b/.test(text)) {
    return { from: isoDate(addDays(monday, 5)), to: isoDate(addDays(monday, 6)), label: "this weekend" };
  }
  const day = dayIn(text, now);
  if (day && !/\bweek\b/.test(text)) return { from: day.date, to: day.date, label: day.label };
  return { from: isoDate(monday), to: isoDate(addDays(monday, 6)), label: "this week" };
}

/* ---------- Items ---------- */

/** Words before an item that say nothing about it ("a couple of" and "a few" are amounts, read by the quantity parser). */
const FILLER =
  /^(?:some|more|extra|fresh|the|my|our|also|and|all(?: of)?(?: the)?|(?:the )?last(?: of)?(?: the)?|the rest of the)\s+/;
const TRAILING = /\s+(?:too|as well|also|please)$/;

/** The whole list: "everything", "all of it", "everything on the shopping list". */
const EVERYTHING =
  /^(?:everything|all|all of (?:it|them)|the (?:whole |entire )?lot|it all|all the (?:items|things|stuff)|the (?:whole|entire) (?:shopping |grocery )?list)(?:\s+(?:on|from)\s+(?:the|my|our)\s+(?:shopping\s+|grocery\s+)?list)?$/;

/** Words of the aisles that say what a food is like or comes in, not what it is: "frozen", "cans". */
const DESCRIBES = new Set([
  "frozen",
  "ground",
  "dried",
  "canned",
  "sparkling",
  "fruit",
  "vegetable",
  "herb",
  "spice",
  "seed",
  "nut",
]);
/** Single-word groceries of the aisles that name a food ("egg", "spinach"), by their singular key. */
const GROCERY_WORD = new Set(
  groceryWords().filter(
    (word) => !word.includes(" ") && !DESCRIBES.has(word) && parseAmountAndItem(`1 ${word} x`).unit === null,
  ),
);

/**
 * "eggs spinach and cheddar", as a transcript has it, is three items: a plural grocery
 * followed by another grocery word begins a new item. A singular one does not, since it may
 * name the kind ("apple juice", "chicken stock"), and a plural seldom does.
 */
function withListCommas(text: string): string {
  return text.replace(/\b([a-z]+s) (?=([a-z]+)\b)/g, (whole, plural: string, next: string) =>
    itemKey(plural) !== plural && GROCERY_WORD.has(itemKey(plural)) && GROCERY_WORD.has(itemKey(next))
      ? `${plural},`
      : whole,
  );
}

/** "bread, eggs, and tomatoes" → three items; "2 pounds chicken breast and 1 gallon milk" → two. */
export function splitItems(text: string): Item[] {
  const parts = withListCommas(text)
    .replace(/\s*(?:,|;|\band also\b|\bplus\b|&)\s*/g, ",")
    .replace(/,?\s+and\s+(?=(?:\d|a |an |some |one |two |three |four |five |six |a dozen|half|½|¼|¾)|[a-z])/g, ",")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const items: Item[] = [];
  for (const part of parts) {
    let clean = part.replace(FILLER, "").replace(FILLER, "").replace(TRAILING, "").trim();
    clean = clean.replace(/^of\s+/, "");
    if (!clean || /^(it|them|those|these|that|this)$/.test(clean)) continue;
    const parsed = parseAmountAndItem(clean);
    const name = parsed.item
      .replace(/^of\s+/, "")
      .replace(FILLER, "")
      .trim();
    if (!name) continue;
    items.push({ name, quantity: parsed.amount, unit: parsed.unit });
  }
  return items;
}

/** Re-joins "salt and pepper"-style pairs that splitItems would separate. */
const PAIRS = [
  "salt and pepper",
  "mac and cheese",
  "half and half",
  "bread and butter pickles",
  "fish and chips",
  "sweet and sour sauce",
  "peanut butter and jelly",
];

/** "butter 250g", "milk x2", "apples x6": an amount written after the name. */
const AMOUNT_AFTER =
  /^(.+?)\s+(?:x\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(g|kg|grams?|kilos?|ml|l|litres?|liters?|lbs?|pounds?|oz|packs?|packets?|bags?|bottles?|cartons?|tins?|cans?|jars?|boxes|loaves|bunch(?:es)?|dozen)|(\d+(?:\.\d+)?)\s*x)$/;
/** What the things are for, not what they are: "for tonight", "for the pancakes", "from last night". */
const PURPOSE =
  /\s+(?:for|from)\s+(?:the\s+|my\s+|our\s+|this\s+|next\s+|last\s+|a\s+)?(?:tonight|today|tomorrow|weekend|week|night|dinner|lunch|breakfast|kids|party|bbq|sauce|pancakes|cake|recipe|curry|soup|baking|school|lunches|[a-z]+day)\b.*$|\s+(?:tonight|today|this morning|this evening|now|anymore|any more|at home|in the house)$/;

function itemsFrom(text: string): Item[] {
  let protectedText = text.replace(PURPOSE, "").replace(/^(?:both|all(?: of)?(?: the)?)\s+/, "");
  const placeholders: string[] = [];
  for (const pair of PAIRS) {
    if (protectedText.includes(pair)) {
      placeholders.push(pair);
      protectedText = protectedText.replace(pair, `§${placeholders.length - 1}§`);
    }
  }
  return splitItems(protectedText)
    .map((item) => {
      let { name, quantity, unit } = item;
      const after = quantity === null ? AMOUNT_AFTER.exec(name) : null;
      if (after) {
        name = after[1];
        quantity = Number(after[2] ?? after[3] ?? after[5]);
        unit = after[4] ? (parseAmountAndItem(`1 ${after[4]} x`).unit ?? after[4]) : null;
      }
      const restored = name.replace(/§(\d+)§/g, (_, index: string) => placeholders[Number(index)]);
      return { name: groceryName(withoutRemark(restored).replace(PURPOSE, "").trim()), quantity, unit };
    })
    .filter((item) => item.name && !/^(?:it|them|some|one|ones|stuff|things?|that|this)$/.test(item.name));
}

/** The words a remark of the member's own begins with ("we're out", "I want to make pancakes"). */
const REMARK_SUBJECT = "(?:i|i'm|i've|we|we're|we've|it's|they|they're|nobody|no one)";

/**
 * A name ends where a remark of the member's own begins: "eggs we're out", "milk I want to make
 * pancakes", as a transcript runs them together without the comma.
 */
const NAME_THEN_REMARK = new RegExp(` (?:(?:if|because|cause|since|as|so) )?${REMARK_SUBJECT}(?: .*)?$`);

function withoutRemark(name: string): string {
  const remark = NAME_THEN_REMARK.exec(name);
  if (!remark || CHANGES_REQUEST.test(remark[0])) return name;
  const named = name.slice(0, remark.index);
  return /^(?:what|whatever|everything|anything|something|all|stuff)$/.test(named) ? name : named;
}

/** A remark that changes or takes back the request rather than saying why: left for the member to see, never cut. */
const CHANGES_REQUEST =
  /\b(?:wait|actually|cancel|scratch that|sorry|forget|never ?mind|changed my mind|mean|instead|rather|also|too|as well|not|never|no|none)\b|n't\b/;

/* ---------- Targets ---------- */

const LIST_TARGET =
  /\s*\b(?:to|on|onto|in|into|for|from|off)\s+(?:my|the|our)?\s*(?:shopping|grocery|groceries)?\s*(?:list|cart|basket)\b/;
const LIST_TARGET_BARE = /\s*\b(?:to|on|onto|into)\s+(?:my|the|our)?\s*(?:shopping|grocery|groceries)\b/;
const PANTRY_TARGET =
  /\s*\b(?:to|in|into|from|out of|for)\s+(?:my|the|our)?\s*(pantry|inventory|fridge|refrigerator|freezer|cupboards?|kitchen|stock|larder)\b|\s+(fridge|freezer)$/;

function storeWord(match: RegExpExecArray | null) {
  return match ? (match[1] ?? match[2]) : undefined;
}

function location(word: string | undefined) {
  if (!word) return null;
  if (word === "fridge" || word === "refrigerator") return "fridge";
  if (word === "freezer") return "freezer";
  return null;
}

function recipeRef(said: string): RecipeRef | null {
  const cleaned = said
    .split(",")[0]
    .replace(
      /\s+(?:now|tonight|today|tomorrow|for (?:dinner|lunch|breakfast|tonight|tomorrow)|this (?:evening|week)|please)$/,
      "",
    )
    .replace(/^(?:the|a|an|some|my|that|this)\s+/, "")
    // Praise names no dish: "a good shakshuka recipe" is the shakshuka.
    .replace(/^(?:(?:good|nice|great|tasty|delicious|lovely|proper)\s+)+/, "")
    .replace(/\s+(?:recipe|one|dish)$/, "")
    .trim();
  if (!cleaned || /^(?:the|a|an|some|my)$/.test(cleaned)) return null;
  const ordinal = /^(first|second|third|1st|2nd|3rd|last)(?: one| recipe| option)?$/.exec(cleaned);
  if (ordinal) return { reference: ORDINALS[ordinal[1]] === -1 ? "last" : ORDINALS[ordinal[1]] };
  if (
    /^(it|that|this|them|those|these|that recipe|this recipe|the recipe|the dish|one|that one|this one)$/.test(cleaned)
  ) {
    return { reference: "last" };
  }
  return { name: cleaned };
}

function servingsIn(text: string) {
  const match = /\b(?:for|serves?|serving)\s+(\d+|[a-z]+)\s*(?:people|persons|servings|of us|guests)?\b/.exec(text);
  if (!match) return null;
  const value = toNumber(match[1]);
  return value && value >= 1 && value <= 50 && Number.isInteger(value) ? value : null;
}

/* ---------- Scheduling a recipe ---------- */

const PLAN_VERB =
  /^(?:let's |let us |we'll |we will |i'll |i will |we're |we are |i'm |i am |i want to |i'd like to |can we |we (?=having))?(?:plan|schedule|put|add|have|having|pencil in|make)\s+(.+)$/;
const SCHEDULE_WORD = new RegExp(
  `^(?:for|on|at|to|the|my|our|this|next|week|${DAY_WORD}|breakfast|brunch|lunch|dinner|supper|tea|meal|plan|menu)(?:'s)?$`,
);
const SCHEDULE_START = new Set(["for", "on", "at", "to"]);
const WHATS_FOR_WORD = new RegExp(
  `^(?:for|on|the|this|next|night|evening|morning|${DAY_WORD}|breakfast|brunch|lunch|dinner|supper|tea)(?:'s)?$`,
);
/** What follows a plan verb that is a meal slot or a vague wish, not a recipe ("dinner", "something nice for lunch"). */
const A_SLOT = /\b(?:something|anything|a meal|meals?|food|breakfast|brunch|lunch|dinner|supper)\b/;

/**
 * "plan shakshuka for saturday breakfast", "let's have chicken parmesan for dinner tonight",
 * "put butter chicken on the plan for tomorrow's dinner": a recipe followed by a trailing
 * phrase made only of slot words (prepositions, days, meals, "plan") that names a day or a meal.
 */
function scheduled(text: string, now: Date): Intent | null {
  // A span of days is a week's plan, not one meal ("plan dinners for monday to friday").
  if (DAY_RANGE.test(text)) return null;
  // "we're having curry tonight, add it to the plan": the statement is the request.
  text = text.replace(
    /,?\s+(?:so\s+|and\s+)?(?:please\s+)?(?:add|put|pop|stick|pencil|write)\s+(?:it|that)\s+(?:in\s+)?(?:(?:on|to|in|into)\s+(?:the|our|my)\s+(?:meal\s+)?(?:plan|planner|menu|calendar))?$/,
    "",
  );
  // "buttermilk pancakes for breakfast saturday": a dish, a meal and a day, no verb.
  const verb =
    PLAN_VERB.exec(text) ??
    (/^(?!(?:what|which|how|is|are|do|does|something|anything)\b)[a-z' ]+ for (?:breakfast|brunch|lunch|dinner|supper)(?: on)? [a-z]+$/.test(
      text,
    ) && dayIn(text, now)
      ? [text, text]
      : null);
  if (!verb || LIST_TARGET.test(text) || PANTRY_TARGET.test(text)) return null;
  const words = verb[1].split(" ");
  let cut = words.length;
  while (cut > 1 && SCHEDULE_WORD.test(words[cut - 1])) cut -= 1;
  while (cut < words.length && !SCHEDULE_START.has(words[cut])) cut += 1;
  if (cut >= words.length) return null;
  const slot = words.slice(cut).join(" ");
  const day = dayIn(slot, now);
  const mealType = mealTypeIn(slot);
  // "put pancakes down for sunday", "pencil the lasagne in for friday".
  const body = words
    .slice(0, cut)
    .join(" ")
    .replace(/\s+(?:down|in)$/, "");
  if (!day && !mealType) return null;
  const when = day ?? { date: isoDate(now), label: "today" };
  if (A_SLOT.test(body))
    return {
      kind: "mealplan.fill",
      date: when.date,
      dateLabel: when.label,
      mealType: mealTypeIn(body) ?? mealType ?? "dinner",
    };
  const recipe = recipeRef(body);
  return recipe ? { kind: "mealplan.add", recipe, date: when.date, dateLabel: when.label, mealType } : null;
}

/* ---------- Suggestions ---------- */

const SUGGEST =
  /\b(what's (?:a )?(?:good|nice|easy|quick) (?:breakfast|lunch|dinner|meal|supper)|suggest|recommend|recipe|recipes|ideas?|inspiration|what (?:can|should|could) (?:i|we) (?:make|cook|have|eat|do with)|what's something|i(?:'m| am) (?:starving|famished|peckish)|what to (?:make|cook|eat)|something to (?:make|cook|eat)|make for|cook for|i(?:'m| am) (?:hungry|craving)|feel like|dish with|meal with|something (?:with|quick|easy|vegetarian|vegan|healthy|spicy|light))\b/;
/** A question about what to cook: a suggestion even when it also sounds like know-how ("what should I make?"). */
const WHAT_TO_COOK =
  /\bwhat (?:can|should|could|shall|do) (?:i|we) (?:make|cook|have|eat|do with)\b|\bwhat to (?:make|cook|eat|have)\b/;
const ANOTHER =
  /\b(something else|another|other options?|something different|different one|anything else|anything (?:quicker|faster|easier|lighter|cheaper|simpler))\b/;
/** Diets first (the engine keeps to them), then kinds of dish searched in the recipes' names, tags and cuisines. */
const DESCRIPTORS = [
  ...presetDietaryRestrictions,
  "healthy",
  "spicy",
  "light",
  "comfort",
  "soup",
  "salad",
  "curry",
  "pasta",
  "noodles",
  "tacos",
  "stir-fry",
  "one-pot",
  "family",
  "grill",
  ...cuisines,
];
/** Words that end a dish phrase when read backwards from "recipes" ("got any | chicken recipes"). */
const PHRASE_BREAK = new Set([
  "any",
  "some",
  "me",
  "got",
  "give",
  "show",
  "suggest",
  "have",
  "need",
  "want",
  "for",
  "with",
  "of",
  "what",
  "a",
  "an",
  "the",
  "my",
  "our",
  "your",
  "few",
  "good",
  "new",
  "more",
  "other",
]);
/** Words in a dish phrase that are not ingredients. */
const NOT_INGREDIENT = new Set([
  ...DESCRIPTORS,
  "easy",
  "simple",
  "quick",
  "fast",
  "nice",
  "tasty",
  "cheap",
  "great",
  "recipe",
  "recipes",
  "idea",
  "ideas",
  "dish",
  "dishes",
  "meal",
  "meals",
  "breakfast",
  "lunch",
  "dinner",
  "supper",
  "brunch",
  "tonight",
  "weeknight",
  "different",
]);

/** Other spellings of the ingredient groups recipes are searched by ("veggies" singularises to "veggy"). */
const SPELLINGS: Record<string, string> = { veggies: "vegetables", veggie: "vegetables", vegs: "vegetables" };

/** Ingredients in "with chicken and veg", "using up the salmon", "I've got eggs, ..." or "chicken recipes". */
function ingredientsIn(text: string): string[] {
  const phrases: string[] = [];
  text = text.replace(/\b[a-z]+[- ]free\b|\b(?:no|without|not)\s+[a-z]+\b/g, " ").replace(/\s+/g, " ");
  const withMatch =
    /\b(?:with|using up|use up|using|that uses|including|made with)\s+(?:some\s+|my\s+|the\s+)?(.+?)(?:\s+(?:in|under|for|that|which|tonight|today)\b.*)?$/.exec(
      text,
    );
  if (
    withMatch &&
    !/\b(what i have|what's in|my pantry|the pantry|what we have|leftovers|what's expiring)\b/.test(withMatch[1])
  )
    phrases.push(withMatch[1]);
  const have = /\b(?:i|we)(?:'ve| have)?\s+(?:got|have)\s+(?!to\b)(.+?)(?:,|\s+(?:so|and)?\s*(?:what|how|any)\b)/.exec(
    text,
  );
  if (have) phrases.push(have[1]);
  const dish = /((?:[a-z'-]+ ){1,5})(?:recipes?|ideas?|dishes|meals?)\b/.exec(text);
  if (dish) {
    const words = dish[1].trim().split(" ");
    const kept: string[] = [];
    for (let index = words.length - 1; index >= 0 && !PHRASE_BREAK.has(words[index]); index -= 1)
      kept.unshift(words[index]);
    const ingredients = kept
      .filter((word) => !NOT_INGREDIENT.has(word))
      .join(" ")
      .replace(/^and\s+|\s+and$/g, "");
    if (ingredients) phrases.push(ingredients);
  }
  const names = phrases
    .flatMap((phrase) => itemsFrom(phrase))
    .map((item) => SPELLINGS[item.name] ?? item.name)
    .filter((name) => !/\b(recipe|ideas?|something|minutes?|hours?)\b/.test(name));
  return [...new Set(names)];
}

function suggestion(text: string): Extract<Intent, { kind: "recipe.suggest" }> {
  return {
    kind: "recipe.suggest",
    mealType: mealTypeIn(text),
    maxPrepTime: timeLimit(text),
    ingredients: ingredientsIn(text),
    text: DESCRIPTORS.find((word) => new RegExp(`\\b${word}\\b`).test(text)) ?? null,
    usePantry: /\b(what i have|what we have|what's in|my pantry|the pantry|on hand|leftovers|in the fridge)\b/.test(
      text,
    ),
    another: ANOTHER.test(text),
  };
}

/* ---------- The rules ---------- */

const KNOWLEDGE_CUES =
  /\b(how (?:do|should|can|long|much|hot|to)|how's|what(?:'s| is) the (?:best way|difference|ratio|temperature|temp)|why (?:do|does|is|are|did)|can i (?:use|substitute|freeze|reheat|eat|replace|keep|store)|should i|is it (?:safe|ok|okay)|substitute|substitution|instead of|tips? (?:for|on)|what temp|safe to|how to|ratio|too salty|too spicy|fix)\b/;

const KITCHEN_COMMAND =
  /\b(add|put|remove|delete|show|list|plan|start|set|check|cancel|pause|resume|buy|bought|got|used|suggest|recommend|find)\b/;

const UNSUPPORTED: Array<[RegExp, string]> = [
  [/\b(order|deliver\w*|delivery|buy (?:it|them) online|instacart|amazon)\b/, "order groceries or arrange delivery"],
  [/\b(price|prices|cost|costs|how much (?:is|does|are)|cheapest|budget)\b/, "look up prices"],
  [/\b(calories|calorie|macros|protein content|nutrition(?:al)? (?:facts|info))\b/, "give exact nutrition figures"],
  [/\b(weather|news|stock market|stock prices?|football|score)\b/, "help with things outside the kitchen"],
  [/\b(book|reserve|reservation) (?:a )?(?:table|restaurant)\b/, "book restaurants"],
  [/\b(play|spotify) (?:some )?music\b/, "play music"],
];

const GREETING = /^(?:(?:hi|hello|hey|howdy|hiya|yo|good (?:morning|afternoon|evening))(?: there)?(?: basil)?|basil)$/;

/** "Save this as a recipe", "save that recipe", "add it to our recipes": at the start or the end of the message. */
const SAVE_RECIPE =
  /(?:please\s+)?(?:save|keep|store|add)\s+(?:this|that|it|the)(?:\s+one)?(?:\s+recipe)?\s+(?:as\s+(?:a|an|our|my)\s+(?:new\s+)?recipe|(?:to|in|into|with|among)\s+(?:my|our|the)\s+(?:own\s+|household'?s?\s+|family\s+)?recipes)(?:\s+please)?|(?:please\s+)?(?:save|keep|store)\s+(?:this|that|the)\s+recipe(?:\s+please)?/i;
const SAVE_AT_START = new RegExp(`^\\s*(?:${SAVE_RECIPE.source})\\s*[:.!\\-–—]*`, "i");
const SAVE_AT_END = new RegExp(`[\\s.,;:!\\-–—]*(?:${SAVE_RECIPE.source})[\\s.!]*$`, "i");

/** A request to save a recipe, with the recipe's own text when the message brings one. */
export function recipeToSave(raw: string): Extract<Intent, { kind: "recipe.save" }> | null {
  const start = SAVE_AT_START.exec(raw);
  if (start) return { kind: "recipe.save", body: raw.slice(start[0].length).trim() || null };
  const end = SAVE_AT_END.exec(raw);
  if (end && end.index > 0 && raw.slice(0, end.index).includes("\n"))
    return { kind: "recipe.save", body: raw.slice(0, end.index).trim() };
  if (end && end.index === 0) return { kind: "recipe.save", body: null };
  return null;
}

const MY_RECIPES =
  /^(?:(?:can you |could you |please )?(?:show|list|see|open|give)(?: me| us)? |what are |which are |what's in |what is in )?(?:all )?(?:my|our|the family'?s?|the household'?s?|household|family|saved)(?: (?:own|family|household|saved))? recipes(?: please)?$|^what recipes (?:do|have) (?:we|i) (?:got|have|saved|written)(?: so far)?$|^(?:which|what) recipes (?:are|did) (?:ours|we save|we write)$/;

export function understand(raw: string, now: Date): Intent {
  const bare = raw
    .toLowerCase()
    .replace(/[^a-z' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (GREETING.test(bare)) return { kind: "greeting" };
  const saving = recipeToSave(raw);
  if (saving) return saving;
  if (MY_RECIPES.test(bare)) return { kind: "recipe.mine" };
  const text = normalise(raw);
  if (!text) return { kind: "unknown" };
  const stated = statedEaters(text);
  if (stated) {
    const then = stated.rest ? withEaters(understandText(stated.rest, now), stated) : null;
    return {
      kind: "profile.state",
      allergies: stated.allergies,
      restrictions: stated.restrictions,
      then: then && then.kind !== "unknown" ? then : null,
    };
  }
  return understandText(text, now);
}

/** The request's own limits ("no fish", "vegetarian") bind the suggestions or plan it asks for. */
function withEaters(intent: Intent, eaters: Eaters): Intent {
  if (!eaters.restrictions.length && !eaters.allergies.length) return intent;
  const merge = (have: Eaters | undefined): Eaters => ({
    restrictions: [...new Set([...(have?.restrictions ?? []), ...eaters.restrictions])],
    allergies: [...new Set([...(have?.allergies ?? []), ...eaters.allergies])],
  });
  if (intent.kind === "recipe.suggest" || intent.kind === "mealplan.planWeek")
    return { ...intent, avoid: merge(intent.avoid) };
  return intent;
}

/** Slots read from the message's other clauses, applied to what its main clause asks. */
function withSlots(intent: Intent, slots: Slots): Intent {
  const dated = (items: Item[]) =>
    items.map((item, index) => ({
      ...item,
      ...(slots.quantity && items.length === 1 && index === 0 && item.quantity === null
        ? { quantity: slots.quantity.amount, unit: item.unit ?? slots.quantity.unit }
        : {}),
      ...(slots.expiresOn ? { expiresOn: slots.expiresOn } : {}),
    }));
  const location = slots.location && slots.location !== "pantry" ? slots.location : null;
  switch (intent.kind) {
    case "pantry.add":
      return { ...intent, items: dated(intent.items), location: location ?? intent.location };
    case "shopping.add":
    case "add.ambiguous":
      if (slots.target === "pantry" || (intent.kind === "add.ambiguous" && (slots.location || slots.expiresOn)))
        return { kind: "pantry.add", items: dated(intent.items), location };
      if (slots.target === "list" || intent.kind === "shopping.add")
        return { kind: "shopping.add", items: dated(intent.items).map(({ expiresOn: _, ...item }) => item) };
      return { ...intent, items: dated(intent.items) };
    case "shopping.check":
      return intent.toPantry
        ? { ...intent, items: dated(intent.items), location: location ?? intent.location ?? null }
        : intent;
    case "items.more":
      return { ...intent, items: dated(intent.items) };
    case "pantry.out":
      return slots.target === "list" ? { ...intent, restock: true } : intent;
    // "The milk's gone off, add it to the list": gone, and to be bought again.
    case "pantry.remove":
      return slots.target === "list" ? { kind: "pantry.out", names: [intent.name], restock: true } : intent;
    default:
      return intent;
  }
}

/**
 * The message clause by clause: slot clauses read out, then the rules on the rest. When
 * the first clause is only context ("in the shop, do we have butter?"), the next is tried;
 * when no clause to the end says anything, the first ones are read without the last.
 */
function understandText(said: string, now: Date): Intent {
  const text = withThingNamed(withoutAfterthought(said));
  const { slots, clauses } = readClauses(text, now);
  const eaters = requestedEaters(text);
  for (let start = 0; start < clauses.length; start += 1) {
    const main = clauses.slice(start).join(", ");
    const intent = rules(main, now);
    if (intent.kind !== "unknown") return withEaters(withSlots(intent, slots), eaters);
  }
  // Nothing read from the last clauses: a request with a closing remark ("read the step again, I missed it"),
  // unless a later clause takes it back ("add milk, no wait").
  const takesBack = clauses
    .slice(1)
    .some((clause) =>
      /^(?:no|not|don't|do not|never|wait|hold on|actually|cancel|scratch that|sorry|forget)\b/.test(clause),
    );
  for (let end = clauses.length - 1; end > 0 && !takesBack; end -= 1) {
    const intent = rules(clauses.slice(0, end).join(", "), now);
    if (intent.kind !== "unknown") return withEaters(withSlots(intent, slots), eaters);
  }
  // Spoken, the comma before such a remark is seldom heard ("take bread off the list we don't
  // need it after all"): the request is read up to where a remark of the member's own begins.
  if (clauses.length === 1) {
    for (const cut of text.matchAll(REMARK_START)) {
      if (TAKES_BACK.test(text.slice(cut.index + 1))) break;
      const intent = rules(text.slice(0, cut.index), now);
      if (intent.kind !== "unknown") return withEaters(withSlots(intent, slots), eaters);
    }
  }
  return { kind: "unknown" };
}

/** Where a remark of the member's own may begin (as in withoutRemark), after at least two words of request. */
const REMARK_START = new RegExp(`(?<=^\\S+ \\S.*) (?=${REMARK_SUBJECT}\\s)`, "g");
/** A remark that takes the request back rather than saying why. */
const TAKES_BACK =
  /\b(?:wait|actually|cancel|scratch that|sorry|forget (?:it|that)|never ?mind|changed my mind|(?:not|never) (?:add|put|want|buy|get|remove|take|tick|check)|instead)\b/;

/**
 * "I threw out the yogurt, it went bad", "take the spaghetti out, it's all used", "uncheck
 * the butter, they were out of it": a closing remark on why, about "it" or "they". It asks
 * for nothing, and the request before it is read alone (spoken, the comma before the remark
 * is seldom heard, and the remark would be read as part of the item's name).
 */
const AFTERTHOUGHT =
  /^(.+?),?\s+(?:it|they)(?:'s|'re| is| was| were| are| went| has| have| had)(?:\s+(?:all|gone|been|just|already|completely))*\s+(?:bad|off|stale|mouldy|moldy|rotten|empty|expired|used|used up|finished|gone|out of (?:it|them|stock)|past (?:its|their) date|over)$/;

/** "…, we've used them all", "…, I finished it": a remark that the thing named is used up. */
const USED_UP_REMARK =
  /^(.+?),?\s+(?:we|i)(?:'ve| have)?\s+(?:used|finished|eaten|ate|had)\s+(?:(?:them|it)(?:\s+all)?(?:\s+up)?|up\s+(?:all|everything)(?:\s+of\s+(?:them|it))?|all\s+of\s+(?:them|it))$/;

function withoutAfterthought(text: string): string {
  return AFTERTHOUGHT.exec(text)?.[1] ?? USED_UP_REMARK.exec(text)?.[1] ?? text;
}

/** What a statement names when it says something was bought or found: "I found the coffee", "got a pound of salmon". */
const BOUGHT =
  /^(?:(?:i|we)(?:'ve| have)?\s+)?(?:just\s+|already\s+|finally\s+)?(?:found|bought|got|picked up|grabbed|purchased)\s+(.+?)(?:\s+(?:now|already|today|too))?$/;
/** …or that it is gone: "we're out of paprika", "I threw out the sour cream", "the parmesan is gone". */
const GONE = [
  /^(?:(?:i|we)(?:'ve| have)?\s+)?(?:just\s+)?(?:threw out|threw away|tossed|binned|finished(?: off)?|used up(?: all)?|(?:ate|drank|used) the last of)\s+(.+)$/,
  /^(?:(?:i|we)(?:'re| are|'m| am)\s+)?(?:all\s+)?out of\s+(.+)$|^(?:i|we)(?:'ve| have)?\s+(?:ran|run)\s+out of\s+(.+)$/,
  /^(.+?)(?:'s| is| are| has| have)\s+(?:gone|finished|all gone|used up|gone off|gone bad|gone sour|gone mouldy|gone moldy)$/,
];
/** …or that it is in the trolley, so bought: "the coffee's in the trolley"; "the bananas in the cart", "the oat milks in the cart" (as a transcript writes "milk's"). */
const IN_TROLLEY =
  /^(?!(?:what|which|who|where|how|they|it|that|this|there|here)(?:'s|'re|\s))(?:the )?(.+?)(?:'s|'re| is| are) in the (?:trolley|basket|cart)$|^the ((?:[a-z]+ ){0,2}[a-z]+s) in the (?:trolley|basket|cart)$/;
/** …or that it is no longer wanted: "never mind the cilantro". */
const UNWANTED = /^never ?mind(?: about)?\s+(.+)$/;
/** A request about "it" or "them" after such a statement; spoken, the comma between them is seldom heard. */
const ASKED_ABOUT_IT =
  /^(.+?)(?:,\s*|\s+(?:so|and|then)\s+|\s+)(?:(?:please|can you|could you|would you)\s+)?((?:add|put|stick|pop|take|remove|delete|check|tick|cross|mark|move)\s+)(?:it|them|that one|that|those)(?![\w'])(?:\s+(?:all|back))?(.*)$/;

/**
 * "I found the coffee, check it off", "never mind the cilantro take it off the list": the
 * request, with the thing the statement named in place of "it". Something bought and to be
 * put away, or gone and to be bought again ("we're out of butter add it to the list"), is one
 * request that the rules read from its two clauses: only the comma a transcript lacks is put
 * back. A statement of more than one clause is left to the clauses.
 */
function withThingNamed(text: string): string {
  const asked = ASKED_ABOUT_IT.exec(text);
  if (!asked) return text;
  const [, said, verb, rest] = asked;
  const statement = said.trim();
  if (/,|\bbut\b/.test(statement)) return text;
  const bought = BOUGHT.exec(statement) ?? IN_TROLLEY.exec(statement);
  const gone = GONE.map((pattern) => pattern.exec(statement)).find(Boolean);
  const named = bought ?? gone ?? UNWANTED.exec(statement);
  const thing = named?.slice(1).find(Boolean)?.trim();
  if (
    !thing ||
    /^(?:it|them|that|this|those|these|some|one)$/.test(thing) ||
    /\b(?:what|how|recipe|timer|out of|from)\b/.test(thing)
  )
    return text;
  if ((bought || gone) && /^(?:add|put|stick|pop)\b/.test(verb)) return `${statement}, ${verb}it${rest}`;
  return `${verb}${thing}${rest}`;
}

/** Past-tense kitchen verbs people say without "I": "used 3 eggs", "got the milk", "bought bread". */
const NO_SUBJECT =
  /^(?:just\s+)?(?:used|ate|cooked|finished|opened|bought|got|grabbed|picked up|took|threw out|stocked up on|drank|made|defrosted|froze)\b/;

function rules(request: string, now: Date): Intent {
  let text = request.replace(/^(?:record|note|log|remember) that\s+/, "");
  if (/^got any\b/.test(text) && !/\b(?:recipes?|ideas?)\b/.test(text))
    text = text.replace(/^got any/, "do we have any");
  // "Any parsley in the house?", "check if there's olive oil", "see whether we've got eggs": pantry questions.
  if (
    /^any\b.*\b(?:left|in the (?:house|pantry|fridge|freezer|cupboards?)|at home)$/.test(text) &&
    !/^any (?:of )?(?:the )?(?:recipes?|ideas?|timers?|steps?|time|room|space|chance|news|luck|way|point)\b/.test(text)
  ) {
    text = `do we have ${text}`;
  }
  text = text.replace(
    /^(?:check|see|look|find out|tell me|let me know) (?:if|whether) (?:(there's|there is)|(there are)|(i|we)(?:'ve| have)? (?:still )?got|(i|we) (?:still )?have)\b/,
    (_, is: string | undefined, are: string | undefined, got: string | undefined, have: string | undefined) =>
      is ? "is there" : are ? "are there" : got ? `have ${got} got` : `do ${have} have`,
  );
  // "I'm at the shops and I've grabbed the bananas": where the member is, then what they say.
  text = text.replace(
    /^(?:i'm|i am|we're|we are) (?:at|in) the (?:shops?|store|supermarket|market)(?: now)?(?: and)? (?=\S)/,
    "",
  );
  // "Get rid of the apples on my list" is a removal from the list, not something to get.
  if (/\blist$/.test(text)) text = text.replace(/^get rid of\b/, "remove");
  // "got rid of" is not "got": the item went out, it was not bought.
  text = text.replace(
    /^((?:i|we)(?:'ve| have)? (?:just |already )?)?got rid of\b/,
    (_, who: string | undefined) => `${who ?? "i "}threw out`,
  );
  if (NO_SUBJECT.test(text) && !/^(?:just\s+)?got any\b/.test(text)) text = `i ${text}`;
  text = text.replace(/\s+from (?:last night|yesterday|earlier|the weekend)$/, "");
  if (
    /^(?:yes|yeah|sure|okay|yes please|please do|go ahead|do it)\b(?: please| do it| go ahead| save it| thanks| that's right| sounds good| add (?:it|them))*$/.test(
      text,
    )
  )
    return { kind: "confirm", yes: true };
  if (
    /^(?:no|nope|nah|don't|do not)\b(?: thanks| thank you| leave it| keep it| don't| never ?mind| forget it| not now| it's fine)*$|^(?:leave it|keep it|never ?mind|forget it|not now|cancel that)$/.test(
      text,
    )
  )
    return { kind: "confirm", yes: false };
  const conversion = conversionIn(text);
  if (conversion && !/\b(?:add|put|buy|used|timer)\b/.test(text)) return { kind: "convert", ...conversion };

  // Short answers and social phrases.
  if (
    /^(yes|yep|yeah|yup|sure|ok|okay|do it|go ahead|confirm|please do|yes please|correct|that's right|right)$/.test(
      text,
    )
  ) {
    return { kind: "confirm", yes: true };
  }
  if (/^(no|nope|nah|cancel that|never ?mind|don't|do not|stop|forget it|no thanks)$/.test(text)) {
    return { kind: "confirm", yes: false };
  }
  if (
    /^(thanks|thank you|thx|cheers|ta|great,? thanks|perfect,? thanks|awesome|great|perfect)( so much| a lot)?( basil)?$/.test(
      text,
    )
  )
    return { kind: "thanks" };
  if (/^(help|what can you do|what do you do|how does this work|what are you|who are you|commands)\b/.test(text))
    return { kind: "help" };

  for (const [pattern, what] of UNSUPPORTED) {
    if (pattern.test(text) && !/\b(add|list|recipe)\b/.test(text)) return { kind: "unsupported", what };
  }

  // Cooking session navigation.
  const short = text.split(" ").length <= 7 && !/\b(?:timer|list|pantry|recipe|plan|add|buy)\b/.test(text);
  if (
    short &&
    /\b(?:next (?:step|bit|part|thing)|what's next|what now|what do i do next|then what|done that|onto the next|move on)\b/.test(
      text,
    )
  )
    return { kind: "cooking.navigate", direction: "next" };
  if (
    short &&
    /\b(?:go back|back a step|back one step|previous step|step back|last step again|go to the previous)\b/.test(text)
  )
    return { kind: "cooking.navigate", direction: "previous" };
  if (
    short &&
    /\b(?:say (?:that|it) again|repeat (?:that|it|the step|this step)|what step am i on|which step am i on|what step are we on|how many steps (?:are )?left|where (?:am i|are we|was i|were we)|what do i do now|what am i doing now|what was that|read (?:out )?(?:it|that|this|the)(?: step)?(?: out)? (?:again|back)|repeat (?:that|this|the) step|read (?:me |us )?(?:out )?(?:the |this )?current step)\b/.test(
      text,
    )
  )
    return { kind: "cooking.navigate", direction: "repeat" };
  // "Close" is a grocery's one letter away, and may have been read as "clove".
  // Whatever comes before it ("we're finished, you can close the recipe"), unless it says not to or asks why.
  if (
    /^(?!.*\b(?:don't|do not|not|never|why|how|when|did)\b)(?:.*[\s,])?(?:close|clove|exit|quit|end) (?:the |this )?(?:recipe|cooking(?: session)?|session)(?: now)?$/.test(
      text,
    )
  )
    return { kind: "cooking.finish" };
  if (
    /^(?:i've |we've |i have |we have )?(?:finished|done) cooking$|^all done\b.*\b(?:eating|thanks|finished)\b|\bwe're eating now\b/.test(
      text,
    )
  )
    return { kind: "cooking.finish" };
  if (
    /^(?:go to |show |read |what's |what is )?(?:the )?next(?: step)?$|^(?:ok |okay |done,? )?(?:next|continue|keep going|what's next|what now|then what|and then)$|^(?:i'?m )?(?:done|finished|ready) with (?:this|that) step$/.test(
      text,
    )
  ) {
    return { kind: "cooking.navigate", direction: "next" };
  }
  if (
    /^(?:go )?back(?: a step| one step)?$|^(?:go to |show )?(?:the )?previous(?: step)?$|^(?:go back to |back to )?(?:the )?(?:last|previous) step$/.test(
      text,
    )
  ) {
    return { kind: "cooking.navigate", direction: "previous" };
  }
  if (
    /^(?:repeat|say (?:that|it) again|read (?:that|it|the step) again|what was that|again|come again|what's the current step|current step|where (?:am i|was i|were we))$|^repeat (?:that|the step|this step)$/.test(
      text,
    )
  ) {
    return { kind: "cooking.navigate", direction: "repeat" };
  }
  if (
    /^(?:i'?m |we'?re )?(?:all )?(?:done|finished)(?: cooking| with (?:the |this )?(?:recipe|dish|cooking))?$|^(?:finish|complete|end)(?: the)?(?: recipe| cooking| session)?$|^(?:stop|end) cooking$/.test(
      text,
    )
  ) {
    return { kind: "cooking.finish" };
  }

  // Timers; a bare "pause" or "resume" can only mean one.
  if (/^pause(?: it| that)?$/.test(text)) return { kind: "timer.control", action: "pause" };
  if (
    /^(?:okay |now )?(?:start|restart) (?:it|that|the timer) (?:again|back up)$|^(?:start|turn) it back on$/.test(text)
  )
    return { kind: "timer.control", action: "resume" };
  const longer =
    /^how (?:much )?(?:longer|long left|much time(?: is)? left)(?: (?:on|for) (?:the |my )?([a-z ]+?))?(?: timer)?$|^how long (?:until|till) (?:the )?([a-z ]+?)(?:'s| is)? (?:done|ready)$/.exec(
      text,
    ) ??
    /^how (?:much time|long) (?:have (?:i|we) got|do (?:i|we) have)(?: left)?(?: (?:on|for) (?:the |my )?([a-z ]+?))?(?: timer)?$/.exec(
      text,
    );
  if (longer) {
    const name = (longer[1] ?? longer[2] ?? "").trim();
    return { kind: "timer.status", name: name && !/^(?:it|that|this|everything)$/.test(name) ? name : null };
  }
  if (/\b(?:get rid of|kill|scrap|ditch|bin)\b.*\btimer\b/.test(text))
    return { kind: "timer.control", action: "cancel", name: timerLabel(text) };
  if (/^(?:resume|unpause)(?: it| that)?$/.test(text)) return { kind: "timer.control", action: "resume" };
  // "Time my eggs for seven minutes", "remind me in ten minutes to check the oven": a timer named for what it is for.
  const timed =
    /^time (?:it|that|this|them) for (?<time>.+)$/.exec(text) ??
    /^time (?:my |the |our )?(?<name>[a-z][a-z ]*?) for (?<time>.+)$/.exec(text) ??
    /^remind me in (?<time>.+?) to (?<name>.+)$/.exec(text) ??
    /^remind me to (?<name>.+?) in (?<time>.+)$/.exec(text) ??
    // "Three minutes for the tea": a duration, then what it is for (a meal alone is a suggestion's time limit).
    /^(?<time>\d+(?:\.\d+)? (?:hours?|minutes?|mins?|seconds?|secs?)(?: and a half)?) for (?:the |my |our )?(?<name>(?!(?:breakfast|brunch|lunch|dinner|supper)$)[a-z][a-z ]*)$/.exec(
      text,
    );
  const timedSeconds = timed?.groups && duration(timed.groups.time);
  if (timed?.groups && timedSeconds)
    return { kind: "timer.start", seconds: timedSeconds, name: timed.groups.name?.trim() || null };
  if (/\btimers?\b|\bremind me in\b|\bset (?:an? )?alarm\b|\bcount ?down\b/.test(text)) {
    if (/\b(pause|hold|freeze)\b/.test(text)) return { kind: "timer.control", action: "pause" };
    if (/\b(resume|continue|unpause|restart|start again|carry on|keep going)\b/.test(text) && !/\bset\b/.test(text))
      return { kind: "timer.control", action: "resume" };
    if (/\b(cancel|stop|delete|remove|clear|turn off|dismiss)\b/.test(text))
      return { kind: "timer.control", action: "cancel" };
    if (
      /\b(how (?:long|much time)|time left|remaining|status|check|left on|running|what timers|which timers|any timers)\b|^(?:is|are) .*\b(?:done|finished|up)$/.test(
        text,
      )
    )
      return { kind: "timer.status" };
    const seconds = duration(text);
    const named = /\b(?:for (?:the |my )?([a-z][a-z ]{1,30}?))(?:\s+for\s+|\s*$)/.exec(
      text
        .replace(/\b(?:a |an )?timer\b/, "")
        .replace(/\d+(\.\d+)?\s*(hours?|minutes?|mins?|seconds?|secs?)/g, "")
        .trim(),
    );
    const called = /\b(?:called|named|labell?ed)\s+(?:the\s+)?([a-z][a-z ]{0,30}?)$/.exec(text);
    const name = called ? called[1] : named && !duration(named[1]) ? named[1].trim() : timerLabel(text);
    return { kind: "timer.start", seconds, name };
  }
  if (/^(?:how (?:long|much time) (?:is )?left|how long to go|is it done yet)$/.test(text))
    return { kind: "timer.status" };

  // Shopping list: clear and show.
  if (
    /\bwhat(?:'s| is)? (?:left |still )?on (?:the|my|our) (?:shopping |grocery )?list\b|^do (?:we|i) need anything\b|^what(?:'s| is) left to (?:buy|get)\b|^what (?:still )?needs (?:buying|getting|to be bought)$/.test(
      text,
    )
  )
    return { kind: "shopping.show" };
  // Things in the trolley are bought: "coffee is in the trolley", "in the basket: onions, garlic".
  const inTrolley = IN_TROLLEY.exec(text) ?? /^in the (?:trolley|basket|cart):? (.+)$/.exec(text);
  const inTrolleyThing = inTrolley?.[1] ?? inTrolley?.[2];
  if (inTrolleyThing) {
    if (EVERYTHING.test(inTrolleyThing))
      return { kind: "shopping.check", items: [], every: true, checked: true, toPantry: false };
    const items = itemsFrom(inTrolleyThing.replace(/:/g, ","));
    if (items.length) return { kind: "shopping.check", items, checked: true, toPantry: false };
  }
  // "list: bread, eggs", "shopping: apples", "on the list: coffee", "pantry: 6 bananas".
  const header =
    /^(?:(?:on |to |add to )?(?:the |my )?(?:shopping list|shopping|grocery list|groceries|list)(?: please)?(?::| -)|(?:the |my )?(?:shopping list|grocery list) add|(?:the |my )?(pantry|fridge|freezer)(?: add)?:)\s+(.+)$/.exec(
      text,
    );
  if (
    header &&
    !/^(?:shopping|list)\s+(?:is|has|for)\b/.test(text) &&
    !/^(?:the |my )?(?:shopping )?list$/.test(header[2])
  ) {
    const items = itemsFrom(header[2].replace(/^add\s+/, "").replace(/:/g, ","));
    if (items.length)
      return header[1] ? { kind: "pantry.add", items, location: location(header[1]) } : { kind: "shopping.add", items };
  }
  // "6 bagels on the list", "mayo on the shopping list", "new bottle of olive oil in the cupboard": no verb.
  const verbless =
    /^(?!(?:what|how|is|are|do|does|can|could|would|will|show|check|tick|cross|mark|uncheck|untick|remove|delete|take|add|put|stick|throw|pop|chuck|get|grab|buy|need|please|i|we|remember|don't|place|write|jot|move)\b)(.+?)\s+(?:on|to)\s+(?:the|my|our)\s+(?:shopping\s+|grocery\s+)?list$/.exec(
      text,
    );
  if (verbless) {
    const items = itemsFrom(verbless[1]);
    if (items.length) return { kind: "shopping.add", items };
  }
  const placed =
    /^(?!(?:list|show|add|put|stick|throw|pop|chuck|move|place|store|keep|get|grab|show|what|how|is|are|do|does|can|could|i|we|please|remove|delete|take)\b)(?:(?:there's|there is|there are|we've got|i've got|we now have|we have|i have)\s+)?(?:a |an |some )?(?:new |fresh |leftover |more )?(.+?)\s+(?:in|into)\s+(?:the\s+|my\s+|our\s+)?(fridge|freezer|pantry|cupboards?|larder)(?:\s+now)?$|^(?:there's|there is|there are|we've got|i've got|we now have|we have|i have)\s+(?:a |an |some )?(?:new |fresh |leftover |more )?(.+?)\s+(?:in|into)\s+(?:the\s+|my\s+|our\s+)?(fridge|freezer|pantry|cupboards?|larder)(?:\s+now)?$/.exec(
      text,
    );
  if (placed && !/\b(?:what|how|any)\b/.test(text)) {
    const items = itemsFrom(placed[1] ?? placed[3]);
    if (items.length) return { kind: "pantry.add", items, location: location(placed[2] ?? placed[4]) };
  }
  if (
    /\b(clear|remove|delete)\b.*\b(checked|ticked|crossed[- ]off|bought|done)\b(?:.*\b(items?|things?|stuff)\b)?/.test(
      text,
    )
  ) {
    return { kind: "shopping.clearChecked" };
  }
  if (
    /^(?:show|see|view|display|open|read|check|what's on|what is on|what's in|whats on|what do i need (?:to buy|from the store)|what do we need)\b.*\b(?:shopping|grocery|groceries)?\s*list\b|^(?:my |the )?(?:shopping|grocery) list$|^what (?:do|should) (?:i|we) (?:need to )?(?:buy|get|pick up)\b|^what do (?:i|we) need (?:from|at) the (?:store|shops?|supermarket|market)$|^(?:show|read) (?:me )?(?:my |the )?(?:shopping|groceries)$/.test(
      text,
    )
  ) {
    return { kind: "shopping.show" };
  }

  // Recipe ingredients onto the list: the recipe just shown, or a named one.
  if (
    /^(?:add|put)\s+(?:those|these|them|it|that|the ingredients|all the ingredients|everything|what's missing|whatever (?:i'm|we're) missing|what (?:i'm|we're) missing|what (?:i|we) need)\s+(?:to|on|onto)\s+(?:my|the|our)?\s*(?:shopping\s+)?list$/.test(
      text,
    )
  ) {
    return { kind: "shopping.addRecipe", recipe: { reference: "last" }, servings: null };
  }
  const ingredientsToList =
    /^(?:add|put|get)\s+(?:all\s+)?(?:the\s+)?(?:missing\s+)?(?:ingredients|everything|all the stuff|the stuff|what (?:i|we) need|everything (?:i|we) need|what's missing|whatever (?:i'm|we're) missing|what (?:i'm|we're) missing)\s+(?:for|of|from|to make|needed for)\s+(.+?)(?:\s+(?:to|on|onto|in)\s+(?:my|the|our)?\s*(?:shopping\s+)?list)?$/.exec(
      text,
    ) ??
    /^(?:add|put)\s+(?:the\s+|all\s+(?:the\s+)?)?(.+?)\s+ingredients(?:\s+(?:to|on|onto|in)\s+(?:my|the|our)?\s*(?:shopping\s+)?list)?$/.exec(
      text,
    ) ??
    /^(?:i want to make|i'm making|we're making|let's make|i'd like to make)\s+(.+?)(?:\s+(?:tomorrow|tonight|today|on [a-z]+))?[,;]?\s+(?:add|put)\s+(?:the\s+)?(?:ingredients|what i need|what we need|what's missing|everything)\s+(?:to|on)\s+(?:my|the)?\s*(?:shopping\s+)?list$/.exec(
      text,
    );
  if (ingredientsToList) {
    const servings = servingsIn(ingredientsToList[1]);
    const name = ingredientsToList[1]
      .replace(/\s+for\s+\d+.*$/, "")
      .replace(/\s+for\s+[a-z]+\s+(?:people|guests|of us)$/, "");
    const recipe = recipeRef(name);
    if (recipe) return { kind: "shopping.addRecipe", recipe, servings: servings ?? servingsIn(text) };
  }

  // Stocking the pantry in so many words: "I have 6 eggs in the fridge".
  const stocked =
    /^(?:i|we)(?:'ve| have)?(?: just| now)? (?:have|got|bought|picked up|put|stocked up on)\s+(.+?)\s+(?:in|into|to|for)\s+(?:the|my|our)\s+(pantry|fridge|refrigerator|freezer|cupboards?|larder)$/.exec(
      text,
    );
  if (stocked) {
    const items = itemsFrom(stocked[1]);
    if (items.length) return { kind: "pantry.add", items, location: location(stocked[2]) };
  }
  // "We have 2 kilos of potatoes": stock when every item has an amount ("I have chicken" may be a question in the making).
  const having = /^(?:i|we)(?:'ve| have)?(?: just| now)? (?:have|got|stocked up on)\s+(?!to\b)(.+?)(?:\s+now)?$/.exec(
    text,
  );
  if (having && !/\b(what|how|any|recipe|ideas?|time|minutes?|hours?|allerg\w*|no)\b/.test(text)) {
    const items = itemsFrom(having[1]);
    if (items.length && items.every((item) => item.quantity !== null))
      return { kind: "pantry.add", items, location: null };
  }

  // Checking items off.
  const checkOff =
    /^put a (?:check|tick)(?: mark)? (?:next to|by|beside|against) (.+?)(?:\s+(?:on|in) (?:my |the |our )?(?:shopping )?list)?$/.exec(
      text,
    ) ??
    /^(?:check|tick|cross|mark)\s+(?:off\s+)?(.+?)(?:\s+off)?(?:\s+(?:as\s+)?(?:done|bought|got))?(?:\s+(?:on|from|off)\s+(?:my|the|our)?\s*(?:shopping\s+)?list)?(?:\s+(?:as\s+)?(?:done|bought|got|off))?$/.exec(
      text,
    ) ??
    /^(?:(?:i|we)(?:'ve)?\s+(?:just\s+)?(?:bought|got|picked up|grabbed|purchased|found)|(?:just\s+)?(?:bought|picked up|purchased))\s+(?:the\s+)?(.+?)(?:\s+(?:from|at)\s+the\s+(?:store|shop|market))?$/.exec(
      text,
    );
  // "Tick off the whole list, we're finished shopping": the remark after what is ticked is not an item.
  const ticked = checkOff?.[1].replace(
    /(?:,\s*|\s+)(?:i|we)(?:'ve|'re|'m| have| are| am)?\s+(?:got|finished|done|bought|grabbed|found|picked)\b.*$/,
    "",
  );
  // "I got some at the market": "some" stands for something named before.
  const pronoun =
    ticked !== undefined &&
    /^(?:some|them|it|one)(?:\s+(?:at|from|in|on|already|earlier|today|yesterday)\b.*)?$/.test(ticked);
  if (
    checkOff &&
    ticked &&
    !pronoun &&
    !/\b(recipe|timer|ideas?|suggest|what|make|cook)\b/.test(text) &&
    !/^(?:the |my |our )?(?:pantry|inventory|fridge|freezer|cupboards?|larder|(?:shopping )?list|(?:meal )?plan)$/.test(
      ticked,
    )
  ) {
    const toPantry = !/^(?:check|tick|cross|mark|put a (?:check|tick))\b/.test(text);
    if (EVERYTHING.test(ticked)) return { kind: "shopping.check", items: [], every: true, checked: true, toPantry };
    const items = itemsFrom(ticked);
    if (items.length) return { kind: "shopping.check", items, checked: true, toPantry };
  }
  const uncheck = /^(?:uncheck|untick)\s+(.+?)(?:\s+(?:on|from)\s+(?:my|the)?\s*(?:shopping\s+)?list)?$/.exec(text);
  if (uncheck && EVERYTHING.test(uncheck[1]))
    return { kind: "shopping.check", items: [], every: true, checked: false, toPantry: false };
  if (uncheck) return { kind: "shopping.check", items: itemsFrom(uncheck[1]), checked: false, toPantry: false };

  // Removing.
  const notNeeded = /^(?:(?:i|we) )?don't need (?:the |any )?(.+?)(?: anymore| any more| after all)?$/.exec(text);
  if (notNeeded) return { kind: "shopping.remove", name: itemsFrom(notNeeded[1])[0]?.name ?? notNeeded[1] };
  const gone =
    /^(?:(?:i|we)(?:'ve| have)? (?:just |already )?)?(?:chuck(?:ed)?|bin(?:ned)?|throw (?:out|away)|threw (?:out|away)|thrown (?:out|away)|toss(?:ed)?|get rid of|ditch(?:ed)?)\s+(?:out\s+)?(?:the |our |my )?(.+?)(?: out)?(?:,? (?:it's|they're|its|it has|it) .*)?$|^(?:the |our |my )?(.+?)(?:'s gone|'s(?= (?:finished|all gone|used up))| went| has gone| is| it's| are| have gone) (?:bad|off|sour|mouldy|moldy|rotten|stale|finished|all gone|gone|out)\b/.exec(
      text,
    );
  if (gone && !/\b(?:timer|list|plan|ticked|checked|done items)\b/.test(text)) {
    const name = itemsFrom(gone[1] ?? gone[2])[0]?.name;
    if (name)
      return /finished|all gone|out\b/.test(text) && gone[2]
        ? { kind: "pantry.out", names: [name], restock: false }
        : { kind: "pantry.remove", name };
  }
  const noMore = /\b(?:what|how|can|could|should|instead)\b/.test(text)
    ? null
    : /^(?:no more|out of|all out of) (.+)$|^(?:we|i) have no (?:more )?(.+?)(?: left)?$|^(?:we've|we have|i've) (?:got )?no (?:more )?(.+?)(?: left)?$/.exec(
        text,
      );
  if (noMore) {
    const names = itemsFrom(noMore[1] ?? noMore[2] ?? noMore[3]).map((item) => item.name);
    if (names.length) return { kind: "pantry.out", names, restock: false };
  }
  const removeBare = /^(?:remove|delete|take out|throw out)\s+(?:the |our |my )?(.+?)$/.exec(text);
  if (
    removeBare &&
    !/\b(?:from|off|out of|(?:on|in) (?:my|the|our) (?:(?:shopping |grocery )?list|pantry|fridge|freezer|cupboard)$|timer|plan|meal|dinner|lunch|breakfast|checked|ticked)\b/.test(
      text,
    )
  ) {
    const name = itemsFrom(removeBare[1])[0]?.name;
    if (name) return { kind: "item.remove", name };
  }
  const removeFrom =
    /^(?:remove|delete|take|drop|scratch|cross out)\s+(?:the\s+)?(.+?)(?:\s+off)?\s+(?:from|off|out of|on|in)\s+(?:my|the|our)?\s*(shopping list|grocery list|list|pantry|inventory|fridge|freezer|cupboard)(?: entirely| completely| altogether| for good)?$/.exec(
      text,
    );
  if (removeFrom) {
    // "Remove two cans of tomatoes from the pantry" takes some of them out: a use of that amount.
    const items = itemsFrom(removeFrom[1]);
    const measured = items.length === 1 && items[0].unit !== null && (items[0].quantity ?? 0) > 0 ? items[0] : null;
    if (removeFrom[2].includes("list")) return { kind: "shopping.remove", name: measured?.name ?? removeFrom[1] };
    return measured ? { kind: "pantry.use", item: measured } : { kind: "pantry.remove", name: removeFrom[1] };
  }

  // Running low means buying more; out of something means it has gone.
  const low =
    /^(?:(?:we(?:'re| are)|i(?:'m| am))\s+)?(?:running|getting|a bit|pretty)?\s*low on\s+(.+?)(?:,.*)?$|^(?:(?:we(?:'re| are)|i(?:'m| am))\s+)?(?:almost|nearly)\s+out of\s+(.+?)(?:,.*)?$/.exec(
      text,
    );
  if (low) {
    const items = itemsFrom(low[1] ?? low[2]);
    if (items.length) return { kind: "shopping.add", items };
  }
  // "we're out of butter, add it to the list": a second clause that asks for something.
  const clauses =
    /^(.+?)(?:,\s*|\s+(?:so|and|then)\s+|\s+(?=(?:please\s+)?(?:add|put|stick|pop) (?:it|them|some)\b))((?:please\s+)?(?:add|put|stick|pop|what|how|can|could|should)\b.*)$/.exec(
      text,
    );
  const [said, then] = clauses ? [clauses[1], clauses[2]] : [text, ""];
  const outOf =
    /^(?:looks like |seems like |i think )?(?:we(?:'re| are)|i(?:'m| am)|we've|i've|we|i)\s+(?:all\s+|completely\s+|totally\s+)?(?:out of|run out of|ran out of|finished(?: the| off the)?|used up(?: the| all the)?|(?:used|ate|drank|finished) (?:all|the last) of(?: the)?|out of the)\s+(.+)$|^(?:we|i)\s+(?:ran|run)\s+out\s+of\s+(.+)$|^(?:there's|there is)\s+no\s+(?:more\s+)?(.+?)\s+left$/.exec(
      said,
    );
  // "I'm out of baking powder, what can I use?" asks for a substitute: know-how below answers it.
  if (outOf && !/\b(what|how|can i|could i|should i|instead)\b/.test(then)) {
    const names = itemsFrom(outOf[1] ?? outOf[2] ?? outOf[3]).map((item) => item.name);
    if (names.length)
      return {
        kind: "pantry.out",
        names,
        restock: /^(?:please\s+)?(?:add|put|stick|pop)\b.*\b(?:list|groceries|shopping)\b/.test(then),
      };
  }
  const used =
    /^(?:i|we)(?:'ve)?\s+(?:just\s+)?(?:used|ate|drank|finished|cooked with|cooked|opened|defrosted|took)\s+(?!(?:all|the last) of\b)(.+?)(?:\s+(?:out of|from) (?:the )?(?:fridge|freezer|pantry|cupboard)(?: and cooked (?:it|them))?)?$|^(?:use|used)\s+(.+?)\s+(?:from|of)\s+(?:the\s+)?(?:pantry|fridge|inventory)$/.exec(
      text,
    );
  if (used) {
    const [item] = itemsFrom(used[1] ?? used[2]);
    if (item) return { kind: "pantry.use", item };
  }

  // "Is anything planned for Thursday", "have we planned anything for Friday dinner": a question about the plan, not a meal to plan.
  if (
    /^(?:is|are|have|has|did|do|what|anything)\b/.test(text) &&
    /\b(?:planned|on the (?:meal )?plan)\b/.test(text) &&
    !/\b(?:add|put|schedule)\b/.test(text)
  ) {
    return { kind: "mealplan.show", range: rangeIn(text, now), mealType: mealTypeIn(text) };
  }

  // A recipe for a day or a meal.
  const slot = scheduled(text, now);
  if (slot) return slot;

  // Follow-ups to the last change: "and also eggs", "oh and crackers", "make it 6", "actually make that 2 packs".
  const amend =
    /^(?:actually |no |sorry )?(?:make|change) (?:it|that|them|those)(?: to)?\s+(\d+(?:\.\d+)?)\s*([a-z]+)?$|^(\d+(?:\.\d+)?)\s*(g|kg|grams?|ml|l|litres?|packs?|bags?|bottles?|cartons?|tins?)$/.exec(
      text,
    );
  if (amend)
    return {
      kind: "items.amend",
      quantity: Number(amend[1] ?? amend[3]),
      unit: parseAmountAndItem(`1 ${amend[2] ?? amend[4] ?? ""} x`).unit ?? null,
    };
  const more = /^(?:and|also|and also|plus|oh and|oh also|and some) (?!then\b)(.+?)(?: too| as well)?$/.exec(text);
  if (more && !LIST_TARGET.test(text) && !PANTRY_TARGET.test(text)) {
    const items = itemsFrom(more[1]);
    if (items.length) return { kind: "items.more", items };
  }

  // Adding.
  const add =
    /^(?:i would like to add|i'd like to add|i want to add|please add|add|put|stick|throw|pop|chuck|get|grab|pick up|buy|i need to buy|we need to buy|i need|we need|need|we'll need|i'll need|remember to buy|don't forget|note down|jot down|write down)\s+(?:more\s+)?(.+)$/.exec(
      text,
    );
  if (
    add &&
    !/\bingredients\b/.test(text) &&
    !/\btimer\b/.test(text) &&
    !/^(?:get|i need|we need)\s+(?:a |some )?(?:recipe|idea|suggestion|help)/.test(text)
  ) {
    let body = add[1];
    const verb = text.slice(0, text.length - body.length);
    const toList =
      LIST_TARGET.test(body) ||
      LIST_TARGET_BARE.test(body) ||
      /\b(buy|need|get|grab|pick up)\b/.test(verb) ||
      /remember|forget|note/.test(verb);
    const pantryMatch = PANTRY_TARGET.exec(body);
    body = body
      .replace(LIST_TARGET, "")
      .replace(LIST_TARGET_BARE, "")
      .replace(PANTRY_TARGET, "")
      .replace(/\s+to\s+(?:it|them)$/, "")
      .trim();
    // "we need peanut butter put it on the list": spoken, the comma before "put it" is seldom heard.
    body = body
      .replace(
        /,?\s+(?:so\s+|and\s+|then\s+)?(?:please\s+)?(?:can you\s+|could you\s+)?(?:put|add|stick|pop|write|jot)\s+(?:it|them|that|those)(?:\s+down)?$/,
        "",
      )
      .trim();
    const items = itemsFrom(body);
    if (items.length > 0) {
      if (pantryMatch) return { kind: "pantry.add", items, location: location(storeWord(pantryMatch)) };
      if (toList) return { kind: "shopping.add", items };
      return { kind: "add.ambiguous", items };
    }
  }

  // Planning and the plan.
  const dropMeal =
    /^(?:remove|delete|take|drop|cancel|clear)\s+(?:the\s+)?(.+?)\s*(?:off|from)\s+(?:the\s+)?(?:meal plan|plan|menu)?\s*(?:for|on)?\s*(.*)$/.exec(
      text,
    );
  if (dropMeal && (/\b(?:plan|menu)\b/.test(text) || dayIn(text, now))) {
    const day = dayIn(text, now);
    if (day) return { kind: "mealplan.remove", date: day.date, dateLabel: day.label, mealType: mealTypeIn(text) };
  }
  const swap =
    /^(?:change|swap|switch|replace|make)\s+(.+?)\s+(?:to|for|with|into)\s+(?:the\s+)?(.+?)(?:\s+instead)?$/.exec(text);
  if (swap && dayIn(swap[1], now)) {
    const day = dayIn(swap[1], now)!;
    const recipe = recipeRef(swap[2]);
    if (recipe)
      return { kind: "mealplan.replace", date: day.date, dateLabel: day.label, mealType: mealTypeIn(swap[1]), recipe };
  }
  if (
    /\b(?:fill in|fill out|fill up|complete|sort out|sort)\b.*\b(?:dinners|lunches|breakfasts|meals|week)\b/.test(text)
  ) {
    return {
      kind: "mealplan.planWeek",
      range: rangeIn(text, now),
      mealTypes: mealTypesIn(text.replace(/\btonight\b/, "")),
      ...countOf(text),
    };
  }
  if (
    /\b(plan|planning|organi[sz]e|sort out|make)\b.*\b(meals?|menu|week|dinners|lunches|breakfasts)\b|\bmeal plan for\b|\bplan (?:my |our |the )?(?:week|weekend)\b|\b(?:fill in|fill out|fill up|complete|create|build|generate)\b.*\b(?:meal plan|menu|plan)\b/.test(
      text,
    ) &&
    !/\b(show|see|view|what's|what is|display)\b/.test(text)
  ) {
    return {
      kind: "mealplan.planWeek",
      range: rangeIn(text, now),
      mealTypes: mealTypesIn(text.replace(/\btonight\b/, "")),
      ...countOf(text),
    };
  }
  if (
    (/\b(meal plan|menu|plan|planned|meals)\b/.test(text) &&
      /\b(show|see|view|what's|what is|what are|display|read|check|this week|next week|today|tomorrow)\b/.test(text)) ||
    (/^what(?:'s| is| are)\b/.test(text) && /\b(having|eating|cooking)\b/.test(text) && /\b(week|weekend)\b/.test(text))
  ) {
    return { kind: "mealplan.show", range: rangeIn(text, now), mealType: mealTypeIn(text) };
  }
  // "What's for dinner?", "what are we having tomorrow night?": the question, then only slot words.
  const whatsFor = /^what(?:'s| is| are we (?:having|eating|cooking)| do we have)(?: on the menu)?\s+(.+)$/.exec(
    text.replace(/\bfor tea\b/, "for dinner"),
  );
  if (
    whatsFor &&
    whatsFor[1].split(" ").every((word) => WHATS_FOR_WORD.test(word)) &&
    (mealTypeIn(whatsFor[1]) || dayIn(whatsFor[1], now))
  ) {
    const day = dayIn(text, now) ?? { date: isoDate(now), label: "today" };
    return {
      kind: "mealplan.whatsFor",
      date: day.date,
      dateLabel: day.label,
      mealType: mealTypeIn(text.replace(/\bfor tea\b/, "for dinner")) ?? "dinner",
    };
  }

  // Cooking: "start cooking" alone means the recipe in the conversation.
  if (
    /^(?:let's |let us )?(?:start|begin)(?: cooking| the recipe)?$|^let's (?:go|cook|do it|do this)$|^cook it$/.test(
      text,
    )
  ) {
    return { kind: "cooking.start", recipe: { reference: "last" } };
  }
  const cook =
    /^(?:let's |let us |i want to |i'd like to |can we |help me )?(?:start |begin )?(?:cook(?:ing)?|mak(?:e|ing)) (.+?)(?: now)?$/.exec(
      text,
    ) ?? /^(?:start|begin)(?: the)?(?: cooking)? (?:session )?(?:for |with )?(.+)$/.exec(text);
  if (
    cook &&
    /^(?:cook|make)\s|\b(start|begin|let's|cooking)\b/.test(text) &&
    !/\b(for (?:dinner|lunch|breakfast)|ideas?|something|anything|what)\b/.test(cook[1])
  ) {
    const recipe = recipeRef(cook[1].replace(/^(?:cooking|making)\s+/, ""));
    if (recipe) return { kind: "cooking.start", recipe };
  }
  const ready = /^(?:i'm|we're|i am|we are) (?:ready|going) to (?:cook|make|start) (?:the )?(.+?)(?: now)?$/.exec(text);
  if (ready) {
    const recipe = recipeRef(ready[1]);
    if (recipe) return { kind: "cooking.start", recipe };
  }
  const guide =
    /^(?:walk|guide|talk|take) (?:me|us) through (?:making |cooking )?(.+?)(?: step by step| one step at a time)?$/.exec(
      text,
    );
  if (guide) {
    const recipe = recipeRef(guide[1]);
    if (recipe) return { kind: "cooking.start", recipe };
  }

  // Pantry questions.
  if (
    /\b(expir\w*|going off|go off|going bad|go bad|about to spoil|spoil\w*|use (?:up )?(?:first|soon)|needs? (?:to be )?(?:using|used)(?: up)?|should (?:use|eat)(?: up)?(?: first| soon)?$|past (?:its|their) date|out of date|best before|sell by)\b/.test(
      text,
    )
  ) {
    if (SUGGEST.test(text) && /\b(use|using|with)\b/.test(text)) {
      return {
        kind: "recipe.suggest",
        mealType: mealTypeIn(text),
        maxPrepTime: timeLimit(text),
        ingredients: [],
        text: null,
        usePantry: true,
        another: false,
      };
    }
    return { kind: "pantry.expiring" };
  }
  const doWeHave =
    /^(?:do (?:i|we) (?:still )?have|have (?:i|we) (?:still )?got|is there|are there|have we got)\s+(?:still\s+)?(?:any\s+)?(?:of the\s+)?(?:more\s+)?(?:the\s+)?([^,]+?)(?:\s+(?:left|in the (?:pantry|fridge|freezer|house|cupboards?)|at home))*(?:,.*)?$/.exec(
      text,
    ) ??
    /^how (?:much|many) (.+?) (?:is|are|have we|do we have) left$/.exec(text) ??
    /^how (?:many|much)\s+(.+?)\s+(?:do|have) (?:i|we) (?:have|got)(?: left)?$/.exec(text);
  // "Are we out of olive oil", "have we run out of eggs": asked, not said ("we're out of" is said).
  const runOut =
    /^(?:are (?:we|you)|am i) (?:all |completely )?out of (?:the |any )?(.+?)(?: already| yet| now)?$/.exec(text) ??
    /^(?:have|did) (?:we|i) run out of (?:the |any )?(.+?)(?: already| yet)?$/.exec(text);
  const askedAfter = doWeHave ?? runOut;
  // "How many cans of tomatoes do we have": the tomatoes, however they are packed.
  if (askedAfter && !/\b(recipe|timer|plan)\b/.test(text)) {
    return {
      kind: "pantry.has",
      name: withoutRemark(parseAmountAndItem(askedAfter[1]).item || askedAfter[1]),
      ...(!doWeHave && { out: true as const }),
    };
  }
  if (
    /^(?:(?:show|open|check|see|view|list)(?: me)? )?(?:everything in )?(?:my |the |our )?(?:pantry|inventory|fridge|freezer|larder)$/.test(
      text,
    )
  ) {
    return { kind: "pantry.show", location: location(/\b(fridge|freezer)\b/.exec(text)?.[1]) };
  }
  // The member's own store ("my pantry", "in the fridge"), not pantry know-how ("what pantry staples should I keep?").
  if (
    /\b(?:my|our|the|in)\s+(pantry|inventory|fridge|freezer|cupboards?|larder|stock)\b/.test(text) &&
    /\b(what|show|see|view|list|check|look|in my|what's|whats|display|read)\b/.test(text) &&
    !SUGGEST.test(text)
  ) {
    const where = /\b(fridge|refrigerator|freezer)\b/.exec(text);
    return { kind: "pantry.show", location: location(where?.[1]) };
  }
  if (
    /^what (?:do|have) (?:i|we) (?:have|got)(?: at home| in the house)?$|^what(?:'s| is) in (?:the )?house$/.test(text)
  )
    return { kind: "pantry.show", location: null };

  // Showing a specific recipe.
  const ordinalOnly = /^(?:the )?(first|second|third|1st|2nd|3rd|last)(?: one| recipe| option| suggestion)?$/.exec(
    text,
  );
  if (ordinalOnly) return { kind: "recipe.show", recipe: recipeRef(ordinalOnly[1])!, servings: null };
  const namedRecipe = /^(?:(?:the|a|your)\s+)?recipes?\s+(?:for|of)\s+(.+)$/.exec(text);
  const showRecipe =
    /^(?:show|give|tell|read)\s+(?:me\s+)?(?:the\s+)?(?:recipe|instructions|steps|details)\s+(?:for|of)\s+(.+)$/.exec(
      text,
    ) ??
    /^(?:how (?:do|can|should) (?:i|you|we)|(?:show|tell|teach) (?:me|us) how to|how to) (?:make|cook|prepare) (?:a |an |some )?(.+)$/.exec(
      text,
    ) ??
    /^(?:what(?:'s| is) in|what goes in|ingredients (?:for|of)|what do i need for)\s+(?:a |an |the )?(.+)$/.exec(
      text,
    ) ??
    /^(?:show|open|tell me about|more about|details (?:on|for)) (?:me )?(?:the )?(first|second|third|1st|2nd|3rd|last)(?: one| recipe| option)?$/.exec(
      text,
    ) ??
    /^(?:show|open) (?:me )?(?:the )?(.+?) recipe$/.exec(text) ??
    // "recipe for chicken tinga tacos" names a dish; "a recipe for dinner" or "...with chicken" asks for ideas.
    (namedRecipe &&
    !mealTypeIn(namedRecipe[1]) &&
    !/\b(something|anything|with|using|under|quick|easy|healthy|tomorrow|today)\b/.test(namedRecipe[1])
      ? namedRecipe
      : null);
  if (showRecipe) {
    const recipe = recipeRef(showRecipe[1]);
    // "How do I season cast iron?" is know-how, not a recipe.
    if (findTopic(text)) return { kind: "knowledge", question: text };
    if (recipe) return { kind: "recipe.show", recipe, servings: servingsIn(text) };
  }

  const about =
    /^(?:tell me (?:more )?about|what about|more about|info on|details (?:on|for)) (?:the |that |this )?(.+?)(?: recipe)?$/.exec(
      text,
    ) ??
    /^(?:do you have|have you got|you got|is there|got) (?:a |any )?recipes? (?:for|of) (?:a |an )?(.+)$/.exec(text) ??
    /^how long (?:does|do|will) (?:the |a |an |it take to make (?:the )?)?(.+?) take(?: to (?:make|cook))?$/.exec(
      text,
    ) ??
    /^(?:is|are) (?:the )?(.+?) (?:very |too |really |quite )?(?:spicy|hot|hard|difficult|easy|healthy|vegetarian|vegan)$/.exec(
      text,
    ) ??
    /^(?:show|open|pull up|bring up) (?:me )?(?:the |that |a )?(?!(?:shopping|grocery|meal|pantry|fridge|freezer|list|plan|timers?|menu|inventory|another|something|other|more|how|what|me)\b)(.+?)(?: recipe)?$/.exec(
      text,
    );
  if (
    about &&
    !/\b(?:list|pantry|fridge|freezer|plan|timer|week|ideas?|something|other|another|else)\b/.test(about[1])
  ) {
    const recipe = recipeRef(about[1]);
    if (recipe) return { kind: "recipe.show", recipe, servings: servingsIn(text) };
  }
  if (WHAT_TO_COOK.test(text)) return suggestion(text);
  // "quick veggie dinner", "low carb dinner", "a vegetarian curry that takes under an hour", "something pescatarian", "find a gluten free dessert".
  if (
    (mealTypeIn(text) ||
      /^(?:(?:find|look for|search for) (?:me |us )?)?(?:a |an |some )?(?:[a-z-]+ ){0,3}(?:curry|soup|salad|pasta|stir-fry|noodles|tacos|dish|desserts?|puddings?|cakes?|snacks?)\b/.test(
        text,
      ) ||
      /^something\b/.test(text)) &&
    (DESCRIPTORS.some((word) => new RegExp(`\\b${word.replace(/-/g, "[- ]")}\\b`).test(text)) ||
      /\b(?:quick|easy|simple|veggie|low carb|light|healthy|cheap|something)\b/.test(text)) &&
    !/\b(?:plan|planned|menu|what's for|what is for)\b/.test(text) &&
    !KNOWLEDGE_CUES.test(text)
  ) {
    return suggestion(text);
  }

  // Cooking knowledge.
  if (KNOWLEDGE_CUES.test(text) && !KITCHEN_COMMAND.test(text.split(" ")[0] ?? ""))
    return { kind: "knowledge", question: text };

  // Suggestions: asked for outright, or a meal with a time limit ("dinner in under half an hour", "something in 20 minutes").
  if (
    SUGGEST.test(text) ||
    ANOTHER.test(text) ||
    /\b(hungry|dinner ideas|lunch ideas|breakfast ideas)\b/.test(text) ||
    ((mealTypeIn(text) !== null || /^(?:something|anything)\b/.test(text)) && timeLimit(text) !== null)
  ) {
    return suggestion(text);
  }

  if (KNOWLEDGE_CUES.test(text) || /^(?:what|why|when|which|is|are|does|do|can|should)\b/.test(text))
    return { kind: "knowledge", question: text };
  return { kind: "unknown" };
}

/** The name a timer is given in the request: "a rice timer", "the oven timer", "pasta timer 11 minutes". */
function timerLabel(text: string): string | null {
  const match = /\b([a-z]+(?: [a-z]+)?) timer\b/.exec(
    text.replace(/\b\d+(?:\.\d+)?\s*(?:-\s*)?(?:hours?|minutes?|mins?|seconds?|secs?|hr|min)\b/g, ""),
  );
  if (!match) return null;
  const words = match[1]
    .split(" ")
    .filter(
      (word) =>
        !/^(?:a|an|the|my|our|set|start|put|pop|stick|make|get|give|add|create|on|new|kitchen|another|second|that|this|of|for|up|and|timers?|me|please)$/.test(
          word,
        ),
    );
  return words.length ? words.join(" ") : null;
}

/** "plan 5 dinners": how many meals, when said. */
function countOf(text: string): { count?: number } {
  const match = /\b(\d+)\s+(?:[a-z]+\s+)?(?:dinners|lunches|breakfasts|meals)\b/.exec(text);
  return match ? { count: Number(match[1]) } : {};
}

/** A reply to a Yes/No question in Basil's kitchen language: true, false, or null when it is not one. */
export function readYesNo(text: string, now: Date): boolean | null {
  const intent = understand(text, now);
  return intent.kind === "confirm" ? intent.yes : null;
}
