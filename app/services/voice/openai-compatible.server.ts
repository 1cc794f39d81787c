import { callService, jsonOf, MAX_AUDIO_ANSWER_BYTES, readCapped, type CloudCallOptions } from "./cloud-http.server";
import {
  VoiceError,
  type SynthesizeOptions,
  type TranscribeOptions,
  type Transcript,
  type VoiceAvailability,
  type VoiceEngine,
} from "./engine.server";

/**
 * An OpenAI-compatible audio server: OpenAI itself, or the Whisper servers people run at
 * home (speaches / faster-whisper-server, LocalAI, whisper.cpp's server).
 * POST {base}/audio/transcriptions (multipart: file, model, language, response_format json)
 * answers {text}; POST {base}/audio/speech (JSON: model, input, voice, response_format mp3)
 * answers the MP3 bytes.
 */

export type OpenAICompatibleVoiceConfig = {
  baseURL: string;
  apiKey: string | null;
  model: string;
  /** null: this server only transcribes, and reading aloud answers 503. */
  ttsModel: string | null;
  ttsVoice: string;
};

const SERVICE = "The speech server";

export class OpenAICompatibleVoiceEngine implements VoiceEngine {
  readonly name = "openai-compatible";
  readonly runsLocally = false;

  constructor(
    private readonly config: OpenAICompatibleVoiceConfig,
    private readonly call: Omit<CloudCallOptions, "signal">,
  ) {}

  status(): VoiceAvailability {
    const canSpeak = this.config.ttsModel !== null;
    return {
      available: true,
      canListen: true,
      canSpeak,
      ...(!canSpeak && {
        message: "Reading aloud is unavailable: set VOICE_TTS_MODEL to the speech server's text-to-speech model",
      }),
    };
  }

  private headers(): Record<string, string> {
    return this.config.apiKey ? { Authorization: `Bearer ${this.config.apiKey}` } : {};
  }

  async transcribe(audio: Buffer, options: TranscribeOptions): Promise<Transcript> {
    const answer = await callService(
      SERVICE,
      () => {
        const form = new FormData();
        form.set("file", new Blob([new Uint8Array(audio)], { type: "audio/webm" }), "recording.webm");
        form.set("model", this.config.model);
        // Whisper takes the language as ISO-639-1 ("en"), not a locale.
        form.set("language", options.language.split("-")[0].toLowerCase());
        form.set("response_format", "json");
        return {
          url: `${this.config.baseURL}/audio/transcriptions`,
          init: { method: "POST", headers: this.headers(), body: form },
        };
      },
      (response) => jsonOf(SERVICE, response),
      { ...this.call, signal: options.signal },
    );
    const text = (answer as { text?: unknown } | null)?.text;
    if (typeof text !== "string") throw new VoiceError(502, `${SERVICE} answered without a transcript (no text field)`);
    return { text: text.trim(), confidence: text.trim() ? 1 : 0 };
  }

  async synthesize(text: string, options: SynthesizeOptions): Promise<Buffer> {
    const ttsModel = this.config.ttsModel;
    if (!ttsModel)
      throw new VoiceError(
        503,
        "Reading aloud is not configured: set VOICE_TTS_MODEL to the speech server's text-to-speech model",
      );
    return callService(
      SERVICE,
      () => ({
        url: `${this.config.baseURL}/audio/speech`,
        init: {
          method: "POST",
          headers: { ...this.headers(), "Content-Type": "application/json" },
          body: JSON.stringify({ model: ttsModel, input: text, voice: this.config.ttsVoice, response_format: "mp3" }),
        },
      }),
      async (response) => {
        const type = response.headers.get("Content-Type") ?? "";
        const audio = await readCapped(SERVICE, response, MAX_AUDIO_ANSWER_BYTES);
        if (/json|text\//i.test(type) || audio.length === 0)
          throw new VoiceError(502, `${SERVICE} answered without audio`);
        return audio;
      },
      { ...this.call, signal: options.signal },
    );
  }
}
