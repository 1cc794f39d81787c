import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { format, parseISO } from "date-fns";
import type { z } from "zod";
import { MEAL_TYPE_LABELS } from "~/components/chat/meal-plan-card";
import { formatPrepTime, RecipeCard } from "~/components/chat/recipe-card";
import { firstError, FormAlert, SubmitButton, useSubmitting } from "~/components/forms";
import { KitchenErrorView } from "~/components/kitchen-not-found";
import { KitchenShell } from "~/components/kitchen-shell";
import { Button, Card, CardHeader, cx, inputClass, Label } from "~/components/ui";
import { useLiveUpdates } from "~/live";
import { loadMeal, submitMeal } from "./meal-plan.server";
import { changeRecipeSchema, mealRecipeSearchSchema } from "~/schemas/cooking-forms";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${MEAL_TYPE_LABELS[data.meal.mealType]}: ${data.meal.recipeName}` : "Meal not found" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json(await loadMeal(request, params.mealId ?? ""));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitMeal(request, params.mealId ?? "");
}

type MealData = ReturnType<typeof useLoaderData<typeof loader>>;

function RecipeSearchForm({ q, lastResult }: { q: string; lastResult: MealData["searchReply"] }) {
  const [form, fields] = useForm<z.input<typeof mealRecipeSearchSchema>>({
    id: "meal-recipe-search",
    lastResult,
    defaultValue: { q },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mealRecipeSearchSchema }),
    shouldValidate: "onSubmit",
  });
  const { key, ...inputProps } = getInputProps(fields.q, { type: "search" });
  return (
    <Form method="get" role="search" aria-label="Recipes for this meal" preventScrollReset className="mb-4" {...getFormProps(form)}>
      <Label htmlFor={fields.q.id}>Search for another recipe</Label>
      <div className="mt-1 flex gap-2">
        <input key={key} {...inputProps} placeholder="e.g. pasta, curry" className={cx(inputClass, "mt-0")} />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </div>
      <FormAlert message={firstError(form.errors, fields.q.errors)} />
    </Form>
  );
}

function ChangeRecipeForm({ data }: { data: MealData }) {
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "intent" in actionData && actionData.intent === "change-recipe" ? actionData.result : undefined;
  const busy = useSubmitting({ intent: "change-recipe" });
  const [form, fields] = useForm<z.input<typeof changeRecipeSchema>>({
    id: "change-recipe",
    lastResult,
    defaultValue: { recipeId: data.choices[0]?.id ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeRecipeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key, ...selectProps } = getSelectProps(fields.recipeId);
  const mealLabel = MEAL_TYPE_LABELS[data.meal.mealType].toLowerCase();
  return (
    <Card aria-labelledby="change-recipe-title">
      <CardHeader
        id="change-recipe-title"
        title="Change recipe"
        description={data.q ? `Recipes matching “${data.q}”.` : `Suggestions for ${mealLabel}, picked for your household.`}
      />
      <RecipeSearchForm q={data.q} lastResult={data.searchReply} />
      {data.choices.length === 0 ? (
        <p className="text-sm text-stone-600">
          No other recipes found.{" "}
          {data.q ? (
            <Link to="?" preventScrollReset className="text-basil-700 underline">
              Show suggestions
            </Link>
          ) : null}
        </p>
      ) : (
        <Form method="post" preventScrollReset {...getFormProps(form)}>
          <Label htmlFor={fields.recipeId.id}>New recipe</Label>
          <select key={key} {...selectProps} className={inputClass}>
            {data.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name} ({formatPrepTime(choice.prepTime)})
              </option>
            ))}
          </select>
          <div className="mt-3">
            <FormAlert message={firstError(form.errors, fields.recipeId.errors)} />
          </div>
          <SubmitButton name="intent" value="change-recipe" busy={busy} busyLabel="Changing..." variant="outline" className="w-full">
            Change recipe
          </SubmitButton>
        </Form>
      )}
    </Card>
  );
}

export default function MealPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const starting = useSubmitting({ intent: "start-cooking" });
  const removing = useSubmitting({ intent: "remove-meal" });
  useLiveUpdates(["meal-plan"]);
  const { meal } = data;
  return (
    <KitchenShell
      title={MEAL_TYPE_LABELS[meal.mealType]}
      subtitle={format(parseISO(meal.date), "EEEE, MMMM d, yyyy")}
      actions={
        <Link to={`/meal-planner?week=${data.week}`} className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-basil-700 hover:bg-basil-50">
          Week
        </Link>
      }
    >
      <div className="space-y-5">
        {meal.recipe ? (
          <RecipeCard recipe={meal.recipe} headingLevel={2} />
        ) : (
          <Card>
            <p className="font-medium text-stone-900">{meal.recipeName}</p>
            <p className="text-sm text-stone-600">Choose another recipe for this meal below.</p>
          </Card>
        )}

        <Form method="post" className="grid grid-cols-2 gap-2">
          <SubmitButton name="intent" value="start-cooking" busy={starting} busyLabel="Starting..." disabled={!meal.recipe}>
            Start cooking
          </SubmitButton>
          <SubmitButton name="intent" value="remove-meal" busy={removing} busyLabel="Removing..." variant="outline" className="text-red-700">
            Remove from plan
          </SubmitButton>
        </Form>

        <ChangeRecipeForm key={location.pathname + location.search} data={data} />
      </div>
    </KitchenShell>
  );
}

export function ErrorBoundary() {
  return <KitchenErrorView section="Meal plan" notFound="Meal not found" backTo="/meal-planner" backLabel="Back to the meal plan" />;
}
