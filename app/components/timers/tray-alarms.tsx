import { useEffect, useRef, useState } from "react";
import { secondsUntil } from "~/domain/timers";
import { askForNotificationsOnce, ring } from "./alarms";
import { TrayFrame, TrayItem, type TrayTimerView } from "./timer-tray";

/** A timer that ended this recently rings on a page that opens now (it was not seen running). */
const RINGS_FOR_MS = 30_000;
/** Timers that have rung in this tab, so a reload or a new page does not ring them again. */
const RUNG_KEY = "basil:timers-rung";

function rungBefore(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(RUNG_KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

function remember(rung: Set<string>) {
  try {
    sessionStorage.setItem(RUNG_KEY, JSON.stringify([...rung].slice(-50)));
  } catch {
    // Private mode: a reload may ring again.
  }
}

/** Dismisses a finished timer for the household; the live stream then empties every device's tray. */
function dismiss(timerId: string) {
  fetch("/timers", { method: "POST", body: new URLSearchParams({ timerId }), credentials: "same-origin" }).catch(() => {
    // Offline: the timer stays finished and shows again on the next page.
  });
}

/** The time now, renewed a few times a second while `ticking`. */
function useNow(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, [ticking]);
  return now;
}

/** Alternates the page's title with `message` while there is one; a title the page sets meanwhile is kept. */
function useFlashingTitle(message: string | null) {
  useEffect(() => {
    if (!message) return;
    let pageTitle = document.title;
    const flip = () => {
      if (document.title === message) {
        document.title = pageTitle;
      } else {
        pageTitle = document.title;
        document.title = message;
      }
    };
    flip();
    const interval = setInterval(flip, 1000);
    return () => {
      clearInterval(interval);
      if (document.title === message) document.title = pageTitle;
    };
  }, [message]);
}

/**
 * The tray with JavaScript: each timer counts down from its end time (the server's), and
 * one that reaches zero rings once and stays highlighted, the title flashing, until someone
 * dismisses it (for the household, as the timer card's Dismiss does).
 */
export default function TrayAlarms({ timers, readAloud }: { timers: TrayTimerView[]; readAloud: boolean }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const seenRunning = useRef(new Set<string>());
  const rung = useRef<Set<string> | null>(null);
  const now = useNow(timers.some((timer) => !timer.done));
  const items = timers
    .filter((timer) => !dismissed.has(timer.id))
    .map((timer) => {
      const remaining = secondsUntil(Date.parse(timer.endsAt), now);
      return { timer, remaining, done: timer.done || remaining === 0 };
    });

  useEffect(() => {
    rung.current ??= rungBefore();
    let changed = false;
    for (const { timer, done } of items) {
      if (!done) {
        if (seenRunning.current.size === 0) askForNotificationsOnce();
        seenRunning.current.add(timer.id);
        continue;
      }
      if (rung.current.has(timer.id)) continue;
      const endedRecently = now - Date.parse(timer.endsAt) < RINGS_FOR_MS;
      if (!seenRunning.current.has(timer.id) && !endedRecently) continue;
      rung.current.add(timer.id);
      changed = true;
      ring(timer.name, { readAloud });
    }
    if (changed) remember(rung.current);
  });

  const finished = items.filter((item) => item.done);
  useFlashingTitle(finished.length > 0 ? `⏰ Time's up: ${finished.map((item) => item.timer.name).join(", ")}` : null);

  if (items.length === 0) return null;
  return (
    <TrayFrame>
      {items.map(({ timer, remaining, done }) => (
        <TrayItem
          key={timer.id}
          timer={timer}
          remaining={remaining}
          done={done}
          dismiss={
            <button
              type="button"
              className="rounded-full bg-green-700 px-3 py-0.5 text-xs font-semibold text-white"
              onClick={() => {
                setDismissed((before) => new Set(before).add(timer.id));
                dismiss(timer.id);
              }}
            >
              Dismiss
            </button>
          }
        />
      ))}
    </TrayFrame>
  );
}
