import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { householdWrite, inTransaction, type DB } from "./db/index.server";
import { UserFacingError } from "./errors.server";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "./passwords.server";
import { limits, reserveAttempt } from "./rate-limit.server";

export type Household = { id: string; name: string; createdAt: string };
export type Member = { id: string; userId: string; email: string; displayName: string | null; joinedAt: string };

export const JOIN_FAILED = "No household found with that name and password. Please check both values and try again.";
export const ALREADY_MEMBER = "You are already part of a household.";
export const NO_HOUSEHOLD = "No household found";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

async function addMember(db: DB, householdId: string, userId: string, now: string) {
  const existing = await db.selectFrom("memberships").select("id").where("user_id", "=", userId).executeTakeFirst();
  if (existing) throw new UserFacingError(ALREADY_MEMBER, 409);
  await db
    .insertInto("memberships")
    .values({ id: randomUUID(), household_id: householdId, user_id: userId, joined_at: now })
    .execute();
  await db
    .updateTable("profiles")
    .set({ household_id: householdId, onboarding_required: 0, updated_at: now })
    .where("user_id", "=", userId)
    .execute();
}

/** Creates a household with the member as its first member. */
export async function createHousehold(
  db: DB,
  userId: string,
  input: { name: string; password: string },
): Promise<Household> {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const household = { id: randomUUID(), name: input.name.trim(), createdAt: now };
    await trx
      .insertInto("households")
      .values({ id: household.id, name: household.name, password_hash: passwordHash, created_at: now })
      .execute();
    await addMember(trx, household.id, userId, now);
    return household;
  });
}

const INVITE_DAYS = 14;

function inviteSignature(householdId: string, expires: number, secret: string) {
  return createHmac("sha256", secret).update(`invite:${householdId}:${expires}`).digest("base64url");
}

/**
 * A token for the invite link a member shares: it names the household and expires in
 * two weeks. It does not replace the password; it lets its holder past the limit on
 * failed joins per household name, so guessing by strangers cannot lock the family out.
 */
export function createInvite(householdId: string, secret: string, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + INVITE_DAYS * 86_400;
  return `${Buffer.from(householdId).toString("base64url")}.${expires}.${inviteSignature(householdId, expires, secret)}`;
}

/** The household an invite token was made for, or null when it is forged or expired. */
export function readInvite(token: string | null | undefined, secret: string, now = new Date()): string | null {
  const [encodedId, expiresText, signature] = (token ?? "").split(".");
  if (!encodedId || !expiresText || !signature) return null;
  const householdId = Buffer.from(encodedId, "base64url").toString();
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || expires * 1000 < now.getTime()) return null;
  const expected = Buffer.from(inviteSignature(householdId, expires, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? householdId : null;
}

/**
 * Joins the household whose name matches exactly and whose password is right. Every
 * attempt is reserved per account, per client address and (unless the member holds an
 * invite for that household) per household name before any password is checked, and
 * forgotten only when it succeeds.
 */
export async function joinHousehold(
  db: DB,
  userId: string,
  input: { name: string; password: string; clientAddress: string; invitedHouseholdId?: string | null },
): Promise<Household> {
  const name = input.name.trim();
  const candidates = await db.selectFrom("households").selectAll().where("name", "=", name).execute();
  const invited = candidates.some((candidate) => candidate.id === input.invitedHouseholdId);
  const attempt = await reserveAttempt(db, [
    limits.joinByAccount(userId),
    limits.joinByAddress(input.clientAddress),
    ...(invited ? [] : [limits.joinByHousehold(name)]),
  ]);
  for (const candidate of candidates) {
    if (await verifyPassword(input.password, candidate.password_hash)) {
      const joined = await householdWrite(db, { householdId: candidate.id }, async (trx) => {
        // Its last member may have left (and so deleted it) since it was found.
        if (!(await householdExists(trx, candidate.id))) return false;
        await addMember(trx, candidate.id, userId, new Date().toISOString());
        return true;
      });
      if (!joined) break;
      await attempt.release();
      if (needsRehash(candidate.password_hash)) {
        const passwordHash = await hashPassword(input.password);
        await db
          .updateTable("households")
          .set({ password_hash: passwordHash })
          .where("id", "=", candidate.id)
          .execute();
      }
      return { id: candidate.id, name: candidate.name, createdAt: candidate.created_at };
    }
  }
  // An unknown name costs the same hashing as a wrong password, so timing reveals nothing.
  if (candidates.length === 0) await verifyPassword(input.password, await decoyHash());
  throw new UserFacingError(JOIN_FAILED, 404);
}

async function householdExists(db: DB, householdId: string) {
  return (
    (await db.selectFrom("households").select("id").where("id", "=", householdId).executeTakeFirst()) !== undefined
  );
}

/**
 * Deletes a household no one belongs to any more, with everything in it (its kitchen, and
 * the conversations held in it, go with it by cascade). Runs inside the caller's
 * transaction, which holds the household's lock. True when it was deleted.
 */
export async function deleteHouseholdIfEmpty(trx: DB, householdId: string) {
  const left = await trx
    .selectFrom("memberships")
    .select("id")
    .where("household_id", "=", householdId)
    .executeTakeFirst();
  if (left) return false;
  await trx.updateTable("profiles").set({ household_id: null }).where("household_id", "=", householdId).execute();
  await trx.deleteFrom("households").where("id", "=", householdId).execute();
  return true;
}

/**
 * Leaves the household: the membership ends and the member goes back to onboarding. Their
 * profile stays, and so do their conversations, kept with the household they were held in.
 * The last member leaving deletes the household and everything in it. The household's lock
 * makes two last members leaving at once see each other, so an empty household never stays.
 */
export async function leaveHousehold(
  db: DB,
  actor: { userId: string; householdId: string },
): Promise<{ householdDeleted: boolean }> {
  return householdWrite(db, actor, async (trx) => {
    const removed = await trx
      .deleteFrom("memberships")
      .where("user_id", "=", actor.userId)
      .where("household_id", "=", actor.householdId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new UserFacingError(NO_HOUSEHOLD, 404);
    await trx
      .updateTable("profiles")
      .set({ household_id: null, onboarding_required: 1, updated_at: new Date().toISOString() })
      .where("user_id", "=", actor.userId)
      .execute();
    return { householdDeleted: await deleteHouseholdIfEmpty(trx, actor.householdId) };
  });
}

export async function getHousehold(db: DB, householdId: string): Promise<Household | null> {
  const row = await db.selectFrom("households").selectAll().where("id", "=", householdId).executeTakeFirst();
  return row ? { id: row.id, name: row.name, createdAt: row.created_at } : null;
}

export async function listMembers(db: DB, householdId: string): Promise<Member[]> {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("profiles", "profiles.user_id", "memberships.user_id")
    .select([
      "memberships.id",
      "memberships.user_id",
      "profiles.email",
      "profiles.display_name",
      "memberships.joined_at",
    ])
    .where("memberships.household_id", "=", householdId)
    .orderBy("memberships.joined_at", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    email: row.email,
    displayName: row.display_name,
    joinedAt: row.joined_at,
  }));
}

/** Changes the household password; the member must know the current one. */
export async function changeHouseholdPassword(
  db: DB,
  actor: { userId: string; householdId: string | null },
  input: { currentPassword: string; newPassword: string },
) {
  if (!actor.householdId) throw new UserFacingError(NO_HOUSEHOLD, 404);
  const membership = await db
    .selectFrom("memberships")
    .innerJoin("households", "households.id", "memberships.household_id")
    .select(["households.id", "households.password_hash"])
    .where("memberships.user_id", "=", actor.userId)
    .where("memberships.household_id", "=", actor.householdId)
    .executeTakeFirst();
  if (!membership) throw new UserFacingError(NO_HOUSEHOLD, 404);
  if (!(await verifyPassword(input.currentPassword, membership.password_hash))) {
    throw new UserFacingError(WRONG_CURRENT_PASSWORD, 400);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.updateTable("households").set({ password_hash: passwordHash }).where("id", "=", membership.id).execute();
}
