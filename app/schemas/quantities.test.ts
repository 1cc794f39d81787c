import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { QUANTITY_RULE } from "./fields";
import { pantryItemSchema, useSomeSchema, useUpSchema } from "./pantry";
import { shoppingAddSchema, shoppingItemSchema, shoppingPatchSchema } from "./shopping";

/** One quantity rule, one sentence, for 0 and for a negative amount, in every form and payload. */

function messages(schema: z.ZodMiniType, input: unknown) {
  return z.safeParse(schema, input).error?.issues.map((issue) => issue.message) ?? [];
}

describe("the quantity rule", () => {
  it.each(["-2 lemons", "−3 apples", "-½ cup milk", "-1.5 kg flour", "0 lemons"])(
    "refuses %j in the shopping list's add box",
    (text) => {
      expect(messages(shoppingAddSchema, { text })).toEqual([QUANTITY_RULE]);
    },
  );

  it("still reads a bullet and a range as amounts to buy", () => {
    expect(z.parse(shoppingAddSchema, { text: "- 2 lemons" })).toMatchObject({ name: "lemons", quantity: 2 });
    expect(z.parse(shoppingAddSchema, { text: "2-3 lemons" })).toMatchObject({ name: "lemons", quantity: 3 });
  });

  it.each([-2, 0])("refuses %s in the JSON API's and the pantry form's items", (quantity) => {
    expect(messages(shoppingItemSchema, { name: "lemons", quantity })).toEqual([QUANTITY_RULE]);
    expect(messages(shoppingPatchSchema, { quantity })).toEqual([QUANTITY_RULE]);
    expect(messages(pantryItemSchema, { name: "lemons", quantity })).toEqual([QUANTITY_RULE]);
    expect(messages(useSomeSchema, { quantity })).toEqual([QUANTITY_RULE]);
    expect(messages(useUpSchema, { quantity })).toEqual([QUANTITY_RULE]);
  });
});
