import { findTopic } from "../knowledge";
import { understandMessage } from "../understanding";
import { EMPTY_STATE } from "../understanding/state";
import { answerConversion, conversionIn } from "./conversions";

/** How well a message must match a know-how topic to be answered with it when no request was read in it. */
const CLEAR_TOPIC = 4;
/** How sure the classifier must be of a request for Basil to act on it rather than ask. */
export const SURE_ENOUGH = 0.5;

/**
 * The engine's answer from know-how, or null when it has none: a conversion it can work out,
 * a question with a topic it knows, and for a message with no request read in it, only a
 * topic it clearly asks about.
 */
export function knowHowAnswer(text: string, asked: boolean): string | null {
  const conversion = conversionIn(text);
  if (conversion) return answerConversion(conversion) ?? findTopic(text)?.topic.answer ?? null;
  const found = findTopic(text);
  if (!found) return null;
  return asked || found.score >= CLEAR_TOPIC ? found.topic.answer : null;
}

/**
 * Whether the embedded assistant can act on a message, as its engine decides: it reads a
 * request in it that it is sure enough of, or has an answer for it from know-how. Anything
 * else gets "Sorry, I didn't catch that" and its near topics.
 */
export function understood(text: string, now = new Date()): boolean {
  const { requests, normalised } = understandMessage(text, now, EMPTY_STATE);
  return requests.some((request) => {
    if (request.request.kind === "unknown" || request.request.kind === "knowledge")
      return knowHowAnswer(normalised.text, request.request.kind === "knowledge") !== null;
    return request.confidence >= SURE_ENOUGH && !request.missing;
  });
}
