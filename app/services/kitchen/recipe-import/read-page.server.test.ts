import { describe, expect, it } from "vitest";
import { minutesInDuration, readRecipePage } from "./read-page.server";

const PAGE_URL = "https://www.example-kitchen.org/recipes/soup/";

/** A page whose JSON-LD is the given recipe fields (a name is added when missing). */
function pageWith(recipe: Record<string, unknown>, head = ""): string {
  const data = { "@context": "https://schema.org", "@type": "Recipe", name: "Soup", ...recipe };
  // Escaped as sites escape it, so a "</script>" in the text does not end the script.
  const json = JSON.stringify(data).replace(/<\//g, "<\\/");
  return `<html><head>${head}<script type="application/ld+json">${json}</script></head><body></body></html>`;
}

function read(recipe: Record<string, unknown>, head = "") {
  const draft = readRecipePage(pageWith(recipe, head), PAGE_URL);
  if (!draft) throw new Error("expected a recipe");
  return draft;
}

describe("ISO-8601 durations", () => {
  it.each([
    ["PT1H30M", 90],
    ["PT45M", 45],
    ["P0DT0H20M", 20],
    ["PT0.5H", 30],
    ["PT90M", 90],
    ["PT1H30M0S", 90],
    ["pt20m", 20],
    ["PT0M", 0],
    ["P1D", 1440],
    ["PT1H0,5M", 61],
    ["30 minutes", 30],
    ["1 hr 10 mins", 70],
  ])("%s is %d minutes", (duration, minutes) => expect(minutesInDuration(duration)).toBe(minutes));

  it.each(["PT", "P", "P1M", "P1Y", "", "soon", "PT-5M"])("%s is no duration", (duration) =>
    expect(minutesInDuration(duration)).toBeNull(),
  );

  it("uses the total as the preparation time only when neither part is given", () => {
    expect(read({ totalTime: "PT50M" })).toMatchObject({ prepTime: 50, cookTime: null });
    expect(read({ totalTime: "PT50M", cookTime: "PT30M" })).toMatchObject({ prepTime: null, cookTime: 30 });
  });
});

describe("servings", () => {
  it.each([
    ["4", 4],
    [4, 4],
    [4.4, 4],
    ["4 servings", 4],
    ["Serves 6", 6],
    [["6", "6 servings"], 6],
    [["", "8 portions"], 8],
    ["12 cookies", 12],
    ["a big pot", null],
    [null, null],
  ])("%j serves %j", (recipeYield, servings) => expect(read({ recipeYield }).servings).toBe(servings));
});

describe("where the recipe came from", () => {
  it("keeps the recipe's own address when it is on the page's site", () => {
    expect(read({ url: "https://example-kitchen.org/recipes/soup/#recipe" }).sourceUrl).toBe(
      "https://example-kitchen.org/recipes/soup/#recipe",
    );
    expect(read({ url: "/recipes/soup-v2/" }).sourceUrl).toBe("https://www.example-kitchen.org/recipes/soup-v2/");
  });

  it("uses the page's address when the recipe claims another site or is no web address", () => {
    for (const url of ["https://elsewhere.example/soup", "javascript:alert(1)", "ftp://example-kitchen.org/soup", 42]) {
      expect(read({ url }).sourceUrl).toBe(PAGE_URL);
    }
  });

  it("credits authors and the publisher or site name", () => {
    const site = '<meta property="og:site_name" content="Example Kitchen">';
    expect(read({ author: "By Jane Doe" }, site).credit).toBe("Jane Doe, Example Kitchen");
    expect(read({ author: { "@type": "Person", name: "Jane Doe" } }).credit).toBe("Jane Doe");
    expect(read({}, site).credit).toBe("Example Kitchen");
    expect(read({}).credit).toBeNull();
    expect(
      read({ author: [{ name: "Ann" }, "Bea", { "@type": "Person", name: "Cy" }], publisher: { name: "Pub" } }, site)
        .credit,
    ).toBe("Ann and Bea and Cy, Pub");
    expect(read({ author: { "@type": "Organization", name: "Example Kitchen" } }, site).credit).toBe("Example Kitchen");
  });
});

describe("pictures", () => {
  it.each([
    ["https://cdn.example/soup.jpg", "https://cdn.example/soup.jpg"],
    ["//cdn.example/soup.jpg", "https://cdn.example/soup.jpg"],
    ["../img/soup.jpg", "https://www.example-kitchen.org/recipes/img/soup.jpg"],
    [["javascript:alert(1)", "/a.jpg"], "https://www.example-kitchen.org/a.jpg"],
    [{ "@type": "ImageObject", url: ["https://cdn.example/1.jpg"] }, "https://cdn.example/1.jpg"],
    [{ "@type": "ImageObject", contentUrl: "https://cdn.example/2.jpg" }, "https://cdn.example/2.jpg"],
    ["data:image/png;base64,AAAA", null],
    [{ "@type": "ImageObject", url: "file:///etc/passwd" }, null],
    [42, null],
  ])("%j is %j", (image, imageUrl) => expect(read({ image }).imageUrl).toBe(imageUrl));
});

describe("text", () => {
  it("drops scripts and tags, decodes entities and collapses whitespace", () => {
    const draft = read({
      name: "  Fish &amp;\n Chips  ",
      description: "<script>alert('x')</script><p>Crisp&nbsp;batter,</p><p>fluffy chips.</p>",
      recipeIngredient: ["<b>1</b> kg\tpotatoes", "", "   "],
      recipeInstructions: "<p>Cut the potatoes.</p><p>Fry twice.<br>Serve with <a href='/peas'>mushy peas</a>.</p>",
    });
    expect(draft).toMatchObject({
      name: "Fish & Chips",
      description: "Crisp batter, fluffy chips.",
      ingredients: ["1 kg potatoes"],
      steps: [
        { instruction: "Cut the potatoes.", timerMinutes: null },
        { instruction: "Fry twice.", timerMinutes: null },
        { instruction: "Serve with mushy peas.", timerMinutes: null },
      ],
    });
  });

  it("caps long text and long lists", () => {
    const draft = read({
      name: "Soup ".repeat(60),
      description: "Lovely. ".repeat(300),
      recipeIngredient: Array.from({ length: 150 }, (_, index) => `${index} ${"carrot ".repeat(60)}`),
      recipeInstructions: Array.from({ length: 150 }, () => "Stir the pot. ".repeat(200)),
    });
    expect(draft.name.length).toBeLessThanOrEqual(120);
    expect(draft.description.length).toBeLessThanOrEqual(1000);
    expect(draft.ingredients).toHaveLength(100);
    expect(Math.max(...draft.ingredients.map((line) => line.length))).toBeLessThanOrEqual(300);
    expect(draft.steps).toHaveLength(100);
    expect(Math.max(...draft.steps.map((step) => step.instruction.length))).toBeLessThanOrEqual(2000);
  });

  it("keeps twelve tags, each once, and leaves out sentences stuffed into keywords", () => {
    const draft = read({
      recipeCategory: ["Soup", "Starter"],
      keywords: ["soup", "the best easy weeknight soup recipe for busy families ever", "winter, Winter, cosy"],
    });
    expect(draft.tags).toEqual(["Soup", "Starter", "winter", "cosy"]);
    const many = read({ keywords: Array.from({ length: 20 }, (_, index) => `tag ${index}`).join(",") });
    expect(many.tags).toHaveLength(12);
  });
});

describe("instructions", () => {
  it("leaves section names that only say 'Instructions' out of the steps", () => {
    const draft = read({
      recipeInstructions: [
        { "@type": "HowToSection", name: "Instructions", itemListElement: [{ "@type": "HowToStep", text: "Chop." }] },
        { "@type": "HowToSection", name: "To serve", itemListElement: ["Ladle into bowls."] },
      ],
    });
    expect(draft.steps.map((step) => step.instruction)).toEqual(["Chop.", "To serve: Ladle into bowls."]);
  });

  it("strips step numbers and splits a string of numbered steps", () => {
    expect(read({ recipeInstructions: ["1. Chop.", "Step 2 - Fry."] }).steps.map((step) => step.instruction)).toEqual([
      "Chop.",
      "Fry.",
    ]);
    expect(
      read({ recipeInstructions: "1) Chop the onion. 2) Fry it for 5 minutes. 3) Add 2 cups stock." }).steps.map(
        (step) => step.instruction,
      ),
    ).toEqual(["Chop the onion.", "Fry it for 5 minutes.", "Add 2 cups stock."]);
  });

  it("takes a timer only from a step's own stated time", () => {
    const draft = read({
      recipeInstructions: [
        { "@type": "HowToStep", text: "Simmer for 20 minutes." },
        { "@type": "HowToStep", text: "Rest.", performTime: "PT0M" },
        { "@type": "HowToStep", text: "Bake.", performTime: "PT25M", totalTime: "PT30M" },
      ],
    });
    expect(draft.steps.map((step) => step.timerMinutes)).toEqual([null, null, 25]);
  });
});

describe("pages without a recipe", () => {
  it.each([
    ["an empty page", ""],
    ["a page without structured data", "<html><body><h1>Soup</h1><p>2 carrots</p></body></html>"],
    ["only broken JSON", '<script type="application/ld+json">{"@type": "Recipe", "name": </script>'],
    ["a recipe that says nothing", '<script type="application/ld+json">{"@type": "Recipe", "image": "a.jpg"}</script>'],
    [
      "a how-to that is not a recipe",
      '<script type="application/ld+json">{"@type": "HowTo", "name": "Fix a tap"}</script>',
    ],
    [
      "a microdata item of another type",
      '<div itemscope itemtype="https://schema.org/Product"><b itemprop="name">Pan</b></div>',
    ],
    ["deeply nested arrays", `<script type="application/ld+json">${"[".repeat(5000)}${"]".repeat(5000)}</script>`],
  ])("reads %s as no recipe", (_, html) => expect(readRecipePage(html, PAGE_URL)).toBeNull());

  it("reads JSON-LD wrapped in an HTML comment", () => {
    const html = '<script type="application/ld+json"><!--{"@type":"recipe","name":"Stew"}--></script>';
    expect(readRecipePage(html, PAGE_URL)?.name).toBe("Stew");
  });
});
