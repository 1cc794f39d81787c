import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { retryWaitMs } from "~/domain/retry";

export type LiveTopic = "pantry" | "shopping" | "meal-plan" | "cooking" | "timers" | "recipes";

/** A page hidden this long (a phone put away, a laptop asleep) reloads its data when it is shown again. */
const HIDDEN_RELOAD_MS = 30_000;

/**
 * Reloads the page's data when another member changes one of these topics (server-sent
 * events). Bursts of changes cause one reload. Nothing is missed across a lost connection:
 * when the stream comes back after an error (the browser reconnects by itself; a stream the
 * browser gave up on is reopened with the retry rule's waits, and at once when the device is
 * back online), the data is reloaded, since changes made meanwhile were not heard; so is a
 * page shown again after being hidden a while, whose connection may have died silently. A
 * stream the server closed for a newer one of the member's is reopened when the page is shown.
 * `since` is the page data's `liveSince` (liveData in ./live.server.ts): each stream opened
 * asks from the moment the data shown was read, so a change made while the page was
 * hydrating, or before a reopened stream came back, is heard too. `reload`, when given,
 * reloads only what the caller shows (the running-timers tray) instead of the page's data.
 */
export function useLiveUpdates(topics: LiveTopic[], since: number, reload?: () => void) {
  const { revalidate } = useRevalidator();
  const reloadRef = useRef(reload ?? revalidate);
  reloadRef.current = reload ?? revalidate;
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const [waiting, setWaiting] = useState(false);
  const key = topics.join(",");
  const dataReadAt = useRef(since);
  dataReadAt.current = since;
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let changeTimer: ReturnType<typeof setTimeout> | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let missed = false;
    let hiddenSince: number | null = null;
    const changed = () => {
      clearTimeout(changeTimer);
      changeTimer = setTimeout(() => setWaiting(true), 50);
    };
    const open = () => {
      clearTimeout(reopenTimer);
      source?.close();
      const current = new EventSource(`/events?topics=${encodeURIComponent(key)}&since=${dataReadAt.current}`);
      source = current;
      current.addEventListener("change", changed);
      current.addEventListener("open", () => {
        failures = 0;
        if (missed) {
          missed = false;
          changed();
        }
      });
      current.addEventListener("error", () => {
        missed = true;
        if (current.readyState !== EventSource.CLOSED) return;
        failures += 1;
        reopenTimer = setTimeout(open, retryWaitMs(failures));
      });
      // A newer page of the member's took this stream's place (the server keeps a few per
      // browser and member): this page stops listening until it is shown again.
      current.addEventListener("superseded", () => {
        current.close();
        missed = true;
      });
    };
    const online = () => {
      if (source?.readyState === EventSource.CLOSED) open();
    };
    const visibility = () => {
      if (document.visibilityState === "hidden") {
        hiddenSince = Date.now();
      } else {
        if (hiddenSince !== null && Date.now() - hiddenSince >= HIDDEN_RELOAD_MS) changed();
        hiddenSince = null;
        if (source?.readyState === EventSource.CLOSED) open();
      }
    };
    open();
    window.addEventListener("online", online);
    document.addEventListener("visibilitychange", visibility);
    return () => {
      clearTimeout(changeTimer);
      clearTimeout(reopenTimer);
      window.removeEventListener("online", online);
      document.removeEventListener("visibilitychange", visibility);
      source?.close();
    };
  }, [key]);
  // The member's own change echoes back too; reloading while its redirect is still loading
  // would abort that redirect and lose its toast, so the reload waits until the page is idle.
  useEffect(() => {
    if (!waiting || busy) return;
    setWaiting(false);
    reloadRef.current();
  }, [waiting, busy]);
}
