import type { Actor } from "~/domain/actor";
import { saveMessages, updateMessageComponent } from "../conversations.server";
import type { DB } from "../db/index.server";
import { controlTimer, finishCookingSession, navigateCookingSession, startStepTimer } from "../kitchen/cooking.server";
import { getRecipe } from "../kitchen/recipes.server";
import { cookingStepComponent, timerComponent } from "./tools.server";

/**
 * The buttons of the components embedded in a conversation (a timer card, a cooking
 * step): each changes the kitchen, then the message it sits in is rebuilt from the
 * kitchen as it is now, so a reload shows the card as it really is.
 */

export async function pressTimerButton(db: DB, actor: Actor, input: { timerId: string; action: "pause" | "resume" | "cancel"; messageId: string }) {
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
  if (input.messageId) await updateMessageComponent(db, actor, input.messageId, cookingStepComponent(session, recipe.imageUrl));
  return session;
}

/** A cooking step's timer started from its card appears in the conversation, as if the member had asked for it. */
export async function startStepTimerInConversation(db: DB, actor: Actor, input: { sessionId: string; conversationId: string | null }) {
  const timer = await startStepTimer(db, actor, input.sessionId);
  if (input.conversationId) {
    await saveMessages(db, actor, input.conversationId, [
      { type: "assistant", content: `Started the timer: ${timer.name}.`, embeddedComponent: timerComponent(timer) },
    ]);
  }
  return timer;
}
