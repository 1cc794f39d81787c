import nlp from "compromise";
import parseDuration from "parse-duration";
import { allergensIn } from "~/domain/kitchen/allergens";
import { parseQuantity, parseUnit } from "~/domain/kitchen/quantities";
import { itemKey } from "~/domain/kitchen/names";
import { dayIn } from "./days";
import { wordClasses } from "./gazetteer";
import { lexicon } from "./lexicon";
import type { SlotLabel } from "./phrasings";
import type { Item, Location, MealType } from "./requests";

/**
 * The fourth stage: the tagger's spans made into values, with the field's parsers: amounts
 * and units with the kitchen's quantities module, durations with parse-duration, days with
 * ./days (and chrono-node), places, meals, diets and allergens from their words. Items are
 * put together from the spans around them ("2 cans of chickpeas", "milk x2", "eggs,
 * 18, fridge"), and an item whose name still holds a request, a pronoun or a verb is marked
 * doubtful, so Basil asks rather than store it.
 */

export type Span = { label: SlotLabel; start: number; end: number; words: string[]; text: string };

export function spansOf(tokens: string[], tags: string[]): Span[] {
  const spans: Span[] = [];
  for (let index = 0; index < tags.length; index += 1) {
    if (!tags[index].startsWith("B-")) continue;
    const label = tags[index].slice(2) as SlotLabel;
    let end = index + 1;
    while (tags[end] === `I-${label}`) end += 1;
    const words = tokens.slice(index, end);
    spans.push({ label, start: index, end, words, text: words.join(" ") });
  }
  return spans;
}

export type ItemEntity = Item & { doubt: string | null; start: number };

const LEADING = new Set(["the", "some", "my", "our", "a", "an", "any", "of", "more", "extra", "all", "both", "your"]);
const TRAILING = new Set(["too", "please", "also", "as", "well", "thanks", "now"]);
/** Words that belong to a request, never to an item's name. */
const REQUEST_WORDS = new Set([
  "one",
  "ones",
  "add",
  "put",
  "remove",
  "delete",
  "tick",
  "untick",
  "check",
  "buy",
  "need",
  "want",
  "get",
  "got",
  "list",
  "shopping",
  "pantry",
  "fridge",
  "freezer",
  "cupboard",
  "please",
  "can",
  "could",
  "would",
  "you",
  "we",
  "i",
  "me",
  "us",
  "it",
  "them",
  "those",
  "these",
  "that",
  "this",
  "they",
  "timer",
  "minutes",
]);

export function locationOf(word: string): Location | null {
  if (/^(?:fridge|refrigerator|chiller)$/.test(word)) return "fridge";
  if (word === "freezer") return "freezer";
  if (/^(?:pantry|cupboards?|larder|press|shelf|cabinet)$/.test(word)) return "pantry";
  return null;
}

export function locationIn(span: Span | undefined): Location | null {
  if (!span) return null;
  for (const word of span.words) {
    const location = locationOf(word);
    if (location) return location;
  }
  return null;
}

/** An amount and unit from their spans: "2" + "cans" → 2 can; "a dozen" → 12; "half" + "kilo" → 0.5 kg. */
function amountOf(qty: Span | undefined, unit: Span | undefined): { quantity: number | null; unit: string | null } {
  const unitText = unit?.text ?? "";
  if (!qty) {
    if (!unit) return { quantity: null, unit: null };
    const known = parseUnit(unitText);
    if (known === "dozen") return { quantity: 12, unit: null };
    return { quantity: 1, unit: known ?? itemKey(unitText) };
  }
  const parsed = parseQuantity(`${qty.text} ${unitText} x`.replace(/\s+/g, " "));
  if (!parsed) return { quantity: null, unit: unit ? (parseUnit(unitText) ?? itemKey(unitText)) : null };
  // parseQuantity reads the unit only when it knows it; a container it does not ("tray") is kept as said.
  const unitWord = parsed.unit ?? (unit && parsed.rest.startsWith(unitText) ? itemKey(unitText) : null);
  return { quantity: parsed.amount, unit: unitWord };
}

/**
 * What is wrong with a name as an item's name, or null: it holds a request, a pronoun, or a
 * verb in a form that only a request has ("tick", "placed"). A word of the kitchen's own is
 * never wrong ("chopped tomatoes", "mince"), nor a present-tense or -ing form, which names as
 * often as it acts ("cornflakes", "baking powder").
 */
const MAX_NAME_READ = 200;
/** How many of a request's item names are read for words that are not part of a name. */
const CHECKED_NAMES = 40;

export function nameDoubt(name: string): string | null {
  // A name past any item's length is refused by the name rule itself; reading it costs time for nothing.
  if (name.length > MAX_NAME_READ) return null;
  const words = name.split(" ");
  const request = words.find((word) => REQUEST_WORDS.has(word));
  if (request) return `"${request}" is not part of an item's name`;
  const terms = nlp(name).json()[0]?.terms ?? [];
  for (const term of terms as Array<{ text: string; tags: string[] }>) {
    if (wordClasses(term.text.toLowerCase()).includes("food")) continue;
    if (term.tags.includes("Pronoun")) return `"${term.text}" is not part of an item's name`;
    if (term.tags.includes("Verb") && (term.tags.includes("Infinitive") || term.tags.includes("PastTense")))
      return `"${term.text}" is a verb`;
  }
  return null;
}

function cleanName(words: string[]): string {
  const kept = [...words];
  while (kept.length && LEADING.has(kept[0])) kept.shift();
  while (kept.length && TRAILING.has(kept[kept.length - 1])) kept.pop();
  return kept.map((word) => lexicon.soundsLike[word] ?? word).join(" ");
}

/**
 * The items a request names, each with the amount, unit, place and use-by date said with it.
 * A place or date said once applies to every item before it that has none (or, said first,
 * to every item after it).
 */
/**
 * The amount said just before an item, read by the quantities module from the words between
 * the item before it (or the request's start) and this one: the longest run of words ending
 * at the item that it reads whole ("bought 2 pounds of" → 2 lb, "and a 6 pack of" → 6
 * packages, "half a pound of" → ½ lb). A unit the module does not know ("2 trays of") is kept
 * as said. Null when no amount is said.
 */
function amountBefore(
  tokens: string[],
  floor: number,
  start: number,
): { quantity: number; unit: string | null } | null {
  let found: { quantity: number; unit: string | null } | null = null;
  for (let from = start - 1; from >= floor && start - from <= 6; from -= 1) {
    if (/^[,.?!;:]$/.test(tokens[from])) break;
    const words = tokens.slice(from, start);
    const parsed = parseQuantity(`${words.join(" ")} x`);
    if (parsed && parsed.rest === "x") found = { quantity: parsed.amount, unit: parsed.unit };
    else if (
      parsed &&
      words.length === 3 &&
      /^\d/.test(words[0]) &&
      /^[a-z]+$/.test(words[1]) &&
      !LEADING.has(words[1]) &&
      words[2] === "of" &&
      parsed.rest === `${words[1]} of x`
    )
      found = { quantity: parsed.amount, unit: itemKey(words[1]) };
  }
  return found;
}

/** Words that belong to an amount next to its marked words ("half a", "a couple of"). */
const AMOUNT_WORDS = new Set(["half", "a", "an", "one", "quarter", "couple", "few"]);

/** The amount's span widened over the amount words beside it, so "half a pound" is read whole. */
function widened(span: Span | undefined, tokens: string[], floor: number): Span | undefined {
  if (!span) return span;
  let start = span.start;
  while (start > floor && AMOUNT_WORDS.has(tokens[start - 1])) start -= 1;
  if (start === span.start) return span;
  const words = tokens.slice(start, span.end);
  return { ...span, start, words, text: words.join(" ") };
}

export function itemsOf(spans: Span[], now: Date, tokens: string[] = []): ItemEntity[] {
  const items: ItemEntity[] = [];
  let floor = 0;
  let qty: Span | undefined;
  let unit: Span | undefined;
  const pendingLocation: { value: Location | null } = { value: null };
  // The next item and the next quantity after each span, found in one pass from the end.
  const nextItemAt: Array<number | undefined> = [];
  const nextQtyAt: Array<number | undefined> = [];
  for (let at = spans.length - 1, item: number | undefined, quantity: number | undefined; at >= 0; at--) {
    nextItemAt[at] = item;
    nextQtyAt[at] = quantity;
    if (spans[at].label === "item") item = at;
    if (spans[at].label === "qty") quantity = at;
  }
  for (const [at, span] of spans.entries()) {
    if (span.label === "qty") qty = span;
    else if (span.label === "unit") unit = span;
    else if (span.label === "item") {
      let amount = amountBefore(tokens, floor, span.start) ?? amountOf(widened(qty, tokens, floor), unit);
      // "milk x2", "eggs 18", "butter 250 g": the amount after the name.
      const after = spans[at + 1];
      // (Not an amount that begins the next item: "cornflakes and a 6 pack of yoghurts".)
      const nextItemIndex = nextItemAt[at];
      const nextItem = nextItemIndex === undefined ? undefined : spans[nextItemIndex];
      const startsNext = nextItem !== undefined && after !== undefined && nextItem.start - after.end <= 3;
      // Also "the oat milk in the fridge, 2 cartons": after its place, when nothing else is named between.
      const nearAfterIndex = nextQtyAt[at];
      const nearAfter = nearAfterIndex === undefined ? undefined : spans[nearAfterIndex];
      const close =
        nearAfterIndex !== undefined &&
        nearAfter !== undefined &&
        nearAfter.start - span.end <= 6 &&
        spans.slice(at + 1, nearAfterIndex).every((later) => later.label === "loc");
      if (
        amount.quantity === null &&
        nearAfter &&
        close &&
        !startsNext &&
        (nearAfter === after || tokens[nearAfter.start - 1] === ",")
      ) {
        const next = spans[(nearAfterIndex ?? at) + 1];
        amount = amountOf(nearAfter, next?.label === "unit" && next.start === nearAfter.end ? next : undefined);
      }
      // "milk x 2", "2 x milk": a count written as a multiplication.
      const times =
        tokens[span.end] === "x" && /^\d+$/.test(tokens[span.end + 1] ?? "") ? Number(tokens[span.end + 1]) : null;
      if (times !== null && amount.quantity === null) amount = { quantity: times, unit: null };
      const name = cleanName(span.words);
      if (name) {
        items.push({
          name,
          ...amount,
          location: pendingLocation.value,
          expiresOn: null,
          // The part-of-speech read costs a fraction of a millisecond a name: enough for any list
          // a member says, bounded for a message made of nothing else.
          doubt: items.length < CHECKED_NAMES ? nameDoubt(name) : null,
          start: span.start,
        });
      }
      qty = undefined;
      unit = undefined;
      floor = span.end;
    } else if (span.label === "loc") {
      const location = locationIn(span);
      const before = items.filter((item) => !item.location);
      if (before.length) before.forEach((item) => (item.location = location));
      else pendingLocation.value = location;
    } else if (span.label === "day") {
      const day = dayIn(span.text, now);
      for (const item of items) if (!item.expiresOn && day) item.expiresOn = day.date;
    }
    // "salmon fillets in the freezer, 4 of them": an amount said of the items before it.
    if (span.label === "qty" && /^of (?:them|those|these|em)\b/.test(tokens.slice(span.end, span.end + 2).join(" "))) {
      const last = items.at(-1);
      if (last && last.quantity === null) Object.assign(last, amountOf(span, undefined));
      qty = undefined;
    }
  }
  return items;
}

/** A length of time in seconds: "10 minutes", "an hour and a half", "90 secs", "1 hour 15". */
export function secondsIn(text: string): number | null {
  const spelled = text
    .replace(/\b(?:an|one) hour and a half\b/g, "90 minutes")
    .replace(/\bhalf an hour\b/g, "30 minutes")
    .replace(/\b(?:a )?quarter of an hour\b|\ba quarter hour\b/g, "15 minutes")
    .replace(/\b(\d+(?:\.\d+)?) and a half (hours?|minutes?)\b/g, (_, whole: string, unit: string) => {
      return `${Number(whole) + 0.5} ${unit}`;
    })
    .replace(/\b(?:a|an)\s+(hour|minute|second)\b/g, "1 $1")
    .replace(/\b(\d+) (hours?) (\d+)$/, "$1 $2 $3 minutes");
  const seconds = parseDuration(spelled, "s");
  return seconds && seconds > 0 ? Math.round(seconds) : null;
}

/** A bare number of a duration ("30" in "12 minutes for the potatoes and 30 for the lamb"), in the unit said before. */
export function secondsWithUnit(text: string, unitSeconds: number): number | null {
  return /^\d+(?:\.\d+)?$/.test(text) ? Math.round(Number(text) * unitSeconds) : secondsIn(text);
}

export function mealOf(words: string[]): MealType | null {
  for (const word of words) {
    if (/^(?:breakfasts?|brunch|brekkie)$/.test(word)) return "breakfast";
    if (/^lunch(?:es)?$/.test(word)) return "lunch";
    if (/^(?:dinners?|suppers?|tea|tonight|tonight's)$/.test(word)) return "dinner";
  }
  return null;
}

const DIETS: Array<[RegExp, string]> = [
  [/\bvegan\b|\bplant based\b/, "vegan"],
  [/\bvegetarian\b|\bveggie\b|\bvego\b|\bmeat free\b|\bno meat\b/, "vegetarian"],
  [/\bpescatarian\b|\bpescetarian\b/, "pescatarian"],
  [/\bgluten free\b|\bco?eliac\b/, "gluten-free"],
  [/\bdairy free\b|\blactose\b/, "dairy-free"],
  [/\bhalal\b/, "halal"],
  [/\bkosher\b/, "kosher"],
  [/\blow carbs?\b/, "low-carb"],
  [/\bketo\b/, "keto"],
  [/\bpaleo\b/, "paleo"],
];

export function dietsIn(text: string): string[] {
  return [...new Set(DIETS.filter(([pattern]) => pattern.test(text)).map(([, diet]) => diet))];
}

export function allergiesIn(text: string): string[] {
  return allergensIn(text.replace(/\blactose\b/, "dairy"));
}
