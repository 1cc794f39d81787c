import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { formatAmount } from "~/domain/kitchen/quantities";
import { MEAL_TYPE_LABELS } from "~/components/chat/meal-plan-card";
import { cuisineLabel, DifficultyBadge, formatPrepTime } from "~/components/chat/recipe-card";
import { firstError, FormAlert, SubmitButton, useSubmitting } from "~/components/forms";
import { KitchenErrorView } from "~/components/kitchen-not-found";
import { KitchenShell } from "~/components/kitchen-shell";
import { Badge, Button, Card, CardHeader, cx, inputClass, Label } from "~/components/ui";
import { useLiveUpdates } from "~/live";
import { loadRecipe, submitRecipe } from "./recipes.server";
import { MAX_SERVINGS, planRecipeSchema, servingsSchema } from "~/schemas/cooking-forms";
import { mealTypes } from "~/schemas/options";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.recipe.name ?? "Recipe not found" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json(await loadRecipe(request, params.recipeId ?? ""));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitRecipe(request, params.recipeId ?? "");
}

type RecipeData = ReturnType<typeof useLoaderData<typeof loader>>["recipe"];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-3 py-2">
      <dt className="text-xs uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-stone-900">{children}</dd>
    </div>
  );
}

function ServingsForm({ recipe, input, lastResult }: { recipe: RecipeData; input: string; lastResult: SubmissionResult<string[]> | null }) {
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
  const stepClass = "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-lg text-stone-800 hover:bg-stone-100";
  return (
    <Form method="get" preventScrollReset className="mb-4" {...getFormProps(form)}>
      <Label htmlFor={fields.servings.id}>Servings</Label>
      <div className="mt-1 flex items-center gap-2">
        <Link to={step(recipe.servings - 1)} preventScrollReset replace aria-label="Fewer servings" className={stepClass}>
          −
        </Link>
        <div className="w-20 shrink-0">
          <input key={key} {...inputProps} min={1} max={MAX_SERVINGS} step={1} className={cx(inputClass, "mt-0 text-center")} />
        </div>
        <Link to={step(recipe.servings + 1)} preventScrollReset replace aria-label="More servings" className={stepClass}>
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

function PlanMealForm({ defaults }: { defaults: { date: string; mealType: string } }) {
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "intent" in actionData && actionData.intent === "plan-meal" ? actionData.result : undefined;
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
        <SubmitButton name="intent" value="plan-meal" busy={busy} busyLabel="Adding..." variant="outline" className="w-full">
          Add to meal plan
        </SubmitButton>
      </Form>
    </Card>
  );
}

export default function RecipePage() {
  const { recipe, servingsInput, servingsReply, planDefaults } = useLoaderData<typeof loader>();
  const location = useLocation();
  useLiveUpdates(["pantry"]);
  const starting = useSubmitting({ intent: "start-cooking" });
  const adding = useSubmitting({ intent: "add-missing" });
  const covered = recipe.ingredients.filter((ingredient) => ingredient.inPantry).length;
  return (
    <KitchenShell
      title="Recipe"
      actions={
        <Link to="/recipes" className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-basil-700 hover:bg-basil-50">
          All recipes
        </Link>
      }
    >
      <div className="space-y-5">
        <img
          src={recipe.imageUrl}
          alt={`Illustration of ${recipe.name}`}
          width={400}
          height={300}
          className="aspect-[16/9] w-full rounded-2xl bg-basil-50 object-cover"
        />
        <div>
          <h2 className="text-2xl font-semibold leading-tight text-stone-900">{recipe.name}</h2>
          <p className="mt-2 text-stone-700">{recipe.description}</p>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Fact label="Prep time">{formatPrepTime(recipe.prepTime)}</Fact>
          <Fact label="Servings">{recipe.servings}</Fact>
          <Fact label="Difficulty">
            <DifficultyBadge difficulty={recipe.difficulty} />
          </Fact>
          <Fact label="Cuisine">{cuisineLabel(recipe.cuisine)}</Fact>
        </dl>
        <div className="space-y-2 text-sm">
          {recipe.tags.length > 0 ? (
            <div className="flex flex-wrap items-center gap-1.5">
              <span className="mr-1 text-stone-500">Tags</span>
              <ul aria-label="Tags" className="contents">
                {recipe.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {recipe.diets.length > 0 ? (
            <div className="flex flex-wrap items-center gap-1.5">
              <span className="mr-1 text-stone-500">Suitable for</span>
              <ul aria-label="Diets" className="contents">
                {recipe.diets.map((diet) => (
                  <li key={diet}>
                    <Badge>{diet}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="mr-1 text-stone-500">Allergens</span>
            {recipe.allergens.length > 0 ? (
              <ul aria-label="Allergens" className="contents">
                {recipe.allergens.map((allergen) => (
                  <li key={allergen} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    {allergen}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-stone-700">none of the common ones</span>
            )}
          </div>
        </div>

        <Form method="post" className="grid gap-2 sm:grid-cols-2">
          <input type="hidden" name="servings" value={recipe.servings} />
          <SubmitButton name="intent" value="start-cooking" busy={starting} busyLabel="Starting...">
            Start cooking
          </SubmitButton>
          <SubmitButton name="intent" value="add-missing" busy={adding} busyLabel="Adding..." variant="outline">
            Add missing ingredients to the shopping list
          </SubmitButton>
        </Form>

        <Card aria-labelledby="ingredients-title">
          <CardHeader
            id="ingredients-title"
            title="Ingredients"
            description={covered > 0 ? `Your pantry covers ${covered} of ${recipe.ingredients.length}.` : undefined}
          />
          <ServingsForm key={location.search} recipe={recipe} input={servingsInput} lastResult={servingsReply} />
          <ul aria-label="Ingredient list" className="divide-y divide-stone-100">
            {recipe.ingredients.map((ingredient) => (
              <li key={ingredient.name} className="flex items-baseline gap-3 py-2 text-sm">
                <span className="w-20 shrink-0 font-semibold tabular-nums text-stone-900">{formatAmount(ingredient.quantity, ingredient.unit)}</span>
                <span className="min-w-0 flex-1 text-stone-800">
                  {ingredient.name}
                  {ingredient.note ? <span className="text-stone-500">, {ingredient.note}</span> : null}
                </span>
                {ingredient.inPantry ? <Badge className="shrink-0">In pantry</Badge> : null}
              </li>
            ))}
          </ul>
        </Card>

        <Card aria-labelledby="steps-title">
          <CardHeader id="steps-title" title="Steps" />
          <ol className="space-y-4">
            {recipe.steps.map((step, index) => (
              <li key={step.instruction} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-basil-100 text-sm font-semibold text-basil-900"
                >
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="text-stone-900">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.instruction}
                  </p>
                  {step.timerMinutes ? (
                    <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                      Timer: {step.timerMinutes} min
                    </p>
                  ) : null}
                  {step.tips?.map((tip) => (
                    <p key={tip} className="mt-1 text-xs text-amber-800">
                      Tip: {tip}
                    </p>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        </Card>

        <PlanMealForm defaults={planDefaults} />
      </div>
    </KitchenShell>
  );
}

export function ErrorBoundary() {
  return <KitchenErrorView section="Recipes" notFound="Recipe not found" backTo="/recipes" backLabel="Back to recipes" />;
}
