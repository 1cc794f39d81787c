import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "@remix-run/react";
import type { z } from "zod";
import { firstError, FormAlert, SubmitButton, TextField, useSubmitting } from "~/components/forms";
import { Card } from "~/components/ui";
import { SHOPPING_CATEGORY_VALUES, shoppingAddSchema } from "~/schemas/shopping";
import { SelectField } from "~/components/kitchen/fields";
import { useClearAfterSaving } from "~/components/kitchen/form-state";
import { replyFor } from "~/components/form-reply";
import { kitchenLabel } from "~/domain/kitchen/labels";

export const AISLE_CHOICES = SHOPPING_CATEGORY_VALUES.map((category) => ({
  value: category,
  label: kitchenLabel(category),
}));

/** One box in everyday words ("2 pounds chicken breast"); the aisle is worked out unless chosen. */
export function ShoppingAddForm() {
  const lastResult = replyFor(useActionData(), "add");
  const busy = useSubmitting({ intent: "add" });
  const ref = useClearAfterSaving("add", lastResult);
  const [form, fields] = useForm<{ text: string; category: string }, z.output<typeof shoppingAddSchema>>({
    id: "add-shopping-item",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shoppingAddSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Card aria-label="Add to the list" className="p-4 sm:p-5 print:hidden">
      <Form method="post" ref={ref} preventScrollReset className="space-y-3" {...getFormProps(form)}>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              meta={fields.text}
              label="Add an item"
              placeholder="2 pounds chicken breast"
              autoComplete="off"
              enterKeyHint="done"
            />
          </div>
          <SubmitButton
            name="intent"
            value="add"
            busy={busy}
            busyLabel="Adding..."
            className="min-h-[2.625rem] shrink-0"
          >
            Add
          </SubmitButton>
        </div>
        <SelectField
          meta={fields.category}
          label="Aisle"
          options={[{ value: "", label: "Sort automatically" }, ...AISLE_CHOICES]}
        />
        <FormAlert message={firstError(form.errors, fields.text.errors, fields.category.errors)} />
      </Form>
    </Card>
  );
}
