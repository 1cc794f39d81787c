import { mkdtempSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unique } from "../integration/databases";
import {
  cookiesOf,
  memberWithHousehold,
  memoryOf,
  postForm,
  startAppServer,
  type AppServer,
} from "../support/app-server";

/**
 * The production server attacked over HTTP: oversized and malformed bodies, hostile
 * redirect targets, and a fuzz corpus over every form on every page and every endpoint of
 * the JSON API. Nothing may answer 5xx, and nothing may make the server read a body whole.
 */
let server: AppServer;
let dataDir: string;
let member: Awaited<ReturnType<typeof memberWithHousehold>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "basil-http-"));
  server = await startAppServer({ dataDir });
  member = await memberWithHousehold(server, unique("fuzz"));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Streams `totalBytes` to the server without a Content-Length (chunked), as fast as the
 * server reads, and resolves with the status as soon as it answers.
 */
function sendChunked(pathname: string, contentType: string, totalBytes: number) {
  return new Promise<{ status: number; sent: number }>((resolve, reject) => {
    const url = new URL(pathname, server.origin);
    const req = httpRequest(url, {
      method: "POST",
      headers: {
        "Content-Type": contentType,
        "Transfer-Encoding": "chunked",
        Origin: server.origin,
        Cookie: member.cookie,
      },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.on("response", (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent });
      req.destroy();
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    pump();
  });
}

describe("request bodies", () => {
  it("cuts off a chunked 200 MB sign-in post at the limit with 413, without reading it whole", async () => {
    const before = memoryOf(server.child);
    const { status, sent } = await sendChunked("/login", "application/x-www-form-urlencoded", 200 * 1024 * 1024);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(50 * 1024 * 1024);
    const after = memoryOf(server.child);
    expect(after.peakMb - before.peakMb).toBeLessThan(64);
  });

  it("cuts off chunked multipart and JSON bodies to pages and the API alike", async () => {
    const targets = [
      ["/shopping-list", "multipart/form-data; boundary=x"],
      ["/onboarding", "application/x-www-form-urlencoded"],
      [`/api/v1/shopping-list/households/${member.householdId}/items`, "application/json"],
      ["/api/v1/chat/messages", "application/json"],
    ] as const;
    for (const [pathname, type] of targets) {
      expect((await sendChunked(pathname, type, 20 * 1024 * 1024)).status, pathname).toBe(413);
    }
  });

  it("refuses a declared Content-Length over the limit before reading anything", async () => {
    const response = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(new URL("/login", server.origin), {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(50 * 1024 * 1024),
          Origin: server.origin,
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", reject);
      req.write("email=a");
    });
    expect(response).toBe(413);
  });

  it("still takes an ordinary form post just under the limit", async () => {
    const response = await postForm(
      server,
      "/shopping-list",
      { intent: "add", name: "x".repeat(900_000) },
      member.cookie,
    );
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(413);
  });
});

describe("redirects after sign-in", () => {
  const hostile = [
    "/%09/evil.test",
    "/\t/evil.test",
    "/\n/evil.test",
    "//evil.test",
    "/\\evil.test",
    "/.//evil.test",
    "https://evil.test",
    "/%0d%0aSet-Cookie:x=1",
  ];

  it.each(hostile)("keeps %j on this site, with JavaScript off and on", async (target) => {
    // The login page reads redirectTo from its query string, percent-decoded.
    const page = await fetch(`${server.origin}/login?redirectTo=${encodeURIComponent(target)}`);
    expect(page.status).toBe(200);
    for (const redirectTo of [target, decodeURIComponent(target)]) {
      const response = await postForm(server, "/login", { email: member.email, password: member.password, redirectTo });
      expect(response.status).toBe(302);
      const location = response.headers.get("location") ?? "";
      expect(new URL(location, server.origin).origin).toBe(server.origin);
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("x="))).toBe(false);
    }
  });
});

describe("limits on plain form posts", () => {
  it("answers a no-JavaScript sign-in past the limit with 429 and Retry-After", async () => {
    const email = `${unique("locked")}@example.com`;
    let last: Response | null = null;
    for (let i = 0; i < 11; i++) last = await postForm(server, "/login", { email, password: `Wrong${i}pass` });
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last?.text()).toContain("Too many attempts");
  });

  it("answers a no-JavaScript join past the limit with 429 and Retry-After", async () => {
    const joiner = await postForm(server, "/signup", {
      displayName: "J",
      email: `${unique("joiner")}@example.com`,
      password: "Kitchen123",
    });
    const cookie = cookiesOf(joiner);
    let last: Response | null = null;
    for (let i = 0; i < 11; i++) {
      last = await postForm(
        server,
        "/onboarding?view=join",
        { intent: "join", name: member.householdName, password: `Wrong${i}pass` },
        cookie,
      );
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("kept-alive connections", () => {
  it("stays open through a pause longer than Node's default 5 s, so a request sent after it is answered", async () => {
    const socket = connect(Number(new URL(server.origin).port), new URL(server.origin).hostname);
    await once(socket, "connect");
    const answers: string[] = [];
    let closed = false;
    socket.on("data", (chunk) => answers.push(chunk.toString("latin1")));
    socket.on("close", () => (closed = true));
    const ask = () =>
      socket.write(`GET /login HTTP/1.1\r\nHost: ${new URL(server.origin).host}\r\nConnection: keep-alive\r\n\r\n`);
    const answered = async (count: number) => {
      while (answers.join("").split("HTTP/1.1 200").length - 1 < count && !closed)
        await new Promise((resolve) => setTimeout(resolve, 50));
    };
    ask();
    await answered(1);
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(closed, "the server kept the idle connection").toBe(false);
    ask();
    await answered(2);
    expect(answers.join("").split("HTTP/1.1 200").length - 1).toBe(2);
    socket.destroy();
  }, 20_000);
});

describe("public files", () => {
  it("serves the build's public files from disk, and hands any other address to the app", async () => {
    for (const [pathname, type] of [
      ["/sw.js", "javascript"],
      ["/manifest.webmanifest", "manifest+json"],
      ["/icons/icon-192.png", "image/png"],
      ["/favicon.svg", "image/svg+xml"],
      ["/offline.html", "text/html"],
    ] as const) {
      const response = await fetch(new URL(pathname, server.origin));
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("content-type"), pathname).toContain(type);
      expect(response.headers.get("cache-control"), pathname).toBe("public, max-age=3600");
    }
    const page = await fetch(new URL("/login", server.origin));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).not.toBe("public, max-age=3600");
    // Not a file: the app's guard answers, as for any unknown address (signed out, to /login).
    for (const pathname of ["/icons/nothing-here.png", "/sw.js.map", "/no-such-page"]) {
      const response = await fetch(new URL(pathname, server.origin), { redirect: "manual" });
      expect(response.status, pathname).toBe(302);
      expect(response.headers.get("location"), pathname).toMatch(/^\/login/);
    }
  });
});

describe("files on disk", () => {
  it("creates the SQLite database and its write-ahead log readable by their owner only", () => {
    for (const file of ["basil.sqlite", "basil.sqlite-wal"]) {
      expect((statSync(path.join(dataDir, file)).mode & 0o777).toString(8), file).toBe("600");
    }
  });
});

// ------------------------------------------------------------------ fuzz corpus

const ODD_VALUES = [
  "",
  " ",
  "x".repeat(20_000),
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "2024-13-45",
  "275760-09-14",
  "0000-00-00",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "\u0000",
  "%E0%A4%A",
  "null",
  "[]",
  "{}",
  "🍅",
];

/** Query values that have broken loaders before: dates out of range, numbers that are not, odd encodings. */
const LOADER_VALUES = [
  "",
  "x".repeat(20_000),
  "-1",
  "1e309",
  "NaN",
  "2024-13-45",
  "275760-09-14",
  "0000-00-00",
  "%E0%A4%A",
  "\u0000",
];

const MALFORMED_BODIES: Array<{ type: string | null; body: string }> = [
  { type: "application/json", body: '{"intent":"add","name":"x"}' },
  { type: "text/plain", body: "intent=add&name=x" },
  { type: null, body: "intent=add&name=x" },
  { type: "multipart/form-data; boundary=abc", body: "--xyz\r\nnot a part\r\n--xyz--" },
  { type: "multipart/form-data", body: "--abc\r\n\r\n--abc--" },
  { type: "application/x-www-form-urlencoded", body: "%%%&=&intent=%ZZ" },
  { type: "application/xml", body: "<intent>add</intent>" },
];

type FormField = { name: string; value: string };
type PageForm = { action: string; fields: FormField[] };

/** The post forms a page really shows, with their named fields and buttons. */
function formsOn(html: string, pagePath: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const attributes = match[1];
    if (!/method="post"/i.test(attributes)) continue;
    const action = /action="([^"]*)"/.exec(attributes)?.[1]?.replaceAll("&amp;", "&") || pagePath;
    const fields: FormField[] = [];
    for (const control of match[2].matchAll(/<(input|button|select|textarea)\b([^>]*)>/g)) {
      const name = /name="([^"]*)"/.exec(control[2])?.[1];
      if (!name) continue;
      fields.push({ name, value: (/value="([^"]*)"/.exec(control[2])?.[1] ?? "").replaceAll("&amp;", "&") });
    }
    forms.push({ action, fields });
  }
  return forms;
}

async function api(method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${server.origin}/api/v1${pathname}`, {
    method,
    headers: { Origin: server.origin, Cookie: member.cookie, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(json)}`);
  return { status: response.status, json };
}

/** Real ids in the member's household, so the corpus reaches past "not found". */
async function householdIds() {
  const h = member.householdId;
  const pantry = await api("POST", `/inventory/households/${h}/items`, { name: "flour", quantity: 1, unit: "kg" });
  const shopping = await api("POST", `/shopping-list/households/${h}/items`, { name: "eggs", quantity: 6 });
  const recipes = await api("GET", "/recipes");
  const recipeId = String((recipes.json.data.recipes as Array<{ id: string }>)[0].id);
  const session = await api("POST", `/cooking/households/${h}/sessions`, { recipe_id: recipeId });
  const meal = await api("POST", `/meal-plan/households/${h}/meals`, {
    date: "2031-01-06",
    meal_type: "dinner",
    recipe_id: recipeId,
  });
  const item = (result: { json: { data: Record<string, unknown> } }) =>
    result.json.data.item as { id: string } | undefined;
  return {
    itemId: item(pantry)?.id ?? "missing",
    shoppingItemId: item(shopping)?.id ?? "missing",
    recipeId,
    sessionId: String(session.json.data.session_id ?? session.json.data.sessionId ?? "missing"),
    mealId: String(meal.json.data.id ?? "missing"),
  };
}

/** Every route of the production build that has an action, as a page path to fetch (ids filled in). */
async function pagesWithActions(ids: Awaited<ReturnType<typeof householdIds>>) {
  const build = (await import(
    pathToFileURL(path.resolve(process.env.BUILD_DIR || "build", "server/index.js")).href
  )) as {
    routes: Record<string, { path?: string; index?: boolean; module: { action?: unknown } }>;
  };
  const params: Record<string, string> = {
    itemId: ids.itemId,
    recipeId: ids.recipeId,
    mealId: ids.mealId,
    sessionId: ids.sessionId,
  };
  const pages = Object.values(build.routes)
    .filter((route) => route.module.action && (route.path !== undefined || route.index))
    .map((route) => {
      const filled = (route.path ?? "")
        .replace(/:(\w+)/g, (_, name: string) => params[name] ?? "x")
        .replace("*", "anything-else");
      return `/${filled}`.replace("/api/v1/anything-else", "/api/v1/users/profile");
    });
  // Signing out ends the session the rest of the corpus uses, so it goes last.
  return [...new Set(pages)].sort((a, b) => Number(a === "/logout") - Number(b === "/logout"));
}

/**
 * One form of each shape: a page that lists many rows (messages with the same buttons, items with
 * the same tick form) repeats one form many times, and the same odd values sent to each copy only
 * repeat the same request.
 */
function distinctShapes(forms: PageForm[]): PageForm[] {
  const shapes = new Map<string, PageForm>();
  for (const form of forms) {
    const fields = form.fields.map((field) => (field.name === "intent" ? `intent=${field.value}` : field.name)).sort();
    const shape = `${form.action} ${fields.join("&")}`;
    if (!shapes.has(shape)) shapes.set(shape, form);
  }
  return [...shapes.values()];
}

function fuzzedForms(form: PageForm): URLSearchParams[] {
  const variants: URLSearchParams[] = [
    new URLSearchParams(form.fields.filter((field) => field.name === "intent").map((f) => [f.name, f.value])),
  ];
  const intents = form.fields.filter((field) => field.name === "intent");
  const others = form.fields.filter((field) => field.name !== "intent");
  for (const intent of intents.length > 0 ? intents : [null]) {
    for (const odd of ODD_VALUES) {
      const params = new URLSearchParams();
      if (intent) params.set("intent", intent.value);
      for (const field of others) params.append(field.name, odd);
      variants.push(params);
    }
  }
  variants.push(new URLSearchParams({ intent: "no-such-intent" }));
  return variants;
}

describe("fuzz corpus: nothing answers 5xx", () => {
  it("over every form on every page with an action, and malformed bodies to each", async () => {
    member = await memberWithHousehold(server, unique("form-fuzz"));
    const ids = await householdIds();
    const failures: string[] = [];
    let sent = 0;
    const check = async (label: string, answer: Promise<Response>) => {
      sent++;
      try {
        const response = await answer;
        if (response.status >= 500)
          failures.push(`${response.status} ${label}: ${(await response.text()).slice(0, 200)}`);
        else await response.arrayBuffer();
      } catch (error) {
        failures.push(`${label}: ${String((error as Error).cause ?? error)}`);
      }
    };
    const pages = await pagesWithActions(ids);
    // Every room with forms is in the corpus.
    expect(pages).toEqual(
      expect.arrayContaining([
        "/",
        "/chat",
        "/inventory",
        "/shopping-list",
        "/settings",
        "/onboarding",
        "/login",
        "/signup",
        "/logout",
        "/meal-planner",
      ]),
    );
    for (const pagePath of pages) {
      const page = await fetch(`${server.origin}${pagePath}`, { headers: { Cookie: member.cookie } });
      const html = page.headers.get("content-type")?.includes("text/html") ? await page.text() : "";
      const forms = formsOn(html, pagePath);
      const targets = new Set([pagePath, ...forms.map((form) => form.action)]);
      for (const form of distinctShapes(forms)) {
        for (const params of fuzzedForms(form)) {
          await check(
            `POST ${form.action} ${params.toString().slice(0, 120)}`,
            postForm(server, form.action, Object.fromEntries(params), member.cookie),
          );
        }
      }
      for (const target of targets) {
        for (const { type, body } of MALFORMED_BODIES) {
          const headers: Record<string, string> = { Origin: server.origin, Cookie: member.cookie };
          if (type) headers["Content-Type"] = type;
          await check(
            `POST ${target} as ${type ?? "no type"}`,
            fetch(`${server.origin}${target}`, { method: "POST", redirect: "manual", headers, body }),
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 120_000);

  it("over the page loaders' query strings and path parameters", async () => {
    member = await memberWithHousehold(server, unique("page-fuzz"));
    const failures: string[] = [];
    const paths = [
      "/meal-planner",
      "/chat",
      "/recipes",
      "/inventory",
      "/shopping-list",
      "/settings",
      "/login",
      "/onboarding",
    ];
    const params = [
      "week",
      "c",
      "q",
      "tab",
      "redirectTo",
      "view",
      "name",
      "location",
      "expiring",
      "servings",
      "cuisine",
      "diet",
    ];
    for (const pagePath of paths) {
      for (const param of params) {
        for (const odd of LOADER_VALUES) {
          const response = await fetch(`${server.origin}${pagePath}?${param}=${encodeURIComponent(odd)}`, {
            redirect: "manual",
            headers: { Cookie: member.cookie },
          });
          if (response.status >= 500) failures.push(`${response.status} GET ${pagePath}?${param}=${odd.slice(0, 40)}`);
          await response.arrayBuffer();
        }
      }
    }
    for (const pattern of ["/recipes/%s", "/inventory/%s", "/meals/%s", "/cooking/session/%s", "/images/recipes/%s"]) {
      for (const odd of ["%E0%A4%A", "%00", "..%2F..%2Fetc%2Fpasswd", "x".repeat(3000), "%"]) {
        const url = `${server.origin}${pattern.replace("%s", odd)}`;
        const response = await fetch(url, { redirect: "manual", headers: { Cookie: member.cookie } });
        if (response.status >= 500) failures.push(`${response.status} GET ${url.slice(0, 120)}`);
        await response.arrayBuffer();
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("over every endpoint of the JSON API, with hostile bodies, queries and path parameters", async () => {
    member = await memberWithHousehold(server, unique("api-fuzz"));
    const ids = await householdIds();
    const description = (await (await fetch(`${server.origin}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const realParams: Record<string, string> = {
      householdId: member.householdId,
      itemId: ids.itemId,
      recipeId: ids.recipeId,
      sessionId: ids.sessionId,
      mealId: ids.mealId,
      timerId: "no-such-timer",
      conversationId: "no-such-conversation",
      action: "pause",
    };
    const bodies: unknown[] = [
      {},
      [],
      "text",
      null,
      42,
      { name: ODD_VALUES, quantity: "many", unit: 5, checked: "yes", date: "2024-13-45", week: "275760-09-14" },
      { name: "x".repeat(200_000) },
      // eslint-disable-next-line no-loss-of-precision -- a number JSON cannot hold is the point
      { quantity: 1e309, servings: -5, recipe_id: { $ne: null }, content: "", direction: "sideways" },
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const [template, operations] of Object.entries(description.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const variants = [
          template.replace(/\{(\w+)\}/g, (_, name: string) => realParams[name] ?? "x"),
          template.replace(/\{(\w+)\}/g, (_, name: string) =>
            name === "householdId" ? member.householdId : "%E0%A4%A",
          ),
          template.replace(/\{(\w+)\}/g, () => "%"),
        ];
        for (const pathname of variants) {
          const query = "?q=%E0%A4%A&limit=-1&start=275760-09-14&end=0000-00-00&days=1e309&servings=NaN";
          const payloads = operation.requestBody
            ? bodies.map((body) => JSON.stringify(body)).concat(["{not json", ""])
            : [undefined];
          for (const body of payloads) {
            const response = await fetch(`${server.origin}/api/v1${pathname}${query}`, {
              method: method.toUpperCase(),
              headers: { Origin: server.origin, Cookie: member.cookie, "Content-Type": "application/json" },
              body,
            });
            sent++;
            const text = await response.text();
            if (response.status >= 500)
              failures.push(
                `${response.status} ${method.toUpperCase()} ${pathname} ${String(body).slice(0, 80)}: ${text.slice(0, 160)}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 180_000);
});
