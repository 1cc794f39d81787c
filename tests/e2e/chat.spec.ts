// The chat screen, / and /chat (the chat screen: header, welcome with 12 starter prompts in
// 4 categories, suggestion chips, input, conversation sidebar, keyboard shortcuts; embedded
// components in messages; chat send, conversation, timer and cooking step states; chat
// input; sidebar and 'Conversation not found'; chat and lists). Every reply comes from
// the embedded engine, offline. Runs with JavaScript on (replies stream from
// POST /api/v1/chat/messages) and off (every button is a form posting to /chat).
import type { Locator, Page } from "@playwright/test";
import {
  apiCall,
  type Client,
  expect,
  expectApiSuccess,
  expectNewestToast,
  hydrated,
  kitchenMember,
  signUpAndJoin,
  signUpApiMember,
  test,
} from "./helpers";

const STARTER_PROMPTS = {
  Cooking: [
    "Suggest a recipe with chicken and vegetables",
    "How do I season a cast iron pan?",
    "What can I cook in under 30 minutes?",
  ],
  Inventory: [
    "What's in my pantry?",
    "Add 2 pounds of chicken breast and 1 gallon of milk to my inventory",
    "What's expiring soon?",
  ],
  "Meal Planning": ["Plan my meals for this week", "Give me some healthy dinner ideas", "Show this week's meal plan"],
  Shopping: [
    "Show my shopping list",
    "Add bread, eggs, and tomatoes to my shopping list",
    "Add the ingredients for chicken parmesan to my shopping list",
  ],
} as const;

const CHIPS = ["What's for dinner?", "What's in my pantry?", "Add milk to inventory", "Show my shopping list"] as const;

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/* ---------- The screen ---------- */

async function openChat(client: Client, path = "/chat") {
  await client.page.goto(path);
  await expect(client.page.getByRole("heading", { level: 1, name: "Basil" })).toBeVisible();
  await hydrated(client);
}

function chatInput(page: Page) {
  return page.getByRole("textbox", { name: "Message Basil" });
}

function sendButton(page: Page) {
  return page.getByRole("button", { name: "Send", exact: true });
}

function welcome(page: Page) {
  return page.getByRole("region", { name: /I'm Basil$/ });
}

function chips(page: Page) {
  return page.getByRole("list", { name: "Suggestions" });
}

function messageList(page: Page) {
  return page.getByRole("list", { name: "Messages" });
}

function userMessages(page: Page) {
  return page.locator('li[data-from="user"]');
}

/** The saved assistant messages (a reply still streaming has no id yet). */
function replies(page: Page) {
  return page.locator('li[data-from="assistant"][data-message-id]');
}

function lastReply(page: Page) {
  return replies(page).last();
}

/** A message's own text, without its component and buttons. */
function textOf(message: Locator) {
  return message.locator(":scope > p").first();
}

/** Waits until the page shows `count` saved replies and nothing is streaming any more. */
async function expectReplyCount(page: Page, count: number) {
  await expect(replies(page)).toHaveCount(count, { timeout: 10_000 });
  await expect(page.locator('[data-streaming="true"]')).toHaveCount(0);
  await expect(sendButton(page)).toBeEnabled();
}

/** Does something that sends one message and waits for its reply; returns the reply. */
async function expectNewReply(page: Page, act: () => Promise<void>) {
  const before = await replies(page).count();
  await act();
  await expectReplyCount(page, before + 1);
  return lastReply(page);
}

/** Types a message and presses Send (a form post without JavaScript, a streamed turn with it). */
async function send(page: Page, text: string) {
  return expectNewReply(page, async () => {
    await chatInput(page).fill(text);
    await sendButton(page).click();
  });
}

/**
 * A message's action button (label, icon, voiceCommand): a form that sends the voice command
 * as the member's next message, unlike the buttons of the embedded component beside it.
 */
function actionButton(reply: Locator, label: string | RegExp) {
  return reply.locator("form:has(input[name='content'])").getByRole("button", { name: label });
}

/** Presses one of the last reply's action buttons. */
async function pressAction(page: Page, label: string | RegExp) {
  return expectNewReply(page, () => actionButton(lastReply(page), label).click());
}

/** Presses a starter prompt or chip of the empty chat. */
async function pressPrompt(page: Page, where: Locator, prompt: string) {
  const reply = await expectNewReply(page, () => where.getByRole("button", { name: prompt, exact: true }).click());
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page).first()).toHaveText(prompt);
  await expect(page).toHaveURL((url) => url.pathname === "/chat" && !!url.searchParams.get("c"));
  return reply;
}

/** Opens a new, empty conversation. */
async function newConversation(client: Client) {
  await openChat(client, "/chat?new=1");
  await expect(welcome(client.page)).toBeVisible();
}

/* ---------- Embedded components ---------- */

function recipeCard(reply: Locator) {
  return reply.getByRole("article").filter({ has: reply.page().getByRole("list", { name: "Recipe facts" }) });
}

/** One of a recipe card's own buttons (Start cooking, Add ingredients to list). */
function recipeCardButton(reply: Locator, name: string) {
  return recipeCard(reply).getByRole("button", { name, exact: true });
}

async function expectRecipeCard(reply: Locator, name?: RegExp) {
  const card = recipeCard(reply);
  await expect(card).toHaveCount(1);
  const title = card.getByRole("heading").getByRole("link");
  await expect(title).toHaveAttribute("href", /^\/recipes\/[\w-]+$/);
  if (name) await expect(title).toHaveText(name);
  // eslint-disable-next-line regexp/no-super-linear-move -- matches the text of the page under test
  await expect(card.getByRole("list", { name: "Recipe facts" })).toContainText(/\d+ min/);
  // eslint-disable-next-line regexp/no-super-linear-move -- matches the text of the page under test
  await expect(card.getByRole("list", { name: "Recipe facts" })).toContainText(/\d+ servings?/);
  await expect(card.getByRole("list", { name: "Recipe facts" })).toContainText(/Easy|Medium|Hard/);
  return card;
}

/** A reply has no embedded component at all. */
async function expectNoComponent(reply: Locator) {
  await expect(reply.getByRole("article")).toHaveCount(0);
  await expect(reply.getByRole("region")).toHaveCount(0);
}

function shoppingCard(reply: Locator) {
  return reply.getByRole("region", { name: "Shopping list" });
}

function shoppingTick(scope: Locator | Page, name: string) {
  return scope.getByRole("checkbox", { name: new RegExp(`^${name}\\b`) });
}

async function expectProgress(card: Locator, checked: number, total: number) {
  const bar = card.getByRole("progressbar", { name: "Checked off" });
  await expect(bar).toHaveAttribute("aria-valuenow", String(checked));
  await expect(bar).toHaveAttribute("aria-valuemax", String(total));
  await expect(card.getByText(`${checked} of ${total}`, { exact: true })).toBeVisible();
}

function stepCard(scope: Locator) {
  return scope.getByRole("article", { name: /^Step \d+ of \d+$/ });
}

function timerCard(scope: Locator) {
  return scope.getByRole("article").filter({ has: scope.page().getByRole("timer") });
}

/* ---------- The sidebar ---------- */

function sidebar(page: Page) {
  return page.getByRole("complementary", { name: "Conversations" });
}

function sidebarToggle(page: Page) {
  return page.getByRole("button", { name: "Conversations", exact: true });
}

/** Opens the sidebar by its toggle: a button with JavaScript, a link to ?sidebar=open without. */
async function openSidebar(client: Client) {
  const { page } = client;
  if (await sidebar(page).isVisible()) return sidebar(page);
  await sidebarToggle(page).click();
  if (!client.javaScriptEnabled) await expect(page).toHaveURL((url) => url.searchParams.get("sidebar") === "open");
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebarToggle(page)).toHaveAttribute("aria-expanded", "true");
  return sidebar(page);
}

function conversationLink(page: Page, title: string) {
  return sidebar(page).getByRole("link", { name: new RegExp(`^${escapeRegExp(title)}`) });
}

/** Starts a conversation through the JSON API (quick set-up); returns its id. */
async function apiConversation(client: Client, content: string) {
  const data = expectApiSuccess(
    await apiCall(client, "POST", "/chat/messages", { body: { content, message_type: "user-text" } }),
  );
  expect(data.conversationId, "the new conversation's id").toEqual(expect.any(String));
  return data.conversationId as string;
}

/* ---------- Tests ---------- */

test.describe("the chat screen", () => {
  test("an empty chat shows the header, the welcome with 12 starter prompts in 4 categories, and 4 chips", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client, "/");

    const header = page.getByRole("banner");
    await expect(header.getByRole("heading", { level: 1 })).toHaveText("Basil");
    await expect(header.getByText("Your kitchen companion", { exact: true })).toBeVisible();
    await expect(sidebarToggle(page)).toBeVisible();
    await expect(sidebarToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar(page)).toBeHidden();
    const settings = header.getByRole("link", { name: "Settings" });
    await expect(settings).toHaveAttribute("href", "/settings");

    await expect(welcome(page)).toBeVisible();
    await expect(welcome(page).getByRole("heading", { level: 3 })).toHaveText(Object.keys(STARTER_PROMPTS));
    for (const [category, prompts] of Object.entries(STARTER_PROMPTS)) {
      const group = welcome(page)
        .locator("div")
        .filter({ has: page.getByRole("heading", { level: 3, name: category, exact: true }) })
        .last();
      await expect(group.getByRole("button")).toHaveText([...prompts]);
    }
    await expect(welcome(page).getByRole("button")).toHaveCount(12);
    await expect(chips(page).getByRole("button")).toHaveText([...CHIPS]);
    await expect(messageList(page)).toHaveCount(0);

    // The input area: a text box, the microphone button and Send.
    await expect(chatInput(page)).toBeVisible();
    await expect(chatInput(page)).toHaveValue("");
    await expect(page.getByRole("button", { name: "Voice input" })).toBeVisible();
    await expect(sendButton(page)).toBeVisible();

    // /chat is the same screen, and the settings button goes to /settings.
    await openChat(client, "/chat");
    await expect(welcome(page)).toBeVisible();
    await settings.click();
    await expect(page).toHaveURL((url) => url.pathname === "/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  });

  test("Cooking starter prompts: recipe suggestions with a recipe card, and cast iron know-how", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    const [withChicken, castIron, quick] = STARTER_PROMPTS.Cooking;

    await newConversation(client);
    let reply = await pressPrompt(page, welcome(page), withChicken);
    await expect(reply).toContainText(/^How about .*chicken/i);
    await expectRecipeCard(reply, /chicken/i);
    // The recipe card's own buttons, not chips sent as messages.
    await expect(recipeCardButton(reply, "Start cooking")).toBeVisible();
    await expect(recipeCardButton(reply, "Add ingredients to list")).toBeVisible();
    await expect(actionButton(reply, "Start cooking")).toHaveCount(0);
    await expect(actionButton(reply, "Add ingredients to list")).toHaveCount(0);

    await newConversation(client);
    reply = await pressPrompt(page, welcome(page), castIron);
    await expect(reply).toContainText(/season/i);
    await expect(reply).toContainText(/oil/i);
    await expectNoComponent(reply);

    await newConversation(client);
    reply = await pressPrompt(page, welcome(page), quick);
    await expect(reply).toContainText(/^How about /);
    const card = await expectRecipeCard(reply);
    const facts = await card.getByRole("list", { name: "Recipe facts" }).innerText();
    // eslint-disable-next-line regexp/no-super-linear-move -- matches the text of the page under test
    const minutes = Number(/(\d+) min/.exec(facts)?.[1]);
    expect(minutes, `prep time of the quick suggestion (${facts})`).toBeLessThanOrEqual(30);
    // eslint-disable-next-line regexp/no-super-linear-move -- matches the text of the page under test
    expect(facts, "a quick suggestion takes no hours").not.toMatch(/\d+ h\b/);
  });

  test("Inventory starter prompts: adds to the pantry, lists it, and tells what expires soon", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    const [pantry, add, expiring] = STARTER_PROMPTS.Inventory;

    await newConversation(client);
    let reply = await pressPrompt(page, welcome(page), pantry);
    await expect(reply).toContainText("Your pantry is empty.");
    let card = reply.getByRole("region", { name: "Your pantry" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Nothing here yet");

    await newConversation(client);
    reply = await pressPrompt(page, welcome(page), add);
    await expect(reply).toContainText("Added 2 lb chicken breast and 1 gal milk to your pantry.");
    card = reply.getByRole("region", { name: "Added to your pantry" });
    // The items' own links (the card's foot links to the pantry).
    await expect(card.getByRole("listitem").getByRole("link")).toHaveText([/^Chicken breast\s*2 lb/, /^Milk\s*1 gal/]);

    await newConversation(client);
    reply = await pressPrompt(page, welcome(page), pantry);
    await expect(reply).toContainText("In your pantry you have 2 items.");
    card = reply.getByRole("region", { name: "Your pantry" });
    await expect(card.getByRole("link", { name: /^Chicken breast/ })).toHaveAttribute("href", /^\/inventory\/[\w-]+$/);
    await expect(card.getByRole("link", { name: /^Milk/ })).toBeVisible();
    await expect(card.getByRole("link", { name: "View all inventory items" })).toHaveCount(0);

    await newConversation(client);
    reply = await pressPrompt(page, welcome(page), expiring);
    await expect(reply).toContainText("Nothing in your pantry expires in the next 7 days.");
    await expect(reply.getByRole("region", { name: "Expiring soon" })).toBeVisible();
  });

  test("the pantry card says dates as the pages do, and an expired item as expired", async ({ newClient }) => {
    const { client, householdId } = await signUpApiMember(await newClient());
    const { page } = client;
    /** YYYY-MM-DD, `days` from today (UTC, as the server counts), and as the pages show it. */
    const day = (days: number) => {
      const date = new Date(Date.now() + days * 86_400_000);
      const iso = date.toISOString().slice(0, 10);
      const [year, month, dayOfMonth] = iso.split("-").map(Number);
      const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
      return { iso, shown: `${months[month - 1]} ${dayOfMonth}, ${year}` };
    };
    const [old, fresh] = [day(-2), day(3)];
    for (const [name, expires] of [
      ["Yoghurt", old],
      ["Spinach", fresh],
    ] as const) {
      expectApiSuccess(
        await apiCall(client, "POST", `/inventory/households/${householdId}/items`, {
          body: { name, location: "fridge", expiresAt: expires.iso },
        }),
        201,
      );
    }
    await openChat(client, "/chat?new=1");
    const reply = await send(page, "What's in my pantry?");
    await expect(reply).toContainText("In your pantry you have 2 items; 1 needs using soon and 1 has expired.");
    const card = reply.getByRole("region", { name: "Your pantry" });
    await expect(card.getByRole("link", { name: /^Yoghurt/ })).toContainText(`Expired ${old.shown}`);
    await expect(card.getByRole("link", { name: /^Yoghurt/ }).getByText("Expired", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Spinach/ })).toContainText(`Expires ${fresh.shown}`);
    await expect(card.getByRole("link", { name: /^Spinach/ }).getByText("Soon", { exact: true })).toBeVisible();
    await expect(card).not.toContainText(old.iso);
    await expect(card).not.toContainText(fresh.iso);
  });

  test("Meal Planning starter prompts: plans the week, shows the plan, and suggests healthy dinners", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    const [plan, healthy, show] = STARTER_PROMPTS["Meal Planning"];

    await newConversation(client);
    let reply = await pressPrompt(page, welcome(page), plan);
    await expect(reply).toContainText(/^Done! This week has \d+ meals planned/);
    let card = reply.getByRole("region", { name: "This week's meal plan" });
    await expect(card).toBeVisible();
    // A date range, and the 7 days of the week with their meals.
    await expect(card.getByText(/^[A-Z][a-z]{2} \d{1,2}(, \d{4})? – /)).toBeVisible();
    await expect(
      card.getByRole("listitem", { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), / }),
    ).toHaveCount(7);
    await expect(card.getByRole("link", { name: /./ }).first()).toHaveAttribute("href", /^\/meals\/[\w-]+$/);
    await expect(actionButton(reply, "What do I need to buy?")).toBeVisible();

    await newConversation(client);
    reply = await pressPrompt(page, welcome(page), healthy);
    await expect(reply).toContainText(/^How about /);
    await expectRecipeCard(reply);

    await newConversation(client);
    reply = await pressPrompt(page, welcome(page), show);
    await expect(reply).toContainText(/^Here's the plan for this week: \d+ meals?\./);
    card = reply.getByRole("region", { name: "This week's meal plan" });
    await expect(
      card.getByRole("listitem", { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), / }),
    ).toHaveCount(7);
    await expect(card.getByRole("link").first()).toBeVisible();
  });

  test("Shopping starter prompts: adds bread, eggs and tomatoes, shows the list, adds a recipe's ingredients", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    const [show, add, parmesan] = STARTER_PROMPTS.Shopping;

    await newConversation(client);
    let reply = await pressPrompt(page, welcome(page), add);
    await expect(reply).toContainText("Added bread, eggs and tomatoes to your shopping list.");
    let card = shoppingCard(reply);
    await expect(card.getByRole("checkbox")).toHaveCount(3);
    for (const name of ["Bread", "Eggs", "Tomatoes"])
      await expect(shoppingTick(card, name)).toHaveAttribute("aria-checked", "false");
    await expectProgress(card, 0, 3);

    await newConversation(client);
    reply = await pressPrompt(page, welcome(page), show);
    await expect(reply).toContainText("You have 3 items to buy.");
    card = shoppingCard(reply);
    for (const name of ["Bread", "Eggs", "Tomatoes"])
      await expect(shoppingTick(card, name)).toHaveAttribute("aria-checked", "false");
    await expectProgress(card, 0, 3);

    await newConversation(client);
    reply = await pressPrompt(page, welcome(page), parmesan);
    await expect(reply).toContainText(/^Added \d+ ingredients for Chicken Parmesan/);
    card = shoppingCard(reply);
    await expect(shoppingTick(card, "Mozzarella")).toBeVisible();
    await expect(shoppingTick(card, "Panko breadcrumbs")).toBeVisible();
    // Eggs were on the list already: still one line.
    await expect(shoppingTick(card, "Eggs")).toHaveCount(1);
  });

  test("the suggestion chips each get a reply with the right component", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    const [dinner, pantry, milk, list] = CHIPS;

    await newConversation(client);
    let reply = await pressPrompt(page, chips(page), dinner);
    await expect(reply).toContainText(/dinner/i);
    await expectRecipeCard(reply);
    await expect(recipeCardButton(reply, "Start cooking")).toBeVisible();

    await newConversation(client);
    reply = await pressPrompt(page, chips(page), pantry);
    await expect(reply.getByRole("region", { name: "Your pantry" })).toBeVisible();

    await newConversation(client);
    reply = await pressPrompt(page, chips(page), milk);
    await expect(reply).toContainText("Added milk to your pantry.");
    await expect(
      reply.getByRole("region", { name: "Added to your pantry" }).getByRole("link", { name: /^Milk/ }),
    ).toBeVisible();

    await newConversation(client);
    reply = await pressPrompt(page, chips(page), list);
    await expect(reply).toContainText("Your shopping list is empty.");
    await expect(shoppingCard(reply)).toContainText("The list is empty");
    // The chips only show while the chat is empty.
    await expect(chips(page)).toHaveCount(0);
  });
});

test.describe("a cooking session in the chat", () => {
  test("suggest, start cooking, step through with a timer that pauses and resumes, complete the recipe", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);

    const suggestion = await send(page, "Suggest a recipe with chicken and vegetables");
    const recipe = (await recipeCard(suggestion).getByRole("heading").innerText()).trim();
    expect(recipe).toMatch(/chicken/i);

    // The recipe card's 'Start cooking': step 1, no Previous, answered in the conversation.
    let reply = await expectNewReply(page, () => recipeCardButton(suggestion, "Start cooking").click());
    await expect(reply).toContainText(`Let's cook ${recipe}! Step 1 of `);
    let card = stepCard(reply);
    await expect(card).toBeVisible();
    const heading = await card.getByRole("heading", { level: 2 }).innerText();
    const total = Number(/^Step 1 of (\d+)$/.exec(heading.trim())?.[1]);
    expect(total, `steps of ${recipe}`).toBeGreaterThan(2);
    await expect(card).toContainText(recipe);
    await expect(card.getByRole("button", { name: "Previous" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Next Step" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Complete Recipe" })).toHaveCount(0);

    // No chip repeats the card's own buttons.
    await expect(actionButton(reply, "Next Step")).toHaveCount(0);
    await expect(actionButton(reply, /timer/i)).toHaveCount(0);

    // The card's 'Next Step': step 2, with Previous, in the same message.
    await card.getByRole("button", { name: "Next Step" }).click();
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(`Step 2 of ${total}`);
    await expect(card.getByRole("button", { name: "Previous" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Next Step" })).toBeVisible();

    // The first step from 2 on that offers a timer, by the card's 'Start timer (N min)'.
    const startTimer = card.getByRole("button", { name: /^Start timer \(\d+ min\)$/ });
    let timerStep = 2;
    while ((await startTimer.count()) === 0) {
      expect(timerStep, `a step of ${recipe} with a timer`).toBeLessThan(total);
      await card.getByRole("button", { name: "Next Step" }).click();
      timerStep += 1;
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(`Step ${timerStep} of ${total}`);
    }
    const minutes = Number(/\((\d+) min\)/.exec(await startTimer.innerText())?.[1]);
    reply = await expectNewReply(page, () => startTimer.click());
    await expect(reply).toContainText(`Started the timer: ${recipe}: step ${timerStep}.`);
    let timer = timerCard(reply);
    await expect(timer.getByRole("heading")).toHaveText(`${recipe}: step ${timerStep}`);
    await expect(timer.getByRole("status")).toHaveText("Running");
    await expect(timer.getByRole("timer")).toHaveAccessibleName(
      new RegExp(`: (${minutes - 1}:[0-5]\\d|${minutes}:00) left$`),
    );

    reply = await send(page, "pause the timer");
    await expect(textOf(reply)).toHaveText(
      new RegExp(
        `^Paused ${escapeRegExp(recipe)}: step ${timerStep} with (${minutes} minutes|${minutes - 1} minutes? \\d+ seconds?) left\\.$`,
      ),
    );
    timer = timerCard(reply);
    await expect(timer.getByRole("status")).toHaveText("Paused");
    await expect(timer.getByRole("button", { name: "Resume" })).toBeVisible();

    reply = await send(page, "resume the timer");
    await expect(textOf(reply)).toHaveText(
      new RegExp(`^Resumed ${escapeRegExp(recipe)}: step ${timerStep} with \\d+ minutes?( \\d+ seconds?)? left\\.$`),
    );
    timer = timerCard(reply);
    await expect(timer.getByRole("status")).toHaveText("Running");
    await expect(timer.getByRole("button", { name: "Pause" })).toBeVisible();

    // Typing "next step" to the last step: 'Complete Recipe' instead of 'Next Step'.
    for (let step = timerStep + 1; step <= total; step += 1) {
      reply = await send(page, "next step");
      await expect(stepCard(reply).getByRole("heading", { level: 2 })).toHaveText(`Step ${step} of ${total}`);
    }
    await expect(reply).toContainText(`Last step! Step ${total} of ${total}:`);
    card = stepCard(reply);
    await expect(card.getByRole("button", { name: "Complete Recipe" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Next Step" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Previous" })).toBeVisible();
    await expect(actionButton(reply, "Complete Recipe")).toHaveCount(0);

    // The card's own 'Complete Recipe' finishes the session in place.
    await card.getByRole("button", { name: "Complete Recipe" }).click();
    await expect(lastReply(page)).toContainText(`${recipe} is complete. Enjoy your meal!`);
    await expect(stepCard(lastReply(page))).toHaveCount(0);
    // The first step's card keeps the step it last showed, with no buttons left over.
    await expect(stepCard(replies(page).nth(1)).getByRole("heading", { level: 2 })).toHaveText(
      `Step ${timerStep} of ${total}`,
    );
    await expect(stepCard(replies(page).nth(1)).getByRole("button")).toHaveCount(0);
  });

  test("typing 'start cooking it' and 'start the timer' works as well as the buttons", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    const suggestion = await send(page, "Suggest a recipe with chicken and vegetables");
    const recipe = (await recipeCard(suggestion).getByRole("heading").innerText()).trim();

    let reply = await send(page, "start cooking it");
    await expect(reply).toContainText(`Let's cook ${recipe}! Step 1 of `);
    await expect(stepCard(reply).getByRole("button", { name: "Previous" })).toHaveCount(0);

    reply = await send(page, "start the timer");
    await expect(reply).toContainText(/^Started the step 1 timer for \d+ minutes?\./);
    await expect(timerCard(reply).getByRole("status")).toHaveText("Running");
  });
});

test.describe("components' own buttons", () => {
  test("a shopping tick is saved: still ticked after a reload, on /shopping-list and in the API", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    const reply = await send(page, "Add bread, eggs, and tomatoes to my shopping list");
    const card = shoppingCard(reply);
    await expect(shoppingTick(card, "Eggs")).toHaveAttribute("aria-checked", "false");

    await shoppingTick(card, "Eggs").click();
    await expect(shoppingTick(shoppingCard(lastReply(page)), "Eggs")).toHaveAttribute("aria-checked", "true");
    await expectProgress(shoppingCard(lastReply(page)), 1, 3);
    const conversation = new URL(page.url()).searchParams.get("c");
    expect(conversation, "still in the conversation").toBeTruthy();

    await page.reload();
    await hydrated(client);
    const again = shoppingCard(lastReply(page));
    await expect(shoppingTick(again, "Eggs")).toHaveAttribute("aria-checked", "true");
    await expect(shoppingTick(again, "Bread")).toHaveAttribute("aria-checked", "false");
    await expectProgress(again, 1, 3);

    await page.goto("/shopping-list");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
    await expect(shoppingTick(page, "Eggs")).toHaveAttribute("aria-checked", "true");
    await expect(shoppingTick(page, "Bread")).toHaveAttribute("aria-checked", "false");

    const profile = expectApiSuccess(await apiCall(client, "GET", "/users/profile"));
    const list = expectApiSuccess(
      await apiCall(client, "GET", `/shopping-list/households/${profile.householdId}/items`),
    );
    const byName = Object.fromEntries(
      (list.items as Array<{ name: string; checked: boolean }>).map((item) => [item.name, item.checked]),
    );
    expect(byName).toEqual({ Bread: false, Eggs: true, Tomatoes: false });

    // A tick made elsewhere shows in the chat's list as it is now.
    await hydrated(client);
    await shoppingTick(page, "Bread").click();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await openChat(client, `/chat?c=${conversation}`);
    await expect(shoppingTick(shoppingCard(lastReply(page)), "Bread")).toHaveAttribute("aria-checked", "true");

    // And unticking from the chat.
    await shoppingTick(shoppingCard(lastReply(page)), "Eggs").click();
    await expectProgress(shoppingCard(lastReply(page)), 1, 3);
    await expect(shoppingTick(shoppingCard(lastReply(page)), "Eggs")).toHaveAttribute("aria-checked", "false");
  });

  test("the timer card's Pause and Resume, and the cooking step's Next Step and Previous, are forms that work", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);

    let reply = await send(page, "Set a timer for 10 minutes");
    await expect(reply).toContainText("Started a timer for 10 minutes.");
    const timer = timerCard(lastReply(page));
    await expect(timer.getByRole("status")).toHaveText("Running");
    await timer.getByRole("button", { name: "Pause" }).click();
    await expect(timer.getByRole("status")).toHaveText("Paused");
    await expect(timer.getByRole("button", { name: "Resume" })).toBeVisible();
    // Paused is saved: a reload shows it paused, and the time left stands still. With
    // JavaScript the reloaded page runs on the test's clock, moved on past the next second.
    if (client.javaScriptEnabled) await page.clock.install();
    await page.reload();
    await hydrated(client);
    await expect(timer.getByRole("status")).toHaveText("Paused");
    const left = Number(await timer.getByRole("timer").getAttribute("data-remaining"));
    expect(left).toBeGreaterThan(9 * 60);
    expect(left).toBeLessThanOrEqual(10 * 60);
    if (client.javaScriptEnabled) await page.clock.runFor(1_100);
    await expect(timer.getByRole("timer")).toHaveAttribute("data-remaining", String(left));
    await timer.getByRole("button", { name: "Resume" }).click();
    await expect(timer.getByRole("status")).toHaveText("Running");
    await expect(timer.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(replies(page)).toHaveCount(1);

    reply = await send(page, "Start cooking tomato and basil frittata");
    await expect(reply).toContainText("Let's cook Tomato and Basil Frittata! Step 1 of 5");
    const step = stepCard(lastReply(page));
    await expect(step.getByRole("heading", { level: 2 })).toHaveText("Step 1 of 5");
    await expect(step.getByRole("button", { name: "Previous" })).toHaveCount(0);
    await step.getByRole("button", { name: "Next Step" }).click();
    await expect(step.getByRole("heading", { level: 2 })).toHaveText("Step 2 of 5");
    await expect(step.getByRole("button", { name: "Previous" })).toBeVisible();
    await expect(step.getByRole("region", { name: "Ingredients for this step" })).toContainText("cherry tomatoes");
    await step.getByRole("button", { name: "Previous" }).click();
    await expect(step.getByRole("heading", { level: 2 })).toHaveText("Step 1 of 5");
    await expect(step.getByRole("button", { name: "Previous" })).toHaveCount(0);
    // The buttons change the message's card; they add no messages.
    await expect(replies(page)).toHaveCount(2);
    await page.reload();
    await expect(stepCard(lastReply(page)).getByRole("heading", { level: 2 })).toHaveText("Step 1 of 5");
  });
});

test.describe("the conversation sidebar", () => {
  test("a fresh member's sidebar reads 'No conversations yet'", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    const bar = await openSidebar(client);
    await expect(bar.getByRole("heading", { name: "Conversations" })).toBeVisible();
    await expect(bar.getByText("No conversations yet", { exact: true })).toBeVisible();
    await expect(bar.getByRole("searchbox", { name: "Search conversations" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "New conversation" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Archive / })).toHaveCount(0);
  });

  test("the conversations toggle closes the open sidebar again", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await apiConversation(client, "Show my shopping list");
    await openChat(client);
    await openSidebar(client);
    await sidebarToggle(page).click();
    await expect(sidebar(page)).toBeHidden();
    await expect(sidebarToggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("lists conversations dated 'Today', searches them, reopens one, archives one, starts a new one", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    const shopping = "Show my shopping list";
    const castIron = "How do I season a cast iron pan?";
    await apiConversation(client, shopping);
    await apiConversation(client, castIron);

    await openChat(client);
    let bar = await openSidebar(client);
    // Most recent first, titled by the first message, each dated Today with a preview.
    await expect(bar.getByRole("listitem")).toHaveCount(2);
    await expect(bar.getByRole("listitem").first()).toContainText(castIron);
    await expect(bar.getByRole("listitem").last()).toContainText(shopping);
    for (const title of [shopping, castIron]) await expect(conversationLink(page, title)).toContainText("Today");
    await expect(conversationLink(page, shopping)).toContainText("Your shopping list is empty.");

    // Search (a GET form: ?q=): every word, anywhere in the title or a message, any case.
    await bar.getByRole("searchbox", { name: "Search conversations" }).fill("IRON season");
    await bar.getByRole("searchbox", { name: "Search conversations" }).press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === "IRON season");
    bar = sidebar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("listitem")).toHaveCount(1);
    await expect(conversationLink(page, castIron)).toBeVisible();
    await expect(bar.getByRole("searchbox", { name: "Search conversations" })).toHaveValue("IRON season");
    // A word only the assistant's reply has.
    await bar.getByRole("searchbox", { name: "Search conversations" }).fill("empty");
    await bar.getByRole("searchbox", { name: "Search conversations" }).press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === "empty");
    await expect(sidebar(page).getByRole("listitem")).toHaveCount(1);
    await expect(conversationLink(page, shopping)).toBeVisible();
    await bar.getByRole("searchbox", { name: "Search conversations" }).fill("risotto");
    await bar.getByRole("searchbox", { name: "Search conversations" }).press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === "risotto");
    await expect(sidebar(page).getByRole("listitem")).toHaveCount(0);
    await expect(sidebar(page).getByText("No conversations match", { exact: true })).toBeVisible();

    // Reopening a conversation shows its messages.
    await openChat(client);
    await openSidebar(client);
    await conversationLink(page, shopping).click();
    await expect(page).toHaveURL((url) => url.pathname === "/chat" && !!url.searchParams.get("c"));
    await expect(userMessages(page)).toHaveText([shopping]);
    await expect(lastReply(page)).toContainText("Your shopping list is empty.");
    await expect(shoppingCard(lastReply(page))).toBeVisible();
    await hydrated(client);

    // Archive removes it from the list.
    bar = await openSidebar(client);
    await expect(conversationLink(page, shopping)).toHaveAttribute("aria-current", "page");
    await bar.getByRole("button", { name: `Archive ${shopping}` }).click();
    await expectNewestToast(page, "Conversation archived");
    await expect(page).toHaveURL((url) => url.pathname === "/chat" && !url.searchParams.get("c"));
    bar = await openSidebar(client);
    await expect(bar.getByRole("listitem")).toHaveCount(1);
    await expect(conversationLink(page, shopping)).toHaveCount(0);
    await expect(conversationLink(page, castIron)).toBeVisible();

    // The 'New conversation' link: an empty chat.
    await conversationLink(page, castIron).click();
    await expect(userMessages(page)).toHaveText([castIron]);
    bar = await openSidebar(client);
    await bar.getByRole("link", { name: "New conversation" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/chat" && url.searchParams.get("new") === "1");
    await expect(welcome(page)).toBeVisible();
    await expect(messageList(page)).toHaveCount(0);
  });
});

test.describe("searching as you type", () => {
  test(
    "the sidebar filters a pause after typing, without Enter, asking once for a word typed quickly",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, page } = await kitchenMember(newClient);
      const shopping = "Show my shopping list";
      const castIron = "How do I season a cast iron pan?";
      await apiConversation(client, shopping);
      await apiConversation(client, castIron);
      await openChat(client);
      const bar = await openSidebar(client);
      const box = bar.getByRole("searchbox", { name: "Search conversations" });
      const asked: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === "/chat/search") asked.push(url.searchParams.get("q") ?? "");
      });
      const address = page.url();

      // Typed a key every 40 ms: one search, for the whole word, after the pause.
      await box.pressSequentially("iron", { delay: 40 });
      await expect(bar.getByRole("listitem")).toHaveCount(1);
      await expect(conversationLink(page, castIron)).toBeVisible();
      expect(asked).toEqual(["iron"]);
      // Words anywhere: one in the title, one in the reply.
      await box.fill("shopping EMPTY");
      await expect(bar.getByRole("listitem")).toHaveCount(1);
      await expect(conversationLink(page, shopping)).toBeVisible();
      await box.fill("risotto");
      await expect(bar.getByText("No conversations match", { exact: true })).toBeVisible();
      await expect(bar.getByRole("listitem")).toHaveCount(0);
      // Emptying the box shows every conversation again.
      await box.fill("");
      await expect(bar.getByRole("listitem")).toHaveCount(2);
      // Nothing was submitted: the page never left.
      expect(page.url()).toBe(address);
      expect(asked).toEqual(["iron", "shopping EMPTY", "risotto"]);
    },
  );
});

test.describe("a search that fails", () => {
  test(
    "says 'Search failed' in the sidebar and keeps the chat; the next search works again",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, page } = await kitchenMember(newClient);
      const castIron = "How do I season a cast iron pan?";
      await apiConversation(client, "Show my shopping list");
      await apiConversation(client, castIron);
      await openChat(client);
      const bar = await openSidebar(client);
      const box = bar.getByRole("searchbox", { name: "Search conversations" });
      const searching = (url: URL) => url.pathname === "/chat/search";
      await page.route(searching, (route) => route.abort("failed"));
      await box.fill("iron");
      await expect(bar.getByRole("alert")).toHaveText("Search failed");
      await expect(bar.getByRole("listitem")).toHaveCount(2);
      await expect(page.getByRole("heading", { level: 1, name: "Basil" })).toBeVisible();
      await expect(box).toHaveValue("iron");

      await page.unroute(searching);
      await box.fill("cast iron");
      await expect(bar.getByRole("listitem")).toHaveCount(1);
      await expect(conversationLink(page, castIron)).toBeVisible();
      await expect(bar.getByRole("alert")).toHaveCount(0);
    },
  );
});

test.describe("keyboard", () => {
  test(
    "Ctrl+K opens the sidebar, Escape closes it or blurs the text box, '/' focuses the input",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, page } = await kitchenMember(newClient);
      await openChat(client);
      const search = sidebar(page).getByRole("searchbox", { name: "Search conversations" });

      await expect(sidebar(page)).toBeHidden();
      await page.keyboard.press("Control+k");
      await expect(sidebar(page)).toBeVisible();
      await expect(sidebarToggle(page)).toHaveAttribute("aria-expanded", "true");
      await expect(search).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(sidebar(page)).toBeHidden();
      await expect(sidebarToggle(page)).toHaveAttribute("aria-expanded", "false");

      // Cmd (Meta) works like Ctrl.
      await page.locator("body").click({ position: { x: 5, y: 300 } });
      await page.keyboard.press("Meta+k");
      await expect(sidebar(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(sidebar(page)).toBeHidden();

      // Escape blurs a focused text box.
      await chatInput(page).click();
      await expect(chatInput(page)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(chatInput(page)).not.toBeFocused();

      // '/' focuses the input when not typing, without typing a slash.
      await page.keyboard.press("/");
      await expect(chatInput(page)).toBeFocused();
      await expect(chatInput(page)).toHaveValue("");
      // While typing, '/' is just a character.
      await page.keyboard.type("1/2 cup");
      await expect(chatInput(page)).toHaveValue("1/2 cup");

      // With the sidebar open, '/' does not take the focus.
      await chatInput(page).fill("");
      await page.keyboard.press("Escape");
      await sidebarToggle(page).click();
      await expect(sidebar(page)).toBeVisible();
      await page.keyboard.press("/");
      await expect(chatInput(page)).not.toBeFocused();
      await expect(chatInput(page)).toHaveValue("");
      await page.keyboard.press("Escape");
      await expect(sidebar(page)).toBeHidden();
      await page.keyboard.press("/");
      await expect(chatInput(page)).toBeFocused();
    },
  );

  test("Ctrl+N and Cmd+N start a new conversation", { tag: "@js-only" }, async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    await send(page, "Show my shopping list");
    await expect(page).toHaveURL((url) => !!url.searchParams.get("c"));

    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("Control+n");
    await expect(page).toHaveURL(
      (url) => url.pathname === "/chat" && url.searchParams.get("new") === "1" && !url.searchParams.get("c"),
    );
    await expect(welcome(page)).toBeVisible();
    await expect(messageList(page)).toHaveCount(0);
    await expect(chatInput(page)).toBeFocused();

    // From the new chat's first message on, it is a conversation of its own.
    await send(page, "What's in my pantry?");
    await expect(userMessages(page)).toHaveText(["What's in my pantry?"]);
    await expect(page).toHaveURL((url) => !!url.searchParams.get("c"));
    await chatInput(page).click();
    await page.keyboard.press("Meta+n");
    await expect(page).toHaveURL((url) => url.searchParams.get("new") === "1" && !url.searchParams.get("c"));
    await expect(welcome(page)).toBeVisible();

    const bar = await openSidebar(client);
    await expect(bar.getByRole("listitem")).toHaveCount(2);
  });

  test(
    "Enter sends, Shift+Enter starts a new line, blank messages are not sent, the box grows to 120 px",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, page } = await kitchenMember(newClient);
      await openChat(client);
      const input = chatInput(page);
      const height = () => input.evaluate((element) => element.clientHeight);
      const oneLine = await height();

      // Only spaces: neither Enter nor Send sends it.
      await input.fill("     ");
      await input.press("Enter");
      await sendButton(page).click();
      await expect(welcome(page)).toBeVisible();
      await expect(userMessages(page)).toHaveCount(0);
      await expect(page).toHaveURL((url) => !url.searchParams.get("c"));

      await input.fill("");
      await input.pressSequentially("Add eggs");
      await input.press("Shift+Enter");
      await input.pressSequentially("to my shopping list");
      await expect(input).toHaveValue("Add eggs\nto my shopping list");
      await expect(userMessages(page)).toHaveCount(0);
      expect(await height(), "two lines are taller than one").toBeGreaterThan(oneLine);

      await expectNewReply(page, () => input.press("Enter"));
      await expect(userMessages(page)).toHaveCount(1);
      expect(await userMessages(page).first().innerText(), "the new line is kept").toBe(
        "Add eggs\nto my shopping list",
      );
      await expect(input).toHaveValue("");
      await expect.poll(height).toBe(oneLine);

      // Many lines: the box stops growing at 120 px and scrolls.
      await input.fill(Array.from({ length: 15 }, (_, index) => `line ${index + 1}`).join("\n"));
      await expect.poll(height).toBeGreaterThan(oneLine);
      const tall = await input.evaluate((element) => ({
        client: element.clientHeight,
        offset: (element as HTMLElement).offsetHeight,
        scroll: element.scrollHeight,
      }));
      expect(tall.offset, "the text box's height").toBeLessThanOrEqual(120);
      expect(tall.client).toBeLessThanOrEqual(120);
      expect(tall.offset).toBeGreaterThanOrEqual(110);
      expect(tall.scroll).toBeGreaterThan(tall.client);
      await expect(userMessages(page)).toHaveCount(1);
    },
  );
});

test.describe("sending", () => {
  test("a message of only spaces is not sent", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    await chatInput(page).fill("   ");
    await sendButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === "/chat" && !url.searchParams.get("c"));
    await expect(welcome(page)).toBeVisible();
    await expect(messageList(page)).toHaveCount(0);
    const list = expectApiSuccess(await apiCall(client, "GET", "/chat/conversations"));
    expect(list.conversations).toEqual([]);
  });

  test(
    "with JavaScript the reply streams: the message and the typing indicator before any answer, then /chat?c=<id>",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, page } = await kitchenMember(newClient);
      await openChat(client);

      // The server's answer is held back until the page has shown what it shows without one.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route("**/api/v1/chat/messages", async (route) => {
        await answered;
        await route.continue();
      });
      const response = page.waitForResponse(
        (reply) => new URL(reply.url()).pathname === "/api/v1/chat/messages" && reply.request().method() === "POST",
      );
      await chatInput(page).fill("What's in my pantry?");
      await chatInput(page).press("Enter");
      // The member's message shows at once, and the assistant's turn is under way.
      await expect(page.getByRole("list", { name: "Messages" }).getByRole("listitem").first()).toHaveText(
        "What's in my pantry?",
      );
      await expect(page.getByRole("status", { name: "Basil is typing" })).toBeVisible();
      await expect(sendButton(page)).toBeDisabled();
      answer();
      const streamed = await response;
      await expect(userMessages(page)).toHaveText(["What's in my pantry?"]);
      expect(streamed.request().headers().accept).toContain("text/event-stream");
      expect(streamed.headers()["content-type"]).toContain("text/event-stream");
      await expectReplyCount(page, 1);
      await expect(page).toHaveURL(
        (url) => url.pathname === "/chat" && /^[\w-]+$/.test(url.searchParams.get("c") ?? ""),
      );
      const conversation = new URL(page.url()).searchParams.get("c");
      await expect(lastReply(page).getByRole("region", { name: "Your pantry" })).toBeVisible();

      // A slow answer: the typing indicator shows while it is on its way.
      await page.unroute("**/api/v1/chat/messages");
      let second = () => {};
      const secondAnswered = new Promise<void>((resolve) => (second = resolve));
      await page.route("**/api/v1/chat/messages", async (route) => {
        await secondAnswered;
        await route.continue();
      });
      await chatInput(page).fill("Show my shopping list");
      await chatInput(page).press("Enter");
      await expect(page.getByRole("status", { name: "Basil is typing" })).toBeVisible();
      await expect(sendButton(page)).toBeDisabled();
      second();
      await expect(userMessages(page)).toHaveText(["What's in my pantry?", "Show my shopping list"]);
      await expectReplyCount(page, 2);
      await expect(page.getByRole("status", { name: /is typing/ })).toHaveCount(0);
      await expect(shoppingCard(lastReply(page))).toBeVisible();
      // The same conversation.
      expect(new URL(page.url()).searchParams.get("c")).toBe(conversation);
    },
  );

  test(
    "without JavaScript sending posts the form and the page comes back with the reply",
    { tag: "@no-js-only" },
    async ({ newClient }) => {
      const { client, page } = await kitchenMember(newClient);
      await openChat(client);
      const apiCalls: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/")) apiCalls.push(request.url());
      });

      const post = page.waitForRequest(
        (request) => request.method() === "POST" && new URL(request.url()).pathname === "/chat",
      );
      await chatInput(page).fill("Add bread, eggs, and tomatoes to my shopping list");
      await sendButton(page).click();
      const request = await post;
      const form = new URLSearchParams(request.postData() ?? "");
      expect(form.get("intent")).toBe("send");
      expect(form.get("content")).toBe("Add bread, eggs, and tomatoes to my shopping list");
      expect(request.isNavigationRequest()).toBe(true);

      await expectReplyCount(page, 1);
      await expect(page).toHaveURL(
        (url) => url.pathname === "/chat" && !!url.searchParams.get("c") && url.hash === "#latest",
      );
      await expect(lastReply(page)).toContainText("Added bread, eggs and tomatoes to your shopping list.");
      await expect(shoppingCard(lastReply(page)).getByRole("checkbox")).toHaveCount(3);
      await expect(chatInput(page)).toHaveValue("");

      // The next message goes to the same conversation.
      const conversation = new URL(page.url()).searchParams.get("c");
      await send(page, "Show my shopping list");
      expect(new URL(page.url()).searchParams.get("c")).toBe(conversation);
      await expect(userMessages(page)).toHaveCount(2);
      expect(apiCalls, "no API calls without JavaScript").toEqual([]);
    },
  );
});

test.describe("a long conversation", () => {
  test(
    "opens at its latest message as soon as the page arrives, before the app's JavaScript has run",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client } = await signUpApiMember(await newClient());
      const { page } = client;
      const conversation = await apiConversation(client, "What can I cook with eggs?");
      for (const content of [
        "Add milk to my shopping list",
        "What's on my shopping list?",
        "How long do I boil an egg?",
        "Add bread to my shopping list",
        "What's on my shopping list?",
        "Start a 5 minute timer",
      ]) {
        expectApiSuccess(
          await apiCall(client, "POST", "/chat/messages", {
            body: { content, message_type: "user-text", conversation_id: conversation },
          }),
        );
      }
      // The app's scripts never arrive: what shows is the server's page alone.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.setViewportSize({ width: 390, height: 640 });
      await page.goto(`/chat?c=${conversation}`);
      const scroller = page.locator("[data-chat-scroller]");
      const position = () =>
        scroller.evaluate((element) => ({ top: element.scrollTop, left: element.scrollHeight - element.clientHeight }));
      const { top, left } = await position();
      expect(left, "the conversation is taller than the screen").toBeGreaterThan(0);
      expect(Math.abs(left - top), "scrolled to the latest message").toBeLessThanOrEqual(1);
      await expect(page.locator('li[data-from="user"]').last()).toBeInViewport();
      await expect(page.locator('li[data-from="user"]').first()).not.toBeInViewport();
      // The replies' speakers are there already, waiting for the app's JavaScript.
      await expect(
        page.locator('li[data-from="assistant"]').last().getByRole("button", { name: "Read aloud" }),
      ).toBeDisabled();
    },
  );

  test(
    "does not move under the reader when its page becomes interactive",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client } = await signUpApiMember(await newClient());
      const { page } = client;
      const conversation = await apiConversation(client, "How long do I boil an egg?");
      for (const content of [
        "How do I cook basmati rice?",
        "What goes well with salmon?",
        "How do I season a cast iron pan?",
      ]) {
        expectApiSuccess(
          await apiCall(client, "POST", "/chat/messages", {
            body: { content, message_type: "user-text", conversation_id: conversation },
          }),
        );
      }
      // Every layout shift the browser records from the first paint on, as Lighthouse counts them.
      await page.addInitScript(() => {
        const shifts: { value: number; hadRecentInput: boolean }[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push(entry as unknown as { value: number; hadRecentInput: boolean });
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.setViewportSize({ width: 390, height: 640 });
      await openChat(client, `/chat?c=${conversation}`);
      const speakers = messageList(page).getByRole("button", { name: "Read aloud" });
      await expect(speakers).toHaveCount(4);
      for (const speaker of await speakers.all()) await expect(speaker).toBeEnabled();
      await expect(page.locator('li[data-from="assistant"]').last()).toBeInViewport();
      const shifted = await page.evaluate(() =>
        (window as unknown as { layoutShifts: { value: number; hadRecentInput: boolean }[] }).layoutShifts
          .filter((shift) => !shift.hadRecentInput)
          .reduce((sum, shift) => sum + shift.value, 0),
      );
      expect(shifted, "cumulative layout shift").toBe(0);
    },
  );
});

test.describe("the cards' code", () => {
  test(
    "is downloaded only once a message with a card is shown, and then draws it",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client } = await signUpApiMember(await newClient());
      const { page } = client;
      const cardCode: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/embedded-card-[\w-]+\.js$/.test(new URL(request.url()).pathname)) cardCode.push(request.url());
      });
      await openChat(client);
      expect(cardCode, "a chat without cards downloads none of their code").toEqual([]);
      const reply = await send(page, "Show my shopping list");
      await expect(shoppingCard(reply)).toContainText("The list is empty");
      expect(cardCode).toHaveLength(1);
    },
  );

  test(
    "a card whose code cannot be loaded says so, and the chat goes on",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client } = await signUpApiMember(await newClient());
      const { page } = client;
      await page.route(/\/assets\/embedded-card-[\w-]+\.js$/, (route) => route.abort());
      await openChat(client);
      const reply = await send(page, "Show my shopping list");
      await expect(reply).toContainText("This card couldn't be shown. Reload the page to see it.");
      await expect(send(page, "How long do I boil an egg?")).resolves.toBeTruthy();
      await expect(lastReply(page)).toContainText(/egg/i);
    },
  );

  test(
    "a conversation the server drew with cards hydrates them as they are, without an error",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client } = await signUpApiMember(await newClient());
      const { page } = client;
      // A running timer: the page updates every second while its cards' code is on the way.
      const conversation = await apiConversation(client, "Start a 5 minute timer");
      // The cards' code arrives late, as on a slow connection: the page must not hydrate without it.
      await page.route(/\/assets\/embedded-card-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      // The page runs on the test's clock, so the timer's next ticks come when the test says.
      await page.clock.install();
      await openChat(client, `/chat?c=${conversation}`);
      await expect(timerCard(lastReply(page))).toBeVisible();
      const before = Number(await timerCard(lastReply(page)).getByRole("timer").getAttribute("data-remaining"));
      await page.clock.runFor(2_500);
      await expect(timerCard(lastReply(page))).toBeVisible();
      await expect(timerCard(lastReply(page)).getByRole("timer")).not.toHaveAttribute("data-remaining", String(before));
      await expect(lastReply(page).locator("[aria-hidden='true'].animate-pulse")).toHaveCount(0);
      expect(errors).toEqual([]);
    },
  );
});

test.describe("someone else's conversation", () => {
  async function othersConversation(newClient: () => Promise<Client>) {
    const owner = await signUpApiMember(await newClient());
    const conversation = await apiConversation(owner.client, "Pesto for the secret anniversary dinner");
    return { owner, conversation };
  }

  test("opening /chat?c=<another member's conversation> never shows their messages, nor lets anyone post into it", async ({
    newClient,
  }) => {
    const { owner, conversation } = await othersConversation(newClient);
    // A member of another household, then a second member of the owner's own household.
    const stranger = await kitchenMember(newClient);
    const housemate = await newClient();
    await signUpAndJoin(housemate, owner.household);
    for (const client of [stranger.client, housemate]) {
      const { page } = client;
      await openChat(client, `/chat?c=${conversation}`);
      await expect(page.getByText(/secret anniversary/)).toHaveCount(0);
      await expect(messageList(page)).toHaveCount(0);
      const bar = await openSidebar(client);
      await expect(bar.getByText("No conversations yet", { exact: true })).toBeVisible();
    }

    // Posting into it is refused and adds nothing to it.
    const before = expectApiSuccess(await apiCall(owner.client, "GET", `/chat/conversations/${conversation}/messages`));
    const response = await stranger.page.request.post("/chat", {
      form: { intent: "send", conversationId: conversation, content: "Let me in" },
      headers: { Origin: stranger.client.baseURL },
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Conversation not found");
    const after = expectApiSuccess(await apiCall(owner.client, "GET", `/chat/conversations/${conversation}/messages`));
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain("Let me in");
  });

  test("opening a conversation that is missing, or someone else's, says 'Conversation not found'", async ({
    newClient,
  }) => {
    const { conversation } = await othersConversation(newClient);
    const { client, page } = await kitchenMember(newClient);
    for (const id of [conversation, "no-such-conversation"]) {
      await openChat(client, `/chat?c=${id}`);
      await expect(page.getByText(/secret anniversary/)).toHaveCount(0);
      await expect(page.getByText("Conversation not found")).toBeVisible();
    }
  });
});

test.describe("a tick while the page is reloading its data", () => {
  // The chat's own live reload (another change to the list) may finish while a tick is being
  // saved; the tick must still settle and the list show it, as it does without the reload.
  test(
    "a chat shopping tick settles even when a live reload finishes while it is being saved",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, page } = await kitchenMember(newClient);
      await openChat(client);
      const reply = await send(page, "Add bread, eggs, and tomatoes to my shopping list");
      await expect(shoppingTick(shoppingCard(reply), "Eggs")).toBeVisible();
      await expect(page).toHaveURL((url) => !!url.searchParams.get("c"));
      // Let the reloads that the reply itself set off finish first.
      await page.waitForTimeout(500);

      // A slow network: the page's data reloads take 0.5 s, saving a tick 1.5 s.
      await page.route(
        (url) => url.pathname === "/chat" && url.searchParams.has("_data"),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, route.request().method() === "POST" ? 1500 : 500));
          await route.continue();
        },
      );
      // Another change to the household's list (here through the API) makes the page reload its data...
      const profile = expectApiSuccess(await apiCall(client, "GET", "/users/profile"));
      const list = expectApiSuccess(
        await apiCall(client, "GET", `/shopping-list/households/${profile.householdId}/items`),
      );
      const bread = (list.items as Array<{ id: string; name: string }>).find((item) => item.name === "Bread");
      // Listening starts before the change: the reload may begin before the API call returns.
      const reloading = page.waitForRequest(
        (request) => request.method() === "GET" && new URL(request.url()).searchParams.has("_data"),
      );
      expectApiSuccess(
        await apiCall(client, "PUT", `/shopping-list/households/${profile.householdId}/items/${bread?.id}`, {
          body: { checked: true },
        }),
      );
      await reloading;
      // ...and the member ticks Eggs meanwhile.
      await shoppingTick(shoppingCard(lastReply(page)), "Eggs").click();
      await expect(shoppingTick(shoppingCard(lastReply(page)), "Eggs")).toHaveAttribute("aria-checked", "true");
      await expectProgress(shoppingCard(lastReply(page)), 2, 3);
    },
  );
});

test.describe("timer cards that have ended", () => {
  test("a cancelled timer says Cancelled and a dismissed one Dismissed, with no buttons left, also after a reload", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);

    await send(page, "Set a timer for 10 minutes");
    let timer = timerCard(lastReply(page));
    await expect(timer.getByRole("status")).toHaveText("Running");
    await timer.getByRole("button", { name: "Cancel" }).click();
    await expect(timer.getByRole("status")).toHaveText("Cancelled");
    await expect(timer.getByRole("button")).toHaveCount(0);
    await expect(timer.getByRole("timer")).toHaveAccessibleName(/: cancelled with (9:[0-5]\d|10:00) left$/);
    await page.reload();
    await hydrated(client);
    await expect(timer.getByRole("status")).toHaveText("Cancelled");
    await expect(timer.getByRole("button")).toHaveCount(0);

    // A timer that has run out: 'Time's up!' with Dismiss, then Dismissed for good.
    const reply = await send(page, "Set a timer for 2 seconds");
    await expect(reply).toContainText("Started a timer for 2 seconds.");
    timer = timerCard(lastReply(page));
    // Waited for, not slept through: Dismiss must reach a server whose clock has run out too.
    if (client.javaScriptEnabled) {
      // The card counts down to the end time the server set.
      await expect(timer.getByRole("status")).toHaveText("Time's up!", { timeout: 15_000 });
    } else {
      // Without JavaScript nothing counts down on the page: each reload asks the server.
      await expect(async () => {
        await page.reload();
        await expect(timer.getByRole("status")).toHaveText("Time's up!", { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    }
    await timer.getByRole("button", { name: "Dismiss" }).click();
    await expect(timer.getByRole("status")).toHaveText("Dismissed");
    await expect(timer.getByRole("button")).toHaveCount(0);
    await page.reload();
    await hydrated(client);
    await expect(timer.getByRole("status")).toHaveText("Dismissed");
    await expect(timer.getByRole("button")).toHaveCount(0);
    await expect(timerCard(replies(page).first()).getByRole("status")).toHaveText("Cancelled");
  });

  test("a timer cancelled by asking shows as cancelled in its reply and in the message that started it", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    const started = await send(page, "Set a timer for 10 minutes");
    await expect(timerCard(started).getByRole("status")).toHaveText("Running");
    const question = await send(page, "cancel the timer");
    await expect(textOf(question)).toHaveText(/^Cancel the timer \(\d+ minutes?( \d+ seconds?)? left\)\?$/);

    const reply = await pressAction(page, "Yes");
    await expect(reply).toContainText("Cancelled");
    await expect(timerCard(reply).getByRole("status")).toHaveText("Cancelled");
    await expect(timerCard(reply).getByRole("button")).toHaveCount(0);
    await expect(actionButton(reply, /./)).toHaveCount(0);
    await page.reload();
    await hydrated(client);
    await expect(timerCard(replies(page).first()).getByRole("status")).toHaveText("Cancelled");
    await expect(timerCard(replies(page).first()).getByRole("button")).toHaveCount(0);
  });
});

test.describe("chips beside a card", () => {
  test("a timer card's Pause and Cancel are not repeated as chips under it", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    let reply = await send(page, "Set a timer for 10 minutes");
    await expect(timerCard(reply).getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(timerCard(reply).getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(actionButton(reply, "Pause")).toHaveCount(0);
    await expect(actionButton(reply, "Cancel")).toHaveCount(0);

    reply = await send(page, "pause the timer");
    await expect(timerCard(reply).getByRole("button", { name: "Resume" })).toBeVisible();
    await expect(actionButton(reply, "Resume")).toHaveCount(0);
    await expect(actionButton(reply, "Cancel")).toHaveCount(0);
  });

  test("a cooking step card's buttons belong to the step the session is on; earlier cards keep none", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    // Beef and Bean Chili: 4 steps, an 8-minute timer on step 1, a 60-minute one on step 3, none on step 4.
    const first = await send(page, "Start cooking beef and bean chili");
    await expect(first).toContainText("Let's cook Beef and Bean Chili! Step 1 of 4");
    const card = stepCard(first);
    await expect(card.getByRole("button", { name: "Start timer (8 min)" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Next Step" })).toBeVisible();
    // The card's own buttons are not repeated as chips.
    await expect(actionButton(first, /timer/i)).toHaveCount(0);
    await expect(actionButton(first, "Next Step")).toHaveCount(0);

    // Through the card's own buttons to step 4: only step 4's buttons, no chip of step 1.
    for (const step of [2, 3, 4]) {
      await card.getByRole("button", { name: "Next Step" }).click();
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(`Step ${step} of 4`);
    }
    await expect(card.getByRole("button", { name: "Complete Recipe" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Previous" })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Start timer/ })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Next Step" })).toHaveCount(0);
    await expect(actionButton(first, /./)).toHaveCount(0);
    await page.reload();
    await hydrated(client);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Step 4 of 4");
    await expect(actionButton(first, /./)).toHaveCount(0);

    // A later message moves the session back to step 3: that card is the one with buttons now.
    const back = await send(page, "previous step");
    await expect(stepCard(back).getByRole("heading", { level: 2 })).toHaveText("Step 3 of 4");
    await expect(stepCard(back).getByRole("button", { name: "Start timer (60 min)" })).toBeVisible();
    await expect(stepCard(back).getByRole("button", { name: "Next Step" })).toBeVisible();
    await expect(actionButton(back, /timer|step/i)).toHaveCount(0);
    const earlier = stepCard(replies(page).first());
    await expect(earlier.getByRole("heading", { level: 2 })).toHaveText("Step 4 of 4");
    await expect(earlier.getByRole("button")).toHaveCount(0);
  });
});

test.describe("meal plans in the chat", () => {
  test("a plan for next week is titled 'Next week's meal plan'", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    let reply = await send(page, "Plan my meals for next week");
    await expect(reply.getByRole("region", { name: "Next week's meal plan" })).toBeVisible();
    await expect(reply.getByRole("region", { name: "This week's meal plan" })).toHaveCount(0);
    reply = await send(page, "Show next week's meal plan");
    await expect(reply.getByRole("region", { name: "Next week's meal plan" })).toBeVisible();
    reply = await send(page, "Show this week's meal plan");
    await expect(reply.getByRole("region", { name: "This week's meal plan" })).toBeVisible();
  });
});

test.describe("a message that could not be sent", () => {
  test("stays in the input box, in the same conversation, with the reason", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    await send(page, "What's in my pantry?");
    const conversation = new URL(page.url()).searchParams.get("c");
    // The member's 30 messages a minute, used up elsewhere (the API counts the same).
    await Promise.all(
      Array.from({ length: 29 }, () =>
        apiCall(client, "POST", "/chat/messages", {
          body: { content: "What's in my pantry?", message_type: "user-text" },
        }),
      ),
    );

    const text = "Add saffron and arborio rice to my shopping list";
    await chatInput(page).fill(text);
    await sendButton(page).click();
    await expect(
      page.getByRole("alert").filter({
        hasText: client.javaScriptEnabled ? "Sorry, I had trouble processing your message." : "Too many messages",
      }),
    ).toBeVisible();
    await expect(chatInput(page)).toHaveValue(text);
    await expect(page).toHaveURL((url) => url.pathname === "/chat" && url.searchParams.get("c") === conversation);
    await expect(userMessages(page).first()).toHaveText("What's in my pantry?");
    await expect(replies(page)).toHaveCount(1);
  });

  test("stays in the input box when the network fails", { tag: "@js-only" }, async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    await page.route("**/api/v1/chat/messages", (route) => route.abort("internetdisconnected"));
    await chatInput(page).fill("Add eggs to my shopping list");
    await chatInput(page).press("Enter");
    // Tried 4 times, 1 + 2 + 4 s apart, before the member is told.
    const alert = page.getByRole("alert").filter({ hasText: "Sorry, I had trouble processing your message." });
    await expect(alert).toBeVisible({ timeout: 12_000 });
    await expect(alert).toContainText("Network error after retries");
    await expect(chatInput(page)).toHaveValue("Add eggs to my shopping list");
    await expect(sendButton(page)).toBeEnabled();

    // Once the network is back, sending it again works.
    await page.unroute("**/api/v1/chat/messages");
    await expectNewReply(page, () => chatInput(page).press("Enter"));
    await expect(lastReply(page)).toContainText("Added eggs to your shopping list.");
    await expect(chatInput(page)).toHaveValue("");
  });
});

test.describe("the starter prompts", () => {
  test("look and behave as buttons: pointer, a border, hover, a focus ring and the keyboard", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openChat(client);
    const prompts = welcome(page).getByRole("button");
    await expect(prompts).toHaveCount(12);
    for (const prompt of await prompts.all()) {
      await expect(prompt).toHaveCSS("cursor", "pointer");
      await expect(prompt).toHaveCSS("border-top-style", "solid");
      await expect(prompt).toHaveCSS("border-top-width", "1px");
    }

    const prompt = welcome(page).getByRole("button", { name: "What's expiring soon?", exact: true });
    const resting = await prompt.evaluate((element) => getComputedStyle(element).backgroundColor);
    await prompt.hover();
    await expect(prompt).not.toHaveCSS("background-color", resting);
    await page.mouse.move(0, 0);
    await expect(prompt).toHaveCSS("background-color", resting);

    // From the welcome's title, Tab reaches the first prompt and shows a focus ring; Enter sends it.
    await welcome(page).getByRole("heading", { level: 2 }).click();
    await page.keyboard.press("Tab");
    const firstPrompt = welcome(page).getByRole("button", { name: STARTER_PROMPTS.Cooking[0], exact: true });
    await expect(firstPrompt).toBeFocused();
    await expect(firstPrompt).toHaveCSS("outline-style", "solid");
    await expect(firstPrompt).not.toHaveCSS("outline-width", "0px");
    const reply = await expectNewReply(page, () => page.keyboard.press("Enter"));
    await expect(userMessages(page)).toHaveText([STARTER_PROMPTS.Cooking[0]]);
    await expectRecipeCard(reply);
  });
});
