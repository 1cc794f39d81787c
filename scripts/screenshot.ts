/**
 * Takes the README's screenshot (docs/images/chat.png) from a running Basil: signs up a new
 * member, creates a household, puts a few items in the pantry and asks Basil two things.
 *
 *   npm run build && PORT=3241 DATA_DIR=/tmp/basil-screenshot node server.js &
 *   npx tsx scripts/screenshot.ts http://localhost:3241
 */
import { chromium, type Page } from "@playwright/test";

const baseURL = process.argv[2] ?? "http://localhost:3000";
const output = process.argv[3] ?? "docs/images/chat.png";

const PANTRY = [
  { name: "Chicken thighs", quantity: "6", unit: "", location: "Fridge" },
  { name: "Spinach", quantity: "200", unit: "g", location: "Fridge" },
  { name: "Basmati rice", quantity: "1", unit: "kg", location: "Pantry" },
  { name: "Eggs", quantity: "12", unit: "", location: "Fridge" },
];

const MESSAGES = ["Add lemons and milk to my shopping list", "How long should I boil an egg?"];

async function signUpWithHousehold(page: Page) {
  await page.goto("/signup");
  await page.getByLabel("Display name").fill("Sam");
  await page.getByLabel("Email").fill(`sam-${Date.now()}@example.org`);
  await page.getByLabel("Password").fill("Tomato42soup");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("link", { name: /Create a New Household/ }).click();
  await page.getByLabel("Household name").fill("The Larder");
  await page.getByLabel("Household password", { exact: true }).fill("Kitchen2024");
  await page.getByLabel("Confirm password").fill("Kitchen2024");
  await page.getByRole("button", { name: "Create Household" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

async function fillPantry(page: Page) {
  await page.goto("/inventory");
  const card = page.getByRole("region", { name: "Add to pantry" });
  for (const item of PANTRY) {
    await card.getByLabel("Item", { exact: true }).fill(item.name);
    await card.getByLabel("Quantity", { exact: true }).fill(item.quantity);
    await card.getByLabel("Unit", { exact: true }).fill(item.unit);
    await card.getByLabel("Location", { exact: true }).fill(item.location);
    await card.getByRole("button", { name: "Add item" }).click();
    await page.locator("main ul").first().getByText(item.name).waitFor();
  }
}

async function chat(page: Page) {
  await page.goto("/chat");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const replies = page.locator('li[data-from="assistant"][data-message-id]');
  for (const [index, message] of MESSAGES.entries()) {
    await page.getByRole("textbox", { name: "Message Basil" }).fill(message);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await replies.nth(index).waitFor();
  }
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
try {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signUpWithHousehold(page);
  await fillPantry(page);
  await chat(page);
  await page.screenshot({ path: output });
  console.log(`Saved ${output}`);
} finally {
  await browser.close();
}
