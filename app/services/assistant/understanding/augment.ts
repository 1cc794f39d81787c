import { groceryWords } from "~/domain/kitchen/names";
import { catalogue } from "~/services/kitchen/catalogue";
import { normalise } from "./normalise";
import type { Example, SlotLabel } from "./phrasings";
import { seeded } from "./tagger";

/**
 * More examples for the entity tagger from each phrasing, so it learns where an item stands
 * from the words around it rather than from the few foods the phrasings happen to name:
 * - the same sentence with its spans filled by other values of their kind (other foods,
 *   amounts, units, places, days, times, recipes);
 * - lists written without commas ("leeks parsnips and swede");
 * - an amount written after the name ("milk x 2", "eggs, 12", "salmon, 4 of them");
 * - a remark after the request that names no item ("the greek one", "if they have it");
 * - a use-by date after an item put away ("use by friday", "exp in 4 days").
 * Seeded: the same phrasings give the same examples.
 */

type Tagged = { tokens: string[]; tags: string[] };

const REMARKS = [
  "the greek one",
  "the ones in spring water",
  "if they have it",
  "if they've got any",
  "red ones",
  "the big one",
  "whichever is cheaper",
  "the organic kind",
  "for the kids",
  "we're out",
  "we're nearly out",
  "for the weekend",
  "for tonight",
  "for the curry",
  "the usual brand",
  "nothing fancy",
  "the small tub",
  "not the light one",
  "thanks",
  "cheers basil",
  "ta",
  "please",
  "when you get a chance",
];
const USE_BY = ["use by", "exp", "expires", "best before", "good till", "use before", "it goes off", "they expire on"];
const ADDING = new Set(["shopping.add", "pantry.add", "more"]);

function pools(): Partial<Record<SlotLabel, string[]>> {
  const foods = [
    ...new Set([
      ...groceryWords(),
      ...catalogue.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.name.toLowerCase())),
    ]),
  ].filter((name) => name.split(" ").length <= 3);
  return {
    item: foods,
    qty: [
      "2",
      "3",
      "a",
      "an",
      "1",
      "4",
      "6",
      "12",
      "half",
      "1.5",
      "a couple of",
      "a few",
      "200",
      "500",
      "10",
      "one",
      "1 1/2",
      "1/2",
      "2 1/2",
      "3/4",
      "half a",
      "a dozen",
    ],
    unit: [
      "kg",
      "g",
      "grams",
      "lb",
      "pounds",
      "cans",
      "tins",
      "bag",
      "bags",
      "bottle",
      "loaf",
      "bunch",
      "packet",
      "jar",
      "litres",
      "l",
      "ml",
      "box",
      "carton",
      "punnet",
      "tub",
      "dozen",
      "oz",
      "cups",
    ],
    loc: ["fridge", "freezer", "pantry", "cupboard", "larder"],
    from_loc: ["fridge", "freezer", "pantry", "cupboard"],
    day: [
      "tomorrow",
      "today",
      "tonight",
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
      "next week",
      "the weekend",
      "the 3rd",
      "friday's",
      "in 4 days",
      "wed",
      "sat",
    ],
    to_day: ["tomorrow", "monday", "wednesday", "friday", "saturday", "sunday", "thursday"],
    meal: ["breakfast", "lunch", "dinner", "supper"],
    duration: [
      "10 minutes",
      "5 mins",
      "an hour",
      "20 minutes",
      "half an hour",
      "90 seconds",
      "1 hour 15 minutes",
      "45 minutes",
      "3 minutes",
    ],
    timer: ["rice", "pasta", "potatoes", "eggs", "chicken", "bread", "oven", "lamb", "cake", "sauce", "veg"],
    recipe: catalogue.map((recipe) => recipe.name.toLowerCase()),
    servings: ["2", "4", "6", "8", "10"],
    maxtime: ["30 minutes", "20 minutes", "an hour", "15 mins", "45 minutes"],
  };
}

/**
 * How often an item is replaced by a made-up word: names no list of foods holds ("gochujang",
 * a brand, a typo past correcting) stand where items stand, so the tagger must learn the
 * place from the words around it, not only the word.
 */
const MADE_UP_ITEMS = 0.1;
const ONSETS = ["b", "ch", "d", "f", "g", "k", "l", "m", "n", "p", "qu", "r", "s", "sh", "t", "v", "z", "br", "tr"];
const VOWELS = ["a", "e", "i", "o", "u", "ai", "oo", "ea"];

/** A pronounceable word of two to six syllables that no dictionary holds (seeded). */
function madeUpWord(random: () => number): string {
  const syllables = 2 + Math.floor(random() * 5);
  let word = "";
  for (let at = 0; at < syllables; at += 1) {
    word += ONSETS[Math.floor(random() * ONSETS.length)] + VOWELS[Math.floor(random() * VOWELS.length)];
  }
  return word;
}

function spans(example: Tagged) {
  const found: Array<{ label: string; start: number; end: number }> = [];
  example.tags.forEach((tag, index) => {
    if (!tag.startsWith("B-")) return;
    let end = index + 1;
    while (example.tags[end] === `I-${tag.slice(2)}`) end += 1;
    found.push({ label: tag.slice(2), start: index, end });
  });
  return found;
}

function marked(words: string[], label: string): Tagged {
  return { tokens: words, tags: words.map((_, at) => `${at === 0 ? "B" : "I"}-${label}`) };
}

const plain = (words: string[]): Tagged => ({ tokens: words, tags: words.map(() => "O") });

function join(...parts: Tagged[]): Tagged {
  return { tokens: parts.flatMap((part) => part.tokens), tags: parts.flatMap((part) => part.tags) };
}

export function augment(examples: Example[], copies: number, seed = 11): Example[] {
  const random = seeded(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const values = pools();
  const tokenised = new Map<string, string[]>();
  const tokensOf = (text: string) => {
    let tokens = tokenised.get(text);
    if (!tokens) tokenised.set(text, (tokens = normalise(text).tokens));
    return tokens;
  };
  const out: Example[] = [...examples];
  const push = (example: Example, tagged: Tagged, how: string) =>
    out.push({ ...example, ...tagged, source: `${example.source}~${how}` });
  for (const example of examples) {
    const found = spans(example);
    if (!found.length) continue;
    for (let copy = 0; copy < copies; copy += 1) {
      const parts: Tagged[] = [];
      let at = 0;
      for (const span of found) {
        parts.push(plain(example.tokens.slice(at, span.start)));
        const pool = values[span.label as SlotLabel];
        const made = span.label === "item" && random() < MADE_UP_ITEMS;
        const replacement = made ? [madeUpWord(random)] : pool && random() < 0.8 ? tokensOf(pick(pool)) : null;
        parts.push(marked(replacement?.length ? replacement : example.tokens.slice(span.start, span.end), span.label));
        at = span.end;
      }
      parts.push(plain(example.tokens.slice(at)));
      push(example, join(...parts), String(copy));
    }
    if (!ADDING.has(example.intent)) continue;
    const items = found.filter((span) => span.label === "item");
    // Commas between items left out, as a transcript has them.
    if (items.length >= 2 && example.tokens.includes(",")) {
      const kept = example.tokens
        .map((token, index) => ({ token, tag: example.tags[index] }))
        .filter(({ token }) => token !== ",");
      push(example, { tokens: kept.map((entry) => entry.token), tags: kept.map((entry) => entry.tag) }, "nocommas");
    }
    // The amount after the name: "milk x 2", "eggs, 12", "salmon fillets, 4 of them".
    const [first] = items;
    const qty = found.find((span) => span.label === "qty" && span.end <= first.start);
    if (qty && qty.end === first.start) {
      const name = example.tokens.slice(first.start, first.end);
      const amount = example.tokens.slice(qty.start, qty.end);
      const tail = example.tokens.slice(first.end);
      const style = pick(["x", "comma", "of them"]);
      const moved =
        style === "x"
          ? join(marked(name, "item"), plain(["x"]), marked(amount, "qty"))
          : style === "comma"
            ? join(marked(name, "item"), plain([","]), marked(amount, "qty"))
            : join(marked(name, "item"), plain([","]), marked(amount, "qty"), plain(["of", "them"]));
      push(
        example,
        join(plain(example.tokens.slice(0, qty.start)), moved, { tokens: tail, tags: example.tags.slice(first.end) }),
        "after",
      );
    }
    // A remark after the request, which names nothing to add.
    push(example, join(example, plain([","]), plain(tokensOf(pick(REMARKS)))), "remark");
    // A use-by date after what was put away.
    if (example.intent !== "shopping.add") {
      push(
        example,
        join(
          example,
          plain([","]),
          plain(tokensOf(pick(USE_BY))),
          marked(tokensOf(pick(values.day ?? ["friday"])), "day"),
        ),
        "useby",
      );
    }
  }
  return out;
}
