import { Form, useActionData } from "@remix-run/react";
import { SubmitButton, useSubmitting } from "~/components/forms";
import { Alert, Button, Card, CardHeader } from "~/components/ui";
import { useWholeAddress } from "~/hooks";
import type { SettingsAction } from "./types";

/** A new address, shown once: the plan alone, and the plan with the pantry's expiry dates. */
function CreatedAddresses({ feedUrl }: { feedUrl: string }) {
  const plan = useWholeAddress(feedUrl);
  const withPantry = useWholeAddress(`${feedUrl}&pantry=1`);
  const code = "mt-1 block break-all rounded bg-surface px-2 py-1 font-mono text-xs text-stone-900";
  return (
    <Alert variant="success" className="mb-4">
      <p className="font-medium">Copy your calendar address now. It will not be shown again.</p>
      <code data-testid="calendar-feed-url" className={code}>
        {plan}
      </code>
      <p className="mt-3 text-sm">With the pantry&apos;s expiry dates as all-day events too:</p>
      <code data-testid="calendar-feed-pantry-url" className={code}>
        {withPantry}
      </code>
    </Alert>
  );
}

/** The member's secret meal plan calendar address: made here, shown once, revocable. */
export function CalendarFeedCard({ feed }: { feed: { createdAt: string } | null }) {
  const result = useActionData<SettingsAction>();
  const busy = useSubmitting({ intent: "create-calendar-feed" });
  const created = result && "feedUrl" in result ? result : null;
  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardHeader
        id="calendar-feed-title"
        title="Meal Plan Calendar"
        description="Subscribe to the meal plan from your calendar app. Anyone with the address can read the plan."
      />
      {created ? <CreatedAddresses feedUrl={created.feedUrl} /> : null}
      <p className="mb-4 text-sm text-stone-600">
        {feed ? `Calendar address created ${feed.createdAt}` : "No calendar address yet"}
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <SubmitButton
            name="intent"
            value="create-calendar-feed"
            variant="outline"
            busy={busy}
            busyLabel="Creating..."
          >
            {feed ? "Replace calendar address" : "Create calendar address"}
          </SubmitButton>
        </Form>
        {feed ? (
          <Form method="post">
            <Button type="submit" name="intent" value="revoke-calendar-feed" variant="outline">
              Revoke calendar address
            </Button>
          </Form>
        ) : null}
      </div>
    </Card>
  );
}
