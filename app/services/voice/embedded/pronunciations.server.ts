import { readFileSync } from "node:fs";
import { runProcess } from "./processes.server";

/**
 * How each word sounds, in the CMU phone set the acoustic model knows: from the CMU
 * pronouncing dictionary that comes with the model, and, for words it lacks (recipe and
 * ingredient names such as "shakshuka" or "chickpeas"), from espeak-ng's phonemes mapped
 * onto CMU phones.
 */

export type Pronunciations = Map<string, string[]>;

/** Anything that says how words sound: the CMU dictionary, a few derived words, or both. */
export type Pronouncing = { has(word: string): boolean; get(word: string): string[] | undefined };

const SPACE = 32;
const OPEN = 40; // "(" of an alternative, "the(2)"
const NEWLINE = 10;

/**
 * The CMU pronouncing dictionary (135,000 lines) kept as its file's text and one sorted
 * index of where each line starts, and looked up by binary search: a few MB, where a Map
 * of every word and its pronunciations costs ten times that in the heap.
 */
export class CmuDictionary implements Pronouncing {
  private readonly starts: Int32Array;

  constructor(private readonly text: string) {
    const starts: number[] = [];
    for (let at = 0; at < text.length;) {
      const end = lineEnd(text, at);
      const space = text.indexOf(" ", at);
      if (space > at && space < end) starts.push(at);
      at = end + 1;
    }
    // By word, alternatives in the file's order; most of the file already is, but not all of it.
    this.starts = Int32Array.from(starts).sort((a, b) => this.compareAt(a, b) || a - b);
  }

  static read(file: string) {
    return new CmuDictionary(readFileSync(file, "latin1"));
  }

  get size() {
    return this.starts.length;
  }

  has(word: string) {
    return this.first(word) >= 0;
  }

  get(word: string): string[] | undefined {
    let index = this.first(word);
    if (index < 0) return undefined;
    const found: string[] = [];
    for (; index < this.starts.length && this.compareWord(this.starts[index], word) === 0; index++) {
      const start = this.starts[index];
      found.push(this.text.slice(this.text.indexOf(" ", start) + 1, lineEnd(this.text, start)).trim());
    }
    return found;
  }

  /** The first index of the word's lines, or -1. */
  private first(word: string) {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compareWord(this.starts[middle], word) < 0) low = middle + 1;
      else high = middle;
    }
    return low < this.starts.length && this.compareWord(this.starts[low], word) === 0 ? low : -1;
  }

  /** The word of the line at `start` against `word`, without copying either. */
  private compareWord(start: number, word: string) {
    for (let offset = 0; ; offset++) {
      const mine = this.codeAt(start + offset);
      const theirs = offset < word.length ? word.charCodeAt(offset) : -1;
      if (mine !== theirs) return mine - theirs;
      if (mine === -1) return 0;
    }
  }

  private compareAt(a: number, b: number) {
    for (let offset = 0; ; offset++) {
      const first = this.codeAt(a + offset);
      const second = this.codeAt(b + offset);
      if (first !== second) return first - second;
      if (first === -1) return 0;
    }
  }

  /** A character of a line's word, or -1 where the word ends (a space, or an alternative's "("). */
  private codeAt(at: number) {
    const code = at < this.text.length ? this.text.charCodeAt(at) : NEWLINE;
    return code === SPACE || code === OPEN || code === NEWLINE ? -1 : code;
  }
}

function lineEnd(text: string, start: number) {
  const end = text.indexOf("\n", start);
  return end < 0 ? text.length : end;
}

/** Pronunciations looked up in each source in turn: a household's derived words before the shared dictionary. */
export function layered(...sources: Pronouncing[]): Pronouncing {
  return {
    has: (word) => sources.some((source) => source.has(word)),
    get: (word) => {
      for (const source of sources) {
        const found = source.get(word);
        if (found) return found;
      }
      return undefined;
    },
  };
}

/**
 * Everyday pronunciations of kitchen words that the CMU dictionary lacks, heard beside its
 * own: "basil" as most Americans say it (BAY-zil, the dictionary has only BAZ-il; it is
 * also how people call Basil), "crème" as in crème fraîche, "almond" with and without its l,
 * "caramel" in two syllables.
 */
export const SPOKEN_VARIANTS: Pronunciations = new Map([
  ["basil", ["B EY Z AH L"]],
  ["creme", ["K R EH M"]],
  ["almond", ["AA L M AH N D", "AE M AH N D"]],
  ["almonds", ["AA M AH N D Z"]],
  ["caramel", ["K AA R M AH L"]],
  ["cumin", ["K AH M AH N", "K UW M AH N"]],
  ["herbs", ["HH ER B Z"]],
  ["chipotle", ["CH IH P OW T L EY"]],
  ["pho", ["F AH"]],
  ["turmeric", ["T UW M ER IH K"]],
  ["bolognese", ["B OW L AH N EY Z", "B AA L AH N EY Z"]],
]);

/** A dictionary with more ways of saying its words: each word's own pronunciations first, then the variants it lacks. */
export function withVariants(source: Pronouncing, variants: Pronunciations): Pronouncing {
  return {
    has: (word) => source.has(word) || variants.has(word),
    get: (word) => {
      const own = source.get(word) ?? [];
      const all = [...own, ...(variants.get(word) ?? []).filter((phones) => !own.includes(phones))];
      return all.length ? all : undefined;
    },
  };
}

/** espeak-ng's IPA (en-us) to CMU phones; longest symbols are matched first. */
const IPA_TO_CMU: Record<string, string> = {
  aɪɚ: "AY ER",
  aʊɚ: "AW ER",
  ɑːɹ: "AA R",
  ɔːɹ: "AO R",
  oːɹ: "AO R",
  ɛɹ: "EH R",
  ɪɹ: "IH R",
  ʊɹ: "UH R",
  iə: "IY AH",
  aɪ: "AY",
  aʊ: "AW",
  eɪ: "EY",
  oʊ: "OW",
  əʊ: "OW",
  ɔɪ: "OY",
  tʃ: "CH",
  dʒ: "JH",
  ɑː: "AA",
  ɔː: "AO",
  iː: "IY",
  uː: "UW",
  ɜː: "ER",
  əl: "AH L",
  n̩: "AH N",
  l̩: "AH L",
  ɑ: "AA",
  æ: "AE",
  ʌ: "AH",
  ə: "AH",
  ɐ: "AH",
  ɔ: "AO",
  ɛ: "EH",
  e: "EH",
  ɚ: "ER",
  ɜ: "ER",
  ɪ: "IH",
  ᵻ: "IH",
  i: "IY",
  o: "OW",
  ɒ: "AA",
  ʊ: "UH",
  u: "UW",
  a: "AA",
  b: "B",
  d: "D",
  ð: "DH",
  f: "F",
  ɡ: "G",
  g: "G",
  h: "HH",
  k: "K",
  l: "L",
  ɫ: "L",
  m: "M",
  n: "N",
  ŋ: "NG",
  p: "P",
  ɹ: "R",
  r: "R",
  s: "S",
  ʃ: "SH",
  t: "T",
  θ: "TH",
  v: "V",
  w: "W",
  j: "Y",
  z: "Z",
  ʒ: "ZH",
  ɾ: "T",
  ʔ: "T",
  x: "K",
  ç: "HH",
};

/** One word's IPA phonemes, separated by "_", as CMU phones; null if a symbol has no match. */
export function ipaToCmu(ipa: string): string | null {
  const phones: string[] = [];
  for (const symbol of ipa.replace(/[ˈˌ\s]/g, "").split("_")) {
    if (symbol === "") continue;
    let rest = symbol;
    while (rest) {
      const match = Object.keys(IPA_TO_CMU)
        .filter((key) => rest.startsWith(key))
        .sort((a, b) => b.length - a.length)[0];
      if (!match) {
        // A length mark on its own lengthens what came before: nothing to say.
        if (rest.startsWith("ː")) {
          rest = rest.slice(1);
          continue;
        }
        return null;
      }
      phones.push(IPA_TO_CMU[match]);
      rest = rest.slice(match.length);
    }
  }
  return phones.length ? phones.join(" ") : null;
}

/**
 * Pronunciations for words the dictionary lacks, from one espeak-ng run (one word a line
 * in, one line of phonemes out). Words espeak-ng cannot say in CMU phones are left out.
 */
export async function derivePronunciations(
  espeak: string,
  words: string[],
  signal?: AbortSignal,
): Promise<Pronunciations> {
  const derived: Pronunciations = new Map();
  if (words.length === 0) return derived;
  const { stdout } = await runProcess(espeak, ["-q", "--ipa", "--sep=_", "-v", "en-us"], {
    input: Buffer.from(words.map((word) => word.replace(/'/g, "")).join("\n") + "\n"),
    signal,
    timeoutMs: 20_000,
  });
  const lines = stdout
    .toString("utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  // One line each is what espeak-ng gives for single words; anything else cannot be paired up safely.
  if (lines.length !== words.length) return derived;
  words.forEach((word, index) => {
    const phones = ipaToCmu(lines[index]);
    if (phones) derived.set(word, [phones]);
  });
  return derived;
}
