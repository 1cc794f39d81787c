import type { Actor } from "~/domain/actor";
import type { ChatMessage } from "~/schemas/chat";
import { sendChatMessage } from "~/services/assistant/chat.server";
import { EmbeddedEngine } from "~/services/assistant/embedded/engine.server";
import type { DB } from "~/services/db/index.server";
import { navigateCookingSession, startCookingSession, startTimer } from "~/services/kitchen/cooking.server";
import { planMeal } from "~/services/kitchen/meal-plan.server";
import { addPantryItem } from "~/services/kitchen/pantry.server";
import { addShoppingItem, setShoppingItemChecked } from "~/services/kitchen/shopping.server";
import { findProfile } from "~/services/profiles.server";
import { dayFrom, newHousehold } from "../integration/kitchen-fixtures";
import { describeRendering, renderingFor, speak, transcribe, wordErrors, words } from "./voice-audio";
import { KITCHEN } from "./voice-kitchen";
import type { SpokenRequest } from "./sets";

/**
 * The voice evaluation: each request is spoken by espeak-ng (two voices, two speeds, some
 * with kitchen noise), encoded as a browser records it (webm/opus), sent to the real
 * transcription endpoint, and the transcript handed to the embedded assistant. A request
 * passes when the transcript makes the assistant do exactly what the typed text does:
 * the same change to the kitchen, the same reply, the same card.
 */

/** Seeds the evaluation kitchen in a household: the server's (whose items shape what its recogniser expects) and each comparison's. */
export async function seedKitchen(db: DB, actor: Actor, now: Date) {
  const session = await startCookingSession(db, actor, KITCHEN.session.recipe);
  for (let step = 1; step < KITCHEN.session.step; step += 1)
    await navigateCookingSession(db, actor, session.id, "next");
  for (const item of KITCHEN.pantry) await addPantryItem(db, actor, { ...item, expiresAt: dayFrom(now, 5) });
  for (const { checked, ...item } of KITCHEN.list) {
    const { item: added } = await addShoppingItem(db, actor, item);
    if (checked) await setShoppingItemChecked(db, actor, added.id, true);
  }
  for (const meal of KITCHEN.plan)
    await planMeal(db, actor, { date: dayFrom(now, meal.offset), mealType: meal.mealType, recipeId: meal.recipe });
  for (const timer of KITCHEN.timers) {
    const started = await startTimer(db, actor, { name: timer.name, durationSeconds: timer.seconds });
    // Started at the evaluation's own moment, so both texts see the same time left.
    const endsAt = new Date(now.getTime() + timer.seconds * 1000).toISOString();
    await db
      .updateTable("timers")
      .set({ ends_at: endsAt, created_at: now.toISOString(), updated_at: now.toISOString() })
      .where("id", "=", started.id)
      .execute();
  }
}

/** The kitchen as a person sees it, without row ids. */
async function kitchenState(db: DB, householdId: string) {
  const [pantry, list, plan, sessions, timers] = await Promise.all([
    db
      .selectFrom("pantry_items")
      .select(["name", "quantity", "unit", "location", "expires_on"])
      .where("household_id", "=", householdId)
      .orderBy("name")
      .execute(),
    db
      .selectFrom("shopping_items")
      .select(["name", "quantity", "unit", "checked"])
      .where("household_id", "=", householdId)
      .orderBy("name")
      .execute(),
    db
      .selectFrom("meal_plan_entries")
      .select(["date", "meal_type", "recipe_id"])
      .where("household_id", "=", householdId)
      .orderBy("date")
      .orderBy("meal_type")
      .execute(),
    db
      .selectFrom("cooking_sessions")
      .select(["recipe_id", "current_step", "status"])
      .where("household_id", "=", householdId)
      .orderBy("recipe_id")
      .execute(),
    db
      .selectFrom("timers")
      .select(["name", "status", "duration_seconds"])
      .where("household_id", "=", householdId)
      .orderBy("name")
      .execute(),
  ]);
  return { pantry, list, plan, sessions, timers };
}

/**
 * A value without ids and moments ("endsAt"): two households' cards, made a moment apart,
 * differ only there.
 */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "id" && !key.endsWith("Id") && !key.endsWith("At"))
        .map(([key, entry]) => [key, withoutIds(entry)]),
    );
  }
  return value;
}

const engine = new EmbeddedEngine();

/** What the assistant does with a text in a freshly seeded kitchen: the change, the reply and its card. */
export async function actionFor(db: DB, text: string, now: Date) {
  const household = await newHousehold(db);
  const actor = household.actor;
  await seedKitchen(db, actor, now);
  const before = await kitchenState(db, household.id);
  const profile = (await findProfile(db, actor.userId))!;
  const outcome = await sendChatMessage(
    db,
    db,
    actor,
    profile,
    { content: text, messageType: "user-voice", conversationId: null },
    { engine, assistantName: "Basil", now },
  );
  const after = await kitchenState(db, household.id);
  const reply: ChatMessage = outcome.message;
  const profileAfter = (await findProfile(db, actor.userId))!;
  return JSON.stringify({
    changed: JSON.stringify(before) === JSON.stringify(after) ? null : after,
    reply: reply.content,
    card: withoutIds(reply.embeddedComponent ?? null),
    buttons: (reply.actions ?? []).map((action) => action.label),
    diet: [profileAfter.dietaryRestrictions, profileAfter.allergies],
  });
}

export type VoiceResult = SpokenRequest & {
  rendering: string;
  transcript: string;
  errors: number;
  words: number;
  same: boolean;
};

export function summarise(label: string, results: VoiceResult[]) {
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  const total = results.reduce((sum, result) => sum + result.words, 0);
  const same = results.filter((result) => result.same).length;
  const exact = results.filter((result) => result.errors === 0).length;
  const lines = [
    `${label}: ${same}/${results.length} requests cause the same assistant action as typed (${((100 * same) / results.length).toFixed(1)}%); ` +
      `word error rate ${((100 * errors) / total).toFixed(1)}% (${errors}/${total} words); ${exact} transcribed word for word`,
  ];
  const categories = [...new Set(results.map((result) => result.category))];
  for (const category of categories) {
    const inCategory = results.filter((result) => result.category === category);
    lines.push(`  ${category.padEnd(20)} ${inCategory.filter((result) => result.same).length}/${inCategory.length}`);
  }
  for (const result of results.filter((entry) => !entry.same)) {
    lines.push(`  FAILED ${result.id} [${result.rendering}] said "${result.text}" → heard "${result.transcript}"`);
  }
  return { same, total: results.length, wordErrorRate: errors / total, report: lines.join("\n") };
}

/**
 * Speaks, transcribes and compares every request, a few at a time (the recogniser runs as
 * a child process per clip, so two cores serve two clips at once).
 */
export async function evaluate(
  requests: SpokenRequest[],
  options: { origin: string; cookie: string; db: DB; now: Date; concurrency?: number },
): Promise<VoiceResult[]> {
  const results: VoiceResult[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index];
      const rendering = renderingFor(index);
      const clip = await speak(request.text, rendering);
      const { text: transcript } = await transcribe(options.origin, options.cookie, clip);
      const reference = words(request.text);
      const heard = words(transcript);
      const [typed, spoken] = [
        await actionFor(options.db, request.text, options.now),
        await actionFor(options.db, transcript, options.now),
      ];
      results[index] = {
        ...request,
        rendering: describeRendering(rendering),
        transcript,
        errors: wordErrors(reference, heard),
        words: reference.length,
        same: typed === spoken,
      };
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  return results;
}
