import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { firstError, FormAlert, TextField, useSubmitting } from "~/components/forms";
import { Card, CardHeader, cx } from "~/components/ui";
import { cookingSkills, cuisines, MEAL_PREP_TIME, spiceLevels } from "~/schemas/options";
import { preferencesSchema } from "~/schemas/profile";
import { SpiceIcon } from "~/components/spice-icon";
import { ChoiceChips } from "~/components/kitchen/fields";
import { cuisineLabel } from "~/components/chat/recipe-card";
import { useDirtyForm } from "./dirty";
import { FormActions } from "./profile-tab";
import { replyFor, sentChoice, sentChoices } from "~/components/form-reply";
import type { SettingsAction } from "./types";

type PreferencesData = {
  cookingSkill: string;
  preferences: { spice_level: string; cuisine_preferences: string[]; meal_prep_time_preference: number };
};

const optionCard = cx(
  "flex h-full cursor-pointer flex-col rounded-xl border border-stone-300 bg-surface p-3 text-left transition-colors hover:border-basil-500",
  "peer-checked:border-basil-600 peer-checked:bg-basil-50 peer-checked:ring-2 peer-checked:ring-basil-200",
  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-basil-600",
);

/** A radio group drawn as selectable cards; plain radios underneath, so it works without JavaScript. */
export function RadioCards({
  legend,
  name,
  selected,
  options,
  className,
  centered = false,
}: {
  legend: string;
  name: string;
  selected: string;
  options: Array<{ value: string; content: ReactNode }>;
  className: string;
  centered?: boolean;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      <div className={className}>
        {options.map((option) => (
          <label key={option.value} className="block">
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={selected === option.value}
              className="peer sr-only"
            />
            <span className={cx(optionCard, centered && "items-center")}>{option.content}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PreferencesTab({ data }: { data: PreferencesData }) {
  const lastResult = replyFor(useActionData<SettingsAction>(), "preferences");
  const busy = useSubmitting({ intent: "preferences" });
  const { ref, showActions, formHandlers } = useDirtyForm();
  const [form, fields] = useForm<z.input<typeof preferencesSchema>, z.output<typeof preferencesSchema>>({
    id: "cooking-preferences",
    lastResult,
    defaultValue: { mealPrepTime: String(data.preferences.meal_prep_time_preference) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: preferencesSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // After a failed save the form is drawn as the member left it, not as stored.
  const selectedCuisines = sentChoices(lastResult, "cuisines", data.preferences.cuisine_preferences);
  return (
    <Card aria-labelledby="cooking-preferences-title">
      <CardHeader
        id="cooking-preferences-title"
        title="Cooking Preferences"
        description="Recipe suggestions follow your skill, spice tolerance, favourite cuisines and available time."
      />
      <Form method="post" ref={ref} className="space-y-6" {...getFormProps(form)} {...formHandlers}>
        <RadioCards
          legend="Cooking skill"
          name="cookingSkill"
          selected={sentChoice(lastResult, "cookingSkill", data.cookingSkill)}
          className="grid gap-2 sm:grid-cols-3"
          options={cookingSkills.map((skill) => ({
            value: skill.value,
            content: (
              <>
                <span className="font-medium">{skill.label}</span>
                <span className="text-xs text-stone-600">{skill.description}</span>
              </>
            ),
          }))}
        />
        <RadioCards
          legend="Spice level"
          name="spiceLevel"
          selected={sentChoice(lastResult, "spiceLevel", data.preferences.spice_level)}
          className="grid grid-cols-3 gap-2"
          centered
          options={spiceLevels.map((level) => ({
            value: level.value,
            content: (
              <>
                <SpiceIcon name={level.icon} />
                <span className="font-medium">{level.label}</span>
              </>
            ),
          }))}
        />
        <ChoiceChips
          legend="Favourite cuisines"
          name="cuisines"
          options={cuisines.map((cuisine) => ({ value: cuisine, label: cuisineLabel(cuisine) }))}
          selected={selectedCuisines}
        />
        <div className="max-w-xs">
          <TextField
            meta={fields.mealPrepTime}
            label="Meal prep time (minutes)"
            type="number"
            min={MEAL_PREP_TIME.min}
            max={MEAL_PREP_TIME.max}
            step={MEAL_PREP_TIME.step}
            inputMode="numeric"
            hint={`How long you usually have to cook, ${MEAL_PREP_TIME.min} to ${MEAL_PREP_TIME.max} minutes`}
          />
        </div>
        <FormAlert
          message={firstError(
            form.errors,
            fields.cookingSkill.errors,
            fields.spiceLevel.errors,
            fields.mealPrepTime.errors,
          )}
        />
        <FormActions show={showActions} busy={busy} busyLabel="Saving..." intent="preferences" />
      </Form>
    </Card>
  );
}
