import { Form, useActionData } from "@remix-run/react";
import { FormAlert, useSubmitting } from "~/components/forms";
import { Button, Card, CardHeader } from "~/components/ui";
import { replyFor } from "~/components/form-reply";
import { unitSystemOptions, type UnitSystem } from "~/schemas/options";
import { RadioCards } from "./preferences-tab";
import type { SettingsAction } from "./types";

/**
 * The Units card (Settings → Preferences): metric or US customary. Saved in the member's
 * profile by a plain form post; recipes keep their own amounts and are shown converted.
 */
export function UnitsCard({ units }: { units: UnitSystem }) {
  const reply = replyFor(useActionData<SettingsAction>(), "units");
  const busy = useSubmitting({ intent: "units" });
  return (
    <Card aria-labelledby="units-title">
      <CardHeader
        id="units-title"
        title="Units"
        description="Recipes, cooking steps and the assistant's answers show amounts and oven temperatures in these units. Recipes keep the amounts they were written with."
      />
      <Form method="post" className="space-y-4">
        <FormAlert message={reply?.error?.units?.[0] ?? reply?.error?.[""]?.[0]} />
        <RadioCards
          legend="Units"
          name="units"
          selected={units}
          className="grid gap-2 sm:grid-cols-2"
          options={unitSystemOptions.map((option) => ({
            value: option.value,
            content: <span className="text-sm font-medium text-stone-900">{option.label}</span>,
          }))}
        />
        <Button type="submit" name="intent" value="units" disabled={busy}>
          {busy ? "Saving..." : "Save units"}
        </Button>
      </Form>
    </Card>
  );
}
