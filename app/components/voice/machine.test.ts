import { describe, expect, it } from "vitest";
import { VOICE_DEFAULTS } from "~/schemas/voice";
import {
  answerError,
  initialVoiceState,
  microphoneError,
  playbackError,
  unansweredError,
  voiceTransition,
  type VoiceEvent,
  type VoiceState,
} from "./machine";

const context = { householdId: "h1", userId: "u1" };
const idle = initialVoiceState(VOICE_DEFAULTS, context);

/** Runs events in order; answers the final state and every warning. */
function run(events: VoiceEvent[], from: VoiceState = idle) {
  const warnings: string[] = [];
  let state = from;
  for (const event of events) {
    const next = voiceTransition(state, event);
    if (next.warning) warnings.push(next.warning);
    state = next.state;
  }
  return { state, warnings };
}

const recording = run([{ type: "start", at: 1000 }]).state;

describe("idle → recording", () => {
  it("starts from idle, noting when, and forgets the last transcript but keeps an error until it is cleared", () => {
    const error = { type: "transcription" as const, message: "Transcription failed" };
    const from = { ...idle, error, transcript: "old" };
    const { state, warnings } = run([{ type: "start", at: 1000 }], from);
    expect(state).toMatchObject({ status: "recording", recordingSince: 1000, error, transcript: null });
    expect(warnings).toEqual([]);
  });

  it.each(["recording", "transcribing", "playing"] as const)("is ignored with a warning while %s", (status) => {
    const from = { ...idle, status };
    const { state, warnings } = run([{ type: "start", at: 2000 }], from);
    expect(state).toBe(from);
    expect(warnings).toEqual([`Voice: recording can only start when idle (it is ${status})`]);
  });
});

describe("stop", () => {
  it("is only possible while recording; otherwise ignored with a warning", () => {
    const { state, warnings } = run([{ type: "stop" }]);
    expect(state).toBe(idle);
    expect(warnings).toEqual(["Voice: there is no recording to stop (it is idle)"]);
  });

  it("waits for the data: still recording, marked as stopping; a second stop is ignored", () => {
    const { state, warnings } = run([{ type: "stop" }, { type: "stop" }], recording);
    expect(state).toMatchObject({ status: "recording", stopping: true });
    expect(warnings).toEqual(["Voice: the recording is already stopping"]);
  });

  it("with audio and autoTranscribe on: transcribing", () => {
    const { state } = run([{ type: "stop" }, { type: "stopped", take: recording.take, audioBytes: 2048 }], recording);
    expect(state).toMatchObject({ status: "transcribing", recordingSince: null, stopping: false });
  });

  it("with empty audio: idle, nothing to transcribe", () => {
    const { state } = run([{ type: "stop" }, { type: "stopped", take: recording.take, audioBytes: 0 }], recording);
    expect(state).toMatchObject({ status: "idle", kept: false, error: null });
  });

  it("with autoTranscribe off: idle, the recording kept until the member transcribes or discards it", () => {
    const manual = run(
      [{ type: "start", at: 0 }],
      initialVoiceState({ ...VOICE_DEFAULTS, autoTranscribe: false }, context),
    ).state;
    const stopped = run([{ type: "stop" }, { type: "stopped", take: manual.take, audioBytes: 100 }], manual).state;
    expect(stopped).toMatchObject({ status: "idle", kept: true });
    expect(run([{ type: "transcribe" }], stopped).state).toMatchObject({ status: "transcribing", kept: false });
    expect(run([{ type: "discard" }], stopped).state).toMatchObject({ status: "idle", kept: false });
  });

  it("'transcribe' without a kept recording is ignored with a warning", () => {
    expect(run([{ type: "transcribe" }]).warnings).toEqual(["Voice: there is no recording to transcribe"]);
  });
});

describe("cancel", () => {
  it("discards the recording: idle, and its late data is dropped", () => {
    const { state } = run([{ type: "cancel" }, { type: "stopped", take: recording.take, audioBytes: 4096 }], recording);
    expect(state).toMatchObject({ status: "idle", recordingSince: null });
    expect(state.take).toBe(recording.take + 1);
  });

  it("does nothing when not recording", () => {
    expect(run([{ type: "cancel" }]).state).toBe(idle);
  });
});

describe("transcribing → idle", () => {
  const transcribing = run(
    [{ type: "stop" }, { type: "stopped", take: recording.take, audioBytes: 10 }],
    recording,
  ).state;

  it("stores the transcript", () => {
    const { state } = run([{ type: "transcribed", take: transcribing.take, text: "add milk" }], transcribing);
    expect(state).toMatchObject({ status: "idle", transcript: "add milk", error: null });
  });

  it("keeps the error until it is cleared", () => {
    const error = { type: "transcription" as const, message: "Transcription failed: Service Unavailable" };
    const failed = run([{ type: "transcription-failed", take: transcribing.take, error }], transcribing).state;
    expect(failed).toMatchObject({ status: "idle", error });
    // Reading aloud (a speaker, "Read replies aloud"), its failure, and a new recording leave it in place.
    const loading = run([{ type: "play", key: "x" }], failed).state;
    expect(loading.error).toEqual(error);
    expect(run([{ type: "stop-playback" }], loading).state.error).toEqual(error);
    expect(run([{ type: "playback-failed", take: loading.take, error: playbackError() }], loading).state.error).toEqual(
      error,
    );
    expect(run([{ type: "start", at: 5 }, { type: "cancel" }], failed).state.error).toEqual(error);
    expect(run([{ type: "settings", settings: VOICE_DEFAULTS }], failed).state.error).toEqual(error);
    expect(run([{ type: "clear-error", slot: "playback" }], failed).state.error).toEqual(error);
    expect(run([{ type: "clear-error", slot: "recording" }], failed).state.error).toBeNull();
    expect(run([{ type: "reset" }], failed).state.error).toBeNull();
  });

  it("a kept recording's transcription does not clear an earlier error", () => {
    const error = { type: "microphone" as const, message: "Failed to access microphone" };
    const kept = { ...idle, kept: true, error };
    expect(run([{ type: "transcribe" }], kept).state).toMatchObject({ status: "transcribing", error });
  });

  it("drops the answer for an earlier take", () => {
    const { state } = run([{ type: "transcribed", take: transcribing.take - 1, text: "stale" }], transcribing);
    expect(state).toBe(transcribing);
  });
});

describe("playing", () => {
  it("idle → playing (loading, then playing) → idle when the audio ends", () => {
    const loading = run([{ type: "play", key: "msg-1" }]).state;
    expect(loading).toMatchObject({ status: "playing", playback: { key: "msg-1", loading: true } });
    const playing = run([{ type: "playback-started", take: loading.take }], loading).state;
    expect(playing.playback).toEqual({ key: "msg-1", loading: false });
    expect(run([{ type: "playback-ended", take: loading.take }], playing).state).toMatchObject({
      status: "idle",
      playback: null,
    });
  });

  it("a new playback replaces the current one, whose end no longer counts", () => {
    const first = run([
      { type: "play", key: "a" },
      { type: "playback-started", take: 1 },
    ]).state;
    const second = run([{ type: "play", key: "b" }], first).state;
    expect(second.playback).toEqual({ key: "b", loading: true });
    expect(run([{ type: "playback-ended", take: first.take }], second).state).toBe(second);
  });

  it("on error: idle with the error, tied to what was being read", () => {
    const loading = run([{ type: "play", key: "msg-2" }]).state;
    const { state } = run([{ type: "playback-failed", take: loading.take, error: playbackError() }], loading);
    expect(state).toMatchObject({
      status: "idle",
      error: null,
      playbackError: { type: "playback", message: "Failed to play audio", key: "msg-2" },
    });
  });

  it("a playback's error stays until cleared; only pressing that same control again replaces it", () => {
    const failedA = run([
      { type: "play", key: "a" },
      { type: "playback-failed", take: 1, error: playbackError() },
    ]).state;
    expect(failedA.playbackError).toMatchObject({ key: "a" });
    expect(run([{ type: "play", key: "b" }], failedA).state.playbackError).toMatchObject({ key: "a" });
    expect(run([{ type: "play", key: "a" }], failedA).state.playbackError).toBeNull();
    expect(run([{ type: "clear-error", slot: "recording" }], failedA).state.playbackError).toMatchObject({ key: "a" });
    expect(run([{ type: "clear-error", slot: "playback" }], failedA).state.playbackError).toBeNull();
  });

  it("stopped: idle", () => {
    const loading = run([{ type: "play", key: "msg-3" }]).state;
    expect(run([{ type: "stop-playback" }], loading).state).toMatchObject({ status: "idle", playback: null });
  });

  it.each(["recording", "transcribing"] as const)("is ignored with a warning while %s", (status) => {
    const { state, warnings } = run([{ type: "play", key: "x" }], { ...idle, status });
    expect(state.status).toBe(status);
    expect(warnings).toEqual([`Voice: nothing can be read aloud while ${status}`]);
  });
});

describe("reset", () => {
  it("returns to idle from anywhere, keeping settings and context", () => {
    const settings = { ...VOICE_DEFAULTS, language: "en-GB", sendWhatISay: true };
    const busy: VoiceState = {
      ...initialVoiceState(settings, context),
      status: "playing",
      playback: { key: "k", loading: false },
      playbackError: playbackError(),
      take: 7,
    };
    const { state } = run([{ type: "reset" }], busy);
    expect(state).toEqual({ ...initialVoiceState(settings, context), take: 8 });
  });
});

describe("the error catalogue's messages", () => {
  it("microphone: the causes browsers name in the member's words, else the browser's message or 'Failed to access microphone'", () => {
    const failure = (name: string, message: string) => Object.assign(new Error(message), { name });
    const denied = microphoneError(failure("NotAllowedError", "Permission denied"));
    expect(denied).toMatchObject({ type: "microphone", message: "Basil isn't allowed to use the microphone" });
    expect(denied.detail).toMatch(/Allow the microphone/);
    const missing = microphoneError(failure("NotFoundError", "Requested device not found"));
    expect(missing).toMatchObject({ message: "No microphone was found" });
    expect(missing.detail).toMatch(/type your message/);
    expect(microphoneError(failure("NotReadableError", "Could not start audio source")).message).toBe(
      "The microphone is busy",
    );
    for (const error of [denied, missing])
      expect(JSON.stringify(error)).not.toMatch(/Permission denied|Requested device/);
    expect(microphoneError(failure("UnknownError", "Something odd"))).toEqual({
      type: "microphone",
      message: "Something odd",
    });
    expect(microphoneError(new Error(""))).toEqual({ type: "microphone", message: "Failed to access microphone" });
    expect(microphoneError("weird")).toEqual({ type: "microphone", message: "Failed to access microphone" });
  });

  it("transcription: 'Transcription failed: ' and the status text, default 'Transcription failed'", () => {
    expect(answerError("transcription", 503, "Service Unavailable", "Voice needs pocketsphinx")).toEqual({
      type: "transcription",
      message: "Transcription failed: Service Unavailable",
      detail: "Voice needs pocketsphinx",
    });
    expect(answerError("transcription", 500, "")).toEqual({ type: "transcription", message: "Transcription failed" });
    expect(unansweredError("transcription")).toEqual({ type: "transcription", message: "Transcription failed" });
  });

  it("synthesis: 'Synthesis failed: ' and the status text, type playback, default 'Speech synthesis failed'", () => {
    expect(answerError("synthesis", 504, "Gateway Timeout")).toEqual({
      type: "playback",
      message: "Synthesis failed: Gateway Timeout",
    });
    expect(answerError("synthesis", 502, " ")).toEqual({ type: "playback", message: "Speech synthesis failed" });
    expect(unansweredError("synthesis")).toEqual({ type: "playback", message: "Speech synthesis failed" });
  });

  it("401: 'User not authenticated', for both", () => {
    expect(answerError("transcription", 401, "Unauthorized").message).toBe("User not authenticated");
    expect(answerError("synthesis", 401, "Unauthorized")).toMatchObject({
      type: "playback",
      message: "User not authenticated",
    });
  });
});
