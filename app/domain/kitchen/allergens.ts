import { presetAllergies } from "~/schemas/options";
import type { Allergen } from "./recipe-types";

/**
 * The words people use for the preset allergens, in one place: the assistant reads them in
 * "I'm allergic to prawns", and recipe suggestions read them in a member's own (custom)
 * allergy entries. Longer names come first, so "tree nuts" is not also read as "nuts".
 */
const ALLERGEN_NAMES: Array<[RegExp, Allergen[]]> = [
  [/\btree ?nuts?\b/, ["tree nuts"]],
  [/\bpeanuts?\b/, ["peanuts"]],
  [/\bnuts?\b/, ["nuts"]],
  [/\b(?:dairy|milk|lactose|cheese|cow's milk)\b/, ["dairy"]],
  [/\beggs?\b/, ["eggs"]],
  [/\bsoy(?:a|beans?)?\b/, ["soy"]],
  [/\b(?:wheat|gluten)\b/, ["wheat"]],
  [/\bseafood\b/, ["fish", "shellfish"]],
  [/\b(?:shellfish|shrimps?|prawns?|crabs?|lobsters?)\b/, ["shellfish"]],
  [/\bfish\b/, ["fish"]],
  [/\bsesame(?: seeds?)?\b/, ["sesame"]],
];

/** What else an allergen rules out: an allergy to peanuts or tree nuts keeps "contains nuts" away too. */
const ALSO_BLOCKS: Partial<Record<Allergen, Allergen[]>> = {
  nuts: ["peanuts", "tree nuts"],
  peanuts: ["nuts"],
  "tree nuts": ["nuts"],
};

const PRESETS = new Set<string>(presetAllergies);

export function isPresetAllergen(entry: string): entry is Allergen {
  return PRESETS.has(entry);
}

/** The preset allergens a phrase names, as a profile would keep them ("peanuts and prawns" → peanuts, shellfish). */
export function allergensIn(phrase: string): Allergen[] {
  const found = new Set<Allergen>();
  let rest = phrase.toLowerCase();
  for (const [pattern, allergens] of ALLERGEN_NAMES) {
    if (!pattern.test(rest)) continue;
    allergens.forEach((allergen) => found.add(allergen));
    rest = rest.replace(new RegExp(pattern.source, "g"), " ");
  }
  return [...found];
}

/** Every recipe allergen an allergy entry keeps away ("tree nut" → tree nuts and nuts; "cheese" → dairy). */
export function allergensMeant(allergy: string): Allergen[] {
  const entry = allergy.trim().toLowerCase();
  const named = isPresetAllergen(entry) ? [entry] : allergensIn(entry);
  return [...new Set(named.flatMap((allergen) => [allergen, ...(ALSO_BLOCKS[allergen] ?? [])]))];
}
