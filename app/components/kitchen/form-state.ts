import { useNavigation } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { FormReply } from "~/components/form-reply";

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
export function useClearAfterSaving(intent: string, reply: FormReply["result"] | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const sent =
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent ? navigation.formData : undefined;
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

/** Whether the member has changed any field of a form from what it was drawn with. */
export function edited(form: HTMLFormElement | null) {
  if (!form) return false;
  return [...form.elements].some((element) => {
    if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio") return element.checked !== element.defaultChecked;
      return element.type !== "hidden" && element.value !== element.defaultValue;
    }
    if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
    if (element instanceof HTMLSelectElement)
      return [...element.options].some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

/**
 * How long after the member's submission ends a change to the record still counts as the
 * submission's own: a change queued on the device shows once the page has read the queue
 * back, a moment after the form's submission has ended.
 */
const OWN_CHANGE_GRACE_MS = 3_000;

/**
 * The key of a form drawn from a record's current values (an item's edit form), so that it
 * starts afresh when the record changes (`version`): after the member's own submission of it
 * (one of `intents`) went through, and when someone else's change arrives while the form is
 * untouched. While the member has typed into it and not sent it, it keeps what they typed,
 * whoever changes the record meanwhile (another member, the device's queue being sent); a
 * submission that changed nothing (a refused one) keeps it too.
 */
export function useRecordFormKey(version: string, formId: string, intents: string[]) {
  const navigation = useNavigation();
  const intent = navigation.state === "idle" ? null : navigation.formData?.get("intent");
  const sending = typeof intent === "string" && intents.includes(intent);
  const [key, setKey] = useState(version);
  /** The record's version when the member sent the form, and when the submission ended. */
  const sent = useRef<{ version: string; endedAt: number | null } | null>(null);
  useLayoutEffect(() => {
    if (sending) {
      // A new submission, or the same one still under way (an earlier one that ended is forgotten).
      if (sent.current?.endedAt !== null) sent.current = { version, endedAt: null };
      return;
    }
    if (sent.current && sent.current.endedAt === null) sent.current.endedAt = Date.now();
    if (version === key) return;
    const submitted = sent.current;
    sent.current = null;
    const ownChange =
      submitted !== null &&
      submitted.version !== version &&
      Date.now() - (submitted.endedAt ?? 0) <= OWN_CHANGE_GRACE_MS;
    const form = document.getElementById(formId);
    if (ownChange || !edited(form instanceof HTMLFormElement ? form : null)) setKey(version);
  }, [sending, version, key, formId]);
  return key;
}
