import type { Ranked } from "./classifier";
import { interpret } from "./interpret";
import { assistantModel } from "./model";
import { normalise, type Normalised } from "./normalise";
import { segment } from "./segment";
import {
  EMPTY_STATE,
  followUp,
  namesIn,
  spanText,
  withAmounts,
  withContextSaid,
  withRecipeSaid,
  withStatedDiets,
  type DialogueState,
  type UnderstoodRequest,
} from "./state";
import { ANY_INTENT } from "./tagger";

/**
 * The embedded engine's understanding, as a pipeline of named stages (docs/assistant.md):
 *
 *   normalise → segment → classify the intent → tag the entities → interpret (with the dialogue state)
 *
 * The decision (act, ask, or confirm first) is the engine's: it sees every stage's output
 * here, and the evaluation names the stage where a request went wrong from the same trace.
 */

export type Understood = { normalised: Normalised; requests: UnderstoodRequest[] };

export function understandMessage(text: string, now: Date, state: DialogueState): Understood {
  const model = assistantModel();
  const normalised = normalise(text);
  let current = state;
  const requests = segment(normalised.tokens, (tokens) => model.classifier.classify(tokens)).map((part, index) => {
    const [top] = part.ranking;
    const intent = followUp(part.tokens, top, current, index) ?? top.intent;
    const tags = withAmounts(model.tagger.tag(part.tokens, intent), model.tagger.tag(part.tokens, ANY_INTENT));
    const interpreted = interpret(intent, part.tokens, tags, { now, state: current });
    // "…, add it to the list": a later request's "it" is what an earlier one named.
    const named = namesIn(interpreted.request);
    if (named) current = { ...current, lastItems: named };
    const recipe = spanText(part.tokens, tags, "recipe");
    if (recipe) current = { ...current, lastRecipeName: recipe };
    const confidence = intent === top.intent ? top.confidence : Math.max(top.confidence, 0.5);
    return { tokens: part.tokens, ranking: part.ranking, intent, confidence, tags, ...interpreted };
  });
  return { normalised, requests: withStatedDiets(withContextSaid(withRecipeSaid(requests))) };
}

/** The intent of a message on its own. */
export function classifyMessage(text: string): Ranked[] {
  return assistantModel().classifier.classify(normalise(text).tokens);
}

/** How sure the classifier must be that a short message is a yes or a no, and nothing else. */
const SURE_ANSWER = 0.6;

/**
 * A reply to a Yes/No question: true, false, or null when it is something else (a new
 * request, which replaces the question). Both engines read answers this way.
 */
export function readYesNo(text: string): boolean | null {
  if (text.trim().split(/\s+/).length > 6) return null;
  const [top] = classifyMessage(text);
  if (top.confidence < SURE_ANSWER) return null;
  return top.intent === "yes" ? true : top.intent === "no" ? false : null;
}

/**
 * Loads everything understanding needs (the trained models, the vocabularies, the part-of-speech
 * lexicon) by reading one message, so the first member's message does not wait for it: called
 * at start-up. Answers how long it took, in milliseconds.
 */
export function prepareUnderstanding(): number {
  const started = performance.now();
  understandMessage("add two cans of chickpeas to the list and tick off the milk", new Date(), EMPTY_STATE);
  return Math.round(performance.now() - started);
}

export type { DialogueState, UnderstoodRequest };
