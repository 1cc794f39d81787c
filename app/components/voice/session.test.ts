import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VOICE_DEFAULTS, VOICE_LIMITS, type VoiceSettings } from "~/schemas/voice";
import { answerError } from "./machine";
import {
  MIN_RECORDING_MS,
  NOTHING_RECORDED,
  VoiceFailure,
  VoiceSession,
  type Playback,
  type VoicePorts,
} from "./session";

const context = { householdId: "h1", userId: "u1" };

/** A controllable playback: `finish()` ends it, `fail()` makes it unplayable. */
function fakePlayback() {
  let finish!: () => void;
  let fail!: (cause: unknown) => void;
  const ended = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  // It starts at once, unless it fails first.
  const started = Promise.race([Promise.resolve(), ended]);
  const playback: Playback & { stopped: boolean } = {
    started,
    ended,
    stopped: false,
    stop: () => (playback.stopped = true),
  };
  return { playback, finish, fail };
}

function setup(settings: Partial<VoiceSettings> = {}) {
  const recorded = {
    stopped: 0,
    discarded: 0,
    audio: new Blob(["webm-bytes"]),
    handsFree: false,
    onQuiet: () => {},
    onFailure: (_cause: unknown) => {},
  };
  const playbacks: ReturnType<typeof fakePlayback>[] = [];
  const ports = {
    record: vi.fn(
      async ({
        handsFree,
        onQuiet,
        onFailure,
      }: {
        handsFree: boolean;
        onQuiet: () => void;
        onFailure: (cause: unknown) => void;
      }) => {
        recorded.handsFree = handsFree;
        recorded.onQuiet = onQuiet;
        recorded.onFailure = onFailure;
        return {
          stop: async () => {
            recorded.stopped += 1;
            return recorded.audio;
          },
          discard: () => void (recorded.discarded += 1),
        };
      },
    ),
    transcribe: vi.fn(async () => ({ text: "add two pounds of chicken breast", confidence: 0.93 })),
    synthesize: vi.fn(async (text: string) => `blob:${text}`),
    play: vi.fn(() => {
      const next = fakePlayback();
      playbacks.push(next);
      return next.playback;
    }),
    release: vi.fn(),
    wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    warn: vi.fn(),
  } satisfies VoicePorts;
  const session = new VoiceSession(ports, { ...VOICE_DEFAULTS, ...settings }, context);
  const transcripts: string[] = [];
  session.onTranscript = ({ text }) => transcripts.push(text);
  return { session, ports, recorded, playbacks, transcripts };
}

beforeEach(() => vi.useFakeTimers());

/** The member speaks for a second (long enough to count as speech). */
const speak = () => vi.advanceTimersByTimeAsync(1000);
afterEach(() => vi.useRealTimers());

describe("recording and transcribing", () => {
  it("press, stop (which waits 100 ms for the data), transcribe: the transcript is handed over and the state is idle", async () => {
    const { session, ports, transcripts } = setup();
    await session.startRecording();
    expect(session.getState().status).toBe("recording");
    await speak();
    const stopping = session.stopRecording();
    await vi.advanceTimersByTimeAsync(VOICE_LIMITS.stopCollectMs - 1);
    expect(ports.transcribe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(ports.transcribe).toHaveBeenCalledWith(expect.any(Blob), { language: "en-US", context });
    expect(session.getState()).toMatchObject({
      status: "idle",
      transcript: "add two pounds of chicken breast",
      error: null,
    });
    expect(transcripts).toEqual(["add two pounds of chicken breast"]);
  });

  it("a second start while recording is ignored with a console warning", async () => {
    const { session, ports } = setup();
    await session.startRecording();
    await session.startRecording();
    expect(ports.record).toHaveBeenCalledTimes(1);
    expect(ports.warn).toHaveBeenCalledWith("Voice: recording can only start when idle (it is recording)");
  });

  it("cancel discards the audio: nothing is transcribed", async () => {
    const { session, ports, recorded } = setup();
    await session.startRecording();
    session.cancelRecording();
    await vi.runAllTimersAsync();
    expect(recorded.discarded).toBe(1);
    expect(ports.transcribe).not.toHaveBeenCalled();
    expect(session.getState().status).toBe("idle");
  });

  it("empty audio is not transcribed", async () => {
    const { session, ports, recorded } = setup();
    recorded.audio = new Blob([]);
    await session.startRecording();
    await speak();
    const stopping = session.stopRecording();
    await vi.runAllTimersAsync();
    await stopping;
    expect(ports.transcribe).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ status: "idle", error: null });
  });

  it("with autoTranscribe off the recording waits for 'transcribe'", async () => {
    const { session, ports, transcripts } = setup({ autoTranscribe: false });
    await session.startRecording();
    await speak();
    const stopping = session.stopRecording();
    await vi.runAllTimersAsync();
    await stopping;
    expect(session.getState()).toMatchObject({ status: "idle", kept: true });
    expect(ports.transcribe).not.toHaveBeenCalled();
    await session.transcribeKept();
    expect(transcripts).toEqual(["add two pounds of chicken breast"]);
  });

  it("a microphone that cannot be opened: idle with why, in the member's words", async () => {
    const { session, ports } = setup();
    ports.record.mockRejectedValueOnce(Object.assign(new Error("Permission denied"), { name: "NotAllowedError" }));
    await session.startRecording();
    expect(session.getState()).toMatchObject({
      status: "idle",
      error: { type: "microphone", message: "Basil isn't allowed to use the microphone" },
    });
  });

  it("a failed transcription: idle with its message, kept until cleared", async () => {
    const { session, ports, transcripts } = setup();
    ports.transcribe.mockRejectedValueOnce(new VoiceFailure(answerError("transcription", 503, "Service Unavailable")));
    await session.startRecording();
    await speak();
    const stopping = session.stopRecording();
    await vi.runAllTimersAsync();
    await stopping;
    expect(session.getState()).toMatchObject({
      status: "idle",
      error: { message: "Transcription failed: Service Unavailable" },
    });
    expect(transcripts).toEqual([]);
    // Reading something aloud does not hide it.
    void session.play("msg-1", "Hello");
    expect(session.getState().error).toMatchObject({ type: "transcription" });
    session.clearError("recording");
    expect(session.getState().error).toBeNull();
  });

  it("a manual recording stops itself at the clip limit; a hands-free one at the voice time-out", async () => {
    const manual = setup();
    await manual.session.startRecording();
    await vi.advanceTimersByTimeAsync(VOICE_LIMITS.handsFreeTimeoutMs + 500);
    expect(manual.session.getState().status).toBe("recording");
    // Stopped at 29.5 s, so the clip stays within the server's 30 s with the recorder's last data.
    expect(VOICE_LIMITS.maxRecordingMs).toBeLessThanOrEqual(29_500);
    await vi.advanceTimersByTimeAsync(VOICE_LIMITS.maxRecordingMs - VOICE_LIMITS.handsFreeTimeoutMs - 501);
    expect(manual.session.getState()).toMatchObject({ status: "recording", stopping: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(manual.session.getState()).toMatchObject({ status: "recording", stopping: true });
    await vi.advanceTimersByTimeAsync(VOICE_LIMITS.stopCollectMs);
    expect(manual.transcripts).toHaveLength(1);

    const handsFree = setup({ sendWhatISay: true });
    await handsFree.session.startRecording();
    expect(handsFree.recorded.handsFree).toBe(true);
    await vi.advanceTimersByTimeAsync(VOICE_LIMITS.handsFreeTimeoutMs + VOICE_LIMITS.stopCollectMs);
    expect(handsFree.transcripts).toHaveLength(1);
  });

  it("hands-free: the recorder's silence ends the recording once", async () => {
    const { session, recorded, transcripts } = setup({ sendWhatISay: true });
    await session.startRecording();
    await speak();
    recorded.onQuiet();
    recorded.onQuiet();
    await vi.advanceTimersByTimeAsync(VOICE_LIMITS.stopCollectMs);
    expect(recorded.stopped).toBe(1);
    expect(transcripts).toHaveLength(1);
    // The time-out of that recording no longer does anything.
    await vi.advanceTimersByTimeAsync(VOICE_LIMITS.handsFreeTimeoutMs);
    expect(recorded.stopped).toBe(1);
  });

  it("stop pressed while the microphone is still opening: nothing is sent, and the member is told nothing was recorded", async () => {
    const { session, ports, recorded } = setup();
    let open!: () => void;
    const opening = new Promise<void>((resolve) => (open = resolve));
    const record = ports.record.getMockImplementation()!;
    ports.record.mockImplementationOnce(async (options) => {
      await opening;
      return record(options);
    });
    const starting = session.startRecording();
    await vi.advanceTimersByTimeAsync(800);
    await session.stopRecording();
    expect(session.getState()).toMatchObject({ status: "idle", error: NOTHING_RECORDED });
    open();
    await starting;
    // The microphone that opened late is closed again at once.
    expect(recorded.discarded).toBe(1);
    await vi.advanceTimersByTimeAsync(VOICE_LIMITS.maxRecordingMs);
    expect(ports.transcribe).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ status: "idle", error: NOTHING_RECORDED });
  });

  it("a recording shorter than 300 ms is dropped as empty: no request", async () => {
    const { session, ports, recorded } = setup();
    await session.startRecording();
    await vi.advanceTimersByTimeAsync(MIN_RECORDING_MS - 50);
    await session.stopRecording();
    expect(recorded.discarded).toBe(1);
    expect(ports.transcribe).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ status: "idle", error: null, kept: false });
  });

  it("a recorder that fails or a microphone unplugged mid-recording ends it with the microphone's error", async () => {
    const { session, ports, recorded } = setup();
    await session.startRecording();
    recorded.onFailure(undefined);
    expect(recorded.discarded).toBe(1);
    expect(session.getState()).toMatchObject({
      status: "idle",
      error: { type: "microphone", message: "Failed to access microphone" },
    });
    await session.startRecording();
    recorded.onFailure(new DOMException("The recorder stopped", "UnknownError"));
    expect(session.getState()).toMatchObject({
      status: "idle",
      error: { type: "microphone", message: "The recorder stopped" },
    });
    // A late failure of a finished recording changes nothing.
    const failedState = session.getState();
    recorded.onFailure(new Error("late"));
    expect(session.getState()).toBe(failedState);
    expect(ports.transcribe).not.toHaveBeenCalled();
  });

  it("a cancel while the microphone is still opening releases it as soon as it opens", async () => {
    const { session, recorded } = setup();
    const starting = session.startRecording();
    session.cancelRecording();
    await starting;
    expect(recorded.discarded).toBe(1);
    expect(session.getState().status).toBe("idle");
  });
});

describe("reading aloud", () => {
  it("idle → playing (loading while the audio is made) → idle when it ends", async () => {
    const { session, ports, playbacks } = setup({ language: "en-GB" });
    const playing = session.play("msg-1", "Added 2 lb chicken breast.");
    expect(session.getState().playback).toEqual({ key: "msg-1", loading: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(ports.synthesize).toHaveBeenCalledWith("Added 2 lb chicken breast.", { language: "en-GB", context });
    expect(session.getState().playback).toEqual({ key: "msg-1", loading: false });
    playbacks[0].finish();
    await playing;
    expect(session.getState()).toMatchObject({ status: "idle", playback: null });
  });

  it("a new playback stops the current one", async () => {
    const { session, playbacks } = setup();
    void session.play("a", "First");
    await vi.advanceTimersByTimeAsync(0);
    void session.play("b", "Second");
    expect(playbacks[0].playback.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState().playback).toEqual({ key: "b", loading: false });
  });

  it("a synthesis failure and a playback failure give their messages beside their control", async () => {
    const { session, ports, playbacks } = setup();
    ports.synthesize.mockRejectedValueOnce(new VoiceFailure(answerError("synthesis", 500, "Internal Server Error")));
    await session.play("a", "Hello");
    expect(session.getState().playbackError).toEqual({
      type: "playback",
      message: "Synthesis failed: Internal Server Error",
      key: "a",
    });

    const playing = session.play("b", "Hello");
    await vi.advanceTimersByTimeAsync(0);
    playbacks[0].fail(new Error("decode"));
    await playing;
    expect(session.getState().playbackError).toEqual({ type: "playback", message: "Failed to play audio", key: "b" });
  });

  it("stopping or replacing while the audio is still being made: nothing plays, and that audio is let go", async () => {
    const { session, ports } = setup();
    const playing = session.play("a", "Hello");
    session.stopPlayback();
    await playing;
    expect(ports.play).not.toHaveBeenCalled();
    expect(ports.release).toHaveBeenCalledWith("blob:Hello");
    const first = session.play("b", "First");
    void session.play("c", "Second");
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(ports.release).toHaveBeenCalledWith("blob:First");
    expect(ports.play).toHaveBeenCalledTimes(1);
    expect(ports.play).toHaveBeenCalledWith("blob:Second");
    expect(session.getState().playback).toEqual({ key: "c", loading: false });
  });

  it("recording while something plays is refused by the machine (the page stops the playback first)", async () => {
    const { session, ports } = setup();
    void session.play("a", "Hello");
    await session.startRecording();
    expect(ports.record).not.toHaveBeenCalled();
    expect(ports.warn).toHaveBeenCalledWith("Voice: recording can only start when idle (it is playing)");
  });
});

describe("reset", () => {
  it("stops playback, cancels a recording, and keeps the settings and context", async () => {
    const { session, recorded, playbacks } = setup({ language: "fr-FR" });
    void session.play("a", "Bonjour");
    await vi.advanceTimersByTimeAsync(0);
    session.reset();
    expect(playbacks[0].playback.stopped).toBe(true);
    await session.startRecording();
    session.reset();
    expect(recorded.discarded).toBe(1);
    expect(session.getState()).toMatchObject({ status: "idle", settings: { language: "fr-FR" }, context });
  });
});
