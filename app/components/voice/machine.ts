import type { VoiceSettings } from "~/schemas/voice";

/**
 * The voice state machine, as a pure function: a state and an event in, the next state
 * out (and a warning when the event is not allowed in that state). It does no I/O; the
 * session (./session.ts) records, transcribes and plays, and reports back as events.
 *
 *   idle → recording          only from idle; otherwise ignored with a warning
 *   recording → recording     what the browser's own recogniser has heard so far (`heard`)
 *   recording → idle          on stop (once the recorder has handed over its data) or on cancel (audio discarded)
 *   idle → transcribing       after a stop, when autoTranscribe is on and the audio is not empty,
 *                             or when the member asks for a recording kept with autoTranscribe off
 *   transcribing → idle       with the transcript, or with the error (kept until cleared)
 *   errors                    kept until cleared (clear-error, reset); nothing else clears one.
 *                             A recording's error and a playback's are kept apart, so reading
 *                             aloud never hides a failed transcription. A playback's error shows
 *                             beside its control, so pressing that same control again replaces it.
 *   idle | playing → playing  a new playback replaces the current one
 *   playing → idle            when the audio ends, on error, or when stopped
 *   reset                     back to idle, keeping settings and context
 */

export type VoiceStatus = "idle" | "recording" | "transcribing" | "playing";

/** Error types as the error catalogue names them; `unavailable` is the mic explaining why it cannot work here. */
export type VoiceErrorType = "microphone" | "transcription" | "playback" | "unavailable";

export type VoiceError = {
  type: VoiceErrorType;
  message: string;
  /** A second line: what the server said, or what the member can do about it. */
  detail?: string;
  /** The playback this error belongs to (a message id, a step), so it shows beside its control. */
  key?: string;
};

/** Which error a clear-error event clears: the microphone's and transcription's, or a playback's. */
export type VoiceErrorSlot = "recording" | "playback";

export type VoiceContext = { householdId: string; userId: string };

export type VoiceState = {
  status: VoiceStatus;
  /** When the current recording began (ms since the epoch), for its elapsed seconds. */
  recordingSince: number | null;
  /** The recording is being stopped: its last data is being collected. */
  stopping: boolean;
  /** A recording kept because autoTranscribe is off, waiting to be transcribed or discarded. */
  kept: boolean;
  /** The latest transcript. */
  transcript: string | null;
  /** What the browser's own recogniser has heard so far in this recording (its live transcript). */
  heard: string;
  /** What is being read aloud; `loading` while its audio is being made. */
  playback: { key: string; loading: boolean } | null;
  /** The microphone's or the transcription's error, kept until cleared. */
  error: VoiceError | null;
  /** The latest playback's error (with the key of its control), kept until cleared. */
  playbackError: VoiceError | null;
  settings: VoiceSettings;
  context: VoiceContext;
  /**
   * Counts recordings and playbacks, so the late answer of one that was cancelled,
   * replaced or reset is recognised and dropped.
   */
  take: number;
};

export type VoiceEvent =
  | { type: "start"; at: number }
  | { type: "microphone-failed"; take: number; error: VoiceError }
  | { type: "heard"; take: number; text: string }
  | { type: "stop" }
  | { type: "stopped"; take: number; audioBytes: number }
  | { type: "cancel" }
  | { type: "transcribe" }
  | { type: "discard" }
  | { type: "transcribed"; take: number; text: string }
  | { type: "transcription-failed"; take: number; error: VoiceError }
  | { type: "play"; key: string }
  | { type: "playback-started"; take: number }
  | { type: "playback-ended"; take: number }
  | { type: "playback-failed"; take: number; error: VoiceError }
  | { type: "stop-playback" }
  | { type: "reset" }
  | { type: "clear-error"; slot: VoiceErrorSlot }
  | { type: "settings"; settings: VoiceSettings }
  | { type: "context"; context: VoiceContext };

export type Transition = { state: VoiceState; warning?: string };

export function initialVoiceState(settings: VoiceSettings, context: VoiceContext): VoiceState {
  return {
    status: "idle",
    recordingSince: null,
    stopping: false,
    kept: false,
    transcript: null,
    heard: "",
    playback: null,
    error: null,
    playbackError: null,
    settings,
    context,
    take: 0,
  };
}

const ignored = (state: VoiceState, warning?: string): Transition => ({ state, warning });

/** The next state of the voice machine. */
export function voiceTransition(state: VoiceState, event: VoiceEvent): Transition {
  switch (event.type) {
    case "start":
      if (state.status !== "idle")
        return ignored(state, `Voice: recording can only start when idle (it is ${state.status})`);
      return {
        state: {
          ...state,
          status: "recording",
          recordingSince: event.at,
          stopping: false,
          kept: false,
          transcript: null,
          heard: "",
          take: state.take + 1,
        },
      };
    case "microphone-failed":
      if (state.status !== "recording" || event.take !== state.take) return ignored(state);
      return { state: { ...state, status: "idle", recordingSince: null, stopping: false, error: event.error } };
    case "heard":
      if (state.status !== "recording" || event.take !== state.take || event.text === state.heard)
        return ignored(state);
      return { state: { ...state, heard: event.text } };
    case "stop":
      if (state.status !== "recording")
        return ignored(state, `Voice: there is no recording to stop (it is ${state.status})`);
      if (state.stopping) return ignored(state, "Voice: the recording is already stopping");
      return { state: { ...state, stopping: true } };
    case "stopped": {
      if (state.status !== "recording" || event.take !== state.take) return ignored(state);
      const idle = { ...state, status: "idle" as const, recordingSince: null, stopping: false };
      if (event.audioBytes <= 0) return { state: idle };
      if (!state.settings.autoTranscribe) return { state: { ...idle, kept: true } };
      return { state: { ...idle, status: "transcribing" } };
    }
    case "cancel":
      if (state.status !== "recording") return ignored(state);
      return { state: { ...state, status: "idle", recordingSince: null, stopping: false, take: state.take + 1 } };
    case "transcribe":
      if (state.status !== "idle" || !state.kept) return ignored(state, "Voice: there is no recording to transcribe");
      return { state: { ...state, status: "transcribing", kept: false } };
    case "discard":
      return { state: { ...state, kept: false } };
    case "transcribed":
      if (state.status !== "transcribing" || event.take !== state.take) return ignored(state);
      return { state: { ...state, status: "idle", transcript: event.text } };
    case "transcription-failed":
      if (state.status !== "transcribing" || event.take !== state.take) return ignored(state);
      return { state: { ...state, status: "idle", error: event.error } };
    case "play":
      if (state.status !== "idle" && state.status !== "playing") {
        return ignored(state, `Voice: nothing can be read aloud while ${state.status}`);
      }
      return {
        state: {
          ...state,
          status: "playing",
          playback: { key: event.key, loading: true },
          // Pressed again, a control's own failure gives way to the new attempt; other errors stay.
          playbackError: state.playbackError?.key === event.key ? null : state.playbackError,
          take: state.take + 1,
        },
      };
    case "playback-started":
      if (state.status !== "playing" || !state.playback || event.take !== state.take) return ignored(state);
      return { state: { ...state, playback: { ...state.playback, loading: false } } };
    case "playback-ended":
      if (state.status !== "playing" || event.take !== state.take) return ignored(state);
      return { state: { ...state, status: "idle", playback: null } };
    case "playback-failed":
      if (state.status !== "playing" || event.take !== state.take) return ignored(state);
      return {
        state: {
          ...state,
          status: "idle",
          playback: null,
          playbackError: { ...event.error, key: state.playback?.key },
        },
      };
    case "stop-playback":
      if (state.status !== "playing") return ignored(state);
      return { state: { ...state, status: "idle", playback: null, take: state.take + 1 } };
    case "reset":
      return { state: { ...initialVoiceState(state.settings, state.context), take: state.take + 1 } };
    case "clear-error": {
      const field = event.slot === "playback" ? "playbackError" : "error";
      return { state: state[field] ? { ...state, [field]: null } : state };
    }
    case "settings":
      return { state: { ...state, settings: event.settings } };
    case "context":
      return { state: { ...state, context: event.context } };
  }
}

/* ---------- The error catalogue's voice messages ---------- */

export const VOICE_MESSAGES = {
  notAuthenticated: "User not authenticated",
  microphoneDefault: "Failed to access microphone",
  transcriptionDefault: "Transcription failed",
  synthesisDefault: "Speech synthesis failed",
  playbackFailed: "Failed to play audio",
} as const;

/**
 * The microphone failures a browser names, said in the member's words instead of its own
 * text ("Requested device not found", "Could not start audio source").
 */
const MICROPHONE_CAUSES: Record<string, { message: string; detail: string }> = {
  NotAllowedError: {
    message: "Basil isn't allowed to use the microphone",
    detail: "Allow the microphone for this site in your browser's settings, then try again. Typing works as usual.",
  },
  NotFoundError: {
    message: "No microphone was found",
    detail: "Plug one in or turn it on, then try again. Or type your message.",
  },
  NotReadableError: {
    message: "The microphone is busy",
    detail: "Another app may be using it. Close that app, then try again. Or type your message.",
  },
};
MICROPHONE_CAUSES.SecurityError = MICROPHONE_CAUSES.NotAllowedError;
MICROPHONE_CAUSES.OverconstrainedError = MICROPHONE_CAUSES.NotFoundError;
MICROPHONE_CAUSES.AbortError = MICROPHONE_CAUSES.NotReadableError;

/** Where the member can go back to Basil's own listening, named as the Voice card names it. */
const USE_BASILS = "or turn off “Use this phone's own speech recognition” in Settings to use Basil's.";

/** The browser's own recogniser's failures (SpeechRecognitionErrorEvent.error), in the same words. */
MICROPHONE_CAUSES["not-allowed"] = MICROPHONE_CAUSES.NotAllowedError;
MICROPHONE_CAUSES["audio-capture"] = MICROPHONE_CAUSES.NotFoundError;
MICROPHONE_CAUSES["no-speech"] = {
  message: "Nothing was heard",
  detail: "Press the microphone and speak a little closer to it. Or type your message.",
};
MICROPHONE_CAUSES.network = {
  message: "This phone's speech recognition needs a connection",
  detail: `It could not reach its speech service. Check your connection, ${USE_BASILS}`,
};
MICROPHONE_CAUSES["service-not-allowed"] = {
  message: "This browser won't let Basil use its speech recognition",
  detail: `Turn speech recognition on in the browser's settings, ${USE_BASILS}`,
};
MICROPHONE_CAUSES["language-not-supported"] = {
  message: "This phone can't recognise the language you chose",
  detail: `Choose another language in Settings, ${USE_BASILS}`,
};

/** A microphone failure: in the member's words for the causes browsers name, else the browser's message or the default. */
export function microphoneError(cause: unknown): VoiceError {
  const known = cause instanceof Error ? MICROPHONE_CAUSES[cause.name] : undefined;
  if (known) return { type: "microphone", ...known };
  const message =
    cause instanceof Error && cause.message.trim() ? cause.message.trim() : VOICE_MESSAGES.microphoneDefault;
  return { type: "microphone", message };
}

/** A failed answer of /voice/transcribe or /voice/synthesize, by its status. */
export function answerError(
  kind: "transcription" | "synthesis",
  status: number,
  statusText: string,
  serverMessage?: string,
): VoiceError {
  const type = kind === "transcription" ? "transcription" : "playback";
  if (status === 401)
    return {
      type,
      message: VOICE_MESSAGES.notAuthenticated,
      detail: "Your session has ended. Sign in again to use voice.",
    };
  const text = statusText.trim();
  const message =
    kind === "transcription"
      ? text
        ? `Transcription failed: ${text}`
        : VOICE_MESSAGES.transcriptionDefault
      : text
        ? `Synthesis failed: ${text}`
        : VOICE_MESSAGES.synthesisDefault;
  const detail = serverMessage?.trim();
  return { type, message, ...(detail && detail !== text && { detail }) };
}

/** A call that never got an answer (network down, time-out). */
export function unansweredError(kind: "transcription" | "synthesis"): VoiceError {
  return kind === "transcription"
    ? { type: "transcription", message: VOICE_MESSAGES.transcriptionDefault }
    : { type: "playback", message: VOICE_MESSAGES.synthesisDefault };
}

export function playbackError(): VoiceError {
  return { type: "playback", message: VOICE_MESSAGES.playbackFailed };
}
