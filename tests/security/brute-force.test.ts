import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signInWithPassword, signUpWithPassword } from "~/services/accounts.server";
import { RateLimitedError } from "~/services/errors.server";
import { createHousehold, joinHousehold } from "~/services/households.server";
import { needsRehash, verifyPassword } from "~/services/passwords.server";
import { findProfile } from "~/services/profiles.server";
import { limits, reserveAttempt } from "~/services/rate-limit.server";
import { dialects, unique, useDatabase } from "../integration/databases";
import { newMember } from "../integration/people";

/**
 * Guessing sent in parallel, as an attacker would: the limits are checked and counted in
 * one step, so a burst gets no more tries than a patient guesser.
 */
const PASSWORD = "Kitchen2024";

async function settle<T>(attempts: Promise<T>[]) {
  const results = await Promise.allSettled(attempts);
  const limited = results.filter((result) => result.status === "rejected" && result.reason instanceof RateLimitedError);
  return { results, limited: limited.length, tried: results.length - limited.length };
}

describe.each(dialects)("parallel guessing on $name", (dialect) => {
  const db = useDatabase(dialect);

  it("gives 200 parallel wrong sign-ins for one account only the limit of 10 tries", async () => {
    const email = `${unique("cook")}@example.com`;
    await signUpWithPassword(db(), { email, password: PASSWORD, displayName: "", clientAddress: unique("192.0.2") });
    const { limited, tried } = await settle(
      Array.from({ length: 200 }, (_, i) =>
        signInWithPassword(db(), { email, password: `Wrong${i}pass`, clientAddress: unique("198.51.100") }),
      ),
    );
    expect(tried).toBe(10);
    expect(limited).toBe(190);
    await expect(
      signInWithPassword(db(), { email, password: PASSWORD, clientAddress: unique("198.51.100") }),
    ).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("gives one address guessing many accounts in parallel only 10 tries", async () => {
    const address = unique("203.0.113");
    const { tried } = await settle(
      Array.from({ length: 50 }, () =>
        signInWithPassword(db(), {
          email: `${unique("nobody")}@example.com`,
          password: "Guess1234",
          clientAddress: address,
        }),
      ),
    );
    expect(tried).toBe(10);
  });

  it("does not let the right household password through inside a parallel batch of wrong ones", async () => {
    const owner = await newMember(db());
    const household = await createHousehold(db(), owner.userId, { name: unique("The Smiths"), password: PASSWORD });
    const guesser = await newMember(db());
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 59 ? PASSWORD : `Wrong${i}Guess`));
    const { results, tried } = await settle(
      guesses.map((password) =>
        joinHousehold(db(), guesser.userId, { name: household.name, password, clientAddress: unique("192.0.2") }),
      ),
    );
    // At most 10 guesses were looked at; the right one joins only if it was among them.
    expect(tried).toBe(10);
    const joined = results.filter((result) => result.status === "fulfilled").length;
    expect((await findProfile(db(), guesser.userId))?.householdId ?? null).toBe(joined === 1 ? household.id : null);
  });

  it("holds a household name's limit of 100 failures against guesses spread over accounts and addresses", async () => {
    const owner = await newMember(db());
    const household = await createHousehold(db(), owner.userId, { name: unique("Home"), password: PASSWORD });
    // 95 failures already this hour, then a parallel burst from many accounts and addresses.
    for (let i = 0; i < 95; i++) await reserveAttempt(db(), [limits.joinByHousehold(household.name)]);
    const guessers = await Promise.all(Array.from({ length: 6 }, () => newMember(db())));
    const { tried } = await settle(
      Array.from({ length: 30 }, (_, i) =>
        joinHousehold(db(), guessers[i % guessers.length].userId, {
          name: household.name,
          password: `Wrong${i}Guess`,
          clientAddress: unique("192.0.2"),
        }),
      ),
    );
    expect(tried).toBe(5);
  });

  it("limits sign-ups from one address to 20 an hour", async () => {
    const address = unique("192.0.2");
    const { tried } = await settle(
      Array.from({ length: 25 }, () =>
        signUpWithPassword(db(), {
          email: `${unique("new")}@example.com`,
          password: PASSWORD,
          displayName: "",
          clientAddress: address,
        }),
      ),
    );
    expect(tried).toBe(20);
  });

  it("re-hashes a password stored at an older cost when its owner signs in", async () => {
    const email = `${unique("old")}@example.com`;
    const { account } = await signUpWithPassword(db(), {
      email,
      password: PASSWORD,
      displayName: "",
      clientAddress: unique("192.0.2"),
    });
    // A valid hash of the same password, made at a cost below today's.
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD.normalize("NFKC"), salt, 64, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`;
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    await db().updateTable("users").set({ password_hash: stored }).where("id", "=", account.id).execute();
    expect(needsRehash(stored)).toBe(true);

    await signInWithPassword(db(), { email, password: PASSWORD, clientAddress: unique("192.0.2") });
    const row = await db()
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", account.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toBe(stored);
    expect(needsRehash(row.password_hash ?? "")).toBe(false);
    expect(await verifyPassword(PASSWORD, row.password_hash ?? "")).toBe(true);
  });
});
