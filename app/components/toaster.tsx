import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from "react";
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
          : "border-stone-200 bg-surface text-stone-900",
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

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The field being typed into (a text box, a list of choices), if any. */
function focusedField() {
  const active = document.activeElement;
  if (active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) return active;
  if (active instanceof HTMLInputElement && !["button", "submit", "checkbox", "radio", "hidden"].includes(active.type))
    return active;
  return null;
}

/**
 * Whether the toasts move to the other edge of the screen: when, where they are, they would
 * cover the field the member is typing into (on a phone the form at the top, on a laptop a
 * box at the bottom, like the chat's), and at the other edge they would not. They stay there
 * until another field is free of them where they belong, or until none is showing.
 */
function useAwayFromFocus(list: RefObject<HTMLOListElement>, shown: number) {
  const [away, setAway] = useState(false);
  useLayoutEffect(() => {
    const check = () => {
      const element = list.current;
      const field = focusedField();
      if (!element || shown === 0) return setAway(false);
      // Focus leaving a field (a tap on its form's button) never moves the toasts: they would
      // jump under the finger between its press and its release.
      if (!field) return;
      const fieldBox = field.getBoundingClientRect();
      // Where the list is now, and where it would be at the other edge (its height, from the opposite side).
      const box = element.getBoundingClientRect();
      const atTop = box.top < window.innerHeight / 2;
      const opposite = atTop
        ? new DOMRect(box.left, window.innerHeight - box.height, box.width, box.height)
        : new DOMRect(box.left, 0, box.width, box.height);
      setAway((away) =>
        away
          ? // Back where toasts belong once that no longer covers the field.
            overlaps(opposite, fieldBox)
          : overlaps(box, fieldBox) && !overlaps(opposite, fieldBox),
      );
    };
    check();
    // Scrolling (a phone's keyboard brings the field into view) is checked once a frame.
    let frame = 0;
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), check()));
    };
    document.addEventListener("focusin", check);
    document.addEventListener("focusout", check);
    window.addEventListener("resize", check);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", check);
      document.removeEventListener("focusout", check);
      window.removeEventListener("resize", check);
      window.removeEventListener("scroll", onScroll);
    };
  }, [list, shown]);
  return away;
}

/**
 * Shows the toast the server flashed (and any later ones): bottom-right on wide
 * screens, at the top on narrow ones; at most five at once. Never over the field being
 * typed into: then they show at the other edge.
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

  const list = useRef<HTMLOListElement>(null);
  const away = useAwayFromFocus(list, entries.filter((entry) => entry.open).length);

  return (
    <ol
      ref={list}
      aria-label="Notifications"
      data-away={away || undefined}
      className={cx(
        away
          ? "bottom-0 flex-col-reverse sm:top-0 sm:bottom-auto sm:flex-col"
          : "top-0 flex-col sm:bottom-0 sm:top-auto sm:flex-col-reverse",
        "pointer-events-none fixed inset-x-0 z-50 flex gap-2 p-4 sm:inset-x-auto sm:right-0 sm:w-96",
      )}
    >
      {entries.map((entry) => (
        <ToastItem key={entry.id} entry={entry} onDismiss={dismiss} />
      ))}
    </ol>
  );
}
