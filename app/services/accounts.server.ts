import { randomUUID } from "node:crypto";
import { inTransaction, lockNames, type DB } from "./db/index.server";
import { UserFacingError } from "./errors.server";
import { deleteHouseholdIfEmpty } from "./households.server";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "./passwords.server";
import { loadOrCreateProfile, type Profile } from "./profiles.server";
import { limits, reserveAttempt } from "./rate-limit.server";

export type Account = { id: string; email: string };

export const INVALID_CREDENTIALS = "Incorrect email or password.";
export const EMAIL_TAKEN = "An account with that email already exists. Please sign in instead.";
export const WRONG_OWN_PASSWORD = "Current password is incorrect";
export const NO_OWN_PASSWORD = "You sign in with an identity provider, so there is no password to change here.";
export const CONFIRM_EMAIL_MISSING = "Please type your email to confirm";
export const CONFIRM_EMAIL_WRONG = "That is not your account's email address";

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

/** Creates a local account and its profile in one transaction. Every attempt counts against the client address. */
export async function signUpWithPassword(
  db: DB,
  input: { email: string; password: string; displayName: string; clientAddress: string },
): Promise<{ account: Account; profile: Profile }> {
  await reserveAttempt(db, [limits.signUpByAddress(input.clientAddress)]);
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const create = inTransaction(db, async (trx) => {
    const taken = await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
    if (taken) throw new UserFacingError(EMAIL_TAKEN, 409);
    const id = randomUUID();
    await trx
      .insertInto("users")
      .values({ id, email, password_hash: passwordHash, created_at: new Date().toISOString() })
      .execute();
    const profile = await loadOrCreateProfile(trx, { id, email, displayName: input.displayName });
    return { account: { id, email }, profile };
  });
  try {
    return await create;
  } catch (error) {
    // Two sign-ups racing for one email: the loser meets the unique constraint.
    if (!(error instanceof UserFacingError) && (await emailTaken(db, email)))
      throw new UserFacingError(EMAIL_TAKEN, 409);
    throw error;
  }
}

async function emailTaken(db: DB, email: string) {
  return (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()) !== undefined;
}

/**
 * Checks an email and password. Every attempt is reserved against the account and the
 * client address before the password is looked at, and forgotten only when it succeeds;
 * either limit spent answers 429. A hash made at an older cost is replaced on success.
 */
export async function signInWithPassword(
  db: DB,
  input: { email: string; password: string; clientAddress: string },
): Promise<Account> {
  const email = normaliseEmail(input.email);
  const checks = [limits.signInByAccount(email), limits.signInByAddress(input.clientAddress)];
  const attempt = await reserveAttempt(db, checks);
  const user = await db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  // An unknown email costs the same hashing as a wrong password, so timing reveals nothing.
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  if (!user?.password_hash || !valid) throw new UserFacingError(INVALID_CREDENTIALS, 401);
  await attempt.release();
  if (needsRehash(user.password_hash)) {
    const passwordHash = await hashPassword(input.password);
    await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
  }
  return { id: user.id, email: user.email };
}

export type ExternalIdentity = {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
};

/**
 * Finds or creates the account behind an identity-provider sign-in. A new identity is
 * linked to an existing account only when the provider vouches for the email.
 */
export async function signInWithIdentity(db: DB, identity: ExternalIdentity): Promise<Account> {
  return inTransaction(db, async (trx) => {
    const linked = await trx
      .selectFrom("identities")
      .innerJoin("users", "users.id", "identities.user_id")
      .select(["users.id", "users.email"])
      .where("identities.provider", "=", identity.provider)
      .where("identities.subject", "=", identity.subject)
      .executeTakeFirst();
    if (linked) {
      await loadOrCreateProfile(trx, { id: linked.id, email: linked.email, displayName: identity.displayName });
      return linked;
    }
    if (!identity.email) throw new UserFacingError("User email is required");
    const email = normaliseEmail(identity.email);
    const existing = await trx
      .selectFrom("users")
      .select(["id", "email"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing && !identity.emailVerified) throw new UserFacingError(EMAIL_TAKEN, 409);
    const now = new Date().toISOString();
    const account = existing ?? { id: randomUUID(), email };
    if (!existing) {
      await trx.insertInto("users").values({ id: account.id, email, password_hash: null, created_at: now }).execute();
    }
    await trx
      .insertInto("identities")
      .values({ provider: identity.provider, subject: identity.subject, user_id: account.id, created_at: now })
      .execute();
    await loadOrCreateProfile(trx, { id: account.id, email, displayName: identity.displayName });
    return account;
  });
}

/** Whether the account has a password of its own (a local account), rather than only a provider's sign-in. */
export async function hasPassword(db: DB, userId: string) {
  const user = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return Boolean(user?.password_hash);
}

/**
 * Changes a member's own password. The current one is checked against the same limit as
 * signing in (a stolen session gets no more guesses than the sign-in form); then, in one
 * transaction, the password is replaced, every other session of the account ends and any
 * reset links stop working. The session the change was made in stays signed in.
 */
export async function changeOwnPassword(
  db: DB,
  member: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
) {
  const user = await db.selectFrom("users").selectAll().where("id", "=", member.userId).executeTakeFirst();
  if (!user?.password_hash) throw new UserFacingError(NO_OWN_PASSWORD);
  const attempt = await reserveAttempt(db, [limits.signInByAccount(user.email)]);
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw new UserFacingError(WRONG_OWN_PASSWORD, 400);
  }
  await attempt.release();
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).where("id", "!=", member.sessionId).execute();
    await trx.deleteFrom("password_resets").where("user_id", "=", user.id).execute();
  });
}

/**
 * Deletes an account, confirmed by typing its email. In one transaction: the account and
 * what is only the member's (sign-ins, sessions, profile, conversations and their messages,
 * API tokens, reset links) go by cascade; what they added to the household stays with it,
 * unless they were its last member, when the household goes too.
 */
export async function deleteAccount(
  db: DB,
  userId: string,
  input: { confirmEmail: string },
): Promise<{ householdDeleted: boolean }> {
  const typed = normaliseEmail(input.confirmEmail);
  if (typed === "") throw new UserFacingError(CONFIRM_EMAIL_MISSING);
  return inTransaction(db, async (trx) => {
    const user = await trx.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
    if (!user) throw new UserFacingError("No user logged in", 401);
    if (typed !== user.email) throw new UserFacingError(CONFIRM_EMAIL_WRONG);
    const membership = await trx
      .selectFrom("memberships")
      .select("household_id")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    // The household's lock: its other last member leaving at the same time sees this one gone.
    if (membership) await lockNames(trx, [`household:${membership.household_id}`]);
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    const householdDeleted = membership ? await deleteHouseholdIfEmpty(trx, membership.household_id) : false;
    return { householdDeleted };
  });
}
