import { VULGAR_FRACTIONS } from "~/domain/kitchen/quantities";
import { digitsInText } from "~/domain/numbers";
import { wordClasses } from "./gazetteer";
import { lexicon } from "./lexicon";
import { correctSpelling } from "./spelling";

/**
 * The first stage: a message as the later stages read it, a list of lower-case tokens.
 * Chat shorthand and contractions are written out, asides dropped, number words become
 * digits, amounts are split from their units ("250g" → 250 g), and words Basil does not
 * know are corrected against its vocabulary (./spelling). Punctuation that separates
 * requests or items (, . ? ; :) stays as tokens of its own.
 */

export type Normalised = {
  /** The tokens, words and separators. */
  tokens: string[];
  /** The tokens joined with spaces: what the member said, as read. */
  text: string;
  /** Words that were corrected, as written → as read. */
  corrected: Array<[string, string]>;
};

const FRACTION_GLYPHS = new RegExp(`(\\d?)([${Object.keys(VULGAR_FRACTIONS).join("")}])`, "g");
const FRACTION_TEXT: Record<string, string> = {
  "½": "1/2",
  "¼": "1/4",
  "¾": "3/4",
  "⅓": "1/3",
  "⅔": "2/3",
  "⅛": "1/8",
};

/** A minus sign starting an amount ("-3", "−½"), not a hyphen inside a word or range ("2-3"). */
const MINUS_BEFORE_AMOUNT = new RegExp(
  `(^|[\\s(])[-−‒–](?=\\d|[.,]\\d|[${Object.keys(VULGAR_FRACTIONS).join("")}])`,
  "g",
);

/** Words, numbers (with their sign, decimal point or fraction slash) and separators. */
const TOKEN = /-?\d+(?:(?:st|nd|rd|th)\b|[.,]\d+|\/\d+)?|[a-z]+(?:'[a-z]+)*|[,.?!;:]/g;

function written(text: string) {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[’‘`´]/g, "'")
      // A minus sign before an amount stays with it ("-3 apples"), so the quantity rule can refuse it.
      .replace(MINUS_BEFORE_AMOUNT, "$1-")
      .replace(FRACTION_GLYPHS, (_, whole: string, glyph: string) => {
        const fraction = FRACTION_TEXT[glyph] ?? String(VULGAR_FRACTIONS[glyph]);
        return whole ? ` ${Number(whole) + Number(eval_(fraction))} ` : ` ${fraction} `;
      })
      .replace(/\bw\/o\b/g, " without ")
      .replace(/\bw\//g, " with ")
      .replace(/[&+]/g, " and ")
      // Shorthand with digits in it ("2moro", "b4") before digits are split from letters.
      .replace(/\b[a-z0-9]+\b/g, (word) => (/\d/.test(word) ? (lexicon.shorthand[word] ?? word) : word))
      .replace(/(\d)(?!(?:st|nd|rd|th)\b)([a-z])/g, "$1 $2")
      .replace(/\bx(\d)/g, "x $1")
      .replace(/\ba (hundred|thousand)\b/g, "one $1")
      .replace(/(\w)-(\w)/g, "$1 $2")
  );
}

/** "1/2" → 0.5; anything else as a number. */
function eval_(fraction: string) {
  const [top, bottom] = fraction.split("/").map(Number);
  return bottom ? top / bottom : top;
}

/** Words before the assistant's name when a member calls it ("hey Basil", "thanks Basil", "alright Basil"). */
const CALLING = new Set([
  "hey",
  "hi",
  "hello",
  "hiya",
  "ok",
  "okay",
  "alright",
  "thanks",
  "thank",
  "you",
  "cheers",
  "ta",
  "yo",
  "oi",
  "oya",
  "right",
  "so",
  "please",
  "well",
  "up",
  "morning",
  "evening",
  "afternoon",
  "night",
  "namaste",
  "kumusta",
]);
/** Words after the name when a member calls it and goes on ("Basil, can you…", "…, Basil?"). */
const AFTER_CALLING = new Set([
  "can",
  "could",
  "would",
  "will",
  "please",
  "how",
  "what",
  "i",
  "we",
  "so",
  "you",
  "tell",
  "do",
]);
/** Words before "basil" that make it the herb ("some basil", "fresh basil", "add basil"). */
const HERB_BEFORE = new Set([
  "some",
  "fresh",
  "dried",
  "the",
  "of",
  "and",
  "or",
  "a",
  "bunch",
  "sweet",
  "thai",
  "holy",
  "more",
  "any",
  "no",
  "with",
  "add",
  "buy",
  "get",
  "need",
  "put",
  "grab",
  "pick",
]);

/**
 * The assistant called by its name is no part of the request: "basil" after a greeting or
 * thanks, at the start of a message before anything but a food, or at the end of a sentence
 * after anything that would not make it the herb. Elsewhere it is the herb.
 */
function withoutCalling(tokens: string[]): string[] {
  return tokens.filter((token, index) => {
    if (token !== "basil") return true;
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    if (before !== undefined && CALLING.has(before)) return false;
    if (index === 0) return after !== undefined && !/^[,.?!:]$/.test(after) && wordClasses(after).includes("food");
    const herb = HERB_BEFORE.has(before) || wordClasses(before).some((kind) => kind === "food" || kind === "num");
    const ends = after === undefined || /^[,.?!:;]$/.test(after) || AFTER_CALLING.has(after);
    return herb || !ends;
  });
}

/** Shorthand, contractions and contextual readings, token by token. */
function writtenOut(tokens: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (lexicon.asides.includes(token)) continue;
    const rule = lexicon.contextual.find(
      (entry) =>
        entry.word === token &&
        entry.before.includes(tokens[index + 1] ?? "") &&
        (!entry.after || entry.after.includes(out[out.length - 1] ?? "")),
    );
    const word = rule?.becomes ?? lexicon.shorthand[token] ?? lexicon.contractions[token] ?? token;
    out.push(...word.split(" "));
  }
  return out;
}

export function normalise(raw: string): Normalised {
  const first = withoutCalling(writtenOut(written(raw).match(TOKEN) ?? []));
  const numbered = (digitsInText(first.join(" ")).match(TOKEN) ?? []).map((token) =>
    /^\d+,\d+$/.test(token) && !/^\d{1,3},\d{3}$/.test(token) ? token.replace(",", ".") : token.replace(/,(?=\d)/, ""),
  );
  const corrected: Array<[string, string]> = [];
  const tokens = withoutRepeats(
    numbered.map((token) => {
      const fixed = correctSpelling(token);
      if (fixed !== token) corrected.push([token, fixed]);
      return fixed;
    }),
  );
  return { tokens, text: tokens.join(" "), corrected };
}

/**
 * A word said twice running once ("add add the milk", "and and", ", ,"): a stutter of speech
 * or of the keyboard. Numbers keep every copy ("2 2 litre bottles" may be meant).
 */
function withoutRepeats(tokens: string[]): string[] {
  return tokens.filter((token, index) => index === 0 || token !== tokens[index - 1] || /^\d/.test(token));
}
