// Where the toasts show (app/components/toaster.tsx): at the top on a phone, bottom-right on
// a laptop, and never over the field the member is typing into. JavaScript only: without it
// a flashed toast is drawn into the page itself.
import type { Locator, Page } from "@playwright/test";
import { apiCall, type Client, expect, expectApiSuccess, hydrated, signUpApiMember, test } from "./helpers";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

/** Whether two boxes on screen share any pixels. */
async function cover(a: Locator, b: Locator) {
  const [one, two] = [await box(a), await box(b)];
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

const newestToast = (page: Page) => page.getByRole("list", { name: "Notifications" }).getByRole("status").first();

async function openPantry(client: Client) {
  await client.page.goto("/inventory");
  await expect(client.page.getByRole("heading", { level: 1, name: "Pantry" })).toBeVisible();
  await hydrated(client);
}

test.describe("toasts and the field being typed into", { tag: "@js-only" }, () => {
  test("on a phone, a toast never covers the box the cursor is in: it moves to the bottom", async ({ newClient }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const { page } = client;
    // A pantry long enough to scroll.
    for (const fruit of ["Bananas", "Cherries", "Dates", "Figs", "Grapes", "Kiwis", "Lemons", "Limes", "Plums"])
      expectApiSuccess(
        await apiCall(client, "POST", `/inventory/households/${householdId}/items`, { body: { name: fruit } }),
        201,
      );
    await page.setViewportSize({ width: 390, height: 844 });
    await openPantry(client);
    const name = page.getByLabel("Item", { exact: true });
    await name.fill("Apples");
    await name.press("Enter");
    const toast = newestToast(page);
    await expect(toast).toContainText("Added Apples");
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("");
    expect(await cover(toast, name), "the toast covers the box being typed into").toBe(false);
    // The box scrolled up under the toast (as a phone's keyboard does): the toast goes to the
    // bottom, still on screen, and the box stays clear.
    await name.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 40));
    await expect.poll(async () => (await box(name)).y).toBeLessThan(80);
    await expect.poll(async () => (await box(newestToast(page))).y).toBeGreaterThan(844 / 2);
    expect(await cover(newestToast(page), name)).toBe(false);
    await expect(newestToast(page)).toBeInViewport();
  });

  test("on a laptop, a toast keeps to the bottom-right when no field is under it", async ({ newClient }) => {
    const { client } = await signUpApiMember(await newClient());
    const { page } = client;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPantry(client);
    const name = page.getByLabel("Item", { exact: true });
    await name.fill("Pears");
    await name.press("Enter");
    const toast = newestToast(page);
    await expect(toast).toContainText("Added Pears");
    await expect(name).toBeFocused();
    const where = await box(toast);
    expect(where.y + where.height).toBeGreaterThan(800 - 100);
    expect(where.x).toBeGreaterThan(1280 / 2);
  });
});
