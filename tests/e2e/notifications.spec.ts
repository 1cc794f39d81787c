import type { Page } from "@playwright/test";
import { startPushService } from "../support/push-service";
import {
  apiCall,
  expect,
  expectApiSuccess,
  expectNewestToast,
  hydrated,
  postForm,
  signUpAndJoin,
  signUpWithHousehold,
  test,
} from "./helpers";
import { CHROMIUM } from "./servers";

/*
 * Push notifications in a browser. Chromium's headless shell refuses notifications, so this
 * spec starts the full browser. A test browser has no push service to subscribe at, so the
 * browser's own subscribe answers with a subscription at the local push service
 * (tests/support/push-service.ts) with keys made by the test; everything else is the app's:
 * the card, the server encrypting and signing, the service worker showing what arrives.
 */
test.use({ serviceWorkers: "allow", launchOptions: { executablePath: CHROMIUM.fullBrowser, args: CHROMIUM.args } });

/** The registration id Chromium's DevTools protocol gives the page's service worker. */
async function serviceWorkerRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const ids: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) =>
    ids.push(...event.registrations.filter((entry) => !entry.isDeleted).map((entry) => entry.registrationId)),
  );
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => ids.length, { message: "the service worker's registration" }).toBeGreaterThan(0);
  return { cdp, registrationId: ids[0] };
}

test(
  "a device turns notifications on, and a list change by someone else reaches it as a notification",
  { tag: "@js-only" },
  async ({ newClient }) => {
    const pushService = await startPushService();
    try {
      const shopper = await newClient();
      const { page } = shopper;
      await shopper.context.grantPermissions(["notifications"], { origin: shopper.baseURL });
      const subscription = pushService.subscribe();
      await shopper.context.addInitScript((made) => {
        let current: PushSubscription | null = null;
        PushManager.prototype.getSubscription = async () => current;
        PushManager.prototype.subscribe = async () => {
          current = {
            endpoint: made.endpoint,
            toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
            unsubscribe: async () => true,
          } as unknown as PushSubscription;
          return current;
        };
      }, subscription);
      const { household } = await signUpWithHousehold(shopper);

      await page.goto("/settings?tab=preferences");
      await hydrated(shopper);
      await expect
        .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active))
        .toBe(true);
      await page.getByRole("button", { name: "Turn on notifications on this device" }).click();
      const device = page.getByRole("list", { name: "Devices with notifications" }).getByRole("listitem");
      await expect(device).toHaveCount(1);
      await expect(device.getByText("This device")).toBeVisible();
      await expect(page.getByRole("button", { name: "Turn on notifications on this device" })).toHaveCount(0);

      await device.getByLabel("Shopping list changes by others while I'm at the shop").check();
      await device.getByRole("button", { name: "Save" }).click();
      await expectNewestToast(page, "Notifications saved");
      await expect(device.getByLabel("Shopping list changes by others while I'm at the shop")).toBeChecked();

      // The shopper ticks an item off (at the shop); another member adds one.
      const { householdId } = expectApiSuccess(await apiCall(shopper, "GET", "/users/profile"));
      const items = `/shopping-list/households/${householdId}/items`;
      const bread = expectApiSuccess(await apiCall(shopper, "POST", items, { body: { name: "Bread" } }), 201);
      expectApiSuccess(await apiCall(shopper, "PUT", `${items}/${bread.item.id}`, { body: { checked: true } }));
      const partner = await newClient();
      await signUpAndJoin(partner, household);
      expectApiSuccess(await apiCall(partner, "POST", items, { body: { name: "Butter" } }), 201);

      const [push] = await pushService.waitFor(1);
      expect(pushService.refused).toEqual([]);
      expect(push.endpoint).toBe(subscription.endpoint);
      expect(push.payload).toMatchObject({ title: "Shopping list changed", tag: "shopping-list" });

      // The browser gets what its push service decrypted; with no Basil page in front, it is shown.
      const { cdp, registrationId } = await serviceWorkerRegistration(page);
      await page.goto("about:blank");
      await cdp.send("ServiceWorker.deliverPushMessage", {
        origin: new URL(shopper.baseURL).origin,
        registrationId,
        data: JSON.stringify(push.payload),
      });
      await page.goto("/offline.html");
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
              title: shown.title,
              body: shown.body,
              tag: shown.tag,
            })),
          ),
        )
        .toEqual([
          {
            title: "Shopping list changed",
            body: expect.stringMatching(/changed the shopping list$/),
            tag: "shopping-list",
          },
        ]);
    } finally {
      await pushService.close();
    }
  },
);

test(
  "without JavaScript the card says why, and a device already on can be changed and turned off",
  { tag: "@no-js-only" },
  async ({ newClient }) => {
    const pushService = await startPushService();
    try {
      const client = await newClient();
      const { page } = client;
      await signUpWithHousehold(client);
      // A device turned on earlier, with JavaScript.
      const subscription = JSON.stringify({ ...pushService.subscribe(), timeZone: "Europe/Paris" });
      expect((await postForm(client, "/settings", { intent: "push-subscribe", subscription })).status()).toBe(200);

      await page.goto("/settings?tab=preferences");
      await expect(
        page.getByText("Notifications need JavaScript: a device can only turn them on in its browser."),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Turn on notifications on this device" })).toBeHidden();
      const device = page.getByRole("list", { name: "Devices with notifications" }).getByRole("listitem");
      await expect(device).toHaveCount(1);
      await device.getByLabel("A timer ended").uncheck();
      await device.getByLabel("Daily time").fill("19:15");
      await device.getByRole("button", { name: "Save" }).click();
      await expectNewestToast(page, "Notifications saved");
      await expect(device.getByLabel("A timer ended")).not.toBeChecked();
      await expect(device.getByLabel("Daily time")).toHaveValue("19:15");

      await device.getByRole("button", { name: "Turn off" }).click();
      await expectNewestToast(page, "Notifications turned off");
      await expect(page.getByText("No device has notifications on.")).toBeVisible();
    } finally {
      await pushService.close();
    }
  },
);
