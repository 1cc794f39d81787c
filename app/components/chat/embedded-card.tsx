import type { StoredComponent } from "~/schemas/chat";
import { Button } from "~/components/ui";
import { useUnitSystem } from "~/components/units";
import { SpeakButton } from "~/components/voice/voice-controls";
import { CardPageLink } from "./card-page-link";
import { chatAction, ComponentForm } from "./component-form";
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

const cookingPage = (sessionId: string) => `/cooking/session/${encodeURIComponent(sessionId)}`;

/** An embedded component by its type, with a link to its page; an unknown type says so. */
export function EmbeddedCard({
  component,
  context,
  now,
}: {
  component: StoredComponent;
  context: MessageContext;
  now: Date;
}) {
  const units = useUnitSystem();
  const fields = { conversationId: context.conversationId ?? "", messageId: context.messageId };
  // Posted to the conversation's own address: a press that fails leaves the member in it.
  const action = chatAction(context.conversationId);
  switch (component.type) {
    case "inventory-list":
      return <InventoryListCard data={component.data as InventoryListData} now={now} />;
    case "recipe": {
      const recipe = component.data as RecipeCardData;
      const target = (intent: string) => ({ action, intent, fields: { ...fields, recipeId: recipe.id } });
      return (
        <RecipeCard recipe={recipe} layout="list" headingLevel={2}>
          <div className="flex flex-wrap gap-2 pt-1">
            <ComponentForm target={target("start-cooking")}>
              <Button type="submit" className="px-3 py-1.5 text-sm">
                Start cooking
              </Button>
            </ComponentForm>
            <ComponentForm target={target("add-ingredients")}>
              <Button type="submit" variant="outline" className="px-3 py-1.5 text-sm">
                Add ingredients to list
              </Button>
            </ComponentForm>
          </div>
        </RecipeCard>
      );
    }
    case "shopping-list":
      return <ShoppingListCard data={component.data as ShoppingListData} fields={fields} />;
    case "timer": {
      const timer = component.data as TimerCardData;
      return (
        <TimerCard
          timer={timer}
          control={{ action, intent: "timer", fields }}
          pageHref={timer.sessionId ? cookingPage(timer.sessionId) : undefined}
          headingLevel={2}
        />
      );
    }
    case "cooking-step": {
      const data = component.data as CookingStepData & { sessionId: string; finished?: boolean; superseded?: boolean };
      const target = (intent: string) => ({
        action,
        intent,
        fields: { ...fields, sessionId: data.sessionId },
      });
      // A later card of the same session (or its end) has taken over: this one shows its step, without buttons.
      if (data.superseded && !data.finished)
        return <CookingStepCard data={data} pageHref={cookingPage(data.sessionId)} />;
      if (data.finished) {
        return (
          <div className="rounded-2xl border border-basil-200 bg-basil-50 text-sm text-basil-900">
            <p className="px-4 py-3">{data.recipeName} is complete. Enjoy your meal!</p>
            <CardPageLink to={cookingPage(data.sessionId)} className="border-basil-200 hover:bg-basil-100">
              Open the cooking page
            </CardPageLink>
          </div>
        );
      }
      const readAloud = (
        <SpeakButton
          voiceKey={`${context.messageId || "streaming"}:step`}
          text={stepSpeech(data, units)}
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
          pageHref={cookingPage(data.sessionId)}
        />
      );
    }
    case "meal-plan": {
      const plan = component.data as MealPlanData;
      return <MealPlanCard plan={plan} pageHref={`/meal-planner?week=${encodeURIComponent(plan.startDate)}`} />;
    }
    default:
      return (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Unknown component type: {component.type}
        </p>
      );
  }
}
