import { describe, expect, it } from "vitest";
import { understood } from "./understood";

const now = new Date(2026, 10, 18, 12);

describe("whether the embedded assistant can act on a message", () => {
  it.each([
    "add two pounds of chicken breast to my shopping list",
    "next step",
    "thanks",
    // A question it has know-how for, and a conversion it can work out.
    "how long do I boil an egg",
    "how many ounces in a pound",
    // Something it cannot do is still answered: it says so.
    "order me a pizza",
  ])("acts on %j", (text) => {
    expect(understood(text, now)).toBe(true);
  });

  it.each([
    // A question about nothing it knows gets "Sorry, I didn't catch that", as does a message with no request and no clear topic.
    "what short buy going",
    "the er the um",
    "rest egg",
    "",
  ])("cannot act on %j", (text) => {
    expect(understood(text, now)).toBe(false);
  });
});
