import { apiCall } from "~/components/api-call";
import type { ChatMessage, EmbeddedComponent, MessageAction, MessageType } from "~/schemas/chat";

/** What the chat API streams for one turn (server-sent events over a POST). */
export type TurnEvent =
  | { type: "start"; conversationId: string; userMessage: ChatMessage }
  | { type: "text"; text: string }
  | { type: "component"; component: EmbeddedComponent }
  | { type: "actions"; actions: MessageAction[] }
  | { type: "done"; message: ChatMessage; failed: boolean }
  | { type: "error"; message: string };

/** Splits a text/event-stream body into events as the bytes arrive. */
export async function* readEvents(response: Response): AsyncGenerator<TurnEvent> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf("\n\n");
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const type = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (type && data) yield { type, ...(JSON.parse(data) as object) } as TurnEvent;
      boundary = buffer.indexOf("\n\n");
    }
  }
}

/**
 * Sends a message and yields the reply as it is produced. The send carries an
 * Idempotency-Key, so on a weak signal it is tried again without ever being sent twice; a
 * retry after the server had already taken it answers 409 (ApiCallError, `replayed`).
 */
export async function* sendAndStream(input: {
  content: string;
  /** user-voice when the message is what the member said, unedited. */
  messageType?: Extract<MessageType, "user-text" | "user-voice">;
  conversationId: string | null;
  householdId: string;
  userId: string;
  signal?: AbortSignal;
}): AsyncGenerator<TurnEvent> {
  const response = await apiCall("/api/v1/chat/messages", {
    method: "POST",
    idempotent: true,
    headers: {
      "Content-Type": "application/json",
      Accept: "text/event-stream",
      "x-user-id": input.userId,
      "x-household-id": input.householdId,
    },
    body: JSON.stringify({
      content: input.content,
      message_type: input.messageType ?? "user-text",
      conversation_id: input.conversationId,
      context: { household_id: input.householdId, user_id: input.userId, current_screen: "chat" },
    }),
    signal: input.signal,
  });
  if (!(response.headers.get("Content-Type") ?? "").includes("text/event-stream")) {
    throw new Error(`The message was not sent (${response.status})`);
  }
  yield* readEvents(response);
}

/** The member's most recent conversation: where a message whose first answer was lost went. */
export async function latestConversationId(input: { householdId: string; userId: string }) {
  const response = await apiCall("/api/v1/chat/conversations?limit=1", {
    headers: { Accept: "application/json", "x-user-id": input.userId, "x-household-id": input.householdId },
  });
  const envelope = (await response.json()) as { data?: { conversations?: Array<{ id?: unknown }> } };
  const id = envelope.data?.conversations?.[0]?.id;
  return typeof id === "string" ? id : null;
}
