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

/**
 * Resolves once React has hydrated the document and its parts have re-rendered as hydrated
 * (`<html data-hydrated>`, set by the root layout); immediately when JavaScript is off.
 */
export async function hydrated(client: Client) {
  if (!client.javaScriptEnabled) return;
  await client.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
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
  return postForm(client, "/onboarding?view=join", {
    intent: "join",
    name: household.name,
    password: household.password,
  });
}

/** A new account that has joined the given household (signed in afterwards). */
export async function signUpAndJoin(client: Client, household: HouseholdInfo): Promise<Account> {
  const account = await signUp(client);
  await expectLanded(await joinHousehold(client, household), "/", "join household");
  return account;
}

/* ---------- The JSON API (/api/v1) ---------- */

/** A decoded /api/v1 answer. `body` is the parsed JSON envelope (or the raw text if it is not JSON). */
export type ApiResult = {
  status: number;
  /** Parsed loosely on purpose: the tests check envelopes field by field. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  body: any;
  headers: Record<string, string>;
};

export type ApiCallOptions = {
  /** Sent as JSON (Content-Type application/json); a string is sent byte for byte, even if it is not valid JSON. */
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * Calls the JSON API with the client's cookies (its session, if any). A path not starting
 * with /api/ is taken as below /api/v1. Calls other than GET send Origin like a same-origin
 * browser request would.
 */
export async function apiCall(
  client: Client,
  method: string,
  path: string,
  options: ApiCallOptions = {},
): Promise<ApiResult> {
  const url = path.startsWith("/api/") ? path : `/api/v1${path}`;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET" && method !== "HEAD") headers.Origin = client.baseURL;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  Object.assign(headers, options.headers);
  const response = await client.page.request.fetch(url, {
    method,
    headers,
    // A string goes as a Buffer: Playwright would JSON-encode a string that does not parse as JSON.
    data:
      options.body === undefined
        ? undefined
        : Buffer.from(typeof options.body === "string" ? options.body : JSON.stringify(options.body)),
    failOnStatusCode: false,
    maxRedirects: 0,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the caller's envelope checks will say so.
  }
  return { status: response.status(), body, headers: response.headers() };
}

/** Checks a success envelope with the given status and returns its data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data is read field by field, as the body is
export function expectApiSuccess(result: ApiResult, status = 200): any {
  expect(result.status, `status of ${JSON.stringify(result.body).slice(0, 300)}`).toBe(status);
  expect(result.headers["content-type"] ?? "").toContain("application/json");
  expect(result.body).toMatchObject({ status: "success" });
  expect(result.body).toHaveProperty("data");
  return result.body.data;
}

/**
 * Checks an error envelope: the status, status 'error', an error code and a non-empty message;
 * with `fields`, that the envelope names at least those fields, each with a message.
 */
export function expectApiError(result: ApiResult, status: number, fields?: string[]) {
  expect(result.status, `status of ${JSON.stringify(result.body).slice(0, 300)}`).toBe(status);
  expect(result.headers["content-type"] ?? "").toContain("application/json");
  expect(result.body).toMatchObject({ status: "error", error: expect.any(String), message: expect.any(String) });
  expect(result.body.message.length).toBeGreaterThan(0);
  if (fields) {
    expect(result.body.fields, "fields of the error envelope").toBeTruthy();
    for (const field of fields) {
      expect(result.body.fields[field], `fields.${field} in ${JSON.stringify(result.body.fields)}`).toEqual(
        expect.arrayContaining([expect.any(String)]),
      );
    }
  }
  return result.body as { status: "error"; error: string; message: string; fields?: Record<string, string[]> };
}

/** A signed-in member of a new household, with the ids the API uses. */
export async function signUpApiMember(client: Client) {
  const { account, household } = await signUpWithHousehold(client);
  const profile = expectApiSuccess(await apiCall(client, "GET", "/users/profile"));
  expect(profile.householdId, "the new member's household id").toEqual(expect.any(String));
  return { client, account, household, userId: profile.userId as string, householdId: profile.householdId as string };
}

/* ---------- Kitchen pages (pantry, shopping list) ---------- */

/** A signed-in member of a new household, in a client with this test's JavaScript setting. */
export async function kitchenMember(newClient: (options?: BrowserContextOptions) => Promise<Client>) {
  const client = await newClient();
  const { household } = await signUpWithHousehold(client);
  return { client, page: client.page, household };
}

/** The newest toast with this title shows (an earlier one with the same title may still be showing). */
export async function expectNewestToast(page: Page, title: string, description?: string) {
  const toast = page
    .getByRole("list", { name: "Notifications" })
    .getByRole("status")
    .filter({ hasText: title })
    .first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/* ---------- The page's clock ---------- */

/** A POST the page sent with fetch, noted on the page's own clock (see `notePosts`). */
export type NotedPost = { path: string; at: number; answered: boolean };

/**
 * For page.addInitScript: wraps the page's fetch to note, on the page's own clock, when each
 * POST went out (its path and query) and whether its answer has come back. The waits between
 * a call's attempts are then measured on the clock the page waited by, which the test moves
 * (`holdClock`, `runClockUntilPosts`), so a busy machine cannot stretch them.
 */
export function notePosts() {
  const posts: NotedPost[] = [];
  Object.assign(window, { postsByTest: posts });
  const original = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    if (method.toUpperCase() !== "POST") return original(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const post = { path: url.pathname + url.search, at: Date.now(), answered: false };
    posts.push(post);
    const answer = original(input, init);
    const answered = () => {
      post.answered = true;
    };
    answer.then(answered, answered);
    return answer;
  };
}

/** The POSTs noted so far whose path and query match `path`, first first. */
export async function notedPosts(page: Page, path: RegExp) {
  const posts = await page.evaluate(() => (window as unknown as { postsByTest: NotedPost[] }).postsByTest);
  return posts.filter((post) => path.test(post.path));
}

/** The waits between noted times. */
export function waitsBetween(times: number[]) {
  return times.slice(1).map((time, index) => time - times[index]);
}

/**
 * Stops the page's clock (installed with page.clock.install before the page opened), so that
 * its timers fire only when the test moves it; page.clock.resume() lets it flow again.
 */
export async function holdClock(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      // The clock passed that moment before it could stop there: read it again.
      if (!String(error).includes("to the past")) throw error;
    }
  }
}

/**
 * Moves the held clock on, 100 ms at a time, until the page has sent `count` POSTs to `path`,
 * and answers when it sent them, on its clock. While one is on its way the clock stands still
 * (unless `duringPosts`: the test times the request itself), so a wait starts when the page
 * has heard the answer, as it does in real time.
 */
export async function runClockUntilPosts(page: Page, path: RegExp, count: number, { duringPosts = false } = {}) {
  const limitMs = 60_000;
  for (let passed = 0; ;) {
    const posts = await notedPosts(page, path);
    if (posts.length >= count) return posts.map((post) => post.at);
    if (passed >= limitMs)
      throw new Error(`${posts.length} posts to ${path}, not ${count}, in ${limitMs} ms of the page's time`);
    if (!duringPosts && posts.some((post) => !post.answered)) {
      // The answer is on its way (a test's route may be holding it): wait for it, not the clock.
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    await page.clock.runFor(100);
    passed += 100;
  }
}
