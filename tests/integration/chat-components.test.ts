import { describe, expect, it } from "vitest";
import type { ChatMessage } from "~/schemas/chat";
import { sendChatMessage } from "~/services/assistant/chat.server";
import {
  componentsAsTheyAreNow,
  pressCookingStepButton,
  pressRecipeButton,
  pressTimerButton,
} from "~/services/assistant/component-buttons.server";
import { EmbeddedEngine } from "~/services/assistant/embedded/engine.server";
import { cookingStepComponent, mealPlanTitle, timerComponent } from "~/services/assistant/tools.server";
import {
  getConversation,
  listConversations,
  loadMessages,
  newConversationId,
  saveMessages,
} from "~/services/conversations.server";
import { listShopping } from "~/services/kitchen/shopping.server";
import {
  controlTimer,
  finishCookingSession,
  getTimer,
  navigateCookingSession,
  startCookingSession,
  startStepTimer,
  startTimer,
} from "~/services/kitchen/cooking.server";
import { findProfile } from "~/services/profiles.server";
import { dialects, useDatabase } from "./databases";
import { newHousehold, useEventBus } from "./kitchen-fixtures";

/** Five steps; only steps 2, 3 and 4 offer a timer (5, 3 and 12 minutes). */
const FRITTATA = "tomato-basil-frittata";

const STEP_ONE_CHIPS = [
  { label: "Next Step", icon: "arrow-right", voiceCommand: "Next step" },
  { label: "Show the recipe", voiceCommand: "Show me the recipe for Tomato and Basil Frittata" },
];

type TimerData = { id: string; status: string; isActive: boolean; remainingSeconds: number };
type StepData = { sessionId: string; step: { stepNumber: number }; finished: boolean; superseded?: boolean };

function dataOf<T>(message: ChatMessage | undefined) {
  return message?.embeddedComponent?.data as T;
}

describe("meal plan titles", () => {
  // A Wednesday: this week runs Monday Nov 16 to Sunday Nov 22, 2026.
  const now = new Date(2026, 10, 18, 12);

  it("name this, next and last week", () => {
    expect(mealPlanTitle({ from: "2026-11-16", to: "2026-11-22" }, now)).toBe("This week's meal plan");
    expect(mealPlanTitle({ from: "2026-11-23", to: "2026-11-29" }, now)).toBe("Next week's meal plan");
    expect(mealPlanTitle({ from: "2026-11-09", to: "2026-11-15" }, now)).toBe("Last week's meal plan");
  });

  it("name today, tomorrow, another day, another week and other days plainly", () => {
    expect(mealPlanTitle({ from: "2026-11-18", to: "2026-11-18" }, now)).toBe("Today's meal plan");
    expect(mealPlanTitle({ from: "2026-11-19", to: "2026-11-19" }, now)).toBe("Tomorrow's meal plan");
    expect(mealPlanTitle({ from: "2026-11-27", to: "2026-11-27" }, now)).toBe("Meal plan for Friday, Nov 27");
    expect(mealPlanTitle({ from: "2026-12-07", to: "2026-12-13" }, now)).toBe("Meal plan for the week of Dec 7");
    expect(mealPlanTitle({ from: "2027-01-04", to: "2027-01-10" }, now)).toBe("Meal plan for the week of Jan 4, 2027");
    expect(mealPlanTitle({ from: "2026-11-21", to: "2026-11-22" }, now)).toBe("Meal plan for Nov 21 – 22");
    expect(mealPlanTitle({ from: "2026-11-28", to: "2026-12-04" }, now)).toBe("Meal plan for Nov 28 – Dec 4");
  });
});

describe.each(dialects)("the chat's components as they are now, on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();

  async function conversationWith(
    actor: Parameters<typeof saveMessages>[1],
    messages: Parameters<typeof saveMessages>[3],
  ) {
    const id = newConversationId();
    await saveMessages(db(), actor, id, messages);
    return id;
  }

  it("a timer cancelled elsewhere shows as cancelled, with the time it had left", async () => {
    const home = await newHousehold(db());
    const timer = await startTimer(db(), home.actor, { name: "Pasta", durationSeconds: 600 });
    const conversation = await conversationWith(home.actor, [
      { type: "assistant", content: "Started.", embeddedComponent: timerComponent(timer) },
    ]);
    // Cancelled by another message, the cooking page or another device.
    await controlTimer(db(), home.actor, timer.id, "cancel");

    const [message] = await componentsAsTheyAreNow(
      db(),
      home.actor,
      await loadMessages(db(), home.actor, conversation),
    );
    const data = dataOf<TimerData>(message);
    expect(data.status).toBe("cancelled");
    expect(data.isActive).toBe(false);
    expect(data.remainingSeconds).toBeGreaterThan(590);
  });

  it("a timer dismissed at zero from its card shows as dismissed, never as 'Time's up!' again", async () => {
    const home = await newHousehold(db());
    const timer = await startTimer(db(), home.actor, { name: "Eggs", durationSeconds: 60 });
    const conversation = await conversationWith(home.actor, [
      { type: "assistant", content: "Started.", embeddedComponent: timerComponent(timer) },
    ]);
    await db()
      .updateTable("timers")
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", timer.id)
      .execute();
    const [saved] = await loadMessages(db(), home.actor, conversation);
    expect(dataOf<TimerData>((await componentsAsTheyAreNow(db(), home.actor, [saved]))[0]).status).toBe("done");

    await pressTimerButton(db(), home.actor, { timerId: timer.id, action: "cancel", messageId: saved.id });
    const [stored] = await loadMessages(db(), home.actor, conversation);
    expect(dataOf<TimerData>(stored)).toMatchObject({ status: "cancelled", remainingSeconds: 0, isActive: false });
    const [shown] = await componentsAsTheyAreNow(db(), home.actor, [stored]);
    expect(dataOf<TimerData>(shown)).toMatchObject({ status: "cancelled", remainingSeconds: 0 });
  });

  it("completing a recipe cancels its running timer with the time it really had left", async () => {
    const home = await newHousehold(db());
    const session = await startCookingSession(db(), home.actor, FRITTATA);
    await navigateCookingSession(db(), home.actor, session.id, "next");
    const timer = await startStepTimer(db(), home.actor, session.id);
    expect(timer.durationSeconds).toBe(300);
    await db()
      .updateTable("timers")
      .set({ ends_at: new Date(Date.now() + 100_000).toISOString() })
      .where("id", "=", timer.id)
      .execute();

    await finishCookingSession(db(), home.actor, session.id);
    const cancelled = await getTimer(db(), home.actor, timer.id);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.remainingSeconds).toBeGreaterThan(95);
    expect(cancelled.remainingSeconds).toBeLessThanOrEqual(100);
  });

  it("the latest card of a cooking session shows the step it is on now; earlier cards keep theirs, without buttons", async () => {
    const home = await newHousehold(db());
    const session = await startCookingSession(db(), home.actor, FRITTATA);
    const conversation = await conversationWith(home.actor, [
      { type: "user-text", content: "Start cooking tomato and basil frittata" },
      {
        type: "assistant",
        content: "Let's cook! Step 1 of 5.",
        embeddedComponent: cookingStepComponent(session, null),
        actions: STEP_ONE_CHIPS,
      },
    ]);
    // The session moves on through the card's own buttons...
    const [, first] = await loadMessages(db(), home.actor, conversation);
    await pressCookingStepButton(db(), home.actor, { sessionId: session.id, move: "next", messageId: first.id });
    await pressCookingStepButton(db(), home.actor, { sessionId: session.id, move: "next", messageId: first.id });
    // ...and from elsewhere (the cooking page, another member).
    const atFour = await navigateCookingSession(db(), home.actor, session.id, "next");
    expect(atFour.currentStep).toBe(4);

    let shown = await componentsAsTheyAreNow(db(), home.actor, await loadMessages(db(), home.actor, conversation));
    expect(dataOf<StepData>(shown[1])).toMatchObject({
      sessionId: session.id,
      step: { stepNumber: 4 },
      finished: false,
    });
    expect(dataOf<StepData>(shown[1]).superseded).toBeUndefined();

    // A later message shows the session again: it is the live card now, the first one keeps its step without buttons.
    await saveMessages(db(), home.actor, conversation, [
      { type: "user-text", content: "repeat that" },
      { type: "assistant", content: "Step 4 of 5.", embeddedComponent: cookingStepComponent(atFour, null) },
    ]);
    await navigateCookingSession(db(), home.actor, session.id, "next");
    shown = await componentsAsTheyAreNow(db(), home.actor, await loadMessages(db(), home.actor, conversation));
    expect(dataOf<StepData>(shown[1])).toMatchObject({ step: { stepNumber: 3 }, superseded: true });
    expect(dataOf<StepData>(shown[3])).toMatchObject({ step: { stepNumber: 5 }, finished: false });
    expect(dataOf<StepData>(shown[3]).superseded).toBeUndefined();

    await finishCookingSession(db(), home.actor, session.id);
    shown = await componentsAsTheyAreNow(db(), home.actor, await loadMessages(db(), home.actor, conversation));
    expect(dataOf<StepData>(shown[3])).toMatchObject({ finished: true });
    expect(dataOf<StepData>(shown[1])).toMatchObject({ superseded: true });
  });

  it("titles the meal plan of next week 'Next week's meal plan' in a chat turn", async () => {
    const home = await newHousehold(db());
    const profile = (await findProfile(db(), home.actor.userId))!;
    const now = new Date(2026, 10, 18, 12);
    const turn = (content: string) =>
      sendChatMessage(
        db(),
        db(),
        home.actor,
        profile,
        { content, messageType: "user-text" },
        { engine: new EmbeddedEngine(), assistantName: "Basil", now },
      );

    const planned = await turn("Plan my meals for next week");
    expect(planned.message.embeddedComponent?.type).toBe("meal-plan");
    expect(dataOf<{ title: string; startDate: string }>(planned.message)).toMatchObject({
      title: "Next week's meal plan",
      startDate: "2026-11-23",
    });

    const shown = await turn("Show next week's meal plan");
    expect(dataOf<{ title: string }>(shown.message).title).toBe("Next week's meal plan");
    const thisWeek = await turn("Show this week's meal plan");
    expect(dataOf<{ title: string }>(thisWeek.message).title).toBe("This week's meal plan");
  });

  it("a recipe card's Start cooking answers in the conversation with step 1, and 'next step' then goes on in that session", async () => {
    const home = await newHousehold(db());
    const profile = (await findProfile(db(), home.actor.userId))!;
    const conversation = newConversationId();
    await pressRecipeButton(db(), home.actor, {
      recipeId: FRITTATA,
      press: "start-cooking",
      conversationId: conversation,
    });
    const [answer] = await loadMessages(db(), home.actor, conversation);
    expect(answer).toMatchObject({ type: "assistant", isFromUser: false });
    expect(answer.content).toMatch(/^Let's cook Tomato and Basil Frittata! Step 1 of 5: /);
    expect(dataOf<StepData>(answer)).toMatchObject({ step: { stepNumber: 1 }, finished: false });
    // Begun by a button, not by anything the member said: the specification's default title.
    expect((await getConversation(db(), home.actor, conversation)).title).toBe("New Conversation");

    const next = await sendChatMessage(
      db(),
      db(),
      home.actor,
      profile,
      { content: "next step", messageType: "user-text", conversationId: conversation },
      { engine: new EmbeddedEngine(), assistantName: "Basil" },
    );
    expect(dataOf<StepData>(next.message)).toMatchObject({
      sessionId: dataOf<StepData>(answer).sessionId,
      step: { stepNumber: 2 },
    });
  });

  it("a recipe card's Add ingredients to list puts them on the list and shows it in the conversation", async () => {
    const home = await newHousehold(db());
    const conversation = newConversationId();
    await saveMessages(db(), home.actor, conversation, [{ type: "user-text", content: "Show me the frittata" }]);
    await pressRecipeButton(db(), home.actor, {
      recipeId: FRITTATA,
      press: "add-ingredients",
      conversationId: conversation,
    });
    const listed = await listShopping(db(), home.actor);
    expect(listed.map((item) => item.name.toLowerCase())).toEqual(expect.arrayContaining(["eggs"]));
    const [, answer] = await loadMessages(db(), home.actor, conversation);
    expect(answer.content).toMatch(/^Added \d+ ingredients for Tomato and Basil Frittata: /);
    expect(answer.embeddedComponent?.type).toBe("shopping-list");
    expect((await getConversation(db(), home.actor, conversation)).title).toBe("Show me the frittata");
  });

  it("a recipe card's button that fails changes nothing: no message, no conversation, no session", async () => {
    const home = await newHousehold(db());
    const conversation = newConversationId();
    await expect(
      pressRecipeButton(db(), home.actor, {
        recipeId: "no-such-recipe",
        press: "start-cooking",
        conversationId: conversation,
      }),
    ).rejects.toThrow(/not found/i);
    expect(await listConversations(db(), home.actor)).toEqual([]);
  });

  it("titles a conversation with its first message, or 'New Conversation' when that message has no words", async () => {
    const home = await newHousehold(db());
    const worded = await conversationWith(home.actor, [{ type: "user-text", content: "  What's   in my pantry?  " }]);
    expect((await getConversation(db(), home.actor, worded)).title).toBe("What's in my pantry?");
    const wordless = await conversationWith(home.actor, [{ type: "user-text", content: "👍 ?!" }]);
    expect((await getConversation(db(), home.actor, wordless)).title).toBe("New Conversation");
    // A later message does not rename it.
    await saveMessages(db(), home.actor, wordless, [{ type: "user-text", content: "Plan dinner" }]);
    expect((await getConversation(db(), home.actor, wordless)).title).toBe("New Conversation");
  });
});
