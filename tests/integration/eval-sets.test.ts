import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assistantSet, SETS_FOLDER, voiceSet } from "../eval/sets";

/**
 * The evaluation sets are data, and the held-out ones are frozen: each held-out file's SHA-256
 * is listed in tests/eval/sets/CHECKSUMS (as `sha256sum` writes it), so a changed case shows
 * up here instead of silently moving a figure. A new held-out set is added with its line; an
 * existing line is never changed.
 */
const files = readdirSync(SETS_FOLDER).filter((file) => file.endsWith(".json"));
const listed = new Map(
  readFileSync(path.join(SETS_FOLDER, "CHECKSUMS"), "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split(/\s+\*?/))
    .map(([sum, file]) => [file, sum]),
);

describe("evaluation sets", () => {
  it("every held-out set is listed with its checksum, and only files that exist are listed", () => {
    const heldOut = files.filter((file) => file.includes("held-out")).sort();
    expect([...listed.keys()].sort()).toEqual(heldOut);
  });

  it.each([...listed])("%s is unchanged", (file, sum) => {
    const actual = createHash("sha256")
      .update(readFileSync(path.join(SETS_FOLDER, file)))
      .digest("hex");
    expect(actual, `${file} differs from the checksum it was frozen with`).toBe(sum);
  });

  it.each(files)("%s reads as a well-formed set", (file) => {
    const name = file.replace(/\.json$/, "");
    const set = name.startsWith("voice-") ? voiceSet(name) : assistantSet(name);
    expect(set.name).toBe(name);
  });
});
