import type { Actor } from "~/domain/actor";
import { signedCookie } from "~/sessions.server";

/**
 * The chat's local state, kept on the device under its chat-storage key: the conversation
 * the member is in, and the context it belongs to (household, member, when they last used
 * it, the screen). Coming back to / or /chat reopens that conversation; a new conversation
 * (Cmd or Ctrl+N, 'New conversation') empties it until its first message is sent.
 *
 * A cookie rather than localStorage, like the voice settings (app/voice-settings.server.ts):
 * the server reads it, so / and /chat open the conversation at once, with no empty chat
 * flashing first, and without JavaScript too. Signed like every Basil cookie, and read only
 * for the member and household it was written for, so another member signing in on this
 * browser starts with an empty chat.
 */
export type ChatStorage = {
  conversationId: string | null;
  context: { householdId: string; userId: string; lastInteractionTime: string; currentScreen: "chat" };
};

const CHAT_STORAGE_DAYS = 30;

let cookie: ReturnType<typeof signedCookie> | null = null;
function chatStorageCookie() {
  cookie ??= signedCookie("basil_chat-storage", { maxAge: CHAT_STORAGE_DAYS * 24 * 3600 });
  return cookie;
}

function isChatStorage(value: unknown): value is ChatStorage {
  if (typeof value !== "object" || value === null) return false;
  const { conversationId, context } = value as Partial<ChatStorage>;
  return (
    (conversationId === null || typeof conversationId === "string") &&
    typeof context === "object" &&
    context !== null &&
    typeof context.householdId === "string" &&
    typeof context.userId === "string"
  );
}

/** The conversation this member was last in on this device, if any. */
export async function lastConversationId(request: Request, actor: Actor): Promise<string | null> {
  const stored: unknown = await chatStorageCookie().parse(request.headers.get("Cookie"));
  if (!isChatStorage(stored)) return null;
  const { context } = stored;
  if (context.userId !== actor.userId || context.householdId !== actor.householdId) return null;
  return stored.conversationId;
}

/** The Set-Cookie header that keeps `conversationId` (null: a new, empty chat) as where the member is. */
export function keepConversation(actor: Actor, conversationId: string | null) {
  const state: ChatStorage = {
    conversationId,
    context: {
      householdId: actor.householdId,
      userId: actor.userId,
      lastInteractionTime: new Date().toISOString(),
      currentScreen: "chat",
    },
  };
  return chatStorageCookie().serialize(state);
}
