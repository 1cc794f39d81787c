import { describe, expect, it } from "vitest";
import { AppFrame, roomOf } from "./app-nav";
import { renderInRouter } from "./chat/test-render";

describe("roomOf", () => {
  it("puts every signed-in page in its room", () => {
    expect(roomOf("/")).toBe("chat");
    expect(roomOf("/chat")).toBe("chat");
    expect(roomOf("/inventory")).toBe("pantry");
    expect(roomOf("/inventory/abc")).toBe("pantry");
    expect(roomOf("/shopping-list")).toBe("shopping");
    expect(roomOf("/recipes")).toBe("recipes");
    expect(roomOf("/recipes/abc/edit")).toBe("recipes");
    expect(roomOf("/cooking/session/abc")).toBe("recipes");
    expect(roomOf("/meal-planner")).toBe("plan");
    expect(roomOf("/meals/abc")).toBe("plan");
    expect(roomOf("/help")).toBe("help");
    expect(roomOf("/settings")).toBe("settings");
  });

  it("leaves pages outside the rooms unmarked", () => {
    expect(roomOf("/onboarding")).toBeNull();
    expect(roomOf("/inventorys")).toBeNull();
  });
});

describe("AppFrame", () => {
  it("draws a skip link, then the rooms as plain links with the current one marked", async () => {
    const html = await renderInRouter(
      <AppFrame>
        <main id="main">Pantry page</main>
      </AppFrame>,
      "http://localhost/inventory/abc",
    );
    expect(html.indexOf("Skip to main content")).toBeLessThan(html.indexOf('aria-label="Main"'));
    expect(html).toMatch(/<a href="#main"[^>]*>Skip to main content<\/a>/);
    const links = [...html.matchAll(/<a ([^>]*)href="([^"]+)"([^>]*)>/g)].map((match) => ({
      href: match[2],
      current: /aria-current="page"/.test(match[1] + match[3]),
    }));
    expect(links.map((link) => link.href)).toEqual([
      "#main",
      "/chat",
      "/inventory",
      "/shopping-list",
      "/recipes",
      "/meal-planner",
      "/help",
      "/settings",
    ]);
    expect(links.filter((link) => link.current).map((link) => link.href)).toEqual(["/inventory"]);
    expect(html.indexOf('aria-label="Main"')).toBeLessThan(html.indexOf("Pantry page"));
  });
});
