import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { cx, inputClass, Label } from "~/components/ui";

type FieldMeta = FieldMetadata<string | number | undefined, Record<string, unknown>, string[]>;

type Choice = { value: string; label: string };

/** A select styled like the app's inputs. */
export function Select({ className, options, ...props }: ComponentProps<"select"> & { options: Choice[] }) {
  return (
    <select className={cx(inputClass, "pr-8", className)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A labelled select bound to a Conform field. */
export function SelectField({
  meta,
  label,
  options,
  className,
}: {
  meta: FieldMeta;
  label: ReactNode;
  options: Choice[];
  className?: string;
}) {
  const { key, ...props } = getSelectProps(meta);
  return (
    // min-w-0: in a grid's narrow column the select shrinks to it instead of running off the screen.
    <div className={cx("min-w-0", className)}>
      <Label htmlFor={meta.id}>{label}</Label>
      <Select key={key} {...props} options={options} />
    </div>
  );
}

/** A labelled date input bound to a Conform field (the browser's picker; YYYY-MM-DD underneath). */
export function DateField({ meta, label, className }: { meta: FieldMeta; label: ReactNode; className?: string }) {
  const { key, ...props } = getInputProps(meta, { type: "date" });
  return (
    <div className={className}>
      <Label htmlFor={meta.id}>{label}</Label>
      <input key={key} {...props} className={cx(inputClass, "min-h-[2.625rem]")} />
    </div>
  );
}

/** Suggestions for a text input (its `list`): free text stays allowed. */
export function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

/** A group of checkboxes shown as chips (favourite cuisines, a recipe's meals, diets and allergens). */
export function ChoiceChips({
  legend,
  name,
  options,
  selected,
  hint,
  errorId,
}: {
  legend: ReactNode;
  name: string;
  options: readonly Choice[];
  selected: readonly string[];
  hint?: ReactNode;
  errorId?: string;
}) {
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      {hint ? <p className="-mt-1 mb-2 text-xs text-stone-500">{hint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
              className="peer sr-only"
            />
            <span
              className={cx(
                "inline-flex rounded-full border border-stone-300 bg-surface px-3 py-1 text-sm hover:border-basil-500",
                "peer-checked:border-basil-600 peer-checked:bg-basil-600 peer-checked:text-white",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-basil-600",
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
