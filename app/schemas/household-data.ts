import * as z from "zod/mini";
import { SHOPPING_CATEGORIES } from "~/domain/kitchen/names";
import { MESSAGE_TYPES } from "./chat";
import { embeddedComponentSchema, messageActionSchema } from "./chat-payloads";
import { isoDate, itemName, unit } from "./fields";
import { mealTypes } from "./options";
import {
  HOUSEHOLD_DATA_FORMAT,
  HOUSEHOLD_DATA_LIMITS,
  HOUSEHOLD_DATA_VERSION,
  NOT_HOUSEHOLD_DATA,
} from "./household-data-limits";
import { recipeBackupSchema } from "./recipe-form";

export * from "./household-data-limits";

/**
 * A household's data as one file (docs/household-data.md, decision 032): the pantry, the
 * shopping list, the meal plan, the household's recipes (a recipe backup, as the recipes'
 * Export page writes it, so one reader serves both) and the exporting member's own
 * conversations. Ids are not kept; a planned meal names its recipe by a catalogue id or by
 * the id a recipe has in the file's backup.
 */

const atMost = (count: number, what: string) =>
  z.maxLength(count, `A household's data file holds at most ${count.toLocaleString("en")} ${what}`);

/** A moment as Basil writes it (2026-11-28T09:30:00.000Z). */
const moment = z.iso.datetime({ error: "Times must look like 2026-11-28T09:30:00.000Z" });

/**
 * An amount as the kitchen keeps it: merges add up past what one form takes (100,000), so a
 * restore takes what an export can hold.
 */
const quantity = z.optional(
  z.nullable(
    z
      .number({ error: "Quantity must be a number" })
      .check(z.gte(0, "Quantity must not be negative"), z.lte(1_000_000_000, "That quantity is too large")),
  ),
);

/** A list item's note, on one line; merged notes join, so it may be longer than one form's 200 characters. */
const noteText = z.string({ error: "The note must be text" }).check(
  z.overwrite((value) => value.replace(/\s+/g, " ").trim()),
  z.maxLength(2_000, "Keep the note to 2,000 characters or fewer"),
);

const pantryItem = z.object({
  name: itemName,
  quantity,
  unit,
  location: z.string().check(z.trim(), z.minLength(1), z.maxLength(30, "Keep the location to 30 characters or fewer")),
  expiresAt: z.optional(z.nullable(isoDate)),
  createdAt: z.optional(moment),
  updatedAt: z.optional(moment),
});

const shoppingItem = z.object({
  name: itemName,
  quantity,
  unit,
  category: z.enum(SHOPPING_CATEGORIES, { error: "Choose one of the shopping categories" }),
  checked: z.boolean(),
  note: z._default(noteText, ""),
  createdAt: z.optional(moment),
  updatedAt: z.optional(moment),
});

const plannedMeal = z.object({
  date: isoDate,
  mealType: z.enum(mealTypes, { error: "Meal type must be breakfast, lunch or dinner" }),
  recipeId: z.string().check(z.minLength(1, "A planned meal needs its recipe"), z.maxLength(100)),
});

const KNOWN_COMPONENTS: readonly string[] = [
  "inventory-list",
  "recipe",
  "shopping-list",
  "timer",
  "cooking-step",
  "meal-plan",
];

/**
 * A message's card: one the chat draws must be whole, so the page can draw it; one of a
 * type this Basil does not know is kept, and shown as the chat shows any unknown card.
 */
const readableCard = z.union([
  embeddedComponentSchema,
  z.object({
    type: z.string().check(
      z.maxLength(40),
      z.refine((type) => !KNOWN_COMPONENTS.includes(type)),
    ),
    data: z.optional(z.unknown()),
  }),
]);

/** Checked as the chat reads it, then kept as the file has it (a parse would drop what the schema does not name). */
function keptIf<T>(schema: z.ZodMiniType<T>, message: string) {
  return z.unknown().check(z.refine((value) => schema.safeParse(value).success, message));
}

const messageCard = keptIf(readableCard, "A message's card cannot be read");
const messageActions = keptIf(
  z.array(messageActionSchema).check(z.maxLength(10)),
  "A message's actions cannot be read",
);

const message = z.object({
  type: z.enum(MESSAGE_TYPES, { error: "A message's type must be user-text, user-voice, system or assistant" }),
  content: z
    .string()
    .check(
      z.maxLength(
        HOUSEHOLD_DATA_LIMITS.messageCharacters,
        `A message can be at most ${HOUSEHOLD_DATA_LIMITS.messageCharacters.toLocaleString("en")} characters`,
      ),
    ),
  timestamp: moment,
  embeddedComponent: z.optional(z.nullable(messageCard)),
  actions: z.optional(z.nullable(messageActions)),
});

const conversation = z.object({
  title: z.string().check(z.trim(), z.maxLength(200, "A conversation's title can be at most 200 characters")),
  archived: z.boolean(),
  tags: z._default(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(20)), []),
  createdAt: moment,
  lastMessageAt: moment,
  messages: z.array(message).check(atMost(HOUSEHOLD_DATA_LIMITS.messages, "messages")),
});

export const householdDataSchema = z
  .object({
    format: z.literal(HOUSEHOLD_DATA_FORMAT, { error: NOT_HOUSEHOLD_DATA }),
    version: z.literal(HOUSEHOLD_DATA_VERSION, {
      error: "This file is from a newer Basil; update Basil to restore it",
    }),
    exportedAt: z.optional(z.string()),
    household: z.object({ name: z.string().check(z.maxLength(100)) }),
    pantry: z.array(pantryItem).check(atMost(HOUSEHOLD_DATA_LIMITS.pantryItems, "pantry items")),
    shoppingList: z.array(shoppingItem).check(atMost(HOUSEHOLD_DATA_LIMITS.shoppingItems, "shopping list items")),
    mealPlan: z.array(plannedMeal).check(atMost(HOUSEHOLD_DATA_LIMITS.plannedMeals, "planned meals")),
    conversations: z.array(conversation).check(atMost(HOUSEHOLD_DATA_LIMITS.conversations, "conversations")),
    /** The household's recipes as a recipe backup (checked again, recipe by recipe, as a backup's restore checks it). */
    recipes: recipeBackupSchema,
  })
  .check(
    z.refine(
      (data) =>
        data.conversations.reduce((sum, entry) => sum + entry.messages.length, 0) <= HOUSEHOLD_DATA_LIMITS.messages,
      `A household's data file holds at most ${HOUSEHOLD_DATA_LIMITS.messages.toLocaleString("en")} messages`,
    ),
  );

export type HouseholdData = z.output<typeof householdDataSchema>;
