import { redirect } from "@remix-run/react";
import { API_CALL, API_CALL_MESSAGES, attempt, goToLogin } from "~/components/api-call";
import type { FormReply } from "~/components/form-reply";
import { retryWaitMs, sleep } from "~/domain/retry";
import { showToast } from "~/components/toaster";
import type { Toast } from "~/toast";

/**
 * What the member is told when a form's request got no answer the page can use (no
 * connection, a time-out, a 5xx that is not the action's own reply), as the error catalogue
 * words it for that form:
 * - a title: a toast of that title saying why ('Network error after retries', 'An error occurred');
 * - `toast`: exactly that toast;
 * - `alert`: the form's own alert says it (the action answers the form a reply saying it);
 * - `quiet`: nothing is said.
 * Whatever it is, the page stays as it was, with what the member typed.
 */
export type FormFailure = string | { toast: Toast } | { alert: string } | { quiet: true };

/**
 * A page's own form posted to its route's action the way Remix posts it (?_data=), under
 * the call layer's rule (~/components/api-call.ts): each attempt cut off after 10 seconds,
 * and, when sending the form again is safe (`retrySafe`: it sets a state rather than moving
 * one), up to 4 attempts 1 s, 2 s and 4 s apart on a network failure, a time-out, a 5xx or a
 * 429. A 401 goes to /login remembering the page. When no attempt got an answer the page can
 * use, the member is told as `failure` says (FormFailure) and the page stays as it was,
 * instead of the page's error screen. For a route's clientAction; without JavaScript the form
 * posts as always, and the action answers a failure itself.
 */
export async function postRouteForm(
  request: Request,
  options: { routeId: string; intent: string; retrySafe: boolean; failure: FormFailure },
) {
  const url = new URL(request.url);
  url.searchParams.set("_data", options.routeId);
  const sent = await request.formData();
  // A form with a file (a restore) is sent whole, as multipart, once, and given the time its
  // upload takes: an attempt's 10 seconds are for the small forms, which go as plain forms.
  const upload = [...sent.values()].some((value) => typeof value !== "string");
  const body = upload ? sent : new URLSearchParams();
  if (body instanceof URLSearchParams)
    sent.forEach((value, name) => {
      if (typeof value === "string") body.append(name, value);
    });
  const attempts = options.retrySafe && !upload ? API_CALL.attempts : 1;
  const init: RequestInit = { method: "POST", body, credentials: "same-origin" };
  for (let count = 1; ; count++) {
    let response: Response | null = null;
    try {
      response = upload
        ? await fetch(url.href, { ...init, signal: request.signal })
        : await attempt(url.href, init, request.signal);
    } catch {
      if (request.signal.aborted) throw request.signal.reason;
    }
    const transient = response === null || response.status >= 500 || response.status === 429;
    if (transient && count < attempts) {
      await sleep(retryWaitMs(count), request.signal);
      continue;
    }
    if (response === null) return failed(options, API_CALL_MESSAGES.network);
    if (response.status === 401) {
      goToLogin();
      return null;
    }
    const location = response.headers.get("X-Remix-Redirect");
    if (location) return redirect(location);
    // An error the action did not answer itself (Remix's own error answer) is no reply for the page.
    if (response.headers.has("X-Remix-Error")) return failed(options, API_CALL_MESSAGES.unknown);
    // The action's own answer (a form's errors, a send that failed with its draft) is the page's to show.
    if (response.headers.get("Content-Type")?.includes("application/json")) return response.json();
    return response.ok ? null : failed(options, API_CALL_MESSAGES.unknown);
  }
}

/** Tells the member as the form's FormFailure says; answers the form's reply when its alert says it. */
function failed({ intent, failure }: { intent: string; failure: FormFailure }, why: string): FormReply | null {
  if (typeof failure === "string") showToast({ title: failure, description: why, variant: "destructive" });
  else if ("toast" in failure) showToast(failure.toast);
  else if ("alert" in failure) return { intent, result: { status: "error", error: { "": [failure.alert] } } };
  return null;
}

/**
 * A route's clientAction that sends each of its forms through postRouteForm, told by the
 * form's `intent` what to say when it fails and whether it may be sent again.
 */
export function formsClientAction(
  routeId: string,
  failures: Readonly<Record<string, FormFailure>>,
  retrySafe: ReadonlySet<string>,
) {
  return async ({ request }: { request: Request }) => {
    const intent = String((await request.clone().formData()).get("intent") ?? "");
    return postRouteForm(request, {
      routeId,
      intent,
      retrySafe: retrySafe.has(intent),
      failure: failures[intent] ?? API_CALL_MESSAGES.unknown,
    });
  };
}
