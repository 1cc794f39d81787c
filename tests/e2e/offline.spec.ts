// Basil as an installed app with a weak signal: the web manifest and its icons, the service
// worker (public/sw.js, registered only with JavaScript on), pages opened offline from the
// last data seen and marked with its time, and the offline page for pages never opened.
import type { Page } from "@playwright/test";
import {
  apiCall,
  type Client,
  expect,
  expectApiSuccess,
  expectPath,
  hydrated,
  signUpAndJoin,
  signUpApiMember,
  test,
} from "./helpers";

// The other specs block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: "allow" });

/** The width and height a PNG's header gives. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1"), "a PNG file").toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const banner = (page: Page) => page.locator("[data-offline]");

/** Opens a page and waits until the service worker controls it and has kept it for offline use. */
async function openKept(client: Client, path: string, heading: string) {
  await client.page.goto(path);
  await expect(client.page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await hydrated(client);
  await expect
    .poll(() => client.page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: "the service worker controls the page",
    })
    .toBe(true);
  await expect
    .poll(
      () =>
        client.page.evaluate(
          async (url) => (await caches.keys()).some((name) => name.endsWith("-pages")) && !!(await caches.match(url)),
          new URL(path, client.baseURL).href,
        ),
      {
        message: `${path} is kept on the device`,
      },
    )
    .toBe(true);
}

test.describe("installing Basil", () => {
  test(
    "the manifest names the app, its colours, icons phones ask for (maskable too) and shortcuts to the list and a new chat",
    { tag: "@server" },
    async ({ newClient }) => {
      const { page } = await newClient();
      const response = await page.request.get("/manifest.webmanifest");
      expect(response.status()).toBe(200);
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        name: "Basil",
        short_name: "Basil",
        start_url: "/",
        display: "standalone",
        theme_color: "#2f7e37",
        background_color: "#fafaf9",
      });
      const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose?: string }>;
      for (const [size, purpose] of [
        ["192x192", "any"],
        ["512x512", "any"],
        ["192x192", "maskable"],
        ["512x512", "maskable"],
      ]) {
        const icon = icons.find((candidate) => candidate.sizes === size && (candidate.purpose ?? "any") === purpose);
        expect(icon, `a ${purpose} icon of ${size}`).toBeTruthy();
        const file = await page.request.get(icon!.src);
        expect(file.headers()["content-type"]).toBe("image/png");
        expect(pngSize(await file.body())).toBe(size);
      }
      expect((manifest.shortcuts as Array<{ url: string }>).map((shortcut) => shortcut.url)).toEqual([
        "/shopping-list",
        "/chat",
      ]);

      await page.goto("/login");
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
      const touchIcon = await page.request.get(
        (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!,
      );
      expect(pngSize(await touchIcon.body())).toBe("180x180");
    },
  );

  test("the service worker is registered only when JavaScript runs", async ({ newClient, javaScriptEnabled }) => {
    const member = await signUpApiMember(await newClient());
    const { page } = member.client;
    await page.goto("/shopping-list");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
    if (javaScriptEnabled) {
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
        .toBe(1);
    } else {
      await page.waitForTimeout(1000);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    }
  });
});

test.describe("offline reading", () => {
  test(
    "the list and the pantry open offline from the last data seen, marked with its time; a page never opened shows the offline page",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const member = await signUpApiMember(await newClient());
      const { client, householdId } = member;
      const { page } = client;
      expectApiSuccess(
        await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, {
          body: { name: "Oat milk", quantity: 2, unit: "l" },
        }),
        201,
      );
      expectApiSuccess(
        await apiCall(client, "POST", `/inventory/households/${householdId}/items`, {
          body: { name: "Basmati rice", quantity: 1, unit: "kg", location: "pantry" },
        }),
        201,
      );
      await openKept(client, "/inventory", "Pantry");
      await openKept(client, "/shopping-list", "Shopping list");
      await expect(banner(page)).toHaveCount(0);

      await client.context.setOffline(true);
      await expect(banner(page)).toHaveText("You're offline.");
      await page.reload();
      await expect(page.getByRole("checkbox", { name: /^Oat milk\b/ })).toBeVisible();
      await expect(banner(page)).toHaveText(/^You're offline — showing data from \d{1,2}:\d{2}( [AP]M)?\.$/);
      await hydrated(client);

      // Within the app, another page opened before comes from the device too.
      await page.getByRole("link", { name: "Pantry" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Pantry" })).toBeVisible();
      await expect(page.getByText("Basmati rice")).toBeVisible();
      await expect(banner(page)).toHaveText(/showing data from/);

      // A page never opened on this device: the offline page, not the browser's error.
      await page.goto("/meal-planner");
      await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Shopping list" })).toHaveAttribute("href", "/shopping-list");

      // Meanwhile the list changes on the server; back online, the page shows it and the banner goes.
      await page.goto("/shopping-list");
      await expect(banner(page)).toContainText("showing data from");
      await hydrated(client);
      expectApiSuccess(
        await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, { body: { name: "Lemons" } }),
        201,
      );
      await client.context.setOffline(false);
      await expect(page.getByRole("checkbox", { name: /^Lemons\b/ })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    },
  );
});

test.describe("offline writing", () => {
  const tick = (page: Page, name: string) => page.getByRole("checkbox", { name: new RegExp(`^${name}\\b`, "i") });
  const waiting = (page: Page) => page.locator('[data-outbox="waiting"]');

  async function listOnServer(client: Client, householdId: string) {
    const { items } = expectApiSuccess(await apiCall(client, "GET", `/shopping-list/households/${householdId}/items`));
    return items as Array<{ name: string; quantity: number | null; unit: string | null; checked: boolean }>;
  }

  test(
    "ticks and adds made offline wait on the device, survive a reload, and reach the server once; a removed item stays removed",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const member = await signUpApiMember(await newClient());
      const { client, householdId } = member;
      const { page } = client;
      for (const name of ["Milk", "Eggs"]) {
        expectApiSuccess(
          await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, { body: { name } }),
          201,
        );
      }
      const eggs = (await listOnServer(client, householdId)).find((item) => item.name === "Eggs") as unknown as {
        id: string;
      };
      await openKept(client, "/shopping-list", "Shopping list");

      await client.context.setOffline(true);
      await tick(page, "Milk").click();
      await expect(tick(page, "Milk")).toHaveAttribute("aria-checked", "true");
      await tick(page, "Eggs").click();
      await expect(waiting(page)).toHaveText(
        "2 changes are saved on this device and will be sent when you're back online.",
      );
      await page.getByLabel("Add an item", { exact: true }).fill("2 lemons");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(tick(page, "lemons")).toContainText("Waiting to send");
      await expect(page.getByLabel("Add an item", { exact: true })).toHaveValue("");
      await expect(waiting(page)).toHaveText(
        "3 changes are saved on this device and will be sent when you're back online.",
      );

      // Still offline, the page comes back from the device with its queue.
      await page.reload();
      await hydrated(client);
      await expect(tick(page, "Milk")).toHaveAttribute("aria-checked", "true");
      await expect(tick(page, "Milk")).toContainText("Waiting to send");
      await expect(tick(page, "lemons")).toBeVisible();
      await expect(waiting(page)).toContainText("3 changes");

      // Meanwhile another member removes the eggs.
      expectApiSuccess(await apiCall(client, "DELETE", `/shopping-list/households/${householdId}/items/${eggs.id}`));
      // The answer to the add is lost on the way back: the page sends it again with the same key.
      let adds = 0;
      await page.route("**/api/v1/shopping-list/households/*/items", async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        adds += 1;
        if (adds === 1) {
          await route.fetch();
          return route.abort("failed");
        }
        return route.continue();
      });

      await client.context.setOffline(false);
      await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('[data-outbox="notes"]')).toContainText(
        "Eggs had been removed from the list by someone else, so your tick was not applied.",
      );
      await expect(page.locator("[data-waiting]")).toHaveCount(0);
      await expect(tick(page, "Milk")).toHaveAttribute("aria-checked", "true");
      await expect(tick(page, "Eggs")).toHaveCount(0);
      expect(adds, "the add was sent again after its answer was lost").toBe(2);

      const onServer = await listOnServer(client, householdId);
      expect(onServer.map((item) => item.name).sort()).toEqual(["Lemons", "Milk"]);
      expect(onServer.find((item) => item.name === "Milk")?.checked).toBe(true);
      expect(onServer.find((item) => item.name === "Lemons")?.quantity, "the lemons were added once").toBe(2);
    },
  );

  test(
    "what the member is told about a dropped change survives the page being loaded anew while the queue is sent",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, householdId } = await signUpApiMember(await newClient());
      const { page } = client;
      const { item: eggs } = expectApiSuccess(
        await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, { body: { name: "Eggs" } }),
        201,
      );
      await openKept(client, "/shopping-list", "Shopping list");

      await client.context.setOffline(true);
      await tick(page, "Eggs").click();
      await page.getByLabel("Add an item", { exact: true }).fill("2 lemons");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(waiting(page)).toHaveText(
        "2 changes are saved on this device and will be sent when you're back online.",
      );
      // Meanwhile another member removes the eggs.
      expectApiSuccess(await apiCall(client, "DELETE", `/shopping-list/households/${householdId}/items/${eggs.id}`));

      // Back online, the tick is refused; as the add goes out, the page is loaded anew (as the
      // app does when the network is not quite back), cutting that send short.
      let adds = 0;
      const reloaded = new Promise<void>((resolve) => {
        void page.route("**/api/v1/shopping-list/households/*/items", async (route) => {
          if (route.request().method() !== "POST" || (adds += 1) > 1) return route.continue();
          await route.abort("failed");
          await page.reload().catch((error: Error) => {
            // Already being loaded anew by the app itself (its own reload won the race): that load counts.
            if (!error.message.includes("ERR_ABORTED")) throw error;
          });
          resolve();
        });
      });
      await client.context.setOffline(false);
      await reloaded;
      await hydrated(client);
      await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('[data-outbox="notes"]')).toContainText(
        "Eggs had been removed from the list by someone else, so your tick was not applied.",
      );
      expect((await listOnServer(client, householdId)).map((item) => item.name)).toEqual(["Lemons"]);

      // Dismissed, it is not told again.
      await page.locator('[data-outbox="notes"]').getByRole("button", { name: "Dismiss" }).click();
      await expect(page.locator('[data-outbox="notes"]')).toHaveCount(0);
      await page.reload();
      await hydrated(client);
      await expect(tick(page, "Lemons")).toBeVisible();
      await expect(page.locator('[data-outbox="notes"]')).toHaveCount(0);
    },
  );

  test(
    "an edit of a shopping item made offline waits on its row as the member left it and reaches every member once back online",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, householdId, household } = await signUpApiMember(await newClient());
      const other = await newClient();
      await signUpAndJoin(other, household);
      const { page } = client;
      expectApiSuccess(
        await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, {
          body: { name: "Lemons", quantity: 2 },
        }),
        201,
      );
      await openKept(client, "/shopping-list", "Shopping list");
      await page.getByRole("link", { name: "Options for Lemons", exact: true }).click();
      await page.getByRole("link", { name: "Edit Lemons", exact: true }).click();
      const edit = page.getByRole("region", { name: "Edit Lemons", exact: true });
      await expect(edit.getByLabel("Item", { exact: true })).toHaveValue("Lemons");

      await client.context.setOffline(true);
      await edit.getByLabel("Quantity", { exact: true }).fill("3");
      await edit.getByLabel("Note", { exact: true }).fill("unwaxed");
      await edit.getByRole("button", { name: "Save changes" }).click();
      await expect(edit).toHaveCount(0);
      await expect(tick(page, "Lemons")).toHaveAccessibleName(/^Lemons 3 unwaxed\b/);
      await expect(tick(page, "Lemons")).toContainText("Waiting to send");
      await expect(waiting(page)).toHaveText(
        "1 change is saved on this device and will be sent when you're back online.",
      );

      await client.context.setOffline(false);
      await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator("[data-waiting]")).toHaveCount(0);
      await expect(tick(page, "Lemons")).toHaveAccessibleName("Lemons 3 unwaxed");
      expect(await listOnServer(client, householdId)).toMatchObject([{ name: "Lemons", quantity: 3, note: "unwaxed" }]);
      await other.page.goto("/shopping-list");
      await expect(tick(other.page, "Lemons")).toHaveAccessibleName("Lemons 3 unwaxed");
    },
  );
});

test.describe("offline writing in the pantry", () => {
  const row = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

  async function pantryOnServer(client: Client, householdId: string) {
    const { items } = expectApiSuccess(await apiCall(client, "GET", `/inventory/households/${householdId}/items`));
    return items as Array<{ name: string; quantity: number | null; unit: string | null }>;
  }

  test(
    "using up and adding offline wait on the device and reach the server once back online; amounts added meanwhile add up",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, householdId } = await signUpApiMember(await newClient());
      const { page } = client;
      expectApiSuccess(
        await apiCall(client, "POST", `/inventory/households/${householdId}/items`, {
          body: { name: "Rice", quantity: 1, unit: "kg" },
        }),
        201,
      );
      await openKept(client, "/inventory", "Pantry");

      await client.context.setOffline(true);
      await page.getByRole("button", { name: "Use up Rice" }).click();
      await expect(row(page, "Rice")).toHaveCount(0);
      await expect(page.locator('[data-outbox="waiting"]')).toHaveText(
        "1 change is saved on this device and will be sent when you're back online.",
      );
      const add = page.getByRole("region", { name: "Add to pantry" });
      await add.getByLabel("Item", { exact: true }).fill("Apples");
      await add.getByLabel("Quantity", { exact: true }).fill("3");
      await add.getByRole("button", { name: "Add item", exact: true }).click();
      await expect(row(page, "Apples")).toContainText("Waiting to send");
      await expect(page.locator('[data-outbox="waiting"]')).toHaveText(
        "2 changes are saved on this device and will be sent when you're back online.",
      );

      await page.reload();
      await hydrated(client);
      await expect(row(page, "Apples")).toContainText("Waiting to send");
      await expect(row(page, "Rice")).toHaveCount(0);

      // Meanwhile another member puts two apples in the pantry.
      expectApiSuccess(
        await apiCall(client, "POST", `/inventory/households/${householdId}/items`, {
          body: { name: "Apples", quantity: 2 },
        }),
        201,
      );
      await client.context.setOffline(false);
      // The banner is also absent for a moment while the page reads the queue again: what
      // proves the changes were sent is the server holding them.
      await expect
        .poll(async () => (await pantryOnServer(client, householdId)).map((item) => [item.name, item.quantity]), {
          timeout: 15_000,
        })
        .toEqual([["Apples", 5]]);
      await expect(page.locator('[data-outbox="waiting"]')).toHaveCount(0);
      await expect(page.locator("[data-waiting]")).toHaveCount(0);
      await expect(row(page, "Apples")).toContainText("5");
    },
  );
});

test.describe("using some of a pantry item offline", () => {
  test(
    "the use waits on the item's page, survives a reload, and is taken once back online, after what another member used meanwhile",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, householdId } = await signUpApiMember(await newClient());
      const { page } = client;
      const items = `/inventory/households/${householdId}/items`;
      const { item } = expectApiSuccess(
        await apiCall(client, "POST", items, { body: { name: "Rice", quantity: 1, unit: "kg" } }),
        201,
      );
      await openKept(client, "/inventory", "Pantry");
      await openKept(client, `/inventory/${item.id}`, "Rice");
      const details = page.getByLabel("Item details");
      await expect(details).toContainText("1 kg");

      await client.context.setOffline(true);
      const useSome = page.getByRole("region", { name: "Use some" });
      await useSome.getByLabel("Amount used").fill("200");
      await useSome.getByLabel("Unit").fill("g");
      await useSome.getByRole("button", { name: "Use", exact: true }).click();
      await expect(page.locator('[data-outbox="waiting"]')).toHaveText(
        "1 change is saved on this device and will be sent when you're back online.",
      );
      await expect(details.locator("[data-waiting]")).toHaveText("Use 200 g: waiting to send");
      await expect(useSome.getByLabel("Amount used")).toHaveValue("");

      await page.reload();
      await hydrated(client);
      await expect(details.locator("[data-waiting]")).toHaveText("Use 200 g: waiting to send");

      // Meanwhile another member cooks with 300 g of it.
      expectApiSuccess(
        await apiCall(client, "POST", `${items}/${item.id}/use`, { body: { quantity: 300, unit: "g" } }),
      );
      await client.context.setOffline(false);
      await expect
        .poll(
          async () => {
            const { items: onServer } = expectApiSuccess(await apiCall(client, "GET", items));
            return (onServer as Array<{ name: string; quantity: number; unit: string }>).map(
              ({ name, quantity, unit }) => [name, quantity, unit],
            );
          },
          { timeout: 15_000 },
        )
        .toEqual([["Rice", 0.5, "kg"]]);
      await expect(page.locator('[data-outbox="waiting"]')).toHaveCount(0);
      await expect(details.locator("[data-waiting]")).toHaveCount(0);
      await expect(details).toContainText("0.5 kg");

      // Using the rest up offline waits on the page too; sent, the item has left the pantry.
      await client.context.setOffline(true);
      await page.getByRole("button", { name: "Use it all up" }).click();
      await expect(details.locator("[data-waiting]")).toHaveText("Use it all up: waiting to send");
      await client.context.setOffline(false);
      await expect(page.getByRole("heading", { name: "Item not found" })).toBeVisible({ timeout: 15_000 });
      expect(expectApiSuccess(await apiCall(client, "GET", items)).items).toEqual([]);
    },
  );
});

test.describe("a device slow to read its queue back", () => {
  test(
    "a use queued offline still clears the form when the page learns of it only after the submission has ended",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const client = await newClient();
      // Every IndexedDB answer comes 800 ms late, so the page reads the queued use back after
      // the form's own submission has ended, as a busy device does.
      await client.context.addInitScript(() => {
        const onsuccess = Object.getOwnPropertyDescriptor(IDBRequest.prototype, "onsuccess");
        if (!onsuccess?.set || !onsuccess.get) return;
        const { get, set } = onsuccess;
        Object.defineProperty(IDBRequest.prototype, "onsuccess", {
          configurable: true,
          get() {
            return get.call(this);
          },
          set(handler: ((this: IDBRequest, event: Event) => unknown) | null) {
            set.call(
              this,
              handler &&
                function (this: IDBRequest, event: Event) {
                  setTimeout(() => handler.call(this, event), 800);
                },
            );
          },
        });
      });
      const { householdId } = await signUpApiMember(client);
      const { page } = client;
      const { item } = expectApiSuccess(
        await apiCall(client, "POST", `/inventory/households/${householdId}/items`, {
          body: { name: "Rice", quantity: 1, unit: "kg" },
        }),
        201,
      );
      await openKept(client, `/inventory/${item.id}`, "Rice");

      await client.context.setOffline(true);
      const useSome = page.getByRole("region", { name: "Use some" });
      await useSome.getByLabel("Amount used").fill("200");
      await useSome.getByLabel("Unit").fill("g");
      await useSome.getByRole("button", { name: "Use", exact: true }).click();
      await expect(page.getByLabel("Item details").locator("[data-waiting]")).toHaveText("Use 200 g: waiting to send");
      await expect(useSome.getByLabel("Amount used")).toHaveValue("");
    },
  );
});

test.describe("an item's page offline", () => {
  test(
    "removing waits on the device and the item leaves the pantry; an edit that cannot be sent says so and keeps what was typed",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, householdId } = await signUpApiMember(await newClient());
      const { page } = client;
      const items = `/inventory/households/${householdId}/items`;
      const { item: rice } = expectApiSuccess(
        await apiCall(client, "POST", items, { body: { name: "Rice", quantity: 1, unit: "kg" } }),
        201,
      );
      expectApiSuccess(
        await apiCall(client, "POST", items, { body: { name: "Beans", quantity: 2, unit: "cans" } }),
        201,
      );
      await openKept(client, "/inventory", "Pantry");
      await openKept(client, `/inventory/${rice.id}`, "Rice");

      await client.context.setOffline(true);
      const edit = page.getByRole("region", { name: "Edit item" });
      await edit.getByLabel("Quantity", { exact: true }).fill("3");
      await edit.getByRole("button", { name: "Save changes" }).click();
      // Said in the form itself, beside what was typed, not in a toast over it.
      await expect(edit.getByRole("alert")).toHaveText(
        "Couldn't send that change. Check your connection and try again; what you typed is kept.",
      );
      await expect(page.getByRole("heading", { level: 1, name: "Rice" })).toBeVisible();
      await expect(edit.getByLabel("Quantity", { exact: true })).toHaveValue("3");

      await page.getByRole("link", { name: "Remove item" }).click();
      await page.getByRole("button", { name: "Yes, remove" }).click();
      await expectPath(page, "/inventory");
      await expect(page.locator('[data-outbox="waiting"]')).toHaveText(
        "1 change is saved on this device and will be sent when you're back online.",
      );
      await expect(page.getByRole("listitem").filter({ hasText: "Rice" })).toHaveCount(0);
      await expect(page.getByRole("listitem").filter({ hasText: "Beans" })).toBeVisible();

      await client.context.setOffline(false);
      await expect
        .poll(
          async () =>
            (
              expectApiSuccess(await apiCall(client, "GET", items)).items as Array<{ name: string; quantity: number }>
            ).map((item) => [item.name, item.quantity]),
          {
            timeout: 15_000,
          },
        )
        .toEqual([["Beans", 2]]);
      await expect(page.locator('[data-outbox="waiting"]')).toHaveCount(0);
    },
  );
});

test.describe("signing out with changes still on the device", () => {
  const milk = (page: Page) => page.getByRole("checkbox", { name: /^Milk\b/ });
  const unsent = (page: Page) => page.getByRole("alert").filter({ hasText: "not been sent yet" });
  const logOut = (page: Page) => page.getByRole("button", { name: "Log Out", exact: true });

  /**
   * A member ticks Milk offline while the list's API cannot be reached (the tick waits on the
   * device), then opens Settings; another member of the household watches the list.
   */
  async function tickWaiting(newClient: () => Promise<Client>) {
    const { client, householdId, household } = await signUpApiMember(await newClient());
    const other = await newClient();
    await signUpAndJoin(other, household);
    expectApiSuccess(
      await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, { body: { name: "Milk" } }),
      201,
    );
    await openKept(client, "/shopping-list", "Shopping list");
    const { page } = client;
    const blocked = "**/api/v1/shopping-list/**";
    await page.route(blocked, (route) => route.abort("failed"));
    await client.context.setOffline(true);
    await milk(page).click();
    await expect(page.locator('[data-outbox="waiting"]')).toHaveText(
      "1 change is saved on this device and will be sent when you're back online.",
    );
    await client.context.setOffline(false);
    // Offline, a page whose data cannot be fetched is loaded again as a document from the device
    // (the service worker's answer); a navigation begun while that reload is under way is
    // aborted by it (net::ERR_ABORTED), so it is begun again.
    await expect(async () => {
      await page.goto("/settings");
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await hydrated(client);
    const milkOnServer = async () => {
      const { items } = expectApiSuccess(await apiCall(other, "GET", `/shopping-list/households/${householdId}/items`));
      return (items as Array<{ name: string; checked: boolean }>).find((item) => item.name === "Milk")?.checked;
    };
    const queued = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open("basil-offline");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const database = open.result;
              if (!database.objectStoreNames.contains("outbox")) return resolve(0);
              const count = database.transaction("outbox").objectStore("outbox").count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error);
            };
          }),
      );
    return { page, unblock: () => page.unroute(blocked), milkOnServer, queued };
  }

  test(
    "Log Out first sends what is waiting; what cannot be sent is named, and staying keeps it until it goes",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { page, unblock, milkOnServer, queued } = await tickWaiting(newClient);
      await logOut(page).click();
      await expect(unsent(page)).toHaveText(
        /^1 change made offline has not been sent yet\. If you log out now, it will be lost\./,
        { timeout: 15_000 },
      );
      await expect(logOut(page)).toBeEnabled();
      await unsent(page).getByRole("button", { name: "Stay logged in" }).click();
      await expect(unsent(page)).toHaveCount(0);
      await expectPath(page, "/settings");
      expect(await queued()).toBe(1);
      expect(await milkOnServer()).toBe(false);

      // The connection is back: Log Out sends the tick, then signs out and leaves no queue behind.
      await unblock();
      await logOut(page).click();
      await expectPath(page, "/login");
      expect(await milkOnServer()).toBe(true);
      expect(await queued()).toBe(0);
    },
  );

  test(
    "Log out anyway drops what is waiting and clears the device's queue",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { page, milkOnServer, queued } = await tickWaiting(newClient);
      await logOut(page).click();
      await unsent(page).getByRole("button", { name: "Log out anyway" }).click({ timeout: 15_000 });
      await expectPath(page, "/login");
      expect(await queued()).toBe(0);
      expect(await milkOnServer()).toBe(false);
    },
  );
});
