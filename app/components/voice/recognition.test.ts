import { afterEach, describe, expect, it, vi } from "vitest";
import { VOICE_DEFAULTS, VOICE_LIMITS, type VoiceSettings } from "~/schemas/voice";
import type {
  SpeechRecognitionErrorEventLike,
  SpeechRecognitionEventLike,
  SpeechRecognitionLike,
  SpeechRecognitionResultLike,
} from "./device-speech";
import { withDeviceRecognition } from "./recognition";
import { VoiceSession, type RecordOptions, type VoicePorts } from "./session";

/**
 * A stand-in for the browser's SpeechRecognition, which cannot run here. It keeps the real
 * event order: start() → onstart (later, as the permission prompt and the microphone
 * take their time) → onresult with interim results, then final ones → stop() turns what is
 * still forming into a final result → onend. A refusal is onerror then onend, without onstart.
 */
class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  /** What `SpeechRecognition.available()` answers for on-device; undefined: the browser lacks the method. */
  static onDevice: string | undefined;
  static available?: (options: { langs: string[]; processLocally?: boolean }) => Promise<string>;

  lang = "";
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  processLocally?: boolean;
  onstart: (() => void) | null = null;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null = null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null = null;
  onend: (() => void) | null = null;
  aborted = false;
  private results: Array<{ words: string; isFinal: boolean; confidence: number }> = [];
  private refusal: string | null = null;

  constructor() {
    FakeRecognition.instances.push(this);
  }

  static latest() {
    return FakeRecognition.instances[FakeRecognition.instances.length - 1];
  }

  /** The next start() is refused with this error (before onstart, as a denied microphone is). */
  refuseWith(code: string) {
    this.refusal = code;
  }

  start() {
    queueMicrotask(() => {
      if (this.refusal) {
        this.onerror?.({ error: this.refusal });
        this.onend?.();
      } else this.onstart?.();
    });
  }

  stop() {
    queueMicrotask(() => {
      if (this.results.some((result) => !result.isFinal)) {
        this.results = this.results.map((result) => ({ ...result, isFinal: true }));
        this.deliver();
      }
      this.onend?.();
    });
  }

  abort() {
    this.aborted = true;
    queueMicrotask(() => {
      this.onerror?.({ error: "aborted" });
      this.onend?.();
    });
  }

  /** The words being heard: replaces what is still forming, as the recogniser revises it. */
  hearInterim(words: string) {
    this.results = [...this.results.filter((result) => result.isFinal), { words, isFinal: false, confidence: 0 }];
    this.deliver();
  }

  /** The recogniser settles on what was forming. */
  hearFinal(words: string, confidence: number) {
    this.results = [...this.results.filter((result) => result.isFinal), { words, isFinal: true, confidence }];
    this.deliver();
  }

  /** It stops listening by itself (the speaker stopped, in single-utterance mode). */
  endByItself() {
    this.onend?.();
  }

  fail(code: string) {
    this.onerror?.({ error: code });
    this.onend?.();
  }

  private deliver() {
    const results = this.results.map(({ words, isFinal, confidence }): SpeechRecognitionResultLike => ({
      isFinal,
      length: 1,
      0: { transcript: words, confidence },
    }));
    this.onresult?.({ resultIndex: 0, results });
  }
}

function installRecognition(as: "SpeechRecognition" | "webkitSpeechRecognition" = "webkitSpeechRecognition") {
  FakeRecognition.instances = [];
  vi.stubGlobal("window", { [as]: FakeRecognition });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete FakeRecognition.available;
});

/** Lets queued microtasks and awaited promises run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setup(settings: Partial<VoiceSettings>) {
  let clock = 1_000;
  const recordAudio = vi.fn(async (_options: RecordOptions) => ({
    stop: async () => new Blob(["webm-bytes"]),
    discard: () => {},
  }));
  const ports = {
    record: withDeviceRecognition(recordAudio),
    transcribe: vi.fn(async () => ({ text: "what the server heard", confidence: 0.9 })),
    synthesize: vi.fn(async (text: string) => `blob:${text}`),
    play: vi.fn(),
    release: vi.fn(),
    // The collecting pause after a stop passes at once; the recording's time limits never come.
    wait: (ms: number) => (ms <= VOICE_LIMITS.stopCollectMs ? Promise.resolve() : new Promise<void>(() => {})),
    now: () => clock,
    warn: vi.fn(),
  } satisfies VoicePorts;
  const session = new VoiceSession(ports, { ...VOICE_DEFAULTS, ...settings }, { householdId: "h1", userId: "u1" });
  const transcripts: Array<{ text: string; confidence?: number }> = [];
  session.onTranscript = (transcript) => transcripts.push(transcript);
  return {
    session,
    ports,
    recordAudio,
    transcripts,
    /** Time passes while the member speaks. */
    later: () => void (clock += 2_000),
  };
}

describe("the phone's own speech recognition", () => {
  it("listens in the member's language and hands its final transcript to the same path as the server's", async () => {
    installRecognition();
    const { session, ports, recordAudio, transcripts, later } = setup({ deviceRecognition: true, language: "en-GB" });
    await session.startRecording();
    expect(session.getState().status).toBe("recording");
    const recognition = FakeRecognition.latest();
    expect(recognition.lang).toBe("en-GB");
    expect(recognition.interimResults).toBe(true);
    expect(recognition.continuous).toBe(true);

    recognition.hearInterim("add two");
    expect(session.getState().heard).toBe("add two");
    recognition.hearFinal("add two pounds of chicken breast", 0.92);
    recognition.hearInterim("and a");
    expect(session.getState().heard).toBe("add two pounds of chicken breast and a");
    later();
    await session.stopRecording();

    expect(transcripts).toEqual([{ text: "add two pounds of chicken breast and a", confidence: 0.92 }]);
    expect(session.getState()).toMatchObject({ status: "idle", transcript: "add two pounds of chicken breast and a" });
    expect(ports.transcribe).not.toHaveBeenCalled();
    expect(recordAudio).not.toHaveBeenCalled();
  });

  it("hands-free: the recogniser ends by itself when the speaker stops, and the transcript goes on at once", async () => {
    installRecognition("SpeechRecognition");
    const { session, transcripts, later } = setup({ deviceRecognition: true, sendWhatISay: true });
    await session.startRecording();
    const recognition = FakeRecognition.latest();
    expect(recognition.continuous).toBe(false);
    recognition.hearInterim("what's in my");
    recognition.hearFinal("what's in my pantry", 0.95);
    later();
    recognition.endByItself();
    await settle();
    expect(transcripts).toEqual([{ text: "what's in my pantry", confidence: 0.95 }]);
    expect(session.getState().status).toBe("idle");
  });

  it("reports no confidence where the recogniser gives none (0), so hands-free does not hold it back", async () => {
    installRecognition();
    const { session, transcripts, later } = setup({ deviceRecognition: true });
    await session.startRecording();
    FakeRecognition.latest().hearFinal("show my shopping list", 0);
    later();
    await session.stopRecording();
    expect(transcripts).toEqual([{ text: "show my shopping list", confidence: undefined }]);
  });

  it("recognises on the device where the browser has the language installed, and leaves the choice to it otherwise", async () => {
    installRecognition();
    const asked: Array<{ langs: string[]; processLocally?: boolean }> = [];
    let answer = "available";
    FakeRecognition.available = async (options) => {
      asked.push(options);
      return answer;
    };
    const first = setup({ deviceRecognition: true, language: "de-DE" });
    await first.session.startRecording();
    expect(asked).toEqual([{ langs: ["de-DE"], processLocally: true }]);
    expect(FakeRecognition.latest().processLocally).toBe(true);

    answer = "downloadable";
    const second = setup({ deviceRecognition: true });
    await second.session.startRecording();
    expect(FakeRecognition.latest().processLocally).toBeUndefined();
  });

  it("with the recording kept (Transcribe when I stop off), Transcribe gives what was heard without the server", async () => {
    installRecognition();
    const { session, ports, transcripts, later } = setup({ deviceRecognition: true, autoTranscribe: false });
    await session.startRecording();
    FakeRecognition.latest().hearInterim("plan my meals");
    later();
    await session.stopRecording();
    expect(session.getState().kept).toBe(true);
    expect(transcripts).toEqual([]);
    await session.transcribeKept();
    expect(transcripts).toEqual([{ text: "plan my meals", confidence: undefined }]);
    expect(ports.transcribe).not.toHaveBeenCalled();
  });

  it("a recording in which nothing was heard ends quietly, as an empty one does", async () => {
    installRecognition();
    const { session, transcripts, later } = setup({ deviceRecognition: true });
    await session.startRecording();
    later();
    await session.stopRecording();
    expect(transcripts).toEqual([]);
    expect(session.getState()).toMatchObject({ status: "idle", error: null, kept: false });
  });

  it("cancelling stops the recogniser and keeps nothing of what it heard", async () => {
    installRecognition();
    const { session, transcripts } = setup({ deviceRecognition: true });
    await session.startRecording();
    const recognition = FakeRecognition.latest();
    recognition.hearInterim("delete everything");
    session.cancelRecording();
    await settle();
    expect(recognition.aborted).toBe(true);
    expect(transcripts).toEqual([]);
    expect(session.getState().status).toBe("idle");
  });
});

describe("its failures, in the member's words", () => {
  it("a refused microphone says what the recorder's refusal says", async () => {
    installRecognition();
    const { session } = setup({ deviceRecognition: true });
    const FakeWithRefusal = class extends FakeRecognition {
      constructor() {
        super();
        this.refuseWith("not-allowed");
      }
    };
    vi.stubGlobal("window", { webkitSpeechRecognition: FakeWithRefusal });
    await session.startRecording();
    expect(session.getState().status).toBe("idle");
    expect(session.getState().error).toEqual({
      type: "microphone",
      message: "Basil isn't allowed to use the microphone",
      detail: "Allow the microphone for this site in your browser's settings, then try again. Typing works as usual.",
    });
  });

  it.each([
    ["no-speech", "Nothing was heard", "Press the microphone and speak a little closer to it"],
    ["network", "This phone's speech recognition needs a connection", "turn off “Use this phone's own speech"],
    ["service-not-allowed", "This browser won't let Basil use its speech recognition", "to use Basil's."],
    ["audio-capture", "No microphone was found", "Plug one in"],
  ])("%s while listening: '%s'", async (code, message, detail) => {
    installRecognition();
    const { session, transcripts } = setup({ deviceRecognition: true });
    await session.startRecording();
    FakeRecognition.latest().fail(code);
    await settle();
    const state = session.getState();
    expect(state.status).toBe("idle");
    expect(state.error?.type).toBe("microphone");
    expect(state.error?.message).toBe(message);
    expect(state.error?.detail).toContain(detail);
    expect(transcripts).toEqual([]);
  });
});

describe("falling back to the server's engines", () => {
  it("a browser without a recogniser records for the server, as if the setting were off", async () => {
    vi.stubGlobal("window", {});
    const { session, ports, recordAudio, transcripts, later } = setup({ deviceRecognition: true });
    await session.startRecording();
    expect(recordAudio).toHaveBeenCalledTimes(1);
    later();
    await session.stopRecording();
    expect(ports.transcribe).toHaveBeenCalledTimes(1);
    expect(transcripts).toEqual([{ text: "what the server heard", confidence: 0.9 }]);
  });

  it("with the setting off, the server listens even where the browser has a recogniser", async () => {
    installRecognition();
    const { session, ports, recordAudio, later } = setup({ deviceRecognition: false });
    await session.startRecording();
    expect(recordAudio).toHaveBeenCalledTimes(1);
    expect(FakeRecognition.instances).toHaveLength(0);
    later();
    await session.stopRecording();
    expect(ports.transcribe).toHaveBeenCalledTimes(1);
  });
});
