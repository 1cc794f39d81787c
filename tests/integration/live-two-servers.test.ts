import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, unique } from "./databases";

/**
 * Two app processes on different ports sharing one PostgreSQL database: a change made
 * through one reaches a page listening on the other (LISTEN/NOTIFY), within a second.
 * Runs the production build, so `npm run build` comes first (scripts/test.sh does that).
 */
const postgres = dialects.find((dialect) => dialect.name === "postgres");

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function startServer(port: number, databaseUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: "a-shared-secret-for-the-two-test-servers-0123456789",
      APP_URL: "",
      OIDC_ISSUER: "",
      OIDC_CLIENT_ID: "",
      OIDC_CLIENT_SECRET: "",
      OIDC_PROVIDER_NAME: "",
      ASSISTANT_ENGINE: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is ready on")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server on ${port} exited with ${code}: ${output}`)));
  });
  return { child, ready, origin: `http://127.0.0.1:${port}` };
}

function cookiesOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((cookie) => !cookie.endsWith("="))
    .join("; ");
}

describe.runIf(postgres)("live updates across two app servers on PostgreSQL", () => {
  const servers: Array<{ child: ChildProcess; origin: string }> = [];
  let remove: (() => Promise<void>) | null = null;
  let dataDir = "";

  beforeAll(async () => {
    const created = await postgres!.create();
    remove = created.remove;
    dataDir = mkdtempSync(path.join(tmpdir(), "basil-live-"));
    for (const port of [await freePort(), await freePort()]) {
      const server = startServer(port, created.url, path.join(dataDir, String(port)));
      servers.push(server);
      await server.ready;
    }
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await remove?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a shopping-list change on one server reaches a page on the other within a second", async () => {
    const [first, second] = servers;
    const email = `${unique("live")}@example.com`;
    const signup = await fetch(`${first.origin}/signup`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: first.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ displayName: "Live", email, password: "Kitchen123", redirectTo: "/" }),
    });
    expect(signup.status).toBe(302);
    const cookie = cookiesOf(signup);
    const created = await fetch(`${first.origin}/onboarding?view=create`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: first.origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "create", name: unique("Live home"), password: "Kitchen123", confirmPassword: "Kitchen123" }),
    });
    expect(created.headers.get("location")).toBe("/");
    const profile = (await (await fetch(`${first.origin}/api/v1/users/profile`, { headers: { Cookie: cookie } })).json()) as {
      data: { householdId: string };
    };

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
    const added = await fetch(`${first.origin}/api/v1/shopping-list/households/${profile.data.householdId}/items`, {
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
