import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { config } from "./env.server";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  formBodyProblem,
  maxBodyBytesFor,
  originAllowed,
  PAGE_CACHE_CONTROL,
  SERVED_METHODS,
} from "./http.server";
import { serveDav } from "./caldav/server.server";
import { NonceContext } from "./nonce";
import { assistantEngine } from "./services/assistant/index.server";
import { oidcAuthenticator, providerFormTargets } from "./services/auth/provider.server";
import { db, migrate } from "./services/db/index.server";
import { withTestFault } from "./services/db/test-faults.server";
import { events, PostgresBus } from "./services/events/index.server";
import {
  FILE_LIMIT_FOR_ALL_STREAMS,
  liveStreams,
  MOST_STREAMS_PER_PROCESS,
  openFileLimit,
} from "./services/events/live-streams.server";
import { startPush } from "./services/push/index.server";
import { startVoice } from "./services/voice/index.server";
import { prepareUnderstanding } from "./services/assistant/understanding";

export const streamTimeout = 5_000;

/**
 * Called once by server.js before it listens: validates the environment (throwing
 * stops start-up), applies migrations, and hands the HTTP policies to the server.
 */
export async function startup() {
  const settings = config();
  const engine = await assistantEngine();
  await migrate(db());
  const bus = events();
  // With PostgreSQL, listen before serving so no change announced after start-up is missed.
  if (bus instanceof PostgresBus) await bus.ready();
  if (settings.provider) {
    oidcAuthenticator().catch((error: unknown) =>
      console.error(`Identity provider discovery failed; it will be retried at sign-in: ${String(error)}`),
    );
  }
  console.log(`Assistant engine: ${engine.name}`);
  // Every engine reads a Yes or a No with the embedded understanding; it is ready before the first message.
  console.log(`Assistant's understanding ready (${prepareUnderstanding()} ms)`);
  startVoice();
  startPush();
  warnOfFewOpenFiles();
  if (settings.passwordHashing === "fast")
    console.warn("PASSWORD_HASHING=fast: password hashes are weak. Use it for test runs only.");
  if (settings.testFaults)
    console.warn("BASIL_TEST_FAULTS=true: a request may ask for a failure. Use it for test runs only.");
  if (settings.pushAllowsLocalEndpoints)
    console.warn(
      "PUSH_ALLOW_LOCAL_ENDPOINTS=true: notifications may be posted to local addresses. Use it for test runs only.",
    );
  return {
    config: settings,
    maxBodyBytes: maxBodyBytesFor,
    formBodyProblem,
    baseHeaders: baseSecurityHeaders(settings),
    servedMethods: SERVED_METHODS,
    pageCacheControl: PAGE_CACHE_CONTROL,
    originAllowed: (method: string, origin: string | undefined, requestOrigin: string) =>
      originAllowed(settings, method, origin, requestOrigin),
    /** Answers a CalDAV request (app/caldav/server.server.ts); server.js hands them over before Remix. */
    serveDav: (request: Request) => serveDav(request, { appUrl: settings.appUrl?.href }),
    /** Runs a request's handling under the test fault it asks for; null unless BASIL_TEST_FAULTS is set. */
    withTestFault: settings.testFaults ? withTestFault : null,
  };
}

/** A low `ulimit -n` lowers how many live-update streams the process keeps (live-streams.server.ts). */
function warnOfFewOpenFiles() {
  const files = openFileLimit();
  if (files === null || files >= FILE_LIMIT_FOR_ALL_STREAMS) return;
  console.warn(
    `The open-file limit is ${files}: live updates are held to ${liveStreams().perProcess} streams at once ` +
      `(${MOST_STREAMS_PER_PROCESS} from a limit of ${FILE_LIMIT_FOR_ALL_STREAMS}). Raise it with ulimit -n.`,
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const callback = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, providerFormTargets(), !config().production),
  );
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [callback]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
