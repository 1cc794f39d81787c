import { speechRecognitionClass, type SpeechRecognitionClass, type SpeechRecognitionEventLike } from "./device-speech";
import type { HeardSpeech, RecordOptions, Recording, VoicePorts } from "./session";

/**
 * The microphone through the browser's own speech recognition (the Web Speech API): the
 * member's device setting, where the browser has a recogniser. It stands in for the
 * recorder: what it hears comes back from `stop()` as a transcript, which the session takes
 * through the same transitions, and to the same message box, as the server's.
 */

/** A failure the recogniser reported; its `name` is the API's error code, which machine.ts words. */
export class RecognitionFailure extends Error {
  constructor(code: string) {
    super("");
    this.name = code;
  }
}

/** On the device when the browser offers that for the language and has it installed. */
async function onDeviceFor(Recognition: SpeechRecognitionClass, language: string) {
  if (!Recognition.available) return false;
  try {
    return (await Recognition.available({ langs: [language], processLocally: true })) === "available";
  } catch {
    return false;
  }
}

/** The final words heard so far, with the lowest confidence the recogniser gave them; and the words still forming. */
function readResults(event: SpeechRecognitionEventLike) {
  const finals: string[] = [];
  const interim: string[] = [];
  let confidence: number | undefined;
  for (let index = 0; index < event.results.length; index++) {
    const result = event.results[index];
    const best = result[0];
    const words = best?.transcript.trim() ?? "";
    if (!words) continue;
    if (!result.isFinal) {
      interim.push(words);
      continue;
    }
    finals.push(words);
    // Some recognisers (on-device ones among them) give 0 for "not measured".
    if (best.confidence > 0) confidence = Math.min(confidence ?? 1, best.confidence);
  }
  return { final: finals.join(" "), interim: interim.join(" "), confidence };
}

/**
 * Listens with the browser's recogniser. Resolves once it has started (so a refused
 * microphone rejects, as opening one would); it ends by itself when the speaker stops in
 * hands-free, and whenever the recogniser gives up listening, which counts as the quiet
 * that ends a recording.
 */
export function recognise(
  Recognition: SpeechRecognitionClass,
  { handsFree, language, onQuiet, onFailure, onHeard }: RecordOptions,
): Promise<Recording> {
  return onDeviceFor(Recognition, language).then(
    (onDevice) =>
      new Promise<Recording>((resolve, reject) => {
        const recognition = new Recognition();
        recognition.lang = language;
        recognition.continuous = !handsFree;
        recognition.interimResults = true;
        recognition.maxAlternatives = 1;
        if (onDevice) recognition.processLocally = true;

        let phase: "starting" | "listening" | "stopping" | "ended" = "starting";
        let heard: HeardSpeech = { heard: "" };
        let ended!: () => void;
        const end = new Promise<void>((done) => (ended = done));

        const recording: Recording = {
          async stop() {
            if (phase === "listening") {
              phase = "stopping";
              recognition.stop();
            }
            await end;
            return heard;
          },
          discard() {
            const wasRunning = phase !== "ended";
            phase = "ended";
            heard = { heard: "" };
            ended();
            if (wasRunning) recognition.abort();
          },
        };

        recognition.onstart = () => {
          if (phase !== "starting") return;
          phase = "listening";
          resolve(recording);
        };
        recognition.onresult = (event) => {
          if (phase === "ended") return;
          const { final, interim, confidence } = readResults(event);
          heard = { heard: final, ...(confidence !== undefined && { confidence }) };
          onHeard([final, interim].filter(Boolean).join(" "));
        };
        recognition.onerror = (event) => {
          // "aborted" is Basil's own discard; while stopping, an error only means nothing more was heard.
          if (event.error === "aborted" || phase === "stopping" || phase === "ended") return;
          const failure = new RecognitionFailure(event.error);
          if (phase === "starting") reject(failure);
          else onFailure(failure);
          phase = "ended";
          ended();
        };
        recognition.onend = () => {
          const was = phase;
          phase = "ended";
          ended();
          if (was === "starting") reject(new RecognitionFailure(""));
          else if (was === "listening") onQuiet();
        };
        try {
          recognition.start();
        } catch (cause) {
          phase = "ended";
          reject(cause);
        }
      }),
  );
}

/**
 * The ports' `record`: the browser's recogniser when the member asked for it and the browser
 * has one, else `recordAudio` (for the server to transcribe), as if the setting were off.
 */
export function withDeviceRecognition(recordAudio: VoicePorts["record"]): VoicePorts["record"] {
  return (options) => {
    const Recognition = options.onDevice ? speechRecognitionClass() : null;
    return Recognition ? recognise(Recognition, options) : recordAudio(options);
  };
}
