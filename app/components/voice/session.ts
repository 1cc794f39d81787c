import { VOICE_LIMITS, type VoiceSettings } from "~/schemas/voice";
import {
  initialVoiceState,
  microphoneError,
  playbackError,
  unansweredError,
  voiceTransition,
  type VoiceContext,
  type VoiceError,
  type VoiceErrorSlot,
  type VoiceEvent,
  type VoiceState,
} from "./machine";

/**
 * A recording shorter than this is a slip of the finger, not speech: it is dropped as empty
 * rather than sent to be transcribed.
 */
export const MIN_RECORDING_MS = 300;

/** Stop was pressed before the microphone had opened (a slow device, or the permission prompt). */
export const NOTHING_RECORDED: VoiceError = {
  type: "microphone",
  message: "Nothing was recorded",
  detail: "The microphone was still starting. Press the microphone again and speak once the timer runs.",
};

/** What the browser's own recogniser heard: the transcript itself rather than audio to send. */
export type HeardSpeech = { heard: string; confidence?: number };

/** A recording in progress. */
export type Recording = {
  /**
   * Stops the recorder; resolves with everything it recorded once it has handed over its
   * data: the audio for the server to transcribe, or what the browser's recogniser heard.
   */
  stop(): Promise<Blob | HeardSpeech>;
  /** Stops the recorder and throws its audio away. */
  discard(): void;
};

/** Something being read aloud. */
export type Playback = {
  /** Resolves when the audio has begun to play (rejects, like `ended`, if it cannot be played). */
  started: Promise<void>;
  /** Resolves when the audio has played to its end; rejects if it cannot be played. */
  ended: Promise<void>;
  stop(): void;
};

/** A failure that already carries the error catalogue's message. */
export class VoiceFailure extends Error {
  constructor(readonly error: VoiceError) {
    super(error.message);
  }
}

/** Who is calling the voice API, and in which language. */
export type VoiceCall = { language: string; context: VoiceContext };

export type RecordOptions = {
  handsFree: boolean;
  language: string;
  onDevice: boolean;
  onQuiet: () => void;
  onFailure: (cause: unknown) => void;
  onHeard: (text: string) => void;
};

/** What the session needs from the outside world (the browser in the app, fakes in tests). */
export type VoicePorts = {
  /**
   * Opens the microphone and starts recording; `onQuiet` is called when a hands-free recording
   * hears the speaker stop, `onFailure` when the recorder fails or the microphone goes away.
   * With `onDevice` (the member's device setting) the browser's own recogniser listens where
   * it has one, in `language`, telling what it hears so far to `onHeard`.
   */
  record(options: RecordOptions): Promise<Recording>;
  transcribe(audio: Blob, call: VoiceCall): Promise<{ text: string; confidence?: number }>;
  /** Makes the audio for a text; answers something `play` accepts. */
  synthesize(text: string, call: VoiceCall): Promise<string>;
  play(audio: string): Playback;
  /** Lets go of audio made by `synthesize` that will not be played after all. */
  release(audio: string): void;
  wait(ms: number): Promise<void>;
  now(): number;
  warn(message: string): void;
};

export type TranscriptHandler = (transcript: { text: string; confidence?: number }) => void;

/**
 * One member's voice on one page: runs the state machine's transitions against the
 * microphone, the voice API and the speaker. Listeners are told of every new state
 * (for React's useSyncExternalStore); `onTranscript` receives each transcript.
 */
export class VoiceSession {
  private state: VoiceState;
  private listeners = new Set<() => void>();
  private recording: Recording | null = null;
  /** When the recorder began recording, to tell a slip of the finger from speech. */
  private recordingStartedAt = 0;
  private audio: Blob | HeardSpeech | null = null;
  private playback: Playback | null = null;
  onTranscript: TranscriptHandler | null = null;

  constructor(
    private readonly ports: VoicePorts,
    settings: VoiceSettings,
    context: VoiceContext,
  ) {
    this.state = initialVoiceState(settings, context);
  }

  getState = () => this.state;

  private call(): VoiceCall {
    return { language: this.state.settings.language, context: this.state.context };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies an event; answers whether the machine accepted it. */
  private dispatch(event: VoiceEvent) {
    const { state, warning } = voiceTransition(this.state, event);
    if (warning) this.ports.warn(warning);
    if (state === this.state) return false;
    this.state = state;
    for (const listener of this.listeners) listener();
    return true;
  }

  async startRecording() {
    if (!this.dispatch({ type: "start", at: this.ports.now() })) return;
    this.audio = null;
    const take = this.state.take;
    const { sendWhatISay: handsFree, language, deviceRecognition } = this.state.settings;
    let recording: Recording;
    try {
      recording = await this.ports.record({
        handsFree,
        language,
        onDevice: deviceRecognition,
        onQuiet: () => this.stopIfStill(take),
        onFailure: (cause) => this.recorderFailed(take, cause),
        onHeard: (text) => this.dispatch({ type: "heard", take, text }),
      });
    } catch (cause) {
      this.dispatch({
        type: "microphone-failed",
        take,
        error: cause instanceof VoiceFailure ? cause.error : microphoneError(cause),
      });
      return;
    }
    // Cancelled, reset or disposed while the microphone was opening.
    if (this.state.take !== take || this.state.status !== "recording") {
      recording.discard();
      return;
    }
    this.recording = recording;
    this.recordingStartedAt = this.ports.now();
    const limit = handsFree ? VOICE_LIMITS.handsFreeTimeoutMs : VOICE_LIMITS.maxRecordingMs;
    void this.ports.wait(limit).then(() => this.stopIfStill(take));
  }

  /** The recorder failed or the microphone was unplugged: the recording ends with the microphone's error. */
  private recorderFailed(take: number, cause: unknown) {
    if (this.state.take !== take || this.state.status !== "recording") return;
    const recording = this.recording;
    this.recording = null;
    recording?.discard();
    this.dispatch({ type: "microphone-failed", take, error: microphoneError(cause) });
  }

  private stopIfStill(take: number) {
    if (this.state.take === take && this.state.status === "recording" && !this.state.stopping)
      void this.stopRecording();
  }

  async stopRecording() {
    if (!this.dispatch({ type: "stop" })) return;
    const take = this.state.take;
    const recording = this.recording;
    this.recording = null;
    // Still opening the microphone: nothing was recorded, and the member is told so rather
    // than left wondering where their words went.
    if (!recording) {
      this.dispatch({ type: "microphone-failed", take, error: NOTHING_RECORDED });
      return;
    }
    if (this.ports.now() - this.recordingStartedAt < MIN_RECORDING_MS) {
      recording.discard();
      this.dispatch({ type: "stopped", take, audioBytes: 0 });
      return;
    }
    const [audio] = await Promise.all([
      recording.stop().catch(() => new Blob([])),
      this.ports.wait(VOICE_LIMITS.stopCollectMs),
    ]);
    const audioBytes = audio instanceof Blob ? audio.size : audio.heard.trim().length;
    if (!this.dispatch({ type: "stopped", take, audioBytes })) return;
    if (this.state.status === "transcribing") await this.transcribe(audio, take);
    else if (this.state.kept) this.audio = audio;
  }

  cancelRecording() {
    const recording = this.recording;
    if (!this.dispatch({ type: "cancel" })) return;
    this.recording = null;
    recording?.discard();
  }

  /** Transcribes the recording kept while autoTranscribe was off. */
  async transcribeKept() {
    const audio = this.audio;
    if (!audio || !this.dispatch({ type: "transcribe" })) return;
    this.audio = null;
    await this.transcribe(audio, this.state.take);
  }

  discardKept() {
    this.audio = null;
    this.dispatch({ type: "discard" });
  }

  /**
   * The one way a transcript reaches the member: the server's, or the browser recogniser's
   * (already heard, so there is nothing to send), through the same transitions.
   */
  private async transcribe(audio: Blob | HeardSpeech, take: number) {
    let result: { text: string; confidence?: number };
    try {
      result =
        audio instanceof Blob
          ? await this.ports.transcribe(audio, this.call())
          : { text: audio.heard.trim(), confidence: audio.confidence };
    } catch (cause) {
      this.dispatch({
        type: "transcription-failed",
        take,
        error: cause instanceof VoiceFailure ? cause.error : unansweredError("transcription"),
      });
      return;
    }
    if (this.dispatch({ type: "transcribed", take, text: result.text })) this.onTranscript?.(result);
  }

  /** Reads a text aloud; whatever was being read stops first. */
  async play(key: string, text: string) {
    const current = this.playback;
    if (!this.dispatch({ type: "play", key })) return;
    this.playback = null;
    current?.stop();
    const take = this.state.take;
    let audio: string;
    try {
      audio = await this.ports.synthesize(text, this.call());
    } catch (cause) {
      this.dispatch({
        type: "playback-failed",
        take,
        error: cause instanceof VoiceFailure ? cause.error : unansweredError("synthesis"),
      });
      return;
    }
    // Stopped or replaced while the audio was being made.
    if (this.state.take !== take) {
      this.ports.release(audio);
      return;
    }
    const playback = this.ports.play(audio);
    this.playback = playback;
    try {
      await playback.started;
      this.dispatch({ type: "playback-started", take });
      await playback.ended;
      this.dispatch({ type: "playback-ended", take });
    } catch {
      this.dispatch({ type: "playback-failed", take, error: playbackError() });
    } finally {
      if (this.playback === playback) this.playback = null;
    }
  }

  stopPlayback() {
    const playback = this.playback;
    if (!this.dispatch({ type: "stop-playback" })) return;
    this.playback = null;
    playback?.stop();
  }

  clearError(slot: VoiceErrorSlot) {
    this.dispatch({ type: "clear-error", slot });
  }

  updateSettings(settings: VoiceSettings) {
    this.dispatch({ type: "settings", settings });
  }

  updateContext(context: VoiceContext) {
    this.dispatch({ type: "context", context });
  }

  /** Stops playback, cancels a recording and returns to idle; settings and context stay. */
  reset() {
    this.recording?.discard();
    this.playback?.stop();
    this.recording = null;
    this.playback = null;
    this.audio = null;
    this.dispatch({ type: "reset" });
  }
}
