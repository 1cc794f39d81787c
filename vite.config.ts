import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { flatRoutes } from "remix-flat-routes";
import { fileURLToPath } from "node:url";
import { defineConfig, normalizePath, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Routes: one folder per room of the app (app/routes/_pantry+/, _shopping+/, …). A `+`
 * folder's files are flat routes named as if the folder's name came first; a leading `_`
 * keeps the room's name out of the URL. Beside the routes sit the room's server module
 * (*.server.ts) and its own components (ui/), which are not routes.
 */
export const ROUTE_FILES_IGNORED = ["**/.*", "**/*.server.*", "**/*.test.*", "**/ui/**"];

/**
 * The browser's zod is zod/mini, from app/zod-in-browser.ts: configured not to use eval, which
 * the CSP forbids, and with zod's English messages. Conform's zod adapter imports `zod/v4` for
 * the few functions it wraps schemas with; in the browser it gets zod/mini's. Code that
 * reaches the browser imports zod/mini (the schemas in app/schemas/): the method-chaining
 * `zod` would add about 20 KB of gzip to every page, so importing it there stops the build.
 */
function zodMiniInBrowser(): Plugin {
  const browserZod = normalizePath(fileURLToPath(new URL("./app/zod-in-browser.ts", import.meta.url)));
  return {
    name: "basil:zod-mini-in-browser",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options?.ssr || (importer && normalizePath(importer) === browserZod)) return null;
      if (source === "zod/mini" || source === "zod/v4") return browserZod;
      if (source === "zod" || source === "zod/v4/classic") {
        this.error(
          `${importer ?? "a module"} imports "${source}" in the browser: import from "zod/mini" in code that runs there`,
        );
      }
      return null;
    },
  };
}

/**
 * The voice engine's model-building thread is an entry of its own in the server build
 * (build/server/voice-model-worker.js); `virtual:basil/voice-model-worker` is its address.
 * Run from source (the development server, Vitest) there is no such file: the address is
 * null and the models are built in-process.
 */
export function voiceModelWorker(): Plugin {
  const id = "virtual:basil/voice-model-worker";
  const resolved = `\0${id}`;
  const entry = fileURLToPath(new URL("./app/services/voice/embedded/model-worker.server.ts", import.meta.url));
  let building = false;
  return {
    name: "basil:voice-model-worker",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(source) {
      return source === id ? resolved : null;
    },
    load(source, options) {
      if (source !== resolved) return null;
      if (!building || !options?.ssr) return "export default null;";
      const reference = this.emitFile({ type: "chunk", id: entry, fileName: "voice-model-worker.js" });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}

/**
 * Libraries of many small ES modules are bundled into the server build rather than loaded
 * file by file at start-up (date-fns alone is some 300 files, of which Basil uses a dozen
 * functions). The development server loads them as they are.
 */
const BUNDLED_ON_THE_SERVER = ["date-fns", "kysely", "zod", "@conform-to/react", "@conform-to/zod"];

/**
 * app/domain/ holds pure modules (rules and tables, no effects when loaded). Saying so lets
 * the bundler drop one whose exports a page does not use: the chat page imports its cards
 * only for the server and loads them in the browser when a message has one, and without
 * this the unit tables they use (~3 KB of gzip) would still come with the page.
 */
const PURE_MODULES = /\/app\/domain\/[^?]*\.ts$/;

export default defineConfig(({ command }) => ({
  ...(command === "build" && { ssr: { noExternal: BUNDLED_ON_THE_SERVER } }),
  build: { rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !PURE_MODULES.test(normalizePath(id)) } } },
  plugins: [
    zodMiniInBrowser(),
    voiceModelWorker(),
    tailwindcss(),
    remix({
      buildDirectory: process.env.BUILD_DIR || "build",
      ignoredRouteFiles: ["**/*"],
      routes: (defineRoutes) => flatRoutes("routes", defineRoutes, { ignoredRouteFiles: ROUTE_FILES_IGNORED }),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
  server: { port: 3000 },
}));
