/**
 * The retry rule of every call Basil makes, the browser's to the server (app/components/api-call.ts)
 * and the server's to other services (a language model, a speech service): up to 4 attempts,
 * waiting 1 s, 2 s, 4 s between them (doubling, at most 10 s).
 */
export const RETRY = { attempts: 4, firstWaitMs: 1_000, maxWaitMs: 10_000 } as const;

/** The wait after the given failed attempt (1-based). */
export function retryWaitMs(attempt: number) {
  return Math.min(RETRY.firstWaitMs * 2 ** (attempt - 1), RETRY.maxWaitMs);
}

/** Waits, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Why a signal aborted; a plain abort() gives no reason, so it is named here. */
export function abortReason(signal: AbortSignal) {
  return signal.reason ?? new DOMException("The call was cancelled", "AbortError");
}
