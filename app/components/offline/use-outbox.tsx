import type { ClientActionFunctionArgs } from "@remix-run/react";
import { redirect, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { API_CALL_MESSAGES } from "~/components/api-call";
import { showToast } from "~/components/toaster";
import {
  dismissOutboxNotes,
  lastSentAt,
  onOutboxChange,
  OFFLINE_ID_PREFIX,
  outboxNotes,
  queueChange,
  queuedChanges,
  sendQueued,
  supersedeQueued,
  type KitchenChange,
  type OutboxNote,
  type QueuedChange,
} from "./outbox";

/**
 * A kitchen page with no connection (the shopping list, the pantry): its forms' changes go
 * into the device's queue (./outbox.ts) instead of failing, show as waiting, and are sent
 * when the device is back online. Only with JavaScript: without it a form posts as always.
 */

export type Section = "shopping" | "pantry";

const sectionOf = (change: KitchenChange): Section => (change.kind.startsWith("pantry-") ? "pantry" : "shopping");

/** The household of the page on screen, for its clientAction (which has no loader data). */
let pageHousehold: string | null = null;

/**
 * What a clientAction answers for a change it queued (the page does not reload its data for
 * it), naming the form's intent so a form can close as after a save (the shopping edit form).
 */
function queuedAnswer(formData: FormData) {
  const intent = formData.get("intent");
  return { queued: true as const, ...(typeof intent === "string" && { queuedIntent: intent }) };
}

/** Whether an action's answer says a form of this intent was queued. */
export const queuedFor = (result: unknown, intent: string) =>
  typeof result === "object" &&
  result !== null &&
  (result as { queued?: unknown }).queued === true &&
  (result as { queuedIntent?: unknown }).queuedIntent === intent;
/** Why a form the network failed to deliver was not sent, in the form itself, beside what was typed. */
export const UNSENT_MESSAGE = "Couldn't send that change. Check your connection and try again; what you typed is kept.";

/**
 * What it answers for a form the network failed to deliver (nothing changed: nothing to
 * reload): a reply to that form (by its intent) that keeps what was typed and says why, so
 * the form is not emptied as after a save.
 */
function unsent(formData: FormData) {
  const intent = formData.get("intent");
  if (typeof intent !== "string") return { unsent: true } as const;
  const initialValue: Record<string, string> = {};
  formData.forEach((value, key) => {
    if (typeof value === "string") initialValue[key] = value;
  });
  return {
    unsent: true,
    intent,
    result: { status: "error" as const, initialValue, error: { "": [UNSENT_MESSAGE] } },
  };
}

/** Whether an action's answer says the change was queued or not sent (the router may hand over a copy): the server's data did not change. */
export const changedNothing = (result: unknown) =>
  typeof result === "object" &&
  result !== null &&
  ((result as { queued?: unknown }).queued === true || (result as { unsent?: unknown }).unsent === true);

/**
 * A route's clientAction. Offline, or for an item that exists only in the queue, a change is
 * queued. Online it goes to the server as always; if the network fails on the way, a change
 * that is the same however often it is applied (a tick, a move, a shopping item's edit, a
 * removal) is queued too. Any other form the network failed to deliver (an add, since the
 * server may have made it; using some or all of an item, which would take it twice; a pantry
 * item's edit, which is not queued) is not: the member is told and the form keeps what was
 * typed, instead of the page's error screen.
 * `goTo` names where the member goes after a queued change, when the page should not stay.
 */
export function queueingClientAction(
  changeOf: (formData: FormData, params: ClientActionFunctionArgs["params"]) => KitchenChange | null,
  goTo: (change: KitchenChange) => string | null = () => null,
) {
  return async ({ request, params, serverAction }: ClientActionFunctionArgs) => {
    const formData = await request.clone().formData();
    const change = pageHousehold ? changeOf(formData, params) : null;
    const queued = async (household: string, queuedChange: KitchenChange) => {
      await queueChange(household, queuedChange);
      const next = goTo(queuedChange);
      return next ? redirect(next) : queuedAnswer(formData);
    };
    const onlyQueued = change !== null && "itemId" in change && change.itemId.startsWith(OFFLINE_ID_PREFIX);
    if (change && pageHousehold && (!navigator.onLine || onlyQueued)) return queued(pageHousehold, change);
    // The member's latest word on an item, once the server has answered it (a redirect is
    // thrown as a Response), overtakes what the device still holds for that item.
    const overtake = async () => {
      if (change && pageHousehold) await supersedeQueued(pageHousehold, change).catch(() => {});
    };
    let answer: unknown;
    try {
      answer = await serverAction();
    } catch (error) {
      if (error instanceof Response) {
        await overtake();
        throw error;
      }
      if (!(error instanceof TypeError)) throw error;
      const repeatable =
        change !== null &&
        !("tempId" in change) &&
        change.kind !== "pantry-use-up" &&
        change.kind !== "pantry-use-some";
      if (change && pageHousehold && repeatable) return queued(pageHousehold, change);
      const reply = unsent(formData);
      if (!("intent" in reply))
        showToast({
          title: "Couldn't send that change",
          description: API_CALL_MESSAGES.network,
          variant: "destructive",
        });
      return reply;
    }
    await overtake();
    return answer;
  };
}

/**
 * The household's queued changes for this page, kept current; sends the queue whenever the
 * device is (back) online, then reloads the page's data. `notes` are what the member is told
 * about changes another member's overtook.
 */
export function useOutbox(householdId: string, section: Section) {
  pageHousehold = householdId;
  const { revalidate } = useRevalidator();
  const [queued, setQueued] = useState<QueuedChange[]>([]);
  const [notes, setNotes] = useState<OutboxNote[]>([]);

  const send = useCallback(async () => {
    if (!navigator.onLine || (await queuedChanges(householdId)).length === 0) return;
    const told = await sendQueued(householdId);
    // Kept in the tab's storage too (outboxNotes), unless the browser has none.
    const kept = outboxNotes(householdId);
    if (told.length > 0) setNotes((current) => (kept.length > 0 ? kept : [...current, ...told]));
    revalidate();
  }, [householdId, revalidate]);

  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let live = true;
    // Another page may have sent queued changes after this page's data was read (a page left
    // while it was sending, another tab): then the data is reloaded. The document's own start
    // is the earliest its data can have been read.
    let seenSentAt = performance.timeOrigin;
    const catchUp = () => {
      const sentAt = lastSentAt();
      if (sentAt <= seenSentAt) return;
      seenSentAt = sentAt;
      revalidate();
    };
    const read = () => {
      catchUp();
      void queuedChanges(householdId).then(
        (entries) => live && setQueued(entries.filter((entry) => sectionOf(entry.change) === section)),
        () => {},
      );
    };
    read();
    // What a send before a reload left to tell.
    const kept = outboxNotes(householdId);
    if (kept.length > 0) setNotes(kept);
    void send();
    const stop = onOutboxChange(read);
    const online = () => void send();
    window.addEventListener("online", online);
    // A change queued because the network failed while "online" is tried again now and then.
    const timer = window.setInterval(() => void send(), 30_000);
    return () => {
      live = false;
      stop();
      window.removeEventListener("online", online);
      window.clearInterval(timer);
    };
  }, [householdId, section, send, revalidate]);

  return {
    queued,
    notes,
    dismissNotes: () => {
      dismissOutboxNotes(householdId);
      setNotes([]);
    },
  };
}

/** Whether the device says it is online, kept current. */
function useOnline() {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/** How many changes wait to be sent, and what happened to any another member's overtook. */
export function OutboxStatus({ outbox }: { outbox: ReturnType<typeof useOutbox> }) {
  const { queued, notes, dismissNotes } = outbox;
  const online = useOnline();
  if (queued.length === 0 && notes.length === 0) return null;
  return (
    <div className="space-y-2">
      {queued.length > 0 ? (
        <p
          role="status"
          data-outbox="waiting"
          className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
        >
          {queued.length === 1 ? "1 change is" : `${queued.length} changes are`} saved on this device and will be sent
          {online ? " as soon as the connection answers again." : " when you're back online."}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <div
          role="alert"
          data-outbox="notes"
          className="flex items-start gap-3 rounded-xl border border-stone-200 bg-surface px-4 py-3 text-sm text-stone-800 shadow-sm"
        >
          <ul className="flex-1 space-y-1">
            {notes.map((note, index) => (
              <li key={index}>{note.text}</li>
            ))}
          </ul>
          <button
            type="button"
            onClick={dismissNotes}
            className="min-h-11 rounded-lg px-3 font-medium text-basil-700 hover:bg-stone-100"
          >
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
