import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unique } from "../integration/databases";
import { memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";

/**
 * An Idempotency-Key keeps a request that changes something from running twice. Calls that
 * change nothing (reading a pasted recipe or a page into a draft, speaking, transcribing)
 * keep no key, and no answer larger than 64 KB is stored: keys cost the server disk for a
 * day, and a member sending many must not fill it.
 */

let server: AppServer;
let dataDir: string;
let database: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "basil-idempotency-storage-"));
  database = path.join(dataDir, "basil.sqlite");
  server = await startAppServer({ dataDir, databaseUrl: `file:${database}` });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Member = Awaited<ReturnType<typeof memberWithHousehold>>;

function call(member: Member, pathname: string, body: unknown, key: string) {
  return fetch(`${server.origin}/api/v1${pathname}`, {
    method: "POST",
    headers: {
      Origin: server.origin,
      Cookie: member.cookie,
      "Content-Type": "application/json",
      "Idempotency-Key": key,
    },
    body: JSON.stringify(body),
  });
}

/** What the server keeps for a member's keys: how many, and how many bytes of answers. */
function keptKeys(member: Member) {
  const file = new Database(database, { readonly: true });
  try {
    const profile = file.prepare("SELECT user_id FROM profiles WHERE household_id = ?").get(member.householdId) as {
      user_id: string;
    };
    return file
      .prepare(
        "SELECT COUNT(*) AS keys, COALESCE(SUM(LENGTH(response_body)), 0) AS bytes FROM idempotency_keys WHERE user_id = ?",
      )
      .get(profile.user_id) as { keys: number; bytes: number };
  } finally {
    file.close();
  }
}

const PASTED = "Tomato soup\n2 tomatoes\n1 cup stock\nSimmer for 20 minutes.";

describe("Idempotency-Key storage", () => {
  it("keeps no key for reading a pasted recipe or a page into a draft, which changes nothing", async () => {
    const member = await memberWithHousehold(server, unique("idem-drafts"));
    const first = await call(member, "/recipes/import/text", { text: PASTED }, "draft-1");
    expect(first.status).toBe(200);
    // The same key with another text is simply read again: nothing was kept to compare it with.
    const other = await call(member, "/recipes/import/text", { text: `${PASTED}\nServe hot.` }, "draft-1");
    expect(other.status).toBe(200);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    const refused = await call(member, "/recipes/import/url", { url: "not an address" }, "draft-2");
    expect(refused.status).toBe(400);
    expect(keptKeys(member)).toEqual({ keys: 0, bytes: 0 });
  });

  it("does not store an answer larger than 64 KB, and a retry neither runs again nor replays it", async () => {
    const member = await memberWithHousehold(server, unique("idem-large"));
    const recipe = {
      name: "A long stew",
      servings: 4,
      difficulty: "easy",
      cuisine: "other",
      ingredients: ["1 kg beef", "2 onions"],
      steps: Array.from(
        { length: 100 },
        (_, i) => `Step ${i + 1}: ${"stir the stew slowly and taste it. ".repeat(50)}`,
      ),
    };
    const recipes = `/recipes/households/${member.householdId}/recipes`;
    const first = await call(member, recipes, recipe, "long-stew");
    expect(first.status).toBe(201);
    expect((await first.text()).length).toBeGreaterThan(64 * 1024);
    const kept = keptKeys(member);
    expect(kept.keys).toBe(1);
    expect(kept.bytes).toBeLessThan(1024);

    const retry = await call(member, recipes, recipe, "long-stew");
    expect(retry.status).toBe(409);
    expect(await retry.json()).toMatchObject({
      message: "This request has run once and its answer was larger than 64 KB, so it cannot be given again",
    });
    const list = await fetch(`${server.origin}/api/v1${recipes}`, { headers: { Cookie: member.cookie } });
    expect(((await list.json()) as { data: { recipes: unknown[] } }).data.recipes).toHaveLength(1);
  });

  it("still stores a small answer that changed something, and replays it", async () => {
    const member = await memberWithHousehold(server, unique("idem-small"));
    const items = `/shopping-list/households/${member.householdId}/items`;
    const first = await call(member, items, { name: "milk" }, "milk-1");
    const again = await call(member, items, { name: "milk" }, "milk-1");
    expect(again.status).toBe(first.status);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(keptKeys(member).keys).toBe(1);
  });
});
