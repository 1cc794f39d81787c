import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "@remix-run/react";
import type { z } from "zod";
import { firstError, FormAlert, SubmitButton, useSubmitting } from "~/components/forms";
import { Card, CardHeader } from "~/components/ui";
import { pantryItemSchema, useSomeSchema } from "~/schemas/pantry";
import { replyFor } from "~/components/form-reply";
import { kitchenLabel } from "~/domain/kitchen/labels";
import type { PantryItem } from "~/services/kitchen/pantry.server";
import { PantryItemFields, pantryFormError, type PantryFields } from "./pantry-add-form";
import { QuantityFields } from "~/components/kitchen/quantity-fields";
import { TwoStepRemoval } from "~/components/kitchen/two-step-removal";

type PantryItemDetail = Pick<PantryItem, "id" | "name" | "quantity" | "unit" | "location" | "expiresAt">;

export const EDIT_ITEM_FORM_ID = "edit-pantry-item";
export const USE_SOME_FORM_ID = "use-some";

/** Changes every field of an item; a cleared box clears the value (quantity, unit, expiry). */
export function EditItemForm({ item, locations }: { item: PantryItemDetail; locations: string[] }) {
  const lastResult = replyFor(useActionData(), "save");
  const busy = useSubmitting({ intent: "save" });
  const [form, fields] = useForm<PantryFields, z.output<typeof pantryItemSchema>>({
    id: EDIT_ITEM_FORM_ID,
    lastResult,
    defaultValue: {
      name: item.name,
      quantity: item.quantity === null ? "" : String(item.quantity),
      unit: item.unit ?? "",
      location: kitchenLabel(item.location),
      expiresAt: item.expiresAt ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pantryItemSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Card aria-labelledby="edit-item-title">
      <CardHeader id="edit-item-title" title="Edit item" />
      <Form method="post" preventScrollReset className="space-y-3" {...getFormProps(form)}>
        <PantryItemFields fields={fields} locations={locations}>
          <SubmitButton
            name="intent"
            value="save"
            busy={busy}
            busyLabel="Saving..."
            className="min-h-[2.625rem] shrink-0"
          >
            Save changes
          </SubmitButton>
        </PantryItemFields>
        <FormAlert message={pantryFormError(form, fields)} />
      </Form>
    </Card>
  );
}

/** Takes some of an item (in its own unit unless another is typed), or all of it. */
export function UseSomeForm({ item }: { item: PantryItemDetail }) {
  const lastResult = replyFor(useActionData(), "use-some");
  const busy = useSubmitting({ intent: "use-some" });
  const usingAll = useSubmitting({ intent: "use-up" });
  const [form, fields] = useForm<{ quantity: string; unit: string }, z.output<typeof useSomeSchema>>({
    id: USE_SOME_FORM_ID,
    lastResult,
    defaultValue: { unit: item.unit ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: useSomeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const measured = item.quantity !== null;
  return (
    <Card aria-labelledby="use-some-title">
      <CardHeader
        id="use-some-title"
        title="Use some"
        description={
          measured ? "Cooked with it? Take off what you used." : "This item has no amount, so it can only be used up."
        }
      />
      {measured ? (
        <Form method="post" preventScrollReset className="space-y-3" {...getFormProps(form)}>
          <input type="hidden" name="name" value={item.name} />
          <div className="grid grid-cols-2 gap-3">
            <QuantityFields
              quantity={fields.quantity}
              unit={fields.unit}
              quantityLabel="Amount used"
              unitPlaceholder={item.unit ?? "e.g. lb"}
            />
          </div>
          <FormAlert message={firstError(form.errors, fields.quantity.errors, fields.unit.errors)} />
          <SubmitButton name="intent" value="use-some" busy={busy} busyLabel="Using..." className="w-full sm:w-auto">
            Use
          </SubmitButton>
        </Form>
      ) : null}
      <Form method="post" preventScrollReset className={measured ? "mt-3 border-t border-stone-100 pt-3" : undefined}>
        <input type="hidden" name="name" value={item.name} />
        <SubmitButton
          name="intent"
          value="use-up"
          variant="outline"
          busy={usingAll}
          busyLabel="Using up..."
          className="w-full sm:w-auto"
        >
          Use it all up
        </SubmitButton>
      </Form>
    </Card>
  );
}

/** Removing the item, after confirming. */
export function RemoveItem({ item, confirming }: { item: PantryItemDetail; confirming: boolean }) {
  return (
    <TwoStepRemoval
      id="remove-item"
      here={`/inventory/${item.id}`}
      confirm="remove"
      intent="remove"
      confirming={confirming}
      title="Remove from pantry"
      description="Gone off, or never bought? Take it off the household's pantry."
      action="Remove item"
      question={`Remove ${item.name}?`}
      consequence="It comes off the pantry for everyone in the household. This can't be undone."
      yes="Yes, remove"
      busyLabel="Removing..."
    />
  );
}
