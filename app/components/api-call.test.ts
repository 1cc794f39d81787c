import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_CALL, API_CALL_MESSAGES, ApiCallError, apiCall, retryWaitMs } from "./api-call";

type Answer = Response | "network" | "hang";
type Call = { at: number; init: RequestInit };

/** A scripted server: each attempt takes the next answer (the last one repeats); `calls` records when and how it was asked. */
function scriptedFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  const fetch = vi.fn((_path: string, init: RequestInit) => {
    calls.push({ at: Date.now() - start, init });
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    if (answer === "network") return Promise.reject(new TypeError("Failed to fetch"));
    if (answer === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true });
      });
    }
    return Promise.resolve(answer.clone());
  });
  vi.stubGlobal("fetch", fetch);
  const start = Date.now();
  return calls;
}

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { "Content-Type": "application/json", ...headers } });
}

const ok = () => answer(200, { status: "success", data: { fine: true } });
const envelope = (message?: string) => ({
  status: "error",
  error: "unavailable",
  ...(message !== undefined && { message }),
});

/** Runs a call to its end with the fake clock, answering how it ended. */
async function settle(call: Promise<Response>) {
  const outcome = call.then(
    (response) => ({ response, error: null }),
    (error: unknown) => ({ response: null, error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.fn();
  vi.stubGlobal("window", { location: { pathname: "/chat", search: "?c=conv-1", assign } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the schedule", () => {
  it("is 4 attempts of 10 seconds at most, waiting 1 s, 2 s, 4 s, doubling to at most 10 s", () => {
    expect(API_CALL).toEqual({ timeoutMs: 10_000, attempts: 4, firstWaitMs: 1_000, maxWaitMs: 10_000 });
    expect([1, 2, 3, 4, 5, 6].map(retryWaitMs)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it("tries a failing call 4 times, 1 s, 2 s and 4 s apart, then gives up", async () => {
    const calls = scriptedFetch(answer(503, envelope("Try later")));
    const { error } = await settle(apiCall("/api/v1/users/profile"));
    expect(calls.map((call) => call.at)).toEqual([0, 1_000, 3_000, 7_000]);
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).status).toBe(503);
  });

  it("answers the first success, and waits no longer than it has to", async () => {
    const calls = scriptedFetch(answer(503), answer(502), ok());
    const call = apiCall("/api/v1/users/profile");
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    const response = await call;
    expect(await response.json()).toEqual({ status: "success", data: { fine: true } });
  });

  it("cuts an attempt off after 10 seconds without an answer, and tries again", async () => {
    const calls = scriptedFetch("hang", ok());
    const { response } = await settle(apiCall("/api/v1/users/profile"));
    expect(response?.status).toBe(200);
    expect(calls.map((call) => call.at)).toEqual([0, 10_000 + 1_000]);
    expect(calls[0].init.signal?.aborted).toBe(true);
  });

  it("never cuts off an answer that has come, however long its body takes (a streamed reply)", async () => {
    const calls = scriptedFetch(ok());
    await apiCall("/api/v1/users/profile");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls[0].init.signal?.aborted).toBe(false);
  });
});

describe("what is tried again", () => {
  it.each([500, 502, 503, 504, 429])("a %i", async (status) => {
    const calls = scriptedFetch(answer(status, envelope("Busy")), ok());
    const { response } = await settle(apiCall("/api/v1/users/profile"));
    expect(response?.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it("a network failure", async () => {
    const calls = scriptedFetch("network", "network", ok());
    const { response } = await settle(apiCall("/api/v1/users/profile"));
    expect(response?.status).toBe(200);
    expect(calls.map((call) => call.at)).toEqual([0, 1_000, 3_000]);
  });

  it.each([400, 401, 403, 404, 409, 413, 422])("never a %i", async (status) => {
    const calls = scriptedFetch(answer(status, envelope("No")), ok());
    const { error } = await settle(apiCall("/api/v1/users/profile"));
    expect((error as ApiCallError).status).toBe(status);
    expect(calls).toHaveLength(1);
  });
});

describe("Retry-After on a 429", () => {
  it("is waited for instead of the schedule", async () => {
    const calls = scriptedFetch(
      answer(429, envelope("Slow down"), { "Retry-After": "3" }),
      answer(429, envelope("Slow down"), { "Retry-After": "0" }),
      ok(),
    );
    const { response } = await settle(apiCall("/api/v1/users/profile"));
    expect(response?.status).toBe(200);
    expect(calls.map((call) => call.at)).toEqual([0, 3_000, 3_000]);
  });

  it("as an HTTP date too", async () => {
    const calls = scriptedFetch(
      answer(429, envelope(), { "Retry-After": new Date(Date.now() + 5_000).toUTCString() }),
      ok(),
    );
    await settle(apiCall("/api/v1/users/profile"));
    expect(calls[1].at).toBeGreaterThanOrEqual(4_000);
    expect(calls[1].at).toBeLessThanOrEqual(5_000);
  });

  it("beyond the 10-second cap gives up at once with the server's message: a retry sooner would be refused again", async () => {
    const calls = scriptedFetch(
      answer(429, envelope("Too many messages. Try again in a minute."), { "Retry-After": "60" }),
      ok(),
    );
    const { error } = await settle(apiCall("/api/v1/users/profile"));
    expect(calls).toHaveLength(1);
    expect((error as ApiCallError).message).toBe("Too many messages. Try again in a minute.");
    expect((error as ApiCallError).status).toBe(429);
  });

  it("at the cap is waited for", async () => {
    const calls = scriptedFetch(answer(429, envelope(), { "Retry-After": "10" }), ok());
    await settle(apiCall("/api/v1/users/profile"));
    expect(calls.map((call) => call.at)).toEqual([0, 10_000]);
  });
});

describe("only calls that are safe to send again are sent again", () => {
  it.each(["PUT", "DELETE", "HEAD"] as const)("a %s is", async (method) => {
    const calls = scriptedFetch(answer(503), ok());
    await settle(apiCall("/api/v1/x", { method }));
    expect(calls).toHaveLength(2);
  });

  it("a POST without a key, not marked side-effect-free, is sent once, whatever happens", async () => {
    for (const failure of [answer(503), "network" as const, "hang" as const]) {
      const calls = scriptedFetch(failure, ok());
      const { error } = await settle(apiCall("/api/v1/shopping", { method: "POST", body: "{}" }));
      expect(error).toBeInstanceOf(ApiCallError);
      expect(calls).toHaveLength(1);
      expect(header(calls[0], "Idempotency-Key")).toBeNull();
    }
  });

  it("a side-effect-free POST is, with no key", async () => {
    const calls = scriptedFetch("network", answer(503), ok());
    const { response } = await settle(
      apiCall("/api/v1/voice/transcribe", { method: "POST", sideEffectFree: true, body: "audio" }),
    );
    expect(response?.status).toBe(200);
    expect(calls).toHaveLength(3);
    expect(header(calls[0], "Idempotency-Key")).toBeNull();
  });

  it("an idempotent POST sends one key on every attempt, and another call another key", async () => {
    const calls = scriptedFetch("network", answer(503), "hang", ok());
    await settle(
      apiCall("/api/v1/chat/messages", {
        method: "POST",
        idempotent: true,
        body: "{}",
        headers: { Accept: "text/event-stream" },
      }),
    );
    expect(calls).toHaveLength(4);
    const keys = calls.map((call) => header(call, "Idempotency-Key"));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{1,100}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(header(calls[0], "Accept")).toBe("text/event-stream");
    expect(calls.every((call) => call.init.body === "{}" && call.init.method === "POST")).toBe(true);

    const next = scriptedFetch(ok());
    await settle(apiCall("/api/v1/chat/messages", { method: "POST", idempotent: true, body: "{}" }));
    expect(header(next[0], "Idempotency-Key")).not.toBe(keys[0]);
  });

  it("a POST carrying the caller's own key keeps that key, and is retried", async () => {
    const calls = scriptedFetch(answer(500), ok());
    await settle(
      apiCall("/api/v1/shopping", { method: "POST", body: "{}", headers: { "idempotency-key": "queue-7" } }),
    );
    expect(calls.map((call) => header(call, "Idempotency-Key"))).toEqual(["queue-7", "queue-7"]);
  });

  it("the key is made without crypto.randomUUID where it is missing (plain http on a home network)", async () => {
    vi.stubGlobal("crypto", { getRandomValues: (array: Uint8Array) => array.fill(171) });
    const calls = scriptedFetch(ok());
    await settle(apiCall("/api/v1/chat/messages", { method: "POST", idempotent: true, body: "{}" }));
    expect(header(calls[0], "Idempotency-Key")).toBe("ab".repeat(16));
  });
});

describe("a 401: the session is gone", () => {
  it("goes to /login remembering where the member was, and is not tried again", async () => {
    const calls = scriptedFetch(answer(401, envelope("User not authenticated")), ok());
    const { error } = await settle(apiCall("/api/v1/chat/messages", { method: "POST", idempotent: true }));
    expect(calls).toHaveLength(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login?redirectTo=%2Fchat%3Fc%3Dconv-1");
    expect((error as ApiCallError).status).toBe(401);
  });

  it("from the home page, just /login", async () => {
    vi.stubGlobal("window", { location: { pathname: "/", search: "", assign } });
    scriptedFetch(answer(401, envelope()));
    await settle(apiCall("/api/v1/users/profile"));
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login");
  });

  it("a 403 is not a lost session", async () => {
    scriptedFetch(answer(403, envelope("Not yours")));
    await settle(apiCall("/api/v1/users/profile"));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("the member cancelling", () => {
  it("while waiting to try again stops at once, with no further attempt", async () => {
    const calls = scriptedFetch(answer(503));
    const member = new AbortController();
    const call = apiCall("/api/v1/users/profile", { signal: member.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    member.abort();
    expect(((await call) as Error).name).toBe("AbortError");
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
  });

  it("during an attempt aborts it and is not tried again", async () => {
    const calls = scriptedFetch("hang", ok());
    const member = new AbortController();
    const call = apiCall("/api/v1/chat/messages", { method: "POST", idempotent: true, signal: member.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(100);
    member.abort();
    expect(((await call) as Error).name).toBe("AbortError");
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
    expect(calls[0].init.signal?.aborted).toBe(true);
  });

  it("before the call sends nothing", async () => {
    const calls = scriptedFetch(ok());
    const { error } = await settle(apiCall("/api/v1/users/profile", { signal: AbortSignal.abort() }));
    expect((error as Error).name).toBe("AbortError");
    expect(calls).toHaveLength(0);
  });

  it("reaches a streamed body after the answer came", async () => {
    const calls = scriptedFetch(ok());
    const member = new AbortController();
    await apiCall("/api/v1/chat/messages", { method: "POST", idempotent: true, signal: member.signal });
    member.abort();
    expect(calls[0].init.signal?.aborted).toBe(true);
  });
});

describe("the messages", () => {
  it("every attempt failed on the network: 'Network error after retries'", async () => {
    scriptedFetch("network", "hang", "network", "network");
    const { error } = await settle(apiCall("/api/v1/users/profile"));
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).message).toBe(API_CALL_MESSAGES.network);
    expect(API_CALL_MESSAGES.network).toBe("Network error after retries");
    expect((error as ApiCallError).status).toBeNull();
  });

  it("an error envelope's message", async () => {
    scriptedFetch(answer(400, envelope("Please type a message")));
    const { error } = await settle(apiCall("/api/v1/chat/messages", { method: "POST" }));
    expect((error as ApiCallError).message).toBe("Please type a message");
    expect((error as ApiCallError).serverMessage).toBe("Please type a message");
    expect((error as ApiCallError).statusText).toBe("");
  });

  it.each([
    ["an envelope without a message", envelope()],
    ["an envelope with an empty message", envelope("  ")],
    ["a proxy's page", "<html>Bad Gateway</html>"],
  ])("%s: 'An error occurred'", async (_label, body) => {
    scriptedFetch(answer(502, body));
    const { error } = await settle(apiCall("/api/v1/users/profile"));
    expect((error as ApiCallError).message).toBe("An error occurred");
    expect(API_CALL_MESSAGES.unknown).toBe("An error occurred");
    expect((error as ApiCallError).serverMessage).toBeUndefined();
  });

  it("a replayed answer says so", async () => {
    scriptedFetch(answer(409, envelope("This request has run once"), { "Idempotent-Replayed": "true" }));
    const { error } = await settle(apiCall("/api/v1/chat/messages", { method: "POST", idempotent: true }));
    expect((error as ApiCallError).status).toBe(409);
    expect((error as ApiCallError).replayed).toBe(true);
  });
});
