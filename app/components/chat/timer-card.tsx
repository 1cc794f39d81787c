import { useEffect, useId, useRef, useState } from "react";
import { Button, cx } from "~/components/ui";
import { CardPageLink } from "./card-page-link";
import { ComponentForm, type FormTarget } from "./component-form";
import { formatRemaining, secondsUntil } from "~/domain/timers";

/**
 * The timer card's payload (docs/api.md, "The chat's cards"): remainingSeconds or
 * remaining, durationSeconds or duration. `endsAt`, when the server sends it, is the
 * authoritative moment a running timer reaches zero, so every device counts down to the
 * same second.
 */
export type TimerCardData = {
  id: string;
  name: string;
  step?: number | null;
  remainingSeconds?: number;
  remaining?: number;
  durationSeconds?: number;
  duration?: number;
  isActive: boolean;
  /**
   * Where the timer is in its life, when the server says: a cancelled timer (and a finished
   * one that was dismissed) has ended and offers nothing more.
   */
  status?: "running" | "paused" | "cancelled" | "done";
  endsAt?: string | null;
  /** The cooking session the timer was started in, if any. */
  sessionId?: string | null;
};

export type TimerTone = "success" | "error" | "warning" | "normal";

/** Warning under 300 s, error under 60 s; 0 is success. */
export const TIMER_WARNING_SECONDS = 300;
export const TIMER_ERROR_SECONDS = 60;

export function timerTone(remainingSeconds: number): TimerTone {
  if (remainingSeconds <= 0) return "success";
  if (remainingSeconds < TIMER_ERROR_SECONDS) return "error";
  if (remainingSeconds < TIMER_WARNING_SECONDS) return "warning";
  return "normal";
}

export const TONE_CLASSES: Record<TimerTone, string> = {
  success: "text-green-700",
  error: "text-red-600",
  warning: "text-amber-600",
  normal: "text-stone-900",
};

const BAR_CLASSES: Record<TimerTone, string> = {
  success: "fill-green-600",
  error: "fill-red-500",
  warning: "fill-amber-500",
  normal: "fill-basil-600",
};

export { formatRemaining, secondsUntil };

export function timerSeconds(timer: TimerCardData) {
  const remaining = timer.remainingSeconds ?? timer.remaining ?? 0;
  return { remaining, duration: Math.max(timer.durationSeconds ?? timer.duration ?? remaining, 1) };
}

/**
 * The seconds left, counting down once a second while the timer runs. Each tick is
 * computed from the end time (never by subtracting one), and ticks are aligned to the
 * end time's second boundaries, so a reload or another device shows the same number.
 */
function useCountdown(timer: TimerCardData, onZero: () => void) {
  const { remaining: initial } = timerSeconds(timer);
  const [remaining, setRemaining] = useState(initial);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  // A reload of the data re-runs the effect; the complete event is raised once per run to zero.
  const completedDeadline = useRef<number | null>(null);
  useEffect(() => {
    setRemaining(initial);
    if (!timer.isActive) return;
    const fromServer = timer.endsAt ? Date.parse(timer.endsAt) : Number.NaN;
    const deadline = Number.isNaN(fromServer) ? Date.now() + initial * 1000 : fromServer;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      const left = secondsUntil(deadline, now);
      setRemaining(left);
      if (left === 0) {
        if (completedDeadline.current !== deadline) onZeroRef.current();
        completedDeadline.current = deadline;
        return;
      }
      timeout = setTimeout(tick, ((deadline - now) % 1000 || 1000) + 5);
    };
    tick();
    return () => clearTimeout(timeout);
  }, [timer.isActive, timer.endsAt, initial]);
  return remaining;
}

/**
 * What the card says about the timer and which buttons it offers: running ⇄ paused by the
 * toggle with Cancel, at zero "Time's up!" with Dismiss, and once it has ended (cancelled,
 * or dismissed after time was up) only how it ended, with no buttons.
 */
export function timerState(timer: Pick<TimerCardData, "isActive" | "status">, remaining: number) {
  if (timer.status === "cancelled") {
    return remaining <= 0
      ? ({ label: "Dismissed", ended: true, done: false } as const)
      : ({ label: "Cancelled", ended: true, done: false } as const);
  }
  if (remaining <= 0) return { label: "Time's up!", ended: false, done: true } as const;
  return { label: timer.isActive ? "Running" : "Paused", ended: false, done: false } as const;
}

/**
 * A kitchen timer: running ⇄ paused by the toggle, Cancel while it has time left, and
 * at zero "Time's up!" with Dismiss; a cancelled or dismissed timer says so and has no
 * buttons. `onComplete` is the complete event, raised once when a running timer reaches
 * zero on this screen. Without `control` the card only shows the time. `pageHref` (a card
 * in the chat) links the card's foot to the page the timer belongs to.
 */
export function TimerCard({
  timer,
  control,
  onComplete,
  pageHref,
  headingLevel = 3,
}: {
  timer: TimerCardData;
  control?: FormTarget;
  onComplete?: (timerId: string) => void;
  pageHref?: string;
  /** A card in the chat is a section of the conversation (2); on the cooking page it sits under "Timers" (3). */
  headingLevel?: 2 | 3;
}) {
  const remaining = useCountdown(timer, () => onComplete?.(timer.id));
  const { duration } = timerSeconds(timer);
  const { label: status, ended, done } = timerState(timer, remaining);
  const tone = timerTone(remaining);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const elapsedShare = Math.min(1, Math.max(0, 1 - remaining / duration));
  return (
    <article
      aria-labelledby={titleId}
      data-timer-id={timer.id}
      data-ended={ended ? "true" : undefined}
      className={cx(
        "rounded-2xl border p-4 shadow-sm",
        ended
          ? "border-stone-200 bg-stone-50"
          : done
            ? "border-green-300 bg-green-50"
            : tone === "error"
              ? "border-red-200 bg-surface"
              : "border-stone-200 bg-surface",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={titleId} className="break-words font-medium text-stone-900">
            {timer.name}
          </Heading>
          {timer.step && !timer.name.toLowerCase().includes(`step ${timer.step}`) ? (
            <p className="text-xs text-stone-500">Step {timer.step}</p>
          ) : null}
        </div>
        <p
          role="status"
          className={cx(
            "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold",
            ended
              ? "bg-stone-200 text-stone-600"
              : done
                ? "bg-green-100 text-green-800"
                : timer.isActive
                  ? "bg-basil-100 text-basil-900"
                  : "bg-stone-200 text-stone-700",
          )}
        >
          {status}
        </p>
      </div>
      <p
        role="timer"
        aria-label={
          ended
            ? `${timer.name}: ${status.toLowerCase()}${remaining > 0 ? ` with ${formatRemaining(remaining)} left` : ""}`
            : `${timer.name}: ${formatRemaining(remaining)} left`
        }
        data-tone={ended ? undefined : tone}
        data-remaining={remaining}
        className={cx(
          "mt-2 text-4xl font-semibold tabular-nums tracking-tight",
          ended ? "text-stone-400" : TONE_CLASSES[tone],
        )}
      >
        {formatRemaining(remaining)}
      </p>
      <svg
        aria-hidden="true"
        className="mt-3 h-1.5 w-full overflow-hidden rounded-full"
        viewBox="0 0 100 2"
        preserveAspectRatio="none"
      >
        <rect width="100" height="2" className="fill-stone-200" />
        <rect
          width={(elapsedShare * 100).toFixed(2)}
          height="2"
          className={ended ? "fill-stone-400" : BAR_CLASSES[tone]}
        />
      </svg>
      {control && !ended ? (
        <ComponentForm target={control} fields={{ timerId: timer.id }} className="mt-3 flex gap-2">
          {done ? (
            <Button type="submit" name="timerAction" value="cancel" className="flex-1">
              Dismiss
            </Button>
          ) : (
            <>
              <Button type="submit" name="timerAction" value={timer.isActive ? "pause" : "resume"} className="flex-1">
                {timer.isActive ? "Pause" : "Resume"}
              </Button>
              <Button type="submit" name="timerAction" value="cancel" variant="outline" className="flex-1">
                Cancel
              </Button>
            </>
          )}
        </ComponentForm>
      ) : null}
      {pageHref ? (
        <CardPageLink to={pageHref} className="-mx-4 -mb-4 mt-3">
          Open the cooking page
        </CardPageLink>
      ) : null}
    </article>
  );
}
