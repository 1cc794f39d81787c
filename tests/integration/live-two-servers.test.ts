import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";
import { dialects, unique } from "./databases";

/**
 * Several app processes serving one database: a change made through one reaches a page
 * listening on another within a second (LISTEN/NOTIFY on PostgreSQL, the events file beside
 * a SQLite database), and writes from all of them at once stay exact. Runs the production
 * build, so `npm run build` comes first (scripts/test.sh does that).
 */
const postgres = dialects.find((dialect) => dialect.name === "postgres");

/** A page's live stream: resolves with what it heard once a change arrives. */
async function listen(server: AppServer, cookie: string, topics: string, since?: number) {
  const stream = await fetch(`${server.origin}/events?topics=${topics}${since ? `&since=${since}` : ""}`, {
    headers: { Cookie: cookie },
  });
  expect(stream.status).toBe(200);
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  const heard = (async () => {
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += value;
      if (text.includes("event: change")) return text;
    }
  })();
  return {
    /** What was heard within `ms`, or a note that nothing was. */
    within: (ms: number) =>
      Promise.race([
        heard,
        new Promise<string>((resolve) => setTimeout(() => resolve(`(nothing within ${ms} ms)`), ms)),
      ]),
    stop: () => reader.cancel(),
  };
}

/** When the shopping list's page data was read (liveSince), as a page loading it would be told. */
async function listReadAt(server: AppServer, cookie: string) {
  const answer = await fetch(
    `${server.origin}/shopping-list?_data=${encodeURIComponent("routes/_shopping+/shopping-list")}`,
    { headers: { Cookie: cookie } },
  );
  expect(answer.status).toBe(200);
  const { liveSince } = (await answer.json()) as { liveSince: number };
  expect(Number.isSafeInteger(liveSince)).toBe(true);
  return liveSince;
}

function addToList(server: AppServer, cookie: string, householdId: string, name: string) {
  return fetch(`${server.origin}/api/v1/shopping-list/households/${householdId}/items`, {
    method: "POST",
    headers: { Origin: server.origin, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ name, quantity: 1, unit: "g" }),
  });
}

function addToPantry(server: AppServer, cookie: string, householdId: string, grams: number) {
  return fetch(`${server.origin}/api/v1/inventory/households/${householdId}/items`, {
    method: "POST",
    headers: { Origin: server.origin, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Flour", quantity: grams, unit: "g" }),
  });
}

type Setup = {
  name: string;
  start: (dataDir: string) => Promise<{ servers: AppServer[]; remove?: () => Promise<void> }>;
};

const setups: Setup[] = [
  {
    name: "two app servers on one SQLite file",
    start: async (dataDir) => {
      const databaseUrl = `file:${path.join(dataDir, "shared.sqlite")}`;
      const servers = [];
      for (const name of ["first", "second"])
        servers.push(await startAppServer({ databaseUrl, dataDir: path.join(dataDir, name) }));
      return { servers };
    },
  },
  ...(postgres
    ? [
        {
          name: "two app servers on PostgreSQL",
          start: async (dataDir: string) => {
            const created = await postgres.create();
            const servers = [];
            for (const name of ["first", "second"])
              servers.push(await startAppServer({ databaseUrl: created.url, dataDir: path.join(dataDir, name) }));
            return { servers, remove: created.remove };
          },
        },
      ]
    : []),
];

describe.each(setups)("$name", (setup) => {
  let servers: AppServer[] = [];
  let remove: (() => Promise<void>) | undefined;
  let dataDir = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "basil-live-"));
    ({ servers, remove } = await setup.start(dataDir));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await remove?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a shopping-list change on one server reaches a page on the other within a second", async () => {
    const [first, second] = servers;
    const { cookie, householdId } = await memberWithHousehold(first, unique("live"));

    // A page on the second server listens; the session is shared through the database.
    const page = await listen(second, cookie, "shopping");
    await new Promise((resolve) => setTimeout(resolve, 200));

    const startedAt = Date.now();
    expect((await addToList(first, cookie, householdId, "saffron")).status).toBe(201);
    const text = await page.within(1000);
    expect(text).toContain("event: change");
    expect(text).toContain('"topic":"shopping"');
    expect(Date.now() - startedAt).toBeLessThan(1000);
    await page.stop();
  });

  it("a page that opens its stream after a change on the other server, made since its data was read, is told at once", async () => {
    const [first, second] = servers;
    const { cookie, householdId } = await memberWithHousehold(first, unique("since"));

    // The page's data is read on the second server; the change comes before its stream opens (while it hydrates).
    const readBefore = await listReadAt(second, cookie);
    expect((await addToList(first, cookie, householdId, "sumac")).status).toBe(201);
    const late = await listen(second, cookie, "shopping", readBefore);
    expect(await late.within(1000)).toContain("event: change");
    await late.stop();

    // A page whose data was read after that change, and other topics, hear nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readAfter = await listReadAt(second, cookie);
    const fresh = await listen(second, cookie, "shopping", readAfter);
    const otherTopic = await listen(second, cookie, "pantry,timers", readBefore);
    expect(await fresh.within(500)).toBe("(nothing within 500 ms)");
    expect(await otherTopic.within(100)).toBe("(nothing within 100 ms)");
    await Promise.all([fresh.stop(), otherTopic.stop()]);
  });

  it("additions made through both servers at once all count", async () => {
    const [first, second] = servers;
    const { cookie, householdId } = await memberWithHousehold(first, unique("merge"));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => addToPantry(index % 2 ? second : first, cookie, householdId, 100)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(201));
    const listed = (await (
      await fetch(`${second.origin}/api/v1/inventory/households/${householdId}/items`, { headers: { Cookie: cookie } })
    ).json()) as {
      data: { items: Array<{ name: string; quantity: number; unit: string }> };
    };
    expect(listed.data.items).toHaveLength(1);
    const [flour] = listed.data.items;
    expect(flour.quantity * (flour.unit === "kg" ? 1000 : 1)).toBe(4000);
  });
});

describe("one server of several processes on a SQLite file (BASIL_PROCESSES=2)", () => {
  let server: AppServer;
  let dataDir = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "basil-processes-"));
    server = await startAppServer({
      dataDir,
      databaseUrl: `file:${path.join(dataDir, "basil.sqlite")}`,
      env: { BASIL_PROCESSES: "2" },
    });
    // The first process answers before the second has started: wait for both.
    for (let waited = 0; !server.output().includes("Serving with 2 processes"); waited += 50) {
      if (waited > 30_000) throw new Error(`the second process did not start:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);

  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves with two processes and every member's open page hears a change, whichever process serves it", async () => {
    const { cookie, householdId } = await memberWithHousehold(server, unique("processes"));
    // Each page's stream is a connection of its own; the processes take connections in turn.
    const pages = await Promise.all(Array.from({ length: 4 }, () => listen(server, cookie, "shopping")));
    await new Promise((resolve) => setTimeout(resolve, 200));

    for (let attempt = 0; attempt < 2; attempt++)
      expect((await addToList(server, cookie, householdId, `thyme ${attempt}`)).status).toBe(201);
    const heard = await Promise.all(pages.map((page) => page.within(1000)));
    for (const text of heard) expect(text).toContain('"topic":"shopping"');
    await Promise.all(pages.map((page) => page.stop()));
  });
});
