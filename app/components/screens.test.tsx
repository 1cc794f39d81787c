import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorScreen, LoadingIndicator, LoadingScreen } from "./screens";
import { Toaster } from "./toaster";

describe("screens", () => {
  it("shows the generic error screen with links that work without JavaScript", () => {
    const html = renderToStaticMarkup(<ErrorScreen tryAgainHref="/settings?tab=household" />);
    expect(html).toContain("Oops! Something went wrong");
    expect(html).toContain("We&#x27;re sorry, but something unexpected happened. Please try refreshing the page.");
    expect(html).toMatch(/<a href="\/settings\?tab=household"[^>]*>Try Again<\/a>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Go Home<\/a>/);
  });

  it("sends the chat's Go Home to the given place", () => {
    const html = renderToStaticMarkup(<ErrorScreen tryAgainHref="/" homeHref="/dashboard" />);
    expect(html).toMatch(/<a href="\/dashboard"[^>]*>Go Home<\/a>/);
  });

  it("titles the loading screen with the assistant's name", () => {
    const html = renderToStaticMarkup(<LoadingScreen assistantName="Sage" />);
    expect(html).toContain("Loading Sage...");
    expect(html).toContain("Please wait while we prepare your culinary assistant");
  });

  it("says Loading... while the sign-in state is determined", () => {
    expect(renderToStaticMarkup(<LoadingIndicator />)).toContain("Loading...");
  });
});

describe("Toaster", () => {
  it("renders a flashed toast before hydration, so it shows without JavaScript", () => {
    const html = renderToStaticMarkup(
      <Toaster toast={{ title: "Profile Updated", description: "Your profile has been successfully updated." }} />,
    );
    expect(html).toContain("Profile Updated");
    expect(html).toContain("Your profile has been successfully updated.");
  });

  it("sits at the top on narrow screens and bottom-right on wide ones", () => {
    const html = renderToStaticMarkup(<Toaster toast={null} />);
    expect(html).toMatch(/class="[^"]*\btop-0\b[^"]*\bsm:bottom-0\b[^"]*\bsm:right-0\b/);
  });
});
