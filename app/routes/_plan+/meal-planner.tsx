import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { MealPlanCard } from "~/components/chat/meal-plan-card";
import { SubmitButton, useSubmitting } from "~/components/forms";
import { KitchenShell } from "~/components/kitchen-shell";
import { cx } from "~/components/ui";
import { useLiveUpdates } from "~/live";
import { liveData } from "~/live.server";
import { loadMealPlanner, submitMealPlanner } from "./meal-plan.server";

export const meta: MetaFunction = () => [{ title: "Meal plan" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await liveData(() => loadMealPlanner(request)));
}

export async function action({ request }: ActionFunctionArgs) {
  return submitMealPlanner(request);
}

const weekLinkClass =
  "inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900";

/**
 * On a phone the week is one long column: this week's planner opens at today instead of
 * Monday (unless the member was already somewhere on the page, or followed a link to a part).
 */
function useOpenAtToday(isThisWeek: boolean) {
  useEffect(() => {
    if (!isThisWeek || window.location.hash || window.scrollY > 0) return;
    if (!window.matchMedia("(max-width: 639px)").matches) return;
    document.getElementById("today")?.scrollIntoView({ block: "start" });
  }, [isThisWeek]);
}

export default function MealPlanner() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const planning = useSubmitting({ intent: "plan-week" });
  useLiveUpdates(["meal-plan"], data.liveSince);
  const changingWeek = navigation.state === "loading" && navigation.location.pathname === "/meal-planner";
  const full = data.planned === data.slots;
  useOpenAtToday(data.isThisWeek);
  return (
    <KitchenShell title="Meal plan" subtitle={`${data.planned} of ${data.slots} meals planned`}>
      <nav aria-label="Weeks" className="mb-4 flex items-center justify-between gap-2">
        <Link to={`?week=${data.previousWeek}`} className={weekLinkClass}>
          <span aria-hidden="true">←</span> Previous week
        </Link>
        {data.isThisWeek ? null : (
          <Link to="/meal-planner#today" className={cx(weekLinkClass, "text-basil-700")}>
            This week
          </Link>
        )}
        <Link to={`?week=${data.nextWeek}`} className={weekLinkClass}>
          Next week <span aria-hidden="true">→</span>
        </Link>
      </nav>

      <Form
        method="post"
        className="mb-4 flex flex-col gap-2 rounded-2xl border border-basil-200 bg-basil-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <input type="hidden" name="week" value={data.week} />
        <p className="text-sm text-basil-900">
          {full
            ? "Every meal of this week is planned."
            : "Fill the empty slots with recipes picked for your household, no recipe twice."}
        </p>
        <SubmitButton
          name="intent"
          value="plan-week"
          busy={planning}
          busyLabel="Planning..."
          disabled={full}
          className="shrink-0"
        >
          Plan this week
        </SubmitButton>
      </Form>

      <div aria-busy={changingWeek || undefined} className={cx("transition-opacity", changingWeek && "opacity-60")}>
        <MealPlanCard
          plan={data.plan}
          showEmptySlots
          today={data.today}
          removeMeal={{ intent: "remove-meal" }}
          emptySlotHref={(_date, mealType) => `/recipes?mealType=${mealType}`}
        />
      </div>
    </KitchenShell>
  );
}
