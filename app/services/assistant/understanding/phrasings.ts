import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { normalise } from "./normalise";

/**
 * Basil's training data: one way of saying a request per line, in files named by intent,
 * its meaningful spans marked `[words](label)`; lines starting with # are comments, and a line
 * starting with "~" teaches the intent only (its words are not marked, so the entity tagger
 * skips it). content/assistant/phrasings/ holds phrasings written for Basil;
 * content/assistant/examples/ the requests of its development and seen evaluation sets. Read
 * into tokens (as the normaliser reads the member's words) with one BIO tag per token:
 * "B-item", "I-item", "O".
 */

export const SLOT_LABELS = [
  "item",
  "qty",
  "unit",
  "loc",
  "from_loc",
  "day",
  "to_day",
  "meal",
  "duration",
  "timer",
  "recipe",
  "diet",
  "allergy",
  "servings",
  "cuisine",
  "maxtime",
] as const;
export type SlotLabel = (typeof SLOT_LABELS)[number];

export type Example = {
  intent: string;
  tokens: string[];
  tags: string[];
  source: string;
  /** Whether its words are marked (false: it teaches the intent only). */
  tagged: boolean;
};

const SPAN = /\[([^[\]]+)\]\(([a-z_]+)\)/g;

/** One annotated line as tokens and tags; throws with the line's words when it is malformed. */
export function readPhrasing(line: string, intent: string, source: string): Example {
  const tokens: string[] = [];
  const tags: string[] = [];
  let at = 0;
  const plain = (text: string) => {
    for (const token of normalise(text).tokens) {
      tokens.push(token);
      tags.push("O");
    }
  };
  for (const match of line.matchAll(SPAN)) {
    const label = match[2];
    if (!(SLOT_LABELS as readonly string[]).includes(label)) throw new Error(`${source}: unknown label "${label}"`);
    plain(line.slice(at, match.index));
    normalise(match[1]).tokens.forEach((token, index) => {
      tokens.push(token);
      tags.push(`${index === 0 ? "B" : "I"}-${label}`);
    });
    at = (match.index ?? 0) + match[0].length;
  }
  plain(line.slice(at));
  // (The normaliser drops brackets, so they are looked for in the line's unmarked words.)
  if (/[[\]]/.test(line.replace(SPAN, ""))) throw new Error(`${source}: unbalanced brackets in "${line}"`);
  return { intent, tokens, tags, source, tagged: true };
}

/** Every example in the folders (one file per intent in each). */
export function readPhrasings(
  folders = [path.resolve("content", "assistant", "phrasings"), path.resolve("content", "assistant", "examples")],
): Example[] {
  return folders.flatMap((folder) => readFolder(folder));
}

function readFolder(folder: string): Example[] {
  const examples: Example[] = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".txt"))
    .sort()) {
    const intent = file.replace(/\.txt$/, "");
    const lines = readFileSync(path.join(folder, file), "utf8").split("\n");
    lines.forEach((line, index) => {
      const text = line.trim();
      if (!text || text.startsWith("#")) return;
      const source = `${path.basename(folder)}/${file}:${index + 1}`;
      if (text.startsWith("~")) {
        const tokens = normalise(text.slice(1)).tokens;
        if (tokens.length) examples.push({ intent, tokens, tags: tokens.map(() => "O"), source, tagged: false });
        return;
      }
      const example = readPhrasing(text, intent, source);
      if (example.tokens.length) examples.push(example);
    });
  }
  return examples;
}
