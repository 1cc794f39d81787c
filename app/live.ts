import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

export type LiveTopic = "pantry" | "shopping" | "meal-plan" | "cooking" | "timers";

/**
 * Reloads the page's data when another member changes one of these topics (server-sent
 * events). Bursts of changes cause one reload.
 */
export function useLiveUpdates(topics: LiveTopic[]) {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  const key = topics.join(",");
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`/events?topics=${encodeURIComponent(key)}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener("change", () => {
      clearTimeout(timer);
      timer = setTimeout(() => revalidateRef.current(), 50);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [key]);
}
