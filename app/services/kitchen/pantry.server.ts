import type { Selectable } from "kysely";
import { householdWrite, type DB } from "../db/index.server";
import type { PantryItemTable } from "../db/schema";
import { NotFoundError, UserFacingError } from "../errors.server";
import { announce } from "../events/index.server";
import type { Actor } from "~/domain/actor";
import { covers, subtractAmount } from "~/domain/kitchen/amounts";
import { DAY_MS, EXPIRING_SOON_DAYS, expiryStatus } from "~/domain/kitchen/expiry";
import { displayName, itemKey } from "~/domain/kitchen/names";
import { mergeOrInsert } from "./merge-or-insert.server";

export { EXPIRING_SOON_DAYS, expiryStatus };
export const PANTRY_LOCATIONS = ["fridge", "freezer", "pantry"] as const;

export type PantryItem = {
  id: string;
  name: string;
  quantity: number | null;
  unit: string | null;
  location: string;
  /** YYYY-MM-DD, or null when it does not expire. */
  expiresAt: string | null;
  status: "expired" | "soon" | null;
  addedBy: string;
  createdAt: string;
  updatedAt: string;
};

export type PantryInput = {
  name: string;
  quantity?: number | null;
  unit?: string | null;
  location?: string | null;
  expiresAt?: string | null;
};

function toItem(row: Selectable<PantryItemTable>, now = new Date()): PantryItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    location: row.location,
    expiresAt: row.expires_on,
    status: expiryStatus(row.expires_on, now),
    addedBy: row.added_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function normaliseLocation(location: string | null | undefined) {
  const value = (location ?? "").trim().toLowerCase();
  return value === "" ? "pantry" : value;
}

async function findRow(db: DB, actor: Actor, id: string) {
  const row = await db
    .selectFrom("pantry_items")
    .selectAll()
    .where("id", "=", id)
    .where("household_id", "=", actor.householdId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Item");
  return row;
}

export type PantryFilter = { location?: string; expiring?: "expired" | "soon" | "all-expiring" };

/** The household's pantry, soonest expiry first, then by name. */
export async function listPantry(db: DB, actor: Actor, filter: PantryFilter = {}, now = new Date()) {
  let query = db.selectFrom("pantry_items").selectAll().where("household_id", "=", actor.householdId);
  if (filter.location) query = query.where("location", "=", normaliseLocation(filter.location));
  if (filter.expiring) {
    const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS).toISOString().slice(0, 10);
    const todayText = now.toISOString().slice(0, 10);
    query = query.where("expires_on", "is not", null);
    if (filter.expiring === "expired") query = query.where("expires_on", "<", todayText);
    else if (filter.expiring === "soon")
      query = query.where("expires_on", ">=", todayText).where("expires_on", "<=", soon);
    else query = query.where("expires_on", "<=", soon);
  }
  const rows = await query.orderBy("name_key").execute();
  return rows
    .map((row) => toItem(row, now))
    .sort((a, b) => (a.expiresAt ?? "9999").localeCompare(b.expiresAt ?? "9999") || a.name.localeCompare(b.name));
}

export async function getPantryItem(db: DB, actor: Actor, id: string) {
  return toItem(await findRow(db, actor, id));
}

/**
 * Adds an item. One already in the same place with a compatible unit takes the new
 * quantity instead of a duplicate row; the earlier expiry date is kept.
 */
export async function addPantryItem(db: DB, actor: Actor, input: PantryInput) {
  const result = await householdWrite(db, actor, (trx) => addPantryItemWithin(trx, actor, input));
  await announce(actor.householdId, "pantry");
  return result;
}

/** addPantryItem inside the caller's householdWrite; the caller announces the change. */
export async function addPantryItemWithin(trx: DB, actor: Actor, input: PantryInput) {
  const name = displayName(input.name);
  const key = itemKey(name);
  const location = normaliseLocation(input.location);
  const now = new Date().toISOString();
  const candidates = await trx
    .selectFrom("pantry_items")
    .selectAll()
    .where("household_id", "=", actor.householdId)
    .where("name_key", "=", key)
    .where("location", "=", location)
    .execute();
  const { id, merged } = await mergeOrInsert({
    candidates,
    adding: { quantity: input.quantity ?? null, unit: input.unit ?? null },
    merge: (row, sum) => {
      const expires =
        [row.expires_on, input.expiresAt ?? null].filter((date): date is string => !!date).sort()[0] ?? null;
      return trx
        .updateTable("pantry_items")
        .set({ quantity: sum.quantity, unit: sum.unit, expires_on: expires, updated_at: now })
        .where("id", "=", row.id)
        .execute();
    },
    insert: (id) =>
      trx
        .insertInto("pantry_items")
        .values({
          id,
          household_id: actor.householdId,
          name,
          name_key: key,
          quantity: input.quantity ?? null,
          unit: input.unit ?? null,
          location,
          expires_on: input.expiresAt ?? null,
          added_by: actor.userId,
          created_at: now,
          updated_at: now,
        })
        .execute(),
  });
  return { item: toItem(await findRow(trx, actor, id)), merged };
}

export async function updatePantryItem(db: DB, actor: Actor, id: string, patch: Partial<PantryInput>) {
  const item = await householdWrite(db, actor, async (trx) => {
    const row = await findRow(trx, actor, id);
    const name = patch.name !== undefined ? displayName(patch.name) : row.name;
    await trx
      .updateTable("pantry_items")
      .set({
        name,
        name_key: itemKey(name),
        ...(patch.quantity !== undefined && { quantity: patch.quantity }),
        ...(patch.unit !== undefined && { unit: patch.unit }),
        ...(patch.location !== undefined && { location: normaliseLocation(patch.location) }),
        ...(patch.expiresAt !== undefined && { expires_on: patch.expiresAt }),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .where("household_id", "=", actor.householdId)
      .execute();
    return toItem(await findRow(trx, actor, id));
  });
  await announce(actor.householdId, "pantry");
  return item;
}

/**
 * Uses some of an item (all of it when no amount is given). An item used up entirely
 * leaves the pantry; the answer is null then.
 */
export async function useUpPantryItem(
  db: DB,
  actor: Actor,
  id: string,
  used?: { quantity: number; unit?: string | null },
) {
  const result = await householdWrite(db, actor, async (trx) => {
    const row = await findRow(trx, actor, id);
    if (used && row.quantity === null) return toItem(row);
    const remaining = used
      ? subtractAmount(
          { quantity: row.quantity, unit: row.unit },
          { quantity: used.quantity, unit: used.unit ?? row.unit },
        )
      : { quantity: 0, unit: row.unit };
    if (!remaining) {
      throw new UserFacingError(`${row.name} is measured in ${row.unit ?? "items"}; use an amount in a unit like that`);
    }
    if (remaining.quantity === null || remaining.quantity <= 0) {
      await trx.deleteFrom("pantry_items").where("id", "=", id).execute();
      return null;
    }
    await trx
      .updateTable("pantry_items")
      .set({ quantity: remaining.quantity, unit: remaining.unit, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    return toItem(await findRow(trx, actor, id));
  });
  await announce(actor.householdId, "pantry");
  return result;
}

export async function removePantryItem(db: DB, actor: Actor, id: string) {
  await householdWrite(db, actor, async (trx) => {
    await findRow(trx, actor, id);
    await trx.deleteFrom("pantry_items").where("id", "=", id).where("household_id", "=", actor.householdId).execute();
  });
  await announce(actor.householdId, "pantry");
}

/**
 * For each ingredient, whether the pantry already holds enough of it (the same item, in a
 * unit that converts, at least as much): what a recipe page marks and what adding a
 * recipe's ingredients to the list leaves out.
 */
export async function coveredByPantry(
  db: DB,
  actor: Actor,
  ingredients: Array<{ name: string; quantity: number | null; unit: string | null }>,
) {
  const stock = await db
    .selectFrom("pantry_items")
    .select(["name_key", "quantity", "unit"])
    .where("household_id", "=", actor.householdId)
    .execute();
  return ingredients.map((ingredient) => {
    const key = itemKey(ingredient.name);
    return stock.some(
      (row) =>
        row.name_key === key &&
        covers({ quantity: row.quantity, unit: row.unit }, { quantity: ingredient.quantity, unit: ingredient.unit }),
    );
  });
}

/** Items expiring within 7 days (and those already expired), soonest first. */
export function expiringSoon(db: DB, actor: Actor, now = new Date()) {
  return listPantry(db, actor, { expiring: "all-expiring" }, now);
}
