import { parseWithZod } from "@conform-to/zod/v4";
import { json, replace } from "@remix-run/node";
import type { z } from "zod";
import { NotFoundError, UserFacingError } from "~/services/errors.server";
export { canonicalUnit } from "~/domain/kitchen/quantities";
import { flashToast } from "~/sessions.server";
import type { Toast } from "~/toast";

/**
 * What every page's loader and action share: a missing (or another household's) thing
 * becomes the page's 404, failures become a message for people (the cause is logged), and
 * every change ends in a redirect carrying a toast (post/redirect/get).
 */

/** What the pages say when something unexpected fails. */
const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/** A service's own message for people, or the generic one (the cause is logged, never shown). */
export function problem(error: unknown, doing: string) {
  if (error instanceof UserFacingError) return { message: error.message, status: error.status };
  console.error(`${doing} failed:`, error);
  return { message: SOMETHING_WENT_WRONG, status: 500 };
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
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    return await change(submission.value);
  } catch (error) {
    const { message, status } = problem(error, doing);
    return json(submission.reply({ formErrors: [message] }), { status });
  }
}

/** A change made from a list's row or a lone button failed: its title, and the service's sentence (or the generic one) in a toast. */
export async function redirectWithProblem(request: Request, to: string, title: string, error: unknown, doing: string) {
  const { message } = problem(error, doing);
  return redirectWithToast(request, to, { title, description: message, variant: "destructive" });
}

/**
 * The reply of a form that shares its page with others, tagged with its intent so the page
 * shows it in that form: invalid input, or the service's sentence when the change failed.
 * Any other failure is thrown to the error boundary.
 */
export function replyToIntent<Intent extends string, Reply>(
  intent: Intent,
  submission: { reply(options?: { formErrors: string[] }): Reply },
  ...failed: [error: unknown] | []
) {
  if (failed.length === 0) return json({ intent, result: submission.reply() }, { status: 400 });
  const [error] = failed;
  if (!(error instanceof UserFacingError)) throw error;
  return json({ intent, result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
}

/** A failed change: the spec's title for it, and the service's sentence when it has one for people. */
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

/** A post without an intent this page knows. */
export async function redirectUnknownIntent(request: Request, to: string) {
  return redirectWithToast(request, to, {
    title: "Unknown action",
    description: "Please reload the page and try again.",
    variant: "destructive",
  });
}
