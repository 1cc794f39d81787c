import { describe, expect, it } from "vitest";
import {
  UNITS,
  addQuantities,
  compatible,
  convert,
  formatQuantity,
  humanise,
  normalise,
  parseAmountAndItem,
  parseQuantity,
  parseUnit,
  unitFamily,
  type BaseUnit,
  type Quantity,
  type Unit,
  type UnitFamily,
} from "~/domain/kitchen/quantities";

type ParseCase = [text: string, amount: number | null, unit: Unit | null, item: string];

const parseCases: ParseCase[] = [
  // The chat's starter prompts (docs/spec-differences.md).
  ["2 pounds chicken breast", 2, "lb", "chicken breast"],
  ["1 gallon milk", 1, "gallon", "milk"],
  ["bread", null, null, "bread"],
  ["eggs", null, null, "eggs"],
  ["tomatoes", null, null, "tomatoes"],
  ["a dozen eggs", 12, null, "eggs"],
  ["½ cup", 0.5, "cup", ""],
  ["3", 3, null, ""],
  ["two", 2, null, ""],
  ["250 g", 250, "g", ""],
  // Plain counts and number words.
  ["3 tomatoes", 3, null, "tomatoes"],
  ["two onions", 2, null, "onions"],
  ["Two Onions", 2, null, "Onions"],
  ["an onion", 1, null, "onion"],
  ["a lemon", 1, null, "lemon"],
  ["twelve eggs", 12, null, "eggs"],
  ["seventeen almonds", 17, null, "almonds"],
  ["twenty crackers", 20, null, "crackers"],
  ["a couple of lemons", 2, null, "lemons"],
  ["couple avocados", 2, null, "avocados"],
  ["a few potatoes", 3, null, "potatoes"],
  ["2 large eggs", 2, null, "large eggs"],
  ["2 limes", 2, null, "limes"],
  ["3 bagels", 3, null, "bagels"],
  ["2 grapefruit", 2, null, "grapefruit"],
  ["3 canned tomatoes", 3, null, "canned tomatoes"],
  // Dozens become counts.
  ["A Dozen Eggs", 12, null, "Eggs"],
  ["half a dozen eggs", 6, null, "eggs"],
  ["a half-dozen rolls", 6, null, "rolls"],
  ["2 dozen bagels", 24, null, "bagels"],
  ["dozen oysters", 12, null, "oysters"],
  // Fractions, mixed numbers and decimals.
  ["½ cup sugar", 0.5, "cup", "sugar"],
  ["1 1/2 cups flour", 1.5, "cup", "flour"],
  ["1-1/2 cups flour", 1.5, "cup", "flour"],
  ["1 and 1/2 cups flour", 1.5, "cup", "flour"],
  ["1½ cups milk", 1.5, "cup", "milk"],
  ["1 ½ cups milk", 1.5, "cup", "milk"],
  ["1 1⁄2 cups stock", 1.5, "cup", "stock"],
  ["1/2 tsp salt", 0.5, "tsp", "salt"],
  ["¾ cup rice", 0.75, "cup", "rice"],
  ["⅓ cup oil", 1 / 3, "cup", "oil"],
  ["⅛ tsp cayenne", 0.125, "tsp", "cayenne"],
  ["1.5kg potatoes", 1.5, "kg", "potatoes"],
  ["1,5 kg potatoes", 1.5, "kg", "potatoes"],
  ["0.5 kg beef", 0.5, "kg", "beef"],
  [".5 cup cream", 0.5, "cup", "cream"],
  ["1,000 g flour", 1000, "g", "flour"],
  // Fraction words.
  ["half an onion", 0.5, null, "onion"],
  ["half a cup of milk", 0.5, "cup", "milk"],
  ["a quarter cup water", 0.25, "cup", "water"],
  ["three quarters of a cup of cream", 0.75, "cup", "cream"],
  ["one and a half cups oats", 1.5, "cup", "oats"],
  ["two and a half pounds pork shoulder", 2.5, "lb", "pork shoulder"],
  // Ranges parse as their upper bound.
  ["2-3 tomatoes", 3, null, "tomatoes"],
  ["1 to 2 cups water", 2, "cup", "water"],
  // Mass.
  ["250 g butter", 250, "g", "butter"],
  ["250g butter", 250, "g", "butter"],
  ["200 mg saffron", 200, "mg", "saffron"],
  ["1 kilo flour", 1, "kg", "flour"],
  ["2 kilograms rice", 2, "kg", "rice"],
  ["12 oz pasta", 12, "oz", "pasta"],
  ["16 ounces cheddar", 16, "oz", "cheddar"],
  ["1 lb ground beef", 1, "lb", "ground beef"],
  ["3 lbs apples", 3, "lb", "apples"],
  ["2lbs apples", 2, "lb", "apples"],
  ["2 lb. carrots", 2, "lb", "carrots"],
  ["2-pound pork loin", 2, "lb", "pork loin"],
  // Volume.
  ["2 Tbsp olive oil", 2, "tbsp", "olive oil"],
  ["1 T butter", 1, "tbsp", "butter"],
  ["1 t vanilla", 1, "tsp", "vanilla"],
  ["2 Tomatoes", 2, null, "Tomatoes"],
  ["3 tablespoons honey", 3, "tbsp", "honey"],
  ["2 teaspoons baking soda", 2, "tsp", "baking soda"],
  ["8 fl oz cream", 8, "fl oz", "cream"],
  ["4 fluid ounces lemon juice", 4, "fl oz", "lemon juice"],
  ["2 CUPS Flour", 2, "cup", "Flour"],
  ["2 cups of flour", 2, "cup", "flour"],
  ["1 c. sugar", 1, "cup", "sugar"],
  ["500 ml stock", 500, "ml", "stock"],
  ["500 millilitres stock", 500, "ml", "stock"],
  ["1 litre water", 1, "l", "water"],
  ["2 L soda", 2, "l", "soda"],
  ["1 pint strawberries", 1, "pint", "strawberries"],
  ["2 qt chicken broth", 2, "quart", "chicken broth"],
  ["1 gal apple cider", 1, "gallon", "apple cider"],
  ["1 pint half and half", 1, "pint", "half and half"],
  // Count-like units.
  ["3 cloves garlic", 3, "clove", "garlic"],
  ["2 heads of garlic", 2, "head", "garlic"],
  ["2 cans chickpeas", 2, "can", "chickpeas"],
  ["1 tin tomatoes", 1, "can", "tomatoes"],
  ["a bunch of cilantro", 1, "bunch", "cilantro"],
  ["4 slices bacon", 4, "slice", "bacon"],
  ["2 sprigs rosemary", 2, "sprig", "rosemary"],
  ["3 stalks celery", 3, "stalk", "celery"],
  ["1 head lettuce", 1, "head", "lettuce"],
  ["a pinch of salt", 1, "pinch", "salt"],
  ["pinch of nutmeg", 1, "pinch", "nutmeg"],
  ["a dash of hot sauce", 1, "dash", "hot sauce"],
  ["2 packages tofu", 2, "package", "tofu"],
  ["1 pkg yeast", 1, "package", "yeast"],
  ["1 bottle wine", 1, "bottle", "wine"],
  ["2 jars salsa", 2, "jar", "salsa"],
  ["a loaf of bread", 1, "loaf", "bread"],
  ["2 loaves sourdough", 2, "loaf", "sourdough"],
  ["1 bag spinach", 1, "bag", "spinach"],
  ["2 boxes cereal", 2, "box", "cereal"],
  ["1 carton eggs", 1, "carton", "eggs"],
  ["2 sticks butter", 2, "stick", "butter"],
  ["3 pcs chicken thighs", 3, "piece", "chicken thighs"],
  // No amount.
  ["some bread", null, null, "bread"],
  ["a little olive oil", null, null, "olive oil"],
  ["salt to taste", null, null, "salt"],
  ["half and half", null, null, "half and half"],
  ["2% milk", null, null, "2% milk"],
  ["7up", null, null, "7up"],
  // Tidying.
  ["  2   cups   rice  ", 2, "cup", "rice"],
  ["- 2 eggs", 2, null, "eggs"],
  ["-2 lemons", -2, null, "lemons"],
  ["−3 apples", -3, null, "apples"],
  ["-½ cup milk", -0.5, "cup", "milk"],
  ["2-3 tomatoes", 3, null, "tomatoes"],
];

describe("parseAmountAndItem", () => {
  it("has a table of at least 60 cases", () => {
    expect(parseCases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(parseCases)("%j → %s %s %j", (text, amount, unit, item) => {
    const parsed = parseAmountAndItem(text);
    if (amount === null) expect(parsed.amount).toBeNull();
    else expect(parsed.amount).toBeCloseTo(amount, 6);
    expect(parsed.unit).toBe(unit);
    expect(parsed.item).toBe(item);
  });

  it("parses each item of a list on its own without an amount", () => {
    const items = "bread, eggs, tomatoes".split(",").map((part) => parseAmountAndItem(part));
    expect(items).toEqual([
      { amount: null, unit: null, item: "bread" },
      { amount: null, unit: null, item: "eggs" },
      { amount: null, unit: null, item: "tomatoes" },
    ]);
  });
});

describe("parseQuantity", () => {
  const cases: [text: string, amount: number, unit: Unit | null, rest: string][] = [
    ["2 pounds", 2, "lb", ""],
    ["1 gallon", 1, "gallon", ""],
    ["a dozen", 12, null, ""],
    ["½ cup", 0.5, "cup", ""],
    ["1 1/2 cups", 1.5, "cup", ""],
    ["3", 3, null, ""],
    ["two", 2, null, ""],
    ["250 g", 250, "g", ""],
    ["250g", 250, "g", ""],
    ["1.5kg", 1.5, "kg", ""],
    ["an onion", 1, null, "onion"],
    ["a pinch of salt", 1, "pinch", "salt"],
    ["2 cups flour, sifted", 2, "cup", "flour, sifted"],
  ];

  it.each(cases)("%j → %s %s, rest %j", (text, amount, unit, rest) => {
    const parsed = parseQuantity(text);
    expect(parsed).not.toBeNull();
    expect(parsed?.amount).toBeCloseTo(amount, 6);
    expect(parsed?.unit).toBe(unit);
    expect(parsed?.rest).toBe(rest);
  });

  it.each(["bread", "some bread", "", "   ", "cups", "7up", "2% milk", "1/0 cup", "a little salt"])(
    "finds no quantity at the start of %j",
    (text) => {
      expect(parseQuantity(text)).toBeNull();
    },
  );
});

describe("parseUnit and unitFamily", () => {
  const units: [text: string, unit: Unit | null, family: UnitFamily | null][] = [
    ["grams", "g", "mass"],
    ["KG", "kg", "mass"],
    ["Pounds", "lb", "mass"],
    ["oz.", "oz", "mass"],
    ["millilitre", "ml", "volume"],
    ["Liters", "l", "volume"],
    ["T", "tbsp", "volume"],
    ["t", "tsp", "volume"],
    ["tbsp", "tbsp", "volume"],
    ["fl. oz", "fl oz", "volume"],
    ["fluid ounces", "fl oz", "volume"],
    ["c", "cup", "volume"],
    ["pt", "pint", "volume"],
    ["qts", "quart", "volume"],
    ["gal", "gallon", "volume"],
    ["pc", "piece", "count"],
    ["dozen", "dozen", "count"],
    ["tins", "can", "other"],
    ["loaves", "loaf", "other"],
    ["packet", "package", "other"],
    ["handful", null, null],
    ["", null, null],
  ];

  it.each(units)("%j → %s (%s)", (text, unit, family) => {
    expect(parseUnit(text)).toBe(unit);
    if (unit !== null) expect(unitFamily(unit)).toBe(family);
  });

  it("treats no unit as a count", () => {
    expect(unitFamily(null)).toBe("count");
  });

  it.each(UNITS.map((unit) => [unit]))("recognises its own id %j", (unit) => {
    expect(parseUnit(unit)).toBe(unit);
    expect(formatQuantity(2, unit)).toMatch(/^2 \S/);
  });
});

describe("normalise", () => {
  const cases: [amount: number, unit: Unit | null, expected: number, base: BaseUnit][] = [
    [2, "lb", 907.184, "g"],
    [1.5, "kg", 1500, "g"],
    [250, "g", 250, "g"],
    [500, "mg", 0.5, "g"],
    [8, "oz", 226.796, "g"],
    [1, "gallon", 3785.41, "ml"],
    [2, "tbsp", 29.574, "ml"],
    [1, "l", 1000, "ml"],
    [1, "cup", 236.588, "ml"],
    [1, "dozen", 12, null],
    [5, "piece", 5, null],
    [3, null, 3, null],
    [3, "clove", 3, "clove"],
  ];

  it.each(cases)("%s %s → %s %s", (amount, unit, expected, base) => {
    const normalised = normalise(amount, unit);
    expect(normalised.amount).toBeCloseTo(expected, 3);
    expect(normalised.unit).toBe(base);
  });
});

describe("convert", () => {
  const cases: [amount: number, from: Unit | null, to: Unit | null, expected: number | null, digits: number][] = [
    [1, "lb", "g", 453.592, 3],
    [1, "kg", "lb", 2.20462, 4],
    [16, "oz", "lb", 1, 3],
    [1000, "mg", "g", 1, 6],
    [1, "cup", "ml", 236.588, 3],
    [1, "cup", "tbsp", 16, 2],
    [3, "tsp", "tbsp", 1, 3],
    [1, "fl oz", "tbsp", 2, 3],
    [2, "pint", "cup", 4, 3],
    [1, "gallon", "quart", 4, 3],
    [1, "gallon", "l", 3.78541, 5],
    [1, "l", "cup", 4.22675, 4],
    [2, "cup", "cup", 2, 6],
    [1, "dozen", null, 12, 6],
    [24, null, "dozen", 2, 6],
    [3, "piece", null, 3, 6],
    [2, "clove", "clove", 2, 6],
    [1, "g", "ml", null, 0],
    [1, "cup", "g", null, 0],
    [1, "lb", "tsp", null, 0],
    [1, "clove", null, null, 0],
    [1, "can", "jar", null, 0],
    [1, "pinch", "tsp", null, 0],
  ];

  it.each(cases)("%s %s → %s", (amount, from, to, expected, digits) => {
    const converted = convert(amount, from, to);
    if (expected === null) expect(converted).toBeNull();
    else expect(converted).toBeCloseTo(expected, digits);
  });
});

describe("compatible", () => {
  const cases: [a: Unit | null, b: Unit | null, expected: boolean][] = [
    ["g", "lb", true],
    ["kg", "kg", true],
    ["cup", "ml", true],
    ["tbsp", "gallon", true],
    ["g", "cup", false],
    ["oz", "fl oz", false],
    [null, null, true],
    [null, "dozen", true],
    ["piece", null, true],
    ["clove", "clove", true],
    ["clove", null, false],
    ["can", "jar", false],
    ["pinch", "tsp", false],
    ["stick", "g", false],
  ];

  it.each(cases)("%s and %s → %s", (a, b, expected) => {
    expect(compatible(a, b)).toBe(expected);
    expect(compatible(b, a)).toBe(expected);
  });
});

describe("addQuantities", () => {
  const q = (amount: number, unit: Unit | null): Quantity => ({ amount, unit });
  const cases: [a: Quantity, b: Quantity, expected: Quantity | null][] = [
    [q(1, "lb"), q(500, "g"), q(2.10231, "lb")],
    [q(250, "g"), q(1, "kg"), q(1250, "g")],
    [q(500, "ml"), q(1, "l"), q(1500, "ml")],
    [q(1, "cup"), q(8, "tbsp"), q(1.5, "cup")],
    [q(1, "gallon"), q(2, "quart"), q(1.5, "gallon")],
    [q(6, null), q(1, "dozen"), q(18, null)],
    [q(1, "dozen"), q(6, null), q(1.5, "dozen")],
    [q(2, "piece"), q(3, null), q(5, "piece")],
    [q(2, "clove"), q(3, "clove"), q(5, "clove")],
    [q(2, "can"), q(1, "jar"), null],
    [q(1, "cup"), q(100, "g"), null],
    [q(3, null), q(2, "clove"), null],
  ];

  it.each(cases)("%j + %j → %j", (a, b, expected) => {
    const sum = addQuantities(a, b);
    if (expected === null) {
      expect(sum).toBeNull();
      return;
    }
    expect(sum?.unit).toBe(expected.unit);
    expect(sum?.amount).toBeCloseTo(expected.amount, 4);
  });

  it("merges pantry items parsed from text", () => {
    const milk = parseAmountAndItem("1 gallon milk");
    const more = parseAmountAndItem("2 quarts milk");
    expect(milk.amount).not.toBeNull();
    expect(more.amount).not.toBeNull();
    const sum = addQuantities(
      { amount: milk.amount ?? 0, unit: milk.unit },
      { amount: more.amount ?? 0, unit: more.unit },
    );
    expect(sum && formatQuantity(sum.amount, sum.unit)).toBe("1½ gal");
  });
});

describe("formatQuantity", () => {
  const cases: [amount: number, unit: Unit | null, expected: string][] = [
    [2, "lb", "2 lb"],
    [1, "gallon", "1 gal"],
    [0.5, "cup", "½ cup"],
    [1.5, "cup", "1½ cups"],
    [12, null, "12"],
    [250, "g", "250 g"],
    [1.5, "kg", "1.5 kg"],
    [3, "clove", "3 cloves"],
    [1, "clove", "1 clove"],
    [1, "cup", "1 cup"],
    [2, "cup", "2 cups"],
    [0.25, "tsp", "¼ tsp"],
    [0.125, "tsp", "⅛ tsp"],
    [0.333, "cup", "⅓ cup"],
    [0.66, "cup", "⅔ cup"],
    [2.75, "tbsp", "2¾ tbsp"],
    [15.9997, "tbsp", "16 tbsp"],
    [0.999, "cup", "1 cup"],
    [1.98, "cup", "2 cups"],
    [0.3, "cup", "0.3 cup"],
    [0.3125, "cup", "0.31 cup"],
    [0.01, "cup", "0.01 cup"],
    [1 / 3, null, "⅓"],
    [2.5, null, "2½"],
    [2.4, null, "2.4"],
    [0.5, "lb", "½ lb"],
    [1.2345, "kg", "1.23 kg"],
    [1.1, "l", "1.1 l"],
    [0.5, "kg", "0.5 kg"],
    [200, "ml", "200 ml"],
    [0.004, "g", "0.004 g"],
    [8, "fl oz", "8 fl oz"],
    [3, "pint", "3 pints"],
    [2, "quart", "2 quarts"],
    [2, "loaf", "2 loaves"],
    [2, "box", "2 boxes"],
    [3, "bunch", "3 bunches"],
    [2, "pinch", "2 pinches"],
    [2, "dozen", "2 dozen"],
    [1, "piece", "1 piece"],
    [0.5, "can", "½ can"],
    [1.5, "stick", "1½ sticks"],
  ];

  it.each(cases)("%s %s → %j", (amount, unit, expected) => {
    expect(formatQuantity(amount, unit)).toBe(expected);
  });

  it.each([
    ["1 1/2 cups flour", "1½ cups"],
    ["2 pounds chicken breast", "2 lb"],
    ["a dozen eggs", "12"],
    ["250g butter", "250 g"],
    ["3 cloves garlic", "3 cloves"],
  ])("round-trips %j to %j", (text, expected) => {
    const parsed = parseQuantity(text);
    expect(parsed && formatQuantity(parsed.amount, parsed.unit)).toBe(expected);
  });
});

describe("humanise", () => {
  const cases: [amount: number, unit: Unit | null, expected: number, to: Unit | null, shown: string][] = [
    [1500, "g", 1.5, "kg", "1.5 kg"],
    [0.25, "l", 250, "ml", "250 ml"],
    [999, "g", 999, "g", "999 g"],
    [0.5, "kg", 500, "g", "500 g"],
    [0.75, "g", 750, "mg", "750 mg"],
    [2500, "mg", 2.5, "g", "2.5 g"],
    [1500, "ml", 1.5, "l", "1.5 l"],
    [2, "l", 2, "l", "2 l"],
    [32, "oz", 2, "lb", "2 lb"],
    [20, "oz", 1.25, "lb", "1¼ lb"],
    [17, "oz", 17, "oz", "17 oz"],
    [3, "tsp", 1, "tbsp", "1 tbsp"],
    [12, "tsp", 0.25, "cup", "¼ cup"],
    [2, "tsp", 2, "tsp", "2 tsp"],
    [5, "tbsp", 5, "tbsp", "5 tbsp"],
    [8, "tbsp", 0.5, "cup", "½ cup"],
    [2, "lb", 2, "lb", "2 lb"],
    [3, "clove", 3, "clove", "3 cloves"],
    [12, null, 12, null, "12"],
  ];

  it.each(cases)("%s %s → %s %s", (amount, unit, expected, to, shown) => {
    const nicer = humanise(amount, unit);
    expect(nicer.unit).toBe(to);
    expect(nicer.amount).toBeCloseTo(expected, 3);
    expect(formatQuantity(nicer.amount, nicer.unit)).toBe(shown);
  });
});
