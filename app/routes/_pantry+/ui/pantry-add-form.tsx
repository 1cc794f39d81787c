import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { firstError, FormAlert, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { Card, CardHeader } from "~/components/ui";
import { pantryItemSchema } from "~/schemas/pantry";
import { DateField, Suggestions } from "~/components/kitchen/fields";
import { useClearAfterSaving } from "~/components/kitchen/form-state";
import { replyFor } from "~/components/form-reply";
import { kitchenLabel } from "~/domain/kitchen/labels";
import { QuantityFields } from "~/components/kitchen/quantity-fields";

/** The pantry item form's fields, as the form holds them. */
export type PantryFields = { name: string; quantity: string; unit: string; location: string; expiresAt: string };

/**
 * The fields shared by the add and edit forms; the location box suggests places but takes
 * any. The form's button (children) sits beside the expiry date.
 */
export function PantryItemFields({
  fields,
  locations,
  children,
}: {
  fields: ReturnType<typeof useForm<PantryFields>>[1];
  locations: string[];
  children: ReactNode;
}) {
  const locationsId = `${fields.location.id}-places`;
  return (
    <>
      <TextField meta={fields.name} label="Item" placeholder="e.g. Chicken breast" autoComplete="off" />
      <div className="grid grid-cols-3 gap-2">
        <QuantityFields quantity={fields.quantity} unit={fields.unit} unitPlaceholder="lb" />
        <TextField meta={fields.location} label="Location" list={locationsId} autoComplete="off" placeholder="Pantry" />
      </div>
      <Suggestions id={locationsId} values={locations.map(kitchenLabel)} />
      <div className="flex items-end gap-2">
        <DateField meta={fields.expiresAt} label="Expires" className="min-w-0 flex-1" />
        {children}
      </div>
    </>
  );
}

export function pantryFormError(
  form: ReturnType<typeof useForm<PantryFields>>[0],
  fields: ReturnType<typeof useForm<PantryFields>>[1],
) {
  return firstError(
    form.errors,
    fields.name.errors,
    fields.quantity.errors,
    fields.unit.errors,
    fields.location.errors,
    fields.expiresAt.errors,
  );
}

/**
 * Adds an item. The server merges it into one already in the same place with a
 * compatible unit, and the toast says which happened.
 */
export function PantryAddForm({ locations, defaultLocation }: { locations: string[]; defaultLocation: string }) {
  const lastResult = replyFor(useActionData(), "add");
  const busy = useSubmitting({ intent: "add" });
  const ref = useClearAfterSaving("add", lastResult);
  const [form, fields] = useForm<PantryFields, z.output<typeof pantryItemSchema>>({
    id: "add-pantry-item",
    lastResult,
    defaultValue: { location: defaultLocation && kitchenLabel(defaultLocation) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pantryItemSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Card aria-labelledby="add-pantry-title" className="p-4 sm:p-5">
      <CardHeader id="add-pantry-title" title="Add to pantry" />
      <Form method="post" ref={ref} preventScrollReset className="space-y-3" {...getFormProps(form)}>
        <PantryItemFields fields={fields} locations={locations}>
          <SubmitButton
            name="intent"
            value="add"
            busy={busy}
            busyLabel="Adding..."
            className="min-h-[2.625rem] shrink-0"
          >
            Add item
          </SubmitButton>
        </PantryItemFields>
        <FormAlert message={pantryFormError(form, fields)} />
      </Form>
    </Card>
  );
}
