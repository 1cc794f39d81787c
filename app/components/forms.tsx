import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { Alert, Button, Input, Label } from "./ui";

/** The first message among the given error lists, in the order given. */
export function firstError(...lists: Array<string[] | undefined>) {
  for (const list of lists) {
    const message = list?.find((entry) => entry !== "");
    if (message) return message;
  }
  return null;
}

export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <Alert id={id} className="mb-4">
      {message}
    </Alert>
  );
}

type FieldType = "text" | "email" | "password" | "number";

/** A labelled input bound to a Conform field. */
export function TextField({
  meta,
  label,
  type = "text",
  hint,
  ...rest
}: {
  meta: FieldMetadata<string | number | undefined, Record<string, unknown>, string[]>;
  label: ReactNode;
  type?: FieldType;
  hint?: ReactNode;
} & Omit<ComponentProps<"input">, "type" | "name" | "defaultValue" | "form">) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...inputProps } = getInputProps(meta, { type, ariaDescribedBy: hintId });
  return (
    <div>
      <Label htmlFor={meta.id}>{label}</Label>
      <Input key={key} {...inputProps} {...rest} />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** True while a form with this intent (or to this action) is being submitted. */
export function useSubmitting({ intent, action }: { intent?: string; action?: string } = {}) {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  if (action && navigation.formAction !== action) return false;
  if (intent && navigation.formData?.get("intent") !== intent) return false;
  return true;
}

export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: ComponentProps<typeof Button> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" aria-busy={busy || undefined} {...props} disabled={busy || props.disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}
