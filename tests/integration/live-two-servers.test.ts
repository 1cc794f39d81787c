import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";
import { dialects, unique } from "./databases";

/**
 * Two app processes on different ports sharing one PostgreSQL database: a change made
 * through one reaches a page listening on the other (LISTEN/NOTIFY), within a second.
 * Runs the production build, so `npm run build` comes first (scripts/test.sh does that).
 */
const postgres = dialects.find((dialect) => dialect.name === "postgres");

describe.runIf(postgres)("live updates across two app servers on PostgreSQL", () => {
  const servers: AppServer[] = [];
  let remove: (() => Promise<void>) | null = null;
  let dataDir = "";

  beforeAll(async () => {
    const created = await postgres!.create();
    remove = created.remove;
    dataDir = mkdtempSync(path.join(tmpdir(), "basil-live-"));
    for (const name of ["first", "second"]) {
      servers.push(await startAppServer({ databaseUrl: created.url, dataDir: path.join(dataDir, name) }));
    }
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
    const stream = await fetch(`${second.origin}/events?topics=shopping`, { headers: { Cookie: cookie } });
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
    await new Promise((resolve) => setTimeout(resolve, 200));

    const startedAt = Date.now();
    const added = await fetch(`${first.origin}/api/v1/shopping-list/households/${householdId}/items`, {
      method: "POST",
      headers: { Origin: first.origin, Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "saffron", quantity: 1, unit: "g" }),
    });
    expect(added.status).toBe(201);
    const text = await Promise.race([heard, new Promise<string>((resolve) => setTimeout(() => resolve("(nothing within 1 s)"), 1000))]);
    expect(text).toContain("event: change");
    expect(text).toContain('"topic":"shopping"');
    expect(Date.now() - startedAt).toBeLessThan(1000);
    await reader.cancel();
  });
});
