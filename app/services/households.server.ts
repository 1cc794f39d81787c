import { randomUUID } from "node:crypto";
import { inTransaction, type DB } from "./db/index.server";
import { UserFacingError } from "./errors.server";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.server";
import { assertNotLimited, limits, recordFailure } from "./rate-limit.server";

export type Household = { id: string; name: string; createdAt: string };
export type Member = { id: string; userId: string; email: string; displayName: string | null; joinedAt: string };

export const JOIN_FAILED =
  "No household found with that name and password. Please check both values and try again.";
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

/**
 * Joins the household whose name matches exactly and whose password is right.
 * Failures count per account, per client address and per household name.
 */
export async function joinHousehold(
  db: DB,
  userId: string,
  input: { name: string; password: string; clientAddress: string },
): Promise<Household> {
  const name = input.name.trim();
  const checks = [
    limits.joinByAccount(userId),
    limits.joinByAddress(input.clientAddress),
    limits.joinByHousehold(name),
  ];
  await assertNotLimited(db, checks);
  const candidates = await db.selectFrom("households").selectAll().where("name", "=", name).execute();
  for (const candidate of candidates) {
    if (await verifyPassword(input.password, candidate.password_hash)) {
      await inTransaction(db, (trx) => addMember(trx, candidate.id, userId, new Date().toISOString()));
      return { id: candidate.id, name: candidate.name, createdAt: candidate.created_at };
    }
  }
  // An unknown name costs the same hashing as a wrong password, so timing reveals nothing.
  if (candidates.length === 0) await verifyPassword(input.password, await decoyHash());
  await recordFailure(db, checks);
  throw new UserFacingError(JOIN_FAILED, 404);
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
