// The app's navigation: every signed-in screen (chat, settings, the kitchen pages, cooking,
// meals, recipes) has the same one, a bottom tab bar on phones and a rail on wide screens,
// with Chat, Pantry, Shopping list, Recipes and Meal plan, the current room marked and
// Settings within reach; it is plain links, used by keyboard with a skip link first. On a
// phone the tab bar covers neither the chat's input nor its latest message. Every chat card
// links to its page. JavaScript on and off.
import type { Locator, Page } from "@playwright/test";
import { apiCall, type Client, expect, expectApiSuccess, hydrated, signUpApiMember, test } from "./helpers";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const DEVICES = [
  { device: "phone", viewport: PHONE },
  { device: "laptop", viewport: LAPTOP },
] as const;

const ROOMS = [
  { name: "Chat", path: "/chat", heading: "Basil" },
  { name: "Pantry", path: "/inventory", heading: "Pantry" },
  { name: "Shopping list", path: "/shopping-list", heading: "Shopping list" },
  { name: "Recipes", path: "/recipes", heading: "Recipes" },
  { name: "Meal plan", path: "/meal-planner", heading: "Meal plan" },
] as const;

const FRITTATA = "tomato-basil-frittata";

function nav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

function roomLink(page: Page, name: string) {
  return nav(page).getByRole("link", { name, exact: true });
}

/** The navigation marks exactly this room as the current page (none when `name` is null). */
async function expectCurrentRoom(page: Page, name: string | null) {
  const current = nav(page).locator('a[aria-current="page"]:visible');
  if (name === null) {
    await expect(current).toHaveCount(0);
    return;
  }
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName(name);
}

function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

type Viewport = { width: number; height: number };

async function member(newClient: (options?: { viewport: Viewport }) => Promise<Client>, viewport: Viewport) {
  return signUpApiMember(await newClient({ viewport }));
}

async function open(client: Client, path: string, title: string) {
  await client.page.goto(path);
  await expect(heading(client.page, title)).toBeVisible();
  await hydrated(client);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "an element on screen").not.toBeNull();
  return found!;
}

/** Types a message into the chat, presses Send and waits for the reply; returns it. */
async function sendMessage(page: Page, text: string) {
  const replies = page.locator('li[data-from="assistant"][data-message-id]');
  const before = await replies.count();
  await page.getByRole("textbox", { name: "Message Basil" }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(replies).toHaveCount(before + 1, { timeout: 10_000 });
  await expect(page.locator('[data-streaming="true"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  return replies.last();
}

for (const { device, viewport } of DEVICES) {
  test.describe(`on a ${device}`, () => {
    test("from the chat, every room and back by the navigation", async ({ newClient }) => {
      const { client } = await member(newClient, viewport);
      const { page } = client;
      await open(client, "/chat", "Basil");
      await expectCurrentRoom(page, "Chat");

      // A tab bar along the bottom of a phone, a rail down the left of a laptop.
      const shape = await box(nav(page));
      if (device === "phone") {
        expect(Math.round(shape.y + shape.height), "the tab bar sits on the bottom edge").toBe(viewport.height);
        expect(Math.round(shape.width), "the tab bar spans the screen").toBe(viewport.width);
      } else {
        expect(shape.x, "the rail sits on the left edge").toBe(0);
        expect(Math.round(shape.height), "the rail runs the screen's height").toBe(viewport.height);
        expect(shape.width, "the rail is narrow").toBeLessThan(140);
      }

      for (const room of ROOMS.slice(1)) {
        await roomLink(page, room.name).click();
        await expect(page).toHaveURL((url) => url.pathname === room.path);
        await expect(heading(page, room.heading)).toBeVisible();
        await expectCurrentRoom(page, room.name);
        await hydrated(client);
        await roomLink(page, "Chat").click();
        await expect(page).toHaveURL((url) => url.pathname === "/chat");
        await expect(heading(page, "Basil")).toBeVisible();
        await expectCurrentRoom(page, "Chat");
        await hydrated(client);
      }

      // Settings: in the rail on a laptop, behind the header's gear on a phone; and back.
      await open(client, "/inventory", "Pantry");
      const settings =
        device === "phone"
          ? page.getByRole("banner").getByRole("link", { name: "Settings", exact: true })
          : roomLink(page, "Settings");
      await settings.click();
      await expect(heading(page, "Settings")).toBeVisible();
      await expectCurrentRoom(page, device === "phone" ? null : "Settings");
      await hydrated(client);
      await roomLink(page, "Recipes").click();
      await expect(heading(page, "Recipes")).toBeVisible();
      await expectCurrentRoom(page, "Recipes");
    });

    test("every signed-in screen has the navigation, its room marked, and a way to Settings", async ({ newClient }) => {
      const { client, householdId } = await member(newClient, viewport);
      const { page } = client;
      const { item } = expectApiSuccess(
        await apiCall(client, "POST", `/inventory/households/${householdId}/items`, {
          body: { name: "Basmati rice", quantity: 1, unit: "kg" },
        }),
        201,
      );
      const session = expectApiSuccess(
        await apiCall(client, "POST", `/cooking/households/${householdId}/sessions`, { body: { recipe_id: FRITTATA } }),
        201,
      );
      const meal = expectApiSuccess(
        await apiCall(client, "POST", `/meal-plan/households/${householdId}/meals`, {
          body: { date: "2030-01-08", meal_type: "dinner", recipe_id: FRITTATA },
        }),
        201,
      );
      const screens = [
        { path: "/", title: "Basil", room: "Chat" },
        { path: "/chat", title: "Basil", room: "Chat" },
        { path: "/settings", title: "Settings", room: device === "phone" ? null : "Settings" },
        { path: "/inventory", title: "Pantry", room: "Pantry" },
        { path: `/inventory/${item.id}`, title: "Basmati rice", room: "Pantry" },
        { path: "/shopping-list", title: "Shopping list", room: "Shopping list" },
        { path: "/recipes", title: "Recipes", room: "Recipes" },
        { path: `/recipes/${FRITTATA}`, title: "Recipe", room: "Recipes" },
        { path: "/recipes/new", title: "New recipe", room: "Recipes" },
        { path: "/recipes/import", title: "Import a recipe", room: "Recipes" },
        { path: `/cooking/session/${session.session_id}`, title: "Cooking", room: "Recipes" },
        { path: "/meal-planner", title: "Meal plan", room: "Meal plan" },
        { path: `/meals/${meal.id}`, title: "Dinner", room: "Meal plan" },
      ];
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(heading(page, screen.title), screen.path).toBeVisible();
        await expect(nav(page), screen.path).toBeVisible();
        for (const room of ROOMS) {
          await expect(roomLink(page, room.name), screen.path).toHaveAttribute("href", room.path);
        }
        // Help and Settings are in the rail; a phone's tab bar keeps to the five rooms.
        await expect(nav(page).getByRole("link"), screen.path).toHaveCount(device === "phone" ? 5 : 7);
        await expectCurrentRoom(page, screen.room);
        if (screen.path !== "/settings") {
          await expect(
            page.locator('a[href="/settings"]:visible').first(),
            `Settings from ${screen.path}`,
          ).toBeVisible();
        }
        // The page's content is the skip link's target.
        await expect(page.locator("#main"), screen.path).toHaveCount(1);
      }
    });

    test("keyboard: a skip link first, then the rooms in order; Enter moves room and the focus shows", async ({
      newClient,
    }) => {
      const { client } = await member(newClient, viewport);
      const { page } = client;
      await open(client, "/chat", "Basil");

      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      const order = [...ROOMS.map((room) => room.name), ...(device === "laptop" ? ["Help", "Settings"] : [])];
      for (const name of order) {
        await page.keyboard.press("Tab");
        await expect(roomLink(page, name)).toBeFocused();
        await expect(roomLink(page, name)).toHaveCSS("outline-style", "solid");
        await expect(roomLink(page, name)).not.toHaveCSS("outline-width", "0px");
      }
      // After the navigation comes the page's own header.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Conversations", exact: true })).toBeFocused();

      // Shift+Tab back to the pantry, Enter: the pantry.
      for (let step = order.length; step > 1; step -= 1) await page.keyboard.press("Shift+Tab");
      await expect(roomLink(page, "Pantry")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === "/inventory");
      await expect(heading(page, "Pantry")).toBeVisible();
      await expectCurrentRoom(page, "Pantry");
      await hydrated(client);

      // On a kitchen page the skip link takes the focus past the navigation into the page.
      await page.goto("/shopping-list");
      await expect(heading(page, "Shopping list")).toBeVisible();
      await hydrated(client);
      await page.keyboard.press("Tab");
      await expect(skip).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.locator("#main")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.locator("#main :focus")).toHaveCount(1);
      await expect(nav(page).locator(":focus")).toHaveCount(0);
    });
  });
}

test.describe("on a phone, the tab bar covers nothing", () => {
  test("the chat's send button and latest message stay above it, with the on-screen keyboard up too", async ({
    newClient,
  }) => {
    const { client } = await member(newClient, PHONE);
    const { page } = client;
    const data = expectApiSuccess(
      await apiCall(client, "POST", "/chat/messages", {
        body: { content: "What can I cook with eggs?", message_type: "user-text" },
      }),
    );
    for (const content of [
      "Add milk to my shopping list",
      "What's on my shopping list?",
      "How long do I boil an egg?",
    ]) {
      expectApiSuccess(
        await apiCall(client, "POST", "/chat/messages", {
          body: { content, message_type: "user-text", conversation_id: data.conversationId },
        }),
      );
    }
    await open(client, `/chat?c=${data.conversationId}`, "Basil");
    const bar = await box(nav(page));

    const send = page.getByRole("button", { name: "Send", exact: true });
    const sendBox = await box(send);
    expect(sendBox.y + sendBox.height, "the send button ends above the tab bar").toBeLessThanOrEqual(bar.y);
    const input = page.getByRole("textbox", { name: "Message Basil" });
    const inputBox = await box(input);
    expect(inputBox.y + inputBox.height, "the message box ends above the tab bar").toBeLessThanOrEqual(bar.y);

    // The messages scroll in a box that ends above the tab bar, so the latest one can never be under it.
    const scroller = await box(page.locator("[data-chat-scroller]"));
    expect(scroller.y + scroller.height, "the messages end above the tab bar").toBeLessThanOrEqual(bar.y);
    const latest = page.locator("li[data-from]").last();
    await latest.scrollIntoViewIfNeeded();
    const latestBox = await box(latest);
    expect(latestBox.y + latestBox.height, "the latest message ends above the tab bar").toBeLessThanOrEqual(bar.y);

    // Typing, with an on-screen keyboard that shrinks the page (as a browser resizing the
    // content for it does, emulated by a shorter window): the tab bar stays below the message
    // box, never over it, and Send still takes the tap.
    await input.click();
    await expect(input).toBeFocused();
    const keyboardUp = { width: PHONE.width, height: PHONE.height - 336 };
    await page.setViewportSize(keyboardUp);
    const barWhileTyping = await box(nav(page));
    expect(Math.round(barWhileTyping.y + barWhileTyping.height)).toBe(keyboardUp.height);
    const inputWhileTyping = await box(input);
    expect(inputWhileTyping.y + inputWhileTyping.height, "the message box ends above the tab bar").toBeLessThanOrEqual(
      barWhileTyping.y,
    );
    const sendWhileTyping = await box(send);
    expect(sendWhileTyping.y + sendWhileTyping.height, "Send ends above the tab bar").toBeLessThanOrEqual(
      barWhileTyping.y,
    );
    await sendMessage(page, "What's in my pantry?");
    const newest = page.locator("li[data-from]").last();
    await newest.scrollIntoViewIfNeeded();
    const newestBox = await box(newest);
    expect(newestBox.y + newestBox.height, "the reply ends above the tab bar").toBeLessThanOrEqual(barWhileTyping.y);
  });

  test("the end of a long kitchen page scrolls clear of the tab bar", async ({ newClient }) => {
    const { client, householdId } = await member(newClient, PHONE);
    const { page } = client;
    const names = ["Apples", "Bananas", "Carrots", "Dill", "Eggs", "Flour", "Garlic", "Honey", "Ice cream", "Jam"];
    for (const name of [...names, ...names.map((name) => `Organic ${name.toLowerCase()}`)]) {
      expectApiSuccess(
        await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, { body: { name } }),
        201,
      );
    }
    await open(client, "/shopping-list", "Shopping list");
    const main = page.locator("#main");
    expect((await box(main)).height, "the page is taller than the screen").toBeGreaterThan(PHONE.height);
    await page.mouse.wheel(0, 20_000);
    await expect
      .poll(
        async () => {
          const end = await box(main);
          return end.y + end.height;
        },
        { message: "the page's end, scrolled to the bottom, is above the tab bar" },
      )
      .toBeLessThanOrEqual((await box(nav(page))).y);
  });
});

test.describe("every chat card links to its page", () => {
  test("pantry, shopping list, meal plan, recipe, cooking step and its timer", async ({ newClient }) => {
    const { client } = await member(newClient, LAPTOP);
    const { page } = client;
    await open(client, "/chat", "Basil");

    /** Follows a card's link to its page, then returns to the conversation. */
    const follow = async (link: Locator, path: string | RegExp, title: string) => {
      const conversation = page.url();
      await expect(link).toHaveAttribute("href", path);
      await link.click();
      await expect(heading(page, title)).toBeVisible();
      await page.goto(conversation);
      await expect(heading(page, "Basil")).toBeVisible();
      await hydrated(client);
    };

    // An empty pantry still leads to the pantry.
    let reply = await sendMessage(page, "What's in my pantry?");
    await expect(reply).toContainText("Your pantry is empty.");
    const pantry = reply.getByRole("region", { name: "Your pantry" });
    await expect(pantry).toContainText("Nothing here yet");
    await follow(pantry.getByRole("link", { name: "Open the pantry" }), "/inventory", "Pantry");

    reply = await sendMessage(page, "Show my shopping list");
    await follow(
      reply.getByRole("region", { name: "Shopping list" }).getByRole("link", { name: "Open the shopping list" }),
      "/shopping-list",
      "Shopping list",
    );

    reply = await sendMessage(page, "Plan my meals for this week");
    await follow(
      reply.getByRole("region", { name: "This week's meal plan" }).getByRole("link", { name: "Open the meal plan" }),
      /^\/meal-planner\?week=\d{4}-\d{2}-\d{2}$/,
      "Meal plan",
    );

    reply = await sendMessage(page, "Suggest a recipe with chicken and vegetables");
    const recipe = reply.getByRole("article").filter({ has: page.getByRole("list", { name: "Recipe facts" }) });
    await follow(recipe.getByRole("heading").getByRole("link"), /^\/recipes\/[\w-]+$/, "Recipe");

    reply = await sendMessage(page, "start cooking it");
    const step = reply.getByRole("article", { name: /^Step 1 of \d+$/ });
    const stepLink = step.getByRole("link", { name: "Open the cooking page" });
    const sessionPath = await stepLink.getAttribute("href");
    expect(sessionPath).toMatch(/^\/cooking\/session\/[\w-]+$/);
    await follow(stepLink, sessionPath!, "Cooking");

    // A step's timer belongs to its cooking session.
    reply = await sendMessage(page, "start the timer");
    const timer = reply.getByRole("article").filter({ has: page.getByRole("timer") });
    await follow(timer.getByRole("link", { name: "Open the cooking page" }), sessionPath!, "Cooking");

    // A kitchen timer of its own belongs to no page.
    reply = await sendMessage(page, "Set a timer for 10 minutes");
    await expect(reply.getByRole("article").filter({ has: page.getByRole("timer") })).toBeVisible();
    await expect(reply.getByRole("article").getByRole("link")).toHaveCount(0);
  });
});
