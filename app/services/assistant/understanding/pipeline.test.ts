import { beforeAll, describe, expect, it } from "vitest";
import { classifyMessage, understandMessage } from ".";
import { assistantModel, modelToJson, trainModel, trainingExamples } from "./model";
import { normalise } from "./normalise";
import { readPhrasing } from "./phrasings";
import { segment } from "./segment";
import { EMPTY_STATE } from "./state";

/** Each stage of the understanding on its own, and the training's determinism. */

const NOW = new Date("2026-11-23T12:00:00Z");

// The model is trained by the build; a checkout without one trains it here, once.
beforeAll(() => void assistantModel(), 180_000);

describe("normalise", () => {
  it.each([
    ["pls add 2 tins of tomatos tmrw", "please add 2 tins of tomatoes tomorrow"],
    ["add three hundred grams of flour", "add 300 grams of flour"],
    ["add 250g butter", "add 250 g butter"],
    ["add add the the milk", "add the milk"],
    ["um add milk lol", "add milk"],
  ])("reads %j as %j", (raw, read) => {
    expect(normalise(raw).text).toBe(read);
  });

  it("keeps every copy of a number", () => {
    expect(normalise("2 2 litre bottles").tokens.slice(0, 2)).toEqual(["2", "2"]);
  });
});

describe("segment", () => {
  const classify = (tokens: string[]) => assistantModel().classifier.classify(tokens);
  const parts = (text: string) => segment(normalise(text).tokens, classify).map((part) => part.tokens.join(" "));

  it("keeps a list of items in one request", () => {
    expect(parts("add oats and honey to the list")).toEqual(["add oats and honey to the list"]);
  });

  it("cuts where a different request begins", () => {
    expect(parts("add oats and honey to the list and tick off the tea")).toEqual([
      "add oats and honey to the list",
      "tick off the tea",
    ]);
  });

  it("cuts at a full stop", () => {
    expect(parts("we need milk. what's for dinner tonight?")).toHaveLength(2);
  });
});

describe("the intent classifier", () => {
  it.each([
    ["put 3 jars of honey on the shopping list", "shopping.add"],
    ["do we have any eggs", "pantry.has"],
    ["set a timer for 10 minutes", "timer.start"],
  ])("reads %j as %s, and is sure of it", (text, intent) => {
    const [top] = classifyMessage(text);
    expect(top.intent).toBe(intent);
    expect(top.confidence).toBeGreaterThan(0.6);
  });

  it("gives probabilities that add up to one", () => {
    const total = classifyMessage("what can I cook tonight").reduce((sum, entry) => sum + entry.confidence, 0);
    expect(total).toBeCloseTo(1, 5);
  });
});

describe("the entity tagger and interpretation", () => {
  it("reads an item Basil has never heard of from where it stands", () => {
    const [request] = understandMessage("add 2 jars of gochujang to the list", NOW, EMPTY_STATE).requests;
    expect(request.request).toMatchObject({
      kind: "shopping.add",
      items: [{ name: "gochujang", quantity: 2, unit: "jar" }],
    });
  });

  it("fills 'them' from the items last spoken of", () => {
    const [request] = understandMessage("put them in the fridge", NOW, {
      ...EMPTY_STATE,
      lastItems: { target: "list", names: ["milk"] },
    }).requests;
    expect(JSON.stringify(request.request)).toContain("milk");
  });
});

describe("training", () => {
  it("gives the same model from the same phrasings", () => {
    // A small slice of the data: every tenth example, so the test trains in a second.
    const examples = trainingExamples().filter((_, index) => index % 10 === 0);
    const first = JSON.stringify(modelToJson(trainModel(examples, "test")));
    const second = JSON.stringify(modelToJson(trainModel(examples, "test")));
    expect(first).toBe(second);
  }, 60_000);

  it.each([
    ["add [milk(item) to the list", /unbalanced brackets in "add \[milk/],
    ["add [milk](food) to the list", /unknown label "food"/],
  ])("refuses the malformed phrasing %j", (line, error) => {
    expect(() => readPhrasing(line, "shopping.add", "test")).toThrow(error);
  });
});
