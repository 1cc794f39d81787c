import { randomUUID } from "node:crypto";
import type { DB } from "./db/index.server";
import { RateLimitedError } from "./errors.server";

export type Limit = { scope: string; key: string; max: number; windowMs: number };

const MINUTE = 60_000;

/** The limits on guessing endpoints: failures allowed per window. */
export const limits = {
  signInByAccount: (email: string): Limit => ({ scope: "signin:account", key: email, max: 10, windowMs: 15 * MINUTE }),
  signInByAddress: (address: string): Limit => ({ scope: "signin:address", key: address, max: 10, windowMs: 15 * MINUTE }),
  joinByAccount: (userId: string): Limit => ({ scope: "join:account", key: userId, max: 10, windowMs: 15 * MINUTE }),
  joinByAddress: (address: string): Limit => ({ scope: "join:address", key: address, max: 10, windowMs: 15 * MINUTE }),
  joinByHousehold: (name: string): Limit => ({ scope: "join:household", key: name, max: 100, windowMs: 60 * MINUTE }),
};

/** Throws RateLimitedError when any of the limits has no failures left. */
export async function assertNotLimited(db: DB, checks: Limit[], now = new Date()) {
  for (const limit of checks) {
    const since = new Date(now.getTime() - limit.windowMs).toISOString();
    const rows = await db
      .selectFrom("auth_failures")
      .select("at")
      .where("scope", "=", limit.scope)
      .where("key", "=", limit.key)
      .where("at", ">", since)
      .orderBy("at", "asc")
      .limit(limit.max)
      .execute();
    if (rows.length >= limit.max) {
      const oldest = new Date(rows[0].at).getTime();
      const retryAfterMs = oldest + limit.windowMs - now.getTime();
      throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    }
  }
}

/** Counts one failure against every limit, and forgets failures older than any window. */
export async function recordFailure(db: DB, checks: Limit[], now = new Date()) {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("auth_failures")
      .values(checks.map((limit) => ({ id: randomUUID(), scope: limit.scope, key: limit.key, at })))
      .execute();
    await trx
      .deleteFrom("auth_failures")
      .where("at", "<", new Date(now.getTime() - 60 * MINUTE).toISOString())
      .execute();
  });
}
