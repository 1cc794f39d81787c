import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { MEAL_TYPE_LABELS } from "~/components/chat/meal-plan-card";
import { cuisineLabel, DIFFICULTY_LABELS } from "~/components/chat/recipe-card";
import { firstError, FormAlert } from "~/components/forms";
import { Button, ButtonLink, cx, inputClass, Label } from "~/components/ui";
import { DIFFICULTIES, PREP_TIME_CHOICES, recipeSearchSchema } from "~/schemas/recipes";
import { cuisines, mealTypes } from "~/schemas/options";

/** The search form's values as typed (the page's query string). */
export type SearchValues = Record<"q" | "cuisine" | "maxPrepTime" | "difficulty" | "mealType" | "ingredients", string>;

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

function FilterSelect({
  meta,
  label,
  options,
}: {
  meta: FieldMetadata<string | number | undefined, Record<string, unknown>, string[]>;
  label: string;
  options: Array<{ value: string; label: string }>;
}) {
  const { key, ...selectProps } = getSelectProps(meta);
  return (
    <div>
      <Label htmlFor={meta.id}>{label}</Label>
      <select key={key} {...selectProps} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The recipe search: words, then filters (open when any is used) for cuisine, prep time, difficulty, meal and ingredients. */
export function SearchForm({
  values,
  lastResult,
  active,
}: {
  values: SearchValues;
  lastResult: SubmissionResult<string[]> | null;
  active: boolean;
}) {
  const [form, fields] = useForm<z.input<typeof recipeSearchSchema>>({
    id: "recipe-search",
    lastResult,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: recipeSearchSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const filtersUsed = [
    values.cuisine,
    values.maxPrepTime,
    values.difficulty,
    values.mealType,
    values.ingredients,
  ].filter(Boolean).length;
  const prepChoices: number[] = [...PREP_TIME_CHOICES];
  const chosenPrep = Number(values.maxPrepTime);
  if (Number.isInteger(chosenPrep) && chosenPrep > 0 && !prepChoices.includes(chosenPrep)) prepChoices.push(chosenPrep);
  const error = firstError(
    form.errors,
    fields.q.errors,
    fields.cuisine.errors,
    fields.maxPrepTime.errors,
    fields.difficulty.errors,
    fields.mealType.errors,
    fields.ingredients.errors,
  );
  const { key: qKey, ...qProps } = getInputProps(fields.q, { type: "search" });
  const { key: ingredientsKey, ...ingredientsProps } = getInputProps(fields.ingredients, { type: "text" });
  return (
    <Form method="get" role="search" aria-label="Recipes" className="space-y-3" {...getFormProps(form)}>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor={fields.q.id} className="sr-only">
            Search recipes
          </label>
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-stone-400">
            <SearchIcon />
          </span>
          <input key={qKey} {...qProps} placeholder="Search recipes" className={cx(inputClass, "mt-0 pl-10")} />
        </div>
        <Button type="submit">Search</Button>
      </div>
      <details open={filtersUsed > 0} className="group rounded-xl border border-stone-200 bg-surface">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-medium text-stone-800 [&::-webkit-details-marker]:hidden">
          <span>
            Filters
            {filtersUsed > 0 ? (
              <span className="ml-2 rounded-full bg-basil-100 px-2 py-0.5 text-xs text-basil-900">{filtersUsed}</span>
            ) : null}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4 transition-transform group-open:rotate-180"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className="grid grid-cols-2 gap-3 border-t border-stone-100 px-4 pb-4 pt-3">
          <FilterSelect
            meta={fields.cuisine}
            label="Cuisine"
            options={[
              { value: "", label: "Any cuisine" },
              ...cuisines.map((cuisine) => ({ value: cuisine, label: cuisineLabel(cuisine) })),
            ]}
          />
          <FilterSelect
            meta={fields.maxPrepTime}
            label="Max prep time"
            options={[
              { value: "", label: "Any time" },
              ...prepChoices
                .sort((a, b) => a - b)
                .map((minutes) => ({ value: String(minutes), label: `${minutes} min or less` })),
            ]}
          />
          <FilterSelect
            meta={fields.difficulty}
            label="Difficulty"
            options={[
              { value: "", label: "Any difficulty" },
              ...DIFFICULTIES.map((value) => ({ value, label: DIFFICULTY_LABELS[value] })),
            ]}
          />
          <FilterSelect
            meta={fields.mealType}
            label="Meal"
            options={[
              { value: "", label: "Any meal" },
              ...mealTypes.map((value) => ({ value, label: MEAL_TYPE_LABELS[value] })),
            ]}
          />
          <div className="col-span-2">
            <Label htmlFor={fields.ingredients.id}>Uses ingredients</Label>
            <input
              key={ingredientsKey}
              {...ingredientsProps}
              placeholder="e.g. chicken, spinach"
              aria-describedby={`${fields.ingredients.id}-hint`}
              className={inputClass}
            />
            <p id={`${fields.ingredients.id}-hint`} className="mt-1 text-xs text-stone-500">
              Separate ingredients with commas; recipes must use all of them.
            </p>
          </div>
          <div className="col-span-2 flex justify-end gap-2">
            {active ? (
              <ButtonLink to="/recipes" variant="ghost">
                Clear
              </ButtonLink>
            ) : null}
            <Button type="submit">Apply filters</Button>
          </div>
        </div>
      </details>
      <FormAlert message={error} />
    </Form>
  );
}
