import {
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  closeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { KitchenModels } from "./kitchen-model.server";
import { InProcessBuilder } from "./model-builder.server";
import { onPath } from "./processes.server";
import { CmuDictionary } from "./pronunciations.server";

/** The recogniser's model cache: files written whole, and kept while a recognition reads them. */

const CMU = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict";
const cacheDir = mkdtempSync(path.join(tmpdir(), "basil-models-test-"));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const models = new KitchenModels({ dictionaryFile: CMU, cacheDir, espeak: null, keptModels: 1 });

describe.skipIf(!existsSync(CMU))("the kitchen model cache", () => {
  it("keeps an evicted household's files while a recognition uses them, and removes them after", async () => {
    const zucchini = await models.use(["zucchini"]);
    expect(readFileSync(zucchini.files.lm, "utf8")).toMatch(/\\end\\\s*$/);
    expect(readFileSync(zucchini.files.dict, "utf8")).toMatch(/^zucchini /m);
    // Another household's model pushes this one out of the cache (one kept) while it is in use.
    const kale = await models.use(["kale"]);
    kale.release();
    expect(existsSync(zucchini.files.lm) && existsSync(zucchini.files.dict)).toBe(true);
    zucchini.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(existsSync(zucchini.files.lm) || existsSync(zucchini.files.dict)).toBe(false);
    // kale's model is the one kept.
    expect(existsSync(kale.files.lm)).toBe(true);
  }, 30_000);

  it("never rewrites a file a recogniser may be reading: a rebuilt model replaces it whole", async () => {
    const first = await models.use(["parsnip"]);
    const reader = openSync(first.files.lm, "r");
    try {
      const before = statSync(first.files.lm);
      // Evicted while in use, then asked for again: its model is built again under the same name.
      (await models.use(["celeriac"])).release();
      const again = await models.use(["parsnip"]);
      expect(again.files.lm).toBe(first.files.lm);
      expect(statSync(again.files.lm).ino).not.toBe(before.ino);
      // What the first reader opened is still there, whole.
      const buffer = Buffer.alloc(before.size);
      expect(readSync(reader, buffer, 0, before.size, 0)).toBe(before.size);
      expect(buffer.toString("utf8")).toMatch(/\\end\\\s*$/);
      first.release();
      await new Promise((resolve) => setImmediate(resolve));
      // The first user's release does not take the rebuilt model's files with it.
      expect(existsSync(again.files.lm) && existsSync(again.files.dict)).toBe(true);
      again.release();
    } finally {
      closeSync(reader);
    }
    expect(readdirSync(cacheDir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  }, 30_000);
});

describe.skipIf(!existsSync(CMU))("a household's first recording", () => {
  it("is heard with the shared model while the household's own is built, and the next one with its own", async () => {
    const ownDir = mkdtempSync(path.join(tmpdir(), "basil-models-shared-test-"));
    const warmed = new KitchenModels({ dictionaryFile: CMU, cacheDir: ownDir, espeak: null, keptModels: 2 });
    await warmed.warm();
    const shared = await warmed.use([]);
    shared.release();
    const first = await warmed.use(["kohlrabi"]);
    expect(first.files).toEqual(shared.files);
    first.release();
    // Its own model is being built meanwhile; once it is, recordings use it.
    let own = await warmed.use(["kohlrabi"]);
    for (let tries = 0; own.files.lm === shared.files.lm && tries < 200; tries += 1) {
      own.release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      own = await warmed.use(["kohlrabi"]);
    }
    expect(own.files.lm).not.toBe(shared.files.lm);
    expect(readFileSync(own.files.dict, "utf8")).toMatch(/^kohlrabi /m);
    own.release();
    // Many other households later, the shared model is still kept.
    for (const item of ["okra", "turnip", "salsify"]) (await warmed.use([item])).release();
    const again = await warmed.use([]);
    expect(again.files).toEqual(shared.files);
    expect(existsSync(again.files.lm)).toBe(true);
    again.release();
    rmSync(ownDir, { recursive: true, force: true });
  }, 60_000);
});

describe.skipIf(!existsSync(CMU))("the CMU dictionary", () => {
  it("looks words and their alternatives up as the file lists them", () => {
    const dictionary = CmuDictionary.read(CMU);
    expect(dictionary.size).toBeGreaterThan(130_000);
    expect(dictionary.get("the")).toEqual(["DH AH", "DH IY"]);
    expect(dictionary.get("chicken")).toEqual(["CH IH K AH N"]);
    expect(dictionary.has("one's")).toBe(true);
    expect(dictionary.has("zzzqqq")).toBe(false);
    expect(dictionary.get("zzzqqq")).toBeUndefined();
  });

  it("finds every word of a file that is not in order", () => {
    const dictionary = new CmuDictionary(
      "tomato T AH M EY T OW\napple AE P AH L\ntomato(2) T AH M AA T OW\n\nbasil B EY Z AH L\n",
    );
    expect(dictionary.get("tomato")).toEqual(["T AH M EY T OW", "T AH M AA T OW"]);
    expect(dictionary.get("apple")).toEqual(["AE P AH L"]);
    expect(dictionary.get("basil")).toEqual(["B EY Z AH L"]);
    expect(dictionary.has("tomat")).toBe(false);
    expect(dictionary.size).toBe(4);
  });
});

describe.skipIf(!existsSync(CMU) || !onPath("espeak-ng"))("a household's model", () => {
  let built: Promise<{ dict: string; lm: string }> | null = null;
  /** One household's model, built once for these tests. */
  function model() {
    built ??= new InProcessBuilder({
      dictionaryFile: CMU,
      cacheDir: path.join(cacheDir, "spoken"),
      espeak: onPath("espeak-ng"),
    })
      .build("household", ["onions", "apples"])
      .then((files) => ({ dict: readFileSync(files.dict, "utf8"), lm: readFileSync(files.lm, "utf8") }));
    return built;
  }
  const hasNgram = (lm: string, words: string) => new RegExp(`\\t${words}(?:\\t|$)`, "m").test(lm);

  it('says its articles as people do: "an" before a vowel sound, "a" before the rest', async () => {
    const { lm } = await model();
    for (const said of ["an oven", "an ounce", "an onion", "an easy", "a tomato", "a pound", "a timer", "a healthy"])
      expect(hasNgram(lm, said), said).toBe(true);
    for (const unsaid of ["a oven", "a ounce", "a onion", "a easy", "an tomato", "an pound", "an timer", "an healthy"])
      expect(hasNgram(lm, unsaid), unsaid).toBe(false);
  }, 60_000);

  it("has heard how people talk to a kitchen assistant, beyond the request shapes Basil understands", async () => {
    const { lm } = await model();
    // From the everyday requests: no request shape says "the milk sorted" or ends "on the shopping list would you".
    for (const said of ["the milk sorted", "list would you"]) expect(hasNgram(lm, said), said).toBe(true);
  }, 60_000);

  it("pronounces the corpus's own dishes and cooking verbs, not only the catalogue's names, so the model can say them", async () => {
    const { dict, lm } = await model();
    // "tikka" and "julienne" are in no catalogue name and not in the CMU dictionary.
    const cmu = CmuDictionary.read(CMU);
    expect(cmu.has("tikka") || cmu.has("julienne")).toBe(false);
    for (const word of ["tikka", "julienne"]) {
      expect(dict).toMatch(new RegExp(`^${word} `, "m"));
      expect(lm).toMatch(new RegExp(`^-?[\\d.]+\\t${word}(?:\\t|$)`, "m"));
    }
    expect(lm).toMatch(/\ttikka masala(?:\t|$)/m);
  }, 60_000);
});
