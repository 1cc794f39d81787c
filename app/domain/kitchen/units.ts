/**
 * A member's units: recipe amounts and temperatures shown in metric (g, ml, °C) or US
 * customary (oz, cups, °F) at display time. Stored recipes keep their own amounts; this module
 * only decides what a reader sees, rounded to what a cook would measure.
 *
 * - Teaspoons and tablespoons are measuring spoons in both systems: they never change.
 * - Counts ("2 eggs") and count-like units (cloves, cans, pinches) stay as written.
 * - Masses under ¼ oz (7 g) stay in grams: no spoon or cup measures them without knowing the
 *   ingredient, and a scale reads grams.
 *
 * Plain TypeScript, so pages, cards and the assistant all convert the same way.
 */
import { convert, formatAmount, formatQuantity, humanise, parseQuantity, parseUnit, type Unit } from "./quantities";
import type { UnitSystem } from "~/schemas/options";

export type { UnitSystem };

type Converted = { amount: number; unit: Unit };

const SPOONS: ReadonlySet<Unit> = new Set(["tsp", "tbsp"]);
const METRIC: ReadonlySet<Unit> = new Set(["mg", "g", "kg", "ml", "l"]);
const US: ReadonlySet<Unit> = new Set(["oz", "lb", "fl oz", "cup", "pint", "quart", "gallon"]);

/** Rounds to the nearest `step`, never to nothing. */
function toStep(value: number, step: number) {
  return Math.max(step, Math.round(value / step) * step);
}

/** The nearest of ¼, ⅓, ½, ⅔, ¾ or a whole number: the marks on a measuring cup. */
function toCupMarks(value: number) {
  const whole = Math.floor(value);
  const marks = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
  const nearest = marks.reduce((best, mark) =>
    Math.abs(value - whole - mark) < Math.abs(value - whole - best) ? mark : best,
  );
  return Math.max(1 / 4, whole + nearest);
}

function grams(grams: number): Converted {
  const rounded =
    grams < 10
      ? toStep(grams, 0.5)
      : grams < 100
        ? toStep(grams, 1)
        : grams < 1000
          ? toStep(grams, 5)
          : toStep(grams, 10);
  const shown = humanise(rounded, "g");
  return { amount: shown.amount, unit: shown.unit ?? "g" };
}

function millilitres(ml: number): Converted {
  const rounded = ml < 10 ? toStep(ml, 0.5) : ml < 100 ? toStep(ml, 5) : ml < 1000 ? toStep(ml, 10) : toStep(ml, 50);
  const shown = humanise(rounded, "ml");
  return { amount: shown.amount, unit: shown.unit ?? "ml" };
}

/** Ounces in quarter, half or whole steps as the amount grows; a pound and more in quarter pounds. */
function ouncesOrPounds(grams: number): Converted | null {
  if (grams < 7) return null;
  const ounces = grams / 28.3495;
  if (ounces >= 15.5) return { amount: toStep(grams / 453.592, 0.25), unit: "lb" };
  const step = ounces <= 2 ? 0.25 : ounces <= 8 ? 0.5 : 1;
  return { amount: toStep(ounces, step), unit: "oz" };
}

/** Teaspoons, tablespoons, cups or (from 2 litres) quarts, each rounded to what its measure marks. */
function spoonsOrCups(ml: number): Converted {
  if (ml < 14) return { amount: toStep(ml / 4.929, 0.25), unit: "tsp" };
  if (ml < 56) return { amount: toStep(ml / 14.787, 0.5), unit: "tbsp" };
  const cups = ml / 236.588;
  if (ml >= 2000) return { amount: toStep(ml / 946.353, 0.5), unit: "quart" };
  return { amount: cups >= 4 ? toStep(cups, 0.5) : toCupMarks(cups), unit: "cup" };
}

/**
 * The amount in the member's system, rounded to what a cook would measure, or null when it
 * is shown as written (already in the system, a spoon, a count, or too small to measure).
 */
export function amountInSystem(amount: number, unit: Unit | null, system: UnitSystem): Converted | null {
  if (unit === null || SPOONS.has(unit) || !Number.isFinite(amount) || amount <= 0) return null;
  if (system === "metric" && US.has(unit)) {
    const mass = convert(amount, unit, "g");
    return mass !== null ? grams(mass) : millilitres(convert(amount, unit, "ml") ?? amount);
  }
  if (system === "us" && METRIC.has(unit) && unit !== "mg") {
    const mass = convert(amount, unit, "g");
    return mass !== null ? ouncesOrPounds(mass) : spoonsOrCups(convert(amount, unit, "ml") ?? amount);
  }
  return null;
}

/** An amount as a reader sees it: the text in their system, and the stored amount when it was converted. */
export type ShownAmount = { text: string; original: string | null };

/** A stored amount for people, in the member's system: "7 oz" (original "200 g"), "2 tbsp", "3". */
export function showAmount(
  quantity: number | null | undefined,
  unit: string | null | undefined,
  system: UnitSystem,
): ShownAmount {
  const original = formatAmount(quantity, unit);
  const known = unit ? parseUnit(unit) : null;
  const converted =
    quantity !== null && quantity !== undefined && known ? amountInSystem(quantity, known, system) : null;
  return converted
    ? { text: formatQuantity(converted.amount, converted.unit), original }
    : { text: original, original: null };
}

// ---------------------------------------------------------------------------
// Temperatures

export type Scale = "C" | "F";

/**
 * A temperature in the other scale, rounded as cooks do: ovens in 25 °F and 10 °C steps
 * (180 °C is 350 °F, 425 °F is 220 °C), meat and oil in 5 °F and whole °C (74 °C is 165 °F).
 */
export function convertTemperature(value: number, from: Scale): number {
  if (from === "C") {
    const f = (value * 9) / 5 + 32;
    return f >= 250 ? Math.round(f / 25) * 25 : f >= 100 ? Math.round(f / 5) * 5 : Math.round(f);
  }
  const c = ((value - 32) * 5) / 9;
  return c >= 100 ? Math.round(c / 10) * 10 : Math.round(c);
}

// ---------------------------------------------------------------------------
// Amounts and temperatures written in text

/** A piece of converted text: as written, or a measure shown in the member's system with what was written. */
export type TextPart = string | { text: string; original: string };

const NUMBER = String.raw`(?:\d+ \d+\/\d+|\d+\/\d+|\d*[½⅓⅔¼¾⅛]|\d+(?:[.,]\d+)?)`;
const TEMPERATURE_UNIT = String.raw`\s?°\s?[CF]|\s?º\s?[CF]|\s(?:degrees?\s)?(?:Celsius|Fahrenheit)|\sdegrees?\s[CF]|[CF]`;
const AMOUNT_UNIT = String.raw`\s?(?:fl\.?\s?oz|fluid ounces?|ounces?|oz|pounds?|lbs?|grams?|g|kilograms?|kilos?|kg|millilit(?:re|er)s?|ml|lit(?:re|er)s?|l|cups?|tablespoons?|tbsp|teaspoons?|tsp|pints?|quarts?)`;
/** A number and a unit, not inside a word or a range's second half ("400-500 g" stays as written). */
const MEASURE = String.raw`(?<![\p{L}\p{N}.,]|[–-]\s?)(${NUMBER}(?:${TEMPERATURE_UNIT}|${AMOUNT_UNIT}))(?![\p{L}\p{N}])`;
/** A measure, and another in brackets right after it: "200°C (400°F)", "1 cup (240 ml)". */
const MEASURES = new RegExp(String.raw`${MEASURE}(?:\s?\(${MEASURE}\))?`, "giu");

type Measure =
  | { kind: "temperature"; value: number; scale: Scale; text: string }
  | { kind: "amount"; amount: number; unit: Unit; text: string };

function readMeasure(text: string): Measure | null {
  // "180C" and "350F", as British and American recipes write ovens; "2c" is nothing we read.
  const bare = /^(\d+)([CFcf])$/.exec(text);
  if (bare) {
    const oven = bare[1].length >= 2 && bare[1].length <= 3 && /[CF]/.test(bare[2]);
    return oven ? { kind: "temperature", value: Number(bare[1]), scale: bare[2] === "C" ? "C" : "F", text } : null;
  }
  const temperature = /^(\d+(?:[.,]\d+)?)\D*?(C|F|Celsius|Fahrenheit)$/i.exec(text);
  if (temperature && /°|º|degree|celsius|fahrenheit/i.test(text)) {
    return {
      kind: "temperature",
      value: Number(temperature[1].replace(",", ".")),
      scale: temperature[2].charAt(0).toUpperCase() === "C" ? "C" : "F",
      text,
    };
  }
  const quantity = parseQuantity(text);
  return quantity?.unit && quantity.rest === ""
    ? { kind: "amount", amount: quantity.amount, unit: quantity.unit, text }
    : null;
}

/** Whether a measure is already in the system: spoons are in both. */
function belongs(measure: Measure, system: UnitSystem) {
  if (measure.kind === "temperature") return measure.scale === (system === "us" ? "F" : "C");
  return SPOONS.has(measure.unit) || (system === "us" ? US : METRIC).has(measure.unit);
}

function shownMeasure(measure: Measure, system: UnitSystem): string | null {
  if (measure.kind === "temperature") {
    if (belongs(measure, system)) return null;
    return `${convertTemperature(measure.value, measure.scale)}°${measure.scale === "C" ? "F" : "C"}`;
  }
  const converted = amountInSystem(measure.amount, measure.unit, system);
  return converted ? formatQuantity(converted.amount, converted.unit) : null;
}

/**
 * Text with its amounts and temperatures in the member's system: "Heat the oven to 180°C" reads
 * "Heat the oven to 350°F" in US units. A pair written by the author ("200°C (400°F)") keeps
 * the half in the member's system. Spoons, counts, lengths and ranges stay as written.
 */
export function convertTextParts(text: string, system: UnitSystem): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(MEASURES)) {
    const first = readMeasure(match[1]);
    const second = match[2] ? readMeasure(match[2]) : null;
    if (!first) continue;
    const shown =
      (second ? [first, second].find((measure) => belongs(measure, system))?.text : undefined) ??
      shownMeasure(first, system);
    if (!shown) continue;
    parts.push(text.slice(at, match.index), { text: shown, original: match[0] });
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return parts.filter((part) => part !== "");
}

/** `convertTextParts` as plain text, for replies and speech. */
export function convertText(text: string, system: UnitSystem): string {
  return convertTextParts(text, system)
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("");
}
