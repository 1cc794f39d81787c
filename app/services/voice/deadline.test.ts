import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VoiceJobs } from "./jobs.server";
import { withinVoiceTimeout } from "./index.server";

/** One voice request's time-out covers its wait for a core as well as its work. */
const saved = process.env.VOICE_TIMEOUT_MS;
beforeAll(() => {
  process.env.VOICE_TIMEOUT_MS = "200";
});
afterAll(() => {
  if (saved === undefined) delete process.env.VOICE_TIMEOUT_MS;
  else process.env.VOICE_TIMEOUT_MS = saved;
});

describe("the voice time-out", () => {
  it("ends a request still waiting for a core with 504, and takes it out of the queue", async () => {
    const jobs = new VoiceJobs({ slots: 1, queued: 1, perMember: 2 });
    let release: () => void = () => undefined;
    const busy = jobs.withSlot(undefined, () => new Promise<void>((resolve) => (release = resolve)));
    let ran = false;
    const started = Date.now();
    const waiting = withinVoiceTimeout(new AbortController().signal, (signal) =>
      jobs.withSlot(signal, async () => {
        ran = true;
      }),
    );
    await expect(waiting).rejects.toMatchObject({
      status: 504,
      message: "Voice engine did not answer within 0.2 seconds",
    });
    expect(Date.now() - started).toBeLessThan(2000);
    // The queue has room again: the timed-out request is no longer in it.
    const next = jobs.withSlot(undefined, async () => "next");
    release();
    await busy;
    expect(await next).toBe("next");
    expect(ran).toBe(false);
  });

  it("aborts the work it times out, so its child processes can be killed", async () => {
    let aborted = false;
    const work = withinVoiceTimeout(new AbortController().signal, (signal) => {
      signal.addEventListener("abort", () => (aborted = true));
      return new Promise<never>(() => undefined);
    });
    await expect(work).rejects.toMatchObject({ status: 504 });
    expect(aborted).toBe(true);
  });

  it("passes a hung-up caller's abort through as it is, not as a time-out", async () => {
    const caller = new AbortController();
    const work = withinVoiceTimeout(
      caller.signal,
      (signal) =>
        new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new Error("hung up")))),
    );
    caller.abort();
    await expect(work).rejects.toThrow("hung up");
  });

  it("answers what the work answers in time", async () => {
    expect(await withinVoiceTimeout(new AbortController().signal, async () => "heard")).toBe("heard");
  });
});
