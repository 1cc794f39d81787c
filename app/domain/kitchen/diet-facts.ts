import type { Allergen, Diet } from "./recipe-types";

/*
 * What an ingredient list says about a recipe's diet facts. Suggestions treat a recipe's
 * `allergens` and `diets` as hard safety rules, so the catalogue's are checked against these
 * lists by its tests, and a household's own recipe is checked against them when it is saved:
 * every allergen an ingredient name reveals must be listed, and a claimed diet must be free of
 * the ingredients it rules out.
 *
 * Matching is by whole word (an optional plural "s"/"es" allowed), after removing the
 * "exception" phrases of each list: "coconut milk" is not dairy, "eggplant" is not egg,
 * "butternut" is not butter, "water chestnut" is not a nut, "rice noodles" are not wheat.
 */

export type Matcher = { keywords: readonly string[]; except?: readonly string[] };

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function matches(name: string, { keywords, except = [] }: Matcher) {
  let text = ` ${name.toLowerCase()} `;
  for (const phrase of except) text = text.split(phrase).join(" ");
  return keywords.some((keyword) => new RegExp(`\\b${escape(keyword)}(?:s|es)?\\b`).test(text));
}

/** The ingredient names a list of keywords catches. */
export function ingredientsMatching(names: readonly string[], matcher: Matcher) {
  return names.filter((name) => matches(name, matcher));
}

// ─── Allergen keyword lists ───────────────────────────────────────────────

export const DAIRY: Matcher = {
  keywords: [
    "milk",
    "buttermilk",
    "butter",
    "ghee",
    "cream",
    "cheese",
    "parmesan",
    "mozzarella",
    "ricotta",
    "feta",
    "halloumi",
    "cheddar",
    "gruyere",
    "pecorino",
    "mascarpone",
    "queso",
    "paneer",
    "yogurt",
    "yoghurt",
    "labneh",
    "kefir",
    "creme fraiche",
    "whey",
    "custard",
  ],
  except: [
    "coconut milk",
    "coconut cream",
    "coconut yogurt",
    "almond milk",
    "oat milk",
    "soy milk",
    "rice milk",
    "peanut butter",
    "almond butter",
    "nut butter",
    "cocoa butter",
    "cream of tartar",
    "butter beans",
    "butter lettuce",
    "butternut",
  ],
};

export const EGGS: Matcher = { keywords: ["egg", "mayonnaise", "mayo", "aioli", "meringue"], except: ["eggplant"] };

export const WHEAT: Matcher = {
  keywords: [
    "wheat",
    "flour",
    "bread",
    "breadcrumbs",
    "panko",
    "pasta",
    "spaghetti",
    "penne",
    "linguine",
    "fettuccine",
    "lasagne",
    "lasagna",
    "macaroni",
    "orzo",
    "couscous",
    "bulgur",
    "semolina",
    "farro",
    "spelt",
    "noodle",
    "udon",
    "ramen",
    "soba",
    "vermicelli",
    "tortilla",
    "pita",
    "naan",
    "baguette",
    "bun",
    "phyllo",
    "filo",
    "pastry",
    "croissant",
    "brioche",
    "cracker",
    "seitan",
    "soy sauce",
    "hoisin",
    "teriyaki",
    "gochujang",
    "chili bean paste",
    "doubanjiang",
    "dumpling wrappers",
    "wonton wrappers",
  ],
  except: [
    "rice flour",
    "almond flour",
    "coconut flour",
    "chickpea flour",
    "corn flour",
    "tapioca flour",
    "rice noodles",
    "glass noodles",
    "rice vermicelli",
    "sweet potato noodles",
    "corn tortilla",
    "rice paper",
  ],
};

export const SOY: Matcher = {
  keywords: [
    "soy",
    "soybean",
    "tofu",
    "miso",
    "edamame",
    "tamari",
    "tempeh",
    "natto",
    "hoisin",
    "teriyaki",
    "gochujang",
    "doenjang",
    "fermented black beans",
    "chili bean paste",
    "doubanjiang",
    "kecap manis",
  ],
};

export const FISH: Matcher = {
  keywords: [
    "fish",
    "salmon",
    "tuna",
    "cod",
    "anchovy",
    "anchovies",
    "sardine",
    "mackerel",
    "trout",
    "haddock",
    "halibut",
    "sea bass",
    "snapper",
    "tilapia",
    "catfish",
    "swordfish",
    "saltfish",
    "bonito",
    "katsuobushi",
    "dashi",
    "worcestershire",
    "kimchi",
    "caesar dressing",
  ],
};

export const SHELLFISH: Matcher = {
  keywords: [
    "shrimp",
    "prawn",
    "crab",
    "lobster",
    "mussel",
    "clam",
    "oyster",
    "scallop",
    "squid",
    "octopus",
    "calamari",
    "crawfish",
    "crayfish",
    "langoustine",
    "shrimp paste",
    "green curry paste",
    "red curry paste",
    "yellow curry paste",
    "massaman curry paste",
    "kimchi",
  ],
  except: ["oyster mushroom"],
};

export const SESAME: Matcher = {
  keywords: ["sesame", "tahini", "za'atar", "zaatar", "furikake", "halva", "hummus", "gomasio"],
};

export const PEANUTS: Matcher = { keywords: ["peanut", "groundnut", "satay"] };

export const TREE_NUTS: Matcher = {
  keywords: [
    "almond",
    "cashew",
    "walnut",
    "pecan",
    "pistachio",
    "hazelnut",
    "macadamia",
    "pine nut",
    "brazil nut",
    "chestnut",
    "nut",
    "pesto",
    "praline",
    "marzipan",
    "nutella",
  ],
  // Coconut, nutmeg and butternut never match a whole-word "nut"; peanuts have their own list.
  except: ["water chestnut", "coconut", "nutmeg", "butternut", "peanut"],
};

export const ALLERGEN_MATCHERS: Record<Exclude<Allergen, "nuts">, Matcher> = {
  peanuts: PEANUTS,
  "tree nuts": TREE_NUTS,
  dairy: DAIRY,
  eggs: EGGS,
  soy: SOY,
  wheat: WHEAT,
  shellfish: SHELLFISH,
  fish: FISH,
  sesame: SESAME,
};

/** Each allergen the ingredient names reveal, with the names that reveal it; "nuts" comes with peanuts and tree nuts. */
export function allergenSources(names: readonly string[]): Map<Allergen, string[]> {
  const found = new Map<Allergen, string[]>();
  for (const [allergen, matcher] of Object.entries(ALLERGEN_MATCHERS) as [Allergen, Matcher][]) {
    const sources = ingredientsMatching(names, matcher);
    if (sources.length > 0) found.set(allergen, sources);
  }
  const nutSources = [...(found.get("peanuts") ?? []), ...(found.get("tree nuts") ?? [])];
  if (nutSources.length > 0) found.set("nuts", [...new Set(nutSources)]);
  return found;
}

/** The allergens the ingredient names reveal, "nuts" included whenever peanuts or tree nuts are. */
export function detectedAllergens(names: readonly string[]): Set<Allergen> {
  return new Set(allergenSources(names).keys());
}

// ─── Diet keyword lists ───────────────────────────────────────────────────

export const MEAT: Matcher = {
  keywords: [
    "chicken",
    "beef",
    "pork",
    "lamb",
    "mutton",
    "goat",
    "veal",
    "venison",
    "duck",
    "goose",
    "turkey",
    "quail",
    "rabbit",
    "bison",
    "bacon",
    "ham",
    "sausage",
    "chorizo",
    "pancetta",
    "prosciutto",
    "guanciale",
    "salami",
    "pepperoni",
    "mortadella",
    "lard",
    "suet",
    "gelatin",
    "gelatine",
    "bone broth",
    "brisket",
    "oxtail",
    "ribeye",
    "sirloin",
    "steak",
    "liver",
    "meat",
  ],
  except: ["goat cheese", "goat's cheese", "coconut meat"],
};

export const PORK: Matcher = {
  keywords: [
    "pork",
    "bacon",
    "ham",
    "sausage",
    "chorizo",
    "pancetta",
    "prosciutto",
    "guanciale",
    "salami",
    "pepperoni",
    "mortadella",
    "lard",
    "gelatin",
    "gelatine",
  ],
};

export const ALCOHOL: Matcher = {
  keywords: [
    "wine",
    "beer",
    "rum",
    "sake",
    "mirin",
    "brandy",
    "cognac",
    "vodka",
    "whisky",
    "whiskey",
    "bourbon",
    "sherry",
    "vermouth",
    "tequila",
    "marsala",
    "liqueur",
    "cider",
    "vanilla extract",
    "shaoxing",
  ],
  except: ["cider vinegar"],
};

export const HONEY: Matcher = { keywords: ["honey"] };

/** Cheeses usually set with animal rennet: not marked halal, and noted when a recipe claims vegetarian. */
export const RENNET_CHEESE: Matcher = {
  keywords: [
    "cheese",
    "parmesan",
    "mozzarella",
    "ricotta",
    "feta",
    "halloumi",
    "cheddar",
    "gruyere",
    "pecorino",
    "queso",
  ],
};
export const ANIMAL_RENNET_HARD_CHEESE: Matcher = { keywords: ["parmesan", "pecorino", "gruyere", "grana padano"] };

/** Ingredients that often carry hidden milk: a recipe using them may stay unmarked as dairy-free. */
export const MAYBE_DAIRY: Matcher = { keywords: ["chocolate"] };

export const NON_KOSHER_FISH: Matcher = { keywords: ["catfish", "eel", "shark", "swordfish", "monkfish", "sturgeon"] };

export const GLUTEN: Matcher = {
  keywords: [...WHEAT.keywords, "barley", "rye", "malt", "beer", "oats", "oat", "miso", "worcestershire"],
  except: WHEAT.except,
};

export const HIGH_CARB: Matcher = {
  keywords: [
    ...WHEAT.keywords.filter((k) => !["soy sauce", "chili bean paste", "doubanjiang"].includes(k)),
    "rice",
    "potato",
    "sugar",
    "honey",
    "syrup",
    "molasses",
    "agave",
    "ketchup",
    "mirin",
    "jam",
    "bean",
    "lentil",
    "chickpea",
    "pea",
    "corn",
    "cornmeal",
    "cornstarch",
    "oats",
    "oat",
    "quinoa",
    "plantain",
    "yam",
    "cassava",
    "banana",
    "date",
    "raisin",
    "chocolate",
    "rice paper",
    "sweet chili sauce",
  ],
  except: ["rice vinegar", "green beans", "green bean", "bean sprouts", "almond flour", "coconut flour"],
};

/** Fruit a keto recipe should not use (lemon, lime and small amounts of berries are fine). */
export const KETO_FRUIT: Matcher = {
  keywords: [
    "apple",
    "banana",
    "mango",
    "pineapple",
    "orange",
    "grape",
    "raisin",
    "date",
    "fig",
    "pear",
    "peach",
    "cherry",
    "plum",
    "papaya",
    "melon",
    "kiwi",
    "apricot",
    "coconut water",
    "tamarind",
    "ackee",
  ],
  except: ["cherry tomatoes", "plum tomatoes", "orange bell pepper", "orange zest"],
};

export const GRAINS: Matcher = {
  keywords: [...GLUTEN.keywords, "rice", "corn", "cornmeal", "cornstarch", "quinoa", "millet", "sorghum", "buckwheat"],
};

export const LEGUMES: Matcher = {
  keywords: [
    "bean",
    "lentil",
    "chickpea",
    "pea",
    "peanut",
    "soy",
    "tofu",
    "edamame",
    "miso",
    "tamari",
    "tempeh",
    "hummus",
    "dal",
    "chili bean paste",
  ],
};

export const REFINED_SUGAR: Matcher = {
  keywords: ["sugar", "corn syrup", "ketchup", "hoisin", "teriyaki", "sweet chili sauce", "chocolate", "mirin"],
};

export const SEED_OILS: Matcher = {
  keywords: ["vegetable oil", "canola oil", "sunflower oil", "soybean oil", "corn oil", "peanut oil"],
};

/** For each diet, the ingredients it rules out. Kosher's meat-with-dairy rule is checked separately. */
export const DIET_EXCLUSIONS: Record<Diet, Matcher[]> = {
  vegan: [MEAT, FISH, SHELLFISH, DAIRY, EGGS, HONEY],
  vegetarian: [MEAT, FISH, SHELLFISH],
  pescatarian: [MEAT],
  "gluten-free": [GLUTEN],
  "dairy-free": [DAIRY],
  "low-carb": [HIGH_CARB],
  keto: [HIGH_CARB, KETO_FRUIT],
  paleo: [GRAINS, LEGUMES, DAIRY, REFINED_SUGAR, SEED_OILS],
  halal: [PORK, ALCOHOL, RENNET_CHEESE],
  kosher: [PORK, SHELLFISH, NON_KOSHER_FISH],
};

/** Allergens a diet can never contain. */
export const DIET_FORBIDDEN_ALLERGENS: Partial<Record<Diet, Allergen[]>> = {
  vegan: ["dairy", "eggs", "fish", "shellfish"],
  vegetarian: ["fish", "shellfish"],
  "gluten-free": ["wheat"],
  "dairy-free": ["dairy"],
  paleo: ["dairy", "wheat", "peanuts", "soy"],
  kosher: ["shellfish"],
};

/** The ingredients that stop a recipe from suiting a diet, each name once, in the list's order. */
export function dietOffenders(diet: Diet, names: readonly string[]): string[] {
  const caught = new Set(DIET_EXCLUSIONS[diet].flatMap((matcher) => ingredientsMatching(names, matcher)));
  return names.filter((name) => caught.has(name));
}

/** Diets an ingredient list alone can show a recipe suits: the rest (halal, keto...) need the member's word. */
const PLAIN_FROM_INGREDIENTS: readonly Diet[] = ["vegetarian", "vegan", "gluten-free", "dairy-free"];

/**
 * The diets to suggest for a recipe read from a page or pasted text, for the member to
 * confirm in the form: those its ingredients plainly suit (nothing in them offends the diet),
 * and any diet its source names in its tags ("Gluten-free") that no ingredient offends.
 * A list of fewer than two ingredients suggests nothing.
 */
export function suggestedDiets(names: readonly string[], tags: readonly string[] = []): Diet[] {
  if (names.length < 2) return [];
  const said = ` ${tags
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")} `;
  const claims = (diet: Diet) => said.includes(` ${diet.replace(/-/g, " ")} `);
  return (Object.keys(DIET_EXCLUSIONS) as Diet[]).filter(
    (diet) => (PLAIN_FROM_INGREDIENTS.includes(diet) || claims(diet)) && dietOffenders(diet, names).length === 0,
  );
}
