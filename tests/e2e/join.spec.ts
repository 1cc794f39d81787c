// The join view, join validation (the name must match exactly), "a household is
// joined using its name and password", join failure; ARCHITECTURE: guessing endpoints
// (join) are rate limited; invite links open the join view with the name filled in.
import type { Page } from "@playwright/test";
import {
  type Client,
  createHousehold,
  expect,
  expectPath,
  JOIN_FAILED,
  postForm,
  signUp,
  test,
  uniqueHouseholdName,
} from "./helpers";

function joinForm(page: Page) {
  return {
    name: page.getByLabel("Household name", { exact: true }),
    password: page.getByLabel("Household password", { exact: true }),
    join: page.getByRole("button", { name: "Join Household" }),
    alert: page.getByRole("alert"),
  };
}

/** Someone else's household, with a mixed-case name so a case change is a different name. */
async function existingHousehold(newClient: () => Promise<Client>) {
  const owner = await newClient();
  await signUp(owner);
  return createHousehold(owner, { name: uniqueHouseholdName("Casa Verde") });
}

async function openJoinView(client: Client) {
  await client.page.goto("/onboarding");
  await client.page.getByRole("link", { name: "Join an Existing Household" }).click();
  await expect(client.page.getByRole("heading", { name: "Join an Existing Household" })).toBeVisible();
}

async function submitJoin(page: Page, name: string, password: string) {
  const form = joinForm(page);
  await form.name.fill(name);
  await form.password.fill(password);
  await form.join.click();
}

/** A client error that is not the rate limit. */
function expectRefused(status: number, what: string) {
  expect(status, what).toBeGreaterThanOrEqual(400);
  expect(status, what).toBeLessThan(500);
  expect(status, what).not.toBe(429);
}

/** Submits the join form and returns the HTTP status the server answered it with. */
async function submitJoinToServer(page: Page, name: string, password: string) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/onboarding",
  );
  await submitJoin(page, name, password);
  return (await answer).status();
}

test("join: a wrong password or a differently cased name is refused", async ({ newClient }) => {
  const household = await existingHousehold(newClient);
  const joiner = await newClient();
  await signUp(joiner);
  await openJoinView(joiner);
  const { page } = joiner;

  const attempts: Array<[name: string, password: string]> = [
    [household.name, "Wrong-Password-9"],
    [household.name.toUpperCase(), household.password],
    [household.name.toLowerCase(), household.password],
  ];
  for (const [name, password] of attempts) {
    expectRefused(await submitJoinToServer(page, name, password), `${name} / ${password}`);
    await expect(joinForm(page).alert).toHaveText(JOIN_FAILED);
    await expectPath(page, "/onboarding");
  }

  // Still not a member: the guard keeps this account on onboarding.
  await page.goto("/");
  await expectPath(page, "/onboarding");
});

test("join: the exact name and the right password (Enter in the last field) land on the chat screen", async ({
  newClient,
}) => {
  const household = await existingHousehold(newClient);
  const joiner = await newClient();
  await signUp(joiner);
  await openJoinView(joiner);
  const form = joinForm(joiner.page);
  await form.name.fill(household.name);
  await form.password.fill(household.password);
  // Enter in the last field submits.
  await form.password.press("Enter");
  await expectPath(joiner.page, "/");
  await expect(joiner.page.getByText("Your kitchen companion", { exact: true })).toBeVisible();
});

test("join: blank fields are refused with their messages", async ({ newClient }) => {
  const joiner = await newClient();
  await signUp(joiner);
  await openJoinView(joiner);
  const form = joinForm(joiner.page);
  await submitJoin(joiner.page, "   ", "");
  await expect(form.alert).toHaveText("Please enter the household name");
  await submitJoin(joiner.page, "Casa Verde", "");
  await expect(form.alert).toHaveText("Please enter the household password");
});

test("join: after 10 failed attempts the 11th is refused as too many (429)", async ({ newClient }) => {
  const household = await existingHousehold(newClient);
  const joiner = await newClient();
  await signUp(joiner);
  for (let attempt = 1; attempt <= 10; attempt++) {
    const response = await postForm(joiner, "/onboarding?view=join", {
      intent: "join",
      name: household.name,
      password: `Wrong-Password-${attempt}`,
    });
    expectRefused(response.status(), `failed attempt ${attempt}`);
    expect(await response.text()).toContain(JOIN_FAILED);
  }

  await openJoinView(joiner);
  const { page } = joiner;
  // Even the right password is refused now: the limit is checked before the password.
  expect(await submitJoinToServer(page, household.name, household.password)).toBe(429);
  await expect(joinForm(page).alert).toHaveText(/^Too many attempts/);
  await page.goto("/");
  await expectPath(page, "/onboarding");
});

test("invite link: signed out, it goes through /login and opens the join view with the name filled in", async ({
  newClient,
}) => {
  const household = await existingHousehold(newClient);
  const setup = await newClient();
  const invited = await signUp(setup);

  const { page } = await newClient();
  const invite = `/onboarding?${new URLSearchParams({ view: "join", name: household.name })}`;
  await page.goto(invite);
  await expectPath(page, "/login");
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(invite);

  await page.getByLabel("Email").fill(invited.email);
  await page.getByLabel("Password").fill(invited.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/onboarding" &&
      url.searchParams.get("view") === "join" &&
      url.searchParams.get("name") === household.name,
  );
  await expect(page.getByRole("heading", { name: "Join an Existing Household" })).toBeVisible();
  const form = joinForm(page);
  await expect(form.name).toHaveValue(household.name);
  await form.password.fill(household.password);
  await form.join.click();
  await expectPath(page, "/");
});
