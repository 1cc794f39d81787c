/**
 * Reads a folder of content files (one JSON document per entry, see `content/`) and
 * validates each one, so a mistake in the content stops the server at start with the
 * file and the field to fix rather than surfacing later as a broken page or answer.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";

type Ordered = { order: number };

/**
 * Every `*.json` file of `folder`, parsed with `schema`, sorted by `order` and with `order`
 * removed. `idOf` names the entry, and each file must be named after it (`<id>.json`) so a
 * reader can find an entry's file from its id.
 */
export function readContentFolder<T extends Ordered>(
  folder: string,
  schema: ZodType<T>,
  idOf: (entry: T) => string,
): Omit<T, "order">[] {
  const files = readdirSync(folder).filter((file) => file.endsWith(".json"));
  if (files.length === 0) throw new Error(`${folder}: no .json content files found`);

  const entries = files.map((file) => ({
    file: path.join(folder, file),
    entry: readContentFile(path.join(folder, file), schema),
  }));
  const byOrder = new Map<number, string>();
  for (const { file, entry } of entries) {
    const expected = `${idOf(entry)}.json`;
    if (path.basename(file) !== expected) throw new Error(`${file}: the file must be named ${expected} after its id`);
    const clash = byOrder.get(entry.order);
    if (clash) throw new Error(`${file}: order: ${entry.order} is already used by ${clash}`);
    byOrder.set(entry.order, file);
  }

  return entries
    .sort((a, b) => a.entry.order - b.entry.order)
    .map(({ entry }) => {
      const { order: _order, ...rest } = entry;
      return rest;
    });
}

/** One content file, parsed with `schema`; a mistake stops the server with the file and the field to fix. */
export function readContentFile<T>(file: string, schema: ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(top level)"}: ${issue.message}`);
    throw new Error(`${file}: ${problems.join("; ")}`);
  }
  return parsed.data;
}
