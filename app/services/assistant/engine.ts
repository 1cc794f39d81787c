import type { ChatMessage, EmbeddedComponent, MessageAction } from "~/schemas/chat";
import type { Profile } from "../profiles.server";
import type { AssistantMemory, KitchenTools } from "./tools.server";

/** One member's message and everything an engine may know when answering it. */
export type AssistantTurn = {
  text: string;
  profile: Profile;
  assistantName: string;
  /** Recent messages of this conversation, oldest first (not including this one). */
  history: ChatMessage[];
  memory: AssistantMemory;
  now: Date;
};

/** Pieces of a reply as they are produced, for streaming to the page. */
export type AssistantEvent =
  | { type: "text"; text: string }
  | { type: "component"; component: EmbeddedComponent }
  | { type: "actions"; actions: MessageAction[] };

export type AssistantReply = {
  text: string;
  component?: EmbeddedComponent;
  actions?: MessageAction[];
  memory: AssistantMemory;
};

/**
 * The port both engines implement. Tools are the kitchen services bound to the asking
 * member; an engine never touches the database any other way. A call that would remove,
 * empty, cancel or overwrite something does nothing and comes back from the tool as
 * `pending`: the engine asks once (memory.pending plus Yes/No actions) and the chat
 * service runs exactly those calls when the member says yes.
 */
export interface AssistantEngine {
  readonly name: string;
  respond(
    turn: AssistantTurn,
    tools: KitchenTools,
    emit: (event: AssistantEvent) => void,
    signal?: AbortSignal,
  ): Promise<AssistantReply>;
  /**
   * The member's answer to a pending Yes/No question: true, false, or null when the
   * message is something else (a new request, which replaces the question).
   */
  readConfirmation(text: string, now: Date): boolean | null;
}

export const EMPTY_MEMORY: AssistantMemory = {
  lastRecipeIds: [],
  lastRecipeId: null,
  activeSessionId: null,
  lastTimerId: null,
  lastItems: null,
  pending: null,
};

/** Memory read back from storage, with anything missing filled in. */
export function restoreMemory(stored: Record<string, unknown>): AssistantMemory {
  return { ...EMPTY_MEMORY, ...(stored as Partial<AssistantMemory>) };
}
