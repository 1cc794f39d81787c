import type { VoiceAvailability } from "~/schemas/voice";
import { UserFacingError } from "~/services/errors.server";

/**
 * The voice provider port: speech to text and text to speech, whichever engine does it
 * (embedded offline tools, an OpenAI-compatible audio server, or Google Cloud).
 */

export type Transcript = {
  text: string;
  /** 0 to 1: how sure the engine is of the words; engines that do not say report 1 for a non-empty transcript. */
  confidence: number;
};

export type TranscribeOptions = {
  /** BCP 47, e.g. en-US. */
  language: string;
  /** Whose kitchen the words come from: the embedded engine listens for the household's own items. */
  householdId: string;
  /** The recording as checked by the endpoint: 16 kHz mono 16-bit samples (engines that decode need not do it again). */
  decoded?: Buffer;
  signal?: AbortSignal;
};

export type SynthesizeOptions = { language: string; signal?: AbortSignal };

export type { VoiceAvailability };

export interface VoiceEngine {
  readonly name: string;
  /** Whether the engine's work runs on this machine's cores (and so waits for a voice job slot). */
  readonly runsLocally: boolean;
  /** Whether the engine can listen and speak here; when a part is missing, `message` says what to install or set. */
  status(): VoiceAvailability;
  transcribe(audio: Buffer, options: TranscribeOptions): Promise<Transcript>;
  /** MP3 audio of the text. */
  synthesize(text: string, options: SynthesizeOptions): Promise<Buffer>;
}

export type VoiceErrorStatus = 400 | 413 | 415 | 429 | 502 | 503 | 504;

/**
 * A voice failure with the HTTP status it answers with: 400 (empty or undecodable audio),
 * 413 (too long), 429 (this member has too much voice work in flight), 502 (the speech
 * service or a speech program failed), 503 (voice is not available here, or busy), 504 (the
 * engine took longer than the voice time-out). Its message is written for the member.
 */
export class VoiceError extends UserFacingError {
  declare readonly status: VoiceErrorStatus;
  override readonly retryAfterSeconds?: number;

  constructor(status: VoiceErrorStatus, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message, status);
    this.name = "VoiceError";
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The longest text read aloud: a long assistant reply, not a book. */
export const MAX_SPEECH_CHARACTERS = 3000;
/** Only the start of a text to speak is ever logged. */
export const LOGGED_TEXT_CHARACTERS = 50;

export function timedOut(timeoutMs: number) {
  return new VoiceError(504, `Voice engine did not answer within ${timeoutMs / 1000} seconds`);
}

/** A missing part: what to say, and the Debian package that brings it. */
export type MissingPart = { what: string; install: string };

export const FFMPEG_MISSING: MissingPart = { what: "ffmpeg is not installed", install: "ffmpeg" };

/** "Install it with: apt-get install …", naming only the packages of the parts that are missing. */
export function installHint(missing: MissingPart[]) {
  const packages = [...new Set(missing.map((part) => part.install))];
  return `Install ${packages.length === 1 ? "it" : "them"} with: apt-get install ${packages.join(" ")}`;
}

/** A sentence for the member and the log: what is missing for what, and what to install. */
export function unavailableMessage(what: "Voice" | "Reading aloud", missing: MissingPart[]) {
  return `${what} is unavailable: ${missing.map((part) => part.what).join(", ")}. ${installHint(missing)}`;
}
