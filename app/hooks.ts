import { startTransition, useCallback, useEffect, useRef, useState } from "react";

/**
 * False during the server render and the first client render; true once React runs. The
 * change is a transition: on a long page (a conversation) every part that asks re-renders
 * with it, and as a transition that work yields to the browser instead of blocking the
 * page in one long task just after it became interactive.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * An address to share (an invite, a calendar or CalDAV address) made whole on the page's own
 * address once JavaScript runs. The server sends it whole only with APP_URL, and relative
 * otherwise: it never builds one from the request's Host header.
 */
export function useWholeAddress(address: string) {
  const hydrated = useHydrated();
  return hydrated ? new URL(address, window.location.href).href : address;
}

/**
 * Whether every named field of a form has a value, read from the form itself (so typing
 * done before hydration counts) and kept current on every input. A field must be non-blank
 * (something besides spaces); one named in `spacesCount` only non-empty: a password of
 * spaces is a password, which the form's rules then explain.
 */
export function useFieldsFilled<T extends HTMLFormElement>(names: string[], spacesCount: string[] = []) {
  const ref = useRef<T>(null);
  const [filled, setFilled] = useState(false);
  const key = names.join("|");
  const spaced = spacesCount.join("|");
  const check = useCallback(() => {
    const form = ref.current;
    if (!form) return;
    const data = new FormData(form);
    const counted = spaced.split("|");
    setFilled(
      key.split("|").every((name) => {
        const value = String(data.get(name) ?? "");
        return counted.includes(name) ? value !== "" : value.trim() !== "";
      }),
    );
  }, [key, spaced]);
  useEffect(() => {
    check();
    const form = ref.current;
    form?.addEventListener("input", check);
    form?.addEventListener("reset", () => setTimeout(check));
    return () => form?.removeEventListener("input", check);
  }, [check]);
  return { ref, filled };
}
