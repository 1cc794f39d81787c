import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import type { z } from "zod";
import { MEAL_TYPE_LABELS } from "~/components/chat/meal-plan-card";
import { formatPrepTime } from "~/components/chat/recipe-card";
import { firstError, FormAlert, SubmitButton, useSubmitting } from "~/components/forms";
import { replyFor } from "~/components/form-reply";
import { Button, Card, CardHeader, cx, inputClass, Label } from "~/components/ui";
import { changeRecipeSchema, mealRecipeSearchSchema } from "~/schemas/meal-plan";
import type { loadMeal } from "../meal-plan.server";

/** What /meals/{id} loads: the meal, the recipes to change it to, and the search that found them. */
export type MealData = SerializeFrom<typeof loadMeal>;

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
    <Form
      method="get"
      role="search"
      aria-label="Recipes for this meal"
      preventScrollReset
      className="mb-4"
      {...getFormProps(form)}
    >
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

/** Another recipe for this meal: suggestions for it, or what a search finds. */
export function ChangeRecipeForm({ data }: { data: MealData }) {
  const lastResult = replyFor(useActionData(), "change-recipe");
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
        description={
          data.q ? `Recipes matching “${data.q}”.` : `Suggestions for ${mealLabel}, picked for your household.`
        }
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
          <SubmitButton
            name="intent"
            value="change-recipe"
            busy={busy}
            busyLabel="Changing..."
            variant="outline"
            className="w-full"
          >
            Change recipe
          </SubmitButton>
        </Form>
      )}
    </Card>
  );
}
