import * as z from "zod/mini";
import { COOKING_SKILL_VALUES, cuisines, MEAL_PREP_TIME, SPICE_LEVEL_VALUES, THEMES, UNIT_SYSTEMS } from "./options";
import { orderedRules, text } from "./ordered";

export const displayNameSchema = orderedRules({ displayName: text() }, (v) => [
  { field: "displayName", fails: () => v.displayName.trim() === "", message: "Please enter a display name" },
  {
    field: "displayName",
    fails: () => v.displayName.trim().length > 80,
    message: "Display name must be 80 characters or fewer",
  },
]);

/** A custom entry is trimmed and lower-cased before it is compared or stored. */
export function normaliseDietaryEntry(value: string) {
  return value.trim().toLowerCase();
}

const entryList = z.pipe(
  z.optional(z.array(z.string())),
  z.transform((values) => [...new Set((values ?? []).map(normaliseDietaryEntry).filter((value) => value !== ""))]),
);

const DIETARY_ENTRY_MAX = 40;

export type DietaryIntent = "save-dietary" | "add-restriction" | "add-allergy";

/**
 * Enter in a text box submits the form's first button, "add-typed": it adds whatever
 * was typed (a restriction first, then an allergy) or else saves the selection.
 */
export function effectiveDietaryIntent(values: {
  intent: DietaryIntent | "add-typed";
  customRestriction: string;
  customAllergy: string;
}): DietaryIntent {
  if (values.intent !== "add-typed") return values.intent;
  if (values.customRestriction.trim() !== "") return "add-restriction";
  if (values.customAllergy.trim() !== "") return "add-allergy";
  return "save-dietary";
}

export const dietarySchema = orderedRules(
  {
    intent: z.enum(["save-dietary", "add-restriction", "add-allergy", "add-typed"]),
    dietaryRestrictions: entryList,
    allergies: entryList,
    customRestriction: text(),
    customAllergy: text(),
  },
  (values) => {
    const v = { ...values, intent: effectiveDietaryIntent(values) };
    const restriction = normaliseDietaryEntry(v.customRestriction);
    const allergy = normaliseDietaryEntry(v.customAllergy);
    return [
      {
        field: "customRestriction",
        fails: () => v.intent === "add-restriction" && restriction === "",
        message: "Please enter a dietary restriction",
      },
      {
        field: "customRestriction",
        fails: () => v.intent === "add-restriction" && restriction.length > DIETARY_ENTRY_MAX,
        message: "Keep it to 40 characters or fewer",
      },
      {
        field: "customRestriction",
        fails: () => v.intent === "add-restriction" && v.dietaryRestrictions.includes(restriction),
        message: "That dietary restriction is already in your list",
      },
      {
        field: "customAllergy",
        fails: () => v.intent === "add-allergy" && allergy === "",
        message: "Please enter an allergy",
      },
      {
        field: "customAllergy",
        fails: () => v.intent === "add-allergy" && allergy.length > DIETARY_ENTRY_MAX,
        message: "Keep it to 40 characters or fewer",
      },
      {
        field: "customAllergy",
        fails: () => v.intent === "add-allergy" && v.allergies.includes(allergy),
        message: "That allergy is already in your list",
      },
    ];
  },
);

export const MEAL_PREP_TIME_MESSAGE = `Meal prep time must be between ${MEAL_PREP_TIME.min} and ${MEAL_PREP_TIME.max} minutes, in steps of ${MEAL_PREP_TIME.step}`;

export const preferencesSchema = z.object({
  cookingSkill: z.enum(COOKING_SKILL_VALUES, { error: "Please choose your cooking skill" }),
  spiceLevel: z.enum(SPICE_LEVEL_VALUES, { error: "Please choose a spice level" }),
  cuisines: z.pipe(
    z.optional(z.array(z.enum(cuisines))),
    z.transform((values) => [...new Set(values ?? [])]),
  ),
  mealPrepTime: z.pipe(
    z.pipe(
      z.string({ error: MEAL_PREP_TIME_MESSAGE }),
      z.transform((value) => Number.parseInt(value, 10)),
    ),
    z
      .number({ error: MEAL_PREP_TIME_MESSAGE })
      .check(
        z.int(MEAL_PREP_TIME_MESSAGE),
        z.gte(MEAL_PREP_TIME.min, MEAL_PREP_TIME_MESSAGE),
        z.lte(MEAL_PREP_TIME.max, MEAL_PREP_TIME_MESSAGE),
        z.multipleOf(MEAL_PREP_TIME.step, MEAL_PREP_TIME_MESSAGE),
      ),
  ),
});

/** Settings → Preferences → Appearance: light, dark, or the system's. */
export const themeSchema = z.object({
  theme: z.enum(THEMES, { error: "Please choose Light, Dark or System" }),
});

/** Settings → Preferences → Units: metric or US customary. */
export const unitsSchema = z.object({
  units: z.enum(UNIT_SYSTEMS, { error: "Please choose Metric or US customary" }),
});
