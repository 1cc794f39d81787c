import { parseISO } from "date-fns";
import { capitalise, listInWords, orWords, plural } from "~/domain/words";
import type { Meal, MealPlan } from "../../../kitchen/meal-plan.server";
import type { Recipe } from "../../../kitchen/recipes.server";
import { recipeComponent, weekOf, type KitchenTools, type PlannedMeals } from "../../tools.server";
import type { MealType, Request } from "../../understanding/requests";
import { action, remember, waitFor, type Draft, type HandlerContext, type Handlers } from "../reply";
import { conflicts, fullRecipe, resolveRecipe } from "./recipe-names";
import { suggest } from "./recipes";

/** The meal plan: show it, plan a week or some days, plan, fill, move, swap and remove a meal, what's for dinner. */

const MEALS: MealType[] = ["breakfast", "lunch", "dinner"];

/** "for this week", "for tomorrow", but "on Monday". */
function forRange(label: string) {
  return label.startsWith("on ") ? label : `for ${label}`;
}

async function plannedThatWeek(date: string, tools: KitchenTools) {
  const plan = (await tools.showMealPlan.run(weekOf(parseISO(date)))).data as MealPlan;
  return new Set(plan.days.flatMap((day) => day.meals.map((meal) => meal.recipeId)));
}

/** The meal a request points at on a day (its meal type, or the only meal planned), or the reply saying why not. */
async function mealOn(
  date: string,
  dateLabel: string,
  mealType: MealType | null,
  verb: (meal: MealType) => string,
  { tools, memory }: HandlerContext,
): Promise<Meal | { reply: Draft }> {
  const plan = (await tools.showMealPlan.run({ from: date, to: date })).data as MealPlan;
  const meals = plan.days[0]?.meals ?? [];
  const chosen = mealType ? meals.filter((meal) => meal.mealType === mealType) : meals;
  if (chosen.length === 1) return chosen[0];
  if (chosen.length === 0)
    return { reply: { text: `Nothing is planned${mealType ? ` for ${mealType}` : ""} ${dateLabel}.`, memory } };
  return {
    reply: {
      text: `Which meal ${dateLabel}: ${orWords(chosen.map((meal) => `${meal.mealType} (${meal.recipeName})`))}?`,
      actions: chosen.map((meal) => action(capitalise(meal.mealType), verb(meal.mealType), "calendar")),
      memory,
    },
  };
}

type PlanWeekInput = Parameters<KitchenTools["planWeek"]["run"]>[0];

/**
 * The slots a plan left empty, said with why; when recipes longer than the member's weeknight
 * prep time would fill some, it offers them (a yes plans again with any prep time).
 */
function withWhatIsLeft(draft: Draft, planned: PlannedMeals, input: PlanWeekInput): Draft {
  const { left } = planned;
  if (left === 0) return draft;
  const them = left === 1 ? "it" : "them";
  const empty = `${left === 1 ? "1 slot is" : `${left} slots are`} still empty`;
  if (planned.longerWouldFit) {
    const question =
      `${draft.text} ${empty}: not enough recipes that fit your diet can be made within your weeknight prep ` +
      `time without repeating one. Shall I fill ${them} with recipes that take longer?`;
    const step = {
      tool: "planWeek",
      input: { ...input, anyPrepTime: true },
      change: `fill ${them} with recipes that take longer`,
    };
    return { ...waitFor(draft.memory, [step], question), component: draft.component };
  }
  return {
    ...draft,
    text:
      `${draft.text} ${empty}: there aren't enough recipes that fit your household's diet to fill ${them} ` +
      `without repeating one. Save a few more recipes, or ask me for ideas.`,
    actions: [action("Suggest a recipe", "Suggest a recipe", "chef-hat"), ...(draft.actions ?? [])],
  };
}

async function planDays(
  request: Extract<Request, { kind: "mealplan.planWeek" }>,
  mealTypes: MealType[],
  { tools, memory }: HandlerContext,
): Promise<Draft> {
  const { range } = request;
  const input = { startDate: range.from, endDate: range.to, mealTypes, count: request.count, avoid: request.avoid };
  const result = await tools.planWeek.run(input);
  // What was planned and what is left, both as the tool found them under the household's lock.
  const planned = result.data as PlannedMeals;
  if (planned.added === 0 && planned.left === 0)
    return { text: `Everything ${forRange(range.label)} is planned already.`, memory };
  const draft: Draft =
    planned.added === 0
      ? { text: `I couldn't plan any meals ${forRange(range.label)}.`, component: result.component, memory }
      : {
          text: `Done! I've planned ${plural(planned.added, "meal")} ${forRange(range.label)}, chosen for your tastes and diet.`,
          component: result.component,
          actions: [action("What do I need to buy?", "What do I need to buy?", "list")],
          memory,
        };
  return withWhatIsLeft(draft, planned, input);
}

export const planHandlers: Pick<
  Handlers,
  | "mealplan.show"
  | "mealplan.planWeek"
  | "mealplan.remove"
  | "mealplan.replace"
  | "mealplan.add"
  | "mealplan.move"
  | "mealplan.fill"
  | "mealplan.whatsFor"
> = {
  async "mealplan.show"(request, { tools, memory }) {
    const result = await tools.showMealPlan.run({ from: request.range.from, to: request.range.to });
    const plan = result.data as MealPlan;
    const meals = plan.days.flatMap((day) => day.meals);
    if (meals.length === 0) {
      return {
        text: `Nothing is planned ${forRange(request.range.label)} yet.`,
        component: result.component,
        actions: [
          request.range.from === request.range.to
            ? action("Plan dinner", `Plan dinner ${forRange(request.range.label)}`, "calendar")
            : action("Plan it for me", `Plan my meals for ${request.range.label}`, "calendar"),
        ],
        memory,
      };
    }
    return {
      text: `Here's the plan ${forRange(request.range.label)}: ${plural(meals.length, "meal")}.`,
      component: result.component,
      memory,
    };
  },

  async "mealplan.planWeek"(request, context) {
    const { tools, memory } = context;
    // A whole week, or some of its days (a weekend, "Monday to Friday").
    const week = weekOf(parseISO(request.range.from));
    const mealTypes = request.mealTypes.length ? request.mealTypes : MEALS;
    if (request.range.from !== week.from || request.range.to !== week.to) return planDays(request, mealTypes, context);
    const input = {
      startDate: request.range.from,
      mealTypes: request.mealTypes.length ? request.mealTypes : undefined,
      count: request.count,
      avoid: request.avoid,
    };
    const result = await tools.planWeek.run(input);
    const planned = result.data as PlannedMeals;
    const meals = planned.days.flatMap((day) => day.meals).length;
    const draft: Draft = meals
      ? {
          text: `Done! ${request.range.label === "this week" ? "This week" : capitalise(request.range.label)} has ${plural(meals, "meal")} planned, chosen for your tastes and diet, with no recipe twice.`,
          component: result.component,
          actions: [action("What do I need to buy?", "What do I need to buy?", "list")],
          memory,
        }
      : { text: "I couldn't plan any meals for the empty slots.", component: result.component, memory };
    return withWhatIsLeft(draft, planned, input);
  },

  async "mealplan.remove"(request, context) {
    const meal = await mealOn(
      request.date,
      request.dateLabel,
      request.mealType,
      (type) => `Remove ${type} ${request.dateLabel} from the plan`,
      context,
    );
    if ("reply" in meal) return meal.reply;
    const result = await context.tools.removeMeal.run({ mealId: meal.id });
    return result.pending
      ? waitFor(context.memory, [result.pending])
      : { text: result.summary, memory: context.memory };
  },

  async "mealplan.replace"(request, context) {
    const meal = await mealOn(
      request.date,
      request.dateLabel,
      request.mealType,
      (type) => `Change ${type} ${request.dateLabel} to something else`,
      context,
    );
    if ("reply" in meal) return meal.reply;
    if (request.recipe) {
      return context.handle(
        {
          kind: "mealplan.add",
          recipe: request.recipe,
          date: request.date,
          dateLabel: request.dateLabel,
          mealType: meal.mealType,
        },
        context.memory,
      );
    }
    // "Something else": the best suggestion for that meal that is not on that week's plan.
    const planned = await plannedThatWeek(request.date, context.tools);
    const suggestions = (await context.tools.suggestRecipes.run({ mealType: meal.mealType })).data ?? [];
    const pick = suggestions.find((entry) => !planned.has(entry.recipe.id));
    if (!pick) return { text: `I couldn't find another ${meal.mealType} that fits your diet.`, memory: context.memory };
    return context.handle(
      {
        kind: "mealplan.add",
        recipe: { name: pick.recipe.name },
        date: request.date,
        dateLabel: request.dateLabel,
        mealType: meal.mealType,
      },
      context.memory,
    );
  },

  async "mealplan.add"(request, { tools, memory, turn }) {
    const recipe = await resolveRecipe(request.recipe, tools, memory);
    if ("ask" in recipe) return recipe.ask;
    const mealType = request.mealType ?? recipe.mealTypes[0] ?? "dinner";
    const against = conflicts(await fullRecipe(recipe.id, tools), turn.profile);
    const input = { date: request.date, mealType, recipeId: recipe.id };
    if (against.length) {
      // The yes also covers replacing what is planned there, so the question says so.
      const replacing = await tools.planMeal.confirmation(input);
      const change = replacing?.change ?? `plan it for ${mealType} ${request.dateLabel}`;
      return waitFor(
        memory,
        [{ tool: "planMeal", input, change }],
        `${recipe.name} ${listInWords(against)}. ${capitalise(change)} anyway?`,
      );
    }
    const result = await tools.planMeal.run(input);
    if (result.pending) return waitFor(memory, [result.pending]);
    return {
      text: `${recipe.name} is on the plan for ${mealType} ${request.dateLabel}.`,
      component: result.component,
      memory: remember(memory, result),
    };
  },

  async "mealplan.move"(request, context) {
    const meal = await mealOn(
      request.date,
      request.dateLabel,
      request.mealType,
      (type) => `Move ${type} ${request.dateLabel} to ${request.toLabel.replace(/^on /, "")}`,
      context,
    );
    if ("reply" in meal) return meal.reply;
    const result = await context.tools.moveMeal.run({
      mealId: meal.id,
      date: request.to,
      ...(request.toMealType ? { mealType: request.toMealType } : {}),
    });
    if (result.pending) return waitFor(context.memory, [result.pending]);
    return { text: result.summary, component: result.component, memory: context.memory };
  },

  async "mealplan.fill"(request, { tools, memory }) {
    const planned = await plannedThatWeek(request.date, tools);
    const suggestions = (await tools.suggestRecipes.run({ mealType: request.mealType })).data ?? [];
    // The best suggestion that is not on that week's plan already.
    const pick = suggestions.find((entry) => !planned.has(entry.recipe.id)) ?? suggestions[0];
    if (!pick) return { text: `I couldn't find a ${request.mealType} that fits your diet.`, memory };
    const result = await tools.planMeal.run({
      date: request.date,
      mealType: request.mealType,
      recipeId: pick.recipe.id,
    });
    if (result.pending) return { ...waitFor(memory, [result.pending]), component: recipeComponent(pick.recipe) };
    return {
      text: `I've planned ${pick.recipe.name} for ${request.mealType} ${request.dateLabel}. ${pick.recipe.description}`,
      component: result.component,
      actions: [action("Show the recipe", `Show me the recipe for ${pick.recipe.name}`, "book-open")],
      memory: { ...remember(memory, result), lastRecipeIds: [pick.recipe.id] },
    };
  },

  async "mealplan.whatsFor"(request, context) {
    const { tools, memory, turn } = context;
    const plan = (await tools.showMealPlan.run({ from: request.date, to: request.date })).data as MealPlan;
    const meal = plan.days[0]?.meals.find((entry) => entry.mealType === request.mealType);
    if (meal?.recipe) {
      const result = await tools.showRecipe.run({ recipeId: meal.recipeId });
      const against = conflicts(result.data as Recipe, turn.profile);
      return {
        text: `${capitalise(request.dateLabel.replace(/^on /, ""))}'s ${request.mealType} is ${meal.recipeName} (about ${meal.prepTime} minutes).${against.length ? ` Heads up: it ${listInWords(against)}.` : ""}`,
        component: result.component,
        actions: [
          action("Start cooking", `Start cooking ${meal.recipeName}`, "chef-hat"),
          action("Something else", `Suggest something else for ${request.mealType}`, "shuffle"),
        ],
        memory: remember(memory, result),
      };
    }
    return suggest(
      {
        kind: "recipe.suggest",
        mealType: request.mealType,
        maxPrepTime: null,
        ingredients: [],
        text: null,
        usePantry: false,
        another: false,
      },
      context,
      `Nothing is planned for ${request.mealType} ${request.dateLabel}. `,
    );
  },
};
