import { classifierFeatures } from "./features";
import type { Example } from "./phrasings";
import { seeded } from "./tagger";

/**
 * The intent classifier: multinomial logistic regression (softmax) over the sparse features
 * of ./features (words, word classes, pairs, three-letter pieces), trained with AdaGrad in a
 * seeded order from zero weights, so the same phrasings always give the same model. Its
 * output is a probability for every intent, and on phrasings it has not seen those
 * probabilities hold: of the requests it is 90% sure of, about nine in ten are right
 * (docs/decisions records how it was measured, and why NLP.js's classifier was not kept).
 */

export type Ranked = { intent: string; confidence: number };
export type ClassifierJson = { intents: string[]; features: string[]; weights: number[]; bias: number[] };

const EPOCHS = 10;
const RATE = 0.5;
const L2 = 1e-4;

export class IntentClassifier {
  private index: Map<string, number>;

  private constructor(
    private intents: string[],
    features: string[],
    private weights: Float64Array,
    private bias: Float64Array,
  ) {
    this.index = new Map(features.map((feature, at) => [feature, at]));
  }

  static fromJSON(json: ClassifierJson) {
    return new IntentClassifier(
      json.intents,
      json.features,
      Float64Array.from(json.weights),
      Float64Array.from(json.bias),
    );
  }

  toJSON(): ClassifierJson {
    const round = (value: number) => Math.round(value * 10_000) / 10_000;
    return {
      intents: this.intents,
      features: [...this.index.keys()],
      weights: Array.from(this.weights, round),
      bias: Array.from(this.bias, round),
    };
  }

  private vector(tokens: string[]): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (const [feature, value] of Object.entries(classifierFeatures(tokens))) {
      const at = this.index.get(feature);
      if (at !== undefined) out.push([at, value]);
    }
    return out;
  }

  private probabilities(vector: Array<[number, number]>, into = new Float64Array(this.intents.length)) {
    const count = this.intents.length;
    into.set(this.bias);
    for (const [at, value] of vector) {
      const row = at * count;
      for (let k = 0; k < count; k += 1) into[k] += this.weights[row + k] * value;
    }
    let top = -Infinity;
    for (let k = 0; k < count; k += 1) top = Math.max(top, into[k]);
    let sum = 0;
    for (let k = 0; k < count; k += 1) {
      into[k] = Math.exp(into[k] - top);
      sum += into[k];
    }
    for (let k = 0; k < count; k += 1) into[k] /= sum;
    return into;
  }

  static train(examples: Example[]): IntentClassifier {
    const intents = [...new Set(examples.map((example) => example.intent))].sort();
    const features = new Map<string, number>();
    const vectors = examples.map((example) =>
      Object.entries(classifierFeatures(example.tokens)).map(([feature, value]): [number, number] => {
        let at = features.get(feature);
        if (at === undefined) features.set(feature, (at = features.size));
        return [at, value];
      }),
    );
    const answers = examples.map((example) => intents.indexOf(example.intent));
    const count = intents.length;
    const model = new IntentClassifier(
      intents,
      [...features.keys()],
      new Float64Array(features.size * count),
      new Float64Array(count),
    );
    const squares = new Float64Array(features.size * count);
    const biasSquares = new Float64Array(count);
    const random = seeded(3);
    const order = examples.map((_, at) => at);
    const p = new Float64Array(count);
    for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
      for (let at = order.length - 1; at > 0; at -= 1) {
        const swap = Math.floor(random() * (at + 1));
        [order[at], order[swap]] = [order[swap], order[at]];
      }
      for (const n of order) {
        model.probabilities(vectors[n], p);
        for (let k = 0; k < count; k += 1) {
          const gradient = p[k] - (k === answers[n] ? 1 : 0);
          biasSquares[k] += gradient * gradient;
          model.bias[k] -= (RATE * gradient) / Math.sqrt(biasSquares[k] + 1e-8);
          for (const [feature, value] of vectors[n]) {
            const cell = feature * count + k;
            const step = gradient * value + L2 * model.weights[cell];
            squares[cell] += step * step;
            model.weights[cell] -= (RATE * step) / Math.sqrt(squares[cell] + 1e-8);
          }
        }
      }
    }
    return model;
  }

  /** Every intent with its probability, likeliest first. */
  classify(tokens: string[]): Ranked[] {
    const p = this.probabilities(this.vector(tokens));
    return this.intents
      .map((intent, k) => ({ intent, confidence: p[k] }))
      .sort((a, b) => b.confidence - a.confidence || (a.intent < b.intent ? -1 : 1));
  }
}
