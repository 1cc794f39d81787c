/**
 * Reading a recipe pasted as plain text (from an email, a note, a blog copied as text) into a
 * draft for the recipe form, and the small readers of times, servings and step numbers that
 * the web page reader shares.
 *
 * Plain TypeScript without dependencies, so it runs on the server and in the browser.
 */
import { trailingAside, trimCharacters } from "../text";
import { emptyDraft, PASTED_LIMITS, type RecipeDraft } from "./recipe-draft";
import { CARDINAL_WORDS, VULGAR_FRACTIONS } from "./quantities";

/** How much of a source a draft keeps, so one odd page cannot fill the form with a book. */
export const DRAFT_LIMITS = {
  name: 120,
  description: 1000,
  line: 300,
  step: 2000,
  ingredients: 100,
  steps: 100,
  tips: 100,
  tags: 12,
  /** Longer "tags" are sentences stuffed into keywords for search engines, not tags. */
  tag: 50,
} as const;

// ---------------------------------------------------------------------------------------------
// Shared text helpers
// ---------------------------------------------------------------------------------------------

/** Every run of whitespace (no-break spaces and zero-width ones included) as one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(/[\u200B-\u200D\uFEFF]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text cut to at most `max` characters, at a word when one is near, ending in "…" when cut. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const atWord = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.trimEnd()}…`;
}

const UNICODE_FRACTIONS = VULGAR_FRACTIONS;
const FRACTION_CHARACTERS = Object.keys(UNICODE_FRACTIONS).join("");

const NUMBER_WORDS: Record<string, number> = {
  ...CARDINAL_WORDS,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  half: 1 / 2,
  dozen: 12,
};
const MIXED_UNICODE = new RegExp(`^(\\d+)\\s*([${FRACTION_CHARACTERS}])`);
const UNICODE_FRACTION = new RegExp(`^[${FRACTION_CHARACTERS}]`);
const NUMBER_WORD = new RegExp(`^(${Object.keys(NUMBER_WORDS).join("|")})\\b`, "i");

type Amount = { amount: number; rest: string };

/**
 * The amount at the start of a text: "1 1/2", "1½", "½", "1/2", "2.5", "two"; with
 * `articles`, "a" and "an" count as one ("an hour"). Null when the text does not start with one.
 */
function leadingAmount(text: string, articles = false): Amount | null {
  const mixedUnicode = MIXED_UNICODE.exec(text);
  if (mixedUnicode) return amountOf(Number(mixedUnicode[1]) + UNICODE_FRACTIONS[mixedUnicode[2]], text, mixedUnicode);
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)/.exec(text);
  if (mixed && Number(mixed[3]) > 0)
    return amountOf(Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]), text, mixed);
  const fraction = /^(\d+)\s*\/\s*(\d+)/.exec(text);
  if (fraction && Number(fraction[2]) > 0) return amountOf(Number(fraction[1]) / Number(fraction[2]), text, fraction);
  const decimal = /^\d+(?:\.\d+)?/.exec(text);
  if (decimal) return amountOf(Number(decimal[0]), text, decimal);
  const unicode = UNICODE_FRACTION.exec(text);
  if (unicode) return amountOf(UNICODE_FRACTIONS[unicode[0]], text, unicode);
  const word = NUMBER_WORD.exec(text);
  if (word) return amountOf(NUMBER_WORDS[word[1].toLowerCase()], text, word);
  const article = articles ? /^an?\b/i.exec(text) : null;
  if (article) return amountOf(1, text, article);
  return null;
}

function amountOf(amount: number, text: string, match: RegExpExecArray): Amount {
  return { amount, rest: text.slice(match[0].length).trimStart() };
}

/** A range's second half ("20-25", "20 to 25"): times and yields keep the first number only. */
function withoutRangeEnd(rest: string): string {
  return rest.replace(/^(?:-|–|—|to)\s*\d+(?:\.\d+)?\s*/i, "");
}

const DURATION_UNITS: Array<{ pattern: RegExp; minutes: number }> = [
  // Followed by no letter rather than a word boundary, so "1h30m" reads as well as "1 hr 30 min".
  { pattern: /^(?:days?|d)(?![a-z])\.?/i, minutes: 24 * 60 },
  { pattern: /^(?:hours?|hrs?|h)(?![a-z])\.?/i, minutes: 60 },
  { pattern: /^(?:minutes?|mins?|m)(?![a-z])\.?/i, minutes: 1 },
  { pattern: /^(?:seconds?|secs?|s)(?![a-z])\.?/i, minutes: 1 / 60 },
];

/** The longest text read as a time ("approximately 1 hour and 45 minutes, plus chilling" is shorter). */
const TIME_TEXT_MAX = 100;

/**
 * Minutes in a written time such as "1 hr 10 mins", "45 min", "1½ hours", "an hour and 20
 * minutes" or "half an hour"; null unless the whole text is a time.
 */
export function minutesInWords(text: string): number | null {
  // A time is a few words; a longer text is something else, and is not read word by word.
  if (text.length > TIME_TEXT_MAX) return null;
  let rest = collapseWhitespace(text)
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^(?:about|around|approx\.?|approximately|roughly|~)\s*/, "")
    .replace(/\bhalf an hour\b/g, "30 minutes")
    .replace(/\b(?:an|one) hour and a half\b/g, "90 minutes");
  if (rest === "") return null;
  let total = 0;
  while (rest !== "") {
    const amount = leadingAmount(rest, true);
    if (!amount) return null;
    rest = withoutRangeEnd(amount.rest).replace(/^-\s*/, "");
    const unit = DURATION_UNITS.find((candidate) => candidate.pattern.test(rest));
    if (!unit) return null;
    total += amount.amount * unit.minutes;
    rest = rest.replace(unit.pattern, "").replace(/^\s*(?:,|and|\+|&)?\s*/, "");
  }
  return Math.round(total);
}

/** How much of a yield is read for its number. */
const YIELD_TEXT_MAX = 100;

/**
 * Whole servings in a yield such as "4", "4 servings", "Serves 6", "12 cookies", "Makes about
 * 24" or "serves four"; null when it names no number of at least one.
 */
export function servingsInWords(text: string): number | null {
  // The number is near the start: "Makes about 24 small cookies, depending on the cutter".
  const words = collapseWhitespace(text.slice(0, YIELD_TEXT_MAX)).replace(/^[^\d\p{L}½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]+/u, "");
  const lead =
    /^(?:serves|servings?|yields?|makes|portions?|feeds|for)?\s*:?\s*(?:about|around|approx\.?|approximately|up to)?\s*/i;
  const amount = leadingAmount(words.replace(lead, ""));
  // Less than one is a part of a batch ("½ recipe"), not a number of people.
  return amount && amount.amount >= 1 ? Math.round(amount.amount) : null;
}

const STEP_NUMBER = /^(?:step\s*\d{1,3}\s*[:.)\-–]?|\d{1,3}\s*[.)]|\d{1,3}\s*[:\-–](?=\s))\s*/i;

/** Whether a line starts with a step's number: "1.", "2)", "Step 3:". */
export function startsWithStepNumber(line: string): boolean {
  return /^step\s*\d{1,3}\b/i.test(line) || /^\d{1,3}\s*[.)](?:\s|$)/.test(line);
}

/** The line without a leading step number ("1.", "2)", "Step 3:"). */
export function withoutStepNumber(line: string): string {
  return startsWithStepNumber(line) ? line.replace(STEP_NUMBER, "").trim() : line;
}

/**
 * A line holding several numbered steps one after another ("1. Mix. 2. Bake.") as one line
 * per step; any other line as it is. Only a run counting 1, 2, 3… from the line's start
 * splits, so "Bake at 180 for 20 min. 2 eggs" stays whole.
 */
export function splitNumberedRun(line: string): string[] {
  const starts: number[] = [];
  const marker = /(?:^|\s)(\d{1,2})[.)]\s+/g;
  for (let match = marker.exec(line); match; match = marker.exec(line)) {
    if (Number(match[1]) !== starts.length + 1) continue;
    if (starts.length === 0 && match.index !== 0) return [line];
    starts.push(match.index);
  }
  if (starts.length < 2) return [line];
  return starts.map((start, index) => line.slice(start, starts[index + 1]).trim());
}

// ---------------------------------------------------------------------------------------------
// Pasted text
// ---------------------------------------------------------------------------------------------

type Heading = "ingredients" | "method" | "notes";

const HEADINGS: Array<{ kind: Heading; words: string[] }> = [
  {
    kind: "ingredients",
    words: ["ingredients", "ingredient list", "you will need", "you'll need", "what you need", "what you'll need"],
  },
  {
    kind: "method",
    words: ["method", "directions", "instructions", "steps", "preparation", "how to make it"],
  },
  { kind: "notes", words: ["notes", "note", "tips", "tip", "cook's notes", "recipe notes", "notes and tips"] },
];

/** Longer lines are sentences, never headings, and are not looked at as one. */
const HEADING_MAX = 80;

/**
 * Which heading a line is, if any: "INGREDIENTS:", "## Method", "**Notes**", "Ingredients
 * (serves 4)", "Ingredients for the cake".
 */
function headingOf(line: string): Heading | null {
  if (line.length > HEADING_MAX) return null;
  const unmarked = line.replace(/^#+\s*/, "").replace(/[*_]/g, "");
  const withoutAside = trailingAside(unmarked)?.before ?? unmarked;
  const unended = withoutAside.trimEnd();
  const words = (unended.endsWith(":") ? unended.slice(0, -1) : unended)
    .replace(/^(\S+(?:\s\S+)?)\s+for\s+(?:the\s+)?\S+(?:\s\S+)?$/i, "$1")
    .replace(/[’]/g, "'")
    .trim()
    .toLowerCase();
  return HEADINGS.find((heading) => heading.words.includes(words))?.kind ?? null;
}

type Facts = { servings: number | null; prepTime: number | null; cookTime: number | null; totalTime: number | null };

type Fact = { key: keyof Facts; value: number };

const TIME_LABELS: Array<{ key: "prepTime" | "cookTime" | "totalTime"; pattern: RegExp }> = [
  // A time label needs "time" or a colon, so a step such as "Cook 10 minutes." stays a step.
  { key: "prepTime", pattern: /^(?:prep(?:aration)?\.?)\s*(?:time(?:\s*[:\-–])?|[:\-–])\s*(\S.*)$/i },
  { key: "cookTime", pattern: /^(?:cook(?:ing)?|baking|bake)\s*(?:time(?:\s*[:\-–])?|[:\-–])\s*(\S.*)$/i },
  { key: "totalTime", pattern: /^(?:total(?:\s*time)?(?:\s*[:\-–])?|ready in|time\s*:)\s*(\S.*)$/i },
];

const SERVINGS_LABEL =
  /^(?:serves|servings?|yields?|makes|portions?|feeds)\s*(?:[:\-–]\s*)?(?=(?:(?:about|around|approx\.?|up to)\s*)?[\d½⅓⅔¼¾]|(?:(?:about|around|up to)\s*)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen)\b)/i;
const SERVINGS_AFTER = /^\d+\s*(?:servings?|portions?|people)$/i;

/** A fact such as "Serves 4", "Prep time: 15 minutes" or "Total: 45 min" that a line states, if any. */
function factOf(line: string): Fact | null {
  const text = trimCharacters(trimCharacters(line, /[*_#\s]/, "start"), /[*_\s]/, "end").replace(/\*\*/g, "");
  for (const label of TIME_LABELS) {
    const match = label.pattern.exec(text);
    const minutes = match ? minutesInWords(match[1]) : null;
    if (minutes !== null) return { key: label.key, value: minutes };
  }
  if (SERVINGS_LABEL.test(text) || SERVINGS_AFTER.test(text)) {
    const servings = servingsInWords(text);
    if (servings !== null) return { key: "servings", value: servings };
  }
  return null;
}

/** Every part a fact, or null. */
function allFacts(parts: string[]): Fact[] | null {
  const facts = parts.map(factOf);
  if (facts.length === 0 || facts.some((fact) => fact === null)) return null;
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** A time's label followed straight by its amount ("Prep 15 minutes"), with a colon put in. */
const BARE_TIME_LABEL = /^(prep(?:aration)?|cook(?:ing)?|bak(?:e|ing)|total)\s+(?=\d)/i;

/**
 * The facts of a line made only of facts ("Prep: 20 min | Cook: 25 min | Serves 6"), else
 * null. Two or more facts may also be parted by commas and their labels need no colon
 * ("Prep 15 minutes, cook 45 minutes"): a step alone ("Cook 10 minutes, stirring") is not
 * all facts, so it stays a step.
 */
function factsOfLine(line: string): Fact[] | null {
  const parts = (pattern: RegExp) =>
    line
      .split(pattern)
      .map((part) => part.trim())
      .filter((part) => part !== "");
  const stated = allFacts(parts(/[|•·;]/));
  if (stated) return stated;
  const listed = parts(/[|•·;,]/);
  if (listed.length < 2) return null;
  return allFacts(listed.map((part) => part.replace(BARE_TIME_LABEL, "$1: ")));
}

/** A fact's label alone on its line, as a recipe card copies ("Prep Time" then "15 mins"). */
const FACT_LABEL_ALONE =
  /^(?:prep(?:aration)?\s*time|cook(?:ing)?\s*time|total\s*time|servings|serves|yield|makes)\s*:?$/i;

const SOURCE_LINE = /^(?:(?:source|from|recipe from|adapted from|via)\s*(?::\s*)?)?(https?:\/\/\S+)$/i;

type PastedLines = { lines: string[]; facts: Facts; sourceUrl: string | null };

/**
 * The text's lines with the facts (servings, times) and a source address taken out; blank
 * lines stay as "" because they end a description paragraph.
 */
function separateFacts(text: string): PastedLines {
  const raw = text
    .slice(0, PASTED_LIMITS.characters)
    .replace(/\r\n?/g, "\n")
    .split("\n", PASTED_LIMITS.lines)
    .map((line) => collapseWhitespace(line.slice(0, PASTED_LIMITS.line)));
  // The index of the next line with text after each line, found in one pass from the end.
  const nextFilled = new Array<number>(raw.length);
  for (let index = raw.length - 1, next = -1; index >= 0; index--) {
    nextFilled[index] = next;
    if (raw[index] !== "") next = index;
  }
  const facts: Facts = { servings: null, prepTime: null, cookTime: null, totalTime: null };
  const lines: string[] = [];
  let sourceUrl: string | null = null;
  for (let index = 0; index < raw.length; index++) {
    const line = raw[index];
    const next = nextFilled[index];
    const labelled =
      next !== -1 && FACT_LABEL_ALONE.test(line) ? factsOfLine(`${line.replace(/:$/, "")}: ${raw[next]}`) : null;
    if (labelled) {
      labelled.forEach((fact) => (facts[fact.key] ??= fact.value));
      index = next;
      continue;
    }
    const stated = line === "" ? null : factsOfLine(line);
    if (stated) {
      stated.forEach((fact) => (facts[fact.key] ??= fact.value));
      continue;
    }
    const source = SOURCE_LINE.exec(line);
    if (source && sourceUrl === null) {
      sourceUrl = source[1];
      continue;
    }
    lines.push(line);
  }
  return { lines, facts, sourceUrl };
}

/** One bullet or tick box and the space after it; sticky, so it reads on from where the last one ended. */
const BULLET = /(?:[-–—•*·◦▪▸►✓✔▢☐□❏]|\[\s?[xX✓]?\s?\]|\(\s?\))\s*/y;

/** Where the line's bullets ("- ", "• ", "[ ] ", "- [x] ") end: 0 when it has none. */
function bulletsEnd(line: string): number {
  let end = 0;
  BULLET.lastIndex = 0;
  while (BULLET.exec(line)) end = BULLET.lastIndex;
  return end;
}

function hasBullet(line: string): boolean {
  return bulletsEnd(line) > 0;
}

function withoutBullets(line: string): string {
  return line.slice(bulletsEnd(line)).trim();
}

/** Whether a line starts with an amount: "2 eggs", "½ cup", "1/2 tsp", "two onions", "a dozen eggs". */
function startsWithQuantity(line: string): boolean {
  const text = withoutBullets(line);
  if (startsWithStepNumber(text)) return false;
  return leadingAmount(text) !== null || /^a dozen\b/i.test(text);
}

/** A label within a list ("For the sauce:"), which heads what follows instead of being an item. */
function isSubheading(line: string): boolean {
  const text = withoutBullets(line);
  const words = text.split(" ").length;
  if (startsWithQuantity(text) || words > 6) return false;
  // "For the best results, chill it overnight." is a sentence, not a label.
  return /:$/.test(text) || (/^for the\b/i.test(text) && words <= 4 && !/[.,;!?]/.test(text));
}

const COOKING_VERBS = new Set(
  (
    "add arrange bake beat blend boil break bring brown brush chill chop coat combine cook cool cover crack " +
    "crush cut decorate dice divide drain drizzle dust finish flip fold form fry garnish grate grease grill " +
    "heat knead layer leave let marinate mash meanwhile melt mix once place pour preheat prepare press " +
    "put reduce refrigerate remove repeat rest return rinse roll rub saute sauté scatter season serve " +
    "set shape simmer sift slice soak spoon spread sprinkle squeeze stir store strain stuff take then " +
    "toast toss transfer turn using wash when whisk wipe wrap"
  ).split(" "),
);

/** Whether a line reads as an instruction rather than an item: numbered, a long sentence, or an order to the cook. */
function isStepLike(line: string): boolean {
  if (startsWithStepNumber(line)) return true;
  const text = withoutBullets(line);
  if (startsWithQuantity(text)) return false;
  const words = text.split(" ").length;
  const sentence = /[.!]$/.test(text);
  if (words >= 10 || (sentence && words >= 6)) return true;
  const firstWord = text.split(" ")[0].toLowerCase().replace(/[,:]$/, "");
  return COOKING_VERBS.has(firstWord) && (sentence || words >= 4);
}

function isIngredientLike(line: string): boolean {
  return startsWithQuantity(line) || (hasBullet(line) && !isStepLike(line));
}

type Sections = { intro: string[]; ingredients: string[]; method: string[]; notes: string[]; headings: Set<Heading> };

function splitIntoSections(lines: string[]): Sections {
  const sections: Sections = { intro: [], ingredients: [], method: [], notes: [], headings: new Set() };
  let current: Heading | "intro" = "intro";
  for (const line of lines) {
    const heading = line === "" ? null : headingOf(line);
    if (heading) {
      current = heading;
      sections.headings.add(heading);
      continue;
    }
    sections[current].push(line);
  }
  return sections;
}

/** The name: the first line, unless it is already part of the recipe's body. */
function takeName(intro: string[]): { name: string; rest: string[] } {
  const first = intro.findIndex((line) => line !== "");
  if (first === -1) return { name: "", rest: [] };
  const line = intro[first];
  if (isIngredientLike(line) || startsWithStepNumber(line)) return { name: "", rest: intro.slice(first) };
  const name = line
    .replace(/^#+\s*/, "")
    .replace(/^\*\*(.*)\*\*$/, "$1")
    .replace(/^recipe\s*:\s*/i, "");
  return { name: capText(name, DRAFT_LIMITS.name), rest: intro.slice(first + 1) };
}

type Body = { description: string[]; ingredients: string[]; steps: string[] };

/**
 * Without headings, what is what: lines before the first item are the description, items
 * run until the first line that reads as an instruction, and the rest are steps.
 */
function guessBody(lines: string[]): Body {
  const content = lines.filter((line) => line !== "");
  const firstItem = content.findIndex(isIngredientLike);
  if (firstItem === -1) return { description: [], ingredients: [], steps: content };
  const afterItems = content.slice(firstItem).findIndex((line) => !isIngredientLike(line) && isStepLike(line));
  const firstStep = afterItems === -1 ? content.length : firstItem + afterItems;
  return {
    description: content.slice(0, firstItem),
    ingredients: content.slice(firstItem, firstStep),
    steps: content.slice(firstStep),
  };
}

/** Items under an ingredients heading; without a method heading, the first instruction ends them. */
function splitIngredientSection(
  lines: string[],
  hasMethodHeading: boolean,
): { ingredients: string[]; steps: string[] } {
  const content = lines.filter((line) => line !== "");
  if (hasMethodHeading) return { ingredients: content, steps: [] };
  const firstStep = content.findIndex((line, index) => index > 0 && !isIngredientLike(line) && isStepLike(line));
  if (firstStep === -1) return { ingredients: content, steps: [] };
  return { ingredients: content.slice(0, firstStep), steps: content.slice(firstStep) };
}

function ingredientLines(lines: string[]): string[] {
  return lines
    .filter((line) => !isSubheading(line))
    .map((line) => capText(withoutBullets(line), DRAFT_LIMITS.line))
    .filter((line) => line !== "")
    .slice(0, DRAFT_LIMITS.ingredients);
}

/**
 * Steps: numbered steps run over following lines until the next number; without numbers each
 * line is a step. A label such as "For the sauce:" leads the step after it.
 */
function stepLines(lines: string[]): string[] {
  const content = lines.flatMap((line) => (line === "" ? [] : splitNumberedRun(withoutBullets(line))));
  const numbered = content.some(startsWithStepNumber);
  const steps: string[] = [];
  let lead = "";
  let continuing = false;
  for (const line of content) {
    if (isSubheading(line) && !startsWithStepNumber(line)) {
      lead = `${line.replace(/:$/, "")}: `;
      continuing = false;
      continue;
    }
    const text = withoutStepNumber(line);
    if (numbered && continuing && !startsWithStepNumber(line)) {
      steps[steps.length - 1] = `${steps[steps.length - 1]} ${text}`.trim();
      continue;
    }
    steps.push(`${lead}${text}`.trim());
    lead = "";
    continuing = true;
  }
  return steps
    .filter((step) => step !== "")
    .map((step) => capText(step, DRAFT_LIMITS.step))
    .slice(0, DRAFT_LIMITS.steps);
}

function tipLines(lines: string[]): string[] {
  return lines
    .map((line) => withoutStepNumber(withoutBullets(line)))
    .filter((line) => line !== "")
    .map((line) => capText(line, DRAFT_LIMITS.step))
    .slice(0, DRAFT_LIMITS.tips);
}

/** The description: the intro's lines as one paragraph. */
function descriptionOf(lines: string[]): string {
  return capText(collapseWhitespace(lines.join(" ")), DRAFT_LIMITS.description);
}

/**
 * A draft from a recipe pasted as text. Headings (Ingredients, Method, Notes…) sort the lines
 * when present; without them, lines starting with an amount before the first instruction are
 * the ingredients and the rest the steps. Step timers are left for the form to find.
 */
export function readRecipeText(text: string): RecipeDraft {
  const { lines, facts, sourceUrl } = separateFacts(text);
  const sections = splitIntoSections(lines);
  const { name, rest } = takeName(sections.intro);
  const hasIngredientsHeading = sections.headings.has("ingredients");
  const intro: Body = hasIngredientsHeading ? { description: rest, ingredients: [], steps: [] } : guessBody(rest);
  const listed = splitIngredientSection(sections.ingredients, sections.headings.has("method"));
  const bothTimesMissing = facts.prepTime === null && facts.cookTime === null;
  return {
    ...emptyDraft(),
    name,
    description: descriptionOf(intro.description),
    prepTime: bothTimesMissing ? facts.totalTime : facts.prepTime,
    cookTime: facts.cookTime,
    servings: facts.servings,
    ingredients: ingredientLines([...intro.ingredients, ...listed.ingredients]),
    steps: stepLines([...intro.steps, ...listed.steps, ...sections.method]).map((instruction) => ({
      instruction,
      timerMinutes: null,
    })),
    tips: tipLines(sections.notes),
    sourceUrl,
  };
}
