import * as z from "zod/mini";
import { CHAT_LIMITS, MESSAGE_TOO_LONG } from "./chat";

/** The payloads of the embedded message components, whose types (EmbeddedComponent in ./chat.ts) server and browser share. */

/** What the pantry's and the list's cards show of every item. */
const listedItem = { id: z.string(), name: z.string(), quantity: z.nullable(z.number()), unit: z.nullable(z.string()) };

export const inventoryListPayload = z.object({
  title: z.string(),
  items: z.array(
    z.object({
      ...listedItem,
      location: z.string(),
      expiresAt: z.nullable(z.string()),
    }),
  ),
});

export const recipePayload = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  prepTime: z.number(),
  servings: z.number(),
  difficulty: z.enum(["easy", "medium", "hard"]),
  tags: z.array(z.string()),
});

export const shoppingListPayload = z.object({
  title: z.string(),
  items: z.array(
    z.object({
      ...listedItem,
      category: z.string(),
      checked: z.boolean(),
    }),
  ),
});

export const timerPayload = z.object({
  id: z.string(),
  name: z.string(),
  step: z.nullable(z.number()),
  remainingSeconds: z.number(),
  durationSeconds: z.number(),
  isActive: z.boolean(),
  status: z.enum(["running", "paused", "cancelled", "done"]),
  endsAt: z.nullable(z.string()),
  /** The cooking session the timer was started in, if any: the page the card links to. */
  sessionId: z.nullable(z.string()),
});

export const cookingStepPayload = z.object({
  sessionId: z.string(),
  step: z.object({
    stepNumber: z.number(),
    instruction: z.string(),
    imageUrl: z.nullable(z.string()),
    timerDuration: z.nullable(z.number()),
    ingredients: z.array(
      z.object({ quantity: z.nullable(z.number()), unit: z.nullable(z.string()), name: z.string() }),
    ),
    tips: z.array(z.string()),
  }),
  totalSteps: z.number(),
  recipeName: z.string(),
  finished: z.boolean(),
});

export const mealPlanPayload = z.object({
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      meals: z.array(
        z.object({
          id: z.string(),
          date: z.string(),
          mealType: z.enum(["breakfast", "lunch", "dinner"]),
          recipeName: z.string(),
          prepTime: z.number(),
        }),
      ),
    }),
  ),
});

export const embeddedComponentSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("inventory-list"), data: inventoryListPayload }),
  z.object({ type: z.literal("recipe"), data: recipePayload }),
  z.object({ type: z.literal("shopping-list"), data: shoppingListPayload }),
  z.object({ type: z.literal("timer"), data: timerPayload }),
  z.object({ type: z.literal("cooking-step"), data: cookingStepPayload }),
  z.object({ type: z.literal("meal-plan"), data: mealPlanPayload }),
]);

export const messageActionSchema = z.object({
  label: z.string(),
  icon: z.optional(z.string()),
  voiceCommand: z.string(),
});

/** An id sent back by a form: what the app issues (uuids, msg_ ids), never free text. */
const formId = z.string().check(z.trim(), z.maxLength(100), z.regex(/^[\w.-]*$/, "Not a valid id"));

/** The chat page's forms (the no-JavaScript path): every field checked before anything runs. */
export const chatFormSchema = z.object({
  intent: z.enum(
    [
      "send",
      "archive",
      "toggle-item",
      "timer",
      "navigate",
      "complete",
      "start-timer",
      "start-cooking",
      "add-ingredients",
    ],
    { error: "Unknown action" },
  ),
  conversationId: z.pipe(
    z.optional(formId),
    z.transform((value) => value || null),
  ),
  messageId: z._default(formId, ""),
  content: z._default(z.string().check(z.maxLength(CHAT_LIMITS.maxMessageLength, MESSAGE_TOO_LONG)), ""),
  itemId: z._default(formId, ""),
  checked: z.optional(z.enum(["true", "false"])),
  timerId: z._default(formId, ""),
  timerAction: z.optional(z.enum(["pause", "resume", "cancel"], { error: "Unknown timer action" })),
  sessionId: z._default(formId, ""),
  recipeId: z._default(formId, ""),
  direction: z._default(z.enum(["next", "previous"]), "next"),
  /** "voice" when the message is what the member said, unedited; it is then saved as user-voice. */
  via: z._default(z.enum(["voice", "typed"], { error: "Unknown message source" }), "typed"),
});
