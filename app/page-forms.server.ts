import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, replace } from "@remix-run/node";
import type { z } from "zod";
import { NotFoundError, UserFacingError } from "~/services/errors.server";
export { canonicalUnit } from "~/domain/kitchen/quantities";
import { flashToast } from "~/sessions.server";
import type { Toast } from "~/toast";
import type { FormReply } from "~/components/form-reply";

/**
 * What every page's loader and action share: a missing (or another household's) thing
 * becomes the page's 404, failures become a message for people (the cause is logged), and
 * every change ends in a redirect carrying a toast (post/redirect/get).
 */

/** What the pages say when something unexpected fails. */
const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/** A service's own message for people, or `fallback` (the cause is logged, never shown). */
export function problem(error: unknown, doing: string, fallback = SOMETHING_WENT_WRONG) {
  if (error instanceof UserFacingError) return { message: error.message, status: error.status };
  console.error(`${doing} failed:`, error);
  return { message: fallback, status: 500 };
}

/** The page a form was posted from, without Remix's markers (and the `without` parameters): where the answer goes back to. */
export function pageOf(request: Request, without: string[] = []) {
  const url = new URL(request.url);
  for (const name of ["index", "_data", ...without]) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** The value, or a thrown 404 response whose text the page's error boundary shows. */
export async function orNotFound<T>(lookup: Promise<T>, message: string): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof NotFoundError) throw new Response(message, { status: 404, statusText: "Not Found" });
    throw error;
  }
}

/**
 * Post/redirect/get with a toast. The redirect replaces the history entry, so a list
 * ticked off item by item leaves one entry, not one per tick.
 */
export async function redirectWithToast(request: Request, to: string, toast?: Toast) {
  return replace(to, toast ? { headers: { "Set-Cookie": await flashToast(request, toast) } } : undefined);
}

/** What a form's reply may say besides its result: Conform's reply options. */
type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] };

/** A parsed form submission (Conform's), which makes the form's result. */
type Submitted = { reply(options?: ReplyOptions): SubmissionResult<string[]> };

/**
 * Answers a form in place, the one way every page does (app/components/form-reply.tsx):
 * invalid input with 400 by default, or what `options` says.
 */
export function replyToForm(
  intent: string,
  submission: Submitted,
  {
    status = 400,
    toast,
    headers,
    ...options
  }: ReplyOptions & { status?: number; toast?: Toast; headers?: HeadersInit } = {},
) {
  return json<FormReply>({ intent, result: submission.reply(options), ...(toast && { toast }) }, { status, headers });
}

/**
 * A form whose change failed, answered in place: the service's sentence for people with its
 * status, else `fallback` with 500 (the cause is logged). The values sent come back, so the
 * member finds what they typed; `hideFields` (passwords) are left out only when the service
 * refused them, since they must be typed again anyway, not when the failure was not theirs
 * (unless `alwaysHide`: an account's password never comes back).
 * With `toastTitle` the failure is told in a toast of that title (the message its text);
 * `silent` says nothing, for a form whose failures the specification does not show.
 */
export function formFailed(
  intent: string,
  submission: Submitted,
  error: unknown,
  options: {
    doing: string;
    fallback?: string;
    hideFields?: string[];
    alwaysHide?: boolean;
    toastTitle?: string;
    silent?: boolean;
  },
) {
  const refused = error instanceof UserFacingError;
  const { message, status } = refused
    ? { message: error.message, status: error.status }
    : problem(error, options.doing, options.fallback);
  const wait = refused ? error.retryAfterSeconds : undefined;
  const toast: Toast | undefined = options.toastTitle
    ? { title: options.toastTitle, description: message, variant: "destructive" }
    : undefined;
  return replyToForm(intent, submission, {
    status,
    toast,
    headers: wait === undefined ? undefined : { "Retry-After": String(wait) },
    formErrors: toast || options.silent ? [] : [message],
    hideFields: refused || options.alwaysHide ? options.hideFields : undefined,
  });
}

/**
 * A form that shows its own errors: invalid input comes back to it with 400, and a change
 * that fails with the service's sentence (or the generic one) and its status. `change`
 * makes the change and answers with the redirect.
 */
export async function submitForm<Schema extends z.core.$ZodType>(
  formData: FormData,
  schema: Schema,
  doing: string,
  change: (value: z.output<Schema>) => Promise<Response>,
) {
  const intent = String(formData.get("intent") ?? "");
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return replyToForm(intent, submission);
  try {
    return await change(submission.value);
  } catch (error) {
    return formFailed(intent, submission, error, { doing });
  }
}

/**
 * A change made from a list's row or a lone button failed: back to the page with a toast
 * titled what failed, saying the service's sentence, or 'Please try again.' (the cause is logged).
 */
export async function redirectWithFailure(request: Request, to: string, title: string, error: unknown) {
  if (!(error instanceof UserFacingError)) console.error(`${title}:`, error);
  const description = error instanceof UserFacingError ? error.message : "Please try again.";
  return redirectWithToast(request, to, { title, description, variant: "destructive" });
}

/** A form of hidden fields came back invalid (a tampered or stale page): say so in a toast. */
export async function redirectWithInvalid(
  request: Request,
  to: string,
  title: string,
  submission: { error?: Record<string, string[] | null> | null },
) {
  const message = Object.values(submission.error ?? {})
    .flatMap((messages) => messages ?? [])
    .find(Boolean);
  return redirectWithToast(request, to, { title, description: message ?? "Please try again.", variant: "destructive" });
}

/** A post without an intent this page knows (a stale or tampered page), on every page: back, with a toast. */
export async function redirectUnknownIntent(request: Request, to: string) {
  return redirectWithToast(request, to, {
    title: "Unknown action",
    description: "Please reload the page and try again.",
    variant: "destructive",
  });
}
