import type * as z from "zod/mini";
import type { embeddedComponentSchema, messageActionSchema } from "./chat-payloads";

/**
 * The chat's constants and message types, shared by server and client. This module has no
 * zod, so the chat page does not load it; the schemas are in ./chat-payloads.ts.
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
  /** The longest search looked for (the API's limit too). */
  searchLength: 100,
  inputMaxHeightPx: 120,
  autoscrollThresholdPx: 100,
  maxMessageLength: 4000,
} as const;

/** How long a message may be, in words for people: "4,000". */
const MAX_SHOWN = CHAT_LIMITS.maxMessageLength.toLocaleString("en-US");
/** The refusal of an over-long message, the same from the page, the API and the message box. */
export const MESSAGE_TOO_LONG = `Messages can be at most ${MAX_SHOWN} characters. Shorten this one, then send it again.`;
/** The message box shows how long a message is from this length on. */
export const COUNT_FROM = 3500;
/** "3,612 / 4,000": a message's length beside the limit. */
export function messageLength(length: number) {
  return `${length.toLocaleString("en-US")} / ${MAX_SHOWN}`;
}

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
  "start-cooking": "Failed to start cooking",
  "add-ingredients": "Failed to add item",
};

/** The chat's forms that set a state (sending one again changes nothing), so a failed attempt may be tried again. */
export const CHAT_RETRY_SAFE = new Set(["archive", "toggle-item", "timer"]);

/** The type a sent message is saved with. */
export function sentMessageType(via: "voice" | "typed") {
  return via === "voice" ? ("user-voice" as const) : ("user-text" as const);
}
