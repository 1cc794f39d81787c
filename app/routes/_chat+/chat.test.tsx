import { describe, expect, it } from "vitest";
import { renderInRouter } from "~/components/chat/test-render";
import { ErrorBoundary } from "./chat";

describe("the chat's error screen", () => {
  it("'Try Again' reloads the page as it was, in the open conversation", async () => {
    const html = await renderInRouter(<ErrorBoundary />, "http://localhost/chat?c=conv-123&sidebar=open");
    expect(html).toContain("Oops! Something went wrong");
    expect(html).toMatch(/<a href="\/chat\?c=conv-123&amp;sidebar=open"[^>]*>Try Again<\/a>/);
    expect(html).toMatch(/<a href="\/dashboard"[^>]*>Go Home<\/a>/);
  });

  it("on / without a conversation it reloads /", async () => {
    const html = await renderInRouter(<ErrorBoundary />, "http://localhost/");
    expect(html).toMatch(/<a href="\/"[^>]*>Try Again<\/a>/);
  });
});
