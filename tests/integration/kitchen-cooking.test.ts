import { afterEach, describe, expect, it, vi } from "vitest";
import { UserFacingError } from "~/services/errors.server";
import {
  controlTimer,
  finishCookingSession,
  getCookingSession,
  getTimer,
  listTimers,
  navigateCookingSession,
  startCookingSession,
  startStepTimer,
  startTimer,
  TIMER_MAX_SECONDS,
} from "~/services/kitchen/cooking.server";
import { getRecipe, saveHouseholdRecipe } from "~/services/kitchen/recipes.server";
import { dialects, useDatabase } from "./databases";
import { expectNotFound, listen, newHousehold, useEventBus } from "./kitchen-fixtures";
import { rejection, sleep } from "./people";

/**
 * The services read the time from Date; a test that needs time to pass moves a fake Date
 * (timers, the database driver's included, stay real) instead of sleeping through it.
 */
function fakeTheDate() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
}

afterEach(() => {
  vi.useRealTimers();
});

/** Five steps; only steps 2, 3 and 4 offer a timer (5, 3 and 12 minutes). */
const FRITTATA = "tomato-basil-frittata";

async function expectBadInput(promise: Promise<unknown>, message: string) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(UserFacingError);
  expect(error.status).toBe(400);
  expect(error.message).toBe(message);
}

describe.each(dialects)("cooking and timers on $name", (dialect) => {
  const db = useDatabase(dialect);
  const bus = useEventBus();

  /** Moves a running timer's end so it has `seconds` left by the server's clock. */
  async function endIn(id: string, seconds: number) {
    await db()
      .updateTable("timers")
      .set({ ends_at: new Date(Date.now() + seconds * 1000).toISOString() })
      .where("id", "=", id)
      .execute();
  }

  describe("cooking sessions", () => {
    it("starts at step 1 of N with the step's instruction and ingredients, and announces it", async () => {
      const home = await newHousehold(db());
      const recipe = await getRecipe(db(), home.actor, FRITTATA);
      const heard = listen(bus(), home.id);
      const session = await startCookingSession(db(), home.actor, FRITTATA);
      heard.stop();

      expect(heard.topics).toEqual(["cooking"]);
      expect(session).toMatchObject({
        recipeId: FRITTATA,
        recipeName: recipe.name,
        status: "active",
        currentStep: 1,
        totalSteps: recipe.steps.length,
        finishedAt: null,
      });
      expect(session.step).toMatchObject({
        stepNumber: 1,
        instruction: recipe.steps[0].instruction,
        timerDuration: null,
        tips: recipe.steps[0].tips ?? [],
      });
      expect(session.step.ingredients.map((ingredient) => ingredient.name)).toEqual(
        expect.arrayContaining(["eggs", "parmesan cheese"]),
      );
      expect(await getCookingSession(db(), home.actor, session.id)).toEqual(session);
    });

    it("moves forward and back, never past the first or last step", async () => {
      const home = await newHousehold(db());
      const recipe = await getRecipe(db(), home.actor, FRITTATA);
      const total = recipe.steps.length;
      const session = await startCookingSession(db(), home.actor, FRITTATA);

      const heard = listen(bus(), home.id);
      expect((await navigateCookingSession(db(), home.actor, session.id, "previous")).currentStep).toBe(1);
      expect(heard.topics).toEqual([]);

      for (let step = 2; step <= total; step += 1) {
        const moved = await navigateCookingSession(db(), home.actor, session.id, "next");
        expect(moved.currentStep).toBe(step);
        expect(moved.step).toMatchObject({
          stepNumber: step,
          instruction: recipe.steps[step - 1].instruction,
          timerDuration: recipe.steps[step - 1].timerMinutes ?? null,
        });
      }
      expect(heard.topics).toEqual(Array(total - 1).fill("cooking"));
      expect((await navigateCookingSession(db(), home.actor, session.id, "next")).currentStep).toBe(total);
      expect((await navigateCookingSession(db(), home.actor, session.id, "next")).currentStep).toBe(total);
      expect((await navigateCookingSession(db(), home.actor, session.id, "previous")).currentStep).toBe(total - 1);
      heard.stop();
      expect((await getCookingSession(db(), home.actor, session.id)).currentStep).toBe(total - 1);
    });

    it("starts the current step's timer only when the step has one", async () => {
      const home = await newHousehold(db());
      const recipe = await getRecipe(db(), home.actor, FRITTATA);
      const session = await startCookingSession(db(), home.actor, FRITTATA);
      await expectBadInput(startStepTimer(db(), home.actor, session.id), "This step has no timer");
      expect(await listTimers(db(), home.actor)).toEqual([]);

      await navigateCookingSession(db(), home.actor, session.id, "next");
      const heard = listen(bus(), home.id);
      const timer = await startStepTimer(db(), home.actor, session.id);
      heard.stop();
      expect(heard.topics).toEqual(["timers"]);
      expect(timer).toMatchObject({
        sessionId: session.id,
        step: 2,
        durationSeconds: (recipe.steps[1].timerMinutes ?? 0) * 60,
        status: "running",
        isActive: true,
      });
      expect(timer.name).toContain(recipe.name);
      expect(timer.name).toContain("2");
      expect((await listTimers(db(), home.actor, { sessionId: session.id })).map((entry) => entry.id)).toEqual([
        timer.id,
      ]);
    });

    it("finishing completes the session and cancels its running and paused timers only", async () => {
      const home = await newHousehold(db());
      const session = await startCookingSession(db(), home.actor, FRITTATA);
      await navigateCookingSession(db(), home.actor, session.id, "next");
      const running = await startStepTimer(db(), home.actor, session.id);
      const paused = await startTimer(db(), home.actor, {
        name: "Rest the dough",
        durationSeconds: 600,
        sessionId: session.id,
      });
      await controlTimer(db(), home.actor, paused.id, "pause");
      const unrelated = await startTimer(db(), home.actor, { name: "Eggs", durationSeconds: 420 });
      const otherSession = await startCookingSession(db(), home.actor, FRITTATA);
      const otherTimer = await startTimer(db(), home.actor, {
        name: "Other pan",
        durationSeconds: 300,
        sessionId: otherSession.id,
      });

      const heard = listen(bus(), home.id);
      const finished = await finishCookingSession(db(), home.actor, session.id);
      heard.stop();

      expect(finished.status).toBe("finished");
      expect(finished.finishedAt).not.toBeNull();
      expect(heard.topics).toEqual(expect.arrayContaining(["cooking", "timers"]));
      expect((await getTimer(db(), home.actor, running.id)).status).toBe("cancelled");
      expect((await getTimer(db(), home.actor, paused.id)).status).toBe("cancelled");
      expect((await getTimer(db(), home.actor, unrelated.id)).status).toBe("running");
      expect((await getTimer(db(), home.actor, otherTimer.id)).status).toBe("running");
      expect(await listTimers(db(), home.actor, { sessionId: session.id })).toEqual([]);
      expect((await getCookingSession(db(), home.actor, otherSession.id)).status).toBe("active");

      await expectBadInput(
        navigateCookingSession(db(), home.actor, session.id, "next"),
        "This cooking session is already complete",
      );
    });

    it("finishing again (a retried request) keeps the first finishing time and announces nothing", async () => {
      const home = await newHousehold(db());
      const session = await startCookingSession(db(), home.actor, FRITTATA);
      const first = await finishCookingSession(db(), home.actor, session.id);
      await sleep(15);
      const heard = listen(bus(), home.id);
      const again = await finishCookingSession(db(), home.actor, session.id);
      heard.stop();
      expect(again.status).toBe("finished");
      expect(first.finishedAt).not.toBeNull();
      expect(again.finishedAt).toBe(first.finishedAt);
      expect((await getCookingSession(db(), home.actor, session.id)).finishedAt).toBe(first.finishedAt);
      expect(heard.topics).toEqual([]);
    });

    it("refuses a recipe with no steps and an unknown recipe", async () => {
      const home = await newHousehold(db());
      const stepless = await saveHouseholdRecipe(db(), home.actor, {
        name: "Toast",
        description: "Bread, toasted.",
        cuisine: "american",
        mealTypes: ["breakfast"],
        difficulty: "easy",
        prepTime: 5,
        servings: 1,
        spiceLevel: "mild",
        tags: [],
        diets: ["vegan"],
        allergens: ["wheat"],
        ingredients: [{ quantity: 2, unit: null, name: "slices of bread" }],
        steps: [],
      });
      await expectBadInput(startCookingSession(db(), home.actor, stepless.id), "That recipe has no steps to follow");
      await expectNotFound(startCookingSession(db(), home.actor, "no-such-recipe"));
      await expectNotFound(getCookingSession(db(), home.actor, "no-such-session"));
    });
  });

  describe("timers", () => {
    it("runs from 1 second to 24 hours", async () => {
      const home = await newHousehold(db());
      const message = "A timer runs from 1 second to 24 hours";
      for (const durationSeconds of [0, 0.4, -5, TIMER_MAX_SECONDS + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
        await expectBadInput(startTimer(db(), home.actor, { name: "Bad", durationSeconds }), message);
      }
      expect(await listTimers(db(), home.actor)).toEqual([]);

      const shortest = await startTimer(db(), home.actor, { name: "Blink", durationSeconds: 1 });
      const longest = await startTimer(db(), home.actor, { name: "Brine", durationSeconds: TIMER_MAX_SECONDS });
      expect(shortest.durationSeconds).toBe(1);
      expect(longest).toMatchObject({ durationSeconds: 86_400, status: "running" });
    });

    it("names an unnamed timer and shortens a long name", async () => {
      const home = await newHousehold(db());
      expect((await startTimer(db(), home.actor, { name: "   ", durationSeconds: 60 })).name).toBe("Timer");
      expect((await startTimer(db(), home.actor, { name: "x".repeat(200), durationSeconds: 60 })).name).toHaveLength(
        80,
      );
    });

    it("counts down from the server's end time", async () => {
      const home = await newHousehold(db());
      const before = Date.now();
      const heard = listen(bus(), home.id);
      const timer = await startTimer(db(), home.actor, { name: "Pasta", durationSeconds: 600 });
      heard.stop();

      expect(heard.topics).toEqual(["timers"]);
      expect(timer).toMatchObject({
        name: "Pasta",
        durationSeconds: 600,
        status: "running",
        isActive: true,
        step: null,
        sessionId: null,
      });
      expect(timer.remainingSeconds).toBeLessThanOrEqual(600);
      expect(timer.remainingSeconds).toBeGreaterThan(590);
      const endsAt = Date.parse(timer.endsAt ?? "");
      expect(endsAt).toBeGreaterThanOrEqual(before + 600_000 - 1000);
      expect(endsAt).toBeLessThanOrEqual(Date.now() + 600_000);

      await endIn(timer.id, 42.5);
      const later = await getTimer(db(), home.actor, timer.id);
      expect(later.remainingSeconds).toBeGreaterThanOrEqual(42);
      expect(later.remainingSeconds).toBeLessThanOrEqual(43);
      expect(later.durationSeconds).toBe(600);
    });

    it("pauses keeping the remaining time, resumes with a new end, and cancels", async () => {
      const home = await newHousehold(db());
      fakeTheDate();
      const timer = await startTimer(db(), home.actor, { name: "Rice", durationSeconds: 900 });
      await endIn(timer.id, 300.5);

      const paused = await controlTimer(db(), home.actor, timer.id, "pause");
      expect(paused).toMatchObject({ status: "paused", isActive: false, endsAt: null });
      expect(paused.remainingSeconds).toBeGreaterThanOrEqual(300);
      expect(paused.remainingSeconds).toBeLessThanOrEqual(301);

      vi.advanceTimersByTime(1100);
      expect((await getTimer(db(), home.actor, timer.id)).remainingSeconds).toBe(paused.remainingSeconds);
      expect(await controlTimer(db(), home.actor, timer.id, "pause")).toMatchObject({
        status: "paused",
        remainingSeconds: paused.remainingSeconds,
      });

      const resumedAt = Date.now();
      const heard = listen(bus(), home.id);
      const resumed = await controlTimer(db(), home.actor, timer.id, "resume");
      heard.stop();
      expect(heard.topics).toEqual(["timers"]);
      expect(resumed).toMatchObject({ status: "running", isActive: true });
      expect(resumed.remainingSeconds).toBeLessThanOrEqual(paused.remainingSeconds);
      expect(resumed.remainingSeconds).toBeGreaterThanOrEqual(paused.remainingSeconds - 1);
      const end = Date.parse(resumed.endsAt ?? "");
      expect(end).toBeGreaterThanOrEqual(resumedAt + paused.remainingSeconds * 1000 - 50);
      expect(end).toBeLessThanOrEqual(Date.now() + paused.remainingSeconds * 1000 + 50);

      const cancelled = await controlTimer(db(), home.actor, timer.id, "cancel");
      expect(cancelled).toMatchObject({ status: "cancelled", isActive: false, endsAt: null });
      expect(await listTimers(db(), home.actor)).toEqual([]);
      expect((await controlTimer(db(), home.actor, timer.id, "cancel")).status).toBe("cancelled");
    });

    it("reads a timer past its end as done with nothing left, and will not resume it", async () => {
      const home = await newHousehold(db());
      fakeTheDate();
      const quick = await startTimer(db(), home.actor, { name: "Toast", durationSeconds: 1 });
      vi.advanceTimersByTime(5);
      const long = await startTimer(db(), home.actor, { name: "Stock", durationSeconds: 3600 });
      await controlTimer(db(), home.actor, long.id, "pause");
      vi.advanceTimersByTime(1100);

      const done = await getTimer(db(), home.actor, quick.id);
      expect(done).toMatchObject({
        status: "done",
        remainingSeconds: 0,
        isActive: false,
        endsAt: null,
        durationSeconds: 1,
      });
      await expectBadInput(controlTimer(db(), home.actor, quick.id, "resume"), "That timer has already finished");
      await expectBadInput(controlTimer(db(), home.actor, quick.id, "pause"), "That timer has already finished");
      expect(await getTimer(db(), home.actor, quick.id)).toMatchObject({ status: "done", remainingSeconds: 0 });

      const listed = await listTimers(db(), home.actor);
      expect(listed.map((timer) => [timer.id, timer.status])).toEqual([
        [long.id, "paused"],
        [quick.id, "done"],
      ]);

      expect((await controlTimer(db(), home.actor, quick.id, "cancel")).status).toBe("cancelled");
      expect((await listTimers(db(), home.actor)).map((timer) => timer.id)).toEqual([long.id]);
    });

    it("refuses a session of another household or none", async () => {
      const home = await newHousehold(db());
      await expectNotFound(
        startTimer(db(), home.actor, { name: "Lost", durationSeconds: 60, sessionId: "no-such-session" }),
      );
      await expectNotFound(controlTimer(db(), home.actor, "no-such-timer", "pause"));
      await expectNotFound(getTimer(db(), home.actor, "no-such-timer"));
    });
  });
});
