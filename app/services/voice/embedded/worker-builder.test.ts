import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { InProcessBuilder } from "./model-builder.server";
import { WorkerBuilder } from "./worker-builder.server";

/**
 * The production server builds the recogniser's models in a thread of their own, from the
 * server build's entry (the test command builds before these tests run).
 */

const CMU = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict";
const SCRIPT = path.resolve(process.env.BUILD_DIR || "build", "server", "voice-model-worker.js");
const folder = mkdtempSync(path.join(tmpdir(), "basil-worker-builder-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function builderIn(name: string, dictionaryFile = CMU, idleMs = 300) {
  return new WorkerBuilder(
    pathToFileURL(SCRIPT),
    { dictionaryFile, cacheDir: path.join(folder, name), espeak: null },
    idleMs,
  );
}

describe("building the recogniser's models in a worker thread", () => {
  it("the production build has the thread's entry", () => {
    expect(existsSync(SCRIPT), `${SCRIPT} (npm run build)`).toBe(true);
  });

  it("writes the same files as building in-process, then the thread ends when idle, and a later build starts another", async () => {
    const threaded = builderIn("threaded");
    const inProcess = new InProcessBuilder({
      dictionaryFile: CMU,
      cacheDir: path.join(folder, "in-process"),
      espeak: null,
    });
    const [fromThread, here] = await Promise.all([
      threaded.build("household", ["zucchini", "oat milk"]),
      inProcess.build("household", ["zucchini", "oat milk"]),
    ]);
    expect(fromThread.lm).toBe(path.join(folder, "threaded", "household.lm"));
    expect(readFileSync(fromThread.lm, "utf8")).toBe(readFileSync(here.lm, "utf8"));
    expect(readFileSync(fromThread.dict, "utf8")).toBe(readFileSync(here.dict, "utf8"));
    expect(readFileSync(fromThread.dict, "utf8")).toMatch(/^zucchini /m);
    expect(threaded.running).toBe(true);

    await expect.poll(() => threaded.running, { timeout: 10_000 }).toBe(false);
    const again = await threaded.build("another", ["kale"]);
    expect(readFileSync(again.dict, "utf8")).toMatch(/^kale /m);
    expect(threaded.running).toBe(true);
    await expect.poll(() => threaded.running, { timeout: 10_000 }).toBe(false);
  }, 60_000);

  it("a build that fails in the thread is refused with its reason, and the next one is tried again", async () => {
    const broken = builderIn("broken", path.join(folder, "no-such-dictionary.dict"));
    await expect(broken.build("household", [])).rejects.toThrow(/no-such-dictionary/);
    await expect(broken.build("household", [])).rejects.toThrow(/no-such-dictionary/);
  }, 30_000);
});
