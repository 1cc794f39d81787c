import * as z from "zod/mini";

/** Fields the kitchen's forms and its JSON API share: item names, amounts, units, dates, ids. */

export const MAX_AMOUNT = 100_000;
export const MAX_ITEM_NAME = 80;
/** The quantity rule, one sentence for 0 and for a negative amount, wherever an amount comes in. */
export const QUANTITY_RULE = "Quantity must be more than zero";

export const itemName = z
  .string({ error: "Please enter an item name" })
  .check(
    z.trim(),
    z.minLength(1, "Please enter an item name"),
    z.maxLength(MAX_ITEM_NAME, `Keep the name to ${MAX_ITEM_NAME} characters or fewer`),
  );

export const quantity = z.optional(
  z.nullable(
    z
      .number({ error: "Quantity must be a number" })
      .check(z.positive(QUANTITY_RULE), z.lte(MAX_AMOUNT, "That quantity is too large")),
  ),
);

export const unitText = z.string().check(z.trim(), z.maxLength(20, "Keep the unit to 20 characters or fewer"));

export const unit = z.pipe(
  z.optional(z.nullable(unitText)),
  z.transform((value) => value || null),
);

/** In a patch an absent unit means "leave it"; an empty one clears it. */
export const unitPatch = z.pipe(
  z.optional(z.nullable(unitText)),
  z.transform((value) => (value === undefined ? undefined : value || null)),
);

export const MAX_NOTE = 200;

/** A short note on an item, kept on one line (runs of spaces and line breaks become one space); "" is no note. */
export const noteText = z.string({ error: "The note must be text" }).check(
  z.overwrite((value) => value.replace(/\s+/g, " ").trim()),
  z.maxLength(MAX_NOTE, `Keep the note to ${MAX_NOTE} characters or fewer`),
);

const dateShape = z.regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must look like 2026-11-23");
const realDate = z.refine<string>((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}, "That date does not exist");

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const isoDate = z.string().check(dateShape, realDate);

/** The same, as a form field: a missing date says "Choose a date". */
export const calendarDate = z.string({ error: "Choose a date" }).check(dateShape, realDate);

/** A required choice sent by a form: one message whether it is missing or empty. */
export const chosen = (message: string) => z.string({ error: message }).check(z.minLength(1, message));

/** An optional search box's text, trimmed, with its own length message. */
export const searchText = (max: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message)));

/** The item a pantry or shopping-list form acts on. */
export const itemIdSchema = z.object({
  itemId: z.string({ error: "That item is missing" }).check(z.minLength(1), z.maxLength(100)),
});
