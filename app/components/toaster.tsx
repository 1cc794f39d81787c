import { useEffect, useRef, useState, type PointerEvent } from "react";
import type { Toast } from "~/toast";
import { cx } from "./ui";

/** Toast constants. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

type Entry = Toast & { id: number; open: boolean };

let nextId = 1;

const SHOW_TOAST = "basil:toast";

/** Shows a toast from the browser itself (a call that got no answer has no page to flash one). */
export function showToast(toast: Toast) {
  window.dispatchEvent(new CustomEvent<Toast>(SHOW_TOAST, { detail: toast }));
}

function ToastItem({ entry, onDismiss }: { entry: Entry; onDismiss: (id: number) => void }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    if (!entry.open) return;
    const timer = setTimeout(() => onDismiss(entry.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [entry.id, entry.open, onDismiss]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = () => {
    if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss(entry.id);
    start.current = null;
    setOffset(0);
  };

  return (
    <li
      role="status"
      aria-live="polite"
      hidden={!entry.open}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      ref={(node) => {
        if (node) node.style.transform = offset ? `translateX(${offset}px)` : "";
      }}
      className={cx(
        "toast-enter pointer-events-auto relative w-full touch-pan-y rounded-xl border p-4 pr-10 shadow-lg",
        entry.variant === "destructive"
          ? "border-red-300 bg-red-50 text-red-900"
          : "border-stone-200 bg-white text-stone-900",
      )}
    >
      <p className="text-sm font-semibold">{entry.title}</p>
      {entry.description ? <p className="mt-1 text-sm opacity-90">{entry.description}</p> : null}
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(entry.id)}
        className="absolute right-2 top-2 rounded-md p-1 text-stone-500 hover:bg-stone-100"
      >
        ×
      </button>
    </li>
  );
}

/**
 * Shows the toast the server flashed (and any later ones): bottom-right on wide
 * screens, at the top on narrow ones; at most five at once.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [entries, setEntries] = useState<Entry[]>(() => (toast ? [{ ...toast, id: nextId++, open: true }] : []));
  const seen = useRef(toast);

  const add = useRef((next: Toast) =>
    setEntries((current) => [{ ...next, id: nextId++, open: true }, ...current].slice(0, TOAST_LIMIT)),
  ).current;

  useEffect(() => {
    if (!toast || toast === seen.current) return;
    seen.current = toast;
    add(toast);
  }, [toast, add]);

  useEffect(() => {
    const shown = (event: Event) => add((event as CustomEvent<Toast>).detail);
    window.addEventListener(SHOW_TOAST, shown);
    return () => window.removeEventListener(SHOW_TOAST, shown);
  }, [add]);

  const dismiss = useRef((id: number) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
    setTimeout(() => setEntries((current) => current.filter((entry) => entry.id !== id)), TOAST_REMOVE_DELAY_MS);
  }).current;

  return (
    <ol
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col gap-2 p-4 sm:inset-x-auto sm:bottom-0 sm:right-0 sm:top-auto sm:w-96 sm:flex-col-reverse"
    >
      {entries.map((entry) => (
        <ToastItem key={entry.id} entry={entry} onDismiss={dismiss} />
      ))}
    </ol>
  );
}
