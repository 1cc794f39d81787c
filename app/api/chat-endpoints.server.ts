import { z } from "zod";
import { appInfo } from "~/app-info.server";
import { CHAT_LIMITS, MESSAGE_TOO_LONG } from "~/schemas/chat";
import { sendChatMessage, type ChatStreamEvent } from "~/services/assistant/chat.server";
import { assistantEngine } from "~/services/assistant/index.server";
import {
  archiveConversation,
  assertConversationAvailable,
  getConversation,
  listConversations,
  loadMessages,
  searchConversations,
} from "~/services/conversations.server";
import { db, turnDb } from "~/services/db/index.server";
import { ApiError, endpoint, success } from "./router.server";

const sendSchema = z.object({
  content: z
    .string({ error: "Please type a message" })
    .trim()
    .min(1, "Please type a message")
    .max(CHAT_LIMITS.maxMessageLength, MESSAGE_TOO_LONG),
  message_type: z.enum(["user-text", "user-voice", "text", "voice"]).default("user-text"),
  conversation_id: z.string().max(100).nullable().optional(),
  context: z
    .object({
      household_id: z.string().optional(),
      user_id: z.string().optional(),
      current_screen: z.string().max(100).optional(),
    })
    .optional(),
});

const listSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  archived: z.enum(["0", "1", "true", "false"]).optional(),
});

/** Server-sent events of one chat turn: start, text pieces, component, actions, done. */
function streamTurn(run: (emit: (event: ChatStreamEvent) => void) => Promise<unknown>) {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const emit = (event: ChatStreamEvent) => {
        const { type, ...data } = event;
        controller.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      try {
        await run(emit);
      } catch (error) {
        const message = error instanceof ApiError || error instanceof Error ? error.message : "An error occurred";
        controller.enqueue(encoder.encode(`event: error\ndata: ${JSON.stringify({ message })}\n\n`));
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

export const chatEndpoints = [
  endpoint({
    method: "POST",
    path: "/chat/messages",
    operationId: "sendChatMessage",
    tag: "Chat",
    summary:
      "Send a message to the assistant. Answers {message, conversationId}; with Accept: text/event-stream the reply streams as events start, text, component, actions and done.",
    body: sendSchema,
    handle: async ({ actor, caller, body, request }) => {
      const input = {
        content: body.content,
        messageType:
          body.message_type === "user-voice" || body.message_type === "voice"
            ? ("user-voice" as const)
            : ("user-text" as const),
        conversationId: body.conversation_id ?? null,
      };
      const options = {
        engine: await assistantEngine(),
        assistantName: appInfo().assistantName,
        signal: request.signal,
      };
      if (body.conversation_id) await assertConversationAvailable(db(), actor, body.conversation_id);
      if ((request.headers.get("Accept") ?? "").includes("text/event-stream")) {
        return streamTurn((emit) =>
          sendChatMessage(db(), turnDb(), actor, caller.profile, input, { ...options, emit }),
        );
      }
      const outcome = await sendChatMessage(db(), turnDb(), actor, caller.profile, input, options);
      return success({
        message: outcome.message,
        conversationId: outcome.conversationId,
        userMessage: outcome.userMessage,
        failed: outcome.failed,
      });
    },
  }),
  endpoint({
    method: "GET",
    path: "/chat/conversations",
    operationId: "listConversations",
    tag: "Chat",
    summary: "The member's conversations, most recent first (archived ones with archived=1)",
    query: listSchema,
    handle: async ({ actor, query }) => ({
      conversations: await listConversations(db(), actor, {
        limit: query.limit ?? CHAT_LIMITS.conversationList,
        includeArchived: query.archived === "1" || query.archived === "true",
      }),
    }),
  }),
  endpoint({
    method: "GET",
    path: "/chat/conversations/search",
    operationId: "searchConversations",
    tag: "Chat",
    summary: "Conversations with every word of q in the title or a message, any case (at most 10)",
    query: z.object({ q: z.string().max(CHAT_LIMITS.searchLength).default("") }),
    handle: async ({ actor, query }) => ({ conversations: await searchConversations(db(), actor, query.q) }),
  }),
  endpoint({
    method: "GET",
    path: "/chat/conversations/{conversationId}/messages",
    operationId: "listConversationMessages",
    tag: "Chat",
    summary: "The latest 100 messages of a conversation, oldest first",
    handle: async ({ actor, params }) => ({
      conversation: await getConversation(db(), actor, params.conversationId),
      messages: await loadMessages(db(), actor, params.conversationId),
    }),
  }),
  endpoint({
    method: "POST",
    path: "/chat/conversations/{conversationId}/archive",
    operationId: "archiveConversation",
    tag: "Chat",
    summary: "Archive a conversation (there is no unarchive)",
    handle: async ({ actor, params }) => {
      await archiveConversation(db(), actor, params.conversationId);
      return { archived: true };
    },
  }),
];
