import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { mealTypes, presetAllergies, presetDietaryRestrictions } from "~/schemas/options";
import { dayRef, type ComponentType, type EvalCase } from "./types";

/**
 * The evaluation sets are data: JSON files in tests/eval/sets/, read and checked here. A
 * held-out set is frozen once written; `sets/CHECKSUMS` lists each file's SHA-256, and
 * tests/integration/eval-sets.test.ts fails when a file no longer matches it.
 *
 * In a set, a day is a string (see `dayRef` in ./types) and a pattern on a reply's words is
 * written "/source/flags".
 */

export const SETS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "sets");

const day = z.string().transform((value, ctx) => {
  try {
    return dayRef(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

const pattern = z
  .string()
  .regex(/^\/.+\/[a-z]*$/s, 'a pattern is written "/source/flags"')
  .transform((value) => {
    const end = value.lastIndexOf("/");
    return new RegExp(value.slice(1, end), value.slice(end + 1));
  });

const amount = { quantity: z.number().nullable().optional(), unit: z.string().nullable().optional() };
const mealType = z.enum(mealTypes);
const diet = z.enum(presetDietaryRestrictions);
const allergen = z.enum(presetAllergies);
const component = z.enum([
  "inventory-list",
  "recipe",
  "shopping-list",
  "timer",
  "cooking-step",
  "meal-plan",
]) satisfies z.ZodType<ComponentType>;
const entries = z.object({ has: z.array(z.string()).optional(), lacks: z.array(z.string()).optional() }).strict();

const given = z
  .object({
    pantry: z
      .array(
        z
          .object({
            name: z.string(),
            ...amount,
            location: z.string().optional(),
            expiresInDays: z.number().nullable().optional(),
          })
          .strict(),
      )
      .optional(),
    list: z.array(z.object({ name: z.string(), ...amount, checked: z.boolean().optional() }).strict()).optional(),
    plan: z.array(z.object({ day, mealType, recipe: z.string() }).strict()).optional(),
    eater: z
      .object({
        dietaryRestrictions: z.array(z.string()).optional(),
        allergies: z.array(z.string()).optional(),
        cookingSkill: z.enum(["beginner", "intermediate", "advanced"]).optional(),
        preferences: z.record(z.string(), z.unknown()).optional(),
      })
      .strict()
      .optional(),
    timers: z.array(z.object({ name: z.string(), seconds: z.number().int().positive() }).strict()).optional(),
    session: z.object({ recipe: z.string(), step: z.number().int().positive().optional() }).strict().optional(),
  })
  .strict();

const expectation = z
  .object({
    component: component.nullable().optional(),
    text: pattern.optional(),
    notText: pattern.optional(),
    topic: z.string().optional(),
    actions: z.array(z.string()).optional(),
    unchanged: z.boolean().optional(),
    asks: z.boolean().optional(),
    profile: z.object({ allergies: entries.optional(), dietaryRestrictions: entries.optional() }).strict().optional(),
    recipes: z
      .object({
        id: z.string().optional(),
        changed: z.boolean().optional(),
        diet: diet.optional(),
        without: z.array(allergen).optional(),
        mealType: mealType.optional(),
        maxPrepTime: z.number().optional(),
        uses: z.array(z.string()).optional(),
      })
      .strict()
      .optional(),
    pantry: z
      .object({
        has: z
          .array(
            z
              .object({ name: z.string(), ...amount, location: z.string().optional(), expiresOn: day.optional() })
              .strict(),
          )
          .optional(),
        lacks: z.array(z.string()).optional(),
        count: z.number().int().nonnegative().optional(),
      })
      .strict()
      .optional(),
    list: z
      .object({
        has: z
          .array(
            z
              .object({ name: z.string(), ...amount, category: z.string().optional(), checked: z.boolean().optional() })
              .strict(),
          )
          .optional(),
        lacks: z.array(z.string()).optional(),
        count: z.number().int().nonnegative().optional(),
        min: z.number().int().nonnegative().optional(),
      })
      .strict()
      .optional(),
    plan: z
      .object({
        has: z.array(z.object({ day, mealType, recipe: z.string().optional() }).strict()).optional(),
        lacks: z.array(z.object({ day, mealType }).strict()).optional(),
        count: z.number().int().nonnegative().optional(),
        min: z.number().int().nonnegative().optional(),
        week: z.enum(["this", "next"]).optional(),
        mealTypes: z.array(mealType).optional(),
        diet: diet.optional(),
        without: z.array(allergen).optional(),
      })
      .strict()
      .optional(),
    session: z
      .object({
        recipe: z.string().optional(),
        step: z.number().int().positive().optional(),
        status: z.enum(["active", "finished"]).optional(),
      })
      .strict()
      .nullable()
      .optional(),
    timers: z
      .object({
        active: z.number().int().nonnegative().optional(),
        latest: z
          .object({
            status: z.enum(["running", "paused", "cancelled", "done"]).optional(),
            seconds: z.number().optional(),
            remainingFull: z.boolean().optional(),
            name: pattern.optional(),
          })
          .strict()
          .optional(),
        has: z
          .array(
            z
              .object({
                name: z.string().optional(),
                seconds: z.number().optional(),
                status: z.enum(["running", "paused", "cancelled", "done"]).optional(),
              })
              .strict(),
          )
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const evalCase = z
  .object({
    id: z.string().optional(),
    style: z.string().optional(),
    say: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    given: given.optional(),
    expect: expectation,
  })
  .strict();

const assistantSetSchema = z
  .object({ name: z.string(), about: z.string(), cases: z.array(evalCase).min(1) })
  .strict()
  .superRefine((set, ctx) => {
    const ids = set.cases.map((entry) => entry.id).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: "case ids repeat" });
  });

export type AssistantSet = { name: string; about: string; cases: Array<EvalCase & { id?: string; style?: string }> };

/** Reads and checks an assistant set (e.g. "assistant-held-out-2"); a malformed file throws, naming the field. */
export function assistantSet(name: string): AssistantSet {
  const file = path.join(SETS_FOLDER, `${name}.json`);
  const parsed = assistantSetSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`${file}: ${problems.join("; ")}`);
  }
  return parsed.data as AssistantSet;
}

/** What a spoken request of the voice evaluation is about. */
export const SPOKEN_CATEGORIES = [
  "add",
  "remove",
  "check-off",
  "pantry-question",
  "timer",
  "cooking-navigation",
  "planning",
  "recipe-request",
  "know-how",
] as const;

export type SpokenRequest = { id: string; category: (typeof SPOKEN_CATEGORIES)[number]; text: string };

const voiceSetSchema = z
  .object({
    name: z.string(),
    about: z.string(),
    requests: z
      .array(z.object({ id: z.string(), category: z.enum(SPOKEN_CATEGORIES), text: z.string().min(1) }).strict())
      .min(1),
  })
  .strict();

/** Reads and checks a voice set (e.g. "voice-held-out-7"). */
export function voiceSet(name: string): { name: string; about: string; requests: SpokenRequest[] } {
  const file = path.join(SETS_FOLDER, `${name}.json`);
  const parsed = voiceSetSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success)
    throw new Error(`${file}: ${parsed.error.issues[0].path.join(".")}: ${parsed.error.issues[0].message}`);
  return parsed.data;
}
