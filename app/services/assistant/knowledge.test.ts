import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createKnowHowSearch } from "./know-how-search";
import { findTopic, knowledge, loadKnowledge, topicsAbout } from "./knowledge";

function sentenceCount(text: string): number {
  // eslint-disable-next-line regexp/no-super-linear-move -- counts the sentences of Basil's own know-how files
  return (text.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? []).length;
}

function byId(id: string) {
  const topic = knowledge.find((t) => t.id === id);
  if (!topic) throw new Error(`missing topic ${id}`);
  return topic;
}

describe("knowledge base content", () => {
  it("has at least 45 topics with unique ids", () => {
    expect(knowledge.length).toBeGreaterThanOrEqual(45);
    const ids = knowledge.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every topic a title and a spoken-friendly answer of 2–5 sentences", () => {
    for (const topic of knowledge) {
      expect(topic.title.trim(), topic.id).not.toBe("");
      expect(topic.answer.trim(), topic.id).not.toBe("");
      const sentences = sentenceCount(topic.answer);
      expect(sentences, `${topic.id} has ${sentences} sentences`).toBeGreaterThanOrEqual(2);
      expect(sentences, `${topic.id} has ${sentences} sentences`).toBeLessThanOrEqual(5);
      // Read aloud by voice: no markdown tables, bullets, headings, or emphasis.
      expect(topic.answer, topic.id).not.toMatch(/[|#*_`\n]|^\s*-\s/);
    }
  });

  it("uses single lowercase keywords and multi-word phrases", () => {
    for (const topic of knowledge) {
      expect(topic.keywords.length, topic.id).toBeGreaterThan(0);
      expect(topic.phrases.length, topic.id).toBeGreaterThan(0);
      for (const keyword of topic.keywords) expect(keyword, topic.id).toMatch(/^[a-z0-9]+$/);
      for (const phrase of topic.phrases) expect(phrase, topic.id).toMatch(/^[a-z0-9]+(?: [a-z0-9]+)+$/);
    }
  });

  it("only links related topics that exist", () => {
    const ids = new Set(knowledge.map((t) => t.id));
    for (const topic of knowledge) {
      for (const related of topic.related ?? []) {
        expect(ids.has(related), `${topic.id} -> ${related}`).toBe(true);
        expect(related, topic.id).not.toBe(topic.id);
      }
    }
  });

  it("covers every required subject", () => {
    const required = [
      "cast-iron-seasoning",
      "cast-iron-cleaning",
      "knife-sharpening",
      "knife-care",
      "cutting-board-hygiene",
      "safe-internal-temperatures",
      "danger-zone",
      "thawing-safely",
      "leftovers-storage",
      "freezing-basics",
      "raw-meat-storage",
      "washing-produce",
      "egg-freshness",
      "sub-buttermilk",
      "sub-egg",
      "baking-soda-vs-powder",
      "baking-powder-substitute",
      "sub-self-raising-flour",
      "sub-wine",
      "sub-heavy-cream",
      "sub-butter-oil",
      "fresh-vs-dried-herbs",
      "sub-brown-sugar",
      "sub-sour-cream-yogurt",
      "thickening-cornstarch-flour",
      "cooking-rice",
      "cooking-pasta",
      "boiling-eggs",
      "resting-meat",
      "searing",
      "deglazing",
      "blanching",
      "roasting-vegetables",
      "caramelizing-onions",
      "making-roux",
      "emulsions",
      "seasoning-salting",
      "measuring-flour",
      "oven-temperature-conversions",
      "measurement-conversions",
      "high-altitude-baking",
      "bread-proofing",
      "storing-herbs",
      "storing-produce-ripening",
      "preventing-browning",
      "fix-too-salty",
      "fix-too-spicy",
      "deep-frying",
      "grease-fire",
      "nonstick-care",
      "stainless-sticking",
      "meal-prep",
      "pantry-staples",
      "reducing-food-waste",
      "spices",
      "stock-vs-broth",
      "cooking-beans",
      "cooking-quinoa",
      "grilling-basics",
      "sous-vide",
      "chicken-doneness",
    ];
    for (const id of required) expect(() => byId(id)).not.toThrow();
  });
});

describe("accuracy of key facts", () => {
  it("gives poultry 165°F / 74°C and the other safe temperatures in both units", () => {
    const answer = byId("safe-internal-temperatures").answer;
    for (const fact of ["165°F", "74°C", "160°F", "71°C", "145°F", "63°C", "3-minute rest"]) {
      expect(answer).toContain(fact);
    }
    expect(byId("chicken-doneness").answer).toContain("165°F (74°C)");
  });

  it("states the danger zone range and the 2-hour rule", () => {
    const answer = byId("danger-zone").answer;
    expect(answer).toContain("40");
    expect(answer).toContain("140");
    expect(answer).toContain("4 to 60°C");
    expect(answer).toContain("2 hours");
  });

  it("gives the fresh-to-dried herb ratio", () => {
    expect(byId("fresh-vs-dried-herbs").answer).toMatch(/3:1|three times/);
  });

  it("states other key numbers", () => {
    expect(byId("leftovers-storage").answer).toContain("3 to 4 days");
    expect(byId("emulsions").answer).toContain("3 parts oil to 1 part");
    expect(byId("caramelizing-onions").answer).toContain("30 to 45 minutes");
    expect(byId("oven-temperature-conversions").answer).toContain("350°F is 180°C or gas mark 4");
    expect(byId("thawing-safely").answer).toMatch(/never thaw meat on the counter/i);
    expect(byId("grease-fire").answer).toMatch(/never put water/i);
  });
});

describe("findTopic", () => {
  const questions: Array<[string, string]> = [
    // cast iron
    ["how do I season my cast iron skillet", "cast-iron-seasoning"],
    ["what oil should I use to season cast iron", "cast-iron-seasoning"],
    ["my skillet seasoning is sticky", "cast-iron-seasoning"],
    ["can I use soap on cast iron", "cast-iron-cleaning"],
    ["how do I clean a cast iron pan", "cast-iron-cleaning"],
    ["my cast iron is rusty", "cast-iron-cleaning"],
    // knives and boards
    ["what's the difference between honing and sharpening", "knife-sharpening"],
    ["how often should I sharpen my knives", "knife-sharpening"],
    ["my knife is dull", "knife-sharpening"],
    ["can knives go in the dishwasher", "knife-care"],
    ["what's the best way to store knives", "knife-care"],
    ["how do I clean a wooden cutting board", "cutting-board-hygiene"],
    ["should I use a separate cutting board for raw chicken", "cutting-board-hygiene"],
    // safety
    ["what temp should chicken be cooked to", "safe-internal-temperatures"],
    ["what is the safe internal temperature for pork", "safe-internal-temperatures"],
    ["what temperature should ground beef be", "safe-internal-temperatures"],
    ["what temperature should I reheat leftovers to", "safe-internal-temperatures"],
    ["how do I know when chicken is done", "chicken-doneness"],
    ["is it ok if chicken is a little pink", "chicken-doneness"],
    ["how can I tell if my chicken thighs are done", "chicken-doneness"],
    ["what temperature is medium rare steak", "steak-doneness"],
    ["how do I know when my steak is done", "steak-doneness"],
    ["what is the danger zone", "danger-zone"],
    ["how long can food sit out at room temperature", "danger-zone"],
    ["I left the chicken out overnight, is it safe", "danger-zone"],
    ["how do I thaw chicken safely", "thawing-safely"],
    ["can I defrost meat on the counter", "thawing-safely"],
    ["fastest way to defrost a steak", "thawing-safely"],
    ["how long do leftovers last", "leftovers-storage"],
    ["how long is leftover soup good for in the fridge", "leftovers-storage"],
    ["how many days do leftovers keep", "leftovers-storage"],
    ["what causes freezer burn", "freezing-basics"],
    ["can you freeze bread", "freezing-basics"],
    ["what foods freeze well", "freezing-basics"],
    ["where should I store raw meat in the fridge", "raw-meat-storage"],
    ["should I wash raw chicken before cooking", "raw-meat-storage"],
    ["how do I avoid cross contamination", "raw-meat-storage"],
    ["do I need to wash fruit and vegetables", "washing-produce"],
    ["how should I wash lettuce", "washing-produce"],
    ["how do I tell if eggs are still fresh", "egg-freshness"],
    ["what does it mean if an egg floats", "egg-freshness"],
    ["should eggs be stored in the fridge door", "egg-freshness"],
    ["do eggs need to be refrigerated", "egg-freshness"],
    // substitutions
    ["what can I use instead of buttermilk", "sub-buttermilk"],
    ["how do I make buttermilk at home", "sub-buttermilk"],
    ["what's a good egg substitute for baking", "sub-egg"],
    ["how do I make a flax egg", "sub-egg"],
    ["what's the difference between baking soda and baking powder", "baking-soda-vs-powder"],
    ["why do some recipes use both baking soda and baking powder", "baking-soda-vs-powder"],
    ["can I use baking soda instead of baking powder", "baking-powder-substitute"],
    ["I'm out of baking powder, what can I use", "baking-powder-substitute"],
    ["how do I make self raising flour", "sub-self-raising-flour"],
    ["can I use plain flour instead of self-rising flour", "sub-self-raising-flour"],
    ["what can I use instead of red wine in a stew", "sub-wine"],
    ["does alcohol burn off when you cook with wine", "sub-wine"],
    ["substitute for heavy cream", "sub-heavy-cream"],
    ["can I use milk instead of heavy cream", "sub-heavy-cream"],
    ["can I use oil instead of butter in a cake", "sub-butter-oil"],
    ["how much butter do I use to replace vegetable oil", "sub-butter-oil"],
    ["how much dried basil equals fresh", "fresh-vs-dried-herbs"],
    ["can I use dried herbs instead of fresh", "fresh-vs-dried-herbs"],
    ["how do I make brown sugar", "sub-brown-sugar"],
    ["my brown sugar went hard", "sub-brown-sugar"],
    ["can I use greek yogurt instead of sour cream", "sub-sour-cream-yogurt"],
    ["should I thicken with cornstarch or flour", "thickening-cornstarch-flour"],
    ["how do I thicken a sauce that's too thin", "thickening-cornstarch-flour"],
    // techniques
    ["what's the water to rice ratio", "cooking-rice"],
    ["should I rinse rice before cooking", "cooking-rice"],
    ["why is my rice always mushy", "cooking-rice"],
    ["how much salt goes in pasta water", "cooking-pasta"],
    ["what does al dente mean", "cooking-pasta"],
    ["why should I save pasta water", "cooking-pasta"],
    ["how long do I boil eggs for jammy yolks", "boiling-eggs"],
    ["how long to hard boil an egg", "boiling-eggs"],
    ["why are my boiled eggs hard to peel", "boiling-eggs"],
    ["how long should I let steak rest", "resting-meat"],
    ["why do you rest meat after cooking", "resting-meat"],
    ["how do I get a good sear on a steak", "searing"],
    ["why is my meat steaming instead of browning", "searing"],
    ["how do I deglaze a pan", "deglazing"],
    ["what do I do with the brown bits stuck to the pan", "deglazing"],
    ["how do I blanch green beans", "blanching"],
    ["what does it mean to shock vegetables", "blanching"],
    ["what temperature should I roast vegetables at", "roasting-vegetables"],
    ["how do I get crispy roasted potatoes", "roasting-vegetables"],
    ["how long does it take to caramelize onions", "caramelizing-onions"],
    ["my caramelised onions keep burning", "caramelizing-onions"],
    ["how do I make a roux", "making-roux"],
    ["how do I make a dark roux for gumbo", "making-roux"],
    ["what's the ratio for vinaigrette", "emulsions"],
    ["my mayonnaise split, can I fix it", "emulsions"],
    ["when should I salt my steak", "seasoning-salting"],
    ["my soup tastes bland, what do I add", "seasoning-salting"],
    // baking and measuring
    ["what's the right way to measure flour", "measuring-flour"],
    ["how many grams in a cup of flour", "measuring-flour"],
    ["what is 350 fahrenheit in celsius", "oven-temperature-conversions"],
    ["what gas mark is 180 degrees", "oven-temperature-conversions"],
    ["convert 200c to f", "oven-temperature-conversions"],
    ["how many tablespoons are in a cup", "measurement-conversions"],
    ["how many teaspoons in a tablespoon", "measurement-conversions"],
    ["how do I adjust recipes for high altitude baking", "high-altitude-baking"],
    ["how do I know when my dough is done proofing", "bread-proofing"],
    ["why isn't my bread dough rising", "bread-proofing"],
    // storage
    ["how do I keep cilantro fresh", "storing-herbs"],
    ["what's the best way to store fresh herbs", "storing-herbs"],
    ["how do I ripen an avocado faster", "storing-produce-ripening"],
    ["should tomatoes go in the fridge", "storing-produce-ripening"],
    ["can I put bananas in the fridge", "storing-produce-ripening"],
    ["how do I keep avocado from going brown", "preventing-browning"],
    ["how do I stop cut apples from browning", "preventing-browning"],
    ["how do I keep guacamole green", "preventing-browning"],
    // fixes
    ["my soup is too salty", "fix-too-salty"],
    ["I added too much salt to the sauce", "fix-too-salty"],
    ["my chili is too spicy", "fix-too-spicy"],
    ["how do I make a curry less spicy", "fix-too-spicy"],
    ["I put way too much salt in the stew", "fix-too-salty"],
    // frying and fire
    ["what temperature should oil be for deep frying", "deep-frying"],
    ["what's the best oil for frying", "deep-frying"],
    ["how do I put out a grease fire", "grease-fire"],
    ["can I use water on an oil fire", "grease-fire"],
    // pans
    ["how do I take care of a nonstick pan", "nonstick-care"],
    ["can I use metal utensils on non-stick", "nonstick-care"],
    ["why does food stick to my stainless steel pan", "stainless-sticking"],
    ["how do I keep eggs from sticking to the pan", "stainless-sticking"],
    // planning and pantry
    ["how do I get started with meal prep", "meal-prep"],
    ["tips for batch cooking", "meal-prep"],
    ["what pantry staples should I always have", "pantry-staples"],
    ["what are good kitchen essentials to keep on hand", "pantry-staples"],
    ["how can I reduce food waste", "reducing-food-waste"],
    ["what does the best by date mean", "reducing-food-waste"],
    ["how long do spices last", "spices"],
    ["how do I toast whole spices", "spices"],
    ["what's the difference between stock and broth", "stock-vs-broth"],
    ["how do I make chicken stock from a carcass", "stock-vs-broth"],
    ["do I need to soak dried beans", "cooking-beans"],
    ["why are my beans still hard", "cooking-beans"],
    ["how do I cook quinoa", "cooking-quinoa"],
    ["why is my quinoa bitter", "cooking-quinoa"],
    ["how do I set up a two zone fire on my grill", "grilling-basics"],
    ["how do I stop flare ups on the barbecue", "grilling-basics"],
    ["what temperature should I sous vide a steak", "sous-vide"],
    ["what is sous vide", "sous-vide"],
  ];

  it("has a substantial question table", () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
  });

  it.each(questions)("%s → %s", (question, expectedId) => {
    const match = findTopic(question);
    expect(match, `no match for "${question}"`).not.toBeNull();
    expect(match?.topic.id).toBe(expectedId);
    expect(match?.score).toBeGreaterThan(0);
  });

  const notKnowledge: string[] = [
    "add 2 pounds chicken breast and 1 gallon milk",
    "add eggs to my shopping list",
    "remove the milk from my list",
    "show my shopping list",
    "what's in my pantry",
    "do I have any eggs",
    "plan my meals for this week",
    "next step",
    "go back to the previous step",
    "set a timer for 10 minutes",
    "hello",
    "hi there",
    "thanks",
    "thank you so much",
    "good morning",
    "what is expiring soon",
    "what's for dinner",
    "what should I make for dinner tonight",
    "recipe with chicken and vegetables",
    "find me a recipe for pasta",
    "what can I make with rice and beans",
    "buy bread and butter",
    "I need to buy baking powder",
    "add rice to my list",
    "how many eggs do I have",
    "set the oven to 350",
    "scale this recipe to 6 servings",
    "how are you",
    "tell me a joke",
    "what time is it",
    "",
    "   ",
  ];

  it.each(notKnowledge)("returns null for %j", (message) => {
    expect(findTopic(message)).toBeNull();
  });

  it("is case and punctuation insensitive", () => {
    expect(findTopic("HOW DO I SEASON MY CAST-IRON SKILLET?!")?.topic.id).toBe("cast-iron-seasoning");
    expect(findTopic("Sous-vide?")?.topic.id).toBe("sous-vide");
  });
});

describe("topicsAbout", () => {
  it("returns ranked suggestions up to the limit", () => {
    const topics = topicsAbout("cast iron", 2);
    expect(topics.length).toBe(2);
    expect(topics.map((t) => t.id).sort()).toEqual(["cast-iron-cleaning", "cast-iron-seasoning"]);
  });

  it("defaults to three suggestions and puts the best first", () => {
    const topics = topicsAbout("eggs");
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.length).toBeLessThanOrEqual(3);
    expect(topics.every((t) => /egg/.test(t.id))).toBe(true);
    expect(topicsAbout("baking soda vs baking powder")[0]?.id).toBe("baking-soda-vs-powder");
  });

  it("returns nothing for unrelated text or a zero limit", () => {
    expect(topicsAbout("hello there")).toEqual([]);
    expect(topicsAbout("cast iron", 0)).toEqual([]);
  });
});

describe("know-how files", () => {
  it("rejects a bad topic file, naming the file and the field", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "basil-know-how-"));
    try {
      const topic = byId("cast-iron-seasoning");
      writeFileSync(
        path.join(folder, `${topic.id}.json`),
        JSON.stringify({ order: 10, ...topic, phrases: "cast iron" }),
      );
      expect(() => loadKnowledge(folder)).toThrow(`${path.join(folder, `${topic.id}.json`)}: phrases:`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("lets the earlier topic win a tie, so the files' order matters", () => {
    const twin = (id: string) => ({ id, keywords: ["skillet"], phrases: ["cast iron"] });
    expect(createKnowHowSearch([twin("first"), twin("second")]).findTopic("cast iron skillet")?.topic.id).toBe("first");
    expect(createKnowHowSearch([twin("second"), twin("first")]).findTopic("cast iron skillet")?.topic.id).toBe(
      "second",
    );
  });
});
