// Dark mode: each member chooses Light, Dark or System in Settings → Preferences (saved in
// their profile, by a plain form post); System follows the device's prefers-color-scheme.
// The server draws the theme into <html>, so the first paint is already in it. JavaScript on and off.
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, hydrated, signUpApiMember, test } from "./helpers";

/** The relative luminance (0 dark to 1 light) of an element's colour or background, as the browser paints it. */
async function luminance(element: Locator, property: "color" | "backgroundColor") {
  return element.evaluate((node, which) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = getComputedStyle(node)[which];
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }, property);
}

function backgroundLuminance(page: Page) {
  return luminance(page.locator("body"), "backgroundColor");
}

/** The mean brightness (0 to 255) of a screenshot of the page. */
async function screenshotBrightness(page: Page) {
  const { channels } = await sharp(await page.screenshot({ fullPage: false })).stats();
  return (channels[0].mean + channels[1].mean + channels[2].mean) / 3;
}

async function chooseTheme(page: Page, label: "Light" | "Dark" | "System") {
  await page.goto("/settings?tab=preferences");
  const card = page.getByRole("region", { name: "Appearance" });
  await card.getByText(label, { exact: true }).click();
  await card.getByRole("button", { name: "Save appearance" }).click();
  await expect(page.getByText("Appearance saved").first()).toBeVisible();
}

test("choosing Dark draws every page dark from the first paint, whatever the device says", async ({ newClient }) => {
  const { client } = await signUpApiMember(await newClient({ colorScheme: "light" }));
  const { page } = client;
  await page.goto("/chat");
  await hydrated(client);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);

  await chooseTheme(page, "Dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("region", { name: "Appearance" }).getByRole("radio", { name: "Dark" })).toBeChecked();
  for (const path of ["/chat", "/inventory", "/help"]) {
    await page.goto(path);
    expect(await backgroundLuminance(page), path).toBeLessThan(0.05);
  }
  // The server's HTML already says so: no light flash before any script runs.
  const html = await (await page.request.get("/inventory")).text();
  expect(html).toMatch(/<html lang="en" data-theme="dark">/);

  await chooseTheme(page, "Light");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/chat");
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
});

test("System follows the device's dark setting, and the screen is dark", async ({ newClient }) => {
  const { client } = await signUpApiMember(await newClient({ colorScheme: "dark" }));
  const { page } = client;
  await page.goto("/inventory");
  await hydrated(client);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
  expect(await backgroundLuminance(page)).toBeLessThan(0.05);
  expect(await screenshotBrightness(page)).toBeLessThan(70);
  // Text stays readable: the heading is light on the dark page (a contrast of at least 7:1).
  const heading = await luminance(page.getByRole("heading", { level: 1, name: "Pantry" }), "color");
  const header = await luminance(page.getByRole("banner"), "backgroundColor");
  expect((heading + 0.05) / (header + 0.05)).toBeGreaterThan(7);

  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/inventory");
  expect(await screenshotBrightness(page)).toBeGreaterThan(180);
});

test("an unknown theme is refused and changes nothing", { tag: "@server" }, async ({ newClient }) => {
  const { client } = await signUpApiMember(await newClient());
  const response = await client.page.request.post("/settings", {
    form: { intent: "theme", theme: "purple" },
    headers: { Origin: client.baseURL },
  });
  expect(response.status()).toBe(400);
  await client.page.goto("/chat");
  await expect(client.page.locator("html")).toHaveAttribute("data-theme", "system");
});
