import * as z from "zod/mini";
import { chosen } from "./fields";

/** Cooking sessions and timers: the cooking page's forms and the JSON API. */

export const startSessionSchema = z.object({ recipe_id: z.string().check(z.minLength(1, "Choose a recipe")) });

/** Previous / Next Step in a cooking session: the page's form and the API alike. */
export const navigateSchema = z.object({
  direction: z.enum(["next", "previous"], { error: "Direction must be next or previous" }),
});

/** A timer's length, from either end: one sentence for the page, the API and the assistant. */
export const TIMER_RANGE = "A timer runs from 1 second to 24 hours";
export const TIMER_MAX_SECONDS = 24 * 3600;

/** A timer's length in whole seconds, 1 second to 24 hours. */
export const timerSeconds = z
  .number({ error: TIMER_RANGE })
  .check(z.int(TIMER_RANGE), z.gte(1, TIMER_RANGE), z.lte(TIMER_MAX_SECONDS, TIMER_RANGE));

export const timerSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  duration_seconds: timerSeconds,
  session_id: z.optional(z.string()),
  step: z.optional(z.number().check(z.int(), z.gte(1))),
});

/** Pause, resume, cancel (or dismiss) a timer. */
export const timerControlSchema = z.object({
  timerId: chosen("Choose a timer"),
  timerAction: z.enum(["pause", "resume", "cancel"], { error: "A timer can be paused, resumed or cancelled" }),
});

/** Dismiss a finished timer from the running-timers tray, then go back to the page it was on. */
export const timerDismissSchema = z.object({
  timerId: chosen("Choose a timer"),
  redirectTo: z.optional(z.string()),
});
