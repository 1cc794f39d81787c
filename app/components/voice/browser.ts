import { ApiCallError, apiCall } from "~/components/api-call";
import { VOICE_LIMITS, type VoiceSettings } from "~/schemas/voice";
import { answerError, unansweredError, type VoiceContext } from "./machine";
import { withDeviceRecognition } from "./recognition";
import { recordingFileName, recordingType } from "./recording-type";
import { VoiceFailure, VoiceSession, type Playback, type Recording, type VoicePorts } from "./session";
import { speakerElement } from "./speaker";

/**
 * The browser side of voice: MediaRecorder for the microphone (or the browser's own speech
 * recognition, ./recognition.ts, where the member chose it), the voice API for
 * transcripts and speech, the page's one <audio> element (./speaker.ts) for playback. Loaded on the first press of
 * a voice control (a dynamic import), so pages that never use voice never download it.
 */

/** How loud counts as speech: above this, or well above the quietest the room has been. */
const SPEECH_LEVEL = 0.01;
const SPEECH_OVER_FLOOR = 3;
/** Speech must last this long before silence can end a recording (a clatter is not speech). */
const SPEECH_MIN_MS = 200;
const LISTEN_EVERY_MS = 50;

/**
 * Listens to the microphone's level and calls `onQuiet` once, after the speaker has
 * spoken and then been quiet for VOICE_LIMITS.silenceAfterSpeechMs.
 */
function listenForQuiet(stream: MediaStream, onQuiet: () => void) {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return () => {};
  const audioContext = new AudioContextClass();
  void audioContext.resume().catch(() => {});
  const analyser = audioContext.createAnalyser();
  analyser.fftSize = 2048;
  audioContext.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let floor = Number.POSITIVE_INFINITY;
  let spokenMs = 0;
  let quietMs = 0;
  const timer = window.setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += sample * sample;
    const level = Math.sqrt(sum / samples.length);
    floor = Math.max(0.001, Math.min(floor, level));
    const speaking = level > Math.max(SPEECH_LEVEL, floor * SPEECH_OVER_FLOOR);
    if (speaking) {
      spokenMs += LISTEN_EVERY_MS;
      quietMs = 0;
    } else if (spokenMs >= SPEECH_MIN_MS) {
      quietMs += LISTEN_EVERY_MS;
      if (quietMs >= VOICE_LIMITS.silenceAfterSpeechMs) {
        stop();
        onQuiet();
      }
    }
  }, LISTEN_EVERY_MS);
  function stop() {
    window.clearInterval(timer);
    void audioContext.close().catch(() => {});
  }
  return stop;
}

/**
 * The microphone as the recogniser wants it: speech recognisers are trained on raw, noisy
 * speech, and the browser's call-quality processing (gain control above all, which clips
 * loud speech) makes them mishear. Basil stops reading aloud before it records, so there
 * is no echo of its own to cancel.
 */
const RECOGNITION_AUDIO: MediaTrackConstraints = {
  channelCount: 1,
  autoGainControl: false,
  noiseSuppression: false,
  echoCancellation: false,
};

async function record({ handsFree, onQuiet, onFailure }: Parameters<VoicePorts["record"]>[0]): Promise<Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: RECOGNITION_AUDIO });
  const release = () => stream.getTracks().forEach((track) => track.stop());
  const type = recordingType((candidate) => MediaRecorder.isTypeSupported(candidate)) ?? "";
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  } catch (cause) {
    release();
    throw cause;
  }
  // A recorder that fails, or a microphone unplugged (its track ends), ends the recording.
  let ending = false;
  const failed = (cause: unknown) => {
    if (ending) return;
    ending = true;
    onFailure(cause);
  };
  recorder.addEventListener("error", (event) => failed((event as Event & { error?: unknown }).error));
  for (const track of stream.getAudioTracks()) track.addEventListener("ended", () => failed(undefined));
  const chunks: Blob[] = [];
  recorder.addEventListener("dataavailable", (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<void>((resolve) => recorder.addEventListener("stop", () => resolve(), { once: true }));
  const stopListening = handsFree ? listenForQuiet(stream, onQuiet) : () => {};
  recorder.start(250);
  const end = () => {
    ending = true;
    stopListening();
    if (recorder.state !== "inactive") recorder.stop();
    release();
  };
  return {
    async stop() {
      end();
      await stopped;
      return new Blob(chunks, { type: recorder.mimeType || type });
    },
    discard() {
      end();
      chunks.length = 0;
    },
  };
}

type Envelope = { status?: string; data?: Record<string, unknown>; message?: string };

async function readEnvelope(response: Response): Promise<Envelope> {
  try {
    return (await response.json()) as Envelope;
  } catch {
    return {};
  }
}

/**
 * Calls the voice API with the member's cookie session and the ids every call carries.
 * Transcribing and speaking change nothing, so a failed attempt is simply tried again.
 */
async function callVoiceApi(
  kind: "transcription" | "synthesis",
  path: string,
  body: BodyInit,
  context: VoiceContext,
  json: boolean,
) {
  let response: Response;
  try {
    response = await apiCall(path, {
      method: "POST",
      sideEffectFree: true,
      headers: {
        Accept: "application/json",
        ...(json && { "Content-Type": "application/json" }),
        ...(context.userId && { "x-user-id": context.userId }),
        ...(context.householdId && { "x-household-id": context.householdId }),
      },
      body,
    });
  } catch (error) {
    if (error instanceof ApiCallError && error.status !== null) {
      throw new VoiceFailure(answerError(kind, error.status, error.statusText, error.serverMessage));
    }
    throw new VoiceFailure(unansweredError(kind));
  }
  const envelope = await readEnvelope(response);
  if (envelope.status !== "success" || !envelope.data) {
    throw new VoiceFailure(answerError(kind, response.status, "", envelope.message));
  }
  return envelope.data;
}

function base64ToBlob(base64: string, type: string) {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** The last few texts read aloud, so reading one again does not ask the server twice. */
const spoken = new Map<string, Blob>();
const SPOKEN_KEPT = 8;

const releaseAudio = (audio: string) => {
  if (audio.startsWith("blob:")) URL.revokeObjectURL(audio);
};

function play(audio: string): Playback {
  const element = speakerElement();
  const listening = new AbortController();
  let settle: { resolve: () => void; reject: (cause: unknown) => void } | null = null;
  const ended = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const finish = (cause?: unknown) => {
    const pending = settle;
    settle = null;
    if (!pending) return;
    listening.abort();
    releaseAudio(audio);
    if (cause === undefined) pending.resolve();
    else pending.reject(cause);
  };
  // Begun when it plays; stopped or failed before that, it settles as `ended` does.
  const started = new Promise<void>((resolve, reject) => {
    element.addEventListener("playing", () => resolve(), { once: true, signal: listening.signal });
    ended.then(resolve, reject);
  });
  element.addEventListener("ended", () => finish(), { signal: listening.signal });
  element.addEventListener("error", () => finish(element.error ?? new Error("The audio could not be played")), {
    signal: listening.signal,
  });
  element.src = audio;
  element.play().catch((cause: unknown) => finish(cause ?? new Error("The audio could not be played")));
  return {
    started,
    ended,
    stop() {
      // Only while it is still this playback's: the element is the page's, shared with the next.
      if (settle) element.pause();
      finish();
    },
  };
}

export const browserVoicePorts: VoicePorts = {
  record: withDeviceRecognition(record),
  async transcribe(audio, { language, context }) {
    const form = new FormData();
    form.append("audio", audio, recordingFileName(audio.type));
    form.append("language", language);
    const data = await callVoiceApi("transcription", "/api/v1/voice/transcribe", form, context, false);
    return {
      text: typeof data.text === "string" ? data.text : "",
      confidence: typeof data.confidence === "number" ? data.confidence : undefined,
    };
  },
  async synthesize(text, { language, context }) {
    const key = `${language}\n${text}`;
    let blob = spoken.get(key);
    if (!blob) {
      const data = await callVoiceApi(
        "synthesis",
        "/api/v1/voice/synthesize",
        JSON.stringify({ text, language }),
        context,
        true,
      );
      if (typeof data.audio_base64 !== "string") throw new VoiceFailure(unansweredError("synthesis"));
      try {
        blob = base64ToBlob(
          data.audio_base64,
          typeof data.content_type === "string" ? data.content_type : "audio/mpeg",
        );
      } catch {
        // Not base64 at all: there is nothing to play, and the audio element will say so.
        return "data:audio/mpeg;base64,";
      }
      spoken.set(key, blob);
      if (spoken.size > SPOKEN_KEPT) spoken.delete(spoken.keys().next().value as string);
    }
    return URL.createObjectURL(blob);
  },
  play,
  release: releaseAudio,
  wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  now: () => Date.now(),
  warn: (message) => console.warn(message),
};

export function createBrowserVoiceSession(settings: VoiceSettings, context: VoiceContext) {
  return new VoiceSession(browserVoicePorts, settings, context);
}
