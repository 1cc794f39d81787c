import { z } from "zod";

/** A check of an ordered rule list: the field it concerns and its message when it fails. */
export type OrderedCheck<T> = { field: keyof T & string; fails: () => boolean; message: string };

/**
 * Validates rules in order and stops at the first failure, so a form shows exactly one
 * message, the one the spec lists first. The issue is attached to the failing field.
 */
export function orderedRules<Shape extends z.ZodRawShape>(
  shape: Shape,
  checks: (values: z.output<z.ZodObject<Shape>>) => OrderedCheck<z.output<z.ZodObject<Shape>>>[],
) {
  return z.object(shape).superRefine((values, ctx) => {
    for (const check of checks(values)) {
      if (check.fails()) {
        ctx.addIssue({ code: "custom", path: [check.field], message: check.message });
        return;
      }
    }
  });
}

/** A text field that reads an absent or blank-coerced value as an empty string. */
export const text = () => z.string().optional().transform((value) => value ?? "");
