// Login and signup screens (the embedded app: local email/password accounts) and
// the onboarding greeting a new account lands on; login failure in the red alert.
import { ACCOUNT_PASSWORD, expect, expectPath, signUp, test, uniqueEmail } from "./helpers";

test("the login screen: title, subtitle, sign-up link", async ({ newClient }) => {
  const { page } = await newClient();
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Basil");
  await expect(page.getByText("Your AI-powered culinary assistant", { exact: true })).toBeVisible();
  await expect(page.getByText("Don't have an account? Sign up")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("link", { name: "Sign up" }).click();
  await expectPath(page, "/signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Basil");
});

test("the signup screen: title, subtitle, terms notice, sign-in link", async ({ newClient }) => {
  const { page } = await newClient();
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Basil");
  await expect(page.getByText("Start your culinary journey with AI-powered assistance", { exact: true })).toBeVisible();
  await expect(page.getByText("By signing up, you agree to our Terms of Service and Privacy Policy")).toBeVisible();
  await expect(page.getByText("Already have an account? Sign in")).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expectPath(page, "/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Basil");
});

test("signing up lands on onboarding with the display name in the greeting", async ({ newClient }) => {
  const { page } = await newClient();
  await page.goto("/signup");
  await page.getByLabel("Display name").fill("Julia Child");
  await page.getByLabel("Email").fill(uniqueEmail("julia"));
  await page.getByLabel("Password").fill(ACCOUNT_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expectPath(page, "/onboarding");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Julia Child");
  await expect(page.getByText("Let's set up your household to get started")).toBeVisible();
});

test("signing in with a wrong password shows the error in the red alert", async ({ newClient }) => {
  const setup = await newClient();
  const account = await signUp(setup);

  const { page } = await newClient();
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill("Wrong-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
  await expectPath(page, "/login");

  // The right password still works from the same screen.
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectPath(page, "/onboarding");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${account.displayName}`);
});
