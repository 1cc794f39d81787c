// Login and signup screens with an identity provider ("Continue with" / "Sign up
// with" plus its name), profile creation on sign-in ('User email is required'), login
// and signup failures. Runs against the app on :3202 signing in through the mock "Acme ID".
//
// The mock's behaviour is global state, set per sign-in through its control endpoint, so
// this file runs serially within a project. The js and no-js projects may run it at the
// same time: each instruction names the client address (X-Forwarded-For) of the browser
// context it is for, and the provider matches it on /authorize, so they cannot interfere.
import type { Page } from "@playwright/test";
import {
  expect,
  expectPath,
  HOUSEHOLD_PASSWORD,
  nextProviderSignIn,
  test,
  uniqueEmail,
  uniqueId,
  type Client,
} from "./helpers";
import { OAUTH_CONTROL_URL, PROVIDER_APP_URL } from "./servers";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: PROVIDER_APP_URL });

/** Like nextProviderSignIn, for the mock's modes beyond the everyday ones (tests/fixtures/oauth-provider.mjs). */
async function nextProviderBehaviour(client: Client, behaviour: { mode: string; description?: string }) {
  const response = await fetch(`${OAUTH_CONTROL_URL}/next`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...behaviour, client: client.address }),
  });
  expect(response.status, "mock provider control endpoint").toBe(200);
}

async function expectOnlyTheProviderButton(page: Page, label: string) {
  await expect(page.getByRole("button")).toHaveCount(1);
  await expect(page.getByRole("button")).toHaveText(label);
  await expect(
    page.locator("input[type=email], input[type=password], input[name=email], input[name=password]"),
  ).toHaveCount(0);
}

test("the login and signup screens offer exactly one button, the provider's", async ({ newClient }) => {
  const { page } = await newClient();
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Basil");
  await expect(page.getByText("Your AI-powered culinary assistant", { exact: true })).toBeVisible();
  await expectOnlyTheProviderButton(page, "Continue with Acme ID");
  await expect(page.getByText("Don't have an account? Sign up")).toBeVisible();

  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Basil");
  await expectOnlyTheProviderButton(page, "Sign up with Acme ID");
  await expect(page.getByText("By signing up, you agree to our Terms of Service and Privacy Policy")).toBeVisible();
  await expect(page.getByText("Already have an account? Sign in")).toBeVisible();
});

test("a new member signs in through the provider and lands on onboarding", async ({ newClient }) => {
  const client = await newClient();
  const { page } = client;
  const name = `Ada ${uniqueId().slice(-6)}`;
  await nextProviderSignIn(client, { mode: "ok", sub: `ada-${uniqueId()}`, email: uniqueEmail("ada"), name });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Acme ID" }).click();
  await expectPath(page, "/onboarding");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${name}`);
  await expect(page.getByText("Let's set up your household to get started")).toBeVisible();
  // Signed in for real: the sign-in screens now send this member on.
  await page.goto("/login");
  await expectPath(page, "/onboarding");
});

test("signing up through the provider keeps the remembered origin", async ({ newClient }) => {
  const client = await newClient();
  const { page } = client;
  await nextProviderSignIn(client, { mode: "ok", name: "Grace Hopper" });
  await page.goto("/onboarding?view=join");
  await expectPath(page, "/login");
  await page.getByRole("link", { name: "Sign up" }).click();
  await expectPath(page, "/signup");
  await page.getByRole("button", { name: "Sign up with Acme ID" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/onboarding" && url.searchParams.get("view") === "join");
  await expect(page.getByRole("heading", { name: "Join an Existing Household" })).toBeVisible();
});

test("with local accounts off, nothing but the provider's button: no 'or' divider", async ({ newClient }) => {
  const { page } = await newClient();
  for (const path of ["/login", "/signup"]) {
    await page.goto(path);
    await expect(page.getByRole("button")).toHaveCount(1);
    await expect(page.getByText(/^\s*or\s*$/i)).toHaveCount(0);
  }
});

test("a sign-in the member denies at the provider shows the provider's reason", async ({ newClient }) => {
  const client = await newClient();
  const { page } = client;
  await nextProviderSignIn(client, { mode: "deny" });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Acme ID" }).click();
  await expectPath(page, "/login");
  await expect(page.getByRole("alert")).toHaveText("The member declined the sign-in");
  // The message is shown once, not on every later visit.
  await page.reload();
  await expect(page.getByRole("button", { name: "Continue with Acme ID" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // And nobody was signed in.
  await page.goto("/onboarding");
  await expectPath(page, "/login");
});

test("the provider's reason is shown as text and cut short; without one, the spec's sentence", async ({
  newClient,
}) => {
  const client = await newClient();
  const { page } = client;
  const reason = `<b>Consent</b> was\nrefused ${"and refused ".repeat(40)}`;
  await nextProviderBehaviour(client, { mode: "deny", description: reason });
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign up with Acme ID" }).click();
  await expectPath(page, "/signup");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(/^<b>Consent<\/b> was refused and refused .*…$/);
  expect((await alert.textContent())?.length).toBe(200);
  await expect(alert.locator("b")).toHaveCount(0);

  await nextProviderBehaviour(client, { mode: "deny-silently" });
  await page.getByRole("button", { name: "Sign up with Acme ID" }).click();
  await expectPath(page, "/signup");
  await expect(page.getByRole("alert")).toHaveText("Failed to sign up with Acme ID. Please try again.");
});

// @server: the app's checks of the provider's answer; signing in through the button is tested
// in both modes above.
test(
  "an ID token the provider did not sign, or a callback from another issuer, is refused",
  { tag: "@server" },
  async ({ newClient }) => {
    const client = await newClient();
    const { page } = client;
    for (const mode of ["foreign-key", "callback-wrong-issuer"]) {
      await nextProviderBehaviour(client, { mode });
      await page.goto("/login");
      await page.getByRole("button", { name: "Continue with Acme ID" }).click();
      await expectPath(page, "/login");
      await expect(page.getByRole("alert"), mode).toHaveText("Failed to sign in with Acme ID. Please try again.");
    }
    await page.goto("/onboarding");
    await expectPath(page, "/login");
    // The same steps with an honest provider sign in, so the refusals above were the checks' doing.
    await nextProviderBehaviour(client, { mode: "ok" });
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Acme ID" }).click();
    await expectPath(page, "/onboarding");
  },
);

test("a token-endpoint failure during sign-up shows the signup failure", async ({ newClient }) => {
  const client = await newClient();
  const { page } = client;
  await nextProviderSignIn(client, { mode: "token-error" });
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign up with Acme ID" }).click();
  await expectPath(page, "/signup");
  await expect(page.getByRole("alert")).toHaveText("Failed to sign up with Acme ID. Please try again.");
  await page.goto("/onboarding");
  await expectPath(page, "/login");
});

test("a provider account without an email is refused with 'User email is required'", async ({ newClient }) => {
  const client = await newClient();
  const { page } = client;
  await nextProviderSignIn(client, { mode: "no-email", sub: `no-email-${uniqueId()}` });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Acme ID" }).click();
  await expectPath(page, "/login");
  await expect(page.getByRole("alert")).toHaveText("User email is required");
  await page.goto("/onboarding");
  await expectPath(page, "/login");
});

test("a returning member signs in again as the same account", async ({ newClient }) => {
  const sub = `returning-${uniqueId()}`;
  const email = uniqueEmail("returning");
  const first = await newClient();
  await nextProviderSignIn(first, { mode: "ok", sub, email, name: "Returning Rita" });
  await first.page.goto("/login");
  await first.page.getByRole("button", { name: "Continue with Acme ID" }).click();
  await expectPath(first.page, "/onboarding");
  await first.page.getByRole("link", { name: "Create a New Household" }).click();
  // With JavaScript, wait for hydration (the empty form's button turns disabled) before typing.
  if (first.javaScriptEnabled)
    await expect(first.page.getByRole("button", { name: "Create Household" })).toBeDisabled();
  const household = `Rita's Kitchen ${uniqueId()}`;
  await first.page.getByLabel("Household name", { exact: true }).fill(household);
  await first.page.getByLabel("Household password", { exact: true }).fill(HOUSEHOLD_PASSWORD);
  await first.page.getByLabel("Confirm password", { exact: true }).fill(HOUSEHOLD_PASSWORD);
  await first.page.getByRole("button", { name: "Create Household" }).click();
  await expectPath(first.page, "/");

  // Another device: the same provider account finds the same member and household.
  const second = await newClient();
  await nextProviderSignIn(second, { mode: "ok", sub, email, name: "Returning Rita" });
  await second.page.goto("/login");
  await second.page.getByRole("button", { name: "Continue with Acme ID" }).click();
  await expectPath(second.page, "/");
  await expect(second.page.getByText("Your kitchen companion", { exact: true })).toBeVisible();
});
