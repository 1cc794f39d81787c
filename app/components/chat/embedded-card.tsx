import type { StoredComponent } from "~/schemas/chat";
import { SpeakButton } from "~/components/voice/voice-controls";
import { CookingStepCard, stepSpeech, type CookingStepData } from "./cooking-step-card";
import { InventoryListCard, type InventoryListData } from "./inventory-list-card";
import { MealPlanCard, type MealPlanData } from "./meal-plan-card";
import type { MessageContext } from "./message-view";
import { RecipeCard, type RecipeCardData } from "./recipe-card";
import { ShoppingListCard, type ShoppingListData } from "./shopping-list-card";
import { TimerCard, type TimerCardData } from "./timer-card";

/**
 * The cards a message can carry. In the browser this module is loaded only when a message
 * with a card is drawn (./message-view.tsx), so a chat with none downloads none of them.
 */

/** An embedded component by its type; an unknown type says so. */
export function EmbeddedCard({
  component,
  context,
  now,
}: {
  component: StoredComponent;
  context: MessageContext;
  now: Date;
}) {
  const fields = { conversationId: context.conversationId ?? "", messageId: context.messageId };
  switch (component.type) {
    case "inventory-list":
      return <InventoryListCard data={component.data as InventoryListData} now={now} />;
    case "recipe":
      return <RecipeCard recipe={component.data as RecipeCardData} layout="list" />;
    case "shopping-list":
      return <ShoppingListCard data={component.data as ShoppingListData} fields={fields} />;
    case "timer":
      return (
        <TimerCard timer={component.data as TimerCardData} control={{ action: "/chat", intent: "timer", fields }} />
      );
    case "cooking-step": {
      const data = component.data as CookingStepData & { sessionId: string; finished?: boolean; superseded?: boolean };
      const target = (intent: string) => ({
        action: "/chat",
        intent,
        fields: { ...fields, sessionId: data.sessionId },
      });
      // A later card of the same session (or its end) has taken over: this one shows its step, without buttons.
      if (data.superseded && !data.finished) return <CookingStepCard data={data} />;
      if (data.finished) {
        return (
          <p className="rounded-2xl border border-basil-200 bg-basil-50 px-4 py-3 text-sm text-basil-900">
            {data.recipeName} is complete. Enjoy your meal!
          </p>
        );
      }
      const readAloud = (
        <SpeakButton
          voiceKey={`${context.messageId || "streaming"}:step`}
          text={stepSpeech(data)}
          label="Read step aloud"
          showLabel
        />
      );
      return (
        <CookingStepCard
          data={data}
          navigate={target("navigate")}
          complete={target("complete")}
          startTimer={target("start-timer")}
          readAloud={readAloud}
        />
      );
    }
    case "meal-plan":
      return <MealPlanCard plan={component.data as MealPlanData} />;
    default:
      return (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Unknown component type: {component.type}
        </p>
      );
  }
}
