import { describe, expect, it } from "vitest";
import { RateLimitedError } from "~/services/errors.server";
import { assertNotLimited, limits, recordFailure, type Limit } from "~/services/rate-limit.server";
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

  async function fail(limit: Limit[], times: number, when: Date) {
    for (let i = 0; i < times; i++) await recordFailure(db(), limit, when);
  }

  it("allows nine failures and refuses after the tenth, saying when to retry", async () => {
    const limit = accountLimit();
    await fail([limit], 9, T0);
    await expect(assertNotLimited(db(), [limit], at(MINUTE))).resolves.toBeUndefined();

    await recordFailure(db(), [limit], T0);
    const error = await limitedError(assertNotLimited(db(), [limit], at(MINUTE)));
    expect(error.retryAfterSeconds).toBe(14 * 60);
    expect(error.status).toBe(429);
    expect(error.message).toBe("Too many attempts. Please wait 14 minutes and try again.");
  });

  it("counts the retry from the oldest failure still in the window", async () => {
    const limit = accountLimit();
    await recordFailure(db(), [limit], T0);
    await fail([limit], 9, at(5 * MINUTE));

    const error = await limitedError(assertNotLimited(db(), [limit], at(10 * MINUTE)));
    expect(error.retryAfterSeconds).toBe(5 * 60);

    const justBefore = await limitedError(assertNotLimited(db(), [limit], at(15 * MINUTE - 1)));
    expect(justBefore.retryAfterSeconds).toBe(1);
    expect(justBefore.message).toBe("Too many attempts. Please wait 1 minute and try again.");

    await expect(assertNotLimited(db(), [limit], at(15 * MINUTE))).resolves.toBeUndefined();
  });

  it("ignores failures older than the window", async () => {
    const limit = accountLimit();
    await fail([limit], 10, at(-16 * MINUTE));
    await expect(assertNotLimited(db(), [limit], T0)).resolves.toBeUndefined();

    await fail([limit], 9, T0);
    await expect(assertNotLimited(db(), [limit], T0)).resolves.toBeUndefined();
  });

  it("keeps scopes and keys apart", async () => {
    const email = `${unique("cook")}@example.com`;
    const limit = limits.signInByAccount(email);
    await fail([limit], 10, T0);
    await limitedError(assertNotLimited(db(), [limit], T0));
    await expect(assertNotLimited(db(), [limits.signInByAccount(`other-${email}`)], T0)).resolves.toBeUndefined();
    await expect(assertNotLimited(db(), [limits.signInByAddress(email)], T0)).resolves.toBeUndefined();
    await expect(assertNotLimited(db(), [limits.joinByAccount(email)], T0)).resolves.toBeUndefined();
  });

  it("counts one failure against every limit given, and any exhausted limit refuses", async () => {
    const account = accountLimit();
    const address = limits.signInByAddress(unique("203.0.113"));
    await fail([account, address], 10, T0);
    await limitedError(assertNotLimited(db(), [account], T0));
    await limitedError(assertNotLimited(db(), [address], T0));
    await limitedError(assertNotLimited(db(), [limits.signInByAccount("fresh@example.com"), address], T0));
  });

  it("allows a household name 100 failures an hour", async () => {
    const limit = limits.joinByHousehold(unique("Home"));
    await fail([limit], 99, T0);
    await expect(assertNotLimited(db(), [limit], at(59 * MINUTE))).resolves.toBeUndefined();
    await recordFailure(db(), [limit], T0);
    const error = await limitedError(assertNotLimited(db(), [limit], at(59 * MINUTE)));
    expect(error.retryAfterSeconds).toBe(60);
    await expect(assertNotLimited(db(), [limit], at(60 * MINUTE))).resolves.toBeUndefined();
  });

  it("forgets failures older than an hour when it records a new one", async () => {
    const old = accountLimit();
    const recent = accountLimit();
    await recordFailure(db(), [old], T0);
    await recordFailure(db(), [recent], at(30 * MINUTE));
    await recordFailure(db(), [accountLimit()], at(61 * MINUTE));
    const keys = await db()
      .selectFrom("auth_failures")
      .select("key")
      .where("key", "in", [old.key, recent.key])
      .execute();
    expect(keys.map((row) => row.key)).toEqual([recent.key]);
  });
});
