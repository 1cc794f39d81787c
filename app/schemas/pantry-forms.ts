import * as z from "zod/mini";
import { parseAmountAndItem } from "~/domain/kitchen/quantities";
import { SHOPPING_CATEGORY_VALUES, unit } from "./kitchen";

/** Schemas of the pantry and shopping-list page forms (the shared item schemas live in ./kitchen). */

const MAX_AMOUNT = 100_000;
const MAX_NAME = 80;

export const itemIdSchema = z.object({
  itemId: z.string({ error: "That item is missing" }).check(z.minLength(1), z.maxLength(100)),
});

/** The /inventory filter links; anything unrecognised shows everything. */
export const pantryFilterSchema = z.object({
  location: z.catch(z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(30))), undefined),
  expiring: z.catch(z.optional(z.enum(["expired", "soon", "all-expiring"])), undefined),
});

/** "Use some": how much was used, in the item's unit unless another is given. */
export const useSomeSchema = z.object({
  quantity: z
    .number({
      error: (issue) => (issue.input === undefined ? "Please enter how much you used" : "Quantity must be a number"),
    })
    .check(z.positive("Quantity must be more than zero"), z.lte(MAX_AMOUNT, "That quantity is too large")),
  unit,
});

const category = z.enum(SHOPPING_CATEGORY_VALUES, { error: "Choose one of the shopping categories" });

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
