// The onboarding screen, its states, and create-household validation.
import type { Page } from "@playwright/test";
import { type Client, expect, expectPath, HOUSEHOLD_PASSWORD, signUp, test, uniqueHouseholdName } from "./helpers";

function createForm(page: Page) {
  return {
    name: page.getByLabel("Household name", { exact: true }),
    password: page.getByLabel("Household password", { exact: true }),
    confirm: page.getByLabel("Confirm password", { exact: true }),
    create: page.getByRole("button", { name: "Create Household" }),
    back: page.getByRole("link", { name: "Back" }).or(page.getByRole("button", { name: "Back" })),
    alert: page.getByRole("alert"),
  };
}

function choice(page: Page, name: "Create a New Household" | "Join an Existing Household") {
  return page.getByRole("link", { name }).or(page.getByRole("button", { name }));
}

/** A new account on the onboarding choice, then in the create view. */
async function openCreateView(client: Client) {
  const account = await signUp(client);
  await client.page.goto("/onboarding");
  await choice(client.page, "Create a New Household").click();
  await expect(client.page.getByRole("heading", { name: "Create a New Household" })).toBeVisible();
  // With JavaScript, an empty form's button turns disabled once React has hydrated; typing
  // before that would race the hydration.
  if (client.javaScriptEnabled) await expect(createForm(client.page).create).toBeDisabled();
  return account;
}

async function fillCreate(page: Page, name: string, password: string, confirm: string) {
  const form = createForm(page);
  await form.name.fill(name);
  await form.password.fill(password);
  await form.confirm.fill(confirm);
}

test("the greeting and the choice between creating and joining", async ({ newClient }) => {
  const client = await newClient();
  const account = await signUp(client);
  const { page } = client;
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${account.displayName}`);
  await expect(page.getByText("Let's set up your household to get started")).toBeVisible();
  await expect(choice(page, "Create a New Household")).toBeVisible();
  await expect(choice(page, "Join an Existing Household")).toBeVisible();

  await choice(page, "Join an Existing Household").click();
  await expect(page.getByRole("heading", { name: "Join an Existing Household" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Join Household" })).toBeVisible();
  await page
    .getByRole("link", { name: "Back" })
    .or(page.getByRole("button", { name: "Back" }))
    .click();
  await expect(choice(page, "Create a New Household")).toBeVisible();
});

// The disabled state is added by JavaScript, so this runs in the js project only.
test(
  "create: the button is disabled while the name is blank or a password is empty",
  { tag: "@js-only" },
  async ({ newClient }) => {
    const client = await newClient();
    await openCreateView(client);
    const form = createForm(client.page);
    await expect(form.create).toBeDisabled();
    await fillCreate(client.page, "   ", HOUSEHOLD_PASSWORD, HOUSEHOLD_PASSWORD);
    await expect(form.create).toBeDisabled();
    await fillCreate(client.page, "Casa Verde", HOUSEHOLD_PASSWORD, "");
    await expect(form.create).toBeDisabled();
    await fillCreate(client.page, "Casa Verde", "", HOUSEHOLD_PASSWORD);
    await expect(form.create).toBeDisabled();
    await fillCreate(client.page, "Casa Verde", HOUSEHOLD_PASSWORD, HOUSEHOLD_PASSWORD);
    await expect(form.create).toBeEnabled();
  },
);

// A password of spaces is not empty: the button is enabled and the password rules say what is wrong.
test(
  "create: passwords of only spaces are not empty, so the button is enabled and the password's message shows",
  { tag: "@js-only" },
  async ({ newClient }) => {
    const client = await newClient();
    await openCreateView(client);
    const form = createForm(client.page);
    await fillCreate(client.page, "Casa Verde", "   ", "   ");
    await expect(form.create).toBeEnabled();
    await form.create.click();
    await expect(form.alert).toHaveText("Password must be at least 8 characters long");
    await fillCreate(client.page, "Casa Verde", " ".repeat(8), " ".repeat(8));
    await form.create.click();
    await expect(form.alert).toHaveText("Password must contain at least one uppercase letter");
    await expect(client.page).toHaveURL((url) => url.pathname === "/onboarding");
  },
);

// With JavaScript the button stays disabled instead, so this runs in the no-js project only.
test(
  "create: without JavaScript a blank name is refused by the server",
  { tag: "@no-js-only" },
  async ({ newClient }) => {
    const client = await newClient();
    await openCreateView(client);
    const form = createForm(client.page);
    // The name is checked first, before the (also bad) passwords.
    await fillCreate(client.page, "   ", "short", "other");
    await form.create.click();
    await expect(form.alert).toHaveText("Please enter a household name");
    await expect(client.page.getByRole("heading", { name: "Create a New Household" })).toBeVisible();
  },
);

test("create: each validation message, in the specified order", async ({ newClient }) => {
  const client = await newClient();
  await openCreateView(client);
  const { page } = client;
  const form = createForm(page);
  const cases: Array<[password: string, confirm: string, message: string]> = [
    // Length comes before everything else, including the confirmation.
    ["Ab1", "different", "Password must be at least 8 characters long"],
    ["lowercase1", "lowercase1", "Password must contain at least one uppercase letter"],
    ["UPPERCASE1", "UPPERCASE1", "Password must contain at least one lowercase letter"],
    ["NoDigitsHere", "NoDigitsHere", "Password must contain at least one number"],
    [HOUSEHOLD_PASSWORD, `${HOUSEHOLD_PASSWORD}x`, "Passwords do not match"],
  ];
  for (const [password, confirm, message] of cases) {
    await fillCreate(page, "Casa Verde", password, confirm);
    await form.create.click();
    await expect(form.alert, `password ${password} / ${confirm}`).toHaveText(message);
    await expectPath(page, "/onboarding");
  }
  await expect(page.getByText("8+ characters, uppercase, lowercase, and number required")).toBeVisible();
});

test("create: Back returns to the choice and clears the fields and the error", async ({ newClient }) => {
  const client = await newClient();
  await openCreateView(client);
  const { page } = client;
  const form = createForm(page);
  await fillCreate(page, "Casa Verde", "short", "short");
  await form.create.click();
  await expect(form.alert).toHaveText("Password must be at least 8 characters long");

  await form.back.click();
  await expect(choice(page, "Create a New Household")).toBeVisible();
  await expect(form.name).toHaveCount(0);
  await expect(form.alert).toHaveCount(0);

  await choice(page, "Create a New Household").click();
  await expect(form.name).toHaveValue("");
  await expect(form.password).toHaveValue("");
  await expect(form.confirm).toHaveValue("");
  await expect(form.alert).toHaveCount(0);
});

test("create: a valid household lands on the chat screen", async ({ newClient }) => {
  const client = await newClient();
  await openCreateView(client);
  const { page } = client;
  await fillCreate(page, uniqueHouseholdName("Casa Verde"), HOUSEHOLD_PASSWORD, HOUSEHOLD_PASSWORD);
  await createForm(page).create.click();
  await expectPath(page, "/");
  await expect(page.getByText("Your kitchen companion", { exact: true })).toBeVisible();
  // The household now exists: onboarding is no longer where the guard sends this member.
  await page.goto("/chat");
  await expectPath(page, "/chat");
});

test("create: Enter in the last field submits", async ({ newClient }) => {
  const client = await newClient();
  await openCreateView(client);
  const { page } = client;
  await fillCreate(page, uniqueHouseholdName("Enter Kitchen"), HOUSEHOLD_PASSWORD, HOUSEHOLD_PASSWORD);
  await createForm(page).confirm.press("Enter");
  await expectPath(page, "/");
  await expect(page.getByText("Your kitchen companion", { exact: true })).toBeVisible();
});
