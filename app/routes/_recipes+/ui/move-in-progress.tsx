import { useEffect, useRef, useState, type FormEvent } from "react";
import { useMatches } from "@remix-run/react";
import type { FormReply } from "~/components/form-reply";
import { Button } from "~/components/ui";

/**
 * Progress while moving in: the export's upload (sent with XMLHttpRequest, which, unlike
 * fetch, tells how much of a request is sent) and the import's recipes made ready (asked of
 * /recipes/import/progress while the import runs). Without JavaScript the forms post as they
 * are; the server does the same work either way.
 */

/**
 * A bar with its words. Drawn in SVG because the Content Security Policy forbids inline
 * styles; with no `value`, it only says that something is under way.
 */
export function ProgressBar({ id, label, value, max }: { id: string; label: string; value?: number; max: number }) {
  const percent = value === undefined || max === 0 ? 0 : Math.round((value / max) * 100);
  return (
    // Not a live region: a bar that moves every second would be read out every second.
    <div>
      <p id={id} className="text-sm font-medium text-stone-800">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <svg aria-hidden="true" viewBox="0 0 100 1" preserveAspectRatio="none" className="block h-full w-full">
          <rect
            width={value === undefined ? 100 : percent}
            height="1"
            className={value === undefined ? "animate-pulse fill-basil-300" : "fill-basil-600"}
          />
        </svg>
      </div>
    </div>
  );
}

export type UploadState = { phase: "uploading"; percent: number } | { phase: "reading" } | null;

/** The reply a form shows when the upload did not reach the action (or its answer was not one). */
function errorReply(message: string): FormReply {
  return { intent: "app", result: { status: "error", initialValue: {}, error: { export: [message] } } };
}

const NOT_SENT = "The export could not be sent. Check the connection and try again.";
const TOO_LARGE = "That file is too large to upload. An export can be up to 64 MB.";

/**
 * Posts the form's multipart body to this route's action as Remix's own submission would
 * (`?_data=<route>`), telling the upload's progress, then the action's reply. A redirect
 * (signed out meanwhile) is followed as a page.
 */
export function useUploadWithProgress<Reply>(onReply: (reply: Reply | FormReply) => void) {
  const [state, setState] = useState<UploadState>(null);
  const request = useRef<XMLHttpRequest | null>(null);
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? "";
  useEffect(() => () => request.current?.abort(), []);

  function finish(reply: Reply | FormReply) {
    request.current = null;
    setState(null);
    onReply(reply);
  }

  function submit(event: FormEvent<HTMLFormElement>, intent: string) {
    if (typeof XMLHttpRequest === "undefined" || !routeId) return;
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    body.set("intent", intent);
    const url = new URL(form.action || window.location.href, window.location.href);
    url.searchParams.set("_data", routeId);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open("POST", url.pathname + url.search);
    xhr.upload.onprogress = (progress) => {
      if (!progress.lengthComputable || progress.total === 0) return;
      setState({ phase: "uploading", percent: Math.min(100, Math.floor((progress.loaded / progress.total) * 100)) });
    };
    xhr.upload.onload = () => setState({ phase: "reading" });
    xhr.onerror = () => finish(errorReply(NOT_SENT));
    xhr.onload = () => {
      const redirect = xhr.getResponseHeader("X-Remix-Redirect");
      if (redirect) {
        window.location.assign(redirect);
        return;
      }
      const isJson = (xhr.getResponseHeader("Content-Type") ?? "").includes("application/json");
      if (isJson && !xhr.getResponseHeader("X-Remix-Error")) {
        try {
          return finish(JSON.parse(xhr.responseText) as Reply);
        } catch {
          // Not the action's reply after all.
        }
      }
      // The server refused the body before the action saw it.
      finish(errorReply(xhr.status === 413 ? TOO_LARGE : NOT_SENT));
    };
    setState({ phase: "uploading", percent: 0 });
    xhr.send(body);
  }

  /** Stops the upload; the form is as it was. */
  function cancel() {
    request.current?.abort();
    request.current = null;
    setState(null);
  }

  return { state, submit, cancel };
}

/** The upload's bar and its Cancel, then "Reading the export..." while the server reads it. */
export function UploadProgress({ state, onCancel }: { state: NonNullable<UploadState>; onCancel: () => void }) {
  if (state.phase === "reading")
    return <ProgressBar id="import-app-progress" label="Reading the export..." max={100} />;
  return (
    <div className="space-y-3">
      <ProgressBar id="import-app-progress" label={`Uploading... ${state.percent}%`} value={state.percent} max={100} />
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

export type ImportProgress = { done: number; total: number };

/** While `busy`, asks every second how far the import of the kept upload is. */
export function useImportProgress(stash: string, busy: boolean) {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    if (!busy) {
      setProgress(null);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const response = await fetch(`/recipes/import/progress?stash=${encodeURIComponent(stash)}`, {
          headers: { Accept: "application/json" },
        });
        const body = response.ok ? ((await response.json()) as { progress: ImportProgress | null }) : null;
        if (!stopped && body?.progress) setProgress(body.progress);
      } catch {
        // Not told this time; the next ask may be.
      }
      if (!stopped) timer = setTimeout(() => void ask(), 1000);
    };
    timer = setTimeout(() => void ask(), 250);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [busy, stash]);
  return progress;
}

/** "Importing... 120 of 500 recipes", then "Saving 500 recipes..." once all are ready for the one transaction. */
export function ImportProgressBar({ progress }: { progress: ImportProgress | null }) {
  if (!progress || progress.total === 0) return <ProgressBar id="move-in-progress" label="Importing..." max={100} />;
  const { done, total } = progress;
  const label =
    done >= total
      ? `Saving ${total} ${total === 1 ? "recipe" : "recipes"}...`
      : `Importing... ${done} of ${total} recipes`;
  return <ProgressBar id="move-in-progress" label={label} value={done} max={total} />;
}
