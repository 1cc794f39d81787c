import { ApiCallError, apiCall, newIdempotencyKey } from "~/components/api-call";

/**
 * Changes to the shopping list and the pantry made with no connection, kept on the device
 * (IndexedDB) in the order they were made and sent through the JSON API when the device is
 * back online. Each carries its own Idempotency-Key, so a change whose answer was lost is
 * sent again and the server answers it without applying it twice. What another member did
 * meanwhile decides the rest, as a person would expect: a tick is a tick (checked is set,
 * not flipped), adding merges quantities on the server, using some takes that much from
 * what is there now, and a change to an item someone removed is dropped (the item is not
 * brought back) with a note to the member.
 */

export type ShoppingChange =
  | { kind: "add"; tempId: string; name: string; quantity: number | null; unit: string | null; category: string | null }
  | { kind: "tick"; itemId: string; name: string; checked: boolean; moveToPantry: boolean }
  | { kind: "category"; itemId: string; name: string; category: string }
  /** `name` is the item's name as the list showed it; `to` is what the member left in the edit form. */
  | { kind: "edit"; itemId: string; name: string; to: ShoppingEdit }
  | { kind: "remove"; itemId: string; name: string };

/** An edit of a shopping item: every field, as the edit form sends them (null clears). */
export type ShoppingEdit = { name: string; quantity: number | null; unit: string | null; note: string | null };

export type PantryChange =
  | {
      kind: "pantry-add";
      tempId: string;
      name: string;
      quantity: number | null;
      unit: string | null;
      location: string | null;
      expiresAt: string | null;
    }
  | { kind: "pantry-use-up"; itemId: string; name: string }
  | { kind: "pantry-use-some"; itemId: string; name: string; quantity: number; unit: string | null }
  | { kind: "pantry-remove"; itemId: string; name: string };

export type KitchenChange = ShoppingChange | PantryChange;

export type QueuedChange = { seq: number; householdId: string; key: string; queuedAt: string; change: KitchenChange };

/** Items added offline have this id until the server gives them theirs. */
export const OFFLINE_ID_PREFIX = "offline-";

const DATABASE = "basil-offline";
const STORE = "outbox";
/** Tells this page and the household's other open pages that the queue changed. */
const CHANNEL = "basil-outbox";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function announce() {
  for (const listener of listeners) listener();
  channel?.postMessage("changed");
}

/** Calls `listener` whenever the queue changes, here or in another tab; returns the unsubscribe. */
export function onOutboxChange(listener: () => void) {
  if (!channel && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => listeners.forEach((each) => each());
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queueChange(householdId: string, change: KitchenChange) {
  await supersedeQueued(householdId, change);
  const entry = { householdId, key: newIdempotencyKey(), queuedAt: new Date().toISOString(), change };
  await withStore("readwrite", (store) => store.add(entry));
  announce();
}

function everyQueued() {
  return withStore<QueuedChange[]>("readonly", (store) => store.getAll() as IDBRequest<QueuedChange[]>);
}

export async function queuedChanges(householdId: string): Promise<QueuedChange[]> {
  return (await everyQueued()).filter((entry) => entry.householdId === householdId).sort((a, b) => a.seq - b.seq);
}

/** Once an item added offline has its real id, the queued changes to it use that. */
async function giveRealId(tempId: string, realId: string) {
  const database = await openDatabase();
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = database.transaction(STORE, "readwrite");
      const store = transaction.objectStore(STORE);
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return;
        const entry = at.value as QueuedChange;
        if ("itemId" in entry.change && entry.change.itemId === tempId)
          at.update({ ...entry, change: { ...entry.change, itemId: realId } });
        at.continue();
      };
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

/** The changes that set what they change outright, so the later of two of the same kind is all that counts. */
const SETTING_KINDS = new Set<KitchenChange["kind"]>(["tick", "category", "edit"]);

/**
 * Whether a newer change to an item makes an older one that waits on the device moot: a tick
 * after a tick, an aisle after an aisle, an edit after an edit (the edit form sends every
 * field); removing an item makes every change to it moot. Changes of different kinds change
 * different things (an edit leaves the tick and the aisle as they are), so both are kept.
 */
export function supersedes(newer: KitchenChange, older: KitchenChange) {
  if (!("itemId" in newer) || !("itemId" in older) || newer.itemId !== older.itemId) return false;
  if (newer.kind === "remove" || newer.kind === "pantry-remove") return true;
  return SETTING_KINDS.has(newer.kind) && newer.kind === older.kind;
}

/**
 * Forgets the queued changes that `change`, which the member has just made (sent online or
 * queued), overtakes: a tick whose answer was lost is not sent again after the member has
 * since unticked the item, and the item ends as they last left it.
 */
export async function supersedeQueued(householdId: string, change: KitchenChange) {
  if (!("itemId" in change) || typeof indexedDB === "undefined") return;
  const moot = (await queuedChanges(householdId)).filter((entry) => supersedes(change, entry.change));
  if (moot.length === 0) return;
  await withStore("readwrite", (store) => {
    let request: IDBRequest<undefined> = store.delete(moot[0].seq);
    for (const entry of moot.slice(1)) request = store.delete(entry.seq);
    return request;
  });
  announce();
}

async function forget(seq: number) {
  await withStore("readwrite", (store) => store.delete(seq));
  announce();
}

/** When this device last sent a queued change (any page, any tab), as milliseconds since 1970. */
const SENT_AT = "basil-outbox-sent-at";

function noteSent() {
  try {
    localStorage.setItem(SENT_AT, String(Date.now()));
  } catch {
    // No storage: pages reload their data after their own sends only.
  }
}

/** When this device last sent a queued change, or 0. */
export function lastSentAt() {
  try {
    return Number(localStorage.getItem(SENT_AT) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function offlineId() {
  return `${OFFLINE_ID_PREFIX}${newIdempotencyKey()}`;
}

/**
 * What the member is to be told, kept in this tab's session storage as soon as it is known,
 * until they dismiss it: a page that reloads while it sends (back online, the app may load the
 * page anew) still tells them.
 */
const NOTES = "basil-outbox-notes";

function storedNotes(): Record<string, OutboxNote[]> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(NOTES) ?? "{}");
    return stored && typeof stored === "object" ? (stored as Record<string, OutboxNote[]>) : {};
  } catch {
    return {};
  }
}

function storeNotes(notes: Record<string, OutboxNote[]>) {
  try {
    sessionStorage.setItem(NOTES, JSON.stringify(notes));
  } catch {
    // No storage: the page that sent tells the member, until it is left.
  }
}

/** What the member has not yet dismissed of the household's notes, in this tab. */
export function outboxNotes(householdId: string): OutboxNote[] {
  const notes = storedNotes()[householdId];
  return Array.isArray(notes) ? notes : [];
}

function keepNote(householdId: string, note: OutboxNote) {
  const all = storedNotes();
  const notes = Array.isArray(all[householdId]) ? all[householdId] : [];
  // A change dropped again after a reload cut its first send short is told once.
  if (!notes.some((each) => each.name === note.name && each.text === note.text)) all[householdId] = [...notes, note];
  storeNotes(all);
}

export function dismissOutboxNotes(householdId: string) {
  const all = storedNotes();
  delete all[householdId];
  storeNotes(all);
}

/** What happened to a change another member's change overtook. */
export type OutboxNote = { name: string; text: string };

type Sent = { outcome: "sent"; realId?: string } | { outcome: "dropped"; note?: string } | { outcome: "wait" };

/** The API call a change is sent as; null for a change to an item whose adding was itself dropped. */
function callOf(
  householdId: string,
  change: KitchenChange,
): { method: "POST" | "PUT" | "DELETE"; path: string; body?: unknown } | null {
  const household = encodeURIComponent(householdId);
  const items = change.kind.startsWith("pantry-")
    ? `/api/v1/inventory/households/${household}/items`
    : `/api/v1/shopping-list/households/${household}/items`;
  if (change.kind === "add")
    return {
      method: "POST",
      path: items,
      body: { name: change.name, quantity: change.quantity, unit: change.unit, category: change.category },
    };
  if (change.kind === "pantry-add") {
    const { name, quantity, unit, location, expiresAt } = change;
    return { method: "POST", path: items, body: { name, quantity, unit, ...(location && { location }), expiresAt } };
  }
  if (change.itemId.startsWith(OFFLINE_ID_PREFIX)) return null;
  const item = `${items}/${encodeURIComponent(change.itemId)}`;
  switch (change.kind) {
    case "tick":
      return { method: "PUT", path: item, body: { checked: change.checked, move_to_pantry: change.moveToPantry } };
    case "category":
      return { method: "PUT", path: item, body: { category: change.category } };
    case "edit":
      return { method: "PUT", path: item, body: change.to };
    case "pantry-use-up":
      return { method: "POST", path: `${item}/use`, body: {} };
    case "pantry-use-some":
      return { method: "POST", path: `${item}/use`, body: { quantity: change.quantity, unit: change.unit } };
    case "remove":
    case "pantry-remove":
      return { method: "DELETE", path: item };
  }
}

function overtaken(change: KitchenChange) {
  const where = change.kind.startsWith("pantry-") ? "the pantry" : "the list";
  const what = change.kind === "tick" ? "tick" : "change";
  return `${change.name} had been removed from ${where} by someone else, so your ${what} was not applied.`;
}

async function send(householdId: string, entry: QueuedChange): Promise<Sent> {
  const { change } = entry;
  const call = callOf(householdId, change);
  if (!call) return { outcome: "dropped" };
  const headers = { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": entry.key };
  try {
    const response = await apiCall(call.path, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    if (!("tempId" in change)) return { outcome: "sent" };
    const envelope = (await response.json().catch(() => null)) as { data?: { item?: { id?: string } } } | null;
    return { outcome: "sent", realId: envelope?.data?.item?.id };
  } catch (error) {
    if (
      !(error instanceof ApiCallError) ||
      error.status === null ||
      error.status >= 500 ||
      error.status === 429 ||
      error.status === 401
    )
      return { outcome: "wait" };
    if (error.status === 404) {
      // Removing what is already gone is done; any other change to it is not brought back.
      if (change.kind === "remove" || change.kind === "pantry-remove") return { outcome: "dropped" };
      return { outcome: "dropped", note: overtaken(change) };
    }
    return { outcome: "dropped", note: `Your change to ${change.name} could not be made: ${error.message}` };
  }
}

let sending: Promise<OutboxNote[]> | null = null;

/**
 * Sends the household's queued changes in order. Stops at the first that gets no answer
 * (still offline, the server down) and leaves it and the rest for the next time. One page
 * at a time sends (a Web Lock, where the browser has them); answers what the member should
 * be told.
 */
export function sendQueued(householdId: string): Promise<OutboxNote[]> {
  sending ??= (async () => {
    const run = async () => {
      const notes: OutboxNote[] = [];
      // Read one at a time: sending an add rewrites the changes queued after it.
      for (let entry = (await queuedChanges(householdId))[0]; entry; entry = (await queuedChanges(householdId))[0]) {
        const result = await send(householdId, entry);
        if (result.outcome === "wait") break;
        if (result.outcome === "sent" && result.realId && "tempId" in entry.change)
          await giveRealId(entry.change.tempId, result.realId);
        if (result.outcome === "dropped" && result.note) {
          const note = { name: entry.change.name, text: result.note };
          notes.push(note);
          keepNote(householdId, note);
        }
        if (result.outcome === "sent") noteSent();
        await forget(entry.seq);
      }
      return notes;
    };
    try {
      return navigator.locks ? await navigator.locks.request(`${CHANNEL}-${householdId}`, run) : await run();
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** How long signing out waits for the queue to be sent before telling the member what is left. */
const SIGN_OUT_SEND_MS = 10_000;

/**
 * Before the member signs out: sends what the device still holds, when it is online, for at
 * most 10 seconds; answers how many changes are still waiting (those would be lost by
 * signing out) and what the member should be told about changes that were dropped.
 */
export async function sendBeforeSignOut(): Promise<{ left: number; notes: OutboxNote[] }> {
  if (typeof indexedDB === "undefined") return { left: 0, notes: [] };
  const notes: OutboxNote[] = [];
  if (navigator.onLine) {
    const households = new Set((await everyQueued()).map((entry) => entry.householdId));
    const sendAll = async () => {
      for (const householdId of households) notes.push(...(await sendQueued(householdId).catch(() => [])));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([sendAll(), new Promise((resolve) => (timer = setTimeout(resolve, SIGN_OUT_SEND_MS)))]);
    clearTimeout(timer);
  }
  return { left: (await everyQueued()).length, notes };
}

/** Once signed out, nothing of the household's stays on the device. */
export async function clearOutbox() {
  if (typeof indexedDB === "undefined") return;
  await withStore("readwrite", (store) => store.clear());
  try {
    sessionStorage.removeItem(NOTES);
  } catch {
    // No storage: nothing was kept there.
  }
  announce();
}
