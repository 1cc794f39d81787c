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
export function SelectField({ meta, label, options }: { meta: FieldMeta; label: ReactNode; options: Choice[] }) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div>
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
