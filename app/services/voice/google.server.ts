import { callService, jsonOf, MAX_AUDIO_ANSWER_BYTES, type CloudCallOptions } from "./cloud-http.server";
import {
  VoiceError,
  type SynthesizeOptions,
  type TranscribeOptions,
  type Transcript,
  type VoiceAvailability,
  type VoiceEngine,
} from "./engine.server";

/**
 * Google Cloud Speech-to-Text (v1 speech:recognize, the recording as base64 WEBM_OPUS)
 * and Text-to-Speech (v1 text:synthesize, MP3) with an API key. The voice is the
 * specification's Chirp3 HD voice named Kore (docs/spec-differences.md).
 */

export type GoogleVoiceConfig = {
  apiKey: string;
  voice: string;
  speechURL: string;
  textToSpeechURL: string;
};

export const DEFAULT_GOOGLE_VOICE = "en-US-Chirp3-HD-Kore";
export const GOOGLE_SPEECH_URL = "https://speech.googleapis.com/v1";
export const GOOGLE_TEXT_TO_SPEECH_URL = "https://texttospeech.googleapis.com/v1";

const SPEECH = "Google Speech-to-Text";
const TEXT_TO_SPEECH = "Google Text-to-Speech";

type RecognizeAnswer = { results?: Array<{ alternatives?: Array<{ transcript?: unknown; confidence?: unknown }> }> };

export class GoogleVoiceEngine implements VoiceEngine {
  readonly name = "google";
  readonly runsLocally = false;

  constructor(
    private readonly config: GoogleVoiceConfig,
    private readonly call: Omit<CloudCallOptions, "signal">,
  ) {}

  status(): VoiceAvailability {
    return { available: true, canListen: true, canSpeak: true };
  }

  async transcribe(audio: Buffer, options: TranscribeOptions): Promise<Transcript> {
    const answer = await callService(
      SPEECH,
      () => ({
        url: `${this.config.speechURL}/speech:recognize`,
        init: {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Goog-Api-Key": this.config.apiKey },
          body: JSON.stringify({
            // Browsers record Opus at 48 kHz.
            config: {
              encoding: "WEBM_OPUS",
              sampleRateHertz: 48000,
              languageCode: options.language,
              enableAutomaticPunctuation: true,
            },
            audio: { content: audio.toString("base64") },
          }),
        },
      }),
      (response) => jsonOf(SPEECH, response),
      { ...this.call, signal: options.signal },
    );
    if (!answer || typeof answer !== "object" || Array.isArray(answer))
      throw new VoiceError(502, `${SPEECH} answered with something other than a recognition result`);
    const results = (answer as RecognizeAnswer).results ?? [];
    if (!Array.isArray(results)) throw new VoiceError(502, `${SPEECH} answered with results that are not a list`);
    // No results: nothing was said. Each result is a stretch of the recording; its first alternative is the best.
    const best = results.map((result) => result?.alternatives?.[0]).filter((alternative) => alternative !== undefined);
    if (best.some((alternative) => typeof alternative.transcript !== "string"))
      throw new VoiceError(502, `${SPEECH} answered with a result that has no transcript`);
    const text = best
      .map((alternative) => String(alternative.transcript).trim())
      .filter(Boolean)
      .join(" ");
    const confidences = best
      .map((alternative) => alternative.confidence)
      .filter((value): value is number => typeof value === "number" && value > 0);
    const confidence = confidences.length
      ? confidences.reduce((sum, value) => sum + value, 0) / confidences.length
      : text
        ? 1
        : 0;
    return { text, confidence: Math.round(confidence * 1000) / 1000 };
  }

  async synthesize(text: string, options: SynthesizeOptions): Promise<Buffer> {
    const answer = await callService(
      TEXT_TO_SPEECH,
      () => ({
        url: `${this.config.textToSpeechURL}/text:synthesize`,
        init: {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Goog-Api-Key": this.config.apiKey },
          body: JSON.stringify({
            input: { text },
            voice: { languageCode: options.language, name: this.voiceFor(options.language) },
            audioConfig: { audioEncoding: "MP3" },
          }),
        },
      }),
      // The MP3 comes as base64 inside the JSON: a third larger than the audio itself.
      (response) => jsonOf(TEXT_TO_SPEECH, response, Math.ceil((MAX_AUDIO_ANSWER_BYTES * 4) / 3) + 4096),
      { ...this.call, signal: options.signal },
    );
    const content = (answer as { audioContent?: unknown } | null)?.audioContent;
    if (typeof content !== "string" || content === "" || !/^[A-Za-z0-9+/]+={0,2}$/.test(content)) {
      throw new VoiceError(502, `${TEXT_TO_SPEECH} answered without audio (no audioContent)`);
    }
    return Buffer.from(content, "base64");
  }

  /** Kore in the member's language: the configured voice's name with its locale swapped. */
  private voiceFor(language: string) {
    return this.config.voice.replace(/^[a-z]{2,3}-[A-Z]{2}/, language);
  }
}
