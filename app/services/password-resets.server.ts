import { createHash, randomBytes } from "node:crypto";
import { RESET_LINK_INVALID } from "~/schemas/account";
import { normaliseEmail } from "./accounts.server";
import { inTransaction, type DB } from "./db/index.server";
import { NotFoundError, UserFacingError } from "./errors.server";
import type { Mail } from "./mail.server";
import { hashPassword } from "./passwords.server";
import { limits, reserveAttempt } from "./rate-limit.server";

export { RESET_LINK_INVALID };

/** How long a reset link works: "an hour" in the sentences below. */
export const RESET_LINK_MINUTES = 60;

export const OWN_RESET_LINK = "Change your own password under Settings → Profile.";
export const NO_PASSWORD_TO_RESET = "That member signs in with an identity provider, so there is no password to reset.";

/** The page a reset link opens. */
export function resetLinkPath(token: string) {
  return `/reset-password/${token}`;
}

function digest(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Makes a reset link's secret for an account and stores only its hash. Expired links of
 * every account are swept at the same time; the account's other links keep working until
 * one of them is used.
 */
async function issueResetToken(db: DB, userId: string, createdBy: string | null, now: Date) {
  const token = randomBytes(32).toString("base64url");
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("password_resets").where("expires_at", "<=", now.toISOString()).execute();
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: digest(token),
        user_id: userId,
        created_by: createdBy,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
      })
      .execute();
  });
  return token;
}

/**
 * "Forgot password?": a reset link for the local account with this email, or null when there
 * is none (no account, or one that signs in with an identity provider). The caller answers
 * both the same way. Every request counts against the email and the client address, whether
 * or not the account exists.
 */
export async function requestPasswordReset(
  db: DB,
  input: { email: string; clientAddress: string },
  now = new Date(),
): Promise<{ email: string; token: string } | null> {
  const email = normaliseEmail(input.email);
  await reserveAttempt(
    db,
    [limits.resetRequestsByAccount(email), limits.resetRequestsByAddress(input.clientAddress)],
    now,
  );
  const user = await db
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "=", email)
    .where("password_hash", "is not", null)
    .executeTakeFirst();
  if (!user) return null;
  return { email: user.email, token: await issueResetToken(db, user.id, null, now) };
}

/**
 * A reset link one member makes for another member of the same household, to hand over in
 * person when e-mail is not set up (or not read). Another household's member gets the same
 * 404 as someone who does not exist.
 */
export async function createResetLinkForMember(
  db: DB,
  actor: { userId: string; householdId: string },
  memberUserId: string,
  now = new Date(),
): Promise<{ token: string }> {
  if (memberUserId === actor.userId) throw new UserFacingError(OWN_RESET_LINK);
  await reserveAttempt(db, [limits.resetLinksByMember(actor.userId)], now);
  const member = await db
    .selectFrom("memberships")
    .innerJoin("users", "users.id", "memberships.user_id")
    .select(["users.id", "users.password_hash"])
    .where("memberships.user_id", "=", memberUserId)
    .where("memberships.household_id", "=", actor.householdId)
    .executeTakeFirst();
  if (!member) throw new NotFoundError("Member");
  if (!member.password_hash) throw new UserFacingError(NO_PASSWORD_TO_RESET);
  return { token: await issueResetToken(db, member.id, actor.userId, now) };
}

/** The household's members who have a password of their own (local accounts), by user id. */
export async function membersWithPasswords(db: DB, householdId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("users", "users.id", "memberships.user_id")
    .select("users.id")
    .where("memberships.household_id", "=", householdId)
    .where("users.password_hash", "is not", null)
    .execute();
  return rows.map((row) => row.id);
}

/** The account a reset link is for, while it still works; null otherwise. */
export async function readResetLink(db: DB, token: string, now = new Date()): Promise<{ email: string } | null> {
  if (token === "") return null;
  const row = await db
    .selectFrom("password_resets")
    .innerJoin("users", "users.id", "password_resets.user_id")
    .select("users.email")
    .where("password_resets.token_hash", "=", digest(token))
    .where("password_resets.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Sets a new password through a reset link. The link is used up by deleting its row, so
 * of two requests sending it at once only one gets it; in the same transaction the
 * password is replaced, every session of the account ends (whoever knew the old password
 * is signed out) and the account's other reset links stop working. Links that do not work
 * count against the client address.
 */
export async function resetPassword(
  db: DB,
  input: { token: string; password: string; clientAddress: string },
  now = new Date(),
): Promise<{ email: string }> {
  const attempt = await reserveAttempt(db, [limits.resetLinksByAddress(input.clientAddress)], now);
  // Hashing is slow: a link that does not work is refused before it is spent.
  if (!(await readResetLink(db, input.token, now))) throw new UserFacingError(RESET_LINK_INVALID, 410);
  const passwordHash = await hashPassword(input.password);
  const account = await inTransaction(db, async (trx) => {
    const used = await trx
      .deleteFrom("password_resets")
      .where("token_hash", "=", digest(input.token))
      .where("expires_at", ">", now.toISOString())
      .returning("user_id")
      .executeTakeFirst();
    if (!used) return null;
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", used.user_id).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", used.user_id).execute();
    await trx.deleteFrom("password_resets").where("user_id", "=", used.user_id).execute();
    return trx.selectFrom("users").select("email").where("id", "=", used.user_id).executeTakeFirstOrThrow();
  });
  if (!account) throw new UserFacingError(RESET_LINK_INVALID, 410);
  await attempt.release();
  return account;
}

/** The e-mail that carries a reset link. Plain text: nothing in it is markup. */
export function resetMail(input: { to: string; link: string; assistantName: string }): Mail {
  return {
    to: input.to,
    subject: `Reset your ${input.assistantName} password`,
    text: [
      `Someone, hopefully you, asked to reset the password of your ${input.assistantName} account (${input.to}).`,
      "",
      "Choose a new password here:",
      input.link,
      "",
      "The link works once, within an hour. If you did not ask, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}
