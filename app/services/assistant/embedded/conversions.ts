import { convert, parseUnit, type Unit } from "~/domain/kitchen/quantities";
import { lexicon } from "../understanding/lexicon";

/**
 * Kitchen conversions with numbers: weight to weight, volume to volume, Fahrenheit and
 * Celsius, and weight to volume (or back) through the density of the ingredient named
 * ("200 g flour in cups", "grams in a cup of sugar"). Densities are grams per US cup of
 * the ingredient as it is usually measured (spooned and levelled for flour).
 */

const GRAMS_PER_CUP: Array<[RegExp, number, string]> = [
  [/\b(?:bread |plain |all[- ]purpose |self[- ]raising |whole ?wheat |wholemeal )?flour\b/, 125, "flour"],
  [/\bicing sugar\b|\bpowdered sugar\b|\bconfectioners'? sugar\b/, 120, "icing sugar"],
  [/\bbrown sugar\b/, 220, "brown sugar"],
  [/\b(?:caster |granulated |white )?sugar\b/, 200, "sugar"],
  [/\bbutter\b/, 227, "butter"],
  [/\b(?:white |brown |basmati |jasmine |arborio )?rice\b/, 185, "rice"],
  [/\b(?:rolled )?oats\b/, 90, "oats"],
  [/\bcocoa(?: powder)?\b/, 85, "cocoa powder"],
  [/\bhoney\b/, 340, "honey"],
  [/\b(?:maple )?syrup\b/, 315, "syrup"],
  [/\b(?:olive |vegetable |sunflower |canola )?oil\b/, 218, "oil"],
  [/\bmilk\b/, 245, "milk"],
  [/\bwater\b/, 240, "water"],
  [/\b(?:double |heavy |single |whipping )?cream\b/, 240, "cream"],
  [/\byog(?:h)?urt\b/, 245, "yoghurt"],
  [/\bsalt\b/, 288, "salt"],
  [/\b(?:grated )?parmesan\b/, 100, "grated parmesan"],
  [/\b(?:grated |shredded )?cheese\b/, 113, "grated cheese"],
  [/\bchocolate chips\b/, 170, "chocolate chips"],
  [/\balmonds?\b|\bnuts\b/, 140, "nuts"],
  [/\bpeanut butter\b/, 258, "peanut butter"],
  [/\bbreadcrumbs\b/, 108, "breadcrumbs"],
  [/\bcornstarch\b|\bcornflour\b/, 128, "cornflour"],
  [/\blentils\b/, 200, "lentils"],
  [/\bquinoa\b/, 170, "quinoa"],
  [/\bpasta\b/, 100, "dry pasta"],
];

export type Conversion = { amount: number; from: string; to: string; ingredient: string | null };

const UNIT_WORDS =
  "(?:g|grams?|kg|kilos?|kilograms?|mg|oz|ounces?|lbs?|pounds?|ml|millilit(?:re|er)s?|l|lit(?:re|er)s?|cups?|tbsp|tablespoons?|tsp|teaspoons?|fl oz|fluid ounces?|pints?|quarts?|gallons?)";
/** "350 degrees … in celsius": the number, and (TEMPERATURE_TARGET) the scale asked for after it. */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- a chat message, 4,000 characters at most (linear-readers.test.ts bounds its reading)
const TEMPERATURE_NUMBER = /\b(\d+(?:\.\d+)?)\s*(?:°|degrees?|deg)?\s*(?:f|c|fahrenheit|celsius|centigrade)?\b/;
const TEMPERATURE_TARGET = /\b(?:in|to|into)\s+(?:°\s*)?(celsius|centigrade|c|fahrenheit|f)\b/g;

/**
 * The first number and the last scale named after it, as /number.*in scale/ would find them,
 * without trying every number against the rest of the text.
 */
function temperatureIn(text: string): { amount: number; scale: string } | null {
  let target: RegExpExecArray | null = null;
  for (const found of text.matchAll(TEMPERATURE_TARGET)) target = found;
  if (!target) return null;
  const number = TEMPERATURE_NUMBER.exec(text.slice(0, target.index));
  return number ? { amount: Number(number[1]), scale: target[1] } : null;
}

function unitOf(word: string): Unit | null {
  return parseUnit(word.replace(/^fluid ounces?$/, "fl oz"));
}

/** The ingredient named in a conversion question, and its grams per cup. */
function density(text: string): { grams: number; name: string } | null {
  const found = GRAMS_PER_CUP.find(([pattern]) => pattern.test(text));
  return found ? { grams: found[1], name: found[2] } : null;
}

/** "a quarter cup", "half a cup", "three quarters of a cup": the amount as a number. */
const FRACTIONS: Record<string, string> = {
  half: "0.5",
  quarter: "0.25",
  "3 quarters": "0.75",
  third: "0.33",
  "2 thirds": "0.67",
};
/** (The message's number words are digits by now: "three quarters" reads "3 quarters".) */
const FRACTION =
  /\b(a half|half|a quarter|quarter|3 quarters|a third|2 thirds)(?: of)?(?: an?)? (?=(?:cups?|teaspoons?|tablespoons?|pounds?|ounces?|litres?|liters?|pints?|gallons?|kilos?|kilograms?)\b)/g;

/**
 * "convert 200 g flour to cups", "how many grams is 2 cups of flour", "grams in a cup of
 * sugar", "whats 500 grams in pounds", "350 degrees in celsius": the amount, the units and
 * the ingredient, or null when the message is not a conversion.
 */
export function conversionIn(said: string): Conversion | null {
  const text = said.replace(FRACTION, (_, fraction: string) => `${FRACTIONS[fraction.replace(/^an? /, "")]} `);
  const temperature = temperatureIn(text);
  if (temperature && /\b(degrees?|°|celsius|fahrenheit|oven|temp)/.test(text)) {
    const to = temperature.scale.startsWith("c") ? "celsius" : "fahrenheit";
    return { amount: temperature.amount, from: to === "celsius" ? "fahrenheit" : "celsius", to, ingredient: null };
  }
  // "convert 200 g flour to cups", "whats 500 grams in pounds", "2 cups of sugar in grams"
  const amountFirst = new RegExp(
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- a chat message, 4,000 characters at most (linear-readers.test.ts bounds its reading)
    `(?:^|\\s)(\\d+(?:\\.\\d+)?)\\s*(${UNIT_WORDS})\\b(?:\\s+of)?\\s*([a-z ]*?)\\s+(?:in|to|into|as)\\s+(${UNIT_WORDS})\\b`,
  ).exec(text);
  if (amountFirst && unitOf(amountFirst[2]) && unitOf(amountFirst[4])) {
    return {
      amount: Number(amountFirst[1]),
      from: amountFirst[2],
      to: amountFirst[4],
      ingredient: ingredientOf(amountFirst[3]),
    };
  }
  // "how many grams of sugar are in one cup"
  const ofFirst = new RegExp(
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- a chat message, 4,000 characters at most (linear-readers.test.ts bounds its reading)
    `\\b(?:how many|how much)\\s+(${UNIT_WORDS})\\s+of\\s+([a-z ]+?)\\s+(?:is|are)?\\s*(?:in)\\s+(?:(?:a|an|one)\\s+|(\\d+(?:\\.\\d+)?)\\s*)?(${UNIT_WORDS}|stick)\\b`,
  ).exec(text);
  if (ofFirst)
    return {
      amount: ofFirst[3] ? Number(ofFirst[3]) : 1,
      from: ofFirst[4],
      to: ofFirst[1],
      ingredient: ingredientOf(ofFirst[2]),
    };
  // "how many grams (is|in|are in) 2 cups of flour", "grams in a cup of sugar", "grams in a stick of butter"
  const howMany = new RegExp(
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- a chat message, 4,000 characters at most (linear-readers.test.ts bounds its reading)
    `\\b(?:how many|how much)?\\s*(${UNIT_WORDS})\\s+(?:(?:is|are)\\s+)?(?:in|=|makes?|per|is|are)\\s+(?:(?:a|an|one)\\s+|(\\d+(?:\\.\\d+)?)\\s*)?(${UNIT_WORDS}|stick|sticks)\\b(?:\\s+of)?\\s*(.*)$`,
  ).exec(text);
  if (howMany && unitOf(howMany[1]) && (unitOf(howMany[3]) || /^sticks?$/.test(howMany[3]))) {
    return {
      amount: howMany[2] ? Number(howMany[2]) : 1,
      from: howMany[3],
      to: howMany[1],
      ingredient: ingredientOf(howMany[4]),
    };
  }
  return null;
}

function ingredientOf(phrase: string | undefined) {
  const name = (phrase ?? "").replace(/^(?:of|the|a|an)\s+/, "").trim();
  return name
    ? name
        .split(" ")
        .map((word) => lexicon.soundsLike[word] ?? word)
        .join(" ")
    : null;
}

function round(value: number) {
  if (value >= 100) return Math.round(value);
  if (value >= 10) return Math.round(value * 10) / 10;
  return Math.round(value * 100) / 100;
}

/** The answer in words, with the number, or null when the units cannot be converted. */
export function answerConversion(conversion: Conversion): string | null {
  if (conversion.from === "fahrenheit" || conversion.from === "celsius") {
    const value =
      conversion.from === "fahrenheit" ? ((conversion.amount - 32) * 5) / 9 : (conversion.amount * 9) / 5 + 32;
    const shown = Math.round(value);
    const oven =
      conversion.from === "fahrenheit"
        ? ` (about ${Math.round(shown / 5) * 5}°C in most recipes; ${Math.round(shown / 5) * 5 - 20}°C in a fan oven)`
        : "";
    return `${conversion.amount}°${conversion.from === "fahrenheit" ? "F" : "C"} is about ${shown}°${conversion.to === "celsius" ? "C" : "F"}${oven}.`;
  }
  // A US stick of butter is half a cup: 113 g.
  if (/^sticks?$/.test(conversion.from))
    return `${round(conversion.amount)} ${conversion.amount === 1 ? "stick" : "sticks"} of butter ${conversion.amount === 1 ? "is" : "are"} about ${round(conversion.amount * 113)} g (half a cup, 8 tablespoons each).`;
  const from = unitOf(conversion.from);
  const to = unitOf(conversion.to);
  if (!from || !to) return null;
  const direct = convert(conversion.amount, from, to);
  const show = (amount: number, unit: string) => `${round(amount)} ${unit}`;
  if (direct !== null) return `${show(conversion.amount, conversion.from)} is about ${show(direct, conversion.to)}.`;
  const found = density(conversion.ingredient ?? "");
  if (!found) {
    return `That depends on the ingredient, since ${conversion.from} measure weight or volume differently. Tell me what it is, for example "${conversion.amount} ${conversion.from} of flour in ${conversion.to}".`;
  }
  // Through grams and cups: weight ↔ volume with the ingredient's density.
  const grams = convert(conversion.amount, from, "g");
  const cups = convert(conversion.amount, from, "cup");
  const value =
    grams !== null
      ? convert(grams / found.grams, "cup", to)
      : cups !== null
        ? convert(cups * found.grams, "g", to)
        : null;
  if (value === null) return null;
  return `${show(conversion.amount, conversion.from)} of ${found.name} is about ${show(value, conversion.to)} (a cup of ${found.name} weighs about ${found.grams} g).`;
}
