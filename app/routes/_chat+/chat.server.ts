import { json, redirect } from "@remix-run/node";
import { appInfo } from "~/app-info.server";
import { CHAT_FAILURES, CHAT_LIMITS, sentMessageType, type ChatMessage } from "~/schemas/chat";
import { chatFormSchema } from "~/schemas/chat-payloads";
import { sendChatMessage } from "~/services/assistant/chat.server";
import {
  componentsAsTheyAreNow,
  pressCookingStepButton,
  pressRecipeButton,
  pressTimerButton,
  startStepTimerInConversation,
} from "~/services/assistant/component-buttons.server";
import { assistantEngine } from "~/services/assistant/index.server";
import {
  archiveConversation,
  getConversation,
  listConversations,
  loadMessages,
  newConversationId,
  searchConversations,
  type Conversation,
} from "~/services/conversations.server";
import { db, turnDb } from "~/services/db/index.server";
import { RateLimitedError, UserFacingError } from "~/services/errors.server";
import { setShoppingItemChecked } from "~/services/kitchen/shopping.server";
import { flashToast, requireHousehold } from "~/sessions.server";
import { voicePageData } from "~/voice-settings.server";
import type { Actor } from "~/domain/actor";
import { ASK_PARAM } from "~/domain/help";
import { pageOf, redirectUnknownIntent, redirectWithFailure, redirectWithInvalid } from "~/page-forms.server";
import { keepConversation, lastConversationId } from "./chat-storage.server";

export type SidebarConversation = Pick<Conversation, "id" | "title" | "preview" | "lastMessageAt">;

function sidebarEntry(conversation: Conversation): SidebarConversation {
  const { id, title, preview, lastMessageAt } = conversation;
  return { id, title, preview, lastMessageAt };
}

/** A conversation to open again: the member's, still there and not archived. */
async function stillOpen(actor: Actor, conversationId: string) {
  try {
    return !(await getConversation(db(), actor, conversationId)).isArchived;
  } catch (error) {
    if (error instanceof UserFacingError) return false;
    throw error;
  }
}

/**
 * The chat screen's data, and the device's chat storage to keep (a Set-Cookie, or null). /
 * and /chat with no conversation named open the one the member was last in on this device
 * (a thrown redirect); ?new=1 is a new, empty chat, which is then where they are.
 */
export async function loadChat(request: Request) {
  const { actor, profile } = await requireHousehold(request);
  const url = new URL(request.url);
  const conversationId = url.searchParams.get("c");
  const startingNew = url.searchParams.has("new");
  let forgetLast = false;
  if (!conversationId && !startingNew) {
    const last = await lastConversationId(request, actor);
    if (last && (await stillOpen(actor, last))) {
      const query = new URLSearchParams(url.searchParams);
      query.delete("index");
      query.set("c", last);
      throw redirect(`/chat?${query}`);
    }
    forgetLast = last !== null;
  }
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, CHAT_LIMITS.searchLength);
  const [conversations, results, voice] = await Promise.all([
    listConversations(db(), actor, { limit: CHAT_LIMITS.conversationList }),
    search ? searchConversations(db(), actor, search) : Promise.resolve(null),
    voicePageData(request),
  ]);
  let current: { conversation: SidebarConversation; messages: ChatMessage[] } | null = null;
  let missing = false;
  let archived = false;
  if (conversationId) {
    try {
      const conversation = await getConversation(db(), actor, conversationId);
      archived = conversation.isArchived;
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
    (retry && current?.messages.find((message) => message.id === retry && message.isFromUser)?.content) ||
    askedFor(url);
  const keep =
    current && !archived
      ? keepConversation(actor, current.conversation.id)
      : startingNew || forgetLast
        ? keepConversation(actor, null)
        : null;
  return {
    setCookie: await keep,
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
 * The sidebar's search as the member types (with JavaScript): the conversations matching ?q=,
 * or null for an empty search, which shows the whole list again.
 */
export async function loadChatSearch(request: Request) {
  const { actor } = await requireHousehold(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, CHAT_LIMITS.searchLength);
  const results = q ? await searchConversations(db(), actor, q) : null;
  return { q, results: results?.map(sidebarEntry) ?? null };
}

/** A message put in the box by a link (the help page's examples): /chat?ask=…, never sent by itself. */
function askedFor(url: URL) {
  return (url.searchParams.get(ASK_PARAM) ?? "").trim().slice(0, CHAT_LIMITS.maxMessageLength);
}

/** The help page's data: the assistant's name, for a member of a household. */
export async function loadHelp(request: Request) {
  await requireHousehold(request);
  return { assistantName: appInfo().assistantName };
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
  const here = new URL(request.url).searchParams.get("c");
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid request";
    if (fields.intent === "send")
      return sendFailed(new UserFacingError(message), typeof fields.content === "string" ? fields.content : "");
    const back = backTo(here);
    if (parsed.error.issues.some((issue) => issue.path[0] === "intent")) return redirectUnknownIntent(request, back);
    const title = CHAT_FAILURES[String(fields.intent)] ?? "Something went wrong";
    return redirectWithInvalid(request, back, title, { error: { "": [message] } });
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
        // Back to the conversation on screen, unless it is the one archived.
        return redirect(backTo(here === conversationId ? null : here), { headers: { "Set-Cookie": toast } });
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
      case "start-cooking":
      case "add-ingredients": {
        // A card of a reply still arriving has no conversation yet: its answer starts one.
        const into = conversationId ?? newConversationId();
        await pressRecipeButton(db(), actor, { recipeId: form.recipeId, press: intent, conversationId: into });
        return redirect(backTo(into, true));
      }
    }
  } catch (error) {
    // Back where the member was, saying what failed: for archiving, the page it was pressed on (the sidebar open).
    const back = intent === "archive" ? pageOf(request) : backTo(conversationId);
    return redirectWithFailure(request, back, CHAT_FAILURES[intent] ?? "Something went wrong", error);
  }
}
