import type { Config } from "./env.server";

export const MAX_BODY_BYTES = 1_000_000;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Non-GET requests must come from our own origin. Browsers send Origin on every
 * cross-site and same-site POST; a request without one is not from a browser form.
 */
export function originAllowed(config: Pick<Config, "appUrl">, method: string, origin: string | undefined, requestOrigin: string) {
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
    development
      ? `script-src 'self' 'nonce-${nonce}' 'unsafe-eval'`
      : `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}
