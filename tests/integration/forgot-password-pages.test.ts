import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startAppServer, type AppServer } from "../support/app-server";
import { unique } from "./databases";

/**
 * "Forgot password?" on installations the browser suite does not run: one without e-mail,
 * where a reset link comes from another member; one whose SMTP server cannot be reached,
 * where the answer is still the same for every address; one without local accounts.
 */
const servers: AppServer[] = [];
const folders: string[] = [];

async function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "basil-forgot-"));
  folders.push(dataDir);
  const server = await startAppServer({ dataDir, env: { PASSWORD_HASHING: "fast", ...env } });
  servers.push(server);
  return server;
}

let withoutMail: AppServer;
let unreachableMail: AppServer;
let noLocalAccounts: AppServer;

beforeAll(async () => {
  // E-mail needs APP_URL: the server's own address, so its port is chosen here.
  const port = await freePort();
  [withoutMail, unreachableMail, noLocalAccounts] = await Promise.all([
    start({}),
    start({
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: "smtp://127.0.0.1:1",
      SMTP_FROM: "basil@example.test",
    }).then((server) => ({ ...server, origin: `http://127.0.0.1:${port}` })),
    start({ LOCAL_ACCOUNTS: "false" }),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Posts a form as a browser with JavaScript off does, from the page's own origin. */
function post(server: AppServer, page: string, form: Record<string, string>) {
  return fetch(`${server.origin}${page}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
  });
}

async function signUp(server: AppServer) {
  const email = `${unique("cook")}@example.com`;
  const response = await post(server, "/signup", { displayName: "Cook", email, password: "Tomato42soup" });
  expect(response.status).toBe(302);
  return email;
}

describe("without e-mail", () => {
  it("says to ask another member of the household for a reset link, and offers no email form", async () => {
    const response = await fetch(`${withoutMail.origin}/forgot-password`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Another member of your household can make you a reset link.");
    expect(html).toContain("Create reset link");
    expect(html).not.toContain('name="email"');
  });

  it("refuses a posted request with the reason, and makes no link", async () => {
    const email = await signUp(withoutMail);
    const response = await post(withoutMail, "/forgot-password", { email });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(
      "E-mail is not set up here. Ask another member of your household for a reset link.",
    );
  });
});

describe("with an SMTP server that cannot be reached", () => {
  it("answers a known and an unknown address alike, and logs the failed e-mail", async () => {
    const known = await post(unreachableMail, "/forgot-password", { email: await signUp(unreachableMail) });
    const unknown = await post(unreachableMail, "/forgot-password", { email: `${unique("nobody")}@example.com` });
    for (const response of [known, unknown]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/forgot-password?sent=1");
    }
    await expect
      .poll(() => unreachableMail.output(), { timeout: 20_000 })
      .toContain("A password reset e-mail could not be sent");
  });
});

describe("without local accounts", () => {
  it("has no password to reset: both pages lead to the login screen", async () => {
    for (const page of ["/forgot-password", `/reset-password/${"a".repeat(43)}`]) {
      const response = await fetch(`${noLocalAccounts.origin}${page}`, { redirect: "manual" });
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location"), page).toBe("/login");
    }
  });
});
