import { trailingAside } from "../text";
import { formatAmount, parseAmountAndItem, parseUnit } from "./quantities";
import type { RecipeIngredient } from "./recipe-types";

/** On a line whose spaces are already single: "salt, to taste", "parsley for garnish". */
const TO_TASTE = /[,;]? ?\b(?:to taste|as needed|as required|optional|for serving|to serve|for garnish)\b\.?$/i;
const LEADING_ASIDE = /^\(([^)]*)\)\s*/;

function lowerFirst(text: string) {
  // "Salt" → "salt", but "NYC bagels" keeps its capitals.
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

function joinNotes(...notes: Array<string | undefined>) {
  const kept = notes.map((note) => note?.trim()).filter((note): note is string => Boolean(note));
  return kept.length > 0 ? kept.join(", ") : undefined;
}

/**
 * One written ingredient line read into quantity, unit, name and note, the shape the recipe's
 * scaling, shopping list and pantry checks use: "2 cups flour, sifted" → 2 cup "flour" (sifted);
 * "1 (14 oz) can tomatoes" → 1 can "tomatoes" (14 oz); "salt, to taste" → "salt" (to taste).
 */
export function parseIngredientLine(line: string): RecipeIngredient {
  let text = line
    .replace(/\s+/g, " ")
    .replace(/^[-•*▢□☐–]\s*/, "")
    .trim();
  // "salt to taste" keeps "to taste" as its note; "oil, plus more for serving" keeps its whole clause.
  const matched = TO_TASTE.exec(text);
  const toTaste = matched && (/^[,;]/.test(matched[0]) || !text.slice(0, matched.index).includes(",")) ? matched : null;
  if (toTaste) text = text.slice(0, toTaste.index).trim();
  const parsed = parseAmountAndItem(text);
  let item = parsed.item;
  let unit: string | null = parsed.unit;
  let aside: string | undefined;
  const leading = LEADING_ASIDE.exec(item);
  if (leading) {
    aside = leading[1];
    item = item.slice(leading[0].length);
    const [first, ...rest] = item.split(" ");
    const unitWord = unit === null && rest.length > 0 ? parseUnit(first) : null;
    if (unitWord) {
      unit = unitWord;
      item = rest.join(" ");
    }
  }
  const comma = item.indexOf(",");
  let name = comma === -1 ? item : item.slice(0, comma);
  const afterComma = comma === -1 ? undefined : item.slice(comma + 1);
  // An aside that ends the name with nothing after it: "tomatoes (ripe)", not "tomatoes (ripe) ".
  const trailing = name.endsWith(")") ? trailingAside(name) : null;
  if (trailing) {
    name = trailing.before;
    aside = joinNotes(aside, trailing.inside);
  }
  const note = joinNotes(aside, afterComma, toTaste?.[0].replace(/^[,;]?\s*/, "").replace(/\.$/, ""));
  const ingredient: RecipeIngredient = {
    quantity: parsed.amount,
    unit: parsed.amount === null ? null : unit,
    name: lowerFirst(name.replace(/^of\s+/i, "").trim()) || lowerFirst(text),
  };
  if (note) ingredient.note = note;
  return ingredient;
}

/** An ingredient written back as one line, which reads back the same: "2 cups flour, sifted". */
export function formatIngredientLine(ingredient: RecipeIngredient): string {
  const amount = formatAmount(ingredient.quantity, ingredient.unit);
  return [amount, ingredient.name].filter(Boolean).join(" ") + (ingredient.note ? `, ${ingredient.note}` : "");
}

const DURATION = /\b(\d+(?:\.\d+)?)(?:\s*(?:-|to|–)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|h|minutes?|mins?|m)\b/gi;

/**
 * The timer a step's text suggests: "Simmer for 20–25 minutes" → 25, "Bake 1 hour" → 60,
 * "roast for 1 hour 15 minutes" → 75. Null when the step names no time.
 */
export function timerMinutesIn(instruction: string): number | null {
  let total = 0;
  let found = false;
  let lastEnd = -1;
  for (const match of instruction.matchAll(DURATION)) {
    // Only one time per step: "1 hour 15 minutes" adds up, "10 minutes, then 5 minutes" takes the first.
    if (
      found &&
      match.index !== undefined &&
      instruction.slice(lastEnd, match.index).trim() !== "" &&
      !/^(and)?$/i.test(instruction.slice(lastEnd, match.index).trim())
    )
      break;
    const value = Number(match[2] ?? match[1]);
    total += /^h/i.test(match[3]) ? value * 60 : value;
    found = true;
    lastEnd = (match.index ?? 0) + match[0].length;
  }
  if (!found) return null;
  const minutes = Math.round(total);
  return minutes >= 1 && minutes <= 1440 ? minutes : null;
}
