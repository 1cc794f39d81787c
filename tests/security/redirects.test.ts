import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/sessions.server";

/**
 * Where a browser would go if it followed the Location header: it strips tabs and
 * newlines (WHATWG URL) and resolves the rest against the page.
 */
function landsOn(location: string) {
  return new URL(location, "https://basil.example/").origin;
}

const HOSTILE = [
  "//evil.test",
  "///evil.test",
  "////evil.test/",
  "/\\evil.test",
  "/\\/evil.test",
  "\\\\evil.test",
  "\\/evil.test",
  "/\t/evil.test",
  "/\n/evil.test",
  "/\r\n/evil.test",
  "/\t\t/evil.test",
  "\t//evil.test",
  " //evil.test",
  "/%09/evil.test",
  "https://evil.test",
  "http:evil.test",
  "javascript:alert(1)",
  "data:text/html,hi",
  "evil.test",
  "",
  "/\u0000/evil.test",
  "/\u007f/evil.test",
  "/%5C/evil.test",
  "/%2F/evil.test",
  "/.//evil.test",
  "/..//evil.test",
  "/x/../..//evil.test",
  "/\u3002evil.test",
  "/@evil.test",
  "/?next=//evil.test",
];

describe("safeRedirect", () => {
  it.each(HOSTILE)("keeps %j on this site", (target) => {
    // A query string hands the value over already percent-decoded, as the login page reads it.
    for (const value of [target, new URLSearchParams(`redirectTo=${target}`).get("redirectTo") ?? ""]) {
      const location = safeRedirect(value);
      expect(landsOn(location)).toBe("https://basil.example");
      expect(location.startsWith("/")).toBe(true);
      // A value a header can carry: no control characters.
      // eslint-disable-next-line no-control-regex -- control characters are what this looks for
      expect(location).not.toMatch(/[\u0000-\u001f\u007f]/);
    }
  });

  it.each([
    ["/settings", "/settings"],
    ["/chat?c=abc", "/chat?c=abc"],
    ["/recipes/r1#steps", "/recipes/r1#steps"],
    ["/shopping-list?x=a%20b", "/shopping-list?x=a%20b"],
    ["/onboarding?view=join&name=Casa+Verde", "/onboarding?view=join&name=Casa+Verde"],
    ["/a b", "/a%20b"],
  ])("follows the same-site path %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it("falls back for anything that is not a string", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/chat")).toBe("/chat");
  });
});
