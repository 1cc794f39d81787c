import { randomBytes } from "node:crypto";
import type { DB } from "./db/index.server";

/**
 * Sign-in sessions as database rows: the cookie carries only the row's id, so signing out
 * (deleting the row) ends the session everywhere, and an expired row is never honoured.
 */
export type SessionData = { userId: string };

export async function createSessionRow(db: DB, data: SessionData, expires: Date, now = new Date()) {
  const id = randomBytes(24).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id,
      user_id: data.userId,
      data: JSON.stringify(data),
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  return id;
}

/** The session's data, or null when there is no such row or it has expired (an expired row is removed). */
export async function readSessionRow(db: DB, id: string, now = new Date()): Promise<SessionData | null> {
  const row = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  if (new Date(row.expires_at) < now) {
    await deleteSessionRow(db, id);
    return null;
  }
  return JSON.parse(row.data) as SessionData;
}

export async function updateSessionRow(db: DB, id: string, data: SessionData, expires?: Date) {
  await db
    .updateTable("sessions")
    .set({ data: JSON.stringify(data), ...(expires && { expires_at: expires.toISOString() }) })
    .where("id", "=", id)
    .execute();
}

export async function deleteSessionRow(db: DB, id: string) {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}
