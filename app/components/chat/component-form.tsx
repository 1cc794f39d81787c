import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * Where the chat's forms post: the conversation's own address, so whatever the answer (a
 * refusal, a failure, no answer at all) the member is still in it.
 */
export function chatAction(conversationId: string | null) {
  return conversationId ? `/chat?c=${encodeURIComponent(conversationId)}` : "/chat";
}

/**
 * Where an embedded component's button posts: the page (or the chat) that shows the
 * component decides the action URL and the `intent` its action switches on.
 */
export type FormTarget = { action?: string; intent: string; fields?: Record<string, string> };

/** A POST form for a component's buttons; a plain form underneath, so it works without JavaScript. */
export function ComponentForm({
  target,
  fields = {},
  className,
  children,
}: {
  target: FormTarget;
  fields?: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={target.action} preventScrollReset className={className}>
      <input type="hidden" name="intent" value={target.intent} />
      {Object.entries({ ...target.fields, ...fields }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
