import { showDate } from "~/domain/dates";
import { parseWithZod } from "@conform-to/zod/v4";
import { appInfo } from "~/app-info.server";
import type { LocationChoice, PantryRow } from "~/components/kitchen/types";
import {
  canonicalUnit,
  orNotFound,
  pageOf,
  redirectUnknownIntent,
  redirectWithFailure,
  redirectWithToast,
  submitForm,
} from "~/page-forms.server";
import { expiryCounts } from "~/domain/kitchen/expiry";
import { formatAmount } from "~/domain/kitchen/quantities";
import { itemIdSchema } from "~/schemas/fields";
import { pantryFilterSchema, pantryItemSchema, useSomeSchema } from "~/schemas/pantry";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import type { Actor } from "~/domain/actor";
import {
  addPantryItem,
  getPantryItem,
  listPantry,
  PANTRY_LOCATIONS,
  removePantryItem,
  updatePantryItem,
  useUpPantryItem,
  type PantryItem,
} from "~/services/kitchen/pantry.server";
import { requireHousehold } from "~/sessions.server";

function pantryRow(item: PantryItem): PantryRow {
  return {
    id: item.id,
    name: item.name,
    amount: formatAmount(item.quantity, item.unit),
    location: item.location,
    expires: item.expiresAt ? showDate(item.expiresAt) : null,
    status: item.status,
  };
}

/** "2 lb in the fridge", or "In the fridge" when the amount is unknown. */
function whereAndHowMuch(item: PantryItem) {
  const amount = formatAmount(item.quantity, item.unit);
  return amount ? `${amount} in the ${item.location}` : `In the ${item.location}`;
}

/** The fridge, freezer and pantry first, then any other places the household uses. */
function locationChoices(items: PantryItem[]): LocationChoice[] {
  const standard: readonly string[] = PANTRY_LOCATIONS;
  const others = [...new Set(items.map((item) => item.location))].filter((place) => !standard.includes(place)).sort();
  return [...standard, ...others].map((value) => ({
    value,
    count: items.filter((item) => item.location === value).length,
  }));
}

export async function loadPantry(request: Request) {
  const { actor } = await requireHousehold(request);
  const query = pantryFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const filter = { location: query.location || undefined, expiring: query.expiring };
  const [everything, shown] = await Promise.all([listPantry(db(), actor), listPantry(db(), actor, filter)]);
  return {
    householdId: actor.householdId,
    assistantName: appInfo().assistantName,
    filter: { location: filter.location ?? null, expiring: filter.expiring ?? null },
    locations: locationChoices(everything),
    total: everything.length,
    /** What the Expiring filter shows: the items expiring soon and those already expired. */
    expiringCount: everything.filter((item) => item.status !== null).length,
    /** Said apart on the page: an expired item is not one that needs using soon. */
    expiry: expiryCounts(everything),
    items: shown.map(pantryRow),
  };
}

function itemOr404(actor: Actor, itemId: string) {
  return orNotFound(getPantryItem(db(), actor, itemId), "Item not found");
}

export async function loadPantryItem(request: Request, itemId: string) {
  const { actor } = await requireHousehold(request);
  const item = await itemOr404(actor, itemId);
  const standard: readonly string[] = PANTRY_LOCATIONS;
  return {
    item: {
      ...pantryRow(item),
      quantity: item.quantity,
      unit: item.unit,
      expiresAt: item.expiresAt,
      updatedAt: item.updatedAt,
      added: showDate(item.createdAt),
    },
    locations: standard.includes(item.location) ? [...standard] : [...standard, item.location],
    householdId: actor.householdId,
    confirmRemove: new URL(request.url).searchParams.get("confirm") === "remove",
  };
}

/** Removes an item or uses all of it from a row of the list; failures come back as a toast. */
async function leaveList(request: Request, actor: Actor, formData: FormData, intent: "remove" | "use-up") {
  const back = pageOf(request);
  const doing = intent === "remove" ? "Couldn't remove that item" : "Couldn't use that item up";
  const submission = parseWithZod(formData, { schema: itemIdSchema });
  if (submission.status !== "success") {
    return redirectWithToast(request, back, {
      title: doing,
      description: "That item is missing.",
      variant: "destructive",
    });
  }
  try {
    const item = await getPantryItem(db(), actor, submission.value.itemId);
    if (intent === "remove") await removePantryItem(db(), actor, item.id);
    else await useUpPantryItem(db(), actor, item.id);
    return redirectWithToast(request, back, {
      title: intent === "remove" ? `Removed ${item.name}` : `Used up ${item.name}`,
    });
  } catch (error) {
    return redirectWithFailure(request, back, doing, error);
  }
}

/** The forms of /inventory: add (merging into an item already there), remove, use up. */
export async function submitPantry(request: Request) {
  const { actor } = await requireHousehold(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");

  if (intent === "add") {
    return submitForm(formData, pantryItemSchema, "Pantry add", async (value) => {
      const input = { ...value, unit: canonicalUnit(value.unit) };
      const { item, merged } = await addPantryItem(db(), actor, input);
      const added = input.quantity ? formatAmount(input.quantity, input.unit) : "";
      const toast = !merged
        ? { title: `Added ${item.name}`, description: `${whereAndHowMuch(item)}.` }
        : added
          ? {
              title: `Added ${added} to ${item.name}`,
              description: `Now ${formatAmount(item.quantity, item.unit)} in the ${item.location}.`,
            }
          : { title: `${item.name} is already in the ${item.location}`, description: "Nothing new was added." };
      return redirectWithToast(request, pageOf(request), toast);
    });
  }

  if (intent === "remove" || intent === "use-up") return leaveList(request, actor, formData, intent);

  return redirectUnknownIntent(request, pageOf(request));
}

/** The forms of /inventory/{itemId}: edit, use some, use it all, remove (after confirming). */
export async function submitPantryItem(request: Request, itemId: string) {
  const { actor } = await requireHousehold(request);
  const item = await itemOr404(actor, itemId);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const here = `/inventory/${encodeURIComponent(item.id)}`;

  if (intent === "save") {
    return submitForm(
      formData,
      pantryItemSchema,
      "Pantry edit",
      async ({ name, quantity, unit, location, expiresAt }) => {
        const saved = await updatePantryItem(db(), actor, item.id, {
          name,
          quantity: quantity ?? null,
          unit: canonicalUnit(unit),
          location: location ?? null,
          expiresAt: expiresAt ?? null,
        });
        return redirectWithToast(request, here, {
          title: `Saved ${saved.name}`,
          description: `${whereAndHowMuch(saved)}.`,
        });
      },
    );
  }

  if (intent === "use-some") {
    return submitForm(formData, useSomeSchema, "Pantry use", async (used) => {
      if (item.quantity === null)
        throw new UserFacingError(`${item.name} has no amount to take from; use it all instead.`);
      const unit = canonicalUnit(used.unit) ?? item.unit;
      const left = await useUpPantryItem(db(), actor, item.id, { quantity: used.quantity, unit });
      if (!left)
        return redirectWithToast(request, "/inventory", {
          title: `Used up ${item.name}`,
          description: "It has left the pantry.",
        });
      return redirectWithToast(request, here, {
        title: `Used ${formatAmount(used.quantity, unit)} of ${item.name}`,
        description: `${formatAmount(left.quantity, left.unit)} left.`,
      });
    });
  }

  if (intent === "use-up" || intent === "remove") {
    try {
      if (intent === "remove") await removePantryItem(db(), actor, item.id);
      else await useUpPantryItem(db(), actor, item.id);
    } catch (error) {
      const title = `Couldn't ${intent === "remove" ? "remove" : "use up"} ${item.name}`;
      return redirectWithFailure(request, here, title, error);
    }
    return redirectWithToast(request, "/inventory", {
      title: intent === "remove" ? `Removed ${item.name}` : `Used up ${item.name}`,
    });
  }

  return redirectUnknownIntent(request, here);
}
