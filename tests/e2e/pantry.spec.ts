// The pantry pages, /inventory and /inventory/{itemId} (routes and embedded inventory
// list: items marked 'Expired' or 'Soon'; inventory item: expired before today, 'Soon'
// within 7 days). Runs with JavaScript on and off; the live update needs JavaScript.
import type { Page } from "@playwright/test";
import { format } from "date-fns";
import {
  apiCall,
  type Client,
  expect,
  expectApiSuccess,
  expectNewestToast,
  expectPath,
  hydrated,
  kitchenMember,
  signUpAndJoin,
  signUpApiMember,
  test,
} from "./helpers";

type PantryEntry = { name: string; quantity?: string; unit?: string; location?: string; expires?: string };

/** A date `days` from today (UTC, as the server decides what has expired), as YYYY-MM-DD. */
function isoDay(days: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** How the pages show a YYYY-MM-DD date. */
function shown(iso: string) {
  const [year, month, day] = iso.split("-").map(Number);
  return format(new Date(year, month - 1, day), "MMM d, yyyy");
}

async function openPantry(client: Client, path = "/inventory") {
  await client.page.goto(path);
  await expect(client.page.getByRole("heading", { level: 1, name: "Pantry" })).toBeVisible();
  await hydrated(client);
}

function addForm(page: Page) {
  const card = page.getByRole("region", { name: "Add to pantry" });
  return {
    card,
    name: card.getByLabel("Item", { exact: true }),
    quantity: card.getByLabel("Quantity", { exact: true }),
    unit: card.getByLabel("Unit", { exact: true }),
    location: card.getByLabel("Location", { exact: true }),
    expires: card.getByLabel("Expires", { exact: true }),
    submit: card.getByRole("button", { name: "Add item" }),
    alert: card.getByRole("alert"),
  };
}

async function addItem(page: Page, entry: PantryEntry) {
  const form = addForm(page);
  await form.name.fill(entry.name);
  await form.quantity.fill(entry.quantity ?? "");
  await form.unit.fill(entry.unit ?? "");
  await form.location.fill(entry.location ?? "");
  await form.expires.fill(entry.expires ?? "");
  await form.submit.click();
}

function pantryList(page: Page) {
  return page.locator("main ul").first();
}

function row(page: Page, name: string) {
  return pantryList(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: new RegExp(`^${name}\\b`) }) });
}

async function itemHref(page: Page, name: string) {
  const href = await row(page, name).getByRole("link").getAttribute("href");
  expect(href, `link of ${name}`).toMatch(/^\/inventory\/[\w-]+$/);
  return href as string;
}

test.describe("the pantry list", () => {
  test("starts empty and adds an item with its amount, place and expiry", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openPantry(client);
    await expect(page.getByText("Your pantry is empty")).toBeVisible();

    const expires = isoDay(30);
    await addItem(page, { name: "chicken breast", quantity: "2", unit: "pounds", location: "Fridge", expires });
    await expectNewestToast(page, "Added Chicken breast", "2 lb in the fridge.");
    const added = row(page, "Chicken breast");
    await expect(added).toContainText(`2 lb · Fridge · Expires ${shown(expires)}`);
    await expect(added.getByText("Soon", { exact: true })).toHaveCount(0);
    await expect(added.getByText("Expired", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Your pantry is empty")).toHaveCount(0);
    // The form is ready for the next item.
    await expect(addForm(page).name).toHaveValue("");
  });

  test("merges an item added again in the same place, and keeps other places apart", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openPantry(client);
    await addItem(page, { name: "Chicken breast", quantity: "2", unit: "lb", location: "fridge" });
    await expectNewestToast(page, "Added Chicken breast");

    await addItem(page, { name: "chicken breasts", quantity: "1", unit: "pound", location: "fridge" });
    await expectNewestToast(page, "Added 1 lb to Chicken breast", "Now 3 lb in the fridge.");
    await expect(row(page, "Chicken breast")).toHaveCount(1);
    await expect(row(page, "Chicken breast")).toContainText("3 lb · Fridge");

    await addItem(page, { name: "Chicken breast", quantity: "500", unit: "g", location: "freezer" });
    await expectNewestToast(page, "Added Chicken breast", "500 g in the freezer.");
    await expect(row(page, "Chicken breast")).toHaveCount(2);
  });

  test("marks expired items 'Expired' in red and items expiring within 7 days 'Soon' in amber", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    await openPantry(client);
    // An expiry date lasts to the end of its day: an item expiring today is 'Soon', from tomorrow 'Expired'.
    const entries = [
      { name: "Yoghurt", expires: isoDay(-1) },
      { name: "Milk", expires: isoDay(0) },
      { name: "Spinach", expires: isoDay(3) },
      { name: "Cream", expires: isoDay(7) },
      { name: "Rice", expires: isoDay(40) },
      { name: "Honey" },
    ];
    for (const entry of entries) {
      await addItem(page, entry);
      await expectNewestToast(page, `Added ${entry.name}`);
    }
    const expired = row(page, "Yoghurt").getByText("Expired", { exact: true });
    await expect(expired).toBeVisible();
    await expect(expired).toHaveClass(/red/);
    await expect(row(page, "Yoghurt")).toContainText(`Expired ${shown(isoDay(-1))}`);
    for (const name of ["Milk", "Spinach", "Cream"]) {
      const soon = row(page, name).getByText("Soon", { exact: true });
      await expect(soon).toBeVisible();
      await expect(soon).toHaveClass(/amber/);
    }
    for (const name of ["Rice", "Honey"]) {
      await expect(row(page, name).getByText(/^(Soon|Expired)$/)).toHaveCount(0);
    }
    await expect(row(page, "Honey")).toContainText("No expiry date");
    // Soonest expiry first.
    await expect(pantryList(page).getByRole("listitem").first()).toContainText("Yoghurt");
    // An expired item is said as expired, not counted among those expiring soon.
    await expect(page.getByText("6 items · 3 expiring soon · 1 expired")).toBeVisible();

    await page
      .getByRole("navigation", { name: "Filter the pantry" })
      .getByRole("link", { name: /^Expiring/ })
      .click();
    await expect(page).toHaveURL((url) => url.searchParams.get("expiring") === "all-expiring");
    // Yoghurt has passed its date: the heading says so rather than calling it "expiring soon".
    await expect(page.getByRole("heading", { level: 2, name: "Expired or expiring soon" })).toBeVisible();
    await expect(pantryList(page).getByRole("listitem")).toHaveCount(4);
    await expect(row(page, "Rice")).toHaveCount(0);
  });

  test("filters by location with links, including places of the household's own", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openPantry(client);
    const entries = [
      { name: "Milk", location: "fridge" },
      { name: "Ice cream", location: "Freezer" },
      { name: "Flour", location: "" },
      { name: "Potatoes", location: "Garage" },
    ];
    for (const entry of entries) {
      await addItem(page, entry);
      await expectNewestToast(page, `Added ${entry.name}`);
    }
    const filters = page.getByRole("navigation", { name: "Filter the pantry" });
    await expect(filters.getByRole("link")).toHaveText([
      /^All\s*4$/,
      /^Fridge\s*1$/,
      /^Freezer\s*1$/,
      /^Pantry\s*1$/,
      /^Garage\s*1$/,
      /^Expiring\s*0$/,
    ]);

    await filters.getByRole("link", { name: /^Freezer/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("location") === "freezer");
    await expect(filters.getByRole("link", { name: /^Freezer/ })).toHaveAttribute("aria-current", "page");
    await expect(pantryList(page).getByRole("listitem")).toHaveCount(1);
    await expect(row(page, "Ice cream")).toContainText("Freezer");
    // Adding from a filtered list puts the item in that place.
    await hydrated(client);
    await expect(addForm(page).location).toHaveValue("Freezer");
    await addForm(page).name.fill("Peas");
    await addForm(page).submit.click();
    await expectNewestToast(page, "Added Peas", "In the freezer.");
    await expect(pantryList(page).getByRole("listitem")).toHaveCount(2);

    await filters.getByRole("link", { name: /^Pantry/ }).click();
    await expect(pantryList(page).getByRole("listitem")).toHaveCount(1);
    await expect(row(page, "Flour")).toBeVisible();

    await openPantry(client, "/inventory?location=cellar");
    await expect(page.getByText("Nothing in the cellar yet.")).toBeVisible();
    await page.getByRole("link", { name: "Show everything" }).click();
    await expectPath(page, "/inventory");
    await expect(pantryList(page).getByRole("listitem")).toHaveCount(5);
  });

  test("shows the schema's messages and changes nothing when the input is bad", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openPantry(client);
    const form = addForm(page);

    await addItem(page, { name: "", quantity: "2" });
    await expect(form.alert).toHaveText("Please enter an item name");
    await expect(form.name).toHaveAttribute("aria-invalid", "true");

    await addItem(page, { name: "Butter", quantity: "-1" });
    await expect(form.alert).toHaveText("Quantity must be more than zero");

    await addItem(page, { name: "x".repeat(81) });
    await expect(form.alert).toHaveText("Keep the name to 80 characters or fewer");

    await openPantry(client);
    await expect(page.getByText("Your pantry is empty")).toBeVisible();
  });

  test("uses an item up and removes another from their rows", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openPantry(client);
    for (const name of ["Lemons", "Limes"]) {
      await addItem(page, { name, quantity: "3" });
      await expectNewestToast(page, `Added ${name}`);
    }
    await row(page, "Lemons").getByRole("button", { name: "Use up Lemons" }).click();
    await expectNewestToast(page, "Used up Lemons");
    await expect(row(page, "Lemons")).toHaveCount(0);

    await row(page, "Limes").getByRole("button", { name: "Remove Limes" }).click();
    await expectNewestToast(page, "Removed Limes");
    await expect(page.getByText("Your pantry is empty")).toBeVisible();
  });

  test("another member's change appears without reloading", { tag: "@js-only" }, async ({ newClient }) => {
    const first = await kitchenMember(newClient);
    const second = await newClient();
    await signUpAndJoin(second, first.household);
    await openPantry(first.client);
    await openPantry(second);

    await addItem(first.page, { name: "Basil", quantity: "1", unit: "bunch", location: "fridge" });
    await expectNewestToast(first.page, "Added Basil");
    await expect(row(second.page, "Basil")).toContainText("1 bunch · Fridge");
  });
});

test.describe("an item's page", () => {
  test("shows the item, edits it, and uses some of it", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openPantry(client);
    const expires = isoDay(2);
    await addItem(page, { name: "Milk", quantity: "2", unit: "litres", location: "fridge", expires });
    await expectNewestToast(page, "Added Milk");
    await row(page, "Milk").getByRole("link").click();
    await expect(page).toHaveURL(/\/inventory\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Milk" })).toBeVisible();
    await hydrated(client);
    const details = page.getByRole("region", { name: "Item details" });
    await expect(details).toContainText("2 l");
    await expect(details).toContainText(shown(expires));
    await expect(details.getByText("Soon", { exact: true })).toBeVisible();

    const edit = page.getByRole("region", { name: "Edit item" });
    await expect(edit.getByLabel("Item", { exact: true })).toHaveValue("Milk");
    await edit.getByLabel("Quantity", { exact: true }).fill("1.5");
    await edit.getByLabel("Location", { exact: true }).fill("Door shelf");
    await edit.getByLabel("Expires", { exact: true }).fill(isoDay(20));
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expectNewestToast(page, "Saved Milk", "1.5 l in the door shelf.");
    await expect(details).toContainText("1.5 l");
    await expect(details).toContainText("Door shelf");
    await expect(details.getByText("Soon", { exact: true })).toHaveCount(0);

    const use = page.getByRole("region", { name: "Use some" });
    await expect(use.getByLabel("Unit", { exact: true })).toHaveValue("l");
    await use.getByLabel("Amount used", { exact: true }).fill("500");
    await use.getByLabel("Unit", { exact: true }).fill("ml");
    await use.getByRole("button", { name: "Use", exact: true }).click();
    await expectNewestToast(page, "Used 500 ml of Milk", "1 l left.");
    await expect(details).toContainText("1 l");

    // Units that cannot be compared: the service's own message, and nothing changes.
    await use.getByLabel("Amount used", { exact: true }).fill("2");
    await use.getByLabel("Unit", { exact: true }).fill("cans");
    await use.getByRole("button", { name: "Use", exact: true }).click();
    await expect(use.getByRole("alert")).toHaveText("Milk is measured in l; use an amount in a unit like that");

    await use.getByLabel("Amount used", { exact: true }).fill("");
    await use.getByRole("button", { name: "Use", exact: true }).click();
    await expect(use.getByRole("alert")).toHaveText("Please enter how much you used");

    await edit.getByLabel("Item", { exact: true }).fill(" ");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByRole("alert")).toHaveText("Please enter an item name");
    // Nothing was changed by the refused forms.
    await page.goto(new URL(page.url()).pathname);
    await expect(details).toContainText("1 l");
    await hydrated(client);

    await use.getByLabel("Amount used", { exact: true }).fill("1");
    await use.getByRole("button", { name: "Use", exact: true }).click();
    await expectNewestToast(page, "Used up Milk");
    await expectPath(page, "/inventory");
    await expect(page.getByText("Your pantry is empty")).toBeVisible();
  });

  test(
    "what a member is typing stays when the item changes under it; their own use starts afresh",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, householdId } = await signUpApiMember(await newClient());
      const { page } = client;
      const items = `/inventory/households/${householdId}/items`;
      const { item } = expectApiSuccess(
        await apiCall(client, "POST", items, { body: { name: "Rice", quantity: 1, unit: "kg" } }),
        201,
      );
      const useSomeOf = (quantity: number) =>
        apiCall(client, "POST", `${items}/${item.id}/use`, { body: { quantity, unit: "g" } });
      await page.goto(`/inventory/${item.id}`);
      await hydrated(client);
      const details = page.getByRole("region", { name: "Item details" });
      const edit = page.getByRole("region", { name: "Edit item" });
      const use = page.getByRole("region", { name: "Use some" });
      await expect(details).toContainText("1 kg");

      await edit.getByLabel("Quantity", { exact: true }).fill("750");
      await use.getByLabel("Amount used", { exact: true }).fill("100");
      await use.getByLabel("Unit", { exact: true }).fill("g");
      // Someone else cooks with 200 g meanwhile: the page shows it, and both half-typed forms stay.
      expectApiSuccess(await useSomeOf(200));
      await expect(details).toContainText("0.8 kg");
      await expect(edit.getByLabel("Quantity", { exact: true })).toHaveValue("750");
      await expect(use.getByLabel("Amount used", { exact: true })).toHaveValue("100");
      await expect(use.getByLabel("Unit", { exact: true })).toHaveValue("g");

      // The member's own use goes through and empties its form; the edit they have not sent stays.
      await use.getByRole("button", { name: "Use", exact: true }).click();
      await expectNewestToast(page, "Used 100 g of Rice", "0.7 kg left.");
      await expect(details).toContainText("0.7 kg");
      await expect(use.getByLabel("Amount used", { exact: true })).toHaveValue("");
      await expect(use.getByLabel("Unit", { exact: true })).toHaveValue("kg");
      await expect(edit.getByLabel("Quantity", { exact: true })).toHaveValue("750");

      // Forms nobody is typing in follow the item.
      await page.reload();
      await hydrated(client);
      await expect(edit.getByLabel("Quantity", { exact: true })).toHaveValue("0.7");
      expectApiSuccess(await useSomeOf(100));
      await expect(details).toContainText("0.6 kg");
      await expect(edit.getByLabel("Quantity", { exact: true })).toHaveValue("0.6");
    },
  );

  test("removes an item only after confirming", async ({ newClient, javaScriptEnabled }) => {
    const { client, page } = await kitchenMember(newClient);
    await openPantry(client);
    await addItem(page, { name: "Old cheese", quantity: "200", unit: "g", location: "fridge", expires: isoDay(-10) });
    await expectNewestToast(page, "Added Old cheese");
    const href = await itemHref(page, "Old cheese");
    await page.goto(href);
    await hydrated(client);

    await page.getByRole("link", { name: "Remove item" }).click();
    await expect(page.getByRole("heading", { name: "Remove Old cheese?" })).toBeVisible();
    // Without JavaScript the confirmation is a page of its own; with it, it opens in place, its answer focused.
    await expect(page).toHaveURL((url) => (url.searchParams.get("confirm") === "remove") === !javaScriptEnabled);
    if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Yes, remove" })).toBeFocused();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL((url) => url.pathname === href && !url.searchParams.has("confirm"));
    await expect(page.getByRole("heading", { name: "Remove Old cheese?" })).toHaveCount(0);

    await page.getByRole("link", { name: "Remove item" }).click();
    await page.getByRole("button", { name: "Yes, remove" }).click();
    await expectNewestToast(page, "Removed Old cheese");
    await expectPath(page, "/inventory");
    await expect(page.getByText("Your pantry is empty")).toBeVisible();

    const gone = await page.goto(href);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Item not found" })).toBeVisible();
  });

  // @server: the household's own adding and the back link are the other tests' subject; this
  // one checks what the server answers another household.
  test(
    "another household's item is not found, like an id that does not exist",
    { tag: "@server" },
    async ({ newClient }) => {
      const owner = await kitchenMember(newClient);
      await openPantry(owner.client);
      await addItem(owner.page, { name: "Saffron", quantity: "1", unit: "g" });
      await expectNewestToast(owner.page, "Added Saffron");
      const href = await itemHref(owner.page, "Saffron");

      const stranger = await kitchenMember(newClient);
      for (const path of [href, "/inventory/no-such-item"]) {
        const response = await stranger.page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(stranger.page.getByRole("heading", { level: 1, name: "Item not found" })).toBeVisible();
        await expect(stranger.page.getByText("Saffron")).toHaveCount(0);
      }
      // Changing it from outside the household is refused the same way.
      const post = await stranger.page.request.post(href, {
        form: { intent: "remove" },
        headers: { Origin: stranger.client.baseURL },
      });
      expect(post.status()).toBe(404);
      await stranger.page.getByRole("link", { name: "Back to the pantry" }).click();
      await expectPath(stranger.page, "/inventory");
      await expect(stranger.page.getByText("Your pantry is empty")).toBeVisible();

      await owner.page.goto(href);
      await expect(owner.page.getByRole("heading", { level: 1, name: "Saffron" })).toBeVisible();
    },
  );
});
