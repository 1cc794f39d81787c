import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { parseIngredientLine } from "~/domain/kitchen/recipe-lines";
import { readRecipeText } from "~/domain/kitchen/recipe-text";
import { parseAmountAndItem, parseQuantity } from "~/domain/kitchen/quantities";
import { MAX_BODY_BYTES } from "~/http.server";
import { CHAT_LIMITS } from "~/schemas/chat";
import { importTextSchema, MAX_PASTED_TEXT, recipeFormSchema } from "~/schemas/recipe-form";
import { shoppingAddSchema } from "~/schemas/shopping";
import { understandMessage } from "~/services/assistant/understanding";
import { EMPTY_STATE } from "~/services/assistant/understanding/state";
import { readPastedRecipe } from "~/services/kitchen/recipe-import/index.server";
import { readRecipePage } from "~/services/kitchen/recipe-import/read-page.server";

/**
 * Every reader of what members write runs in time linear in what it reads, so no text within
 * the limits holds the server (which answers every household from one thread) for long. Each
 * reader gets adversarial texts at the longest its door lets through: long runs of one
 * character, "1\n" × 25,000, "(" × 50,000, spaces and digits taken in turn, the words its
 * patterns look for, over and over. A pattern that tries every start against the rest of the
 * text takes seconds on them; a linear reader, a few milliseconds.
 */
const BOUND_MS = 50;

/** The fastest of a few runs: what the reader costs, not what the machine's other work cost meanwhile. */
function fastestOf(runs: number, read: () => unknown) {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    read();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

function filled(atom: string, length: number) {
  return atom.repeat(Math.ceil(length / atom.length)).slice(0, length);
}

/** What members' texts are made of when they are made to hurt: runs that patterns keep trying to match. */
const ATOMS = [
  "1\n",
  "(",
  "( ",
  ")",
  " ",
  "\t",
  "\u00a0",
  "1",
  "1 ",
  " 1",
  "1 1",
  "a",
  "a ",
  ",",
  ", ",
  ".",
  "-",
  "- ",
  "*",
  "#",
  "# ",
  "[ ",
  "()",
  "½",
  "1/",
  "1.",
  "1-",
  "1 to ",
  "for ",
  " and ",
  "step 1 ",
  "serves ",
  "prep time: ",
  "1 hr ",
  "i ",
  "we ",
  "it's ",
  "1 degrees in ",
  "http://",
  "\r",
  "<",
  "&",
];

/** Each atom as a run filling the length, and the same run between letters (so no pattern matches it whole). */
function adversarialTexts(length: number): Array<[string, string]> {
  return ATOMS.flatMap((atom): Array<[string, string]> => [
    [`${JSON.stringify(atom)} × ${length}`, filled(atom, length)],
    [`x + ${JSON.stringify(atom)} run + x`, `x${filled(atom, length - 2)}x`],
  ]);
}

/** The slowest text for a reader, and its time. */
function worstOf(length: number, read: (text: string) => unknown) {
  let worst = { name: "", ms: 0 };
  for (const [name, text] of adversarialTexts(length)) {
    const ms = fastestOf(3, () => read(text));
    if (ms > worst.ms) worst = { name, ms };
  }
  return worst;
}

/** A reader that refuses what it cannot read is as good as one that reads it: only its time counts. */
function ignoringRefusals(read: (text: string) => unknown) {
  return (text: string) => {
    try {
      read(text);
    } catch {
      // A 422 for a text with no recipe in it.
    }
  };
}

const READERS: Array<{ reader: string; length: number; read: (text: string) => unknown; boundMs?: number }> = [
  {
    reader: "a pasted recipe, through the import's schema (page form and API)",
    length: MAX_PASTED_TEXT,
    read: ignoringRefusals((text) => {
      const checked = z.safeParse(importTextSchema, { text });
      if (checked.success) readPastedRecipe(checked.data.text);
    }),
  },
  {
    reader: "the recipe text reader on its own (the assistant's 'save this recipe')",
    length: MAX_PASTED_TEXT,
    read: readRecipeText,
  },
  { reader: "an ingredient line", length: MAX_PASTED_TEXT, read: parseIngredientLine },
  {
    reader: "the recipe form's ingredients box",
    length: MAX_BODY_BYTES,
    read: (text) =>
      z.safeParse(recipeFormSchema, {
        name: "Soup",
        servings: 2,
        difficulty: "easy",
        cuisine: "other",
        mealTypes: ["dinner"],
        ingredients: text,
        steps: [{ instruction: "Cook." }],
      }),
  },
  { reader: "an amount and item", length: MAX_PASTED_TEXT, read: parseAmountAndItem },
  { reader: "a quantity", length: MAX_PASTED_TEXT, read: parseQuantity },
  {
    reader: "the shopping list's add box",
    length: MAX_BODY_BYTES,
    read: (text) => z.safeParse(shoppingAddSchema, { text }),
  },
  {
    reader: "the shopping list's add box, at its own limit",
    length: 120,
    read: (text) => z.safeParse(shoppingAddSchema, { text }),
  },
  {
    reader: "the assistant's understanding of a chat message",
    length: CHAT_LIMITS.maxMessageLength,
    // A trained tagger reads every word twice (for the request's intent and for any intent):
    // linear, about 10 µs a word, so a 4,000-word message of stutters costs ~100 ms where a
    // quadratic step costs seconds. A member's messages are rate-limited besides.
    boundMs: 150,
    read: (text) => understandMessage(text, new Date("2026-11-23T12:00:00Z"), EMPTY_STATE),
  },
];

describe("readers of member text run in linear time", () => {
  it.each(READERS)(`$reader reads the worst of its adversarial texts in its bound`, ({ length, read, boundMs }) => {
    read("2 cups flour"); // Compiled once before it is timed.
    const worst = worstOf(length, read);
    expect(worst.ms, `slowest on ${worst.name}: ${worst.ms.toFixed(1)} ms`).toBeLessThan(boundMs ?? BOUND_MS);
  });

  it("refuses pasted text past its line limits with the rule, keeping the reader's work small", () => {
    const tooManyLines = z.safeParse(importTextSchema, { text: "1\n".repeat(25_000) });
    expect(tooManyLines.error?.issues[0]?.message).toBe("Keep the text to 1,000 lines or fewer");
    const tooLongALine = z.safeParse(importTextSchema, { text: `Soup\n${"(".repeat(40_000)}` });
    expect(tooLongALine.error?.issues[0]?.message).toBe("Keep each line to 5,000 characters or fewer");
    expect(z.safeParse(importTextSchema, { text: "Soup\n2 cups stock\nHeat it." }).success).toBe(true);
  });
});

/** The largest page the importer fetches (safe-fetch's default cap). */
const PAGE_BYTES = 2 * 1024 * 1024;
const PAGE_URL = "https://recipes.example/soup";

function linkedDataPage(recipe: Record<string, unknown>) {
  return `<html><head><script type="application/ld+json">${JSON.stringify({ "@type": "Recipe", ...recipe })}</script></head><body></body></html>`;
}

const PAGE_TEXT = PAGE_BYTES - 400;

/** Pages made to hurt the reader, each at the fetch's size limit. */
const HOSTILE_PAGES: Array<[string, () => string]> = [
  ["an ingredient of '('", () => linkedDataPage({ name: "x", recipeIngredient: [filled("(", PAGE_TEXT)] })],
  ["an ingredient of '( '", () => linkedDataPage({ name: "x", recipeIngredient: [filled("( ", PAGE_TEXT)] })],
  [
    "230,000 ingredients",
    () => linkedDataPage({ name: "x", recipeIngredient: Array.from({ length: PAGE_TEXT / 9 }, () => "1 ( x)") }),
  ],
  [
    "instructions of '1\\n'",
    () => linkedDataPage({ name: "x", recipeInstructions: filled("1\n", (PAGE_TEXT * 2) / 3) }),
  ],
  [
    "instructions of '<p>1. a</p>'",
    () => linkedDataPage({ name: "x", recipeInstructions: filled("<p>1. a</p>", PAGE_TEXT) }),
  ],
  ["instructions of '<br>'", () => linkedDataPage({ name: "x", recipeInstructions: filled("<br>", PAGE_TEXT) })],
  [
    "47,000 steps",
    () =>
      linkedDataPage({
        name: "x",
        recipeInstructions: Array.from({ length: PAGE_TEXT / 40 }, () => ({ "@type": "HowToStep", text: "1. a" })),
      }),
  ],
  [
    "a total time of '1 hr ' × 400,000",
    () => linkedDataPage({ name: "x", totalTime: filled("1 hr ", PAGE_TEXT), recipeIngredient: ["1 egg"] }),
  ],
  [
    "a yield of '1 ' × 1,000,000",
    () => linkedDataPage({ name: "x", recipeYield: filled("1 ", PAGE_TEXT), recipeIngredient: ["1 egg"] }),
  ],
  ["a name of '( ' × 1,000,000", () => linkedDataPage({ name: filled("( ", PAGE_TEXT), recipeIngredient: ["1 egg"] })],
  [
    "keywords of 'a,' × 1,000,000",
    () => linkedDataPage({ name: "x", keywords: filled("a,", PAGE_TEXT), recipeIngredient: ["1 egg"] }),
  ],
  [
    "400,000 nested <div>s in a microdata recipe",
    () =>
      `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">x</span>${filled("<div>", PAGE_TEXT)}</div>`,
  ],
  ["JSON nested 1,000,000 deep", () => `<script type="application/ld+json">${filled("[", PAGE_TEXT / 2)}</script>`],
  [
    "40,000 structured-data scripts",
    () => filled(`<script type="application/ld+json">{"@type":"Thing"}</script>`, PAGE_TEXT),
  ],
  [
    "46,000 microdata ingredients",
    () =>
      `<div itemscope itemtype="https://schema.org/Recipe">${filled('<span itemprop="recipeIngredient">1 egg</span>', PAGE_TEXT)}</div>`,
  ],
  ["an unclosed comment", () => filled("<!--", PAGE_TEXT)],
];

/** A blog page of the same size with nothing odd about it: what reading two megabytes of HTML costs. */
const ORDINARY_PAGE = `<html><body>${filled("<p class=x>Some text of a recipe blog, with words.</p>\n", PAGE_TEXT)}</body></html>`;

/**
 * Parsing two megabytes of HTML is itself a few hundred milliseconds, so a page cannot meet
 * the 50 ms bound; what a page must not do is make the reader slower than reading an ordinary
 * page of its size (which the import's rate limit then bounds per member).
 */
describe("the page reader on hostile pages", () => {
  const ordinary = { ms: 0 };
  it("reads an ordinary page at the size limit", () => {
    ordinary.ms = fastestOf(2, () => readRecipePage(ORDINARY_PAGE, PAGE_URL));
    expect(ordinary.ms).toBeGreaterThan(0);
  });

  it.each(HOSTILE_PAGES)(
    "reads a page with %s in no more than three times an ordinary page's time",
    (_, page) => {
      const html = page();
      expect(html.length).toBeLessThanOrEqual(PAGE_BYTES);
      const ms = fastestOf(2, () => readRecipePage(html, PAGE_URL));
      expect(ms, `${ms.toFixed(0)} ms against ${ordinary.ms.toFixed(0)} ms for an ordinary page`).toBeLessThan(
        Math.max(3 * ordinary.ms, BOUND_MS),
      );
    },
    60_000,
  );
});
