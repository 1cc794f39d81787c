import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { useHydrated } from "~/hooks";
import type { Toast } from "~/toast";
import { showToast } from "./toaster";
import { Alert } from "./ui";

/**
 * What a page's action answers a form when it does not redirect, whichever page it is: the
 * form it answers (its intent), Conform's result for it (invalid input, or why the change
 * failed, with the values sent so the page draws them again), and, for a failure the
 * specification tells in a toast, that toast. A page whose forms share one action shows a
 * reply only in the form it belongs to (`replyFor`).
 */
export type FormReply = { intent: string; result: SubmissionResult<string[]>; toast?: Toast };

function isFormReply(value: unknown): value is FormReply {
  return typeof value === "object" && value !== null && "intent" in value && "result" in value;
}

/** The reply's result when it answers one of these forms (by intent), for Conform's `lastResult`. */
export function replyFor(reply: unknown, ...intents: string[]): SubmissionResult<string[]> | undefined {
  return isFormReply(reply) && intents.includes(reply.intent) ? reply.result : undefined;
}

/** The reply's toast when it answers one of these forms. */
export function toastFor(reply: unknown, ...intents: string[]): Toast | undefined {
  return isFormReply(reply) && intents.includes(reply.intent) ? reply.toast : undefined;
}

/**
 * A failure told in a toast (a failed profile save: 'Update Failed'). In the browser it is a
 * toast like any other, shown once per reply; a page the server drew for a form posted
 * without JavaScript has no toast to add it to, so the form shows it itself, in its alert.
 */
export function ReplyToast({ toast }: { toast: Toast | undefined }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && toast) showToast(toast);
  }, [hydrated, toast]);
  if (hydrated || !toast) return null;
  return (
    <Alert className="mb-4">
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p>{toast.description}</p> : null}
    </Alert>
  );
}

/**
 * A choice the member sent in the form a reply answers (a radio's value), so the form is drawn
 * again as they left it; `fallback` (the stored value) before any reply. Conform draws text
 * fields from the reply itself; radios and checkboxes drawn from stored data need this.
 */
export function sentChoice(result: FormReply["result"] | undefined, name: string, fallback: string) {
  if (!result?.initialValue) return fallback;
  const value = result.initialValue[name];
  return typeof value === "string" ? value : fallback;
}

/** The boxes the member ticked in the form a reply answers (none ticked sends none); `fallback` before any reply. */
export function sentChoices(result: FormReply["result"] | undefined, name: string, fallback: readonly string[]) {
  if (!result?.initialValue) return fallback;
  const value = result.initialValue[name];
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}
