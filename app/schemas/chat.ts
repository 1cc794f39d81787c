import type * as z from "zod/mini";
import type { embeddedComponentSchema, messageActionSchema } from "./chat-schemas";

/**
 * The chat's constants and message types, shared by server and client. This module has no
 * zod, so the chat page does not load it; the schemas are in ./chat-schemas.ts.
 */

export type EmbeddedComponent = z.infer<typeof embeddedComponentSchema>;
/** A component as stored; an unknown type is kept and shown as 'Unknown component type: X'. */
export type StoredComponent = EmbeddedComponent | { type: string; data?: unknown };

export type MessageAction = z.infer<typeof messageActionSchema>;

export const MESSAGE_TYPES = ["user-text", "user-voice", "system", "assistant"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export type ChatMessage = {
  id: string;
  type: MessageType;
  content: string;
  timestamp: string;
  isFromUser: boolean;
  conversationId: string;
  embeddedComponent?: StoredComponent;
  actions?: MessageAction[];
};

/** Chat constants. */
export const CHAT_LIMITS = {
  previewLength: 100,
  messagesPerPage: 50,
  messagesOnOpen: 100,
  conversationList: 50,
  searchResults: 10,
  inputMaxHeightPx: 120,
  autoscrollThresholdPx: 100,
  maxMessageLength: 4000,
} as const;

export const CHAT_FAILURE_MESSAGE = "Sorry, I had trouble processing your message. Please try again.";
export const CONVERSATION_NOT_FOUND = "Conversation not found";
export const DEFAULT_CONVERSATION_TITLE = "New Conversation";

/** What the member reads when one of the chat's forms fails (the error catalogue's messages). */
export const CHAT_FAILURES: Record<string, string> = {
  send: "Failed to send message",
  archive: "Something went wrong",
  timer: "Failed to update timer",
  navigate: "Failed to navigate step",
  complete: "Failed to navigate step",
  "start-timer": "Failed to update timer",
  "toggle-item": "Failed to toggle item",
};

/** The chat's forms that set a state (sending one again changes nothing), so a failed attempt may be tried again. */
export const CHAT_RETRY_SAFE = new Set(["archive", "toggle-item", "timer"]);

/** The type a sent message is saved with. */
export function sentMessageType(via: "voice" | "typed") {
  return via === "voice" ? ("user-voice" as const) : ("user-text" as const);
}
