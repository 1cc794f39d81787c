import { z } from "zod";
import { parseAmountAndItem } from "~/domain/kitchen/quantities";
import { SHOPPING_CATEGORY_VALUES, unit } from "./kitchen";

/** Schemas of the pantry and shopping-list page forms (the shared item schemas live in ./kitchen). */

const MAX_AMOUNT = 100_000;
const MAX_NAME = 80;

export const itemIdSchema = z.object({ itemId: z.string({ error: "That item is missing" }).min(1).max(100) });

/** The /inventory filter links; anything unrecognised shows everything. */
export const pantryFilterSchema = z.object({
  location: z.string().trim().toLowerCase().max(30).optional().catch(undefined),
  expiring: z.enum(["expired", "soon", "all-expiring"]).optional().catch(undefined),
});

/** "Use some": how much was used, in the item's unit unless another is given. */
export const useSomeSchema = z.object({
  quantity: z
    .number({ error: (issue) => (issue.input === undefined ? "Please enter how much you used" : "Quantity must be a number") })
    .positive("Quantity must be more than zero")
    .max(MAX_AMOUNT, "That quantity is too large"),
  unit,
});

const category = z.enum(SHOPPING_CATEGORY_VALUES, { error: "Choose one of the shopping categories" });

/**
 * One text box in the shopping list's own words: "2 pounds chicken breast" becomes 2 lb of
 * "chicken breast". An empty category means "sort it into an aisle automatically".
 */
export const shoppingAddSchema = z
  .object({
    text: z
      .string({ error: "Please enter an item" })
      .trim()
      .min(1, "Please enter an item")
      .max(120, "Keep it to 120 characters or fewer"),
    category: category.optional(),
  })
  .transform((value, ctx) => {
    const parsed = parseAmountAndItem(value.text);
    const problem =
      parsed.item === ""
        ? "Please say what to buy as well as how much"
        : parsed.item.length > MAX_NAME
          ? `Keep the name to ${MAX_NAME} characters or fewer`
          : parsed.amount !== null && parsed.amount <= 0
            ? "Quantity must be more than zero"
            : parsed.amount !== null && parsed.amount > MAX_AMOUNT
              ? "That quantity is too large"
              : null;
    if (problem) {
      ctx.issues.push({ code: "custom", path: ["text"], message: problem, input: value.text });
      return z.NEVER;
    }
    return { name: parsed.item, quantity: parsed.amount, unit: parsed.unit, category: value.category ?? null };
  });

/** Checking an item off (checked "true") or back on; with moveToPantry it also goes into the pantry. */
export const shoppingToggleSchema = itemIdSchema.extend({
  checked: z.enum(["true", "false"]).transform((value) => value === "true"),
  moveToPantry: z.boolean().optional(),
});

export const shoppingCategorySchema = itemIdSchema.extend({ category });
