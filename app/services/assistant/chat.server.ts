import {
  CHAT_FAILURE_MESSAGE,
  CHAT_LIMITS,
  MESSAGE_TOO_LONG,
  type ChatMessage,
  type MessageType,
} from "~/schemas/chat";
import {
  loadMessages,
  newConversationId,
  readAssistantState,
  saveMessages,
  writeAssistantState,
} from "../conversations.server";
import type { DB } from "../db/index.server";
import { UserFacingError } from "../errors.server";
import { limits, reserveAttempt } from "../rate-limit.server";
import { withDeferredAnnouncements } from "../events/index.server";
import type { Actor } from "~/domain/actor";
import type { Profile } from "../profiles.server";
import type { UnitSystem } from "~/domain/kitchen/units";
import { restoreMemory, type AssistantEngine, type AssistantEvent, type AssistantReply } from "./engine";
import { kitchenTools, runConfirmed, type AssistantMemory } from "./tools.server";

const HISTORY_FOR_ENGINE = 20;

export type SendInput = {
  content: string;
  messageType: Extract<MessageType, "user-text" | "user-voice">;
  conversationId?: string | null;
};

export type ChatOutcome = {
  conversationId: string;
  userMessage: ChatMessage;
  message: ChatMessage;
  failed: boolean;
};

export type ChatStreamEvent =
  | { type: "start"; conversationId: string; userMessage: ChatMessage }
  | AssistantEvent
  | { type: "done"; message: ChatMessage; failed: boolean };

/** Runs what the member confirmed: every change the question named, in order, and nothing else. */
async function runPending(
  db: DB,
  actor: Actor,
  now: Date,
  memory: AssistantMemory,
  yes: boolean,
  units: UnitSystem,
): Promise<AssistantReply> {
  const pending = memory.pending;
  const cleared = { ...memory, pending: null };
  if (!pending || !yes) return { text: "Okay, I've left it as it is.", memory: cleared };
  const results = await runConfirmed(db, actor, () => now, pending, units);
  if (!results) return { text: "That request has expired. Please ask again.", memory: cleared };
  const component = results.findLast((result) => result.component)?.component;
  const remembered = results.reduce<AssistantMemory>((sum, result) => ({ ...sum, ...result.remember }), cleared);
  return {
    text: [...results.map((result) => result.summary), ...(pending.followUp ? [pending.followUp.text] : [])].join(" "),
    component,
    actions: pending.followUp?.actions,
    memory: remembered,
  };
}

/**
 * One chat turn: saves the member's message, lets the engine answer through the kitchen
 * tools, and saves the reply. Everything the tools change is applied in one transaction
 * with the reply, so a failure leaves nothing half-applied: the member sees the system
 * message of docs/assistant.md instead and the kitchen is as it was.
 */
export async function sendChatMessage(
  db: DB,
  turnDb: DB,
  actor: Actor,
  profile: Profile,
  input: SendInput,
  options: {
    engine: AssistantEngine;
    assistantName: string;
    emit?: (event: ChatStreamEvent) => void;
    signal?: AbortSignal;
    now?: Date;
  },
): Promise<ChatOutcome> {
  const content = input.content.trim();
  const now = options.now ?? new Date();
  if (content === "") throw new UserFacingError("Please type a message");
  if (content.length > CHAT_LIMITS.maxMessageLength) {
    throw new UserFacingError(MESSAGE_TOO_LONG);
  }
  // Every message may cost a call to a language model: a member's messages are limited
  // however they arrive (the page, the API, voice), before anything is saved.
  await reserveAttempt(db, [limits.chatByMemberPerMinute(actor.userId), limits.chatByMemberPerHour(actor.userId)]);
  const conversationId = input.conversationId || newConversationId();
  // saveMessages refuses someone else's conversation with 'Conversation not found'.
  const [userMessage] = await saveMessages(db, actor, conversationId, [{ type: input.messageType, content }]);
  options.emit?.({ type: "start", conversationId, userMessage });

  const emit = (event: AssistantEvent) => options.emit?.(event);
  try {
    const message = await withDeferredAnnouncements(() =>
      turnDb.transaction().execute(async (trx) => {
        const memory = restoreMemory(await readAssistantState(trx, actor, conversationId));
        const tools = kitchenTools(trx, actor, () => now, profile.units);
        const confirmed = memory.pending ? options.engine.readConfirmation(content, now) : null;
        const answer =
          confirmed !== null
            ? await runPending(trx, actor, now, memory, confirmed, profile.units)
            : await options.engine.respond(
                {
                  text: content,
                  profile,
                  assistantName: options.assistantName,
                  history: (await loadMessages(trx, actor, conversationId, HISTORY_FOR_ENGINE + 1)).slice(0, -1),
                  memory: { ...memory, pending: null },
                  now,
                },
                tools,
                emit,
                options.signal,
              );
        if (confirmed !== null) {
          emit({ type: "text", text: answer.text });
          if (answer.component) emit({ type: "component", component: answer.component });
          if (answer.actions?.length) emit({ type: "actions", actions: answer.actions });
        }
        await writeAssistantState(trx, actor, conversationId, answer.memory);
        // The reply is saved with the changes it describes: both, or neither.
        const [saved] = await saveMessages(trx, actor, conversationId, [
          { type: "assistant", content: answer.text, embeddedComponent: answer.component, actions: answer.actions },
        ]);
        return saved;
      }),
    );
    options.emit?.({ type: "done", message, failed: false });
    return { conversationId, userMessage, message, failed: false };
  } catch (error) {
    console.error("The assistant could not answer:", error);
    const [message] = await saveMessages(db, actor, conversationId, [
      { type: "system", content: CHAT_FAILURE_MESSAGE },
    ]);
    options.emit?.({ type: "done", message, failed: true });
    return { conversationId, userMessage, message, failed: true };
  }
}
