/**
 * Basil's production server for the scripts under bench/: started from the build on a free
 * port with a new SQLite file, nothing from the developer's shell changing how it starts, and
 * a realistic household seeded through its own pages and JSON API (an account, a household,
 * 18 shopping-list items, 20 pantry items and a 30-message conversation with the embedded
 * assistant). Every process started here is stopped, and every folder removed, when the
 * script ends, however it ends.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || "build");

export const PASSWORD = "Tomato42soup";
export const HOUSEHOLD_PASSWORD = "Kitchen2024";
export const SHOPPING: { name: string; quantity?: number; unit?: string }[] = [
  { name: "milk", quantity: 2, unit: "l" },
  { name: "eggs", quantity: 12 },
  { name: "sourdough bread", quantity: 1 },
  { name: "butter", quantity: 250, unit: "g" },
  { name: "cheddar", quantity: 200, unit: "g" },
  { name: "chicken thighs", quantity: 1, unit: "kg" },
  { name: "salmon fillets", quantity: 2 },
  { name: "tomatoes", quantity: 6 },
  { name: "red onions", quantity: 3 },
  { name: "garlic", quantity: 1 },
  { name: "baby spinach", quantity: 1, unit: "bag" },
  { name: "lemons", quantity: 4 },
  { name: "basmati rice", quantity: 1, unit: "kg" },
  { name: "spaghetti", quantity: 500, unit: "g" },
  { name: "chickpeas", quantity: 2, unit: "cans" },
  { name: "greek yogurt", quantity: 500, unit: "g" },
  { name: "olive oil" },
  { name: "dish soap" },
];
export const PANTRY: { name: string; quantity: number; unit?: string; location: string; days?: number }[] = [
  { name: "flour", quantity: 1.5, unit: "kg", location: "pantry" },
  { name: "sugar", quantity: 1, unit: "kg", location: "pantry" },
  { name: "rice", quantity: 2, unit: "kg", location: "pantry", days: 300 },
  { name: "lentils", quantity: 500, unit: "g", location: "pantry", days: 200 },
  { name: "pasta", quantity: 1, unit: "kg", location: "pantry", days: 400 },
  { name: "canned tomatoes", quantity: 4, unit: "cans", location: "pantry", days: 500 },
  { name: "olive oil", quantity: 750, unit: "ml", location: "pantry" },
  { name: "salt", quantity: 1, unit: "kg", location: "pantry" },
  { name: "black pepper", quantity: 50, unit: "g", location: "pantry" },
  { name: "cumin", quantity: 40, unit: "g", location: "pantry" },
  { name: "milk", quantity: 1, unit: "l", location: "fridge", days: 3 },
  { name: "eggs", quantity: 6, location: "fridge", days: 12 },
  { name: "butter", quantity: 200, unit: "g", location: "fridge", days: 30 },
  { name: "cheddar", quantity: 300, unit: "g", location: "fridge", days: 20 },
  { name: "carrots", quantity: 6, location: "fridge", days: 10 },
  { name: "spinach", quantity: 200, unit: "g", location: "fridge", days: 1 },
  { name: "yogurt", quantity: 500, unit: "g", location: "fridge", days: -1 },
  { name: "chicken breast", quantity: 600, unit: "g", location: "freezer", days: 90 },
  { name: "frozen peas", quantity: 1, unit: "kg", location: "freezer", days: 180 },
  { name: "vanilla ice cream", quantity: 1, unit: "l", location: "freezer", days: 120 },
];
/** Questions that read the kitchen and suggest, but change neither list (15 turns: 30 messages). */
export const CHAT = [
  "What can I cook in under 30 minutes?",
  "Suggest a recipe with chicken and vegetables",
  "What's in my pantry?",
  "What's expiring soon?",
  "Show my shopping list",
  "How do I season a cast iron pan?",
  "Give me some healthy dinner ideas",
  "Show this week's meal plan",
  "What's for dinner?",
  "Something vegetarian with lentils?",
  "How long should I boil an egg?",
  "What can I make with spinach and eggs?",
  "Any ideas for a quick lunch?",
  "How do I cook basmati rice?",
  "What goes well with salmon?",
];

/* ---------- Processes and their clean-up ---------- */

export const children = new Set<ChildProcess>();
export const folders = new Set<string>();

/** Kills what is left at once (for exits that cannot wait) and removes the temporary folders. */
export function cleanUpNow() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  children.clear();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
}

process.on("exit", cleanUpNow);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    cleanUpNow();
    process.exit(130);
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
    await exited;
    clearTimeout(timer);
  }
  children.delete(child);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Server = {
  name: string;
  child: ChildProcess;
  pid: number;
  port: number;
  origin: string;
  coldStartMs: number;
  log: () => string;
};

/** Spawns a server and times it to its first 200 on probePath. */
export async function startServer(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  probePath: string,
): Promise<Server> {
  let log = "";
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const origin = `http://127.0.0.1:${port}`;
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited before it answered (${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    const status = await probe(`${origin}${probePath}`);
    if (status === 200) break;
    if (performance.now() - started > 60_000)
      throw new Error(`${name} did not answer 200 on ${probePath} within 60 s:\n${log}`);
    await sleep(status === null ? 10 : 50);
  }
  const coldStartMs = performance.now() - started;
  return { name, child, pid: child.pid as number, port, origin, coldStartMs, log: () => log };
}

/** One GET on a new connection: its status, or null while nothing listens. */
function probe(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? null));
    });
    request.on("error", () => resolve(null));
    // A server that takes the connection but never answers is not up yet.
    request.setTimeout(5000, () => request.destroy());
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const alive = (server: Server) => server.child.exitCode === null && server.child.signalCode === null;

/* ---------- Starting Basil ---------- */

export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // Blank values count as unset: nothing from the developer's shell changes how the app starts.
  const blank = [
    "SESSION_SECRET",
    "ASSISTANT_NAME",
    "LOCAL_ACCOUNTS",
    "DATABASE_URL",
    "APP_URL",
    "OIDC_ISSUER",
    "OIDC_CLIENT_ID",
    "OIDC_CLIENT_SECRET",
    "OIDC_PROVIDER_NAME",
    "TRUST_PROXY",
  ];
  return {
    ...process.env,
    ...Object.fromEntries(blank.map((name) => [name, ""])),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    ...extra,
  };
}

/**
 * Basil from the build on a free port, its data (a new SQLite file, or the one a previous
 * start left) in `dataDir`; timed to its first 200 on /login.
 */
export async function startBasil(
  dataDir: string,
  sessionSecret = randomBytes(32).toString("base64url"),
  settings: Record<string, string> = {},
) {
  const port = await freePort();
  const env = cleanEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "basil.sqlite")}`,
    SESSION_SECRET: sessionSecret,
    BUILD_DIR,
    // Signing up is not what is measured; the app's cheaper test hashes keep seeding quick.
    PASSWORD_HASHING: "fast",
    ...settings,
  });
  return startServer("Basil", ["server.js"], env, port, "/login");
}

/* ---------- A member and their household ---------- */

export class Visitor {
  private cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The member's cookies, to give a browser. */
  cookieList() {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Posts a form as a same-origin browser without JavaScript would; answers where it was sent. */
  async postForm(pathname: string, form: Record<string, string>) {
    const response = await fetch(`${this.origin}${pathname}`, {
      method: "POST",
      headers: {
        Origin: this.origin,
        Cookie: this.cookieHeader(),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(form),
      redirect: "manual",
    });
    this.keep(response);
    await response.arrayBuffer();
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`POST ${pathname} answered ${response.status}, not a redirect`);
    }
    return new URL(location, this.origin).pathname;
  }

  /** Calls /api/v1 with the session cookie and answers the envelope's data. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each scenario reads the fields it needs
  async api(method: string, pathname: string, body?: unknown): Promise<any> {
    const headers: Record<string, string> = { Accept: "application/json", Cookie: this.cookieHeader() };
    if (method !== "GET") headers.Origin = this.origin;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${this.origin}/api/v1${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(response);
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
    let envelope: any;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = null;
    }
    if (!response.ok || envelope?.status !== "success") {
      throw new Error(`${method} /api/v1${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return envelope.data;
  }
}

/** A new account with a new household, signed in. */
export async function newMember(origin: string, label: string) {
  const visitor = new Visitor(origin);
  const unique = randomBytes(4).toString("hex");
  const landed = await visitor.postForm("/signup", {
    displayName: `${label} Cook`,
    email: `${label.toLowerCase()}-${unique}@example.test`,
    password: PASSWORD,
  });
  // Sign-up answers with "/", which sends a member without a household on to /onboarding.
  if (landed !== "/" && landed !== "/onboarding") throw new Error(`Sign-up went to ${landed}`);
  const home = await visitor.postForm("/onboarding?view=create", {
    intent: "create",
    name: `${label} ${unique}`,
    password: HOUSEHOLD_PASSWORD,
    confirmPassword: HOUSEHOLD_PASSWORD,
  });
  if (home !== "/") throw new Error(`Creating the household went to ${home}, not /`);
  const profile = await visitor.api("GET", "/users/profile");
  return { visitor, householdId: profile.householdId as string };
}

/** The household the measured pages show: its lists and a 30-message conversation. */
export async function seedHousehold(origin: string) {
  const { visitor, householdId } = await newMember(origin, "Bench");
  for (const item of SHOPPING) await visitor.api("POST", `/shopping-list/households/${householdId}/items`, item);
  const today = Date.now();
  for (const item of PANTRY) {
    const expiresAt =
      item.days === undefined ? null : new Date(today + item.days * 86_400_000).toISOString().slice(0, 10);
    await visitor.api("POST", `/inventory/households/${householdId}/items`, {
      name: item.name,
      quantity: item.quantity,
      unit: item.unit ?? null,
      location: item.location,
      expiresAt,
    });
  }
  let conversationId: string | null = null;
  for (const content of CHAT) {
    const data = await visitor.api("POST", "/chat/messages", {
      content,
      message_type: "user-text",
      conversation_id: conversationId,
    });
    conversationId = data.conversationId as string;
  }
  if (!conversationId) throw new Error("The chat made no conversation");
  const { messages } = await visitor.api("GET", `/chat/conversations/${conversationId}/messages`);
  const { items } = await visitor.api("GET", `/shopping-list/households/${householdId}/items`);
  return {
    visitor,
    conversationId,
    messageCount: (messages as unknown[]).length,
    listItems: (items as unknown[]).length,
  };
}

/* ---------- /proc ---------- */

export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time the process (all its threads) has used, in ms. */
export function cpuMs(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of proc(5), counted from the state (field 3) at index 0.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** A process and the processes it started (a BASIL_PROCESSES cluster's workers). */
export function processTree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/**
 * Waits until a server and its workers have finished starting up (they build the voice
 * model in the background): until they use under a tenth of a core over half a second.
 */
export async function untilQuiet(pid: number) {
  const used = () => processTree(pid).reduce((sum, each) => sum + cpuMs(each), 0);
  for (let before = used(); ;) {
    await sleep(500);
    const now = used();
    if (now - before < 50) return;
    before = now;
  }
}
