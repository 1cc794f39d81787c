import { describe, expect, it } from "vitest";
import type { MessageAction, StoredComponent } from "~/schemas/chat";
import { chipsBeside } from "./action-chips";

const chip = (label: string, voiceCommand: string): MessageAction => ({ label, voiceCommand });

const timer: StoredComponent = {
  type: "timer",
  data: {
    id: "t1",
    name: "Pasta",
    step: null,
    remainingSeconds: 500,
    durationSeconds: 600,
    isActive: true,
    status: "running",
    endsAt: null,
  },
};

const step: StoredComponent = {
  type: "cooking-step",
  data: {
    sessionId: "s1",
    step: { stepNumber: 4, instruction: "Serve.", imageUrl: null, timerDuration: null, ingredients: [], tips: [] },
    totalSteps: 4,
    recipeName: "Shakshuka",
    finished: false,
  },
};

describe("chipsBeside", () => {
  it("leaves out the timer controls beside a timer card, which has its own", () => {
    const chips = [
      chip("Pause", "Pause the timer"),
      chip("Cancel", "Cancel the timer"),
      chip("What's for dinner?", "What's for dinner?"),
    ];
    expect(chipsBeside(chips, timer).map((entry) => entry.label)).toEqual(["What's for dinner?"]);
    // A chip left over from another state of the timer goes too.
    expect(chipsBeside([chip("Resume", "Resume the timer"), chip("Dismiss", "Dismiss")], timer)).toEqual([]);
    expect(chipsBeside([chip("Stop", "Stop the pasta timer")], timer)).toEqual([]);
  });

  it("leaves out the step controls beside a cooking step card, whichever step they were made for", () => {
    const stepOne = [chip("Start 8-min timer", "Start the timer"), chip("Next Step", "Next step")];
    expect(chipsBeside(stepOne, step)).toEqual([]);
    expect(chipsBeside([chip("Previous step", "Previous step"), chip("Complete Recipe", "I'm done")], step)).toEqual(
      [],
    );
    const other = chip("Show the recipe", "Show me the recipe for Shakshuka");
    expect(chipsBeside([...stepOne, other], step)).toEqual([other]);
  });

  it("leaves out Start cooking and Add ingredients to list beside a recipe card, which has them as its own buttons", () => {
    const recipe: StoredComponent = { type: "recipe", data: {} };
    const cooking = [
      chip("Start cooking", "Start cooking Shakshuka"),
      chip("Add ingredients to list", "Add the ingredients for Shakshuka to my shopping list"),
    ];
    const another = chip("Show the second one", "Show me the recipe for Dal");
    expect(chipsBeside([...cooking, another], recipe)).toEqual([another]);
    // "Cancel" beside a recipe card is not a timer's button.
    expect(chipsBeside([chip("Cancel", "Cancel")], recipe)).toHaveLength(1);
  });

  it("keeps every chip beside other components, or none", () => {
    const chips = [chip("Yes", "yes"), chip("No", "no")];
    expect(chipsBeside(chips, undefined)).toEqual(chips);
    const plan: StoredComponent = { type: "meal-plan", data: {} };
    const cooking = [chip("Start cooking", "Start cooking Shakshuka")];
    expect(chipsBeside(cooking, plan)).toEqual(cooking);
  });

  it("keeps the question's Yes and No beside a timer card", () => {
    expect(chipsBeside([chip("Yes", "yes"), chip("No", "no")], timer)).toHaveLength(2);
  });

  it("answers no chips when there are none", () => {
    expect(chipsBeside(undefined, timer)).toEqual([]);
  });
});
