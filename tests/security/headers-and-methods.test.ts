import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unique } from "../integration/databases";
import { memberWithHousehold, postForm, startAppServer, type AppServer } from "../support/app-server";

/**
 * What the server answers around the pages themselves: caching of signed-in pages and their
 * data, links that never take their host from the request, and methods the server does not
 * serve.
 */
let server: AppServer;
let dataDir: string;
let member: Awaited<ReturnType<typeof memberWithHousehold>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "basil-headers-"));
  server = await startAppServer({ dataDir });
  member = await memberWithHousehold(server, unique("headers"));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request with any method and Host header (fetch allows neither), answered with its status, headers and body. */
function rawRequest(method: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(new URL(pathname, server.origin), { method, headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

type BuildRoute = { path?: string; index?: boolean; module: { loader?: unknown; default?: unknown } };

/** Every page of the production build (a route with a screen), its path with ids filled in, and its route id. */
async function everyPage(ids: Record<string, string>) {
  const build = (await import(
    pathToFileURL(path.resolve(process.env.BUILD_DIR || "build", "server/index.js")).href
  )) as {
    routes: Record<string, BuildRoute>;
  };
  return Object.entries(build.routes)
    .filter(([, route]) => route.module.default && (route.path !== undefined || route.index))
    .map(([id, route]) => ({
      id,
      path: `/${(route.path ?? "").replace(/:(\w+)/g, (_, name: string) => ids[name] ?? "no-such-id").replace("*", "no-such-page")}`,
    }));
}

describe("signed-in pages are never stored by a browser or a proxy", () => {
  it("answers Cache-Control: private, no-store on every page and its data, loader and action alike", async () => {
    const api = async (method: string, pathname: string, body: unknown) => {
      const response = await fetch(`${server.origin}/api/v1${pathname}`, {
        method,
        headers: { Cookie: member.cookie, Origin: server.origin, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { data?: { id: string } };
      if (!answer.data) throw new Error(`${method} ${pathname} answered ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const item = await api("POST", `/inventory/households/${member.householdId}/items`, {
      name: "flour",
      quantity: 1,
      unit: "kg",
      location: "pantry",
    });
    const recipe = await api("POST", `/recipes/households/${member.householdId}/recipes`, {
      name: "Boiled egg",
      servings: 1,
      difficulty: "easy",
      cuisine: "french",
      allergens: ["eggs"],
      ingredients: ["1 egg"],
      steps: ["Boil it for 7 minutes."],
    });
    const pages = await everyPage({ itemId: item.id, recipeId: recipe.id });
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/", "/chat", "/settings", "/shopping-list", "/inventory", "/recipes", "/meal-planner"]),
    );
    const stored: string[] = [];
    const check = async (label: string, answer: Promise<Response>) => {
      const response = await answer;
      await response.arrayBuffer();
      const cacheControl = response.headers.get("cache-control");
      if (cacheControl !== "private, no-store") stored.push(`${label} (${response.status}): ${cacheControl}`);
    };
    const signedIn = { headers: { Cookie: member.cookie }, redirect: "manual" as const };
    for (const page of pages) {
      await check(`GET ${page.path}`, fetch(`${server.origin}${page.path}`, signedIn));
      for (const routeId of ["root", page.id]) {
        const data = `${page.path}?_data=${encodeURIComponent(routeId)}`;
        await check(`GET ${data}`, fetch(`${server.origin}${data}`, signedIn));
      }
    }
    for (const tab of ["household", "preferences"]) {
      await check(`GET /settings?tab=${tab}`, fetch(`${server.origin}/settings?tab=${tab}`, signedIn));
    }
    // An action's answer: the list's form with a mistake in it, as a page and as data.
    await check("POST /shopping-list", postForm(server, "/shopping-list", { intent: "add", name: "" }, member.cookie));
    await check(
      "POST /shopping-list?_data",
      postForm(
        server,
        `/shopping-list?_data=${encodeURIComponent("routes/_shopping+/shopping-list")}`,
        { intent: "add", name: "" },
        member.cookie,
      ),
    );
    expect(stored).toEqual([]);
  }, 60_000);
});

describe("links never take their host from the request", () => {
  const HOSTILE = "evil.example:8080";

  it("gives the invite link without the Host header's host, on the page and in its data", async () => {
    const data = await rawRequest(
      "GET",
      `/settings?tab=household&_data=${encodeURIComponent("routes/_settings+/settings")}`,
      { Host: HOSTILE, Cookie: member.cookie },
    );
    expect(data.status).toBe(200);
    const { household } = JSON.parse(data.body) as { household: { inviteLink: string } };
    // Without APP_URL the link is relative: the member's browser completes it with the address it is on.
    expect(household.inviteLink).toMatch(/^\/onboarding\?view=join&name=[^&]+&invite=[\w-]+\.\d+\.[\w-]+$/);
    const page = await rawRequest("GET", "/settings?tab=household", { Host: HOSTILE, Cookie: member.cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain("/onboarding?view=join");
    expect(page.body).not.toContain("evil.example");
  });

  it("describes the API without the Host header's host", async () => {
    const described = await rawRequest("GET", "/api/v1/openapi.json", { Host: HOSTILE });
    expect(described.status).toBe(200);
    expect(described.body).not.toContain("evil.example");
    expect((JSON.parse(described.body) as { servers: Array<{ url: string }> }).servers).toEqual([{ url: "/api/v1" }]);
  });
});

describe("methods", () => {
  const ALLOWED = "GET, HEAD, POST, PUT, PATCH, DELETE";

  it("answers 405 with Allow, before the app and without a stack, for methods the server does not serve", async () => {
    const before = server.output().length;
    for (const method of ["TRACE", "OPTIONS", "PROPFIND", "MKCOL", "LOCK", "PURGE", "REPORT"]) {
      for (const pathname of ["/login", "/chat", "/api/v1/users/profile", "/events?topics=pantry"]) {
        const answer = await rawRequest(method, pathname, { Cookie: member.cookie });
        expect(answer.status, `${method} ${pathname}`).toBe(405);
        expect(answer.headers.allow, `${method} ${pathname}`).toBe(ALLOWED);
      }
    }
    expect(server.output().slice(before)).not.toMatch(/Error|\n[ \t]+at /);
  });

  it("answers CONNECT with 405 rather than dropping the connection", async () => {
    const socket = connect(Number(new URL(server.origin).port), "127.0.0.1");
    socket.end("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    let answer = "";
    for await (const chunk of socket) answer += String(chunk);
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(new RegExp(`\r\nAllow: ${ALLOWED}\r\n`, "i"));
  });

  it("answers HEAD wherever GET is served: pages, the API and live updates", async () => {
    const signedOut = ["/login", "/api/v1/openapi.json"];
    for (const pathname of [...signedOut, "/chat", "/settings", "/api/v1/users/profile"]) {
      const headers: Record<string, string> = signedOut.includes(pathname) ? {} : { Cookie: member.cookie };
      const get = await rawRequest("GET", pathname, headers);
      const head = await rawRequest("HEAD", pathname, headers);
      expect(head.status, `HEAD ${pathname}`).toBe(get.status);
      expect(head.status, `HEAD ${pathname}`).toBe(200);
      expect(head.headers["content-type"], `HEAD ${pathname}`).toBe(get.headers["content-type"]);
      expect(head.body, `HEAD ${pathname}`).toBe("");
    }
    // A stream's HEAD ends with its headers instead of staying open.
    const stream = await rawRequest("HEAD", "/events?topics=pantry", { Cookie: member.cookie });
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
    // An endpoint that has only POST says so for HEAD as for GET.
    const head = await rawRequest("HEAD", "/api/v1/chat/messages", { Cookie: member.cookie });
    expect(head.status).toBe(405);
    expect(head.headers.allow).toBe("POST");
    const both = await rawRequest("POST", "/api/v1/users/profile", { Cookie: member.cookie, Origin: server.origin });
    expect(both.headers.allow).toMatch(/^GET, HEAD\b/);
  });
});
