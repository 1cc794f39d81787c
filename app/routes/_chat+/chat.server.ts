import { json, redirect } from "@remix-run/node";
import { appInfo } from "~/app-info.server";
import { CHAT_LIMITS, chatFormSchema, type ChatMessage } from "~/schemas/chat";
import { sendChatMessage } from "~/services/assistant/chat.server";
import { pressCookingStepButton, pressTimerButton, startStepTimerInConversation } from "~/services/assistant/component-buttons.server";
import { assistantEngine } from "~/services/assistant/index.server";
import { shoppingComponent, timerComponent } from "~/services/assistant/tools.server";
import {
  archiveConversation,
  getConversation,
  listConversations,
  loadMessages,
  searchConversations,
  type Conversation,
} from "~/services/conversations.server";
import { db, turnDb } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import type { Actor } from "~/domain/actor";
import { listTimers } from "~/services/kitchen/cooking.server";
import { listShopping, setShoppingItemChecked } from "~/services/kitchen/shopping.server";
import { flashToast, requireHousehold } from "~/sessions.server";

export type SidebarConversation = Pick<Conversation, "id" | "title" | "preview" | "lastMessageAt">;

function sidebarEntry(conversation: Conversation): SidebarConversation {
  const { id, title, preview, lastMessageAt } = conversation;
  return { id, title, preview, lastMessageAt };
}

/**
 * Timers, shopping lists and cooking steps change after a message was written; the page
 * shows them as they are now. Timers and list items that are gone keep their snapshot.
 */
async function freshComponents(actor: Actor, messages: ChatMessage[]) {
  const needsTimers = messages.some((message) => message.embeddedComponent?.type === "timer");
  const needsList = messages.some((message) => message.embeddedComponent?.type === "shopping-list");
  const [timers, list] = await Promise.all([
    needsTimers ? listTimers(db(), actor) : Promise.resolve([]),
    needsList ? listShopping(db(), actor) : Promise.resolve([]),
  ]);
  return messages.map((message) => {
    const component = message.embeddedComponent;
    if (component?.type === "timer") {
      const data = component.data as { id: string };
      const timer = timers.find((entry) => entry.id === data.id);
      return timer ? { ...message, embeddedComponent: timerComponent(timer) } : message;
    }
    if (component?.type === "shopping-list") {
      const data = component.data as { title: string; items: Array<{ id: string }> };
      const items = data.items.map((item) => list.find((entry) => entry.id === item.id)).filter((item) => item !== undefined);
      return { ...message, embeddedComponent: shoppingComponent(data.title, items) };
    }
    return message;
  });
}

export async function loadChat(request: Request) {
  const { actor, profile } = await requireHousehold(request);
  const url = new URL(request.url);
  const conversationId = url.searchParams.get("c");
  const search = (url.searchParams.get("q") ?? "").trim();
  const [conversations, results] = await Promise.all([
    listConversations(db(), actor, { limit: CHAT_LIMITS.conversationList }),
    search ? searchConversations(db(), actor, search) : Promise.resolve(null),
  ]);
  let current: { conversation: SidebarConversation; messages: ChatMessage[] } | null = null;
  let missing = false;
  if (conversationId) {
    try {
      const conversation = await getConversation(db(), actor, conversationId);
      current = { conversation: sidebarEntry(conversation), messages: await freshComponents(actor, await loadMessages(db(), actor, conversationId)) };
    } catch (error) {
      if (!(error instanceof UserFacingError)) throw error;
      missing = true;
    }
  }
  return {
    ...appInfo(),
    userId: actor.userId,
    householdId: actor.householdId,
    displayName: profile.displayName ?? profile.email,
    conversations: conversations.map(sidebarEntry),
    search,
    searchResults: results?.map(sidebarEntry) ?? null,
    sidebarOpen: url.searchParams.get("sidebar") === "open",
    current,
    missing,
    now: new Date().toISOString(),
  };
}

const FAILURES: Record<string, string> = {
  send: "Failed to send message",
  timer: "Failed to update timer",
  navigate: "Failed to navigate step",
  complete: "Failed to navigate step",
  "start-timer": "Failed to update timer",
  "toggle-item": "Failed to toggle item",
};

/**
 * Back to the conversation. Only a new message jumps to the latest one: a component's
 * button may be pressed in the background, and a hash-only change would skip reloading.
 */
function backTo(conversationId: string | null, toLatest = false) {
  if (!conversationId) return "/chat";
  return `/chat?c=${encodeURIComponent(conversationId)}${toLatest ? "#latest" : ""}`;
}

/**
 * The chat's forms: sending a message (the no-JavaScript path; with JavaScript the page
 * streams from the API instead), the action buttons, and the buttons of the embedded
 * components. Each redirects back to the conversation.
 */
export async function submitChat(request: Request) {
  const { actor, profile } = await requireHousehold(request);
  const parsed = chatFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  const form = parsed.data;
  const { intent, conversationId, messageId } = form;
  try {
    switch (intent) {
      case "send": {
        const content = form.content.trim();
        if (!content) return redirect(backTo(conversationId));
        const outcome = await sendChatMessage(db(), turnDb(), actor, profile, { content, messageType: "user-text", conversationId }, {
          engine: assistantEngine(),
          assistantName: appInfo().assistantName,
          signal: request.signal,
        });
        return redirect(backTo(outcome.conversationId, true));
      }
      case "archive": {
        if (conversationId) await archiveConversation(db(), actor, conversationId);
        const toast = await flashToast(request, { title: "Conversation archived" });
        return redirect("/chat", { headers: { "Set-Cookie": toast } });
      }
      case "toggle-item": {
        await setShoppingItemChecked(db(), actor, form.itemId, form.checked === "true");
        return redirect(backTo(conversationId));
      }
      case "timer": {
        if (!form.timerAction) throw new UserFacingError("Unknown timer action");
        await pressTimerButton(db(), actor, { timerId: form.timerId, action: form.timerAction, messageId });
        return redirect(backTo(conversationId));
      }
      case "start-timer": {
        await startStepTimerInConversation(db(), actor, { sessionId: form.sessionId, conversationId });
        return redirect(backTo(conversationId, true));
      }
      case "navigate":
      case "complete": {
        const move = intent === "complete" ? "finish" : form.direction;
        await pressCookingStepButton(db(), actor, { sessionId: form.sessionId, move, messageId });
        return redirect(backTo(conversationId));
      }
    }
  } catch (error) {
    if (!(error instanceof UserFacingError)) console.error(`Chat ${intent} failed:`, error);
    const toast = await flashToast(request, {
      title: FAILURES[intent] ?? "Something went wrong",
      description: error instanceof UserFacingError ? error.message : undefined,
      variant: "destructive",
    });
    return redirect(backTo(conversationId), { headers: { "Set-Cookie": toast } });
  }
}

