import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrate, openDatabase, type DB } from "~/services/db/index.server";
import { InProcessBus, setEventBus } from "~/services/events/index.server";
import { memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";
import { VOICE_DEVELOPMENT } from "../eval/voice-development";
import { evaluate, seedKitchen, summarise } from "../eval/voice-harness";
import { VOICE_HELD_OUT } from "../eval/voice-held-out";

/**
 * The voice evaluation (also `npm run eval:voice`): every request spoken, posted to
 * /api/v1/voice/transcribe on a production server with the embedded engine, and the
 * transcript's assistant action compared with the typed text's. Both figures are printed
 * with every failure. The product's goal is 90% on both sets and is not reached yet (see
 * the README's Voice section); until it is, each set must hold at least the share it has
 * reached (less a small margin for another ffmpeg build decoding the same bytes), so a
 * change that makes recognition worse fails here. The held-out set is measured, never tuned
 * against: `npm run eval:voice` (VOICE_EVAL_SETS=all) measures both sets; the test suite
 * holds the development set, which a change to recognition is checked against anyway, and
 * spends its minute and a half on the held-out set only when asked to.
 */

const HOLDS: Record<string, number> = { "development set": 0.85, "held-out set": 0.55 };

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
  const userId = (await serverDb.selectFrom("profiles").select("user_id").where("household_id", "=", member.householdId).executeTakeFirstOrThrow()).user_id;
  await seedKitchen(serverDb, { userId, householdId: member.householdId }, now);
  db = openDatabase(`file:${path.join(folder, "compare.sqlite")}`);
  await migrate(db);
  // The typed and the spoken text are answered a moment apart; with the clock stopped at the
  // evaluation's moment, a running timer has the same time left for both.
  vi.useFakeTimers({ toFake: ["Date"], now });
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await server?.stop();
  await serverDb?.destroy();
  await db?.destroy();
  rmSync(folder, { recursive: true, force: true });
});

describe("voice evaluation", () => {
  const sets: [string, typeof VOICE_DEVELOPMENT][] = [["development set", VOICE_DEVELOPMENT]];
  if (process.env.VOICE_EVAL_SETS === "all") sets.push(["held-out set", VOICE_HELD_OUT]);
  for (const [label, requests] of sets) {
    it(`${label}: spoken requests do what the typed ones do`, async () => {
      const results = await evaluate(requests, { origin: server.origin, cookie, db, now });
      const summary = summarise(label, results);
      console.log(summary.report);
      expect(summary.same / summary.total, summary.report).toBeGreaterThanOrEqual(HOLDS[label]);
    }, 600_000);
  }
});
