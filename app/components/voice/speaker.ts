/**
 * The page's one <audio> element for reading aloud. Safari and every iOS browser let a page
 * play sound only from an element that first played inside a press; the audio for a reply is
 * made by the server after the press, so the press itself plays a moment of silence on this
 * element (`unlockSpeaker`) and every later playback reuses it. Kept out of the lazily loaded
 * voice code, so the very first press can unlock it before that code has arrived.
 */

/** A hundredth of a second of silence (8 kHz, 8-bit, mono WAV). */
const SILENCE =
  "data:audio/wav;base64,UklGRnQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YVAAAACAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgA==";

let element: HTMLAudioElement | null = null;
let unlocked = false;

/** The element every playback uses. */
export function speakerElement() {
  element ??= new Audio();
  return element;
}

/** Call inside a press (a click, a key): lets later playback start without one. */
export function unlockSpeaker() {
  if (unlocked || typeof Audio === "undefined") return;
  const speaker = speakerElement();
  // Already playing something: it is unlocked.
  if (!speaker.paused) return;
  speaker.src = SILENCE;
  // Cut short by the first real playback, the press has still counted; refused, the next press tries again.
  void speaker.play().then(
    () => void (unlocked = true),
    (cause: unknown) => void (unlocked = cause instanceof DOMException && cause.name === "AbortError"),
  );
}
