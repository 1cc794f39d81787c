import { parseWithZod } from "@conform-to/zod/v4";
import type { PantryRow } from "~/components/kitchen/types";
import { offlineId, type PantryChange, type QueuedChange } from "~/components/offline/outbox";
import { queueingClientAction } from "~/components/offline/use-outbox";
import { showDate } from "~/domain/calendar-words";
import { expiryStatus } from "~/domain/kitchen/expiry";
import { canonicalUnit, formatAmount } from "~/domain/kitchen/quantities";
import { pantryItemSchema, useSomeSchema } from "~/schemas/pantry";

/** A pantry-list form's change as the device's queue keeps it, or null for what is not queued (a bad add). */
function changeOf(formData: FormData): PantryChange | null {
  const intent = String(formData.get("intent") ?? "");
  const itemId = String(formData.get("itemId") ?? "");
  const name = String(formData.get("name") ?? "the item");
  if (intent === "add") {
    const submission = parseWithZod(formData, { schema: pantryItemSchema });
    if (submission.status !== "success") return null;
    const { name: item, quantity, unit, location, expiresAt } = submission.value;
    return {
      kind: "pantry-add",
      tempId: offlineId(),
      name: item,
      quantity: quantity ?? null,
      unit: canonicalUnit(unit),
      location: location || null,
      expiresAt: expiresAt ?? null,
    };
  }
  if (!itemId) return null;
  if (intent === "use-up") return { kind: "pantry-use-up", itemId, name };
  if (intent === "remove") return { kind: "pantry-remove", itemId, name };
  return null;
}

/** The pantry list's clientAction: with no connection its changes wait on the device. */
export const pantryClientAction = queueingClientAction(changeOf);

/** An item page's form as the device's queue keeps it: using some of the item (the address names it), all of it, or removing it. */
function itemChangeOf(formData: FormData, params: { itemId?: string }): PantryChange | null {
  const intent = String(formData.get("intent") ?? "");
  const itemId = params.itemId ?? "";
  const name = String(formData.get("name") ?? "the item");
  if (!itemId) return null;
  if (intent === "use-up") return { kind: "pantry-use-up", itemId, name };
  if (intent === "remove") return { kind: "pantry-remove", itemId, name };
  if (intent !== "use-some") return null;
  const submission = parseWithZod(formData, { schema: useSomeSchema });
  if (submission.status !== "success") return null;
  return {
    kind: "pantry-use-some",
    itemId,
    name,
    quantity: submission.value.quantity,
    unit: canonicalUnit(submission.value.unit),
  };
}

/**
 * The item page's clientAction: with no connection, using some or all of the item waits on
 * the device and the page stays; a removal waits too, and the member goes back to the pantry
 * (as after a removal online), where the item has left.
 */
export const pantryItemClientAction = queueingClientAction(itemChangeOf, (change) =>
  change.kind === "pantry-remove" ? "/inventory" : null,
);

/** The pantry with the queued changes applied: items added wait in it, items used up or removed have left. */
export function withQueuedPantry(items: PantryRow[], queued: QueuedChange[]): PantryRow[] {
  let list = items;
  for (const { change } of queued) {
    if (change.kind === "pantry-add") {
      const row = {
        id: change.tempId,
        name: change.name,
        amount: formatAmount(change.quantity, change.unit),
        location: change.location ?? "pantry",
        expires: change.expiresAt ? showDate(change.expiresAt) : null,
        status: expiryStatus(change.expiresAt),
        waiting: true,
      };
      list = [...list, row];
    } else if (change.kind === "pantry-use-up" || change.kind === "pantry-remove") {
      list = list.filter((item) => item.id !== change.itemId);
    }
  }
  return list;
}
