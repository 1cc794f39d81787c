import { Form } from "@remix-run/react";
import type { ChatMessage, MessageAction, StoredComponent } from "~/schemas/chat";
import { cx } from "~/components/ui";
import { chipsBeside } from "./action-chips";
import { SpeakButton } from "~/components/voice/voice-controls";
import { CookingStepCard, stepSpeech, type CookingStepData } from "./cooking-step-card";
import { InventoryListCard, type InventoryListData } from "./inventory-list-card";
import { MealPlanCard, type MealPlanData } from "./meal-plan-card";
import { RecipeCard, type RecipeCardData } from "./recipe-card";
import { ShoppingListCard, type ShoppingListData } from "./shopping-list-card";
import { TimerCard, type TimerCardData } from "./timer-card";

/** The hidden fields every component button sends, so the chat knows where it came from. */
export type MessageContext = { conversationId: string | null; messageId: string };

/** Where the chat's messages are posted: the conversation's own address, so a refusal comes back to it. */
export function chatAction(conversationId: string | null) {
  return conversationId ? `/chat?c=${encodeURIComponent(conversationId)}` : "/chat";
}

/** An embedded component by its type; an unknown type says so. */
export function EmbeddedComponentView({ component, context, now }: { component: StoredComponent; context: MessageContext; now: Date }) {
  const fields = { conversationId: context.conversationId ?? "", messageId: context.messageId };
  switch (component.type) {
    case "inventory-list":
      return <InventoryListCard data={component.data as InventoryListData} now={now} />;
    case "recipe":
      return <RecipeCard recipe={component.data as RecipeCardData} layout="list" />;
    case "shopping-list":
      return <ShoppingListCard data={component.data as ShoppingListData} fields={fields} />;
    case "timer":
      return <TimerCard timer={component.data as TimerCardData} control={{ action: "/chat", intent: "timer", fields }} />;
    case "cooking-step": {
      const data = component.data as CookingStepData & { sessionId: string; finished?: boolean; superseded?: boolean };
      const target = (intent: string) => ({ action: "/chat", intent, fields: { ...fields, sessionId: data.sessionId } });
      // A later card of the same session (or its end) has taken over: this one shows its step, without buttons.
      if (data.superseded && !data.finished) return <CookingStepCard data={data} />;
      if (data.finished) {
        return (
          <p className="rounded-2xl border border-basil-200 bg-basil-50 px-4 py-3 text-sm text-basil-900">
            {data.recipeName} is complete. Enjoy your meal!
          </p>
        );
      }
      const readAloud = <SpeakButton voiceKey={`${context.messageId || "streaming"}:step`} text={stepSpeech(data)} label="Read step aloud" showLabel />;
      return (
        <CookingStepCard data={data} navigate={target("navigate")} complete={target("complete")} startTimer={target("start-timer")} readAloud={readAloud} />
      );
    }
    case "meal-plan":
      return <MealPlanCard plan={component.data as MealPlanData} />;
    default:
      return <p className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">Unknown component type: {component.type}</p>;
  }
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
            className="cursor-pointer rounded-full border border-basil-200 bg-white px-3 py-1.5 text-sm font-medium text-basil-800 hover:bg-basil-50"
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
    <li className={cx("flex flex-col gap-2", mine ? "items-end" : "items-start")} data-message-id={message.id} data-from={mine ? "user" : "assistant"}>
      <p
        className={cx(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed",
          mine ? "rounded-br-md bg-basil-600 text-white" : "rounded-bl-md border border-stone-200 bg-white text-stone-900",
        )}
      >
        {message.content}
      </p>
      {mine ? null : <SpeakButton voiceKey={message.id} text={message.content} />}
      {message.embeddedComponent ? (
        <div className="w-full max-w-md">
          <EmbeddedComponentView component={message.embeddedComponent} context={{ conversationId, messageId: message.id }} now={now} />
        </div>
      ) : null}
      {chips.length ? <ActionButtons actions={chips} conversationId={conversationId} onSend={onSend} /> : null}
    </li>
  );
}
