import { coming, nextWeek, thisWeek, today, tomorrow, type DayRef, type EvalCase } from "./types";

/**
 * HELD-OUT evaluation set for Basil's chat assistant.
 *
 * Written from the product description only, without reading how the assistant understands
 * language (its parser, intents, rules or development cases). It is meant to measure, honestly,
 * how well Basil understands the way real household members talk: busy parents on phones,
 * cooks dictating with floury hands, people in the supermarket, teenagers, older people who
 * write politely in full sentences.
 *
 * FROZEN: never edit a case, its wording or its expectation to fit the assistant. If Basil
 * fails a case, fix Basil (or discuss the case openly), do not tune this file.
 *
 * Each case carries a style tag comment: plain / casual / voice / follow-up / unclear.
 */

// Local date helpers (same yyyy-MM-dd local format as ./types).
const pad = (n: number) => String(n).padStart(2, "0");
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The day `n` days from now. */
const inDays =
  (n: number): DayRef =>
  (now) => {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + n);
    return iso(d);
  };
/** The coming "nth" of a month ("use by the 3rd"): this month's when it has not passed, else next month's. */
const dayOfMonth =
  (n: number): DayRef =>
  (now) => {
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    let d = new Date(now.getFullYear(), now.getMonth(), n);
    if (d < start) d = new Date(now.getFullYear(), now.getMonth() + 1, n);
    return iso(d);
  };

const asksOnly = { asks: true, unchanged: true } as const;

export const heldOut: EvalCase[] = [
  // ───────────────────────────── Shopping list: add ─────────────────────────────
  {
    say: "Add milk to the shopping list",
    expect: { list: { has: [{ name: "milk" }], count: 1 } },
  }, // plain
  {
    say: "put eggs on the list",
    expect: { list: { has: [{ name: "eggs" }], count: 1 } },
  }, // casual
  {
    say: "Add 2 loaves of bread to the shopping list.",
    expect: { list: { has: [{ name: "bread", quantity: 2, unit: "loaves" }] } },
  }, // plain
  {
    say: "list: bread n eggs & milk x2",
    expect: {
      list: {
        has: [{ name: "bread" }, { name: "eggs" }, { name: "milk", quantity: 2 }],
        count: 3,
      },
    },
  }, // casual
  {
    say: "chuck some parmesan on the list",
    expect: { list: { has: [{ name: "parmesan" }], count: 1 } },
  }, // casual
  {
    say: "need tomatos and brocoli for the weekend",
    expect: {
      list: {
        has: [{ name: "tomatoes" }, { name: "broccoli" }],
        count: 2,
        lacks: ["weekend"],
      },
    },
  }, // casual
  {
    say: "add toilet paper to shoping list",
    expect: { list: { has: [{ name: "toilet paper" }], count: 1 } },
  }, // casual
  {
    say: "we need a dozen eggs, can you add them to the list",
    expect: { list: { has: [{ name: "eggs", quantity: 12 }], count: 1 } },
  }, // casual
  {
    say: "Add 3 avocados, 2 limes and a bunch of coriander to the list",
    expect: {
      list: {
        has: [
          { name: "avocado", quantity: 3 },
          { name: "lime", quantity: 2 },
          { name: "coriander", unit: "bunch" },
        ],
        count: 3,
      },
    },
  }, // plain
  {
    say: "Could you please add a jar of marmalade to our shopping list? Thank you.",
    expect: { list: { has: [{ name: "marmalade" }], count: 1 } },
  }, // plain
  {
    say: "okay so um add two cans of coconut milk to the shopping list",
    expect: {
      list: {
        has: [{ name: "coconut milk", quantity: 2, unit: "cans" }],
        count: 1,
      },
    },
  }, // voice
  {
    say: "put flower on the shopping list",
    expect: { list: { has: [{ name: "flour" }], count: 1 } },
  }, // voice
  {
    say: "add fresh time to the shopping list",
    expect: { list: { has: [{ name: "thyme" }], count: 1 } },
  }, // voice
  {
    say: "add 1kg chicken thighs to list",
    expect: {
      list: {
        has: [{ name: "chicken thighs", quantity: 1, unit: "kg" }],
        count: 1,
      },
    },
  }, // casual
  {
    say: "shopping: apples, bananas, grapes",
    expect: {
      list: {
        has: [{ name: "apples" }, { name: "bananas" }, { name: "grapes" }],
        count: 3,
      },
    },
  }, // casual
  {
    say: "add yoghurt to the list, the greek one",
    expect: { list: { has: [{ name: "yoghurt" }], count: 1 } },
  }, // casual
  {
    say: "can u add oat milk to the list, were almost out",
    expect: { list: { has: [{ name: "oat milk" }], count: 1 } },
  }, // casual
  {
    say: "Please add pasta sauce and spaghetti to the shopping list.",
    expect: {
      list: { has: [{ name: "pasta sauce" }, { name: "spaghetti" }], count: 2 },
    },
  }, // plain
  {
    say: "running low on olive oil, stick it on the list",
    expect: { list: { has: [{ name: "olive oil" }], count: 1 } },
  }, // casual
  {
    say: "add hot cheetos to the list fr",
    expect: { list: { has: [{ name: "cheetos" }], count: 1 } },
  }, // casual (slang)
  {
    say: "lowkey we need more oat milk, put it on the list",
    expect: { list: { has: [{ name: "oat milk" }], count: 1 } },
  }, // casual (slang)
  {
    say: "add 2 tins of chickpeas to the shopping list",
    expect: {
      list: {
        has: [{ name: "chickpeas", quantity: 2, unit: "tins" }],
        count: 1,
      },
    },
  }, // plain
  {
    say: "6 bagels on the list pls",
    expect: { list: { has: [{ name: "bagels", quantity: 6 }], count: 1 } },
  }, // casual
  {
    say: "put dishwasher tablets on the list",
    expect: { list: { has: [{ name: "dishwasher tablets" }], count: 1 } },
  }, // plain
  {
    say: "list - butter, cheese, ham",
    expect: {
      list: {
        has: [{ name: "butter" }, { name: "cheese" }, { name: "ham" }],
        count: 3,
      },
    },
  }, // casual
  {
    say: "Add half a pound of bacon to the shopping list.",
    expect: {
      list: {
        has: [{ name: "bacon", quantity: 0.5, unit: "pound" }],
        count: 1,
      },
    },
  }, // plain
  {
    say: "add a couple of red onions to shopping list",
    expect: { list: { has: [{ name: "onions", quantity: 2 }], count: 1 } },
  }, // casual
  {
    say: "need 500g mince, tortillas n salsa",
    expect: {
      list: {
        has: [{ name: "mince", quantity: 500, unit: "g" }, { name: "tortillas" }, { name: "salsa" }],
        count: 3,
      },
    },
  }, // casual
  {
    say: "Please put two litres of semi-skimmed milk on the shopping list.",
    expect: {
      list: { has: [{ name: "milk", quantity: 2, unit: "litres" }], count: 1 },
    },
  }, // plain
  {
    say: "add to list: 4 chicken breasts",
    expect: {
      list: { has: [{ name: "chicken breasts", quantity: 4 }], count: 1 },
    },
  }, // casual
  {
    say: "were low on rice, add a big bag to the list",
    expect: { list: { has: [{ name: "rice" }], count: 1 } },
  }, // casual
  {
    say: "add soy sauce n sesame oil to the list",
    expect: {
      list: { has: [{ name: "soy sauce" }, { name: "sesame oil" }], count: 2 },
    },
  }, // casual
  {
    say: "put cat food on the list",
    expect: { list: { has: [{ name: "cat food" }], count: 1 } },
  }, // plain
  {
    say: "add 3 tins of tuna to the list, the ones in spring water",
    expect: {
      list: { has: [{ name: "tuna", quantity: 3, unit: "tins" }], count: 1 },
    },
  }, // casual
  {
    say: "mayo on the shopping list",
    expect: { list: { has: [{ name: "mayo" }], count: 1 } },
  }, // casual
  {
    say: "add a dozen eggs and uh a big bag of potatoes to the list",
    expect: {
      list: {
        has: [{ name: "eggs", quantity: 12 }, { name: "potatoes" }],
        count: 2,
      },
    },
  }, // voice
  {
    say: "shopping list add two pounds of ground beef",
    expect: {
      list: { has: [{ name: "beef", quantity: 2, unit: "pounds" }], count: 1 },
    },
  }, // voice
  {
    say: "add parsley + basil to list",
    expect: {
      list: { has: [{ name: "parsley" }, { name: "basil" }], count: 2 },
    },
  }, // casual
  {
    say: "add sparkling water x 12 to the list",
    expect: {
      list: { has: [{ name: "sparkling water", quantity: 12 }], count: 1 },
    },
  }, // casual
  {
    say: "stick ketchup on the list, weve run out",
    expect: { list: { has: [{ name: "ketchup" }], count: 1 } },
  }, // casual
  {
    say: "add 250g butter to the list, unsalted",
    expect: {
      list: { has: [{ name: "butter", quantity: 250, unit: "g" }], count: 1 },
    },
  }, // casual
  {
    say: "can you add gluten free bread to the list",
    expect: { list: { has: [{ name: "bread" }], count: 1 } },
  }, // casual
  {
    say: "add nappies to the list, size 4",
    expect: { list: { has: [{ name: "nappies" }], count: 1 } },
  }, // casual
  {
    say: "on the list pls: coffee, filter papers",
    expect: {
      list: { has: [{ name: "coffee" }, { name: "filter papers" }], count: 2 },
    },
  }, // casual
  {
    say: "I need brown sugar. Would you add it to the list?",
    expect: { list: { has: [{ name: "brown sugar" }], count: 1 } },
  }, // plain
  {
    say: ["add milk to the shopping list", "and also eggs"],
    expect: { list: { has: [{ name: "milk" }, { name: "eggs" }], count: 2 } },
  }, // follow-up
  {
    say: ["put bananas on the list", "make it 6"],
    expect: { list: { has: [{ name: "bananas", quantity: 6 }], count: 1 } },
  }, // follow-up
  {
    say: ["add cheddar to the list", "oh and crackers"],
    expect: {
      list: { has: [{ name: "cheddar" }, { name: "crackers" }], count: 2 },
    },
  }, // follow-up
  {
    say: ["list: pasta", "actually make that 2 packs"],
    expect: {
      list: { has: [{ name: "pasta", quantity: 2, unit: "packs" }], count: 1 },
    },
  }, // follow-up
  {
    say: "add eggs to the list",
    given: { list: [{ name: "Milk" }, { name: "Bread" }] },
    expect: {
      list: {
        has: [{ name: "eggs" }, { name: "milk" }, { name: "bread" }],
        count: 3,
      },
    },
  }, // plain
  {
    say: "add 2 pints of milk, a loaf of bread and some bananas to the shopping list pls",
    expect: {
      list: {
        has: [{ name: "milk", quantity: 2, unit: "pints" }, { name: "bread" }, { name: "bananas" }],
        count: 3,
      },
    },
  }, // casual
  {
    say: "add lettuce to the list, iceberg if they have it",
    expect: { list: { has: [{ name: "lettuce" }], count: 1 } },
  }, // casual
  {
    say: "Add baking powder to the shopping list, please.",
    expect: { list: { has: [{ name: "baking powder" }], count: 1 } },
  }, // plain
  {
    say: "shoping list: yoghurt x4",
    expect: { list: { has: [{ name: "yoghurt", quantity: 4 }], count: 1 } },
  }, // casual
  {
    say: "add two dozen eggs to the list",
    expect: { list: { has: [{ name: "eggs", quantity: 24 }], count: 1 } },
  }, // plain
  {
    say: "add frozen peas to the list for next time",
    expect: { list: { has: [{ name: "peas" }], count: 1 } },
  }, // casual
  {
    say: "we need washing up liquid n bin bags",
    expect: {
      list: {
        has: [{ name: "washing up liquid" }, { name: "bin bags" }],
        count: 2,
      },
    },
  }, // casual
  {
    say: "um put a bag of lemons on the list and uh some garlic",
    expect: {
      list: { has: [{ name: "lemons" }, { name: "garlic" }], count: 2 },
    },
  }, // voice
  {
    say: "add 3 cartons of orange juice to the list",
    given: { list: [{ name: "Apples", quantity: 6 }] },
    expect: {
      list: {
        has: [
          { name: "orange juice", quantity: 3, unit: "cartons" },
          { name: "apples", quantity: 6 },
        ],
        count: 2,
      },
    },
  }, // plain
  {
    say: "pls add cornflakes n a 6 pack of yoghurts to the list",
    expect: {
      list: { has: [{ name: "cornflakes" }, { name: "yoghurt" }], count: 2 },
    },
  }, // casual
  {
    say: "dont forget tinned tomatoes on the list",
    expect: { list: { has: [{ name: "tomatoes" }], count: 1 } },
  }, // casual
  {
    say: "shopping list add uh three hundred grams of feta",
    expect: {
      list: { has: [{ name: "feta", quantity: 300, unit: "g" }], count: 1 },
    },
  }, // voice
  {
    say: "Kindly add some fresh ginger and a bottle of fish sauce to the shopping list.",
    expect: {
      list: { has: [{ name: "ginger" }, { name: "fish sauce" }], count: 2 },
    },
  }, // plain
  {
    say: "add spinach to the list, it goes off so fast lol",
    expect: { list: { has: [{ name: "spinach" }], count: 1 } },
  }, // casual
  {
    say: "on the list: 1 whole chicken, 2kg potatoes, carrots",
    expect: {
      list: {
        has: [{ name: "chicken", quantity: 1 }, { name: "potatoes", quantity: 2, unit: "kg" }, { name: "carrots" }],
        count: 3,
      },
    },
  }, // casual
  {
    say: ["add mozzarella to the list", "and basil", "and a couple of tomatoes"],
    expect: {
      list: {
        has: [{ name: "mozzarella" }, { name: "basil" }, { name: "tomatoes", quantity: 2 }],
        count: 3,
      },
    },
  }, // follow-up
  {
    say: "Please add a bag of carrots to the shopping list.",
    expect: { list: { has: [{ name: "carrots" }], count: 1 } },
  }, // plain
  {
    say: "Add a bottle of vinegar to the list.",
    given: { list: [{ name: "Rice" }] },
    expect: {
      list: { has: [{ name: "vinegar" }, { name: "rice" }], count: 2 },
    },
  }, // plain
  {
    say: "I would like to add four apples to the shopping list.",
    expect: { list: { has: [{ name: "apples", quantity: 4 }], count: 1 } },
  }, // plain

  // ──────────────────────── Shopping list: a recipe's ingredients ────────────────────────
  {
    say: "Add the ingredients for chicken parmesan to my shopping list",
    expect: { list: { has: [{ name: "chicken" }, { name: "parmesan" }] } },
  }, // plain
  {
    say: "add whats missing for shakshuka to the list",
    given: {
      pantry: [
        { name: "Eggs", quantity: 12 },
        { name: "Onions", quantity: 3 },
      ],
    },
    expect: { list: { has: [{ name: "tomato" }], lacks: ["eggs"] } },
  }, // casual
  {
    say: ["tell me about the beef bulgogi", "add whatever im missing to the list"],
    expect: { list: { has: [{ name: "beef" }] } },
  }, // follow-up
  {
    say: "im making mapo tofu tmrw, put what i need on the list",
    given: {
      pantry: [{ name: "Soy sauce", quantity: 1, unit: "bottle", location: "pantry" }],
    },
    expect: { list: { has: [{ name: "tofu" }] } },
  }, // casual
  {
    say: ["show me the chana masala", "put the ingredients on my shopping list"],
    expect: { list: { has: [{ name: "chickpeas" }] } },
  }, // follow-up
  {
    say: "can you add everything i need for the salmon teriyaki to the shopping list",
    expect: { list: { has: [{ name: "salmon" }] } },
  }, // casual

  // ──────────────────────── Shopping list: tick off, remove, clear, show ────────────────────────
  {
    say: "got the milk",
    given: { list: [{ name: "Milk" }, { name: "Bread" }] },
    expect: {
      list: {
        has: [
          { name: "milk", checked: true },
          { name: "bread", checked: false },
        ],
      },
    },
  }, // casual
  {
    say: "got the eggs and bread",
    given: { list: [{ name: "Eggs" }, { name: "Bread" }, { name: "Butter" }] },
    expect: {
      list: {
        has: [
          { name: "eggs", checked: true },
          { name: "bread", checked: true },
          { name: "butter", checked: false },
        ],
      },
    },
  }, // casual
  {
    say: "Tick off bananas, please.",
    given: { list: [{ name: "Bananas", quantity: 6 }] },
    expect: { list: { has: [{ name: "bananas", checked: true }] } },
  }, // plain
  {
    say: "okay got tomatoes",
    given: { list: [{ name: "Tomatoes" }, { name: "Basil" }] },
    expect: {
      list: {
        has: [
          { name: "tomatoes", checked: true },
          { name: "basil", checked: false },
        ],
      },
    },
  }, // voice
  {
    say: "coffee is in the trolley",
    given: { list: [{ name: "Coffee" }, { name: "Sugar" }] },
    expect: {
      list: {
        has: [
          { name: "coffee", checked: true },
          { name: "sugar", checked: false },
        ],
      },
    },
  }, // casual
  {
    say: "picked up the chiken",
    given: {
      list: [{ name: "Chicken breasts", quantity: 4 }, { name: "Rice" }],
    },
    expect: {
      list: {
        has: [
          { name: "chicken", checked: true },
          { name: "rice", checked: false },
        ],
      },
    },
  }, // casual
  {
    say: "Mark the cheddar as bought.",
    given: { list: [{ name: "Oat milk" }, { name: "Cheddar" }] },
    expect: {
      list: {
        has: [
          { name: "cheddar", checked: true },
          { name: "oat milk", checked: false },
        ],
      },
    },
  }, // plain
  {
    say: "cross off butter",
    given: { list: [{ name: "Butter" }, { name: "Flour" }] },
    expect: { list: { has: [{ name: "butter", checked: true }] } },
  }, // casual
  {
    say: "in the basket: onions, garlic",
    given: {
      list: [{ name: "Onions" }, { name: "Garlic" }, { name: "Lemons" }],
    },
    expect: {
      list: {
        has: [
          { name: "onions", checked: true },
          { name: "garlic", checked: true },
          { name: "lemons", checked: false },
        ],
      },
    },
  }, // casual
  {
    say: "ive got the yoghurt",
    given: { list: [{ name: "Yoghurt", quantity: 4 }, { name: "Granola" }] },
    expect: {
      list: {
        has: [
          { name: "yoghurt", checked: true },
          { name: "granola", checked: false },
        ],
      },
    },
  }, // casual
  {
    say: "take bananas off the list",
    given: { list: [{ name: "Bananas" }, { name: "Milk" }] },
    expect: asksOnly,
  }, // casual
  {
    say: ["Remove bananas from the shopping list.", "Yes"],
    given: { list: [{ name: "Bananas" }, { name: "Milk" }] },
    expect: { list: { lacks: ["bananas"], has: [{ name: "milk" }], count: 1 } },
  }, // plain
  {
    say: ["delete the cheese from my list", "no"],
    given: { list: [{ name: "Cheese" }, { name: "Crackers" }] },
    expect: {
      unchanged: true,
      list: { has: [{ name: "cheese" }, { name: "crackers" }], count: 2 },
    },
  }, // casual
  {
    say: "dont need ketchup anymore, remove it from the list",
    given: { list: [{ name: "Ketchup" }, { name: "Mustard" }] },
    expect: asksOnly,
  }, // casual
  {
    say: ["scratch the crisps off the list", "yep"],
    given: { list: [{ name: "Crisps" }, { name: "Milk" }] },
    expect: { list: { lacks: ["crisps"], has: [{ name: "milk" }] } },
  }, // casual
  {
    say: "Clear the ticked items from the shopping list.",
    given: { list: [{ name: "Milk", checked: true }, { name: "Eggs" }] },
    expect: asksOnly,
  }, // plain
  {
    say: ["clear off everything ive bought", "yes"],
    given: {
      list: [{ name: "Milk", checked: true }, { name: "Bread", checked: true }, { name: "Eggs" }],
    },
    expect: {
      list: { lacks: ["milk", "bread"], has: [{ name: "eggs" }], count: 1 },
    },
  }, // follow-up
  {
    say: ["get rid of the ticked stuff", "no leave it"],
    given: { list: [{ name: "Milk", checked: true }, { name: "Eggs" }] },
    expect: { unchanged: true, list: { count: 2 } },
  }, // follow-up
  {
    say: "clear checked items",
    given: {
      list: [{ name: "Pasta", checked: true }, { name: "Rice", checked: true }, { name: "Beans" }],
    },
    expect: asksOnly,
  }, // casual
  {
    say: "Show me the shopping list.",
    given: { list: [{ name: "Milk" }, { name: "Eggs", quantity: 12 }] },
    expect: { component: "shopping-list", unchanged: true },
  }, // plain
  {
    say: "whats on the list",
    given: { list: [{ name: "Bread" }] },
    expect: { component: "shopping-list", unchanged: true },
  }, // casual
  {
    say: "at the shop rn whats left on the list",
    given: { list: [{ name: "Bread", checked: true }, { name: "Apples" }] },
    expect: { component: "shopping-list", unchanged: true },
  }, // casual
  {
    say: "um read me the shopping list",
    given: { list: [{ name: "Carrots" }, { name: "Leeks" }] },
    expect: { component: "shopping-list", unchanged: true },
  }, // voice
  {
    say: "Could you show me our shopping list, please?",
    given: { list: [{ name: "Tea bags" }] },
    expect: { component: "shopping-list", unchanged: true },
  }, // plain
  {
    say: "do we need anything from the shops",
    given: { list: [{ name: "Butter" }, { name: "Jam" }] },
    expect: { component: "shopping-list", unchanged: true },
  }, // casual
  {
    say: "shopping list?",
    given: { list: [{ name: "Rice" }] },
    expect: { component: "shopping-list", unchanged: true },
  }, // casual

  // ───────────────────────────── Pantry: add ─────────────────────────────
  {
    say: "Add 2 litres of milk to the fridge",
    expect: {
      pantry: {
        has: [{ name: "milk", quantity: 2, unit: "litres", location: "fridge" }],
        count: 1,
      },
    },
  }, // plain
  {
    say: "put a dozen eggs in the pantry",
    expect: { pantry: { has: [{ name: "eggs", quantity: 12 }], count: 1 } },
  }, // casual
  {
    say: "I bought 500g of chicken breast, it's in the fridge",
    expect: {
      pantry: {
        has: [
          {
            name: "chicken breast",
            quantity: 500,
            unit: "g",
            location: "fridge",
          },
        ],
        count: 1,
      },
    },
  }, // plain
  {
    say: "Add 3 tins of chopped tomatoes to the pantry.",
    expect: {
      pantry: {
        has: [{ name: "tomatoes", quantity: 3, unit: "tins" }],
        count: 1,
      },
    },
  }, // plain
  {
    say: "just got 2 lbs of ground beef, put it in the freezer",
    expect: {
      pantry: {
        has: [{ name: "beef", quantity: 2, unit: "lbs", location: "freezer" }],
        count: 1,
      },
    },
  }, // casual
  {
    say: "theres a new bag of basmati rice in the cupboard",
    expect: {
      pantry: { has: [{ name: "rice", location: "pantry" }], count: 1 },
    },
  }, // casual
  {
    say: "add spinach to the fridge, use by tomorrow",
    expect: {
      pantry: {
        has: [{ name: "spinach", location: "fridge", expiresOn: tomorrow }],
        count: 1,
        lacks: ["use by"],
      },
    },
  }, // casual
  {
    say: "add yoghurt to the fridge, it expires on friday",
    expect: {
      pantry: {
        has: [{ name: "yoghurt", location: "fridge", expiresOn: coming("friday") }],
        count: 1,
        lacks: ["expires"],
      },
    },
  }, // casual
  {
    say: "stocked up on pasta - 4 packs in the cupboard",
    expect: {
      pantry: {
        has: [{ name: "pasta", quantity: 4, unit: "packs", location: "pantry" }],
        count: 1,
      },
    },
  }, // casual
  {
    say: "put 1kg of flower in the pantry",
    expect: {
      pantry: { has: [{ name: "flour", quantity: 1, unit: "kg" }], count: 1 },
    },
  }, // casual (homophone)
  {
    say: "okay so add two pounds of carrots to the fridge",
    expect: {
      pantry: {
        has: [{ name: "carrots", quantity: 2, unit: "pounds", location: "fridge" }],
        count: 1,
      },
    },
  }, // voice
  {
    say: "um we just bought uh three avocados",
    expect: { pantry: { has: [{ name: "avocados", quantity: 3 }], count: 1 } },
  }, // voice
  {
    say: "just bought a tub of ice cream",
    expect: {
      pantry: { has: [{ name: "ice cream", location: "freezer" }], count: 1 },
    },
  }, // casual
  {
    say: "weve got 2 bags of frozen peas now",
    given: {
      pantry: [{ name: "Rice", quantity: 1, unit: "kg", location: "pantry" }],
    },
    expect: {
      pantry: {
        has: [{ name: "peas", quantity: 2, unit: "bags", location: "freezer" }, { name: "rice" }],
        count: 2,
      },
    },
  }, // casual
  {
    say: "I have half a watermelon in the fridge.",
    expect: {
      pantry: {
        has: [{ name: "watermelon", quantity: 0.5, location: "fridge" }],
        count: 1,
      },
    },
  }, // plain
  {
    say: "add a couple of lemons to the pantry",
    expect: { pantry: { has: [{ name: "lemons", quantity: 2 }], count: 1 } },
  }, // casual
  {
    say: "Could you please record that we have a jar of honey in the pantry?",
    expect: { pantry: { has: [{ name: "honey" }], count: 1 } },
  }, // plain
  {
    say: "add 400g mince to freezer, best before the 3rd",
    expect: {
      pantry: {
        has: [
          {
            name: "mince",
            quantity: 400,
            unit: "g",
            location: "freezer",
            expiresOn: dayOfMonth(3),
          },
        ],
        count: 1,
      },
    },
  }, // casual
  {
    say: "chuck the salmon fillets in the freezer, 4 of them",
    expect: {
      pantry: {
        has: [{ name: "salmon", quantity: 4, location: "freezer" }],
        count: 1,
      },
    },
  }, // casual
  {
    say: "got 2 blocks of cheddar, fridge, expire in 3 weeks",
    expect: {
      pantry: {
        has: [
          {
            name: "cheddar",
            quantity: 2,
            unit: "blocks",
            location: "fridge",
            expiresOn: inDays(21),
          },
        ],
        count: 1,
      },
    },
  }, // casual
  {
    say: "add butter 250g fridge",
    expect: {
      pantry: {
        has: [{ name: "butter", quantity: 250, unit: "g", location: "fridge" }],
        count: 1,
      },
    },
  }, // casual
  {
    say: "tofu x2 in the fridge exp sat",
    expect: {
      pantry: {
        has: [
          {
            name: "tofu",
            quantity: 2,
            location: "fridge",
            expiresOn: coming("saturday"),
          },
        ],
        count: 1,
      },
    },
  }, // casual
  {
    say: "we got a 6 pack of yoghurts, theyre in the fridge",
    expect: {
      pantry: { has: [{ name: "yoghurt", location: "fridge" }], count: 1 },
    },
  }, // casual
  {
    say: "put brocoli in the fridge",
    expect: {
      pantry: { has: [{ name: "broccoli", location: "fridge" }], count: 1 },
    },
  }, // casual
  {
    say: "add chiken thighs 1kg to freezer",
    expect: {
      pantry: {
        has: [
          {
            name: "chicken thighs",
            quantity: 1,
            unit: "kg",
            location: "freezer",
          },
        ],
        count: 1,
      },
    },
  }, // casual
  {
    say: "new bottle of olive oil in the cupboard",
    expect: {
      pantry: { has: [{ name: "olive oil", location: "pantry" }], count: 1 },
    },
  }, // casual
  {
    say: "Add 3 tins of coconut milk to the pantry, and 2 cans of chickpeas.",
    expect: {
      pantry: {
        has: [
          { name: "coconut milk", quantity: 3, unit: "tins" },
          { name: "chickpeas", quantity: 2, unit: "cans" },
        ],
        count: 2,
      },
    },
  }, // plain
  {
    say: "just back from the shops, we have 2 loaves of bread, a dozen eggs and 4 pints of milk now",
    expect: {
      pantry: {
        has: [
          { name: "bread", quantity: 2, unit: "loaves" },
          { name: "eggs", quantity: 12 },
          { name: "milk", quantity: 4, unit: "pints" },
        ],
        count: 3,
      },
    },
  }, // casual
  {
    say: "add um a bag of flower and a bag of sugar to the pantry",
    expect: {
      pantry: { has: [{ name: "flour" }, { name: "sugar" }], count: 2 },
    },
  }, // voice
  {
    say: "put four tins of tomatoes in the cupboard",
    expect: {
      pantry: {
        has: [{ name: "tomatoes", quantity: 4, unit: "tins", location: "pantry" }],
        count: 1,
      },
    },
  }, // voice
  {
    say: "add 1 cucumber n 5 tomatos to fridge",
    expect: {
      pantry: {
        has: [
          { name: "cucumber", quantity: 1, location: "fridge" },
          { name: "tomatoes", quantity: 5, location: "fridge" },
        ],
        count: 2,
      },
    },
  }, // casual
  {
    say: "theres leftover lasagne in the fridge, good till tmrw",
    expect: {
      pantry: {
        has: [{ name: "lasagne", location: "fridge", expiresOn: tomorrow }],
        count: 1,
      },
    },
  }, // casual
  {
    say: "Please add one bunch of coriander to the fridge.",
    expect: {
      pantry: {
        has: [{ name: "coriander", quantity: 1, unit: "bunch", location: "fridge" }],
        count: 1,
      },
    },
  }, // plain
  {
    say: "add a sourdough loaf to the freezer",
    expect: {
      pantry: { has: [{ name: "sourdough", location: "freezer" }], count: 1 },
    },
  }, // plain
  {
    say: "i bought 3 bell peppers, red ones",
    expect: { pantry: { has: [{ name: "peppers", quantity: 3 }], count: 1 } },
  }, // casual
  {
    say: "Add 200 grams of parmesan to the fridge; it expires on the 20th.",
    expect: {
      pantry: {
        has: [
          {
            name: "parmesan",
            quantity: 200,
            unit: "g",
            location: "fridge",
            expiresOn: dayOfMonth(20),
          },
        ],
        count: 1,
      },
    },
  }, // plain
  {
    say: "we now have 5 kg of potatoes in the pantry",
    expect: {
      pantry: {
        has: [{ name: "potatoes", quantity: 5, unit: "kg" }],
        count: 1,
      },
    },
  }, // plain
  {
    say: "yo i just bought like 3 bags of doritos add em to the pantry",
    expect: {
      pantry: {
        has: [{ name: "doritos", quantity: 3, unit: "bags" }],
        count: 1,
      },
    },
  }, // casual (slang)
  {
    say: "pantry: 6 bananas, exp in 4 days",
    expect: {
      pantry: {
        has: [{ name: "bananas", quantity: 6, expiresOn: inDays(4) }],
        count: 1,
      },
    },
  }, // casual
  {
    say: "Add soy sauce to the pantry.",
    expect: { pantry: { has: [{ name: "soy sauce" }], count: 1 } },
  }, // plain
  {
    say: "1L orange juice in fridge, use by wed",
    expect: {
      pantry: {
        has: [
          {
            name: "orange juice",
            quantity: 1,
            unit: "L",
            location: "fridge",
            expiresOn: coming("wednesday"),
          },
        ],
        count: 1,
      },
    },
  }, // casual
  {
    say: "Add two packets of bacon to the fridge please, they go off on Thursday.",
    expect: {
      pantry: {
        has: [
          {
            name: "bacon",
            quantity: 2,
            unit: "packets",
            location: "fridge",
            expiresOn: coming("thursday"),
          },
        ],
        count: 1,
      },
    },
  }, // plain
  {
    say: "add 500ml double cream to the fridge",
    expect: {
      pantry: {
        has: [{ name: "cream", quantity: 500, unit: "ml", location: "fridge" }],
        count: 1,
      },
    },
  }, // casual
  {
    say: "picked up a rotisserie chicken for tonight, its in the fridge",
    expect: {
      pantry: {
        has: [{ name: "chicken", location: "fridge" }],
        count: 1,
        lacks: ["tonight"],
      },
    },
  }, // casual
  {
    say: "add 10 tortillas to the pantry",
    expect: {
      pantry: { has: [{ name: "tortillas", quantity: 10 }], count: 1 },
    },
  }, // plain
  {
    say: "add one point five kilos of lamb shoulder to the freezer",
    expect: {
      pantry: {
        has: [{ name: "lamb", quantity: 1.5, unit: "kg", location: "freezer" }],
        count: 1,
      },
    },
  }, // voice
  {
    say: "put three hundred grams of mushrooms in the fridge uh they expire tomorrow",
    expect: {
      pantry: {
        has: [
          {
            name: "mushrooms",
            quantity: 300,
            unit: "g",
            location: "fridge",
            expiresOn: tomorrow,
          },
        ],
        count: 1,
      },
    },
  }, // voice
  {
    say: "we have 2 onions and a bulb of garlic in the pantry",
    expect: {
      pantry: {
        has: [{ name: "onions", quantity: 2 }, { name: "garlic" }],
        count: 2,
      },
    },
  }, // casual
  {
    say: "add apples x6 to the pantry",
    expect: { pantry: { has: [{ name: "apples", quantity: 6 }], count: 1 } },
  }, // casual
  {
    say: "Add a jar of peanut butter to our pantry, please.",
    expect: { pantry: { has: [{ name: "peanut butter" }], count: 1 } },
  }, // plain
  {
    say: "put the oat milk in the fridge, 2 cartons, exp 10 days",
    expect: {
      pantry: {
        has: [
          {
            name: "oat milk",
            quantity: 2,
            unit: "cartons",
            location: "fridge",
            expiresOn: inDays(10),
          },
        ],
        count: 1,
      },
    },
  }, // casual
  {
    say: "i bought 6 eggs",
    given: {
      pantry: [{ name: "Rice", quantity: 1, unit: "kg", location: "pantry" }],
      list: [{ name: "Milk" }],
    },
    expect: {
      pantry: {
        has: [{ name: "eggs", quantity: 6 }, { name: "rice" }],
        count: 2,
      },
    },
  }, // casual
  {
    say: "add halloumi to the fridge it expires in five days",
    expect: {
      pantry: {
        has: [{ name: "halloumi", location: "fridge", expiresOn: inDays(5) }],
        count: 1,
      },
    },
  }, // voice
  {
    say: "so um i got uh two packs of sausages for the freezer",
    expect: {
      pantry: {
        has: [{ name: "sausages", quantity: 2, unit: "packs", location: "freezer" }],
        count: 1,
      },
    },
  }, // voice
  {
    say: "put 12 eggs in the fridge, best before next week sometime idk",
    expect: {
      pantry: {
        has: [{ name: "eggs", quantity: 12, location: "fridge" }],
        count: 1,
        lacks: ["idk"],
      },
    },
  }, // casual
  {
    say: "add a box of cereal and 2 bags of pasta to the cupboard",
    given: {
      pantry: [{ name: "Milk", quantity: 1, unit: "litre", location: "fridge" }],
    },
    expect: {
      pantry: {
        has: [{ name: "cereal" }, { name: "pasta", quantity: 2, unit: "bags" }, { name: "milk" }],
        count: 3,
      },
    },
  }, // casual
  {
    say: "Add a 500 gram block of tofu to the fridge.",
    expect: {
      pantry: { has: [{ name: "tofu", location: "fridge" }], count: 1 },
    },
  }, // plain
  {
    say: "add 4 chicken breasts to the freezer, use by 15th",
    expect: {
      pantry: {
        has: [
          {
            name: "chicken breasts",
            quantity: 4,
            location: "freezer",
            expiresOn: dayOfMonth(15),
          },
        ],
        count: 1,
      },
    },
  }, // casual
  {
    say: "we have some leftover rice in the fridge from last night",
    expect: {
      pantry: {
        has: [{ name: "rice", location: "fridge" }],
        count: 1,
        lacks: ["last night"],
      },
    },
  }, // casual
  {
    say: ["add 6 eggs to the pantry", "and a pint of milk"],
    expect: {
      pantry: {
        has: [
          { name: "eggs", quantity: 6 },
          { name: "milk", quantity: 1, unit: "pint" },
        ],
        count: 2,
      },
    },
  }, // follow-up
  {
    say: ["add 2 lemons to the fridge", "oh and limes too, 3 of them"],
    expect: {
      pantry: {
        has: [
          { name: "lemons", quantity: 2 },
          { name: "limes", quantity: 3 },
        ],
        count: 2,
      },
    },
  }, // follow-up
  {
    say: ["i bought mince", "500g, its in the freezer"],
    expect: {
      pantry: {
        has: [{ name: "mince", quantity: 500, unit: "g", location: "freezer" }],
        count: 1,
      },
    },
  }, // follow-up
  {
    say: ["put the chicken thighs in the fridge", "they expire on saturday"],
    expect: {
      pantry: {
        has: [
          {
            name: "chicken thighs",
            location: "fridge",
            expiresOn: coming("saturday"),
          },
        ],
        count: 1,
      },
    },
  }, // follow-up
  {
    say: "Put 1 kg of onions in the pantry.",
    expect: {
      pantry: { has: [{ name: "onions", quantity: 1, unit: "kg" }], count: 1 },
    },
  }, // plain
  {
    say: "Add a carton of eggs to the fridge. They expire on Sunday.",
    expect: {
      pantry: {
        has: [{ name: "eggs", location: "fridge", expiresOn: coming("sunday") }],
        count: 1,
        lacks: ["expire"],
      },
    },
  }, // plain
  {
    say: "Add 250 grams of mushrooms to the fridge.",
    expect: {
      pantry: {
        has: [{ name: "mushrooms", quantity: 250, unit: "g", location: "fridge" }],
        count: 1,
      },
    },
  }, // plain
  {
    say: "Please add three lemons and two limes to the pantry.",
    expect: {
      pantry: {
        has: [
          { name: "lemons", quantity: 3 },
          { name: "limes", quantity: 2 },
        ],
        count: 2,
      },
    },
  }, // plain
  {
    say: "I bought a pack of salmon fillets; please put them in the freezer.",
    expect: {
      pantry: { has: [{ name: "salmon", location: "freezer" }], count: 1 },
    },
  }, // plain

  // ──────────────────────── Pantry: used some / all, ran out, remove ────────────────────────
  {
    say: "used 3 eggs",
    given: { pantry: [{ name: "Eggs", quantity: 12 }] },
    expect: { pantry: { has: [{ name: "eggs", quantity: 9 }] } },
  }, // casual
  {
    say: "I used a litre of milk for the pancakes.",
    given: {
      pantry: [{ name: "Milk", quantity: 2, unit: "litres", location: "fridge" }],
    },
    expect: { pantry: { has: [{ name: "milk", quantity: 1, unit: "litre" }] } },
  }, // plain
  {
    say: "used 200g rice",
    given: {
      pantry: [{ name: "Rice", quantity: 1000, unit: "g", location: "pantry" }],
    },
    expect: { pantry: { has: [{ name: "rice", quantity: 800, unit: "g" }] } },
  }, // casual
  {
    say: "I've used 50 grams of the butter.",
    given: {
      pantry: [{ name: "Butter", quantity: 250, unit: "g", location: "fridge" }],
    },
    expect: { pantry: { has: [{ name: "butter", quantity: 200, unit: "g" }] } },
  }, // plain
  {
    say: "cooked 2 of the chicken breasts",
    given: {
      pantry: [{ name: "Chicken breasts", quantity: 4, location: "fridge" }],
    },
    expect: { pantry: { has: [{ name: "chicken breasts", quantity: 2 }] } },
  }, // casual
  {
    say: "um i used four potatoes",
    given: { pantry: [{ name: "Potatoes", quantity: 10, location: "pantry" }] },
    expect: { pantry: { has: [{ name: "potatoes", quantity: 6 }] } },
  }, // voice
  {
    say: "opened a tin of tomatoes for the sauce",
    given: {
      pantry: [
        {
          name: "Chopped tomatoes",
          quantity: 3,
          unit: "tins",
          location: "pantry",
        },
      ],
    },
    expect: { pantry: { has: [{ name: "tomatoes", quantity: 2 }] } },
  }, // casual
  {
    say: "used all the eggs",
    given: {
      pantry: [
        { name: "Eggs", quantity: 6 },
        { name: "Milk", quantity: 1, unit: "litre" },
      ],
    },
    expect: asksOnly,
  }, // casual
  {
    say: ["used all the eggs", "yes"],
    given: {
      pantry: [
        { name: "Eggs", quantity: 6 },
        { name: "Milk", quantity: 1, unit: "litre" },
      ],
    },
    expect: { pantry: { lacks: ["eggs"], has: [{ name: "milk" }], count: 1 } },
  }, // follow-up
  {
    say: "we're out of milk",
    given: {
      pantry: [
        { name: "Milk", quantity: 1, unit: "litre", location: "fridge" },
        { name: "Bread", quantity: 1, unit: "loaf" },
      ],
    },
    expect: asksOnly,
  }, // casual
  {
    say: ["were out of milk", "yep"],
    given: {
      pantry: [
        { name: "Milk", quantity: 1, unit: "litre", location: "fridge" },
        { name: "Bread", quantity: 1, unit: "loaf" },
      ],
    },
    expect: { pantry: { lacks: ["milk"], has: [{ name: "bread" }] } },
  }, // follow-up
  {
    say: ["ran out of butter", "no"],
    given: {
      pantry: [{ name: "Butter", quantity: 250, unit: "g", location: "fridge" }],
    },
    expect: {
      unchanged: true,
      pantry: { has: [{ name: "butter", quantity: 250 }] },
    },
  }, // follow-up
  {
    say: "chuck the bread its gone mouldy",
    given: {
      pantry: [
        { name: "Bread", quantity: 1, unit: "loaf" },
        { name: "Jam", quantity: 1, unit: "jar" },
      ],
    },
    expect: asksOnly,
  }, // casual
  {
    say: ["Please remove the yoghurt from the fridge.", "Yes, please."],
    given: {
      pantry: [
        { name: "Yoghurt", quantity: 4, location: "fridge" },
        { name: "Cheddar", quantity: 1, unit: "block", location: "fridge" },
      ],
    },
    expect: {
      pantry: { lacks: ["yoghurt"], has: [{ name: "cheddar" }], count: 1 },
    },
  }, // plain
  {
    say: "delete cheddar from pantry",
    given: {
      pantry: [{ name: "Cheddar", quantity: 1, unit: "block", location: "fridge" }],
    },
    expect: asksOnly,
  }, // casual
  {
    say: "bruh we have no ramen left",
    given: {
      pantry: [{ name: "Ramen", quantity: 5, unit: "packs", location: "pantry" }],
    },
    expect: asksOnly,
  }, // casual (slang)
  {
    say: "the coriander went bad, get rid of it",
    given: {
      pantry: [
        { name: "Coriander", quantity: 1, unit: "bunch", location: "fridge" },
        { name: "Limes", quantity: 3 },
      ],
    },
    expect: asksOnly,
  }, // casual
  {
    say: ["finished the olive oil", "yes please"],
    given: {
      pantry: [
        { name: "Olive oil", quantity: 1, unit: "bottle", location: "pantry" },
        { name: "Vinegar", quantity: 1, unit: "bottle" },
      ],
    },
    expect: { pantry: { lacks: ["olive oil"], has: [{ name: "vinegar" }] } },
  }, // follow-up
  {
    say: ["used the last of the milk", "yes"],
    given: {
      pantry: [
        { name: "Eggs", quantity: 12 },
        { name: "Milk", quantity: 0.5, unit: "litre", location: "fridge" },
      ],
    },
    expect: {
      pantry: { lacks: ["milk"], has: [{ name: "eggs", quantity: 12 }] },
    },
  }, // follow-up
  {
    say: "okay so the spinach is finished",
    given: {
      pantry: [{ name: "Spinach", quantity: 200, unit: "g", location: "fridge" }],
    },
    expect: asksOnly,
  }, // voice
  {
    say: "took 2 chicken thighs out of the freezer and cooked them",
    given: {
      pantry: [{ name: "Chicken thighs", quantity: 6, location: "freezer" }],
    },
    expect: { pantry: { has: [{ name: "chicken thighs", quantity: 4 }] } },
  }, // casual
  {
    say: ["cooked both salmon fillets tonight", "yes"],
    given: {
      pantry: [
        { name: "Salmon fillets", quantity: 2, location: "fridge" },
        { name: "Lemons", quantity: 2 },
      ],
    },
    expect: { pantry: { lacks: ["salmon"], has: [{ name: "lemons" }] } },
  }, // follow-up
  {
    say: "I'm afraid we've run out of rice.",
    given: {
      pantry: [{ name: "Rice", quantity: 200, unit: "g", location: "pantry" }],
    },
    expect: asksOnly,
  }, // plain
  {
    say: "used a lemon",
    given: { pantry: [{ name: "Lemons", quantity: 4 }] },
    expect: { pantry: { has: [{ name: "lemons", quantity: 3 }] } },
  }, // casual
  {
    say: "We used one pack of pasta tonight.",
    given: {
      pantry: [{ name: "Pasta", quantity: 3, unit: "packs", location: "pantry" }],
    },
    expect: { pantry: { has: [{ name: "pasta", quantity: 2 }] } },
  }, // plain
  {
    say: ["take tofu out of the pantry", "no"],
    given: { pantry: [{ name: "Tofu", quantity: 2, location: "fridge" }] },
    expect: {
      unchanged: true,
      pantry: { has: [{ name: "tofu", quantity: 2 }] },
    },
  }, // follow-up
  {
    say: "no more ham",
    given: {
      pantry: [
        { name: "Ham", quantity: 6, unit: "slices", location: "fridge" },
        { name: "Cheese", quantity: 1, unit: "block" },
      ],
    },
    expect: asksOnly,
  }, // casual
  {
    say: ["remove the oat milk", "yes"],
    given: {
      pantry: [
        { name: "Oat milk", quantity: 1, unit: "carton", location: "fridge" },
        { name: "Whole milk", quantity: 2, unit: "litres", location: "fridge" },
      ],
    },
    expect: {
      pantry: { lacks: ["oat milk"], has: [{ name: "whole milk" }], count: 1 },
    },
  }, // follow-up
  {
    say: "used up the last of the flour making bread",
    given: {
      pantry: [{ name: "Flour", quantity: 200, unit: "g", location: "pantry" }],
    },
    expect: asksOnly,
  }, // casual
  {
    say: "we used uh two hundred grams of the pasta",
    given: {
      pantry: [{ name: "Pasta", quantity: 500, unit: "g", location: "pantry" }],
    },
    expect: { pantry: { has: [{ name: "pasta", quantity: 300, unit: "g" }] } },
  }, // voice
  {
    say: "ate 2 of the yoghurts",
    given: { pantry: [{ name: "Yoghurts", quantity: 6, location: "fridge" }] },
    expect: { pantry: { has: [{ name: "yoghurt", quantity: 4 }] } },
  }, // casual
  {
    say: ["throw out the leftover curry", "ok yes"],
    given: {
      pantry: [
        { name: "Leftover curry", quantity: 1, location: "fridge" },
        { name: "Naan", quantity: 2 },
      ],
    },
    expect: { pantry: { lacks: ["curry"], has: [{ name: "naan" }] } },
  }, // follow-up
  {
    say: ["we're out of eggs", "no wait we still have some"],
    given: { pantry: [{ name: "Eggs", quantity: 2 }] },
    expect: {
      unchanged: true,
      pantry: { has: [{ name: "eggs", quantity: 2 }] },
    },
  }, // follow-up
  {
    say: "Please remove the ham from the pantry.",
    given: {
      pantry: [{ name: "Ham", quantity: 1, unit: "pack", location: "fridge" }],
    },
    expect: asksOnly,
  }, // plain
  {
    say: "We have run out of coffee.",
    given: {
      pantry: [
        { name: "Coffee", quantity: 1, unit: "jar", location: "pantry" },
        { name: "Tea bags", quantity: 80 },
      ],
    },
    expect: asksOnly,
  }, // plain
  {
    say: "I used two onions.",
    given: { pantry: [{ name: "Onions", quantity: 5, location: "pantry" }] },
    expect: { pantry: { has: [{ name: "onions", quantity: 3 }] } },
  }, // plain

  // ───────────────────────────── Pantry: questions ─────────────────────────────
  {
    say: "What's in the pantry?",
    given: {
      pantry: [
        { name: "Rice", quantity: 1, unit: "kg", location: "pantry" },
        { name: "Milk", quantity: 1, unit: "litre", location: "fridge" },
      ],
    },
    expect: { component: "inventory-list", unchanged: true },
  }, // plain
  {
    say: "show me whats in the fridge",
    given: {
      pantry: [
        { name: "Milk", quantity: 1, unit: "litre", location: "fridge" },
        { name: "Peas", quantity: 1, unit: "bag", location: "freezer" },
      ],
    },
    expect: { component: "inventory-list", unchanged: true },
  }, // casual
  {
    say: "whats in the freezer",
    given: {
      pantry: [
        { name: "Peas", quantity: 1, unit: "bag", location: "freezer" },
        { name: "Ice cream", quantity: 1, unit: "tub", location: "freezer" },
      ],
    },
    expect: { component: "inventory-list", unchanged: true },
  }, // casual
  {
    say: "What's expiring soon?",
    given: {
      pantry: [
        {
          name: "Spinach",
          quantity: 1,
          unit: "bag",
          location: "fridge",
          expiresInDays: 1,
        },
        {
          name: "Rice",
          quantity: 1,
          unit: "kg",
          location: "pantry",
          expiresInDays: 300,
        },
      ],
    },
    expect: { unchanged: true, text: /spinach/i },
  }, // plain
  {
    say: "do we have eggs",
    given: { pantry: [{ name: "Eggs", quantity: 6 }] },
    expect: { unchanged: true, text: /\b6\b|six|yes/i },
  }, // casual
  {
    say: "do we have any soy sauce?",
    given: { pantry: [{ name: "Rice", quantity: 1, unit: "kg" }] },
    expect: { unchanged: true, text: /\bno\b|not|n't|dont|none|out of/i },
  }, // casual
  {
    say: "in the shop rn, do we have butter at home?",
    given: {
      pantry: [{ name: "Butter", quantity: 250, unit: "g", location: "fridge" }],
    },
    expect: { unchanged: true, text: /yes|250|you have|you've got|there's/i },
  }, // casual
  {
    say: "how many eggs have we got",
    given: { pantry: [{ name: "Eggs", quantity: 9 }] },
    expect: { unchanged: true, text: /\b9\b|nine/i },
  }, // casual
  {
    say: "How much milk is left?",
    given: {
      pantry: [{ name: "Milk", quantity: 1.5, unit: "litres", location: "fridge" }],
    },
    expect: { unchanged: true, text: /1\.5|one and a half|1½/i },
  }, // plain
  {
    say: "is there any chicken in the freezer",
    given: {
      pantry: [{ name: "Chicken thighs", quantity: 6, location: "freezer" }],
    },
    expect: {
      unchanged: true,
      text: /yes|\b6\b|six|you have|you've got|there('s| is| are)/i,
    },
  }, // casual
  {
    say: "wats going off soon",
    given: {
      pantry: [
        { name: "Yoghurt", quantity: 2, location: "fridge", expiresInDays: 1 },
        {
          name: "Pasta",
          quantity: 2,
          unit: "packs",
          location: "pantry",
          expiresInDays: 200,
        },
      ],
    },
    expect: { unchanged: true, text: /yog/i },
  }, // casual
  {
    say: "anything expire tomorrow?",
    given: {
      pantry: [
        {
          name: "Milk",
          quantity: 1,
          unit: "litre",
          location: "fridge",
          expiresInDays: 1,
        },
        {
          name: "Flour",
          quantity: 1,
          unit: "kg",
          location: "pantry",
          expiresInDays: 120,
        },
      ],
    },
    expect: { unchanged: true, text: /milk/i },
  }, // casual
  {
    say: "okay um what do we have in the fridge",
    given: {
      pantry: [
        { name: "Butter", quantity: 1, unit: "block", location: "fridge" },
        { name: "Carrots", quantity: 5, location: "fridge" },
      ],
    },
    expect: { component: "inventory-list", unchanged: true },
  }, // voice
  {
    say: "Could you tell me what we have in the cupboard, please?",
    given: {
      pantry: [{ name: "Lentils", quantity: 500, unit: "g", location: "pantry" }],
    },
    expect: { component: "inventory-list", unchanged: true },
  }, // plain
  {
    say: "got any parmesan?",
    given: {
      pantry: [{ name: "Cheddar", quantity: 1, unit: "block", location: "fridge" }],
    },
    expect: { unchanged: true, text: /\bno\b|not|n't|dont|none/i },
  }, // casual
  {
    say: "list everything in the pantry",
    given: {
      pantry: [{ name: "Oats", quantity: 1, unit: "kg", location: "pantry" }],
    },
    expect: { component: "inventory-list", unchanged: true },
  }, // plain
  {
    say: "do we still have the leftover curry",
    given: {
      pantry: [{ name: "Leftover curry", quantity: 1, location: "fridge" }],
    },
    expect: {
      unchanged: true,
      text: /yes|you have|you've got|there('s| is)|still/i,
    },
  }, // casual
  {
    say: "how much rice do we have",
    given: {
      pantry: [{ name: "Rice", quantity: 800, unit: "g", location: "pantry" }],
    },
    expect: { unchanged: true, text: /800/ },
  }, // casual
  {
    say: "yo whats in the fridge rn",
    given: {
      pantry: [{ name: "Ham", quantity: 4, unit: "slices", location: "fridge" }],
    },
    expect: { component: "inventory-list", unchanged: true },
  }, // casual (slang)
  {
    say: "do we have tomatos",
    given: {
      pantry: [{ name: "Tomatoes", quantity: 3, unit: "tins", location: "pantry" }],
    },
    expect: { unchanged: true, text: /\b3\b|three|yes/i },
  }, // casual
  {
    say: "what needs using up",
    given: {
      pantry: [
        {
          name: "Mushrooms",
          quantity: 250,
          unit: "g",
          location: "fridge",
          expiresInDays: 1,
        },
        {
          name: "Pasta",
          quantity: 500,
          unit: "g",
          location: "pantry",
          expiresInDays: 200,
        },
      ],
    },
    expect: { unchanged: true, text: /mushroom/i },
  }, // casual
  {
    say: "show freezer",
    given: {
      pantry: [{ name: "Fish fingers", quantity: 1, unit: "box", location: "freezer" }],
    },
    expect: { component: "inventory-list", unchanged: true },
  }, // casual
  {
    say: "have we got any oat milk left",
    given: {
      pantry: [{ name: "Oat milk", quantity: 1, unit: "carton", location: "fridge" }],
    },
    expect: {
      unchanged: true,
      text: /yes|\b1\b|one|you have|you've got|there's/i,
    },
  }, // casual
  {
    say: "um is there anything in the fridge thats about to go off",
    given: {
      pantry: [
        {
          name: "Chicken breasts",
          quantity: 2,
          location: "fridge",
          expiresInDays: 1,
        },
        {
          name: "Ketchup",
          quantity: 1,
          unit: "bottle",
          location: "fridge",
          expiresInDays: 150,
        },
      ],
    },
    expect: { unchanged: true, text: /chicken/i },
  }, // voice
  {
    say: "Do we have any lemons at the moment?",
    given: { pantry: [{ name: "Lemons", quantity: 3 }] },
    expect: { unchanged: true, text: /\b3\b|three|yes/i },
  }, // plain
  {
    say: "wait do we have garlic or do i need to buy some",
    given: { pantry: [{ name: "Onions", quantity: 3 }] },
    expect: { unchanged: true, text: /\bno\b|not|n't|dont|none|need to buy/i },
  }, // casual
  {
    say: "What is in the freezer at the moment?",
    given: {
      pantry: [
        { name: "Peas", quantity: 1, unit: "bag", location: "freezer" },
        { name: "Milk", quantity: 1, unit: "litre", location: "fridge" },
      ],
    },
    expect: { component: "inventory-list", unchanged: true },
  }, // plain
  {
    say: "Which items are expiring this week?",
    given: {
      pantry: [
        {
          name: "Spinach",
          quantity: 1,
          unit: "bag",
          location: "fridge",
          expiresInDays: 2,
        },
        {
          name: "Rice",
          quantity: 1,
          unit: "kg",
          location: "pantry",
          expiresInDays: 300,
        },
      ],
    },
    expect: { unchanged: true, text: /spinach/i },
  }, // plain
  {
    say: "Do we have any rice?",
    given: {
      pantry: [{ name: "Rice", quantity: 2, unit: "kg", location: "pantry" }],
    },
    expect: {
      unchanged: true,
      text: /yes|\b2\b|two|you have|you've got|there's/i,
    },
  }, // plain

  // ───────────────────────────── Recipes: suggestions ─────────────────────────────
  {
    say: "What can I make with chicken and rice?",
    expect: { component: "recipe", recipes: { uses: ["chicken", "rice"] } },
  }, // plain
  {
    say: "any ideas for dinner under 30 mins",
    expect: { component: "recipe", recipes: { maxPrepTime: 30 } },
  }, // casual
  {
    say: "vegan dinner ideas",
    expect: { component: "recipe", recipes: { diet: "vegan" } },
  }, // casual
  {
    say: "Could you suggest something vegetarian for lunch?",
    expect: {
      component: "recipe",
      recipes: { diet: "vegetarian", mealType: "lunch" },
    },
  }, // plain
  {
    say: "gluten free breakfast ideas pls",
    expect: {
      component: "recipe",
      recipes: { diet: "gluten-free", mealType: "breakfast" },
    },
  }, // casual
  {
    say: "got some salmon, ideas?",
    expect: { component: "recipe", recipes: { uses: ["salmon"] } },
  }, // casual
  {
    say: "im lactose intolerant, what can i make",
    expect: { component: "recipe", recipes: { without: ["dairy"] } },
  }, // casual
  {
    say: "healthy lunch ideas pls",
    expect: { component: "recipe", recipes: { mealType: "lunch" } },
  }, // casual
  {
    say: "something with tofu",
    expect: { component: "recipe", recipes: { uses: ["tofu"] } },
  }, // casual
  {
    say: "no nuts pls my daughter is allergic, any ideas for dinner",
    expect: { component: "recipe", recipes: { without: ["nuts"] } },
  }, // casual
  {
    say: "whats a good dish with pork",
    expect: { component: "recipe", recipes: { uses: ["pork"] } },
  }, // casual
  {
    say: "What can I make for breakfast in 20 minutes?",
    expect: {
      component: "recipe",
      recipes: { maxPrepTime: 20, mealType: "breakfast" },
    },
  }, // plain
  {
    say: "halal dinner ideas",
    expect: { component: "recipe", recipes: { diet: "halal" } },
  }, // casual
  {
    say: "something pescatarian for dinner tonight",
    expect: { component: "recipe", recipes: { diet: "pescatarian" } },
  }, // casual
  {
    say: "vegan recipe with chickpeas?",
    expect: {
      component: "recipe",
      recipes: { uses: ["chickpea"], diet: "vegan" },
    },
  }, // casual
  {
    say: "Dinner for four under an hour, and no shellfish please.",
    expect: {
      component: "recipe",
      recipes: { maxPrepTime: 60, without: ["shellfish"] },
    },
  }, // plain
  {
    say: "what can i make with whats in the fridge",
    given: {
      pantry: [
        { name: "Eggs", quantity: 6, location: "fridge" },
        { name: "Tomatoes", quantity: 4, location: "fridge" },
        { name: "Basil", quantity: 1, unit: "bunch", location: "fridge" },
      ],
    },
    expect: { component: "recipe", unchanged: true },
  }, // casual
  {
    say: "suggest a thai dinner",
    given: { eater: { allergies: ["peanuts"] } },
    expect: { component: "recipe", recipes: { without: ["peanuts"] } },
  }, // casual
  {
    say: "what should i make tonight",
    given: { eater: { dietaryRestrictions: ["vegetarian"] } },
    expect: { component: "recipe", recipes: { diet: "vegetarian" } },
  }, // casual
  {
    say: "ideas for using up spinach",
    expect: { component: "recipe", recipes: { uses: ["spinach"] } },
  }, // casual
  {
    say: "quick veggie dinner",
    expect: { component: "recipe", recipes: { diet: "vegetarian" } },
  }, // casual
  {
    say: "breakfast ideas without eggs",
    expect: {
      component: "recipe",
      recipes: { without: ["eggs"], mealType: "breakfast" },
    },
  }, // casual
  {
    say: "I am allergic to sesame. What could I cook for dinner?",
    expect: { component: "recipe", recipes: { without: ["sesame"] } },
  }, // plain
  {
    say: ["vegetarian dinner ideas", "something else"],
    expect: {
      component: "recipe",
      recipes: { diet: "vegetarian", changed: true },
    },
  }, // follow-up
  {
    say: ["suggest something with chicken", "anything quicker? under 30 min"],
    expect: {
      component: "recipe",
      recipes: { uses: ["chicken"], maxPrepTime: 30 },
    },
  }, // follow-up
  {
    say: "okay so what can i make for dinner with um potatoes",
    expect: { component: "recipe", recipes: { uses: ["potato"] } },
  }, // voice
  {
    say: "im starving whats something fast i can make",
    expect: { component: "recipe" },
  }, // casual
  {
    say: "what can i make for the kids lunch, no nuts",
    expect: {
      component: "recipe",
      recipes: { without: ["nuts"], mealType: "lunch" },
    },
  }, // casual
  { say: "something spicy for dinner", expect: { component: "recipe" } }, // casual
  {
    say: "Do you have a dairy-free dinner recipe?",
    expect: { component: "recipe", recipes: { diet: "dairy-free" } },
  }, // plain
  {
    say: "what can i cook w/ ground beef",
    expect: { component: "recipe", recipes: { uses: ["beef"] } },
  }, // casual
  {
    say: "lunch idea under 20 minutes",
    expect: {
      component: "recipe",
      recipes: { maxPrepTime: 20, mealType: "lunch" },
    },
  }, // casual
  {
    say: "low carb dinner?",
    expect: { component: "recipe", recipes: { diet: "low-carb" } },
  }, // casual
  {
    say: "any recipes with shrimp",
    given: { eater: { allergies: ["dairy"] } },
    expect: {
      component: "recipe",
      recipes: { uses: ["shrimp"], without: ["dairy"] },
    },
  }, // casual
  {
    say: "um what could i make with uh mushrooms",
    expect: { component: "recipe", recipes: { uses: ["mushroom"] } },
  }, // voice
  {
    say: "Could you suggest a mexican dish for dinner?",
    expect: { component: "recipe", recipes: { mealType: "dinner" } },
  }, // plain
  {
    say: "we've got lamb, what should i do with it",
    expect: { component: "recipe", recipes: { uses: ["lamb"] } },
  }, // casual
  {
    say: ["quick dinner ideas under 30 minutes", "the second one"],
    expect: { component: "recipe", recipes: { maxPrepTime: 30 } },
  }, // follow-up
  {
    say: ["vegan lunch ideas", "anything else?"],
    expect: { component: "recipe", recipes: { diet: "vegan", changed: true } },
  }, // follow-up
  {
    say: "a vegetarian curry that takes under an hour",
    expect: {
      component: "recipe",
      recipes: { diet: "vegetarian", maxPrepTime: 60 },
    },
  }, // plain
  {
    say: "fish free, shellfish free dinner ideas",
    expect: {
      component: "recipe",
      recipes: { without: ["fish", "shellfish"] },
    },
  }, // casual
  {
    say: "im coeliac, what can i have for dinner",
    expect: { component: "recipe", recipes: { diet: "gluten-free" } },
  }, // casual
  {
    say: "what should we have for breakfast",
    given: { eater: { allergies: ["eggs"] } },
    expect: {
      component: "recipe",
      recipes: { without: ["eggs"], mealType: "breakfast" },
    },
  }, // casual
  {
    say: "Please suggest a vegetarian dinner I can make in under 40 minutes.",
    expect: {
      component: "recipe",
      recipes: { diet: "vegetarian", maxPrepTime: 40 },
    },
  }, // plain
  {
    say: "What can I cook with chickpeas?",
    expect: { component: "recipe", recipes: { uses: ["chickpea"] } },
  }, // plain

  // ───────────────────────────── Recipes: a specific one ─────────────────────────────
  {
    say: "Tell me about the chicken parmesan recipe.",
    expect: { component: "recipe", recipes: { id: "chicken-parmesan" } },
  }, // plain
  {
    say: "how long does the lamb kleftiko take",
    expect: {
      component: "recipe",
      recipes: { id: "lamb-kleftiko" },
      text: /\d|hour|minute/i,
    },
  }, // casual
  {
    say: "what do i need for chana masala",
    expect: { component: "recipe", recipes: { id: "chana-masala" } },
  }, // casual
  {
    say: "tell me about the chicken catch a tory",
    expect: { component: "recipe", recipes: { id: "chicken-cacciatore" } },
  }, // voice (homophone)
  {
    say: "show me the recipe for kung pow chicken",
    expect: { component: "recipe", recipes: { id: "kung-pao-chicken" } },
  }, // casual (typo)
  {
    say: "how do i make tom yum soup",
    expect: { component: "recipe", recipes: { id: "tom-yum-shrimp-soup" } },
  }, // casual
  {
    say: "Do you have a recipe for hummus?",
    expect: { component: "recipe", recipes: { id: "classic-hummus" } },
  }, // plain
  {
    say: "whats in the beef pho",
    expect: { component: "recipe", recipes: { id: "beef-pho" } },
  }, // casual
  {
    say: "show me the lasagne",
    expect: { component: "recipe", recipes: { id: "classic-beef-lasagne" } },
  }, // casual
  {
    say: "is the mapo tofu very spicy",
    expect: { component: "recipe", recipes: { id: "mapo-tofu" } },
  }, // casual

  // ───────────────────────────── Cooking sessions ─────────────────────────────
  {
    say: "Start cooking the shakshuka.",
    expect: {
      component: "cooking-step",
      session: { recipe: "shakshuka", step: 1, status: "active" },
    },
  }, // plain
  {
    say: "lets make butter chicken now, walk me through it",
    expect: {
      component: "cooking-step",
      session: { recipe: "butter-chicken", step: 1, status: "active" },
    },
  }, // casual
  {
    say: "okay im ready to cook the mushroom risotto",
    expect: {
      component: "cooking-step",
      session: { recipe: "mushroom-risotto", step: 1, status: "active" },
    },
  }, // voice
  {
    say: "start cooking pad thai",
    expect: {
      component: "cooking-step",
      session: { recipe: "shrimp-pad-thai", step: 1, status: "active" },
    },
  }, // casual
  {
    say: "guide me through the coq au vin step by step",
    expect: {
      component: "cooking-step",
      session: { recipe: "coq-au-vin", step: 1, status: "active" },
    },
  }, // casual
  {
    say: "next step",
    given: { session: { recipe: "mushroom-risotto", step: 2 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "mushroom-risotto", step: 3, status: "active" },
    },
  }, // plain
  {
    say: "next",
    given: { session: { recipe: "egg-fried-rice", step: 1 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "egg-fried-rice", step: 2 },
    },
  }, // casual
  {
    say: "ok done that, whats next",
    given: { session: { recipe: "classic-beef-lasagne", step: 3 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "classic-beef-lasagne", step: 4 },
    },
  }, // casual
  {
    say: "okay next step please",
    given: { session: { recipe: "chicken-katsu-curry", step: 2 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "chicken-katsu-curry", step: 3 },
    },
  }, // voice
  {
    say: "um whats the next bit",
    given: { session: { recipe: "beef-bean-chili", step: 1 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "beef-bean-chili", step: 2 },
    },
  }, // voice
  {
    say: "go back",
    given: { session: { recipe: "chicken-cacciatore", step: 3 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "chicken-cacciatore", step: 2 },
    },
  }, // casual
  {
    say: "Previous step, please.",
    given: { session: { recipe: "lamb-rogan-josh", step: 2 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "lamb-rogan-josh", step: 1 },
    },
  }, // plain
  {
    say: "wait can you go back a step",
    given: { session: { recipe: "chicken-biryani", step: 3 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "chicken-biryani", step: 2 },
    },
  }, // voice
  {
    say: "repeat that",
    given: { session: { recipe: "provencal-ratatouille", step: 2 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "provencal-ratatouille", step: 2, status: "active" },
    },
  }, // casual
  {
    say: "sorry say that again",
    given: { session: { recipe: "beef-bulgogi", step: 2 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "beef-bulgogi", step: 2 },
    },
  }, // voice
  {
    say: "what step am i on",
    given: { session: { recipe: "coq-au-vin", step: 3 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "coq-au-vin", step: 3 },
    },
  }, // casual
  {
    say: "uh what do i do now",
    given: { session: { recipe: "spanakopita", step: 2 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "spanakopita", step: 2 },
    },
  }, // voice
  {
    say: "I've finished cooking.",
    given: { session: { recipe: "shakshuka", step: 3 } },
    expect: { session: { recipe: "shakshuka", status: "finished" } },
  }, // plain
  {
    say: "all done, we're eating now, thanks basil",
    given: { session: { recipe: "thai-green-chicken-curry", step: 3 } },
    expect: {
      session: { recipe: "thai-green-chicken-curry", status: "finished" },
    },
  }, // casual
  {
    say: ["lets cook chana masala", "next"],
    expect: {
      component: "cooking-step",
      session: { recipe: "chana-masala", step: 2, status: "active" },
    },
  }, // follow-up
  {
    say: ["what can i make with eggs", "lets cook that one"],
    expect: {
      component: "cooking-step",
      session: { step: 1, status: "active" },
    },
  }, // follow-up
  {
    say: ["show me the salmon teriyaki", "ok start cooking it"],
    expect: {
      component: "cooking-step",
      session: { recipe: "salmon-teriyaki", step: 1, status: "active" },
    },
  }, // follow-up
  {
    say: ["start the jerk chicken", "next step", "next step"],
    expect: {
      component: "cooking-step",
      session: { recipe: "jamaican-jerk-chicken", step: 3, status: "active" },
    },
  }, // follow-up
  {
    say: "Go to the next step.",
    given: { session: { recipe: "coq-au-vin", step: 1 } },
    expect: {
      component: "cooking-step",
      session: { recipe: "coq-au-vin", step: 2, status: "active" },
    },
  }, // plain

  // ───────────────────────────── Timers ─────────────────────────────
  {
    say: "Set a timer for 10 minutes.",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 600 } },
    },
  }, // plain
  {
    say: "timer 45 min",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 2700 } },
    },
  }, // casual
  {
    say: "start a rice timer for 18 minutes",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 1080, name: /rice/i } },
    },
  }, // plain
  {
    say: "set a timer for twenty five minutes",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 1500 } },
    },
  }, // voice
  {
    say: "um timer for an hour and a half",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 5400 } },
    },
  }, // voice
  {
    say: "set a 90 second timer",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 90 } },
    },
  }, // casual
  {
    say: "two and a half minute timer pls",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 150 } },
    },
  }, // casual
  {
    say: "Please set a timer for a quarter of an hour.",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 900 } },
    },
  }, // plain
  {
    say: "remind me in 8 mins to flip the chicken",
    expect: { timers: { latest: { status: "running", seconds: 480 } } },
  }, // casual
  {
    say: "pasta timer 11 mins",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 660, name: /pasta/i } },
    },
  }, // casual
  {
    say: "okay so set a timer for uh three minutes for the eggs",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 180 } },
    },
  }, // voice
  {
    say: "timer for 1 hr",
    expect: {
      component: "timer",
      timers: { latest: { status: "running", seconds: 3600 } },
    },
  }, // casual
  {
    say: "Pause the timer.",
    given: { timers: [{ name: "Pasta", seconds: 600 }] },
    expect: { timers: { latest: { status: "paused" } } },
  }, // plain
  {
    say: "hold the rice timer a sec",
    given: { timers: [{ name: "Rice", seconds: 1080 }] },
    expect: { timers: { latest: { status: "paused" } } },
  }, // casual
  {
    say: ["set a timer for 20 minutes", "pause it"],
    expect: { timers: { latest: { status: "paused", seconds: 1200 } } },
  }, // follow-up
  {
    say: ["pause the pasta timer", "ok resume"],
    given: { timers: [{ name: "Pasta", seconds: 600 }] },
    expect: { timers: { latest: { status: "running" } } },
  }, // follow-up
  {
    say: ["um pause the timer", "okay start it again"],
    given: { timers: [{ name: "Bread", seconds: 1800 }] },
    expect: { timers: { latest: { status: "running" } } },
  }, // voice
  {
    say: "how long left",
    given: { timers: [{ name: "Pasta", seconds: 600 }] },
    expect: { unchanged: true, text: /\d|minute|second/i },
  }, // casual
  {
    say: ["set a timer for 12 minutes for the pasta", "how much longer"],
    expect: {
      text: /\d|minute|second/i,
      timers: { latest: { status: "running", seconds: 720 } },
    },
  }, // follow-up
  {
    say: "How much time is left on the chicken?",
    given: { timers: [{ name: "Chicken", seconds: 2400 }] },
    expect: { unchanged: true, text: /\d|minute|second/i },
  }, // plain
  {
    say: "cancel the timer",
    given: { timers: [{ name: "Cookies", seconds: 720 }] },
    expect: {
      asks: true,
      unchanged: true,
      timers: { latest: { status: "running" } },
    },
  }, // casual
  {
    say: ["cancel the egg timer", "yes"],
    given: { timers: [{ name: "Eggs", seconds: 360 }] },
    expect: { timers: { latest: { status: "cancelled" } } },
  }, // follow-up
  {
    say: ["kill the timer", "no"],
    given: { timers: [{ name: "Roast", seconds: 3600 }] },
    expect: { unchanged: true, timers: { latest: { status: "running" } } },
  }, // follow-up
  {
    say: "set a timer for 5 minutes for the garlic bread",
    given: { timers: [{ name: "Pasta", seconds: 600 }] },
    expect: {
      timers: {
        active: 2,
        latest: { status: "running", seconds: 300, name: /garlic/i },
      },
    },
  }, // plain
  {
    say: "get rid of the oven timer i dont need it",
    given: { timers: [{ name: "Oven", seconds: 1500 }] },
    expect: asksOnly,
  }, // casual
  {
    say: "Set a timer for 7 minutes for the broccoli.",
    expect: {
      component: "timer",
      timers: {
        latest: { status: "running", seconds: 420, name: /broccoli/i },
      },
    },
  }, // plain
  {
    say: "Cancel the pasta timer, please.",
    given: { timers: [{ name: "Pasta", seconds: 600 }] },
    expect: {
      asks: true,
      unchanged: true,
      timers: { latest: { status: "running" } },
    },
  }, // plain

  // ───────────────────────────── Meal plan ─────────────────────────────
  {
    say: "Plan dinners for next week.",
    expect: {
      component: "meal-plan",
      plan: { week: "next", mealTypes: ["dinner"], min: 5 },
    },
  }, // plain
  {
    say: "plan next weeks dinners, no fish",
    expect: {
      component: "meal-plan",
      plan: { week: "next", mealTypes: ["dinner"], min: 5, without: ["fish"] },
    },
  }, // casual
  {
    say: "can you plan vegetarian dinners for next week",
    expect: {
      component: "meal-plan",
      plan: { week: "next", min: 5, diet: "vegetarian" },
    },
  }, // casual
  {
    say: "sort out next week's dinners for us",
    given: { eater: { allergies: ["shellfish"] } },
    expect: {
      component: "meal-plan",
      plan: { week: "next", min: 5, without: ["shellfish"] },
    },
  }, // casual
  {
    say: "put chicken parmesan on thursday for dinner",
    expect: {
      plan: {
        has: [
          {
            day: coming("thursday"),
            mealType: "dinner",
            recipe: "chicken-parmesan",
          },
        ],
        count: 1,
      },
    },
  }, // casual
  {
    say: "Plan salmon teriyaki for lunch tomorrow.",
    expect: {
      plan: {
        has: [{ day: tomorrow, mealType: "lunch", recipe: "salmon-teriyaki" }],
        count: 1,
      },
    },
  }, // plain
  {
    say: "buttermilk pancakes for breakfast saturday",
    expect: {
      plan: {
        has: [
          {
            day: coming("saturday"),
            mealType: "breakfast",
            recipe: "buttermilk-pancakes",
          },
        ],
        count: 1,
      },
    },
  }, // casual
  {
    say: "um can you put the beef chili on friday for dinner",
    expect: {
      plan: {
        has: [
          {
            day: coming("friday"),
            mealType: "dinner",
            recipe: "beef-bean-chili",
          },
        ],
        count: 1,
      },
    },
  }, // voice
  {
    say: "add mapo tofu to the meal plan for dinner on tuesday next week",
    expect: {
      plan: {
        has: [{ day: nextWeek(1), mealType: "dinner", recipe: "mapo-tofu" }],
        count: 1,
      },
    },
  }, // plain
  {
    say: "lets have lamb kofta for dinner tmrw",
    expect: {
      plan: {
        has: [{ day: tomorrow, mealType: "dinner", recipe: "lamb-kofta" }],
        count: 1,
      },
    },
  }, // casual
  {
    say: "whats for dinner tonight",
    given: {
      plan: [{ day: today, mealType: "dinner", recipe: "chicken-katsu-curry" }],
    },
    expect: { unchanged: true, text: /katsu/i },
  }, // casual
  {
    say: "whats for tea tomorrow",
    given: {
      plan: [{ day: tomorrow, mealType: "dinner", recipe: "beef-pho" }],
    },
    expect: { unchanged: true, text: /pho/i },
  }, // casual
  {
    say: "Show me this week's meal plan.",
    given: {
      plan: [{ day: thisWeek(2), mealType: "dinner", recipe: "mushroom-risotto" }],
    },
    expect: { component: "meal-plan", unchanged: true },
  }, // plain
  {
    say: "whats the plan next week",
    given: {
      plan: [{ day: nextWeek(3), mealType: "dinner", recipe: "butter-chicken" }],
    },
    expect: { component: "meal-plan", unchanged: true },
  }, // casual
  {
    say: "what are we eating this week",
    given: {
      plan: [{ day: thisWeek(4), mealType: "dinner", recipe: "pork-carnitas" }],
    },
    expect: { component: "meal-plan", unchanged: true },
  }, // casual
  {
    say: "take the lasagne off thursday",
    given: {
      plan: [
        {
          day: coming("thursday"),
          mealType: "dinner",
          recipe: "classic-beef-lasagne",
        },
      ],
    },
    expect: asksOnly,
  }, // casual
  {
    say: ["Remove Thursday's dinner from the meal plan.", "Yes"],
    given: {
      plan: [
        {
          day: coming("thursday"),
          mealType: "dinner",
          recipe: "classic-beef-lasagne",
        },
      ],
    },
    expect: { plan: { count: 0 } },
  }, // plain
  {
    say: ["clear fridays dinner", "no"],
    given: {
      plan: [
        {
          day: coming("friday"),
          mealType: "dinner",
          recipe: "chicken-tinga-tacos",
        },
      ],
    },
    expect: {
      unchanged: true,
      plan: {
        count: 1,
        has: [
          {
            day: coming("friday"),
            mealType: "dinner",
            recipe: "chicken-tinga-tacos",
          },
        ],
      },
    },
  }, // follow-up
  {
    say: "change thursday dinner to mapo tofu",
    given: {
      plan: [
        {
          day: coming("thursday"),
          mealType: "dinner",
          recipe: "classic-beef-lasagne",
        },
      ],
    },
    expect: asksOnly,
  }, // casual
  {
    say: ["swap thursdays lasagne for butter chicken", "yes"],
    given: {
      plan: [
        {
          day: coming("thursday"),
          mealType: "dinner",
          recipe: "classic-beef-lasagne",
        },
      ],
    },
    expect: {
      plan: {
        has: [
          {
            day: coming("thursday"),
            mealType: "dinner",
            recipe: "butter-chicken",
          },
        ],
        count: 1,
      },
    },
  }, // follow-up
  {
    say: "plan 5 dinners for next week, quick ones",
    expect: {
      component: "meal-plan",
      plan: { week: "next", count: 5, mealTypes: ["dinner"] },
    },
  }, // casual
  {
    say: "plan next week's dinners, we're all vegan now",
    expect: {
      component: "meal-plan",
      plan: { week: "next", min: 5, diet: "vegan" },
    },
  }, // casual
  {
    say: "plan dinners for next week with no nuts, my son is allergic",
    expect: {
      component: "meal-plan",
      plan: { week: "next", min: 5, without: ["nuts"] },
    },
  }, // casual
  {
    say: ["suggest something for dinner", "put it on wednesday"],
    expect: {
      plan: {
        has: [{ day: coming("wednesday"), mealType: "dinner" }],
        count: 1,
      },
    },
  }, // follow-up
  {
    say: ["tell me about the mujadara", "add it to the plan for monday dinner"],
    expect: {
      plan: {
        has: [{ day: coming("monday"), mealType: "dinner", recipe: "mujadara" }],
        count: 1,
      },
    },
  }, // follow-up
  {
    say: "fill in the rest of this weeks dinners",
    expect: {
      component: "meal-plan",
      plan: { week: "this", mealTypes: ["dinner"], min: 1 },
    },
  }, // casual
  {
    say: "okay so plan next week's dinners um nothing with pork",
    expect: { component: "meal-plan", plan: { week: "next", min: 5 } },
  }, // voice
  {
    say: "What are we having for lunch tomorrow?",
    given: {
      plan: [{ day: tomorrow, mealType: "lunch", recipe: "greek-village-salad" }],
    },
    expect: { unchanged: true, text: /greek|salad/i },
  }, // plain
  {
    say: "Please plan our dinners for next week. We are vegetarian.",
    expect: {
      component: "meal-plan",
      plan: { week: "next", min: 5, diet: "vegetarian" },
    },
  }, // plain
  {
    say: "Put the chicken biryani on the plan for Sunday dinner.",
    expect: {
      plan: {
        has: [
          {
            day: coming("sunday"),
            mealType: "dinner",
            recipe: "chicken-biryani",
          },
        ],
        count: 1,
      },
    },
  }, // plain
  {
    say: "Please show me the meal plan for next week.",
    given: {
      plan: [{ day: nextWeek(0), mealType: "dinner", recipe: "chana-masala" }],
    },
    expect: { component: "meal-plan", unchanged: true },
  }, // plain

  // ───────────────────────────── Know-how ─────────────────────────────
  {
    say: "How long do I boil an egg for a runny yolk?",
    expect: {
      component: null,
      unchanged: true,
      text: /(\d|four|five|six|seven)[^.\n]{0,15}min/i,
    },
  }, // plain
  {
    say: "how many grams in a cup of flour",
    expect: {
      component: null,
      unchanged: true,
      text: /\b1[1-5]\d\s*(g\b|grams)/i,
    },
  }, // casual
  {
    say: "what temp is chicken safe at",
    expect: { component: null, unchanged: true, text: /\b165\b|\b7[45]\b/ },
  }, // casual
  {
    say: "no buttermilk, what can i use instead",
    expect: { component: null, unchanged: true, text: /lemon|vinegar/i },
  }, // casual
  {
    say: "how long does cooked rice keep in the fridge",
    expect: {
      component: null,
      unchanged: true,
      text: /(\b[1-6]\b|one|two|three|four|five|six)[^.\n]{0,12}day|24 hours/i,
    },
  }, // casual
  {
    say: "How many tablespoons are in a cup?",
    expect: { component: null, unchanged: true, text: /\b16\b|sixteen/i },
  }, // plain
  {
    say: "how many oz in a pound",
    expect: { component: null, unchanged: true, text: /\b16\b|sixteen/i },
  }, // casual
  {
    say: "whats 180c in fahrenheit",
    expect: { component: null, unchanged: true, text: /\b35[0-6]\b/ },
  }, // casual
  {
    say: "recipe says 350 degrees, what's that in celsius",
    expect: { component: null, unchanged: true, text: /\b17[5-7]\b|\b180\b/ },
  }, // casual
  {
    say: "how do i stop cut avocado going brown",
    expect: {
      component: null,
      unchanged: true,
      text: /lemon|lime|wrap|airtight|stone|pit|water/i,
    },
  }, // casual
  {
    say: "Can you freeze bread?",
    expect: {
      component: null,
      unchanged: true,
      text: /\byes\b|you can|month/i,
    },
  }, // plain
  {
    say: "egg substitute for baking?",
    expect: {
      component: null,
      unchanged: true,
      text: /flax|banana|apple ?sauce|aquafaba|chia|yog(h)?urt/i,
    },
  }, // casual
  {
    say: "what temp for medium rare steak",
    expect: {
      component: null,
      unchanged: true,
      text: /\b1[34]\d\b|\b5[4-9]\b/,
    },
  }, // casual
  {
    say: "how do i know if the oil is hot enough to fry",
    expect: {
      component: null,
      unchanged: true,
      text: /shimmer|sizzl|bubbl|wooden spoon|smok|drop/i,
    },
  }, // casual
  {
    say: "What temperature should pork be cooked to?",
    expect: {
      component: null,
      unchanged: true,
      text: /\b145\b|\b6[0-3]\b|\b160\b|\b71\b/,
    },
  }, // plain
  {
    say: "how long does raw chicken last in the fridge",
    expect: {
      component: null,
      unchanged: true,
      text: /(\b[1-3]\b|one|two|three)[^.\n]{0,12}day/i,
    },
  }, // casual
  {
    say: "how many cups in a litre",
    expect: { component: null, unchanged: true, text: /\b4(\.\d+)?\b|four/i },
  }, // casual
  {
    say: "how many grams is a stick of butter",
    expect: {
      component: null,
      unchanged: true,
      text: /\b11[0-5]\s*(g\b|grams)/i,
    },
  }, // casual
  {
    say: "how many teaspoons in a tablespoon",
    expect: { component: null, unchanged: true, text: /\b3\b|three/i },
  }, // plain
  {
    say: "whats the water to rice ratio",
    expect: {
      component: null,
      unchanged: true,
      text: /\b1\s*(:|to)\s*(1\.\d|1½|2)\b|\b(2|1\.5|1½|two|one and a half)\s*(cups|parts|times)/i,
    },
  }, // casual
  {
    say: "whats the safest way to defrost a chicken",
    expect: {
      component: null,
      unchanged: true,
      text: /fridge|refrigerator|cold water/i,
    },
  }, // casual
  {
    say: "how long should i rest a steak",
    expect: {
      component: null,
      unchanged: true,
      text: /\d[^.\n]{0,15}min|half (the|as long)/i,
    },
  }, // casual
  {
    say: "out of cornflour, what can i thicken the sauce with",
    expect: {
      component: null,
      unchanged: true,
      text: /\bflour|arrowroot|potato starch|tapioca|reduc|roux/i,
    },
  }, // casual
  {
    say: "um how many grams is two cups of flower",
    expect: {
      component: null,
      unchanged: true,
      text: /\b2[2-9]\d\s*(g\b|grams)/i,
    },
  }, // voice
  {
    say: "how much dried time do i use instead of fresh",
    expect: {
      component: null,
      unchanged: true,
      text: /third|1\/3|⅓|1 ?(tsp|teaspoon)|one teaspoon|3\s*(:|to)\s*1|three times/i,
    },
  }, // voice
  {
    say: "How many grams of sugar are in one cup?",
    expect: {
      component: null,
      unchanged: true,
      text: /\b(19\d|20\d|21\d)\s*(g\b|grams)/i,
    },
  }, // plain
  {
    say: "how many ml in a tablespoon",
    expect: { component: null, unchanged: true, text: /\b15\b|14\.8/ },
  }, // casual
  {
    say: "whats 500 grams in pounds",
    expect: { component: null, unchanged: true, text: /\b1\.1\d?\b/ },
  }, // casual
  {
    say: "how long do i boil pasta for",
    expect: { component: null, unchanged: true, text: /\d[^.\n]{0,15}min/i },
  }, // casual
  {
    say: "what temperature is fish cooked at",
    expect: { component: null, unchanged: true, text: /\b145\b|\b6[0-3]\b/ },
  }, // casual
  {
    say: "uh how many ml is a cup",
    expect: { component: null, unchanged: true, text: /\b2[34]\d\b|\b250\b/ },
  }, // voice
  {
    say: "How long do eggs keep in the fridge?",
    expect: {
      component: null,
      unchanged: true,
      text: /(\d|three|four|five)[^.\n]{0,12}week|\b\d+\s*days/i,
    },
  }, // plain
  {
    say: "difference between baking soda and baking powder?",
    expect: { component: null, unchanged: true, text: /acid/i },
  }, // casual
  {
    say: "how long to hard boil eggs",
    expect: {
      component: null,
      unchanged: true,
      text: /(\d|nine|ten|eleven|twelve)[^.\n]{0,15}min/i,
    },
  }, // casual
  {
    say: "How long should I roast a whole chicken?",
    expect: {
      component: null,
      unchanged: true,
      text: /\d[^.\n]{0,20}(min|hour)|an hour/i,
    },
  }, // plain
  {
    say: "How many grams are in an ounce?",
    expect: { component: null, unchanged: true, text: /\b28(\.\d+)?\b/ },
  }, // plain

  // ───────────────────────────── Profile: allergies and diets mentioned in passing ─────────────────────────────
  {
    say: "fyi im allergic to peanuts",
    expect: { asks: true, unchanged: true },
  }, // casual
  {
    say: ["btw im allergic to peanuts", "yes"],
    expect: { profile: { allergies: { has: ["peanuts"] } } },
  }, // follow-up
  {
    say: ["I can't eat shellfish, I'm allergic.", "Yes"],
    expect: { profile: { allergies: { has: ["shellfish"] } } },
  }, // plain
  {
    say: ["im allergic to sesame", "no"],
    expect: { unchanged: true, profile: { allergies: { lacks: ["sesame"] } } },
  }, // follow-up
  {
    say: ["heads up i went vegan", "yes"],
    expect: { profile: { dietaryRestrictions: { has: ["vegan"] } } },
  }, // follow-up
  {
    say: ["fyi im allergic to eggs, what can i have for breakfast", "yes"],
    expect: { profile: { allergies: { has: ["eggs"] } } },
  }, // follow-up
  {
    say: "I have a soy allergy. Could you suggest a dinner?",
    expect: { component: "recipe", recipes: { without: ["soy"] } },
  }, // plain
  { say: "im pescatarian now", expect: { asks: true, unchanged: true } }, // casual
  {
    say: ["i dont eat pork, im halal", "yes"],
    expect: { profile: { dietaryRestrictions: { has: ["halal"] } } },
  }, // follow-up
  {
    say: "no dairy for me, im allergic",
    expect: { asks: true, unchanged: true },
  }, // casual
  {
    say: ["allergic to fish fyi", "yes please"],
    expect: { profile: { allergies: { has: ["fish"] } } },
  }, // follow-up
  {
    say: ["just so you know i have a tree nut allergy", "yep save it"],
    expect: { profile: { allergies: { has: ["tree nuts"] } } },
  }, // follow-up
  {
    say: "um i should mention im allergic to shellfish",
    expect: { asks: true, unchanged: true },
  }, // voice
  {
    say: ["Please note that I follow a gluten-free diet.", "Yes"],
    expect: { profile: { dietaryRestrictions: { has: ["gluten-free"] } } },
  }, // plain
  {
    say: "im allergic to tree nuts, whats a good dinner",
    expect: { component: "recipe", recipes: { without: ["tree nuts"] } },
  }, // casual
  {
    say: ["im vegetarian btw", "nah dont save it"],
    expect: {
      unchanged: true,
      profile: { dietaryRestrictions: { lacks: ["vegetarian"] } },
    },
  }, // follow-up

  // ───────────────────────────── Unclear: must ask a short clarifying question ─────────────────────────────
  { say: "asdfghjkl", expect: asksOnly }, // unclear
  {
    say: "remove the milk",
    given: {
      pantry: [
        { name: "Oat milk", quantity: 1, unit: "carton", location: "fridge" },
        { name: "Whole milk", quantity: 2, unit: "litres", location: "fridge" },
      ],
    },
    expect: asksOnly,
  }, // unclear
  {
    say: "used the chicken",
    given: {
      pantry: [
        { name: "Chicken breasts", quantity: 2, location: "fridge" },
        { name: "Chicken thighs", quantity: 6, location: "freezer" },
      ],
    },
    expect: asksOnly,
  }, // unclear
  {
    say: "got the cheese",
    given: { list: [{ name: "Cheddar" }, { name: "Cream cheese" }] },
    expect: asksOnly,
  }, // unclear
  {
    say: "cancel the timer",
    given: {
      timers: [
        { name: "Pasta", seconds: 600 },
        { name: "Garlic bread", seconds: 300 },
      ],
    },
    expect: asksOnly,
  }, // unclear
  { say: "the usual pls", expect: asksOnly }, // unclear
  { say: "add it", expect: asksOnly }, // unclear
  { say: "tomorrow", expect: asksOnly }, // unclear
  { say: "set a timer", expect: asksOnly }, // unclear
  { say: "how long", expect: asksOnly }, // unclear
  { say: "can you change it", expect: asksOnly }, // unclear
  { say: "what about the other one", expect: asksOnly }, // unclear
  {
    say: "remove the beans",
    given: {
      pantry: [
        { name: "Kidney beans", quantity: 2, unit: "tins", location: "pantry" },
        { name: "Green beans", quantity: 300, unit: "g", location: "fridge" },
      ],
    },
    expect: asksOnly,
  }, // unclear
  { say: "move it to tuesday", expect: asksOnly }, // unclear
  {
    say: "we're out",
    given: {
      pantry: [
        { name: "Milk", quantity: 1, unit: "litre" },
        { name: "Eggs", quantity: 2 },
      ],
    },
    expect: asksOnly,
  }, // unclear
  { say: "uh the um can you uh", expect: asksOnly }, // unclear (voice)
  { say: "xyz 123 ???", expect: asksOnly }, // unclear
  {
    say: "pause",
    given: {
      timers: [
        { name: "Rice", seconds: 1080 },
        { name: "Chicken", seconds: 2400 },
      ],
    },
    expect: asksOnly,
  }, // unclear
  { say: "the blue one", expect: asksOnly }, // unclear
  { say: "put the thing on the thing", expect: asksOnly }, // unclear
  {
    say: "used some",
    given: {
      pantry: [
        { name: "Rice", quantity: 1, unit: "kg" },
        { name: "Flour", quantity: 1, unit: "kg" },
      ],
    },
    expect: asksOnly,
  }, // unclear
  {
    say: "tick it off",
    given: { list: [{ name: "Apples" }, { name: "Pears" }, { name: "Plums" }] },
    expect: asksOnly,
  }, // unclear
  {
    say: "delete",
    given: {
      list: [{ name: "Milk" }],
      pantry: [{ name: "Bread", quantity: 1, unit: "loaf" }],
    },
    expect: asksOnly,
  }, // unclear
  { say: "add the uh", expect: asksOnly }, // unclear (voice)
  {
    say: "finish the yoghurt",
    given: {
      pantry: [
        { name: "Greek yoghurt", quantity: 1, unit: "tub", location: "fridge" },
        { name: "Strawberry yoghurt", quantity: 4, location: "fridge" },
      ],
    },
    expect: asksOnly,
  }, // unclear
];
