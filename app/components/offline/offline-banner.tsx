import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";

/** "14:32", or "Nov 21, 14:32" when the data is from another day. */
export function dataTime(iso: string, now = new Date()) {
  const time = new Date(iso);
  const clock = time.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  return time.toDateString() === now.toDateString()
    ? clock
    : `${time.toLocaleDateString(undefined, { month: "short", day: "numeric" })}, ${clock}`;
}

/**
 * Says when the page is offline and how old its data is. The service worker marks a page it
 * served from the device (data-offline-at on <html>) and tells the page whether each of its
 * data loads came from the network or the device; back online, the page reloads its data.
 */
export function OfflineBanner() {
  const { revalidate } = useRevalidator();
  const [online, setOnline] = useState(true);
  const [offlineAt, setOfflineAt] = useState<string | null>(null);

  useEffect(() => {
    setOnline(navigator.onLine);
    const kept = document.documentElement.dataset.offlineAt ?? null;
    setOfflineAt(kept);
    // Served from the device because the network was slow or gone: try it again now.
    if (kept && navigator.onLine) revalidate();
    const goneOnline = () => {
      setOnline(true);
      revalidate();
    };
    const goneOffline = () => setOnline(false);
    const told = (event: MessageEvent) => {
      const message = event.data as { type?: string; offlineAt?: string | null } | null;
      if (message?.type !== "basil:data") return;
      setOfflineAt(message.offlineAt ?? null);
      if (!message.offlineAt) delete document.documentElement.dataset.offlineAt;
    };
    window.addEventListener("online", goneOnline);
    window.addEventListener("offline", goneOffline);
    navigator.serviceWorker?.addEventListener("message", told);
    return () => {
      window.removeEventListener("online", goneOnline);
      window.removeEventListener("offline", goneOffline);
      navigator.serviceWorker?.removeEventListener("message", told);
    };
  }, [revalidate]);

  if (online && !offlineAt) return null;
  return (
    <div
      role="status"
      data-offline
      className="sticky top-0 z-30 bg-amber-100 px-4 py-2 text-center text-sm text-amber-900 shadow-sm"
    >
      {offlineAt ? `You're offline — showing data from ${dataTime(offlineAt)}.` : "You're offline."}
    </div>
  );
}
