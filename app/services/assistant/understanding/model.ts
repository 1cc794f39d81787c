import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { augment } from "./augment";
import { IntentClassifier, type ClassifierJson } from "./classifier";
import { readPhrasings, type Example } from "./phrasings";
import { EntityTagger, type TaggerJson } from "./tagger";

/**
 * The trained models of the embedded engine: the intent classifier and the entity tagger,
 * trained from the phrasings in content/assistant/ (see ./phrasings). Training is
 * deterministic (same data and code, same model) and runs when the app is built
 * (`npm run build` runs scripts/train-assistant.ts); the model is kept in
 * .cache/assistant/ under a key made of everything it is trained from, so a change to a
 * phrasing, the lexicon, the catalogue or this code trains a new one, and a process that
 * finds none for its key trains it once and keeps it.
 */

export type AssistantModel = { key: string; classifier: IntentClassifier; tagger: EntityTagger; intents: string[] };
type ModelJson = { key: string; classifier: ClassifierJson; tagger: TaggerJson; intents: string[] };

const HERE = path.resolve("app", "services", "assistant", "understanding");
const CONTENT = path.resolve("content");
const CACHE = path.resolve(".cache", "assistant");

function filesIn(folder: string, extension: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => path.join(folder, name));
}

/** What the model is trained from: phrasings, lexicon, catalogue, and the code that reads and learns them. */
export function modelKey(): string {
  const hash = createHash("sha256");
  const inputs = [
    ...filesIn(path.join(CONTENT, "assistant"), ".txt"),
    ...filesIn(path.join(CONTENT, "assistant"), ".json"),
    ...filesIn(path.join(CONTENT, "recipes"), ".json"),
    ...filesIn(HERE, ".ts").filter((file) => !file.endsWith(".test.ts")),
  ];
  for (const file of inputs) hash.update(path.relative(process.cwd(), file)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

export function trainingExamples(): Example[] {
  return readPhrasings();
}

/** Trains both models from the phrasings (a few seconds). */
export function trainModel(examples = trainingExamples(), key = modelKey()): AssistantModel {
  const classifier = IntentClassifier.train(examples);
  const tagger = EntityTagger.train(
    augment(
      examples.filter((example) => example.tagged),
      2,
    ),
  );
  return { key, classifier, tagger, intents: [...new Set(examples.map((example) => example.intent))].sort() };
}

export function modelToJson(model: AssistantModel): ModelJson {
  return {
    key: model.key,
    classifier: model.classifier.toJSON(),
    tagger: model.tagger.toJSON(),
    intents: model.intents,
  };
}

function fromJson(json: ModelJson): AssistantModel {
  return {
    key: json.key,
    classifier: IntentClassifier.fromJSON(json.classifier),
    tagger: EntityTagger.fromJSON(json.tagger),
    intents: json.intents,
  };
}

export function modelFile(key = modelKey()) {
  return path.join(CACHE, `model-${key}.json`);
}

/** Trains and keeps the model for the current key, unless it is kept already; answers its file. */
export function ensureModel(): string {
  const key = modelKey();
  const file = modelFile(key);
  if (!existsSync(file)) {
    const model = trainModel(trainingExamples(), key);
    mkdirSync(CACHE, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(modelToJson(model)));
    renameSync(temporary, file);
    // Models trained from earlier phrasings or code are not needed again.
    for (const old of readdirSync(CACHE).filter((name) => /^model-[0-9a-f]+\.json$/.test(name))) {
      if (path.join(CACHE, old) !== file) rmSync(path.join(CACHE, old), { force: true });
    }
  }
  return file;
}

let loaded: AssistantModel | null = null;

/** The model for this process: read from the cache, trained first when there is none. */
export function assistantModel(): AssistantModel {
  if (loaded) return loaded;
  const file = ensureModel();
  loaded = fromJson(JSON.parse(readFileSync(file, "utf8")) as ModelJson);
  return loaded;
}
