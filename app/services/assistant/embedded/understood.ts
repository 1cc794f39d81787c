import { findTopic } from "../knowledge";
import { answerConversion } from "./conversions";
import { understand, type Intent } from "./understand";

/** How well a message must match a know-how topic to be answered with it when no request was read in it. */
const CLEAR_TOPIC = 4;

/** The intents the embedded engine answers from know-how, and says "Sorry, I didn't catch that" to when it has none. */
export type KnowHowIntent = Extract<Intent, { kind: "knowledge" | "convert" | "unknown" }>;

export function asksKnowHow(intent: Intent): intent is KnowHowIntent {
  return intent.kind === "knowledge" || intent.kind === "convert" || intent.kind === "unknown";
}

/**
 * The engine's answer from know-how, or null when it has none: a question with a topic it
 * knows, a conversion it can work out (else a topic the message names), and for a message
 * with no request in it, only a topic it clearly asks about.
 */
export function knowHowAnswer(intent: KnowHowIntent, text: string): string | null {
  switch (intent.kind) {
    case "knowledge":
      return findTopic(intent.question)?.topic.answer ?? null;
    case "convert":
      return answerConversion(intent) ?? findTopic(text)?.topic.answer ?? null;
    case "unknown": {
      const found = findTopic(text);
      return found && found.score >= CLEAR_TOPIC ? found.topic.answer : null;
    }
  }
}

/**
 * Whether the embedded assistant can act on a message, as its engine decides: it reads a
 * request in it, or has an answer for it from know-how. Anything else gets "Sorry, I didn't
 * catch that" and its near topics.
 */
export function understood(text: string, now = new Date()): boolean {
  const intent = understand(text, now);
  return !asksKnowHow(intent) || knowHowAnswer(intent, text) !== null;
}
