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
import { mergeOrInsert } from "./merge-or-insert.server";
import { addPantryItemWithin, coveredByPantry } from "./pantry.server";
import { getRecipe, scaleRecipe } from "./recipes.server";

export type ShoppingItem = {
  id: string;
  name: string;
  quantity: number | null;
  unit: string | null;
  category: ShoppingCategory;
  checked: boolean;
  /** The member's note ("the big tin"); "" when there is none. */
  note: string;
  addedBy: string;
  createdAt: string;
  updatedAt: string;
};

export type ShoppingInput = {
  name: string;
  quantity?: number | null;
  unit?: string | null;
  category?: ShoppingCategory | null;
  note?: string | null;
};

/** What an edit changes; a field left out stays, null clears the amount, the unit or the note. */
export type ShoppingEdit = {
  name?: string;
  quantity?: number | null;
  unit?: string | null;
  note?: string | null;
  category?: ShoppingCategory | null;
};

/** Notes of one item as one ("black; kidney"), each part said once whatever its case. */
function joinNotes(...notes: Array<string | null | undefined>) {
  const parts = new Map<string, string>();
  for (const part of notes.flatMap((note) => (note ?? "").split(";"))) {
    const text = part.trim();
    if (text && !parts.has(text.toLowerCase())) parts.set(text.toLowerCase(), text);
  }
  return [...parts.values()].join("; ");
}

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
    note: row.note ?? "",
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

async function addWithin(trx: DB, actor: Actor, input: ShoppingInput, now: string, merge = true) {
  const name = displayName(input.name);
  const key = itemKey(name);
  const candidates = !merge
    ? []
    : await trx
        .selectFrom("shopping_items")
        .selectAll()
        .where("household_id", "=", actor.householdId)
        .where("name_key", "=", key)
        .execute();
  const { id, merged } = await mergeOrInsert({
    candidates,
    adding: { quantity: input.quantity ?? null, unit: input.unit ?? null },
    // A checked-off duplicate was already bought: the new request starts it afresh.
    amountOf: (row) => (row.checked === 1 ? { quantity: null, unit: row.unit } : row),
    merge: (row, sum) =>
      trx
        .updateTable("shopping_items")
        .set({
          quantity: sum.quantity,
          unit: sum.unit,
          checked: 0,
          ...(input.category && { category: input.category }),
          // A bought duplicate's note was for that purchase; a new note joins a wanted one's.
          note: joinNotes(row.checked === 1 ? "" : row.note, input.note),
          updated_at: now,
        })
        .where("id", "=", row.id)
        .execute(),
    insert: (id) =>
      trx
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
          note: joinNotes(input.note),
          added_by: actor.userId,
          created_at: now,
          updated_at: now,
        })
        .execute(),
  });
  return { item: toItem(await findRow(trx, actor, id)), merged };
}

async function addEachWithin(trx: DB, actor: Actor, inputs: ShoppingInput[]) {
  const now = new Date().toISOString();
  const added = [];
  for (const input of inputs) added.push(await addWithin(trx, actor, input, now));
  return added;
}

/**
 * Adds an item, merging it into one already on the list with a compatible unit; with
 * `merge: false` (an item a to-do app made, which it keeps as its own) always a row of its own.
 */
export async function addShoppingItem(db: DB, actor: Actor, input: ShoppingInput, options: { merge?: boolean } = {}) {
  const result = await householdWrite(db, actor, (trx) =>
    addWithin(trx, actor, input, new Date().toISOString(), options.merge ?? true),
  );
  await announce(actor.householdId, "shopping", actor.userId);
  return result;
}

/** Adds several items in one transaction: all of them or none. */
export async function addShoppingItems(db: DB, actor: Actor, inputs: ShoppingInput[]) {
  const results = await householdWrite(db, actor, (trx) => addEachWithin(trx, actor, inputs));
  await announce(actor.householdId, "shopping", actor.userId);
  return results;
}

/** A member ticking an item off is at the shop (for an hour): they may want to hear of others' changes to the list. */
async function noteShoppingTrip(trx: DB, userId: string) {
  const ticked_at = new Date().toISOString();
  await trx
    .insertInto("shopping_trips")
    .values({ user_id: userId, ticked_at })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ ticked_at }))
    .execute();
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
    if (checked) await noteShoppingTrip(trx, actor.userId);
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
  await announce(actor.householdId, "shopping", actor.userId);
  if (checked && options.moveToPantry) await announce(actor.householdId, "pantry");
  return item;
}

/**
 * Edits an item: its name, amount, unit, note or aisle. The rule of adding holds: an item
 * still to buy that now has the name of another on the list, in a compatible unit, merges
 * with it (the amounts add up, the notes join, the other row goes; a bought duplicate is
 * replaced). This item keeps its id. A renamed item still in the aisle its old name suggested
 * moves to the one its new name suggests; an aisle chosen by hand stays.
 */
export async function editShoppingItem(db: DB, actor: Actor, id: string, changes: ShoppingEdit) {
  const result = await householdWrite(db, actor, async (trx) => {
    const row = await findRow(trx, actor, id);
    const name = changes.name !== undefined ? displayName(changes.name) : row.name;
    const key = itemKey(name);
    let quantity = changes.quantity !== undefined ? changes.quantity : row.quantity;
    let unit = changes.unit !== undefined ? changes.unit || null : row.unit;
    let note = changes.note !== undefined ? joinNotes(changes.note) : row.note;
    const automatic = row.category === categorise(row.name);
    const category = changes.category ?? (key !== row.name_key && automatic ? categorise(name) : row.category);
    let merged = false;
    if (row.checked === 0 && (key !== row.name_key || unit !== row.unit)) {
      const others = await trx
        .selectFrom("shopping_items")
        .selectAll()
        .where("household_id", "=", actor.householdId)
        .where("name_key", "=", key)
        .where("id", "!=", id)
        .orderBy("created_at")
        .execute();
      for (const other of others) {
        const wanted = other.checked === 0;
        const sum = sumAmounts({ quantity, unit }, { quantity: wanted ? other.quantity : null, unit: other.unit });
        if (!sum) continue;
        quantity = sum.quantity;
        unit = sum.unit;
        note = joinNotes(wanted ? other.note : "", note);
        await trx.deleteFrom("shopping_items").where("id", "=", other.id).execute();
        merged = true;
        break;
      }
    }
    await trx
      .updateTable("shopping_items")
      .set({ name, name_key: key, quantity, unit, note, category, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("household_id", "=", actor.householdId)
      .execute();
    return { item: toItem(await findRow(trx, actor, id)), merged };
  });
  await announce(actor.householdId, "shopping", actor.userId);
  return result;
}

/** The same edit, answering only the item. */
export async function updateShoppingItem(db: DB, actor: Actor, id: string, changes: ShoppingEdit) {
  return (await editShoppingItem(db, actor, id, changes)).item;
}

export async function removeShoppingItem(db: DB, actor: Actor, id: string) {
  await householdWrite(db, actor, async (trx) => {
    await findRow(trx, actor, id);
    await trx.deleteFrom("shopping_items").where("id", "=", id).where("household_id", "=", actor.householdId).execute();
  });
  await announce(actor.householdId, "shopping", actor.userId);
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
  await announce(actor.householdId, "shopping", actor.userId);
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
  if (result.added.length > 0) await announce(actor.householdId, "shopping", actor.userId);
  return result;
}
