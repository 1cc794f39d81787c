import { plural } from "~/domain/words";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { kitchenLabel } from "~/domain/kitchen/labels";
import type { ShoppingRow } from "~/components/kitchen/types";
import {
  canonicalUnit,
  pageOf,
  redirectUnknownIntent,
  redirectWithFailure,
  redirectWithToast,
  submitForm,
} from "~/page-forms.server";
import { formatAmount } from "~/domain/kitchen/quantities";
import { itemIdSchema } from "~/schemas/fields";
import {
  shoppingAddSchema,
  shoppingCategorySchema,
  shoppingEditSchema,
  shoppingToggleSchema,
} from "~/schemas/shopping";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import type { Actor } from "~/domain/actor";
import { defaultLocation } from "~/domain/kitchen/names";
import {
  addShoppingItem,
  clearCheckedItems,
  editShoppingItem,
  getShoppingItem,
  listShopping,
  removeShoppingItem,
  setShoppingItemChecked,
  updateShoppingItem,
  type ShoppingItem,
} from "~/services/kitchen/shopping.server";
import { requireHousehold } from "~/sessions.server";
import type { Toast } from "~/toast";

function shoppingRow(item: ShoppingItem): ShoppingRow {
  return {
    id: item.id,
    name: item.name,
    amount: formatAmount(item.quantity, item.unit),
    quantity: item.quantity,
    unit: item.unit,
    note: item.note,
    category: item.category,
    checked: item.checked,
  };
}

export async function loadShopping(request: Request) {
  const { actor } = await requireHousehold(request);
  const items = await listShopping(db(), actor);
  const search = new URL(request.url).searchParams;
  return {
    householdId: actor.householdId,
    items: items.map(shoppingRow),
    /** ?pantry=on: checking an item off also puts it in the pantry. */
    moveToPantry: search.get("pantry") === "on",
    /** ?options=<id>: that item's options are open (the page without JavaScript). */
    optionsFor: search.get("options"),
  };
}

function addedToast(item: ShoppingItem, merged: boolean, added: string): Toast {
  if (!merged) {
    const amount = formatAmount(item.quantity, item.unit);
    return {
      title: `Added ${item.name}`,
      description: `${amount ? `${amount} · ` : ""}${kitchenLabel(item.category)}`,
    };
  }
  if (added)
    return {
      title: `Added ${added} to ${item.name}`,
      description: `Now ${formatAmount(item.quantity, item.unit)} on the list.`,
    };
  return { title: `Added ${item.name}`, description: "It was already on the list." };
}

/** A row form's values; a tampered form fails with its schema's first message. */
function valuesOf<Schema extends z.core.$ZodType>(formData: FormData, schema: Schema): z.output<Schema> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return submission.value;
  const message = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? [])[0];
  throw new UserFacingError(message ?? "That item is missing");
}

/** The one-item forms of a row; a toast says what happened when it is worth saying. */
async function changeItem(
  actor: Actor,
  formData: FormData,
  intent: "toggle" | "category" | "remove",
): Promise<Toast | undefined> {
  if (intent === "toggle") {
    const { itemId, checked, moveToPantry } = valuesOf(formData, shoppingToggleSchema);
    const before = await getShoppingItem(db(), actor, itemId);
    const moving = checked && moveToPantry === true && !before.checked;
    await setShoppingItemChecked(db(), actor, itemId, checked, { moveToPantry: moving });
    return moving
      ? {
          title: `Put ${before.name} in the ${defaultLocation(before.category)}`,
          description: "Checked off and added to the pantry.",
        }
      : undefined;
  }
  if (intent === "category") {
    const { itemId, category } = valuesOf(formData, shoppingCategorySchema);
    const item = await updateShoppingItem(db(), actor, itemId, { category });
    return { title: `Moved ${item.name} to ${kitchenLabel(item.category)}` };
  }
  const item = await getShoppingItem(db(), actor, valuesOf(formData, itemIdSchema).itemId);
  await removeShoppingItem(db(), actor, item.id);
  return { title: `Removed ${item.name}` };
}

const FAILED: Record<"toggle" | "category" | "remove", string> = {
  toggle: "Failed to toggle item",
  category: "Couldn't move that item",
  remove: "Couldn't remove that item",
};

function savedToast(item: ShoppingItem, merged: boolean): Toast {
  const amount = formatAmount(item.quantity, item.unit);
  if (merged)
    return {
      title: `Saved ${item.name}`,
      description: `It was already on the list, so the two are one now${amount ? `: ${amount}` : ""}.`,
    };
  return {
    title: `Saved ${item.name}`,
    description: amount ? `${amount} · ${kitchenLabel(item.category)}` : kitchenLabel(item.category),
  };
}

/** The forms of /shopping-list: add, edit, tick, change aisle, remove, clear checked. */
export async function submitShopping(request: Request) {
  const { actor } = await requireHousehold(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  // Back to the list as it was, with no item's options or edit form open (?options=<id>, ?edit=<id>).
  const back = pageOf(request, ["options", "edit"]);

  if (intent === "add") {
    return submitForm(formData, shoppingAddSchema, "Shopping add", async ({ name, quantity, unit, category }) => {
      const { item, merged } = await addShoppingItem(db(), actor, { name, quantity, unit, category });
      return redirectWithToast(request, back, addedToast(item, merged, quantity ? formatAmount(quantity, unit) : ""));
    });
  }

  if (intent === "edit") {
    // A bad field answers the form (still open, with what was typed); a failed save says why.
    return submitForm(formData, shoppingEditSchema, "Shopping edit", async ({ itemId, name, quantity, unit, note }) => {
      const { item, merged } = await editShoppingItem(db(), actor, itemId, {
        name,
        quantity: quantity ?? null,
        unit: canonicalUnit(unit),
        note: note ?? null,
      });
      return redirectWithToast(request, `${back}#item-${item.id}`, savedToast(item, merged));
    });
  }

  if (intent === "toggle" || intent === "category" || intent === "remove") {
    try {
      return redirectWithToast(request, back, await changeItem(actor, formData, intent));
    } catch (error) {
      return redirectWithFailure(request, back, FAILED[intent], error);
    }
  }

  if (intent === "clear-checked") {
    try {
      const cleared = await clearCheckedItems(db(), actor);
      const title = cleared === 0 ? "No checked items to clear" : `Cleared ${plural(cleared, "checked item")}`;
      return redirectWithToast(request, back, { title });
    } catch (error) {
      return redirectWithFailure(request, back, "Couldn't clear checked items", error);
    }
  }

  return redirectUnknownIntent(request, back);
}
