import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData } from "@remix-run/react";
import type { z } from "zod";
import { MEAL_TYPE_LABELS } from "~/components/chat/meal-plan-card";
import { firstError, FormAlert, SubmitButton, useSubmitting } from "~/components/forms";
import { replyFor } from "~/components/form-reply";
import { Button, Card, CardHeader, cx, inputClass, Label } from "~/components/ui";
import { planRecipeSchema } from "~/schemas/meal-plan";
import { MAX_SERVINGS, servingsSchema } from "~/schemas/recipes";
import { mealTypes } from "~/schemas/options";
import type { RecipeData } from "./recipe-details";

/** Scales the recipe (a GET form, so the servings stay in the address): − and + step by one, Reset goes back. */
export function ServingsForm({
  recipe,
  input,
  lastResult,
}: {
  recipe: RecipeData;
  input: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useForm<z.input<typeof servingsSchema>>({
    id: "servings",
    lastResult,
    defaultValue: { servings: input || String(recipe.servings) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: servingsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key, ...inputProps } = getInputProps(fields.servings, { type: "number" });
  const step = (servings: number) => `?servings=${Math.min(MAX_SERVINGS, Math.max(1, servings))}`;
  const stepClass =
    "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-surface text-lg text-stone-800 hover:bg-stone-100";
  return (
    <Form method="get" preventScrollReset className="mb-4" {...getFormProps(form)}>
      <Label htmlFor={fields.servings.id}>Servings</Label>
      <div className="mt-1 flex items-center gap-2">
        <Link
          to={step(recipe.servings - 1)}
          preventScrollReset
          replace
          aria-label="Fewer servings"
          className={stepClass}
        >
          −
        </Link>
        <div className="w-20 shrink-0">
          <input
            key={key}
            {...inputProps}
            min={1}
            max={MAX_SERVINGS}
            step={1}
            className={cx(inputClass, "mt-0 text-center")}
          />
        </div>
        <Link
          to={step(recipe.servings + 1)}
          preventScrollReset
          replace
          aria-label="More servings"
          className={stepClass}
        >
          +
        </Link>
        <Button type="submit" variant="outline">
          Scale
        </Button>
      </div>
      {recipe.servings !== recipe.originalServings ? (
        <p className="mt-1 text-xs text-stone-500">
          Scaled from {recipe.originalServings} servings.{" "}
          <Link to="?" preventScrollReset replace className="text-basil-700 underline">
            Reset
          </Link>
        </p>
      ) : null}
      <FormAlert message={firstError(form.errors, fields.servings.errors)} />
    </Form>
  );
}

/** Start cooking, or put what the pantry lacks (at the servings shown) on the shopping list. */
export function CookingActions({ servings }: { servings: number }) {
  const starting = useSubmitting({ intent: "start-cooking" });
  const adding = useSubmitting({ intent: "add-missing" });
  return (
    <Form method="post" className="grid gap-2 sm:grid-cols-2">
      <input type="hidden" name="servings" value={servings} />
      <SubmitButton name="intent" value="start-cooking" busy={starting} busyLabel="Starting...">
        Start cooking
      </SubmitButton>
      <SubmitButton name="intent" value="add-missing" busy={adding} busyLabel="Adding..." variant="outline">
        Add missing ingredients to the shopping list
      </SubmitButton>
    </Form>
  );
}

/** Plans this recipe for a day and meal. */
export function PlanMealForm({ defaults }: { defaults: { date: string; mealType: string } }) {
  const lastResult = replyFor(useActionData(), "plan-meal");
  const busy = useSubmitting({ intent: "plan-meal" });
  const [form, fields] = useForm<z.input<typeof planRecipeSchema>>({
    id: "plan-meal",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: planRecipeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: dateKey, ...dateProps } = getInputProps(fields.date, { type: "date" });
  const { key: mealKey, ...mealProps } = getSelectProps(fields.mealType);
  return (
    <Card aria-labelledby="plan-meal-title">
      <CardHeader id="plan-meal-title" title="Add to meal plan" />
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <Label htmlFor={fields.date.id}>Date</Label>
            <input key={dateKey} {...dateProps} className={inputClass} />
          </div>
          <div>
            <Label htmlFor={fields.mealType.id}>Meal</Label>
            <select key={mealKey} {...mealProps} className={inputClass}>
              {mealTypes.map((mealType) => (
                <option key={mealType} value={mealType}>
                  {MEAL_TYPE_LABELS[mealType]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-3">
          <FormAlert message={firstError(form.errors, fields.date.errors, fields.mealType.errors)} />
        </div>
        <SubmitButton
          name="intent"
          value="plan-meal"
          busy={busy}
          busyLabel="Adding..."
          variant="outline"
          className="w-full"
        >
          Add to meal plan
        </SubmitButton>
      </Form>
    </Card>
  );
}
