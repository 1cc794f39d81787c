/**
 * The cooking page's failure messages and which of its forms may be sent again: beside the
 * schemas (./cooking.ts) but without zod, so the page's call layer does not load them.
 */

/** What the member is told when a cooking page form fails, by its intent (the server's toasts and the call layer's). */
export const COOKING_FAILURES = {
  navigate: "Failed to navigate step",
  finish: "Failed to complete the recipe",
  "start-timer": "Failed to start the timer",
  timer: "Failed to update timer",
} as const;

/**
 * The cooking page's forms that set a state, so sending one again changes nothing and a failed
 * attempt may be tried again: a timer's pause, resume or cancel, and finishing. Next and
 * Previous move the step and Start timer makes a timer, so they are sent once.
 */
export const COOKING_RETRY_SAFE: ReadonlySet<string> = new Set(["timer", "finish"]);
