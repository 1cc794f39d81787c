import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrate, openDatabase, type DB } from "~/services/db/index.server";
import { InProcessBus, setEventBus } from "~/services/events/index.server";
import { memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";
import { renderingFor, speak, transcribe } from "../eval/voice-audio";
import { evaluate, seedKitchen, summarise } from "../eval/voice-harness";
import { voiceSet, type SpokenRequest } from "../eval/sets";

/**
 * The voice evaluation (also `npm run eval:voice`): every request spoken, posted to
 * /api/v1/voice/transcribe on a production server with the embedded engine, and the
 * transcript's assistant action compared with the typed text's. Every set's figures are
 * printed with every failure. The product's goal is 90% on every set and is not reached yet
 * (see docs/voice.md); until it is, each set must hold at least the share it
 * has reached (less a small margin for another ffmpeg build decoding the same bytes), so a
 * change that makes recognition worse fails here. The seventh held-out set is measured, never
 * tuned against (the first six sets' failures have been read, so they count as seen):
 * `npm run eval:voice` (VOICE_EVAL_SETS=all) measures every set; the test suite
 * holds the development set, which a change to recognition is checked against anyway, and
 * spends its minutes on the held-out sets only when asked to (VOICE_EVAL_SETS takes "all" or
 * keys: development,held-out,held-out-2,held-out-3,held-out-4,held-out-5,held-out-6,held-out-7).
 */

const HOLDS: Record<string, number> = {
  "development set": 0.88,
  "held-out set": 0.8,
  "second held-out set": 0.8,
  "third held-out set": 0.7,
  "fourth held-out set": 0.55,
  "fifth held-out set": 0.58,
  "sixth held-out set": 0.53,
  "seventh held-out set": 0.55,
};

let server: AppServer;
let folder: string;
let serverDb: DB;
let db: DB;
let cookie: string;
const now = new Date();

beforeAll(async () => {
  setEventBus(new InProcessBus());
  folder = mkdtempSync(path.join(tmpdir(), "basil-voice-eval-"));
  const databaseUrl = `file:${path.join(folder, "server.sqlite")}`;
  server = await startAppServer({ databaseUrl, dataDir: folder, env: { VOICE_ENGINE: "embedded" } });
  const member = await memberWithHousehold(server, `voice-eval-${Date.now()}`);
  cookie = member.cookie;
  // The server's household holds the evaluation kitchen too: its items are part of what the recogniser expects.
  serverDb = openDatabase(databaseUrl);
  const userId = (
    await serverDb
      .selectFrom("profiles")
      .select("user_id")
      .where("household_id", "=", member.householdId)
      .executeTakeFirstOrThrow()
  ).user_id;
  await seedKitchen(serverDb, { userId, householdId: member.householdId }, now);
  db = openDatabase(`file:${path.join(folder, "compare.sqlite")}`);
  await migrate(db);
  // The server builds the recogniser's shared model in the background as it starts; on a busy
  // machine the first recording can outlast the time-out waiting for it. The evaluation
  // measures hearing, not a cold start, so it begins once a recording is answered.
  const warmUp = await speak("next step", renderingFor(0));
  for (let attempt = 1; ; attempt += 1) {
    try {
      await transcribe(server.origin, cookie, warmUp);
      break;
    } catch (error) {
      if (attempt >= 10 || !/answered 504/.test(String(error))) throw error;
    }
  }
  // The typed and the spoken text are answered a moment apart; with the clock stopped at the
  // evaluation's moment, a running timer has the same time left for both.
  vi.useFakeTimers({ toFake: ["Date"], now });
}, 180_000);

afterAll(async () => {
  vi.useRealTimers();
  await server?.stop();
  await serverDb?.destroy();
  await db?.destroy();
  rmSync(folder, { recursive: true, force: true });
});

describe("voice evaluation", () => {
  const every: [key: string, label: string, requests: SpokenRequest[]][] = [
    ["development", "development set", voiceSet("voice-development").requests],
    ["held-out", "held-out set", voiceSet("voice-held-out").requests],
    ...(["second", "third", "fourth", "fifth", "sixth", "seventh"] as const).map(
      (ordinal, index): [string, string, SpokenRequest[]] => [
        `held-out-${index + 2}`,
        `${ordinal} held-out set`,
        voiceSet(`voice-held-out-${index + 2}`).requests,
      ],
    ),
  ];
  const asked = process.env.VOICE_EVAL_SETS ?? "development";
  const sets = every.filter(([key]) => asked === "all" || asked.split(",").includes(key));
  for (const [, label, requests] of sets) {
    it(`${label}: spoken requests do what the typed ones do`, async () => {
      const results = await evaluate(requests, { origin: server.origin, cookie, db, now });
      const summary = summarise(label, results);
      console.log(summary.report);
      expect(summary.same / summary.total, summary.report).toBeGreaterThanOrEqual(HOLDS[label]);
    }, 600_000);
  }
});
