import { Form, Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { formatRemaining } from "~/domain/timers";
import { cx } from "~/components/ui";
import { useHydrated } from "~/hooks";
import type { TrayData } from "~/timer-tray.server";

/** The tray's live updates, countdown and alarms (chime, title, notification), loaded after hydration. */
const LiveTray = lazy(() => import("./tray-live"));

export type TrayTimerView = TrayData["timers"][number];

/** Where a timer's tray item leads: its cooking session, else the chat where it was set. */
export function timerHref(timer: Pick<TrayTimerView, "sessionId">) {
  return timer.sessionId ? `/cooking/session/${encodeURIComponent(timer.sessionId)}` : "/chat";
}

/**
 * One timer in the tray: its name linking to its page, the time left (or "Time's up!",
 * highlighted, with Dismiss). `dismiss` is the form's body: a plain form without JavaScript.
 */
export function TrayItem({
  timer,
  remaining,
  done,
  dismiss,
}: {
  timer: TrayTimerView;
  remaining: number;
  done: boolean;
  dismiss: ReactNode;
}) {
  return (
    <li
      data-timer-id={timer.id}
      data-state={done ? "done" : "running"}
      className={cx(
        "flex shrink-0 items-center gap-2 rounded-full border py-1 pl-3 pr-1 text-sm shadow-sm",
        done
          ? "animate-pulse border-green-400 bg-green-100 text-green-900"
          : "border-stone-200 bg-surface text-stone-800",
      )}
    >
      <Link to={timerHref(timer)} className="max-w-[10rem] truncate font-medium underline-offset-2 hover:underline">
        {timer.name}
      </Link>
      <span role={done ? "status" : "timer"} className="pr-2 font-semibold tabular-nums">
        {done ? "Time's up!" : formatRemaining(remaining)}
      </span>
      {done ? dismiss : null}
    </li>
  );
}

/** The Dismiss button as a plain form: it posts to /timers and comes back to this page. */
function DismissForm({ timerId }: { timerId: string }) {
  const location = useLocation();
  return (
    <Form method="post" action="/timers" preventScrollReset>
      <input type="hidden" name="timerId" value={timerId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="rounded-full bg-green-700 px-3 py-0.5 text-xs font-semibold text-white">
        Dismiss
      </button>
    </Form>
  );
}

/** The tray's frame: a strip above the page, clear of the navigation rail. */
export function TrayFrame({ children }: { children: ReactNode }) {
  return (
    <aside aria-label="Timers" className="border-b border-stone-200 bg-stone-50 sm:pl-20">
      <ul className="mx-auto flex max-w-3xl gap-2 overflow-x-auto px-4 py-1.5">{children}</ul>
    </aside>
  );
}

/** The tray as the server renders it (and as it stays without JavaScript): times as they were read. */
function StaticTray({ timers }: { timers: TrayTimerView[] }) {
  if (timers.length === 0) return null;
  return (
    <TrayFrame>
      {timers.map((timer) => (
        <TrayItem
          key={timer.id}
          timer={timer}
          remaining={timer.remainingSeconds}
          done={timer.done}
          dismiss={<DismissForm timerId={timer.id} />}
        />
      ))}
    </TrayFrame>
  );
}

/**
 * The running-timers tray on every signed-in page (mounted once, in the root, so an alarm
 * keeps ringing across navigations). The server renders it as plain markup; after
 * hydration its live part (./tray-live.tsx: live updates, countdown, alarms) loads lazily,
 * so a first visit's JavaScript carries only this markup.
 */
export function TimerTray({ tray }: { tray: TrayData }) {
  const hydrated = useHydrated();
  if (!hydrated) return <StaticTray timers={tray.timers} />;
  return (
    <Suspense fallback={<StaticTray timers={tray.timers} />}>
      <LiveTray tray={tray} />
    </Suspense>
  );
}
