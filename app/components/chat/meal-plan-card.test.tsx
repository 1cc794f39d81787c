import { describe, expect, it } from "vitest";
import { formatDateRange, formatDay, MealPlanCard, type MealPlanData } from "./meal-plan-card";
import { renderInRouter } from "./test-render";

const plan: MealPlanData = {
  title: "This week",
  startDate: "2026-03-02",
  endDate: "2026-03-04",
  days: [
    {
      date: "2026-03-02",
      meals: [
        { id: "m1", date: "2026-03-02", mealType: "breakfast", recipeName: "Buttermilk Pancakes", prepTime: 25 },
        { id: "m2", date: "2026-03-02", mealType: "dinner", recipeName: "Salmon Teriyaki", prepTime: 90 },
      ],
    },
    { date: "2026-03-03", meals: [] },
    {
      date: "2026-03-04",
      meals: [{ id: "m3", date: "2026-03-04", mealType: "lunch", recipeName: "Egg Fried Rice", prepTime: 20 }],
    },
  ],
};

describe("formatDateRange", () => {
  it("shortens a range within a month, a year, or across years", () => {
    expect(formatDateRange("2026-03-02", "2026-03-08")).toBe("Mar 2 – 8, 2026");
    expect(formatDateRange("2026-03-30", "2026-04-05")).toBe("Mar 30 – Apr 5, 2026");
    expect(formatDateRange("2025-12-29", "2026-01-04")).toBe("Dec 29, 2025 – Jan 4, 2026");
    expect(formatDateRange("2026-03-02", "2026-03-02")).toBe("Mar 2, 2026");
  });
});

describe("formatDay", () => {
  it("names the weekday", () => {
    expect(formatDay("2026-03-02")).toBe("Monday, Mar 2");
  });
});

describe("MealPlanCard", () => {
  it("shows the title, the date range and each day's meals, linking to the meal pages", async () => {
    const html = await renderInRouter(<MealPlanCard plan={plan} />);
    expect(html).toContain("This week");
    expect(html).toContain("Mar 2 – 4, 2026");
    expect(html).toContain("Monday, Mar 2");
    expect(html).toMatch(/href="\/meals\/m1"[^>]*>.*Buttermilk Pancakes/);
    expect(html).toContain("1 h 30 min");
    expect(html).toContain("Nothing planned");
    expect(html).not.toContain("<form");
  });

  it("lists breakfast, lunch and dinner for every day with showEmptySlots", async () => {
    const html = await renderInRouter(
      <MealPlanCard plan={plan} showEmptySlots emptySlotHref={(_date, mealType) => `/recipes?mealType=${mealType}`} />,
    );
    expect(html.match(/Not planned/g)).toHaveLength(6);
    expect(html).toContain('href="/recipes?mealType=lunch"');
    expect(html).not.toContain("Nothing planned");
  });

  it("puts a remove form on each meal when asked", async () => {
    const html = await renderInRouter(<MealPlanCard plan={plan} removeMeal={{ intent: "remove-meal" }} />);
    expect(html.match(/name="intent" value="remove-meal"/g)).toHaveLength(3);
    expect(html).toContain('name="mealId" value="m2"');
    expect(html).toContain('aria-label="Remove Dinner on Monday, Mar 2"');
  });

  it("links its foot to the meal planner in the chat, and not on the planner itself", async () => {
    const inChat = await renderInRouter(<MealPlanCard plan={plan} pageHref="/meal-planner?week=2026-03-02" />);
    expect(inChat).toMatch(/<a [^>]*href="\/meal-planner\?week=2026-03-02"[^>]*>Open the meal plan<\/a>/);
    expect(await renderInRouter(<MealPlanCard plan={plan} />)).not.toContain("Open the meal plan");
  });

  it("marks today", async () => {
    const html = await renderInRouter(<MealPlanCard plan={plan} today="2026-03-03" />);
    expect(html).toContain(">Today<");
  });
});
