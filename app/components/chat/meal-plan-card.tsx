import { Link } from "@remix-run/react";
import { useId } from "react";
import { cx } from "~/components/ui";
import { formatCalendar, parseDay } from "~/domain/calendar-words";
import { mealTypes } from "~/schemas/options";
import { CardPageLink } from "./card-page-link";
import { ComponentForm, type FormTarget } from "./component-form";
import { formatPrepTime } from "./recipe-card";

export type MealType = (typeof mealTypes)[number];

export const MEAL_TYPE_LABELS: Record<MealType, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner" };

export type MealPlanMeal = { id: string; date: string; mealType: MealType; recipeName: string; prepTime: number };

/** The meal plan card's payload (docs/api.md, "The chat's cards"). Dates are YYYY-MM-DD. */
export type MealPlanData = {
  title: string;
  startDate: string;
  endDate: string;
  days: Array<{ date: string; meals: MealPlanMeal[] }>;
};

/** "Mar 2 – 8, 2026", "Mar 30 – Apr 5, 2026", "Dec 29, 2025 – Jan 4, 2026". */
export function formatDateRange(startDate: string, endDate: string) {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (start.getFullYear() !== end.getFullYear())
    return `${formatCalendar(start, "MMM d, yyyy")} – ${formatCalendar(end, "MMM d, yyyy")}`;
  if (start.getMonth() !== end.getMonth())
    return `${formatCalendar(start, "MMM d")} – ${formatCalendar(end, "MMM d, yyyy")}`;
  if (startDate === endDate) return formatCalendar(start, "MMM d, yyyy");
  return `${formatCalendar(start, "MMM d")} – ${formatCalendar(end, "d, yyyy")}`;
}

/** "Monday, Mar 2". */
export function formatDay(date: string) {
  return formatCalendar(parseDay(date), "EEEE, MMM d");
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function MealLink({ meal }: { meal: MealPlanMeal }) {
  return (
    <Link to={`/meals/${encodeURIComponent(meal.id)}`} className="group flex min-w-0 items-baseline gap-2">
      <span className="truncate font-medium text-stone-900 group-hover:text-basil-700 group-hover:underline">
        {meal.recipeName}
      </span>
      {meal.prepTime > 0 ? (
        <span className="shrink-0 text-xs text-stone-500">{formatPrepTime(meal.prepTime)}</span>
      ) : null}
    </Link>
  );
}

/**
 * A meal plan: title, date range and the days with their meals, each meal a link to its
 * page. With `showEmptySlots` every day lists breakfast, lunch and dinner (an empty slot
 * links to `emptySlotHref` when given); with `removeMeal` each meal has a remove button.
 * `pageHref` (a card in the chat) links the card's foot to the meal planner.
 */
export function MealPlanCard({
  plan,
  showEmptySlots = false,
  removeMeal,
  emptySlotHref,
  today,
  pageHref,
}: {
  plan: MealPlanData;
  showEmptySlots?: boolean;
  removeMeal?: FormTarget;
  emptySlotHref?: (date: string, mealType: MealType) => string;
  /** YYYY-MM-DD of today, to mark that day (on the planner page, also its `#today` anchor). */
  today?: string;
  pageHref?: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-surface shadow-sm">
      <header className="border-b border-stone-100 px-4 py-3">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {plan.title}
        </h2>
        <p className="text-sm text-stone-500">{formatDateRange(plan.startDate, plan.endDate)}</p>
      </header>
      <ol className="divide-y divide-stone-100">
        {plan.days.map((day) => {
          const slots: Array<{ mealType: MealType; meal: MealPlanMeal | undefined }> = showEmptySlots
            ? mealTypes.map((mealType) => ({ mealType, meal: day.meals.find((meal) => meal.mealType === mealType) }))
            : day.meals.map((meal) => ({ mealType: meal.mealType, meal }));
          const isToday = day.date === today;
          return (
            <li
              key={day.date}
              id={isToday && showEmptySlots ? "today" : undefined}
              aria-label={formatDay(day.date)}
              className={cx("scroll-mt-4 px-4 py-3", isToday && "bg-basil-50/60")}
            >
              <h3 className="flex items-center gap-2 text-sm font-semibold text-stone-800">
                {formatDay(day.date)}
                {isToday ? (
                  <span className="rounded-full bg-basil-600 px-2 py-0.5 text-[11px] font-medium text-white">
                    Today
                  </span>
                ) : null}
              </h3>
              {slots.length === 0 ? (
                <p className="mt-1 text-sm text-stone-500">Nothing planned</p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {slots.map(({ mealType, meal }) => (
                    <li key={mealType} className="flex min-h-12 items-center gap-2">
                      <div className="min-w-0 flex-1">
                        <span className="block text-[11px] font-medium uppercase tracking-wide text-stone-500">
                          {MEAL_TYPE_LABELS[mealType]}
                        </span>
                        {meal ? (
                          <MealLink meal={meal} />
                        ) : emptySlotHref ? (
                          <Link
                            to={emptySlotHref(day.date, mealType)}
                            className="text-sm text-stone-400 hover:text-basil-700"
                          >
                            Not planned · <span className="underline">find a recipe</span>
                          </Link>
                        ) : (
                          <span className="text-sm text-stone-400">Not planned</span>
                        )}
                      </div>
                      {meal && removeMeal ? (
                        <ComponentForm target={removeMeal} fields={{ mealId: meal.id }}>
                          <button
                            type="submit"
                            aria-label={`Remove ${MEAL_TYPE_LABELS[mealType]} on ${formatDay(day.date)}`}
                            className="rounded-lg p-2.5 text-stone-500 hover:bg-red-50 hover:text-red-700"
                          >
                            <TrashIcon />
                          </button>
                        </ComponentForm>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      {pageHref ? <CardPageLink to={pageHref}>Open the meal plan</CardPageLink> : null}
    </section>
  );
}
