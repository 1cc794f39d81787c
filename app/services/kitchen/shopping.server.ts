import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { householdWrite, type DB } from "../db/index.server";
import type { ShoppingItemTable } from "../db/schema";
import { announce } from "../events/index.server";
import type { Actor } from "~/domain/actor";
import { NotFoundError } from "~/services/errors.server";
import { sumAmounts } from "~/domain/kitchen/amounts";
import {
  categorise,
  defaultLocation,
  displayName,
  itemKey,
  SHOPPING_CATEGORIES,
  type ShoppingCategory,
} from "~/domain/kitchen/names";
import { addPantryItemWithin, coveredByPantry } from "./pantry.server";
import { getRecipe, scaleRecipe } from "./recipes.server";

export type ShoppingItem = {
  id: string;
  name: string;
  quantity: number | null;
  unit: string | null;
  category: ShoppingCategory;
  checked: boolean;
  addedBy: string;
  createdAt: string;
  updatedAt: string;
};

export type ShoppingInput = {
  name: string;
  quantity?: number | null;
  unit?: string | null;
  category?: ShoppingCategory | null;
};

function toItem(row: Selectable<ShoppingItemTable>): ShoppingItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    category: (SHOPPING_CATEGORIES as readonly string[]).includes(row.category)
      ? (row.category as ShoppingCategory)
      : "other",
    checked: row.checked === 1,
    addedBy: row.added_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function findRow(db: DB, actor: Actor, id: string) {
  const row = await db
    .selectFrom("shopping_items")
    .selectAll()
    .where("id", "=", id)
    .where("household_id", "=", actor.householdId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Item");
  return row;
}

/** The list in aisle order, unchecked items before checked ones within an aisle. */
export async function listShopping(db: DB, actor: Actor) {
  const rows = await db
    .selectFrom("shopping_items")
    .selectAll()
    .where("household_id", "=", actor.householdId)
    .orderBy("created_at")
    .execute();
  const order = (category: string) => SHOPPING_CATEGORIES.indexOf(category as ShoppingCategory);
  return rows
    .map(toItem)
    .sort(
      (a, b) =>
        order(a.category) - order(b.category) || Number(a.checked) - Number(b.checked) || a.name.localeCompare(b.name),
    );
}

export async function getShoppingItem(db: DB, actor: Actor, id: string) {
  return toItem(await findRow(db, actor, id));
}

async function addWithin(trx: DB, actor: Actor, input: ShoppingInput, now: string) {
  const name = displayName(input.name);
  const key = itemKey(name);
  const candidates = await trx
    .selectFrom("shopping_items")
    .selectAll()
    .where("household_id", "=", actor.householdId)
    .where("name_key", "=", key)
    .execute();
  for (const row of candidates) {
    // A checked-off duplicate was already bought: the new request starts it afresh.
    const base = row.checked === 1 ? { quantity: null, unit: row.unit } : { quantity: row.quantity, unit: row.unit };
    const sum = sumAmounts(base, { quantity: input.quantity ?? null, unit: input.unit ?? null });
    if (!sum) continue;
    await trx
      .updateTable("shopping_items")
      .set({
        quantity: sum.quantity,
        unit: sum.unit,
        checked: 0,
        ...(input.category && { category: input.category }),
        updated_at: now,
      })
      .where("id", "=", row.id)
      .execute();
    return { item: toItem(await findRow(trx, actor, row.id)), merged: true };
  }
  const id = randomUUID();
  await trx
    .insertInto("shopping_items")
    .values({
      id,
      household_id: actor.householdId,
      name,
      name_key: key,
      quantity: input.quantity ?? null,
      unit: input.unit ?? null,
      category: input.category ?? categorise(name),
      checked: 0,
      added_by: actor.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { item: toItem(await findRow(trx, actor, id)), merged: false };
}

async function addEachWithin(trx: DB, actor: Actor, inputs: ShoppingInput[]) {
  const now = new Date().toISOString();
  const added = [];
  for (const input of inputs) added.push(await addWithin(trx, actor, input, now));
  return added;
}

/** Adds an item, merging it into one already on the list with a compatible unit. */
export async function addShoppingItem(db: DB, actor: Actor, input: ShoppingInput) {
  const result = await householdWrite(db, actor, (trx) => addWithin(trx, actor, input, new Date().toISOString()));
  await announce(actor.householdId, "shopping");
  return result;
}

/** Adds several items in one transaction: all of them or none. */
export async function addShoppingItems(db: DB, actor: Actor, inputs: ShoppingInput[]) {
  const results = await householdWrite(db, actor, (trx) => addEachWithin(trx, actor, inputs));
  await announce(actor.householdId, "shopping");
  return results;
}

/**
 * Checks an item off (or back on). With moveToPantry, a checked item is also put
 * into the pantry, in the place its aisle suggests, in the same transaction.
 */
export async function setShoppingItemChecked(
  db: DB,
  actor: Actor,
  id: string,
  checked: boolean,
  options: { moveToPantry?: boolean } = {},
) {
  const item = await householdWrite(db, actor, async (trx) => {
    // Under the household's lock this row is current, so only the first of many
    // simultaneous check-offs sees it unchecked and moves it to the pantry.
    const row = await findRow(trx, actor, id);
    await trx
      .updateTable("shopping_items")
      .set({ checked: checked ? 1 : 0, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    if (checked && options.moveToPantry && row.checked === 0) {
      await addPantryItemWithin(trx, actor, {
        name: row.name,
        quantity: row.quantity,
        unit: row.unit,
        location: defaultLocation(toItem(row).category),
      });
    }
    return toItem(await findRow(trx, actor, id));
  });
  await announce(actor.householdId, "shopping");
  if (checked && options.moveToPantry) await announce(actor.householdId, "pantry");
  return item;
}

export async function updateShoppingItem(db: DB, actor: Actor, id: string, patch: Partial<ShoppingInput>) {
  const item = await householdWrite(db, actor, async (trx) => {
    const row = await findRow(trx, actor, id);
    const name = patch.name !== undefined ? displayName(patch.name) : row.name;
    await trx
      .updateTable("shopping_items")
      .set({
        name,
        name_key: itemKey(name),
        ...(patch.quantity !== undefined && { quantity: patch.quantity }),
        ...(patch.unit !== undefined && { unit: patch.unit }),
        ...(patch.category && { category: patch.category }),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .where("household_id", "=", actor.householdId)
      .execute();
    return toItem(await findRow(trx, actor, id));
  });
  await announce(actor.householdId, "shopping");
  return item;
}

export async function removeShoppingItem(db: DB, actor: Actor, id: string) {
  await householdWrite(db, actor, async (trx) => {
    await findRow(trx, actor, id);
    await trx.deleteFrom("shopping_items").where("id", "=", id).where("household_id", "=", actor.householdId).execute();
  });
  await announce(actor.householdId, "shopping");
}

/** Removes every checked item; answers how many went. */
export async function clearCheckedItems(db: DB, actor: Actor) {
  const result = await householdWrite(db, actor, (trx) =>
    trx
      .deleteFrom("shopping_items")
      .where("household_id", "=", actor.householdId)
      .where("checked", "=", 1)
      .executeTakeFirst(),
  );
  await announce(actor.householdId, "shopping");
  return Number(result.numDeletedRows);
}

/**
 * Adds the recipe's ingredients that the pantry does not already cover (scaled to the
 * servings asked for), in one transaction. Answers what was added and what was covered.
 */
export async function addRecipeIngredients(db: DB, actor: Actor, recipeId: string, servings?: number) {
  // The pantry is read under the same lock as the adds, so "covered" matches what is stocked.
  const result = await householdWrite(db, actor, async (trx) => {
    const recipe = scaleRecipe(await getRecipe(trx, actor, recipeId), servings);
    const inPantry = await coveredByPantry(trx, actor, recipe.ingredients);
    const covered = recipe.ingredients.filter((_, index) => inPantry[index]).map((ingredient) => ingredient.name);
    const missing: ShoppingInput[] = recipe.ingredients
      .filter((_, index) => !inPantry[index])
      .map((ingredient) => ({ name: ingredient.name, quantity: ingredient.quantity, unit: ingredient.unit }));
    const added = await addEachWithin(trx, actor, missing);
    return { recipe, added: added.map((outcome) => outcome.item), covered };
  });
  if (result.added.length > 0) await announce(actor.householdId, "shopping");
  return result;
}
