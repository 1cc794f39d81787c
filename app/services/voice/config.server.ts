import { trimCharacters } from "~/domain/text";
import { z } from "zod";
import {
  DEFAULT_GOOGLE_VOICE,
  GOOGLE_SPEECH_URL,
  GOOGLE_TEXT_TO_SPEECH_URL,
  type GoogleVoiceConfig,
} from "./google.server";
import type { OpenAICompatibleVoiceConfig } from "./openai-compatible.server";
import { VOICE_LIMITS } from "~/schemas/voice";

/**
 * Which engine transcribes and speaks, read from the environment like ASSISTANT_ENGINE.
 *
 *   VOICE_ENGINE        embedded (default) | openai-compatible | google
 *   VOICE_TIMEOUT_MS    the voice time-out (default 8000)
 *   VOICE_BASE_URL      OpenAI-compatible audio server, e.g. http://localhost:8000/v1 (speaches)
 *   VOICE_MODEL         its transcription model, e.g. whisper-1 or Systran/faster-whisper-small
 *   VOICE_TTS_MODEL     its text-to-speech model, e.g. tts-1 (optional: without it, no reading aloud)
 *   VOICE_TTS_VOICE     its voice (default alloy)
 *   VOICE_API_KEY       bearer key (optional: local servers need none)
 *   GOOGLE_CLOUD_API_KEY          Google Cloud API key with Speech-to-Text and Text-to-Speech enabled
 *   GOOGLE_TTS_VOICE              Text-to-Speech voice (default en-US-Chirp3-HD-Kore)
 *   GOOGLE_SPEECH_URL, GOOGLE_TTS_URL   the services' base URLs (for a proxy; default Google's)
 */
export const VOICE_ENGINES = ["embedded", "openai-compatible", "google"] as const;
export type VoiceEngineKind = (typeof VOICE_ENGINES)[number];

export type VoiceConfig = { timeoutMs: number } & (
  | { engine: "embedded" }
  | ({ engine: "openai-compatible" } & OpenAICompatibleVoiceConfig)
  | ({ engine: "google" } & GoogleVoiceConfig)
);

export class VoiceConfigError extends Error {
  constructor(
    message: string,
    readonly missing: string[] = [],
  ) {
    super(message);
    this.name = "VoiceConfigError";
  }
}

export const REQUIRED_VOICE_VARIABLES: Record<VoiceEngineKind, readonly string[]> = {
  embedded: [],
  "openai-compatible": ["VOICE_BASE_URL", "VOICE_MODEL"],
  google: ["GOOGLE_CLOUD_API_KEY"],
};

const text = z.string().trim().min(1);
const httpUrl = (name: string) => z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` });

const schema = z.object({
  VOICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(VOICE_LIMITS.voiceTimeoutMs),
  VOICE_BASE_URL: httpUrl("VOICE_BASE_URL").optional(),
  VOICE_MODEL: text.max(200).optional(),
  VOICE_TTS_MODEL: text.max(200).optional(),
  VOICE_TTS_VOICE: text.max(100).default("alloy"),
  VOICE_API_KEY: text.optional(),
  GOOGLE_CLOUD_API_KEY: text.optional(),
  GOOGLE_TTS_VOICE: text.max(100).default(DEFAULT_GOOGLE_VOICE),
  GOOGLE_SPEECH_URL: httpUrl("GOOGLE_SPEECH_URL").default(GOOGLE_SPEECH_URL),
  GOOGLE_TTS_URL: httpUrl("GOOGLE_TTS_URL").default(GOOGLE_TEXT_TO_SPEECH_URL),
});

/**
 * Reads the voice settings. Throws VoiceConfigError naming every missing variable for the
 * chosen engine ("Missing required environment variables for VOICE_ENGINE=google:
 * GOOGLE_CLOUD_API_KEY"), or what is wrong with a value.
 */
export function readVoiceConfig(source: Record<string, string | undefined> = process.env): VoiceConfig {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(source))
    if (value !== undefined && value.trim() !== "") env[key] = value.trim();
  const kind = (env.VOICE_ENGINE ?? "embedded").toLowerCase();
  if (!(VOICE_ENGINES as readonly string[]).includes(kind)) {
    throw new VoiceConfigError(`VOICE_ENGINE must be one of ${VOICE_ENGINES.join(", ")} (got '${env.VOICE_ENGINE}')`);
  }
  const engine = kind as VoiceEngineKind;
  const missing = REQUIRED_VOICE_VARIABLES[engine].filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    throw new VoiceConfigError(
      `Missing required environment variables for VOICE_ENGINE=${engine}: ${missing.join(", ")}`,
      missing,
    );
  }
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new VoiceConfigError(`Invalid voice settings: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  const timeoutMs = values.VOICE_TIMEOUT_MS;
  switch (engine) {
    case "embedded":
      return { engine, timeoutMs };
    case "openai-compatible":
      return {
        engine,
        timeoutMs,
        baseURL: trimCharacters(values.VOICE_BASE_URL as string, /\//, "end"),
        apiKey: values.VOICE_API_KEY ?? null,
        model: values.VOICE_MODEL as string,
        ttsModel: values.VOICE_TTS_MODEL ?? null,
        ttsVoice: values.VOICE_TTS_VOICE,
      };
    case "google":
      return {
        engine,
        timeoutMs,
        apiKey: values.GOOGLE_CLOUD_API_KEY as string,
        voice: values.GOOGLE_TTS_VOICE,
        speechURL: trimCharacters(values.GOOGLE_SPEECH_URL, /\//, "end"),
        textToSpeechURL: trimCharacters(values.GOOGLE_TTS_URL, /\//, "end"),
      };
  }
}
