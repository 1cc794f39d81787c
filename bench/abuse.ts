/**
 * Whether one member can stall the house: a normal member's ordinary requests timed alone
 * (the baseline), then again beside one abusive member, in the same run on the same server.
 *
 * It builds nothing: it starts `node server.js` from build/ as `npm start` does (production,
 * MALLOC_ARENA_MAX=2, a free port, a new SQLite file in a temporary folder) and seeds two
 * households through the app's own pages and API. The normal member, one request after
 * another, opens the shopping list and the pantry, reads the list through the API and adds to
 * it. The abusive member, at the same time, does what the attacks on Basil did: holds
 * BENCH_STREAMS live-update streams open from one session, uploads large pictures (23.5
 * megapixels, four at a time), pastes adversarial recipe text into the import (four at a
 * time) and downloads the household's recipe backup (two at a time). It prints the normal
 * member's p50 and p95 for each phase, what the abuser's requests were answered, and the
 * server's peak memory and open files.
 *
 *   npm run build && npm run bench:abuse
 *   BENCH_SECONDS=30 BENCH_STREAMS=1000 npm run bench:abuse
 *   BENCH_ABUSE=streams,pictures npm run bench:abuse     # only some of the abuses
 *
 * BUILD_DIR picks another production build (default build/), as it does for server.js.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { cpuMs, folders, newMember, seedHousehold, sleep, startBasil, stop, type Visitor } from "./basil-server";
import { percentile } from "./stats";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const ABUSES = ["streams", "pictures", "imports", "exports"] as const;
const chosen = new Set((process.env.BENCH_ABUSE ?? ABUSES.join(",")).split(","));
const abusing = (kind: (typeof ABUSES)[number]) => chosen.has(kind);
/** The abuser's household: recipes with pictures, so that its backup is large. */
const ABUSER_RECIPES = 15;

/* ---------- The server's process ---------- */

function peakMemoryMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

const openFiles = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/* ---------- The normal member ---------- */

/** Ordinary requests one after another until `until`; answers each one's time in ms. */
async function ordinaryRequests(member: Visitor, householdId: string, until: number) {
  const timings: number[] = [];
  const failures: string[] = [];
  const cookie = { Cookie: member.cookieHeader() };
  const steps: Array<() => Promise<Response>> = [
    () => fetch(`${member.origin}/shopping-list`, { headers: cookie }),
    () => fetch(`${member.origin}/inventory`, { headers: cookie }),
    () => fetch(`${member.origin}/api/v1/shopping-list/households/${householdId}/items`, { headers: cookie }),
    () =>
      fetch(`${member.origin}/api/v1/shopping-list/households/${householdId}/items`, {
        method: "POST",
        headers: { ...cookie, Origin: member.origin, "Content-Type": "application/json" },
        body: JSON.stringify({ name: `apples ${timings.length}` }),
      }),
  ];
  for (let step = 0; performance.now() < until; step++) {
    const started = performance.now();
    const response = await steps[step % steps.length]();
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (!response.ok) failures.push(`${response.status} ${response.url}`);
  }
  return { timings: timings.sort((a, b) => a - b), failures };
}

/* ---------- The abusive member ---------- */

type Tally = Map<string, number>;
const count = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

/** Opens live-update streams from one session and keeps what the server keeps open. */
function holdStreams(origin: string, cookie: string, tally: Tally) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const open = () =>
    new Promise<void>((resolve) => {
      const request = http.get(`${origin}/events?topics=shopping,pantry`, { agent, headers: { Cookie: cookie } });
      request.on("response", (response) => {
        count(tally, `streams ${response.statusCode}`);
        response.resume();
        response.on("end", () => count(tally, "streams closed by the server"));
        resolve();
      });
      request.on("error", () => {
        count(tally, "streams failed");
        resolve();
      });
      requests.push(request);
    });
  const opened = (async () => {
    for (let i = 0; i < STREAMS; i += 50) await Promise.all(Array.from({ length: 50 }, open));
  })();
  return {
    opened,
    close: () => {
      for (const request of requests) request.destroy();
      agent.destroy();
    },
  };
}

/** `parallel` loops of `attempt` until `until`, tallying the answers' statuses under `label`. */
async function repeat(label: string, parallel: number, until: number, tally: Tally, attempt: () => Promise<Response>) {
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        try {
          const response = await attempt();
          await response.arrayBuffer();
          count(tally, `${label} ${response.status}`);
          // A refusal says when to come back; a script ignoring it would only be refused again.
          if (response.status === 429 || response.status === 503) await sleep(200);
        } catch {
          count(tally, `${label} failed`);
        }
      }
    }),
  );
}

/** A photo-like progressive JPEG of 23.5 megapixels (about 1.3 MB): soft blobs of colour. */
async function largePicture() {
  const blobs = await sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: "black",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(blobs).resize(5600, 4200, { fit: "fill" }).jpeg({ progressive: true, quality: 85 }).toBuffer();
}

/** A picture full of fine detail, stored as large as the server allows. */
function detailedPicture() {
  return sharp({
    create: {
      width: 1400,
      height: 1400,
      channels: 3,
      background: "black",
      noise: { type: "gaussian", mean: 128, sigma: 120 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function abuserHousehold(origin: string) {
  const { visitor, householdId } = await newMember(origin, "Abuser");
  const picture = await detailedPicture();
  const recipes: string[] = [];
  for (let i = 0; i < ABUSER_RECIPES; i++) {
    const recipe = await visitor.api("POST", `/recipes/households/${householdId}/recipes`, {
      name: `Pudding ${i}`,
      servings: 4,
      difficulty: "easy",
      cuisine: "french",
      ingredients: ["1 leek"],
      steps: ["Simmer the leek."],
    });
    await uploadPicture(visitor, householdId, recipe.id as string, picture).then((response) => response.arrayBuffer());
    recipes.push(recipe.id as string);
  }
  return { visitor, householdId, recipes };
}

function uploadPicture(member: Visitor, householdId: string, recipeId: string, picture: Buffer) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "picture.jpg");
  return fetch(`${member.origin}/api/v1/recipes/households/${householdId}/recipes/${recipeId}/image`, {
    method: "PUT",
    headers: { Cookie: member.cookieHeader(), Origin: member.origin },
    body: form,
  });
}

/** Pasted text that made the import's reader quadratic: 25,000 one-character lines, and 50,000 "(". */
const ADVERSARIAL_TEXTS = ["1\n".repeat(25_000), "(".repeat(50_000)];

/* ---------- The run ---------- */

const summary = (timings: number[]) => ({
  requests: timings.length,
  p50: Math.round(percentile(timings, 50) * 10) / 10,
  p95: Math.round(percentile(timings, 95) * 10) / 10,
});

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "basil-bench-abuse-"));
  folders.add(dataDir);
  const server = await startBasil(dataDir, undefined, { MALLOC_ARENA_MAX: "2" });
  console.log(`Basil on ${server.origin}; ${SECONDS} s per phase; abusing with ${[...chosen].join(", ")}`);
  const normal = await seedHousehold(server.origin);
  const normalHousehold = (await normal.visitor.api("GET", "/users/profile")).householdId as string;
  const abuser = await abuserHousehold(server.origin);
  const picture = await largePicture();
  const restingMb = peakMemoryMb(server.pid);

  const cpuAtStart = cpuMs(server.pid);
  const baseline = await ordinaryRequests(normal.visitor, normalHousehold, performance.now() + SECONDS * 1000);
  const cpuAlone = cpuMs(server.pid) - cpuAtStart;

  const tally: Tally = new Map();
  const until = performance.now() + SECONDS * 1000;
  const streams = abusing("streams") ? holdStreams(server.origin, abuser.visitor.cookieHeader(), tally) : null;
  const cookie = abuser.visitor.cookieHeader();
  const headers = { Cookie: cookie, Origin: server.origin, "Content-Type": "application/json" };
  const [beside] = await Promise.all([
    ordinaryRequests(normal.visitor, normalHousehold, until),
    streams?.opened,
    abusing("pictures") &&
      repeat("pictures", 4, until, tally, () =>
        uploadPicture(abuser.visitor, abuser.householdId, abuser.recipes[0], picture),
      ),
    abusing("imports") &&
      repeat("imports", 4, until, tally, () =>
        fetch(`${server.origin}/api/v1/recipes/import/text`, {
          method: "POST",
          headers,
          body: JSON.stringify({ text: ADVERSARIAL_TEXTS[Math.floor(Math.random() * 2)] }),
        }),
      ),
    abusing("exports") &&
      repeat("exports", 2, until, tally, () =>
        fetch(`${server.origin}/api/v1/recipes/households/${abuser.householdId}/export`, {
          headers: { Cookie: cookie },
        }),
      ),
  ]);
  const filesWithStreams = openFiles(server.pid);
  const cpuBeside = cpuMs(server.pid) - cpuAtStart - cpuAlone;
  streams?.close();

  console.log("\nThe normal member's ordinary requests (ms)");
  console.table({
    alone: { ...summary(baseline.timings), "server CPU s": Math.round(cpuAlone / 100) / 10 },
    "beside the abuser": { ...summary(beside.timings), "server CPU s": Math.round(cpuBeside / 100) / 10 },
  });
  const failures = [...baseline.failures, ...beside.failures];
  if (failures.length > 0) console.log(`Failed: ${failures.slice(0, 10).join("; ")}`);
  console.log("\nThe abuser's requests, by answer");
  console.table(Object.fromEntries([...tally].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => [key, { n }])));
  console.log(
    `\nServer: resting peak ${Math.round(restingMb)} MB, peak ${Math.round(peakMemoryMb(server.pid))} MB; ` +
      `${filesWithStreams} open files at the end of the abuse`,
  );
  const ratio = percentile(beside.timings, 95) / percentile(baseline.timings, 95);
  console.log(`p95 beside the abuser ÷ p95 alone: ${ratio.toFixed(2)}`);
  await stop(server.child);
}

await main();
