import { createHash } from "node:crypto";
import type { DB } from "./db/index.server";

/**
 * Idempotency keys: a member's request sent again with the same key (a phone replaying its
 * offline queue after an answer was lost) is answered with the first one's answer and never
 * runs twice. A key is reserved before the work (a row 'running'), given the answer after
 * it ('done'), or released when the work failed so that a retry runs it again.
 */

/** A running reservation older than this belongs to a process that died; another may take it over. */
export const STALE_RUNNING_MS = 60_000;
/** Keys are kept this long; after it the same key is a new request. */
export const KEPT_FOR_MS = 24 * 60 * 60_000;
/** How often one process sweeps out old keys. */
const PURGE_EVERY_MS = 60_000;

export type IdempotentRequest = {
  userId: string;
  key: string;
  method: string;
  /** The path with its query string. */
  path: string;
  /** requestHash(method, path, body). */
  requestHash: string;
};

/** The reservation's row; created_at tells this reservation from a later takeover of the key. */
export type IdempotencyReservation = { userId: string; key: string; createdAt: string };

export type StoredAnswer = { status: number; body: string };

export type KeyReservation =
  | { outcome: "run"; reservation: IdempotencyReservation }
  | { outcome: "replay"; answer: StoredAnswer }
  | { outcome: "in_progress" }
  | { outcome: "different_request" };

/** sha256 of the method, the path and the body's bytes; the JSON prefix ends where the body starts, whatever the path holds. */
export function requestHash(method: string, path: string, body: Uint8Array | string) {
  return createHash("sha256")
    .update(JSON.stringify([method.toUpperCase(), path]))
    .update(body)
    .digest("hex");
}

/**
 * Reserves the key for this request, atomically under any concurrency on SQLite and
 * PostgreSQL: the insert either creates the row (this request runs) or does nothing because
 * the (user_id, key) row exists, which is then read. A stale row (running past
 * STALE_RUNNING_MS, or older than KEPT_FOR_MS) is taken over with a compare-and-set on its
 * created_at, so of many requests taking it over at once only one runs.
 */
export async function reserveIdempotencyKey(
  db: DB,
  request: IdempotentRequest,
  now = new Date(),
): Promise<KeyReservation> {
  await purgeNowAndThen(db);
  const createdAt = now.toISOString();
  const fresh = {
    method: request.method,
    path: request.path,
    request_hash: request.requestHash,
    status: "running" as const,
    response_status: null,
    response_body: null,
    created_at: createdAt,
  };
  const reservation = { userId: request.userId, key: request.key, createdAt };
  // The row found may be deleted (released) before it is read; the insert is then tried again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insertInto("idempotency_keys")
      .values({ user_id: request.userId, key: request.key, ...fresh })
      .onConflict((conflict) => conflict.columns(["user_id", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    if (inserted) return { outcome: "run", reservation };
    const existing = await db
      .selectFrom("idempotency_keys")
      .selectAll()
      .where("user_id", "=", request.userId)
      .where("key", "=", request.key)
      .executeTakeFirst();
    if (!existing) continue;
    const age = now.getTime() - new Date(existing.created_at).getTime();
    const expired = age > KEPT_FOR_MS;
    if (!expired && existing.request_hash !== request.requestHash) return { outcome: "different_request" };
    if (expired || (existing.status === "running" && age > STALE_RUNNING_MS)) {
      const taken = await db
        .updateTable("idempotency_keys")
        .set(fresh)
        .where("user_id", "=", request.userId)
        .where("key", "=", request.key)
        .where("created_at", "=", existing.created_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { outcome: "run", reservation };
      continue;
    }
    if (existing.status === "running" || existing.response_status === null || existing.response_body === null)
      return { outcome: "in_progress" };
    return { outcome: "replay", answer: { status: existing.response_status, body: existing.response_body } };
  }
  // Three rounds lost to other requests of the same key: it is busy.
  return { outcome: "in_progress" };
}

/** Keeps the answer for the key; a reservation another request has taken over is left alone. */
export async function completeIdempotencyKey(db: DB, reservation: IdempotencyReservation, answer: StoredAnswer) {
  await db
    .updateTable("idempotency_keys")
    .set({ status: "done", response_status: answer.status, response_body: answer.body })
    .where("user_id", "=", reservation.userId)
    .where("key", "=", reservation.key)
    .where("created_at", "=", reservation.createdAt)
    .where("status", "=", "running")
    .execute();
}

/** Forgets the reservation (the work failed), so the same key runs again. */
export async function releaseIdempotencyKey(db: DB, reservation: IdempotencyReservation) {
  await db
    .deleteFrom("idempotency_keys")
    .where("user_id", "=", reservation.userId)
    .where("key", "=", reservation.key)
    .where("created_at", "=", reservation.createdAt)
    .where("status", "=", "running")
    .execute();
}

/** Removes keys older than KEPT_FOR_MS; answers how many. */
export async function purgeIdempotencyKeys(db: DB, now = new Date()) {
  const result = await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", new Date(now.getTime() - KEPT_FOR_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

let lastPurgeAt = 0;

/** At most once a minute per process, by the clock; a failed sweep is logged and never fails the request. */
async function purgeNowAndThen(db: DB) {
  const now = Date.now();
  if (now - lastPurgeAt < PURGE_EVERY_MS) return;
  lastPurgeAt = now;
  try {
    await purgeIdempotencyKeys(db, new Date(now));
  } catch (error) {
    console.error("Removing old idempotency keys failed:", error instanceof Error ? error.message : error);
  }
}
