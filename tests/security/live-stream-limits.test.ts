import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FILE_LIMIT_FOR_ALL_STREAMS,
  LiveStreams,
  liveStreams,
  MOST_STREAMS_PER_PROCESS,
  openFileLimit,
  STREAM_LIMITS,
  streamsPerProcess,
  type StreamOwner,
} from "~/services/events/live-streams.server";

/**
 * The limits on live-update streams, and what a stream holds while it is open: a listener on
 * the household's events, a heartbeat timer and a place among the process's streams, all
 * given back however the stream ends.
 */
const bus = vi.hoisted(() => ({ listeners: new Set<unknown>() }));

vi.mock("~/sessions.server", () => ({
  getSignedIn: async (request: Request) => {
    const session = request.headers.get("Cookie") ?? "";
    return { userId: `member-of-${session}`, sessionId: session, email: "", profile: { householdId: "home" } };
  },
}));

vi.mock("~/services/events/index.server", () => ({
  TOPICS: ["pantry", "shopping", "meal-plan", "cooking", "timers", "recipes"],
  events: () => ({
    subscribe(_householdId: string, listener: unknown) {
      bus.listeners.add(listener);
      return () => bus.listeners.delete(listener);
    },
    changedSince: async () => false,
  }),
}));

const { householdEventStream } = await import("~/live.server");

const owner = (sessionId: string, userId = `member-${sessionId}`, address = "198.51.100.1"): StreamOwner => ({
  sessionId,
  userId,
  address,
});

describe("LiveStreams", () => {
  it("closes a session's oldest stream for its seventh", () => {
    const streams = new LiveStreams(100);
    const closed: number[] = [];
    for (let i = 0; i < 9; i++) streams.admit(owner("s1"), () => closed.push(i));
    expect(closed).toEqual([0, 1, 2]);
    expect(streams.size).toBe(STREAM_LIMITS.perSession);
  });

  it("closes a member's oldest stream, whichever session it is of, for their thirteenth", () => {
    const streams = new LiveStreams(100);
    const closed: string[] = [];
    for (const session of ["phone", "laptop", "tablet"]) {
      for (let i = 0; i < 5; i++) streams.admit(owner(session, "cook"), () => closed.push(`${session} ${i}`));
    }
    expect(closed).toEqual(["phone 0", "phone 1", "phone 2"]);
    expect(streams.size).toBe(STREAM_LIMITS.perMember);
  });

  it("refuses an address's fifty-first stream with 429, and the process's last place with 503, closing nothing", () => {
    const streams = new LiveStreams(60);
    const closed: string[] = [];
    for (let i = 0; i < 50; i++) {
      const session = `s${Math.floor(i / 6)}`;
      streams.admit(owner(session), () => closed.push(`${session} #${i % 6}`));
    }
    expect(streams.admit(owner("s8"), () => closed.push("s8 again"))).toMatchObject({ status: 429 });
    expect(closed).toEqual([]);
    // A session at its own limit swaps its oldest stream for the new one: the address's count stays.
    expect(streams.admit(owner("s0"), () => closed.push("s0 again"))).toHaveProperty("release");
    expect(closed).toEqual(["s0 #0"]);
    for (let i = 0; i < 10; i++) streams.admit(owner(`t${i}`, `t${i}`, "198.51.100.2"), () => closed.push(`t${i}`));
    expect(streams.size).toBe(60);
    const refused = streams.admit(owner("u", "u", "198.51.100.3"), () => closed.push("u"));
    expect(refused).toMatchObject({ status: 503 });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect(closed).toEqual(["s0 #0"]);
  });

  it("gives a place back when a stream is released", () => {
    const streams = new LiveStreams(1);
    const first = streams.admit(owner("a"), () => undefined);
    expect(streams.admit(owner("b"), () => undefined)).toMatchObject({ status: 503 });
    (first as { release: () => void }).release();
    expect(streams.admit(owner("b"), () => undefined)).toHaveProperty("release");
  });
});

describe("the process's number of streams", () => {
  it("reads the soft open-file limit from /proc/self/limits", () => {
    const limits = [
      "Limit                     Soft Limit           Hard Limit           Units     ",
      "Max processes             95421                95421                processes ",
      "Max open files            1024                 524288               files     ",
    ].join("\n");
    expect(openFileLimit(limits)).toBe(1024);
    expect(openFileLimit(limits.replace("1024 ", "unlimited "))).toBe(Infinity);
    expect(openFileLimit(null)).toBeNull();
    expect(openFileLimit("")).toBeNull();
  });

  it("keeps streams to a quarter of the files left after 256, at most 2000", () => {
    expect(streamsPerProcess(1024)).toBe(192);
    expect(streamsPerProcess(512)).toBe(64);
    expect(streamsPerProcess(FILE_LIMIT_FOR_ALL_STREAMS)).toBe(MOST_STREAMS_PER_PROCESS);
    expect(streamsPerProcess(1_048_576)).toBe(MOST_STREAMS_PER_PROCESS);
    expect(streamsPerProcess(Infinity)).toBe(MOST_STREAMS_PER_PROCESS);
    expect(streamsPerProcess(null)).toBe(MOST_STREAMS_PER_PROCESS);
    expect(streamsPerProcess(100)).toBe(8);
  });
});

describe("a stream's hold on the process", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function open(session: string) {
    const controller = new AbortController();
    const request = new Request("http://basil.test/events?topics=shopping", {
      headers: { Cookie: session },
      signal: controller.signal,
    });
    return householdEventStream(request, "198.51.100.9").then((response) => ({ response, controller }));
  }

  async function readAll(response: Response) {
    return new Response(response.body).text();
  }

  it("ends with its listener, heartbeat and place given back, whether superseded, left or cancelled", async () => {
    const before = liveStreams().size;
    const opened = [];
    for (let i = 0; i < 8; i++) opened.push(await open("browser"));
    // Six kept; the two oldest ended with a word to the page.
    expect(bus.listeners.size).toBe(6);
    expect(vi.getTimerCount()).toBe(6);
    expect(liveStreams().size - before).toBe(6);
    for (const { response } of opened.slice(0, 2)) expect(await readAll(response)).toContain("event: superseded");
    expect(opened[2].response.headers.get("connection")).toBe("close");
    // The client going away.
    opened[2].controller.abort();
    // A body cancelled (a HEAD request, or a write that failed).
    await opened[3].response.body!.cancel();
    expect(bus.listeners.size).toBe(4);
    expect(vi.getTimerCount()).toBe(4);
    for (const { controller } of opened.slice(4)) controller.abort();
    expect(bus.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(liveStreams().size).toBe(before);
  });
});
