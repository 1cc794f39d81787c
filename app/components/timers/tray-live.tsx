import { useCallback, useState } from "react";
import { useLiveUpdates } from "~/live";
import type { TrayData } from "~/timer-tray.server";
import TrayAlarms from "./tray-alarms";

/**
 * The tray with JavaScript: it hears the household's timer changes on the live stream and
 * reloads only its own data (GET /timers, a plain request outside the page's routing, so a
 * failed reload leaves the page alone), not the page's; the page's own reloads (every
 * navigation and form) bring the tray's data too, and the newer of the two is shown.
 */
export default function TrayLive({ tray }: { tray: TrayData }) {
  const [fetched, setFetched] = useState<TrayData | null>(null);
  const current = fetched && fetched.readAt > tray.readAt ? fetched : tray;
  const reload = useCallback(() => {
    fetch("/timers", { headers: { Accept: "application/json" }, credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<TrayData>) : null))
      .then((data) => {
        if (data && Array.isArray(data.timers))
          setFetched((before) => (before && before.readAt >= data.readAt ? before : data));
      })
      .catch(() => {
        // Offline or the server away: the live stream's reconnection asks again.
      });
  }, []);
  useLiveUpdates(["timers"], current.readAt, reload);
  return <TrayAlarms timers={current.timers} readAloud={current.readAloud} />;
}
