import { describe, expect, it } from "vitest";
import { suggestedDiets } from "./diet-facts";
import { parseIngredientLine } from "./recipe-lines";

const namesOf = (lines: string[]) => lines.map((line) => parseIngredientLine(line).name);

describe("the diets suggested for an imported recipe", () => {
  it("a plainly vegan soup: vegan, vegetarian, gluten-free and dairy-free", () => {
    const soup = namesOf([
      "1 cup red lentils",
      "1 onion, chopped",
      "2 carrots, diced",
      "1 tbsp olive oil",
      "1 tsp cumin",
    ]);
    expect(suggestedDiets(soup).sort()).toEqual(["dairy-free", "gluten-free", "vegan", "vegetarian"]);
  });

  it("no diet an ingredient offends: butter is not dairy-free, chicken not vegetarian, flour not gluten-free", () => {
    expect(suggestedDiets(namesOf(["1 lb chicken thighs", "2 tbsp butter", "1 cup rice"]))).toEqual(["gluten-free"]);
    expect(suggestedDiets(namesOf(["2 cups flour", "1 cup milk", "2 eggs"]))).toEqual(["vegetarian"]);
  });

  it("a diet the source names is suggested when no ingredient offends it, and only then", () => {
    const salad = namesOf(["2 cups lettuce", "1 cucumber", "2 tbsp olive oil"]);
    expect(suggestedDiets(salad, ["Keto", "Salad"])).toContain("keto");
    expect(suggestedDiets(namesOf(["2 cups flour", "1 cup sugar"]), ["Keto", "Vegan"])).toEqual([
      "vegan",
      "vegetarian",
      "dairy-free",
    ]);
    // Halal and kosher need more than an ingredient list: never suggested from it alone.
    expect(suggestedDiets(salad)).not.toContain("halal");
  });

  it("suggests nothing from fewer than two ingredients", () => {
    expect(suggestedDiets(namesOf(["1 onion"]))).toEqual([]);
  });
});
