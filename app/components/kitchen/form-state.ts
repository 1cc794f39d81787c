import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** What the kitchen pages' actions answer when they do not redirect. */
export type FormReply = SubmissionResult<string[]>;

/** The action's reply belongs to a form only when that form (its intent) sent it. */
export function replyFor(result: FormReply | undefined, intent: string) {
  return result?.initialValue?.intent === intent ? result : undefined;
}

/** What the actions of pages whose forms share one action tag their replies with. */
export type IntentReply = { intent: string; result: FormReply };

/** A tagged reply belongs to a form only when that form (its intent) sent it. */
export function resultFor(reply: IntentReply | undefined, intent: string) {
  return reply?.intent === intent ? reply.result : undefined;
}

function typed(data: FormData) {
  const entries: string[] = [];
  data.forEach((value, key) => {
    if (key !== "intent" && typeof value === "string") entries.push(`${key}=${value}`);
  });
  return entries.join("&");
}

/**
 * Empties a form once its submission has gone through (the action redirected, so no
 * reply came back) and puts the cursor in its first field, ready for the next entry.
 * Whatever was typed while it was saving is kept. Without JavaScript the redirect loads
 * a fresh, empty page anyway.
 */
export function useClearAfterSaving(intent: string, reply: FormReply | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const sent = navigation.state !== "idle" && navigation.formData?.get("intent") === intent ? navigation.formData : undefined;
  const lastSent = useRef<string | null>(null);
  const failed = reply?.status === "error";
  useEffect(() => {
    if (sent) {
      lastSent.current = typed(sent);
      return;
    }
    const form = ref.current;
    const wasSent = lastSent.current;
    lastSent.current = null;
    if (!form || wasSent === null || failed || typed(new FormData(form)) !== wasSent) return;
    form.reset();
    form.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus();
  }, [sent, failed]);
  return ref;
}
