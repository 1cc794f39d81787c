import type { MessageAction } from "~/schemas/chat";
import { listInWords } from "~/domain/words";
import { describeItem } from "../tools.server";
import type { UnderstoodRequest } from "../understanding";
import { interpret } from "../understanding/interpret";
import type { DialogueState } from "../understanding/state";
import type { Request } from "../understanding/requests";
import { SURE_ENOUGH } from "./understood";
import { action } from "./reply";

/**
 * The last stage: act on a request, or ask. Basil acts when the classifier is sure of the
 * request, the request has what it needs and every item's name is a plain name. Otherwise
 * it asks one short question with the likeliest readings as buttons, each button saying its
 * reading as a request ("Add 3 jars of honey to my shopping list"). A wrong action is worse
 * than a question.
 */

export type Decision = { act: true } | { act: false; readings: MessageAction[]; why: string };

/** The words of a request a button can send back: what Basil would do, said plainly. */
export function sayRequest(request: Request): string | null {
  const items = (list: Array<{ name: string; quantity?: number | null; unit?: string | null }>) =>
    listInWords(list.map((item) => describeItem(item)));
  switch (request.kind) {
    case "shopping.add":
      return request.items.length ? `Add ${items(request.items)} to my shopping list` : null;
    case "pantry.add":
      return request.items.length ? `Add ${items(request.items)} to my pantry` : null;
    case "shopping.check":
      return request.items.length ? `${request.checked ? "Tick off" : "Untick"} ${items(request.items)}` : null;
    case "shopping.remove":
      return request.names.length ? `Remove ${listInWords(request.names)} from my shopping list` : null;
    case "pantry.remove":
      return request.names.length ? `Remove ${listInWords(request.names)} from my pantry` : null;
    case "pantry.use":
      return request.items.length ? `I used ${items(request.items)}` : null;
    case "pantry.out":
      return request.names.length ? `We're out of ${listInWords(request.names)}` : null;
    case "pantry.move":
      return request.names.length ? `Move ${listInWords(request.names)} to the ${request.location}` : null;
    case "pantry.has":
      return request.names.length ? `Do we have ${listInWords(request.names)}?` : null;
    case "shopping.show":
      return "Show my shopping list";
    case "pantry.show":
      return "What's in my pantry?";
    case "pantry.expiring":
      return "What's expiring soon?";
    case "mealplan.show":
      return "Show this week's meal plan";
    case "recipe.suggest":
      return request.another ? "Suggest something else" : "Suggest a recipe";
    case "cooking.navigate":
      return { next: "Next step", previous: "Previous step", repeat: "Repeat the step" }[request.direction];
    case "timer.status":
      return "How long is left on my timers?";
    default:
      return null;
  }
}

/** Intents that need nothing in particular of the words to act, but only when asked for plainly. */
const UNSURE_OK = new Set(["none", "know_how"]);

export function decide(request: UnderstoodRequest, others: (intent: string) => Request | null): Decision {
  const unsure = request.confidence < SURE_ENOUGH && !UNSURE_OK.has(request.intent);
  if (!unsure && !request.missing && request.doubts.length === 0) return { act: true };
  const readings: MessageAction[] = [];
  const seen = new Set<string>();
  for (const { intent, confidence } of request.ranking.slice(0, 3)) {
    if (confidence < 0.12 && readings.length) break;
    const reading = others(intent);
    const said = reading && sayRequest(reading);
    if (!said || seen.has(said)) continue;
    // A reading whose items still look wrong is no answer to offer.
    if (intent === request.intent && request.doubts.length) continue;
    seen.add(said);
    readings.push(action(said, said));
  }
  const why =
    request.doubts[0] ?? (request.missing ? `no ${request.missing}` : `unsure (${request.confidence.toFixed(2)})`);
  return { act: false, readings, why };
}

/** Each other reading of the same words, as a request (for the decision's buttons). */
export function readingsOf(request: UnderstoodRequest, now: Date, state: DialogueState) {
  return (intent: string): Request | null => {
    if (intent === request.intent) return request.request;
    const other = interpret(intent, request.tokens, request.tags, { now, state });
    return other.missing || other.doubts.length ? null : other.request;
  };
}
