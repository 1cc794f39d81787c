import { json, redirect } from "@remix-run/node";
import { appInfo } from "~/app-info.server";
import { CHAT_FAILURES, CHAT_LIMITS, sentMessageType, type ChatMessage } from "~/schemas/chat";
import { chatFormSchema } from "~/schemas/chat-schemas";
import { sendChatMessage } from "~/services/assistant/chat.server";
import {
  componentsAsTheyAreNow,
  pressCookingStepButton,
  pressTimerButton,
  startStepTimerInConversation,
} from "~/services/assistant/component-buttons.server";
import { assistantEngine } from "~/services/assistant/index.server";
import {
  archiveConversation,
  getConversation,
  listConversations,
  loadMessages,
  searchConversations,
  type Conversation,
} from "~/services/conversations.server";
import { db, turnDb } from "~/services/db/index.server";
import { RateLimitedError, UserFacingError } from "~/services/errors.server";
import { setShoppingItemChecked } from "~/services/kitchen/shopping.server";
import { flashToast, requireHousehold } from "~/sessions.server";
import { voicePageData } from "~/voice-settings.server";

export type SidebarConversation = Pick<Conversation, "id" | "title" | "preview" | "lastMessageAt">;

function sidebarEntry(conversation: Conversation): SidebarConversation {
  const { id, title, preview, lastMessageAt } = conversation;
  return { id, title, preview, lastMessageAt };
}

export async function loadChat(request: Request) {
  const { actor, profile } = await requireHousehold(request);
  const url = new URL(request.url);
  const conversationId = url.searchParams.get("c");
  const search = (url.searchParams.get("q") ?? "").trim();
  const [conversations, results, voice] = await Promise.all([
    listConversations(db(), actor, { limit: CHAT_LIMITS.conversationList }),
    search ? searchConversations(db(), actor, search) : Promise.resolve(null),
    voicePageData(request),
  ]);
  let current: { conversation: SidebarConversation; messages: ChatMessage[] } | null = null;
  let missing = false;
  if (conversationId) {
    try {
      const conversation = await getConversation(db(), actor, conversationId);
      current = {
        conversation: sidebarEntry(conversation),
        messages: await componentsAsTheyAreNow(db(), actor, await loadMessages(db(), actor, conversationId)),
      };
    } catch (error) {
      if (!(error instanceof UserFacingError)) throw error;
      missing = true;
    }
  }
  // After the assistant failed to answer (without JavaScript), the member's message waits in the box to be sent again.
  const retry = url.searchParams.get("retry");
  const draft =
    (retry && current?.messages.find((message) => message.id === retry && message.isFromUser)?.content) || "";
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
    draft,
    now: new Date().toISOString(),
    voice,
  };
}

/**
 * Back to the conversation. Only a new message jumps to the latest one: a component's
 * button may be pressed in the background, and a hash-only change would skip reloading.
 * `retry` names the member's message the assistant could not answer, to offer it again.
 */
function backTo(conversationId: string | null, toLatest = false, retry?: string) {
  if (!conversationId) return "/chat";
  const query = new URLSearchParams({ c: conversationId, ...(retry ? { retry } : {}) });
  return `/chat?${query}${toLatest ? "#latest" : ""}`;
}

/** What the chat shows when a message could not be sent: why, and the member's text, which stays in the box. */
export type SendFailure = { sendFailure: { title: string; description: string }; draft: string };

/**
 * A message that could not be sent (without JavaScript): the page comes back with the
 * member's text still in the box and the reason beside it, with the refusal's status.
 */
function sendFailed(error: unknown, draft: string) {
  if (!(error instanceof UserFacingError)) console.error("Chat send failed:", error);
  const body: SendFailure = {
    sendFailure: {
      title: CHAT_FAILURES.send,
      description: error instanceof UserFacingError ? error.message : "Please try again.",
    },
    draft,
  };
  const headers: HeadersInit =
    error instanceof RateLimitedError ? { "Retry-After": String(error.retryAfterSeconds) } : {};
  return json(body, { status: error instanceof UserFacingError ? error.status : 500, headers });
}

/**
 * The chat's forms: sending a message (the no-JavaScript path; with JavaScript the page
 * streams from the API instead), the action buttons, and the buttons of the embedded
 * components. Each redirects back to the conversation.
 */
export async function submitChat(request: Request) {
  const { actor, profile } = await requireHousehold(request);
  const fields = Object.fromEntries(await request.formData());
  const parsed = chatFormSchema.safeParse(fields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid request";
    if (fields.intent === "send")
      return sendFailed(new UserFacingError(message), typeof fields.content === "string" ? fields.content : "");
    return json({ error: message }, { status: 400 });
  }
  const form = parsed.data;
  const { intent, conversationId, messageId } = form;
  try {
    switch (intent) {
      case "send": {
        const content = form.content.trim();
        if (!content) return redirect(backTo(conversationId));
        let outcome;
        try {
          outcome = await sendChatMessage(
            db(),
            turnDb(),
            actor,
            profile,
            { content, messageType: sentMessageType(form.via), conversationId },
            {
              engine: await assistantEngine(),
              assistantName: appInfo().assistantName,
              signal: request.signal,
            },
          );
        } catch (error) {
          return sendFailed(error, form.content);
        }
        // Saved, but the assistant could not answer: the conversation says so, and the text is offered again.
        return redirect(backTo(outcome.conversationId, true, outcome.failed ? outcome.userMessage.id : undefined));
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
      title: CHAT_FAILURES[intent] ?? "Something went wrong",
      description: error instanceof UserFacingError ? error.message : undefined,
      variant: "destructive",
    });
    return redirect(backTo(conversationId), { headers: { "Set-Cookie": toast } });
  }
}
