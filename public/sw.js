/*
 * Basil's service worker: the app's files and the household's pages kept on the device, so
 * the shopping list, the pantry, the meal plan, recipes and a cooking session open with no
 * signal, marked with the time their data is from. Registered by app/offline/register.ts
 * only when JavaScript runs; a browser without it uses Basil exactly as before.
 *
 *   /assets/*                 cache first (their names change with their content)
 *   pages kept offline        network first; after PAGE_WAIT_MS without an answer, or with
 *   (documents and their        none, the last copy seen, marked offline (documents get
 *   ?_data= loads)              data-offline-at on <html>; the page is told of _data ones)
 *   any other page            the network; with none, the offline page
 *   /api, /events, writes     never touched (a write made offline is queued by the page)
 *
 * Signing out (POST /logout) forgets every kept page.
 */

const VERSION = "basil-1";
const ASSETS = `${VERSION}-assets`;
const PAGES = `${VERSION}-pages`;
const SHELL = `${VERSION}-shell`;
const OFFLINE_PAGE = "/offline.html";
const SHELL_FILES = [OFFLINE_PAGE, "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png", "/icons/icon-512.png"];
/** How long a page waits for the network before the kept copy is shown (it is still updated when the answer comes). */
const PAGE_WAIT_MS = 4000;
/** Asset files kept; the oldest go first (each build adds a few). */
const ASSETS_KEPT = 300;

/** The pages a member can open offline. */
const KEPT_PAGES = [
  /^\/$/,
  /^\/chat$/,
  /^\/shopping-list$/,
  /^\/inventory$/,
  /^\/inventory\/[^/]+$/,
  /^\/meal-planner$/,
  /^\/meals\/[^/]+$/,
  /^\/recipes$/,
  /^\/recipes\/(?!new$|import$|export$)[^/]+$/,
  /^\/cooking\/session\/[^/]+$/,
];

const keptPage = (url) => KEPT_PAGES.some((pattern) => pattern.test(url.pathname));

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !name.startsWith(`${VERSION}-`)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The page that registered us tells what it loaded before we were there, so it opens offline too. */
self.addEventListener("message", (event) => {
  const message = event.data;
  if (!message || message.type !== "basil:keep") return;
  event.waitUntil(keepLoaded(message.page, message.assets));
});

async function keepLoaded(page, assets) {
  const assetCache = await caches.open(ASSETS);
  for (const asset of assets ?? []) {
    const url = new URL(asset, self.location.origin);
    if (url.origin !== self.location.origin || !url.pathname.startsWith("/assets/")) continue;
    if (await assetCache.match(url.href)) continue;
    const response = await fetch(url.href).catch(() => null);
    if (response && response.ok) await assetCache.put(url.href, response);
  }
  const url = page ? new URL(keyOf(new URL(page, self.location.origin).href)) : null;
  if (url && url.origin === self.location.origin && keptPage(url)) {
    // The document, and the app-wide data every page shares (which a document carries inside
    // it, so the app never loads it by itself until it reloads a page's data).
    const rootData = new URL(url);
    rootData.searchParams.set("_data", "root");
    const pages = await caches.open(PAGES);
    for (const href of [url.href, rootData.href]) {
      if (await pages.match(href)) continue;
      const response = await fetch(href, { credentials: "same-origin", redirect: "manual" }).catch(() => null);
      if (response && response.status === 200) await pages.put(href, response);
    }
  }
  await trim(ASSETS, ASSETS_KEPT);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (url.pathname === "/logout") event.waitUntil(caches.delete(PAGES));
    return;
  }
  if (url.pathname.startsWith("/api/") || url.pathname === "/events") return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (SHELL_FILES.includes(url.pathname) || url.pathname.startsWith("/icons/")) {
    event.respondWith(networkFirst(request, SHELL, 0).then((answer) => answer.response));
  } else if (request.mode === "navigate") {
    event.respondWith(page(event, url));
  } else if (url.searchParams.has("_data")) {
    event.respondWith(pageData(event, url));
  } else if (url.pathname === "/__manifest") {
    event.respondWith(networkFirst(request, PAGES, 0).then((answer) => answer.response));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * The network's answer, unless it takes longer than `waitMs` (0: as long as it takes) or
 * fails, when the kept copy is used if there is one. `fromCache` is the kept copy's time.
 * Good answers (200) are kept; an answer arriving after the kept copy was used still is.
 */
async function networkFirst(request, cacheName, waitMs, keep = true) {
  const cache = await caches.open(cacheName);
  const key = keyOf(request.url);
  const network = fetch(request).then(async (response) => {
    if (keep && response.status === 200 && !response.headers.get("X-Remix-Redirect")) await cache.put(key, response.clone());
    return response;
  });
  const kept = () => cache.match(key);
  if (waitMs > 0) {
    const late = new Promise((resolve) => setTimeout(() => resolve("late"), waitMs));
    const first = await Promise.race([network.catch(() => "failed"), late]);
    if (first !== "late" && first !== "failed") return { response: first, fromCache: null };
    const copy = await kept();
    if (copy) {
      network.catch(() => {});
      return { response: copy, fromCache: savedAt(copy) };
    }
  }
  try {
    return { response: await network, fromCache: null };
  } catch (error) {
    const copy = await kept();
    if (copy) return { response: copy, fromCache: savedAt(copy) };
    throw error;
  }
}

/**
 * The address a page is kept under: without `index`, Remix's marker for a form posted to an
 * index route, which stays in the address after such a post (/inventory?index is /inventory).
 */
function keyOf(address) {
  const url = new URL(address);
  url.searchParams.delete("index");
  return url.href;
}

function savedAt(response) {
  const date = response.headers.get("Date");
  const time = date ? new Date(date) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : new Date(0).toISOString();
}

/** `answer()`, or `otherwise()` when it fails (no network, and no kept copy). */
async function orElse(answer, otherwise) {
  try {
    return await answer();
  } catch {
    return otherwise();
  }
}

/** A document: the network, the kept copy marked with its time, or the offline page. */
function page(event, url) {
  if (!keptPage(url)) return orElse(() => fetch(event.request), offlinePage);
  return orElse(async () => {
    const { response, fromCache } = await networkFirst(event.request, PAGES, PAGE_WAIT_MS);
    return fromCache ? markedOffline(response, fromCache) : response;
  }, offlinePage);
}

async function offlinePage() {
  const kept = await caches.match(OFFLINE_PAGE);
  return kept ?? new Response("You're offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** A kept document, with the time of its data on <html> for the page's offline banner. */
async function markedOffline(response, at) {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(html.replace(/<html\b/i, `<html data-offline-at="${at}"`), { status: response.status, statusText: response.statusText, headers });
}

/**
 * A page's data loaded by the app (Remix's ?_data=): the network or the kept copy, and the
 * page is told which. With neither, the app is sent to load the page as a document, which
 * ends on the kept copy or the offline page instead of an error screen.
 */
function pageData(event, url) {
  const tell = (offlineAt) =>
    self.clients.get(event.clientId).then((client) => client && client.postMessage({ type: "basil:data", offlineAt }));
  const path = new URL(keyOf(url.href));
  path.searchParams.delete("_data");
  const reload = () =>
    new Response(null, { status: 204, headers: { "X-Remix-Redirect": path.pathname + path.search, "X-Remix-Reload-Document": "true" } });
  if (!keptPage(url)) return orElse(() => fetch(event.request), reload);
  return orElse(
    async () => {
      const { response, fromCache } = await networkFirst(event.request, PAGES, PAGE_WAIT_MS);
      event.waitUntil(tell(fromCache));
      return response;
    },
    async () => {
      const shared = await sharedData(url);
      if (!shared) return reload();
      event.waitUntil(tell(savedAt(shared)));
      return shared;
    },
  );
}

/** The app-wide data (the root route's) is the same on every page: any page's kept copy will do. */
async function sharedData(url) {
  if (url.searchParams.get("_data") !== "root") return null;
  const pages = await caches.open(PAGES);
  for (const key of await pages.keys()) {
    if (new URL(key.url).searchParams.get("_data") === "root") return pages.match(key);
  }
  return null;
}

async function trim(cacheName, kept) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - kept))) await cache.delete(key);
}

/*
 * Push notifications (Settings → Notifications): a message is JSON {title, body, tag, url},
 * encrypted by the server for this device. It is shown unless one of Basil's pages is in
 * front of the member, which rings or updates by itself; the same tag replaces a
 * notification the page showed for the same timer, so a device never shows one twice.
 */
self.addEventListener("push", (event) => {
  event.waitUntil(showPush(event.data));
});

async function showPush(data) {
  let message = null;
  try {
    message = data ? data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") return;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  if (windows.some((client) => client.visibilityState === "visible" && client.focused)) return;
  const url = typeof message.url === "string" && message.url.startsWith("/") ? message.url : "/";
  await self.registration.showNotification(message.title, {
    body: typeof message.body === "string" ? message.body : "",
    tag: typeof message.tag === "string" ? message.tag : undefined,
    icon: "/icons/icon-192.png",
    data: { url },
  });
}

/** A click opens the notification's page: in a Basil window already open when there is one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      await open.focus();
      return open.navigate(url).catch(() => open);
    }),
  );
});

/**
 * The browser dropped this device's subscription (or replaced it): the server forgets the old
 * one. The member turns notifications on again from Settings, which asks for a new one.
 */
self.addEventListener("pushsubscriptionchange", (event) => {
  const old = event.oldSubscription;
  if (!old) return;
  const body = new FormData();
  body.set("intent", "push-unsubscribe");
  body.set("endpoint", old.endpoint);
  const settings = `/settings?tab=preferences&_data=${encodeURIComponent("routes/_settings+/settings")}`;
  event.waitUntil(fetch(settings, { method: "POST", body, credentials: "same-origin" }).catch(() => {}));
});
