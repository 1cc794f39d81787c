import { addDays, addWeeks, format, nextDay, type Day } from "date-fns";
import { allergensIn } from "~/domain/kitchen/allergens";

/**
 * Slots that people add to a request in clauses of their own or at its end: where the
 * things go ("…, put them in the fridge"), when they expire ("it expires on friday",
 * "use by the 3rd", "exp sat"), which list they are for ("can you add them to the list"),
 * how many ("4 of them"), and asides that describe rather than ask ("the greek one",
 * "unsalted", "it goes off so fast"). Reading them here keeps them out of item names.
 */

export type Target = "list" | "pantry";
export type Slots = {
  location: "fridge" | "freezer" | "pantry" | null;
  expiresOn: string | null;
  target: Target | null;
  quantity: { amount: number; unit: string | null } | null;
};

const WEEKDAY_NAMES: Array<[RegExp, Day]> = [
  [/^sun(?:day)?$/, 0],
  [/^mon(?:day)?$/, 1],
  [/^tue(?:s|sday)?$/, 2],
  [/^wed(?:s|nesday)?$/, 3],
  [/^thu(?:r|rs|rsday)?$/, 4],
  [/^fri(?:day)?$/, 5],
  [/^sat(?:urday)?$/, 6],
];

const iso = (date: Date) => format(date, "yyyy-MM-dd");

/** A weekday written out or cut short ("wed", "thurs", "sat"), or null. */
export function weekdayOf(word: string): Day | null {
  return WEEKDAY_NAMES.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

/**
 * The day a phrase names, for a date to come: "friday", "sat", "tomorrow", "the 3rd",
 * "15th", "in 3 weeks", "5 days", "next week". The coming one: a weekday is the next with
 * that name (today when it is today), a day of the month is this month's unless passed.
 */
export function dateIn(phrase: string, now: Date): string | null {
  const text = phrase.replace(/^(?:on|by|until|till|til|the|in|for|about|around)\s+/, "").trim();
  if (/^(?:today|tonight)\b/.test(text)) return iso(now);
  if (/^(?:tomorrow|tmrw)\b/.test(text)) return iso(addDays(now, 1));
  if (/^(?:the )?day after tomorrow\b/.test(text)) return iso(addDays(now, 2));
  const span = /^(?:in\s+)?(\d+|a|an|one)\s+(days?|weeks?|months?)\b/.exec(
    phrase.replace(/^(?:on|by|until|till|for)\s+/, ""),
  );
  if (span) {
    const amount = /^\d+$/.test(span[1]) ? Number(span[1]) : 1;
    if (span[2].startsWith("day")) return iso(addDays(now, amount));
    if (span[2].startsWith("week")) return iso(addWeeks(now, amount));
    return iso(new Date(now.getFullYear(), now.getMonth() + amount, now.getDate()));
  }
  if (/^next week\b/.test(text)) return iso(addWeeks(now, 1));
  const first = text.split(/\s+/)[0] ?? "";
  const weekday = weekdayOf(first.replace(/'s$/, ""));
  if (weekday !== null) return iso(now.getDay() === weekday ? now : nextDay(now, weekday));
  const ordinal = /^(the\s+)?(\d{1,2})(st|nd|rd|th)?\b/.exec(phrase.replace(/^(?:on|by|until|till|til)\s+/, ""));
  if (ordinal && (ordinal[1] || ordinal[3])) {
    const day = Number(ordinal[2]);
    if (day >= 1 && day <= 31) {
      const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
      let date = new Date(now.getFullYear(), now.getMonth(), day);
      if (date < start) date = new Date(now.getFullYear(), now.getMonth() + 1, day);
      return iso(date);
    }
  }
  return null;
}

/** "it expires on friday", "use by tomorrow", "best before the 3rd", "exp sat", "good till tmrw", "they go off on thursday". */
const EXPIRY =
  /(?:^|\s)(?:(?:it|they|these|those|both|which)(?:'s|'re| is| are| will| all)?\s+)?(?:expires?|expiring|exp|expiry|use by|use before|best before|bb|sell by|good (?:till|until|til|for)|go(?:es)? off|goes bad|go bad|keeps? (?:till|until)|lasts? (?:till|until))\s*(?:date\s+)?(?:is\s+)?(.+)$/;

const LOCATION_WORD = /\b(fridge|refrigerator|freezer|pantry|cupboards?|larder|inventory)\b/;

function locationOf(word: string): Slots["location"] {
  if (word === "fridge" || word === "refrigerator") return "fridge";
  if (word === "freezer") return "freezer";
  return "pantry";
}

/** A clause that only says where things are or go: "put them in the fridge", "it's in the freezer", "fridge", "for the freezer". */
const LOCATION_CLAUSE =
  /^(?:(?:and|so|then)\s+)?(?:(?:it|they|them|these|those|both|all|everything)(?:'s|'re| is| are| go| goes| went| can go| should go)?\s+)?(?:(?:please\s+)?(?:put|stick|pop|chuck|throw|store|keep|place|move)\s+(?:it|them|these|those|em|that|everything|all of (?:it|them))?\s*)?(?:in|into|to|for|inside)?\s*(?:the|my|our)?\s*(fridge|refrigerator|freezer|pantry|cupboards?|larder)(?:\s+(?:now|please|too))?$/;

const TARGET_CLAUSE =
  /^(?:(?:and|so|then|also|just|oh)\s+)*(?:(?:can|could|would|will) you\s+)?(?:please\s+)?(?:add|put|stick|pop|chuck|throw|get|grab|write|jot)\s+(?:down\s+)?(?:it|them|that|those|these|em|this|some(?: more)?|more|(?:a |an |\d+ )?(?:big |small |large |new )?(?:bag|bottle|pack|packet|box|tin|can|jar|carton|loaf|bunch)s?(?: of (?:it|them))?)?\s*(?:on|to|onto|in|into)\s+(?:the|my|our)?\s*(shopping list|shopping|grocery list|groceries|list|pantry|inventory|fridge|freezer|cupboards?)\b(?:\s+(?:too|as well|please))?$/;

/** "4 of them", "2 cartons", "500g", "x2". */
const QUANTITY_CLAUSE =
  /^(?:x\s*)?(\d+(?:\.\d+)?)\s*([a-z]+)?(?:\s+of (?:them|those|these|em|it))?(?:\s+(?:in|into|for) (?:the )?(fridge|freezer|pantry|cupboards?))?$/;

/**
 * Clauses that describe, excuse or chat, never an item: "the greek one", "red ones",
 * "size 4", "iceberg if they have it", "it goes off so fast", "we're almost out",
 * "i don't need it", "for the pancakes".
 */
const ASIDE_CLAUSE =
  /\bif (?:they|you|there|it|not)\b|^(?:(?:the|a|an|one of the|any)\s+)?(?:[a-z-]+\s+){0,3}(?:one|ones|kind|type|brand|sort)\b|^(?:it|its|it's|they|they're|them|that|this|these|those|which|we|we're|we've|i|i'm|i've|you|if|as|because|so|since|size|for|no|not|lol|thanks|cheers|ideally|preferably|if possible|whatever)\b|^[a-z]+(?:ed)$/;

/** "…, we don't need it after all" after a removal: why, about the thing already named (after "add milk" it would take the request back). */
const NOT_NEEDED_REMARK =
  /^(?:i|we) (?:don't|do not|no longer|won't) need (?:it|them|that|those|these|any(?: of (?:it|them))?)(?: (?:anymore|any more|after all|now|today|this week))?$/;
const REMOVAL = /^(?:remove|take|delete|drop|scrap|cross|get rid of|bin|ditch)\b/;

/**
 * Splits a message into clauses and reads the slot clauses out of it; `clauses` are what
 * is left to be understood (further items stay items).
 */
export function readClauses(text: string, now: Date): { slots: Slots; clauses: string[] } {
  const slots: Slots = { location: null, expiresOn: null, target: null, quantity: null };
  const parts = text.split(/\s*(?:[,;]|\.\s|\s-\s)\s*/).filter(Boolean);
  const kept: string[] = [];
  for (const [index, raw] of parts.entries()) {
    let part = raw.trim();
    // An expiry at the end of any clause: "add milk to the fridge use by tomorrow".
    // "anything expire tomorrow?" asks about expiry dates; it does not give one.
    const expiry = /^(?:anything|what|which|is|are|does|do|when|how|will|has|have)\b/.test(part)
      ? null
      : EXPIRY.exec(part);
    if (expiry) {
      const date = dateIn(expiry[1], now);
      if (date) {
        slots.expiresOn = date;
        const cut = part.slice(0, expiry.index).trim();
        const where = LOCATION_WORD.exec(expiry[1]);
        if (where && !slots.location) slots.location = locationOf(where[1]);
        if (!cut) continue;
        part = cut;
      }
    }
    if (index === 0) {
      kept.push(part);
      continue;
    }
    const location = LOCATION_CLAUSE.exec(part);
    if (location) {
      slots.location = locationOf(location[1]);
      slots.target = "pantry";
      continue;
    }
    const target = TARGET_CLAUSE.exec(part);
    if (target) {
      const word = target[1];
      slots.target = /list|shopping|grocer/.test(word) ? "list" : "pantry";
      if (slots.target === "pantry" && /fridge|freezer|refrigerator/.test(word)) slots.location = locationOf(word);
      continue;
    }
    const quantity = QUANTITY_CLAUSE.exec(part);
    if (
      quantity &&
      (!quantity[2] ||
        /^(?:of|x|g|kg|grams?|kilos?|ml|l|litres?|liters?|lbs?|pounds?|oz|ounces?|packs?|packets?|bags?|bottles?|cartons?|tins?|cans?|jars?|boxes|box|loaves|loaf|bunch(?:es)?|dozen|pints?)$/.test(
          quantity[2],
        ))
    ) {
      slots.quantity = {
        amount: Number(quantity[1]),
        unit: quantity[2] && quantity[2] !== "x" && quantity[2] !== "of" ? quantity[2] : null,
      };
      if (quantity[3]) slots.location = locationOf(quantity[3]);
      continue;
    }
    if (ASIDE_CLAUSE.test(part) && kept.length) {
      // "we're almost out", "i don't need it": an aside, unless it asks for something itself.
      if (NOT_NEEDED_REMARK.test(part) && REMOVAL.test(kept[0])) continue;
      if (
        !/\b(?:add|put|what|what's|how|can|could|do|does|is|are|show|remove|delete|plan|suggest|make|cook|start|set|tick|check|have|got|bought|need|used|ran|run|finished|allergic|eat|ideas?)\b/.test(
          part,
        )
      )
        continue;
    }
    kept.push(part);
  }
  return { slots, clauses: kept };
}

/* ---------- Diets and allergies said in a message ---------- */

export type Eaters = { restrictions: string[]; allergies: string[] };

const DIET_WORDS: Array<[RegExp, string]> = [
  [/\bvegan\b|\bplant[- ]based\b/, "vegan"],
  [/\bvegetarian\b|\bveggie\b|\bmeat[- ]?free\b|\bno meat\b|\bdon't eat meat\b/, "vegetarian"],
  [/\bpescatarian\b|\bpescetarian\b/, "pescatarian"],
  [/\bgluten[- ]?free\b|\bco?eliac\b/, "gluten-free"],
  [/\bdairy[- ]?free\b|\blactose intolerant\b/, "dairy-free"],
  [/\bhalal\b|\bdon't eat pork\b|\bno pork\b/, "halal"],
  [/\bkosher\b/, "kosher"],
  [/\blow[- ]?carbs?\b/, "low-carb"],
  [/\bketo\b/, "keto"],
  [/\bpaleo\b/, "paleo"],
];

function dietsIn(phrase: string): string[] {
  return DIET_WORDS.filter(([pattern]) => pattern.test(phrase)).map(([, diet]) => diet);
}

/** "I'm allergic to peanuts", "I have a soy allergy", "no dairy for me, I'm allergic", "I can't eat shellfish". */
const ALLERGY_STATEMENT =
  /\ballergic to ([a-z ,'-]+?)(?=$|[,.;]| fyi| now| too| what| so| and (?:i|we|what|can|could))|\b(?:have|got|with) (?:a |an )?([a-z ,'-]+?) allerg(?:y|ies)\b|\b([a-z -]+?) allerg(?:y|ies)\b|\bi can't (?:eat|have) ([a-z ,'-]+?)(?=$|[,.;])|\bno ([a-z ]+?) for me\b/;
/** "I'm vegan", "we went vegetarian", "I follow a gluten-free diet", "I'm coeliac", "I don't eat pork". */
const DIET_STATEMENT =
  /\b(?:i'm|i am|we're|we are|i've gone|we've gone|i went|we went|i've become|going|now|i follow|we follow|i eat|we eat|i keep|we keep|i'm on|we're on|on a)\s+(?:all\s+|now\s+|fully\s+|a\s+|strictly\s+|mostly\s+|also\s+)*(vegan|vegetarian|veggie|pescatarian|pescetarian|halal|kosher|keto|paleo|low[- ]carb|gluten[- ]free|dairy[- ]free|co?eliac|lactose intolerant)\b|\b(?:i|we) (?:don't|do not|can't) eat (pork|meat|gluten|dairy)\b|\b(?:follow|on) a ([a-z -]+?) diet\b/;

/**
 * What a message says about the member's own diet or allergies, as words the profile
 * keeps, plus the rest of the message (what they asked, if anything).
 */
export function statedEaters(text: string): (Eaters & { rest: string }) | null {
  const allergy = ALLERGY_STATEMENT.exec(text);
  const diet = DIET_STATEMENT.exec(text);
  if (!allergy && !diet) return null;
  const allergies = allergy ? allergensIn(allergy.slice(1).find(Boolean) ?? "") : [];
  const restrictions = diet ? dietsIn(diet[0]) : [];
  if (!allergies.length && !restrictions.length) return null;
  // The rest: the clauses that are not the statement ("what can i make").
  const rest = text
    .split(/\s*(?:[,;]|\.\s)\s*/)
    .filter(
      (clause) =>
        !ALLERGY_STATEMENT.test(clause) &&
        !DIET_STATEMENT.test(clause) &&
        !/^(?:i'm|i am|we're) allergic$|^(?:i'm|we're) allergic\b/.test(clause),
    )
    .join(", ")
    .replace(/^(?:so|and|but)\s+/, "")
    .trim();
  return { allergies, restrictions, rest };
}

/** Limits for this request only: "no fish", "without eggs", "fish free", "vegetarian dinners". */
export function requestedEaters(text: string): Eaters {
  const allergies = new Set<string>();
  for (const match of text.matchAll(
    /\b(?:no|without|not|avoid|avoiding|minus|free of)\s+(?:any\s+)?([a-z ]+?)(?=$|[,.;]| and (?!cheese)| or | for | in | please| thanks)/g,
  )) {
    for (const allergen of allergensIn(match[1])) allergies.add(allergen);
  }
  for (const match of text.matchAll(/\b([a-z]+(?: [a-z]+)?)[- ]free\b/g)) {
    for (const allergen of allergensIn(match[1])) allergies.add(allergen);
  }
  const restrictions = dietsIn(
    text.replace(/\b[a-z]+[- ]free\b/g, (phrase) => (/gluten|dairy|meat/.test(phrase) ? phrase : " ")),
  );
  // "gluten-free" is a diet the recipes carry; a "fish-free" wish is an allergen to avoid.
  if (restrictions.includes("dairy-free")) allergies.add("dairy");
  if (restrictions.includes("gluten-free")) allergies.add("wheat");
  if (/\bno meat\b|\bmeat[- ]?free\b/.test(text) && !restrictions.includes("vegetarian"))
    restrictions.push("vegetarian");
  return { restrictions: [...new Set(restrictions)], allergies: [...allergies] };
}
