import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

export type LiveTopic = "pantry" | "shopping" | "meal-plan" | "cooking" | "timers" | "recipes";

/**
 * Reloads the page's data when another member changes one of these topics (server-sent
 * events). Bursts of changes cause one reload.
 */
export function useLiveUpdates(topics: LiveTopic[]) {
  const { revalidate } = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const [waiting, setWaiting] = useState(false);
  const key = topics.join(",");
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`/events?topics=${encodeURIComponent(key)}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener("change", () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWaiting(true), 50);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [key]);
  // The member's own change echoes back too; reloading while its redirect is still loading
  // would abort that redirect and lose its toast, so the reload waits until the page is idle.
  useEffect(() => {
    if (!waiting || busy) return;
    setWaiting(false);
    revalidate();
  }, [waiting, busy, revalidate]);
}
