import { redirect } from "@remix-run/node";
import { NotFoundError, UserFacingError } from "./services/errors.server";
import { flashToast } from "./sessions.server";
import type { Toast } from "./toast";

/**
 * Shared by the recipe, meal plan and cooking pages: a missing (or another household's)
 * thing becomes the page's 404, and every change ends in a redirect carrying a toast.
 */

/** The value, or a thrown 404 response whose text the page's error boundary shows. */
export async function orNotFound<T>(lookup: Promise<T>, message: string): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof NotFoundError) throw new Response(message, { status: 404, statusText: "Not Found" });
    throw error;
  }
}

export async function redirectWithToast(request: Request, to: string, toast: Toast) {
  return redirect(to, { headers: { "Set-Cookie": await flashToast(request, toast) } });
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
  return redirectWithToast(request, to, { title: "Unknown action", description: "Please reload the page and try again.", variant: "destructive" });
}
