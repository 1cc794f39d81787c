import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readVoiceConfig } from "~/services/voice/config.server";
import { VoiceError, type VoiceEngine } from "~/services/voice/engine.server";
import { GoogleVoiceEngine } from "~/services/voice/google.server";
import { createVoiceEngine } from "~/services/voice/index.server";
import { OpenAICompatibleVoiceEngine } from "~/services/voice/openai-compatible.server";
import { FAKE_MP3, startFakeSpeech, type FakeSpeech } from "../fixtures/fake-speech";
import { memberWithHousehold, startAppServer } from "../support/app-server";

/**
 * The cloud engines against a scripted local server speaking their wire protocols:
 * success, 429 then success (Retry-After honoured), 5xx until the attempts run out, a
 * server that never answers (the voice time-out), and answers of the wrong shape.
 */

let fake: FakeSpeech;
let waits: number[];
const sleep = async (ms: number) => {
  waits.push(ms);
};
const clip = Buffer.from("webm-opus-bytes");

beforeAll(async () => {
  fake = await startFakeSpeech();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  waits = [];
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VoiceError);
  return error as VoiceError;
}

/** Each engine against the fake; waits are recorded, not slept, so a long time-out costs nothing. */
const engines: Array<[string, (timeoutMs?: number) => VoiceEngine]> = [
  [
    "openai-compatible",
    (timeoutMs = 20_000) =>
      new OpenAICompatibleVoiceEngine(
        { baseURL: fake.baseURL, apiKey: "sk-test", model: "whisper-1", ttsModel: "tts-1", ttsVoice: "alloy" },
        { timeoutMs, sleep },
      ),
  ],
  [
    "google",
    (timeoutMs = 20_000) =>
      new GoogleVoiceEngine(
        { apiKey: "g-key", voice: "en-US-Chirp3-HD-Kore", speechURL: fake.baseURL, textToSpeechURL: fake.baseURL },
        { timeoutMs, sleep },
      ),
  ],
];

describe.each(engines)("the %s engine", (name, make) => {
  it("transcribes and speaks in the service's own wire format", async () => {
    fake.script(
      { kind: "ok", text: "add two pounds of chicken breast to my shopping list", confidence: 0.92 },
      { kind: "ok" },
    );
    const heard = await make().transcribe(clip, { language: "en-US", householdId: "h1" });
    expect(heard.text).toBe("add two pounds of chicken breast to my shopping list");
    expect(heard.confidence).toBe(name === "google" ? 0.92 : 1);
    expect(await make().synthesize("Added 2 lb chicken breast.", { language: "en-US" })).toEqual(FAKE_MP3);

    const [transcription, speech] = fake.requests;
    if (name === "google") {
      expect(transcription.path).toBe("/v1/speech:recognize");
      expect(transcription.headers["x-goog-api-key"]).toBe("g-key");
      const body = JSON.parse(transcription.body.toString()) as {
        config: Record<string, unknown>;
        audio: { content: string };
      };
      expect(body.config).toMatchObject({ encoding: "WEBM_OPUS", languageCode: "en-US" });
      expect(Buffer.from(body.audio.content, "base64")).toEqual(clip);
      expect(speech.path).toBe("/v1/text:synthesize");
      expect(JSON.parse(speech.body.toString())).toEqual({
        input: { text: "Added 2 lb chicken breast." },
        voice: { languageCode: "en-US", name: "en-US-Chirp3-HD-Kore" },
        audioConfig: { audioEncoding: "MP3" },
      });
    } else {
      expect(transcription.path).toBe("/v1/audio/transcriptions");
      expect(transcription.headers.authorization).toBe("Bearer sk-test");
      expect(transcription.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      const form = transcription.body.toString("latin1");
      for (const [field, value] of [
        ["model", "whisper-1"],
        ["language", "en"],
        ["response_format", "json"],
      ]) {
        expect(form).toMatch(new RegExp(`name="${field}"\\r\\n\\r\\n${value}\\r\\n`));
      }
      expect(form).toContain('name="file"; filename="recording.webm"');
      expect(form).toContain("webm-opus-bytes");
      expect(speech.path).toBe("/v1/audio/speech");
      expect(JSON.parse(speech.body.toString())).toEqual({
        model: "tts-1",
        input: "Added 2 lb chicken breast.",
        voice: "alloy",
        response_format: "mp3",
      });
    }
  });

  it("retries a 429 after the wait Retry-After asks for, then succeeds", async () => {
    fake.script(
      { kind: "status", status: 429, headers: { "Retry-After": "3" } },
      { kind: "status", status: 429 },
      { kind: "ok", text: "next step" },
    );
    expect((await make().transcribe(clip, { language: "en-US", householdId: "h1" })).text).toBe("next step");
    expect(waits).toEqual([3000, 2000]);
    expect(fake.requests).toHaveLength(3);
  });

  it("gives up after four attempts at a failing service (1 s, 2 s, 4 s apart) with a 502 that keeps what it said to the log", async () => {
    fake.script(
      ...Array.from({ length: 4 }, () => ({
        kind: "status" as const,
        status: 503,
        body: '{"error":"upstream pool exhausted at 10.0.0.7"}',
      })),
    );
    const log = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const error = await failure(make().synthesize("Hello", { language: "en-US" }));
      expect(error.status).toBe(502);
      expect(error.message).toMatch(/answered 503\. Please try again later\.$/);
      expect(error.message).not.toContain("pool exhausted");
      expect(log).toHaveBeenCalledWith(expect.stringContaining("upstream pool exhausted at 10.0.0.7"));
    } finally {
      log.mockRestore();
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(fake.requests).toHaveLength(4);
  });

  it("gives up at once, with the service's answer, when the wait it asks for would pass the time-out", async () => {
    fake.script({ kind: "status", status: 429, headers: { "Retry-After": "5" } }, { kind: "ok", text: "next step" });
    const error = await failure(make(3000).transcribe(clip, { language: "en-US", householdId: "h1" }));
    expect(error).toMatchObject({ status: 502, message: expect.stringMatching(/answered 429/) });
    expect(waits).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it("does not follow a redirect", async () => {
    fake.script({ kind: "status", status: 302, headers: { Location: "http://127.0.0.1:9/elsewhere" } });
    const error = await failure(make().transcribe(clip, { language: "en-US", householdId: "h1" }));
    expect(error).toMatchObject({ status: 502, message: expect.stringMatching(/redirect/) });
    expect(fake.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("stops reading an answer larger than the cap", async () => {
    fake.script({ kind: "malformed", body: JSON.stringify({ text: "x".repeat(1024 * 1024 + 10) }) });
    const error = await failure(make().transcribe(clip, { language: "en-US", householdId: "h1" }));
    expect(error).toMatchObject({ status: 502, message: expect.stringMatching(/answered with more than 1024 KB/) });
  });

  it("does not retry a refusal such as 400", async () => {
    fake.script({ kind: "status", status: 400, body: '{"error":{"message":"bad audio"}}' });
    const error = await failure(make().transcribe(clip, { language: "en-US", householdId: "h1" }));
    expect(error.status).toBe(502);
    expect(fake.requests).toHaveLength(1);
  });

  it("ends at the voice time-out with a 504 when the service never answers", async () => {
    fake.script({ kind: "hang" });
    const started = Date.now();
    const error = await failure(make(400).transcribe(clip, { language: "en-US", householdId: "h1" }));
    expect(error.status).toBe(504);
    expect(error.message).toBe("Voice engine did not answer within 0.4 seconds");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports an answer of the wrong shape as a 502 that says what was wrong", async () => {
    fake.script({ kind: "malformed", body: "<html>gateway</html>", contentType: "text/html" });
    const notJson = await failure(make().transcribe(clip, { language: "en-US", householdId: "h1" }));
    expect(notJson.status).toBe(502);
    expect(notJson.message).toMatch(/not JSON/);
    fake.script({ kind: "malformed", body: name === "google" ? '{"audioContent": 42}' : '{"error": "nothing here"}' });
    const wrongShape = await failure(make().synthesize("Hello", { language: "en-US" }));
    expect(wrongShape.status).toBe(502);
    expect(wrongShape.message).toMatch(/without audio/);
  });
});

describe("choosing the voice engine", () => {
  it("defaults to the embedded engine", () => {
    expect(readVoiceConfig({})).toMatchObject({ engine: "embedded", timeoutMs: 8000 });
    expect(createVoiceEngine(readVoiceConfig({})).name).toBe("embedded");
  });

  it("names every missing variable, as the assistant's settings do", () => {
    expect(() => readVoiceConfig({ VOICE_ENGINE: "openai-compatible" })).toThrow(
      "Missing required environment variables for VOICE_ENGINE=openai-compatible: VOICE_BASE_URL, VOICE_MODEL",
    );
    expect(() => readVoiceConfig({ VOICE_ENGINE: "google" })).toThrow(
      "Missing required environment variables for VOICE_ENGINE=google: GOOGLE_CLOUD_API_KEY",
    );
    expect(() => readVoiceConfig({ VOICE_ENGINE: "whisper" })).toThrow(
      "VOICE_ENGINE must be one of embedded, openai-compatible, google (got 'whisper')",
    );
    expect(() =>
      readVoiceConfig({ VOICE_ENGINE: "openai-compatible", VOICE_BASE_URL: "ftp://x", VOICE_MODEL: "m" }),
    ).toThrow(/VOICE_BASE_URL must be an http\(s\) URL/);
  });

  it("reads each engine's settings", () => {
    expect(
      readVoiceConfig({
        VOICE_ENGINE: "openai-compatible",
        VOICE_BASE_URL: "http://localhost:8000/v1/",
        VOICE_MODEL: "Systran/faster-whisper-small",
      }),
    ).toEqual({
      engine: "openai-compatible",
      timeoutMs: 8000,
      baseURL: "http://localhost:8000/v1",
      apiKey: null,
      model: "Systran/faster-whisper-small",
      ttsModel: null,
      ttsVoice: "alloy",
    });
    expect(
      readVoiceConfig({ VOICE_ENGINE: "google", GOOGLE_CLOUD_API_KEY: "k", VOICE_TIMEOUT_MS: "5000" }),
    ).toMatchObject({
      engine: "google",
      timeoutMs: 5000,
      voice: "en-US-Chirp3-HD-Kore",
      speechURL: "https://speech.googleapis.com/v1",
    });
  });

  it("answers 503 for reading aloud when the speech server has no text-to-speech model", async () => {
    const engine = new OpenAICompatibleVoiceEngine(
      { baseURL: fake.baseURL, apiKey: null, model: "whisper-1", ttsModel: null, ttsVoice: "alloy" },
      { timeoutMs: 400, sleep },
    );
    const error = await failure(engine.synthesize("Hello", { language: "en-US" }));
    expect(error.status).toBe(503);
    expect(fake.requests).toHaveLength(0);
    expect(engine.status()).toEqual({
      available: true,
      canListen: true,
      canSpeak: false,
      message: "Reading aloud is unavailable: set VOICE_TTS_MODEL to the speech server's text-to-speech model",
    });
  });
});

describe("the transcribe endpoint on a speech service", () => {
  it("checks every recording with ffmpeg before sending it: not audio is a 400, too long a 413, and neither reaches the service", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "basil-voice-cloud-api-"));
    const server = await startAppServer({
      databaseUrl: `file:${path.join(dataDir, "voice.sqlite")}`,
      dataDir,
      env: {
        VOICE_ENGINE: "openai-compatible",
        VOICE_BASE_URL: fake.baseURL,
        VOICE_MODEL: "whisper-1",
        PASSWORD_HASHING: "fast",
      },
    });
    try {
      const member = await memberWithHousehold(server, `voice-cloud-${Date.now()}`);
      const transcribe = async (audio: Buffer) => {
        const form = new FormData();
        form.append("audio", new Blob([new Uint8Array(audio)], { type: "audio/webm" }), "clip.webm");
        const response = await fetch(`${server.origin}/api/v1/voice/transcribe`, {
          method: "POST",
          headers: { Origin: server.origin, Cookie: member.cookie },
          body: form,
        });
        return {
          status: response.status,
          body: (await response.json()) as { error?: string; message?: string; data?: { text: string } },
        };
      };
      const clip = (seconds: number) => {
        const file = path.join(dataDir, `${seconds}.webm`);
        execFileSync("ffmpeg", [
          "-nostdin",
          "-loglevel",
          "error",
          "-y",
          "-f",
          "lavfi",
          "-i",
          `sine=frequency=220:duration=${seconds}`,
          "-c:a",
          "libopus",
          "-b:a",
          "16k",
          file,
        ]);
        return readFileSync(file);
      };
      fake.reset();
      expect(await transcribe(Buffer.from("webm-opus-bytes"))).toMatchObject({
        status: 400,
        body: {
          error: "invalid_request",
          message: "The recording could not be decoded: send webm/opus, ogg or wav audio",
        },
      });
      expect(await transcribe(clip(31))).toMatchObject({
        status: 413,
        body: { error: "payload_too_large", message: "Recordings can be at most 30 seconds long" },
      });
      expect(fake.requests).toHaveLength(0);
      fake.script({ kind: "ok", text: "next step" });
      expect(await transcribe(clip(2))).toMatchObject({ status: 200, body: { data: { text: "next step" } } });
      expect(fake.requests).toHaveLength(1);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
