import type { EmbeddedComponent, MessageAction } from "~/schemas/chat";
import { orWords } from "~/domain/words";
import type { AssistantTurn } from "../engine";
import { topicsAbout } from "../knowledge";
import {
  confirmationPrompt,
  type AssistantMemory,
  type KitchenTools,
  type PendingAction,
  type PendingStep,
  type ToolResult,
} from "../tools.server";
import type { Request } from "../understanding/requests";

/**
 * What a handler answers (a draft of the reply), and the pieces every handler builds
 * replies from: buttons, a yes-or-no question, a choice between items, and "not sure".
 */

export type Draft = {
  text: string;
  component?: EmbeddedComponent;
  actions?: MessageAction[];
  memory: AssistantMemory;
  /** Changes waiting for the member's yes (asked once, with every other request's). */
  pending?: PendingStep[];
};

export type HandlerContext = {
  turn: AssistantTurn;
  tools: KitchenTools;
  memory: AssistantMemory;
  /** Another request handled as part of this one ("not on the list, so add it there"). */
  handle: (request: Request, memory: AssistantMemory) => Promise<Draft>;
};

export type Handler<K extends Request["kind"]> = (
  request: Extract<Request, { kind: K }>,
  context: HandlerContext,
) => Promise<Draft>;

export type Handlers = { [K in Request["kind"]]: Handler<K> };

export const YES_NO: MessageAction[] = [
  { label: "Yes", icon: "check", voiceCommand: "yes" },
  { label: "No", icon: "x", voiceCommand: "no" },
];

export function action(label: string, voiceCommand: string, icon?: string): MessageAction {
  return icon ? { label, icon, voiceCommand } : { label, voiceCommand };
}

export function remember(memory: AssistantMemory, result: ToolResult): AssistantMemory {
  return { ...memory, ...result.remember };
}

/** Changes that wait for a yes: the question is asked once for the whole message (see the engine). */
export function waitFor(
  memory: AssistantMemory,
  steps: PendingStep[],
  text?: string,
  followUp?: PendingAction["followUp"],
): Draft {
  const prompt = text ?? confirmationPrompt(steps.map((step) => step.change));
  return {
    text: prompt,
    actions: YES_NO,
    memory: { ...memory, pending: { prompt, steps, ...(followUp ? { followUp } : {}) } },
    pending: steps,
  };
}

/** "Which milk do you mean: oat milk or whole milk?", with each one as a button saying the request for it. */
export function choose(result: ToolResult, request: (choice: string) => string, memory: AssistantMemory): Draft {
  return {
    text: result.summary,
    actions: (result.choices ?? []).slice(0, 4).map((choice) => action(choice, request(choice))),
    memory,
  };
}

/** Not understood: say so and ask, with the likeliest readings as buttons, never answer something else. */
export function clarify(text: string, memory: AssistantMemory, readings: MessageAction[] = []): Draft {
  const near = readings.length ? [] : topicsAbout(text, 2);
  const fallback = [
    action("What's for dinner?", "What's for dinner?", "utensils"),
    action("What's in my pantry?", "What's in my pantry?", "package"),
    action("Show my shopping list", "Show my shopping list", "list"),
  ];
  return {
    text: readings.length
      ? "Sorry, I'm not sure what you mean. Did you mean one of these?"
      : near.length
        ? `Sorry, I'm not sure what you mean. Did you mean ${orWords(near.map((topic) => topic.title.toLowerCase()))}, or something else?`
        : "Sorry, I didn't catch that. What would you like to do: check the pantry, the shopping list, find a recipe or plan meals?",
    actions: [
      ...readings,
      ...near.map((topic) => action(topic.title, topic.title, "book")),
      ...(readings.length || near.length ? [] : fallback),
    ].slice(0, 4),
    memory,
  };
}
