// The help page, "What can I ask Basil?": reached from the chat (its header and its empty
// state) and from the navigation's rail; its examples, grouped by room, are links that put
// the example in the chat's message box, where the member sends it. JavaScript on and off.
import type { Page } from "@playwright/test";
import { expect, hydrated, signUpApiMember, test } from "./helpers";

const ROOMS = ["Pantry", "Shopping list", "Recipes", "Cooking and timers", "Meal plan"];

function chatInput(page: Page) {
  return page.getByRole("textbox", { name: "Message Basil" });
}

function helpHeading(page: Page) {
  return page.getByRole("heading", { level: 1, name: "What can I ask Basil?" });
}

test("the chat's empty state leads to the help page, whose example goes into the message box", async ({
  newClient,
}) => {
  const { client } = await signUpApiMember(await newClient({ viewport: { width: 390, height: 844 } }));
  const { page } = client;
  await page.goto("/chat?new=1");
  await hydrated(client);
  await page
    .getByRole("region", { name: /I'm Basil$/ })
    .getByRole("link", { name: "What can I ask Basil?" })
    .click();
  await expect(helpHeading(page)).toBeVisible();
  await hydrated(client);
  for (const room of ROOMS)
    await expect(page.getByRole("heading", { level: 2, name: room, exact: true })).toBeVisible();

  const shopping = page.getByRole("region", { name: "Shopping list" });
  await shopping.getByRole("link", { name: "Add bread, eggs, and tomatoes to my shopping list" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/chat");
  await expect(chatInput(page)).toHaveValue("Add bread, eggs, and tomatoes to my shopping list");

  // It is only in the box: the member sends it.
  await hydrated(client);
  await expect(page.locator('li[data-from="user"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.locator('li[data-from="user"]')).toHaveText(["Add bread, eggs, and tomatoes to my shopping list"]);
  await expect(page.locator('li[data-from="assistant"][data-message-id]')).toHaveCount(1, { timeout: 10_000 });
});

test("the help page is in the chat's header and in the navigation's rail", async ({ newClient }) => {
  const { client } = await signUpApiMember(await newClient({ viewport: { width: 1280, height: 800 } }));
  const { page } = client;
  await page.goto("/chat");
  await hydrated(client);
  await page.getByRole("banner").getByRole("link", { name: "What can I ask Basil?" }).click();
  await expect(helpHeading(page)).toBeVisible();

  await page.goto("/inventory");
  await hydrated(client);
  const help = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Help", exact: true });
  await help.click();
  await expect(helpHeading(page)).toBeVisible();
  await expect(help).toHaveAttribute("aria-current", "page");
});

test("a member without a household cannot see the help page", { tag: "@server" }, async ({ newClient }) => {
  const client = await newClient();
  await client.page.goto("/help");
  await expect(client.page).toHaveURL((url) => url.pathname === "/login");
});
