import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { flatRoutes } from "remix-flat-routes";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Routes: one folder per room of the app (app/routes/_pantry+/, _shopping+/, …). A `+`
 * folder's files are flat routes named as if the folder's name came first; a leading `_`
 * keeps the room's name out of the URL. Beside the routes sit the room's server module
 * (*.server.ts) and its own components (ui/), which are not routes.
 */
export const ROUTE_FILES_IGNORED = ["**/.*", "**/*.server.*", "**/*.test.*", "**/ui/**"];

export default defineConfig({
  plugins: [
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
});
