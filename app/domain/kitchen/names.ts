/** Names of groceries: the key that decides "the same item", and the aisle it belongs in. */

const IRREGULAR: Record<string, string> = {
  leaves: "leaf",
  loaves: "loaf",
  knives: "knife",
  halves: "half",
  potatoes: "potato",
  tomatoes: "tomato",
  mangoes: "mango",
  avocados: "avocado",
  anchovies: "anchovy",
  cherries: "cherry",
  berries: "berry",
  radishes: "radish",
  peaches: "peach",
  sandwiches: "sandwich",
  dishes: "dish",
  boxes: "box",
};

const UNCOUNTABLE = new Set([
  "hummus",
  "couscous",
  "asparagus",
  "molasses",
  "swiss",
  "citrus",
  "octopus",
  "grass",
  "watercress",
  "cress",
  "brussels",
  "glass",
]);

/** "tomatoes" → "tomato", "leaves" → "leave": one word as item keys have it. */
export function singularWord(word: string) {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (UNCOUNTABLE.has(word) || word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/** Lower-cased, trimmed, single-spaced and singular: "Tomatoes " and "tomato" share a key. */
export function itemKey(name: string) {
  const words = name
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}\s'-]/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return "";
  const last = words.length - 1;
  words[last] = singularWord(words[last]);
  return words.join(" ");
}

/** "chicken breast" → "Chicken breast": how item names are stored and shown. */
export function displayName(name: string) {
  const clean = name.trim().replace(/\s+/g, " ");
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

export const SHOPPING_CATEGORIES = [
  "produce",
  "dairy",
  "meat & fish",
  "bakery",
  "pantry staples",
  "frozen",
  "drinks",
  "household",
  "other",
] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];

const CATEGORY_WORDS: Array<[ShoppingCategory, string[]]> = [
  ["frozen", ["frozen", "ice cream", "ice", "popsicle", "fish fingers", "fish sticks"]],
  [
    "household",
    [
      "paper towel",
      "toilet paper",
      "detergent",
      "dish soap",
      "soap",
      "sponge",
      "trash bag",
      "bin bag",
      "foil",
      "cling film",
      "plastic wrap",
      "baking paper",
      "parchment",
      "napkin",
      "bleach",
      "shampoo",
      "toothpaste",
      "battery",
      "light bulb",
    ],
  ],
  ["drinks", ["juice", "soda", "water", "sparkling", "cola", "coffee", "tea", "beer", "wine", "lemonade", "kombucha"]],
  [
    "dairy",
    [
      "milk",
      "cheese",
      "butter",
      "yogurt",
      "yoghurt",
      "cream",
      "egg",
      "ghee",
      "paneer",
      "feta",
      "mozzarella",
      "parmesan",
      "cheddar",
      "ricotta",
      "kefir",
      "buttermilk",
      "creme fraiche",
    ],
  ],
  [
    "meat & fish",
    [
      "chicken",
      "beef",
      "pork",
      "lamb",
      "turkey",
      "bacon",
      "ham",
      "sausage",
      "steak",
      "mince",
      "ground",
      "salmon",
      "tuna",
      "cod",
      "fish",
      "shrimp",
      "prawn",
      "crab",
      "mussel",
      "clam",
      "anchovy",
      "duck",
      "chorizo",
      "prosciutto",
      "tilapia",
      "halibut",
      "sardine",
    ],
  ],
  [
    "bakery",
    [
      "bread",
      "baguette",
      "bagel",
      "bun",
      "roll",
      "croissant",
      "tortilla",
      "pita",
      "naan",
      "muffin",
      "brioche",
      "sourdough",
      "ciabatta",
      "loaf",
      "cake",
    ],
  ],
  [
    "produce",
    [
      "apple",
      "banana",
      "orange",
      "lemon",
      "lime",
      "grape",
      "berry",
      "strawberry",
      "blueberry",
      "raspberry",
      "tomato",
      "potato",
      "onion",
      "garlic",
      "carrot",
      "celery",
      "lettuce",
      "spinach",
      "kale",
      "cabbage",
      "broccoli",
      "cauliflower",
      "pepper",
      "chili",
      "chilli",
      "cucumber",
      "zucchini",
      "courgette",
      "eggplant",
      "aubergine",
      "mushroom",
      "avocado",
      "ginger",
      "herb",
      "basil",
      "cilantro",
      "coriander",
      "parsley",
      "mint",
      "dill",
      "thyme",
      "rosemary",
      "scallion",
      "spring onion",
      "leek",
      "shallot",
      "squash",
      "pumpkin",
      "corn",
      "pea",
      "bean sprout",
      "asparagus",
      "beet",
      "radish",
      "mango",
      "pineapple",
      "peach",
      "pear",
      "plum",
      "cherry",
      "melon",
      "watermelon",
      "kiwi",
      "fruit",
      "vegetable",
      "salad",
      "arugula",
      "rocket",
      "bok choy",
      "sweet potato",
      "yam",
      "fennel",
      "okra",
      "lemongrass",
    ],
  ],
  [
    "pantry staples",
    [
      "black pepper",
      "white pepper",
      "peppercorn",
      "cayenne pepper",
      "red pepper flakes",
      "rice",
      "pasta",
      "spaghetti",
      "noodle",
      "flour",
      "sugar",
      "salt",
      "oil",
      "vinegar",
      "sauce",
      "stock",
      "broth",
      "bean",
      "lentil",
      "chickpea",
      "oat",
      "cereal",
      "honey",
      "syrup",
      "jam",
      "peanut butter",
      "nut",
      "almond",
      "cashew",
      "walnut",
      "seed",
      "spice",
      "cumin",
      "paprika",
      "cinnamon",
      "turmeric",
      "curry",
      "can",
      "canned",
      "tin",
      "coconut milk",
      "quinoa",
      "couscous",
      "bulgur",
      "cornstarch",
      "baking powder",
      "baking soda",
      "yeast",
      "vanilla",
      "cocoa",
      "chocolate",
      "tahini",
      "miso",
      "soy",
      "mustard",
      "ketchup",
      "mayonnaise",
      "mayo",
      "chip",
      "cracker",
      "raisin",
      "dried",
      "breadcrumb",
      "panko",
      "polenta",
      "tortilla chips",
    ],
  ],
];

/** Every grocery word the aisles know ("toilet paper", "feta", "lemon"). */
export function groceryWords() {
  return CATEGORY_WORDS.flatMap(([, phrases]) => phrases);
}

/** Each aisle's phrases as patterns, compiled once. */
const CATEGORY_PATTERNS = CATEGORY_WORDS.map(([category, phrases]) => ({
  category,
  phrases: phrases.map((phrase) => ({ length: phrase.length, pattern: new RegExp(`(^|\\s)${phrase}(?=\\s|$)`) })),
}));
const FROZEN = /(^|\s)frozen(?=\s|$)/;

/** Where the pattern ends in the name, or -1: the head noun of a grocery name comes last. */
function matchEnd(words: string, pattern: RegExp) {
  const match = pattern.exec(words);
  return match ? match.index + match[0].length : -1;
}

const categorised = new Map<string, ShoppingCategory>();

/**
 * The aisle an item belongs in, from its name; "other" when nothing matches. The match
 * nearest the end of the name wins ("chicken stock" is a staple, "ground beef" is meat),
 * then the longest ("peanut butter" over "butter"); anything frozen is frozen.
 */
export function categorise(name: string): ShoppingCategory {
  const known = categorised.get(name);
  if (known) return known;
  const words = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s&'-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map(singularWord)
    .join(" ");
  let best: { category: ShoppingCategory; end: number; length: number } | null = null;
  if (FROZEN.test(words)) best = { category: "frozen", end: Infinity, length: 0 };
  for (const { category, phrases } of best ? [] : CATEGORY_PATTERNS) {
    for (const { length, pattern } of phrases) {
      const end = matchEnd(words, pattern);
      if (end < 0) continue;
      if (!best || end > best.end || (end === best.end && length > best.length)) best = { category, end, length };
    }
  }
  const category = best?.category ?? "other";
  if (categorised.size > 5000) categorised.clear();
  categorised.set(name, category);
  return category;
}

/** Where a bought item usually goes: cold things to the fridge, frozen to the freezer. */
export function defaultLocation(category: ShoppingCategory) {
  if (category === "frozen") return "freezer";
  if (category === "dairy" || category === "meat & fish") return "fridge";
  return "pantry";
}
