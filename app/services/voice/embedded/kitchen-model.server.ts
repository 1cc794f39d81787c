import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { EVERYDAY_REQUESTS_FILE } from "./kitchen-corpus.server";
import { rmSync } from "node:fs";
import { wordsOf } from "./kitchen-corpus.server";
import { InProcessBuilder, type BuilderOptions, type ModelBuilder, type ModelFiles } from "./model-builder.server";

/**
 * The recogniser's language model and dictionary for one household: Basil's own requests
 * with the catalogue's words (built once), plus the household's pantry and shopping-list
 * items. Each household's model is written to the cache folder under a fingerprint of its
 * item names, so it is rebuilt only when those change. Files are written under a temporary
 * name and renamed into place, and a household's files are removed only when no recognition
 * is reading them.
 */

/** Changes whenever the way sentences or models are made changes, so older cached files are not reused. */
const MODEL_VERSION = "kitchen-lm-2";
/** Households whose model files are kept; the least recently used one is removed first. */
const KEPT_MODELS = 32;

/** Model files in use by one recognition: release them when it is done. */
export type ModelInUse = { files: ModelFiles; release(): void };

type CachedModel = { key: string; files: Promise<ModelFiles>; users: number; evicted: boolean; ready: boolean };

export class KitchenModels {
  private readonly models = new Map<string, CachedModel>();
  private readonly builder: ModelBuilder;

  constructor(
    private readonly options: BuilderOptions & {
      /** Households whose model files are kept (default 32). */
      keptModels?: number;
      /** What builds the files: by default this thread (a production server uses a worker thread). */
      builder?: (options: BuilderOptions) => ModelBuilder;
    },
  ) {
    const { dictionaryFile, cacheDir, espeak } = options;
    this.builder = (options.builder ?? ((settings) => new InProcessBuilder(settings)))({
      dictionaryFile,
      cacheDir,
      espeak,
    });
  }

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
    return createHash("sha256")
      .update(`${MODEL_VERSION}\n${everydayText()}\n${items.join("\n")}`)
      .digest("hex")
      .slice(0, 20);
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
      const building: CachedModel = {
        key,
        files: this.builder.build(key, items),
        users: 0,
        evicted: false,
        ready: false,
      };
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
}

/** The everyday utterances the model learns from, so a change to them builds new models. */
function everydayText() {
  return readFileSync(EVERYDAY_REQUESTS_FILE, "utf8");
}
