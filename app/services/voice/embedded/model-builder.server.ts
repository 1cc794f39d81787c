import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  catalogueVocabulary,
  corpusPhrases,
  everydaySentences,
  generalSentences,
  questionTemplates,
  requestTemplates,
  type KitchenVocabulary,
} from "./kitchen-corpus.server";
import { buildArpa, NgramCounts, SENTENCE_END } from "./language-model.server";
import {
  CmuDictionary,
  derivePronunciations,
  layered,
  SPOKEN_VARIANTS,
  withVariants,
  type Pronouncing,
  type Pronunciations,
} from "./pronunciations.server";

/**
 * Builds the recogniser's language model and dictionary files for a set of household items.
 * The shared part (the dictionary with every catalogue word pronounced, and the counts of
 * Basil's requests, questions and everyday English) is made once and kept by the builder.
 * It is the bulk of the work and of the memory: see ./model-worker.server.ts for where it runs.
 */

/** Everyday English counts for much less than a request: it catches questions, it must not win over commands. */
const GENERAL_WEIGHT = 0.15;
/**
 * Each utterance of how people talk to a kitchen assistant counts as this many sentences:
 * together about a thirtieth of the request shapes' weight, so their phrasings are heard
 * without loosening what Basil understands. Measured: 25 and 50 heard the seen sets no
 * better, 100 worse; at 25 and at 12, "add two pounds of chicken breast" in espeak-ng's
 * plain voice was heard as "two bottles" or "two cartons"; the shapes' firmer hold is what
 * carries a sentence whose sound is weak.
 */
const EVERYDAY_WEIGHT = 6;
/**
 * The household's own items, all together, are half as likely in an item's place as the
 * whole catalogue: each of them far more likely than any one catalogue item.
 */
const OWN_ITEMS_WEIGHT = 0.5;

export type ModelFiles = { lm: string; dict: string };

export type BuilderOptions = {
  dictionaryFile: string;
  cacheDir: string;
  /** espeak-ng, for pronouncing words the dictionary lacks; without it they are left out. */
  espeak: string | null;
};

/** What builds a household's model files, named by `key`, from its item names (already normalised and sorted). */
export interface ModelBuilder {
  build(key: string, ownItems: string[]): Promise<ModelFiles>;
}

type Base = { counts: NgramCounts; dictionary: Pronouncing; vocabulary: KitchenVocabulary };

/** Builds in this thread, keeping the shared part for as long as the builder lives. */
export class InProcessBuilder implements ModelBuilder {
  private base: Promise<Base> | null = null;

  constructor(private readonly options: BuilderOptions) {}

  private baseModel(): Promise<Base> {
    this.base ??= (async () => {
      const cmu = withVariants(CmuDictionary.read(this.options.dictionaryFile), SPOKEN_VARIANTS);
      const vocabulary = catalogueVocabulary();
      const dictionary = layered(
        await this.pronounce(cmu, [...vocabulary.items, ...vocabulary.recipes, ...corpusPhrases()]),
        cmu,
      );
      const known = (word: string) => dictionary.has(word);
      const counts = new NgramCounts();
      for (const template of requestTemplates(vocabulary, known)) counts.addTemplate(template);
      for (const template of questionTemplates(known)) counts.addTemplate(template);
      for (const sentence of everydaySentences(EVERYDAY_WEIGHT)) counts.add(sentence, known);
      for (const sentence of generalSentences(GENERAL_WEIGHT)) counts.add(sentence, known);
      return { counts, dictionary, vocabulary };
    })();
    this.base.catch(() => (this.base = null));
    return this.base;
  }

  /** Pronunciations for the words of these phrases that the dictionary lacks (a new map: the dictionary is not changed). */
  private async pronounce(dictionary: Pronouncing, phrases: string[]): Promise<Pronunciations> {
    const missing = [...new Set(phrases.flatMap((phrase) => phrase.split(" ")))].filter(
      (word) => word && !dictionary.has(word),
    );
    if (!this.options.espeak || missing.length === 0) return new Map();
    return derivePronunciations(this.options.espeak, missing);
  }

  async build(key: string, ownItems: string[]): Promise<ModelFiles> {
    const base = await this.baseModel();
    // The household's own words are pronounced for its model alone: the shared dictionary does not grow with every household.
    const dictionary = layered(await this.pronounce(base.dictionary, ownItems), base.dictionary);
    const known = (word: string) => dictionary.has(word);
    const own = new NgramCounts();
    for (const template of requestTemplates({ items: ownItems, recipes: [] }, known, {
      itemsOnly: true,
      weight: OWN_ITEMS_WEIGHT,
    })) {
      own.addTemplate(template);
    }
    const counts = base.counts.merged(own);
    const words = wordsIn(counts);
    mkdirSync(this.options.cacheDir, { recursive: true });
    const files = {
      lm: path.join(this.options.cacheDir, `${key}.lm`),
      dict: path.join(this.options.cacheDir, `${key}.dict`),
    };
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
  for (const followers of counts.byOrder[0].values())
    for (const word of followers.keys()) if (word !== SENTENCE_END) words.add(word);
  return words;
}

/** The dictionary file pocketsphinx reads: only the model's words, alternatives as word(2). */
function dictionaryText(dictionary: Pronouncing, words: Iterable<string>) {
  const lines: string[] = [];
  for (const word of [...words].sort()) {
    (dictionary.get(word) ?? []).forEach((phones, index) =>
      lines.push(`${index === 0 ? word : `${word}(${index + 1})`} ${phones}`),
    );
  }
  return lines.join("\n") + "\n";
}
