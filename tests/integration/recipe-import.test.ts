/**
 * Importing recipes from web pages: every saved page in tests/fixtures/recipe-pages served
 * from a local server and read into a draft, and the fetcher's guard against addresses that
 * are not the public web, slow or endless pages and things that are not pages.
 */
import type * as dns from "node:dns";
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from "node:dns";
import { once } from "node:events";
import { readdir, readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UserFacingError } from "~/services/errors.server";
import { importRecipeFromUrl } from "~/services/kitchen/recipe-import/index.server";
import { fetchRecipePage, isPublicAddress } from "~/services/kitchen/recipe-import/safe-fetch.server";
import { expectedDrafts, pageCharsets } from "../fixtures/recipe-pages/expected";

/**
 * Names this test resolves itself, each to the addresses it answers in turn (the last one
 * repeats; none is a name that does not exist); every other name goes to the real resolver.
 * It stands in for a DNS server that changes its answer between two lookups.
 */
const fakeDns = vi.hoisted(() => ({ answers: new Map<string, string[]>(), lookups: [] as string[] }));

vi.mock("node:dns", async (importOriginal) => {
  const real = await importOriginal<typeof dns>();
  type Callback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
  const lookup = (hostname: string, options: LookupAllOptions | LookupOneOptions, callback: Callback): void => {
    const answers = fakeDns.answers.get(hostname);
    if (!answers) return void real.lookup(hostname, { ...options, all: true }, callback);
    fakeDns.lookups.push(hostname);
    if (answers.length === 0) {
      const missing: NodeJS.ErrnoException = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
        code: "ENOTFOUND",
      });
      return void process.nextTick(() => callback(missing, []));
    }
    const address = answers.length > 1 ? (answers.shift() as string) : answers[0];
    process.nextTick(() => callback(null, [{ address, family: address.includes(":") ? 6 : 4 }]));
  };
  return { ...real, default: { ...real, lookup }, lookup };
});

const PAGES = path.resolve(__dirname, "../fixtures/recipe-pages");
const PUBLIC_ONLY = "Basil can only import from public web addresses.";
const ENTER_WEB_ADDRESS = "Enter a web address that starts with http:// or https://.";

type Visit = { server: "main" | "internal"; path: string };

const visits: Visit[] = [];
let endlessBytesSent = 0;
let endlessClosed: Promise<void> = Promise.resolve();

let main: Server;
let internal: Server;
let origin = "";
let internalOrigin = "";

function respondWithPage(response: ServerResponse, file: string, body: Buffer): void {
  response.writeHead(200, { "Content-Type": `text/html; charset=${pageCharsets[file] ?? "utf-8"}` });
  response.end(body);
}

/** Writes page-like chunks until the reader hangs up, waiting for the socket as a real server would. */
function streamForever(response: ServerResponse): void {
  response.writeHead(200, { "Content-Type": "text/html" });
  const chunk = Buffer.alloc(64 * 1024, "<p>more soup</p>\n");
  endlessClosed = once(response, "close").then(() => undefined);
  const write = (): void => {
    while (!response.destroyed) {
      endlessBytesSent += chunk.length;
      if (!response.write(chunk)) return void response.once("drain", write);
    }
  };
  write();
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? "/", origin);
  visits.push({ server: "main", path: url.pathname });
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- reads the test's own request paths
  const [, section, rest] = /^\/([^/]+)\/?(.*)$/.exec(url.pathname) ?? [];
  switch (section) {
    case "recipes": {
      const body = await readFile(path.join(PAGES, path.basename(rest))).catch(() => null);
      if (!body) return void response.writeHead(404).end("Not found");
      return respondWithPage(response, path.basename(rest), body);
    }
    case "redirect": {
      response.writeHead(302, { Location: url.searchParams.get("to") ?? "/" });
      return void response.end();
    }
    case "chain": {
      const hops = Number(rest);
      const next = hops > 0 ? `/chain/${hops - 1}` : "/recipes/cookies-yield.html";
      const delay = Number(url.searchParams.get("delay") ?? 0);
      setTimeout(() => response.writeHead(301, { Location: `${next}${url.search}` }).end(), delay);
      return;
    }
    case "no-location":
      return void response.writeHead(302).end();
    case "endless":
      return streamForever(response);
    case "declared-huge":
      response.writeHead(200, { "Content-Type": "text/html", "Content-Length": String(50 * 1024 * 1024) });
      return void response.write("<html>");
    case "stall-body":
      response.writeHead(200, { "Content-Type": "text/html" });
      return void response.write("<html><head>");
    case "stall-headers":
      return;
    case "picture":
      return void response.writeHead(200, { "Content-Type": "image/png" }).end(Buffer.from([137, 80, 78, 71]));
    case "json":
      return void response.writeHead(200, { "Content-Type": "application/json" }).end('{"name":"soup"}');
    case "untyped":
      return void response.end(await readFile(path.join(PAGES, "cookies-yield.html")));
    case "xhtml": {
      const body = await readFile(path.join(PAGES, "cookies-yield.html"));
      return void response.writeHead(200, { "Content-Type": "application/xhtml+xml" }).end(body);
    }
    case "gzipped": {
      const body = gzipSync(await readFile(path.join(PAGES, "cookies-yield.html")));
      return void response.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" }).end(body);
    }
    case "who-asks": {
      const { "user-agent": userAgent, accept } = request.headers;
      return void response.writeHead(200, { "Content-Type": "text/html" }).end(`<p>${userAgent}|${accept}</p>`);
    }
    case "secret-error":
      return void response.writeHead(500, { "Content-Type": "text/html" }).end("<h1>db password is hunter2</h1>");
    default:
      return void response.writeHead(404, { "Content-Type": "text/html" }).end("<h1>Not found</h1>");
  }
}

async function listen(server: Server, host: string): Promise<string> {
  server.listen(0, host);
  await once(server, "listening");
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  main = createServer((request, response) => void answer(request, response));
  // A second loopback address stands for the private network a page must not lead into.
  internal = createServer((request, response) => {
    visits.push({ server: "internal", path: request.url ?? "/" });
    response.writeHead(200, { "Content-Type": "text/html" }).end("<h1>internal admin</h1>");
  });
  origin = await listen(main, "127.0.0.1");
  internalOrigin = await listen(internal, "127.0.0.2");
});

afterAll(async () => {
  main.closeAllConnections();
  internal.closeAllConnections();
  await Promise.all([new Promise((done) => main.close(done)), new Promise((done) => internal.close(done))]);
});

/** The public rule, plus the one loopback address the test's "public" site lives on. */
const publicOrTestSite = (address: string): boolean => address === "127.0.0.1" || isPublicAddress(address);

async function failureOf(attempt: Promise<unknown>): Promise<{ message: string; status: number }> {
  const error = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UserFacingError);
  const { message, status } = error as UserFacingError;
  return { message, status };
}

function visitsSince(count: number): Visit[] {
  return visits.slice(count);
}

describe("reading saved recipe pages", () => {
  it("has an expectation for every saved page and a page for every expectation", async () => {
    const files = (await readdir(PAGES)).filter((file) => file.endsWith(".html")).sort();
    expect(files.length).toBeGreaterThanOrEqual(22);
    expect(Object.keys(expectedDrafts).sort()).toEqual(files);
  });

  for (const [file, expectation] of Object.entries(expectedDrafts)) {
    it(`imports ${file}`, async () => {
      const pageUrl = `${origin}/recipes/${file}`;
      const expected = expectation(pageUrl);
      const attempt = importRecipeFromUrl(pageUrl, { allowPrivateAddresses: true });
      if (expected) {
        expect(await attempt).toEqual(expected);
      } else {
        expect(await failureOf(attempt)).toEqual({
          message: "No recipe was found on that page. You can paste its text instead.",
          status: 422,
        });
      }
    });
  }

  it("reads a page that names no content type, an XHTML page and a compressed page", async () => {
    for (const place of ["untyped", "xhtml", "gzipped"]) {
      const draft = await importRecipeFromUrl(`${origin}/${place}`, { allowPrivateAddresses: true });
      expect(draft.name).toBe("Brown Butter Chocolate Chip Cookies");
      expect(draft.sourceUrl).toBe(`${origin}/${place}`);
    }
  });

  it("says who is asking and that it wants a web page", async () => {
    const page = await fetchRecipePage(`${origin}/who-asks`, { allowPrivateAddresses: true });
    expect(page.html).toBe("<p>Basil recipe importer|text/html</p>");
  });

  it("credits the address the page was finally found at after redirects", async () => {
    const draft = await importRecipeFromUrl(`${origin}/chain/2`, { allowPrivateAddresses: true });
    expect(draft.sourceUrl).toBe(`${origin}/recipes/cookies-yield.html`);
  });
});

describe("addresses Basil refuses before fetching anything", () => {
  const notWeb = [
    "file:///etc/passwd",
    "ftp://ftp.example.org/recipes/soup.html",
    "javascript:alert(document.cookie)",
    "data:text/html,<h1>soup</h1>",
    "gopher://example.org:70/_SET",
    "example.org/recipes/soup",
    "   ",
    "",
  ];
  for (const address of notWeb) {
    it(`refuses ${JSON.stringify(address)}`, async () => {
      expect(await failureOf(fetchRecipePage(address))).toEqual({ message: ENTER_WEB_ADDRESS, status: 400 });
    });
  }

  it("refuses an address with a user name or password in it", async () => {
    for (const address of ["http://cook:secret@example.org/soup", "https://cook@example.org/soup"]) {
      const failure = await failureOf(fetchRecipePage(address));
      expect(failure.status).toBe(400);
      expect(failure.message).toBe("Enter the web address without a user name or password.");
    }
  });

  it("refuses loopback, private, link-local and encoded addresses without connecting", async () => {
    const port = new URL(origin).port;
    const before = visits.length;
    const addresses = [
      `${origin}/recipes/wprm-graph.html`,
      `http://localhost:${port}/recipes/wprm-graph.html`,
      `http://[::1]:${port}/recipes/wprm-graph.html`,
      "http://10.0.0.1/",
      "http://172.16.5.4/",
      "http://192.168.1.1/admin",
      "http://169.254.169.254/latest/meta-data",
      "http://100.64.0.1/",
      `http://0.0.0.0:${port}/`,
      "http://[::]/",
      "http://[::ffff:127.0.0.1]/",
      `http://[::ffff:7f00:1]:${port}/`,
      "http://[fd00::1]/",
      "http://[fe80::1]/",
      `http://2130706433:${port}/`,
      `http://0x7f.0.0.1:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      "http://224.0.0.1/",
      "http://255.255.255.255/",
    ];
    for (const address of addresses) {
      expect({ address, ...(await failureOf(fetchRecipePage(address))) }).toEqual({
        address,
        message: PUBLIC_ONLY,
        status: 400,
      });
    }
    expect(visitsSince(before)).toEqual([]);
  });

  it("refuses a name that resolves to a private address", async () => {
    fakeDns.answers.set("pantry.basil.test", ["192.168.0.10"]);
    expect(await failureOf(fetchRecipePage("http://pantry.basil.test/"))).toEqual({
      message: PUBLIC_ONLY,
      status: 400,
    });
  });
});

describe("which addresses are public", () => {
  const publicAddresses = [
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "2606:4700:4700::1111",
    "2a00:1450:4009:80b::200e",
    "::ffff:8.8.8.8",
  ];
  const notPublic = [
    "127.0.0.1",
    "127.255.255.254",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.100.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.255",
    "0.0.0.0",
    "0.1.2.3",
    "224.0.0.251",
    "239.255.255.250",
    "255.255.255.255",
    "240.0.0.1",
    "192.0.2.1",
    "198.18.0.1",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "2001:db8::1",
    "2002:7f00:1::",
    "64:ff9b::7f00:1",
    "not an address",
  ];
  it.each(publicAddresses)("%s is public", (address) => expect(isPublicAddress(address)).toBe(true));
  it.each(notPublic)("%s is not public", (address) => expect(isPublicAddress(address)).toBe(false));
});

describe("redirects", () => {
  it("follows up to five redirects to the page", async () => {
    // /chain/4 redirects five times: to /chain/3, 2, 1, 0 and then to the page.
    const page = await fetchRecipePage(`${origin}/chain/4`, { isAllowedAddress: publicOrTestSite });
    expect(page.finalUrl).toBe(`${origin}/recipes/cookies-yield.html`);
    expect(page.html).toContain("Brown Butter Chocolate Chip Cookies");
  });

  it("checks every hop: a public page cannot redirect into the private network", async () => {
    const internalPort = new URL(internalOrigin).port;
    fakeDns.answers.set("intranet.basil.test", ["127.0.0.2"]);
    const targets = [
      `${internalOrigin}/admin`,
      `http://intranet.basil.test:${internalPort}/admin`,
      "http://169.254.169.254/latest/meta-data",
      "http://10.0.0.1/",
      "http://[::1]/",
      `http://2130706434:${internalPort}/admin`,
    ];
    const before = visits.length;
    for (const target of targets) {
      const attempt = fetchRecipePage(`${origin}/redirect?to=${encodeURIComponent(target)}`, {
        isAllowedAddress: publicOrTestSite,
      });
      expect({ target, ...(await failureOf(attempt)) }).toEqual({ target, message: PUBLIC_ONLY, status: 400 });
    }
    expect(visitsSince(before).filter((visit) => visit.server === "internal")).toEqual([]);
  });

  it("reaches the same internal server when its address is allowed, so the refusal above is the check's", async () => {
    const page = await fetchRecipePage(`${origin}/redirect?to=${encodeURIComponent(`${internalOrigin}/admin`)}`, {
      isAllowedAddress: (address) => address === "127.0.0.1" || address === "127.0.0.2",
    });
    expect(page.html).toContain("internal admin");
  });

  it("refuses a redirect to a file, another scheme or an address with credentials", async () => {
    for (const target of [
      "file:///etc/passwd",
      "ftp://example.org/",
      "javascript:alert(1)",
      `http://cook:pw@127.0.0.1:${new URL(origin).port}/`,
    ]) {
      const attempt = fetchRecipePage(`${origin}/redirect?to=${encodeURIComponent(target)}`, {
        isAllowedAddress: publicOrTestSite,
      });
      expect({ target, ...(await failureOf(attempt)) }).toEqual({ target, message: PUBLIC_ONLY, status: 400 });
    }
  });

  it("stops after five redirects, or as many as asked", async () => {
    expect(await failureOf(fetchRecipePage(`${origin}/chain/5`, { isAllowedAddress: publicOrTestSite }))).toEqual({
      message: "That page redirects too many times.",
      status: 502,
    });
    expect(
      await failureOf(fetchRecipePage(`${origin}/chain/1`, { isAllowedAddress: publicOrTestSite, maxRedirects: 1 })),
    ).toEqual({ message: "That page redirects too many times.", status: 502 });
  });

  it("treats a redirect without a target as a page that cannot be reached", async () => {
    expect(await failureOf(fetchRecipePage(`${origin}/no-location`, { allowPrivateAddresses: true }))).toEqual({
      message: "That page could not be reached.",
      status: 502,
    });
  });

  it("connects to the address it checked, even when the name answers differently the next time", async () => {
    const port = new URL(origin).port;
    // First the test site (allowed), then the internal server: a rebinding DNS server's trick.
    fakeDns.answers.set("rebinding.basil.test", ["127.0.0.1", "127.0.0.2"]);
    fakeDns.lookups.length = 0;
    const before = visits.length;
    const page = await fetchRecipePage(`http://rebinding.basil.test:${port}/recipes/cookies-yield.html`, {
      isAllowedAddress: (address) => address === "127.0.0.1",
    });
    expect(page.html).toContain("Brown Butter Chocolate Chip Cookies");
    expect(fakeDns.lookups).toEqual(["rebinding.basil.test"]);
    expect(visitsSince(before)).toEqual([{ server: "main", path: "/recipes/cookies-yield.html" }]);
  });
});

describe("pages Basil will not read", () => {
  it("stops reading an endless page at the size cap, without waiting for its end", async () => {
    endlessBytesSent = 0;
    const started = Date.now();
    expect(await failureOf(fetchRecipePage(`${origin}/endless`, { allowPrivateAddresses: true }))).toEqual({
      message: "That page is too large to import.",
      status: 413,
    });
    expect(Date.now() - started).toBeLessThan(3000);
    await endlessClosed;
    // What the server managed to send: the 2 MB read plus what socket buffers held, not more.
    expect(endlessBytesSent).toBeLessThan(12 * 1024 * 1024);
  });

  it("keeps to a smaller cap when asked, and refuses a page that declares itself too large", async () => {
    const small = await failureOf(
      fetchRecipePage(`${origin}/recipes/wprm-graph.html`, { allowPrivateAddresses: true, maxBytes: 4096 }),
    );
    expect(small).toEqual({ message: "That page is too large to import.", status: 413 });
    const declared = await failureOf(fetchRecipePage(`${origin}/declared-huge`, { allowPrivateAddresses: true }));
    expect(declared).toEqual({ message: "That page is too large to import.", status: 413 });
  });

  it("gives up on a page that stalls, before or after its headers, within the time-out", async () => {
    for (const place of ["stall-body", "stall-headers"]) {
      const started = Date.now();
      const failure = await failureOf(
        fetchRecipePage(`${origin}/${place}`, { allowPrivateAddresses: true, timeoutMs: 300 }),
      );
      expect(failure).toEqual({ message: "That page took too long to answer.", status: 504 });
      expect(Date.now() - started).toBeLessThan(1500);
    }
  });

  it("counts the time-out over all redirects together", async () => {
    // Four hops of 120 ms each: none is slow, all of them are.
    const failure = await failureOf(
      fetchRecipePage(`${origin}/chain/3?delay=120`, { allowPrivateAddresses: true, timeoutMs: 300 }),
    );
    expect(failure).toEqual({ message: "That page took too long to answer.", status: 504 });
  });

  it("refuses what is not a web page", async () => {
    for (const place of ["picture", "json"]) {
      expect(await failureOf(fetchRecipePage(`${origin}/${place}`, { allowPrivateAddresses: true }))).toEqual({
        message: "That address is not a web page.",
        status: 415,
      });
    }
  });

  it("reports an error answer by its status, never by what the page said", async () => {
    expect(await failureOf(fetchRecipePage(`${origin}/nothing-here`, { allowPrivateAddresses: true }))).toEqual({
      message: "That page answered with an error (404).",
      status: 502,
    });
    const failure = await failureOf(fetchRecipePage(`${origin}/secret-error`, { allowPrivateAddresses: true }));
    expect(failure).toEqual({ message: "That page answered with an error (500).", status: 502 });
  });

  it("says a page could not be reached when nothing answers", async () => {
    const closed = createServer();
    const closedOrigin = await listen(closed, "127.0.0.1");
    await new Promise((done) => closed.close(done));
    expect(await failureOf(fetchRecipePage(`${closedOrigin}/`, { allowPrivateAddresses: true }))).toEqual({
      message: "That page could not be reached.",
      status: 502,
    });
    fakeDns.answers.set("gone.basil.test", []);
    expect(await failureOf(fetchRecipePage("http://gone.basil.test/", { allowPrivateAddresses: true }))).toEqual({
      message: "That page could not be reached.",
      status: 502,
    });
  });
});
