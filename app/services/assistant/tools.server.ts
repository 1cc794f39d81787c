import { addDays, format, parseISO, startOfWeek } from "date-fns";
import { z } from "zod";
import type { EmbeddedComponent } from "~/schemas/chat";
import { isoDate } from "~/schemas/kitchen";
import { cuisines, mealTypes } from "~/schemas/options";
import type { DB } from "../db/index.server";
import type { Actor } from "../kitchen/actor";
import {
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
import { getMealPlan, mealPlanPayload, planMeal, planWeek, removeMeal, type MealPlan } from "../kitchen/meal-plan.server";
import { itemKey } from "../kitchen/names";
import { addPantryItem, listPantry, removePantryItem, useUpPantryItem, type PantryItem } from "../kitchen/pantry.server";
import { formatAmount } from "../kitchen/quantities";
import { getRecipe, searchRecipes, suggestRecipes, summarise, type Recipe, type RecipeSummary } from "../kitchen/recipes.server";
import {
  addRecipeIngredients,
  addShoppingItems,
  clearCheckedItems,
  listShopping,
  removeShoppingItem,
  setShoppingItemChecked,
  type ShoppingItem,
} from "../kitchen/shopping.server";
import { findTopic } from "./knowledge";

/** What a tool hands back: words for the model, data, and the component to show. */
export type ToolResult = {
  summary: string;
  component?: EmbeddedComponent;
  data?: unknown;
  /** Remembered for follow-ups ("start cooking it", "add those to my list"). */
  remember?: Partial<AssistantMemory>;
};

export type AssistantMemory = {
  lastRecipeIds: string[];
  lastRecipeId: string | null;
  activeSessionId: string | null;
  lastTimerId: string | null;
  /** A destructive request waiting for the member's yes. */
  pending: PendingAction | null;
};

export type PendingAction = { tool: string; input: unknown; prompt: string };

export type Tool<Input = unknown> = {
  name: string;
  description: string;
  input: z.ZodType<Input>;
  /** Deleting or clearing needs the member's confirmation before it runs. */
  destructive?: boolean;
  run: (input: Input) => Promise<ToolResult>;
};

const itemInput = z.object({
  name: z.string().trim().min(1).max(80),
  quantity: z.number().positive().max(100_000).nullable().optional(),
  unit: z.string().trim().max(20).nullable().optional(),
});

export function describeItem(item: { name: string; quantity?: number | null; unit?: string | null }) {
  const size = formatAmount(item.quantity, item.unit);
  return size ? `${size} ${item.name.toLowerCase()}` : item.name.toLowerCase();
}

export function listInWords(words: string[]) {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export function inventoryComponent(title: string, items: PantryItem[]): EmbeddedComponent {
  return {
    type: "inventory-list",
    data: {
      title,
      items: items.map(({ id, name, quantity, unit, location, expiresAt }) => ({ id, name, quantity, unit, location, expiresAt })),
    },
  };
}

export function shoppingComponent(title: string, items: ShoppingItem[]): EmbeddedComponent {
  return {
    type: "shopping-list",
    data: { title, items: items.map(({ id, name, quantity, unit, category, checked }) => ({ id, name, quantity, unit, category, checked })) },
  };
}

export function recipeComponent(recipe: RecipeSummary | Recipe): EmbeddedComponent {
  const { id, name, description, imageUrl, prepTime, servings, difficulty, tags } = recipe;
  return { type: "recipe", data: { id, name, description, imageUrl, prepTime, servings, difficulty, tags } };
}

export function timerComponent(timer: Timer): EmbeddedComponent {
  const { id, name, step, remainingSeconds, durationSeconds, isActive, status, endsAt } = timer;
  return { type: "timer", data: { id, name, step, remainingSeconds, durationSeconds, isActive, status, endsAt } };
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

export function mealPlanComponent(title: string, plan: MealPlan): EmbeddedComponent {
  return { type: "meal-plan", data: mealPlanPayload(title, plan) };
}

/** Monday to Sunday of the week containing the date. */
export function weekOf(date: Date) {
  const start = startOfWeek(date, { weekStartsOn: 1 });
  return { from: format(start, "yyyy-MM-dd"), to: format(addDays(start, 6), "yyyy-MM-dd") };
}

function findByName<T extends { name: string }>(items: T[], name: string) {
  const key = itemKey(name);
  return (
    items.find((item) => itemKey(item.name) === key) ??
    items.find((item) => itemKey(item.name).includes(key) || key.includes(itemKey(item.name)))
  );
}

/**
 * The kitchen as tools. Every tool runs as the asking member through the same services
 * as the pages and the API, so the service layer decides what is allowed.
 */
export function kitchenTools(db: DB, actor: Actor, now: () => Date = () => new Date()) {
  const tools = {
    listPantry: {
      name: "listPantry",
      description: "Show the household's pantry (inventory). Optionally only one location, or only items expiring within 7 days.",
      input: z.object({ location: z.string().max(30).optional(), expiringOnly: z.boolean().optional() }),
      async run(input: { location?: string; expiringOnly?: boolean }) {
        const items = await listPantry(db, actor, {
          location: input.location,
          expiring: input.expiringOnly ? "all-expiring" : undefined,
        }, now());
        const title = input.expiringOnly ? "Expiring soon" : input.location ? `In the ${input.location}` : "Your pantry";
        return {
          summary: items.length
            ? `${items.length} item(s): ${items.slice(0, 20).map((item) => `${describeItem(item)}${item.expiresAt ? ` (expires ${item.expiresAt})` : ""}`).join("; ")}`
            : "No items.",
          data: items,
          component: inventoryComponent(title, items),
        };
      },
    } satisfies Tool<{ location?: string; expiringOnly?: boolean }>,

    addToPantry: {
      name: "addToPantry",
      description: "Add items to the pantry. Items already there with a compatible unit are merged.",
      input: z.object({
        items: z.array(itemInput.extend({ location: z.string().max(30).optional(), expiresAt: isoDate.optional() })).min(1).max(30),
      }),
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
      description: "Record that some of a pantry item was used (reduces its quantity; all of it when no quantity is given).",
      input: itemInput,
      async run(input: z.infer<typeof itemInput>) {
        const item = findByName(await listPantry(db, actor, {}, now()), input.name);
        if (!item) return { summary: `There is no ${input.name} in the pantry.` };
        const left = await useUpPantryItem(db, actor, item.id, input.quantity ? { quantity: input.quantity, unit: input.unit ?? item.unit } : undefined);
        return {
          summary: left ? `${item.name}: ${describeItem(left)} left.` : `${item.name} is used up and has left the pantry.`,
          data: left,
        };
      },
    } satisfies Tool<z.infer<typeof itemInput>>,

    removeFromPantry: {
      name: "removeFromPantry",
      description: "Remove an item from the pantry entirely. Needs the member's confirmation.",
      destructive: true,
      input: z.object({ name: z.string().min(1).max(80) }),
      async run(input: { name: string }) {
        const item = findByName(await listPantry(db, actor, {}, now()), input.name);
        if (!item) return { summary: `There is no ${input.name} in the pantry.` };
        await removePantryItem(db, actor, item.id);
        return { summary: `Removed ${item.name} from the pantry.` };
      },
    } satisfies Tool<{ name: string }>,

    showShoppingList: {
      name: "showShoppingList",
      description: "Show the household's shopping list.",
      input: z.object({}),
      async run() {
        const items = await listShopping(db, actor);
        const open = items.filter((item) => !item.checked);
        return {
          summary: items.length ? `${open.length} to buy, ${items.length - open.length} checked: ${items.map(describeItem).join("; ")}` : "The list is empty.",
          data: items,
          component: shoppingComponent("Shopping list", items),
        };
      },
    } satisfies Tool<Record<string, never>>,

    addToShoppingList: {
      name: "addToShoppingList",
      description: "Add items to the shopping list; duplicates are merged and aisles are assigned automatically.",
      input: z.object({ items: z.array(itemInput).min(1).max(30) }),
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
      input: z.object({ name: z.string().min(1).max(80), checked: z.boolean().default(true), moveToPantry: z.boolean().optional() }),
      async run(input: { name: string; checked: boolean; moveToPantry?: boolean }) {
        const item = findByName(await listShopping(db, actor), input.name);
        if (!item) return { summary: `${input.name} is not on the shopping list.` };
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
      destructive: true,
      input: z.object({ name: z.string().min(1).max(80) }),
      async run(input: { name: string }) {
        const item = findByName(await listShopping(db, actor), input.name);
        if (!item) return { summary: `${input.name} is not on the shopping list.` };
        await removeShoppingItem(db, actor, item.id);
        const items = await listShopping(db, actor);
        return { summary: `Removed ${item.name} from the shopping list.`, component: shoppingComponent("Shopping list", items) };
      },
    } satisfies Tool<{ name: string }>,

    clearCheckedItems: {
      name: "clearCheckedItems",
      description: "Remove every checked item from the shopping list. Needs the member's confirmation.",
      destructive: true,
      input: z.object({}),
      async run() {
        const removed = await clearCheckedItems(db, actor);
        const items = await listShopping(db, actor);
        return { summary: `Cleared ${removed} checked item${removed === 1 ? "" : "s"}.`, component: shoppingComponent("Shopping list", items) };
      },
    } satisfies Tool<Record<string, never>>,

    addRecipeToShoppingList: {
      name: "addRecipeToShoppingList",
      description: "Add the ingredients of a recipe that the pantry does not already cover to the shopping list.",
      input: z.object({ recipeId: z.string().min(1), servings: z.number().int().min(1).max(50).optional() }),
      async run(input: { recipeId: string; servings?: number }) {
        const result = await addRecipeIngredients(db, actor, input.recipeId, input.servings);
        const items = await listShopping(db, actor);
        return {
          summary: result.added.length
            ? `Added ${result.added.length} ingredient${result.added.length === 1 ? "" : "s"} for ${result.recipe.name}: ${listInWords(result.added.map(describeItem))}.${result.covered.length ? ` The pantry covers ${listInWords(result.covered.map((name) => name.toLowerCase()))}.` : ""}`
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
      input: z.object({
        text: z.string().max(100).optional(),
        cuisine: z.enum(cuisines).optional(),
        maxPrepTime: z.number().int().min(1).max(600).optional(),
        mealType: z.enum(mealTypes).optional(),
        ingredients: z.array(z.string().max(40)).max(8).optional(),
      }),
      async run(input: { text?: string; cuisine?: (typeof cuisines)[number]; maxPrepTime?: number; mealType?: (typeof mealTypes)[number]; ingredients?: string[] }) {
        const found = await searchRecipes(db, actor, { ...input, limit: 5 });
        return {
          summary: found.length ? found.map((recipe) => `${recipe.name} (id ${recipe.id}, ${recipe.prepTime} min, ${recipe.difficulty})`).join("; ") : "No recipes found.",
          data: found.map(summarise),
          component: found[0] ? recipeComponent(found[0]) : undefined,
          remember: { lastRecipeIds: found.map((recipe) => recipe.id), lastRecipeId: found[0]?.id ?? null },
        };
      },
    } satisfies Tool<{ text?: string; cuisine?: (typeof cuisines)[number]; maxPrepTime?: number; mealType?: (typeof mealTypes)[number]; ingredients?: string[] }>,

    suggestRecipes: {
      name: "suggestRecipes",
      description:
        "Suggest recipes for the member, never conflicting with their dietary restrictions or allergies, ranked by skill, spice tolerance, favourite cuisines, prep time and what is in the pantry (expiring items first).",
      input: z.object({
        mealType: z.enum(mealTypes).optional(),
        maxPrepTime: z.number().int().min(1).max(600).optional(),
        ingredients: z.array(z.string().max(40)).max(8).optional(),
        text: z.string().max(100).optional(),
      }),
      async run(input: { mealType?: (typeof mealTypes)[number]; maxPrepTime?: number; ingredients?: string[]; text?: string }) {
        let suggestions = await suggestRecipes(db, actor, { mealType: input.mealType, maxPrepTime: input.maxPrepTime, limit: 60 }, now());
        if (input.ingredients?.length || input.text) {
          const matching = new Set(
            (await searchRecipes(db, actor, { ingredients: input.ingredients, text: input.text, mealType: input.mealType, maxPrepTime: input.maxPrepTime })).map(
              (recipe) => recipe.id,
            ),
          );
          suggestions = suggestions.filter((suggestion) => matching.has(suggestion.recipe.id));
        }
        const top = suggestions.slice(0, 3);
        return {
          summary: top.length
            ? top.map((entry) => `${entry.recipe.name} (id ${entry.recipe.id}, ${entry.recipe.prepTime} min${entry.reasons.length ? `; ${entry.reasons.join(", ")}` : ""})`).join("; ")
            : "No recipes fit.",
          data: top,
          component: top[0] ? recipeComponent(top[0].recipe) : undefined,
          remember: { lastRecipeIds: top.map((entry) => entry.recipe.id), lastRecipeId: top[0]?.recipe.id ?? null },
        };
      },
    } satisfies Tool<{ mealType?: (typeof mealTypes)[number]; maxPrepTime?: number; ingredients?: string[]; text?: string }>,

    showRecipe: {
      name: "showRecipe",
      description: "Show one recipe with its ingredients and steps.",
      input: z.object({ recipeId: z.string().min(1) }),
      async run(input: { recipeId: string }) {
        const recipe = await getRecipe(db, actor, input.recipeId);
        return {
          summary: `${recipe.name}: ${recipe.description} Serves ${recipe.servings}, ${recipe.prepTime} min. Ingredients: ${recipe.ingredients.map((ingredient) => describeItem(ingredient)).join("; ")}.`,
          data: recipe,
          component: recipeComponent(recipe),
          remember: { lastRecipeId: recipe.id, lastRecipeIds: [recipe.id] },
        };
      },
    } satisfies Tool<{ recipeId: string }>,

    showMealPlan: {
      name: "showMealPlan",
      description: "Show the meal plan between two dates (inclusive, YYYY-MM-DD). Defaults to this week.",
      input: z.object({ from: isoDate.optional(), to: isoDate.optional() }),
      async run(input: { from?: string; to?: string }) {
        const week = weekOf(now());
        const plan = await getMealPlan(db, actor, { from: input.from ?? week.from, to: input.to ?? input.from ?? week.to });
        const meals = plan.days.flatMap((day) => day.meals);
        return {
          summary: meals.length
            ? meals.map((meal) => `${format(parseISO(meal.date), "EEEE")} ${meal.mealType}: ${meal.recipeName}`).join("; ")
            : "Nothing is planned for those days.",
          data: plan,
          component: mealPlanComponent(input.from || input.to ? "Meal plan" : "This week's meal plan", plan),
        };
      },
    } satisfies Tool<{ from?: string; to?: string }>,

    planMeal: {
      name: "planMeal",
      description: "Plan a recipe for a date and meal (breakfast, lunch or dinner), replacing what was planned there.",
      input: z.object({ date: isoDate, mealType: z.enum(mealTypes), recipeId: z.string().min(1) }),
      async run(input: { date: string; mealType: (typeof mealTypes)[number]; recipeId: string }) {
        const meal = await planMeal(db, actor, input);
        const plan = await getMealPlan(db, actor, weekOf(parseISO(input.date)));
        return {
          summary: `Planned ${meal.recipeName} for ${meal.mealType} on ${format(parseISO(meal.date), "EEEE, MMM d")}.`,
          data: meal,
          component: mealPlanComponent("Meal plan", plan),
          remember: { lastRecipeId: meal.recipeId },
        };
      },
    } satisfies Tool<{ date: string; mealType: (typeof mealTypes)[number]; recipeId: string }>,

    planWeek: {
      name: "planWeek",
      description: "Fill the empty breakfast, lunch and dinner slots of a week with suggestions (no recipe twice).",
      input: z.object({ startDate: isoDate.optional(), mealTypes: z.array(z.enum(mealTypes)).optional() }),
      async run(input: { startDate?: string; mealTypes?: Array<(typeof mealTypes)[number]> }) {
        const startDate = input.startDate ?? weekOf(now()).from;
        const plan = await planWeek(db, actor, { startDate, mealTypes: input.mealTypes }, now());
        const count = plan.days.reduce((total, day) => total + day.meals.length, 0);
        return {
          summary: `The week from ${startDate} now has ${count} meal(s) planned.`,
          data: plan,
          component: mealPlanComponent("This week's meal plan", plan),
        };
      },
    } satisfies Tool<{ startDate?: string; mealTypes?: Array<(typeof mealTypes)[number]> }>,

    removeMeal: {
      name: "removeMeal",
      description: "Remove a planned meal (by its id). Needs the member's confirmation.",
      destructive: true,
      input: z.object({ mealId: z.string().min(1) }),
      async run(input: { mealId: string }) {
        await removeMeal(db, actor, input.mealId);
        return { summary: "Removed that meal from the plan." };
      },
    } satisfies Tool<{ mealId: string }>,

    startCooking: {
      name: "startCooking",
      description: "Start a guided cooking session for a recipe; shows step 1.",
      input: z.object({ recipeId: z.string().min(1) }),
      async run(input: { recipeId: string }) {
        const session = await startCookingSession(db, actor, input.recipeId);
        const recipe = await getRecipe(db, actor, input.recipeId);
        return {
          summary: `Cooking ${session.recipeName}. Step 1 of ${session.totalSteps}: ${session.step.instruction}`,
          data: session,
          component: cookingStepComponent(session, recipe.imageUrl),
          remember: { activeSessionId: session.id, lastRecipeId: recipe.id },
        };
      },
    } satisfies Tool<{ recipeId: string }>,

    navigateCooking: {
      name: "navigateCooking",
      description: "Go to the next or previous step of the active cooking session, or repeat the current one.",
      input: z.object({ sessionId: z.string().min(1), direction: z.enum(["next", "previous", "repeat"]) }),
      async run(input: { sessionId: string; direction: "next" | "previous" | "repeat" }) {
        const session =
          input.direction === "repeat"
            ? await getCookingSession(db, actor, input.sessionId)
            : await navigateCookingSession(db, actor, input.sessionId, input.direction);
        const recipe = await getRecipe(db, actor, session.recipeId);
        return {
          summary: `Step ${session.currentStep} of ${session.totalSteps}: ${session.step.instruction}`,
          data: session,
          component: cookingStepComponent(session, recipe.imageUrl),
        };
      },
    } satisfies Tool<{ sessionId: string; direction: "next" | "previous" | "repeat" }>,

    finishCooking: {
      name: "finishCooking",
      description: "Complete the active cooking session.",
      input: z.object({ sessionId: z.string().min(1) }),
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
      input: z.object({ sessionId: z.string().min(1) }),
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
      input: z.object({ name: z.string().max(80).optional(), seconds: z.number().int().min(1).max(86_400) }),
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
      description: "Pause, resume or cancel a timer (the most recent one when no id is given).",
      input: z.object({ timerId: z.string().optional(), action: z.enum(["pause", "resume", "cancel"]) }),
      async run(input: { timerId?: string; action: "pause" | "resume" | "cancel" }) {
        const timers = await listTimers(db, actor);
        const wanted = input.action === "resume" ? "paused" : input.action === "pause" ? "running" : null;
        const target =
          (input.timerId ? timers.find((timer) => timer.id === input.timerId) : undefined) ??
          timers.find((timer) => (wanted ? timer.status === wanted : timer.status === "running" || timer.status === "paused"));
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
      input: z.object({}),
      async run() {
        const timers = (await listTimers(db, actor)).filter((timer) => timer.status === "running" || timer.status === "paused");
        return {
          summary: timers.length
            ? timers.map((timer) => `${timer.name}: ${formatDuration(timer.remainingSeconds)} left${timer.status === "paused" ? " (paused)" : ""}`).join("; ")
            : "No timers are running.",
          data: timers,
          component: timers[0] ? timerComponent(timers[0]) : undefined,
        };
      },
    } satisfies Tool<Record<string, never>>,

    cookingKnowledge: {
      name: "cookingKnowledge",
      description: "Look up kitchen know-how: food safety temperatures, storage times, substitutions, techniques, equipment care.",
      input: z.object({ question: z.string().min(1).max(300) }),
      async run(input: { question: string }) {
        const found = findTopic(input.question);
        return found ? { summary: found.topic.answer, data: { topic: found.topic.title } } : { summary: "Nothing in the kitchen notes about that." };
      },
    } satisfies Tool<{ question: string }>,
  };
  return tools;
}

export type KitchenTools = ReturnType<typeof kitchenTools>;
export type ToolName = keyof KitchenTools;

export function formatDuration(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes < 60) {
    return `${minutes} minute${minutes === 1 ? "" : "s"}${rest ? ` ${rest} second${rest === 1 ? "" : "s"}` : ""}`;
  }
  const hours = Math.floor(minutes / 60);
  const leftover = minutes % 60;
  return `${hours} hour${hours === 1 ? "" : "s"}${leftover ? ` ${leftover} minute${leftover === 1 ? "" : "s"}` : ""}`;
}
