import { describe, expect, it } from "vitest";
import { emptyDraft, type RecipeDraft } from "./recipe-draft";
import { minutesInWords, readRecipeText, servingsInWords, splitNumberedRun, withoutStepNumber } from "./recipe-text";

function draft(fields: Partial<RecipeDraft>): RecipeDraft {
  return { ...emptyDraft(), ...fields };
}

function steps(...instructions: string[]): RecipeDraft["steps"] {
  return instructions.map((instruction) => ({ instruction, timerMinutes: null }));
}

describe("readRecipeText", () => {
  it("reads a recipe with headings, facts, bullets, numbered steps and notes", () => {
    const text = `Grandma's Buttermilk Pancakes
Fluffy, golden pancakes for lazy Sunday mornings.
They freeze well too.

Serves 4
Prep time: 10 minutes
Cook time: 1 hr 10 mins

Ingredients:
- 2 cups plain flour
• 2 tsp baking powder
* 1 ½ cups buttermilk
▢ 2 eggs
- pinch of salt

Method
1. Whisk the flour, baking powder and salt in a bowl.
2) Beat the buttermilk and eggs together,
then stir into the dry ingredients.
Step 3: Cook ladlefuls in a buttered pan until bubbles appear, then flip.

Notes:
- Buttermilk can be swapped for milk with a squeeze of lemon.
- Keep warm in a low oven.`;
    expect(readRecipeText(text)).toEqual(
      draft({
        name: "Grandma's Buttermilk Pancakes",
        description: "Fluffy, golden pancakes for lazy Sunday mornings. They freeze well too.",
        servings: 4,
        prepTime: 10,
        cookTime: 70,
        ingredients: ["2 cups plain flour", "2 tsp baking powder", "1 ½ cups buttermilk", "2 eggs", "pinch of salt"],
        steps: steps(
          "Whisk the flour, baking powder and salt in a bowl.",
          "Beat the buttermilk and eggs together, then stir into the dry ingredients.",
          "Cook ladlefuls in a buttered pan until bubbles appear, then flip.",
        ),
        tips: ["Buttermilk can be swapped for milk with a squeeze of lemon.", "Keep warm in a low oven."],
      }),
    );
  });

  it("guesses ingredients and steps when there are no headings", () => {
    const text = `Tomato and Onion Salad
A summer side for barbecues.
4 ripe tomatoes, sliced
two spring onions, finely sliced
½ tsp flaky salt
1/2 lemon
Olive oil, to drizzle
Arrange the tomatoes on a platter and scatter over the onions.
Season with the salt, squeeze over the lemon and drizzle with oil.
Leave for 10 minutes before serving so the juices run.`;
    expect(readRecipeText(text)).toEqual(
      draft({
        name: "Tomato and Onion Salad",
        description: "A summer side for barbecues.",
        ingredients: [
          "4 ripe tomatoes, sliced",
          "two spring onions, finely sliced",
          "½ tsp flaky salt",
          "1/2 lemon",
          "Olive oil, to drizzle",
        ],
        steps: steps(
          "Arrange the tomatoes on a platter and scatter over the onions.",
          "Season with the salt, squeeze over the lemon and drizzle with oil.",
          "Leave for 10 minutes before serving so the juices run.",
        ),
      }),
    );
  });

  it("reads an email with a greeting-free body, 'You will need' and 'Directions'", () => {
    const text = `Aunt May's Lemon Bars\r
\r
Makes 16\r
\r
You will need:\r
1 cup butter, softened\r
1/2 cup icing sugar\r
2 cups flour\r
4 eggs\r
1 1/2 cups sugar\r
juice of 2 lemons\r
\r
Directions:\r
Heat the oven to 175C.\r
Press the butter, icing sugar and flour into a lined tin and bake for 20 minutes.\r
Whisk the eggs, sugar and lemon juice and pour over the hot base.\r
Bake for another 20 minutes, cool and cut into squares.\r
`;
    expect(readRecipeText(text)).toEqual(
      draft({
        name: "Aunt May's Lemon Bars",
        servings: 16,
        ingredients: [
          "1 cup butter, softened",
          "1/2 cup icing sugar",
          "2 cups flour",
          "4 eggs",
          "1 1/2 cups sugar",
          "juice of 2 lemons",
        ],
        steps: steps(
          "Heat the oven to 175C.",
          "Press the butter, icing sugar and flour into a lined tin and bake for 20 minutes.",
          "Whisk the eggs, sugar and lemon juice and pour over the hot base.",
          "Bake for another 20 minutes, cool and cut into squares.",
        ),
      }),
    );
  });

  it("reads a recipe card copied from a blog, labels and values on their own lines", () => {
    const text = `Easy Chicken Fajitas
Sizzling strips of chicken and peppers, ready in half an hour.
Prep Time
10 mins
Cook Time
15 mins
Total Time
25 mins
Servings
4 people
Ingredients
▢ 500 g chicken breast, sliced
▢ 2 peppers, sliced
▢ 1 red onion, sliced
▢ 2 tbsp fajita seasoning
▢ 8 tortillas
Instructions
Step 1
Toss the chicken with the seasoning.
Step 2
Fry the chicken in a hot pan for 6 minutes, add the vegetables and cook for 5 more.
Step 3
Serve in warm tortillas.`;
    expect(readRecipeText(text)).toEqual(
      draft({
        name: "Easy Chicken Fajitas",
        description: "Sizzling strips of chicken and peppers, ready in half an hour.",
        prepTime: 10,
        cookTime: 15,
        servings: 4,
        ingredients: [
          "500 g chicken breast, sliced",
          "2 peppers, sliced",
          "1 red onion, sliced",
          "2 tbsp fajita seasoning",
          "8 tortillas",
        ],
        steps: steps(
          "Toss the chicken with the seasoning.",
          "Fry the chicken in a hot pan for 6 minutes, add the vegetables and cook for 5 more.",
          "Serve in warm tortillas.",
        ),
      }),
    );
  });

  it("reads facts on one line, sub-headings and 'Preparation'", () => {
    const text = `## Spinach and Feta Pie
Prep: 20 min | Cook: 45 min | Serves 6

Ingredient list
For the filling:
- 500g spinach
- 200g feta, crumbled
- 2 eggs
For the pastry
- 1 pack filo pastry
- 50g butter, melted

Preparation
For the filling:
Wilt the spinach, squeeze it dry and mix with the feta and eggs.
For the pastry:
Layer the filo in a buttered dish, brushing each sheet with butter.
Spoon in the filling, fold over the edges and bake for 45 minutes.`;
    expect(readRecipeText(text)).toEqual(
      draft({
        name: "Spinach and Feta Pie",
        prepTime: 20,
        cookTime: 45,
        servings: 6,
        ingredients: ["500g spinach", "200g feta, crumbled", "2 eggs", "1 pack filo pastry", "50g butter, melted"],
        steps: steps(
          "For the filling: Wilt the spinach, squeeze it dry and mix with the feta and eggs.",
          "For the pastry: Layer the filo in a buttered dish, brushing each sheet with butter.",
          "Spoon in the filling, fold over the edges and bake for 45 minutes.",
        ),
      }),
    );
  });

  it("keeps non-English text and Unicode fractions, and reads 'Total' as the preparation time", () => {
    const text = `Crêpes au citron
Des crêpes fines, à la française.
Total: 45 min
Makes 12

INGREDIENTS
250 g de farine
½ l de lait
3 œufs
1 pincée de sel

INSTRUCTIONS
1. Mélanger la farine, le sel et les œufs, puis ajouter le lait petit à petit.
2. Laisser reposer la pâte 30 minutes.
3. Cuire les crêpes dans une poêle beurrée.`;
    expect(readRecipeText(text)).toEqual(
      draft({
        name: "Crêpes au citron",
        description: "Des crêpes fines, à la française.",
        prepTime: 45,
        cookTime: null,
        servings: 12,
        ingredients: ["250 g de farine", "½ l de lait", "3 œufs", "1 pincée de sel"],
        steps: steps(
          "Mélanger la farine, le sel et les œufs, puis ajouter le lait petit à petit.",
          "Laisser reposer la pâte 30 minutes.",
          "Cuire les crêpes dans une poêle beurrée.",
        ),
      }),
    );
  });

  it("ends the ingredients at the first instruction when there is no method heading", () => {
    const text = `Scrambled eggs

Ingredients:
- 3 eggs
- knob of butter
- salt and pepper

Beat the eggs with a little salt and pepper.
Melt the butter over a low heat, add the eggs and stir gently until just set.`;
    expect(readRecipeText(text)).toEqual(
      draft({
        name: "Scrambled eggs",
        ingredients: ["3 eggs", "knob of butter", "salt and pepper"],
        steps: steps(
          "Beat the eggs with a little salt and pepper.",
          "Melt the butter over a low heat, add the eggs and stir gently until just set.",
        ),
      }),
    );
  });

  it("reads times listed with commas and no colons, and leaves a step with a time a step", () => {
    const draft = readRecipeText(
      [
        "Red Lentil Soup",
        "Serves 4",
        "Prep 15 minutes, cook 45 minutes",
        "",
        "Ingredients",
        "1 cup red lentils",
        "1 onion, chopped",
        "",
        "Method",
        "Cook 10 minutes, stirring now and then.",
        "Bake 20 minutes, cook 5 more.",
      ].join("\n"),
    );
    expect(draft).toMatchObject({ prepTime: 15, cookTime: 45, servings: 4 });
    expect(draft.steps.map((step) => step.instruction)).toEqual([
      "Cook 10 minutes, stirring now and then.",
      "Bake 20 minutes, cook 5 more.",
    ]);
  });

  it("leaves the name empty when the text starts with a heading", () => {
    const text = `Ingredients
2 bananas
1 cup milk
Method
Blend until smooth.`;
    expect(readRecipeText(text)).toEqual(
      draft({ ingredients: ["2 bananas", "1 cup milk"], steps: steps("Blend until smooth.") }),
    );
  });

  it("reads checkboxes, steps numbered in one paragraph and tips", () => {
    const text = `Quick Guacamole
[ ] 2 ripe avocados
[x] 1 lime, juiced
☐ ¼ red onion, finely chopped
☐ handful of coriander

Steps:
1. Mash the avocados with the lime juice. 2. Stir in the onion and coriander. 3. Season and serve at once.

Tips
Press cling film onto the surface to stop it browning.`;
    expect(readRecipeText(text)).toEqual(
      draft({
        name: "Quick Guacamole",
        ingredients: ["2 ripe avocados", "1 lime, juiced", "¼ red onion, finely chopped", "handful of coriander"],
        steps: steps(
          "Mash the avocados with the lime juice.",
          "Stir in the onion and coriander.",
          "Season and serve at once.",
        ),
        tips: ["Press cling film onto the surface to stop it browning."],
      }),
    );
  });

  it("takes a source address out of the text and keeps 'For the best results' as a step", () => {
    const text = `Overnight Focaccia
Source: https://example.org/recipes/overnight-focaccia

Ingredients
500g strong white flour
7g dried yeast
10g salt
400ml lukewarm water
olive oil

Method
Mix everything into a wet dough, cover and chill overnight.
For the best results, let it come to room temperature for 2 hours.
Stretch into an oiled tin, dimple with your fingers and bake at 230C for 25 minutes.`;
    expect(readRecipeText(text)).toEqual(
      draft({
        name: "Overnight Focaccia",
        sourceUrl: "https://example.org/recipes/overnight-focaccia",
        ingredients: ["500g strong white flour", "7g dried yeast", "10g salt", "400ml lukewarm water", "olive oil"],
        steps: steps(
          "Mix everything into a wet dough, cover and chill overnight.",
          "For the best results, let it come to room temperature for 2 hours.",
          "Stretch into an oiled tin, dimple with your fingers and bake at 230C for 25 minutes.",
        ),
      }),
    );
  });

  it("reads a short note with a time in words and no ingredients at all", () => {
    const text = `Mum's cheese toastie
Servings: 1
Cooking time: 5 minutes
Butter two slices of bread on the outside.
Fill with grated cheddar and fry in a dry pan until golden on both sides.`;
    expect(readRecipeText(text)).toEqual(
      draft({
        name: "Mum's cheese toastie",
        servings: 1,
        cookTime: 5,
        steps: steps(
          "Butter two slices of bread on the outside.",
          "Fill with grated cheddar and fry in a dry pan until golden on both sides.",
        ),
      }),
    );
  });

  it("caps what it keeps", () => {
    const longName = `The ${"very ".repeat(40)}long soup`;
    const items = Array.from({ length: 130 }, (_, index) => `- ${index + 1} g of spice number ${index + 1}`);
    const draftRead = readRecipeText(`${longName}\nIngredients\n${items.join("\n")}\nMethod\n${"Stir. ".repeat(500)}`);
    expect(draftRead.name.length).toBeLessThanOrEqual(120);
    expect(draftRead.name.endsWith("…")).toBe(true);
    expect(draftRead.ingredients).toHaveLength(100);
    expect(draftRead.steps[0].instruction.length).toBeLessThanOrEqual(2000);
  });

  it("gives an empty draft for empty text", () => {
    expect(readRecipeText(" \n\n  ")).toEqual(emptyDraft());
  });
});

describe("times, servings and step numbers in words", () => {
  it.each([
    ["45 min", 45],
    ["1 hr 10 mins", 70],
    ["1 hour 30 minutes", 90],
    ["1h30m", 90],
    ["1½ hours", 90],
    ["1.5 hours", 90],
    ["an hour and 20 minutes", 80],
    ["half an hour", 30],
    ["about 20-25 minutes", 20],
    ["2 days", 2880],
    ["90 seconds", 2],
  ])("%s is %d minutes", (text, minutes) => expect(minutesInWords(text)).toBe(minutes));

  it.each(["overnight", "until golden", "", "5 eggs"])("%s is no time", (text) =>
    expect(minutesInWords(text)).toBeNull(),
  );

  it.each([
    ["4", 4],
    ["4 servings", 4],
    ["Serves 6", 6],
    ["serves four", 4],
    ["12 cookies", 12],
    ["Makes about 24", 24],
    ["Servings: 4-6", 4],
    ["8 Stücke", 8],
  ])("%s serves %d", (text, servings) => expect(servingsInWords(text)).toBe(servings));

  it.each(["a crowd", "", "0", "½"])("%s names no servings", (text) => expect(servingsInWords(text)).toBeNull());

  it("strips step numbers and splits numbered runs", () => {
    expect(withoutStepNumber("Step 3: Bake.")).toBe("Bake.");
    expect(withoutStepNumber("2) Stir.")).toBe("Stir.");
    expect(withoutStepNumber("1.5 kg potatoes")).toBe("1.5 kg potatoes");
    expect(splitNumberedRun("1. Mix. 2. Bake at 180 for 20 min. 3. Cool.")).toEqual([
      "1. Mix.",
      "2. Bake at 180 for 20 min.",
      "3. Cool.",
    ]);
    expect(splitNumberedRun("Bake for 20 min. 2. Cool.")).toEqual(["Bake for 20 min. 2. Cool."]);
  });
});
