import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { VoiceError } from "../engine.server";
import {
  chooseReading,
  EmbeddedVoiceEngine,
  readReadings,
  wantsOtherReading,
  type EmbeddedTools,
} from "./engine.server";
import { findFfmpeg, onPath } from "./processes.server";

/** The embedded engine's answers when a part is missing or a program fails. */

const MODEL = "/usr/share/pocketsphinx/model/en-us";
const folder = mkdtempSync(path.join(tmpdir(), "basil-embedded-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const tools: EmbeddedTools = {
  ffmpeg: findFfmpeg(),
  espeak: onPath("espeak-ng"),
  pocketsphinx: onPath("pocketsphinx_continuous"),
  modelDir: MODEL,
};
// The time-out is not what these tests are about (one test sets its own): on a loaded
// machine building the shared model alone can outlast the production 8 s.
const engine = (changes: Partial<EmbeddedTools>) =>
  new EmbeddedVoiceEngine(
    { ...tools, ...changes },
    { householdItems: async () => [], timeoutMs: 60_000, cacheDir: folder },
  );

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VoiceError);
  return error as VoiceError;
}

describe("what the embedded engine says is missing", () => {
  it("can listen and speak with everything installed", () => {
    expect(engine({}).status()).toEqual({ available: true, canListen: true, canSpeak: true });
  });

  it("listens without espeak-ng, says reading aloud is unavailable, and names only espeak-ng to install", () => {
    expect(engine({ espeak: null }).status()).toEqual({
      available: true,
      canListen: true,
      canSpeak: false,
      message: "Reading aloud is unavailable: espeak-ng is not installed. Install it with: apt-get install espeak-ng",
    });
  });

  it("names the package of each missing part", async () => {
    const noModel = engine({ modelDir: path.join(folder, "nothing-here") });
    expect(noModel.status()).toMatchObject({ available: false, canListen: false, canSpeak: true });
    expect(noModel.status().message).toMatch(/Install it with: apt-get install pocketsphinx-en-us$/);
    expect(engine({ pocketsphinx: null, espeak: null }).status()).toMatchObject({
      available: false,
      canListen: false,
      canSpeak: false,
      message:
        "Voice is unavailable: pocketsphinx is not installed, espeak-ng is not installed. Install them with: apt-get install pocketsphinx espeak-ng",
    });
    expect(engine({ ffmpeg: null }).status().message).toBe(
      "Voice is unavailable: ffmpeg is not installed. Install it with: apt-get install ffmpeg",
    );
    const refused = await refusal(engine({ espeak: null }).synthesize("Hello", { language: "en-US" }));
    expect(refused).toMatchObject({
      status: 503,
      message: "Reading aloud is unavailable: espeak-ng is not installed. Install it with: apt-get install espeak-ng",
    });
  });
});

describe.skipIf(!existsSync(path.join(MODEL, "en-us", "mdef")) || !tools.ffmpeg)("a speech program that fails", () => {
  it("is a 502 with a sentence for the member, and what it printed goes to the log", async () => {
    const broken = path.join(folder, "pocketsphinx_continuous");
    writeFileSync(broken, "#!/bin/sh\necho 'ERROR: \"acmod.c\", line 42: the model is damaged' >&2\nexit 3\n");
    chmodSync(broken, 0o755);
    const clip = path.join(folder, "tone.wav");
    execFileSync(tools.ffmpeg as string, [
      "-nostdin",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=220:duration=1",
      clip,
    ]);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const error = await refusal(
        engine({ pocketsphinx: broken, espeak: null }).transcribe(readFileSync(clip), {
          language: "en-US",
          householdId: "h1",
        }),
      );
      expect(error).toMatchObject({
        status: 502,
        message: "The speech recogniser failed on this recording. Please try again.",
      });
      expect(log).toHaveBeenCalledWith(expect.stringContaining("the model is damaged"));
    } finally {
      log.mockRestore();
    }
  }, 90_000);
});

describe.skipIf(!existsSync(path.join(MODEL, "en-us", "mdef")) || !tools.pocketsphinx)(
  "a transcription that runs out of time",
  () => {
    it("while the household's model is still being made: a 504, and no scratch file left for the late work to remove", async () => {
      const scratch = mkdtempSync(path.join(folder, "scratch-"));
      const before = process.env.TMPDIR;
      process.env.TMPDIR = scratch;
      let itemsAsked = 0;
      let answerItems = () => {};
      const slowModel = new EmbeddedVoiceEngine(tools, {
        householdItems: () => {
          itemsAsked += 1;
          return new Promise<string[]>((resolve) => (answerItems = () => resolve([])));
        },
        timeoutMs: 150,
        cacheDir: path.join(folder, "slow-models"),
      });
      try {
        // A second of silence, already decoded: the time runs out while the model is awaited.
        const refused = await refusal(
          slowModel.transcribe(Buffer.alloc(32_000), {
            language: "en-US",
            householdId: "h1",
            decoded: Buffer.alloc(32_000),
          }),
        );
        expect(refused).toMatchObject({ status: 504 });
        expect(itemsAsked).toBe(1);
        expect(readdirSync(scratch)).toEqual([]);
        // The model arrives after the answer: the late work stops there and makes no files either.
        answerItems();
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(readdirSync(scratch)).toEqual([]);
      } finally {
        process.env.TMPDIR = before;
        if (before === undefined) delete process.env.TMPDIR;
      }
    }, 30_000);
  },
);

describe("another reading of a recording Basil cannot act on", () => {
  it("reads the batch decoder's list: each reading once, best first, without its score or silences", () => {
    const list = [
      "<s> what should i make for dinner tonight </s> -30386",
      "<s> what should i make for dinner <sil> tonight </s> -30605",
      "<s> what should i(2) cook for dinner tonight </s> -30646",
      "",
    ].join("\n");
    expect(readReadings(list)).toEqual([
      "what should i make for dinner tonight",
      "what should i cook for dinner tonight",
    ]);
  });

  it("is looked for only when the live decoder was unsure of its reading (below what hands-free sends) and Basil cannot act on it", () => {
    const basil = (text: string) => text.startsWith("what should");
    expect(wantsOtherReading({ text: "what short buy going", confidence: 0.84 }, basil)).toBe(true);
    // Sure of it: the member said something Basil does not understand, and is told so.
    expect(wantsOtherReading({ text: "jump to step five", confidence: 0.85 }, basil)).toBe(false);
    expect(wantsOtherReading({ text: "what should i make", confidence: 0.2 }, basil)).toBe(false);
    expect(wantsOtherReading({ text: "", confidence: 0 }, basil)).toBe(false);
  });

  it("keeps what the live decoder heard unless Basil cannot act on it and can on another reading, whose confidence is the live one's", () => {
    const heard = { text: "what short buy going", confidence: 0.41 };
    const basil = (text: string) => text.startsWith("what should");
    expect(
      chooseReading(heard, ["what short by going", "what should i make for dinner", "what should i cook"], basil),
    ).toEqual({ text: "what should i make for dinner", confidence: 0.41 });
    expect(chooseReading(heard, ["what short by going"], basil)).toBe(heard);
    expect(chooseReading(heard, [], basil)).toBe(heard);
  });
});

describe.skipIf(
  !existsSync(path.join(MODEL, "en-us", "mdef")) || !tools.pocketsphinx || !tools.espeak || !tools.ffmpeg,
)("the batch decoder's readings of a real recording", () => {
  const recording = (name: string, voice: string, text: string) => {
    const wav = path.join(folder, `${name}.wav`);
    execFileSync(tools.espeak as string, ["-v", voice, "-w", wav, text]);
    return execFileSync(tools.ffmpeg as string, [
      "-nostdin",
      "-loglevel",
      "error",
      "-i",
      wav,
      "-af",
      "apad=pad_dur=0.5",
      "-ar",
      "16000",
      "-ac",
      "1",
      "-f",
      "s16le",
      "pipe:1",
    ]);
  };
  const hear = (decoded: Buffer, understood?: (text: string) => boolean, batch = onPath("pocketsphinx_batch")) =>
    new EmbeddedVoiceEngine(
      { ...tools, pocketsphinxBatch: batch },
      { householdItems: async () => [], timeoutMs: 60_000, cacheDir: path.join(folder, "readings"), understood },
    ).transcribe(decoded, {
      language: "en-US",
      householdId: "h1",
      decoded,
    });

  it("are asked for when the live reading is unsure and Basil cannot act on it, and the first it can act on is taken", async () => {
    const decoded = recording("unsure", "en-us+f2", "what should i make for dinner tonight");
    const live = await hear(decoded);
    expect(live.text).toMatch(/dinner/);
    expect(live.confidence).toBeLessThan(0.85);
    const asked: string[] = [];
    const other = await hear(decoded, (text) => (asked.push(text), text !== live.text));
    expect(asked[0]).toBe(live.text);
    expect(other.text).not.toBe(live.text);
    expect(other.text).toMatch(/dinner/);
    expect(other.confidence).toBe(live.confidence);
    // Nothing it can act on, or no batch decoder installed: the live reading.
    expect(await hear(decoded, () => false)).toEqual(live);
    expect(await hear(decoded, () => false, null)).toEqual(live);
    // A batch decoder that fails leaves the live reading standing, and says why in the log.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await hear(decoded, () => false, "/bin/false")).toEqual(live);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Voice: a second reading failed/));
    } finally {
      logged.mockRestore();
    }
  }, 120_000);

  it("are not asked for when the live decoder is sure of what it heard, even if Basil cannot act on it", async () => {
    const decoded = recording("sure", "en-us", "next step");
    const live = await hear(decoded);
    // espeak-ng's plain voice without a room's noise floor is heard wrong, but surely: what matters here is how sure.
    expect(live.text).not.toBe("");
    expect(live.confidence).toBeGreaterThanOrEqual(0.85);
    const asked: string[] = [];
    expect(await hear(decoded, (text) => (asked.push(text), false))).toEqual(live);
    expect(asked).toEqual([]);
  }, 120_000);
});
