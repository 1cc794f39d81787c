import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  FFMPEG_MISSING,
  timedOut,
  unavailableMessage,
  type MissingPart,
  VoiceError,
  type SynthesizeOptions,
  type TranscribeOptions,
  type Transcript,
  type VoiceAvailability,
  type VoiceEngine,
} from "../engine.server";
import workerScript from "virtual:basil/voice-model-worker";
import { KitchenModels } from "./kitchen-model.server";
import { WorkerBuilder } from "./worker-builder.server";
import { ProcessFailedError, ProcessStoppedError, runProcess } from "./processes.server";
import { BYTES_PER_SECOND, decodeRecording, SAMPLE_RATE } from "../recording.server";
import { VOICE_LIMITS } from "~/schemas/voice";

/**
 * Offline voice with no key and no other service: ffmpeg decodes the recording,
 * pocketsphinx recognises it against a language model built from Basil's own requests and
 * the household's items, and espeak-ng speaks (ffmpeg encodes its speech as MP3).
 */

/** The production build's model-building thread; none when running from source (models are built in-process). */
const workerUrl = workerScript === null ? null : new URL(workerScript);

export type EmbeddedTools = {
  ffmpeg: string | null;
  espeak: string | null;
  pocketsphinx: string | null;
  /** pocketsphinx's batch decoder, for other readings of a recording the live decoder was unsure of and heard as nothing Basil can act on (none: only the live reading). */
  pocketsphinxBatch?: string | null;
  /** The pocketsphinx-en-us model folder (holding en-us/ and cmudict-en-us.dict). */
  modelDir: string;
};

/**
 * pocketsphinx's own beams and weights (measured: wider beams or other language weights
 * did not recognise more with this model), and each word's time and posterior printed.
 */
const RECOGNISER_SETTINGS = ["-time", "yes"];

/**
 * How many readings the batch decoder lists when the live one is unsure and heard nothing
 * Basil can act on. Its list holds the request word for word on more recordings than the
 * live reading does (measured on the evaluation's seen sets), and costs a second decoding of
 * the same clip, so it is asked for only then.
 */
const OTHER_READINGS = 10;

/**
 * A reading the live decoder is this sure of is kept as heard, even when Basil cannot act on
 * it: the member said something Basil does not understand, and "Sorry, I didn't catch that"
 * is the right answer, not another reading that does something. It is the certainty at which
 * hands-free sends a transcript at once. (Measured on the seen sets: other readings taken
 * whatever the certainty lost requests heard word for word that Basil does not understand
 * typed either, such as "jump to step five" read as "delete to step five".)
 */
const SURE = VOICE_LIMITS.confidenceThreshold;

/**
 * Where this process writes its households' recogniser models: a folder of its own (mode
 * 0700, a name nobody can guess or make first), so no other user can plant files in it and
 * no model made by an earlier version of the corpus is ever read again. Removed at exit.
 */
function privateModelFolder() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "basil-voice-models-"));
  process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

export class EmbeddedVoiceEngine implements VoiceEngine {
  readonly name = "embedded";
  readonly runsLocally = true;
  private readonly models: KitchenModels;

  constructor(
    private readonly tools: EmbeddedTools,
    private readonly options: {
      /** The names of the household's pantry and shopping-list items. */
      householdItems: (householdId: string) => Promise<string[]>;
      /**
       * Whether Basil can act on a transcript. When it cannot act on what the live decoder
       * heard, and the decoder was unsure of it, the first of the batch decoder's other
       * readings it can act on is taken instead.
       */
      understood?: (text: string) => boolean;
      timeoutMs: number;
      cacheDir?: string;
    },
  ) {
    this.models = new KitchenModels({
      dictionaryFile: path.join(tools.modelDir, "cmudict-en-us.dict"),
      cacheDir: options.cacheDir ?? privateModelFolder(),
      espeak: tools.espeak,
      // A production build builds in a thread that ends when idle, so the server does not keep the building's memory.
      ...(workerUrl && { builder: (settings) => new WorkerBuilder(workerUrl, settings) }),
    });
  }

  /** What is missing for listening (empty when it can). */
  private missingForListening(): MissingPart[] {
    const missing: MissingPart[] = [];
    if (!this.tools.pocketsphinx) missing.push({ what: "pocketsphinx is not installed", install: "pocketsphinx" });
    if (
      !existsSync(path.join(this.tools.modelDir, "en-us", "mdef")) ||
      !existsSync(path.join(this.tools.modelDir, "cmudict-en-us.dict"))
    ) {
      missing.push({
        what: `the pocketsphinx English model is not in ${this.tools.modelDir}`,
        install: "pocketsphinx-en-us",
      });
    }
    if (!this.tools.ffmpeg) missing.push(FFMPEG_MISSING);
    return missing;
  }

  private missingForSpeaking(): MissingPart[] {
    const missing: MissingPart[] = [];
    if (!this.tools.espeak) missing.push({ what: "espeak-ng is not installed", install: "espeak-ng" });
    if (!this.tools.ffmpeg) missing.push(FFMPEG_MISSING);
    return missing;
  }

  status(): VoiceAvailability {
    const forListening = this.missingForListening();
    const forSpeaking = this.missingForSpeaking();
    const canListen = forListening.length === 0;
    const canSpeak = forSpeaking.length === 0;
    const all = [
      ...forListening,
      ...forSpeaking.filter((part) => !forListening.some((other) => other.install === part.install)),
    ];
    const message = canListen && canSpeak ? undefined : unavailableMessage(canListen ? "Reading aloud" : "Voice", all);
    return { available: canListen, canListen, canSpeak, ...(message && { message }) };
  }

  /** Builds the shared part of the language model, so the first recording does not wait for it. */
  async warm() {
    if (this.missingForListening().length === 0) await this.models.warm();
  }

  async transcribe(audio: Buffer, options: TranscribeOptions): Promise<Transcript> {
    const missing = this.missingForListening();
    if (missing.length > 0) throw new VoiceError(503, unavailableMessage("Voice", missing));
    englishOnly(options.language);
    return this.withDeadline(options.signal, async (signal) => {
      const pcm =
        options.decoded ??
        (await decodeRecording(this.tools.ffmpeg as string, audio, { signal, timeoutMs: this.options.timeoutMs }));
      // The household's model first: it may still be being built, which the time-out does not
      // stop, so the recording's scratch folder is made only once it is ready (and not at all
      // when the time-out has passed meanwhile), and a timed-out request leaves no files behind.
      const model = await this.models.use(await this.options.householdItems(options.householdId));
      try {
        signal.throwIfAborted();
        const folder = await mkdtemp(path.join(os.tmpdir(), "basil-voice-"));
        try {
          const clip = path.join(folder, "clip.wav");
          await writeFile(clip, Buffer.concat([wavHeader(pcm.length), pcm]));
          const models = [
            "-hmm",
            path.join(this.tools.modelDir, "en-us"),
            "-lm",
            model.files.lm,
            "-dict",
            model.files.dict,
            "-logfn",
            "/dev/null",
          ];
          const { stdout } = await runProcess(
            this.tools.pocketsphinx as string,
            ["-infile", clip, ...models, ...RECOGNISER_SETTINGS],
            {
              signal,
              timeoutMs: this.options.timeoutMs,
            },
          );
          const heard = readRecognition(stdout.toString("utf8"));
          const { understood } = this.options;
          if (!understood || !this.tools.pocketsphinxBatch || !wantsOtherReading(heard, understood)) return heard;
          return chooseReading(heard, await this.otherReadings(folder, models, signal), understood);
        } catch (error) {
          throw failedProgram(error, "The speech recogniser failed on this recording. Please try again.");
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      } finally {
        model.release();
      }
    });
  }

  /**
   * The batch decoder's best readings of the clip in the folder (clip.wav), best first:
   * it searches the whole recording at once and errs differently from the live decoder.
   */
  private async otherReadings(folder: string, models: string[], signal: AbortSignal): Promise<string[]> {
    try {
      await writeFile(path.join(folder, "clips"), "clip\n");
      await runProcess(
        this.tools.pocketsphinxBatch as string,
        [
          ...[
            "-ctl",
            path.join(folder, "clips"),
            "-cepdir",
            folder,
            "-cepext",
            ".wav",
            "-adcin",
            "yes",
            "-adchdr",
            "44",
          ],
          ...["-hyp", path.join(folder, "best"), "-nbest", String(OTHER_READINGS), "-nbestdir", folder, ...models],
        ],
        { signal, timeoutMs: this.options.timeoutMs },
      );
      return readReadings(await readFile(path.join(folder, "clip.hyp"), "utf8"));
    } catch (error) {
      // The live reading stands when a second one cannot be had; the time-out still ends the request.
      if (signal.aborted) throw error;
      console.error(`Voice: a second reading failed: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }

  async synthesize(text: string, options: SynthesizeOptions): Promise<Buffer> {
    const missing = this.missingForSpeaking();
    if (missing.length > 0) throw new VoiceError(503, unavailableMessage("Reading aloud", missing));
    const voice = englishOnly(options.language);
    return this.withDeadline(options.signal, async (signal) => {
      try {
        const { stdout: wav } = await runProcess(this.tools.espeak as string, ["-v", voice, "--stdin", "--stdout"], {
          input: Buffer.from(text, "utf8"),
          signal,
          timeoutMs: this.options.timeoutMs,
        });
        const { stdout: mp3 } = await runProcess(
          this.tools.ffmpeg as string,
          [
            "-nostdin",
            "-hide_banner",
            "-loglevel",
            "error",
            "-protocol_whitelist",
            "pipe",
            "-f",
            "wav",
            "-i",
            "pipe:0",
            "-ac",
            "1",
            "-codec:a",
            "libmp3lame",
            "-b:a",
            "48k",
            "-f",
            "mp3",
            "pipe:1",
          ],
          { input: wav, signal, timeoutMs: this.options.timeoutMs },
        );
        return mp3;
      } catch (error) {
        throw failedProgram(error, "The text could not be read aloud. Please try again.");
      }
    });
  }

  /**
   * Runs the work under the voice time-out. At the deadline its child processes are killed
   * and, once it has tidied up (its temporary files removed), the caller gets a 504; a
   * language model still being built goes on being built, for the next recording.
   */
  private async withDeadline<T>(outer: AbortSignal | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const onOuterAbort = () => controller.abort();
    outer?.addEventListener("abort", onOuterAbort, { once: true });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"late">((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve("late");
      }, this.options.timeoutMs);
    });
    const running = work(controller.signal);
    try {
      const first = await Promise.race([running.then((value) => ({ value })), deadline]);
      if (first !== "late") return first.value;
      await Promise.race([running.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, TIDY_UP_MS))]);
      throw timedOut(this.options.timeoutMs);
    } catch (error) {
      if (error instanceof ProcessStoppedError && !outer?.aborted) throw timedOut(this.options.timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuterAbort);
      running.catch(() => undefined);
    }
  }
}

/** How long a timed-out transcription may take to kill its children and remove its files. */
const TIDY_UP_MS = 1000;

/**
 * A speech program that exited with an error is the server's failure, not the member's: a
 * 502 with a sentence for the member, and what the program printed in the log.
 */
function failedProgram(error: unknown, message: string) {
  if (!(error instanceof ProcessFailedError)) return error;
  console.error(`Voice: ${error.message}`);
  return new VoiceError(502, message);
}

/** The espeak-ng voice for a language; the embedded recogniser and voice speak English only. */
function englishOnly(language: string) {
  const code = language.trim().toLowerCase();
  if (!/^en(?:-|$)/.test(code)) throw new VoiceError(400, "The embedded voice engine speaks English only (en-US)");
  return code === "en-gb" ? "en-gb" : "en-us";
}

/** A RIFF header for 16 kHz mono 16-bit samples: exactly the 44 bytes pocketsphinx skips. */
function wavHeader(dataBytes: number) {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(BYTES_PER_SECOND, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * pocketsphinx_continuous with `-time yes` prints each utterance's words, then one line per
 * word: word, start, end and posterior probability. Fillers (<s>, <sil>, [NOISE]) are not
 * words; the confidence is the mean posterior of the words.
 */
export function readRecognition(output: string): Transcript {
  const words: string[] = [];
  const posteriors: number[] = [];
  for (const line of output.split("\n")) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 4 || !parts.slice(1).every((part) => /^-?\d+(?:\.\d+)?$/.test(part))) continue;
    const word = parts[0].replace(/\(\d+\)$/, "");
    if (FILLER.test(word)) continue;
    words.push(word);
    posteriors.push(Math.min(1, Math.max(0, Number(parts[3]))));
  }
  const confidence = posteriors.length ? posteriors.reduce((sum, value) => sum + value, 0) / posteriors.length : 0;
  return { text: words.join(" "), confidence: Math.round(confidence * 1000) / 1000 };
}

/** A recogniser's word that is not a word said: silence, noise, a sentence's ends. */
const FILLER = /^(?:<.*>|\[.*\]|\+\+.*\+\+)$/;

/**
 * pocketsphinx_batch's n-best file: one reading a line, its words then its score; the same
 * words may come more than once (they differ in where silences fall). The distinct readings,
 * best first.
 */
export function readReadings(output: string): string[] {
  const readings = output.split("\n").map((line) =>
    line
      .trim()
      .split(/\s+/)
      .filter((word, index, words) => !(index === words.length - 1 && /^-?\d+$/.test(word)))
      .map((word) => word.replace(/\(\d+\)$/, ""))
      .filter((word) => word && !FILLER.test(word))
      .join(" "),
  );
  return [...new Set(readings.filter(Boolean))];
}

/** Whether the live decoder's reading is one to look past: it was unsure of it, and Basil cannot act on it. */
export function wantsOtherReading(heard: Transcript, understood: (text: string) => boolean): boolean {
  return heard.text !== "" && heard.confidence < SURE && !understood(heard.text);
}

/**
 * What the live decoder heard, unless Basil cannot act on it and another reading of the
 * same recording is something it can act on: then that one, as sure as the live reading
 * was (below what hands-free sends at once, so the member sees the words before they go).
 */
export function chooseReading(heard: Transcript, others: string[], understood: (text: string) => boolean): Transcript {
  const other = others.find((text) => text !== heard.text && understood(text));
  return other ? { text: other, confidence: heard.confidence } : heard;
}
