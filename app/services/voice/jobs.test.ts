import { describe, expect, it } from "vitest";
import { VoiceError } from "./engine.server";
import { VOICE_BUSY, VOICE_MEMBER_BUSY, VoiceJobs } from "./jobs.server";

/** A job that runs until `finish` is called. */
function held() {
  let finish = () => {};
  const done = new Promise<string>((resolve) => (finish = () => resolve("done")));
  return { job: () => done, finish: () => finish() };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VoiceError);
  return error as VoiceError;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("voice job slots", () => {
  it("runs one job per slot, queues a few, and answers 503 with Retry-After beyond that", async () => {
    const jobs = new VoiceJobs({ slots: 2, queued: 1, perMember: 2 });
    const started: number[] = [];
    const holds = [held(), held(), held()];
    const running = holds.map((hold, index) =>
      jobs.withSlot(undefined, () => {
        started.push(index);
        return hold.job();
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    const busy = await refusal(jobs.withSlot(undefined, async () => "never"));
    expect(busy).toMatchObject({ status: 503, message: VOICE_BUSY, retryAfterSeconds: 2 });
    holds[0].finish();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    holds[1].finish();
    holds[2].finish();
    expect(await Promise.all(running)).toEqual(["done", "done", "done"]);
    // All slots free again.
    expect(await Promise.all([1, 2, 3].map(() => jobs.withSlot(undefined, async () => "again")))).toEqual([
      "again",
      "again",
      "again",
    ]);
  });

  it("lets a caller who gives up leave the queue without taking a slot", async () => {
    const jobs = new VoiceJobs({ slots: 1, queued: 1, perMember: 2 });
    const first = held();
    const running = jobs.withSlot(undefined, first.job);
    const controller = new AbortController();
    let ran = false;
    const waiting = jobs.withSlot(controller.signal, async () => (ran = true));
    controller.abort(new Error("hung up"));
    await expect(waiting).rejects.toThrow("hung up");
    // The queue has room again, and the slot is the next caller's when the first job ends.
    const next = jobs.withSlot(undefined, async () => "next");
    first.finish();
    expect(await running).toBe("done");
    expect(await next).toBe("next");
    expect(ran).toBe(false);
  });

  it("allows each member two requests in flight and answers a third with 429", async () => {
    const jobs = new VoiceJobs({ slots: 4, queued: 4, perMember: 2 });
    const holds = [held(), held()];
    const mine = holds.map((hold) => jobs.forMember("ann", hold.job));
    const third = await refusal(jobs.forMember("ann", async () => "never"));
    expect(third).toMatchObject({ status: 429, message: VOICE_MEMBER_BUSY, retryAfterSeconds: 2 });
    // Someone else is not held up by Ann.
    expect(await jobs.forMember("bob", async () => "bob's")).toBe("bob's");
    holds.forEach((hold) => hold.finish());
    await Promise.all(mine);
    expect(await jobs.forMember("ann", async () => "ann's")).toBe("ann's");
  });

  it("counts a job that fails as finished", async () => {
    const jobs = new VoiceJobs({ slots: 1, queued: 0, perMember: 1 });
    await expect(
      jobs.forMember("ann", () => jobs.withSlot(undefined, async () => Promise.reject(new Error("boom")))),
    ).rejects.toThrow("boom");
    expect(await jobs.forMember("ann", () => jobs.withSlot(undefined, async () => "fine"))).toBe("fine");
  });
});
