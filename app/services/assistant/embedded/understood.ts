import { findTopic, type KnowledgeTopic } from "../knowledge";
import { answerConversion } from "./conversions";
import { understand } from "./understand";

/** How well a message must match a know-how topic to be answered with it when no request was read in it. */
const CLEAR_TOPIC = 4;

/** The know-how topic a message with no request in it is answered with: only one it clearly asks about. */
export function clearTopic(text: string): KnowledgeTopic | null {
  const found = findTopic(text);
  return found && found.score >= CLEAR_TOPIC ? found.topic : null;
}

/**
 * Whether the embedded assistant can act on a message, as its engine decides: it reads a
 * request in it, or answers it from know-how (a question with a topic it knows, a conversion
 * it can work out, or a message that clearly asks about a topic). Anything else gets "Sorry,
 * I didn't catch that" and its near topics.
 */
export function understood(text: string, now = new Date()): boolean {
  const intent = understand(text, now);
  switch (intent.kind) {
    case "unknown":
      return clearTopic(text) !== null;
    case "knowledge":
      return findTopic(intent.question) !== null;
    case "convert":
      return answerConversion(intent) !== null || findTopic(text) !== null;
    default:
      return true;
  }
}
