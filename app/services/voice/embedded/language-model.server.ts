/**
 * A trigram language model in the ARPA text format pocketsphinx reads with `-lm`, built
 * from weighted sentences and sentence templates (a template's slots are distributions
 * over phrases, and its n-grams are counted with their expected counts, as if it had been
 * filled in every way in proportion). Interpolated Witten–Bell smoothing: at each order the weight
 * left for unseen words is T/(c+T), where c is how often the history was seen and T how
 * many different words followed it, so a history followed by many different words (an
 * item slot) leaves much to lower orders and one always followed by the same word (in
 * "shopping list") leaves little. Unigrams are interpolated with a uniform distribution
 * over the vocabulary, so every word the dictionary holds can be recognised.
 */

export type WeightedSentence = { words: readonly string[]; weight: number };

/** One place in a template: the phrases that may stand there, with their probabilities (summing to 1). */
export type Segment = ReadonlyArray<{ words: readonly string[]; probability: number }>;
/** A sentence shape: `weight` is how many sentences of this shape it counts as. */
export type WeightedTemplate = { segments: readonly Segment[]; weight: number };

export const SENTENCE_START = "<s>";
export const SENTENCE_END = "</s>";

type Counts = Map<string, Map<string, number>>;

/** Counts of n-grams by history (words joined with a space; "" for unigrams). */
export class NgramCounts {
  readonly byOrder: [Counts, Counts, Counts] = [new Map(), new Map(), new Map()];

  /**
   * Adds a sentence; words outside `known` split it, so a fragment never spans a word the
   * recogniser cannot say.
   */
  add(sentence: WeightedSentence, known: (word: string) => boolean) {
    let fragment: string[] = [];
    for (const word of sentence.words) {
      if (known(word)) fragment.push(word);
      else {
        this.addFragment(fragment, sentence.weight);
        fragment = [];
      }
    }
    this.addFragment(fragment, sentence.weight);
  }

  /**
   * Adds a template's expected counts: one pass over its segments keeps the probability
   * mass of each possible pair of last words, which is all a trigram needs to know.
   * Trigrams expected fewer than `floor` times are not counted (an item followed by every
   * other item's first word would be hundreds of thousands of them): they are left to
   * the bigrams, as a count cut-off would do.
   */
  addTemplate(template: WeightedTemplate, floor = 0.5) {
    let states = new Map<string, number>([[SENTENCE_START, template.weight]]);
    for (const segment of [...template.segments, [{ words: [SENTENCE_END], probability: 1 }]]) {
      const byLast = new Map<string, number>();
      let total = 0;
      for (const [state, mass] of states) {
        const last = state.slice(state.lastIndexOf(" ") + 1);
        byLast.set(last, (byLast.get(last) ?? 0) + mass);
        total += mass;
      }
      const next = new Map<string, number>();
      const carry = (key: string, mass: number) => next.set(key, (next.get(key) ?? 0) + mass);
      for (const { words, probability } of segment) {
        if (words.length === 0) {
          for (const [state, mass] of states) carry(state, mass * probability);
          continue;
        }
        const [first, second] = words;
        this.bump(0, "", first, total * probability);
        for (const [last, mass] of byLast) this.bump(1, last, first, mass * probability);
        for (const [state, mass] of states) {
          if (mass * probability >= floor && state.includes(" ")) this.bump(2, state, first, mass * probability);
        }
        if (second === undefined) {
          for (const [last, mass] of byLast) carry(`${last} ${first}`, mass * probability);
          continue;
        }
        this.bump(0, "", second, total * probability);
        this.bump(1, first, second, total * probability);
        for (const [last, mass] of byLast) {
          if (mass * probability >= floor) this.bump(2, `${last} ${first}`, second, mass * probability);
        }
        for (let index = 2; index < words.length; index++) {
          this.bump(0, "", words[index], total * probability);
          this.bump(1, words[index - 1], words[index], total * probability);
          this.bump(2, `${words[index - 2]} ${words[index - 1]}`, words[index], total * probability);
        }
        carry(`${words[words.length - 2]} ${words[words.length - 1]}`, total * probability);
      }
      states = next;
    }
  }

  /** The counts of both, as a new object; neither is changed. */
  merged(other: NgramCounts): NgramCounts {
    const result = new NgramCounts();
    for (const source of [this, other]) {
      source.byOrder.forEach((counts, order) => {
        for (const [history, followers] of counts) {
          const target = result.byOrder[order].get(history) ?? new Map<string, number>();
          for (const [word, count] of followers) target.set(word, (target.get(word) ?? 0) + count);
          result.byOrder[order].set(history, target);
        }
      });
    }
    return result;
  }

  private addFragment(words: string[], weight: number) {
    if (words.length === 0 || weight <= 0) return;
    this.addTemplate({ segments: words.map((word) => [{ words: [word], probability: 1 }]), weight });
  }

  private bump(order: number, history: string, word: string, weight: number) {
    const counts = this.byOrder[order];
    let followers = counts.get(history);
    if (!followers) {
      followers = new Map<string, number>();
      counts.set(history, followers);
    }
    followers.set(word, (followers.get(word) ?? 0) + weight);
  }
}

type Entry = { logProb: number; backoff?: number };

const LOG_ZERO = -99;

function log10(value: number) {
  return value > 0 ? Math.log10(value) : LOG_ZERO;
}

function total(followers: Map<string, number>) {
  let sum = 0;
  for (const count of followers.values()) sum += count;
  return sum;
}

/**
 * The model as ARPA text. `vocabulary` is every word the dictionary holds: each gets a
 * unigram even when no sentence used it.
 */
export function buildArpa(counts: NgramCounts, vocabulary: Iterable<string>): string {
  const [unigramCounts, bigramCounts, trigramCounts] = counts.byOrder;
  const words = new Set<string>(vocabulary);
  words.delete(SENTENCE_START);
  words.add(SENTENCE_END);
  const seen = unigramCounts.get("") ?? new Map<string, number>();
  for (const word of seen.keys()) words.add(word);

  // Unigrams: Witten–Bell against a uniform distribution over the vocabulary.
  const seenTotal = total(seen);
  const seenTypes = seen.size || 1;
  const unigram = new Map<string, number>();
  for (const word of words) {
    unigram.set(word, ((seen.get(word) ?? 0) + seenTypes / words.size) / (seenTotal + seenTypes));
  }

  const bigrams = interpolate(bigramCounts, (history, word) => unigram.get(word) ?? 0);
  const bigramProbability = (history: string, word: string) =>
    bigrams.probabilities.get(history)?.get(word) ?? (bigrams.backoffs.get(history) ?? 1) * (unigram.get(word) ?? 0);
  const trigrams = interpolate(trigramCounts, (history, word) => bigramProbability(history.split(" ")[1], word));

  const unigramEntries = new Map<string, Entry>();
  unigramEntries.set(SENTENCE_START, { logProb: LOG_ZERO, backoff: log10(bigrams.backoffs.get(SENTENCE_START) ?? 1) });
  for (const [word, probability] of unigram) {
    const backoff = bigrams.backoffs.get(word);
    unigramEntries.set(word, {
      logProb: log10(probability),
      ...(backoff !== undefined && { backoff: log10(backoff) }),
    });
  }
  const bigramEntries = new Map<string, Entry>();
  for (const [history, followers] of bigrams.probabilities) {
    for (const [word, probability] of followers) {
      const backoff = trigrams.backoffs.get(`${history} ${word}`);
      bigramEntries.set(`${history} ${word}`, {
        logProb: log10(probability),
        ...(backoff !== undefined && { backoff: log10(backoff) }),
      });
    }
  }
  const trigramEntries = new Map<string, Entry>();
  for (const [history, followers] of trigrams.probabilities) {
    for (const [word, probability] of followers)
      trigramEntries.set(`${history} ${word}`, { logProb: log10(probability) });
  }

  const lines = [
    "\\data\\",
    `ngram 1=${unigramEntries.size}`,
    `ngram 2=${bigramEntries.size}`,
    `ngram 3=${trigramEntries.size}`,
    "",
  ];
  const section = (order: number, entries: Map<string, Entry>) => {
    lines.push(`\\${order}-grams:`);
    for (const [ngram, entry] of entries) {
      lines.push(
        entry.backoff === undefined
          ? `${entry.logProb.toFixed(4)}\t${ngram}`
          : `${entry.logProb.toFixed(4)}\t${ngram}\t${entry.backoff.toFixed(4)}`,
      );
    }
    lines.push("");
  };
  section(1, unigramEntries);
  section(2, bigramEntries);
  section(3, trigramEntries);
  lines.push("\\end\\", "");
  return lines.join("\n");
}

/**
 * One order's probabilities for the words seen after each history, and each history's
 * back-off weight: what is left over, spread over the unseen words in proportion to the
 * lower order's probabilities (so every distribution sums to one).
 */
function interpolate(counts: Counts, lower: (history: string, word: string) => number) {
  const probabilities = new Map<string, Map<string, number>>();
  const backoffs = new Map<string, number>();
  for (const [history, followers] of counts) {
    const seen = total(followers);
    const types = followers.size;
    const probabilityOf = new Map<string, number>();
    let kept = 0;
    let lowerKept = 0;
    for (const [word, count] of followers) {
      const lowerProbability = lower(history, word);
      const probability = (count + types * lowerProbability) / (seen + types);
      probabilityOf.set(word, probability);
      kept += probability;
      lowerKept += lowerProbability;
    }
    probabilities.set(history, probabilityOf);
    backoffs.set(history, lowerKept < 1 ? Math.max(1 - kept, 1e-12) / (1 - lowerKept) : 1e-12);
  }
  return { probabilities, backoffs };
}
