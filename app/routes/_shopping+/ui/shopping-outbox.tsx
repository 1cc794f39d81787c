import type { ClientActionFunctionArgs } from "@remix-run/react";
import { useRevalidator } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useState } from "react";
import type { ShoppingRow } from "~/components/kitchen/types";
import { offlineId, onOutboxChange, OFFLINE_ID_PREFIX, queueChange, queuedChanges, sendQueued, type OutboxNote, type QueuedChange, type ShoppingChange } from "~/components/offline/outbox";
import { categorise } from "~/domain/kitchen/names";
import { formatAmount } from "~/domain/kitchen/quantities";
import { shoppingAddSchema } from "~/schemas/pantry-forms";

/**
 * The shopping list with no connection: its forms' changes go into the device's queue
 * (~/components/offline/outbox) instead of failing, show as waiting, and are sent when the
 * device is back online. Only with JavaScript: without it a form posts as always.
 */

/** The household of the list on screen, for the route's clientAction (which has no loader data). */
let listHousehold: string | null = null;

/** A form's change as the queue keeps it, or null for what is not queued (clear checked, a bad add). */
function changeOf(formData: FormData): ShoppingChange | null {
  const intent = String(formData.get("intent") ?? "");
  const itemId = String(formData.get("itemId") ?? "");
  const name = String(formData.get("name") ?? "the item");
  if (intent === "add") {
    const submission = parseWithZod(formData, { schema: shoppingAddSchema });
    if (submission.status !== "success") return null;
    const { name: item, quantity, unit, category } = submission.value;
    return { kind: "add", tempId: offlineId(), name: item, quantity, unit, category };
  }
  if (!itemId) return null;
  if (intent === "toggle") return { kind: "tick", itemId, name, checked: formData.get("checked") === "true", moveToPantry: formData.get("moveToPantry") === "on" };
  if (intent === "category") return { kind: "category", itemId, name, category: String(formData.get("category") ?? "") };
  if (intent === "remove") return { kind: "remove", itemId, name };
  return null;
}

/** What the clientAction answers for a change it queued (the page does not reload its data for it). */
export const QUEUED = { queued: true } as const;

/**
 * Offline, or for an item that exists only in the queue, a change is queued. Online it goes
 * to the server as always; if the network fails on the way, a tick, a move or a removal
 * (each the same however often it is applied) is queued too. An add that failed is not
 * queued, since the server may have made it: the box keeps the text to send again.
 */
export async function shoppingClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const formData = await request.clone().formData();
  const change = listHousehold ? changeOf(formData) : null;
  const forQueue = change && (!navigator.onLine || ("itemId" in change && change.itemId.startsWith(OFFLINE_ID_PREFIX)));
  if (change && listHousehold && forQueue) {
    await queueChange(listHousehold, change);
    return QUEUED;
  }
  try {
    return await serverAction();
  } catch (error) {
    if (change && listHousehold && change.kind !== "add" && error instanceof TypeError) {
      await queueChange(listHousehold, change);
      return QUEUED;
    }
    throw error;
  }
}

/** The list with the queued changes applied, each touched item marked as waiting. */
export function withQueued(items: ShoppingRow[], queued: QueuedChange[]): ShoppingRow[] {
  let list = items;
  for (const { change } of queued) {
    if (change.kind === "add") {
      list = [...list, { id: change.tempId, name: change.name, amount: formatAmount(change.quantity, change.unit), category: change.category ?? categorise(change.name), checked: false, waiting: true }];
    } else if (change.kind === "remove") {
      list = list.filter((item) => item.id !== change.itemId);
    } else {
      list = list.map((item) =>
        item.id !== change.itemId ? item : { ...item, waiting: true, ...(change.kind === "tick" ? { checked: change.checked } : { category: change.category }) },
      );
    }
  }
  return list;
}

/**
 * The household's queued changes, kept current; sends them whenever the device is (back)
 * online, then reloads the list. `notes` are what the member is told about changes
 * another member's overtook.
 */
export function useShoppingOutbox(householdId: string) {
  listHousehold = householdId;
  const { revalidate } = useRevalidator();
  const [queued, setQueued] = useState<QueuedChange[]>([]);
  const [notes, setNotes] = useState<OutboxNote[]>([]);

  const send = useCallback(async () => {
    if (!navigator.onLine || (await queuedChanges(householdId)).length === 0) return;
    const told = await sendQueued(householdId);
    if (told.length > 0) setNotes((current) => [...current, ...told]);
    revalidate();
  }, [householdId, revalidate]);

  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let live = true;
    const read = () => void queuedChanges(householdId).then((entries) => live && setQueued(entries), () => {});
    read();
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
  }, [householdId, send]);

  return { queued, notes, dismissNotes: () => setNotes([]) };
}

/** How many changes wait to be sent, and what happened to any another member's overtook. */
export function ShoppingOutboxStatus({ queued, notes, onDismiss }: { queued: number; notes: OutboxNote[]; onDismiss: () => void }) {
  if (queued === 0 && notes.length === 0) return null;
  return (
    <div className="space-y-2">
      {queued > 0 ? (
        <p role="status" data-outbox="waiting" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {queued === 1 ? "1 change is" : `${queued} changes are`} saved on this device and will be sent when you&apos;re back online.
        </p>
      ) : null}
      {notes.length > 0 ? (
        <div role="alert" data-outbox="notes" className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm text-stone-800 shadow-sm">
          <ul className="flex-1 space-y-1">
            {notes.map((note, index) => (
              <li key={index}>{note.text}</li>
            ))}
          </ul>
          <button type="button" onClick={onDismiss} className="min-h-11 rounded-lg px-3 font-medium text-basil-700 hover:bg-stone-100">
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
