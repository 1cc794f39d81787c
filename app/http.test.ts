import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, contentSecurityPolicy, originAllowed } from "./http.server";

const withAppUrl = { appUrl: new URL("https://basil.example.com/app") };
const withoutAppUrl = { appUrl: null };

function directive(policy: string, name: string) {
  return policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe("originAllowed", () => {
  it("lets safe methods through from anywhere", () => {
    for (const method of ["GET", "head", "OPTIONS"]) {
      expect(originAllowed(withAppUrl, method, "https://evil.example", "https://basil.example.com")).toBe(true);
    }
  });

  it("accepts a POST from the configured origin and refuses any other", () => {
    expect(originAllowed(withAppUrl, "POST", "https://basil.example.com", "http://internal:3000")).toBe(true);
    expect(originAllowed(withAppUrl, "POST", "http://internal:3000", "http://internal:3000")).toBe(false);
    expect(originAllowed(withAppUrl, "POST", "https://evil.example", "https://basil.example.com")).toBe(false);
    expect(originAllowed(withAppUrl, "DELETE", "http://basil.example.com", "https://basil.example.com")).toBe(false);
    expect(
      originAllowed(withAppUrl, "put", "https://basil.example.com.evil.example", "https://basil.example.com"),
    ).toBe(false);
    expect(originAllowed(withAppUrl, "POST", "null", "https://basil.example.com")).toBe(false);
  });

  it("compares with the request's own origin when no APP_URL is configured", () => {
    expect(originAllowed(withoutAppUrl, "POST", "http://localhost:3000", "http://localhost:3000")).toBe(true);
    expect(originAllowed(withoutAppUrl, "POST", "http://localhost:3001", "http://localhost:3000")).toBe(false);
  });

  it("lets through a request without an Origin header (not a browser form)", () => {
    expect(originAllowed(withAppUrl, "POST", undefined, "https://basil.example.com")).toBe(true);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only by this request's nonce in production", () => {
    const policy = contentSecurityPolicy("r4nd0mN0nce", [], false);
    const scripts = directive(policy, "script-src");
    expect(scripts).toContain("'nonce-r4nd0mN0nce'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directive(policy, "style-src")).not.toContain("'unsafe-inline'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(contentSecurityPolicy("other", [], false)).not.toContain("r4nd0mN0nce");
  });

  it("lets the app's own service worker and manifest load, and nothing else's", () => {
    const policy = contentSecurityPolicy("n", [], false);
    expect(directive(policy, "worker-src")).toBe("worker-src 'self'");
    expect(directive(policy, "manifest-src")).toBe("manifest-src 'self'");
  });

  it("adds form targets, such as the identity provider, to form-action", () => {
    const policy = contentSecurityPolicy("n", ["https://accounts.google.com"], false);
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://accounts.google.com");
  });

  it("loosens only what the development server needs", () => {
    const policy = contentSecurityPolicy("devNonce", [], true);
    expect(directive(policy, "script-src")).toContain("'nonce-devNonce'");
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(policy, "connect-src")).toContain("ws:");
  });
});

describe("baseSecurityHeaders", () => {
  it("sends HSTS only when cookies are Secure", () => {
    expect(baseSecurityHeaders({ secureCookies: true })["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(baseSecurityHeaders({ secureCookies: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(baseSecurityHeaders({ secureCookies: false })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
    });
  });
});
