import { addDays, format, nextDay, startOfWeek, type Day } from "date-fns";
import type { Preferences, Profile } from "~/services/profiles.server";
import type { Allergen, Diet, MealType } from "~/domain/kitchen/recipe-types";

/**
 * The shape of an assistant evaluation case: what a member says (one message, or several
 * in one conversation), the kitchen it is said in, and what must be true after the last
 * message (the component shown, the words of the reply, and the real pantry, shopping
 * list, meal plan, cooking session, timers and profile). Used by the development set and
 * by the held-out set.
 */

export type ComponentType = "inventory-list" | "recipe" | "shopping-list" | "timer" | "cooking-step" | "meal-plan";

/** A calendar day relative to the moment the case runs (YYYY-MM-DD, local time like the engine). */
export type DayRef = (now: Date) => string;

const WEEKDAYS: Record<string, Day> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
const INDEX = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const iso = (date: Date) => format(date, "yyyy-MM-dd");
const midnight = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate());

export const today: DayRef = (now) => iso(now);
export const tomorrow: DayRef = (now) => iso(addDays(now, 1));
/** `n` days from today (negative: days ago). */
export const inDays =
  (n: number): DayRef =>
  (now) =>
    iso(addDays(midnight(now), n));
/** Day `index` (0 = Monday) of the current week. */
export const thisWeek =
  (index: number): DayRef =>
  (now) =>
    iso(addDays(startOfWeek(now, { weekStartsOn: 1 }), index));
/** Day `index` (0 = Monday) of next week. */
export const nextWeek =
  (index: number): DayRef =>
  (now) =>
    iso(addDays(startOfWeek(now, { weekStartsOn: 1 }), 7 + index));
/** The coming day with this name: today when today has it. */
export const coming =
  (name: keyof typeof WEEKDAYS): DayRef =>
  (now) =>
    iso(now.getDay() === WEEKDAYS[name] ? now : nextDay(now, WEEKDAYS[name]));
/** The coming "nth" of a month ("use by the 3rd"): this month's when it has not passed, else next month's. */
export const dayOfMonth =
  (n: number): DayRef =>
  (now) => {
    const start = midnight(now);
    let date = new Date(now.getFullYear(), now.getMonth(), n);
    if (date < start) date = new Date(now.getFullYear(), now.getMonth() + 1, n);
    return iso(date);
  };

/**
 * A day as the JSON sets write it: "today", "tomorrow", "+3" / "-1" (days from today),
 * "coming:friday", "week:friday" (this Monday-to-Sunday week), "next-week:friday",
 * "month-day:3" (the coming 3rd).
 */
export function dayRef(text: string): DayRef {
  if (text === "today") return today;
  if (text === "tomorrow") return tomorrow;
  const offset = /^([+-]\d{1,3})$/.exec(text);
  if (offset) return inDays(Number(offset[1]));
  const [kind, value] = text.split(":");
  if (kind === "month-day" && /^\d{1,2}$/.test(value ?? "") && Number(value) >= 1 && Number(value) <= 31)
    return dayOfMonth(Number(value));
  const index = INDEX.indexOf(value ?? "");
  if (index >= 0 && kind === "coming") return coming(value);
  if (index >= 0 && kind === "week") return thisWeek(index);
  if (index >= 0 && kind === "next-week") return nextWeek(index);
  throw new Error(
    `"${text}" is not a day (today, tomorrow, +N, coming:friday, week:friday, next-week:friday, month-day:N)`,
  );
}

export type ItemSpec = {
  name: string;
  quantity?: number | null;
  unit?: string | null;
  location?: string;
  /** The item's expiry date. */
  expiresOn?: DayRef;
};
export type ListSpec = {
  name: string;
  quantity?: number | null;
  unit?: string | null;
  category?: string;
  checked?: boolean;
};
export type SeedPantryItem = {
  name: string;
  quantity?: number | null;
  unit?: string | null;
  location?: string;
  expiresInDays?: number | null;
};
export type SeedListItem = { name: string; quantity?: number | null; unit?: string | null; checked?: boolean };

export type Given = {
  pantry?: SeedPantryItem[];
  list?: SeedListItem[];
  plan?: Array<{ day: DayRef; mealType: MealType; recipe: string }>;
  /** The member's dietary information and preferences. */
  eater?: Partial<Pick<Profile, "dietaryRestrictions" | "allergies" | "cookingSkill">> & {
    preferences?: Partial<Preferences>;
  };
  /** Running timers started through the service before the conversation. */
  timers?: Array<{ name: string; seconds: number }>;
  /** A cooking session already under way (catalogue recipe slug), at this step (1 = first). */
  session?: { recipe: string; step?: number };
};

/** Constraints on every recipe the reply offers (its recipe card and the recipes it names). */
export type RecipeSpec = {
  /** The recipe card shows this recipe (catalogue id); "$previous" = the card of the turn before. */
  id?: string;
  /** The recipe card differs from the one the turn before showed. */
  changed?: boolean;
  diet?: Diet;
  without?: Allergen[];
  mealType?: MealType;
  maxPrepTime?: number;
  /** Every offered recipe uses each of these (ingredient words or groups such as "vegetable"). */
  uses?: string[];
};

export type Expectation = {
  /** The embedded component of the last reply; null = none. */
  component?: ComponentType | null;
  text?: RegExp;
  notText?: RegExp;
  /** The reply is exactly this knowledge topic's answer. */
  topic?: string;
  /** Labels that the reply's action buttons include; [] = no buttons. */
  actions?: string[];
  /** The last turn changed nothing in the kitchen. */
  unchanged?: boolean;
  /**
   * The reply asks the member something instead of acting: a clarifying question or a
   * Yes/No confirmation, with buttons to answer. (Combine with `unchanged: true`.)
   */
  asks?: boolean;
  /** The member's saved dietary information afterwards. */
  profile?: {
    allergies?: { has?: string[]; lacks?: string[] };
    dietaryRestrictions?: { has?: string[]; lacks?: string[] };
  };
  recipes?: RecipeSpec;
  pantry?: { has?: ItemSpec[]; lacks?: string[]; count?: number };
  list?: { has?: ListSpec[]; lacks?: string[]; count?: number; min?: number };
  plan?: {
    has?: Array<{ day: DayRef; mealType: MealType; recipe?: string }>;
    /** Slots that must be empty afterwards (a meal moved or removed). */
    lacks?: Array<{ day: DayRef; mealType: MealType }>;
    count?: number;
    min?: number;
    /** Every planned meal is in this week (Monday to Sunday). */
    week?: "this" | "next";
    mealTypes?: MealType[];
    diet?: Diet;
    without?: Allergen[];
  };
  /** The household's latest cooking session; null = none was started. */
  session?: { recipe?: string; step?: number; status?: "active" | "finished" } | null;
  timers?: {
    /** Running or paused timers. */
    active?: number;
    latest?: {
      status?: "running" | "paused" | "cancelled" | "done";
      seconds?: number;
      remainingFull?: boolean;
      name?: RegExp;
    };
    /** Timers that must exist afterwards; `name` holds words the timer's name must contain. */
    has?: Array<{ name?: string; seconds?: number; status?: "running" | "paused" | "cancelled" | "done" }>;
  };
};

export type EvalCase = {
  say: string | string[];
  given?: Given;
  expect: Expectation;
};
