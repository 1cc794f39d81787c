// Printing: a recipe prints as its ingredients and steps, and the shopping list by aisle,
// without the navigation, forms or buttons; paper is light even in the dark theme.
// JavaScript on and off.
import type { Page } from "@playwright/test";
import { apiCall, expect, expectApiSuccess, hydrated, signUpApiMember, test } from "./helpers";

/** Nothing of the app's chrome is printed: no navigation, no form, no button but the list's ticks. */
async function expectNoChrome(page: Page) {
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.locator("form:visible")).toHaveCount(0);
  await expect(page.locator("button:visible:not(.shopping-tick)")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Settings" })).toBeHidden();
}

test("a recipe prints as its ingredients and steps, nothing else", async ({ newClient }) => {
  const { client } = await signUpApiMember(await newClient({ viewport: { width: 1280, height: 800 } }));
  const { page } = client;
  await page.goto("/recipes/tomato-basil-frittata");
  await hydrated(client);
  // On screen: the navigation and the recipe's forms.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.locator("form:visible")).not.toHaveCount(0);

  await page.emulateMedia({ media: "print" });
  await expectNoChrome(page);
  await expect(page.getByRole("link", { name: "All recipes" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Ingredients" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Steps" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Ingredient list" }).getByRole("listitem").first()).toBeVisible();
});

test("the shopping list prints by aisle, light even in the dark theme", async ({ newClient }) => {
  const { client, householdId } = await signUpApiMember(
    await newClient({ viewport: { width: 390, height: 844 }, colorScheme: "dark" }),
  );
  const { page } = client;
  for (const [name, category] of [
    ["tomatoes", "produce"],
    ["milk", "dairy"],
  ])
    expectApiSuccess(
      await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, {
        body: { name, quantity: 1, category },
      }),
      201,
    );
  await page.goto("/shopping-list");
  await hydrated(client);
  await page.emulateMedia({ media: "print" });
  await expectNoChrome(page);
  for (const [aisle, item] of [
    ["Produce", "Tomatoes"],
    ["Dairy", "Milk"],
  ]) {
    const section = page.getByRole("region", { name: aisle, exact: true });
    await expect(section).toBeVisible();
    await expect(section.getByText(item, { exact: true })).toBeVisible();
    await expect(section.getByRole("link", { name: `Options for ${item}` })).toBeHidden();
  }
  await expect(page.getByRole("region", { name: "Add to the list" })).toBeHidden();
  await expect(page.getByText("Move checked items to the pantry")).toBeHidden();
  // Printed light: the dark theme is for screens.
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
});
