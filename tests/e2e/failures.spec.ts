// When a call fails, the member keeps their place: the error catalogue's messages (§8) for a
// failed profile save ('Update Failed' / 'Failed to update profile'), password change
// ('Failed to update password' above the form), preferences save (no message), household
// create ('Failed to create household. Please try again.') and join ('Failed to join
// household. Please try again.'), and the chat's mutations ('Failed to update timer',
// 'Failed to navigate step', 'Failed to start cooking', 'Failed to add item'). After each
// failure what was typed is still in its field, the conversation is still open, and the page
// is never the error screen. With JavaScript the form's request is failed on the way by the
// test (dropped, or answered 500) and also on the server; without JavaScript the browser's
// own form post reaches a server told to fail it (a read-only database, see
// app/services/db/test-faults.server.ts), and the page it answers says the same. Every
// case runs on a phone and on a laptop.
import type { Locator, Page, Request, Route } from "@playwright/test";
import {
  type Client,
  expect,
  HOUSEHOLD_PASSWORD,
  hydrated,
  signUp,
  signUpWithHousehold,
  test,
  uniqueHouseholdName,
} from "./helpers";

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

const ERROR_SCREEN = "Oops! Something went wrong";
const FAULT_HEADER = "x-basil-test-fault";

/**
 * How a form's request fails: dropped on the way, answered 500 on the way (both only with
 * JavaScript, where the page sends the form with fetch), or failing on the server itself.
 */
type Failure = "aborted" | "500" | "server";

function failuresFor(client: Client): Failure[] {
  return client.javaScriptEnabled ? ["aborted", "500", "server"] : ["server"];
}

/** The page's posts to `pathname` fail the given way until `stop()`; GETs go through. */
async function failPosts(page: Page, pathname: string, failure: Failure) {
  const posts: Request[] = [];
  const matches = (url: URL) => url.pathname === pathname;
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.fallback();
    posts.push(request);
    if (failure === "aborted") return route.abort("failed");
    if (failure === "500")
      return route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" });
    return route.continue({ headers: { ...request.headers(), [FAULT_HEADER]: "read-only-database" } });
  };
  await page.route(matches, handler);
  return { posts, stop: () => page.unroute(matches, handler) };
}

function toasts(page: Page) {
  return page.getByRole("list", { name: "Notifications" }).getByRole("status");
}

/**
 * A toast with this title is showing. A page the server answered without JavaScript may say
 * it in the form's own alert instead (it has no toast to add a failure to that is not a redirect's).
 */
async function expectToastOrMessage(client: Client, scope: Locator, title: string, description?: string) {
  const toast = toasts(client.page).filter({ hasText: title }).first();
  const where = client.javaScriptEnabled ? toast : toast.or(scope.getByRole("alert").filter({ hasText: title }));
  await expect(where).toBeVisible({ timeout: 15_000 });
  if (description) await expect(where).toContainText(description);
}

async function expectNoErrorScreen(page: Page) {
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
}

/** Waits for every toast to be gone, so the next failure's toast is its own. */
async function dismissToasts(page: Page) {
  for (const button of await page.getByRole("button", { name: "Dismiss notification" }).all()) {
    if (await button.isVisible()) await button.click();
  }
  await expect(toasts(page).filter({ visible: true })).toHaveCount(0);
}

async function openSettings(client: Client, tab: "profile" | "preferences" | "household") {
  await client.page.goto(`/settings?tab=${tab}`);
  await expect(client.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await hydrated(client);
}

async function openChat(client: Client, path = "/chat") {
  await client.page.goto(path);
  await expect(client.page.getByRole("heading", { level: 1, name: "Basil" })).toBeVisible();
  await hydrated(client);
}

function chatInput(page: Page) {
  return page.getByRole("textbox", { name: "Message Basil" });
}

function replies(page: Page) {
  return page.locator('li[data-from="assistant"][data-message-id]');
}

/** Types a message, sends it and waits for its reply; answers the conversation's id. */
async function send(page: Page, text: string) {
  const before = await replies(page).count();
  await chatInput(page).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(replies(page)).toHaveCount(before + 1, { timeout: 10_000 });
  await expect(page.locator('[data-streaming="true"]')).toHaveCount(0);
  await expect(page).toHaveURL((url) => !!url.searchParams.get("c"));
  return { reply: replies(page).last(), conversationId: new URL(page.url()).searchParams.get("c") ?? "" };
}

/** The conversation is still the one on screen: its address and its messages. */
async function expectStillIn(page: Page, conversationId: string, messages: number) {
  await expect(page).toHaveURL((url) => url.pathname === "/chat" && url.searchParams.get("c") === conversationId);
  await expect(replies(page)).toHaveCount(messages);
  await expect(page.getByRole("region", { name: /I'm Basil$/ })).toHaveCount(0);
  await expectNoErrorScreen(page);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.describe.configure({ timeout: 90_000 });

    test("a failed profile save: 'Update Failed', 'Failed to update profile', and the typed name stays", async ({
      newClient,
    }) => {
      const client = await newClient({ viewport });
      const { account } = await signUpWithHousehold(client);
      const { page } = client;
      await openSettings(client, "profile");
      const profile = page.getByRole("region", { name: "User Profile" });
      const name = profile.getByLabel("Display Name", { exact: true });
      await name.fill("Chef Keeps Her Place");
      for (const failure of failuresFor(client)) {
        const failing = await failPosts(page, "/settings", failure);
        await profile.getByRole("button", { name: "Save Changes" }).click();
        await expectToastOrMessage(client, profile, "Update Failed", "Failed to update profile");
        await failing.stop();
        expect(failing.posts.length, failure).toBeGreaterThan(0);
        await expect(name, failure).toHaveValue("Chef Keeps Her Place");
        await expect(profile.getByRole("button", { name: "Save Changes" })).toBeVisible();
        await expectNoErrorScreen(page);
        if (client.javaScriptEnabled) await dismissToasts(page);
      }
      // Nothing was saved; sending it again now saves it.
      await openSettings(client, "profile");
      await expect(name).toHaveValue(account.displayName);
    });

    test("a failed preferences save shows no message and keeps the chosen values", async ({ newClient }) => {
      const client = await newClient({ viewport });
      await signUpWithHousehold(client);
      const { page } = client;
      await openSettings(client, "preferences");
      const form = page.getByRole("region", { name: "Cooking Preferences" });
      const advanced = form.getByRole("radio", { name: /^Advanced\b/ });
      const hot = form.getByRole("radio", { name: "Hot", exact: true });
      const thai = form.getByRole("checkbox", { name: "Thai", exact: true });
      const time = form.getByLabel("Meal prep time (minutes)", { exact: true });
      for (const box of [advanced, hot, thai]) await box.locator("xpath=ancestor::label[1]").click();
      await time.fill("45");
      for (const failure of failuresFor(client)) {
        const failing = await failPosts(page, "/settings", failure);
        await form.getByRole("button", { name: "Save Changes" }).click();
        await expect.poll(() => failing.posts.length, { timeout: 15_000 }).toBeGreaterThan(0);
        // The form is left as the member set it, once the request has failed for good.
        await expect(form.getByRole("button", { name: "Save Changes" })).toHaveText("Save Changes", {
          timeout: 15_000,
        });
        await failing.stop();
        await expectNoErrorScreen(page);
        await expect(advanced, failure).toBeChecked();
        await expect(hot).toBeChecked();
        await expect(thai).toBeChecked();
        await expect(time).toHaveValue("45");
        await expect(form.getByRole("alert")).toHaveCount(0);
        await expect(toasts(page).filter({ visible: true })).toHaveCount(0);
      }
      await openSettings(client, "preferences");
      await expect(form.getByRole("radio", { name: /^Beginner\b/ })).toBeChecked();
      await expect(time).toHaveValue("30");
    });

    test("a failed password change: 'Failed to update password' above the form, and the fields stay", async ({
      newClient,
    }) => {
      const client = await newClient({ viewport });
      await signUpWithHousehold(client);
      const { page } = client;
      await openSettings(client, "household");
      const form = page.getByRole("region", { name: "Change Household Password" });
      const fields = [
        [form.getByLabel("Current password", { exact: true }), HOUSEHOLD_PASSWORD],
        [form.getByLabel("New password", { exact: true }), "Pantry2025"],
        [form.getByLabel("Confirm new password", { exact: true }), "Pantry2025"],
      ] as const;
      for (const [field, value] of fields) await field.fill(value);
      for (const failure of failuresFor(client)) {
        const failing = await failPosts(page, "/settings", failure);
        await form.getByRole("button", { name: "Update Password" }).click();
        const alert = form.getByRole("alert");
        await expect(alert, failure).toHaveText("Failed to update password", { timeout: 15_000 });
        // Above the form: before its first field.
        const [alertBox, firstField] = await Promise.all([alert.boundingBox(), fields[0][0].boundingBox()]);
        expect(alertBox!.y).toBeLessThan(firstField!.y);
        await failing.stop();
        for (const [field, value] of fields) await expect(field, failure).toHaveValue(value);
        await expectNoErrorScreen(page);
      }
    });

    test("a failed household create: 'Failed to create household. Please try again.', and the fields stay", async ({
      newClient,
    }) => {
      const client = await newClient({ viewport });
      await signUp(client);
      const { page } = client;
      await page.goto("/onboarding?view=create");
      await hydrated(client);
      const name = uniqueHouseholdName("Casa");
      const fields = [
        [page.getByLabel("Household name", { exact: true }), name],
        [page.getByLabel("Household password", { exact: true }), HOUSEHOLD_PASSWORD],
        [page.getByLabel("Confirm password", { exact: true }), HOUSEHOLD_PASSWORD],
      ] as const;
      for (const [field, value] of fields) await field.fill(value);
      for (const failure of failuresFor(client)) {
        const failing = await failPosts(page, "/onboarding", failure);
        await page.getByRole("button", { name: "Create Household" }).click();
        await expect(page.getByRole("alert"), failure).toHaveText("Failed to create household. Please try again.", {
          timeout: 15_000,
        });
        await failing.stop();
        expect(failing.posts).toHaveLength(1);
        for (const [field, value] of fields) await expect(field, failure).toHaveValue(value);
        await expect(page.getByRole("button", { name: "Create Household" })).toBeEnabled();
        await expectNoErrorScreen(page);
      }
      // Pressing it again with the connection back creates the household.
      await page.getByRole("button", { name: "Create Household" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/");
    });

    test("a failed join: 'Failed to join household. Please try again.', and the fields stay", async ({ newClient }) => {
      const founder = await newClient();
      const { household } = await signUpWithHousehold(founder);
      const client = await newClient({ viewport });
      await signUp(client);
      const { page } = client;
      await page.goto("/onboarding?view=join");
      await hydrated(client);
      const name = page.getByLabel("Household name", { exact: true });
      const password = page.getByLabel("Household password", { exact: true });
      await name.fill(household.name);
      await password.fill(household.password);
      for (const failure of failuresFor(client)) {
        const failing = await failPosts(page, "/onboarding", failure);
        await page.getByRole("button", { name: "Join Household" }).click();
        await expect(page.getByRole("alert"), failure).toHaveText("Failed to join household. Please try again.", {
          timeout: 15_000,
        });
        await failing.stop();
        expect(failing.posts).toHaveLength(1);
        await expect(name, failure).toHaveValue(household.name);
        await expect(password, failure).toHaveValue(household.password);
        await expectNoErrorScreen(page);
      }
      await page.getByRole("button", { name: "Join Household" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/");
    });

    test("a failed timer pause: 'Failed to update timer', the conversation stays open and the draft stays", async ({
      newClient,
    }) => {
      const client = await newClient({ viewport });
      await signUpWithHousehold(client);
      const { page } = client;
      await openChat(client);
      const { reply, conversationId } = await send(page, "Set a timer for 10 minutes");
      const timer = reply.getByRole("article").filter({ has: page.getByRole("timer") });
      if (client.javaScriptEnabled) await chatInput(page).fill("a draft of my next question");
      for (const failure of failuresFor(client)) {
        const failing = await failPosts(page, "/chat", failure);
        await timer.getByRole("button", { name: "Pause" }).click();
        await expectToastOrMessage(client, page.locator("body"), "Failed to update timer");
        await failing.stop();
        await expectStillIn(page, conversationId, 1);
        await expect(timer.getByRole("status")).toHaveText("Running");
        if (client.javaScriptEnabled) {
          await expect(chatInput(page)).toHaveValue("a draft of my next question");
          await dismissToasts(page);
        }
      }
    });

    test("a failed Next Step: 'Failed to navigate step', and the conversation stays open", async ({ newClient }) => {
      const client = await newClient({ viewport });
      await signUpWithHousehold(client);
      const { page } = client;
      await openChat(client);
      const { reply, conversationId } = await send(page, "Start cooking tomato and basil frittata");
      const step = reply.getByRole("article", { name: /^Step \d+ of \d+$/ });
      await expect(step.getByRole("heading", { level: 2 })).toHaveText("Step 1 of 5");
      for (const failure of failuresFor(client)) {
        const failing = await failPosts(page, "/chat", failure);
        await step.getByRole("button", { name: "Next Step" }).click();
        await expectToastOrMessage(client, page.locator("body"), "Failed to navigate step");
        await failing.stop();
        await expectStillIn(page, conversationId, 1);
        await expect(step.getByRole("heading", { level: 2 })).toHaveText("Step 1 of 5");
        if (client.javaScriptEnabled) await dismissToasts(page);
      }
    });

    test("a failed archive keeps the conversation open and listed", async ({ newClient }) => {
      const client = await newClient({ viewport });
      await signUpWithHousehold(client);
      const { page } = client;
      await openChat(client);
      const { conversationId } = await send(page, "What's in my pantry?");
      const bar = page.getByRole("complementary", { name: "Conversations" });
      for (const failure of failuresFor(client)) {
        if (!(await bar.isVisible())) await page.getByRole("button", { name: "Conversations", exact: true }).click();
        const failing = await failPosts(page, "/chat", failure);
        await bar.getByRole("button", { name: "Archive What's in my pantry?" }).click();
        await expectToastOrMessage(client, page.locator("body"), "Something went wrong");
        await failing.stop();
        await expectStillIn(page, conversationId, 1);
        if (!(await bar.isVisible())) await page.getByRole("button", { name: "Conversations", exact: true }).click();
        await expect(bar.getByRole("link", { name: /^What's in my pantry\?/ })).toBeVisible();
        if (client.javaScriptEnabled) await dismissToasts(page);
      }
    });

    test("a recipe card's own Start cooking and Add ingredients to list: 'Failed to start cooking', 'Failed to add item'", async ({
      newClient,
    }) => {
      const client = await newClient({ viewport });
      await signUpWithHousehold(client);
      const { page } = client;
      await openChat(client);
      const { reply, conversationId } = await send(page, "Show me the recipe for tomato and basil frittata");
      const card = reply.getByRole("article").filter({ has: page.getByRole("list", { name: "Recipe facts" }) });
      await expect(card.getByRole("heading")).toHaveText("Tomato and Basil Frittata");
      for (const failure of failuresFor(client)) {
        for (const [button, message] of [
          ["Start cooking", "Failed to start cooking"],
          ["Add ingredients to list", "Failed to add item"],
        ] as const) {
          const failing = await failPosts(page, "/chat", failure);
          await card.getByRole("button", { name: button, exact: true }).click();
          await expectToastOrMessage(client, page.locator("body"), message);
          await failing.stop();
          // A failed card button was not sent as a chat message: no message of the member's appeared.
          await expect(page.locator('li[data-from="user"]')).toHaveCount(1);
          await expectStillIn(page, conversationId, 1);
          if (client.javaScriptEnabled) await dismissToasts(page);
        }
      }
      // With the connection back, the same buttons work and answer in the conversation.
      await card.getByRole("button", { name: "Start cooking", exact: true }).click();
      await expect(replies(page)).toHaveCount(2, { timeout: 10_000 });
      await expect(replies(page).last()).toContainText("Let's cook Tomato and Basil Frittata! Step 1 of 5");
      await expect(replies(page).last().getByRole("article", { name: "Step 1 of 5" })).toBeVisible();
      await expectStillIn(page, conversationId, 2);
    });
  });
}

test.describe("the conversation the member was in", () => {
  test("returning to / or /chat reopens it; a new conversation is where /chat returns after that", async ({
    newClient,
  }) => {
    const client = await newClient();
    await signUpWithHousehold(client);
    const { page } = client;
    await openChat(client);
    const { conversationId } = await send(page, "Show my shopping list");
    for (const path of ["/settings", "/chat", "/settings", "/"]) {
      await page.goto(path);
      if (path === "/settings") continue;
      await expect(page).toHaveURL((url) => url.pathname === "/chat" && url.searchParams.get("c") === conversationId);
      await expect(replies(page)).toHaveCount(1);
      await expect(page.locator('li[data-from="user"]')).toHaveText(["Show my shopping list"]);
    }
    // A new conversation: /chat now opens the empty chat, until it has a first message.
    await page.getByRole("button", { name: "Conversations", exact: true }).click();
    await page.getByRole("link", { name: "New conversation" }).click();
    await expect(page.getByRole("region", { name: /I'm Basil$/ })).toBeVisible();
    await page.goto("/settings");
    await openChat(client, "/chat");
    await expect(page.getByRole("region", { name: /I'm Basil$/ })).toBeVisible();
    const second = await send(page, "What's in my pantry?");
    expect(second.conversationId).not.toBe(conversationId);
    await page.goto("/");
    await expect(page).toHaveURL((url) => url.searchParams.get("c") === second.conversationId);
  });

  test("an archived conversation is not reopened", async ({ newClient }) => {
    const client = await newClient();
    await signUpWithHousehold(client);
    const { page } = client;
    await openChat(client);
    await send(page, "What's in my pantry?");
    const bar = page.getByRole("complementary", { name: "Conversations" });
    await page.getByRole("button", { name: "Conversations", exact: true }).click();
    await bar.getByRole("button", { name: "Archive What's in my pantry?" }).click();
    await expect(page.getByRole("list", { name: "Notifications" })).toContainText("Conversation archived");
    await openChat(client, "/chat");
    await expect(page).toHaveURL((url) => !url.searchParams.get("c"));
    await expect(page.getByRole("region", { name: /I'm Basil$/ })).toBeVisible();
  });

  test("another member on the same device does not get it", async ({ newClient }) => {
    const client = await newClient();
    await signUpWithHousehold(client);
    const { page } = client;
    await openChat(client);
    await send(page, "What's in my pantry?");
    // Someone else signs in on this browser.
    await page.request.post("/logout", { headers: { Origin: client.baseURL } });
    await signUpWithHousehold(client);
    await openChat(client, "/chat");
    await expect(page).toHaveURL((url) => !url.searchParams.get("c"));
    await expect(page.getByRole("region", { name: /I'm Basil$/ })).toBeVisible();
  });
});

test.describe("a conversation's title", () => {
  test("is its first message; with no words in it, the specification's 'New Conversation'", async ({ newClient }) => {
    const client = await newClient();
    await signUpWithHousehold(client);
    const { page } = client;
    const bar = page.getByRole("complementary", { name: "Conversations" });
    await openChat(client, "/chat?new=1");
    await send(page, "What's in my pantry?");
    await openChat(client, "/chat?new=1");
    await send(page, "👍 ?!");
    await openChat(client, "/chat?sidebar=open");
    const listed = bar.locator("nav").getByRole("link");
    await expect(listed).toHaveCount(2);
    await expect(listed.first()).toContainText("New Conversation");
    await expect(listed.nth(1)).toContainText("What's in my pantry?");
  });
});
