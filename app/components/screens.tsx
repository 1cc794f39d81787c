import { BasilMark, Spinner } from "./ui";

/** Full-screen indicator while the sign-in state is being determined. */
export function LoadingIndicator() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-stone-50/90"
    >
      <Spinner className="h-8 w-8" />
      <p className="text-sm text-stone-600">Loading...</p>
    </div>
  );
}

/** The loading screen shown while the assistant's pages are being prepared. */
export function LoadingScreen({ assistantName }: { assistantName: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <BasilMark className="h-12 w-12" />
      <h1 className="text-2xl font-semibold">Loading {assistantName}...</h1>
      <p className="text-stone-600">Please wait while we prepare your culinary assistant</p>
      <Spinner className="h-6 w-6" />
    </div>
  );
}

/** The generic error screen; both actions are links so they work without JavaScript. */
export function ErrorScreen({ tryAgainHref, homeHref = "/" }: { tryAgainHref: string; homeHref?: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Oops! Something went wrong</h1>
      <p className="max-w-md text-stone-600">
        We&apos;re sorry, but something unexpected happened. Please try refreshing the page.
      </p>
      <div className="flex gap-3">
        <a
          href={tryAgainHref}
          className="rounded-lg bg-basil-600 px-4 py-2 text-sm font-medium text-white hover:bg-basil-700 dark:hover:bg-basil-500"
        >
          Try Again
        </a>
        <a
          href={homeHref}
          className="rounded-lg border border-stone-300 bg-surface px-4 py-2 text-sm font-medium hover:bg-stone-100"
        >
          Go Home
        </a>
      </div>
    </main>
  );
}
