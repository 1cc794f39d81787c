import { describe, expect, it } from "vitest";
import { buildArpa, NgramCounts, type WeightedSentence } from "./language-model.server";
import { ipaToCmu, SPOKEN_VARIANTS, withVariants } from "./pronunciations.server";
import { readRecognition } from "./engine.server";
import { spokenNumber, wordsOf } from "./kitchen-corpus.server";

/** The ARPA text read back: log10 probabilities and back-off weights by n-gram. */
function readArpa(text: string) {
  const entries = new Map<string, { logProb: number; backoff: number }>();
  const declared: number[] = [];
  const listed = [0, 0, 0];
  let order = 0;
  for (const line of text.split("\n")) {
    const count = /^ngram (\d)=(\d+)$/.exec(line);
    if (count) declared[Number(count[1]) - 1] = Number(count[2]);
    const section = /^\\(\d)-grams:$/.exec(line);
    if (section) order = Number(section[1]);
    const parts = line.split("\t");
    if (order && parts.length >= 2) {
      entries.set(parts[1], { logProb: Number(parts[0]), backoff: parts[2] ? Number(parts[2]) : 0 });
      listed[order - 1]++;
    }
  }
  return { entries, declared, listed };
}

/** P(word | history) with Katz-style back-off, as a decoder reads the file. */
function probability(model: ReturnType<typeof readArpa>, history: string[], word: string): number {
  const exact = model.entries.get([...history, word].join(" "));
  if (exact) return 10 ** exact.logProb;
  if (history.length === 0) return 0;
  const backoff = model.entries.get(history.join(" "))?.backoff ?? 0;
  return 10 ** backoff * probability(model, history.slice(1), word);
}

const sentence = (text: string, weight = 1): WeightedSentence => ({ words: text.split(" "), weight });

function modelOf(sentences: WeightedSentence[], known: (word: string) => boolean = () => true) {
  const counts = new NgramCounts();
  for (const one of sentences) counts.add(one, known);
  const vocabulary = new Set(sentences.flatMap((one) => one.words).filter(known));
  return { arpa: buildArpa(counts, vocabulary), vocabulary: [...vocabulary, "</s>"] };
}

describe("the ARPA language model", () => {
  const { arpa, vocabulary } = modelOf([
    sentence("add milk to my shopping list", 3),
    sentence("add eggs to my shopping list", 2),
    sentence("add eggs to the pantry"),
    sentence("next step", 4),
    sentence("pause the timer", 2),
    sentence("how long do i boil an egg", 0.5),
  ]);
  const model = readArpa(arpa);

  it("declares as many n-grams of each order as it lists", () => {
    expect(model.declared).toEqual(model.listed);
    expect(model.listed.every((count) => count > 0)).toBe(true);
    expect(arpa.startsWith("\\data\\\n")).toBe(true);
    expect(arpa.trimEnd().endsWith("\\end\\")).toBe(true);
  });

  it("sums to one after every history, seen or not", () => {
    for (const history of [
      [],
      ["<s>"],
      ["add"],
      ["add", "eggs"],
      ["to", "my"],
      ["the", "timer"],
      ["boil", "milk"],
      ["step", "egg"],
    ]) {
      const total = vocabulary.reduce((sum, word) => sum + probability(model, history, word), 0);
      // Four decimals of log10 in the file: sums hold to about one part in ten thousand.
      expect(total, history.join(" ")).toBeCloseTo(1, 3);
    }
  });

  it("prefers what was said more often, and leaves room for what was not", () => {
    expect(probability(model, ["add"], "milk")).toBeGreaterThan(probability(model, ["add"], "eggs") * 0.9);
    expect(probability(model, ["to", "my"], "shopping")).toBeGreaterThan(0.5);
    expect(probability(model, ["<s>", "next"], "step")).toBeGreaterThan(0.5);
    const unseen = probability(model, ["pause", "the"], "egg");
    expect(unseen).toBeGreaterThan(0);
    expect(unseen).toBeLessThan(probability(model, ["pause", "the"], "timer") / 10);
  });

  it("gives every vocabulary word a unigram, even one no sentence used", () => {
    const counts = new NgramCounts();
    counts.add(sentence("next step"), () => true);
    const lone = readArpa(buildArpa(counts, ["next", "step", "gochujang"]));
    expect(lone.entries.get("gochujang")?.logProb).toBeGreaterThan(-99);
    expect(lone.entries.get("<s>")?.logProb).toBe(-99);
  });

  it("splits a sentence at words the recogniser cannot say", () => {
    const counts = new NgramCounts();
    counts.add(sentence("add zzyzx flour to the list"), (word) => word !== "zzyzx");
    const split = readArpa(buildArpa(counts, ["add", "flour", "to", "the", "list"]));
    expect(split.entries.has("add zzyzx")).toBe(false);
    expect(split.entries.has("add </s>")).toBe(true);
    expect(split.entries.has("<s> flour")).toBe(true);
  });

  it("counts a template as every way of filling it, in proportion", () => {
    const filled = new NgramCounts();
    filled.add(sentence("add milk to the list", 3), () => true);
    filled.add(sentence("add oat milk to the list", 1), () => true);
    const template = new NgramCounts();
    template.addTemplate(
      {
        segments: [
          [{ words: ["add"], probability: 1 }],
          [
            { words: ["milk"], probability: 0.75 },
            { words: ["oat", "milk"], probability: 0.25 },
          ],
          [{ words: ["to", "the", "list"], probability: 1 }],
        ],
        weight: 4,
      },
      0,
    );
    const words = ["add", "milk", "oat", "to", "the", "list"];
    const fromTemplate = readArpa(buildArpa(template, words)).entries;
    const fromSentences = readArpa(buildArpa(filled, words)).entries;
    expect([...fromTemplate.keys()].sort()).toEqual([...fromSentences.keys()].sort());
    for (const [ngram, entry] of fromSentences) {
      expect(fromTemplate.get(ngram)?.logProb, ngram).toBeCloseTo(entry.logProb, 6);
      expect(fromTemplate.get(ngram)?.backoff, ngram).toBeCloseTo(entry.backoff, 6);
    }
  });
});

describe("pronunciations and transcripts", () => {
  it("maps espeak-ng's IPA onto CMU phones", () => {
    expect(ipaToCmu("ʃ_ˈæ_k_ʃ_j_uː_k_ə")).toBe("SH AE K SH Y UW K AH");
    expect(ipaToCmu("tʃ_ˈɪ_k_p_iː_z")).toBe("CH IH K P IY Z");
    expect(ipaToCmu("ɡ_ˈɑː_tʃ_uː_dʒ_ˌæ_ŋ")).toBe("G AA CH UW JH AE NG");
    expect(ipaToCmu("b_ˈʏ_x")).toBeNull();
  });

  it("hears kitchen words said the everyday ways the dictionary lacks, after its own", () => {
    const dictionary = new Map([
      ["basil", ["B AE Z AH L"]],
      ["cumin", ["K Y UW M AH N", "K UW M AH N"]],
      ["step", ["S T EH P"]],
    ]);
    const heard = withVariants(
      { has: (word) => dictionary.has(word), get: (word) => dictionary.get(word) },
      SPOKEN_VARIANTS,
    );
    expect(heard.get("basil")).toEqual(["B AE Z AH L", "B EY Z AH L"]);
    expect(heard.get("cumin")).toEqual(["K Y UW M AH N", "K UW M AH N", "K AH M AH N"]);
    expect(heard.get("step")).toEqual(["S T EH P"]);
    expect(heard.has("almond")).toBe(true);
    expect(heard.get("gnocchi")).toBeUndefined();
  });

  it("reads pocketsphinx's words and posteriors, leaving out fillers", () => {
    const output =
      "next step\n<s> 0.000 0.350 1.000100\nnext 0.360 0.500 0.9\n<sil> 0.5 0.6 1.0\nstep(2) 0.510 0.660 0.7\n</s> 0.670 1.000 1.000000\n";
    expect(readRecognition(output)).toEqual({ text: "next step", confidence: 0.8 });
    expect(readRecognition("")).toEqual({ text: "", confidence: 0 });
  });

  it("says numbers and writes names the way the recogniser hears them", () => {
    expect([1, 10, 25, 100, 250].map(spokenNumber)).toEqual([
      "one",
      "ten",
      "twenty five",
      "one hundred",
      "two hundred and fifty",
    ]);
    expect(wordsOf("Za'atar Manakish & Stir-Fry")).toEqual(["za'atar", "manakish", "and", "stir", "fry"]);
    expect(wordsOf("Crème fraîche")).toEqual(["creme", "fraiche"]);
  });
});
