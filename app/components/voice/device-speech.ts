/**
 * The browser's own speech recognition (the Web Speech API), as far as Basil uses it. Only
 * Chromium-based browsers and Safari have it, some of them as `webkitSpeechRecognition`;
 * TypeScript's DOM types do not describe it, so its shape is written here. This module is
 * small on purpose: the Settings card and the chat's voice provider ask it whether the
 * browser has a recogniser; the recogniser itself is driven by ./recognition.ts, loaded with
 * the rest of the voice code on the first press of the microphone.
 */

export type SpeechRecognitionAlternativeLike = { transcript: string; confidence: number };

export type SpeechRecognitionResultLike = {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechRecognitionAlternativeLike;
};

export type SpeechRecognitionEventLike = {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechRecognitionResultLike };
};

export type SpeechRecognitionErrorEventLike = { readonly error: string; readonly message?: string };

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  /** Newer Chrome: recognise on the device only (the language's pack must be installed). */
  processLocally?: boolean;
  onstart: (() => void) | null;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionClass = {
  new (): SpeechRecognitionLike;
  /** Newer Chrome: whether the languages can be recognised ("available", "downloadable", "downloading", "unavailable"). */
  available?: (options: { langs: string[]; processLocally?: boolean }) => Promise<string>;
};

type WithSpeechRecognition = {
  SpeechRecognition?: SpeechRecognitionClass;
  webkitSpeechRecognition?: SpeechRecognitionClass;
};

/** The browser's recogniser, or null where it has none (or outside a browser). */
export function speechRecognitionClass(): SpeechRecognitionClass | null {
  if (typeof window === "undefined") return null;
  const scope = window as unknown as WithSpeechRecognition;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}
