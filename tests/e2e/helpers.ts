import { randomBytes, randomInt } from "node:crypto";
import {
  test as base,
  expect,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from "@playwright/test";
import { EMBEDDED_URL, OAUTH_CONTROL_URL } from "./servers";

export { expect };

/** A browser context with its own client address, and its first page. */
export type Client = {
  context: BrowserContext;
  page: Page;
  /** The X-Forwarded-For address every request of this context claims. */
  address: string;
  /** The app this client talks to; also the Origin its scripted form posts send. */
  baseURL: string;
  javaScriptEnabled: boolean;
};

export type Account = { displayName: string; email: string; password: string };
export type HouseholdInfo = { name: string; password: string };

export const ACCOUNT_PASSWORD = "Tomato42soup";
export const HOUSEHOLD_PASSWORD = "Kitchen2024";

export const JOIN_FAILED = "No household found with that name and password. Please check both values and try again.";

/** Short, unique across both projects, both workers and repeated runs on one database. */
export function uniqueId() {
  return `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
}

export function uniqueEmail(label = "cook") {
  return `${label}-${uniqueId()}@example.test`;
}

export function uniqueHouseholdName(label = "Kitchen") {
  return `${label} ${uniqueId()}`;
}

/** A random private address, so each context has its own rate-limit budget. */
function randomAddress() {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Opens a fresh browser context (no cookies) claiming a unique client address through
 * X-Forwarded-For. Defaults come from the running project (baseURL, JavaScript on/off).
 * The caller closes it; the `newClient` fixture below closes its clients itself.
 */
export async function newClient(
  browser: Browser,
  options: BrowserContextOptions & { baseURL?: string } = {},
): Promise<Client> {
  const projectUse = base.info().project.use;
  const address = randomAddress();
  const baseURL = options.baseURL ?? projectUse.baseURL ?? EMBEDDED_URL;
  const javaScriptEnabled = options.javaScriptEnabled ?? projectUse.javaScriptEnabled ?? true;
  const context = await browser.newContext({
    ...options,
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, "X-Forwarded-For": address },
  });
  const page = await context.newPage();
  return { context, page, address, baseURL, javaScriptEnabled };
}

type Fixtures = {
  /** Makes a client that inherits this test's baseURL and JavaScript setting; closed after the test. */
  newClient: (options?: BrowserContextOptions) => Promise<Client>;
};

export const test = base.extend<Fixtures>({
  newClient: async ({ browser, baseURL, javaScriptEnabled }, use) => {
    const clients: Client[] = [];
    await use(async (options = {}) => {
      const client = await newClient(browser, { baseURL, javaScriptEnabled, ...options });
      clients.push(client);
      return client;
    });
    for (const client of clients) await client.context.close();
  },
});

/** Posts a form the way a same-origin browser form would (the app checks Origin). */
export async function postForm(client: Client, path: string, form: Record<string, string>) {
  return client.page.request.post(path, { form, headers: { Origin: client.baseURL } });
}

export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** The URLs a navigation went through, first request first. */
export function redirectChain(response: Response | null) {
  const chain: string[] = [];
  for (let request = response?.request() ?? null; request; request = request.redirectedFrom()) {
    const url = new URL(request.url());
    chain.unshift(url.pathname + url.search);
  }
  return chain;
}

/** Resolves once React has hydrated the document (immediately when JavaScript is off). */
export async function hydrated(client: Client) {
  if (!client.javaScriptEnabled) return;
  await client.page.waitForFunction(() => {
    const main = document.querySelector("main, header");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

async function expectLanded(response: APIResponse, path: string, what: string) {
  expect(response.status(), `${what}: final status`).toBe(200);
  expect(new URL(response.url()).pathname, `${what}: where it ended`).toBe(path);
}

/** Creates a local account (signed in afterwards) without going through the screens. */
export async function signUp(client: Client, account: Partial<Account> = {}): Promise<Account> {
  const full: Account = {
    displayName: account.displayName ?? `Cook ${uniqueId().slice(-6)}`,
    email: account.email ?? uniqueEmail(),
    password: account.password ?? ACCOUNT_PASSWORD,
  };
  const response = await postForm(client, "/signup", { ...full });
  await expectLanded(response, "/onboarding", "sign up");
  return full;
}

/** Creates a household for the signed-in account without going through the screens. */
export async function createHousehold(client: Client, household: Partial<HouseholdInfo> = {}): Promise<HouseholdInfo> {
  const full: HouseholdInfo = {
    name: household.name ?? uniqueHouseholdName(),
    password: household.password ?? HOUSEHOLD_PASSWORD,
  };
  const response = await postForm(client, "/onboarding?view=create", {
    intent: "create",
    name: full.name,
    password: full.password,
    confirmPassword: full.password,
  });
  await expectLanded(response, "/", "create household");
  return full;
}

/** A signed-in member of a new household. */
export async function signUpWithHousehold(client: Client) {
  const account = await signUp(client);
  const household = await createHousehold(client);
  return { account, household };
}

/** Tells the mock identity provider what this client's next sign-in does. */
export async function nextProviderSignIn(
  client: Client,
  behaviour: { mode: "ok" | "deny" | "token-error" | "no-email"; sub?: string; email?: string; name?: string },
) {
  const response = await fetch(`${OAUTH_CONTROL_URL}/next`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...behaviour, client: client.address }),
  });
  expect(response.status, "mock provider control endpoint").toBe(200);
}

/**
 * Joins an existing household for the signed-in account without going through the screens.
 * Returns the server's answer, so a caller can check a refusal as well as a success.
 */
export async function joinHousehold(client: Client, household: HouseholdInfo) {
  return postForm(client, "/onboarding?view=join", { intent: "join", name: household.name, password: household.password });
}

/** A new account that has joined the given household (signed in afterwards). */
export async function signUpAndJoin(client: Client, household: HouseholdInfo): Promise<Account> {
  const account = await signUp(client);
  await expectLanded(await joinHousehold(client, household), "/", "join household");
  return account;
}
