import { createHash } from "node:crypto";
import ICAL from "ical.js";
import * as z from "zod/mini";
import type { Actor } from "~/domain/actor";
import { formatAmount } from "~/domain/kitchen/quantities";
import { noteText } from "~/schemas/fields";
import { shoppingAddSchema } from "~/schemas/shopping";
import { mealCalendarText, mealEvents } from "./calendar-feeds.server";
import { householdWrite, type DB } from "./db/index.server";
import { withDeferredAnnouncements } from "./events/index.server";
import {
  addShoppingItem,
  editShoppingItem,
  listShopping,
  removeShoppingItem,
  setShoppingItemChecked,
  type ShoppingEdit,
  type ShoppingItem,
} from "./kitchen/shopping.server";

/**
 * The household's shopping list and meal plan as CalDAV calendars (docs/decisions/034-caldav.md):
 * each list item is a to-do (VTODO) a phone's reminders app ticks, edits, adds and deletes
 * through the shopping services; each planned meal is a read-only event (VEVENT). The
 * protocol itself (XML, addresses, authentication) is app/caldav/server.server.ts.
 */

export type CollectionName = "shopping" | "meal-plan";

/** One calendar object: its file name in the collection, its ETag and its iCalendar text. */
export type DavObject = { name: string; etag: string; data: string };

/** A failed precondition of a write: 412 (an ETag that no longer matches) or 403/400 with a CalDAV condition. */
export class DavError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The CalDAV or WebDAV precondition element the answer names, e.g. "C:supported-calendar-component". */
    readonly condition?: string,
  ) {
    super(message);
  }
}

function digest(text: string) {
  return createHash("sha256").update(text).digest("hex");
}

/** A strong ETag from the object's text, which carries the item's last change. */
function etagOf(text: string) {
  return `"${digest(text).slice(0, 32)}"`;
}

/** The SUMMARY of an item: its amount and name as the list shows them, "2 l Milk". */
export function todoSummary(item: Pick<ShoppingItem, "name" | "quantity" | "unit">) {
  return [formatAmount(item.quantity, item.unit), item.name].filter(Boolean).join(" ");
}

function icalTime(iso: string) {
  return ICAL.Time.fromJSDate(new Date(iso), true);
}

/** An item as a VCALENDAR holding one VTODO. */
function todoText(item: ShoppingItem, uid: string) {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", "-//Basil//Shopping list//EN");
  const todo = new ICAL.Component("vtodo");
  todo.addPropertyWithValue("uid", uid);
  todo.addPropertyWithValue("dtstamp", icalTime(item.updatedAt));
  todo.addPropertyWithValue("created", icalTime(item.createdAt));
  todo.addPropertyWithValue("last-modified", icalTime(item.updatedAt));
  todo.addPropertyWithValue("summary", todoSummary(item));
  if (item.note) todo.addPropertyWithValue("description", item.note);
  todo.addPropertyWithValue("status", item.checked ? "COMPLETED" : "NEEDS-ACTION");
  if (item.checked) {
    todo.addPropertyWithValue("completed", icalTime(item.updatedAt));
    todo.addPropertyWithValue("percent-complete", 100);
  }
  calendar.addSubcomponent(todo);
  return calendar.toString() + "\r\n";
}

/** The file names and UIDs that to-do apps gave the items they added. */
async function clientNames(db: DB, householdId: string) {
  return db
    .selectFrom("caldav_objects")
    .select(["item_id", "href_name", "uid"])
    .where("household_id", "=", householdId)
    .execute();
}

/** Every item of the list as a calendar object. */
async function shoppingObjects(db: DB, actor: Actor): Promise<(DavObject & { item: ShoppingItem })[]> {
  const [items, names] = await Promise.all([listShopping(db, actor), clientNames(db, actor.householdId)]);
  const byItem = new Map(names.map((row) => [row.item_id, row]));
  return items.map((item) => {
    const named = byItem.get(item.id);
    const data = todoText(item, named?.uid ?? item.id);
    return { name: named?.href_name ?? `${item.id}.ics`, etag: etagOf(data), data, item };
  });
}

/** The planned meals (two weeks back to eight ahead) as one event each. */
async function mealPlanObjects(db: DB, actor: Actor, appUrl?: string): Promise<DavObject[]> {
  const events = await mealEvents(db, actor, { appUrl });
  return events.map((event) => {
    // The stamp is the meal's own start, so that an unchanged meal keeps its ETag.
    const data = mealCalendarText([event], event.start);
    return { name: `${event.id.replace(/@basil$/, "")}.ics`, etag: etagOf(data), data };
  });
}

export async function collectionObjects(
  db: DB,
  actor: Actor,
  collection: CollectionName,
  options: { appUrl?: string } = {},
): Promise<DavObject[]> {
  return collection === "shopping" ? shoppingObjects(db, actor) : mealPlanObjects(db, actor, options.appUrl);
}

const SYNC_TOKEN_PREFIX = "urn:basil:sync:";
/** How many states of one calendar are kept for sync tokens; an older token asks for a full sync. */
const KEPT_STATES = 50;

function stateOf(objects: DavObject[]) {
  return Object.fromEntries(objects.map((object) => [object.name, object.etag]).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The sync token (and CTag) of the calendar as it is now: the digest of its names and ETags,
 * so that the same contents always have the same token. The state is kept, so that a later
 * sync from this token can say what changed and what went, whichever way the list changed.
 */
export async function syncToken(
  db: DB,
  householdId: string,
  collection: CollectionName,
  objects: DavObject[],
  now = new Date(),
) {
  const state = JSON.stringify(stateOf(objects));
  const token = digest(`${collection}\n${state}`).slice(0, 40);
  const kept = await db
    .insertInto("caldav_sync_states")
    .values({ household_id: householdId, collection, token, state, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(["household_id", "collection", "token"]).doNothing())
    .executeTakeFirst();
  if (Number(kept.numInsertedOrUpdatedRows ?? 0) > 0) {
    const newest = db
      .selectFrom("caldav_sync_states")
      .select("token")
      .where("household_id", "=", householdId)
      .where("collection", "=", collection)
      .orderBy("created_at", "desc")
      .limit(KEPT_STATES);
    await db
      .deleteFrom("caldav_sync_states")
      .where("household_id", "=", householdId)
      .where("collection", "=", collection)
      .where("token", "not in", newest)
      .execute();
  }
  return `${SYNC_TOKEN_PREFIX}${token}`;
}

/**
 * What changed since a sync token: the names of objects added or changed, and of those gone.
 * An empty token is the first sync (everything); an unknown one is null (the client starts over).
 */
export async function changesSince(
  db: DB,
  householdId: string,
  collection: CollectionName,
  token: string,
  objects: DavObject[],
) {
  const current = stateOf(objects);
  if (token === "") return { changed: Object.keys(current), deleted: [] as string[] };
  if (!token.startsWith(SYNC_TOKEN_PREFIX)) return null;
  const row = await db
    .selectFrom("caldav_sync_states")
    .select("state")
    .where("household_id", "=", householdId)
    .where("collection", "=", collection)
    .where("token", "=", token.slice(SYNC_TOKEN_PREFIX.length))
    .executeTakeFirst();
  if (!row) return null;
  const before = JSON.parse(row.state) as Record<string, string>;
  return {
    changed: Object.keys(current).filter((name) => before[name] !== current[name]),
    deleted: Object.keys(before).filter((name) => !(name in current)),
  };
}

/** What a client's VTODO says, checked the way the list's own forms check it. */
type TodoFields = { uid: string; summary: string; note: string; checked: boolean };

function readTodo(text: string): TodoFields {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new DavError(400, "The calendar data could not be read", "C:valid-calendar-data");
  }
  if (calendar.name !== "vcalendar")
    throw new DavError(400, "The calendar data could not be read", "C:valid-calendar-data");
  const todos = calendar.getAllSubcomponents("vtodo");
  if (calendar.getAllSubcomponents("vevent").length > 0 || todos.length !== 1)
    throw new DavError(403, "The shopping list holds one to-do (VTODO) per item", "C:supported-calendar-component");
  const todo = todos[0];
  const uid = String(todo.getFirstPropertyValue("uid") ?? "").trim();
  if (uid === "" || uid.length > 255)
    throw new DavError(400, "A to-do needs a UID", "C:valid-calendar-object-resource");
  const status = String(todo.getFirstPropertyValue("status") ?? "").toUpperCase();
  return {
    uid,
    summary: String(todo.getFirstPropertyValue("summary") ?? "").trim(),
    note: String(todo.getFirstPropertyValue("description") ?? ""),
    checked: status === "COMPLETED" || (status === "" && todo.hasProperty("completed")),
  };
}

/** The list's fields from a SUMMARY ("2 l Milk") and a DESCRIPTION, or a 400 with the form's own sentence. */
function itemFields(fields: TodoFields) {
  const added = z.safeParse(shoppingAddSchema, { text: fields.summary });
  if (!added.success) throw new DavError(400, added.error.issues[0]?.message ?? "Please enter an item");
  const note = z.safeParse(noteText, fields.note);
  if (!note.success) throw new DavError(400, note.error.issues[0]?.message ?? "The note could not be read");
  return { name: added.data.name, quantity: added.data.quantity, unit: added.data.unit, note: note.data };
}

/** If-Match and If-None-Match of a write, against the object's ETag now (null: there is none). */
function checkPreconditions(current: string | null, ifMatch: string | null, ifNoneMatch: string | null) {
  const listed = (header: string) => header.split(",").map((value) => value.trim().replace(/^W\//, ""));
  if (ifMatch !== null) {
    if (current === null || !(ifMatch.trim() === "*" || listed(ifMatch).includes(current)))
      throw new DavError(412, "The item has changed since it was read");
  }
  if (ifNoneMatch !== null && current !== null) {
    if (ifNoneMatch.trim() === "*" || listed(ifNoneMatch).includes(current))
      throw new DavError(412, "There is already an item at this address");
  }
}

type Conditions = { ifMatch: string | null; ifNoneMatch: string | null };

/** The object at a name, read in the write's transaction (under the household's lock). */
async function objectNamed(trx: DB, actor: Actor, name: string) {
  const objects = await shoppingObjects(trx, actor);
  return objects.find((object) => object.name === name) ?? null;
}

/**
 * A to-do app's PUT of one item: a new name adds an item (never merged into another, since
 * the app keeps it as its own), a known one changes what the to-do changed. Answers whether
 * it was created. Nothing is changed when the data or a precondition fails.
 */
export async function putTodo(db: DB, actor: Actor, name: string, text: string, conditions: Conditions) {
  const fields = readTodo(text);
  return withDeferredAnnouncements(() =>
    householdWrite(db, actor, async (trx) => {
      const current = await objectNamed(trx, actor, name);
      checkPreconditions(current?.etag ?? null, conditions.ifMatch, conditions.ifNoneMatch);
      if (!current) {
        const { item } = await addShoppingItem(trx, actor, itemFields(fields), { merge: false });
        await trx
          .insertInto("caldav_objects")
          .values({ item_id: item.id, household_id: actor.householdId, href_name: name, uid: fields.uid })
          .execute();
        if (fields.checked) await setShoppingItemChecked(trx, actor, item.id, true);
        return { created: true };
      }
      const { item } = current;
      const changes: ShoppingEdit = {};
      // A summary or note the app sent back unchanged is not read again, so nothing drifts.
      if (fields.summary !== todoSummary(item)) Object.assign(changes, itemFields(fields));
      if (fields.note !== item.note) changes.note = itemFields(fields).note;
      if (Object.keys(changes).length > 0) await editShoppingItem(trx, actor, item.id, changes);
      if (fields.checked !== item.checked) await setShoppingItemChecked(trx, actor, item.id, fields.checked);
      return { created: false };
    }),
  );
}

/** A to-do app's DELETE: the item leaves the list. */
export async function deleteTodo(db: DB, actor: Actor, name: string, conditions: Conditions) {
  await withDeferredAnnouncements(() =>
    householdWrite(db, actor, async (trx) => {
      const current = await objectNamed(trx, actor, name);
      if (!current) throw new DavError(404, "No such item");
      checkPreconditions(current.etag, conditions.ifMatch, null);
      await removeShoppingItem(trx, actor, current.item.id);
    }),
  );
}
