/**
 * Work the page finishes before React hydrates it: the code of a part the server drew that
 * the page otherwise loads on demand (the chat's cards), so hydration finds it ready instead
 * of waiting on it while the page updates (which React answers by drawing the part afresh).
 * Route modules run before app/entry.client.tsx, so they can ask for it when they load.
 */
const pending: Promise<unknown>[] = [];

export function beforeHydrating(work: Promise<unknown>) {
  pending.push(work);
}

/** Resolves once every such piece of work has ended, loaded or not (a part that did not load is then loaded on demand). */
export function readyToHydrate() {
  return Promise.allSettled(pending);
}
