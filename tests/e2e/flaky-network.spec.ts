// The chat's send on a weak signal (app/components/api-call.ts): POST /api/v1/chat/messages
// is scripted to fail the way a phone's network does, and the member's message reaches the
// server once, or stays in the box with the reason. The send carries an Idempotency-Key, the
// same on every attempt; a retry after the server took the message gets its 409 and the page
// shows the conversation as saved. JavaScript only: without it the chat posts a form.
import type { Page, Request, Route } from "@playwright/test";
import {
  apiCall,
  type Client,
  expect,
  expectApiSuccess,
  holdClock,
  hydrated,
  notedPosts,
  notePosts,
  runClockUntilPosts,
  signUpApiMember,
  test,
  waitsBetween,
} from "./helpers";

const CHAT_FAILURE = "Sorry, I had trouble processing your message. Please try again.";
const TEXT = "Add eggs to my shopping list";
const REPLY = "Added eggs to your shopping list.";

const chatInput = (page: Page) => page.getByRole("textbox", { name: "Message Basil" });
const userMessages = (page: Page) => page.locator('li[data-from="user"]');
const replies = (page: Page) => page.locator('li[data-from="assistant"][data-message-id]');
const failure = (page: Page) => page.getByRole("alert").filter({ hasText: CHAT_FAILURE });

async function chatMember(newClient: () => Promise<Client>) {
  const member = await signUpApiMember(await newClient());
  // The page runs on the test's clock (flowing until a test holds it) and notes its posts.
  await member.client.page.clock.install();
  await member.client.page.addInitScript(notePosts);
  await member.client.page.goto("/chat");
  await expect(member.client.page.getByRole("heading", { level: 1, name: "Basil" })).toBeVisible();
  await hydrated(member.client);
  return member;
}

/** How many times the server holds the member's message, across their conversations. */
async function savedOnServer(client: Client, content: string) {
  const { conversations } = expectApiSuccess(await apiCall(client, "GET", "/chat/conversations"));
  let count = 0;
  for (const conversation of conversations as Array<{ id: string }>) {
    const { messages } = expectApiSuccess(
      await apiCall(client, "GET", `/chat/conversations/${conversation.id}/messages`),
    );
    count += (messages as Array<{ isFromUser: boolean; content: string }>).filter(
      (message) => message.isFromUser && message.content === content,
    ).length;
  }
  return count;
}

type Step = (route: Route) => Promise<void>;
type Attempt = { key: string | undefined; body: string | null };

/** Answers the chat's sends by the script, one step per attempt; attempts beyond it reach the server. */
async function scriptSends(page: Page, ...script: Step[]) {
  const attempts: Attempt[] = [];
  await page.route("**/api/v1/chat/messages", async (route) => {
    const request = route.request();
    attempts.push({ key: request.headers()["idempotency-key"], body: request.postData() });
    const step = script[attempts.length - 1];
    await (step ? step(route) : route.continue());
  });
  return attempts;
}

const answer =
  (status: number, body: unknown, headers: Record<string, string> = {}): Step =>
  (route) =>
    route.fulfill({ status, contentType: "application/json", headers, body: JSON.stringify(body) });
const unavailable = answer(503, { status: "error", error: "unavailable", message: "Basil is restarting" });

/** Every attempt carried the same key and the same message. */
function expectOneLogicalSend(attempts: Attempt[]) {
  expect(attempts[0].key).toMatch(/^[A-Za-z0-9_.:-]{1,100}$/);
  expect(new Set(attempts.map((attempt) => attempt.key)).size).toBe(1);
  expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1);
}

/** The chat's sends, and its forms' posts (a card's buttons), as the page notes them. */
const SEND = /^\/api\/v1\/chat\/messages$/;
const FORM = /^\/chat\?.*_data=/;

async function sendTyped(page: Page, text = TEXT) {
  await chatInput(page).fill(text);
  await chatInput(page).press("Enter");
}

/** The reply is shown once, saved, with the member's message once above it, and no error. */
async function expectSentOnce(page: Page, client: Client) {
  await expect(replies(page)).toHaveCount(1, { timeout: 10_000 });
  await expect(replies(page).first()).toContainText(REPLY);
  await expect(userMessages(page)).toHaveText([TEXT]);
  await expect(failure(page)).toHaveCount(0);
  await expect(chatInput(page)).toHaveValue("");
  expect(await savedOnServer(client, TEXT)).toBe(1);
}

test.describe("sending a message on a weak signal", { tag: "@js-only" }, () => {
  test("503, 503, then the server: sent once, 1 s and 2 s apart, and no error shows", async ({ newClient }) => {
    const { client } = await chatMember(newClient);
    const attempts = await scriptSends(client.page, unavailable, unavailable);
    await holdClock(client.page);
    await sendTyped(client.page);
    const sent = await runClockUntilPosts(client.page, SEND, 3);
    await client.page.clock.resume();
    await expectSentOnce(client.page, client);
    expect(attempts).toHaveLength(3);
    expectOneLogicalSend(attempts);
    const [first, second] = waitsBetween(sent);
    expect(first).toBeGreaterThanOrEqual(950);
    expect(first).toBeLessThan(1_900);
    expect(second).toBeGreaterThanOrEqual(1_950);
    expect(second).toBeLessThan(3_500);
  });

  test("503 four times: after 1 + 2 + 4 s the member is told why, and the text stays in the box", async ({
    newClient,
  }) => {
    const { client } = await chatMember(newClient);
    const { page } = client;
    const attempts = await scriptSends(page, unavailable, unavailable, unavailable, unavailable);
    await holdClock(page);
    await sendTyped(page);
    const sent = await runClockUntilPosts(page, SEND, 4);
    await expect(failure(page)).toBeVisible();
    await expect(failure(page)).toContainText("Basil is restarting");
    await expect(chatInput(page)).toHaveValue(TEXT);
    expect(attempts).toHaveLength(4);
    expectOneLogicalSend(attempts);
    const waited = sent[3] - sent[0];
    expect(waited).toBeGreaterThanOrEqual(6_900);
    expect(waited).toBeLessThan(9_500);
    // No fifth attempt follows, however long the page waits (the longest wait is 10 s).
    await page.clock.runFor(15_000);
    expect(await notedPosts(page, SEND)).toHaveLength(4);
    expect(attempts).toHaveLength(4);
    expect(await savedOnServer(client, TEXT)).toBe(0);
  });

  test("a 400 is not tried again: one request, the server's reason, the text kept", async ({ newClient }) => {
    const { client } = await chatMember(newClient);
    const { page } = client;
    const attempts = await scriptSends(
      page,
      answer(400, { status: "error", error: "invalid_request", message: "That message is too long" }),
    );
    await holdClock(page);
    await sendTyped(page);
    await runClockUntilPosts(page, SEND, 1);
    await expect(failure(page)).toContainText("That message is too long");
    await expect(chatInput(page)).toHaveValue(TEXT);
    // Not tried again, however long the page waits (the longest wait is 10 s).
    await page.clock.runFor(15_000);
    expect(await notedPosts(page, SEND)).toHaveLength(1);
    expect(attempts).toHaveLength(1);
  });

  test("a 429 is tried again after its Retry-After", async ({ newClient }) => {
    const { client } = await chatMember(newClient);
    const attempts = await scriptSends(
      client.page,
      answer(429, { status: "error", error: "rate_limited", message: "Slow down" }, { "Retry-After": "2" }),
    );
    await holdClock(client.page);
    await sendTyped(client.page);
    const sent = await runClockUntilPosts(client.page, SEND, 2);
    await client.page.clock.resume();
    await expectSentOnce(client.page, client);
    expect(attempts).toHaveLength(2);
    expectOneLogicalSend(attempts);
    expect(waitsBetween(sent)[0]).toBeGreaterThanOrEqual(1_950);
  });

  test("the answer lost after the server took the message: the retry gets its 409, and the message and reply show once", async ({
    newClient,
  }) => {
    const { client } = await chatMember(newClient);
    const { page } = client;
    // The request reaches the server and is answered in full; the phone never hears it.
    const lostOnTheWay: Step = async (route) => {
      const response = await route.fetch();
      await response.body();
      await route.abort("connectionreset");
    };
    const isSend = (request: Request) =>
      request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/chat/messages";
    const answers: Array<{ status: number; replayed: string | undefined }> = [];
    page.on("response", (response) => {
      if (isSend(response.request()))
        answers.push({ status: response.status(), replayed: response.headers()["idempotent-replayed"] });
    });

    // A new conversation: the page finds the one the message went into.
    let attempts = await scriptSends(page, lostOnTheWay);
    await holdClock(page);
    await sendTyped(page);
    await runClockUntilPosts(page, SEND, 2);
    await page.clock.resume();
    await expectSentOnce(page, client);
    await expect(page).toHaveURL((url) => !!url.searchParams.get("c"));
    expect(attempts).toHaveLength(2);
    expectOneLogicalSend(attempts);
    expect(answers).toEqual([{ status: 409, replayed: "true" }]);

    // In a conversation already open: it shows the saved turn in place.
    const conversation = new URL(page.url()).searchParams.get("c");
    await page.unroute("**/api/v1/chat/messages");
    attempts = await scriptSends(page, lostOnTheWay);
    await sendTyped(page, "What's in my pantry?");
    await expect(replies(page)).toHaveCount(2, { timeout: 10_000 });
    await expect(userMessages(page)).toHaveText([TEXT, "What's in my pantry?"]);
    await expect(failure(page)).toHaveCount(0);
    await expect(chatInput(page)).toHaveValue("");
    expect(new URL(page.url()).searchParams.get("c")).toBe(conversation);
    expect(attempts).toHaveLength(2);
    expectOneLogicalSend(attempts);
    expect(await savedOnServer(client, "What's in my pantry?")).toBe(1);
  });

  test("an attempt that hangs is cut off after 10 seconds, and the next one is sent", async ({ newClient }) => {
    const { client } = await chatMember(newClient);
    let retried: () => void = () => {};
    const retry = new Promise<void>((resolve) => (retried = resolve));
    const hang: Step = async (route) => {
      await retry;
      await route.abort("timedout").catch(() => {});
    };
    const attempts = await scriptSends(client.page, hang, async (route) => {
      retried();
      await route.continue();
    });
    await holdClock(client.page);
    await sendTyped(client.page);
    await expect(client.page.getByRole("status", { name: "Basil is typing" })).toBeVisible();
    // The first send hangs: the clock moves on while it is on its way.
    const sent = await runClockUntilPosts(client.page, SEND, 2, { duringPosts: true });
    await client.page.clock.resume();
    await expect(replies(client.page)).toHaveCount(1);
    await expectSentOnce(client.page, client);
    expect(attempts).toHaveLength(2);
    expectOneLogicalSend(attempts);
    // On the page's clock: the first attempt was cut off at 10 s (not sooner), and the next
    // was not left for the test's own limit.
    expect(waitsBetween(sent)[0]).toBeGreaterThanOrEqual(10_000);
    expect(waitsBetween(sent)[0]).toBeLessThan(15_000);
  });
});

test.describe("a chat card's buttons on a weak signal", { tag: "@js-only" }, () => {
  /** A member whose chat shows their shopping list card with Milk on it. */
  async function listCard(newClient: () => Promise<Client>) {
    const member = await chatMember(newClient);
    const { client, householdId } = member;
    expectApiSuccess(
      await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, { body: { name: "Milk" } }),
      201,
    );
    await sendTyped(client.page, "Show my shopping list");
    await expect(replies(client.page)).toHaveCount(1, { timeout: 10_000 });
    return {
      ...member,
      milk: replies(client.page)
        .last()
        .getByRole("checkbox", { name: /^Milk\b/ }),
    };
  }

  async function milkChecked(client: Client, householdId: string) {
    const { items } = expectApiSuccess(await apiCall(client, "GET", `/shopping-list/households/${householdId}/items`));
    return (items as Array<{ name: string; checked: boolean }>).find((item) => item.name === "Milk")?.checked;
  }

  /** Answers the page's posts of its chat forms by the script, one step per attempt. */
  async function scriptForms(page: Page, ...script: Step[]) {
    const attempts: string[] = [];
    await page.route(/\/chat\?.*_data=/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      attempts.push(route.request().url());
      const step = script[attempts.length - 1];
      await (step ? step(route) : route.continue());
    });
    return attempts;
  }

  const fail: Step = (route) => route.abort("failed");

  test("a tick that fails twice on the way is sent again and ticks once, with no error", async ({ newClient }) => {
    const { client, householdId, milk } = await listCard(newClient);
    const attempts = await scriptForms(client.page, fail, unavailable);
    await holdClock(client.page);
    await milk.click();
    const sent = await runClockUntilPosts(client.page, FORM, 3);
    await client.page.clock.resume();
    await expect(milk).toHaveAttribute("aria-checked", "true");
    await expect.poll(() => milkChecked(client, householdId), { timeout: 10_000 }).toBe(true);
    expect(attempts).toHaveLength(3);
    expect(waitsBetween(sent)[1], "the second wait of the retry rule").toBeGreaterThanOrEqual(1900);
    await expect(
      client.page.getByRole("list", { name: "Notifications" }).getByText("Failed to toggle item"),
    ).toHaveCount(0);
    await expect(client.page.getByRole("heading", { level: 1, name: "Basil" })).toBeVisible();
  });

  test("a tick that never gets through: 'Failed to toggle item', 'Network error after retries', and the chat stays", async ({
    newClient,
  }) => {
    const { client, householdId, milk } = await listCard(newClient);
    const attempts = await scriptForms(client.page, fail, fail, fail, fail);
    await holdClock(client.page);
    await milk.click();
    await runClockUntilPosts(client.page, FORM, 4);
    const toast = client.page
      .getByRole("list", { name: "Notifications" })
      .getByRole("status")
      .filter({ hasText: "Failed to toggle item" });
    await expect(toast).toContainText("Network error after retries");
    expect(attempts).toHaveLength(4);
    await expect(milk).toHaveAttribute("aria-checked", "false");
    await expect(chatInput(client.page)).toBeVisible();
    expect(await milkChecked(client, householdId)).toBe(false);
  });
});

test.describe("the shopping list on a flaky connection, while the device is online", { tag: "@js-only" }, () => {
  const tick = (page: Page, name: string) => page.getByRole("checkbox", { name: new RegExp(`^${name}\\b`) });
  const addBox = (page: Page) => page.getByLabel("Add an item", { exact: true });
  const waiting = (page: Page) => page.locator('[data-outbox="waiting"]');

  async function listOnServer(client: Client, householdId: string) {
    const { items } = expectApiSuccess(await apiCall(client, "GET", `/shopping-list/households/${householdId}/items`));
    return items as Array<{ name: string; quantity: number | null; checked: boolean }>;
  }

  async function openList(newClient: () => Promise<Client>) {
    const member = await signUpApiMember(await newClient());
    const { client, householdId } = member;
    expectApiSuccess(
      await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, { body: { name: "Milk" } }),
      201,
    );
    await client.page.goto("/shopping-list");
    await expect(client.page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
    await hydrated(client);
    return member;
  }

  /** Answers the page's form posts by the script, one step per post; posts beyond it reach the server. */
  async function scriptPosts(page: Page, ...script: Step[]) {
    let posts = 0;
    await page.route(/\/shopping-list\?.*_data=/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts += 1;
      const step = script[posts - 1];
      await (step ? step(route) : route.continue());
    });
  }

  test("an add whose request is cut off keeps what was typed and says so; sent again, it is added once", async ({
    newClient,
  }) => {
    const { client, householdId } = await openList(newClient);
    const { page } = client;
    await scriptPosts(page, (route) => route.abort("connectionreset"));
    await addBox(page).fill("2 lemons");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("region", { name: "Add to the list" }).getByRole("alert")).toHaveText(
      "Couldn't send that change. Check your connection and try again; what you typed is kept.",
    );
    await expect(addBox(page)).toHaveValue("2 lemons");
    expect((await listOnServer(client, householdId)).map((item) => item.name)).toEqual(["Milk"]);

    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(tick(page, "Lemons")).toBeVisible();
    await expect(addBox(page)).toHaveValue("");
    const lemons = (await listOnServer(client, householdId)).filter((item) => item.name === "Lemons");
    expect(lemons.map((item) => item.quantity)).toEqual([2]);
  });

  test("a tick whose answer was lost waits to be sent again, and the member's untick overtakes it", async ({
    newClient,
  }) => {
    const { client, householdId } = await openList(newClient);
    const { page } = client;
    // The server ticks the milk, but its answer never reaches the page.
    await scriptPosts(page, async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await tick(page, "Milk").click();
    await expect(waiting(page)).toHaveText(
      "1 change is saved on this device and will be sent as soon as the connection answers again.",
    );
    await expect(tick(page, "Milk")).toHaveAttribute("aria-checked", "true");
    await expect.poll(async () => (await listOnServer(client, householdId))[0].checked).toBe(true);

    // The member changes their mind while the tick still waits on the device.
    await tick(page, "Milk").click();

    await expect(tick(page, "Milk")).toHaveAttribute("aria-checked", "false");
    await expect(waiting(page), "the waiting tick is overtaken, never to be sent").toHaveCount(0);
    await expect(tick(page, "Milk")).not.toContainText("Waiting to send");
    expect((await listOnServer(client, householdId))[0].checked).toBe(false);
    const queued = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open("basil-offline");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction("outbox").objectStore("outbox").count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(queued, "nothing left on the device to tick the milk again").toBe(0);
  });
});
