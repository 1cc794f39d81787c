// Route table and access guard; roles (signed out, confined to onboarding, full access).
import {
  ACCOUNT_PASSWORD,
  expect,
  expectPath,
  redirectChain,
  signUp,
  signUpWithHousehold,
  test,
  uniqueEmail,
} from "./helpers";

const GUARDED_PATHS = [
  "/",
  "/chat",
  "/settings",
  "/profile",
  "/onboarding",
  "/anything-else",
  "/recipes/42?servings=4",
];

test.describe("signed out", () => {
  test(
    "every guarded path redirects to /login and remembers where it was going",
    { tag: "@server" },
    async ({ newClient }) => {
      const { page } = await newClient();
      for (const path of GUARDED_PATHS) {
        await page.goto(path);
        await expectPath(page, "/login");
        const remembered = new URL(page.url()).searchParams.get("redirectTo");
        // The origin "/" needs no remembering: signing in lands there anyway.
        expect(remembered ?? "/", `origin remembered for ${path}`).toBe(path);
        await expect(page.getByRole("heading", { name: "Welcome to Basil" })).toBeVisible();
      }
    },
  );

  test("after signing in, a member with a household lands on the page they asked for", async ({ newClient }) => {
    const owner = await newClient();
    const { account } = await signUpWithHousehold(owner);

    for (const [path, heading] of [
      ["/chat", "Basil"],
      ["/settings", "Settings"],
    ]) {
      const { page } = await newClient();
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === path);
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill(account.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expectPath(page, path);
      // By name: while the page after sign-in loads, the sign-in screen's heading may still be there for a moment.
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    }
  });

  test("after signing in, a member without a household lands back on onboarding", async ({ newClient }) => {
    const setup = await newClient();
    const account = await signUp(setup);

    const { page } = await newClient();
    await page.goto("/onboarding?view=create");
    await expectPath(page, "/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === "/onboarding?view=create");
    await expect(page.getByRole("heading", { name: "Create a New Household" })).toBeVisible();
  });

  test("signing up from the sign-up link also lands on the remembered page", async ({ newClient }) => {
    const { page } = await newClient();
    await page.goto("/onboarding?view=join");
    await expectPath(page, "/login");
    await page.getByRole("link", { name: "Sign up" }).click();
    await expectPath(page, "/signup");
    await page.getByLabel("Display name").fill("Remembering Rosa");
    await page.getByLabel("Email").fill(uniqueEmail("rosa"));
    await page.getByLabel("Password").fill(ACCOUNT_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/onboarding" && url.searchParams.get("view") === "join");
    await expect(page.getByRole("heading", { name: "Join an Existing Household" })).toBeVisible();
  });
});

test.describe("signed in without a household", () => {
  test("every page but onboarding redirects to /onboarding", { tag: "@server" }, async ({ newClient }) => {
    const client = await newClient();
    await signUp(client);
    const { page } = client;
    for (const path of ["/", "/chat", "/settings", "/profile", "/inventory", "/dashboard", "/x/y"]) {
      await page.goto(path);
      await expectPath(page, "/onboarding");
      await expect(page.getByText("Let's set up your household to get started")).toBeVisible();
    }
  });

  test("/login and /signup redirect away from the sign-in screens", { tag: "@server" }, async ({ newClient }) => {
    const client = await newClient();
    await signUp(client);
    for (const path of ["/login", "/signup"]) {
      const response = await client.page.goto(path);
      expect(redirectChain(response).slice(0, 2)).toEqual([path, "/"]);
      await expectPath(client.page, "/onboarding");
    }
  });
});

test.describe("signed in with a household", () => {
  test("/profile redirects to /settings", { tag: "@server" }, async ({ newClient }) => {
    const client = await newClient();
    await signUpWithHousehold(client);
    const direct = await client.page.request.get("/profile", { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers()["location"]).toBe("/settings");
    const response = await client.page.goto("/profile");
    expect(redirectChain(response)).toEqual(["/profile", "/settings"]);
    await expectPath(client.page, "/settings");
    await expect(client.page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  });

  // The kitchen's pages (/inventory, /shopping-list, /recipes/{id}, ...) are real pages
  // now; every other path still goes home.
  test("any other path redirects to /", { tag: "@server" }, async ({ newClient }) => {
    const client = await newClient();
    await signUpWithHousehold(client);
    const { page } = client;
    const others = ["/dashboard", "/x/y", "/inventory-old", "/meals", "/cooking/session", "/anything/else/entirely"];
    for (const path of others) {
      const response = await page.goto(path);
      expect(redirectChain(response), `redirects of ${path}`).toEqual([path, "/"]);
      await expectPath(page, "/");
      await expect(page.getByText("Your kitchen companion")).toBeVisible();
    }
  });

  test("/login and /signup redirect a signed-in member to /", { tag: "@server" }, async ({ newClient }) => {
    const client = await newClient();
    await signUpWithHousehold(client);
    for (const path of ["/login", "/signup"]) {
      const response = await client.page.goto(path);
      expect(redirectChain(response)).toEqual([path, "/"]);
      await expect(client.page.getByText("Your kitchen companion")).toBeVisible();
    }
  });

  test("/ and /chat show the chat header with a Settings link", async ({ newClient }) => {
    const client = await newClient();
    await signUpWithHousehold(client);
    const { page } = client;
    for (const path of ["/", "/chat"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectPath(page, path);
      const header = page.getByRole("banner");
      await expect(header.getByRole("heading", { level: 1 })).toHaveText("Basil");
      await expect(header.getByText("Your kitchen companion", { exact: true })).toBeVisible();
      const settings = header.getByRole("link", { name: "Settings" });
      await expect(settings).toBeVisible();
      await expect(settings).toHaveAttribute("href", "/settings");
    }
  });
});
