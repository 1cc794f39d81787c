import { describe, expect, it } from "vitest";
import { formatIngredientLine, parseIngredientLine, timerMinutesIn } from "./recipe-lines";

describe("ingredient lines", () => {
  it.each([
    ["2 cups flour, sifted", { quantity: 2, unit: "cup", name: "flour", note: "sifted" }],
    ["Salt and pepper to taste", { quantity: null, unit: null, name: "salt and pepper", note: "to taste" }],
    ["1 (14 oz) can diced tomatoes", { quantity: 1, unit: "can", name: "diced tomatoes", note: "14 oz" }],
    ["3 large eggs", { quantity: 3, unit: null, name: "large eggs" }],
    ["- ½ tsp salt", { quantity: 0.5, unit: "tsp", name: "salt" }],
    ["1 1/2 cups milk", { quantity: 1.5, unit: "cup", name: "milk" }],
    ["200g dark chocolate (70%), chopped", { quantity: 200, unit: "g", name: "dark chocolate", note: "70%, chopped" }],
    ["a pinch of nutmeg", { quantity: 1, unit: "pinch", name: "nutmeg" }],
    [
      "2 tablespoons olive oil, plus more for serving",
      { quantity: 2, unit: "tbsp", name: "olive oil", note: "plus more for serving" },
    ],
    ["Fresh basil, for garnish", { quantity: null, unit: null, name: "fresh basil", note: "for garnish" }],
  ])("reads %j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it.each([
    "2 cups flour, sifted",
    "salt and pepper, to taste",
    "1 can diced tomatoes, 14 oz",
    "3 large eggs",
    "½ tsp salt",
    "1½ cups milk",
  ])("writes %j back so that it reads the same", (line) => {
    const ingredient = parseIngredientLine(line);
    expect(formatIngredientLine(ingredient)).toBe(line);
    expect(parseIngredientLine(formatIngredientLine(ingredient))).toEqual(ingredient);
  });
});

describe("a step's timer", () => {
  it.each([
    ["Simmer for 20–25 minutes until thick.", 25],
    ["Bake 1 hour.", 60],
    ["Roast for 1 hour 15 minutes, basting once.", 75],
    ["Rest 10 minutes, then slice for 5 minutes more.", 10],
    ["Stir in the basil and serve.", null],
    ["Add 10 ml of vinegar.", null],
    ["Cook 1h 30m", 90],
  ] as const)("%j → %s", (step, minutes) => {
    expect(timerMinutesIn(step)).toBe(minutes);
  });
});
