import { describe, expect, it } from "vitest";
import { renderInRouter } from "./test-render";
import {
  formatRemaining,
  secondsUntil,
  TimerCard,
  timerSeconds,
  timerState,
  timerTone,
  type TimerCardData,
} from "./timer-card";

const running: TimerCardData = {
  id: "t1",
  name: "Pasta",
  step: 2,
  remainingSeconds: 425,
  durationSeconds: 540,
  isActive: true,
  endsAt: "2030-01-01T12:07:05.000Z",
};

describe("timerTone", () => {
  it.each([
    [0, "success"],
    [1, "error"],
    [59, "error"],
    [60, "warning"],
    [299, "warning"],
    [300, "normal"],
    [3600, "normal"],
  ] as const)("%i seconds left is %s", (seconds, tone) => {
    expect(timerTone(seconds)).toBe(tone);
  });
});

describe("formatRemaining", () => {
  it.each([
    [0, "0:00"],
    [5, "0:05"],
    [75, "1:15"],
    [599, "9:59"],
    [3600, "1:00:00"],
    [3725, "1:02:05"],
  ])("%i seconds reads %s", (seconds, text) => {
    expect(formatRemaining(seconds)).toBe(text);
  });

  it("never shows a negative time", () => {
    expect(formatRemaining(-3)).toBe("0:00");
  });
});

describe("secondsUntil", () => {
  it("rounds up, as the server does, and stops at zero", () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 1)).toBe(10);
    expect(secondsUntil(10_000, 999)).toBe(10);
    expect(secondsUntil(10_000, 1000)).toBe(9);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
});

describe("timerSeconds", () => {
  it("reads remainingSeconds/durationSeconds or the short names remaining/duration", () => {
    expect(timerSeconds(running)).toEqual({ remaining: 425, duration: 540 });
    expect(timerSeconds({ id: "t", name: "Eggs", remaining: 30, duration: 300, isActive: true })).toEqual({
      remaining: 30,
      duration: 300,
    });
  });
});

describe("timerState", () => {
  it("names each state and whether the timer has ended", () => {
    expect(timerState({ isActive: true, status: "running" }, 30)).toEqual({
      label: "Running",
      ended: false,
      done: false,
    });
    expect(timerState({ isActive: false, status: "paused" }, 30)).toEqual({
      label: "Paused",
      ended: false,
      done: false,
    });
    expect(timerState({ isActive: false, status: "done" }, 0)).toEqual({
      label: "Time's up!",
      ended: false,
      done: true,
    });
    expect(timerState({ isActive: false, status: "cancelled" }, 30)).toEqual({
      label: "Cancelled",
      ended: true,
      done: false,
    });
    expect(timerState({ isActive: false, status: "cancelled" }, 0)).toEqual({
      label: "Dismissed",
      ended: true,
      done: false,
    });
    // A payload without a status (the specification's own fields, docs/api.md) reads as before.
    expect(timerState({ isActive: false }, 12)).toEqual({ label: "Paused", ended: false, done: false });
  });
});

describe("TimerCard", () => {
  it("shows a running timer's time, tone and Running label, with Pause and Cancel", async () => {
    const html = await renderInRouter(<TimerCard timer={running} control={{ intent: "timer" }} />);
    expect(html).toContain("Running");
    expect(html).toContain(">7:05<");
    expect(html).toMatch(/role="timer"[^>]*data-tone="normal"/);
    expect(html).toContain("text-stone-900");
    expect(html).toMatch(/<button[^>]*name="timerAction"[^>]*value="pause"[^>]*>Pause<\/button>/);
    expect(html).toMatch(/<button[^>]*name="timerAction"[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(html).toMatch(/<input type="hidden" name="intent" value="timer"\/>/);
    expect(html).toMatch(/<input type="hidden" name="timerId" value="t1"\/>/);
    expect(html).toContain('method="post"');
  });

  it("links its foot to the page given (a step's timer, its cooking session), and nowhere without one", async () => {
    const html = await renderInRouter(<TimerCard timer={running} pageHref="/cooking/session/s1" />);
    expect(html).toMatch(/<a [^>]*href="\/cooking\/session\/s1"[^>]*>Open the cooking page<\/a>/);
    expect(await renderInRouter(<TimerCard timer={running} />)).not.toContain("<a ");
  });

  it("labels a paused timer Paused and offers Resume", async () => {
    const html = await renderInRouter(
      <TimerCard
        timer={{ ...running, isActive: false, endsAt: null, remainingSeconds: 200 }}
        control={{ intent: "timer" }}
      />,
    );
    expect(html).toContain("Paused");
    expect(html).not.toContain("Running");
    expect(html).toMatch(/value="resume"[^>]*>Resume<\/button>/);
    expect(html).toMatch(/data-tone="warning"/);
    expect(html).toContain("text-amber-600");
  });

  it("shows the error tone under a minute", async () => {
    const html = await renderInRouter(<TimerCard timer={{ ...running, remainingSeconds: 42 }} />);
    expect(html).toMatch(/data-tone="error"/);
    expect(html).toContain("text-red-600");
    expect(html).toContain(">0:42<");
  });

  it("at zero says Time's up! in the success tone and offers only Dismiss", async () => {
    const html = await renderInRouter(
      <TimerCard
        timer={{ ...running, isActive: false, endsAt: null, remainingSeconds: 0 }}
        control={{ intent: "timer" }}
      />,
    );
    expect(html).toContain("Time&#x27;s up!");
    expect(html).toMatch(/data-tone="success"/);
    expect(html).toContain("text-green-700");
    expect(html).toMatch(/value="cancel"[^>]*>Dismiss<\/button>/);
    expect(html).not.toContain(">Pause<");
    expect(html).not.toContain(">Cancel<");
  });

  it("says a cancelled timer was cancelled, with the time it had left, and offers no buttons", async () => {
    const html = await renderInRouter(
      <TimerCard
        timer={{ ...running, status: "cancelled", isActive: false, endsAt: null, remainingSeconds: 200 }}
        control={{ intent: "timer" }}
      />,
    );
    expect(html).toMatch(/role="status"[^>]*>Cancelled</);
    expect(html).not.toContain("Paused");
    expect(html).not.toContain("Running");
    expect(html).toContain(">3:20<");
    expect(html).toContain('aria-label="Pasta: cancelled with 3:20 left"');
    expect(html).not.toContain("<button");
    expect(html).not.toContain("<form");
  });

  it("says a dismissed timer was dismissed, no longer 'Time's up!', and offers no buttons", async () => {
    const html = await renderInRouter(
      <TimerCard
        timer={{ ...running, status: "cancelled", isActive: false, endsAt: null, remainingSeconds: 0 }}
        control={{ intent: "timer" }}
      />,
    );
    expect(html).toMatch(/role="status"[^>]*>Dismissed</);
    expect(html).not.toContain("Time&#x27;s up!");
    expect(html).not.toContain(">Dismiss<");
    expect(html).not.toContain("<button");
    expect(html).toContain('aria-label="Pasta: dismissed"');
  });

  it("posts to the action the page gives", async () => {
    const html = await renderInRouter(
      <TimerCard timer={running} control={{ action: "/chat", intent: "timer-control" }} />,
    );
    expect(html).toMatch(/<form[^>]*action="\/chat"/);
    expect(html).toContain('value="timer-control"');
  });

  it("has no buttons without a control target", async () => {
    const html = await renderInRouter(<TimerCard timer={running} />);
    expect(html).not.toContain("<button");
    expect(html).not.toContain("<form");
  });

  it("renders the timer's name as text, never as HTML", async () => {
    const html = await renderInRouter(<TimerCard timer={{ ...running, name: "<b>Eggs</b>" }} />);
    expect(html).toContain("&lt;b&gt;Eggs&lt;/b&gt;");
  });
});
