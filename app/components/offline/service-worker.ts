/**
 * Registers public/sw.js (production builds only: in development Vite serves changing
 * modules that must never come from a cache). It then tells the worker what this first page
 * loaded before the worker was there (its document and its /assets files), so the page
 * opens offline next time too. Nothing here runs without JavaScript, and a browser without
 * service workers simply has none.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = async () => {
    try {
      await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      const registration = await navigator.serviceWorker.ready;
      const assets = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith("/assets/"));
      registration.active?.postMessage({ type: "basil:keep", page: location.pathname + location.search, assets });
    } catch (error) {
      console.warn("Basil could not set up offline use:", error);
    }
  };
  if (document.readyState === "complete") void start();
  else window.addEventListener("load", () => void start(), { once: true });
}
