import { RETRY, retryWaitMs, sleep } from "~/domain/retry";
import { timedOut, VoiceError } from "./engine.server";

/**
 * Calls to a cloud speech service: up to 4 attempts, waiting 1 s, 2 s, 4 s (doubling,
 * at most 10 s) or what Retry-After asks, after a 429 or 5xx answer or a failed
 * connection; any other answer is final. Everything, waits included, ends at the voice
 * time-out, when the call in flight is aborted and the caller gets a 504; a wait that would
 * end past it is not started, and the caller gets the last failure at once. Redirects are
 * refused, answers are read up to a size cap, and what a service says in an error answer
 * goes to the log, never to the member.
 */

/** The largest answers read: audio (a long reply read aloud is well under this) and JSON. */
export const MAX_AUDIO_ANSWER_BYTES = 10 * 1024 * 1024;
export const MAX_JSON_ANSWER_BYTES = 1024 * 1024;
/** How much of an error answer is read, for the log. */
const MAX_ERROR_ANSWER_BYTES = 4096;

export type CloudCallOptions = {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Waits between attempts (tests pass a fast one); must reject when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  fetch?: typeof globalThis.fetch;
};

/** Seconds or an HTTP date, as Retry-After may say; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * A response's body, or a VoiceError once it passes `maxBytes` (reading stops there; a
 * Content-Length over the cap is refused before reading).
 */
export async function readCapped(service: string, response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new VoiceError(502, `${service} answered with more than ${Math.round(maxBytes / 1024)} KB`);
  if (Number(response.headers.get("Content-Length") ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A service's error answer: its status for the member, and what it said (the start of its
 * body, which may echo the request or the service's internals) for the log only.
 */
async function failureOf(service: string, response: Response) {
  const said = await readCapped(service, response, MAX_ERROR_ANSWER_BYTES).catch(() => Buffer.alloc(0));
  const detail = said.toString("utf8").replace(/\s+/g, " ").trim().slice(0, 200);
  console.warn(`Voice: ${service} answered ${response.status}${detail ? `: ${detail}` : ""}`);
  return new VoiceError(502, `${service} answered ${response.status}. Please try again later.`);
}

/** Whether a failed fetch was a redirect, which `redirect: "error"` turns into an error. */
function wasRedirect(error: unknown) {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && /redirect/i.test(cause.message);
}

/**
 * The service's successful answer, read by `read` within the time-out. `request` makes a
 * fresh request for each attempt (a multipart body cannot be sent twice).
 */
export async function callService<T>(
  service: string,
  request: () => { url: string; init: RequestInit },
  read: (response: Response) => Promise<T>,
  options: CloudCallOptions,
): Promise<T> {
  const controller = new AbortController();
  const deadline = Date.now() + options.timeoutMs;
  let timedOutNow = false;
  const timer = setTimeout(() => {
    timedOutNow = true;
    controller.abort(new Error("voice time-out"));
  }, options.timeoutMs);
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onOuterAbort, { once: true });
  const wait = options.sleep ?? sleep;
  const send = options.fetch ?? globalThis.fetch;
  try {
    for (let attempt = 1; ; attempt++) {
      let retryable: VoiceError;
      let waitMs = retryWaitMs(attempt);
      try {
        const { url, init } = request();
        const response = await send(url, { ...init, redirect: "error", signal: controller.signal });
        if (response.ok) return await read(response);
        const failure = await failureOf(service, response);
        if (response.status !== 429 && response.status < 500) throw failure;
        retryable = failure;
        const asked = retryAfterMs(response.headers.get("Retry-After"));
        if (asked !== null) waitMs = Math.min(asked, RETRY.maxWaitMs);
      } catch (error) {
        if (timedOutNow) throw timedOut(options.timeoutMs);
        if (controller.signal.aborted || error instanceof VoiceError) throw error;
        if (wasRedirect(error)) throw new VoiceError(502, `${service} answered with a redirect, which is not followed`);
        retryable = new VoiceError(
          502,
          `${service} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      // Waiting past the deadline would only end in a 504: the service's own answer says more.
      if (attempt >= RETRY.attempts || Date.now() + waitMs >= deadline) throw retryable;
      try {
        await wait(waitMs, controller.signal);
      } catch (error) {
        if (timedOutNow) throw timedOut(options.timeoutMs);
        throw error;
      }
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onOuterAbort);
  }
}

/** A JSON answer of at most `maxBytes`; anything unreadable is a 502 that names the service. */
export async function jsonOf(service: string, response: Response, maxBytes = MAX_JSON_ANSWER_BYTES): Promise<unknown> {
  const text = (await readCapped(service, response, maxBytes)).toString("utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new VoiceError(502, `${service} answered with something that is not JSON`);
  }
}
