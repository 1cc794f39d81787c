// Basil's HTTP server: security policies, static files, then the Remix request handler.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import path from "node:path";
import { pathToFileURL } from "node:url";

const development = process.argv.includes("--dev");
const buildDir = process.env.BUILD_DIR || "build";

const vite = development
  ? await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
  : undefined;

const loadBuild = () =>
  vite ? vite.ssrLoadModule("virtual:remix/server-build") : import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href);

let policies;
try {
  const build = await loadBuild();
  policies = await build.entry.module.startup();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { config, baseHeaders, originAllowed, maxBodyBytes } = policies;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);
// Server-sent events must reach the browser as they are written, not when a buffer fills.
app.use(
  compression({
    filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  }),
);

app.use((req, res, next) => {
  res.set(baseHeaders);
  if (!originAllowed(req.method, req.get("origin"), `${req.protocol}://${req.get("host")}`)) {
    res.status(403).type("text/plain").send("Cross-origin request rejected");
    return;
  }
  if (Number(req.get("content-length") ?? 0) > maxBodyBytes) {
    res.status(413).type("text/plain").send("Request body too large");
    return;
  }
  next();
});

if (vite) {
  app.use(vite.middlewares);
} else {
  app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
}

app.all(
  "*",
  createRequestHandler({
    build: vite ? loadBuild : await loadBuild(),
    getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
  }),
);

const server = app.listen(config.port, config.host, () => {
  const { port } = server.address();
  console.log(`${config.assistantName} is ready on http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
