import { Form, useActionData } from "@remix-run/react";
import { FormAlert, useSubmitting } from "~/components/forms";
import { Button, Card, CardHeader } from "~/components/ui";
import { replyFor } from "~/components/form-reply";
import { themeOptions, type Theme } from "~/schemas/options";
import { RadioCards } from "./preferences-tab";
import type { SettingsAction } from "./types";

/**
 * The Appearance card (Settings → Preferences): light, dark, or the system's theme. Saved in
 * the member's profile by a plain form post, so every page the server draws is already in it.
 */
export function AppearanceCard({ theme }: { theme: Theme }) {
  const reply = replyFor(useActionData<SettingsAction>(), "theme");
  const busy = useSubmitting({ intent: "theme" });
  return (
    <Card aria-labelledby="appearance-title">
      <CardHeader
        id="appearance-title"
        title="Appearance"
        description="Light, dark, or as this device is set. Saved for you on every device."
      />
      <Form method="post" className="space-y-4">
        <FormAlert message={reply?.error?.theme?.[0] ?? reply?.error?.[""]?.[0]} />
        <RadioCards
          legend="Theme"
          name="theme"
          selected={theme}
          className="grid grid-cols-3 gap-2"
          centered
          options={themeOptions.map((option) => ({
            value: option.value,
            content: <span className="text-sm font-medium text-stone-900">{option.label}</span>,
          }))}
        />
        <Button type="submit" name="intent" value="theme" disabled={busy}>
          {busy ? "Saving..." : "Save appearance"}
        </Button>
      </Form>
    </Card>
  );
}
