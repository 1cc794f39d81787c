import { describe, expect, it } from "vitest";
import { allergensIn, allergensMeant } from "./allergens";

describe("allergensIn", () => {
  it.each([
    ["peanuts and prawns", ["peanuts", "shellfish"]],
    ["tree nuts", ["tree nuts"]],
    ["a tree nut", ["tree nuts"]],
    ["lactose", ["dairy"]],
    ["cheese and eggs", ["dairy", "eggs"]],
    ["seafood", ["fish", "shellfish"]],
    ["soya beans", ["soy"]],
    ["gluten", ["wheat"]],
    ["sesame seeds", ["sesame"]],
  ])("reads %s", (phrase, expected) => {
    expect(allergensIn(phrase).sort()).toEqual([...expected].sort());
  });

  it("does not read allergens inside other words", () => {
    expect(allergensIn("nutmeg, coconut, eggplant and catfish-free")).toEqual([]);
  });
});

describe("allergensMeant", () => {
  it("widens nut allergies to the recipes' nut labels", () => {
    expect(allergensMeant("nuts").sort()).toEqual(["nuts", "peanuts", "tree nuts"]);
    expect(allergensMeant("peanut").sort()).toEqual(["nuts", "peanuts"]);
    expect(allergensMeant("Tree Nut").sort()).toEqual(["nuts", "tree nuts"]);
  });

  it("reads a custom entry by the words in it", () => {
    expect(allergensMeant("cow's milk")).toEqual(["dairy"]);
    expect(allergensMeant("shrimp")).toEqual(["shellfish"]);
    expect(allergensMeant("kiwi")).toEqual([]);
  });
});
