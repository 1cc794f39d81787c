import { addDays, format, parseISO, startOfWeek } from "date-fns";
import { z } from "zod";
import type { EmbeddedComponent, MessageAction } from "~/schemas/chat";
import { messageActionSchema } from "~/schemas/chat-payloads";
import { timerSeconds } from "~/schemas/cooking";
import { isoDate, itemName, MAX_AMOUNT, quantity, QUANTITY_RULE, unitText } from "~/schemas/fields";
import { cuisines, mealTypes } from "~/schemas/options";
import type { DB } from "../db/index.server";
import { UserFacingError } from "../errors.server";
import type { Actor } from "~/domain/actor";
import { subtractAmount } from "~/domain/kitchen/amounts";
import {
  activeCookingSession,
  controlTimer,
  finishCookingSession,
  getCookingSession,
  listTimers,
  navigateCookingSession,
  startCookingSession,
  startStepTimer,
  startTimer,
  type CookingSession,
  type Timer,
} from "../kitchen/cooking.server";
import {
  fillMealPlan,
  getMeal,
  getMealPlan,
  mealPlanPayload,
  planMeal,
  moveMeal,
  removeMeal,
  type MealPlan,
} from "../kitchen/meal-plan.server";
import { showDate } from "~/domain/calendar-words";
import { expiringHeading, expiryPhrase, expiryStatus } from "~/domain/kitchen/expiry";
import { itemKey } from "~/domain/kitchen/names";
import {
  addPantryItem,
  listPantry,
  removePantryItem,
  updatePantryItem,
  useUpPantryItem,
  type PantryItem,
} from "../kitchen/pantry.server";
import { formatAmount } from "~/domain/kitchen/quantities";
import { convertText, showAmount, type UnitSystem } from "~/domain/kitchen/units";
import {
  getRecipe,
  listHouseholdRecipes,
  saveHouseholdRecipe,
  savedInputOf,
  summarise,
  type Recipe,
  type RecipeSummary,
} from "../kitchen/recipes.server";
import { searchRecipes } from "../kitchen/recipe-search.server";
import { suggestRecipes } from "../kitchen/recipe-suggestions.server";
import { recipeApiBody, recipeApiSchema, type RecipeApiBody } from "~/schemas/recipe-form";
import {
  addRecipeIngredients,
  addShoppingItems,
  clearCheckedItems,
  listShopping,
  updateShoppingItem,
  removeShoppingItem,
  setShoppingItemChecked,
  type ShoppingItem,
} from "../kitchen/shopping.server";
import { findTopic } from "./knowledge";
import type { Request } from "./understanding/requests";
import { addDietaryInfo } from "../profiles.server";
import { capitalise, plural, listInWords } from "~/domain/words";

/**
 * The planWeek tool's data: the days it filled, how many meals it planned in them, how many
 * empty slots it found no recipe for, and whether longer recipes on weekdays would fill some.
 */
export type PlannedMeals = MealPlan & { added: number; left: number; longerWouldFit: boolean };

/** What a tool hands back: words for the model, data, and the component to show. */
export type ToolResult<Data = unknown> = {
  summary: string;
  component?: EmbeddedComponent;
  /** What the call gave back, typed by its tool (absent when it asked first or found nothing to do). */
  data?: Data;
  /** Remembered for follow-ups ("start cooking it", "add those to my list"). */
  remember?: Partial<AssistantMemory>;
  /** Set when the call needs the member's yes first: nothing was done. */
  pending?: PendingStep;
  /** Set when a name fits several items: nothing was done, and the summary asks which. */
  choices?: string[];
};

export type AssistantMemory = {
  lastRecipeIds: string[];
  lastRecipeId: string | null;
  activeSessionId: string | null;
  lastTimerId: string | null;
  /** The items the last turn put on the list or in the pantry, for "and also eggs" and "make it 6". */
  lastItems?: { target: "list" | "pantry"; names: string[] } | null;
  /** The last request for recipe ideas, so "something else" keeps its meal, time and ingredients. */
  lastSuggestion?: Extract<Request, { kind: "recipe.suggest" }> | null;
  /** Destructive requests waiting for the member's yes. */
  pending: PendingAction | null;
};

/** One call waiting for a yes: the tool, the exact input to run, and the change in words ("remove bread from your shopping list"). */
export type PendingStep = { tool: string; input: unknown; change: string };

/** Most changes one question may hold. */
export const MAX_PENDING_STEPS = 30;

const pendingActionSchema = z.object({
  prompt: z.string(),
  steps: z
    .array(z.object({ tool: z.string(), input: z.unknown(), change: z.string() }))
    .min(1)
    .max(MAX_PENDING_STEPS),
  followUp: z.object({ text: z.string(), actions: z.array(messageActionSchema) }).optional(),
});

/**
 * The member is asked once; yes runs every step in order, no runs none. The follow-up is
 * said (and its buttons offered) after a yes, e.g. "Shall I add milk to your shopping list?".
 */
export type PendingAction = {
  prompt: string;
  steps: PendingStep[];
  followUp?: { text: string; actions: MessageAction[] };
};

/** A call that must wait for a yes: the change in words and the input to run on yes (names resolved to the item meant). */
export type Confirmation<Input> = { change: string; input: Input };

export type Tool<Input = unknown, Data = unknown> = {
  name: string;
  description: string;
  /** Method-chaining zod or zod/mini (the shared schemas of app/schemas/ are zod/mini). */
  input: z.core.$ZodType<Input>;
  /**
   * Whether this call would remove, empty, cancel or overwrite something, judged from its
   * input and the kitchen as it is now; null when it may run at once. A tool that can
   * destroy must have this: kitchenTools then answers such a call with a question instead.
   */
  confirmation?: (input: Input) => Promise<Confirmation<Input> | null>;
  run: (input: Input) => Promise<ToolResult<Data>>;
};

/** The question for changes waiting for a yes: "Remove bread from your shopping list and cancel the timer?" */
export function confirmationPrompt(changes: string[]) {
  return `${capitalise(listInWords(changes))}?`;
}

const eatersInput = z.object({
  restrictions: z.array(z.string().max(40)).max(10),
  allergies: z.array(z.string().max(40)).max(10),
});
type EatersInput = z.infer<typeof eatersInput>;
type SuggestInput = {
  mealType?: (typeof mealTypes)[number];
  maxPrepTime?: number;
  ingredients?: string[];
  text?: string;
  avoid?: EatersInput;
};
type PlanWeekInput = {
  startDate?: string;
  endDate?: string;
  mealTypes?: Array<(typeof mealTypes)[number]>;
  count?: number;
  avoid?: EatersInput;
  anyPrepTime?: boolean;
};

function eaters(avoid: EatersInput | undefined) {
  return avoid && (avoid.restrictions.length || avoid.allergies.length) ? avoid : undefined;
}

/** An item as the API takes it: the same rules, and the same messages for a member to read. */
const itemInput = z.object({ name: itemName, quantity, unit: z.optional(z.nullable(unitText)) });

export function describeItem(item: { name: string; quantity?: number | null; unit?: string | null }) {
  const size = formatAmount(item.quantity, item.unit);
  return size ? `${size} ${item.name.toLowerCase()}` : item.name.toLowerCase();
}

/** A recipe's ingredient as the member reads it: "7 oz cheddar" for 200 g in US units. */
function describeIngredient(
  ingredient: { name: string; quantity: number | null; unit: string | null },
  units: UnitSystem,
) {
  const size = showAmount(ingredient.quantity, ingredient.unit, units).text;
  return size ? `${size} ${ingredient.name.toLowerCase()}` : ingredient.name.toLowerCase();
}

export function inventoryComponent(title: string, items: PantryItem[]): EmbeddedComponent {
  return {
    type: "inventory-list",
    data: {
      title,
      items: items.map(({ id, name, quantity, unit, location, expiresAt }) => ({
        id,
        name,
        quantity,
        unit,
        location,
        expiresAt,
      })),
    },
  };
}

export function shoppingComponent(title: string, items: ShoppingItem[]): EmbeddedComponent {
  return {
    type: "shopping-list",
    data: {
      title,
      items: items.map(({ id, name, quantity, unit, category, checked }) => ({
        id,
        name,
        quantity,
        unit,
        category,
        checked,
      })),
    },
  };
}

export function recipeComponent(recipe: RecipeSummary | Recipe): EmbeddedComponent {
  const { id, name, description, imageUrl, prepTime, servings, difficulty, tags } = recipe;
  return { type: "recipe", data: { id, name, description, imageUrl, prepTime, servings, difficulty, tags } };
}

export function timerComponent(timer: Timer): EmbeddedComponent {
  const { id, name, step, remainingSeconds, durationSeconds, isActive, status, endsAt, sessionId } = timer;
  return {
    type: "timer",
    data: { id, name, step, remainingSeconds, durationSeconds, isActive, status, endsAt, sessionId },
  };
}

export function cookingStepComponent(session: CookingSession, imageUrl: string | null): EmbeddedComponent {
  return {
    type: "cooking-step",
    data: {
      sessionId: session.id,
      step: { ...session.step, imageUrl },
      totalSteps: session.totalSteps,
      recipeName: session.recipeName,
      finished: session.status === "finished",
    },
  };
}

/** A meal plan card, titled by the days it shows as seen from `now` (see mealPlanTitle). */
export function mealPlanComponent(plan: MealPlan, now: Date): EmbeddedComponent {
  return {
    type: "meal-plan",
    data: mealPlanPayload(mealPlanTitle({ from: plan.startDate, to: plan.endDate }, now), plan),
  };
}

/** Monday to Sunday of the week containing the date. */
export function weekOf(date: Date) {
  const start = startOfWeek(date, { weekStartsOn: 1 });
  return { from: format(start, "yyyy-MM-dd"), to: format(addDays(start, 6), "yyyy-MM-dd") };
}

/** "Mar 16", with the year when it is not this year's ("Jan 4, 2027"). */
function dayOfYear(date: Date, now: Date) {
  return format(date, date.getFullYear() === now.getFullYear() ? "MMM d" : "MMM d, yyyy");
}

/**
 * A meal plan's title says which days it shows, as seen from today: "This week's meal
 * plan", "Next week's meal plan", "Last week's meal plan" (weeks run Monday to Sunday),
 * "Today's meal plan", "Tomorrow's meal plan"; any other week "Meal plan for the week of
 * Mar 16", any other day "Meal plan for Monday, Mar 16", and other days "Meal plan for
 * Mar 14 – 15".
 */
export function mealPlanTitle(range: { from: string; to: string }, now: Date) {
  const is = (week: { from: string; to: string }) => range.from === week.from && range.to === week.to;
  if (is(weekOf(now))) return "This week's meal plan";
  if (is(weekOf(addDays(now, 7)))) return "Next week's meal plan";
  if (is(weekOf(addDays(now, -7)))) return "Last week's meal plan";
  const start = parseISO(range.from);
  const end = parseISO(range.to);
  if (range.from === range.to) {
    if (range.from === format(now, "yyyy-MM-dd")) return "Today's meal plan";
    if (range.from === format(addDays(now, 1), "yyyy-MM-dd")) return "Tomorrow's meal plan";
    return `Meal plan for ${format(start, "EEEE")}, ${dayOfYear(start, now)}`;
  }
  if (is(weekOf(start))) return `Meal plan for the week of ${dayOfYear(start, now)}`;
  const sameMonth = start.getFullYear() === end.getFullYear() && start.getMonth() === end.getMonth();
  return `Meal plan for ${sameMonth ? format(start, "MMM d") : dayOfYear(start, now)} – ${sameMonth ? format(end, "d") : dayOfYear(end, now)}`;
}

/** Whether `words` appear in `name`, in order and side by side, as whole words. */
function hasWords(name: string[], words: string[]) {
  for (let start = 0; start + words.length <= name.length; start += 1) {
    if (words.every((word, index) => name[start + index] === word)) return true;
  }
  return false;
}

/**
 * The items a member's name for them means: those with that very name (plural or not),
 * else those whose name holds it as whole words ("milk" finds "Almond milk"). Never a
 * fragment of a word: "e" finds nothing, where a substring test found "Apples".
 */
export function itemsNamed<T extends { name: string }>(items: T[], name: string): T[] {
  const key = itemKey(name.trim().replace(/^(?:the|a|an|some|my|our|your)\s+/i, ""));
  if (!key) return [];
  const exact = items.filter((item) => itemKey(item.name) === key);
  if (exact.length) return exact;
  // Every word singular, so "eggs" is found in "Eggs (free range)" too.
  const wordsOf = (text: string) => text.split(" ").map((word) => itemKey(word));
  const words = wordsOf(key);
  return items.filter((item) => hasWords(wordsOf(itemKey(item.name)), words));
}

/** The one item a name means, the names it could mean when it fits several, or null. */
export function matchByName<T extends { name: string }>(
  items: T[],
  name: string,
): { item: T } | { choices: string[] } | null {
  const found = itemsNamed(items, name);
  if (found.length === 0) return null;
  const names = [...new Set(found.map((item) => item.name))];
  // One name in two places (milk in the fridge and the freezer) is one item to the member.
  return names.length === 1 ? { item: found[0] } : { choices: names };
}

/** "the timer", "the eggs timer", or a step timer's own name ("Shakshuka: step 2"). */
export function timerName(timer: Timer) {
  if (timer.name === "Timer") return "the timer";
  return /timer$/i.test(timer.name) ? `the ${timer.name.toLowerCase()}` : timer.name;
}

function dayAndMeal(date: string, mealType: string) {
  return `${mealType} on ${format(parseISO(date), "EEEE, MMM d")}`;
}

/**
 * The same tool, checking its input against its schema before anything else: the rules and
 * messages the API's own checks give (the API's shared fields), as a UserFacingError for the
 * member to read, whichever engine made the call. The run then gets the checked input.
 */
function checkingInput<Input>(tool: Tool<Input>): Tool<Input> {
  const checked = (input: Input) => {
    // A tool without arguments is called with none: its input is the empty object.
    const parsed = z.safeParse(tool.input, input ?? {});
    if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? "That request is not valid");
    return parsed.data;
  };
  return {
    ...tool,
    run: (input) => tool.run(checked(input)),
    ...(tool.confirmation ? { confirmation: (input: Input) => tool.confirmation!(checked(input)) } : {}),
  };
}

/** The same tool, except that a call needing the member's yes changes nothing and says so. */
function askingFirst<Input>(tool: Tool<Input>): Tool<Input> {
  const { confirmation } = tool;
  if (!confirmation) return tool;
  return {
    ...tool,
    async run(input) {
      const asked = await confirmation(input);
      if (!asked) return tool.run(input);
      return {
        summary: `Waiting for the member's yes to: ${asked.change}. Nothing was done yet.`,
        pending: { tool: tool.name, input: asked.input, change: asked.change },
      };
    },
  };
}

/**
 * Each tool's input schema, made once for the process: a turn builds its tools (they close
 * over the asking member), not their schemas.
 */
const TOOL_INPUTS = {
  listPantry: z.object({ location: z.string().max(30).optional(), expiringOnly: z.boolean().optional() }),
  addToPantry: z.object({
    items: z
      .array(itemInput.extend({ location: z.string().max(30).optional(), expiresAt: z.optional(isoDate) }))
      .min(1)
      .max(30),
  }),
  useFromPantry: itemInput,
  removeFromPantry: z.object({ name: itemName }),
  showShoppingList: z.object({}),
  addToShoppingList: z.object({ items: z.array(itemInput).min(1).max(30) }),
  checkShoppingItem: z.object({
    name: itemName,
    checked: z.boolean().default(true),
    moveToPantry: z.boolean().optional(),
  }),
  removeFromShoppingList: z.object({ name: itemName }),
  clearCheckedItems: z.object({}),
  addRecipeToShoppingList: z.object({
    recipeId: z.string().min(1),
    servings: z.number().int().min(1).max(50).optional(),
  }),
  searchRecipes: z.object({
    text: z.string().max(100).optional(),
    cuisine: z.enum(cuisines).optional(),
    maxPrepTime: z.number().int().min(1).max(600).optional(),
    mealType: z.enum(mealTypes).optional(),
    ingredients: z.array(z.string().max(40)).max(8).optional(),
    limit: z.number().int().min(1).max(500).optional(),
  }),
  suggestRecipes: z.object({
    mealType: z.enum(mealTypes).optional(),
    maxPrepTime: z.number().int().min(1).max(600).optional(),
    ingredients: z.array(z.string().max(40)).max(8).optional(),
    text: z.string().max(100).optional(),
    avoid: eatersInput.optional(),
  }),
  showRecipe: z.object({ recipeId: z.string().min(1) }),
  showHouseholdRecipes: z.object({}),
  saveRecipe: recipeApiBody,
  showMealPlan: z.object({ from: z.optional(isoDate), to: z.optional(isoDate) }),
  planMeal: z.object({ date: isoDate, mealType: z.enum(mealTypes), recipeId: z.string().min(1) }),
  planWeek: z.object({
    startDate: z.optional(isoDate),
    endDate: z.optional(isoDate),
    mealTypes: z.array(z.enum(mealTypes)).optional(),
    count: z.number().int().min(1).max(21).optional(),
    avoid: eatersInput.optional(),
    anyPrepTime: z.boolean().optional(),
  }),
  removeMeal: z.object({ mealId: z.string().min(1) }),
  moveMeal: z.object({ mealId: z.string().min(1), date: isoDate, mealType: z.enum(mealTypes).optional() }),
  changePantryItem: z.object({
    name: z.string().min(1).max(80),
    location: z.string().max(30).optional(),
    expiresAt: z.optional(isoDate),
  }),
  startCooking: z.object({ recipeId: z.string().min(1) }),
  navigateCooking: z.object({ sessionId: z.string().min(1), direction: z.enum(["next", "previous", "repeat"]) }),
  finishCooking: z.object({ sessionId: z.string().min(1) }),
  startStepTimer: z.object({ sessionId: z.string().min(1) }),
  startTimer: z.object({ name: z.string().max(80).optional(), seconds: timerSeconds }),
  controlTimer: z.object({ timerId: z.string().optional(), action: z.enum(["pause", "resume", "cancel"]) }),
  listTimers: z.object({}),
  setAmount: z.object({
    target: z.enum(["list", "pantry"]),
    name: itemName,
    quantity: z
      .number({ error: "Quantity must be a number" })
      .check(z.positive(QUANTITY_RULE), z.lte(MAX_AMOUNT, "That quantity is too large")),
    unit: z.optional(z.nullable(unitText)),
  }),
  currentCooking: z.object({}),
  saveDietaryInfo: z.object({
    allergies: z.array(z.string().min(1).max(40)).max(10).optional(),
    dietaryRestrictions: z.array(z.string().min(1).max(40)).max(10).optional(),
  }),
  cookingKnowledge: z.object({ question: z.string().min(1).max(300) }),
};

/**
 * The kitchen as tools, each run as the asking member through the same services as the
 * pages and the API, so the service layer decides what is allowed. These run as written:
 * engines get them through kitchenTools, which asks before anything destructive.
 */
function toolTable(db: DB, actor: Actor, now: () => Date, units: UnitSystem) {
  /** A recipe's text (a step, a description) with its amounts and temperatures in the member's units. */
  const inUnits = (text: string) => convertText(text, units);
  /** The one item a name means, or the answer to give when it means none or several. */
  function lookUp<T extends { name: string }>(
    items: T[],
    name: string,
    missing: string,
  ): { item: T } | { answer: ToolResult } {
    const match = matchByName(items, name);
    if (!match) return { answer: { summary: missing } };
    if ("item" in match) return match;
    return {
      answer: {
        summary: `Which ${name} do you mean: ${listInWords(
          match.choices.map((choice) => choice.toLowerCase()),
          "or",
        )}?`,
        choices: match.choices,
      },
    };
  }

  /** The timer a controlTimer call means: the one named, else the latest one the action fits. */
  function timerFor(timers: Timer[], input: { timerId?: string; action: "pause" | "resume" | "cancel" }) {
    const wanted = input.action === "resume" ? "paused" : input.action === "pause" ? "running" : null;
    return (
      (input.timerId ? timers.find((timer) => timer.id === input.timerId) : undefined) ??
      timers.find((timer) =>
        wanted ? timer.status === wanted : timer.status === "running" || timer.status === "paused",
      )
    );
  }

  const tools = {
    listPantry: {
      name: "listPantry",
      description:
        "Show the household's pantry (inventory). Optionally only one location, or only items expiring within 7 days.",
      input: TOOL_INPUTS.listPantry,
      async run(input: { location?: string; expiringOnly?: boolean }) {
        const items = await listPantry(
          db,
          actor,
          {
            location: input.location,
            expiring: input.expiringOnly ? "all-expiring" : undefined,
          },
          now(),
        );
        const title = input.expiringOnly
          ? expiringHeading(items)
          : input.location
            ? `In the ${input.location}`
            : "Your pantry";
        return {
          summary: items.length
            ? `${items.length} item(s): ${items
                .slice(0, 20)
                .map(
                  (item) => `${describeItem(item)}${item.expiresAt ? ` (${expiryPhrase(item.expiresAt, now())})` : ""}`,
                )
                .join("; ")}`
            : "No items.",
          data: items,
          component: inventoryComponent(title, items),
        };
      },
    } satisfies Tool<{ location?: string; expiringOnly?: boolean }>,

    addToPantry: {
      name: "addToPantry",
      description: "Add items to the pantry. Items already there with a compatible unit are merged.",
      input: TOOL_INPUTS.addToPantry,
      async run(input: { items: Array<z.infer<typeof itemInput> & { location?: string; expiresAt?: string }> }) {
        const added: PantryItem[] = [];
        for (const item of input.items) added.push((await addPantryItem(db, actor, item)).item);
        const all = await listPantry(db, actor, {}, now());
        const shown = all.filter((item) => added.some((entry) => entry.id === item.id));
        return {
          summary: `Added to the pantry: ${listInWords(input.items.map(describeItem))}.`,
          data: added,
          component: inventoryComponent("Added to your pantry", shown),
        };
      },
    } satisfies Tool<{ items: Array<z.infer<typeof itemInput> & { location?: string; expiresAt?: string }> }>,

    useFromPantry: {
      name: "useFromPantry",
      description:
        "Record that some of a pantry item was used (reduces its quantity; all of it when no quantity is given).",
      input: TOOL_INPUTS.useFromPantry,
      // Using all of an item (no amount, or at least what is there) takes it out of the pantry.
      async confirmation(input: z.infer<typeof itemInput>) {
        const match = matchByName(await listPantry(db, actor, {}, now()), input.name);
        if (!match || !("item" in match)) return null;
        const { item } = match;
        if (input.quantity) {
          // Some of an unknown amount leaves it as it is; incomparable units are refused by the service.
          if (item.quantity === null) return null;
          const left = subtractAmount(
            { quantity: item.quantity, unit: item.unit },
            { quantity: input.quantity, unit: input.unit ?? item.unit },
          );
          if (!left || (left.quantity !== null && left.quantity > 0)) return null;
        }
        return { change: `take ${item.name.toLowerCase()} out of your pantry`, input: { ...input, name: item.name } };
      },
      async run(input: z.infer<typeof itemInput>) {
        const found = lookUp(
          await listPantry(db, actor, {}, now()),
          input.name,
          `There is no ${input.name} in the pantry.`,
        );
        if ("answer" in found) return found.answer;
        const { item } = found;
        const left = await useUpPantryItem(
          db,
          actor,
          item.id,
          input.quantity ? { quantity: input.quantity, unit: input.unit ?? item.unit } : undefined,
        );
        return {
          summary: left
            ? `${item.name}: ${describeItem(left)} left.`
            : `${item.name} is used up and has left the pantry.`,
          data: left,
        };
      },
    } satisfies Tool<z.infer<typeof itemInput>>,

    removeFromPantry: {
      name: "removeFromPantry",
      description: "Remove an item from the pantry entirely. Needs the member's confirmation.",
      input: TOOL_INPUTS.removeFromPantry,
      async confirmation(input: { name: string }) {
        const match = matchByName(await listPantry(db, actor, {}, now()), input.name);
        return match && "item" in match
          ? { change: `remove ${match.item.name.toLowerCase()} from your pantry`, input: { name: match.item.name } }
          : null;
      },
      async run(input: { name: string }) {
        const found = lookUp(
          await listPantry(db, actor, {}, now()),
          input.name,
          `There is no ${input.name} in the pantry.`,
        );
        if ("answer" in found) return found.answer;
        const { item } = found;
        await removePantryItem(db, actor, item.id);
        return { summary: `Removed ${item.name} from the pantry.` };
      },
    } satisfies Tool<{ name: string }>,

    showShoppingList: {
      name: "showShoppingList",
      description: "Show the household's shopping list.",
      input: TOOL_INPUTS.showShoppingList,
      async run() {
        const items = await listShopping(db, actor);
        const open = items.filter((item) => !item.checked);
        return {
          summary: items.length
            ? `${open.length} to buy, ${items.length - open.length} checked: ${items.map(describeItem).join("; ")}`
            : "The list is empty.",
          data: items,
          component: shoppingComponent("Shopping list", items),
        };
      },
    } satisfies Tool<Record<string, never>>,

    addToShoppingList: {
      name: "addToShoppingList",
      description: "Add items to the shopping list; duplicates are merged and aisles are assigned automatically.",
      input: TOOL_INPUTS.addToShoppingList,
      async run(input: { items: Array<z.infer<typeof itemInput>> }) {
        await addShoppingItems(db, actor, input.items);
        const items = await listShopping(db, actor);
        return {
          summary: `Added to the shopping list: ${listInWords(input.items.map(describeItem))}.`,
          data: items,
          component: shoppingComponent("Shopping list", items),
        };
      },
    } satisfies Tool<{ items: Array<z.infer<typeof itemInput>> }>,

    checkShoppingItem: {
      name: "checkShoppingItem",
      description: "Check an item off the shopping list (or uncheck it). moveToPantry also puts it in the pantry.",
      input: TOOL_INPUTS.checkShoppingItem,
      async run(input: { name: string; checked: boolean; moveToPantry?: boolean }) {
        const found = lookUp(await listShopping(db, actor), input.name, `${input.name} is not on the shopping list.`);
        if ("answer" in found) return found.answer;
        const { item } = found;
        await setShoppingItemChecked(db, actor, item.id, input.checked, { moveToPantry: input.moveToPantry });
        const items = await listShopping(db, actor);
        return {
          summary: `${input.checked ? "Checked off" : "Unchecked"} ${item.name}${input.moveToPantry ? " and put it in the pantry" : ""}.`,
          component: shoppingComponent("Shopping list", items),
        };
      },
    } satisfies Tool<{ name: string; checked: boolean; moveToPantry?: boolean }>,

    removeFromShoppingList: {
      name: "removeFromShoppingList",
      description: "Remove an item from the shopping list. Needs the member's confirmation.",
      input: TOOL_INPUTS.removeFromShoppingList,
      async confirmation(input: { name: string }) {
        const match = matchByName(await listShopping(db, actor), input.name);
        return match && "item" in match
          ? {
              change: `remove ${match.item.name.toLowerCase()} from your shopping list`,
              input: { name: match.item.name },
            }
          : null;
      },
      async run(input: { name: string }) {
        const found = lookUp(await listShopping(db, actor), input.name, `${input.name} is not on the shopping list.`);
        if ("answer" in found) return found.answer;
        const { item } = found;
        await removeShoppingItem(db, actor, item.id);
        const items = await listShopping(db, actor);
        return {
          summary: `Removed ${item.name} from the shopping list.`,
          component: shoppingComponent("Shopping list", items),
        };
      },
    } satisfies Tool<{ name: string }>,

    clearCheckedItems: {
      name: "clearCheckedItems",
      description: "Remove every checked item from the shopping list. Needs the member's confirmation.",
      input: TOOL_INPUTS.clearCheckedItems,
      async confirmation() {
        const checked = (await listShopping(db, actor))
          .filter((item) => item.checked)
          .map((item) => item.name.toLowerCase());
        if (checked.length === 0) return null;
        return {
          change: `clear the checked ${checked.length === 1 ? "item" : "items"} (${listInWords(checked)}) from your shopping list`,
          input: {},
        };
      },
      async run() {
        const removed = await clearCheckedItems(db, actor);
        const items = await listShopping(db, actor);
        return {
          summary: `Cleared ${plural(removed, "checked item")}.`,
          component: shoppingComponent("Shopping list", items),
        };
      },
    } satisfies Tool<Record<string, never>>,

    addRecipeToShoppingList: {
      name: "addRecipeToShoppingList",
      description: "Add the ingredients of a recipe that the pantry does not already cover to the shopping list.",
      input: TOOL_INPUTS.addRecipeToShoppingList,
      async run(input: { recipeId: string; servings?: number }) {
        const result = await addRecipeIngredients(db, actor, input.recipeId, input.servings);
        const items = await listShopping(db, actor);
        return {
          summary: result.added.length
            ? `Added ${plural(result.added.length, "ingredient")} for ${result.recipe.name}: ${listInWords(result.added.map(describeItem))}.${result.covered.length ? ` The pantry covers ${listInWords(result.covered.map((name) => name.toLowerCase()))}.` : ""}`
            : `The pantry already covers everything for ${result.recipe.name}.`,
          data: result,
          component: shoppingComponent("Shopping list", items),
          remember: { lastRecipeId: result.recipe.id },
        };
      },
    } satisfies Tool<{ recipeId: string; servings?: number }>,

    searchRecipes: {
      name: "searchRecipes",
      description: "Search the recipes by text, cuisine, maximum prep time, meal type, or ingredients they use.",
      input: TOOL_INPUTS.searchRecipes,
      async run(input: {
        text?: string;
        cuisine?: (typeof cuisines)[number];
        maxPrepTime?: number;
        mealType?: (typeof mealTypes)[number];
        ingredients?: string[];
        limit?: number;
      }) {
        const found = await searchRecipes(db, actor, { ...input, limit: input.limit ?? 5 });
        return {
          summary: found.length
            ? found
                .map((recipe) => `${recipe.name} (id ${recipe.id}, ${recipe.prepTime} min, ${recipe.difficulty})`)
                .join("; ")
            : "No recipes found.",
          data: found.map(summarise),
          component: found[0] ? recipeComponent(found[0]) : undefined,
          remember: { lastRecipeIds: found.map((recipe) => recipe.id), lastRecipeId: found[0]?.id ?? null },
        };
      },
    } satisfies Tool<{
      text?: string;
      cuisine?: (typeof cuisines)[number];
      maxPrepTime?: number;
      mealType?: (typeof mealTypes)[number];
      ingredients?: string[];
      limit?: number;
    }>,

    suggestRecipes: {
      name: "suggestRecipes",
      description:
        "Suggest recipes for the member, never conflicting with their dietary restrictions or allergies, ranked by skill, spice tolerance, favourite cuisines, prep time and what is in the pantry (expiring items first).",
      input: TOOL_INPUTS.suggestRecipes,
      async run(input: SuggestInput) {
        let suggestions = await suggestRecipes(
          db,
          actor,
          { mealType: input.mealType, maxPrepTime: input.maxPrepTime, limit: 60, also: eaters(input.avoid) },
          now(),
        );
        if (input.ingredients?.length || input.text) {
          const matching = new Set(
            (
              await searchRecipes(db, actor, {
                ingredients: input.ingredients,
                text: input.text,
                mealType: input.mealType,
                maxPrepTime: input.maxPrepTime,
              })
            ).map((recipe) => recipe.id),
          );
          suggestions = suggestions.filter((suggestion) => matching.has(suggestion.recipe.id));
        }
        const top = suggestions.slice(0, 3);
        return {
          summary: top.length
            ? top
                .map(
                  (entry) =>
                    `${entry.recipe.name} (id ${entry.recipe.id}, ${entry.recipe.prepTime} min${entry.reasons.length ? `; ${entry.reasons.join(", ")}` : ""})`,
                )
                .join("; ")
            : "No recipes fit.",
          data: top,
          component: top[0] ? recipeComponent(top[0].recipe) : undefined,
          remember: { lastRecipeIds: top.map((entry) => entry.recipe.id), lastRecipeId: top[0]?.recipe.id ?? null },
        };
      },
    } satisfies Tool<SuggestInput>,

    showRecipe: {
      name: "showRecipe",
      description: "Show one recipe with its ingredients and steps.",
      input: TOOL_INPUTS.showRecipe,
      async run(input: { recipeId: string }) {
        const recipe = await getRecipe(db, actor, input.recipeId);
        return {
          summary: `${recipe.name}: ${inUnits(recipe.description)} Serves ${recipe.servings}, ${recipe.prepTime} min. Ingredients: ${recipe.ingredients.map((ingredient) => describeIngredient(ingredient, units)).join("; ")}.`,
          data: recipe,
          component: recipeComponent(recipe),
          remember: { lastRecipeId: recipe.id, lastRecipeIds: [recipe.id] },
        };
      },
    } satisfies Tool<{ recipeId: string }>,

    showHouseholdRecipes: {
      name: "showHouseholdRecipes",
      description: "List the household's own recipes (the ones its members wrote or imported), by name.",
      input: TOOL_INPUTS.showHouseholdRecipes,
      async run() {
        const own = await listHouseholdRecipes(db, actor);
        return {
          summary: own.length
            ? `The household's own recipes: ${own.map((recipe) => `${recipe.name} (id ${recipe.id})`).join("; ")}.`
            : "The household has no recipes of its own yet.",
          data: own.map(summarise),
          component: own[0] ? recipeComponent(own[0]) : undefined,
          remember: own.length ? { lastRecipeIds: own.map((recipe) => recipe.id), lastRecipeId: own[0].id } : undefined,
        };
      },
    } satisfies Tool<Record<string, never>>,

    saveRecipe: {
      name: "saveRecipe",
      description:
        "Save a recipe to the household's own recipes: name, cuisine (one of Basil's, or other), servings, difficulty, ingredients (lines such as '2 cups flour') and steps. Its allergens must list every one its ingredients contain.",
      input: TOOL_INPUTS.saveRecipe,
      async run(input: RecipeApiBody) {
        const checked = recipeApiSchema.safeParse(input);
        if (!checked.success)
          throw new UserFacingError(`The recipe could not be saved: ${checked.error.issues[0].message}`);
        const saved = await saveHouseholdRecipe(db, actor, savedInputOf(checked.data));
        return {
          summary: `Saved ${saved.name} to the household's recipes (id ${saved.id}).`,
          data: saved,
          component: recipeComponent(saved),
          remember: { lastRecipeId: saved.id, lastRecipeIds: [saved.id] },
        };
      },
    } satisfies Tool<RecipeApiBody>,

    showMealPlan: {
      name: "showMealPlan",
      description: "Show the meal plan between two dates (inclusive, YYYY-MM-DD). Defaults to this week.",
      input: TOOL_INPUTS.showMealPlan,
      async run(input: { from?: string; to?: string }) {
        const week = weekOf(now());
        const plan = await getMealPlan(db, actor, {
          from: input.from ?? week.from,
          to: input.to ?? input.from ?? week.to,
        });
        const meals = plan.days.flatMap((day) => day.meals);
        return {
          summary: meals.length
            ? meals
                .map((meal) => `${format(parseISO(meal.date), "EEEE")} ${meal.mealType}: ${meal.recipeName}`)
                .join("; ")
            : "Nothing is planned for those days.",
          data: plan,
          component: mealPlanComponent(plan, now()),
        };
      },
    } satisfies Tool<{ from?: string; to?: string }>,

    planMeal: {
      name: "planMeal",
      description: "Plan a recipe for a date and meal (breakfast, lunch or dinner), replacing what was planned there.",
      input: TOOL_INPUTS.planMeal,
      // Only a slot already holding another recipe is overwritten.
      async confirmation(input: { date: string; mealType: (typeof mealTypes)[number]; recipeId: string }) {
        const plan = await getMealPlan(db, actor, { from: input.date, to: input.date });
        const planned = plan.days.flatMap((day) => day.meals).find((meal) => meal.mealType === input.mealType);
        if (!planned || planned.recipeId === input.recipeId) return null;
        const recipe = await getRecipe(db, actor, input.recipeId);
        return {
          change: `replace ${planned.recipeName} with ${recipe.name} for ${dayAndMeal(input.date, input.mealType)}`,
          input,
        };
      },
      async run(input: { date: string; mealType: (typeof mealTypes)[number]; recipeId: string }) {
        const meal = await planMeal(db, actor, input);
        const plan = await getMealPlan(db, actor, weekOf(parseISO(input.date)));
        return {
          summary: `Planned ${meal.recipeName} for ${meal.mealType} on ${format(parseISO(meal.date), "EEEE, MMM d")}.`,
          data: meal,
          component: mealPlanComponent(plan, now()),
          remember: { lastRecipeId: meal.recipeId },
        };
      },
    } satisfies Tool<{ date: string; mealType: (typeof mealTypes)[number]; recipeId: string }>,

    planWeek: {
      name: "planWeek",
      description:
        "Fill the empty breakfast, lunch and dinner slots of a week, or of the days from startDate to endDate within it, with suggestions (no recipe twice).",
      input: TOOL_INPUTS.planWeek,
      async run(input: PlanWeekInput) {
        const startDate = input.startDate ?? weekOf(now()).from;
        const { plan, added, left, longerWouldFit } = await fillMealPlan(
          db,
          actor,
          {
            startDate,
            endDate: input.endDate,
            mealTypes: input.mealTypes,
            count: input.count,
            also: eaters(input.avoid),
            anyPrepTime: input.anyPrepTime,
          },
          now(),
        );
        const count = plan.days.reduce((total, day) => total + day.meals.length, 0);
        const data: PlannedMeals = { ...plan, added, left, longerWouldFit };
        const span = `${showDate(plan.startDate)} to ${showDate(plan.endDate)}`;
        return {
          summary: `Planned ${plural(added, "meal")}; ${span} now has ${plural(count, "meal")} planned.`,
          data,
          component: mealPlanComponent(plan, now()),
        };
      },
    } satisfies Tool<PlanWeekInput>,

    removeMeal: {
      name: "removeMeal",
      description: "Remove a planned meal (by its id). Needs the member's confirmation.",
      input: TOOL_INPUTS.removeMeal,
      async confirmation(input: { mealId: string }) {
        const meal = await getMeal(db, actor, input.mealId);
        return {
          change: `remove ${meal.recipeName} (${dayAndMeal(meal.date, meal.mealType)}) from the meal plan`,
          input,
        };
      },
      async run(input: { mealId: string }) {
        await removeMeal(db, actor, input.mealId);
        return { summary: "Removed that meal from the plan." };
      },
    } satisfies Tool<{ mealId: string }>,

    moveMeal: {
      name: "moveMeal",
      description:
        "Move a planned meal (by its id) to another date, and optionally another meal; what is planned there is replaced, which needs the member's confirmation.",
      input: TOOL_INPUTS.moveMeal,
      // Only a slot that already holds another meal is overwritten.
      async confirmation(input: { mealId: string; date: string; mealType?: (typeof mealTypes)[number] }) {
        const meal = await getMeal(db, actor, input.mealId);
        const mealType = input.mealType ?? meal.mealType;
        const plan = await getMealPlan(db, actor, { from: input.date, to: input.date });
        const there = plan.days[0]?.meals.find((entry) => entry.mealType === mealType && entry.id !== meal.id);
        if (!there) return null;
        return {
          change: `replace ${there.recipeName} with ${meal.recipeName} for ${dayAndMeal(input.date, mealType)}`,
          input,
        };
      },
      async run(input: { mealId: string; date: string; mealType?: (typeof mealTypes)[number] }) {
        const meal = await moveMeal(db, actor, input.mealId, { date: input.date, mealType: input.mealType });
        const plan = await getMealPlan(db, actor, weekOf(parseISO(meal.date)));
        return {
          summary: `Moved ${meal.recipeName} to ${dayAndMeal(meal.date, meal.mealType)}.`,
          data: meal,
          component: mealPlanComponent(plan, now()),
        };
      },
    } satisfies Tool<{ mealId: string; date: string; mealType?: (typeof mealTypes)[number] }>,

    changePantryItem: {
      name: "changePantryItem",
      description:
        "Move a pantry item to another place (fridge, freezer or pantry), or set the date it must be used by.",
      input: TOOL_INPUTS.changePantryItem,
      async run(input: { name: string; location?: string; expiresAt?: string }) {
        const found = lookUp(
          await listPantry(db, actor, {}, now()),
          input.name,
          `I don't see ${input.name} in your pantry.`,
        );
        if ("answer" in found) return found.answer;
        const patch = {
          ...(input.location ? { location: input.location } : {}),
          ...(input.expiresAt ? { expiresAt: input.expiresAt } : {}),
        };
        const item = await updatePantryItem(db, actor, found.item.id, patch);
        const said = [
          input.location ? `${item.name} is in the ${item.location} now` : "",
          input.expiresAt && item.expiresAt
            ? expiryStatus(item.expiresAt, now()) === "expired"
              ? `${item.name} was to be used by ${showDate(item.expiresAt)}: it has expired`
              : `${item.name} is to be used by ${showDate(item.expiresAt)}`
            : "",
        ].filter(Boolean);
        return {
          summary: `${listInWords(said)}.`,
          data: item,
          component: inventoryComponent("Your pantry", await listPantry(db, actor, {}, now())),
        };
      },
    } satisfies Tool<{ name: string; location?: string; expiresAt?: string }>,

    startCooking: {
      name: "startCooking",
      description: "Start a guided cooking session for a recipe; shows step 1.",
      input: TOOL_INPUTS.startCooking,
      async run(input: { recipeId: string }) {
        const session = await startCookingSession(db, actor, input.recipeId);
        const recipe = await getRecipe(db, actor, input.recipeId);
        return {
          summary: `Cooking ${session.recipeName}. Step 1 of ${session.totalSteps}: ${inUnits(session.step.instruction)}`,
          data: session,
          component: cookingStepComponent(session, recipe.imageUrl),
          remember: { activeSessionId: session.id, lastRecipeId: recipe.id },
        };
      },
    } satisfies Tool<{ recipeId: string }>,

    navigateCooking: {
      name: "navigateCooking",
      description: "Go to the next or previous step of the active cooking session, or repeat the current one.",
      input: TOOL_INPUTS.navigateCooking,
      async run(input: { sessionId: string; direction: "next" | "previous" | "repeat" }) {
        const session =
          input.direction === "repeat"
            ? await getCookingSession(db, actor, input.sessionId)
            : await navigateCookingSession(db, actor, input.sessionId, input.direction);
        const recipe = await getRecipe(db, actor, session.recipeId);
        return {
          summary: `Step ${session.currentStep} of ${session.totalSteps}: ${inUnits(session.step.instruction)}`,
          data: session,
          component: cookingStepComponent(session, recipe.imageUrl),
        };
      },
    } satisfies Tool<{ sessionId: string; direction: "next" | "previous" | "repeat" }>,

    finishCooking: {
      name: "finishCooking",
      description:
        "Complete the active cooking session. Before the last step, or with its timers still going, it needs the member's confirmation.",
      input: TOOL_INPUTS.finishCooking,
      // Completing after the last step loses nothing; ending early, or cancelling the session's timers, does.
      async confirmation(input: { sessionId: string }) {
        const session = await getCookingSession(db, actor, input.sessionId);
        if (session.status === "finished") return null;
        const live = (await listTimers(db, actor, { sessionId: session.id })).filter(
          (timer) => timer.status === "running" || timer.status === "paused",
        );
        const early = session.currentStep < session.totalSteps;
        if (!early && live.length === 0) return null;
        const ending = early
          ? `stop cooking ${session.recipeName} at step ${session.currentStep} of ${session.totalSteps}`
          : `finish ${session.recipeName}`;
        const timers = live.length
          ? ` and cancel ${live.length === 1 ? "its timer" : `its ${live.length} timers`}`
          : "";
        return { change: `${ending}${timers}`, input };
      },
      async run(input: { sessionId: string }) {
        const session = await finishCookingSession(db, actor, input.sessionId);
        const recipe = await getRecipe(db, actor, session.recipeId);
        return {
          summary: `${session.recipeName} is complete.`,
          component: cookingStepComponent(session, recipe.imageUrl),
          remember: { activeSessionId: null },
        };
      },
    } satisfies Tool<{ sessionId: string }>,

    startStepTimer: {
      name: "startStepTimer",
      description: "Start the timer that the current step of the cooking session offers.",
      input: TOOL_INPUTS.startStepTimer,
      async run(input: { sessionId: string }) {
        const timer = await startStepTimer(db, actor, input.sessionId);
        return {
          summary: `Started the timer for ${formatDuration(timer.durationSeconds)}: ${timer.name}.`,
          data: timer,
          component: timerComponent(timer),
          remember: { lastTimerId: timer.id },
        };
      },
    } satisfies Tool<{ sessionId: string }>,

    startTimer: {
      name: "startTimer",
      description: "Start a kitchen timer.",
      input: TOOL_INPUTS.startTimer,
      async run(input: { name?: string; seconds: number }) {
        const timer = await startTimer(db, actor, { name: input.name ?? "Timer", durationSeconds: input.seconds });
        return {
          summary: `Started ${timer.name === "Timer" ? "a timer" : `the ${timer.name.toLowerCase()}`} for ${formatDuration(timer.durationSeconds)}.`,
          data: timer,
          component: timerComponent(timer),
          remember: { lastTimerId: timer.id },
        };
      },
    } satisfies Tool<{ name?: string; seconds: number }>,

    controlTimer: {
      name: "controlTimer",
      description:
        "Pause, resume or cancel a timer (the most recent one when no id is given). Cancelling needs the member's confirmation.",
      input: TOOL_INPUTS.controlTimer,
      // Cancelling a timer that still counts loses it; dismissing a finished one does not.
      async confirmation(input: { timerId?: string; action: "pause" | "resume" | "cancel" }) {
        if (input.action !== "cancel") return null;
        const target = timerFor(await listTimers(db, actor), input);
        if (!target || (target.status !== "running" && target.status !== "paused")) return null;
        return {
          change: `cancel ${timerName(target)} (${formatDuration(target.remainingSeconds)} left)`,
          input: { timerId: target.id, action: "cancel" as const },
        };
      },
      async run(input: { timerId?: string; action: "pause" | "resume" | "cancel" }) {
        const wanted = input.action === "resume" ? "paused" : input.action === "pause" ? "running" : null;
        const target = timerFor(await listTimers(db, actor), input);
        if (!target) return { summary: wanted ? `There is no ${wanted} timer.` : "There is no timer to cancel." };
        const timer = await controlTimer(db, actor, target.id, input.action);
        const verb = { pause: "Paused", resume: "Resumed", cancel: "Cancelled" }[input.action];
        return {
          summary: `${verb} ${timer.name}${input.action === "cancel" ? "" : ` with ${formatDuration(timer.remainingSeconds)} left`}.`,
          data: timer,
          component: timerComponent(timer),
          remember: { lastTimerId: timer.id },
        };
      },
    } satisfies Tool<{ timerId?: string; action: "pause" | "resume" | "cancel" }>,

    listTimers: {
      name: "listTimers",
      description: "Show the running and paused timers with their remaining time.",
      input: TOOL_INPUTS.listTimers,
      async run() {
        const timers = (await listTimers(db, actor)).filter(
          (timer) => timer.status === "running" || timer.status === "paused",
        );
        return {
          summary: timers.length
            ? timers
                .map(
                  (timer) =>
                    `${timer.name}: ${formatDuration(timer.remainingSeconds)} left${timer.status === "paused" ? " (paused)" : ""}`,
                )
                .join("; ")
            : "No timers are running.",
          data: timers,
          component: timers[0] ? timerComponent(timers[0]) : undefined,
        };
      },
    } satisfies Tool<Record<string, never>>,

    setAmount: {
      name: "setAmount",
      description:
        "Set the amount of one item on the shopping list or in the pantry (the member's correction of what was just added).",
      input: TOOL_INPUTS.setAmount,
      async run(input: { target: "list" | "pantry"; name: string; quantity: number; unit?: string | null }) {
        const items: Array<{ id: string; name: string }> =
          input.target === "list" ? await listShopping(db, actor) : await listPantry(db, actor, {}, now());
        const found = lookUp(
          items,
          input.name,
          `I don't see ${input.name} ${input.target === "list" ? "on your list" : "in your pantry"}.`,
        );
        if ("answer" in found) return found.answer;
        const patch = { quantity: input.quantity, ...(input.unit !== undefined ? { unit: input.unit } : {}) };
        const item =
          input.target === "list"
            ? await updateShoppingItem(db, actor, found.item.id, patch)
            : await updatePantryItem(db, actor, found.item.id, patch);
        return { summary: `${item.name} is now ${describeItem(item)}.`, data: item };
      },
    } satisfies Tool<{ target: "list" | "pantry"; name: string; quantity: number; unit?: string | null }>,

    currentCooking: {
      name: "currentCooking",
      description: "The household's cooking session under way, if any, at its current step.",
      input: TOOL_INPUTS.currentCooking,
      async run() {
        const session = await activeCookingSession(db, actor);
        return {
          summary: session
            ? `Cooking ${session.recipeName}, step ${session.currentStep} of ${session.totalSteps}.`
            : "Nothing is being cooked.",
          data: session ?? null,
        };
      },
    } satisfies Tool<Record<string, never>>,

    saveDietaryInfo: {
      name: "saveDietaryInfo",
      description:
        "Add allergies or dietary restrictions to the member's own profile. Needs the member's confirmation.",
      input: TOOL_INPUTS.saveDietaryInfo,
      async confirmation(input: { allergies?: string[]; dietaryRestrictions?: string[] }) {
        const what = [
          ...(input.allergies ?? []).map((entry) => `a ${entry} allergy`),
          ...(input.dietaryRestrictions ?? []),
        ];
        return { change: `save ${listInWords(what)} to your profile`, input };
      },
      async run(input: { allergies?: string[]; dietaryRestrictions?: string[] }) {
        const profile = await addDietaryInfo(db, actor.userId, input);
        return {
          summary: `Saved. Your profile now lists ${listInWords([...profile.allergies.map((entry) => `${entry} (allergy)`), ...profile.dietaryRestrictions]) || "nothing"}.`,
          data: profile,
        };
      },
    } satisfies Tool<{ allergies?: string[]; dietaryRestrictions?: string[] }>,

    cookingKnowledge: {
      name: "cookingKnowledge",
      description:
        "Look up kitchen know-how: food safety temperatures, storage times, substitutions, techniques, equipment care.",
      input: TOOL_INPUTS.cookingKnowledge,
      async run(input: { question: string }) {
        const found = findTopic(input.question);
        return found
          ? { summary: found.topic.answer, data: { topic: found.topic.title } }
          : { summary: "Nothing in the kitchen notes about that." };
      },
    } satisfies Tool<{ question: string }>,
  };
  return tools;
}

type ToolTable = ReturnType<typeof toolTable>;
export type ToolName = keyof ToolTable;

/** The tools as engines get them: the same inputs, and any run may come back as a question (`pending`). */
export type KitchenTools = {
  [Name in ToolName]: Omit<ToolTable[Name], "run"> & {
    run: (...input: Parameters<ToolTable[Name]["run"]>) => Promise<ToolResult<ToolData<Name>>>;
  };
};

/** What a tool's run gives back as data, as its own code says (each tool's type is inferred from it). */
export type ToolData<Name extends ToolName> =
  Awaited<ReturnType<ToolTable[Name]["run"]>> extends ToolResult<infer Data> ? NonNullable<Data> : never;

/**
 * The tools an engine may use. A call that would remove, empty, cancel or overwrite
 * something does nothing and comes back with `pending`, whichever engine makes it: only
 * runConfirmed, after the member's yes, runs such a call.
 */
/**
 * The kitchen's tools bound to the acting member. `units` are the member's: recipe amounts and
 * temperatures in what the tools say come out in them (the data and cards keep the recipe's own).
 */
export function kitchenTools(
  db: DB,
  actor: Actor,
  now: () => Date = () => new Date(),
  units: UnitSystem = "metric",
): KitchenTools {
  const table = Object.entries(toolTable(db, actor, now, units)) as Array<[ToolName, Tool<unknown>]>;
  // Each tool keeps its name and input type; only its run (and its question) is wrapped.
  return Object.fromEntries(table.map(([name, tool]) => [name, askingFirst(checkingInput(tool))])) as KitchenTools;
}

/**
 * Runs what the member said yes to, exactly as it was asked, step by step: the chat
 * service calls this after a yes. Null when the stored request no longer fits the tools
 * (it was saved by another version), so nothing runs.
 */
export async function runConfirmed(
  db: DB,
  actor: Actor,
  now: () => Date,
  pending: unknown,
  units: UnitSystem = "metric",
): Promise<ToolResult[] | null> {
  const parsed = pendingActionSchema.safeParse(pending);
  if (!parsed.success) return null;
  const table = new Map(Object.entries(toolTable(db, actor, now, units)) as Array<[string, Tool<unknown>]>);
  const calls: Array<{ tool: Tool<unknown>; input: unknown }> = [];
  for (const step of parsed.data.steps) {
    const tool = table.get(step.tool);
    const input = tool && z.safeParse(tool.input, step.input);
    if (!tool || !input?.success) return null;
    calls.push({ tool, input: input.data });
  }
  const results: ToolResult[] = [];
  for (const { tool, input } of calls) {
    try {
      results.push(await tool.run(input));
    } catch (error) {
      // One step that no longer fits (the timer ended meanwhile) does not undo the others.
      if (!(error instanceof UserFacingError)) throw error;
      results.push({ summary: error.message.replace(/([^.!?])$/, "$1.") });
    }
  }
  return results;
}

export function formatDuration(seconds: number) {
  if (seconds < 60) return `${plural(seconds, "second")}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes < 60) {
    return `${plural(minutes, "minute")}${rest ? ` ${plural(rest, "second")}` : ""}`;
  }
  const hours = Math.floor(minutes / 60);
  const leftover = minutes % 60;
  return `${plural(hours, "hour")}${leftover ? ` ${plural(leftover, "minute")}` : ""}`;
}
