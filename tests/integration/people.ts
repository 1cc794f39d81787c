import { randomUUID } from "node:crypto";
import type { DB } from "~/services/db/index.server";
import { loadOrCreateProfile, type Profile } from "~/services/profiles.server";
import { unique } from "./databases";

/** Inserts a bare account row (as an identity-provider sign-in would) without a profile. */
export async function insertUser(db: DB, email = `${unique("cook")}@example.com`) {
  const id = randomUUID();
  await db
    .insertInto("users")
    .values({ id, email, password_hash: null, created_at: new Date().toISOString() })
    .execute();
  return { id, email };
}

/** An account with its first-sign-in profile, ready for onboarding. */
export async function newMember(db: DB, displayName: string | null = null): Promise<Profile> {
  const user = await insertUser(db);
  return loadOrCreateProfile(db, { ...user, displayName });
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves to the error a promise rejects with, failing the test if it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<Error & { status?: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`Rejected with a non-Error: ${String(error)}`, { cause: error });
  }
  throw new Error("Expected the promise to reject, but it resolved");
}
