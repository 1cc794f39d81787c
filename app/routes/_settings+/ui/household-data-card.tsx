import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "@remix-run/react";
import { replyFor } from "~/components/form-reply";
import { firstError, FormAlert, SubmitButton, useSubmitting } from "~/components/forms";
import { ButtonLink, Card, CardHeader, Label } from "~/components/ui";
import { HOUSEHOLD_DATA_LIMITS } from "~/schemas/household-data-limits";
import { restoreFormSchema } from "~/schemas/household-restore-form";
import type { SettingsAction } from "./types";

/** The restore form's intent (RESTORE_INTENT in household-data.server.ts). */
const RESTORE = "restore-household-data";

/**
 * Everything the household keeps, as one file to download, and the restore of such a file
 * into a household that has nothing in it yet (docs/household-data.md).
 */
export function HouseholdDataCard() {
  const busy = useSubmitting({ intent: RESTORE });
  const [form, fields] = useForm({
    id: RESTORE,
    lastResult: replyFor(useActionData<SettingsAction>(), RESTORE),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: restoreFormSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Card aria-labelledby="household-data-title">
      <CardHeader
        id="household-data-title"
        title="Your Household's Data"
        description="One file with your pantry, shopping list, meal plan and recipes (with their pictures), and your own conversations with the assistant. Other members' conversations are theirs, and stay out of your file."
      />
      <ButtonLink to="/settings/export" reloadDocument download>
        Download everything
      </ButtonLink>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-3 border-t border-stone-200 pt-4"
        {...getFormProps(form)}
      >
        <p className="text-sm text-stone-600">
          Restore a downloaded file into a household with nothing in it yet: no pantry items, shopping list items,
          planned meals or recipes. Its conversations become yours. Up to{" "}
          {HOUSEHOLD_DATA_LIMITS.fileBytes / (1024 * 1024)} MB.
        </p>
        <div>
          <Label htmlFor={fields.file.id}>Household data file</Label>
          <input
            id={fields.file.id}
            name={fields.file.name}
            type="file"
            accept="application/json,.json"
            required
            className="mt-1 block w-full text-sm text-stone-700"
            aria-invalid={fields.file.errors || form.errors ? true : undefined}
            aria-describedby={form.errorId}
          />
        </div>
        <FormAlert id={form.errorId} message={firstError(fields.file.errors, form.errors)} />
        <SubmitButton name="intent" value={RESTORE} variant="outline" busy={busy} busyLabel="Restoring...">
          Restore
        </SubmitButton>
      </Form>
    </Card>
  );
}
