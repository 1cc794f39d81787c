import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { TestDialect } from "../integration/databases";

/**
 * A production app server (`node server.js` on the built app) for tests that talk HTTP to
 * it, as a browser or an attacker would. The build comes first: scripts/test.sh runs it
 * before Vitest.
 */
export type AppServer = {
  child: ChildProcess;
  origin: string;
  /** Everything the process printed, for failure messages and log checks. */
  output(): string;
  stop(): Promise<void>;
};

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function startAppServer(options: {
  databaseUrl?: string;
  dataDir: string;
  env?: Record<string, string>;
  /** The process's limit on open files (soft and hard, so Node cannot raise it), as a small host's `ulimit -n`. */
  openFiles?: number;
}): Promise<AppServer> {
  const port = await freePort();
  // prlimit runs the server in its own place (same process id) with the limit set.
  const [command, args] =
    options.openFiles === undefined
      ? [process.execPath, ["server.js"]]
      : ["prlimit", [`--nofile=${options.openFiles}:${options.openFiles}`, process.execPath, "server.js"]];
  const child = spawn(command, args, {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: options.databaseUrl ?? "",
      DATA_DIR: options.dataDir,
      SESSION_SECRET: "a-shared-secret-for-the-test-servers-0123456789",
      APP_URL: "",
      TRUST_PROXY: "",
      OIDC_ISSUER: "",
      OIDC_CLIENT_ID: "",
      OIDC_CLIENT_SECRET: "",
      OIDC_PROVIDER_NAME: "",
      LOCAL_ACCOUNTS: "",
      ASSISTANT_ENGINE: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is ready on")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server on ${port} exited with ${code}: ${output}`)));
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** How many files (sockets included) the process has open (Linux /proc). */
export function openFilesOf(child: ChildProcess) {
  return readdirSync(`/proc/${child.pid}/fd`).length;
}

/** The process's resident memory now and at its peak, in MB (Linux /proc). */
export function memoryOf(child: ChildProcess) {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/**
 * A production server for the tests of one describe block, over a database of its own of
 * `dialect` and a data folder of its own. Call it before the block's own hooks: the server
 * starts before them, and is stopped, with its database and folder removed, after them.
 */
export function useAppServer(dialect: TestDialect, name: string) {
  const folder = mkdtempSync(path.join(tmpdir(), `basil-${name}-`));
  let started: AppServer | null = null;
  let removeDatabase: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const database = dialect.name === "postgres" ? await dialect.create() : null;
    removeDatabase = database?.remove ?? null;
    started = await startAppServer({
      databaseUrl: database?.url ?? `file:${path.join(folder, "basil.sqlite")}`,
      dataDir: folder,
      env: { PASSWORD_HASHING: "fast" },
    });
  }, 60_000);
  afterAll(async () => {
    await started?.stop();
    await removeDatabase?.();
    rmSync(folder, { recursive: true, force: true });
  });
  return {
    get server(): AppServer {
      if (!started) throw new Error(`the ${name} server has not started`);
      return started;
    },
  };
}

/** The name=value pairs a response sets, as a Cookie header (deleted cookies left out). */
export function cookiesOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((cookie) => !cookie.endsWith("="))
    .join("; ");
}

/** Posts an HTML form the way a browser with JavaScript off does. */
export function postForm(server: AppServer, path: string, form: Record<string, string>, cookie = "") {
  return fetch(`${server.origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
}

/** Signs up through the form and creates a household; answers the session cookie and the household id. */
export async function memberWithHousehold(server: AppServer, id: string) {
  const password = "Kitchen123";
  const signup = await postForm(server, "/signup", {
    displayName: "Tester",
    email: `${id}@example.com`,
    password,
    redirectTo: "/",
  });
  if (signup.status !== 302) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const cookie = cookiesOf(signup);
  const created = await postForm(
    server,
    "/onboarding?view=create",
    { intent: "create", name: `Home ${id}`, password, confirmPassword: password },
    cookie,
  );
  if (created.headers.get("location") !== "/") throw new Error(`creating a household answered ${created.status}`);
  const profile = (await (
    await fetch(`${server.origin}/api/v1/users/profile`, { headers: { Cookie: cookie } })
  ).json()) as {
    data: { householdId: string };
  };
  return {
    cookie,
    email: `${id}@example.com`,
    password,
    householdId: profile.data.householdId,
    householdName: `Home ${id}`,
  };
}
