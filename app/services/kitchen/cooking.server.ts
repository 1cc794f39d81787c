import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { householdWrite, type DB } from "../db/index.server";
import type { TimerTable } from "../db/schema";
import { NotFoundError, UserFacingError } from "../errors.server";
import { announce } from "../events/index.server";
import type { Actor } from "~/domain/actor";
import { ingredientsByStep } from "~/domain/kitchen/step-ingredients";
import { getRecipe, type Recipe } from "./recipes.server";
import { TIMER_MAX_SECONDS, TIMER_RANGE } from "~/schemas/cooking";

/* ---------- Timers ---------- */

export { TIMER_MAX_SECONDS };
export type TimerStatus = "running" | "paused" | "cancelled" | "done";

export type Timer = {
  id: string;
  name: string;
  step: number | null;
  sessionId: string | null;
  durationSeconds: number;
  remainingSeconds: number;
  status: TimerStatus;
  isActive: boolean;
  /** When a running timer reaches zero; the server's clock is the authority. */
  endsAt: string | null;
};

function toTimer(row: Selectable<TimerTable>, now = Date.now()): Timer {
  let status = row.status as TimerStatus;
  let remaining = row.remaining_seconds;
  if (status === "running" && row.ends_at) {
    remaining = Math.max(0, Math.ceil((Date.parse(row.ends_at) - now) / 1000));
    if (remaining === 0) status = "done";
  }
  if (status === "done") remaining = 0;
  return {
    id: row.id,
    name: row.name,
    step: row.step,
    sessionId: row.session_id,
    durationSeconds: row.duration_seconds,
    remainingSeconds: remaining,
    status,
    isActive: status === "running",
    endsAt: status === "running" ? row.ends_at : null,
  };
}

async function timerRow(db: DB, actor: Actor, id: string) {
  const row = await db
    .selectFrom("timers")
    .selectAll()
    .where("id", "=", id)
    .where("household_id", "=", actor.householdId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Timer");
  return row;
}

export async function getTimer(db: DB, actor: Actor, id: string) {
  return toTimer(await timerRow(db, actor, id));
}

/** The household's timers with these ids, cancelled ones too (as they are now); ids of no timer of theirs are left out. */
export async function getTimers(db: DB, actor: Actor, ids: string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom("timers")
    .selectAll()
    .where("household_id", "=", actor.householdId)
    .where("id", "in", wanted)
    .execute();
  return rows.map((row) => toTimer(row));
}

/** Running, paused and finished timers (not cancelled ones), newest first. */
export async function listTimers(db: DB, actor: Actor, options: { sessionId?: string } = {}) {
  let query = db
    .selectFrom("timers")
    .selectAll()
    .where("household_id", "=", actor.householdId)
    .where("status", "!=", "cancelled");
  if (options.sessionId) query = query.where("session_id", "=", options.sessionId);
  const rows = await query.orderBy("created_at", "desc").limit(50).execute();
  return rows.map((row) => toTimer(row));
}

/** How long a finished timer that nobody has dismissed stays in the running-timers tray. */
export const TRAY_KEEPS_FINISHED_MS = 60 * 60 * 1000;

export type TrayTimer = Pick<Timer, "id" | "name" | "sessionId" | "remainingSeconds"> & {
  /** When it reaches (or reached) zero. */
  endsAt: string;
  done: boolean;
};

/**
 * The running-timers tray: the household's running timers, soonest first, then those that
 * finished in the last hour and were not dismissed (cancelled) yet.
 */
export async function trayTimers(db: DB, actor: Actor, now = Date.now()): Promise<TrayTimer[]> {
  const rows = await db
    .selectFrom("timers")
    .selectAll()
    .where("household_id", "=", actor.householdId)
    .where("status", "in", ["running", "done"])
    .where("ends_at", "is not", null)
    .where("ends_at", ">=", new Date(now - TRAY_KEEPS_FINISHED_MS).toISOString())
    .orderBy("ends_at", "asc")
    .limit(20)
    .execute();
  return rows.map((row) => {
    const timer = toTimer(row, now);
    return {
      id: timer.id,
      name: timer.name,
      sessionId: timer.sessionId,
      remainingSeconds: timer.remainingSeconds,
      endsAt: row.ends_at as string,
      done: timer.status === "done",
    };
  });
}

type TimerInput = { name: string; durationSeconds: number; sessionId?: string | null; step?: number | null };

export async function startTimer(db: DB, actor: Actor, input: TimerInput) {
  const timer = await householdWrite(db, actor, (trx) => startTimerWithin(trx, actor, input));
  await announce(actor.householdId, "timers");
  return timer;
}

/** startTimer inside the caller's householdWrite; the caller announces the change. */
async function startTimerWithin(trx: DB, actor: Actor, input: TimerInput) {
  const seconds = Math.round(input.durationSeconds);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > TIMER_MAX_SECONDS) {
    throw new UserFacingError(TIMER_RANGE);
  }
  const name = input.name.trim() || "Timer";
  if (input.sessionId) await sessionRow(trx, actor, input.sessionId);
  const now = new Date();
  const id = randomUUID();
  await trx
    .insertInto("timers")
    .values({
      id,
      household_id: actor.householdId,
      session_id: input.sessionId ?? null,
      name: name.slice(0, 80),
      step: input.step ?? null,
      duration_seconds: seconds,
      status: "running",
      ends_at: new Date(now.getTime() + seconds * 1000).toISOString(),
      remaining_seconds: seconds,
      created_by: actor.userId,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return getTimer(trx, actor, id);
}

export type TimerAction = "pause" | "resume" | "cancel";

/** Pause keeps the remaining time; resume sets a new end time from it; cancel ends it. */
export async function controlTimer(db: DB, actor: Actor, id: string, action: TimerAction) {
  // Under the household's lock each action sees the one before it: a resume can never
  // bring back a timer that a cancel has just ended.
  const timer = await householdWrite(db, actor, async (trx) => {
    const current = toTimer(await timerRow(trx, actor, id));
    const now = new Date();
    const patch =
      action === "cancel"
        ? current.status === "cancelled"
          ? null
          : { status: "cancelled", ends_at: null, remaining_seconds: current.remainingSeconds }
        : action === "pause"
          ? current.status === "running"
            ? { status: "paused", ends_at: null, remaining_seconds: current.remainingSeconds }
            : null
          : current.status === "paused"
            ? {
                status: "running",
                ends_at: new Date(now.getTime() + current.remainingSeconds * 1000).toISOString(),
                remaining_seconds: current.remainingSeconds,
              }
            : null;
    if (!patch) {
      if (current.status === "done" && action !== "cancel")
        throw new UserFacingError("That timer has already finished");
      return current;
    }
    await trx
      .updateTable("timers")
      .set({ ...patch, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    return toTimer(await timerRow(trx, actor, id));
  });
  await announce(actor.householdId, "timers");
  return timer;
}

/* ---------- Cooking sessions ---------- */

export type CookingStep = {
  stepNumber: number;
  instruction: string;
  timerDuration: number | null;
  ingredients: Array<{ quantity: number | null; unit: string | null; name: string }>;
  tips: string[];
};

export type CookingSession = {
  id: string;
  recipeId: string;
  recipeName: string;
  status: "active" | "finished";
  currentStep: number;
  totalSteps: number;
  step: CookingStep;
  startedAt: string;
  finishedAt: string | null;
};

async function sessionRow(db: DB, actor: Actor, id: string) {
  const row = await db
    .selectFrom("cooking_sessions")
    .selectAll()
    .where("id", "=", id)
    .where("household_id", "=", actor.householdId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Cooking session");
  return row;
}

export function cookingStep(recipe: Recipe, index: number): CookingStep {
  const step = recipe.steps[index];
  return {
    stepNumber: index + 1,
    instruction: step.instruction,
    timerDuration: step.timerMinutes ?? null,
    // What the step uses, its amount on the first step that uses it (domain/kitchen/step-ingredients.ts).
    ingredients: ingredientsByStep(
      recipe.ingredients,
      recipe.steps.map((each) => each.instruction),
    )[index],
    tips: step.tips ?? [],
  };
}

async function toSession(db: DB, actor: Actor, row: Awaited<ReturnType<typeof sessionRow>>): Promise<CookingSession> {
  const recipe = await getRecipe(db, actor, row.recipe_id);
  const index = Math.min(Math.max(row.current_step, 1), recipe.steps.length) - 1;
  return {
    id: row.id,
    recipeId: recipe.id,
    recipeName: recipe.name,
    status: row.status === "finished" ? "finished" : "active",
    currentStep: index + 1,
    totalSteps: recipe.steps.length,
    step: cookingStep(recipe, index),
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export async function getCookingSession(db: DB, actor: Actor, id: string) {
  return toSession(db, actor, await sessionRow(db, actor, id));
}

/** The household's latest cooking session still under way, or null: what "next step" means without a conversation's memory. */
export async function activeCookingSession(db: DB, actor: Actor) {
  const row = await db
    .selectFrom("cooking_sessions")
    .selectAll()
    .where("household_id", "=", actor.householdId)
    .where("status", "=", "active")
    .orderBy("started_at", "desc")
    .executeTakeFirst();
  return row ? toSession(db, actor, row) : null;
}

/** Starts cooking a recipe at step 1. */
export async function startCookingSession(db: DB, actor: Actor, recipeId: string) {
  const session = await householdWrite(db, actor, async (trx) => {
    const recipe = await getRecipe(trx, actor, recipeId);
    if (recipe.steps.length === 0) throw new UserFacingError("That recipe has no steps to follow");
    const id = randomUUID();
    await trx
      .insertInto("cooking_sessions")
      .values({
        id,
        household_id: actor.householdId,
        recipe_id: recipe.id,
        current_step: 1,
        status: "active",
        started_by: actor.userId,
        started_at: new Date().toISOString(),
        finished_at: null,
      })
      .execute();
    return getCookingSession(trx, actor, id);
  });
  await announce(actor.householdId, "cooking");
  return session;
}

/** Moves one step forward or back, never past the first or last step. */
export async function navigateCookingSession(db: DB, actor: Actor, id: string, direction: "next" | "previous") {
  // Under the household's lock each move starts from the step the previous one left,
  // so twenty members pressing "next" at once move twenty steps.
  const { session, moved } = await householdWrite(db, actor, async (trx) => {
    const row = await sessionRow(trx, actor, id);
    if (row.status === "finished") throw new UserFacingError("This cooking session is already complete");
    const recipe = await getRecipe(trx, actor, row.recipe_id);
    const target = Math.min(Math.max(row.current_step + (direction === "next" ? 1 : -1), 1), recipe.steps.length);
    if (target !== row.current_step) {
      await trx
        .updateTable("cooking_sessions")
        .set({ current_step: target })
        .where("id", "=", id)
        .where("household_id", "=", actor.householdId)
        .execute();
    }
    return { session: await getCookingSession(trx, actor, id), moved: target !== row.current_step };
  });
  if (moved) await announce(actor.householdId, "cooking");
  return session;
}

/**
 * Completes the recipe; the session's running timers are cancelled with it. Finishing a
 * finished session changes nothing (a retried request keeps the first finishing time).
 */
export async function finishCookingSession(db: DB, actor: Actor, id: string) {
  const { session, changed } = await householdWrite(db, actor, async (trx) => {
    const row = await sessionRow(trx, actor, id);
    if (row.status === "finished") return { session: await toSession(trx, actor, row), changed: false };
    const now = new Date().toISOString();
    await trx
      .updateTable("cooking_sessions")
      .set({ status: "finished", finished_at: now })
      .where("id", "=", id)
      .where("household_id", "=", actor.householdId)
      .execute();
    // Each keeps the time it had left when it was cancelled (none, if it had run out).
    const live = await trx
      .selectFrom("timers")
      .selectAll()
      .where("session_id", "=", id)
      .where("household_id", "=", actor.householdId)
      .where("status", "in", ["running", "paused"])
      .execute();
    for (const row of live) {
      await trx
        .updateTable("timers")
        .set({
          status: "cancelled",
          ends_at: null,
          remaining_seconds: toTimer(row, Date.parse(now)).remainingSeconds,
          updated_at: now,
        })
        .where("id", "=", row.id)
        .execute();
    }
    return { session: await getCookingSession(trx, actor, id), changed: true };
  });
  if (changed) {
    await announce(actor.householdId, "cooking");
    await announce(actor.householdId, "timers");
  }
  return session;
}

/** Starts the timer the current step offers. */
export async function startStepTimer(db: DB, actor: Actor, sessionId: string) {
  // The step is read under the same lock as the timer starts, so it is named for the step
  // the session is on, not one another member has just moved away from.
  const timer = await householdWrite(db, actor, async (trx) => {
    const session = await getCookingSession(trx, actor, sessionId);
    if (!session.step.timerDuration) throw new UserFacingError("This step has no timer");
    return startTimerWithin(trx, actor, {
      name: `${session.recipeName}: step ${session.currentStep}`,
      durationSeconds: session.step.timerDuration * 60,
      sessionId,
      step: session.currentStep,
    });
  });
  await announce(actor.householdId, "timers");
  return timer;
}
