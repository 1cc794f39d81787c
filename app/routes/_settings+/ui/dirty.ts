import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/hooks";

function snapshot(form: HTMLFormElement) {
  const entries: string[] = [];
  new FormData(form).forEach((value, key) => {
    if (key !== "intent" && typeof value === "string") entries.push(`${key}=${value}`);
  });
  return entries.join("&");
}

/**
 * The dirty flag: Save and Cancel show once the form differs from what was
 * loaded. Before hydration (and without JavaScript) they always show, so the form
 * still works; Cancel is a reset button, which restores the loaded values natively.
 */
export function useDirtyForm() {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFormElement>(null);
  const initial = useRef("");
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (ref.current) initial.current = snapshot(ref.current);
  }, []);

  const check = useCallback((event: FormEvent<HTMLFormElement>) => {
    setDirty(snapshot(event.currentTarget) !== initial.current);
  }, []);
  // The form library restores fields in several steps during a reset; judge once it is done.
  const onReset = useCallback((event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    setDirty(false);
    setTimeout(() => setDirty(snapshot(form) !== initial.current));
  }, []);

  return { ref, showActions: !hydrated || dirty, formHandlers: { onInput: check, onChange: check, onReset } };
}
