/** The voice time-out (§9). */
const VOICE_TIMEOUT_MS = 8000;

/**
 * Voice constants, shared by the browser and the server: the one place each of them is set.
 * This module has no zod, so the pages that only read these constants do not load it; the
 * settings' schemas are in ./voice-settings.ts.
 */
export const VOICE_LIMITS = {
  /** After MediaRecorder.stop(), how long the recorder is given to hand over its last data. */
  stopCollectMs: 100,
  /** The voice time-out (§9): no transcription or synthesis runs longer unless VOICE_TIMEOUT_MS says so. */
  voiceTimeoutMs: VOICE_TIMEOUT_MS,
  /** A hands-free recording ends at the voice time-out whatever it hears. */
  handsFreeTimeoutMs: VOICE_TIMEOUT_MS,
  /** The longest recording the server transcribes, in seconds. */
  maxClipSeconds: 30,
  /**
   * How far past maxClipSeconds a decoded recording may run before it is refused: Opus
   * frames and the container's padding make a clip stopped at the limit decode a little longer.
   */
  clipToleranceMs: 250,
  /**
   * A recording the member stops by hand ends here, half a second inside the server's limit,
   * so it is never refused as too long.
   */
  maxRecordingMs: 29_500,
  /** The largest recording uploaded, in bytes. */
  maxClipBytes: 2 * 1024 * 1024,
  /** Hands-free: this much quiet after speech ends the recording. */
  silenceAfterSpeechMs: 1500,
  /** Hands-free sends a transcript at once only when the recogniser is at least this sure of it. */
  confidenceThreshold: 0.85,
} as const;

/** The server's answers to a recording that is too large or too long (413). */
export const RECORDING_TOO_LARGE = `Recordings can be at most ${VOICE_LIMITS.maxClipBytes / (1024 * 1024)} MB`;
export const RECORDING_TOO_LONG = `Recordings can be at most ${VOICE_LIMITS.maxClipSeconds} seconds long`;

/** How the browser records: webm with the opus codec. */
export const VOICE_RECORDING_TYPE = "audio/webm;codecs=opus";

/** Languages the recogniser and the voice can be asked for (BCP 47 tags). */
export const VOICE_LANGUAGES = [
  { value: "en-US", label: "English (United States)" },
  { value: "en-GB", label: "English (United Kingdom)" },
  { value: "en-AU", label: "English (Australia)" },
  { value: "en-CA", label: "English (Canada)" },
  { value: "en-IE", label: "English (Ireland)" },
  { value: "en-IN", label: "English (India)" },
  { value: "en-NZ", label: "English (New Zealand)" },
  { value: "en-ZA", label: "English (South Africa)" },
  { value: "de-DE", label: "Deutsch (Deutschland)" },
  { value: "es-ES", label: "Español (España)" },
  { value: "es-MX", label: "Español (México)" },
  { value: "fr-FR", label: "Français (France)" },
  { value: "fr-CA", label: "Français (Canada)" },
  { value: "it-IT", label: "Italiano (Italia)" },
  { value: "nl-NL", label: "Nederlands (Nederland)" },
  { value: "pt-BR", label: "Português (Brasil)" },
] as const;

export const LANGUAGE_VALUES = VOICE_LANGUAGES.map((language) => language.value) as [string, ...string[]];

export type VoiceSettings = {
  /** The language spoken to the microphone and read aloud. */
  language: string;
  /** Transcribe a recording as soon as it stops (else it waits for the member to ask). */
  autoTranscribe: boolean;
  /** Hands-free: a recording ends by itself after silence and its transcript is sent at once. */
  sendWhatISay: boolean;
  /** Each new reply of the assistant is read aloud. */
  readRepliesAloud: boolean;
  /**
   * The microphone uses the browser's own speech recognition (the Web Speech API, on the
   * device where it offers that) instead of the server's engine, where the browser has one.
   */
  deviceRecognition: boolean;
};

export const VOICE_DEFAULTS: VoiceSettings = {
  language: "en-US",
  autoTranscribe: true,
  sendWhatISay: false,
  readRepliesAloud: false,
  deviceRecognition: false,
};

/**
 * Whether voice works on this server: `available` (the same as `canListen`) says whether the
 * mic can be used, `canSpeak` whether replies can be read aloud, and `message`, when a part
 * is missing, says which and what to install (said by the mic button).
 */
export type VoiceAvailability = { available: boolean; message?: string; canListen: boolean; canSpeak: boolean };

/** What a page's loader hands to its voice controls. */
export type VoicePageData = {
  settings: VoiceSettings;
  /** canListen and canSpeak may be left out where only `available` matters (a page written before them reads `available`). */
  availability: Omit<VoiceAvailability, "canListen" | "canSpeak"> &
    Partial<Pick<VoiceAvailability, "canListen" | "canSpeak">>;
};

export const VOICE_SETTING_MESSAGES = {
  language: "Please choose a language from the list",
  toggle: "A voice setting can only be on or off",
  handsFreeNeedsTranscription: "“Send what I say” needs “Transcribe when I stop” to be on",
} as const;
