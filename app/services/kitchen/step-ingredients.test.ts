import { describe, expect, it } from "vitest";
import { ingredientsByStep } from "~/domain/kitchen/step-ingredients";
import { catalogue } from "./catalogue";

/** A word without its plural ending, by a rule of its own: "leaves" and "leaf", "tomatoes" and "tomato" meet. */
function stem(word: string) {
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("ves")) return `${word.slice(0, -3)}f`;
  if (/(?:ch|sh|x|z|ss|o)es$/.test(word)) return word.slice(0, -2);
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

function stems(text: string) {
  return text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean)
    .map(stem);
}

/** Whether the instruction names the ingredient in whole words: its whole name, or its last word. */
function names(instruction: string, ingredient: string) {
  const words = stems(instruction).join(" ");
  const name = stems(ingredient);
  return ` ${words} `.includes(` ${name.join(" ")} `) || ` ${words} `.includes(` ${name.at(-1)} `);
}

describe("each cooking step lists the ingredients it uses, over the whole catalogue", () => {
  it("covers all 75 catalogue recipes", () => {
    expect(catalogue).toHaveLength(75);
  });

  for (const recipe of catalogue) {
    it(`${recipe.slug}: what a step lists, it names; each amount shows once, on the first step that uses it`, () => {
      const steps = ingredientsByStep(
        recipe.ingredients,
        recipe.steps.map((step) => step.instruction),
      );
      expect(steps).toHaveLength(recipe.steps.length);
      const measured = new Map<string, number>();
      const listed = new Set<string>();
      steps.forEach((ingredients, index) => {
        const { instruction } = recipe.steps[index];
        for (const ingredient of ingredients) {
          expect(names(instruction, ingredient.name), `step ${index + 1} does not name ${ingredient.name}`).toBe(true);
          const original = recipe.ingredients.find((each) => each.name === ingredient.name);
          if (!listed.has(ingredient.name)) {
            // The first step that uses it carries its whole amount.
            expect(ingredient.quantity, `${ingredient.name} on step ${index + 1}`).toBe(original?.quantity ?? null);
            expect(ingredient.unit).toBe(original?.unit ?? null);
          }
          listed.add(ingredient.name);
          if (ingredient.quantity !== null) measured.set(ingredient.name, (measured.get(ingredient.name) ?? 0) + 1);
        }
      });
      for (const [name, times] of measured) expect(times, `${name}'s amount is shown on ${times} steps`).toBe(1);
    });
  }
});

describe("which words name an ingredient", () => {
  const oils = [
    { quantity: 2, unit: "tbsp", name: "olive oil" },
    { quantity: 1, unit: "tsp", name: "sesame oil" },
    { quantity: 3, unit: null, name: "tomatoes" },
  ];

  it("not a word inside another word: boiling water names no oil", () => {
    expect(ingredientsByStep(oils, ["Bring the water to the boil."])).toEqual([[]]);
  });

  it("the last word alone names it, unless another ingredient's whole name holds that word", () => {
    const [generic, sesame] = ingredientsByStep(oils, ["Heat the oil.", "Drizzle with the sesame oil."]);
    expect(generic.map((ingredient) => ingredient.name)).toEqual(["olive oil", "sesame oil"]);
    expect(sesame).toEqual([{ quantity: null, unit: null, name: "sesame oil" }]);
  });

  it("singular and plural meet, and a later step lists it without its amount", () => {
    expect(ingredientsByStep(oils, ["Halve a tomato.", "Add the tomatoes."])).toEqual([
      [{ quantity: 3, unit: null, name: "tomatoes" }],
      [{ quantity: null, unit: null, name: "tomatoes" }],
    ]);
  });
});
