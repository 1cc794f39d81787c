import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { catalogueVocabulary, generalSentences, questionTemplates, requestTemplates, wordsOf, type KitchenVocabulary } from "./kitchen-corpus.server";
import { buildArpa, NgramCounts, SENTENCE_END } from "./language-model.server";
import { CmuDictionary, derivePronunciations, layered, type Pronouncing, type Pronunciations } from "./pronunciations.server";

/**
 * The recogniser's language model and dictionary for one household: Basil's own requests
 * with the catalogue's words (built once), plus the household's pantry and shopping-list
 * items. Each household's model is written to the cache folder under a fingerprint of its
 * item names, so it is rebuilt only when those change. Files are written under a temporary
 * name and renamed into place, and a household's files are removed only when no recognition
 * is reading them.
 */

/** Changes whenever the way sentences or models are made changes, so older cached files are not reused. */
const MODEL_VERSION = "kitchen-lm-1";
/** Everyday English counts for much less than a request: it catches questions, it must not win over commands. */
const GENERAL_WEIGHT = 0.15;
/**
 * The household's own items, all together, are half as likely in an item's place as the
 * whole catalogue: each of them far more likely than any one catalogue item.
 */
const OWN_ITEMS_WEIGHT = 0.5;
/** Households whose model files are kept; the least recently used one is removed first. */
const KEPT_MODELS = 32;

export type ModelFiles = { lm: string; dict: string };

/** Model files in use by one recognition: release them when it is done. */
export type ModelInUse = { files: ModelFiles; release(): void };

type Base = { counts: NgramCounts; dictionary: Pronouncing; vocabulary: KitchenVocabulary };

type CachedModel = { key: string; files: Promise<ModelFiles>; users: number; evicted: boolean; ready: boolean };

export class KitchenModels {
  private base: Promise<Base> | null = null;
  private readonly models = new Map<string, CachedModel>();

  constructor(
    private readonly options: {
      dictionaryFile: string;
      cacheDir: string;
      /** espeak-ng, for pronouncing words the dictionary lacks; without it they are left out. */
      espeak: string | null;
      /** Households whose model files are kept (default 32). */
      keptModels?: number;
    },
  ) {}

  /**
   * Builds the shared part and the model of a household with nothing in its pantry or list
   * now (a second or so), so no recording waits for them.
   */
  async warm() {
    const shared = await this.use([]);
    shared.release();
  }

  /** The key of a set of item names: the model's version and the names, hashed. */
  private keyOf(items: string[]) {
    return createHash("sha256").update(`${MODEL_VERSION}\n${items.join("\n")}`).digest("hex").slice(0, 20);
  }

  /**
   * The model files for a household with these pantry and list item names, held for one
   * recognition: they stay on disk, even if the household's model is evicted meanwhile,
   * until `release` is called.
   */
  async use(itemNames: string[]): Promise<ModelInUse> {
    const items = [...new Set(itemNames.map((name) => wordsOf(name).join(" ")).filter(Boolean))].sort();
    const key = this.keyOf(items);
    let model = this.models.get(key);
    if (model) {
      // Most recently used last.
      this.models.delete(key);
      this.models.set(key, model);
    } else {
      const building: CachedModel = { key, files: this.build(key, items), users: 0, evicted: false, ready: false };
      model = building;
      this.models.set(key, building);
      building.files.then(
        () => (building.ready = true),
        () => this.models.get(key) === building && this.models.delete(key),
      );
      this.evictBeyond(this.options.keptModels ?? KEPT_MODELS);
    }
    // Nobody waits for a household's model to be built: until it is, the shared one (no items of
    // its own, but every catalogue word) hears the recording, and the next recording gets the household's.
    const shared = this.models.get(this.keyOf([]));
    if (!model.ready && shared?.ready) model = shared;
    model.users++;
    const held = model;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.users--;
      if (held.evicted && held.users === 0) this.removeFiles(held);
    };
    try {
      return { files: await held.files, release };
    } catch (error) {
      release();
      throw error;
    }
  }

  /** Forgets the least recently used households; their files go once no recognition reads them. */
  private evictBeyond(kept: number) {
    const sharedKey = this.keyOf([]);
    while (this.models.size > kept) {
      // The shared model stays: it is what households whose model is being built are heard with.
      const candidate = [...this.models.entries()].find(([key]) => key !== sharedKey);
      if (!candidate) return;
      const [oldest, model] = candidate;
      this.models.delete(oldest);
      model.evicted = true;
      if (model.users === 0) this.removeFiles(model);
    }
  }

  /** An evicted model's files, unless its household has come back meanwhile: the same names are then its new model's. */
  private removeFiles(model: CachedModel) {
    model.files.then(
      (written) => {
        if (this.models.has(model.key)) return;
        for (const file of [written.lm, written.dict]) rmSync(file, { force: true });
      },
      () => {},
    );
  }

  /** The shared dictionary with every catalogue word pronounced, and the counts that do not depend on a household. */
  private baseModel(): Promise<Base> {
    this.base ??= (async () => {
      const cmu = CmuDictionary.read(this.options.dictionaryFile);
      const vocabulary = catalogueVocabulary();
      const dictionary = layered(await this.pronounce(cmu, [...vocabulary.items, ...vocabulary.recipes]), cmu);
      const known = (word: string) => dictionary.has(word);
      const counts = new NgramCounts();
      for (const template of requestTemplates(vocabulary, known)) counts.addTemplate(template);
      for (const template of questionTemplates(known)) counts.addTemplate(template);
      for (const sentence of generalSentences(GENERAL_WEIGHT)) counts.add(sentence, known);
      return { counts, dictionary, vocabulary };
    })();
    this.base.catch(() => (this.base = null));
    return this.base;
  }

  /** Pronunciations for the words of these phrases that the dictionary lacks (a new map: the dictionary is not changed). */
  private async pronounce(dictionary: Pronouncing, phrases: string[]): Promise<Pronunciations> {
    const missing = [...new Set(phrases.flatMap((phrase) => phrase.split(" ")))].filter((word) => word && !dictionary.has(word));
    if (!this.options.espeak || missing.length === 0) return new Map();
    return derivePronunciations(this.options.espeak, missing);
  }

  private async build(key: string, ownItems: string[]): Promise<ModelFiles> {
    const base = await this.baseModel();
    // The household's own words are pronounced for its model alone: the shared dictionary does not grow with every household.
    const dictionary = layered(await this.pronounce(base.dictionary, ownItems), base.dictionary);
    const known = (word: string) => dictionary.has(word);
    const own = new NgramCounts();
    for (const template of requestTemplates({ items: ownItems, recipes: [] }, known, { itemsOnly: true, weight: OWN_ITEMS_WEIGHT })) {
      own.addTemplate(template);
    }
    const counts = base.counts.merged(own);
    const words = wordsIn(counts);
    mkdirSync(this.options.cacheDir, { recursive: true });
    const files = { lm: path.join(this.options.cacheDir, `${key}.lm`), dict: path.join(this.options.cacheDir, `${key}.dict`) };
    writeWhole(files.lm, buildArpa(counts, words));
    writeWhole(files.dict, dictionaryText(dictionary, words));
    return files;
  }
}

/**
 * Writes under a temporary name and renames it into place, so a recogniser reading the file
 * never sees it cut short or half rewritten.
 */
function writeWhole(file: string, content: string) {
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function wordsIn(counts: NgramCounts) {
  const words = new Set<string>();
  for (const followers of counts.byOrder[0].values()) for (const word of followers.keys()) if (word !== SENTENCE_END) words.add(word);
  return words;
}

/** The dictionary file pocketsphinx reads: only the model's words, alternatives as word(2). */
export function dictionaryText(dictionary: Pronouncing, words: Iterable<string>) {
  const lines: string[] = [];
  for (const word of [...words].sort()) {
    (dictionary.get(word) ?? []).forEach((phones, index) => lines.push(`${index === 0 ? word : `${word}(${index + 1})`} ${phones}`));
  }
  return lines.join("\n") + "\n";
}
