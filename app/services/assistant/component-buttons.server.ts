import type { Actor } from "~/domain/actor";
import { convertText } from "~/domain/kitchen/units";
import type { ChatMessage } from "~/schemas/chat";
import { readAssistantState, saveMessages, updateMessageComponent, writeAssistantState } from "../conversations.server";
import type { DB } from "../db/index.server";
import { withDeferredAnnouncements } from "../events/index.server";
import { NotFoundError } from "../errors.server";
import {
  controlTimer,
  finishCookingSession,
  getCookingSession,
  getTimers,
  navigateCookingSession,
  startStepTimer,
  type CookingSession,
} from "../kitchen/cooking.server";
import { getRecipe } from "../kitchen/recipes.server";
import { findProfile } from "../profiles.server";
import { listShopping } from "../kitchen/shopping.server";
import { restoreMemory } from "./engine";
import { cookingStepComponent, kitchenTools, shoppingComponent, timerComponent, type ToolResult } from "./tools.server";

/**
 * The buttons of the components embedded in a conversation (a timer card, a cooking
 * step): each changes the kitchen, then the message it sits in is rebuilt from the
 * kitchen as it is now, so a reload shows the card as it really is.
 */

export async function pressTimerButton(
  db: DB,
  actor: Actor,
  input: { timerId: string; action: "pause" | "resume" | "cancel"; messageId: string },
) {
  const timer = await controlTimer(db, actor, input.timerId, input.action);
  if (input.messageId) await updateMessageComponent(db, actor, input.messageId, timerComponent(timer));
  return timer;
}

export async function pressCookingStepButton(
  db: DB,
  actor: Actor,
  input: { sessionId: string; move: "next" | "previous" | "finish"; messageId: string },
) {
  const session =
    input.move === "finish"
      ? await finishCookingSession(db, actor, input.sessionId)
      : await navigateCookingSession(db, actor, input.sessionId, input.move);
  const recipe = await getRecipe(db, actor, session.recipeId);
  if (input.messageId)
    await updateMessageComponent(db, actor, input.messageId, cookingStepComponent(session, recipe.imageUrl));
  return session;
}

/** A cooking step's timer started from its card appears in the conversation, as if the member had asked for it. */
export async function startStepTimerInConversation(
  db: DB,
  actor: Actor,
  input: { sessionId: string; conversationId: string | null },
) {
  const timer = await startStepTimer(db, actor, input.sessionId);
  if (input.conversationId) {
    await saveMessages(db, actor, input.conversationId, [
      { type: "assistant", content: `Started the timer: ${timer.name}.`, embeddedComponent: timerComponent(timer) },
    ]);
  }
  return timer;
}

/**
 * A recipe card's own buttons: "Start cooking" starts a cooking session and "Add ingredients
 * to list" puts what the pantry lacks on the shopping list. The answer appears in the
 * conversation as the assistant's message (the step card, the list), and the assistant
 * remembers it as if the member had asked ("next step" goes on in the session). The change,
 * the message and the memory are saved together, or none of them.
 */
export async function pressRecipeButton(
  db: DB,
  actor: Actor,
  input: { recipeId: string; press: "start-cooking" | "add-ingredients"; conversationId: string },
) {
  await withDeferredAnnouncements(() =>
    db.transaction().execute(async (trx) => {
      const units = (await findProfile(trx, actor.userId))?.units ?? "metric";
      const tools = kitchenTools(trx, actor, undefined, units);
      let answer: { text: string; result: ToolResult };
      if (input.press === "start-cooking") {
        const result = await tools.startCooking.run({ recipeId: input.recipeId });
        const session = result.data as CookingSession;
        const text = `Let's cook ${session.recipeName}! Step 1 of ${session.totalSteps}: ${convertText(session.step.instruction, units)}`;
        answer = { text, result };
      } else {
        const result = await tools.addRecipeToShoppingList.run({ recipeId: input.recipeId });
        answer = { text: result.summary, result };
      }
      await saveMessages(trx, actor, input.conversationId, [
        { type: "assistant", content: answer.text, embeddedComponent: answer.result.component },
      ]);
      const memory = restoreMemory(await readAssistantState(trx, actor, input.conversationId));
      await writeAssistantState(trx, actor, input.conversationId, { ...memory, ...answer.result.remember });
    }),
  );
}

type CookingStepSnapshot = { sessionId: string; step: { imageUrl?: string | null } };

async function sessionsById(db: DB, actor: Actor, ids: string[]) {
  const found = new Map<string, CookingSession | null>();
  for (const id of new Set(ids)) {
    try {
      found.set(id, await getCookingSession(db, actor, id));
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      found.set(id, null);
    }
  }
  return found;
}

/**
 * Timers, shopping lists and cooking steps change after a message was written; the chat
 * shows them as they are now. A timer shows how it is now, also once it was cancelled or
 * dismissed; list items that are gone keep their snapshot. Of the cards of one cooking
 * session, the latest shows the step the session is on now (or that it is complete) with
 * that step's buttons; earlier ones keep the step they showed, without buttons, so no
 * button is ever left over from a step the session has moved away from.
 */
export async function componentsAsTheyAreNow(db: DB, actor: Actor, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const of = (type: string) =>
    messages.flatMap((message) => (message.embeddedComponent?.type === type ? [message.embeddedComponent.data] : []));
  const timerIds = of("timer").map((data) => (data as { id: string }).id);
  const steps = of("cooking-step") as CookingStepSnapshot[];
  const [timers, list, sessions] = await Promise.all([
    getTimers(db, actor, timerIds),
    of("shopping-list").length ? listShopping(db, actor) : Promise.resolve([]),
    sessionsById(
      db,
      actor,
      steps.map((data) => data.sessionId),
    ),
  ]);
  const latestCard = new Map<string, string>();
  for (const message of messages) {
    if (message.embeddedComponent?.type === "cooking-step")
      latestCard.set((message.embeddedComponent.data as CookingStepSnapshot).sessionId, message.id);
  }
  return messages.map((message) => {
    const component = message.embeddedComponent;
    if (component?.type === "timer") {
      const data = component.data as { id: string };
      const timer = timers.find((entry) => entry.id === data.id);
      return timer ? { ...message, embeddedComponent: timerComponent(timer) } : message;
    }
    if (component?.type === "shopping-list") {
      const data = component.data as { title: string; items: Array<{ id: string }> };
      const items = data.items
        .map((item) => list.find((entry) => entry.id === item.id))
        .filter((item) => item !== undefined);
      return { ...message, embeddedComponent: shoppingComponent(data.title, items) };
    }
    if (component?.type === "cooking-step") {
      const data = component.data as CookingStepSnapshot;
      const session = sessions.get(data.sessionId);
      if (session && latestCard.get(data.sessionId) === message.id) {
        return { ...message, embeddedComponent: cookingStepComponent(session, data.step.imageUrl ?? null) };
      }
      // Overtaken by a later card of the session (or the session is gone): it shows its step, without buttons.
      return {
        ...message,
        embeddedComponent: { type: component.type, data: { ...(component.data as object), superseded: true } },
      };
    }
    return message;
  });
}
