import type { HeadersFunction } from "@remix-run/node";
import type { Config } from "./env.server";
import { VOICE_LIMITS } from "./schemas/voice";
import { RECIPE_IMAGE } from "./schemas/recipe-form";
import { HOUSEHOLD_DATA_LIMITS } from "./schemas/household-data-limits";

/** The largest request body read, chunked or not; anything longer is cut off with 413. */
export const MAX_BODY_BYTES = 1_000_000;
/** A voice recording's upload: the largest clip and its form's boundaries and fields. */
export const MAX_VOICE_UPLOAD_BYTES = VOICE_LIMITS.maxClipBytes + 64 * 1024;

/**
 * A recipe form with its picture, or a recipes backup: room for a picture over the 5 MB limit,
 * so the form can say the picture is too large instead of the server cutting the request off.
 */
export const MAX_RECIPE_UPLOAD_BYTES = 2 * RECIPE_IMAGE.maxBytes + 256 * 1024;

/**
 * Another app's export on the import page (a Mealie backup with its pictures): read in
 * memory, one at a time per process (app/routes/_recipes+/move-in.server.ts).
 */
export const MAX_EXPORT_UPLOAD_BYTES = 64 * 1024 * 1024;

/**
 * A household's data file to restore (Settings, or the JSON API): room for the largest file
 * restored and its form's boundaries, read in memory, one restore at a time per process
 * (app/services/household-restore.server.ts).
 */
export const MAX_HOUSEHOLD_DATA_UPLOAD_BYTES = HOUSEHOLD_DATA_LIMITS.fileBytes + 256 * 1024;
const HOUSEHOLD_DATA_PATHS = [/^\/settings\/?$/, /^\/api\/v1\/household\/[^/]+\/restore\/?$/];

const RECIPE_UPLOAD_PATHS = [
  /^\/recipes\/new\/?$/,
  /^\/recipes\/[^/]+\/edit\/?$/,
  /^\/api\/v1\/recipes\/households\/[^/]+\/(?:import|recipes\/[^/]+\/image)\/?$/,
];

/** The body cap for a path: recordings to transcribe and recipe pictures may be larger than any other form or JSON body. */
export function maxBodyBytesFor(path: string) {
  if (path === "/api/v1/voice/transcribe" || path === "/api/v1/voice/transcribe/") return MAX_VOICE_UPLOAD_BYTES;
  if (/^\/recipes\/import\/?$/.test(path)) return MAX_EXPORT_UPLOAD_BYTES;
  if (HOUSEHOLD_DATA_PATHS.some((pattern) => pattern.test(path))) return MAX_HOUSEHOLD_DATA_UPLOAD_BYTES;
  if (RECIPE_UPLOAD_PATHS.some((pattern) => pattern.test(path))) return MAX_RECIPE_UPLOAD_BYTES;
  return MAX_BODY_BYTES;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type BodyProblem = { status: 400 | 415; message: string };

/**
 * Checks a page's form post before any action reads it, so malformed input is a 4xx and
 * never reaches an action as an exception. Pages take only HTML form encodings (the JSON
 * API below /api/v1 and the MCP endpoint check their own bodies); a multipart body must parse. An empty post
 * without a type is read as an empty form, which the action answers with its own errors.
 */
export async function formBodyProblem(
  path: string,
  contentType: string | undefined,
  body: Uint8Array,
): Promise<BodyProblem | null> {
  if (path === "/api/v1" || path.startsWith("/api/v1/")) return null;
  // The MCP endpoint takes JSON-RPC messages and checks them itself (app/mcp/server.server.ts).
  if (path === "/mcp" || path === "/mcp/") return null;
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "" && body.byteLength === 0) return null;
  if (!FORM_TYPES.includes(type)) {
    return { status: 415, message: "Send the form as application/x-www-form-urlencoded or multipart/form-data" };
  }
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": contentType ?? "" },
    }).formData();
  } catch {
    return { status: 400, message: "The form data could not be read" };
  }
  // Conform's list buttons (add or remove a row) exist only on forms with rows; anywhere else the field is tampering.
  if (form.has(LIST_INTENT_FIELD) && !PAGES_WITH_ROWS.some((pattern) => pattern.test(path))) {
    return { status: 400, message: "The form data could not be read" };
  }
  return null;
}

const LIST_INTENT_FIELD = "__intent__";
/** The recipe editor's step rows are the only form rows added and removed by the server. */
const PAGES_WITH_ROWS = [/^\/recipes\/new\/?$/, /^\/recipes\/[^/]+\/edit\/?$/];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The methods Basil serves: the ones Remix handles, and HEAD wherever GET is. Anything else
 * (TRACE, OPTIONS, WebDAV's) is answered 405 before the app, since Node's Request cannot
 * carry some of them and Remix refuses the rest with a logged error. CalDAV below /dav has
 * its own methods and is handed over before this check (app/caldav/server.server.ts).
 */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * What a page or its data answers unless its route says otherwise: a signed-in page holds the
 * member's household (invite link, members, tokens, the list), which neither a shared cache
 * nor the browser's back-forward history on a shared device may keep.
 */
export const PAGE_CACHE_CONTROL = "private, no-store";

/**
 * Non-GET requests must come from our own origin. Browsers send Origin on every
 * cross-site and same-site POST; a request without one is not from a browser form.
 */
export function originAllowed(
  config: Pick<Config, "appUrl">,
  method: string,
  origin: string | undefined,
  requestOrigin: string,
) {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (origin === undefined) return true;
  const expected = config.appUrl?.origin ?? requestOrigin;
  return origin === expected;
}

/** Headers sent with every response. */
export function baseSecurityHeaders(config: Pick<Config, "secureCookies">): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "microphone=(self), camera=(), geolocation=(), payment=()",
    ...(config.secureCookies && { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }),
  };
}

/** The Content Security Policy of an HTML document, with this request's nonce. */
export function contentSecurityPolicy(nonce: string, formTargets: string[], development: boolean) {
  const directives = [
    "default-src 'self'",
    development ? `script-src 'self' 'nonce-${nonce}' 'unsafe-eval'` : `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self' blob: data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/**
 * A page's own `headers`: Remix sends only what a route's `headers` export returns, so a
 * form action's 429 would lose its Retry-After on a plain (JavaScript-off) form post.
 */
export function keepRetryAfter({ actionHeaders, loaderHeaders, parentHeaders }: Parameters<HeadersFunction>[0]) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
