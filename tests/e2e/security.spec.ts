// ARCHITECTURE security rules: logout really ends the session (the cookie is only a session
// id), non-GET requests check the Origin, and HTML carries an enforced CSP with a nonce.
// Settings: 'Log Out' goes to /login.
import {
  ACCOUNT_PASSWORD,
  expect,
  expectPath,
  HOUSEHOLD_PASSWORD,
  hydrated,
  postForm,
  signUp,
  signUpWithHousehold,
  test,
} from "./helpers";

// @server: what is checked is the server's session store; the Log Out button itself is tested
// in both modes by settings.spec.ts.
test(
  "after logging out, replaying the old session cookie is signed out too",
  { tag: "@server" },
  async ({ newClient }) => {
    const member = await newClient();
    await signUpWithHousehold(member);
    const cookies = await member.context.cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith("basil_session"));
    expect(session, "a session cookie after signing in").toBeDefined();

    // A second device holding a copy of the cookie is signed in while the session lives.
    const replay = await newClient();
    await replay.context.addCookies([session!]);
    await replay.page.goto("/");
    await expectPath(replay.page, "/");
    await expect(replay.page.getByText("Your kitchen companion", { exact: true })).toBeVisible();

    await member.page.goto("/settings");
    await member.page.getByRole("button", { name: "Log Out" }).click();
    await expectPath(member.page, "/login");
    await member.page.goto("/");
    await expectPath(member.page, "/login");

    // The copy no longer works, although the cookie itself was never touched.
    expect((await replay.context.cookies()).find((cookie) => cookie.name === session!.name)?.value).toBe(
      session!.value,
    );
    await replay.page.goto("/");
    await expectPath(replay.page, "/login");

    const fresh = await newClient();
    await fresh.context.addCookies([session!]);
    await fresh.page.goto("/chat");
    await expectPath(fresh.page, "/login");
  },
);

test("a cross-origin POST is rejected with 403 and signs nobody in", { tag: "@server" }, async ({ newClient }) => {
  const setup = await newClient();
  const account = await signUp(setup);

  const attacker = await newClient();
  const form = { email: account.email, password: ACCOUNT_PASSWORD };
  const rejected = await attacker.page.request.post("/login", { headers: { Origin: "https://evil.example" }, form });
  expect(rejected.status()).toBe(403);
  expect((await attacker.context.cookies()).filter((cookie) => cookie.name.endsWith("basil_session"))).toEqual([]);
  await attacker.page.goto("/onboarding");
  await expectPath(attacker.page, "/login");

  // The same request from the app's own origin works.
  const accepted = await postForm(attacker, "/login", form);
  expect(accepted.status()).toBe(200);
  expect(new URL(accepted.url()).pathname).toBe("/onboarding");

  // A signed-in member's session cannot be used cross-origin either.
  const rejectedCreate = await attacker.page.request.post("/onboarding?view=create", {
    headers: { Origin: "https://evil.example" },
    form: { intent: "create", name: "Evil Kitchen", password: HOUSEHOLD_PASSWORD, confirmPassword: HOUSEHOLD_PASSWORD },
  });
  expect(rejectedCreate.status()).toBe(403);
  await attacker.page.goto("/");
  await expectPath(attacker.page, "/onboarding");
});

// @server: the headers and the HTML are the same with JavaScript off, and with it on the test
// also checks that the policy is enforced, so the run with JavaScript covers the one without.
test(
  "HTML documents carry a Content-Security-Policy nonce that every script tag uses",
  { tag: "@server" },
  async ({ newClient }) => {
    const client = await newClient();
    const { page } = client;
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    const nonces: string[] = [];
    for (const path of ["/login", "/signup"]) {
      const response = await page.goto(path);
      expect(response).not.toBeNull();
      const policy = response!.headers()["content-security-policy"];
      expect(policy, `CSP of ${path}`).toBeTruthy();
      const scriptSrc = policy
        .split(";")
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith("script-src"));
      expect(scriptSrc, "a script-src directive").toBeTruthy();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(scriptSrc!)?.[1];
      expect(nonce, "a nonce in script-src").toBeTruthy();
      nonces.push(nonce!);

      const html = await response!.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, "script tags in the document").toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);

    if (client.javaScriptEnabled) {
      await hydrated(client);
      expect(violations, "the app's own pages break no rule of their policy").toEqual([]);
      // The policy is enforced: an inline script without the nonce, slipped into the page,
      // is blocked, while the app's own scripts run (the page hydrates).
      await page.route("**/login", async (route) => {
        const original = await route.fetch();
        const body = (await original.text()).replace(
          "</body>",
          `<script>document.documentElement.dataset.injected = "yes";</script></body>`,
        );
        await route.fulfill({ response: original, body });
      });
      await page.goto("/login");
      await hydrated(client);
      expect(await page.evaluate(() => document.documentElement.dataset.injected ?? null)).toBeNull();
      await expect.poll(() => violations.length).toBeGreaterThan(0);
    }
  },
);
