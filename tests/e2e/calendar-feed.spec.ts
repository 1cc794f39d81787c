// The meal plan calendar address in Settings → Household: made, shown once, replaced and
// revoked, with JavaScript on and off. What the feed holds is tested in
// tests/integration/calendar-feed.test.ts.
import { expect, signUpWithHousehold, test } from "./helpers";

test("a calendar address is shown once, serves the plan, and stops when revoked", async ({ newClient }) => {
  const client = await newClient();
  await signUpWithHousehold(client);
  const { page } = client;
  await page.goto("/settings?tab=household");
  const card = page.getByRole("region", { name: "Meal Plan Calendar" });
  await expect(card.getByText("No calendar address yet")).toBeVisible();

  await card.getByRole("button", { name: "Create calendar address" }).click();
  const shown = card.getByTestId("calendar-feed-url");
  await expect(shown).toHaveText(/\/plan\.ics\?token=basilcal_\S+$/);
  const address = (await shown.textContent())!.trim();
  const feed = await page.request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  // Shown once: not after a reload.
  await page.goto("/settings?tab=household");
  await expect(card.getByTestId("calendar-feed-url")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(address);
  await expect(card.getByText(/^Calendar address created/)).toBeVisible();

  await card.getByRole("button", { name: "Revoke calendar address" }).click();
  await expect(card.getByText("No calendar address yet")).toBeVisible();
  expect((await page.request.get(address)).status()).toBe(404);
});
