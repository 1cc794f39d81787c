import * as z from "zod/mini";

/** A check of an ordered rule list: the field it concerns and its message when it fails. */
export type OrderedCheck<T> = { field: keyof T & string; fails: () => boolean; message: string };

/**
 * Validates rules in order and stops at the first failure, so a form shows exactly one
 * message, the one the specification lists first (docs/spec-differences.md). The issue is
 * attached to the failing field.
 */
export function orderedRules<Shape extends z.core.$ZodShape>(
  shape: Shape,
  checks: (values: z.output<z.ZodMiniObject<Shape>>) => OrderedCheck<z.output<z.ZodMiniObject<Shape>>>[],
) {
  return z.object(shape).check(
    z.superRefine((values, ctx) => {
      for (const check of checks(values)) {
        if (check.fails()) {
          ctx.addIssue({ code: "custom", path: [check.field], message: check.message });
          return;
        }
      }
    }),
  );
}

/** A text field that reads an absent or blank-coerced value as an empty string. */
export const text = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => value ?? ""),
  );
