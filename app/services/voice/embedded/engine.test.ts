import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { VoiceError } from "../engine.server";
import { EmbeddedVoiceEngine, type EmbeddedTools } from "./engine.server";
import { findFfmpeg, onPath } from "./processes.server";

/** The embedded engine's answers when a part is missing or a program fails. */

const MODEL = "/usr/share/pocketsphinx/model/en-us";
const folder = mkdtempSync(path.join(tmpdir(), "basil-embedded-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const tools: EmbeddedTools = { ffmpeg: findFfmpeg(), espeak: onPath("espeak-ng"), pocketsphinx: onPath("pocketsphinx_continuous"), modelDir: MODEL };
const engine = (changes: Partial<EmbeddedTools>) => new EmbeddedVoiceEngine({ ...tools, ...changes }, { householdItems: async () => [], timeoutMs: 8000, cacheDir: folder });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
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
      message: "Voice is unavailable: pocketsphinx is not installed, espeak-ng is not installed. Install them with: apt-get install pocketsphinx espeak-ng",
    });
    expect(engine({ ffmpeg: null }).status().message).toBe("Voice is unavailable: ffmpeg is not installed. Install it with: apt-get install ffmpeg");
    const refused = await refusal(engine({ espeak: null }).synthesize("Hello", { language: "en-US" }));
    expect(refused).toMatchObject({ status: 503, message: "Reading aloud is unavailable: espeak-ng is not installed. Install it with: apt-get install espeak-ng" });
  });
});

describe.skipIf(!existsSync(path.join(MODEL, "en-us", "mdef")) || !tools.ffmpeg)("a speech program that fails", () => {
  it("is a 502 with a sentence for the member, and what it printed goes to the log", async () => {
    const broken = path.join(folder, "pocketsphinx_continuous");
    writeFileSync(broken, "#!/bin/sh\necho 'ERROR: \"acmod.c\", line 42: the model is damaged' >&2\nexit 3\n");
    chmodSync(broken, 0o755);
    const clip = path.join(folder, "tone.wav");
    execFileSync(tools.ffmpeg as string, ["-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=220:duration=1", clip]);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const error = await refusal(engine({ pocketsphinx: broken, espeak: null }).transcribe(readFileSync(clip), { language: "en-US", householdId: "h1" }));
      expect(error).toMatchObject({ status: 502, message: "The speech recogniser failed on this recording. Please try again." });
      expect(log).toHaveBeenCalledWith(expect.stringContaining("the model is damaged"));
    } finally {
      log.mockRestore();
    }
  }, 30_000);
});

describe.skipIf(!existsSync(path.join(MODEL, "en-us", "mdef")) || !tools.pocketsphinx)("a transcription that runs out of time", () => {
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
      const refused = await refusal(slowModel.transcribe(Buffer.alloc(32_000), { language: "en-US", householdId: "h1", decoded: Buffer.alloc(32_000) }));
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
});
