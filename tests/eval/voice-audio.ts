import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * Spoken requests as a browser would send them: espeak-ng speaks (two voices, two speeds,
 * some with kitchen noise), encoded as webm/opus, posted to the transcription endpoint.
 * Shared by the voice evaluation and the voice benchmark.
 */

const run = promisify(execFile);

export type Rendering = { voice: string; speed: number; noisy: boolean };

const VOICES = ["en-us+m1", "en-us+f2"];
/** A quiet room heard through a phone's microphone: a low pink-noise floor under every clip. */
const ROOM_TONE = "0.02";
const KITCHEN_NOISE = "0.04";
const SPEEDS = [150, 180];

/** The rendering of the n-th request: voices and speeds take turns, and every third is noisy. */
export function renderingFor(index: number): Rendering {
  return { voice: VOICES[index % 2], speed: SPEEDS[Math.floor(index / 2) % 2], noisy: index % 3 === 2 };
}

export function describeRendering(rendering: Rendering) {
  return `${rendering.voice} ${rendering.speed} wpm${rendering.noisy ? " + kitchen noise" : ""}`;
}

/**
 * Speaks a request and encodes it as webm/opus, as a microphone would have heard it: with
 * the pauses a person leaves around a request, and never in digital silence (a room and a
 * microphone always add a little noise, which the recogniser's noise estimate relies on).
 * Kitchen noise, on the noisy renderings: pink noise (extractor fan, sizzling) pulsed like
 * clattering, about 12 dB below the voice.
 */
export async function speak(text: string, rendering: Rendering): Promise<Buffer> {
  const folder = mkdtempSync(path.join(tmpdir(), "basil-voice-eval-"));
  try {
    const speech = path.join(folder, "speech.wav");
    const padded = path.join(folder, "padded.wav");
    const noise = path.join(folder, "noise.wav");
    const mixed = path.join(folder, "mixed.wav");
    const webm = path.join(folder, "clip.webm");
    await run("espeak-ng", ["-v", rendering.voice, "-s", String(rendering.speed), "-w", speech, text]);
    await run("sox", ["-R", speech, "-r", "16000", "-c", "1", padded, "pad", "0.4", "0.6"]);
    const { stdout } = await run("soxi", ["-D", padded]);
    const room = ["synth", stdout.trim(), "pinknoise", "vol", ROOM_TONE];
    const kitchen = ["synth", stdout.trim(), "pinknoise", "vol", KITCHEN_NOISE, "tremolo", "5", "60"];
    await run("sox", ["-R", "-n", "-r", "16000", "-c", "1", noise, ...(rendering.noisy ? kitchen : room)]);
    await run("sox", ["-R", "-m", padded, noise, mixed]);
    await run("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-i",
      mixed,
      "-c:a",
      "libopus",
      "-b:a",
      "32k",
      "-fflags",
      "+bitexact",
      "-flags:a",
      "+bitexact",
      "-f",
      "webm",
      webm,
    ]);
    return readFileSync(webm);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Posts a clip to the transcription endpoint as the chat's mic button does. */
export async function transcribe(
  origin: string,
  cookie: string,
  clip: Buffer,
): Promise<{ text: string; confidence?: number }> {
  const form = new FormData();
  form.append("audio", new Blob([new Uint8Array(clip)], { type: "audio/webm;codecs=opus" }), "clip.webm");
  form.append("language", "en-US");
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${origin}/api/v1/voice/transcribe`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin },
      body: form,
    });
    const body = (await response.json()) as {
      status: string;
      data?: { text: string; confidence?: number };
      message?: string;
    };
    if (response.status === 429 && attempt < 5) {
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("retry-after") ?? 1) * 1000));
      continue;
    }
    if (!response.ok || !body.data) throw new Error(`transcribe answered ${response.status}: ${body.message}`);
    return body.data;
  }
}

/** The words of a sentence as a recogniser would write them: lower case, no punctuation. */
export function words(text: string) {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9' ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** Word-level edit distance: substitutions, insertions and deletions. */
export function wordErrors(reference: string[], hypothesis: string[]) {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, index) => index);
  for (let i = 1; i <= reference.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j += 1) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[hypothesis.length];
}
