import { describe, expect, it } from "vitest";
import { convert, parseQuantity, type Unit } from "./quantities";
import { amountInSystem, convertTemperature, convertText, convertTextParts, showAmount } from "./units";

type AmountCase = [quantity: number, unit: string | null, shown: string];

/** Amounts from the catalogue and from recipes people import, in US units. */
const toUs: AmountCase[] = [
  [200, "g", "7 oz"],
  [400, "g", "14 oz"],
  [500, "g", "1 lb"],
  [250, "g", "9 oz"],
  [150, "g", "5½ oz"],
  [100, "g", "3½ oz"],
  [50, "g", "1¾ oz"],
  [30, "g", "1 oz"],
  [20, "g", "¾ oz"],
  [7, "g", "¼ oz"],
  [1, "kg", "2¼ lb"],
  [1.5, "kg", "3¼ lb"],
  [2, "kg", "4½ lb"],
  [0.75, "kg", "1¾ lb"],
  [5, "ml", "1 tsp"],
  [2.5, "ml", "½ tsp"],
  [10, "ml", "2 tsp"],
  [15, "ml", "1 tbsp"],
  [30, "ml", "2 tbsp"],
  [45, "ml", "3 tbsp"],
  [60, "ml", "¼ cup"],
  [80, "ml", "⅓ cup"],
  [120, "ml", "½ cup"],
  [150, "ml", "⅔ cup"],
  [180, "ml", "¾ cup"],
  [200, "ml", "¾ cup"],
  [250, "ml", "1 cup"],
  [400, "ml", "1⅔ cups"],
  [500, "ml", "2 cups"],
  [750, "ml", "3¼ cups"],
  [1, "l", "4 cups"],
  [1.5, "l", "6½ cups"],
  [2, "l", "2 quarts"],
  [3, "l", "3 quarts"],
  // Spoons are spoons everywhere; counts and count-like units have no counterpart.
  [2, "tbsp", "2 tbsp"],
  [0.5, "tsp", "½ tsp"],
  [3, "clove", "3 cloves"],
  [1, "can", "1 can"],
  [1, "pinch", "1 pinch"],
  [2, null, "2"],
  [1, "bunch", "1 bunch"],
  // Too little to measure in ounces: grams, as written.
  [5, "g", "5 g"],
  [2, "g", "2 g"],
  [500, "mg", "500 mg"],
  // Already US.
  [8, "oz", "8 oz"],
  [1, "cup", "1 cup"],
  [2, "lb", "2 lb"],
];

/** US amounts in metric, rounded as a metric recipe would write them. */
const toMetric: AmountCase[] = [
  [1, "cup", "240 ml"],
  [0.5, "cup", "120 ml"],
  [0.25, "cup", "60 ml"],
  [1 / 3, "cup", "80 ml"],
  [2 / 3, "cup", "160 ml"],
  [0.75, "cup", "180 ml"],
  [1.5, "cup", "350 ml"],
  [2, "cup", "470 ml"],
  [4, "cup", "950 ml"],
  [6, "cup", "1.4 l"],
  [8, "fl oz", "240 ml"],
  [2, "fl oz", "60 ml"],
  [1, "pint", "470 ml"],
  [1, "quart", "950 ml"],
  [1, "gallon", "3.8 l"],
  [1, "oz", "28 g"],
  [2, "oz", "57 g"],
  [4, "oz", "115 g"],
  [8, "oz", "225 g"],
  [12, "oz", "340 g"],
  [0.25, "oz", "7 g"],
  [1, "lb", "455 g"],
  [1.5, "lb", "680 g"],
  [2, "lb", "905 g"],
  [3, "lb", "1.36 kg"],
  [5, "lb", "2.27 kg"],
  // Spoons, counts and metric amounts stay.
  [1, "tbsp", "1 tbsp"],
  [0.25, "tsp", "¼ tsp"],
  [2, "stick", "2 sticks"],
  [12, null, "12"],
  [200, "g", "200 g"],
  [250, "ml", "250 ml"],
];

describe("amounts in the member's units", () => {
  it.each(toUs)("%s %s reads %j in US units", (quantity, unit, shown) => {
    expect(showAmount(quantity, unit, "us").text).toBe(shown);
  });

  it.each(toMetric)("%s %s reads %j in metric", (quantity, unit, shown) => {
    expect(showAmount(quantity, unit, "metric").text).toBe(shown);
  });

  it("keeps what was written beside a converted amount, and nothing beside one as written", () => {
    expect(showAmount(200, "g", "us")).toEqual({ text: "7 oz", original: "200 g" });
    expect(showAmount(200, "grams", "us")).toEqual({ text: "7 oz", original: "200 g" });
    expect(showAmount(200, "g", "metric")).toEqual({ text: "200 g", original: null });
    expect(showAmount(2, "tbsp", "us")).toEqual({ text: "2 tbsp", original: null });
  });

  it("shows an ingredient without an amount, or in a unit it does not know, as written", () => {
    expect(showAmount(null, "g", "us")).toEqual({ text: "", original: null });
    expect(showAmount(2, "handful", "us")).toEqual({ text: "2 handful", original: null });
  });

  it("never shows more precision than a cook measures", () => {
    for (const [quantity, unit] of [...toUs, ...toMetric]) {
      const { text } = showAmount(quantity, unit, unit && ["g", "kg", "ml", "l"].includes(unit) ? "us" : "metric");
      expect(text).not.toMatch(/\.\d{3}|\d\.\d+ (?:g|ml)\b/);
    }
  });

  // Converting there and back lands near where it started: the rounding never drifts far.
  const metricStart: Array<[number, Unit]> = [
    [30, "g"],
    [100, "g"],
    [125, "g"],
    [200, "g"],
    [225, "g"],
    [400, "g"],
    [500, "g"],
    [750, "g"],
    [1000, "g"],
    [1500, "g"],
    [60, "ml"],
    [100, "ml"],
    [125, "ml"],
    [250, "ml"],
    [400, "ml"],
    [500, "ml"],
    [750, "ml"],
    [1000, "ml"],
    [2000, "ml"],
  ];
  // A measuring cup's marks are a quarter or a third apart, so the nearest can be a sixth away.
  it.each(metricStart)("%s %s there and back stays within 20%%", (amount, unit) => {
    const us = amountInSystem(amount, unit, "us");
    expect(us).not.toBeNull();
    const back = us && amountInSystem(us.amount, us.unit, "metric");
    expect(back).not.toBeNull();
    const base = unit === "g" ? "g" : "ml";
    const returned = back ? (convert(back.amount, back.unit, base) ?? 0) : 0;
    expect(Math.abs(returned - amount) / amount).toBeLessThanOrEqual(0.2);
  });

  const usStart: Array<[number, Unit]> = [
    [0.25, "cup"],
    [0.5, "cup"],
    [1, "cup"],
    [1.5, "cup"],
    [2, "cup"],
    [3, "cup"],
    [4, "oz"],
    [8, "oz"],
    [1, "lb"],
    [2, "lb"],
  ];
  it.each(usStart)("%s %s there and back comes home", (amount, unit) => {
    const metric = amountInSystem(amount, unit, "metric");
    const back = metric && amountInSystem(metric.amount, metric.unit, "us");
    expect(back).toEqual({ amount, unit });
  });
});

describe("temperatures", () => {
  it.each([
    [180, "C", 350],
    [190, "C", 375],
    [200, "C", 400],
    [220, "C", 425],
    [230, "C", 450],
    [240, "C", 475],
    [160, "C", 325],
    [150, "C", 300],
    [74, "C", 165],
    [63, "C", 145],
    [71, "C", 160],
    [0, "C", 32],
    [4, "C", 39],
    [350, "F", 180],
    [375, "F", 190],
    [400, "F", 200],
    [425, "F", 220],
    [450, "F", 230],
    [325, "F", 160],
    [165, "F", 74],
    [145, "F", 63],
    [212, "F", 100],
    [32, "F", 0],
  ] as const)("%s°%s is %s", (value, scale, expected) => {
    expect(convertTemperature(value, scale)).toBe(expected);
  });

  it("round-trips the oven temperatures cooks use", () => {
    for (const celsius of [150, 160, 180, 190, 200, 220, 230]) {
      expect(convertTemperature(convertTemperature(celsius, "C"), "F")).toBe(celsius);
    }
  });
});

describe("amounts and temperatures written in text", () => {
  type TextCase = [text: string, us: string, metric: string];
  const cases: TextCase[] = [
    // Steps of the catalogue: the author wrote both, the member sees theirs.
    ["Heat the oven to 200°C (400°F).", "Heat the oven to 400°F.", "Heat the oven to 200°C."],
    [
      "Shallow-fry in 1 cm of oil at about 170°C (340°F), turning once, until cooked through (74°C inside)",
      "Shallow-fry in 1 cm of oil at about 340°F, turning once, until cooked through (165°F inside)",
      "Shallow-fry in 1 cm of oil at about 170°C, turning once, until cooked through (74°C inside)",
    ],
    ["Roast until the thigh reaches 74°C", "Roast until the thigh reaches 165°F", "Roast until the thigh reaches 74°C"],
    // An imported US recipe.
    ["Bake at 350°F for 25 minutes", "Bake at 350°F for 25 minutes", "Bake at 180°C for 25 minutes"],
    ["Preheat to 425 degrees F.", "Preheat to 425 degrees F.", "Preheat to 220°C."],
    ["Whisk in 1 cup (240 ml) milk", "Whisk in 1 cup milk", "Whisk in 240 ml milk"],
    [
      "Add 2 cups stock and 8 oz mushrooms",
      "Add 2 cups stock and 8 oz mushrooms",
      "Add 470 ml stock and 225 g mushrooms",
    ],
    ["Stir in 1½ cups rice", "Stir in 1½ cups rice", "Stir in 350 ml rice"],
    // A British recipe's oven and tin, written without spaces.
    [
      "Heat the oven to 180C/160C fan/gas 4 and line a 900g loaf tin.",
      "Heat the oven to 350°F/325°F fan/gas 4 and line a 2 lb loaf tin.",
      "Heat the oven to 180C/160C fan/gas 4 and line a 900g loaf tin.",
    ],
    ["Bake at 350F, then 2c flour", "Bake at 350F, then 2c flour", "Bake at 180°C, then 2c flour"],
    // Metric amounts in a step.
    [
      "Pour in 250 ml stock and 400 g tomatoes",
      "Pour in 1 cup stock and 14 oz tomatoes",
      "Pour in 250 ml stock and 400 g tomatoes",
    ],
    ["Boil 3 l of water", "Boil 3 quarts of water", "Boil 3 l of water"],
    // What stays: spoons, counts, lengths, times, ranges and numbers in words.
    [
      "Fry 2 tbsp oil with 3 cloves garlic",
      "Fry 2 tbsp oil with 3 cloves garlic",
      "Fry 2 tbsp oil with 3 cloves garlic",
    ],
    ["Cut into 2 cm cubes, rest 10 min", "Cut into 2 cm cubes, rest 10 min", "Cut into 2 cm cubes, rest 10 min"],
    ["Use 400-500 g beef", "Use 400-500 g beef", "Use 400-500 g beef"],
    ["Serve 4 with 7up", "Serve 4 with 7up", "Serve 4 with 7up"],
    ["Step 2 of 5: 1 tbsp (15 ml) soy sauce", "Step 2 of 5: 1 tbsp soy sauce", "Step 2 of 5: 1 tbsp soy sauce"],
  ];

  it.each(cases)("%j", (text, us, metric) => {
    expect(convertText(text, "us")).toBe(us);
    expect(convertText(text, "metric")).toBe(metric);
  });

  it("says what was written for each converted measure", () => {
    expect(convertTextParts("Heat the oven to 180°C, then add 200 g cheese.", "us")).toEqual([
      "Heat the oven to ",
      { text: "350°F", original: "180°C" },
      ", then add ",
      { text: "7 oz", original: "200 g" },
      " cheese.",
    ]);
    expect(convertTextParts("Nothing to change here.", "us")).toEqual(["Nothing to change here."]);
  });

  it("reads every measure it converts as the quantities module does", () => {
    for (const written of ["1 1/2 cups", "½ cup", "2.5 kg", "1,5 l", "8 ounces", "2 pounds", "3 fl oz"]) {
      expect(parseQuantity(written)?.rest).toBe("");
      expect(convertText(written, written.match(/kg|l$/) ? "us" : "metric")).not.toBe(written);
    }
  });
});
