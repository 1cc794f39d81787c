// Sign-in through an OpenID Connect provider, end to end over HTTP: the app's own flow
// functions (startProviderSignIn → the provider's /authorize → finishProviderSignIn) against
// the mock provider of tests/fixtures/oauth-provider.mjs on a loopback port. Covers client
// authentication (RFC 6749 §2.3.1), ID token and nonce checks (OpenID Connect Core §3.1.3.7),
// the callback's iss (RFC 9207), email_verified, and the provider's error_description (SPEC §8).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { startMockProvider } from "../fixtures/oauth-provider.mjs";

/** Never listened on: the tests call the app's flow functions directly. */
const APP_URL = "http://localhost:3999";
const FAILED_LOGIN = "Failed to sign in with Acme ID. Please try again.";
const FAILED_SIGNUP = "Failed to sign up with Acme ID. Please try again.";

let provider: Awaited<ReturnType<typeof startMockProvider>>;

beforeAll(async () => {
  provider = await startMockProvider();
});

afterAll(async () => {
  await provider.stop();
});

async function control(pathname: "/next" | "/settings", body: object) {
  const response = await fetch(`${provider.controlUrl}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, `mock provider ${pathname}`).toBe(200);
}

/** The app under one configuration: fresh modules, so config() and discovery read this env. */
async function bootApp(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "basil-oidc-"));
  const settings: Record<string, string> = {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SESSION_SECRET: "a-session-secret-for-the-oidc-tests-0123456789",
    APP_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_PROVIDER_NAME: "Acme ID",
    OIDC_TOKEN_AUTH_METHOD: "",
    LOCAL_ACCOUNTS: "",
    TRUST_PROXY: "",
    ...env,
  };
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  const auth = await import("~/routes/_account+/provider-sign-in.server");
  const oidc = await import("~/services/auth/oidc.server");
  const sessions = await import("~/sessions.server");
  const database = await import("~/services/db/index.server");
  const accounts = await import("~/services/accounts.server");
  await database.migrate(database.db());
  return {
    auth,
    oidc,
    sessions,
    accounts,
    db: database.db(),
    async close() {
      await database.db().destroy();
      vi.unstubAllEnvs();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type App = Awaited<ReturnType<typeof bootApp>>;

/** Registers hooks that boot the app for the enclosing describe block. */
function useApp(env: Record<string, string>) {
  let app: App | null = null;
  beforeAll(async () => {
    app = await bootApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error("The app is not booted yet");
    return app;
  };
}

/** The Cookie header a browser would send back after these responses. */
function cookiesAfter(...responses: Response[]) {
  return responses
    .flatMap((response) => response.headers.getSetCookie())
    .filter((cookie) => !/;\s*Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

type Behaviour = { mode: string; email?: string; sub?: string; description?: string };

/** Starts a sign-in in the app and takes it to the provider, which answers per `behaviour`. */
async function toProvider(app: App, behaviour: Behaviour, intent: "login" | "signup" = "login") {
  await control("/next", behaviour);
  const form = new FormData();
  form.set("intent", intent);
  form.set("redirectTo", "/");
  const started = await app.auth.startProviderSignIn(new Request(`${APP_URL}/auth/oidc`, { method: "POST" }), form);
  expect(started.status).toBe(302);
  const authorize = new URL(started.headers.get("Location") ?? "");
  expect(authorize.origin).toBe(new URL(provider.issuer).origin);
  const atProvider = await fetch(authorize, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  return { authorize, callback: new URL(atProvider.headers.get("Location") ?? ""), cookies: cookiesAfter(started) };
}

/** Finishes a sign-in at the app's callback: where the member is sent, and the failure shown there. */
async function atCallback(app: App, callback: URL, cookies: string) {
  const finished = await app.auth.finishProviderSignIn(new Request(callback, { headers: { Cookie: cookies } }));
  expect(finished.status).toBe(302);
  const flash = await app.sessions.takeAuthError(new Request(APP_URL, { headers: { Cookie: cookiesAfter(finished) } }));
  return { location: finished.headers.get("Location"), error: flash.message };
}

async function signIn(app: App, behaviour: Behaviour, intent: "login" | "signup" = "login") {
  const { authorize, callback, cookies } = await toProvider(app, behaviour, intent);
  return { authorize, callback, ...(await atCallback(app, callback, cookies)) };
}

function uniqueEmail() {
  return `cook-${randomUUID()}@example.test`;
}

async function identitiesOf(app: App, email: string) {
  return app.db
    .selectFrom("identities")
    .innerJoin("users", "users.id", "identities.user_id")
    .select(["users.id", "identities.subject"])
    .where("users.email", "=", email)
    .execute();
}

async function usersWith(app: App, email: string) {
  return app.db.selectFrom("users").select("id").where("email", "=", email).execute();
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

/** What the app logged about a failed sign-in. */
function logged() {
  return warn.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
}

describe("client_secret_basic (the default) with credentials that need form-encoding", () => {
  const client = { id: "basil:web app", secret: "a+b%c:d" };
  const app = useApp({ OIDC_CLIENT_ID: client.id, OIDC_CLIENT_SECRET: client.secret });

  beforeAll(async () => {
    await control("/settings", {
      clientId: client.id,
      clientSecret: client.secret,
      authMethods: ["client_secret_basic"],
    });
  });

  it("form-encodes the id and the secret before joining and base64-encoding them (RFC 6749 §2.3.1)", () => {
    expect(app().oidc.basicCredentials(client.id, client.secret)).toBe(
      `Basic ${Buffer.from("basil%3Aweb+app:a%2Bb%25c%3Ad").toString("base64")}`,
    );
  });

  it("signs in at a provider that decodes Basic credentials as the RFC says", async () => {
    const email = uniqueEmail();
    const result = await signIn(app(), { mode: "ok", email });
    expect(result.error).toBeNull();
    expect(result.location).toBe("/");
    expect(await identitiesOf(app(), email)).toHaveLength(1);
  });
});

describe("client_secret_post", () => {
  const client = { id: "basil-web", secret: "p+o%s:t" };

  beforeAll(async () => {
    await control("/settings", {
      clientId: client.id,
      clientSecret: client.secret,
      authMethods: ["client_secret_post"],
    });
  });

  describe("chosen with OIDC_TOKEN_AUTH_METHOD", () => {
    const app = useApp({
      OIDC_CLIENT_ID: client.id,
      OIDC_CLIENT_SECRET: client.secret,
      OIDC_TOKEN_AUTH_METHOD: "client_secret_post",
    });

    it("sends the credentials in the body and signs in", async () => {
      const email = uniqueEmail();
      const result = await signIn(app(), { mode: "ok", email });
      expect(result.error).toBeNull();
      expect(result.location).toBe("/");
      expect(await identitiesOf(app(), email)).toHaveLength(1);
    });
  });

  describe("chosen by the provider's discovery document when the variable is unset", () => {
    const app = useApp({ OIDC_CLIENT_ID: client.id, OIDC_CLIENT_SECRET: client.secret });

    it("signs in at a provider that advertises only client_secret_post", async () => {
      const result = await signIn(app(), { mode: "ok", email: uniqueEmail() });
      expect(result.error).toBeNull();
      expect(result.location).toBe("/");
    });
  });
});

describe("trusting what the provider says", () => {
  const client = { id: "basil-web", secret: "kitchen-secret" };
  const app = useApp({ OIDC_CLIENT_ID: client.id, OIDC_CLIENT_SECRET: client.secret });

  beforeAll(async () => {
    await control("/settings", {
      clientId: client.id,
      clientSecret: client.secret,
      authMethods: ["client_secret_basic", "client_secret_post"],
      issParameter: true,
    });
  });

  it("asks for a fresh nonce with every sign-in, and accepts an ID token that carries it", async () => {
    const email = uniqueEmail();
    const first = await signIn(app(), { mode: "ok", email });
    expect(first.error).toBeNull();
    expect(first.location).toBe("/");
    const second = await toProvider(app(), { mode: "ok" });
    const nonces = [first.authorize, second.authorize].map((url) => url.searchParams.get("nonce") ?? "");
    expect(nonces[0].length).toBeGreaterThanOrEqual(22);
    expect(nonces[1]).not.toBe(nonces[0]);
    // The provider says who it is on the callback (RFC 9207).
    expect(first.callback.searchParams.get("iss")).toBe(provider.issuer);
  });

  describe("email_verified", () => {
    async function localAccount(email: string) {
      const id = randomUUID();
      await app()
        .db.insertInto("users")
        .values({ id, email, password_hash: "a-local-password-hash", created_at: new Date().toISOString() })
        .execute();
      return id;
    }

    it("links a verified email to the existing local account", async () => {
      const email = uniqueEmail();
      const localId = await localAccount(email);
      const result = await signIn(app(), { mode: "ok", email });
      expect(result.error).toBeNull();
      expect((await identitiesOf(app(), email)).map((row) => row.id)).toEqual([localId]);
    });

    it("never links an email without an email_verified claim: the sign-in is refused and nothing is created", async () => {
      const email = uniqueEmail();
      const localId = await localAccount(email);
      const result = await signIn(app(), { mode: "email-unverified", email });
      expect(result.location).toBe("/login");
      expect(result.error).toBe(app().accounts.EMAIL_TAKEN);
      expect(await identitiesOf(app(), email)).toEqual([]);
      expect((await usersWith(app(), email)).map((row) => row.id)).toEqual([localId]);
    });
  });

  describe("refuses a sign-in the provider cannot vouch for, creating nothing", () => {
    it.each([
      ["an ID token with another nonce", "wrong-nonce", /nonce/i],
      ["an ID token from another issuer", "wrong-issuer", /\biss\b/],
      ["an ID token for another client", "wrong-audience", /\baud\b/],
      ["an expired ID token", "expired", /expired/i],
      ["an ID token signed by a key the provider never published", "foreign-key", /signature/i],
      ["an unsigned ID token (alg none)", "unsigned", /algorithm/i],
      ["a token response without an ID token", "no-id-token", /no ID token/i],
      ["a callback whose iss names another issuer (RFC 9207)", "callback-wrong-issuer", /\biss\b/],
      ["a callback without the iss its provider promises (RFC 9207)", "callback-no-issuer", /\biss\b/],
      ["userinfo about another subject than the ID token", "userinfo-other-subject", /subject/i],
    ])("%s", async (_name, mode, reason) => {
      const email = uniqueEmail();
      const result = await signIn(app(), { mode, email });
      expect(result.location).toBe("/login");
      expect(result.error).toBe(FAILED_LOGIN);
      expect(await usersWith(app(), email)).toEqual([]);
      expect(logged()).toMatch(reason);
    });
  });

  describe("an error on the callback (the error's message, else the spec's sentence)", () => {
    it("shows the provider's error_description on the screen the member started from", async () => {
      const login = await signIn(app(), { mode: "deny", description: "Your administrator blocked Basil" });
      expect(login).toMatchObject({ location: "/login", error: "Your administrator blocked Basil" });
      const signup = await signIn(app(), { mode: "deny", description: "Consent was not given" }, "signup");
      expect(signup).toMatchObject({ location: "/signup", error: "Consent was not given" });
    });

    it("flattens line breaks and control characters and cuts a long description to 200 characters", async () => {
      const description = `Access\r\n\tdenied:\u0007 ${"policy ".repeat(60)}`;
      const { error } = await signIn(app(), { mode: "deny", description });
      expect(error).toMatch(/^Access denied: policy policy .*…$/);
      expect(error).toHaveLength(200);
    });

    it("falls back to the spec's sentence without a description", async () => {
      expect((await signIn(app(), { mode: "deny-silently" })).error).toBe(FAILED_LOGIN);
      expect((await signIn(app(), { mode: "deny-silently" }, "signup")).error).toBe(FAILED_SIGNUP);
    });

    it("never shows a description from a callback whose state this browser did not start", async () => {
      const { cookies } = await toProvider(app(), { mode: "ok" });
      const forged = new URL("/auth/callback", APP_URL);
      forged.search = new URLSearchParams({
        state: "a-state-nobody-issued",
        iss: provider.issuer,
        error: "access_denied",
        error_description: "Call +1 555 0100 to unlock your account",
      }).toString();
      expect((await atCallback(app(), forged, cookies)).error).toBe(FAILED_LOGIN);
    });

    it("never shows a description that arrives with another issuer's iss", async () => {
      const result = await signIn(app(), { mode: "deny", description: "Mixed up", email: uniqueEmail() });
      expect(result.error).toBe("Mixed up");
      const { callback, cookies } = await toProvider(app(), { mode: "deny", description: "Mixed up" });
      callback.searchParams.set("iss", "http://evil.example.test");
      expect((await atCallback(app(), callback, cookies)).error).toBe(FAILED_LOGIN);
    });
  });
});
