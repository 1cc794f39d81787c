import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { SubmitButton, useSubmitting } from "~/components/forms";
import { ButtonLink, Card, CardHeader } from "~/components/ui";

/**
 * Removing takes two steps: a link to ?confirm=… shows the confirmation, whose button posts
 * the intent. Both are plain HTML, so they work without JavaScript. With JavaScript the
 * confirmation opens in place, without asking the server (so it also opens offline).
 */
export function TwoStepRemoval({
  id,
  here,
  confirm,
  intent,
  confirming,
  title,
  description,
  action,
  question,
  consequence,
  yes,
  busyLabel,
}: {
  /** The card's anchor, so the confirmation opens where the member clicked. */
  id: string;
  /** The page's address, with its query if it has one. */
  here: string;
  /** The value of ?confirm= that shows the confirmation. */
  confirm: string;
  intent: string;
  confirming: boolean;
  title: string;
  description: string;
  /** The first step's link: "Remove item". */
  action: string;
  /** The confirmation's title: "Remove Milk?". */
  question: string;
  consequence: string;
  yes: string;
  busyLabel: string;
}) {
  const busy = useSubmitting({ intent });
  const titleId = `${id}-title`;
  const asking = `${here}${here.includes("?") ? "&" : "?"}confirm=${confirm}`;
  /** Opened in place (JavaScript), rather than by the address. */
  const [asked, setAsked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (asked) form.current?.querySelector("button")?.focus();
  }, [asked]);
  if (!confirming && !asked) {
    return (
      <Card aria-labelledby={titleId} id={id}>
        <CardHeader id={titleId} title={title} description={description} />
        <ButtonLink
          to={`${asking}#${id}`}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setAsked(true);
          }}
          className="w-full border-red-300 text-red-700 hover:bg-red-50 sm:w-auto"
        >
          {action}
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card aria-labelledby={titleId} id={id} className="border-red-300 bg-red-50/60">
      <CardHeader id={titleId} title={question} description={consequence} />
      <Form ref={form} method="post" action={asking} className="flex flex-wrap gap-3">
        <SubmitButton
          name="intent"
          value={intent}
          variant="destructive"
          busy={busy}
          busyLabel={busyLabel}
          className="flex-1 sm:flex-none"
        >
          {yes}
        </SubmitButton>
        <ButtonLink
          to={here}
          preventScrollReset
          onClick={(event) => {
            if (confirming) return;
            event.preventDefault();
            setAsked(false);
          }}
          className="flex-1 sm:flex-none"
        >
          Cancel
        </ButtonLink>
      </Form>
    </Card>
  );
}
