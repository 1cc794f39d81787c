import { randomUUID } from "node:crypto";
import { lockNames, type DB } from "./db/index.server";
import { RateLimitedError } from "./errors.server";

export type Limit = { scope: string; key: string; max: number; windowMs: number; what?: string };

const MINUTE = 60_000;

/** Attempts allowed per window. Guessing endpoints count failures; chat and sign-up count every attempt. */
export const limits = {
  signInByAccount: (email: string): Limit => ({ scope: "signin:account", key: email, max: 10, windowMs: 15 * MINUTE }),
  signInByAddress: (address: string): Limit => ({
    scope: "signin:address",
    key: address,
    max: 10,
    windowMs: 15 * MINUTE,
  }),
  /** A family behind one home router may sign up together; a script making accounts may not. */
  signUpByAddress: (address: string): Limit => ({
    scope: "signup:address",
    key: address,
    max: 20,
    windowMs: 60 * MINUTE,
  }),
  joinByAccount: (userId: string): Limit => ({ scope: "join:account", key: userId, max: 10, windowMs: 15 * MINUTE }),
  joinByAddress: (address: string): Limit => ({ scope: "join:address", key: address, max: 10, windowMs: 15 * MINUTE }),
  /** Guesses spread over many accounts and addresses; members holding an invite link are exempt. */
  joinByHousehold: (name: string): Limit => ({ scope: "join:household", key: name, max: 100, windowMs: 60 * MINUTE }),
  /**
   * "Forgot password?" sends an e-mail: every request counts, whether or not the address
   * has an account, so the answer is the same for both.
   */
  resetRequestsByAccount: (email: string): Limit => ({
    scope: "reset-request:account",
    key: email,
    max: 5,
    windowMs: 60 * MINUTE,
    what: "reset requests",
  }),
  resetRequestsByAddress: (address: string): Limit => ({
    scope: "reset-request:address",
    key: address,
    max: 20,
    windowMs: 60 * MINUTE,
    what: "reset requests",
  }),
  /** Links that did not work, per client address: a link's secret cannot be guessed, and is not tried for. */
  resetLinksByAddress: (address: string): Limit => ({
    scope: "reset-use:address",
    key: address,
    max: 10,
    windowMs: 15 * MINUTE,
  }),
  /** Reset links a member makes for others in the household. */
  resetLinksByMember: (userId: string): Limit => ({
    scope: "reset-link:member",
    key: userId,
    max: 10,
    windowMs: 60 * MINUTE,
    what: "reset links",
  }),
  /** Every chat message may cost a call to a language model: a person types or speaks far slower. */
  /** A script using a personal API token, not a person: generous, but not unbounded. */
  apiByMember: (userId: string): Limit => ({
    scope: "api:minute",
    key: userId,
    max: 600,
    windowMs: MINUTE,
    what: "requests",
  }),
  chatByMemberPerMinute: (userId: string): Limit => ({
    scope: "chat:minute",
    key: userId,
    max: 30,
    windowMs: MINUTE,
    what: "messages",
  }),
  chatByMemberPerHour: (userId: string): Limit => ({
    scope: "chat:hour",
    key: userId,
    max: 300,
    windowMs: 60 * MINUTE,
    what: "messages",
  }),
  /** Each picture costs the server a decode of up to 24 megapixels: a member adding pictures to recipes sends far fewer. */
  picturesByMemberPerMinute: (userId: string): Limit => ({
    scope: "pictures:minute",
    key: userId,
    max: 20,
    windowMs: MINUTE,
    what: "pictures",
  }),
  picturesByMemberPerHour: (userId: string): Limit => ({
    scope: "pictures:hour",
    key: userId,
    max: 200,
    windowMs: 60 * MINUTE,
    what: "pictures",
  }),
  /** Reading a web page or a pasted recipe takes the server's time: a member imports a few recipes at a sitting. */
  importsByMemberPerMinute: (userId: string): Limit => ({
    scope: "import:minute",
    key: userId,
    max: 10,
    windowMs: MINUTE,
    what: "imports",
  }),
  importsByMemberPerHour: (userId: string): Limit => ({
    scope: "import:hour",
    key: userId,
    max: 100,
    windowMs: 60 * MINUTE,
    what: "imports",
  }),
  /** A backup of every recipe and picture is written out in full: a member needs one now and then. */
  exportsByMemberPerHour: (userId: string): Limit => ({
    scope: "export:hour",
    key: userId,
    max: 10,
    windowMs: 60 * MINUTE,
    what: "backups",
  }),
  /** Each transcription or reading aloud costs a fraction of a second of the server's time, or a paid call. */
  voiceByMemberPerMinute: (userId: string): Limit => ({
    scope: "voice:minute",
    key: userId,
    max: 120,
    windowMs: MINUTE,
    what: "voice requests",
  }),
  voiceByMemberPerHour: (userId: string): Limit => ({
    scope: "voice:hour",
    key: userId,
    max: 1200,
    windowMs: 60 * MINUTE,
    what: "voice requests",
  }),
};

/** Attempts older than the longest window are of no use to any limit. */
const LONGEST_WINDOW_MS = 60 * MINUTE;

/** An attempt that counts against its limits until it is released. */
export type Attempt = {
  /** Forgets the attempt: a sign-in or join that succeeded is not a failure. */
  release(): Promise<void>;
};

/**
 * Reserves one attempt against every limit before the work is done, so requests sent in
 * parallel cannot all pass a check made before any of them is counted. Check and record
 * happen in one transaction that holds each limit's lock (lockNames), so the count always
 * includes every attempt reserved before it. A refused attempt rolls back and is not kept,
 * so waiting out the window always works.
 */
export async function reserveAttempt(db: DB, checks: Limit[], now = new Date()): Promise<Attempt> {
  const at = now.toISOString();
  const rows = checks.map((limit) => ({ id: randomUUID(), scope: limit.scope, key: limit.key, at }));
  const ids = rows.map((row) => row.id);
  await db.transaction().execute(async (trx) => {
    await lockNames(
      trx,
      checks.map((limit) => `limit:${limit.scope}:${limit.key}`),
    );
    await trx.insertInto("auth_failures").values(rows).execute();
    for (const limit of checks) {
      const since = new Date(now.getTime() - limit.windowMs).toISOString();
      // The newest `max` others: when there are that many, a place frees up as the last of them ages out.
      const others = await trx
        .selectFrom("auth_failures")
        .select("at")
        .where("scope", "=", limit.scope)
        .where("key", "=", limit.key)
        .where("at", ">", since)
        .where("id", "not in", ids)
        .orderBy("at", "desc")
        .limit(limit.max)
        .execute();
      if (others.length >= limit.max) {
        const freesAt = new Date(others[limit.max - 1].at).getTime() + limit.windowMs;
        throw new RateLimitedError(Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)), limit.what);
      }
    }
  });
  // Old attempts are swept now and then rather than on every request.
  if (Math.random() < 0.02) await forgetOldAttempts(db, now);
  return {
    async release() {
      await db.deleteFrom("auth_failures").where("id", "in", ids).execute();
    },
  };
}

/** Removes attempts older than any window. */
export async function forgetOldAttempts(db: DB, now = new Date()) {
  await db
    .deleteFrom("auth_failures")
    .where("at", "<", new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString())
    .execute();
}
