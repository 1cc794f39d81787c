import nlp from "compromise";
import type { Ranked } from "./classifier";
import { wordClasses } from "./gazetteer";
import { lexicon } from "./lexicon";

/**
 * The second stage: a message cut into its requests. A full stop, question mark or
 * semicolon always ends one. Within a sentence, a comma, "and", "then", "also" or "plus"
 * ends one only when what follows, read on its own, is confidently a different request from
 * what came before ("add oats and honey to the list | and tick off the tea"); a list of
 * items ("oats and honey") or a second timer of the same kind stays in one request, whose
 * entities carry each part. What follows must also ask something of its own (a verb or a
 * question word): "swede to the list" finishes the list before it, and a remark ("we're
 * finished shopping") is not a request.
 */

export type Part = { tokens: string[]; ranking: Ranked[] };

const HARD = new Set([".", "?", "!", ";"]);
const SOFT = new Set([",", "and", "then", "also", "plus", "but", "after"]);
/** Intents that never stand alone after a join word: they belong to the request before. */
const DEPENDENT = new Set(["none", "more", "amend", "yes", "no", "thanks", "greeting"]);
const SURE = 0.6;
const ADDING = new Set(["shopping.add", "pantry.add", "more"]);
const QUESTION = new Set([
  "what",
  "what's",
  "how",
  "when",
  "where",
  "which",
  "do",
  "does",
  "is",
  "are",
  "can",
  "could",
  "have",
  "has",
  "any",
  "anything",
]);

/** Whether words ask something themselves: a verb that is not a food ("tick", "put", "used") or a question word. */
function asksItself(tokens: string[]) {
  if (tokens.some((word) => QUESTION.has(word))) return true;
  const terms = (nlp(tokens.join(" ")).json()[0]?.terms ?? []) as Array<{ text: string; tags: string[] }>;
  return terms.some(
    (term) =>
      term.tags.includes("Verb") &&
      !wordClasses(term.text.toLowerCase()).includes("food") &&
      !/^(?:is|are|was|were|be|been|'s|'re)$/.test(term.text),
  );
}

/** Whether words say where an add goes (the list, the pantry, a place). */
function saysWhere(tokens: string[]) {
  return tokens.some((word) => lexicon.targets.list.includes(word) || lexicon.targets.pantry.includes(word));
}

/** The words without joins and stops at their ends; a message's first words keep a leading "and" (it follows on). */
function trimmed(tokens: string[], keepLead = false) {
  let start = 0;
  let end = tokens.length;
  while (!keepLead && start < end && (SOFT.has(tokens[start]) || HARD.has(tokens[start]) || tokens[start] === "so"))
    start += 1;
  while (end > start && (SOFT.has(tokens[end - 1]) || HARD.has(tokens[end - 1]))) end -= 1;
  return tokens.slice(start, end);
}

export function segment(tokens: string[], classify: (tokens: string[]) => Ranked[]): Part[] {
  const sentences: string[][] = [[]];
  for (const token of tokens) {
    if (HARD.has(token)) {
      sentences[sentences.length - 1].push(token);
      sentences.push([]);
    } else sentences[sentences.length - 1].push(token);
  }
  const parts: Part[] = [];
  for (const [number, sentence] of sentences.entries()) {
    const words = trimmed(sentence, number === 0);
    if (!words.length) continue;
    const joins = words.flatMap((word, index) => (SOFT.has(word) && index > 0 ? [index] : []));
    let start = 0;
    for (const [at, join] of joins.entries()) {
      const end = joins[at + 1] ?? words.length;
      const right = trimmed(words.slice(join + 1, end));
      if (!right.length) continue;
      const left = trimmed(words.slice(start, join));
      if (!left.length) continue;
      const [after] = classify(right);
      if (DEPENDENT.has(after.intent) || after.confidence < SURE || !asksItself(right)) continue;
      const [before] = classify(left);
      if (before.intent === after.intent || DEPENDENT.has(before.intent)) continue;
      // "add 500g rice and a bag of flour to the pantry": one place for both, said once.
      if (ADDING.has(before.intent) && ADDING.has(after.intent) && !(saysWhere(left) && saysWhere(right))) continue;
      parts.push({ tokens: left, ranking: classify(left) });
      start = join + 1;
    }
    const rest = trimmed(words.slice(start), number === 0 && start === 0);
    if (rest.length) parts.push({ tokens: rest, ranking: classify(rest) });
  }
  // A sentence that is only a remark after a request ("we're out") belongs to it.
  return parts.filter((part, index) => index === 0 || part.ranking[0].intent !== "none" || parts.length === 1);
}
