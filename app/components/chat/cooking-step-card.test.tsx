import { describe, expect, it } from "vitest";
import { formatAmount } from "~/domain/kitchen/quantities";
import { CookingStepCard, stepButtons, stepNumberOf, stepSpeech, type CookingStepData } from "./cooking-step-card";
import { renderInRouter } from "./test-render";

const targets = {
  navigate: { intent: "navigate" },
  complete: { intent: "finish" },
  startTimer: { intent: "start-timer" },
};

function data(stepNumber: number, totalSteps = 4, extra: Partial<CookingStepData["step"]> = {}): CookingStepData {
  return {
    recipeName: "Garlic and Chili Spaghetti",
    totalSteps,
    step: {
      stepNumber,
      instruction: "Cook the spaghetti in well-salted water.",
      imageUrl: "/images/recipes/garlic-chili-spaghetti.svg",
      timerDuration: 9,
      ingredients: [
        { quantity: 400, unit: "g", name: "spaghetti" },
        { quantity: 0.5, unit: "cup", name: "olive oil" },
        { quantity: null, unit: null, name: "salt" },
      ],
      tips: ["Save a cup of the pasta water."],
      ...extra,
    },
  };
}

describe("stepButtons", () => {
  it("hides Previous on step 1", () => {
    expect(stepButtons(1, 4)).toEqual({ showPrevious: false, forwardLabel: "Next Step" });
  });

  it("reads Complete Recipe on the last step", () => {
    expect(stepButtons(4, 4)).toEqual({ showPrevious: true, forwardLabel: "Complete Recipe" });
    expect(stepButtons(1, 1)).toEqual({ showPrevious: false, forwardLabel: "Complete Recipe" });
  });

  it("offers both in the middle", () => {
    expect(stepButtons(2, 4)).toEqual({ showPrevious: true, forwardLabel: "Next Step" });
  });
});

describe("stepNumberOf", () => {
  it("reads stepNumber or number", () => {
    expect(stepNumberOf({ stepNumber: 3, instruction: "" })).toBe(3);
    expect(stepNumberOf({ number: 2, instruction: "" })).toBe(2);
  });
});

describe("formatAmount", () => {
  it("formats known units and counts, keeps unknown units as written, and leaves unmeasured amounts blank", () => {
    expect(formatAmount(400, "g")).toBe("400 g");
    expect(formatAmount(0.5, "cup")).toBe("½ cup");
    expect(formatAmount(3, "cloves")).toBe("3 cloves");
    expect(formatAmount(2, null)).toBe("2");
    expect(formatAmount(1, "knob")).toBe("1 knob");
    expect(formatAmount(null, null)).toBe("");
  });
});

describe("CookingStepCard", () => {
  it("shows step N of M, the instruction, the step's ingredients with amounts, tips and the picture", async () => {
    const html = await renderInRouter(<CookingStepCard data={data(2)} {...targets} />);
    expect(html).toContain("Step 2 of 4");
    expect(html).toContain("Garlic and Chili Spaghetti");
    expect(html).toContain("Cook the spaghetti in well-salted water.");
    expect(html).toContain(">400 g<");
    expect(html).toContain('<span title="Recipe says ½ cup">120 ml</span>');
    expect(html).toContain(">spaghetti<");
    expect(html).toContain("Save a cup of the pasta water.");
    expect(html).toContain('src="/images/recipes/garlic-chili-spaghetti.svg"');
  });

  it("shows a US member the amounts in US units, and what the recipe says on hover", async () => {
    const step = data(2, 4, { instruction: "Heat the oven to 200°C (400°F) and add 250 ml stock." });
    const us = await renderInRouter(<CookingStepCard data={step} {...targets} />, undefined, "us");
    expect(us).toContain('<span title="Recipe says 400 g">14 oz</span>');
    expect(us).toContain(">½ cup<");
    expect(us).toContain('Heat the oven to <span title="Recipe says 200°C (400°F)">400°F</span> and add ');
    expect(us).toContain('<span title="Recipe says 250 ml">1 cup</span> stock.');
    const metric = await renderInRouter(<CookingStepCard data={step} {...targets} />, undefined, "metric");
    expect(metric).toContain(">400 g<");
    expect(metric).toContain(
      'Heat the oven to <span title="Recipe says 200°C (400°F)">200°C</span> and add 250 ml stock.',
    );
  });

  it("links its foot to the cooking session's page when given one", async () => {
    const html = await renderInRouter(<CookingStepCard data={data(2)} {...targets} pageHref="/cooking/session/s1" />);
    expect(html).toMatch(/<a [^>]*href="\/cooking\/session\/s1"[^>]*>Open the cooking page<\/a>/);
    expect(await renderInRouter(<CookingStepCard data={data(2)} {...targets} />)).not.toContain(
      "Open the cooking page",
    );
  });

  it("hides Previous on step 1 and offers Next Step", async () => {
    const html = await renderInRouter(<CookingStepCard data={data(1)} {...targets} />);
    expect(html).not.toContain("Previous");
    expect(html).toContain(">Next Step<");
    expect(html).not.toContain("Complete Recipe");
    expect(html).toMatch(/name="direction" value="next"/);
  });

  it("offers Previous and Complete Recipe on the last step", async () => {
    const html = await renderInRouter(<CookingStepCard data={data(4)} {...targets} />);
    expect(html).toContain(">Previous<");
    expect(html).toMatch(/name="direction" value="previous"/);
    expect(html).toContain(">Complete Recipe<");
    expect(html).not.toContain("Next Step");
    expect(html).toMatch(/name="intent" value="finish"/);
  });

  it("offers the step's timer in minutes", async () => {
    const html = await renderInRouter(<CookingStepCard data={data(2)} {...targets} />);
    expect(html).toContain("Start timer (9 min)");
    expect(html).toMatch(/name="intent" value="start-timer"/);
  });

  it("offers no timer when the step has none", async () => {
    const html = await renderInRouter(
      <CookingStepCard data={data(2, 4, { timerDuration: null, tips: [], ingredients: [] })} {...targets} />,
    );
    expect(html).not.toContain("Start timer");
    expect(html).not.toContain("Tip");
    expect(html).not.toContain("Ingredients for this step");
  });

  it("is read-only without form targets", async () => {
    const html = await renderInRouter(<CookingStepCard data={data(2)} />);
    expect(html).not.toContain("<form");
  });
});

describe("Read step aloud", () => {
  it("says the recipe, where the cook is, the instruction, the amounts, the timer and the tips", () => {
    expect(stepSpeech(data(2), "metric")).toBe(
      "Garlic and Chili Spaghetti, step 2 of 4. Cook the spaghetti in well-salted water. " +
        "You'll need 400 g spaghetti, 120 ml olive oil and salt. " +
        "There is a 9 minute timer for this step. Tip: Save a cup of the pasta water.",
    );
  });

  it("says amounts and temperatures in the member's units", () => {
    const step = data(2, 4, { instruction: "Bake at 180°C", tips: [] });
    expect(stepSpeech(step, "us")).toBe(
      "Garlic and Chili Spaghetti, step 2 of 4. Bake at 350°F. " +
        "You'll need 14 oz spaghetti, ½ cup olive oil and salt. There is a 9 minute timer for this step.",
    );
  });

  it("leaves out what the step does not have", () => {
    expect(stepSpeech(data(1, 1, { instruction: "Serve", timerDuration: null, tips: [], ingredients: [] }), "us")).toBe(
      "Garlic and Chili Spaghetti, step 1 of 1. Serve.",
    );
  });

  it("the card shows the page's read-aloud control beside the instruction", async () => {
    const html = await renderInRouter(
      <CookingStepCard data={data(2)} readAloud={<button type="button">Read step aloud</button>} />,
    );
    expect(html).toMatch(/well-salted water\.<\/p><div class="mt-3"><button type="button">Read step aloud<\/button>/);
  });
});
