import { useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useHydrated } from "~/hooks";

function snapshot(form: HTMLFormElement) {
  const entries: string[] = [];
  new FormData(form).forEach((value, key) => {
    if (key !== "intent" && typeof value === "string") entries.push(`${key}=${value}`);
  });
  return entries.join("&");
}

/** The forms on the page with changes not yet saved, by id, for the warning before leaving. */
const unsaved = new Set<string>();
const listeners = new Set<() => void>();

function markUnsaved(id: string, dirty: boolean) {
  const had = unsaved.has(id);
  if (dirty) unsaved.add(id);
  else unsaved.delete(id);
  if (had !== dirty) listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const LEAVE_UNSAVED = "You have changes that are not saved. Leave this page and lose them?";

/**
 * Warns before a member leaves a page with changes not saved in any of its forms: another
 * address in the app (a link, the back arrow, another settings tab) asks first, and closing
 * or reloading the tab gets the browser's own question. Saving posts to the same address,
 * which is never held up.
 */
export function useLeaveWarning() {
  const anyUnsaved = useSyncExternalStore(
    subscribe,
    () => unsaved.size > 0,
    () => false,
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      anyUnsaved &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_UNSAVED)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!anyUnsaved) return;
        event.preventDefault();
        event.returnValue = "";
      },
      [anyUnsaved],
    ),
  );
}

/**
 * The dirty flag: any edit reveals Save and Cancel, and they stay until Save or Cancel (the
 * specification's rule), even when the member undoes the edit by hand. Before hydration
 * (and without JavaScript) they always show, so the form still works; Cancel is a reset
 * button, which restores the loaded values natively. A successful save draws the form
 * afresh (its key is the profile's updatedAt), which clears the flag; a failed one keeps it,
 * with the member's values, so Save can be pressed again.
 */
export function useDirtyForm() {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFormElement>(null);
  const initial = useRef("");
  const resetting = useRef(false);
  const [dirty, setDirty] = useState(false);
  const id = useId();
  useEffect(() => {
    markUnsaved(id, dirty);
    return () => markUnsaved(id, false);
  }, [id, dirty]);

  useEffect(() => {
    if (ref.current) initial.current = snapshot(ref.current);
  }, []);

  const check = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (!resetting.current && snapshot(event.currentTarget) !== initial.current) setDirty(true);
  }, []);
  // The form library restores fields in several steps during a reset: none of them is an edit.
  const onReset = useCallback(() => {
    resetting.current = true;
    setDirty(false);
    setTimeout(() => {
      resetting.current = false;
    });
  }, []);

  return { ref, showActions: !hydrated || dirty, formHandlers: { onInput: check, onChange: check, onReset } };
}
