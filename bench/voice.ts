/**
 * Times voice on the embedded engine through a production server (npm run build first):
 * transcription of 3-second clips and synthesis of one sentence, as p50/p95, and the
 * server's memory across 200 transcriptions. Beside them, in the same run, a baseline: the
 * server's simplest signed-in call (GET /api/v1/users/profile), so the figures can be read
 * on a busy machine as a ratio.
 *
 *   npm run bench:voice            (BENCH_VOICE_REQUESTS=200 by default)
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { memberWithHousehold, memoryOf, startAppServer } from "../tests/support/app-server";
import { speak, transcribe } from "../tests/eval/voice-audio";
import { percentile } from "./stats";

const run = promisify(execFile);
const REQUESTS = Number(process.env.BENCH_VOICE_REQUESTS ?? 200);
const SYNTHESES = Number(process.env.BENCH_VOICE_SYNTHESES ?? 40);
const UNCLEAR = Number(process.env.BENCH_VOICE_UNCLEAR ?? 40);

const SENTENCES = [
  "add two pounds of chicken breast to my shopping list",
  "start a ten minute timer",
  "what can I cook with eggs and spinach",
  "take the milk off the list",
  "how long do I boil an egg",
  "next step",
  "do we have any cheddar",
  "plan dinners for next week",
];

/**
 * Said near Basil but nothing it can act on, and heard unsurely as nothing it can act on
 * either: the batch decoder reads each of these again (checked when they were chosen).
 */
const UNCLEAR_SENTENCES = [
  "my sister is coming round later",
  "what a lovely morning it is",
  "i think it might rain tomorrow",
];

const REPLIES = [
  "Added 2 lb chicken breast to your shopping list.",
  "Started a 10-minute timer. I'll let you know when it's done.",
  "Step 3 of 7: Crack the eggs into the wells, cover, and cook for 5 to 8 minutes.",
  "You have 12 eggs in the fridge; they keep for another 9 days.",
];

function report(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  console.log(
    `  ${label.padEnd(44)} p50 ${p50.toFixed(0).padStart(5)} ms   p95 ${p95.toFixed(0).padStart(5)} ms   (n=${times.length})`,
  );
  return { p50, p95 };
}

/** A clip exactly three seconds long: the sentence, then silence to fill. */
async function threeSecondClip(sentence: string) {
  const clip = await speak(sentence, { voice: "en-us+m1", speed: 170, noisy: false });
  const folder = mkdtempSync(path.join(tmpdir(), "basil-voice-bench-"));
  try {
    const input = path.join(folder, "in.webm");
    const output = path.join(folder, "out.webm");
    writeFileSync(input, clip);
    await run("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-i",
      input,
      "-af",
      "apad=whole_dur=3",
      "-t",
      "3",
      "-c:a",
      "libopus",
      "-b:a",
      "32k",
      "-f",
      "webm",
      output,
    ]);
    return readFileSync(output);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const folder = mkdtempSync(path.join(tmpdir(), "basil-voice-bench-"));
const server = await startAppServer({
  databaseUrl: `file:${path.join(folder, "bench.sqlite")}`,
  dataDir: folder,
  env: { VOICE_ENGINE: "embedded" },
});
try {
  // Voice is limited per member (120 requests a minute): the requests are spread over enough
  // members that none is ever refused, so no wait for a limit is timed.
  const members = await Promise.all(
    Array.from({ length: Math.ceil((REQUESTS * 2 + SYNTHESES) / 100) + 1 }, (_, index) =>
      memberWithHousehold(server, `voice-bench-${Date.now()}-${index}`),
    ),
  );
  const memberFor = (index: number) => members[index % members.length];
  const headersFor = (index: number) => ({ Cookie: memberFor(index).cookie, Origin: server.origin });
  const clips = await Promise.all(SENTENCES.map(threeSecondClip));
  const unclearClips = await Promise.all(UNCLEAR_SENTENCES.map(threeSecondClip));

  // Warm up: each household's language model is built on first use, and the process settles.
  for (const [index, member] of members.entries())
    await transcribe(server.origin, member.cookie, clips[index % clips.length]);
  await fetch(`${server.origin}/api/v1/voice/synthesize`, {
    method: "POST",
    headers: { ...headersFor(0), "Content-Type": "application/json" },
    body: JSON.stringify({ text: REPLIES[0], language: "en-US" }),
  });
  const memoryBefore = memoryOf(server.child).rssMb;

  const baseline: number[] = [];
  const transcriptions: number[] = [];
  let wrong = 0;
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    await (await fetch(`${server.origin}/api/v1/users/profile`, { headers: headersFor(index) })).arrayBuffer();
    baseline.push(performance.now() - started);
    const clipStarted = performance.now();
    const { text } = await transcribe(server.origin, memberFor(index).cookie, clips[index % clips.length]);
    transcriptions.push(performance.now() - clipStarted);
    if (text.toLowerCase() !== SENTENCES[index % clips.length]) wrong += 1;
  }
  const memoryAfter = memoryOf(server.child).rssMb;

  // A recording Basil cannot act on is decoded a second time, for the batch decoder's other readings.
  const unclear: number[] = [];
  for (let index = 0; index < UNCLEAR; index += 1) {
    const started = performance.now();
    await transcribe(server.origin, memberFor(REQUESTS + index).cookie, unclearClips[index % unclearClips.length]);
    unclear.push(performance.now() - started);
  }

  const syntheses: number[] = [];
  for (let index = 0; index < SYNTHESES; index += 1) {
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/v1/voice/synthesize`, {
      method: "POST",
      headers: { ...headersFor(index), "Content-Type": "application/json" },
      body: JSON.stringify({ text: REPLIES[index % REPLIES.length], language: "en-US" }),
    });
    if (!response.ok) throw new Error(`synthesize answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    syntheses.push(performance.now() - started);
  }

  console.log(
    `Voice on the embedded engine, production server, SQLite (${REQUESTS} + ${UNCLEAR} transcriptions, ${SYNTHESES} syntheses)`,
  );
  const base = report("baseline: GET /api/v1/users/profile", baseline);
  const heard = report("transcribe a 3-second clip", transcriptions);
  report("… one Basil cannot act on (two readings)", unclear);
  report("synthesize one sentence (mp3)", syntheses);
  console.log(
    `  transcription p95 / baseline p95: ${(heard.p95 / base.p95).toFixed(0)}×; ${REQUESTS - wrong}/${REQUESTS} clips transcribed word for word`,
  );
  console.log(
    `  server memory: ${memoryBefore.toFixed(0)} MB after warm-up, ${memoryAfter.toFixed(0)} MB after ${REQUESTS} transcriptions (${(memoryAfter - memoryBefore >= 0 ? "+" : "") + (memoryAfter - memoryBefore).toFixed(0)} MB)`,
  );
} finally {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
