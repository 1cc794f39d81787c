import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import type { z } from "zod";
import { firstError, FormAlert, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { replyFor } from "~/components/form-reply";
import { QuantityFields } from "~/components/kitchen/quantity-fields";
import type { ShoppingRow } from "~/components/kitchen/types";
import { queuedFor } from "~/components/offline/use-outbox";
import { ButtonLink } from "~/components/ui";
import { MAX_ITEM_NAME, MAX_NOTE } from "~/schemas/fields";
import { shoppingEditSchema } from "~/schemas/shopping";

type EditFields = { itemId: string; name: string; quantity: string; unit: string; note: string };

/** The list's address with this item's edit form open (?edit=<id>) or closed, at the item; the page's other settings stay. */
export function useEditHref(itemId: string, open: boolean) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.delete("options");
  if (open) search.set("edit", itemId);
  else search.delete("edit");
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ""}#item-${itemId}`;
}

/**
 * An item's edit form, in its row: name, amount, unit and note. It is open while the page's
 * address says ?edit=<id>, with JavaScript as without it, so saving (which goes back to the
 * list) and cancelling (a link back) close it the same way. An emptied box clears its value.
 * With no connection (or when the request fails on the way) the edit waits on the device
 * (./shopping-outbox.tsx), the row shows it, and the form closes as after a save.
 */
export function ShoppingEditForm({ item }: { item: ShoppingRow }) {
  const answer = useActionData();
  const lastResult = replyFor(answer, "edit");
  const busy = useSubmitting({ intent: "edit" });
  const cancel = useEditHref(item.id, false);
  const navigate = useNavigate();
  const queued = queuedFor(answer, "edit");
  useEffect(() => {
    if (queued) navigate(cancel, { replace: true, preventScrollReset: true });
  }, [queued, cancel, navigate]);
  const [form, fields] = useForm<EditFields, z.output<typeof shoppingEditSchema>>({
    id: `edit-shopping-${item.id}`,
    lastResult,
    defaultValue: {
      itemId: item.id,
      name: item.name,
      quantity: item.quantity === null ? "" : String(item.quantity),
      unit: item.unit ?? "",
      note: item.note,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shoppingEditSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const titleId = `${form.id}-title`;
  return (
    <section aria-labelledby={titleId} className="shopping-edit">
      <h3 id={titleId} className="sr-only">
        {`Edit ${item.name}`}
      </h3>
      <Form method="post" preventScrollReset className="space-y-3" {...getFormProps(form)}>
        <input type="hidden" name="itemId" value={item.id} />
        {/* The name as listed, for what the member is told should the edit wait on the device and fail. */}
        <input type="hidden" name="was" value={item.name} />
        <TextField meta={fields.name} label="Item" autoComplete="off" maxLength={MAX_ITEM_NAME} />
        <div className="grid grid-cols-2 gap-2">
          <QuantityFields quantity={fields.quantity} unit={fields.unit} />
        </div>
        <TextField
          meta={fields.note}
          label="Note"
          autoComplete="off"
          maxLength={MAX_NOTE}
          placeholder="e.g. the big tin, for Sunday"
        />
        <FormAlert
          message={firstError(
            form.errors,
            fields.name.errors,
            fields.quantity.errors,
            fields.unit.errors,
            fields.note.errors,
            fields.itemId.errors,
          )}
        />
        <div className="flex items-center justify-end gap-2">
          <ButtonLink to={cancel} preventScrollReset variant="ghost">
            Cancel
          </ButtonLink>
          <SubmitButton name="intent" value="edit" busy={busy} busyLabel="Saving...">
            Save changes
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
