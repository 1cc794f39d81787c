import { understood } from "~/services/assistant/embedded/understood";
import { db } from "~/services/db/index.server";
import { readVoiceConfig, type VoiceConfig } from "./config.server";
import { EmbeddedVoiceEngine } from "./embedded/engine.server";
import { findFfmpeg, onPath, ProcessStoppedError } from "./embedded/processes.server";
import {
  FFMPEG_MISSING,
  timedOut,
  unavailableMessage,
  VoiceError,
  type VoiceAvailability,
  type VoiceEngine,
} from "./engine.server";
import { GoogleVoiceEngine } from "./google.server";
import { OpenAICompatibleVoiceEngine } from "./openai-compatible.server";
import { decodeRecording } from "./recording.server";

/** How long a timed-out request waits for its aborted work to tidy up before it answers. */
const TIDY_UP_MS = 1000;

/** Where Debian's pocketsphinx-en-us puts the English model. */
const POCKETSPHINX_MODEL = "/usr/share/pocketsphinx/model/en-us";

let current: { config: VoiceConfig; engine: VoiceEngine; ffmpeg: string | null } | null = null;

/** The names of a household's pantry and shopping-list items: the words its members say most. */
async function householdItems(householdId: string): Promise<string[]> {
  const pantry = await db().selectFrom("pantry_items").select("name").where("household_id", "=", householdId).execute();
  const shopping = await db()
    .selectFrom("shopping_items")
    .select("name")
    .where("household_id", "=", householdId)
    .execute();
  return [...pantry, ...shopping].map((row) => row.name);
}

export function createVoiceEngine(config: VoiceConfig, ffmpeg = findFfmpeg()): VoiceEngine {
  switch (config.engine) {
    case "embedded":
      return new EmbeddedVoiceEngine(
        {
          ffmpeg,
          espeak: onPath("espeak-ng"),
          pocketsphinx: onPath("pocketsphinx_continuous"),
          pocketsphinxBatch: onPath("pocketsphinx_batch"),
          modelDir: process.env.POCKETSPHINX_MODEL_DIR?.trim() || POCKETSPHINX_MODEL,
        },
        { householdItems, timeoutMs: config.timeoutMs, understood: (text) => understood(text) },
      );
    case "openai-compatible":
      return new OpenAICompatibleVoiceEngine(config, { timeoutMs: config.timeoutMs });
    case "google":
      return new GoogleVoiceEngine(config, { timeoutMs: config.timeoutMs });
  }
}

function voice() {
  if (!current) {
    const config = readVoiceConfig();
    const ffmpeg = findFfmpeg();
    current = { config, engine: createVoiceEngine(config, ffmpeg), ffmpeg };
  }
  return current;
}

/** The configured engine: embedded by default, a speech service when VOICE_ENGINE says so. */
export function voiceEngine(): VoiceEngine {
  return voice().engine;
}

/**
 * Whether voice works here: whether the engine can listen (every recording is also checked
 * with ffmpeg first, whichever engine hears it) and speak; when a part is missing,
 * `message` says which and what to install or set.
 */
export function voiceStatus(): VoiceAvailability {
  const { engine, ffmpeg } = voice();
  const status = engine.status();
  if (ffmpeg || !status.canListen) return status;
  return { ...status, available: false, canListen: false, message: unavailableMessage("Voice", [FFMPEG_MISSING]) };
}

/**
 * Checks a recording before any engine hears it, whichever engine that is: ffmpeg decodes
 * it (400 when empty or not audio, 413 when too long) within the voice time-out. Answers
 * the recording as 16 kHz mono samples.
 */
export async function checkRecording(audio: Buffer, signal?: AbortSignal): Promise<Buffer> {
  const { config, ffmpeg } = voice();
  if (!ffmpeg) throw new VoiceError(503, unavailableMessage("Voice", [FFMPEG_MISSING]));
  try {
    return await decodeRecording(ffmpeg, audio, { signal, timeoutMs: config.timeoutMs });
  } catch (error) {
    if (error instanceof ProcessStoppedError && error.reason === "timed-out") throw timedOut(config.timeoutMs);
    throw error;
  }
}

/**
 * Runs one voice request within the voice time-out as a whole: waiting for a free core,
 * decoding and the engine share one deadline, so a member hears back (504) within
 * VOICE_TIMEOUT_MS however busy the server is. At the deadline the work is aborted, which
 * takes the job out of the queue or kills its child processes, and nothing is half-done.
 */
export async function withinVoiceTimeout<T>(outer: AbortSignal, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { timeoutMs } = voice().config;
  const deadline = new AbortController();
  const signal = AbortSignal.any([outer, deadline.signal]);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => {
      deadline.abort(timedOut(timeoutMs));
      resolve("late");
    }, timeoutMs);
  });
  const running = work(signal);
  try {
    const first = await Promise.race([running.then((value) => ({ value })), late]);
    if (first !== "late") return first.value;
    // The aborted work kills its processes and removes its files; the answer waits for that, briefly.
    await Promise.race([running.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, TIDY_UP_MS))]);
    throw timedOut(timeoutMs);
  } catch (error) {
    if (deadline.signal.aborted && !outer.aborted) throw timedOut(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    running.catch(() => undefined);
  }
}

/**
 * At start-up: a bad voice configuration stops the server (the caller prints the error);
 * a missing part is one line in the log and voice answers 503 until it is installed.
 * The embedded engine builds its shared language model in the background.
 */
export function startVoice(log: Pick<Console, "log" | "warn"> = console) {
  const engine = voiceEngine();
  const status = voiceStatus();
  log.log(`Voice engine: ${engine.name}`);
  if (status.message) log.warn(status.message);
  if (engine instanceof EmbeddedVoiceEngine && status.canListen) {
    engine
      .warm()
      .catch((error: unknown) => log.warn(`Voice: the kitchen language model could not be built: ${String(error)}`));
  }
}
