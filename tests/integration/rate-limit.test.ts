import { describe, expect, it } from "vitest";
import { RateLimitedError } from "~/services/errors.server";
import { forgetOldAttempts, limits, reserveAttempt, type Limit } from "~/services/rate-limit.server";
import { dialects, unique, useDatabase } from "./databases";

const MINUTE = 60_000;
const T0 = new Date("2031-03-04T12:00:00.000Z");

function at(offsetMs: number) {
  return new Date(T0.getTime() + offsetMs);
}

async function limitedError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RateLimitedError);
  return error as RateLimitedError;
}

describe.each(dialects)("rate limits on $name", (dialect) => {
  const db = useDatabase(dialect);

  function accountLimit(): Limit {
    return limits.signInByAccount(`${unique("cook")}@example.com`);
  }

  /** Attempts that are never released count as failures. */
  async function fail(limit: Limit[], times: number, when: Date) {
    for (let i = 0; i < times; i++) await reserveAttempt(db(), limit, when);
  }

  async function attemptsFor(limit: Limit) {
    return db()
      .selectFrom("auth_failures")
      .select("at")
      .where("scope", "=", limit.scope)
      .where("key", "=", limit.key)
      .execute();
  }

  it("allows ten attempts and refuses the eleventh, saying when to retry", async () => {
    const limit = accountLimit();
    await fail([limit], 9, T0);
    await reserveAttempt(db(), [limit], at(MINUTE));

    const error = await limitedError(reserveAttempt(db(), [limit], at(MINUTE)));
    expect(error.retryAfterSeconds).toBe(14 * 60);
    expect(error.status).toBe(429);
    expect(error.message).toBe("Too many attempts. Please wait 14 minutes and try again.");
  });

  it("does not keep a refused attempt, so waiting out the window works", async () => {
    const limit = accountLimit();
    await fail([limit], 10, T0);
    for (let i = 0; i < 5; i++) await limitedError(reserveAttempt(db(), [limit], at(MINUTE)));
    expect(await attemptsFor(limit)).toHaveLength(10);
    await expect(reserveAttempt(db(), [limit], at(15 * MINUTE))).resolves.toBeDefined();
  });

  it("forgets a released attempt: a success is not a failure", async () => {
    const limit = accountLimit();
    await fail([limit], 9, T0);
    for (let i = 0; i < 20; i++) {
      const attempt = await reserveAttempt(db(), [limit], at(MINUTE));
      await attempt.release();
    }
    expect(await attemptsFor(limit)).toHaveLength(9);
  });

  it("counts the retry from when a place frees up", async () => {
    const limit = accountLimit();
    await reserveAttempt(db(), [limit], T0);
    await fail([limit], 9, at(5 * MINUTE));

    const error = await limitedError(reserveAttempt(db(), [limit], at(10 * MINUTE)));
    expect(error.retryAfterSeconds).toBe(5 * 60);

    const justBefore = await limitedError(reserveAttempt(db(), [limit], at(15 * MINUTE - 1)));
    expect(justBefore.retryAfterSeconds).toBe(1);
    expect(justBefore.message).toBe("Too many attempts. Please wait 1 minute and try again.");

    await expect(reserveAttempt(db(), [limit], at(15 * MINUTE))).resolves.toBeDefined();
  });

  it("ignores attempts older than the window", async () => {
    const limit = accountLimit();
    await fail([limit], 10, at(-16 * MINUTE));
    await fail([limit], 9, T0);
    await expect(reserveAttempt(db(), [limit], T0)).resolves.toBeDefined();
  });

  it("keeps scopes and keys apart", async () => {
    const email = `${unique("cook")}@example.com`;
    const limit = limits.signInByAccount(email);
    await fail([limit], 10, T0);
    await limitedError(reserveAttempt(db(), [limit], T0));
    await expect(reserveAttempt(db(), [limits.signInByAccount(`other-${email}`)], T0)).resolves.toBeDefined();
    await expect(reserveAttempt(db(), [limits.signInByAddress(email)], T0)).resolves.toBeDefined();
    await expect(reserveAttempt(db(), [limits.joinByAccount(email)], T0)).resolves.toBeDefined();
  });

  it("counts one attempt against every limit given, and any spent limit refuses without counting", async () => {
    const account = accountLimit();
    const address = limits.signInByAddress(unique("203.0.113"));
    await fail([account, address], 10, T0);
    await limitedError(reserveAttempt(db(), [account], T0));
    await limitedError(reserveAttempt(db(), [address], T0));
    const fresh = limits.signInByAccount(`${unique("fresh")}@example.com`);
    await limitedError(reserveAttempt(db(), [fresh, address], T0));
    expect(await attemptsFor(fresh)).toHaveLength(0);
  });

  it("allows a household name 100 failures an hour", async () => {
    const limit = limits.joinByHousehold(unique("Home"));
    await fail([limit], 100, T0);
    const error = await limitedError(reserveAttempt(db(), [limit], at(59 * MINUTE)));
    expect(error.retryAfterSeconds).toBe(60);
    await expect(reserveAttempt(db(), [limit], at(60 * MINUTE))).resolves.toBeDefined();
  });

  it("holds when many attempts arrive at once: exactly the limit get through", async () => {
    const limit = accountLimit();
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => reserveAttempt(db(), [limit], T0)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(10);
    expect(
      results
        .filter((result) => result.status === "rejected")
        .every((result) => result.reason instanceof RateLimitedError),
    ).toBe(true);
    expect(await attemptsFor(limit)).toHaveLength(10);
  });

  it("forgets attempts older than an hour", async () => {
    const old = accountLimit();
    const recent = accountLimit();
    await reserveAttempt(db(), [old], T0);
    await reserveAttempt(db(), [recent], at(30 * MINUTE));
    await forgetOldAttempts(db(), at(61 * MINUTE));
    expect(await attemptsFor(old)).toHaveLength(0);
    expect(await attemptsFor(recent)).toHaveLength(1);
  });
});
