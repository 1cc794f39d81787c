import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { cuisineLabel, DIFFICULTY_LABELS } from "~/components/chat/recipe-card";
import { firstError, FormAlert, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { ChoiceChips, SelectField } from "~/components/kitchen/fields";
import type { FormReply } from "~/components/form-reply";
import { Button, ButtonLink, Card, CardHeader, cx, inputClass, Label } from "~/components/ui";
import { formatAmount } from "~/domain/kitchen/quantities";
import { DIFFICULTIES } from "~/schemas/recipes";
import { cuisines, mealTypes, presetAllergies, presetDietaryRestrictions, spiceLevels } from "~/schemas/options";
import { ingredientsOf, RECIPE_IMAGE, recipeFormSchema, type RecipeFormValue } from "~/schemas/recipe-form";
import type { RecipeFormValues } from "./recipe-form-values";
import { useHydrated } from "~/hooks";
import { capitalise } from "~/domain/words";

const MEAL_CHOICES = mealTypes.map((meal) => ({ value: meal, label: capitalise(meal) }));
const DIET_CHOICES = presetDietaryRestrictions.map((diet) => ({ value: diet, label: capitalise(diet) }));
const ALLERGEN_CHOICES = presetAllergies.map((allergen) => ({ value: allergen, label: capitalise(allergen) }));
const CUISINE_CHOICES = [
  { value: "", label: "Choose a cuisine" },
  ...cuisines.map((cuisine) => ({ value: cuisine, label: cuisineLabel(cuisine) })),
  { value: "other", label: "Another cuisine" },
];
const DIFFICULTY_CHOICES = DIFFICULTIES.map((difficulty) => ({
  value: difficulty,
  label: DIFFICULTY_LABELS[difficulty],
}));
const SPICE_CHOICES = spiceLevels.map((level) => ({ value: level.value, label: level.label }));

type Picture = { imageUrl: string; removable: boolean } | { importedFrom: string } | null;

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const message = firstError(errors);
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** Every message of a list of errors (a diet-facts check can find several things at once). */
function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const messages = (errors ?? []).filter(Boolean);
  if (messages.length === 0) return null;
  return (
    <ul id={id} role="alert" className="mt-2 space-y-1 text-sm text-red-700">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

function Section({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader id={id} title={title} description={description} />
      <div className="space-y-4">{children}</div>
    </Card>
  );
}

/** How Basil reads the ingredient lines: each one's amount and name, so a misread can be fixed before saving. */
function IngredientPreview({ text }: { text: string }) {
  const read = ingredientsOf(text);
  if (read.length === 0) return null;
  return (
    <div aria-live="polite">
      <p className="mb-1 text-xs font-medium uppercase tracking-wide text-stone-500">How Basil reads them</p>
      <table className="w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th>Amount</th>
            <th>Ingredient</th>
            <th>Note</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {read.map((ingredient, index) => (
            <tr key={index}>
              <td className="w-28 py-1 pr-2 align-top font-medium text-stone-900">
                {formatAmount(ingredient.quantity, ingredient.unit) || "—"}
              </td>
              <td className="py-1 pr-2 align-top text-stone-800">{ingredient.name}</td>
              <td className="py-1 align-top text-stone-500">{ingredient.note ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TextArea({
  meta,
  label,
  hint,
  rows,
  onInput,
}: {
  meta: FieldMetadata<string>;
  label: string;
  hint?: string;
  rows: number;
  onInput?: (value: string) => void;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...props } = getTextareaProps(meta, {
    ariaDescribedBy: [hintId, meta.errorId].filter(Boolean).join(" ") || undefined,
  });
  return (
    <div>
      <Label htmlFor={meta.id}>{label}</Label>
      <textarea
        key={key}
        rows={rows}
        {...props}
        onInput={onInput ? (event) => onInput(event.currentTarget.value) : undefined}
        className={cx(inputClass, "min-h-24 font-normal")}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * The recipe form of /recipes/new, /recipes/{id}/edit and an import's review: a plain
 * multipart form that works without JavaScript (step rows are added and removed by the
 * server; "Check ingredients" shows how the lines read), checked in the browser by the same
 * schema when JavaScript is on.
 */
export function RecipeForm({
  action,
  values,
  lastResult,
  picture,
  submitLabel,
  cancelTo,
}: {
  action: string;
  values: RecipeFormValues;
  lastResult: FormReply["result"] | undefined;
  picture: Picture;
  submitLabel: string;
  cancelTo: string;
}) {
  const saving = useSubmitting({ action, intent: "save" });
  const [form, fields] = useForm<RecipeFormValues & { removeImage?: string }, RecipeFormValue>({
    id: "recipe-form",
    lastResult,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: recipeFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [ingredientText, setIngredientText] = useState<string | null>(null);
  const hydrated = useHydrated();
  const steps = fields.steps.getFieldList();
  const typedIngredients = ingredientText ?? String(fields.ingredients.initialValue ?? values.ingredients);

  return (
    <Form method="post" action={action} encType="multipart/form-data" className="space-y-5" {...getFormProps(form)}>
      <FormAlert id={form.errorId} message={firstError(form.errors)} />
      <input
        type="hidden"
        name={fields.imageUrl.name}
        value={String(fields.imageUrl.initialValue ?? values.imageUrl)}
      />
      <Section id="recipe-about" title="About">
        <TextField meta={fields.name} label="Name" autoComplete="off" maxLength={120} />
        <FieldError id={fields.name.errorId} errors={fields.name.errors} />
        <TextArea meta={fields.description} label="Description" rows={3} />
        <div>
          <Label htmlFor="recipe-image">Picture</Label>
          {picture && "imageUrl" in picture ? (
            <div className="mb-2 flex items-center gap-3">
              <img src={picture.imageUrl} alt="" className="h-16 w-16 rounded-lg object-cover" />
              {picture.removable ? (
                <label className="flex items-center gap-2 text-sm text-stone-700">
                  <input type="checkbox" name={fields.removeImage.name} value="on" className="h-4 w-4" /> Remove this
                  picture
                </label>
              ) : null}
            </div>
          ) : null}
          {picture && "importedFrom" in picture ? (
            <p className="mb-2 text-sm text-stone-600">
              The picture from {picture.importedFrom} is saved with the recipe unless you choose another.
            </p>
          ) : null}
          <input
            id="recipe-image"
            type="file"
            name="image"
            accept={RECIPE_IMAGE.types.join(",")}
            aria-describedby="recipe-image-hint recipe-image-error"
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-basil-50 file:px-3 file:py-2 file:font-medium file:text-basil-800"
          />
          <p id="recipe-image-hint" className="mt-1 text-xs text-stone-500">
            JPEG, PNG or WebP, up to 5 MB.
          </p>
          <FieldError id="recipe-image-error" errors={(form.allErrors.image as string[] | undefined) ?? undefined} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.credit} label="Credit" hint="Who wrote it, or where it is from." maxLength={200} />
          <TextField meta={fields.sourceUrl} label="Source web address" inputMode="url" placeholder="https://" />
        </div>
        <FieldError id={fields.sourceUrl.errorId} errors={fields.sourceUrl.errors} />
      </Section>

      <Section id="recipe-details" title="Time, servings and style">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <TextField
            meta={fields.prepTime}
            label="Prep time (min)"
            type="number"
            min={0}
            max={1440}
            inputMode="numeric"
          />
          <TextField
            meta={fields.cookTime}
            label="Cook time (min)"
            type="number"
            min={0}
            max={1440}
            inputMode="numeric"
          />
          <TextField meta={fields.servings} label="Servings" type="number" min={1} max={50} inputMode="numeric" />
          <SelectField meta={fields.difficulty} label="Difficulty" options={DIFFICULTY_CHOICES} />
          {/* The longest choices ("Middle Eastern", "Another cuisine") need the phone's whole width. */}
          <SelectField
            meta={fields.cuisine}
            label="Cuisine"
            options={CUISINE_CHOICES}
            className="col-span-2 sm:col-span-1"
          />
          <SelectField meta={fields.spiceLevel} label="Spice" options={SPICE_CHOICES} />
        </div>
        <FieldError
          id={`${fields.prepTime.id}-errors`}
          errors={[
            ...(fields.prepTime.errors ?? []),
            ...(fields.cookTime.errors ?? []),
            ...(fields.servings.errors ?? []),
            ...(fields.difficulty.errors ?? []),
            ...(fields.cuisine.errors ?? []),
            ...(fields.spiceLevel.errors ?? []),
          ]}
        />
        <ChoiceChips
          legend="Meals it suits"
          name={fields.mealTypes.name}
          options={MEAL_CHOICES}
          selected={(fields.mealTypes.initialValue as string[] | undefined) ?? values.mealTypes}
          errorId={fields.mealTypes.errorId}
        />
        <FieldError id={fields.mealTypes.errorId} errors={fields.mealTypes.errors} />
        <TextField meta={fields.tags} label="Tags" hint="Separated by commas, e.g. comfort food, freezer friendly." />
        <FieldError id={fields.tags.errorId} errors={fields.tags.errors} />
      </Section>

      <Section
        id="recipe-diet"
        title="Diet facts"
        description="Suggestions keep recipes away from members they do not suit, so these are checked against the ingredients."
      >
        <ChoiceChips
          legend="Suits"
          name={fields.diets.name}
          options={DIET_CHOICES}
          selected={(fields.diets.initialValue as string[] | undefined) ?? values.diets}
          errorId={fields.diets.errorId}
        />
        <FieldErrors id={fields.diets.errorId} errors={fields.diets.errors} />
        <ChoiceChips
          legend="Contains"
          name={fields.allergens.name}
          options={ALLERGEN_CHOICES}
          selected={(fields.allergens.initialValue as string[] | undefined) ?? values.allergens}
          errorId={fields.allergens.errorId}
        />
        <FieldErrors id={fields.allergens.errorId} errors={fields.allergens.errors} />
      </Section>

      <Section id="recipe-ingredients" title="Ingredients">
        <TextArea
          meta={fields.ingredients}
          label="One per line"
          hint="For example: 2 cups flour, sifted. Basil reads the amount, unit and name of each."
          rows={8}
          onInput={setIngredientText}
        />
        <IngredientPreview text={typedIngredients} />
        {/* With JavaScript the reading above follows the typing; without it, this button shows it. */}
        {hydrated ? null : (
          <Button type="submit" name="intent" value="check" variant="outline" formNoValidate>
            Check ingredients
          </Button>
        )}
      </Section>

      <Section id="recipe-steps" title="Steps" description="A step with a timer offers to start it while cooking.">
        <FieldError id={fields.steps.errorId} errors={fields.steps.errors} />
        <ol className="space-y-4">
          {steps.map((step, index) => {
            const stepFields = step.getFieldset();
            return (
              <li key={step.key} className="rounded-xl border border-stone-200 p-3">
                <TextArea meta={stepFields.instruction} label={`Step ${index + 1}`} rows={2} />
                <div className="mt-2 flex flex-wrap items-end gap-3">
                  <div className="w-40">
                    <Label htmlFor={stepFields.timerMinutes.id}>Timer (min)</Label>
                    <input
                      {...getInputProps(stepFields.timerMinutes, { type: "number" })}
                      key={stepFields.timerMinutes.key}
                      min={1}
                      max={1440}
                      inputMode="numeric"
                      className={inputClass}
                    />
                  </div>
                  <Button
                    type="submit"
                    variant="ghost"
                    {...form.remove.getButtonProps({ name: fields.steps.name, index })}
                    aria-label={`Remove step ${index + 1}`}
                  >
                    Remove
                  </Button>
                </div>
                <FieldError id={stepFields.timerMinutes.errorId} errors={stepFields.timerMinutes.errors} />
              </li>
            );
          })}
        </ol>
        <Button
          type="submit"
          variant="outline"
          {...form.insert.getButtonProps({
            name: fields.steps.name,
            defaultValue: { instruction: "", timerMinutes: "" },
          })}
        >
          Add a step
        </Button>
      </Section>

      <Section id="recipe-tips" title="Tips">
        <TextArea meta={fields.tips} label="One per line (optional)" rows={3} />
      </Section>

      <FormAlert message={firstError(form.errors)} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="save" busy={saving} busyLabel="Saving..." className="flex-1 sm:flex-none">
          {submitLabel}
        </SubmitButton>
        <ButtonLink to={cancelTo} className="flex-1 sm:flex-none">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
