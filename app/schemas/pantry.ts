import * as z from "zod/mini";
import { isoDate, itemName, MAX_AMOUNT, quantity, QUANTITY_RULE, unit } from "./fields";

/** The pantry's schemas: its page forms and its JSON API. */

export const pantryItemSchema = z.object({
  name: itemName,
  quantity,
  unit,
  location: z.optional(z.string().check(z.trim(), z.maxLength(30, "Keep the location to 30 characters or fewer"))),
  expiresAt: z.optional(z.nullable(isoDate)),
});

export const pantryPatchSchema = z.extend(z.partial(pantryItemSchema), {
  unit: z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(20)))),
    z.transform((value) => (value === undefined ? undefined : value || null)),
  ),
});

/** The API's "use up": all of it, or how much. */
export const useUpSchema = z.object({
  quantity: z.optional(z.number().check(z.positive(QUANTITY_RULE), z.lte(MAX_AMOUNT, "That quantity is too large"))),
  unit,
});

/** The /inventory filter links; anything unrecognised shows everything. */
export const pantryFilterSchema = z.object({
  location: z.catch(z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(30))), undefined),
  expiring: z.catch(z.optional(z.enum(["expired", "soon", "all-expiring"])), undefined),
});

/** The page's "Use some": how much was used, in the item's unit unless another is given. */
export const useSomeSchema = z.object({
  quantity: z
    .number({
      error: (issue) => (issue.input === undefined ? "Please enter how much you used" : "Quantity must be a number"),
    })
    .check(z.positive(QUANTITY_RULE), z.lte(MAX_AMOUNT, "That quantity is too large")),
  unit,
});
