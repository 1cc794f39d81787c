import { VOICE_LIMITS } from "~/schemas/voice";

/** The transcript appended to what is already in the message box, after a space. */
export function appendTranscript(current: string, transcript: string) {
  const addition = transcript.trim();
  if (!addition) return current;
  const before = current.trimEnd();
  return before ? `${before} ${addition}` : addition;
}

/**
 * Tracks whether the message box holds only what was said. `spoken` is the box's text
 * right after the last transcript went in, or null once typed text is mixed in; a message
 * sent while the box still reads exactly that is a voice message.
 */
export function afterTranscript(current: string, spoken: string | null, transcript: string) {
  const text = appendTranscript(current, transcript);
  const onlySpoken = current.trim() === "" || current === spoken;
  return { text, spoken: onlySpoken ? text : null };
}

export function isSpokenMessage(text: string, spoken: string | null) {
  return spoken !== null && text.trim() === spoken.trim() && text.trim() !== "";
}

/** Hands-free sends a transcript at once only when the recogniser is sure enough of it (or does not say). */
export function sureEnoughToSend(confidence: number | undefined) {
  return confidence === undefined || confidence >= VOICE_LIMITS.confidenceThreshold;
}
