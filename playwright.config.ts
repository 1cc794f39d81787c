import path from "node:path";
import { defineConfig } from "@playwright/test";
import {
  CHROMIUM,
  E2E_DATA_ROOT,
  EMBEDDED_URL,
  MAIL_CONTROL_URL,
  OAUTH_CONTROL_URL,
  PORTS,
  PROVIDER_APP_URL,
  PROVIDER_ISSUER,
} from "./tests/e2e/servers";

/**
 * End-to-end tests against the built app (`npm run build` first; this file never builds).
 *
 * Servers (all started fresh for the run, each app with its own emptied DATA_DIR):
 *   3201  the embedded app: local email/password accounts, no identity provider, e-mail
 *         through a local SMTP server on 3207 (its received messages are read on 3208)
 *   3203  a mock OpenID Connect provider ("Acme ID"); its control endpoint is on 3204
 *   3202  the app signing in through that provider (APP_URL http://localhost:3202)
 *
 * Every spec runs twice: project `js` (JavaScript on) and `no-js` (JavaScript off), except
 * `api*.spec.ts`, which run once in project `api`, and the tests tagged:
 *   @js-only     behaviour that exists only with JavaScript (runs in `js`)
 *   @no-js-only  behaviour that exists only without it (runs in `no-js`)
 *   @server      a check of what the server answers, the same whether the page's JavaScript
 *                runs or not: status codes, redirects, headers, raw HTML, refusals of requests
 *                the test makes itself. It runs once, in `js`. A test that goes through a
 *                screen's forms or buttons to see what the member sees is not @server, even
 *                if the server decides the outcome: those screens differ with JavaScript off.
 * TRUST_PROXY=loopback lets each browser context claim its own client address through
 * X-Forwarded-For (tests/e2e/helpers.ts), so one test's failed sign-ins or joins never
 * count against another test's rate limits.
 *
 * The two projects may run the OAuth spec at the same time. They do not race on the
 * provider's control endpoint because a test addresses its instruction to its own
 * context's X-Forwarded-For address, which the browser also sends to the provider's
 * /authorize (see tests/fixtures/oauth-provider.mjs); within a project that spec is serial.
 */

// BUILD_DIR picks which production build the servers run (default build/).
const buildDir = process.env.BUILD_DIR ?? "";

/** Unset anything from the developer's shell that would change how an app starts. */
const cleanEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  TRUST_PROXY: "loopback",
  // Hundreds of accounts are created; their hashing is not what these tests are about.
  PASSWORD_HASHING: "fast",
  SESSION_SECRET: "",
  ASSISTANT_NAME: "",
  LOCAL_ACCOUNTS: "",
  DATABASE_URL: "",
  APP_URL: "",
  OIDC_ISSUER: "",
  OIDC_CLIENT_ID: "",
  OIDC_CLIENT_SECRET: "",
  OIDC_PROVIDER_NAME: "",
  BASIL_TEST_FAULTS: "",
  PUSH_ALLOW_LOCAL_ENDPOINTS: "",
  SMTP_URL: "",
  SMTP_FROM: "",
};

function appServer(name: string, port: number, env: Record<string, string>) {
  const dataDir = path.join(E2E_DATA_ROOT, name);
  return {
    // The data directory is emptied first, so every run starts from a new database.
    command: `rm -rf '${dataDir}' && exec node server.js`,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: { ...cleanEnv, PORT: String(port), DATA_DIR: dataDir, BUILD_DIR: buildDir, ...env },
  };
}

/**
 * The provider app's client credentials, which the mock provider insists on. The secret
 * holds characters that HTTP Basic client authentication must form-encode (RFC 6749 §2.3.1).
 */
const OIDC_CLIENT = { id: "basil-e2e", secret: "e2e+secret%2F:/=" };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/e2e${PORTS.embedded === 3201 ? "" : `-${PORTS.embedded}`}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    browserName: "chromium",
    baseURL: EMBEDDED_URL,
    // A tall desktop window: the toasts (bottom-right) then sit below the short lists the
    // tests make, instead of over the button a test presses next, which Playwright would
    // wait on until the toast has gone (5 s each time).
    viewport: { width: 1280, height: 1600 },
    // The service worker keeps pages for offline use; requests it makes are out of reach of
    // page.route, which many specs use to script the network. So only offline.spec.ts, which
    // tests it, lets it run.
    serviceWorkers: "block",
    launchOptions: { executablePath: CHROMIUM.executablePath, args: CHROMIUM.args },
    // Recording traces slows every test by about a quarter on two cores; CI keeps them for
    // failures, and locally `npx playwright test --trace on` records them when needed.
    trace: process.env.CI ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // A test tagged @js-only or @no-js-only checks behaviour that exists in one mode only;
    // one tagged @server runs once, in `js` (see the comment at the top).
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only/, testIgnore: /api.*\.spec\.ts/ },
    {
      name: "no-js",
      use: { javaScriptEnabled: false },
      grepInvert: /@js-only|@server/,
      testIgnore: /api.*\.spec\.ts/,
    },
    { name: "api", testMatch: /api.*\.spec\.ts/ },
  ],
  webServer: [
    // The local SMTP server the embedded app sends its e-mail through (password resets).
    {
      command: `MAIL_SMTP_PORT=${PORTS.mail} MAIL_CONTROL_PORT=${PORTS.mailControl} exec node tests/fixtures/mail-server.mjs`,
      url: `${MAIL_CONTROL_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    // The embedded app. E2E_DATABASE_URL may point it at PostgreSQL instead of SQLite, e.g.
    // postgresql://user@/basil_e2e?host=/var/run/postgresql (name the user: pg falls back to
    // $USER). That database is not emptied; the tests only ever use fresh, unique names.
    // Recipe import may fetch from 127.0.0.1, where household-recipes.spec.ts serves its pages.
    // BASIL_TEST_FAULTS lets a test make one of its requests fail on the server (an
    // X-Basil-Test-Fault header added by request routing; app/services/db/test-faults.server.ts),
    // to see what a page without JavaScript answers when a service fails.
    // E-mail needs APP_URL, which reset links point at: the address the tests use.
    // Push subscriptions may point at the local push service of notifications.spec.ts.
    appServer("embedded", PORTS.embedded, {
      PUSH_ALLOW_LOCAL_ENDPOINTS: "true",
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      RECIPE_IMPORT_ALLOW_PRIVATE_ADDRESSES: "true",
      BASIL_TEST_FAULTS: "true",
      APP_URL: EMBEDDED_URL,
      SMTP_URL: `smtp://basil:mail-password@127.0.0.1:${PORTS.mail}`,
      SMTP_FROM: "Basil <basil@example.test>",
    }),
    {
      command: `OAUTH_PROVIDER_PORT=${PORTS.provider} OAUTH_CONTROL_PORT=${PORTS.providerControl} exec node tests/fixtures/oauth-provider.mjs`,
      env: { OAUTH_CLIENT_ID: OIDC_CLIENT.id, OAUTH_CLIENT_SECRET: OIDC_CLIENT.secret },
      url: `${OAUTH_CONTROL_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    appServer("provider", PORTS.providerApp, {
      APP_URL: PROVIDER_APP_URL,
      OIDC_ISSUER: PROVIDER_ISSUER,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_PROVIDER_NAME: "Acme ID",
    }),
  ],
});
