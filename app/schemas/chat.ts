import { z } from "zod";

/** The payloads of the embedded message components, shared by server and client. */

export const inventoryListPayload = z.object({
  title: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      quantity: z.number().nullable(),
      unit: z.string().nullable(),
      location: z.string(),
      expiresAt: z.string().nullable(),
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
      id: z.string(),
      name: z.string(),
      quantity: z.number().nullable(),
      unit: z.string().nullable(),
      category: z.string(),
      checked: z.boolean(),
    }),
  ),
});

export const timerPayload = z.object({
  id: z.string(),
  name: z.string(),
  step: z.number().nullable(),
  remainingSeconds: z.number(),
  durationSeconds: z.number(),
  isActive: z.boolean(),
  status: z.enum(["running", "paused", "cancelled", "done"]),
  endsAt: z.string().nullable(),
});

export const cookingStepPayload = z.object({
  sessionId: z.string(),
  step: z.object({
    stepNumber: z.number(),
    instruction: z.string(),
    imageUrl: z.string().nullable(),
    timerDuration: z.number().nullable(),
    ingredients: z.array(z.object({ quantity: z.number().nullable(), unit: z.string().nullable(), name: z.string() })),
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

export type EmbeddedComponent = z.infer<typeof embeddedComponentSchema>;
/** A component as stored; an unknown type is kept and shown as 'Unknown component type: X'. */
export type StoredComponent = EmbeddedComponent | { type: string; data?: unknown };

export const messageActionSchema = z.object({
  label: z.string(),
  icon: z.string().optional(),
  voiceCommand: z.string(),
});
export type MessageAction = z.infer<typeof messageActionSchema>;

export const MESSAGE_TYPES = ["user-text", "user-voice", "system", "assistant"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export type ChatMessage = {
  id: string;
  type: MessageType;
  content: string;
  timestamp: string;
  isFromUser: boolean;
  conversationId: string;
  embeddedComponent?: StoredComponent;
  actions?: MessageAction[];
};

/** Chat constants. */
export const CHAT_LIMITS = {
  previewLength: 100,
  messagesPerPage: 50,
  messagesOnOpen: 100,
  conversationList: 50,
  searchResults: 10,
  inputMaxHeightPx: 120,
  autoscrollThresholdPx: 100,
  maxMessageLength: 4000,
} as const;

export const CHAT_FAILURE_MESSAGE = "Sorry, I had trouble processing your message. Please try again.";
export const CONVERSATION_NOT_FOUND = "Conversation not found";
export const DEFAULT_CONVERSATION_TITLE = "New Conversation";

/** An id sent back by a form: what the app issues (uuids, msg_ ids), never free text. */
const formId = z.string().trim().max(100).regex(/^[\w.-]*$/, "Not a valid id");

/** The chat page's forms (the no-JavaScript path): every field checked before anything runs. */
/** What the member reads when one of the chat's forms fails (the error catalogue's messages). */
export const CHAT_FAILURES: Record<string, string> = {
  send: "Failed to send message",
  archive: "Something went wrong",
  timer: "Failed to update timer",
  navigate: "Failed to navigate step",
  complete: "Failed to navigate step",
  "start-timer": "Failed to update timer",
  "toggle-item": "Failed to toggle item",
};

/** The chat's forms that set a state (sending one again changes nothing), so a failed attempt may be tried again. */
export const CHAT_RETRY_SAFE = new Set(["archive", "toggle-item", "timer"]);

export const chatFormSchema = z.object({
  intent: z.enum(["send", "archive", "toggle-item", "timer", "navigate", "complete", "start-timer"], { error: "Unknown action" }),
  conversationId: formId.optional().transform((value) => value || null),
  messageId: formId.default(""),
  content: z.string().max(CHAT_LIMITS.maxMessageLength, "That message is too long").default(""),
  itemId: formId.default(""),
  checked: z.enum(["true", "false"]).optional(),
  timerId: formId.default(""),
  timerAction: z.enum(["pause", "resume", "cancel"], { error: "Unknown timer action" }).optional(),
  sessionId: formId.default(""),
  direction: z.enum(["next", "previous"]).default("next"),
  /** "voice" when the message is what the member said, unedited; it is then saved as user-voice. */
  via: z.enum(["voice", "typed"], { error: "Unknown message source" }).default("typed"),
});

/** The type a sent message is saved with. */
export function sentMessageType(via: "voice" | "typed") {
  return via === "voice" ? ("user-voice" as const) : ("user-text" as const);
}
