import {
  coming,
  nextWeek,
  thisWeek,
  today,
  tomorrow,
  type EvalCase,
  type Given,
  type SeedListItem,
  type SeedPantryItem,
} from "../eval/types";

/**
 * The embedded assistant's development set: what a member says, the kitchen it says it
 * in, and what must be true afterwards. The case shape lives in tests/eval/types.ts.
 */
export * from "../eval/types";

/* ---------- Shared kitchens ---------- */

const STOCKED: SeedPantryItem[] = [
  { name: "Rice", quantity: 2, unit: "kg", location: "pantry" },
  { name: "Spinach", quantity: 1, unit: "bag", location: "fridge", expiresInDays: 2 },
  { name: "Yogurt", quantity: 500, unit: "g", location: "fridge", expiresInDays: -1 },
  { name: "Frozen peas", quantity: 1, unit: "bag", location: "freezer" },
  { name: "Eggs", quantity: 12, unit: null, location: "fridge", expiresInDays: 20 },
];

const SHOPPING: SeedListItem[] = [
  { name: "Bread", quantity: 1, unit: "loaf" },
  { name: "Eggs", quantity: 12 },
  { name: "Milk", quantity: 1, unit: "gallon", checked: true },
  { name: "Tomatoes", quantity: 4 },
];

const PLANNED: Given["plan"] = [
  { day: thisWeek(0), mealType: "dinner", recipe: "mapo-tofu" },
  { day: thisWeek(2), mealType: "breakfast", recipe: "shakshuka" },
];

const SUGGESTED = "Suggest a recipe with chicken and vegetables";

/* ---------- The table ---------- */

export const cases: EvalCase[] = [
  /* Starter prompts: Cooking. */
  {
    say: SUGGESTED,
    expect: {
      component: "recipe",
      text: /how about/i,
      recipes: { uses: ["chicken", "vegetable"] },
      actions: ["Start cooking"],
      unchanged: true,
    },
  },
  {
    say: "How do I season a cast iron pan?",
    expect: { component: null, topic: "cast-iron-seasoning", unchanged: true },
  },
  {
    say: "What can I cook in under 30 minutes?",
    expect: { component: "recipe", recipes: { maxPrepTime: 30 }, unchanged: true },
  },
  // Variants.
  { say: "got any chicken recipes?", expect: { component: "recipe", recipes: { uses: ["chicken"] }, unchanged: true } },
  {
    say: "What can I make with chicken and veg?",
    expect: { component: "recipe", recipes: { uses: ["chicken", "vegetable"] } },
  },
  {
    say: "I've got chicken and some veggies, what should I make?",
    expect: { component: "recipe", recipes: { uses: ["chicken"] } },
  },
  { say: "recipe ideas with chicken please", expect: { component: "recipe", recipes: { uses: ["chicken"] } } },
  {
    say: "suggest something with chicken and vegetables for dinner",
    expect: { component: "recipe", recipes: { uses: ["chicken"], mealType: "dinner" } },
  },
  { say: "chicken and vegetable recipe", expect: { component: "recipe", recipes: { uses: ["chicken", "vegetable"] } } },
  { say: "any ideas for using up salmon?", expect: { component: "recipe", recipes: { uses: ["salmon"] } } },
  { say: "cast iron seasoning tips", expect: { component: null, topic: "cast-iron-seasoning", unchanged: true } },
  { say: "how should I season my new cast iron skillet", expect: { topic: "cast-iron-seasoning" } },
  { say: "what's the best way to season a cast-iron pan?", expect: { topic: "cast-iron-seasoning" } },
  {
    say: "something quick for dinner",
    expect: { component: "recipe", recipes: { maxPrepTime: 30, mealType: "dinner" } },
  },
  { say: "what can I make in 20 minutes", expect: { component: "recipe", recipes: { maxPrepTime: 20 } } },
  {
    say: "dinner in under half an hour please",
    expect: { component: "recipe", recipes: { maxPrepTime: 30, mealType: "dinner" } },
  },
  {
    say: "I only have fifteen minutes, what can I cook?",
    expect: { component: "recipe", recipes: { maxPrepTime: 15 } },
  },
  { say: "what can i cook in less than an hour", expect: { component: "recipe", recipes: { maxPrepTime: 60 } } },
  { say: "quick lunch ideas", expect: { component: "recipe", recipes: { maxPrepTime: 30, mealType: "lunch" } } },

  /* Starter prompts: Inventory. */
  {
    say: "What's in my pantry?",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /5 items/, unchanged: true },
  },
  {
    say: "Add 2 pounds of chicken breast and 1 gallon of milk to my inventory",
    expect: {
      component: "inventory-list",
      text: /2 lb chicken breast and 1 gal milk/i,
      pantry: {
        has: [
          { name: "Chicken breast", quantity: 2, unit: "lb" },
          { name: "Milk", quantity: 1, unit: "gallon" },
        ],
        count: 2,
      },
    },
  },
  {
    say: "What's expiring soon?",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /spinach.*expire/i, notText: /rice|peas/i, unchanged: true },
  },
  // Variants.
  { say: "what's in the pantry", given: { pantry: STOCKED }, expect: { component: "inventory-list", unchanged: true } },
  { say: "show me my inventory", given: { pantry: STOCKED }, expect: { component: "inventory-list", text: /5 items/ } },
  { say: "what do we have", given: { pantry: STOCKED }, expect: { component: "inventory-list" } },
  {
    say: "what's in the fridge?",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /fridge.*3 items/i },
  },
  {
    say: "what have we got in the freezer",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /freezer.*1 item/i },
  },
  { say: "pantry please", given: { pantry: STOCKED }, expect: { component: "inventory-list" } },
  { say: "list my inventory", given: { pantry: STOCKED }, expect: { component: "inventory-list" } },
  { say: "What's in my pantry?", expect: { component: "inventory-list", text: /empty/i, unchanged: true } },
  {
    say: "Add 2 pounds chicken breast and 1 gallon milk to my inventory",
    expect: {
      pantry: {
        has: [
          { name: "Chicken breast", quantity: 2, unit: "lb" },
          { name: "Milk", quantity: 1, unit: "gallon" },
        ],
        count: 2,
      },
    },
  },
  {
    say: "add half a pound of butter to the pantry",
    expect: { component: "inventory-list", pantry: { has: [{ name: "Butter", quantity: 0.5, unit: "lb" }], count: 1 } },
  },
  {
    say: "put 3 onions in the fridge",
    expect: {
      component: "inventory-list",
      pantry: { has: [{ name: "Onions", quantity: 3, unit: null, location: "fridge" }], count: 1 },
    },
  },
  {
    say: "add a dozen eggs to my inventory",
    expect: { pantry: { has: [{ name: "Eggs", quantity: 12, unit: null }], count: 1 } },
  },
  {
    say: "add two cans of chickpeas to the pantry",
    expect: { pantry: { has: [{ name: "Chickpeas", quantity: 2, unit: "can" }], count: 1 } },
  },
  {
    say: "put 2 lbs of ground beef in the freezer",
    expect: { pantry: { has: [{ name: "Ground beef", quantity: 2, unit: "lb", location: "freezer" }] } },
  },
  {
    say: "add 500g rice and a bag of flour to the pantry",
    expect: {
      pantry: {
        has: [
          { name: "Rice", quantity: 500, unit: "g" },
          { name: "Flour", quantity: 1, unit: "bag" },
        ],
        count: 2,
      },
    },
  },
  {
    say: "please add three apples to inventory",
    expect: { pantry: { has: [{ name: "Apples", quantity: 3 }], count: 1 } },
  },
  {
    say: "add 1 1/2 cups of sugar to my pantry",
    expect: { pantry: { has: [{ name: "Sugar", quantity: 1.5, unit: "cup" }] } },
  },
  {
    say: "I have 6 eggs and a block of cheese in the fridge",
    expect: {
      pantry: {
        has: [
          { name: "Eggs", quantity: 6, location: "fridge" },
          { name: "Cheese", quantity: 1, unit: "block", location: "fridge" },
        ],
        count: 2,
      },
    },
  },
  {
    say: "add 2 more eggs to the pantry",
    given: { pantry: [{ name: "Eggs", quantity: 4, location: "pantry" }] },
    expect: { pantry: { has: [{ name: "Eggs", quantity: 6 }], count: 1 } },
  },
  {
    say: "what's going off soon",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /spinach/i, unchanged: true },
  },
  {
    say: "anything about to expire?",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /spinach/i },
  },
  {
    say: "what should I use up first",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /spinach/i },
  },
  {
    say: "has anything expired?",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /yogurt.*expired/i },
  },
  {
    say: "which items go bad this week",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /spinach/i },
  },
  {
    say: "What's expiring soon?",
    given: { pantry: [{ name: "Rice", quantity: 1, unit: "kg" }] },
    expect: { component: "inventory-list", text: /nothing/i },
  },
  {
    say: "do we have any eggs?",
    given: { pantry: STOCKED },
    expect: { component: null, text: /yes.*12 eggs/i, unchanged: true },
  },
  {
    say: "are we out of eggs?",
    given: { pantry: STOCKED },
    expect: { component: null, text: /^no, you still have 12 eggs/i, unchanged: true },
  },
  {
    say: "is there any milk left",
    given: { pantry: STOCKED },
    expect: { text: /don't see any milk/i, actions: ["Add milk to the list"], unchanged: true },
  },

  /* Starter prompts: Meal Planning. */
  {
    say: "Plan my meals for this week",
    expect: { component: "meal-plan", text: /planned/i, plan: { min: 15, week: "this" } },
  },
  {
    say: "Give me some healthy dinner ideas",
    expect: { component: "recipe", recipes: { mealType: "dinner" }, unchanged: true },
  },
  {
    say: "Show this week's meal plan",
    given: { plan: PLANNED },
    expect: { component: "meal-plan", text: /2 meals/, unchanged: true },
  },
  // Variants.
  { say: "plan next week", expect: { component: "meal-plan", plan: { min: 15, week: "next" } } },
  { say: "can you plan our meals for the week?", expect: { component: "meal-plan", plan: { min: 15, week: "this" } } },
  {
    say: "make me a meal plan for this week please",
    expect: { component: "meal-plan", plan: { min: 15, week: "this" } },
  },
  {
    say: "plan dinners for next week",
    expect: { component: "meal-plan", plan: { count: 7, week: "next", mealTypes: ["dinner"] } },
  },
  {
    say: "plan breakfast and lunch for this week",
    expect: { component: "meal-plan", plan: { count: 14, week: "this", mealTypes: ["breakfast", "lunch"] } },
  },
  {
    say: "Plan my meals for this week",
    given: { plan: PLANNED },
    expect: {
      plan: {
        min: 15,
        week: "this",
        has: [
          { day: thisWeek(0), mealType: "dinner", recipe: "mapo-tofu" },
          { day: thisWeek(2), mealType: "breakfast", recipe: "shakshuka" },
        ],
      },
    },
  },
  { say: "any healthy ideas for dinner?", expect: { component: "recipe", recipes: { mealType: "dinner" } } },
  { say: "I want something light for lunch", expect: { component: "recipe", recipes: { mealType: "lunch" } } },
  { say: "healthy breakfast ideas", expect: { component: "recipe", recipes: { mealType: "breakfast" } } },
  {
    say: "give me some vegetarian dinner ideas",
    expect: { component: "recipe", recipes: { mealType: "dinner", diet: "vegetarian" } },
  },
  {
    say: "what's on the menu this week",
    given: { plan: PLANNED },
    expect: { component: "meal-plan", text: /2 meals/ },
  },
  { say: "show me the meal plan", given: { plan: PLANNED }, expect: { component: "meal-plan", text: /2 meals/ } },
  {
    say: "what's planned for next week",
    given: { plan: PLANNED },
    expect: { component: "meal-plan", text: /nothing is planned for next week/i, unchanged: true },
  },
  {
    say: "have we planned anything for dinner next monday",
    given: { plan: PLANNED },
    expect: { component: "meal-plan", text: /nothing is planned/i, unchanged: true },
  },
  {
    say: "what are we eating this week?",
    given: { plan: PLANNED },
    expect: { component: "meal-plan", text: /2 meals/ },
  },
  {
    say: "Show this week's meal plan",
    expect: { component: "meal-plan", text: /nothing is planned/i, actions: ["Plan it for me"], unchanged: true },
  },
  {
    say: "plan shakshuka for saturday breakfast",
    expect: {
      component: "meal-plan",
      plan: { count: 1, has: [{ day: coming("saturday"), mealType: "breakfast", recipe: "shakshuka" }] },
    },
  },
  {
    say: "put butter chicken on the plan for tomorrow's dinner",
    expect: { plan: { count: 1, has: [{ day: tomorrow, mealType: "dinner", recipe: "butter-chicken" }] } },
  },
  // A planned slot is only overwritten after a yes.
  {
    say: "put butter chicken on the plan for tomorrow's dinner",
    given: { plan: [{ day: tomorrow, mealType: "dinner", recipe: "mapo-tofu" }] },
    expect: {
      component: null,
      text: /replace mapo tofu with butter chicken for dinner/i,
      actions: ["Yes", "No"],
      unchanged: true,
    },
  },
  {
    say: ["put butter chicken on the plan for tomorrow's dinner", "yes"],
    given: { plan: [{ day: tomorrow, mealType: "dinner", recipe: "mapo-tofu" }] },
    expect: {
      component: "meal-plan",
      plan: { count: 1, has: [{ day: tomorrow, mealType: "dinner", recipe: "butter-chicken" }] },
    },
  },
  {
    say: "schedule mapo tofu for dinner on friday",
    expect: { plan: { count: 1, has: [{ day: coming("friday"), mealType: "dinner", recipe: "mapo-tofu" }] } },
  },
  {
    say: "let's have chicken parmesan for dinner tonight",
    expect: { plan: { count: 1, has: [{ day: today, mealType: "dinner", recipe: "chicken-parmesan" }] } },
  },
  {
    say: "add shakshuka to sunday's breakfast",
    expect: { plan: { count: 1, has: [{ day: coming("sunday"), mealType: "breakfast", recipe: "shakshuka" }] } },
  },
  {
    say: ["show me the recipe for butter chicken", "plan it for dinner tomorrow"],
    expect: {
      component: "meal-plan",
      plan: { count: 1, has: [{ day: tomorrow, mealType: "dinner", recipe: "butter-chicken" }] },
    },
  },
  { say: "plan it for tomorrow", expect: { component: null, text: /which recipe/i, unchanged: true } },

  /* Starter prompts: Shopping. */
  {
    say: "Show my shopping list",
    given: { list: SHOPPING },
    expect: { component: "shopping-list", text: /3 items to buy and 1 checked off/, unchanged: true },
  },
  {
    say: "Add bread, eggs, and tomatoes to my shopping list",
    expect: {
      component: "shopping-list",
      list: {
        count: 3,
        has: [
          { name: "Bread", category: "bakery", checked: false },
          { name: "Eggs", category: "dairy" },
          { name: "Tomatoes", category: "produce" },
        ],
      },
    },
  },
  {
    say: "Add the ingredients for chicken parmesan to my shopping list",
    expect: {
      component: "shopping-list",
      text: /chicken parmesan/i,
      list: {
        count: 11,
        has: [
          { name: "Chicken breasts", quantity: 2, category: "meat & fish" },
          { name: "Mozzarella", quantity: 125, unit: "g" },
          { name: "Crushed tomatoes", quantity: 1, unit: "can" },
        ],
      },
    },
  },
  // Variants.
  {
    say: "what's on my shopping list?",
    given: { list: SHOPPING },
    expect: { component: "shopping-list", unchanged: true },
  },
  { say: "shopping list", given: { list: SHOPPING }, expect: { component: "shopping-list" } },
  { say: "show the grocery list please", given: { list: SHOPPING }, expect: { component: "shopping-list" } },
  { say: "what do I need to buy", given: { list: SHOPPING }, expect: { component: "shopping-list" } },
  { say: "what do we need from the store?", given: { list: SHOPPING }, expect: { component: "shopping-list" } },
  { say: "Show my shopping list", expect: { component: "shopping-list", text: /empty/i, unchanged: true } },
  {
    say: "throw some eggs on the list",
    expect: { component: "shopping-list", list: { count: 1, has: [{ name: "Eggs", quantity: null }] } },
  },
  {
    say: "we need milk",
    expect: { component: "shopping-list", list: { count: 1, has: [{ name: "Milk", category: "dairy" }] } },
  },
  {
    say: "add a dozen eggs to the shopping list",
    expect: { list: { count: 1, has: [{ name: "Eggs", quantity: 12 }] } },
  },
  {
    say: "put bread and butter on the grocery list",
    expect: { list: { count: 2, has: [{ name: "Bread" }, { name: "Butter" }] } },
  },
  {
    say: "add 2 pounds of apples, a loaf of bread and some milk to my list",
    expect: {
      list: {
        count: 3,
        has: [
          { name: "Apples", quantity: 2, unit: "lb" },
          { name: "Bread", quantity: 1, unit: "loaf" },
          { name: "Milk", quantity: null },
        ],
      },
    },
  },
  {
    say: "I need to buy toilet paper",
    expect: { list: { count: 1, has: [{ name: "Toilet paper", category: "household" }] } },
  },
  {
    say: "we're running low on olive oil, add it to the list",
    expect: { list: { count: 1, has: [{ name: "Olive oil" }] } },
  },
  {
    say: "add eggs to my shopping list",
    given: { list: [{ name: "Eggs", quantity: 6 }] },
    expect: { list: { count: 1, has: [{ name: "Eggs" }] } },
  },
  {
    say: "add the ingredients for shakshuka to my list",
    given: {
      pantry: [
        { name: "Eggs", quantity: 12 },
        { name: "Olive oil", quantity: 500, unit: "ml" },
      ],
    },
    expect: {
      component: "shopping-list",
      text: /pantry covers eggs and olive oil/i,
      list: { count: 9, lacks: ["Eggs", "Olive oil"], has: [{ name: "Crushed tomatoes", quantity: 2, unit: "can" }] },
    },
  },
  {
    say: "put everything for butter chicken on the shopping list",
    expect: { list: { count: 16, has: [{ name: "Chicken thighs", quantity: 700, unit: "g" }] } },
  },
  { say: "add chicken parmesan ingredients to the list", expect: { list: { count: 11 } } },
  {
    say: "I want to make mapo tofu, add what I need to my list",
    expect: { list: { count: 13, has: [{ name: "Soft tofu" }] } },
  },
  {
    say: "add the ingredients for chicken parmesan for 8 people to my shopping list",
    expect: {
      list: {
        count: 11,
        has: [
          { name: "Chicken breasts", quantity: 4 },
          { name: "Mozzarella", quantity: 250, unit: "g" },
        ],
      },
    },
  },
  {
    say: "add the ingredients for unicorn stew to my list",
    expect: { component: null, text: /don't have a recipe called "unicorn stew"/i, unchanged: true },
  },
  { say: [SUGGESTED, "add those to my list"], expect: { component: "shopping-list", list: { min: 3 } } },
  {
    say: ["show me the recipe for shakshuka", "add the ingredients to my list"],
    expect: { component: "shopping-list", list: { count: 11, has: [{ name: "Eggs", quantity: 6 }] } },
  },
  { say: "add those to my list", expect: { component: null, text: /which recipe/i, unchanged: true } },

  /* Suggestion chips. */
  {
    say: "What's for dinner?",
    given: { plan: [{ day: today, mealType: "dinner", recipe: "butter-chicken" }] },
    expect: { component: "recipe", text: /butter chicken/i, recipes: { id: "butter-chicken" }, unchanged: true },
  },
  {
    say: "What's for dinner?",
    expect: {
      component: "recipe",
      text: /nothing is planned for dinner today/i,
      recipes: { mealType: "dinner" },
      unchanged: true,
    },
  },
  {
    say: "Add milk to inventory",
    expect: { component: "inventory-list", pantry: { count: 1, has: [{ name: "Milk", quantity: null }] } },
  },
  // Variants.
  {
    say: "what are we having tonight?",
    given: { plan: [{ day: today, mealType: "dinner", recipe: "mapo-tofu" }] },
    expect: { component: "recipe", recipes: { id: "mapo-tofu" } },
  },
  {
    say: "what's for lunch tomorrow",
    given: { plan: [{ day: tomorrow, mealType: "lunch", recipe: "greek-village-salad" }] },
    expect: { component: "recipe", recipes: { id: "greek-village-salad" } },
  },
  { say: "what's for breakfast?", expect: { component: "recipe", recipes: { mealType: "breakfast" } } },
  { say: "what should we have for dinner", expect: { component: "recipe", recipes: { mealType: "dinner" } } },
  { say: "add milk to the fridge", expect: { pantry: { count: 1, has: [{ name: "Milk", location: "fridge" }] } } },
  { say: "put milk in my pantry", expect: { pantry: { count: 1, has: [{ name: "Milk" }] } } },
  {
    say: "add a gallon of milk to inventory please",
    expect: { pantry: { count: 1, has: [{ name: "Milk", quantity: 1, unit: "gallon" }] } },
  },

  /* Recipes. */
  {
    say: "show me the recipe for butter chicken",
    expect: { component: "recipe", recipes: { id: "butter-chicken" }, actions: ["Start cooking"], unchanged: true },
  },
  { say: "how do I make shakshuka", expect: { component: "recipe", recipes: { id: "shakshuka" } } },
  { say: "how do you make pad thai?", expect: { component: "recipe", recipes: { id: "shrimp-pad-thai" } } },
  { say: "open the mapo tofu recipe", expect: { component: "recipe", recipes: { id: "mapo-tofu" } } },
  {
    say: "recipe for chicken tinga tacos please",
    expect: { component: "recipe", recipes: { id: "chicken-tinga-tacos" } },
  },
  {
    say: "show me the recipe for unicorn stew",
    expect: { component: null, text: /don't have a recipe/i, unchanged: true },
  },
  {
    say: ["Give me some healthy dinner ideas", "show me the second one"],
    expect: { component: "recipe", recipes: { changed: true, mealType: "dinner" } },
  },
  {
    say: ["What can I cook in under 30 minutes?", "tell me about the third one"],
    expect: { component: "recipe", recipes: { changed: true, maxPrepTime: 30 } },
  },
  { say: ["What's for dinner?", "something else"], expect: { component: "recipe", recipes: { changed: true } } },
  {
    say: [SUGGESTED, "something else"],
    expect: { component: "recipe", recipes: { changed: true, uses: ["chicken"] } },
  },
  {
    say: ["what's for breakfast?", "show me another one"],
    expect: { component: "recipe", recipes: { changed: true, mealType: "breakfast" } },
  },

  /* Cooking sessions. */
  {
    say: ["show me the recipe for shakshuka", "start cooking it"],
    expect: {
      component: "cooking-step",
      text: /step 1 of 4/i,
      session: { recipe: "shakshuka", step: 1, status: "active" },
    },
  },
  {
    say: [SUGGESTED, "let's cook it"],
    expect: { component: "cooking-step", session: { recipe: "$previous", step: 1 } },
  },
  {
    say: "let's make butter chicken",
    expect: { component: "cooking-step", session: { recipe: "butter-chicken", step: 1 } },
  },
  {
    say: "walk me through the frittata",
    expect: { component: "cooking-step", session: { recipe: "tomato-basil-frittata", step: 1 } },
  },
  { say: "start cooking mapo tofu", expect: { component: "cooking-step", session: { recipe: "mapo-tofu", step: 1 } } },
  {
    say: ["start cooking shakshuka", "next step"],
    expect: { component: "cooking-step", text: /step 2 of 4/i, session: { step: 2 } },
  },
  { say: ["start cooking shakshuka", "next"], expect: { session: { step: 2 } } },
  { say: ["start cooking shakshuka", "ok, what's next?"], expect: { session: { step: 2 } } },
  {
    say: ["start cooking shakshuka", "next step", "next step", "go back"],
    expect: { component: "cooking-step", text: /step 2 of 4/i, session: { step: 2 } },
  },
  { say: ["start cooking shakshuka", "next step", "previous step"], expect: { session: { step: 1 } } },
  {
    say: ["start cooking shakshuka", "next step", "repeat that"],
    expect: { component: "cooking-step", text: /step 2 of 4/i, session: { step: 2 } },
  },
  {
    say: ["start cooking shakshuka", "can you say that again?"],
    expect: { component: "cooking-step", session: { step: 1 } },
  },
  {
    say: ["start cooking shakshuka", "next step", "next step", "next step"],
    expect: { text: /last step/i, actions: ["Complete Recipe"], session: { step: 4 } },
  },
  // Ending before the last step waits for a yes; completing after it does not.
  {
    say: ["start cooking shakshuka", "I'm done"],
    expect: {
      component: null,
      text: /stop cooking shakshuka at step 1 of 4\?/i,
      actions: ["Yes", "No"],
      unchanged: true,
    },
  },
  {
    say: ["start cooking shakshuka", "I'm done", "yes"],
    expect: { component: "cooking-step", text: /complete/i, session: { status: "finished" } },
  },
  { say: ["start cooking shakshuka", "we're finished", "yes"], expect: { session: { status: "finished" } } },
  {
    say: ["start cooking shakshuka", "next step", "next step", "next step", "I'm done"],
    expect: { component: "cooking-step", text: /enjoy/i, session: { status: "finished" } },
  },
  {
    say: ["start cooking shakshuka", "start the timer"],
    expect: {
      component: "timer",
      text: /step 1 timer for 8 minutes/,
      timers: { active: 1, latest: { status: "running", seconds: 480 } },
    },
  },
  {
    say: ["start cooking shakshuka", "next step", "start the timer"],
    expect: { component: "timer", timers: { active: 1, latest: { seconds: 720, name: /step 2/ } } },
  },
  { say: "start cooking", expect: { component: null, text: /which recipe/i, unchanged: true } },
  { say: "start cooking it", expect: { component: null, text: /which recipe/i, unchanged: true } },
  { say: "next step", expect: { component: null, text: /not cooking anything/i, unchanged: true } },
  { say: "I'm done", expect: { component: null, unchanged: true } },

  /* Timers. */
  {
    say: "set a timer for 12 minutes",
    expect: { component: "timer", timers: { active: 1, latest: { status: "running", seconds: 720 } } },
  },
  { say: "set a timer for ten minutes", expect: { component: "timer", timers: { latest: { seconds: 600 } } } },
  { say: "timer for 1 hour and 15 minutes", expect: { component: "timer", timers: { latest: { seconds: 4500 } } } },
  {
    say: "set a 5 minute timer for the eggs",
    expect: { component: "timer", timers: { latest: { seconds: 300, name: /eggs/i } } },
  },
  {
    say: "four minutes for the eggs, thanks",
    expect: { component: "timer", timers: { active: 1, latest: { seconds: 240, name: /eggs/i } } },
  },
  { say: "set a timer for half an hour", expect: { timers: { latest: { seconds: 1800 } } } },
  { say: "start a 90 second timer", expect: { timers: { latest: { seconds: 90 } } } },
  { say: "remind me in 20 minutes", expect: { component: "timer", timers: { latest: { seconds: 1200 } } } },
  { say: "set a timer", expect: { component: null, text: /how long/i, unchanged: true } },
  { say: "start the timer", expect: { component: null, text: /how long/i, unchanged: true } },
  {
    say: ["set a timer for 12 minutes", "pause the timer"],
    expect: {
      component: "timer",
      text: /paused the timer with (12 minutes|11 minutes \d+ seconds?) left/i,
      actions: ["Resume"],
      timers: { active: 1, latest: { status: "paused", seconds: 720, remainingFull: true } },
    },
  },
  {
    say: ["set a timer for 12 minutes", "pause"],
    expect: { timers: { latest: { status: "paused", remainingFull: true } } },
  },
  {
    say: ["set a timer for 12 minutes", "pause the timer", "resume"],
    expect: { component: "timer", timers: { latest: { status: "running" } } },
  },
  {
    say: ["set a timer for 12 minutes", "pause it", "carry on with the timer"],
    expect: { timers: { latest: { status: "running" } } },
  },
  {
    say: ["set a timer for 12 minutes", "cancel the timer"],
    expect: { text: /cancel the timer \(1[12] minutes.*left\)\?/i, actions: ["Yes", "No"], unchanged: true },
  },
  {
    say: ["set a timer for 12 minutes", "cancel the timer", "yes"],
    expect: { timers: { active: 0, latest: { status: "cancelled" } } },
  },
  { say: ["set a timer for 12 minutes", "stop the timer", "yes"], expect: { timers: { active: 0 } } },
  {
    say: ["set a timer for 12 minutes", "how long is left on the timer"],
    expect: { component: "timer", text: /the timer has 1[12] minutes/i, timers: { active: 1 } },
  },
  {
    say: "how much time is left?",
    given: { timers: [{ name: "Rice", seconds: 600 }] },
    expect: { component: "timer", text: /rice has (10 minutes|9 minutes \d+ seconds?) left/i, unchanged: true },
  },
  { say: "pause the timer", expect: { component: null, text: /no running timer/i, unchanged: true } },

  /* Checking things off, using things up. */
  {
    say: "I bought the eggs",
    given: { list: SHOPPING },
    expect: {
      component: "shopping-list",
      list: {
        has: [
          { name: "Eggs", checked: true },
          { name: "Bread", checked: false },
        ],
      },
      pantry: { has: [{ name: "Eggs", quantity: 12, location: "fridge" }] },
    },
  },
  {
    say: "check off bread",
    given: { list: SHOPPING },
    expect: { component: "shopping-list", list: { has: [{ name: "Bread", checked: true }] }, pantry: { count: 0 } },
  },
  {
    say: "tick off the milk and eggs",
    given: { list: SHOPPING.map((item) => ({ ...item, checked: false })) },
    expect: {
      list: {
        has: [
          { name: "Milk", checked: true },
          { name: "Eggs", checked: true },
          { name: "Bread", checked: false },
        ],
      },
    },
  },
  {
    say: "cross bread off my list",
    given: { list: SHOPPING },
    expect: { list: { has: [{ name: "Bread", checked: true }] } },
  },
  {
    say: "I picked up the bread and the tomatoes",
    given: { list: SHOPPING },
    expect: {
      list: {
        has: [
          { name: "Bread", checked: true },
          { name: "Tomatoes", checked: true },
        ],
      },
      pantry: { count: 2 },
    },
  },
  {
    say: "check off bananas",
    given: { list: SHOPPING },
    expect: { text: /bananas isn't on your list/i, unchanged: true },
  },
  {
    say: "we're out of milk",
    given: { pantry: [{ name: "Milk", quantity: 1, unit: "gallon" }] },
    expect: { component: null, text: /take milk out of your pantry\?/i, actions: ["Yes", "No"], unchanged: true },
  },
  {
    say: ["we're out of milk", "yes"],
    given: { pantry: [{ name: "Milk", quantity: 1, unit: "gallon", location: "fridge" }] },
    expect: { component: null, pantry: { count: 0 }, list: { count: 0 }, actions: ["Add milk to the list"] },
  },
  {
    say: ["we ran out of eggs", "yes"],
    given: { pantry: STOCKED },
    expect: { pantry: { lacks: ["Eggs"], count: 4 }, actions: ["Add eggs to the list"] },
  },
  { say: ["there's no more rice left", "yes"], given: { pantry: STOCKED }, expect: { pantry: { lacks: ["Rice"] } } },
  {
    say: ["we're out of milk", "add milk to my shopping list"],
    given: { pantry: [{ name: "Milk", quantity: 1, unit: "gallon" }] },
    expect: { list: { count: 1, has: [{ name: "Milk" }] } },
  },
  {
    say: "I used 2 eggs",
    given: { pantry: STOCKED },
    expect: { text: /10 eggs left/i, pantry: { has: [{ name: "Eggs", quantity: 10 }] } },
  },
  {
    say: "I used half a kilo of rice",
    given: { pantry: STOCKED },
    expect: { pantry: { has: [{ name: "Rice", quantity: 1.5, unit: "kg" }] } },
  },
  {
    say: ["we used all the spinach", "yes"],
    given: { pantry: STOCKED },
    expect: { pantry: { lacks: ["Spinach"], count: 4 } },
  },

  /* Removing: asked first, done on yes. */
  {
    say: "remove bread from the list",
    given: { list: SHOPPING },
    expect: {
      component: null,
      text: /remove bread from your shopping list\?/i,
      actions: ["Yes", "No"],
      unchanged: true,
    },
  },
  {
    say: ["remove bread from the list", "yes"],
    given: { list: SHOPPING },
    expect: { component: "shopping-list", list: { lacks: ["Bread"], count: 3 } },
  },
  {
    say: ["remove bread from the list", "no"],
    given: { list: SHOPPING },
    expect: { list: { has: [{ name: "Bread" }], count: 4 } },
  },
  {
    say: ["take the eggs off my shopping list", "yes please"],
    given: { list: SHOPPING },
    expect: { list: { lacks: ["Eggs"], count: 3 } },
  },
  {
    say: ["delete the rice from the pantry", "yes"],
    given: { pantry: STOCKED },
    expect: { pantry: { lacks: ["Rice"], count: 4 } },
  },
  {
    say: ["clear the checked items", "yes"],
    given: { list: SHOPPING },
    expect: { component: "shopping-list", list: { lacks: ["Milk"], count: 3 } },
  },
  { say: ["clear the checked items", "no"], given: { list: SHOPPING }, expect: { list: { count: 4 } } },
  { say: ["clear everything I've checked off", "sure"], given: { list: SHOPPING }, expect: { list: { count: 3 } } },
  {
    say: ["remove bread from the list", "add eggs to my list"],
    given: { list: SHOPPING },
    expect: { list: { has: [{ name: "Bread" }], count: 4 } },
  },

  /* Asking back when a request is ambiguous. */
  {
    say: "add milk",
    expect: {
      component: null,
      text: /pantry or to your shopping list/i,
      actions: ["Pantry", "Shopping list"],
      unchanged: true,
    },
  },
  { say: "add eggs and bread", expect: { text: /eggs and bread.*pantry or/i, unchanged: true } },
  {
    say: ["add milk", "Add milk to my shopping list"],
    expect: { list: { count: 1, has: [{ name: "Milk" }] }, pantry: { count: 0 } },
  },

  /* Things it cannot do. */
  { say: "order groceries for me", expect: { component: null, text: /can't order/i, unchanged: true } },
  {
    say: "what's the weather",
    expect: { component: null, text: /can't help with things outside the kitchen/i, unchanged: true },
  },
  { say: "can you get my shopping delivered?", expect: { component: null, text: /can't/i, unchanged: true } },
  { say: "how much do eggs cost?", expect: { component: null, text: /can't look up prices/i, unchanged: true } },
  { say: "book a table for two tonight", expect: { component: null, text: /can't book/i, unchanged: true } },
  { say: "play some music", expect: { component: null, text: /can't play music/i, unchanged: true } },
  { say: "who won the football last night", expect: { component: null, text: /can't/i, unchanged: true } },
  { say: "hi basil", expect: { component: null, text: /hi/i, unchanged: true } },
  { say: "what can you do?", expect: { component: null, text: /pantry/i, unchanged: true } },
  { say: "yes", expect: { component: null, text: /nothing waiting/i, unchanged: true } },

  /* More everyday phrasings. */
  {
    say: "add 4 chicken thighs to the freezer",
    expect: { pantry: { count: 1, has: [{ name: "Chicken thighs", quantity: 4, location: "freezer" }] } },
  },
  {
    say: "we have 2 kilos of potatoes",
    expect: { component: "inventory-list", pantry: { count: 1, has: [{ name: "Potatoes", quantity: 2, unit: "kg" }] } },
  },
  { say: "I've got 3 lemons", expect: { pantry: { count: 1, has: [{ name: "Lemons", quantity: 3 }] } } },
  {
    say: "what's in the freezer?",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /freezer/i, unchanged: true },
  },
  {
    say: "show me what's expiring",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /spinach/i },
  },
  { say: "anything going bad?", given: { pantry: STOCKED }, expect: { component: "inventory-list", text: /spinach/i } },
  { say: "what needs using up", given: { pantry: STOCKED }, expect: { component: "inventory-list", text: /spinach/i } },
  {
    say: "could you add a couple of onions to the shopping list",
    expect: { list: { count: 1, has: [{ name: "Onions", quantity: 2 }] } },
  },
  {
    say: "put two litres of milk on the list",
    expect: { list: { count: 1, has: [{ name: "Milk", quantity: 2, unit: "l" }] } },
  },
  {
    say: "add 3 tomatoes, 2 onions and a head of garlic to my grocery list",
    expect: {
      list: {
        count: 3,
        has: [
          { name: "Tomatoes", quantity: 3 },
          { name: "Onions", quantity: 2 },
          { name: "Garlic", quantity: 1, unit: "head", category: "produce" },
        ],
      },
    },
  },
  {
    say: "stick some butter on the list",
    expect: { list: { count: 1, has: [{ name: "Butter", category: "dairy" }] } },
  },
  { say: "remember to buy coffee", expect: { list: { count: 1, has: [{ name: "Coffee", category: "drinks" }] } } },
  { say: "don't forget the bananas", expect: { list: { count: 1, has: [{ name: "Bananas", category: "produce" }] } } },
  { say: "get milk", expect: { component: "shopping-list", list: { count: 1, has: [{ name: "Milk" }] } } },
  {
    say: "I got the milk",
    given: { list: SHOPPING.map((item) => ({ ...item, checked: false })) },
    expect: {
      list: { has: [{ name: "Milk", checked: true }] },
      pantry: { has: [{ name: "Milk", location: "fridge" }] },
    },
  },
  {
    say: "bought bread",
    given: { list: SHOPPING },
    expect: { list: { has: [{ name: "Bread", checked: true }] }, pantry: { has: [{ name: "Bread" }] } },
  },
  {
    say: "mark the eggs as bought",
    given: { list: SHOPPING },
    expect: { list: { has: [{ name: "Eggs", checked: true }] }, pantry: { count: 0 } },
  },
  { say: "uncheck milk", given: { list: SHOPPING }, expect: { list: { has: [{ name: "Milk", checked: false }] } } },
  {
    say: "I bought 2 pounds of beef",
    given: { list: SHOPPING },
    expect: {
      text: /added 2 lb beef to your pantry/i,
      pantry: { count: 1, has: [{ name: "Beef", quantity: 2, unit: "lb", location: "fridge" }] },
      list: { count: 4 },
    },
  },
  {
    say: "we're out of butter, add it to the list",
    given: { pantry: [{ name: "Butter", quantity: 250, unit: "g" }] },
    expect: {
      component: "shopping-list",
      text: /take butter out of your pantry\?/i,
      actions: ["Yes", "No"],
      pantry: { count: 1 },
      list: { count: 1, has: [{ name: "Butter" }] },
    },
  },
  {
    say: ["we're out of butter, add it to the list", "yes"],
    given: { pantry: [{ name: "Butter", quantity: 250, unit: "g" }] },
    expect: { pantry: { count: 0 }, list: { count: 1, has: [{ name: "Butter" }] } },
  },
  {
    say: ["we're out of milk and eggs", "yes"],
    given: { pantry: [...STOCKED, { name: "Milk", quantity: 1, unit: "gallon" }] },
    expect: { pantry: { lacks: ["Milk", "Eggs"], count: 4 }, list: { count: 0 } },
  },
  {
    say: ["I ate the last yogurt", "yes"],
    given: { pantry: STOCKED },
    expect: { pantry: { lacks: ["Yogurt"], count: 4 } },
  },
  {
    say: ["remove the milk from my pantry", "yes"],
    given: { pantry: [{ name: "Milk", quantity: 1, unit: "gallon" }] },
    expect: { pantry: { count: 0 } },
  },
  { say: "plan the week", expect: { component: "meal-plan", plan: { min: 15, week: "this" } } },
  { say: "plan meals for next week", expect: { component: "meal-plan", plan: { min: 15, week: "next" } } },
  {
    say: "fill in this week's meal plan",
    given: { plan: PLANNED },
    expect: {
      component: "meal-plan",
      plan: {
        min: 15,
        week: "this",
        has: [
          { day: thisWeek(0), mealType: "dinner", recipe: "mapo-tofu" },
          { day: thisWeek(2), mealType: "breakfast", recipe: "shakshuka" },
        ],
      },
    },
  },
  {
    say: "show next week's meal plan",
    given: { plan: [{ day: nextWeek(1), mealType: "lunch", recipe: "classic-hummus" }] },
    expect: { component: "meal-plan", text: /next week: 1 meal/, unchanged: true },
  },
  {
    say: "what's for dinner on friday",
    given: { plan: [{ day: coming("friday"), mealType: "dinner", recipe: "salmon-teriyaki" }] },
    expect: { component: "recipe", recipes: { id: "salmon-teriyaki" } },
  },
  {
    say: "what are we having for lunch today",
    given: { plan: [{ day: today, mealType: "lunch", recipe: "classic-hummus" }] },
    expect: { component: "recipe", recipes: { id: "classic-hummus" } },
  },
  { say: "what's for supper", expect: { component: "recipe", recipes: { mealType: "dinner" } } },
  { say: "give me a recipe with eggs", expect: { component: "recipe", recipes: { uses: ["eggs"] } } },
  {
    say: "what can I make with eggs and spinach",
    expect: { component: "recipe", recipes: { uses: ["eggs", "spinach"] } },
  },
  { say: "I feel like something spicy", expect: { component: "recipe" } },
  { say: "any vegan lunch ideas?", expect: { component: "recipe", recipes: { diet: "vegan", mealType: "lunch" } } },
  {
    say: "suggest a quick breakfast",
    expect: { component: "recipe", recipes: { mealType: "breakfast", maxPrepTime: 30 } },
  },
  { say: "I'm hungry", expect: { component: "recipe", unchanged: true } },
  {
    say: "something with rice under 20 minutes",
    expect: { component: "recipe", recipes: { uses: ["rice"], maxPrepTime: 20 } },
  },
  {
    say: "what can I make with what's expiring soon?",
    given: { pantry: STOCKED },
    expect: { component: "recipe", text: /spinach/i },
  },
  { say: "show me how to make mapo tofu", expect: { component: "recipe", recipes: { id: "mapo-tofu" } } },
  { say: "how to make butter chicken", expect: { component: "recipe", recipes: { id: "butter-chicken" } } },
  {
    say: ["What can I cook in under 30 minutes?", "start cooking the first one"],
    expect: { component: "cooking-step", session: { recipe: "$previous", step: 1 } },
  },
  { say: [SUGGESTED, "let's cook the second one"], expect: { component: "cooking-step", session: { step: 1 } } },
  { say: ["start cooking shakshuka", "ok next"], expect: { session: { step: 2 } } },
  { say: ["start cooking shakshuka", "next step", "back"], expect: { session: { step: 1 } } },
  { say: "set the timer for 3 minutes", expect: { component: "timer", timers: { latest: { seconds: 180 } } } },
  { say: "timer 10 minutes", expect: { component: "timer", timers: { latest: { seconds: 600 } } } },
  { say: "put a timer on for 25 minutes", expect: { timers: { latest: { seconds: 1500 } } } },
  { say: "set a timer for twenty five minutes", expect: { timers: { latest: { seconds: 1500 } } } },
  { say: "set a timer for an hour and a half", expect: { timers: { latest: { seconds: 5400 } } } },
  {
    say: ["set a timer for 12 minutes", "how long left"],
    expect: { component: "timer", text: /the timer has (12 minutes|11 minutes \d+ seconds?) left/i },
  },
  { say: "tell me a joke", expect: { component: null, unchanged: true } },

  {
    say: "Hey Basil, what's for dinner tonight?",
    given: { plan: [{ day: today, mealType: "dinner", recipe: "chana-masala" }] },
    expect: { component: "recipe", recipes: { id: "chana-masala" } },
  },
  {
    say: "what's for dinner tomorrow night",
    given: { plan: [{ day: tomorrow, mealType: "dinner", recipe: "beef-bulgogi" }] },
    expect: { component: "recipe", text: /tomorrow's dinner is beef bulgogi/i },
  },
  {
    say: "what is for lunch on friday",
    given: { plan: [{ day: coming("friday"), mealType: "lunch", recipe: "croque-monsieur" }] },
    expect: { text: /friday's lunch is croque monsieur/i },
  },
  {
    say: "Plan dinner for Monday",
    expect: { component: "meal-plan", plan: { count: 1, has: [{ day: coming("monday"), mealType: "dinner" }] } },
  },
  {
    say: "plan something for lunch tomorrow",
    expect: { component: "meal-plan", plan: { count: 1, has: [{ day: tomorrow, mealType: "lunch" }] } },
  },
  {
    say: "plan dinner for tomorrow",
    given: {
      eater: { dietaryRestrictions: ["vegan"] },
      plan: [{ day: tomorrow, mealType: "lunch", recipe: "chana-masala" }],
    },
    expect: { plan: { count: 2, diet: "vegan", has: [{ day: tomorrow, mealType: "dinner" }] } },
  },
  { say: "show me monday's meals", given: { plan: PLANNED }, expect: { component: "meal-plan", unchanged: true } },
  { say: "can you show me my shopping list please", given: { list: SHOPPING }, expect: { component: "shopping-list" } },
  { say: "whats in my pantry", given: { pantry: STOCKED }, expect: { component: "inventory-list" } },
  { say: "check the pantry", given: { pantry: STOCKED }, expect: { component: "inventory-list", unchanged: true } },
  {
    say: "what pantry staples should I always keep",
    given: { pantry: STOCKED },
    expect: { topic: "pantry-staples", unchanged: true },
  },
  {
    say: "add 2 lbs chicken breast & a gallon of milk to the pantry",
    expect: {
      pantry: {
        count: 2,
        has: [
          { name: "Chicken breast", quantity: 2, unit: "lb" },
          { name: "Milk", quantity: 1, unit: "gallon" },
        ],
      },
    },
  },
  { say: "Add eggs, milk, and bread to the list please.", expect: { list: { count: 3 } } },
  {
    say: "put 1 dozen eggs in the fridge",
    expect: { pantry: { has: [{ name: "Eggs", quantity: 12, location: "fridge" }] } },
  },
  { say: "I need eggs", expect: { list: { count: 1, has: [{ name: "Eggs" }] } } },
  {
    say: "we need more coffee and a loaf of bread",
    expect: { list: { count: 2, has: [{ name: "Coffee" }, { name: "Bread", quantity: 1, unit: "loaf" }] } },
  },
  {
    say: ["scratch the milk off the list", "yep"],
    given: { list: SHOPPING },
    expect: { list: { lacks: ["Milk"], count: 3 } },
  },
  { say: "cook shakshuka", expect: { component: "cooking-step", session: { recipe: "shakshuka", step: 1 } } },
  { say: ["start cooking shakshuka", "next please"], expect: { session: { step: 2 } } },
  { say: ["start cooking shakshuka", "what's the next step"], expect: { session: { step: 2 } } },
  { say: "10 minute timer", expect: { component: "timer", timers: { latest: { seconds: 600 } } } },
  {
    say: "what timers are running",
    given: { timers: [{ name: "Pasta timer", seconds: 480 }] },
    expect: { component: "timer", text: /the pasta timer has [78] minutes/i, unchanged: true },
  },
  {
    say: "is the timer done",
    given: { timers: [{ name: "Timer", seconds: 300 }] },
    expect: { component: "timer", text: /the timer has [45] minutes/i },
  },
  {
    say: "I used a cup of rice",
    given: { pantry: STOCKED },
    expect: { component: null, text: /rice is measured in kg/i, unchanged: true },
  },
  { say: "I used 2 eggs", expect: { text: /don't see any eggs/i, unchanged: true } },
  { say: "how many eggs do we have", given: { pantry: STOCKED }, expect: { text: /12 eggs/ } },
  {
    say: "anything in the fridge I should use",
    given: { pantry: STOCKED },
    expect: { component: "inventory-list", text: /spinach/i },
  },
  { say: "give me dinner ideas for tonight", expect: { component: "recipe", recipes: { mealType: "dinner" } } },
  { say: "what should I cook tonight", expect: { component: "recipe", recipes: { mealType: "dinner" } } },
  {
    say: "suggest something italian",
    expect: { component: "recipe", text: /spaghetti|risotto|cacciatore|parmesan|lasagne/i },
  },
  {
    say: "what can I make for breakfast with eggs",
    expect: { component: "recipe", recipes: { mealType: "breakfast", uses: ["eggs"] } },
  },
  { say: "recipe for pancakes", expect: { component: "recipe", recipes: { id: "buttermilk-pancakes" } } },
  { say: "I want to cook something vegetarian", expect: { component: "recipe", recipes: { diet: "vegetarian" } } },
  {
    say: ["Give me some healthy dinner ideas", "add the ingredients for the second one to my list"],
    expect: { component: "shopping-list", list: { min: 3 } },
  },
  {
    say: ["Give me some healthy dinner ideas", "show me the second one", "show me the third one"],
    expect: { component: "recipe", recipes: { changed: true } },
  },
  {
    say: "I'm out of baking powder, what can I use",
    given: { pantry: [{ name: "Baking powder", quantity: 1, unit: "jar" }] },
    expect: { topic: "baking-powder-substitute", unchanged: true },
  },
  { say: "what's the difference between stock and broth", expect: { topic: "stock-vs-broth" } },

  {
    say: "plan dinners for monday through friday",
    expect: { component: "meal-plan", text: /5 meals for Monday to Friday/, plan: { count: 5, mealTypes: ["dinner"] } },
  },
  {
    say: "plan the weekend",
    expect: {
      component: "meal-plan",
      text: /6 meals for this weekend/,
      plan: {
        count: 6,
        has: [
          { day: thisWeek(5), mealType: "lunch" },
          { day: thisWeek(6), mealType: "dinner" },
        ],
      },
    },
  },
  {
    say: "plan dinners for the weekend",
    given: { plan: [{ day: thisWeek(5), mealType: "dinner", recipe: "mapo-tofu" }] },
    expect: {
      plan: {
        count: 2,
        mealTypes: ["dinner"],
        has: [
          { day: thisWeek(5), mealType: "dinner", recipe: "mapo-tofu" },
          { day: thisWeek(6), mealType: "dinner" },
        ],
      },
    },
  },
  {
    say: "plan dinners for the weekend",
    given: {
      plan: [
        { day: thisWeek(5), mealType: "dinner", recipe: "mapo-tofu" },
        { day: thisWeek(6), mealType: "dinner", recipe: "chana-masala" },
      ],
    },
    expect: { text: /^Everything for this weekend is planned already\.$/, plan: { count: 2, mealTypes: ["dinner"] } },
  },
  { say: "something in under an hour", expect: { component: "recipe", recipes: { maxPrepTime: 60 } } },
  {
    say: "show me tomorrow's meal plan",
    expect: {
      component: "meal-plan",
      text: /nothing is planned for tomorrow/i,
      actions: ["Plan dinner"],
      unchanged: true,
    },
  },
  {
    say: ["show me tomorrow's meal plan", "Plan dinner for tomorrow"],
    expect: { plan: { count: 1, has: [{ day: tomorrow, mealType: "dinner" }] } },
  },
  {
    say: ["What's for dinner?", "Suggest something else for dinner"],
    given: { plan: [{ day: today, mealType: "dinner", recipe: "butter-chicken" }] },
    expect: { component: "recipe", recipes: { changed: true, mealType: "dinner" } },
  },

  {
    say: "any gluten-free dinner ideas?",
    expect: { component: "recipe", recipes: { diet: "gluten-free", mealType: "dinner" } },
  },
  {
    say: "something dairy-free and quick for lunch",
    expect: { component: "recipe", recipes: { diet: "dairy-free", mealType: "lunch", maxPrepTime: 30 } },
  },

  {
    say: ["What's for dinner?", "something else", "another one", "something different"],
    expect: { component: "recipe", recipes: { changed: true, mealType: "dinner" } },
  },

  /* Cooking knowledge, one question per topic. */
  { say: "how do I clean a rusty cast iron skillet?", expect: { topic: "cast-iron-cleaning", unchanged: true } },
  { say: "how often should I sharpen my knives", expect: { topic: "knife-sharpening" } },
  { say: "can my good knives go in the dishwasher?", expect: { topic: "knife-care" } },
  { say: "how do I sanitize a wooden cutting board after raw chicken", expect: { topic: "cutting-board-hygiene" } },
  { say: "can I use metal utensils on a nonstick pan?", expect: { topic: "nonstick-care" } },
  { say: "why does everything stick to my stainless steel pan", expect: { topic: "stainless-sticking" } },
  { say: "what temperature should pork be cooked to?", expect: { topic: "safe-internal-temperatures" } },
  { say: "how do I know when chicken is done", expect: { topic: "chicken-doneness" } },
  { say: "what temperature is a medium rare steak", expect: { topic: "steak-doneness" } },
  { say: "how long can food sit out at room temperature?", expect: { topic: "danger-zone" } },
  { say: "what's the safest way to thaw a frozen turkey", expect: { topic: "thawing-safely" } },
  { say: "how long do leftovers last in the fridge", expect: { topic: "leftovers-storage" } },
  { say: "can I freeze cooked rice?", expect: { topic: "freezing-basics" } },
  { say: "should I wash raw chicken before cooking it?", expect: { topic: "raw-meat-storage" } },
  { say: "do I need to wash fruit and vegetables", expect: { topic: "washing-produce" } },
  { say: "how can I tell if an egg is still fresh", expect: { topic: "egg-freshness" } },
  { say: "what can I use instead of buttermilk", expect: { topic: "sub-buttermilk" } },
  { say: "what's a good egg substitute for baking?", expect: { topic: "sub-egg" } },
  { say: "what's the difference between baking soda and baking powder", expect: { topic: "baking-soda-vs-powder" } },
  { say: "how do I make self-raising flour", expect: { topic: "sub-self-raising-flour" } },
  { say: "what can I use instead of wine in a stew", expect: { topic: "sub-wine" } },
  { say: "substitute for heavy cream", expect: { topic: "sub-heavy-cream" } },
  { say: "how much dried basil equals fresh basil", expect: { topic: "fresh-vs-dried-herbs" } },
  { say: "how do I thicken a sauce with cornstarch", expect: { topic: "thickening-cornstarch-flour" } },
  { say: "what's the ratio of water to rice", expect: { topic: "cooking-rice" } },
  { say: "how long should I boil an egg for a runny yolk", expect: { topic: "boiling-eggs" } },
  { say: "why should I let meat rest after cooking", expect: { topic: "resting-meat" } },
  { say: "how do I caramelize onions", expect: { topic: "caramelizing-onions" } },
  { say: "how do I make a roux", expect: { topic: "making-roux" } },
  {
    say: "how many tablespoons are in a cup?",
    expect: { component: null, unchanged: true, text: /\b16 tablespoons\b/ },
  },
  { say: "what is 180 C in fahrenheit", expect: { component: null, unchanged: true, text: /\b356°F/ } },
  { say: "how do I keep fresh herbs from wilting", expect: { topic: "storing-herbs" } },
  { say: "how do I fix soup that's too salty", expect: { topic: "fix-too-salty" } },
  { say: "my curry is too spicy, how can I fix it?", expect: { topic: "fix-too-spicy" } },
  { say: "what do I do if there's a grease fire", expect: { topic: "grease-fire" } },
  { say: "how do I stop cut apples going brown", expect: { topic: "preventing-browning" } },
  { say: "how long do I soak dried beans", expect: { topic: "cooking-beans" } },
  { say: "what oil temperature for deep frying", expect: { topic: "deep-frying" } },

  { say: "how much salt should I put in pasta water", expect: { topic: "cooking-pasta" } },
  { say: "how do I get a good sear on a steak", expect: { topic: "searing" } },
  { say: "how do I deglaze a pan", expect: { topic: "deglazing" } },
  { say: "how do I blanch green beans", expect: { topic: "blanching" } },
  { say: "what temperature should I roast vegetables at", expect: { topic: "roasting-vegetables" } },
  { say: "why did my mayonnaise split", expect: { topic: "emulsions" } },
  { say: "when should I salt my food while cooking", expect: { topic: "seasoning-salting" } },
  { say: "what's the right way to measure flour", expect: { topic: "measuring-flour" } },
  { say: "how do I adjust baking at high altitude", expect: { topic: "high-altitude-baking" } },
  { say: "how do I know when bread dough has proofed enough", expect: { topic: "bread-proofing" } },
  { say: "how do I ripen an avocado quickly", expect: { topic: "storing-produce-ripening" } },
  { say: "any meal prep tips for the week?", expect: { topic: "meal-prep" } },
  { say: "what pantry staples should I always keep", expect: { topic: "pantry-staples" } },
  { say: "how can I reduce food waste", expect: { topic: "reducing-food-waste" } },
  { say: "should I toast my spices", expect: { topic: "spices" } },
  { say: "how do I cook quinoa", expect: { topic: "cooking-quinoa" } },
  { say: "how do I set up a two-zone fire on the grill", expect: { topic: "grilling-basics" } },
  { say: "what is sous vide cooking", expect: { topic: "sous-vide" } },
  { say: "can I substitute white sugar for brown sugar", expect: { topic: "sub-brown-sugar" } },
  { say: "can I use greek yogurt instead of sour cream", expect: { topic: "sub-sour-cream-yogurt" } },
  { say: "can I use oil instead of butter in a cake", expect: { topic: "sub-butter-oil" } },
  { say: "what's the temperature for roasting vegetables", expect: { topic: "roasting-vegetables" } },
  { say: "how long do I rest a steak", expect: { topic: "resting-meat" } },

  /* Everyone's diet. */
  {
    say: "What's for dinner?",
    given: { eater: { dietaryRestrictions: ["vegetarian"] } },
    expect: { component: "recipe", recipes: { diet: "vegetarian", mealType: "dinner" } },
  },
  {
    say: SUGGESTED,
    given: { eater: { dietaryRestrictions: ["vegetarian"] } },
    expect: { recipes: { diet: "vegetarian" } },
  },
  {
    say: "got any chicken recipes?",
    given: { eater: { dietaryRestrictions: ["vegetarian"] } },
    expect: { component: null, text: /fits your diet/i, unchanged: true },
  },
  {
    say: "Plan my meals for this week",
    given: { eater: { dietaryRestrictions: ["vegetarian"] } },
    expect: { component: "meal-plan", plan: { min: 10, week: "this", diet: "vegetarian" } },
  },
  {
    say: "Give me some healthy dinner ideas",
    given: { eater: { dietaryRestrictions: ["vegan"] } },
    expect: { component: "recipe", recipes: { diet: "vegan" } },
  },
  {
    say: "What can I cook in under 30 minutes?",
    given: { eater: { allergies: ["shellfish"] } },
    expect: { component: "recipe", recipes: { without: ["shellfish"], maxPrepTime: 30 } },
  },
  {
    say: "got any chicken recipes?",
    given: { eater: { allergies: ["peanuts"] } },
    expect: { component: "recipe", recipes: { without: ["peanuts"], uses: ["chicken"] } },
  },
  {
    say: "what's for breakfast?",
    given: { eater: { allergies: ["eggs", "dairy"] } },
    expect: { component: "recipe", recipes: { without: ["eggs", "dairy"], mealType: "breakfast" } },
  },
  {
    say: "plan next week",
    given: { eater: { allergies: ["nuts"] } },
    expect: { plan: { min: 10, without: ["nuts", "peanuts", "tree nuts"] } },
  },
  {
    say: ["What's for dinner?", "something else"],
    given: { eater: { dietaryRestrictions: ["gluten-free"] } },
    expect: { component: "recipe", recipes: { diet: "gluten-free", changed: true } },
  },
  {
    say: "What's for dinner?",
    given: {
      eater: { dietaryRestrictions: ["vegetarian"] },
      plan: [{ day: today, mealType: "dinner", recipe: "butter-chicken" }],
    },
    expect: { component: "recipe", text: /butter chicken.*heads up: it isn't vegetarian/i, unchanged: true },
  },
  {
    say: "show me the recipe for butter chicken",
    given: { eater: { allergies: ["nuts"] } },
    expect: { component: "recipe", text: /contains nuts|nut allergy|allergic/i },
  },
  {
    say: "let's make shakshuka",
    given: { eater: { allergies: ["eggs"] } },
    expect: {
      component: null,
      text: /contains eggs, which you're allergic to\. Cook it anyway\?/,
      actions: ["Yes", "No"],
      unchanged: true,
    },
  },
  {
    say: ["let's make shakshuka", "yes"],
    given: { eater: { allergies: ["eggs"] } },
    expect: { component: "cooking-step", session: { recipe: "shakshuka", step: 1 } },
  },
  { say: ["let's make shakshuka", "no"], given: { eater: { allergies: ["eggs"] } }, expect: { session: null } },
  {
    say: "plan chicken parmesan for dinner tomorrow",
    given: { eater: { dietaryRestrictions: ["vegetarian"] } },
    expect: { text: /isn't vegetarian\. Plan it for dinner tomorrow anyway\?/, unchanged: true },
  },

  // Understanding people: shorthand, misspellings, slots in their own clauses, follow-ups,
  // stated diets, conversions with numbers and clarifying questions (each a different
  // example of a general cause, never a held-out case).
  {
    say: "pls put 3 lemmons n some basil on the shoping list",
    expect: { list: { has: [{ name: "Lemons", quantity: 3 }, { name: "Basil" }], count: 2 } },
  },
  { say: "need oat milk x3", expect: { list: { has: [{ name: "Oat milk", quantity: 3 }], count: 1 } } },
  { say: "add cream to the list, the double one", expect: { list: { has: [{ name: "Cream" }], count: 1 } } },
  {
    say: "we need coffee beans, could you add them to the list",
    expect: { list: { has: [{ name: "Coffee beans" }], count: 1 } },
  },
  {
    say: "bought 2 packs of halloumi, they're in the fridge, use by thursday",
    expect: {
      pantry: { has: [{ name: "Halloumi", quantity: 2, location: "fridge", expiresOn: coming("thursday") }], count: 1 },
    },
  },
  {
    say: "add feta to the fridge, it goes off on sunday",
    expect: { pantry: { has: [{ name: "Feta", location: "fridge", expiresOn: coming("sunday") }], count: 1 } },
  },
  {
    say: "add salmon to the freezer, best before the 28th",
    expect: { pantry: { has: [{ name: "Salmon", location: "freezer" }], count: 1 } },
  },
  {
    say: "used 2 of the potatoes",
    given: { pantry: [{ name: "Potatoes", quantity: 5 }] },
    expect: { pantry: { has: [{ name: "Potatoes", quantity: 3 }] } },
  },
  {
    say: "grabbed the yoghurt",
    given: { list: [{ name: "Yoghurt" }, { name: "Apples" }] },
    expect: {
      list: {
        has: [
          { name: "Yoghurt", checked: true },
          { name: "Apples", checked: false },
        ],
      },
    },
  },
  {
    say: ["put onions on the list", "oh and carrots"],
    expect: { list: { has: [{ name: "Onions" }, { name: "Carrots" }], count: 2 } },
  },
  {
    say: ["add apples to the list", "make it 4"],
    expect: { list: { has: [{ name: "Apples", quantity: 4 }], count: 1 } },
  },
  {
    say: "im veggie, what can i cook tonight",
    expect: { component: "recipe", recipes: { diet: "vegetarian" }, asks: true },
  },
  { say: ["i have a sesame allergy", "yes"], expect: { profile: { allergies: { has: ["sesame"] } } } },
  {
    say: "plan dinners for next week, no shellfish",
    expect: { component: "meal-plan", plan: { week: "next", mealTypes: ["dinner"], without: ["shellfish"] } },
  },
  {
    say: "how many grams is 3 cups of rice",
    expect: { component: null, unchanged: true, text: /\b555 (?:g|grams)\b/ },
  },
  { say: "what's 2 pounds in kilos", expect: { component: null, unchanged: true, text: /\b0\.91 (?:kg|kilos)\b/ } },
  {
    say: "next step pls",
    given: { session: { recipe: "shakshuka" } },
    expect: { component: "cooking-step", session: { step: 2 } },
  },
  { say: "qwerty zxcv", expect: { asks: true, unchanged: true } },
  {
    say: "pause",
    given: {
      timers: [
        { name: "Eggs", seconds: 300 },
        { name: "Rice", seconds: 900 },
      ],
    },
    expect: { asks: true, unchanged: true },
  },
  { say: "show me the recipe for chana marsala", expect: { component: "recipe", recipes: { id: "chana-masala" } } },
  // The whole list at once; a timer named by its use, never by the verb that starts it; a packed food asked after; a meal put "down" for a day.
  {
    say: "mark everything on the shopping list as done",
    given: { list: [{ name: "Bread" }, { name: "Apples" }] },
    expect: {
      component: "shopping-list",
      list: {
        has: [
          { name: "Bread", checked: true },
          { name: "Apples", checked: true },
        ],
      },
    },
  },
  {
    say: "i've picked up everything on the list",
    given: { list: [{ name: "Bread" }] },
    expect: { list: { has: [{ name: "Bread", checked: true }] }, pantry: { has: [{ name: "Bread" }] } },
  },
  {
    say: "put on a timer for forty five seconds",
    expect: { component: "timer", text: /^Started a timer for 45 seconds/, timers: { latest: { seconds: 45 } } },
  },
  {
    say: "how many cans of tomatoes do we have",
    given: { pantry: [{ name: "Canned tomatoes", quantity: 3, unit: "can" }] },
    expect: { unchanged: true, text: /^Yes: 3 cans canned tomatoes/ },
  },
  {
    say: "put pancakes down for breakfast on sunday",
    expect: { component: "meal-plan", text: /Buttermilk Pancakes is on the plan for breakfast on Sunday/ },
  },
  {
    say: "i bought a bag of frozen prawns add them to the freezer",
    expect: {
      text: /^Added 1 bag frozen prawns to your freezer\.$/,
      pantry: { has: [{ name: "Frozen prawns", location: "freezer" }] },
    },
  },
  // Asking whether there is something changes nothing; a timer named for what it times; the whole list; a remark after a request.
  {
    say: "check if there's olive oil, i'm about to start frying",
    given: { pantry: [{ name: "Olive oil", quantity: 1, unit: "bottle" }], list: [{ name: "Olive oil" }] },
    expect: { unchanged: true, text: /^Yes: 1 bottle olive oil/ },
  },
  {
    say: "time my eggs for seven minutes",
    expect: { component: "timer", timers: { latest: { seconds: 420, name: /eggs/i } } },
  },
  {
    say: "remind me in fifteen minutes to check the oven",
    expect: { component: "timer", timers: { latest: { seconds: 900, name: /check the oven/i } } },
  },
  {
    say: "tick off the whole shopping list, we're finished shopping",
    given: { list: [{ name: "Bread" }, { name: "Coffee" }] },
    expect: {
      list: {
        has: [
          { name: "Bread", checked: true },
          { name: "Coffee", checked: true },
        ],
      },
    },
  },
  {
    say: ["remove the bananas from the list, i got some at the market already", "yes"],
    given: { list: [{ name: "Bananas" }, { name: "Bread" }] },
    expect: { list: { has: [{ name: "Bread" }], lacks: ["Bananas"] } },
  },
  {
    say: "stick some washing up liquid on the list would you",
    expect: { list: { has: [{ name: "Washing up liquid" }] } },
  },
  // As a transcript has them, without commas: a list, a remark after the request, "milks" for "milk's".
  {
    say: "add tomatoes onions and garlic to the list",
    expect: { list: { has: [{ name: "Tomatoes" }, { name: "Onions" }, { name: "Garlic" }], count: 3 } },
  },
  {
    say: ["take bread off the list we don't need it after all", "yes"],
    given: { list: [{ name: "Bread" }, { name: "Coffee" }] },
    expect: { list: { has: [{ name: "Coffee" }], lacks: ["Bread"] } },
  },
  {
    say: "the oat milks in the cart check it off",
    given: { list: [{ name: "Oat milk", quantity: 2, unit: "carton" }, { name: "Bread" }] },
    expect: {
      list: {
        has: [
          { name: "Oat milk", checked: true },
          { name: "Bread", checked: false },
        ],
      },
    },
  },
];
