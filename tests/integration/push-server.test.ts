import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, memberWithHousehold, postForm, startAppServer, type AppServer } from "../support/app-server";
import { startPushService, type PushService } from "../support/push-service";

/**
 * Notifications through a production server: the VAPID keys it makes in its data folder,
 * the Notifications card's answers to a device's subscription, and a list change by one
 * member reaching another's device at the local push service, which decrypts it.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "basil-push-server-"));
const SETTINGS_DATA = `/settings?tab=preferences&_data=${encodeURIComponent("routes/_settings+/settings")}`;
let server: AppServer;
let pushService: PushService;

const start = () => startAppServer({ dataDir, env: { PUSH_ALLOW_LOCAL_ENDPOINTS: "true" } });

beforeAll(async () => {
  pushService = await startPushService();
  server = await start();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await pushService?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Notifications = { publicKey: string; devices: Array<{ id: string; device: string; listChanges: boolean }> };

async function notificationsOf(cookie: string): Promise<Notifications> {
  const response = await fetch(`${server.origin}${SETTINGS_DATA}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { notifications: Notifications }).notifications;
}

function subscribe(cookie: string, subscription: string) {
  return fetch(`${server.origin}${SETTINGS_DATA}`, {
    method: "POST",
    headers: {
      Origin: server.origin,
      Cookie: cookie,
      "Content-Type": "application/x-www-form-urlencoded",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    },
    body: new URLSearchParams({ intent: "push-subscribe", subscription }),
  });
}

function api(cookie: string, method: string, pathname: string, body: unknown) {
  return fetch(`${server.origin}/api/v1${pathname}`, {
    method,
    headers: { Origin: server.origin, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("notifications on a production server", () => {
  it("makes its VAPID keys on first start in the data folder, and keeps them across a restart", async () => {
    const home = await memberWithHousehold(server, "push-keys");
    const kept = JSON.parse(readFileSync(path.join(dataDir, "vapid-keys.json"), "utf8")) as { publicKey: string };
    expect((await notificationsOf(home.cookie)).publicKey).toBe(kept.publicKey);

    await server.stop();
    server = await start();
    expect((await notificationsOf(home.cookie)).publicKey).toBe(kept.publicKey);
  }, 60_000);

  it("refuses a bad subscription, storing nothing, takes a good one, and forgets it when the browser drops it", async () => {
    const home = await memberWithHousehold(server, "push-refuse");
    const good = { ...pushService.subscribe(), timeZone: "Europe/Paris" };
    for (const bad of [
      "not json",
      JSON.stringify({ ...good, endpoint: "ftp://push.example.com/device" }),
      JSON.stringify({ ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString("base64url") } }),
      JSON.stringify({ endpoint: good.endpoint, timeZone: "UTC" }),
    ]) {
      const answer = await subscribe(home.cookie, bad);
      expect(answer.status, bad).toBe(400);
      expect(await answer.json()).toEqual({
        status: "push-error",
        message: "This device's notification subscription could not be read. Please try again.",
      });
    }
    expect((await notificationsOf(home.cookie)).devices).toEqual([]);

    const answer = await subscribe(home.cookie, JSON.stringify(good));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: "push-subscribed" });
    expect((await notificationsOf(home.cookie)).devices).toMatchObject([{ device: "Firefox on Linux" }]);

    // The browser dropped the subscription (public/sw.js, pushsubscriptionchange): it is forgotten.
    const dropped = await fetch(`${server.origin}${SETTINGS_DATA}`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: home.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "push-unsubscribe", endpoint: good.endpoint }),
    });
    expect(await dropped.json()).toEqual({ status: "push-unsubscribed" });
    expect((await notificationsOf(home.cookie)).devices).toEqual([]);
  });

  it("tells a member at the shop of another member's change to the list, encrypted for their device", async () => {
    const shopper = await memberWithHousehold(server, "push-shopper");
    const joined = await postForm(server, "/signup", {
      displayName: "Partner",
      email: "push-partner@example.com",
      password: shopper.password,
      redirectTo: "/",
    });
    const partner = cookiesOf(joined);
    const join = await postForm(
      server,
      "/onboarding?view=join",
      { intent: "join", name: shopper.householdName, password: shopper.password },
      partner,
    );
    expect(join.headers.get("location")).toBe("/");

    const phone = pushService.subscribe();
    expect((await subscribe(shopper.cookie, JSON.stringify({ ...phone, timeZone: "UTC" }))).status).toBe(200);
    const { devices, publicKey } = await notificationsOf(shopper.cookie);
    const saved = await postForm(
      server,
      "/settings?tab=preferences",
      { intent: "push-choices", subscriptionId: devices[0].id, expiringAt: "08:00", listChanges: "on" },
      shopper.cookie,
    );
    expect(saved.status).toBeGreaterThanOrEqual(300);
    expect((await notificationsOf(shopper.cookie)).devices).toMatchObject([{ listChanges: true }]);

    const items = `/shopping-list/households/${shopper.householdId}/items`;
    const bread = (await (await api(shopper.cookie, "POST", items, { name: "Bread" })).json()) as {
      data: { item: { id: string } };
    };
    expect((await api(shopper.cookie, "PUT", `${items}/${bread.data.item.id}`, { checked: true })).status).toBe(200);
    const before = pushService.received.length;
    expect((await api(partner, "POST", items, { name: "Butter" })).status).toBe(201);

    const [push] = (await pushService.waitFor(before + 1)).slice(before);
    expect(pushService.refused).toEqual([]);
    expect(push.endpoint).toBe(phone.endpoint);
    expect(push.vapidKey).toBe(publicKey);
    expect(push.payload).toEqual({
      title: "Shopping list changed",
      body: "Partner changed the shopping list",
      tag: "shopping-list",
      url: "/shopping-list",
    });
  });
});
