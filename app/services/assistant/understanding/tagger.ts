import { taggerFeatures } from "./features";
import type { Example } from "./phrasings";

/**
 * The entity tagger: an averaged perceptron that reads a request left to right and gives each
 * word a BIO tag ("B-item", "I-item", "B-qty", "O"…), from the word, its neighbours, its
 * classes, the request's intent and the tags before it (Collins 2002; the greedy form of
 * Honnibal's part-of-speech tagger). No JavaScript library trains a sequence tagger, and this
 * is the standard, small and deterministic one: see docs/decisions for the choice.
 */

const INTENT_DROPOUT = 0.3;
/** The intent the tagger is given when it should read the words whatever the request. */
export const ANY_INTENT = "*";

export type TaggerJson = { tags: string[]; weights: Record<string, Record<string, number>> };

/** A small seeded generator, so training shuffles the same way every time. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class EntityTagger {
  private weights = new Map<string, Float64Array>();
  private tags: string[] = [];
  private continues: Int32Array = new Int32Array(0);

  private setTags(tags: string[]) {
    this.tags = tags;
    // For each tag, the label an I- tag continues (the index of its B- tag's label), or -1.
    this.continues = Int32Array.from(tags, (tag) => (tag.startsWith("I-") ? tags.indexOf(`B-${tag.slice(2)}`) : -1));
  }

  static fromJSON(json: TaggerJson): EntityTagger {
    const tagger = new EntityTagger();
    tagger.setTags(json.tags);
    for (const [feature, byTag] of Object.entries(json.weights)) {
      const row = new Float64Array(json.tags.length);
      for (const [tag, weight] of Object.entries(byTag)) row[json.tags.indexOf(tag)] = weight;
      tagger.weights.set(feature, row);
    }
    return tagger;
  }

  toJSON(): TaggerJson {
    const weights: Record<string, Record<string, number>> = {};
    for (const feature of [...this.weights.keys()].sort()) {
      const row = this.weights.get(feature)!;
      const kept = this.tags.map((tag, at) => [tag, round(row[at])] as const).filter(([, weight]) => weight !== 0);
      if (kept.length) weights[feature] = Object.fromEntries(kept);
    }
    return { tags: this.tags, weights };
  }

  private scores(features: string[], into: Float64Array) {
    into.fill(0);
    for (const feature of features) {
      const row = this.weights.get(feature);
      if (!row) continue;
      for (let at = 0; at < row.length; at += 1) into[at] += row[at];
    }
    return into;
  }

  /** The best tag that may follow `before` (an I- tag only continues its own label). */
  private best(scores: Float64Array, before: string) {
    let bestAt = this.tags.indexOf("O");
    let bestScore = -Infinity;
    for (let at = 0; at < this.tags.length; at += 1) {
      const tag = this.tags[at];
      if (this.continues[at] >= 0 && before.slice(2) !== tag.slice(2)) continue;
      if (scores[at] > bestScore) {
        bestAt = at;
        bestScore = scores[at];
      }
    }
    return this.tags[bestAt];
  }

  tag(tokens: string[], intent: string): string[] {
    const tags: string[] = [];
    const scores = new Float64Array(this.tags.length);
    for (let index = 0; index < tokens.length; index += 1) {
      const features = taggerFeatures(tokens, index, intent, tags);
      tags.push(
        /^[,.?!;:]$/.test(tokens[index]) ? "O" : this.best(this.scores(features, scores), tags[index - 1] ?? "O"),
      );
    }
    return tags;
  }

  /** Trains on the examples (their own intents), `epochs` passes in a seeded order, averaging the weights. */
  static train(examples: Example[], epochs = 5, seed = 7): EntityTagger {
    const tagger = new EntityTagger();
    tagger.setTags([...new Set(["O", ...examples.flatMap((example) => example.tags)])].sort());
    const count = tagger.tags.length;
    const totals = new Map<string, Float64Array>();
    const stamps = new Map<string, Float64Array>();
    let clock = 0;
    const rowOf = (feature: string) => {
      let row = tagger.weights.get(feature);
      if (!row) {
        tagger.weights.set(feature, (row = new Float64Array(count)));
        totals.set(feature, new Float64Array(count));
        stamps.set(feature, new Float64Array(count));
      }
      return row;
    };
    const update = (feature: string, at: number, change: number) => {
      const row = rowOf(feature);
      const total = totals.get(feature)!;
      const stamp = stamps.get(feature)!;
      total[at] += (clock - stamp[at]) * row[at];
      stamp[at] = clock;
      row[at] += change;
    };
    const random = seeded(seed);
    const order = examples.map((_, index) => index);
    const scores = new Float64Array(count);
    for (let epoch = 0; epoch < epochs; epoch += 1) {
      for (let index = order.length - 1; index > 0; index -= 1) {
        const swap = Math.floor(random() * (index + 1));
        [order[index], order[swap]] = [order[swap], order[index]];
      }
      for (const at of order) {
        const { tokens, tags: gold } = examples[at];
        // Now and then the intent is hidden, so what marks an amount or an item is learnt apart
        // from any one intent, and a request read as a neighbouring intent is still tagged.
        const intent = random() < INTENT_DROPOUT ? ANY_INTENT : examples[at].intent;
        for (let index = 0; index < tokens.length; index += 1) {
          clock += 1;
          // The features see the gold tags before, as they will see the tagger's own at use.
          const features = taggerFeatures(tokens, index, intent, gold);
          const guess = tagger.best(tagger.scores(features, scores), gold[index - 1] ?? "O");
          if (guess !== gold[index]) {
            const right = tagger.tags.indexOf(gold[index]);
            const wrong = tagger.tags.indexOf(guess);
            for (const feature of features) {
              update(feature, right, 1);
              update(feature, wrong, -1);
            }
          }
        }
      }
    }
    // Averaging: each weight becomes its mean over every step of training.
    for (const [feature, row] of tagger.weights) {
      const total = totals.get(feature)!;
      const stamp = stamps.get(feature)!;
      for (let at = 0; at < count; at += 1) row[at] = (total[at] + (clock - stamp[at]) * row[at]) / clock;
    }
    return tagger;
  }
}

function round(value: number) {
  return Math.round(value * 10_000) / 10_000;
}
