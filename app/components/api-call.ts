import { abortReason, RETRY, retryWaitMs, sleep } from "~/domain/retry";

/**
 * The one way the browser calls Basil's JSON API itself (the chat's send, voice): a phone on
 * a weak signal gets each attempt cut off after 10 seconds and up to 4 attempts, waiting 1 s,
 * 2 s, 4 s between them (doubling, at most 10 s). Network failures, time-outs, 5xx and 429
 * are tried again; 401, 403 and every other 4xx are not. A call is sent again only when that
 * is safe: a GET, HEAD, PUT or DELETE, a call that changes nothing (`sideEffectFree`), or one
 * carrying an Idempotency-Key, which the server answers once (docs/api.md, "Idempotency keys").
 */

export const API_CALL = {
  /** Each attempt gets this long to answer (its headers; a streamed body may take longer). */
  timeoutMs: 10_000,
  ...RETRY,
} as const;

export const API_CALL_MESSAGES = {
  network: "Network error after retries",
  unknown: "An error occurred",
} as const;

/** Why a call did not succeed: `status` is null when no answer came (the network, a time-out). */
export { retryWaitMs };

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly statusText = "",
    /** The error envelope's own message, when it had one. */
    readonly serverMessage?: string,
    /** The server gave the answer of an earlier request with the same Idempotency-Key. */
    readonly replayed = false,
  ) {
    super(message);
    this.name = "ApiCallError";
  }
}

export type ApiCallOptions = {
  method?: "GET" | "HEAD" | "POST" | "PUT" | "DELETE";
  headers?: Record<string, string>;
  body?: BodyInit;
  /** The member cancelled: stops at once, never tried again. */
  signal?: AbortSignal;
  /** Sending it again changes nothing (a transcription, a synthesis). */
  sideEffectFree?: boolean;
  /** Sends an Idempotency-Key made for this call, the same on every attempt. */
  idempotent?: boolean;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "PUT", "DELETE"]);

/** A key per logical call; crypto.randomUUID needs a secure context, which a home network's http:// is not. */
export function newIdempotencyKey() {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The session is gone: the login page, which brings the member back here afterwards. */
export function goToLogin() {
  const here = window.location.pathname + window.location.search;
  window.location.assign(here === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo: here })}`);
}

/** Retry-After in milliseconds (seconds or an HTTP date), when given. */
function retryAfterMs(response: Response) {
  const value = response.headers.get("Retry-After")?.trim();
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

async function failureOf(response: Response) {
  let serverMessage: string | undefined;
  try {
    const envelope = (await response.json()) as { message?: unknown };
    if (typeof envelope.message === "string" && envelope.message.trim()) serverMessage = envelope.message;
  } catch {
    // Not an envelope (a proxy's page): no message of the server's.
  }
  return new ApiCallError(
    serverMessage ?? API_CALL_MESSAGES.unknown,
    response.status,
    response.statusText,
    serverMessage,
    response.headers.get("Idempotent-Replayed") === "true",
  );
}

/** One attempt, cut off after API_CALL.timeoutMs without an answer; the caller's signal still reaches the body. */
export async function attempt(path: string, init: RequestInit, signal?: AbortSignal) {
  const controller = new AbortController();
  const cancel = () => controller.abort(signal && abortReason(signal));
  if (signal?.aborted) cancel();
  signal?.addEventListener("abort", cancel, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException("No answer in time", "TimeoutError")),
    API_CALL.timeoutMs,
  );
  try {
    return await fetch(path, { ...init, signal: controller.signal });
  } catch (cause) {
    signal?.removeEventListener("abort", cancel);
    throw cause;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls the API and answers its 2xx response; anything else throws an ApiCallError whose
 * message the member may see: 'Network error after retries' when no answer came, the
 * envelope's message, else 'An error occurred'. A 401 also takes the member to /login.
 * The caller's abort rejects with its reason (an AbortError).
 */
export async function apiCall(path: string, options: ApiCallOptions = {}): Promise<Response> {
  const { method = "GET", body, signal, sideEffectFree = false, idempotent = false } = options;
  const headers: Record<string, string> = { ...options.headers };
  if (idempotent && !Object.keys(headers).some((name) => name.toLowerCase() === "idempotency-key"))
    headers["Idempotency-Key"] = newIdempotencyKey();
  const retryable =
    SAFE_METHODS.has(method) ||
    sideEffectFree ||
    Object.keys(headers).some((name) => name.toLowerCase() === "idempotency-key");
  const attempts = retryable ? API_CALL.attempts : 1;
  for (let count = 1; ; count++) {
    if (signal?.aborted) throw abortReason(signal);
    let response: Response;
    try {
      response = await attempt(path, { method, headers, body, credentials: "same-origin" }, signal);
    } catch {
      if (signal?.aborted) throw abortReason(signal);
      if (count >= attempts) throw new ApiCallError(API_CALL_MESSAGES.network, null);
      await sleep(retryWaitMs(count), signal);
      continue;
    }
    if (response.ok) return response;
    if (response.status === 401) {
      goToLogin();
      throw await failureOf(response);
    }
    const transient = response.status >= 500 || response.status === 429;
    const asked = response.status === 429 ? retryAfterMs(response) : null;
    // A wait longer than the cap would only be refused again: the member hears why at once.
    if (!transient || count >= attempts || (asked !== null && asked > API_CALL.maxWaitMs))
      throw await failureOf(response);
    // Not read: let it go without waiting for it.
    void response.body?.cancel().catch(() => {});
    await sleep(asked ?? retryWaitMs(count), signal);
  }
}
