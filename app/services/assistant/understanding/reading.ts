import { ordinalWord } from "~/domain/numbers";
import { dayIn, type DayRef } from "./days";
import { allergiesIn, dietsIn, itemsOf, mealOf, secondsWithUnit, type ItemEntity, type Span } from "./entities";
import { lexicon } from "./lexicon";
import type { SlotLabel } from "./phrasings";
import type { Item, MealType, RecipeRef } from "./requests";
import type { DialogueState } from "./state";

/**
 * Reading a request's tagged words: its spans by label, its items (and which ones "them"
 * means), where an add goes, which recipe is meant, its timers, what it leaves out, its days.
 */

/** Words a question about the kitchen starts with ("have we…", "do we…", "is there…"). */
export const QUESTION_START = new Set([
  "have",
  "has",
  "do",
  "does",
  "did",
  "are",
  "is",
  "any",
  "got",
  "what",
  "how",
  "can",
  "could",
  "should",
]);

export const PRONOUNS = /\b(?:it|them|those|these|that|this|em|all of them|both)\b/;
export const EVERYTHING = /\b(?:everything|all|(?:whole|entire) (?:shopping |grocery )?list|the lot|every ?thing)\b/;

export class Reading {
  constructor(
    readonly tokens: string[],
    readonly spans: Span[],
    readonly now: Date,
  ) {}

  get text() {
    return this.tokens.join(" ");
  }
  all(label: SlotLabel) {
    return this.spans.filter((span) => span.label === label);
  }
  first(label: SlotLabel) {
    return this.spans.find((span) => span.label === label);
  }
  has(pattern: RegExp) {
    return pattern.test(this.text);
  }
  items(): ItemEntity[] {
    return sound(itemsOf(this.spans, this.now, this.tokens));
  }
  meal(): MealType | null {
    return mealOf(this.all("meal").flatMap((span) => span.words)) ?? mealOf(this.tokens);
  }
  day(label: SlotLabel = "day"): DayRef | null {
    for (const span of this.all(label)) {
      const day = dayIn(span.text, this.now);
      if (day) return day;
    }
    return null;
  }
  number(label: SlotLabel): number | null {
    const span = this.first(label);
    const value = span ? Number(span.words.find((word) => /^\d+(?:\.\d+)?$/.test(word))) : NaN;
    return Number.isFinite(value) ? value : null;
  }
}

/**
 * Where an add goes, from what the member said: the list ("buy", "need", "list"), the pantry
 * ("bought", "fridge", "got"), the classifier's reading when the words say both, and null
 * (ask) when they say neither.
 */
export function targetOf(reading: Reading, intent: string): "list" | "pantry" | null {
  const list = reading.tokens.some((word) => lexicon.targets.list.includes(word));
  const pantry =
    reading.tokens.some((word) => lexicon.targets.pantry.includes(word)) || reading.first("loc") !== undefined;
  if (list && !pantry) return "list";
  if (pantry && !list) return "pantry";
  if (!list && !pantry) return null;
  return intent === "shopping.add" ? "list" : "pantry";
}

/**
 * The items to act on: an item whose name looks wrong beside others that do not ("yoghurt,
 * the greek one") is a remark about them and is left out; when every name looks wrong the
 * request keeps them, and its doubts make Basil ask.
 */
export function sound(items: ItemEntity[]): ItemEntity[] {
  const plain = items.filter((item) => !item.doubt);
  return plain.length ? plain : items;
}

export function names(items: ItemEntity[]) {
  return items.map((item) => item.name);
}

export function plainItems(items: ItemEntity[]): Item[] {
  return items.map(({ name, quantity, unit, location, expiresOn }) => ({ name, quantity, unit, location, expiresOn }));
}

/** The items a request is about: named, or (as "them", "it", or nothing at all) the ones last spoken of. */
export function itemsMeant(reading: Reading, state: DialogueState, target?: "list" | "pantry"): ItemEntity[] {
  const named = reading.items();
  if (named.length) return named;
  const last = state.lastItems;
  if (!last || (target && last.target !== target && !reading.has(PRONOUNS))) return [];
  return last.names.map((name, start) => ({ name, quantity: null, unit: null, doubt: null, start }));
}

export function recipeRef(reading: Reading, state: DialogueState): RecipeRef | null {
  const named = namedRecipe(reading);
  const unnamed = named === null || ("reference" in named && named.reference === "last");
  if (unnamed && state.lastRecipeName) return { name: state.lastRecipeName };
  return named;
}

function namedRecipe(reading: Reading): RecipeRef | null {
  const span = reading.first("recipe");
  const ordinal = reading.tokens.map((word) => ordinalWord(word)).find((value) => value !== null && value > 0);
  if (span && !/^(?:it|that|this|that one|this one|the recipe|one)$/.test(span.text)) {
    return {
      // "put pancakes down for breakfast": the words of the request left at its ends are no part of the name.
      name: withoutTrailingWord(span.text.replace(/\b(?:recipe|the|please)\b/g, " ")),
    };
  }
  if (ordinal && reading.has(/\bone\b|\brecipe\b|\boption\b/)) return { reference: ordinal };
  if (reading.has(/\b(?:it|that|this|that one|this one|the recipe|same)\b/)) return { reference: "last" };
  return span ? { reference: "last" } : null;
}

export function amountOnly(reading: Reading): { quantity: number; unit: string | null } | null {
  const items = reading.items();
  const from = items[0] ?? null;
  if (from?.quantity != null) return { quantity: from.quantity, unit: from.unit };
  const qty = reading.first("qty");
  if (!qty) return null;
  const value = Number(qty.words.find((word) => /^\d+(?:\.\d+)?$/.test(word)));
  const unit = reading.first("unit");
  if (Number.isFinite(value)) return { quantity: value, unit: unit ? unit.text : null };
  return null;
}

export const MEAL_ORDER: MealType[] = ["breakfast", "lunch", "dinner"];

export function timers(reading: Reading): Array<{ seconds: number | null; name: string | null }> {
  const durations = reading.all("duration");
  // "Remind me in 15 minutes to check the oven": the timer is named by what it is for.
  const to = reading.tokens.indexOf("to");
  const purpose =
    to >= 0 && durations.some((span) => span.end <= to) && reading.all("timer").some((span) => span.start > to)
      ? reading.tokens.slice(to + 1, Math.max(...reading.all("timer").map((span) => span.end))).join(" ")
      : null;
  const names = reading
    .all("timer")
    .map((span) => span.words.filter((word) => !/^(?:the|my|a|and|for|of)$/.test(word)).join(" "))
    .filter(Boolean);
  if (purpose) names.splice(0, names.length, purpose);
  if (durations.length === 0) return [{ seconds: null, name: names[0] ?? null }];
  // "1 hour and 15 minutes": two spans, one length, when nothing names a timer between them.
  const merged: Span[] = [];
  for (const span of durations) {
    const last = merged.at(-1);
    const between = last ? reading.tokens.slice(last.end, span.start) : [];
    // A name between them is a name only if it has more than joining words ("and", "the").
    const namedBetween =
      last !== undefined &&
      reading
        .all("timer")
        .some(
          (name) =>
            name.start >= last.end &&
            name.end <= span.start &&
            name.words.some((word) => !/^(?:and|the|for)$/.test(word)),
        );
    if (last && between.every((word) => word === "and") && !namedBetween) {
      const words = reading.tokens.slice(last.start, span.end);
      merged[merged.length - 1] = { ...last, end: span.end, words, text: words.join(" ") };
    } else merged.push(span);
  }
  let unitSeconds = 60;
  const timers = merged.map((span, index) => {
    const seconds = secondsWithUnit(span.text, unitSeconds);
    if (/hour/.test(span.text)) unitSeconds = 3600;
    else if (/sec/.test(span.text)) unitSeconds = 1;
    else if (/min/.test(span.text)) unitSeconds = 60;
    return { seconds, name: names[index] ?? null };
  });
  // One length for several names ("10 minutes for the rice and the peas"): a timer each.
  for (const name of names.slice(merged.length)) timers.push({ seconds: timers[0].seconds, name });
  return timers;
}

/** What a request asks to leave out: "no fish", "without nuts", "dairy free", "nothing with pork". */
export function avoidedIn(tokens: string[]): { restrictions: string[]; allergies: string[] } {
  const text = tokens.join(" ");
  const phrases = [
    ...text.matchAll(
      /\b(?:no|without|not|avoid|avoiding|minus|free of|nothing with|skip the|hold the) ([a-z ]+?)(?=$|[,.;?]| for | in | please| thanks| and (?!cheese))/g,
    ),
  ].map((match) => match[1]);
  const free = [...text.matchAll(/\b([a-z]+) free\b/g)].map((match) => match[1]);
  const restrictions = dietsIn(
    text.replace(/\b(?:no|without) (?:meat|pork)\b/g, (phrase) => (phrase.endsWith("meat") ? "vegetarian" : "halal")),
  );
  const allergies = allergiesIn(
    [...phrases, ...free.filter((word) => !/^(?:gluten|dairy|meat)$/.test(word))].join(" "),
  );
  return { restrictions, allergies };
}

/** The words that say which days: from the first day named to the last ("monday through friday"). */
export function daysSaid(reading: Reading) {
  const days = [...reading.all("day"), ...reading.all("to_day")].sort((a, b) => a.start - b.start);
  return days.length ? reading.tokens.slice(days[0].start, days[days.length - 1].end).join(" ") : reading.text;
}

const TRAILING_WORDS = new Set(["down", "up", "in", "on", "for", "then", "again", "too", "tonight"]);

/** The name's words, without a last word that belongs to the request ("pancakes down"). */
function withoutTrailingWord(text: string): string {
  const words = text.split(" ").filter(Boolean);
  if (words.length > 1 && TRAILING_WORDS.has(words[words.length - 1])) words.pop();
  return words.join(" ");
}
