/**
 * Kitchen quantities: parse, normalise, convert and format amounts such as
 * "2 pounds", "½ cup", "a dozen" or "250g".
 *
 * Plain TypeScript without dependencies, so it runs on the server and in the browser.
 *
 * Conventions:
 * - A `null` unit is a plain count ("3 tomatoes"), as in `RecipeIngredient.unit`.
 * - "dozen" is a count unit worth 12. The parsers turn it into a plain count:
 *   "a dozen eggs" gives 12 with a null unit.
 * - Measures are US customary (1 cup = 236.588 ml, 1 lb = 453.592 g, ...).
 * - A range ("2-3 tomatoes", "1 to 2 cups") parses as its upper bound, the amount to buy.
 * - A minus sign ("-2 lemons") is read, not dropped: the amount is negative, and the quantity
 *   rule refuses it as it refuses 0 ("- 2 lemons", a bullet, stays 2).
 */
import { ONES, TENS } from "../numbers";
import { trimCharacters } from "../text";

export const MASS_UNITS = ["mg", "g", "kg", "oz", "lb"] as const;
export const VOLUME_UNITS = ["ml", "l", "tsp", "tbsp", "fl oz", "cup", "pint", "quart", "gallon"] as const;
/** Units that are plain counts in disguise: they convert to and from a null unit. */
export const COUNT_UNITS = ["piece", "dozen"] as const;
/** Count-like units that only combine with themselves (3 cloves + 2 cloves, never cloves + cans). */
export const OTHER_UNITS = [
  "clove",
  "can",
  "bunch",
  "slice",
  "sprig",
  "stalk",
  "head",
  "pinch",
  "dash",
  "package",
  "bottle",
  "jar",
  "loaf",
  "bag",
  "box",
  "carton",
  "stick",
  "block",
  "tub",
  "punnet",
  "sachet",
  "tray",
  "rasher",
  "bulb",
] as const;
export const UNITS = [...MASS_UNITS, ...VOLUME_UNITS, ...COUNT_UNITS, ...OTHER_UNITS] as const;

export type MassUnit = (typeof MASS_UNITS)[number];
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export type CountUnit = (typeof COUNT_UNITS)[number];
export type OtherUnit = (typeof OTHER_UNITS)[number];
/** Canonical unit id. A quantity without a unit (`null`) is a plain count. */
export type Unit = (typeof UNITS)[number];
export type UnitFamily = "mass" | "volume" | "count" | "other";

export type Quantity = { amount: number; unit: Unit | null };
/** Base unit of `normalise`: grams, millilitres, a plain count (null) or the count-like unit itself. */
export type BaseUnit = "g" | "ml" | OtherUnit | null;
export type NormalisedQuantity = { amount: number; unit: BaseUnit };
/** A quantity read from the start of a text; `rest` is what follows it (after an optional "of"). */
export type ParsedQuantity = { amount: number; unit: Unit | null; rest: string };
/** An amount, its unit and the item of a phrase like "2 pounds chicken breast"; amount null when none is given. */
export type ParsedItem = { amount: number | null; unit: Unit | null; item: string };

type UnitDef = {
  family: UnitFamily;
  /** Size in the family's base unit (g, ml or count); 1 for "other" units. */
  factor: number;
  singular: string;
  plural: string;
  /** Spellings recognised when parsing, lower case, besides the canonical id. */
  aliases: readonly string[];
  /** Shown with fractions (½ cup) rather than decimals (0.5 kg). */
  fractions: boolean;
};

function metric(family: "mass" | "volume", factor: number, label: string, aliases: readonly string[]): UnitDef {
  return { family, factor, singular: label, plural: label, aliases, fractions: false };
}

function customary(
  family: UnitFamily,
  factor: number,
  singular: string,
  plural: string,
  aliases: readonly string[],
): UnitDef {
  return { family, factor, singular, plural, aliases, fractions: true };
}

function countLike(singular: string, plural: string, aliases: readonly string[]): UnitDef {
  return { family: "other", factor: 1, singular, plural, aliases, fractions: true };
}

const UNIT_DEFS: Readonly<Record<Unit, UnitDef>> = {
  mg: metric("mass", 0.001, "mg", ["mgs", "milligram", "milligrams", "milligramme", "milligrammes"]),
  g: metric("mass", 1, "g", ["gr", "gm", "gms", "gram", "grams", "gramme", "grammes"]),
  kg: metric("mass", 1000, "kg", ["kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]),
  oz: customary("mass", 28.3495, "oz", "oz", ["ozs", "ounce", "ounces"]),
  lb: customary("mass", 453.592, "lb", "lb", ["lbs", "pound", "pounds"]),
  ml: metric("volume", 1, "ml", ["mls", "milliliter", "milliliters", "millilitre", "millilitres"]),
  l: metric("volume", 1000, "l", ["ltr", "ltrs", "liter", "liters", "litre", "litres"]),
  tsp: customary("volume", 4.929, "tsp", "tsp", ["tsps", "teaspoon", "teaspoons"]),
  tbsp: customary("volume", 14.787, "tbsp", "tbsp", [
    "tbsps",
    "tbs",
    "tbl",
    "tbls",
    "tblsp",
    "tablespoon",
    "tablespoons",
  ]),
  "fl oz": customary("volume", 29.574, "fl oz", "fl oz", [
    "fl ozs",
    "fl. oz",
    "fl.oz",
    "floz",
    "fluid oz",
    "fluid ounce",
    "fluid ounces",
  ]),
  cup: customary("volume", 236.588, "cup", "cups", ["c", "cups"]),
  pint: customary("volume", 473.176, "pint", "pints", ["pt", "pts", "pints"]),
  quart: customary("volume", 946.353, "quart", "quarts", ["qt", "qts", "quarts"]),
  gallon: customary("volume", 3785.41, "gal", "gal", ["gal", "gals", "gallons"]),
  piece: customary("count", 1, "piece", "pieces", ["pc", "pcs", "pieces"]),
  dozen: customary("count", 12, "dozen", "dozen", ["doz", "dozens"]),
  clove: countLike("clove", "cloves", ["cloves"]),
  can: countLike("can", "cans", ["cans", "tin", "tins"]),
  bunch: countLike("bunch", "bunches", ["bunches"]),
  slice: countLike("slice", "slices", ["slices"]),
  sprig: countLike("sprig", "sprigs", ["sprigs"]),
  stalk: countLike("stalk", "stalks", ["stalks"]),
  head: countLike("head", "heads", ["heads"]),
  pinch: countLike("pinch", "pinches", ["pinches"]),
  dash: countLike("dash", "dashes", ["dashes"]),
  package: countLike("package", "packages", ["packages", "pack", "packs", "packet", "packets", "pkg", "pkgs"]),
  bottle: countLike("bottle", "bottles", ["bottles"]),
  jar: countLike("jar", "jars", ["jars"]),
  loaf: countLike("loaf", "loaves", ["loaves"]),
  bag: countLike("bag", "bags", ["bags"]),
  box: countLike("box", "boxes", ["boxes"]),
  carton: countLike("carton", "cartons", ["cartons"]),
  stick: countLike("stick", "sticks", ["sticks"]),
  block: countLike("block", "blocks", ["blocks"]),
  tub: countLike("tub", "tubs", ["tubs"]),
  punnet: countLike("punnet", "punnets", ["punnets"]),
  sachet: countLike("sachet", "sachets", ["sachets"]),
  tray: countLike("tray", "trays", ["trays"]),
  rasher: countLike("rasher", "rashers", ["rashers"]),
  bulb: countLike("bulb", "bulbs", ["bulbs"]),
};

const ALIAS_TO_UNIT: ReadonlyMap<string, Unit> = new Map(
  UNITS.flatMap((unit) => [unit, ...UNIT_DEFS[unit].aliases].map((alias) => [alias, unit] as const)),
);
/** Longest first, so "fl oz" wins over "oz" and "cups" over "c". */
const ALIASES_LONGEST_FIRST: ReadonlyArray<readonly [string, Unit]> = [...ALIAS_TO_UNIT].sort(
  (a, b) => b[0].length - a[0].length,
);

// ---------------------------------------------------------------------------
// Units and families

export function isUnit(value: string): value is Unit {
  return Object.prototype.hasOwnProperty.call(UNIT_DEFS, value);
}

/**
 * The canonical unit of a spelling ("Tablespoons" → "tbsp", "fl. oz." → "fl oz"), or null when unknown.
 * Case-insensitive, except that a lone "T" is a tablespoon and a lone "t" a teaspoon.
 */
export function parseUnit(text: string): Unit | null {
  const spelled = text.trim().replace(/\s+/g, " ").replace(/\.$/, "");
  if (spelled === "T") return "tbsp";
  if (spelled === "t") return "tsp";
  return ALIAS_TO_UNIT.get(spelled.toLowerCase()) ?? null;
}

/** "mass", "volume", "count" (null, piece, dozen) or "other" (clove, can, pinch...). */
export function unitFamily(unit: Unit | null): UnitFamily {
  return unit === null ? "count" : UNIT_DEFS[unit].family;
}

function factorOf(unit: Unit | null): number {
  return unit === null ? 1 : UNIT_DEFS[unit].factor;
}

function isOtherUnit(unit: Unit | null): unit is OtherUnit {
  return unit !== null && UNIT_DEFS[unit].family === "other";
}

/** Whether quantities in these units can be added: the same family, and the very same unit for "other" units. */
export function compatible(a: Unit | null, b: Unit | null): boolean {
  const family = unitFamily(a);
  if (family !== unitFamily(b)) return false;
  return family !== "other" || a === b;
}

/** The amount in the family's base unit: grams, millilitres, a plain count, or unchanged for "other" units. */
export function normalise(amount: number, unit: Unit | null): NormalisedQuantity {
  if (isOtherUnit(unit)) return { amount, unit };
  switch (unitFamily(unit)) {
    case "mass":
      return { amount: amount * factorOf(unit), unit: "g" };
    case "volume":
      return { amount: amount * factorOf(unit), unit: "ml" };
    default:
      return { amount: amount * factorOf(unit), unit: null };
  }
}

/** `amount` of `from` expressed in `to`, or null when the units are not compatible. */
export function convert(amount: number, from: Unit | null, to: Unit | null): number | null {
  if (!compatible(from, to)) return null;
  if (from === to) return amount;
  return (amount * factorOf(from)) / factorOf(to);
}

/** The sum of two quantities in the first one's unit, or null when they cannot be added (cups and grams). */
export function addQuantities(a: Quantity, b: Quantity): Quantity | null {
  const converted = convert(b.amount, b.unit, a.unit);
  return converted === null ? null : { amount: a.amount + converted, unit: a.unit };
}

// ---------------------------------------------------------------------------
// Parsing

/** The fraction characters of Unicode ("½", "⅜") and their values. */
export const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅐": 1 / 7,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
  "⅑": 1 / 9,
  "⅒": 1 / 10,
};
const VULGAR = `[${Object.keys(VULGAR_FRACTIONS).join("")}]`;
const SLASH = "[/⁄∕]";

const RE_MIXED = new RegExp(`^(\\d+)(?: ?- ?| and | )(\\d+) ?${SLASH} ?(\\d+)`, "i");
const RE_INT_VULGAR = new RegExp(`^(\\d+)(?: ?- ?| and | )?(${VULGAR})`, "i");
const RE_FRACTION = new RegExp(`^(\\d+) ?${SLASH} ?(\\d+)`);
const RE_VULGAR = new RegExp(`^(${VULGAR})`);
/** "1,000" or "12,500.5": commas as thousands separators. */
const RE_THOUSANDS = /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?(?!\d|,\d)/;
/** "3", "1.5", "1,5", ".5": a comma is otherwise a decimal separator. */
const RE_DECIMAL = /^(?:\d+(?:[.,]\d+)?|[.,]\d+)/;

/** The cardinal number words, one to twenty, for amounts said or written in words (from the one table of them). */
export const CARDINAL_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries({ ...ONES, twenty: TENS.twenty }).filter(([, value]) => value > 0),
);
const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, ...CARDINAL_WORDS };
const RE_NUMBER_WORD = new RegExp(`^(${Object.keys(NUMBER_WORDS).join("|")})(?= |$)`, "i");
const FRACTION_WORDS: Readonly<Record<string, number>> = {
  half: 1 / 2,
  quarter: 1 / 4,
  quarters: 1 / 4,
  third: 1 / 3,
  thirds: 1 / 3,
};
const NUMERATOR_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3 };
/** "half", "a half", "three quarters", "two-thirds", "half a", "a quarter of a"; not "half and half" (the cream). */
const RE_FRACTION_WORD =
  /^(?:(a|an|one|two|three)[ -])?(half|quarters?|thirds?)(?! ?(?:&|and) ?half)(?: (?:of )?(?:a|an))?(?= |$|-dozen)/i;
/** "... and a half", "... and three quarters" after a whole number. */
const RE_AND_FRACTION_WORD = /^ and (?:(a|an|one|three)[ -])?(half|quarters?|thirds?)(?= |$)/i;
const RE_COUPLE = /^(?:a )?couple(?: of)?(?= |$)/i;
const RE_FEW = /^a few(?: of)?(?= |$)/i;
const RE_RANGE = /^(?: ?[-–—] ?| to )/i;
/** Words that say "an unspecified amount": the amount stays null and the words are dropped. */
const RE_VAGUE =
  /^(?:some|any|more|several|a little(?: bit)?(?: of)?|a bit(?: of)?|a lot of|lots of|plenty of|a handful of|handful of|a splash of|a drizzle of) /i;
const RE_TO_TASTE = /(?:,? (?:to taste|as needed|as required))$/i;
const RE_BULLET = /^[-*•·] /;
/** A minus sign starting an amount: "-2", "−½" (not "- 2", a bullet). */
const RE_MINUS = new RegExp(`^[-−‒–](?=\\d|[.,]\\d|${VULGAR})`);

type Read = { value: number; length: number };

function positive(n: number): boolean {
  return Number.isFinite(n) && n >= 0;
}

function readNumeric(s: string): Read | null {
  let m = RE_MIXED.exec(s);
  if (m && Number(m[3]) !== 0) {
    return { value: Number(m[1]) + Number(m[2]) / Number(m[3]), length: m[0].length };
  }
  m = RE_INT_VULGAR.exec(s);
  if (m) return { value: Number(m[1]) + (VULGAR_FRACTIONS[m[2]] ?? 0), length: m[0].length };
  m = RE_FRACTION.exec(s);
  if (m) {
    if (Number(m[2]) === 0) return null;
    return { value: Number(m[1]) / Number(m[2]), length: m[0].length };
  }
  m = RE_VULGAR.exec(s);
  if (m) return { value: VULGAR_FRACTIONS[m[1]] ?? 0, length: m[0].length };
  m = RE_THOUSANDS.exec(s);
  if (m) return { value: Number(m[0].replace(/,/g, "")), length: m[0].length };
  m = RE_DECIMAL.exec(s);
  if (m) {
    const value = Number(m[0].replace(",", "."));
    return positive(value) ? { value, length: m[0].length } : null;
  }
  return null;
}

function fractionWordValue(numerator: string | undefined, word: string): number {
  const top = numerator === undefined ? 1 : (NUMERATOR_WORDS[numerator.toLowerCase()] ?? 1);
  return top * (FRACTION_WORDS[word.toLowerCase()] ?? 0);
}

function readWords(s: string): Read | null {
  let m = RE_COUPLE.exec(s);
  if (m) return { value: 2, length: m[0].length };
  m = RE_FEW.exec(s);
  if (m) return { value: 3, length: m[0].length };
  m = RE_FRACTION_WORD.exec(s);
  if (m) return { value: fractionWordValue(m[1], m[2]), length: m[0].length };
  m = RE_NUMBER_WORD.exec(s);
  if (m) return { value: NUMBER_WORDS[m[1].toLowerCase()] ?? 1, length: m[0].length };
  return null;
}

/** The upper bound of a range ("-3", " to 3"), numbers or number words other than "a"/"an". */
function readRangeEnd(s: string): Read | null {
  const sep = RE_RANGE.exec(s);
  if (!sep) return null;
  const after = s.slice(sep[0].length);
  const end = readNumeric(after) ?? readNumberWordOnly(after);
  return end ? { value: end.value, length: sep[0].length + end.length } : null;
}

function readNumberWordOnly(s: string): Read | null {
  const m = RE_NUMBER_WORD.exec(s);
  if (!m || /^an?$/i.test(m[1])) return null;
  return { value: NUMBER_WORDS[m[1].toLowerCase()] ?? 1, length: m[0].length };
}

type UnitRead = { unit: Unit; length: number };

/** A unit at the start of `s` (after a space or hyphen), followed by a word boundary and an optional dot. */
function readUnit(s: string): UnitRead | null {
  const lead = /^ ?-? ?/.exec(s);
  const start = lead ? lead[0].length : 0;
  const t = s.slice(start);
  const single = /^([Tt])(?![\p{L}\p{N}])\.?/u.exec(t);
  if (single) return { unit: single[1] === "T" ? "tbsp" : "tsp", length: start + single[0].length };
  for (const [alias, unit] of ALIASES_LONGEST_FIRST) {
    if (t.length < alias.length || t.slice(0, alias.length).toLowerCase() !== alias) continue;
    const next = t.charAt(alias.length);
    if (/[\p{L}\p{N}]/u.test(next)) continue;
    return { unit, length: start + alias.length + (next === "." ? 1 : 0) };
  }
  return null;
}

function clean(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(RE_BULLET, "");
}

function tidyItem(text: string): string {
  return trimCharacters(text.replace(RE_TO_TASTE, ""), /[\s,;:.]/);
}

/** Reads a quantity at the start of already cleaned text, with its sign. */
function scanQuantity(text: string): ParsedQuantity | null {
  const minus = RE_MINUS.exec(text);
  if (!minus) return scanAmount(text);
  const read = scanAmount(text.slice(minus[0].length));
  return read && { ...read, amount: -read.amount };
}

/** Reads an unsigned quantity at the start of already cleaned text. */
function scanAmount(s: string): ParsedQuantity | null {
  if (RE_VAGUE.test(s)) return null;
  let amount: number | null = null;
  let pos = 0;
  let numeric = false;

  const number = readNumeric(s);
  if (number) {
    amount = number.value;
    pos = number.length;
    numeric = true;
  } else {
    const words = readWords(s);
    if (words) {
      amount = words.value;
      pos = words.length;
    }
  }

  if (amount !== null) {
    if (Number.isInteger(amount)) {
      const and = RE_AND_FRACTION_WORD.exec(s.slice(pos));
      if (and) {
        amount += fractionWordValue(and[1], and[2]);
        pos += and[0].length;
      }
    }
    const end = readRangeEnd(s.slice(pos));
    if (end) {
      amount = Math.max(amount, end.value);
      pos += end.length;
    }
  }

  let rest = s.slice(pos);
  const unitRead = readUnit(rest);
  let unit: Unit | null = null;

  if (amount === null) {
    // A bare unit counts as one of it: "pinch of salt", "dozen eggs".
    if (!unitRead || (unitRead.unit !== "dozen" && !/^ of(?= |$)/i.test(rest.slice(unitRead.length)))) return null;
    amount = 1;
  } else if (numeric && !unitRead && /^-?[\p{L}\p{N}%]/u.test(rest)) {
    // "7up", "2% milk", "3rd", "2-inch": a number that is part of a name, not a quantity.
    return null;
  }

  if (unitRead) {
    unit = unitRead.unit;
    rest = rest.slice(unitRead.length);
  }
  if (unit === "dozen") {
    amount *= 12;
    unit = null;
  }
  rest = rest.replace(/^ of(?= |$)/i, "");
  return { amount, unit, rest: rest.trim() };
}

/**
 * Reads the quantity at the start of `text`: "2 pounds", "½ cup", "1 1/2 cups", "a dozen", "two", "250g",
 * "an onion" (1, no unit), "a pinch of salt" (1 pinch). Null when the text does not start with a quantity.
 */
export function parseQuantity(text: string): ParsedQuantity | null {
  return scanQuantity(clean(text));
}

/**
 * Splits a shopping or pantry phrase into amount, unit and item: "2 pounds chicken breast" → 2 lb
 * "chicken breast"; "a dozen eggs" → 12 "eggs"; "some bread" and "bread" → amount null, "bread".
 */
export function parseAmountAndItem(text: string): ParsedItem {
  const s = clean(text);
  const quantity = scanQuantity(s);
  if (quantity) return { amount: quantity.amount, unit: quantity.unit, item: tidyItem(quantity.rest) };
  return { amount: null, unit: null, item: tidyItem(s.replace(RE_VAGUE, "")) };
}

// ---------------------------------------------------------------------------
// Formatting

const FRACTION_GLYPHS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
];
/** How far an amount may be from a common cooking fraction and still be shown as one. */
const FRACTION_TOLERANCE = 0.02 + 1e-9;

type Shown = { text: string; value: number };

/** "1½", "⅓", "2", or null when the amount is not near a common cooking fraction. */
function asFraction(amount: number): Shown | null {
  const sign = amount < 0 ? -1 : 1;
  const abs = Math.abs(amount);
  let whole = Math.floor(abs);
  const frac = abs - whole;
  let glyph = "";
  let value = whole;
  if (frac <= FRACTION_TOLERANCE) {
    if (whole === 0 && abs > 0) return null;
  } else if (1 - frac <= FRACTION_TOLERANCE) {
    whole += 1;
    value = whole;
  } else {
    const match = FRACTION_GLYPHS.find(([f]) => Math.abs(frac - f) <= FRACTION_TOLERANCE);
    if (!match) return null;
    glyph = match[1];
    value = whole + match[0];
  }
  const digits = whole === 0 && glyph ? "" : String(whole);
  return { text: `${sign < 0 ? "-" : ""}${digits}${glyph}`, value: sign * value };
}

/** At most two decimals, trailing zeros trimmed; tiny non-zero amounts keep two significant digits. */
function asDecimal(amount: number): Shown {
  let value = Math.round(amount * 100) / 100;
  if (value === 0 && amount !== 0) value = Number(amount.toPrecision(2));
  if (Object.is(value, -0)) value = 0;
  return { text: String(value), value };
}

/** The unit's label for an amount shown as `value`: "cup" for ½ or 1, "cups" for 1½, "g" always. */
export function unitLabel(unit: Unit, value: number): string {
  const def = UNIT_DEFS[unit];
  const abs = Math.abs(value);
  return abs > 1 || abs === 0 ? def.plural : def.singular;
}

/**
 * For people: "2 lb", "1 gal", "½ cup", "1½ cups", "12", "250 g", "1.5 kg", "3 cloves".
 * Customary units and counts show common cooking fractions; metric units show up to two decimals.
 */
export function formatQuantity(amount: number, unit: Unit | null): string {
  const fractions = unit === null || UNIT_DEFS[unit].fractions;
  const shown = (fractions ? asFraction(amount) : null) ?? asDecimal(amount);
  return unit === null ? shown.text : `${shown.text} ${unitLabel(unit, shown.value)}`;
}

function isNice(amount: number): boolean {
  return asFraction(amount) !== null;
}

/**
 * The same quantity in a unit that reads better: 1500 g → 1.5 kg, 0.25 l → 250 ml, 32 oz → 2 lb,
 * 3 tsp → 1 tbsp, 8 tbsp → ½ cup (customary units only move when the result is a tidy fraction).
 * Counts and count-like units are returned unchanged.
 */
export function humanise(amount: number, unit: Unit | null): Quantity {
  const keep: Quantity = { amount, unit };
  const to = (target: Unit): Quantity => {
    if (target === unit) return keep;
    return { amount: convert(amount, unit, target) ?? amount, unit: target };
  };
  if (amount === 0 || !Number.isFinite(amount)) return keep;
  const base = Math.abs(amount * factorOf(unit));
  switch (unit) {
    case "mg":
    case "g":
    case "kg":
      return to(base >= 1000 ? "kg" : base >= 1 ? "g" : "mg");
    case "ml":
    case "l":
      return to(base >= 1000 ? "l" : "ml");
    case "oz": {
      const pounds = to("lb");
      return Math.abs(amount) >= 16 && isNice(pounds.amount) ? pounds : keep;
    }
    case "tsp": {
      const tablespoons = to("tbsp");
      return Math.abs(amount) >= 3 && isNice(tablespoons.amount) ? humanise(tablespoons.amount, "tbsp") : keep;
    }
    case "tbsp": {
      const cups = to("cup");
      return Math.abs(amount) >= 4 && isNice(cups.amount) ? cups : keep;
    }
    default:
      return keep;
  }
}

/** An amount as stored, for people: "2 lb", "½ cup", "3", "2 handfuls"; empty when unknown. */
export function formatAmount(quantity: number | null | undefined, unit: string | null | undefined): string {
  if (quantity === null || quantity === undefined) return "";
  if (!unit) return formatQuantity(quantity, null);
  const known = parseUnit(unit);
  return known ? formatQuantity(quantity, known) : `${formatQuantity(quantity, null)} ${unit}`;
}

/** A unit as stored: the canonical spelling when it is one we know ("pounds" → "lb"). */
export function canonicalUnit(unit: string | null | undefined) {
  if (!unit) return null;
  return parseUnit(unit) ?? unit.trim().toLowerCase();
}
