// Basil's HTTP server: security policies, static files, then the Remix request handler.
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const development = process.argv.includes("--dev");

/**
 * How many processes serve: BASIL_PROCESSES is a number, or "auto" for one per core; one
 * by default. They share the port, the database and (through the database's events) the
 * live updates, so a member's pages stay live whichever process serves them.
 */
function processCount(value) {
  if (value === undefined || value === "") return 1;
  if (value === "auto") return os.availableParallelism();
  if (/^[1-9]\d*$/.test(value) && Number(value) <= 64) return Number(value);
  console.error(`BASIL_PROCESSES must be a number from 1 to 64, or auto (it is ${JSON.stringify(value)})`);
  process.exit(1);
}

const processes = development ? 1 : processCount(process.env.BASIL_PROCESSES);

if (cluster.isPrimary && processes > 1) {
  await superviseProcesses(processes);
} else {
  await serve();
}

/**
 * The first process starts alone (it applies migrations and makes the session secret), the
 * others once it listens. A process that stops later is replaced; one that fails before the
 * first listens stops everything, with its error already printed.
 */
async function superviseProcesses(count) {
  let stopping = false;
  let listening = 0;
  cluster.on("listening", () => {
    listening += 1;
    if (listening === 1) for (let index = 1; index < count; index++) cluster.fork();
    if (listening === count) console.log(`Serving with ${count} processes`);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (listening === 0) process.exit(code || 1);
    console.error(`A server process stopped (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), 1000);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill("SIGTERM");
    });
  }
  cluster.fork();
}

async function serve() {
  const { createRequestHandler } = await import("@remix-run/node");
  const { default: compression } = await import("compression");
  const { default: express } = await import("express");

  const buildDir = process.env.BUILD_DIR || "build";

  const vite = development
    ? await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
    : undefined;

  const loadBuild = () =>
    vite
      ? vite.ssrLoadModule("virtual:remix/server-build")
      : import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href);

  let policies;
  try {
    const build = await loadBuild();
    policies = await build.entry.module.startup();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const {
    config,
    baseHeaders,
    originAllowed,
    maxBodyBytes,
    formBodyProblem,
    servedMethods,
    pageCacheControl,
    withTestFault,
    serveDav,
  } = policies;
  const served = new Set(servedMethods);
  const allowHeader = servedMethods.join(", ");

  class BodyTooLarge extends Error {}

  /**
   * Reads a request body while it streams and stops at the cap, whether or not the client
   * declared a Content-Length: a chunked body is counted byte by byte, never read whole.
   */
  function readBody(req, limit) {
    return new Promise((resolve, reject) => {
      if (Number(req.get("content-length") ?? 0) > limit) return reject(new BodyTooLarge());
      const chunks = [];
      let size = 0;
      const onData = (chunk) => {
        size += chunk.length;
        if (size > limit) {
          req.off("data", onData);
          req.pause();
          reject(new BodyTooLarge());
          return;
        }
        chunks.push(chunk);
      };
      req.on("data", onData);
      req.on("end", () => resolve(Buffer.concat(chunks)));
      req.on("error", reject);
    });
  }

  /**
   * A recording or a household's data file over the upload cap is told the same as one the
   * app refuses (RECORDING_TOO_LARGE in app/schemas/voice.ts, HOUSEHOLD_DATA_TOO_LARGE in
   * app/schemas/household-data-limits.ts).
   */
  function tooLargeMessage(path) {
    if (/^\/api\/v1\/voice\/transcribe\/?$/.test(path)) return "Recordings can be at most 2 MB";
    if (/^\/settings\/?$|^\/api\/v1\/household\/[^/]+\/restore\/?$/.test(path))
      return "A household's data file can be at most 64 MB.";
    return "Request body too large";
  }

  /** How long a refused client may go on sending (discarded) so that it reads the answer before the hang-up. */
  const REFUSED_GRACE_MS = 1000;

  function refuse(req, res, status, message) {
    // The JSON API answers in its envelope, pages in plain text.
    if (req.path.startsWith("/api/")) {
      const error =
        { 400: "invalid_request", 413: "payload_too_large", 415: "unsupported_media_type" }[status] ?? "error";
      res.status(status).json({ status: "error", error, message });
    } else {
      res.status(status).type("text/plain").send(message);
    }
    if (req.complete) return;
    // Closing at once would reset the connection before a client still sending reads the
    // answer: what it goes on sending is thrown away, unread, for a moment, then it is cut off.
    const hangUp = setTimeout(() => req.socket.destroy(), REFUSED_GRACE_MS);
    req.on("end", () => clearTimeout(hangUp));
    req.resume();
  }

  /** The Fetch Request Remix handles, with the body already read within the cap. */
  function remixRequest(req, res, body) {
    // req.hostname honours TRUST_PROXY (X-Forwarded-Host); the port comes from the Host header.
    const port = (req.get("host") ?? "").match(/:(\d+)$/)?.[1];
    const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, one);
    }
    if (body && body.length === 0 && !headers.has("content-type"))
      headers.set("content-type", "application/x-www-form-urlencoded");
    const controller = new AbortController();
    // Abort loaders and actions when the response can no longer be written.
    res.on("close", () => res.writableFinished || controller.abort());
    // HEAD is answered wherever GET is: the app is asked for GET and the body is not sent.
    const method = req.method === "HEAD" ? "GET" : req.method;
    return new Request(url.href, { method, headers, body, signal: controller.signal });
  }

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // Server-sent events must reach the browser as they are written, not when a buffer fills.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );

  /**
   * CalDAV (app/caldav/server.server.ts) below /dav and at /.well-known/caldav, and a
   * calendar app's WebDAV request for the server's root: handed over before the methods
   * check, since PROPFIND and REPORT are its own and Remix serves no WebDAV method.
   */
  const isDav = (req) =>
    /^\/(?:dav(?:\/|$)|\.well-known\/caldav\/?$)/.test(req.path) ||
    (req.path === "/" && (req.method === "PROPFIND" || req.method === "REPORT"));

  /**
   * The request's body, counted as it streams: undefined for GET and HEAD, and null when it
   * was too large, once the 413 has been sent.
   */
  async function bodyOf(req, res) {
    if (req.method === "GET" || req.method === "HEAD") return undefined;
    try {
      return await readBody(req, maxBodyBytes(req.path));
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      refuse(req, res, 413, tooLargeMessage(req.path));
      return null;
    }
  }

  async function handleDav(req, res) {
    const body = await bodyOf(req, res);
    if (body === null) return;
    await send(req, res, await serveDav(remixRequest(req, res, body)));
  }

  app.use((req, res, next) => {
    res.set(baseHeaders);
    if (isDav(req)) {
      if (!originAllowed(req.method, req.get("origin"), `${req.protocol}://${req.get("host")}`)) {
        res.status(403).type("text/plain").send("Cross-origin request rejected");
        return;
      }
      handleDav(req, res).catch(next);
      return;
    }
    // Before anything reads the request: Node's Request cannot carry TRACE, and Remix logs the rest as errors.
    if (!served.has(req.method)) {
      res.set("Allow", allowHeader);
      const message = `Use ${allowHeader.replace(/, (?=\w+$)/, " or ")}`;
      if (req.path.startsWith("/api/")) res.status(405).json({ status: "error", error: "method_not_allowed", message });
      else res.status(405).type("text/plain").send(message);
      return;
    }
    if (!originAllowed(req.method, req.get("origin"), `${req.protocol}://${req.get("host")}`)) {
      res.status(403).type("text/plain").send("Cross-origin request rejected");
      return;
    }
    next();
  });

  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
    // The build's other public files (sw.js, icons/, the web manifest…): only an address
    // under one of the names at the client build's top level is looked for on disk, so a
    // page's request goes straight to Remix without a failed look-up first.
    const clientDir = path.join(buildDir, "client");
    const publicNames = new Set(readdirSync(clientDir));
    const publicFiles = express.static(clientDir, { maxAge: "1h" });
    app.use((req, res, next) => (publicNames.has(req.path.split("/")[1]) ? publicFiles(req, res, next) : next()));
  }

  /** Writes a Fetch Response to the client. */
  async function send(req, res, response) {
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    if (!response.headers.has("Cache-Control")) res.set("Cache-Control", pageCacheControl);
    if (req.method === "HEAD") {
      // Cancelling the body frees what it holds (a live-update stream's subscription).
      await response.body?.cancel();
      res.end();
      return;
    }
    // Server-sent events start at once rather than with their first event.
    if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
    if (response.body) await sendBody(response.body, res);
    else res.end();
  }

  const handleRemix = createRequestHandler(vite ? loadBuild : await loadBuild(), process.env.NODE_ENV);

  app.all("*", async (req, res, next) => {
    try {
      const body = await bodyOf(req, res);
      if (body === null) return;
      if (body !== undefined) {
        const problem = await formBodyProblem(req.path, req.get("content-type"), body);
        if (problem) return refuse(req, res, problem.status, problem.message);
      }
      const handle = () =>
        handleRemix(remixRequest(req, res, body), { clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" });
      // A test run's server may be asked to fail this request (app/services/db/test-faults.server.ts).
      const response = await (withTestFault ? withTestFault(req.get("x-basil-test-fault"), handle) : handle());
      await send(req, res, response);
    } catch (error) {
      next(error);
    }
  });

  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address();
    console.log(`${config.assistantName} is ready on http://localhost:${port}`);
  });
  // Node closes a kept-alive connection after 5 s idle; a browser, a proxy or an API client
  // sending its next request at that moment gets the connection reset instead of an answer.
  // Idle connections are kept longer than the usual proxy's minute, so the server is never
  // the side that closes one under a request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Node drops a CONNECT it has no handler for without a word; it is answered like any other method not served.
  server.on("connect", (req, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowHeader}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });

  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}

/**
 * Writes a response body as the client reads it: a chunk at a time, waiting for the socket to
 * drain before pulling the next, so a slow reader of a large download (a recipe backup) slows
 * the writing instead of piling the whole body up in memory. Each chunk is flushed through
 * compression (live updates must arrive as they happen). A client that goes away cancels the body.
 */
async function sendBody(body, res) {
  const reader = body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const more = res.write(chunk.value);
      if (typeof res.flush === "function") res.flush();
      if (!more) await drained(res);
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
    }
    res.end();
  } catch (error) {
    res.destroy(error);
    throw error;
  }
}

/** Resolves when the response can take more, or is closed. */
function drained(res) {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}
