import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptionSchema } from "~/schemas/notifications";
import { UserFacingError } from "~/services/errors.server";
import { startTimer } from "~/services/kitchen/cooking.server";
import { addPantryItem } from "~/services/kitchen/pantry.server";
import { addShoppingItem, setShoppingItemChecked } from "~/services/kitchen/shopping.server";
import { pushListChanges, reminderPass } from "~/services/push/index.server";
import { vapidKeys } from "~/services/push/keys.server";
import { sendEndedTimers, sendListChanged } from "~/services/push/reminders.server";
import type { PushContext } from "~/services/push/send.server";
import { listDevices, saveSubscription, updateChoices, type PushDevice } from "~/services/push/subscriptions.server";
import { startPushService, type PushService, type TestSubscription } from "../support/push-service";
import { dialects, useDatabase } from "./databases";
import { newHousehold, useEventBus } from "./kitchen-fixtures";
import { rejection } from "./people";

const identity = { ...webpush.generateVAPIDKeys(), subject: "mailto:basil@example.test" };
const context: PushContext = { identity, allowLocal: true };
const CHROME =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe("VAPID keys", () => {
  it("are made on first start in the data folder and read again after", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "basil-vapid-"));
    try {
      const first = vapidKeys(dir);
      expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
      expect(vapidKeys(dir)).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(dialects)("push notifications on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();
  let service: PushService;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());

  /** A device of this member with notifications on, subscribed at the local push service. */
  async function device(userId: string, timeZone = "UTC"): Promise<{ sub: TestSubscription; device: PushDevice }> {
    const sub = service.subscribe();
    const saved = await saveSubscription(db(), userId, { ...sub, timeZone }, { userAgent: CHROME, allowLocal: true });
    return { sub, device: saved };
  }

  const receivedAt = (endpoint: string) => service.received.filter((push) => push.endpoint === endpoint);

  it("sends one message for a timer that ended, to the household's devices that chose timers", async () => {
    const home = await newHousehold(db(), 2);
    const neighbour = await newHousehold(db());
    const cook = await device(home.members[0].userId);
    const quiet = await device(home.members[1].userId);
    await updateChoices(db(), home.members[1].userId, quiet.device.id, { ...quiet.device, timers: false });
    const elsewhere = await device(neighbour.members[0].userId);
    const timer = await startTimer(db(), home.actor, { name: "Pasta", durationSeconds: 600 });
    const before = service.received.length;

    expect(await sendEndedTimers(db(), new Date(Date.now() + 599_000), context)).toEqual([]);
    const ended = new Date(Date.now() + 601_000);
    expect(await sendEndedTimers(db(), ended, context)).toEqual([{ targetId: cook.device.id, outcome: "sent" }]);
    // The next pass, or another process's, does not send it again.
    expect(await sendEndedTimers(db(), new Date(ended.getTime() + 5000), context)).toEqual([]);

    expect(service.refused).toEqual([]);
    expect(service.received.length - before).toBe(1);
    const [push] = receivedAt(cook.sub.endpoint);
    expect(push.payload).toEqual({
      title: "Time's up!",
      body: "Time's up for the pasta",
      tag: "timer-Pasta",
      url: "/",
    });
    expect(push.vapidKey).toBe(identity.publicKey);
    expect(receivedAt(quiet.sub.endpoint)).toEqual([]);
    expect(receivedAt(elsewhere.sub.endpoint)).toEqual([]);
    expect(timer.status).toBe("running");
  });

  it("sends the items expiring tomorrow once, at the device's daily time on its own clock", async () => {
    const home = await newHousehold(db());
    const phone = await device(home.members[0].userId, "Europe/Berlin");
    await updateChoices(db(), home.members[0].userId, phone.device.id, { ...phone.device, expiringAt: "07:30" });
    // 15 January in Berlin: tomorrow is the 16th.
    await addPantryItem(db(), home.actor, { name: "Milk", expiresAt: "2031-01-16" });
    await addPantryItem(db(), home.actor, { name: "Spinach", expiresAt: "2031-01-16" });
    await addPantryItem(db(), home.actor, { name: "Rice", expiresAt: "2031-01-20" });
    const pass = reminderPass(db(), context);

    await pass(new Date("2031-01-15T06:29:00Z")); // 07:29 in Berlin
    expect(receivedAt(phone.sub.endpoint)).toEqual([]);
    await pass(new Date("2031-01-15T06:30:00Z")); // 07:30
    await pass(new Date("2031-01-15T06:45:00Z")); // later the same morning: not again
    await pass(new Date("2031-01-15T23:30:00Z")); // 00:30 on the 16th: not its time

    expect(service.refused).toEqual([]);
    expect(receivedAt(phone.sub.endpoint).map((push) => push.payload)).toEqual([
      {
        title: "2 items expire tomorrow",
        body: "Milk and Spinach",
        tag: "expiring-tomorrow",
        url: "/inventory?expiring=soon",
      },
    ]);
  });

  it("tells a member at the shop who chose it of someone else's change to the list, never its author", async () => {
    const home = await newHousehold(db(), 3);
    const [shopper, author, away] = home.members;
    const devices = [];
    for (const member of [shopper, author, away]) {
      const made = await device(member.userId);
      await updateChoices(db(), member.userId, made.device.id, { ...made.device, listChanges: true });
      devices.push(made);
    }
    const [shopperPhone, authorPhone, awayPhone] = devices;
    // The shopper and the author tick items off (they are at the shop); the third member is not.
    for (const [actor, name] of [
      [home.actors[0], "Bread"],
      [home.actors[1], "Eggs"],
    ] as const) {
      const { item } = await addShoppingItem(db(), actor, { name });
      await setShoppingItemChecked(db(), actor, item.id, true);
    }
    const before = service.received.length;
    const listening = pushListChanges(db(), context);
    try {
      await addShoppingItem(db(), home.actors[1], { name: "Butter" });
      const [push] = (await service.waitFor(before + 1)).slice(before);
      expect(push.endpoint).toBe(shopperPhone.sub.endpoint);
      expect(push.payload).toEqual({
        title: "Shopping list changed",
        body: "Cook 2 changed the shopping list",
        tag: "shopping-list",
        url: "/shopping-list",
      });

      // Who is told, decided in full (a later moment, past the gap between two messages):
      const later = new Date(Date.now() + 5 * 60_000);
      const told = await sendListChanged(
        db(),
        { householdId: home.id, topic: "shopping", by: author.userId },
        later,
        context,
      );
      expect(told).toEqual([{ targetId: shopperPhone.device.id, outcome: "sent" }]);
      expect([authorPhone, awayPhone].flatMap((made) => receivedAt(made.sub.endpoint))).toEqual([]);
      expect(service.refused).toEqual([]);
    } finally {
      listening();
    }
  });

  it("forgets a device whose push service answers 410", async () => {
    const home = await newHousehold(db());
    const gone = await device(home.members[0].userId);
    service.answer(gone.sub.endpoint, 410);
    await startTimer(db(), home.actor, { name: "Eggs", durationSeconds: 60 });

    const deliveries = await sendEndedTimers(db(), new Date(Date.now() + 61_000), context);

    expect(deliveries).toEqual([{ targetId: gone.device.id, outcome: "forgotten" }]);
    expect(await listDevices(db(), home.members[0].userId)).toEqual([]);
  });

  it("refuses a subscription it could not send to, storing nothing", async () => {
    const home = await newHousehold(db());
    const userId = home.members[0].userId;
    const good = { ...service.subscribe(), timeZone: "UTC" };
    const bad = [
      { ...good, endpoint: "http://push.example.com/abc" },
      { ...good, endpoint: "https://127.0.0.1/abc" },
      { ...good, endpoint: "https://localhost/abc" },
      { ...good, endpoint: "javascript:alert(1)" },
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString("base64url") } },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(12, 1).toString("base64url") } },
      { ...good, timeZone: "Mars/Olympus_Mons" },
    ];
    for (const input of bad) {
      const error = await rejection(saveSubscription(db(), userId, input, { userAgent: CHROME, allowLocal: false }));
      expect(error).toBeInstanceOf(UserFacingError);
      expect(error.status).toBe(400);
    }
    for (const input of [{ ...good, keys: { p256dh: "short", auth: good.keys.auth } }, { endpoint: good.endpoint }]) {
      expect(pushSubscriptionSchema.safeParse(input).success).toBe(false);
    }
    expect(await listDevices(db(), userId)).toEqual([]);

    // The same subscription on loopback is taken only when local endpoints are allowed (test runs).
    const saved = await saveSubscription(db(), userId, good, { userAgent: CHROME, allowLocal: true });
    expect(saved).toMatchObject({ device: "Chrome on Android", timers: true, expiring: true, listChanges: false });
  });
});
