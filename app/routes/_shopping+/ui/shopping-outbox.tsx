import { parseWithZod } from "@conform-to/zod/v4";
import type { ShoppingRow } from "~/components/kitchen/types";
import { offlineId, type QueuedChange, type ShoppingChange } from "~/components/offline/outbox";
import { queueingClientAction } from "~/components/offline/use-outbox";
import { categorise } from "~/domain/kitchen/names";
import { canonicalUnit, formatAmount } from "~/domain/kitchen/quantities";
import { shoppingAddSchema, shoppingEditSchema } from "~/schemas/shopping";

/** A shopping-list form's change as the device's queue keeps it, or null for what is not queued (clear checked, a bad add or edit). */
export function shoppingChangeOf(formData: FormData): ShoppingChange | null {
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
  if (intent === "toggle")
    return {
      kind: "tick",
      itemId,
      name,
      checked: formData.get("checked") === "true",
      moveToPantry: formData.get("moveToPantry") === "on",
    };
  if (intent === "category")
    return { kind: "category", itemId, name, category: String(formData.get("category") ?? "") };
  if (intent === "remove") return { kind: "remove", itemId, name };
  if (intent === "edit") {
    const submission = parseWithZod(formData, { schema: shoppingEditSchema });
    if (submission.status !== "success") return null;
    const { name: to, quantity, unit, note } = submission.value;
    // The edit form's name box holds the new name; the item's name as listed comes beside it.
    const was = String(formData.get("was") ?? "") || to;
    return {
      kind: "edit",
      itemId,
      name: was,
      to: { name: to, quantity: quantity ?? null, unit: canonicalUnit(unit), note: note ?? null },
    };
  }
  return null;
}

/** The shopping list's clientAction: with no connection its changes wait on the device. */
export const shoppingClientAction = queueingClientAction(shoppingChangeOf);

/** The list with the queued changes applied, each touched item marked as waiting (an edit shows as the member left it). */
export function withQueued(items: ShoppingRow[], queued: QueuedChange[]): ShoppingRow[] {
  let list = items;
  for (const { change } of queued) {
    if (change.kind === "add") {
      list = [
        ...list,
        {
          id: change.tempId,
          name: change.name,
          amount: formatAmount(change.quantity, change.unit),
          quantity: change.quantity,
          unit: change.unit,
          note: "",
          category: change.category ?? categorise(change.name),
          checked: false,
          waiting: true,
        },
      ];
    } else if (change.kind === "remove") {
      list = list.filter((item) => item.id !== change.itemId);
    } else if (change.kind === "edit") {
      const { name, quantity, unit, note } = change.to;
      list = list.map((item) =>
        item.id !== change.itemId
          ? item
          : { ...item, name, quantity, unit, amount: formatAmount(quantity, unit), note: note ?? "", waiting: true },
      );
    } else if (change.kind === "tick" || change.kind === "category") {
      list = list.map((item) =>
        item.id !== change.itemId
          ? item
          : {
              ...item,
              waiting: true,
              ...(change.kind === "tick" ? { checked: change.checked } : { category: change.category }),
            },
      );
    }
  }
  return list;
}
