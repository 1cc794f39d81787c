// The shopping list page, /shopping-list (routes and embedded shopping list: items with
// checkboxes and a progress bar; shopping item payload: name, quantity, unit, category,
// checked). Runs with JavaScript on and off; the second member's live view needs JavaScript.
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
  test,
} from "./helpers";

async function openList(client: Client, path = "/shopping-list") {
  await client.page.goto(path);
  await expect(client.page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
  await hydrated(client);
}

function addForm(page: Page) {
  const card = page.getByRole("region", { name: "Add to the list" });
  return {
    text: card.getByLabel("Add an item", { exact: true }),
    aisle: card.getByLabel("Aisle", { exact: true }),
    submit: card.getByRole("button", { name: "Add", exact: true }),
    alert: card.getByRole("alert"),
  };
}

async function addItem(page: Page, text: string, aisle?: string) {
  const form = addForm(page);
  await form.text.fill(text);
  if (aisle) await form.aisle.selectOption({ label: aisle });
  await form.submit.click();
}

function aisle(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

/** An item's tick: a checkbox named by the item (and its amount). */
function tick(page: Page, name: string) {
  return page.getByRole("checkbox", { name: new RegExp(`^${name}\\b`) });
}

function itemRow(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: tick(page, name) });
}

/** Opens an item's options: in place with JavaScript, as ?options=<id> without. */
async function openOptions(page: Page, name: string) {
  const options = page.getByRole("link", { name: `Options for ${name}`, exact: true });
  await expect(options).toHaveAttribute("aria-expanded", "false");
  await options.click();
  await expect(options).toHaveAttribute("aria-expanded", "true");
  const row = itemRow(page, name);
  await expect(row.getByLabel("Aisle", { exact: true })).toBeVisible();
  return row;
}

/** Opens an item's edit form from its options: in the row, as ?edit=<id> with JavaScript and without. */
async function openEdit(page: Page, name: string) {
  const row = await openOptions(page, name);
  await row.getByRole("link", { name: `Edit ${name}`, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.has("edit"));
  return editForm(page, name);
}

function editForm(page: Page, name: string) {
  const form = page.getByRole("region", { name: `Edit ${name}`, exact: true });
  return {
    form,
    name: form.getByLabel("Item", { exact: true }),
    quantity: form.getByLabel("Quantity", { exact: true }),
    unit: form.getByLabel("Unit", { exact: true }),
    note: form.getByLabel("Note", { exact: true }),
    save: form.getByRole("button", { name: "Save changes" }),
    cancel: form.getByRole("link", { name: "Cancel" }),
    alert: form.getByRole("alert"),
  };
}

/** The element's box lies within the phone's width, and it is taller than a one-line name: its text wraps. */
async function expectWrapsWithin(element: Locator, width: number, oneLine: Locator) {
  const box = await element.boundingBox();
  const line = await oneLine.boundingBox();
  expect(box, "the element is drawn").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.height, "the text runs over several lines").toBeGreaterThan(line!.height * 1.5);
}

async function expectProgress(page: Page, checked: number, total: number) {
  const bar = page.getByRole("progressbar");
  await expect(bar).toHaveAttribute("aria-valuenow", String(checked));
  await expect(bar).toHaveAttribute("aria-valuemax", String(total));
  await expect(bar).toHaveAttribute("aria-valuemin", "0");
  await expect(page.getByText(`${checked} of ${total}`, { exact: true })).toBeVisible();
}

/** Two members of one household; the first has the list open with bread on it. */
async function twoMembersWithBread(newClient: () => Promise<Client>) {
  const first = await kitchenMember(newClient);
  const second = await newClient();
  await signUpAndJoin(second, first.household);
  await openList(first.client);
  await addItem(first.page, "bread");
  await expect(tick(first.page, "Bread")).toBeVisible();
  return { first, second };
}

test.describe("the shopping list", () => {
  test("starts empty, then adds items typed in everyday words, sorted into aisles", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openList(client);
    await expect(page.getByText("Your shopping list is empty")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);

    await addItem(page, "2 pounds chicken breast");
    await expectNewestToast(page, "Added Chicken breast", "2 lb · Meat & fish");
    await expect(addForm(page).text).toHaveValue("");
    await addItem(page, "a dozen eggs");
    await expectNewestToast(page, "Added Eggs", "12 · Dairy");
    await addItem(page, "bread");
    await expectNewestToast(page, "Added Bread", "Bakery");
    await addItem(page, "3 tomatoes");
    await expectNewestToast(page, "Added Tomatoes", "3 · Produce");

    await expect(tick(page, "Chicken breast")).toHaveAccessibleName("Chicken breast 2 lb");
    await expect(aisle(page, "Meat & fish").getByRole("checkbox")).toHaveText(["Chicken breast2 lb"]);
    await expect(aisle(page, "Dairy").getByRole("checkbox")).toHaveText(["Eggs12"]);
    // Aisle order, as in a shop.
    await expect(page.locator("main section h2")).toHaveText(["Produce", "Dairy", "Meat & fish", "Bakery"]);
    await expectProgress(page, 0, 4);
  });

  test("merges an item added again and honours a chosen aisle", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openList(client);
    await addItem(page, "2 pounds chicken breast");
    await expectNewestToast(page, "Added Chicken breast");
    await addItem(page, "1 lb chicken breasts");
    await expectNewestToast(page, "Added 1 lb to Chicken breast", "Now 3 lb on the list.");
    await expect(tick(page, "Chicken breast")).toHaveCount(1);
    await expect(tick(page, "Chicken breast")).toHaveAccessibleName("Chicken breast 3 lb");

    await addItem(page, "paper plates", "Household");
    await expectNewestToast(page, "Added Paper plates", "Household");
    await expect(aisle(page, "Household").getByRole("checkbox", { name: /^Paper plates/ })).toBeVisible();
  });

  test("shows the schema's messages and adds nothing when the input is bad", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openList(client);
    await addItem(page, "   ");
    await expect(addForm(page).alert).toHaveText("Please enter an item");
    await addItem(page, "2 pounds");
    await expect(addForm(page).alert).toHaveText("Please say what to buy as well as how much");
    await openList(client);
    await expect(page.getByText("Your shopping list is empty")).toBeVisible();
  });

  test("checks items off and back on, with the progress bar counting them", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openList(client);
    for (const text of ["milk", "bread", "apples"]) {
      await addItem(page, text);
      await expect(tick(page, text.charAt(0).toUpperCase() + text.slice(1))).toBeVisible();
    }
    await expectProgress(page, 0, 3);

    await tick(page, "Bread").click();
    await expect(tick(page, "Bread")).toHaveAttribute("aria-checked", "true");
    await expectProgress(page, 1, 3);
    await tick(page, "Milk").click();
    await expect(tick(page, "Milk")).toHaveAttribute("aria-checked", "true");
    await expectProgress(page, 2, 3);

    await tick(page, "Bread").click();
    await expect(tick(page, "Bread")).toHaveAttribute("aria-checked", "false");
    await expectProgress(page, 1, 3);

    // The state is the household's, not the page's.
    await openList(client);
    await expect(tick(page, "Milk")).toHaveAttribute("aria-checked", "true");
    await expect(tick(page, "Bread")).toHaveAttribute("aria-checked", "false");
    await expectProgress(page, 1, 3);
  });

  test("ticks in quick succession all go through in place, without loading the page anew @js-only", async ({
    newClient,
  }) => {
    const { client, page } = await kitchenMember(newClient);
    await openList(client);
    for (const name of ["Milk", "Bread", "Apples"]) {
      await addItem(page, name.toLowerCase());
      await expect(tick(page, name)).toBeVisible();
    }
    // Without JavaScript a tick submits the page's form; with it, the row's own fetcher sends it.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    for (const name of ["Milk", "Bread", "Apples"]) await tick(page, name).click();
    await expectProgress(page, 3, 3);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(documents).toEqual([]);

    await openList(client);
    for (const name of ["Milk", "Bread", "Apples"])
      await expect(tick(page, name)).toHaveAttribute("aria-checked", "true");
  });

  test("moves an item to another aisle and removes one", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openList(client);
    for (const text of ["peas", "1 gallon milk"]) await addItem(page, text);
    await expect(aisle(page, "Produce").getByRole("checkbox", { name: /^Peas/ })).toBeVisible();
    await expect(tick(page, "Milk")).toBeVisible();

    const peas = await openOptions(page, "Peas");
    await peas.getByLabel("Aisle", { exact: true }).selectOption({ label: "Frozen" });
    await peas.getByRole("button", { name: "Move", exact: true }).click();
    await expectNewestToast(page, "Moved Peas to Frozen");
    await expect(aisle(page, "Frozen").getByRole("checkbox", { name: /^Peas/ })).toBeVisible();
    await expect(aisle(page, "Produce")).toHaveCount(0);
    // Only an item whose options were asked for draws them; after the move they are closed again.
    await expect(page.getByRole("link", { name: "Options for Peas", exact: true })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(page.getByLabel("Aisle", { exact: true })).toHaveCount(1);

    const milk = await openOptions(page, "Milk");
    await milk.getByRole("button", { name: "Remove from list" }).click();
    await expectNewestToast(page, "Removed Milk");
    await expect(tick(page, "Milk")).toHaveCount(0);
    await expectProgress(page, 0, 1);
  });

  test("clears the checked items", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openList(client);
    for (const text of ["butter", "flour", "sugar"]) await addItem(page, text);
    await expect(tick(page, "Sugar")).toBeVisible();
    await expect(page.getByRole("button", { name: /Clear checked items/ })).toHaveCount(0);

    await tick(page, "Butter").click();
    await expect(tick(page, "Butter")).toHaveAttribute("aria-checked", "true");
    await tick(page, "Sugar").click();
    await expect(tick(page, "Sugar")).toHaveAttribute("aria-checked", "true");
    await page.getByRole("button", { name: "Clear checked items (2)" }).click();
    await expectNewestToast(page, "Cleared 2 checked items");
    await expect(tick(page, "Butter")).toHaveCount(0);
    await expect(tick(page, "Sugar")).toHaveCount(0);
    await expect(tick(page, "Flour")).toHaveAttribute("aria-checked", "false");
    await expectProgress(page, 0, 1);
  });

  test("moves checked items to the pantry when asked to", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openList(client);
    await addItem(page, "2 pounds chicken breast");
    await addItem(page, "rice");
    await expect(tick(page, "Rice")).toBeVisible();

    const mode = page.getByRole("switch", { name: /Move checked items to the pantry/ });
    await expect(mode).toHaveAttribute("aria-checked", "false");
    await mode.click();
    await expect(page).toHaveURL((url) => url.searchParams.get("pantry") === "on");
    await expect(mode).toHaveAttribute("aria-checked", "true");

    await tick(page, "Chicken breast").click();
    await expectNewestToast(page, "Put Chicken breast in the fridge", "Checked off and added to the pantry.");
    await expect(tick(page, "Chicken breast")).toHaveAttribute("aria-checked", "true");
    await expect(page).toHaveURL((url) => url.searchParams.get("pantry") === "on");

    // Without the mode, a tick is only a tick.
    await mode.click();
    await expect(mode).toHaveAttribute("aria-checked", "false");
    await tick(page, "Rice").click();
    await expect(tick(page, "Rice")).toHaveAttribute("aria-checked", "true");

    await page.goto("/inventory");
    const pantry = page.locator("main ul").first();
    await expect(pantry.getByRole("listitem")).toHaveCount(1);
    await expect(pantry.getByRole("listitem")).toContainText("Chicken breast");
    await expect(pantry.getByRole("listitem")).toContainText("2 lb · Fridge");
  });

  test(
    "a second member sees a check-off within a second, without reloading",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const first = await kitchenMember(newClient);
      const second = await newClient();
      await signUpAndJoin(second, first.household);
      await openList(first.client);
      await addItem(first.page, "2 pounds chicken breast");
      await addItem(first.page, "bread");
      await expect(tick(first.page, "Bread")).toBeVisible();

      await openList(second);
      await expect(tick(second.page, "Bread")).toHaveAttribute("aria-checked", "false");
      await expectProgress(second.page, 0, 2);
      // Proof that nothing below reloads the page: this marker would not survive a reload.
      await second.page.evaluate(() => document.body.setAttribute("data-still-here", "yes"));

      await tick(first.page, "Bread").click();
      await expect(tick(second.page, "Bread")).toHaveAttribute("aria-checked", "true");
      await expect(second.page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");

      await addItem(first.page, "milk");
      await expect(tick(second.page, "Milk")).toBeVisible();
      await expect(second.page.locator("body")).toHaveAttribute("data-still-here", "yes");
    },
  );

  test(
    "a member whose live connection was lost catches up with what changed meanwhile, without reloading",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { first, second } = await twoMembersWithBread(newClient);

      // The second member's stream of changes is refused (a proxy answering 503, a server
      // restarting): the browser gives up on such a stream, so the page must open it again.
      let refused = 0;
      await second.page.route("**/events?*", async (route) => {
        refused += 1;
        await route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" });
      });
      await openList(second);
      await expect(tick(second.page, "Bread")).toBeVisible();
      await second.page.evaluate(() => document.body.setAttribute("data-still-here", "yes"));
      await expect.poll(() => refused).toBeGreaterThan(0);

      await addItem(first.page, "milk");
      await expect(tick(first.page, "Milk")).toBeVisible();
      await second.page.waitForTimeout(1500);
      await expect(tick(second.page, "Milk"), "nothing was heard while the stream was refused").toHaveCount(0);

      await second.page.unroute("**/events?*");
      await expect(tick(second.page, "Milk")).toBeVisible({ timeout: 8000 });
      await expect(second.page.locator("body")).toHaveAttribute("data-still-here", "yes");
    },
  );

  test(
    "a change made while a member's page was still opening its stream is shown too, without reloading",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { first, second } = await twoMembersWithBread(newClient);

      // The second member's page has its data but its stream of changes is slow to open (a
      // slow phone still hydrating, a busy proxy): another member's change falls in between.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let opened = 0;
      await second.page.route("**/events?*", async (route) => {
        opened += 1;
        await held;
        await route.continue();
      });
      await openList(second);
      await second.page.evaluate(() => document.body.setAttribute("data-still-here", "yes"));
      await expect.poll(() => opened).toBeGreaterThan(0);

      await addItem(first.page, "milk");
      await expect(tick(first.page, "Milk")).toBeVisible();
      release();
      await expect(tick(second.page, "Milk")).toBeVisible();
      await expect(second.page.locator("body")).toHaveAttribute("data-still-here", "yes");
    },
  );

  test("edits an item's name, amount, unit and note in its row", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openList(client);
    await addItem(page, "2 cans tomatoes");
    await addItem(page, "bread");
    await expect(tick(page, "Tomatoes")).toHaveAccessibleName("Tomatoes 2 cans");

    let edit = await openEdit(page, "Tomatoes");
    await expect(edit.name).toHaveValue("Tomatoes");
    await expect(edit.quantity).toHaveValue("2");
    await expect(edit.unit).toHaveValue("can");
    await expect(edit.note).toHaveValue("");
    // Only the item being edited has a form; its options are closed.
    await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(1);
    await expect(page.getByLabel("Aisle", { exact: true })).toHaveCount(1);

    await edit.name.fill("chopped tomatoes");
    await edit.quantity.fill("800");
    await edit.unit.fill("grams");
    await edit.note.fill("the big tin");
    await edit.save.click();
    await expectNewestToast(page, "Saved Chopped tomatoes", "800 g · Produce");
    await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
    await expect(page).toHaveURL((url) => !url.searchParams.has("edit"));
    await expect(tick(page, "Chopped tomatoes")).toHaveAccessibleName("Chopped tomatoes 800 g the big tin");
    await expect(tick(page, "Tomatoes")).toHaveCount(0);

    // A zero amount is refused in adding's words, the form stays open with what was typed, and nothing changes.
    edit = await openEdit(page, "Chopped tomatoes");
    await edit.quantity.fill("0");
    await edit.note.fill("changed my mind");
    await edit.save.click();
    await expect(edit.alert).toHaveText("Quantity must be more than zero");
    await expect(edit.note).toHaveValue("changed my mind");
    await edit.name.fill("");
    await edit.quantity.fill("1");
    await edit.save.click();
    await expect(edit.alert).toHaveText("Please enter an item name");
    await edit.cancel.click();
    await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
    await openList(client);
    await expect(tick(page, "Chopped tomatoes")).toHaveAccessibleName("Chopped tomatoes 800 g the big tin");

    // Emptied boxes clear the amount and the note.
    edit = await openEdit(page, "Chopped tomatoes");
    await edit.quantity.fill("");
    await edit.unit.fill("");
    await edit.note.fill("");
    await edit.save.click();
    await expectNewestToast(page, "Saved Chopped tomatoes");
    await expect(tick(page, "Chopped tomatoes")).toHaveAccessibleName("Chopped tomatoes");
  });

  test("an item renamed to one already on the list merges with it, as adding does", async ({ newClient }) => {
    const { client, page } = await kitchenMember(newClient);
    await openList(client);
    await addItem(page, "1 lb chicken breast");
    await addItem(page, "2 pounds chiken breast");
    await expect(tick(page, "Chiken breast")).toBeVisible();

    const edit = await openEdit(page, "Chiken breast");
    await edit.name.fill("chicken breast");
    await edit.save.click();
    await expectNewestToast(page, "Saved Chicken breast", "It was already on the list, so the two are one now: 3 lb.");
    await expect(tick(page, "Chicken breast")).toHaveCount(1);
    await expect(tick(page, "Chicken breast")).toHaveAccessibleName("Chicken breast 3 lb");
    await expectProgress(page, 0, 1);
  });

  test(
    "a second member sees an edit within a second, without reloading",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { first, second } = await twoMembersWithBread(newClient);
      await openList(second);
      await expect(tick(second.page, "Bread")).toBeVisible();
      await second.page.evaluate(() => document.body.setAttribute("data-still-here", "yes"));

      const edit = await openEdit(first.page, "Bread");
      await edit.name.fill("sourdough bread");
      await edit.note.fill("sliced");
      await edit.save.click();
      await expect(tick(second.page, "Sourdough bread")).toHaveAccessibleName("Sourdough bread sliced");
      await expect(tick(second.page, "Bread")).toHaveCount(0);
      await expect(second.page.locator("body")).toHaveAttribute("data-still-here", "yes");
    },
  );

  test("on a phone, a long name wraps on the list and on the chat's card, whose Edit opens the item's form", async ({
    newClient,
  }) => {
    const width = 360;
    const { client, page } = await kitchenMember(() => newClient({ viewport: { width, height: 740 } }));
    const long = "Extra virgin cold pressed single estate organic olive oil from Andalucia";
    const unbroken = "Pomegranatemolassesconcentratedsyrupfromthecorner";
    await openList(client);
    await addItem(page, `2 bottles ${long}`);
    await addItem(page, unbroken.toLowerCase());
    await addItem(page, "milk");
    const short = tick(page, "Milk").locator(".shopping-name");
    await expect(short).toHaveText("Milk");
    for (const name of [long, unbroken]) {
      const label = tick(page, name).locator(".shopping-name");
      await expect(label).toHaveText(name);
      await expectWrapsWithin(label, width, short);
    }
    // The row's options stay on the screen beside a long name.
    const options = await page.getByRole("link", { name: `Options for ${long}`, exact: true }).boundingBox();
    expect(options!.x + options!.width).toBeLessThanOrEqual(width);

    // The chat's card of the list: its names wrap too, and Edit leads to the item's form on the list.
    const sent = expectApiSuccess(
      await apiCall(client, "POST", "/chat/messages", {
        body: { content: "Show my shopping list", message_type: "user-text" },
      }),
    );
    await page.goto(`/chat?c=${sent.conversationId}`);
    await hydrated(client);
    const card = page.locator('li[data-from="assistant"]').last().getByRole("region");
    const cardName = card.getByRole("checkbox", { name: new RegExp(`^${unbroken}`) }).getByText(unbroken);
    await expect(cardName).toBeVisible();
    const cardShort = card.getByRole("checkbox", { name: /^Milk/ }).getByText("Milk", { exact: true });
    await expectWrapsWithin(cardName, width, cardShort);
    await card.getByRole("link", { name: `Edit ${unbroken}`, exact: true }).click();
    const edit = editForm(page, unbroken);
    await expect(edit.name).toHaveValue(unbroken);
    await expect(page).toHaveURL((url) => url.pathname === "/shopping-list" && url.searchParams.has("edit"));
    const form = await edit.form.boundingBox();
    expect(form!.x + form!.width).toBeLessThanOrEqual(width);
  });
});
