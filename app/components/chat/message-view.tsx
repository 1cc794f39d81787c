import { Form } from "@remix-run/react";
import { Component, lazy, Suspense, type ReactNode } from "react";
import type { ChatMessage, MessageAction, StoredComponent } from "~/schemas/chat";
import { cx } from "~/components/ui";
import { SpeakButton } from "~/components/voice/voice-controls";
import { beforeHydrating } from "~/hydration";
import { chipsBeside } from "./action-chips";
import { chatAction } from "./component-form";
import type * as EmbeddedCards from "./embedded-card";
import { EmbeddedCard as EmbeddedCardOnServer } from "./embedded-card";

/** The hidden fields every component button sends, so the chat knows where it came from. */
export type MessageContext = { conversationId: string | null; messageId: string };

type CardModule = typeof EmbeddedCards;

/** The cards' code in the browser, once loaded. */
let cardModule: CardModule | null = null;
const loadCards = () => import("./embedded-card").then((module) => (cardModule = module));
const LazyCard = lazy(() => loadCards().then((module) => ({ default: module.EmbeddedCard })));

// A page the server drew with cards loads their code before it hydrates, so they hydrate at once.
if (!import.meta.env.SSR && typeof document !== "undefined" && document.querySelector("[data-embedded-card]"))
  beforeHydrating(loadCards());

/**
 * The server draws a message's card at once (a page without JavaScript shows it whole); the
 * browser loads the cards' code only for a page that has one (before hydrating it) or when
 * a message with one arrives, showing a placeholder of a card's height meanwhile.
 */
function EmbeddedCard(props: { component: StoredComponent; context: MessageContext; now: Date }) {
  const Card = import.meta.env.SSR ? EmbeddedCardOnServer : cardModule?.EmbeddedCard;
  return Card ? <Card {...props} /> : <LazyCard {...props} />;
}

/** A card whose code could not be loaded (offline, or a new version of Basil replaced it) says so; the chat stays. */
class CardUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="rounded-xl border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-700">
        This card couldn't be shown. Reload the page to see it.
      </p>
    );
  }
}

/** An embedded component by its type; an unknown type says so. */
export function EmbeddedComponentView(props: { component: StoredComponent; context: MessageContext; now: Date }) {
  return (
    <div data-embedded-card="" className="contents">
      <CardUnavailable>
        <Suspense
          fallback={
            <div aria-hidden="true" className="h-24 animate-pulse rounded-2xl border border-stone-200 bg-stone-50" />
          }
        >
          <EmbeddedCard {...props} />
        </Suspense>
      </CardUnavailable>
    </div>
  );
}

/**
 * Action buttons send their voice command as the member's next message. Chips that the
 * embedded component's own buttons cover are left out (see chipsBeside).
 */
export function ActionButtons({
  actions,
  conversationId,
  onSend,
}: {
  actions: MessageAction[];
  conversationId: string | null;
  onSend?: (text: string) => unknown;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Form
          key={`${action.label}:${action.voiceCommand}`}
          method="post"
          action={chatAction(conversationId)}
          onSubmit={(event) => {
            if (!onSend) return;
            event.preventDefault();
            void onSend(action.voiceCommand);
          }}
        >
          <input type="hidden" name="conversationId" value={conversationId ?? ""} />
          <input type="hidden" name="content" value={action.voiceCommand} />
          <button
            type="submit"
            name="intent"
            value="send"
            data-icon={action.icon}
            className="cursor-pointer rounded-full border border-basil-200 bg-surface px-3 py-1.5 text-sm font-medium text-basil-800 hover:bg-basil-50"
          >
            {action.label}
          </button>
        </Form>
      ))}
    </div>
  );
}

export function MessageView({
  message,
  conversationId,
  now,
  showActions,
  onSend,
}: {
  message: ChatMessage;
  conversationId: string | null;
  now: Date;
  showActions: boolean;
  onSend?: (text: string) => unknown;
}) {
  if (message.type === "system") {
    return (
      <li className="flex justify-center">
        <p role="alert" className="max-w-md rounded-xl bg-red-50 px-3 py-2 text-center text-sm text-red-800">
          {message.content}
        </p>
      </li>
    );
  }
  const mine = message.isFromUser;
  const chips = showActions ? chipsBeside(message.actions, message.embeddedComponent) : [];
  return (
    <li
      className={cx("flex flex-col gap-2", mine ? "items-end" : "items-start")}
      data-message-id={message.id}
      data-from={mine ? "user" : "assistant"}
    >
      <p
        className={cx(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed",
          mine
            ? "rounded-br-md bg-basil-600 text-white"
            : "rounded-bl-md border border-stone-200 bg-surface text-stone-900",
        )}
      >
        {message.content}
      </p>
      {mine ? null : <SpeakButton voiceKey={message.id} text={message.content} />}
      {message.embeddedComponent ? (
        <div className="w-full max-w-md">
          <EmbeddedComponentView
            component={message.embeddedComponent}
            context={{ conversationId, messageId: message.id }}
            now={now}
          />
        </div>
      ) : null}
      {chips.length ? <ActionButtons actions={chips} conversationId={conversationId} onSend={onSend} /> : null}
    </li>
  );
}
