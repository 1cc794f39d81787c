/**
 * The web app's performance budget (docs/benchmarks.md), measured on the production build beside
 * baselines taken in the same run, and printed as one table with ratios. The machine may be
 * shared and busy, so absolute times drift from run to run; the ratio to the baseline beside
 * it is the figure to compare.
 *
 * It builds nothing: it starts `node server.js` from build/ (NODE_ENV=production, a free
 * port, a new SQLite file in a temporary folder), seeds a household through the app's own
 * pages and JSON API (an account, a household, 18 shopping-list items, 20 pantry items and a
 * 30-message conversation with the embedded assistant), then measures:
 *
 *   JS per route       first-visit JavaScript, gzip level 9, from the build's manifest
 *                      (bench/js-size.ts)          baseline: React + ReactDOM + Remix alone
 *   server CPU         the server's utime+stime (/proc/<pid>/stat) over N sequential GETs ÷ N
 *                                                  baseline: a static file of the same build
 *   req/s and p95      C keep-alive connections for S seconds per route, Accept-Encoding gzip
 *                                                  baseline: a Node hello-world http server
 *   memory (VmRSS)     idle after seeding, and again once start-up's voice-model thread has
 *                      ended (BUILDER_IDLE_MS after its build); peak during the load (every
 *                      100 ms), idle again 5 s after      baseline: the hello-world server
 *   cold start         spawn to the first 200 on /login, with a new and with an existing database
 *                                                  baseline: the hello-world server
 *   HTML per item      /shopping-list with 18 items minus a second household's with none, ÷ 18
 *
 *   npm run build && npm run bench:web
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench:web
 *   BENCH_CPU_REQUESTS=500 npm run bench:web          # more sequential requests per CPU figure
 *   BENCH_JSON=1 npm run bench:web                    # also writes bench/results/web.json
 *
 * BUILD_DIR picks another production build (default build/), as it does for server.js.
 * Starting Basil and seeding its household: bench/basil-server.ts.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import {
  alive,
  BUILD_DIR,
  children,
  cleanUpNow,
  CLOCK_TICKS,
  cpuMs,
  folders,
  freePort,
  newMember,
  PANTRY,
  ROOT,
  seedHousehold,
  type Server,
  sleep,
  startBasil,
  startServer,
  stop,
  untilQuiet,
} from "./basil-server";
import { jsSizes, type JsSize } from "./js-size";
import { BUILDER_IDLE_MS } from "../app/services/voice/embedded/worker-builder.server";
import { percentile } from "./stats";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CPU_REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 300);
const shownBuildDir = () => (BUILD_DIR.startsWith(ROOT + path.sep) ? path.relative(ROOT, BUILD_DIR) : BUILD_DIR);
const JS_ROUTES = ["/login", "/signup", "/onboarding", "/chat", "/shopping-list"];
const JS_GOALS_KB: Record<string, number> = {
  "/login": 95,
  "/signup": 95,
  "/onboarding": 95,
  "/chat": 105,
  "/shopping-list": 105,
};

/* ---------- /proc ---------- */

/** Resident memory in bytes (0 once the process has exited, even before it is reaped). */
function rss(pid: number) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/* ---------- HTTP ---------- */

const BROWSER_HEADERS = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "gzip",
};

type Got = { status: number; bytes: number };

function get(agent: http.Agent, origin: string, pathname: string, headers: Record<string, string>): Promise<Got> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${pathname}`, { agent, headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** A signed-in browser: its cookies, kept across calls. */

/* ---------- Measurements ---------- */

/** Server CPU per request over `count` sequential GETs on one keep-alive connection, in ms. */
async function cpuPerRequest(server: Server, pathname: string, headers: Record<string, string>, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < 20; i += 1) await get(agent, server.origin, pathname, headers); // warm-up
    const before = cpuMs(server.pid);
    for (let i = 0; i < count; i += 1) {
      const { status } = await get(agent, server.origin, pathname, headers);
      if (status !== 200) throw new Error(`GET ${pathname} answered ${status}`);
    }
    return (cpuMs(server.pid) - before) / count;
  } finally {
    agent.destroy();
  }
}

type Load = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  failures: number;
  statuses: Record<string, number>;
  peakRss: number;
};

/** CONNECTIONS clients, each sending its next GET as soon as the last is answered, for SECONDS. */
async function load(server: Server, pathname: string, headers: Record<string, string>): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let failures = 0;
  let peakRss = rss(server.pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rss(server.pid));
  }, 100);
  const started = performance.now();
  const end = started + SECONDS * 1000;
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const sent = performance.now();
          try {
            const { status } = await get(agent, server.origin, pathname, headers);
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status !== 200) failures += 1;
            latencies.push(performance.now() - sent);
          } catch {
            failures += 1;
          }
        }
      }),
    );
  } finally {
    clearInterval(sampler);
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  if (!alive(server)) {
    throw new Error(
      `${server.name} exited during the load on ${pathname} (${server.child.exitCode ?? server.child.signalCode}):\n${server.log()}`,
    );
  }
  peakRss = Math.max(peakRss, rss(server.pid));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures,
    statuses,
    peakRss,
  };
}

/** Uncompressed HTML of a page for a signed-in visitor. */
async function htmlBytes(origin: string, pathname: string, cookie: string) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const { status, bytes } = await get(agent, origin, pathname, { Accept: BROWSER_HEADERS.Accept, Cookie: cookie });
    if (status !== 200) throw new Error(`GET ${pathname} answered ${status}`);
    return bytes;
  } finally {
    agent.destroy();
  }
}

/* ---------- The table ---------- */

type Row = { what: string; basil: string; baseline: string; ratio: string; goal: string };

const KB = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const perSecond = (value: number) => `${Math.round(value).toLocaleString("en")} req/s`;

function ratio(value: number, baseline: number) {
  const r = value / baseline;
  if (!Number.isFinite(r)) return "—";
  if (r >= 10) return `×${r.toFixed(0)}`;
  if (r >= 1) return `×${r.toFixed(2)}`;
  return `×${r.toPrecision(2)}`;
}

function printTable(rows: Row[]) {
  const header: Row = { what: "what", basil: "Basil", baseline: "baseline", ratio: "ratio", goal: "goal" };
  const keys = Object.keys(header) as (keyof Row)[];
  const widths = keys.map((key) => Math.max(...[header, ...rows].map((row) => row[key].length)));
  const line = (row: Row) =>
    `| ${keys.map((key, i) => (i === 0 ? row[key].padEnd(widths[i]) : row[key].padStart(widths[i]))).join(" | ")} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((width, i) => (i === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`,
  );
  for (const row of rows) console.log(line(row));
}

/* ---------- The run ---------- */

async function main() {
  if (!existsSync(path.join(BUILD_DIR, "server", "index.js"))) {
    console.error(`No production build in ${shownBuildDir()}/: run \`npm run build\` first.`);
    process.exitCode = 1;
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), "basil-bench-web-"));
  folders.add(folder);
  const dataDir = path.join(folder, "data");
  const sessionSecret = randomBytes(32).toString("base64url");
  const startHello = async () => {
    const port = await freePort();
    const source = `require("node:http").createServer((q, s) => { s.writeHead(200, { "Content-Type": "text/plain" }); s.end("Hello, world\\n"); }).listen(${port}, "127.0.0.1");`;
    return startServer("hello-world", ["-e", source], { ...process.env, NODE_ENV: "production" }, port, "/");
  };

  console.log(
    `bench:web: ${SECONDS} s per route at ${CONNECTIONS} connections; ${CPU_REQUESTS} sequential requests per CPU figure (${CLOCK_TICKS} ticks/s)`,
  );

  // JavaScript per route, from the build's files alone.
  const sizes = jsSizes(BUILD_DIR);
  const framework = sizes.framework();
  const js: JsSize[] = JS_ROUTES.map((route) => sizes.firstVisit(route));

  // Cold starts: the hello-world server, then Basil on a new database.
  const hello = await startHello();
  let basil = await startBasil(dataDir, sessionSecret);
  const firstStart = basil.coldStartMs;
  console.log(
    `  started: hello-world ${seconds(hello.coldStartMs)}, Basil ${seconds(basil.coldStartMs)} (new database)`,
  );

  // The household, and a second one with an empty list.
  const seedStarted = performance.now();
  const seeded = await seedHousehold(basil.origin);
  const empty = await newMember(basil.origin, "Empty");
  const cookie = seeded.visitor.cookieHeader();
  console.log(
    `  seeded in ${seconds(performance.now() - seedStarted)}: ${seeded.listItems} list items, ${PANTRY.length} pantry items, a conversation of ${seeded.messageCount} messages`,
  );
  await sleep(1000);
  const idle = { basil: rss(basil.pid), hello: rss(hello.pid) };
  // The voice engine builds its shared language model at start-up in a thread that ends once idle.
  await untilQuiet(basil.pid);
  await sleep(BUILDER_IDLE_MS + 3000);
  const settled = { basil: rss(basil.pid), hello: rss(hello.pid) };

  const fullList = await htmlBytes(basil.origin, "/shopping-list", cookie);
  const emptyList = await htmlBytes(basil.origin, "/shopping-list", empty.visitor.cookieHeader());
  const perItem = (fullList - emptyList) / seeded.listItems;

  const pages = [
    { label: "/chat", path: "/chat", headers: { ...BROWSER_HEADERS, Cookie: cookie } },
    {
      label: `/chat?c= (${seeded.messageCount} messages)`,
      path: `/chat?c=${encodeURIComponent(seeded.conversationId)}`,
      headers: { ...BROWSER_HEADERS, Cookie: cookie },
    },
    {
      label: `/shopping-list (${seeded.listItems} items)`,
      path: "/shopping-list",
      headers: { ...BROWSER_HEADERS, Cookie: cookie },
    },
    { label: "/login (signed out)", path: "/login", headers: BROWSER_HEADERS as Record<string, string> },
  ];

  // Server CPU per request: sequential, so nothing else runs in the server meanwhile.
  const staticFile = framework.files[0].file;
  const cpu: Record<string, number> = {};
  for (const page of pages) cpu[page.label] = await cpuPerRequest(basil, page.path, page.headers, CPU_REQUESTS);
  const staticCpu = await cpuPerRequest(basil, staticFile, { "Accept-Encoding": "gzip" }, CPU_REQUESTS);
  console.log(`  CPU per request measured`);

  // Throughput, latency and peak memory under load: the baseline first, then each page.
  const helloLoad = await load(hello, "/", { "Accept-Encoding": "gzip" });
  const loads: Record<string, Load> = {};
  for (const page of pages) {
    loads[page.label] = await load(basil, page.path, page.headers);
    const { rps, failures, statuses } = loads[page.label];
    console.log(
      `  ${page.label}: ${perSecond(rps)}${failures ? ` — ${failures} failed (statuses ${JSON.stringify(statuses)})` : ""}`,
    );
  }
  const peak = Math.max(...Object.values(loads).map((result) => result.peakRss));
  await sleep(5000);
  const after = { basil: rss(basil.pid), hello: rss(hello.pid) };

  // A restart on the database that now exists.
  await stop(basil.child);
  basil = await startBasil(dataDir, sessionSecret);
  const hello2 = await startHello();
  const restart = { basil: basil.coldStartMs, hello: hello2.coldStartMs };
  await stop(basil.child);

  // Both cores: the same server as two processes sharing the port and the SQLite file.
  basil = await startBasil(dataDir, sessionSecret, { BASIL_PROCESSES: "2" });
  for (const until = performance.now() + 60_000; !basil.log().includes("Serving with 2 processes"); await sleep(50)) {
    if (performance.now() > until || !alive(basil))
      throw new Error(`The second process did not start:\n${basil.log()}`);
  }
  await untilQuiet(basil.pid);
  const twoProcesses = await load(basil, pages[0].path, pages[0].headers);
  console.log(
    `  ${pages[0].label}, 2 processes: ${perSecond(twoProcesses.rps)}${twoProcesses.failures ? ` — ${twoProcesses.failures} failed` : ""}`,
  );
  await stop(basil.child);
  await stop(hello2.child);
  await stop(hello.child);

  const goalKB = (route: string) => `≤ ${JS_GOALS_KB[route]} KB`;
  const rows: Row[] = [
    ...js.map((size) => ({
      what: `JS, first visit to ${size.target} (gzip)`,
      basil: KB(size.gzip),
      baseline: KB(framework.gzip),
      ratio: ratio(size.gzip, framework.gzip),
      goal: goalKB(size.target),
    })),
    ...pages.map((page) => ({
      what: `server CPU per GET ${page.label}`,
      basil: ms(cpu[page.label]),
      baseline: ms(staticCpu),
      ratio: ratio(cpu[page.label], staticCpu),
      goal: "≤ 2.5 ms",
    })),
    ...pages.map((page) => ({
      what: `throughput ${page.label}`,
      basil: perSecond(loads[page.label].rps),
      baseline: perSecond(helloLoad.rps),
      ratio: ratio(loads[page.label].rps, helloLoad.rps),
      goal: "≥ 800 req/s",
    })),
    {
      what: `throughput ${pages[0].label}, 2 processes`,
      basil: perSecond(twoProcesses.rps),
      baseline: perSecond(helloLoad.rps),
      ratio: ratio(twoProcesses.rps, helloLoad.rps),
      goal: "≥ 800 req/s",
    },
    {
      what: `p95 latency ${pages[0].label}, 2 processes`,
      basil: ms(twoProcesses.p95),
      baseline: ms(helloLoad.p95),
      ratio: ratio(twoProcesses.p95, helloLoad.p95),
      goal: "≤ 50 ms",
    },
    ...pages.map((page) => ({
      what: `p95 latency ${page.label}`,
      basil: ms(loads[page.label].p95),
      baseline: ms(helloLoad.p95),
      ratio: ratio(loads[page.label].p95, helloLoad.p95),
      goal: "≤ 50 ms",
    })),
    {
      what: "memory, idle after seeding",
      basil: MB(idle.basil),
      baseline: MB(idle.hello),
      ratio: ratio(idle.basil, idle.hello),
      goal: "≤ 100 MB",
    },
    {
      what: "memory, idle once the voice-model thread ended",
      basil: MB(settled.basil),
      baseline: MB(settled.hello),
      ratio: ratio(settled.basil, settled.hello),
      goal: "≤ 100 MB",
    },
    {
      what: `memory, peak under ${CONNECTIONS} connections`,
      basil: MB(peak),
      baseline: MB(helloLoad.peakRss),
      ratio: ratio(peak, helloLoad.peakRss),
      goal: "≤ 200 MB",
    },
    {
      what: "memory, idle 5 s after the load",
      basil: MB(after.basil),
      baseline: MB(after.hello),
      ratio: ratio(after.basil, after.hello),
      goal: "back to idle",
    },
    {
      what: "cold start to first 200 (new database)",
      basil: seconds(firstStart),
      baseline: seconds(hello.coldStartMs),
      ratio: ratio(firstStart, hello.coldStartMs),
      goal: "≤ 1.0 s",
    },
    {
      what: "cold start to first 200 (existing database)",
      basil: seconds(restart.basil),
      baseline: seconds(restart.hello),
      ratio: ratio(restart.basil, restart.hello),
      goal: "≤ 1.0 s",
    },
    {
      what: `/shopping-list HTML per item (${seeded.listItems} vs 0 items)`,
      basil: `${Math.round(perItem)} B`,
      baseline: "—",
      ratio: "—",
      goal: "≤ 1 KB (1,000 B)",
    },
  ];
  console.log("");
  printTable(rows);
  console.log(
    [
      "",
      `Baselines: JS — React + ReactDOM + Remix alone (the entry client and its imports); CPU — the static file ${staticFile} from the same server;`,
      "throughput, latency, memory and cold start — a Node hello-world http server started by this run, loaded the same way.",
      `JS is gzip level 9 of each file once (the manifest comes inline in the HTML); KB = 1,000 bytes, MB = 10^6 bytes (VmRSS). Pages are asked for with Accept-Encoding: gzip;`,
      "the HTML per item is uncompressed. Compare ratios: absolute times depend on how busy the machine is.",
    ].join("\n"),
  );

  if (process.env.BENCH_JSON === "1") {
    const results = path.join(ROOT, "bench", "results");
    mkdirSync(results, { recursive: true });
    const file = path.join(results, "web.json");
    const figures = {
      measuredAt: new Date().toISOString(),
      settings: { seconds: SECONDS, connections: CONNECTIONS, cpuRequests: CPU_REQUESTS, gzipLevel: 9 },
      seeded: { listItems: seeded.listItems, pantryItems: PANTRY.length, conversationMessages: seeded.messageCount },
      js: {
        framework: { gzip: framework.gzip, files: framework.files },
        routes: js.map(({ target, routes, gzip, bytes, files }) => ({ target, routes, gzip, bytes, files })),
      },
      cpuMsPerRequest: { ...cpu, baselineStaticFile: staticCpu },
      load: { ...loads, [`${pages[0].label}, 2 processes`]: twoProcesses, baselineHelloWorld: helloLoad },
      memoryBytes: { idle, settled, peak: { basil: peak, hello: helloLoad.peakRss }, after },
      coldStartMs: { newDatabase: { basil: firstStart, hello: hello.coldStartMs }, existingDatabase: restart },
      shoppingListHtml: { withItems: fullList, empty: emptyList, items: seeded.listItems, perItem },
      rows,
    };
    writeFileSync(file, JSON.stringify(figures, null, 2) + "\n");
    console.log(`\nWrote ${path.relative(ROOT, file)}`);
  }
}

try {
  await main();
} finally {
  await Promise.all([...children].map((child) => stop(child)));
  cleanUpNow();
}
