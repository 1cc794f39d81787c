// The running-timers tray on every signed-in page: a timer one member starts shows on
// another member's page, counts down and, with JavaScript, rings there when it ends (the
// tray item highlighted with "Time's up!" and Dismiss, the title flashing); without
// JavaScript the tray is a server-rendered list with links and a plain Dismiss form.
import type { Page } from "@playwright/test";
import {
  apiCall,
  type Client,
  expect,
  expectApiSuccess,
  hydrated,
  signUpAndJoin,
  signUpApiMember,
  test,
} from "./helpers";

async function startTimer(client: Client, householdId: string, name: string, seconds: number) {
  return expectApiSuccess(
    await apiCall(client, "POST", `/cooking/households/${householdId}/timers`, {
      body: { name, duration_seconds: seconds },
    }),
    201,
  ) as { id: string };
}

function tray(page: Page) {
  return page.getByRole("complementary", { name: "Timers" });
}

function trayItem(page: Page, name: string) {
  return tray(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

async function openShoppingList(client: Client) {
  await client.page.goto("/shopping-list");
  await expect(client.page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
  await hydrated(client);
}

/** Records what the page's alarms ask of the browser, instead of sounding and asking. */
function recordAlarms() {
  const record = { chimes: [] as string[], permissionAsked: 0, vibrations: 0 };
  Object.assign(window, { alarmRecord: record });
  Object.defineProperty(window, "Audio", {
    configurable: true,
    value: function Audio(src: string) {
      return {
        play() {
          record.chimes.push(src);
          return Promise.resolve();
        },
      };
    },
  });
  Object.defineProperty(window, "Notification", {
    configurable: true,
    value: class {
      static permission = "default";
      static requestPermission() {
        record.permissionAsked += 1;
        return Promise.resolve("denied");
      }
    },
  });
  Object.defineProperty(navigator, "vibrate", {
    configurable: true,
    value: () => {
      record.vibrations += 1;
      return true;
    },
  });
}

type AlarmRecord = { chimes: string[]; permissionAsked: number; vibrations: number };
const alarmRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { alarmRecord: AlarmRecord }).alarmRecord);

test.describe("the running-timers tray", () => {
  test("a timer one member starts rings on another member's shopping list @js-only", async ({ newClient }) => {
    const first = await signUpApiMember(await newClient());
    const second = await newClient();
    await signUpAndJoin(second, first.household);
    await second.context.addInitScript(recordAlarms);
    await openShoppingList(second);
    await expect(tray(second.page)).toHaveCount(0);
    expect(await alarmRecord(second.page)).toMatchObject({ permissionAsked: 0, chimes: [] });

    const rice = await startTimer(first.client, first.householdId, "Rice", 3);

    // It shows, running, on the other member's page, linking to where it was set.
    const item = trayItem(second.page, "Rice");
    await expect(item).toBeVisible();
    await expect(item.getByRole("link", { name: "Rice" })).toHaveAttribute("href", "/chat");
    // The first timer seen on this device asks for notifications, once.
    await expect.poll(async () => (await alarmRecord(second.page)).permissionAsked).toBe(1);

    // Then it rings: highlighted with "Time's up!" and Dismiss, a chime, the title flashing.
    await expect(item).toHaveAttribute("data-state", "done", { timeout: 15_000 });
    await expect(item.getByRole("status")).toHaveText("Time's up!");
    await expect.poll(() => second.page.title(), { timeout: 5_000, intervals: [100] }).toBe("⏰ Time's up: Rice");
    const record = await alarmRecord(second.page);
    expect(record.chimes).toEqual(["/sounds/timer-chime.wav"]);
    expect(record.vibrations).toBe(1);
    expect(record.permissionAsked).toBe(1);

    // Dismiss ends it for the household: the tray empties and the title stays the page's.
    await item.getByRole("button", { name: "Dismiss" }).click();
    await expect(tray(second.page)).toHaveCount(0);
    await expect.poll(() => second.page.title()).toBe("Shopping list");
    const timers = expectApiSuccess(
      await apiCall(first.client, "GET", `/cooking/households/${first.householdId}/timers`),
    );
    expect(JSON.stringify(timers)).not.toContain(rice.id);
  });

  test("lists the household's timers with links, and a finished one is dismissed with a form", async ({
    newClient,
  }) => {
    const first = await signUpApiMember(await newClient());
    await startTimer(first.client, first.householdId, "Stock", 600);
    await startTimer(first.client, first.householdId, "Toast", 1);

    await openShoppingList(first.client);
    const page = first.client.page;
    const stock = trayItem(page, "Stock");
    await expect(stock).toHaveAttribute("data-state", "running");
    await expect(stock.getByRole("timer")).toHaveText(/^(10:00|9:\d\d)$/);
    await expect(stock.getByRole("button", { name: "Dismiss" })).toHaveCount(0);

    // A finished timer stays in the tray until someone dismisses it (a reload shows it too).
    const toast = trayItem(page, "Toast");
    await expect
      .poll(
        async () => {
          await page.reload();
          return toast.getAttribute("data-state");
        },
        { timeout: 15_000 },
      )
      .toBe("done");
    await expect(toast.getByRole("status")).toHaveText("Time's up!");
    await hydrated(first.client);
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await expect(toast).toHaveCount(0);
    await expect(page).toHaveURL(/\/shopping-list$/);
    await expect(stock).toBeVisible();
    await page.reload();
    await expect(toast).toHaveCount(0);
  });
});
