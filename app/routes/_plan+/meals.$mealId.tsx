import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { MEAL_TYPE_LABELS } from "~/components/chat/meal-plan-card";
import { KitchenErrorView } from "~/components/kitchen-not-found";
import { KitchenShell } from "~/components/kitchen-shell";
import { formatCalendar, parseDay } from "~/domain/calendar-words";
import { useLiveUpdates } from "~/live";
import { liveData } from "~/live.server";
import { loadMeal, submitMeal } from "./meal-plan.server";
import { ChangeRecipeForm } from "./ui/change-recipe-form";
import { MealActions, MealRecipe } from "./ui/meal-details";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${MEAL_TYPE_LABELS[data.meal.mealType]}: ${data.meal.recipeName}` : "Meal not found" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json(await liveData(() => loadMeal(request, params.mealId ?? "")));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitMeal(request, params.mealId ?? "");
}

export default function MealPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  useLiveUpdates(["meal-plan"], data.liveSince);
  const { meal } = data;
  return (
    <KitchenShell
      title={MEAL_TYPE_LABELS[meal.mealType]}
      subtitle={formatCalendar(parseDay(meal.date), "EEEE, MMMM d, yyyy")}
      actions={
        <Link
          to={`/meal-planner?week=${data.week}`}
          className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-basil-700 hover:bg-basil-50"
        >
          Week
        </Link>
      }
    >
      <div className="space-y-5">
        <MealRecipe meal={meal} />
        <MealActions canCook={!!meal.recipe} />
        <ChangeRecipeForm key={location.pathname + location.search} data={data} />
      </div>
    </KitchenShell>
  );
}

export function ErrorBoundary() {
  return (
    <KitchenErrorView
      section="Meal plan"
      notFound="Meal not found"
      backTo="/meal-planner"
      backLabel="Back to the meal plan"
    />
  );
}
