import { describe, expect, it } from "vitest";
import { cuisineLabel, formatPrepTime, RecipeCard, visibleTags, type RecipeCardData } from "./recipe-card";
import { renderInRouter } from "./test-render";

const recipe: RecipeCardData = {
  id: "tomato-basil-frittata",
  name: "Tomato and Basil Frittata",
  description: "A thick, oven-finished egg cake.",
  imageUrl: "/images/recipes/tomato-basil-frittata.svg",
  prepTime: 25,
  servings: 4,
  difficulty: "easy",
  tags: ["eggs", "one-pan", "vegetarian", "brunch", "quick"],
};

describe("visibleTags (3 tags, then '+N more')", () => {
  it("keeps the first three and counts the rest", () => {
    expect(visibleTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
  });

  it("has nothing more with three tags or fewer", () => {
    expect(visibleTags(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], more: 0 });
    expect(visibleTags([])).toEqual({ shown: [], more: 0 });
  });
});

describe("formatPrepTime", () => {
  it.each([
    [5, "5 min"],
    [59, "59 min"],
    [60, "1 h"],
    [90, "1 h 30 min"],
    [120, "2 h"],
  ])("%i minutes reads %s", (minutes, text) => {
    expect(formatPrepTime(minutes)).toBe(text);
  });
});

describe("cuisineLabel", () => {
  it("title-cases each word", () => {
    expect(cuisineLabel("middle-eastern")).toBe("Middle Eastern");
    expect(cuisineLabel("thai")).toBe("Thai");
  });
});

describe("RecipeCard", () => {
  it("shows name, description, image, prep time, servings, difficulty and the first 3 tags then '+N more'", async () => {
    const html = await renderInRouter(<RecipeCard recipe={recipe} />);
    expect(html).toMatch(/<a[^>]*href="\/recipes\/tomato-basil-frittata"[^>]*>Tomato and Basil Frittata<\/a>/);
    expect(html).toContain("A thick, oven-finished egg cake.");
    expect(html).toContain('src="/images/recipes/tomato-basil-frittata.svg"');
    expect(html).toContain("25 min");
    expect(html).toContain("4 servings");
    expect(html).toContain(">Easy<");
    for (const tag of ["eggs", "one-pan", "vegetarian"]) expect(html).toContain(`>${tag}<`);
    expect(html).not.toContain(">brunch<");
    expect(html).toContain("+2 more");
  });

  it("shows no '+N more' with three tags", async () => {
    const html = await renderInRouter(<RecipeCard recipe={{ ...recipe, tags: ["eggs", "brunch", "quick"] }} />);
    expect(html).not.toContain("more");
  });

  it("says serving for one", async () => {
    const html = await renderInRouter(<RecipeCard recipe={{ ...recipe, servings: 1 }} />);
    expect(html).toContain("1 serving<");
  });

  it("links where it is told to", async () => {
    const html = await renderInRouter(<RecipeCard recipe={recipe} href="/meals/m1" />);
    expect(html).toContain('href="/meals/m1"');
  });

  it("renders text from the payload as text", async () => {
    const html = await renderInRouter(<RecipeCard recipe={{ ...recipe, name: "<script>x</script>" }} />);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });
});
