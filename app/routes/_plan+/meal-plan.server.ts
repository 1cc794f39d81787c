import { todayIso } from "~/domain/dates";
import { parseWithZod } from "@conform-to/zod/v4";
import { addDays, format, isValid, parseISO, startOfWeek } from "date-fns";
import { formatDay, MEAL_TYPE_LABELS } from "~/components/chat/meal-plan-card";
import {
  orNotFound,
  redirectWithFailure,
  redirectWithInvalid,
  redirectWithToast,
  redirectUnknownIntent,
  formFailed,
  replyToForm,
} from "~/page-forms.server";
import {
  changeRecipeSchema,
  FIRST_PLANNED_DAY,
  LAST_PLANNED_WEEK,
  mealRecipeSearchSchema,
  planWeekFormSchema,
  removeMealSchema,
} from "~/schemas/meal-plan";
import { db } from "~/services/db/index.server";
import type { Actor } from "~/domain/actor";
import {
  fillMealPlan,
  getMeal,
  getMealPlan,
  mealPlanPayload,
  planMeal,
  removeMeal,
  type Meal,
} from "~/services/kitchen/meal-plan.server";
import { searchRecipes } from "~/services/kitchen/recipe-search.server";
import { suggestRecipes } from "~/services/kitchen/recipe-suggestions.server";
import { requireHousehold } from "~/sessions.server";
import { plural } from "~/domain/words";
import { startCooking } from "../_cooking+/cooking.server";

const CHOICES = 12;

function iso(date: Date) {
  return format(date, "yyyy-MM-dd");
}

/** The Monday of the week holding `date` (YYYY-MM-DD), or of this week when it is not a date it can show. */
function mondayOf(date: string | null | undefined, today = todayIso()) {
  const parsed = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? parseISO(date) : null;
  const monday = parsed && isValid(parsed) ? iso(startOfWeek(parsed, { weekStartsOn: 1 })) : null;
  // (Further out, the week's days or the next week's link would need a five-digit year.)
  return monday && monday >= FIRST_PLANNED_DAY && monday <= LAST_PLANNED_WEEK
    ? monday
    : iso(startOfWeek(parseISO(today), { weekStartsOn: 1 }));
}

function weekTitle(monday: string, thisMonday: string) {
  if (monday === thisMonday) return "This week";
  if (monday === iso(addDays(parseISO(thisMonday), 7))) return "Next week";
  if (monday === iso(addDays(parseISO(thisMonday), -7))) return "Last week";
  return `Week of ${format(parseISO(monday), "MMM d")}`;
}

function plannerUrl(monday: string) {
  return `/meal-planner?week=${monday}`;
}

function planOfWeek(actor: Actor, monday: string) {
  return getMealPlan(db(), actor, { from: monday, to: iso(addDays(parseISO(monday), 6)) });
}

function mealSlot(meal: Pick<Meal, "date" | "mealType">) {
  return `${MEAL_TYPE_LABELS[meal.mealType].toLowerCase()} on ${formatDay(meal.date)}`;
}

/** /meal-planner?week=YYYY-MM-DD: the week (Monday to Sunday) holding that date. */
export async function loadMealPlanner(request: Request) {
  const { actor } = await requireHousehold(request);
  const today = todayIso();
  const thisMonday = mondayOf(today, today);
  const monday = mondayOf(new URL(request.url).searchParams.get("week"), today);
  const plan = await planOfWeek(actor, monday);
  const planned = plan.days.reduce((count, day) => count + day.meals.length, 0);
  return {
    today,
    week: monday,
    isThisWeek: monday === thisMonday,
    previousWeek: iso(addDays(parseISO(monday), -7)),
    nextWeek: iso(addDays(parseISO(monday), 7)),
    planned,
    slots: plan.days.length * 3,
    plan: mealPlanPayload(weekTitle(monday, thisMonday), plan),
  };
}

export async function submitMealPlanner(request: Request) {
  const { actor } = await requireHousehold(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  // The forms post to the page they are on, so a failure returns to the week shown.
  const shownWeek = plannerUrl(mondayOf(new URL(request.url).searchParams.get("week")));

  if (intent === "plan-week") {
    const submission = parseWithZod(formData, { schema: planWeekFormSchema });
    if (submission.status !== "success")
      return redirectWithInvalid(request, shownWeek, "Failed to plan the week", submission);
    const monday = mondayOf(submission.value.week);
    try {
      const { added, left } = await fillMealPlan(db(), actor, { startDate: monday });
      // Slots no recipe could fill are said, with why: the diet and the weeknight prep time.
      const empty =
        left > 0 ? ` ${plural(left, "slot")} stayed empty: no more recipes fit your diet and prep time.` : "";
      const toast =
        added > 0
          ? {
              title: "Week planned",
              description: `Added ${plural(added, "meal")} to the week of ${format(parseISO(monday), "MMM d")}.${empty}`,
            }
          : left === 0
            ? { title: "Nothing to add", description: "Every meal still to come this week is already planned." }
            : { title: "Nothing to add", description: "No more recipes fit your preferences for the empty slots." };
      return redirectWithToast(request, plannerUrl(monday), toast);
    } catch (error) {
      return redirectWithFailure(request, plannerUrl(monday), "Failed to plan the week", error);
    }
  }

  if (intent === "remove-meal") {
    const submission = parseWithZod(formData, { schema: removeMealSchema });
    if (submission.status !== "success")
      return redirectWithInvalid(request, shownWeek, "Failed to remove meal", submission);
    try {
      const meal = await getMeal(db(), actor, submission.value.mealId);
      await removeMeal(db(), actor, meal.id);
      return redirectWithToast(request, plannerUrl(mondayOf(meal.date)), {
        title: "Meal removed",
        description: `${meal.recipeName} is no longer planned for ${mealSlot(meal)}.`,
      });
    } catch (error) {
      return redirectWithFailure(request, shownWeek, "Failed to remove meal", error);
    }
  }

  return redirectUnknownIntent(request, shownWeek);
}

/** /meals/{id}: the meal, and recipes to change it to (suggestions for that meal, or a search). */
export async function loadMeal(request: Request, mealId: string) {
  const { actor } = await requireHousehold(request);
  const meal = await orNotFound(getMeal(db(), actor, mealId), "Meal not found");
  const params = new URL(request.url).searchParams;
  const search = parseWithZod(params, { schema: mealRecipeSearchSchema });
  const q = search.status === "success" ? (search.value.q ?? "") : "";
  const choices = q
    ? (await searchRecipes(db(), actor, { text: q, limit: CHOICES + 1 }))
        .filter((recipe) => recipe.id !== meal.recipeId)
        .slice(0, CHOICES)
    : (await suggestRecipes(db(), actor, { mealType: meal.mealType, exclude: [meal.recipeId], limit: CHOICES })).map(
        (suggestion) => suggestion.recipe,
      );
  return {
    meal: {
      id: meal.id,
      date: meal.date,
      mealType: meal.mealType,
      recipeId: meal.recipeId,
      recipeName: meal.recipeName,
      recipe: meal.recipe,
    },
    week: mondayOf(meal.date),
    q: params.get("q") ?? "",
    searchReply: search.status === "error" ? search.reply() : null,
    choices: choices.map((recipe) => ({ id: recipe.id, name: recipe.name, prepTime: recipe.prepTime })),
  };
}

export async function submitMeal(request: Request, mealId: string) {
  const { actor } = await requireHousehold(request);
  const meal = await orNotFound(getMeal(db(), actor, mealId), "Meal not found");
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const page = `/meals/${encodeURIComponent(meal.id)}`;

  if (intent === "change-recipe") {
    const submission = parseWithZod(formData, { schema: changeRecipeSchema });
    if (submission.status !== "success") return replyToForm(intent, submission);
    let changed: Meal;
    try {
      changed = await planMeal(db(), actor, {
        date: meal.date,
        mealType: meal.mealType,
        recipeId: submission.value.recipeId,
      });
    } catch (error) {
      return formFailed(intent, submission, error, { doing: "Changing a meal" });
    }
    // Planning a slot replaces its entry, so the meal has a new id.
    return redirectWithToast(request, `/meals/${encodeURIComponent(changed.id)}`, {
      title: "Meal updated",
      description: `${changed.recipeName} is now planned for ${mealSlot(changed)}.`,
    });
  }

  if (intent === "remove-meal") {
    try {
      await removeMeal(db(), actor, meal.id);
    } catch (error) {
      return redirectWithFailure(request, page, "Failed to remove meal", error);
    }
    return redirectWithToast(request, plannerUrl(mondayOf(meal.date)), {
      title: "Meal removed",
      description: `${meal.recipeName} is no longer planned for ${mealSlot(meal)}.`,
    });
  }

  if (intent === "start-cooking") return startCooking(request, actor, meal.recipeId, page);

  return redirectUnknownIntent(request, page);
}
