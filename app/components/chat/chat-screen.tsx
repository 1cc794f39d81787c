import { useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_LIMITS,
  type ChatMessage,
  type EmbeddedComponent,
  type MessageAction,
} from "~/schemas/chat";
import { ApiCallError } from "../api-call";
import { AppFrame } from "../app-nav";
import { ChatHeader } from "../chat-header";
import { ErrorScreen } from "../screens";
import { useNonce } from "~/nonce";
import { useHydrated } from "~/hooks";
import { useLiveUpdates } from "~/live";
import type { VoicePageData } from "~/schemas/voice";
import { VoiceProvider, useVoice } from "../voice/voice-provider";
import { ChatInput, type ChatInputHandle, type SentMessageType } from "./chat-input";
import { ConversationSidebar, type SidebarEntry } from "./conversation-sidebar";
import { chipsBeside } from "./action-chips";
import { ActionButtons, EmbeddedComponentView, MessageView } from "./message-view";
import { latestConversationId, sendAndStream } from "./stream";
import { SuggestionChips, Welcome } from "./welcome";

export type ChatScreenData = {
  assistantName: string;
  userId: string;
  householdId: string;
  displayName: string;
  conversations: SidebarEntry[];
  search: string;
  searchResults: SidebarEntry[] | null;
  sidebarOpen: boolean;
  current: { conversation: SidebarEntry; messages: ChatMessage[] } | null;
  missing: boolean;
  /** A message to offer again in the box (the assistant could not answer it). */
  draft?: string;
  now: string;
  /** When the data was read, for live updates (liveData). */
  liveSince: number;
  /** The device's voice settings and whether the server can do voice. */
  voice: VoicePageData;
};

type Pending = {
  text: string;
  reply: { text: string; component?: EmbeddedComponent; actions?: MessageAction[] };
  typing: boolean;
  failed: boolean;
  /** Why it failed, when known: 'Network error after retries', the server's message. */
  reason?: string;
};

function isTyping(target: EventTarget | null) {
  const element = target as HTMLElement | null;
  return !!element && (element.tagName === "INPUT" || element.tagName === "TEXTAREA" || element.isContentEditable);
}

/**
 * The chat: header, conversation sidebar, messages and the input. With JavaScript a reply
 * streams in as it is produced; without it every form posts to the chat's action.
 */
export function ChatScreen(props: Parameters<typeof Chat>[0]) {
  const { voice, userId, householdId } = props.data;
  return (
    <VoiceProvider voice={voice} userId={userId} householdId={householdId}>
      <Chat {...props} />
    </VoiceProvider>
  );
}

function Chat({
  data,
  sendFailure = null,
  draft,
}: {
  data: ChatScreenData;
  /** Why the message posted without JavaScript was not sent; its text is `draft`. */
  sendFailure?: { title: string; description: string } | null;
  draft?: string;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const voice = useVoice();
  const [sidebarOpen, setSidebarOpen] = useState(data.sidebarOpen);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<ChatInputHandle>(null);
  const search = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const conversationId = data.current?.conversation.id ?? null;
  /**
   * The conversation the last message started, until the page has opened it: a message sent
   * meanwhile (a hands-free one that waited for the reply) goes on in it, not in another new one.
   */
  const started = useRef<string | null>(null);
  useEffect(() => {
    started.current = null;
  }, [conversationId]);
  const messages = data.current?.messages ?? [];
  const now = new Date(data.now);
  useLiveUpdates(["shopping", "timers", "cooking", "pantry", "meal-plan"], data.liveSince);

  // The saved messages replace the streamed copy once the page has reloaded them.
  useEffect(() => {
    if (!busy) setPending((current) => (current?.failed ? current : null));
  }, [data, busy]);
  // Opening a conversation (or the page anew) shows it with the sidebar as the address says.
  useEffect(() => setSidebarOpen(data.sidebarOpen), [data.sidebarOpen, location.search]);

  /** Sends a message and streams the reply; answers whether the assistant answered it (else the input keeps the text). */
  const send = useCallback(
    async (text: string, messageType: SentMessageType = "user-text") => {
      if (busy) return false;
      nearBottom.current = true;
      setBusy(true);
      setPending({ text, reply: { text: "" }, typing: true, failed: false });
      const into = conversationId ?? started.current;
      let target = into;
      let answered = false;
      let received = false;
      try {
        const turn = sendAndStream({
          content: text,
          messageType,
          conversationId: into,
          householdId: data.householdId,
          userId: data.userId,
        });
        for await (const event of turn) {
          if (event.type === "start") {
            target = event.conversationId;
            if (!conversationId) started.current = target;
          }
          if (event.type === "text")
            setPending(
              (current) =>
                current && {
                  ...current,
                  typing: false,
                  reply: { ...current.reply, text: current.reply.text + event.text },
                },
            );
          if (event.type === "component")
            setPending((current) => current && { ...current, reply: { ...current.reply, component: event.component } });
          if (event.type === "actions")
            setPending((current) => current && { ...current, reply: { ...current.reply, actions: event.actions } });
          if (event.type === "error") throw new Error(event.message);
          if (event.type === "done") {
            answered = !event.failed;
            // "Read replies aloud": the new reply is read as soon as it is complete.
            if (answered && voice?.settings.readRepliesAloud) voice.play(event.message.id, event.message.content);
          }
        }
        received = true;
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 409) {
          // Sent again after its first answer was lost on the way: the server has it, and the conversation shows it.
          target = into ?? (await latestConversationId(data).catch(() => null));
          received = answered = true;
        } else {
          const reason = error instanceof ApiCallError ? error.message : undefined;
          setPending((current) => current && { ...current, typing: false, failed: true, reason });
        }
      } finally {
        // A message offered again (?retry=) is not offered once more after this one.
        if (received && target && (target !== conversationId || new URLSearchParams(location.search).has("retry"))) {
          navigate(`/chat?c=${encodeURIComponent(target)}`, { preventScrollReset: true });
        } else if (received) revalidate();
        setBusy(false);
      }
      return answered;
    },
    [busy, conversationId, data, location.search, navigate, revalidate, voice],
  );
  const onSend = hydrated ? send : undefined;

  // Keyboard shortcuts.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = event.metaKey || event.ctrlKey;
      if (command && event.key.toLowerCase() === "k") {
        event.preventDefault();
        if (!sidebarOpen) setSidebarOpen(true);
        setTimeout(() => search.current?.focus());
      } else if (command && event.key.toLowerCase() === "n") {
        event.preventDefault();
        setPending(null);
        navigate("/chat?new=1");
        setTimeout(() => input.current?.focus());
      } else if (event.key === "Escape" && !event.defaultPrevented) {
        // Not when Escape has cancelled a recording already.
        if (sidebarOpen) setSidebarOpen(false);
        else if (isTyping(document.activeElement)) (document.activeElement as HTMLElement).blur();
      } else if (event.key === "/" && !sidebarOpen && !isTyping(event.target) && !command && !event.altKey) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [sidebarOpen, navigate]);

  // Autoscroll only when the reader is within 100 px of the bottom.
  const onScroll = () => {
    const element = scroller.current;
    if (element)
      nearBottom.current =
        element.scrollHeight - element.scrollTop - element.clientHeight <= CHAT_LIMITS.autoscrollThresholdPx;
  };
  const empty = messages.length === 0 && !pending;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && nearBottom.current && !empty) element.scrollTop = element.scrollHeight;
  }, [messages.length, pending, empty]);

  const closeHref = conversationId ? `/chat?c=${encodeURIComponent(conversationId)}` : "/chat";
  const sidebarHref = sidebarOpen
    ? closeHref
    : `${location.pathname}?${new URLSearchParams({ ...(conversationId ? { c: conversationId } : {}), sidebar: "open" })}`;
  const lastAssistant = [...messages].reverse().find((message) => !message.isFromUser)?.id;
  return (
    <AppFrame className="flex h-dvh flex-col">
      <ChatHeader
        assistantName={data.assistantName}
        sidebar={{
          href: sidebarHref,
          open: sidebarOpen,
          onToggle: hydrated ? () => setSidebarOpen((open) => !open) : undefined,
        }}
      />
      <ConversationSidebar
        open={sidebarOpen}
        conversations={data.conversations}
        searchResults={data.searchResults}
        search={data.search}
        currentId={conversationId}
        now={now}
        closeHref={closeHref}
        onClose={hydrated ? () => setSidebarOpen(false) : undefined}
        searchRef={search}
      />
      <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none">
        <div ref={scroller} onScroll={onScroll} data-chat-scroller className="flex-1 overflow-y-auto">
          {data.missing ? (
            <p
              role="alert"
              className="mx-auto mt-4 max-w-md rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-center text-sm text-red-800"
            >
              Conversation not found
            </p>
          ) : null}
          {empty ? (
            <Welcome assistantName={data.assistantName} displayName={data.displayName} onSend={onSend} />
          ) : (
            <ol
              aria-label="Messages"
              aria-live="polite"
              className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5"
            >
              {messages.map((message) => (
                <MessageView
                  key={message.id}
                  message={message}
                  conversationId={conversationId}
                  now={now}
                  showActions={message.id === lastAssistant && !pending}
                  onSend={onSend}
                />
              ))}
              {pending ? (
                <>
                  <li className="flex justify-end">
                    <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-basil-600 px-4 py-2.5 text-[15px] text-white">
                      {pending.text}
                    </p>
                  </li>
                  {pending.failed ? (
                    <li className="flex justify-center">
                      <p
                        role="alert"
                        className="max-w-md rounded-xl bg-red-50 px-3 py-2 text-center text-sm text-red-800"
                      >
                        {CHAT_FAILURE_MESSAGE}
                        {pending.reason && pending.reason !== CHAT_FAILURE_MESSAGE ? (
                          <span className="mt-0.5 block text-xs">{pending.reason}</span>
                        ) : null}
                      </p>
                    </li>
                  ) : (
                    <li className="flex flex-col items-start gap-2" data-from="assistant" data-streaming="true">
                      {pending.typing ? (
                        <p
                          role="status"
                          aria-label={`${data.assistantName} is typing`}
                          className="flex gap-1 rounded-2xl rounded-bl-md border border-stone-200 bg-surface px-4 py-3"
                        >
                          <span className="h-2 w-2 animate-bounce rounded-full bg-stone-400" />
                          <span className="h-2 w-2 animate-bounce rounded-full bg-stone-400 [animation-delay:120ms]" />
                          <span className="h-2 w-2 animate-bounce rounded-full bg-stone-400 [animation-delay:240ms]" />
                        </p>
                      ) : (
                        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-bl-md border border-stone-200 bg-surface px-4 py-2.5 text-[15px] text-stone-900">
                          {pending.reply.text}
                        </p>
                      )}
                      {pending.reply.component ? (
                        <div className="w-full max-w-md">
                          <EmbeddedComponentView
                            component={pending.reply.component}
                            context={{ conversationId, messageId: "" }}
                            now={now}
                          />
                        </div>
                      ) : null}
                      {chipsBeside(pending.reply.actions, pending.reply.component).length ? (
                        <ActionButtons
                          actions={chipsBeside(pending.reply.actions, pending.reply.component)}
                          conversationId={conversationId}
                        />
                      ) : null}
                    </li>
                  )}
                </>
              ) : null}
              <li id="latest" aria-hidden="true" />
            </ol>
          )}
        </div>
        {empty ? <SuggestionChips onSend={onSend} /> : null}
        {sendFailure ? (
          <div
            role="alert"
            className="mx-3 mb-2 rounded-xl border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800"
          >
            <p className="font-medium">{sendFailure.title}</p>
            <p>{sendFailure.description}</p>
          </div>
        ) : null}
        <ChatInput
          ref={input}
          conversationId={conversationId}
          busy={busy}
          assistantName={data.assistantName}
          draft={draft ?? data.draft}
          onSend={onSend}
        />
        {empty ? null : <ScrollToLatest />}
      </main>
    </AppFrame>
  );
}

const SCROLL_TO_LATEST = `(function(){var s=document.querySelector("[data-chat-scroller]");if(s)s.scrollTop=s.scrollHeight})()`;

/**
 * A conversation opens at its latest message as soon as the page arrives, before the app's
 * JavaScript has loaded (which then keeps it there): otherwise a long conversation shows its
 * first messages until hydration scrolls, and the page looks ready only seconds later on a
 * slow phone. Runs once, as the server's HTML is read; React never runs it again.
 */
function ScrollToLatest() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCROLL_TO_LATEST }} />;
}

/** The chat's error screen: 'Try Again' reloads the page as it was, in the same conversation. */
export function ChatErrorScreen() {
  const location = useLocation();
  return <ErrorScreen tryAgainHref={`${location.pathname}${location.search}`} homeHref="/dashboard" />;
}
