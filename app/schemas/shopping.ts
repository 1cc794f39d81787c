import * as z from "zod/mini";
import { SHOPPING_CATEGORIES } from "~/domain/kitchen/names";
import { parseAmountAndItem } from "~/domain/kitchen/quantities";
import {
  itemIdSchema,
  itemName,
  MAX_AMOUNT,
  MAX_ITEM_NAME,
  noteText,
  quantity,
  QUANTITY_RULE,
  unit,
  unitPatch,
} from "./fields";

/** The shopping list's schemas: its page forms and its JSON API. */

/** The aisles of the shopping list (names.ts assigns them from item names). */
export const SHOPPING_CATEGORY_VALUES = SHOPPING_CATEGORIES;

const category = z.enum(SHOPPING_CATEGORY_VALUES, { error: "Choose one of the shopping categories" });

/** An item's note; null or "" is none. */
const note = z.optional(z.nullable(noteText));

export const shoppingItemSchema = z.object({
  name: itemName,
  quantity,
  unit,
  category: z.optional(z.nullable(category)),
  note,
});

export const shoppingPatchSchema = z.object({
  checked: z.optional(z.boolean()),
  move_to_pantry: z.optional(z.boolean()),
  name: z.optional(itemName),
  quantity,
  unit: unitPatch,
  category: z.optional(z.enum(SHOPPING_CATEGORY_VALUES)),
  note,
});

/** What an edit may change; a field left out stays as it is, null (or "") clears an amount, a unit or the note. */
export const shoppingEditFields = ["name", "quantity", "unit", "note", "category"] as const;

export const NOTHING_TO_EDIT = "Nothing to change: send a name, quantity, unit, note or category";

/** The fields of the API's edit of one item. */
export const shoppingEditShape = {
  name: z.optional(itemName),
  quantity,
  unit: unitPatch,
  note,
  category: z.optional(category),
};

const someChange = z.refine<Record<string, unknown>>(
  (value) => shoppingEditFields.some((field) => value[field] !== undefined),
  { message: NOTHING_TO_EDIT },
);

/** The API's edit of one item (PATCH): at least one of its fields. */
export const shoppingEditApiSchema = z.object(shoppingEditShape).check(someChange);

/** The same with the item's id, as the assistants' tool takes it. */
export const shoppingEditToolSchema = z
  .object({ ...shoppingEditShape, item_id: z.string().check(z.minLength(1, "Give the item's id"), z.maxLength(100)) })
  .check(someChange);

/**
 * The list page's edit of one item: every field is sent, so an empty box clears its value
 * (the amount, the unit, the note); the name is required.
 */
export const shoppingEditSchema = z.extend(itemIdSchema, {
  name: itemName,
  quantity,
  unit,
  note: z.optional(noteText),
});

/**
 * One text box in the shopping list's own words: "2 pounds chicken breast" becomes 2 lb of
 * "chicken breast". An empty category means "sort it into an aisle automatically".
 */
export const shoppingAddSchema = z.pipe(
  z.object({
    text: z
      .string({ error: "Please enter an item" })
      .check(z.trim(), z.minLength(1, "Please enter an item"), z.maxLength(120, "Keep it to 120 characters or fewer")),
    category: z.optional(category),
  }),
  z.transform((value, ctx) => {
    const parsed = parseAmountAndItem(value.text);
    const problem =
      parsed.item === ""
        ? "Please say what to buy as well as how much"
        : parsed.item.length > MAX_ITEM_NAME
          ? `Keep the name to ${MAX_ITEM_NAME} characters or fewer`
          : parsed.amount !== null && parsed.amount <= 0
            ? QUANTITY_RULE
            : parsed.amount !== null && parsed.amount > MAX_AMOUNT
              ? "That quantity is too large"
              : null;
    if (problem) {
      ctx.issues.push({ code: "custom", path: ["text"], message: problem, input: value.text });
      return z.NEVER;
    }
    return { name: parsed.item, quantity: parsed.amount, unit: parsed.unit, category: value.category ?? null };
  }),
);

/** Checking an item off (checked "true") or back on; with moveToPantry it also goes into the pantry. */
export const shoppingToggleSchema = z.extend(itemIdSchema, {
  checked: z.pipe(
    z.enum(["true", "false"]),
    z.transform((value) => value === "true"),
  ),
  moveToPantry: z.optional(z.boolean()),
});

export const shoppingCategorySchema = z.extend(itemIdSchema, { category });
