import { describe, expect, it } from "vitest";
import {
  completeIdempotencyKey,
  KEPT_FOR_MS,
  purgeIdempotencyKeys,
  releaseIdempotencyKey,
  requestHash,
  reserveIdempotencyKey,
  STALE_RUNNING_MS,
  type IdempotentRequest,
  type KeyReservation,
} from "~/services/idempotency.server";
import { dialects, unique, useDatabase } from "./databases";
import { insertUser } from "./people";

const PATH = "/api/v1/shopping-list/households/h1/items";

function later(start: Date, ms: number) {
  return new Date(start.getTime() + ms);
}

function reservationOf(reserved: KeyReservation) {
  if (reserved.outcome !== "run") throw new Error(`expected to run, got ${reserved.outcome}`);
  return reserved.reservation;
}

describe("requestHash", () => {
  it("differs with the method, the path or the body, and only with them", () => {
    const body = JSON.stringify({ name: "milk" });
    const hash = requestHash("POST", PATH, body);
    expect(requestHash("post", PATH, Buffer.from(body))).toBe(hash);
    expect(requestHash("PUT", PATH, body)).not.toBe(hash);
    expect(requestHash("POST", `${PATH}?servings=2`, body)).not.toBe(hash);
    expect(requestHash("POST", PATH, JSON.stringify({ name: "eggs" }))).not.toBe(hash);
    // The separator keeps a path's tail from passing as the body's start.
    expect(requestHash("POST", `${PATH}\nx`, "y")).not.toBe(requestHash("POST", PATH, "x\ny"));
  });
});

describe.each(dialects)("idempotency keys on $name", (dialect) => {
  const db = useDatabase(dialect);

  async function keyedRequest(overrides: Partial<IdempotentRequest> = {}): Promise<IdempotentRequest> {
    const userId = overrides.userId ?? (await insertUser(db())).id;
    const body = JSON.stringify({ name: "milk" });
    return {
      userId,
      key: unique("key"),
      method: "POST",
      path: PATH,
      requestHash: requestHash("POST", PATH, body),
      ...overrides,
    };
  }

  it("lets exactly one of ten simultaneous reservations of a key run", async () => {
    const request = await keyedRequest();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => reserveIdempotencyKey(db(), request)));
    expect(outcomes.filter((reserved) => reserved.outcome === "run")).toHaveLength(1);
    expect(outcomes.filter((reserved) => reserved.outcome === "in_progress")).toHaveLength(9);
  });

  it("gives the stored answer again once the first is done, same status and body", async () => {
    const request = await keyedRequest();
    const reservation = reservationOf(await reserveIdempotencyKey(db(), request));
    expect(await reserveIdempotencyKey(db(), request)).toEqual({ outcome: "in_progress" });
    const body = JSON.stringify({ status: "success", data: { id: "i1", name: "milk" } });
    await completeIdempotencyKey(db(), reservation, { status: 201, body });
    expect(await reserveIdempotencyKey(db(), request)).toEqual({ outcome: "replay", answer: { status: 201, body } });
    const replays = await Promise.all(Array.from({ length: 10 }, () => reserveIdempotencyKey(db(), request)));
    expect(replays.every((reserved) => reserved.outcome === "replay")).toBe(true);
  });

  it("refuses the key for a different method, path or body, running or done", async () => {
    const request = await keyedRequest();
    const reservation = reservationOf(await reserveIdempotencyKey(db(), request));
    const others = [
      { ...request, method: "PUT", requestHash: requestHash("PUT", PATH, JSON.stringify({ name: "milk" })) },
      {
        ...request,
        path: `${PATH}/x`,
        requestHash: requestHash("POST", `${PATH}/x`, JSON.stringify({ name: "milk" })),
      },
      { ...request, requestHash: requestHash("POST", PATH, JSON.stringify({ name: "eggs" })) },
    ];
    for (const other of others)
      expect(await reserveIdempotencyKey(db(), other)).toEqual({ outcome: "different_request" });
    await completeIdempotencyKey(db(), reservation, { status: 201, body: "{}" });
    for (const other of others)
      expect(await reserveIdempotencyKey(db(), other)).toEqual({ outcome: "different_request" });
  });

  it("keeps each member's keys apart", async () => {
    const first = await keyedRequest();
    const second = await keyedRequest({ key: first.key });
    expect(second.userId).not.toBe(first.userId);
    const [a, b] = await Promise.all([reserveIdempotencyKey(db(), first), reserveIdempotencyKey(db(), second)]);
    expect([a.outcome, b.outcome]).toEqual(["run", "run"]);
    await completeIdempotencyKey(db(), reservationOf(a), { status: 201, body: "first" });
    await completeIdempotencyKey(db(), reservationOf(b), { status: 400, body: "second" });
    expect(await reserveIdempotencyKey(db(), first)).toEqual({
      outcome: "replay",
      answer: { status: 201, body: "first" },
    });
    expect(await reserveIdempotencyKey(db(), second)).toEqual({
      outcome: "replay",
      answer: { status: 400, body: "second" },
    });
  });

  it("runs again after a release, and a release or an answer never touches a finished key", async () => {
    const request = await keyedRequest();
    const failed = reservationOf(await reserveIdempotencyKey(db(), request));
    await releaseIdempotencyKey(db(), failed);
    const retried = reservationOf(await reserveIdempotencyKey(db(), request));
    await completeIdempotencyKey(db(), retried, { status: 201, body: "kept" });
    await releaseIdempotencyKey(db(), retried);
    await completeIdempotencyKey(db(), retried, { status: 201, body: "overwritten" });
    expect(await reserveIdempotencyKey(db(), request)).toEqual({
      outcome: "replay",
      answer: { status: 201, body: "kept" },
    });
  });

  it("lets one request take over a key left running for over a minute, and the old one's answer is ignored", async () => {
    const start = new Date();
    const request = await keyedRequest();
    const crashed = reservationOf(await reserveIdempotencyKey(db(), request, start));
    expect(await reserveIdempotencyKey(db(), request, later(start, STALE_RUNNING_MS - 1000))).toEqual({
      outcome: "in_progress",
    });
    const takeoverAt = later(start, STALE_RUNNING_MS + 1000);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => reserveIdempotencyKey(db(), request, takeoverAt)),
    );
    expect(outcomes.filter((reserved) => reserved.outcome === "run")).toHaveLength(1);
    const takeover = reservationOf(outcomes.find((reserved) => reserved.outcome === "run")!);
    await completeIdempotencyKey(db(), crashed, { status: 201, body: "late" });
    expect(await reserveIdempotencyKey(db(), request, later(takeoverAt, 1000))).toEqual({ outcome: "in_progress" });
    await completeIdempotencyKey(db(), takeover, { status: 201, body: "taken over" });
    expect(await reserveIdempotencyKey(db(), request, later(takeoverAt, 2000))).toEqual({
      outcome: "replay",
      answer: { status: 201, body: "taken over" },
    });
  });

  it("never takes over a finished key within a day, and treats one older than a day as new", async () => {
    const start = new Date();
    const request = await keyedRequest();
    await completeIdempotencyKey(db(), reservationOf(await reserveIdempotencyKey(db(), request, start)), {
      status: 201,
      body: "first",
    });
    expect(await reserveIdempotencyKey(db(), request, later(start, KEPT_FOR_MS - 1000))).toMatchObject({
      outcome: "replay",
    });
    const nextDay = { ...request, requestHash: requestHash("POST", PATH, "another body") };
    expect(await reserveIdempotencyKey(db(), nextDay, later(start, KEPT_FOR_MS - 1000))).toEqual({
      outcome: "different_request",
    });
    expect(await reserveIdempotencyKey(db(), nextDay, later(start, KEPT_FOR_MS + 1000))).toMatchObject({
      outcome: "run",
    });
  });

  it("purges keys older than a day and keeps younger ones", async () => {
    const start = new Date();
    const user = (await insertUser(db())).id;
    const old = await keyedRequest({ userId: user });
    const young = await keyedRequest({ userId: user });
    await completeIdempotencyKey(db(), reservationOf(await reserveIdempotencyKey(db(), old, start)), {
      status: 201,
      body: "old",
    });
    reservationOf(await reserveIdempotencyKey(db(), young, later(start, 2 * 60 * 60_000)));
    const purged = await purgeIdempotencyKeys(db(), later(start, KEPT_FOR_MS + 60 * 60_000));
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await db().selectFrom("idempotency_keys").select("key").where("user_id", "=", user).execute();
    expect(left.map((row) => row.key)).toEqual([young.key]);
  });
});
