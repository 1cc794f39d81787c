import { describe, expect, it } from "vitest";
import {
  dayIn,
  duration,
  mealTypesIn,
  normalise,
  rangeIn,
  splitItems,
  timeLimit,
  understand,
  type Intent,
} from "./understand";

/** Wednesday 18 November 2026, noon local time: "tomorrow" is Thursday the 19th, the week runs 16–22. */
const NOW = new Date(2026, 10, 18, 12, 0, 0);

const item = (name: string, quantity: number | null = null, unit: string | null = null) => ({ name, quantity, unit });

/** Each message and the slots it must produce (a partial intent: arrays must match in full). */
const CASES: Array<[string, Partial<Intent> & { kind: Intent["kind"] }]> = [
  // Items with quantities, and where they go.
  [
    "Add 2 pounds of chicken breast and 1 gallon of milk to my inventory",
    { kind: "pantry.add", items: [item("chicken breast", 2, "lb"), item("milk", 1, "gallon")], location: null },
  ],
  ["add half a pound of butter to the pantry", { kind: "pantry.add", items: [item("butter", 0.5, "lb")] }],
  ["add a dozen eggs to my shopping list", { kind: "shopping.add", items: [item("eggs", 12)] }],
  ["add 1 1/2 cups of sugar to my pantry", { kind: "pantry.add", items: [item("sugar", 1.5, "cup")] }],
  ["add two cans of chickpeas to the pantry", { kind: "pantry.add", items: [item("chickpeas", 2, "can")] }],
  ["put 3 onions in the fridge", { kind: "pantry.add", items: [item("onions", 3)], location: "fridge" }],
  [
    "put 2 lbs of ground beef in the freezer",
    { kind: "pantry.add", items: [item("ground beef", 2, "lb")], location: "freezer" },
  ],
  [
    "Add bread, eggs, and tomatoes to my shopping list",
    { kind: "shopping.add", items: [item("bread"), item("eggs"), item("tomatoes")] },
  ],
  ["add salt and pepper to my list", { kind: "shopping.add", items: [item("salt and pepper")] }],
  ["could you add a couple of onions to the shopping list", { kind: "shopping.add", items: [item("onions", 2)] }],
  ["add a few apples to the list please", { kind: "shopping.add", items: [item("apples", 3)] }],
  [
    "we need more coffee and a loaf of bread",
    { kind: "shopping.add", items: [item("coffee"), item("bread", 1, "loaf")] },
  ],
  [
    "add 3 tomatoes, 2 onions and a head of garlic to my grocery list",
    { kind: "shopping.add", items: [item("tomatoes", 3), item("onions", 2), item("garlic", 1, "head")] },
  ],
  [
    "I have 6 eggs and a block of cheese in the fridge",
    { kind: "pantry.add", items: [item("eggs", 6), item("cheese", 1, "block")], location: "fridge" },
  ],
  ["put two blocks of halloumi on the shopping list", { kind: "shopping.add", items: [item("halloumi", 2, "block")] }],
  // Spoken, the comma before "put it on the list" is seldom heard.
  [
    "we need a jar of peanut butter put it on the shopping list",
    { kind: "shopping.add", items: [item("peanut butter", 1, "jar")] },
  ],
  ["we have 2 kilos of potatoes", { kind: "pantry.add", items: [item("potatoes", 2, "kg")], location: null }],
  ["add milk", { kind: "add.ambiguous", items: [item("milk")] }],
  ["throw some eggs on the list", { kind: "shopping.add", items: [item("eggs")] }],
  ["get milk", { kind: "shopping.add", items: [item("milk")] }],
  ["Add milk to inventory", { kind: "pantry.add", items: [item("milk")] }],
  ["we're running low on olive oil, add it to the list", { kind: "shopping.add", items: [item("olive oil")] }],

  // Recipes onto the list, checking off, removing, using up.
  [
    "Add the ingredients for chicken parmesan to my shopping list",
    { kind: "shopping.addRecipe", recipe: { name: "chicken parmesan" }, servings: null },
  ],
  [
    "add the ingredients for chicken parmesan for 8 people to my shopping list",
    { kind: "shopping.addRecipe", recipe: { name: "chicken parmesan" }, servings: 8 },
  ],
  [
    "put everything for butter chicken on the shopping list",
    { kind: "shopping.addRecipe", recipe: { name: "butter chicken" } },
  ],
  [
    "I want to make mapo tofu, add what I need to my list",
    { kind: "shopping.addRecipe", recipe: { name: "mapo tofu" } },
  ],
  ["add those to my list", { kind: "shopping.addRecipe", recipe: { reference: "last" } }],
  ["add the ingredients for the second one to my list", { kind: "shopping.addRecipe", recipe: { reference: 2 } }],
  ["I bought the eggs", { kind: "shopping.check", items: [item("eggs")], checked: true, toPantry: true }],
  [
    "I bought 2 pounds of beef",
    { kind: "shopping.check", items: [item("beef", 2, "lb")], checked: true, toPantry: true },
  ],
  ["check off bread", { kind: "shopping.check", items: [item("bread")], checked: true, toPantry: false }],
  ["tick off the milk and eggs", { kind: "shopping.check", items: [item("milk"), item("eggs")], checked: true }],
  ["uncheck milk", { kind: "shopping.check", items: [item("milk")], checked: false }],
  ["remove bread from the list", { kind: "shopping.remove", name: "bread" }],
  ["delete the rice from the pantry", { kind: "pantry.remove", name: "rice" }],
  ["clear the checked items", { kind: "shopping.clearChecked" }],
  ["we're out of milk", { kind: "pantry.out", names: ["milk"], restock: false }],
  [
    "we're out of milk, eggs and bread, add them to the list",
    { kind: "pantry.out", names: ["milk", "eggs", "bread"], restock: true },
  ],
  ["I used 2 eggs", { kind: "pantry.use", item: item("eggs", 2) }],
  ["I used half a kilo of rice", { kind: "pantry.use", item: item("rice", 0.5, "kg") }],
  ["we used all the spinach", { kind: "pantry.use", item: item("spinach") }],

  // Time ranges, days and meals.
  [
    "Plan my meals for this week",
    { kind: "mealplan.planWeek", range: { from: "2026-11-16", to: "2026-11-22", label: "this week" }, mealTypes: [] },
  ],
  [
    "plan next week",
    { kind: "mealplan.planWeek", range: { from: "2026-11-23", to: "2026-11-29", label: "next week" } },
  ],
  ["plan dinners for next week", { kind: "mealplan.planWeek", mealTypes: ["dinner"] }],
  ["plan breakfast and lunch for this week", { kind: "mealplan.planWeek", mealTypes: ["breakfast", "lunch"] }],
  [
    "Show this week's meal plan",
    { kind: "mealplan.show", range: { from: "2026-11-16", to: "2026-11-22", label: "this week" } },
  ],
  [
    "what's on the plan for the weekend",
    { kind: "mealplan.show", range: { from: "2026-11-21", to: "2026-11-22", label: "this weekend" } },
  ],
  [
    "show me monday's meals",
    { kind: "mealplan.show", range: { from: "2026-11-23", to: "2026-11-23", label: "on Monday" } },
  ],
  ["What's for dinner?", { kind: "mealplan.whatsFor", date: "2026-11-18", dateLabel: "today", mealType: "dinner" }],
  ["what's for lunch tomorrow", { kind: "mealplan.whatsFor", date: "2026-11-19", mealType: "lunch" }],
  ["what's for dinner tomorrow night", { kind: "mealplan.whatsFor", date: "2026-11-19", mealType: "dinner" }],
  [
    "what is for breakfast on friday",
    { kind: "mealplan.whatsFor", date: "2026-11-20", dateLabel: "on Friday", mealType: "breakfast" },
  ],
  [
    "plan shakshuka for saturday breakfast",
    { kind: "mealplan.add", recipe: { name: "shakshuka" }, date: "2026-11-21", mealType: "breakfast" },
  ],
  [
    "plan shakshuka for wednesday breakfast",
    { kind: "mealplan.add", recipe: { name: "shakshuka" }, date: "2026-11-18" },
  ],
  [
    "let's have chicken parmesan for dinner tonight",
    { kind: "mealplan.add", recipe: { name: "chicken parmesan" }, date: "2026-11-18", mealType: "dinner" },
  ],
  [
    "put butter chicken on the plan for tomorrow's dinner",
    { kind: "mealplan.add", recipe: { name: "butter chicken" }, date: "2026-11-19", mealType: "dinner" },
  ],
  [
    "add shakshuka to sunday's breakfast",
    { kind: "mealplan.add", recipe: { name: "shakshuka" }, date: "2026-11-22", mealType: "breakfast" },
  ],
  [
    "plan it for dinner tomorrow",
    { kind: "mealplan.add", recipe: { reference: "last" }, date: "2026-11-19", mealType: "dinner" },
  ],
  ["Plan dinner for Monday", { kind: "mealplan.fill", date: "2026-11-23", mealType: "dinner" }],
  ["plan something for lunch tomorrow", { kind: "mealplan.fill", date: "2026-11-19", mealType: "lunch" }],

  // Durations and timers.
  ["set a timer for 12 minutes", { kind: "timer.start", seconds: 720, name: null }],
  ["set a timer for ten minutes", { kind: "timer.start", seconds: 600 }],
  ["timer for 1 hour and 15 minutes", { kind: "timer.start", seconds: 4500 }],
  ["set a timer for half an hour", { kind: "timer.start", seconds: 1800 }],
  ["set a timer for an hour and a half", { kind: "timer.start", seconds: 5400 }],
  ["set a timer for twenty five minutes", { kind: "timer.start", seconds: 1500 }],
  ["start a 90 second timer", { kind: "timer.start", seconds: 90 }],
  ["set a 5 minute timer for the eggs", { kind: "timer.start", seconds: 300, name: "eggs" }],
  ["remind me in 20 minutes", { kind: "timer.start", seconds: 1200 }],
  ["start the timer", { kind: "timer.start", seconds: null }],
  ["pause the timer", { kind: "timer.control", action: "pause" }],
  ["pause", { kind: "timer.control", action: "pause" }],
  ["resume", { kind: "timer.control", action: "resume" }],
  ["carry on with the timer", { kind: "timer.control", action: "resume" }],
  ["cancel the timer", { kind: "timer.control", action: "cancel" }],
  ["how long is left on the timer", { kind: "timer.status" }],
  ["what timers are running", { kind: "timer.status" }],

  // Suggestions: meal, time limit, ingredients, kind of dish, follow-ups.
  [
    "Suggest a recipe with chicken and vegetables",
    { kind: "recipe.suggest", ingredients: ["chicken", "vegetables"], mealType: null, maxPrepTime: null },
  ],
  ["What can I cook in under 30 minutes?", { kind: "recipe.suggest", maxPrepTime: 30, ingredients: [] }],
  ["I only have fifteen minutes, what can I cook?", { kind: "recipe.suggest", maxPrepTime: 15 }],
  ["what can i cook in less than an hour", { kind: "recipe.suggest", maxPrepTime: 60 }],
  ["dinner in under half an hour please", { kind: "recipe.suggest", mealType: "dinner", maxPrepTime: 30 }],
  [
    "Give me some healthy dinner ideas",
    { kind: "recipe.suggest", mealType: "dinner", text: "healthy", ingredients: [] },
  ],
  ["give me some vegetarian dinner ideas", { kind: "recipe.suggest", text: "vegetarian" }],
  ["any healthy gluten-free lunch ideas?", { kind: "recipe.suggest", text: "gluten-free", mealType: "lunch" }],
  ["got any chicken recipes?", { kind: "recipe.suggest", ingredients: ["chicken"] }],
  [
    "I've got chicken and some veggies, what should I make?",
    { kind: "recipe.suggest", ingredients: ["chicken", "vegetables"] },
  ],
  ["any ideas for using up salmon?", { kind: "recipe.suggest", ingredients: ["salmon"] }],
  ["something with rice under 20 minutes", { kind: "recipe.suggest", ingredients: ["rice"], maxPrepTime: 20 }],
  ["what can I make with what's expiring soon?", { kind: "recipe.suggest", usePantry: true }],
  ["something else", { kind: "recipe.suggest", another: true }],
  ["show me another one", { kind: "recipe.suggest", another: true }],

  // Recipe references and cooking.
  ["show me the recipe for butter chicken", { kind: "recipe.show", recipe: { name: "butter chicken" } }],
  ["how do I make shakshuka", { kind: "recipe.show", recipe: { name: "shakshuka" } }],
  ["show me how to make mapo tofu", { kind: "recipe.show", recipe: { name: "mapo tofu" } }],
  ["recipe for chicken tinga tacos please", { kind: "recipe.show", recipe: { name: "chicken tinga tacos" } }],
  ["show me the second one", { kind: "recipe.show", recipe: { reference: 2 } }],
  ["tell me about the third one", { kind: "recipe.show", recipe: { reference: 3 } }],
  ["start cooking it", { kind: "cooking.start", recipe: { reference: "last" } }],
  ["start cooking", { kind: "cooking.start", recipe: { reference: "last" } }],
  ["let's cook the second one", { kind: "cooking.start", recipe: { reference: 2 } }],
  ["walk me through the frittata", { kind: "cooking.start", recipe: { name: "frittata" } }],
  ["let's make butter chicken", { kind: "cooking.start", recipe: { name: "butter chicken" } }],
  ["next step", { kind: "cooking.navigate", direction: "next" }],
  ["ok, what's next?", { kind: "cooking.navigate", direction: "next" }],
  ["go back", { kind: "cooking.navigate", direction: "previous" }],
  ["repeat that", { kind: "cooking.navigate", direction: "repeat" }],
  ["can you say that again?", { kind: "cooking.navigate", direction: "repeat" }],
  ["I'm done", { kind: "cooking.finish" }],

  // Pantry questions, know-how, and what it cannot do.
  ["What's in my pantry?", { kind: "pantry.show", location: null }],
  ["what's in the fridge?", { kind: "pantry.show", location: "fridge" }],
  ["pantry please", { kind: "pantry.show" }],
  ["What's expiring soon?", { kind: "pantry.expiring" }],
  ["what should I use up first", { kind: "pantry.expiring" }],
  ["how many eggs do we have", { kind: "pantry.has", name: "eggs" }],
  ["How do I season a cast iron pan?", { kind: "knowledge" }],
  ["I'm out of baking powder, what can I use", { kind: "knowledge" }],
  ["what pantry staples should I always keep", { kind: "knowledge" }],
  ["what's the difference between stock and broth", { kind: "knowledge" }],
  ["order groceries for me", { kind: "unsupported", what: "order groceries or arrange delivery" }],
  ["what's the weather", { kind: "unsupported", what: "help with things outside the kitchen" }],
  ["yes please", { kind: "confirm", yes: true }],
  ["nope", { kind: "confirm", yes: false }],
  ["hi basil", { kind: "greeting" }],

  // Said aloud: a statement, then a request about "it", with or without the comma a transcript lacks.
  [
    "I found the coffee, check it off",
    { kind: "shopping.check", items: [item("coffee")], checked: true, toPantry: false },
  ],
  [
    "i found the coffee check it off",
    { kind: "shopping.check", items: [item("coffee")], checked: true, toPantry: false },
  ],
  ["never mind the cilantro take it off the list", { kind: "shopping.remove", name: "cilantro" }],
  ["i threw out the sour cream remove it from the pantry", { kind: "pantry.remove", name: "sour cream" }],
  ["the parmesan is gone, take it out of the pantry", { kind: "pantry.remove", name: "parmesan" }],
  // Bought and put away, gone and to be bought again: one request, read the same without the comma.
  [
    "I just bought a pound of salmon, add it to the pantry",
    { kind: "shopping.check", items: [item("salmon", 1, "lb")], toPantry: true },
  ],
  [
    "i just bought a pound of salmon add it to the pantry",
    { kind: "shopping.check", items: [item("salmon", 1, "lb")], toPantry: true },
  ],
  [
    "just bought salmon put it in the freezer",
    { kind: "shopping.check", items: [item("salmon")], toPantry: true, location: "freezer" },
  ],
  ["we finished the milk add it to the list", { kind: "pantry.out", names: ["milk"], restock: true }],
  [
    "we ate the last of the yogurt, put it on the shopping list",
    { kind: "pantry.out", names: ["yogurt"], restock: true },
  ],
  ["we're out of butter stick it on the list", { kind: "pantry.out", names: ["butter"], restock: true }],
  ["we're out of butter then add it to the list", { kind: "pantry.out", names: ["butter"], restock: true }],
  // A polite word between the two, and "it's", which is not "it".
  ["never mind the cilantro please take it off the list", { kind: "shopping.remove", name: "cilantro" }],
  [
    "I got the milk can you check it off",
    { kind: "shopping.check", items: [item("milk")], checked: true, toPantry: false },
  ],
  ["I opened the milk, check it's still good", { kind: "pantry.use", item: item("milk") }],
  ["we've got the lemons now mark them off", { kind: "shopping.check", items: [item("lemons")], checked: true }],
  ["we're out of paprika put it on the list", { kind: "pantry.out", names: ["paprika"], restock: true }],
  ["we're out of butter, add it to the shopping list", { kind: "pantry.out", names: ["butter"], restock: true }],
  // What else a recogniser hears differently, or people say in passing.
  ["remove to cans of tomatoes from the pantry", { kind: "pantry.use", item: item("tomatoes", 2, "can") }],
  ["add to bottles of soy sauce", { kind: "add.ambiguous", items: [item("soy sauce", 2, "bottle")] }],
  [
    "switch the beer from bottles to cans on the list",
    { kind: "shopping.add", items: [item("switch the beer from bottles to cans")] },
  ],
  ["remove the five spice from the pantry", { kind: "pantry.remove", name: "5 spice" }],
  [
    "how many tablespoons in three quarters of a cup",
    { kind: "convert", amount: 0.75, from: "cup", to: "tablespoons" },
  ],
  [
    "put a check next to the milk on the list",
    { kind: "shopping.check", items: [item("milk")], checked: true, toPantry: false },
  ],
  ["how long until it's done", { kind: "timer.status", name: null }],
  ["how many tablespoons in a quarter cup", { kind: "convert", amount: 0.25, from: "cup", to: "tablespoons" }],
  ["how many ounces in half a pound", { kind: "convert", amount: 0.5, from: "pound", to: "ounces" }],
  ["is there still chicken in the freezer", { kind: "pantry.has", name: "chicken" }],
  ["we ate the last of the yogurt", { kind: "pantry.out", names: ["yogurt"] }],
  ["I'm finished with the recipe", { kind: "cooking.finish" }],
  ["how many steps are left", { kind: "cooking.navigate", direction: "repeat" }],
  [
    "mark the heavy cream as done on the shopping list",
    { kind: "shopping.check", items: [item("heavy cream")], checked: true, toPantry: false },
  ],
  ["how long until the bread's done", { kind: "timer.status", name: "bread" }],
  [
    "put a check next to the salmon",
    { kind: "shopping.check", items: [item("salmon")], checked: true, toPantry: false },
  ],
  // A closing remark on why asks for nothing; spoken, its comma is seldom heard.
  ["i threw out the greek yogurt, it went bad", { kind: "pantry.remove", name: "greek yogurt" }],
  ["i threw out the greek yogurt it went bad", { kind: "pantry.remove", name: "greek yogurt" }],
  ["take the spaghetti out of my pantry it's all used", { kind: "pantry.remove", name: "spaghetti" }],
  ["uncheck the butter they were out of it", { kind: "shopping.check", items: [item("butter")], checked: false }],
  // Gone, said in the past tense; "got rid of" is not "got".
  ["we threw away the bread", { kind: "pantry.remove", name: "bread" }],
  ["i've binned the cheddar", { kind: "pantry.remove", name: "cheddar" }],
  ["we got rid of the old rice", { kind: "pantry.remove", name: "old rice" }],
  ["can you get rid of the apples on my list", { kind: "shopping.remove", name: "apples" }],
  ["remove the apples on my list", { kind: "shopping.remove", name: "apples" }],
  ["remove the milk in the fridge", { kind: "pantry.remove", name: "milk" }],
  ["um i've bought the bananas tick that one", { kind: "shopping.check", items: [item("bananas")], checked: true }],
  ["we're out of milk put that on the list", { kind: "pantry.out", names: ["milk"], restock: true }],
  // A span of days: the week's plan for those days, not a recipe called "breakfasts".
  [
    "plan breakfasts for monday through friday",
    {
      kind: "mealplan.planWeek",
      range: { from: "2026-11-23", to: "2026-11-27", label: "Monday to Friday" },
      mealTypes: ["breakfast"],
    },
  ],
  [
    "plan breakfasts for monday to friday",
    {
      kind: "mealplan.planWeek",
      range: { from: "2026-11-23", to: "2026-11-27", label: "Monday to Friday" },
      mealTypes: ["breakfast"],
    },
  ],
  [
    "plan dinners from friday till tuesday",
    {
      kind: "mealplan.planWeek",
      range: { from: "2026-11-20", to: "2026-11-24", label: "Friday to Tuesday" },
      mealTypes: ["dinner"],
    },
  ],
  [
    "what's planned for wednesday to saturday",
    { kind: "mealplan.show", range: { from: "2026-11-18", to: "2026-11-21", label: "Wednesday to Saturday" } },
  ],
  // A remark that it is used up asks for nothing more.
  ["take the onions out of the pantry, we've used them all", { kind: "pantry.remove", name: "onions" }],
  ["take the onions out of the pantry we've used up all", { kind: "pantry.remove", name: "onions" }],
  // The whole list at once, however it is said.
  [
    "mark everything on the shopping list as done",
    { kind: "shopping.check", items: [], every: true, checked: true, toPantry: false },
  ],
  [
    "i've picked up everything on the list",
    { kind: "shopping.check", items: [], every: true, checked: true, toPantry: true },
  ],
  ["check off everything", { kind: "shopping.check", items: [], every: true, checked: true }],
  ["untick all of them", { kind: "shopping.check", items: [], every: true, checked: false }],
  // A timer's name is never the verb that starts it.
  ["put on a timer for forty five seconds", { kind: "timer.start", seconds: 45, name: null }],
  ["okay put a timer on for 10 minutes", { kind: "timer.start", seconds: 600, name: null }],
  ["can you read that step again", { kind: "cooking.navigate", direction: "repeat" }],
  // Packed or not, a pantry question is about the food.
  ["how many cans of tomatoes do we have", { kind: "pantry.has", name: "tomatoes" }],
  // A meal put on the plan in so many words, or "down" for a day.
  [
    "we're having chicken curry for dinner tonight, add it to the plan",
    { kind: "mealplan.add", recipe: { name: "chicken curry" }, mealType: "dinner", date: "2026-11-18" },
  ],
  [
    "we having chicken curry for dinner tonight add it to the plan",
    { kind: "mealplan.add", recipe: { name: "chicken curry" }, mealType: "dinner" },
  ],
  [
    "put pancakes down for breakfast on sunday",
    { kind: "mealplan.add", recipe: { name: "pancakes" }, mealType: "breakfast", date: "2026-11-22" },
  ],
  ["show me a good shakshuka recipe", { kind: "recipe.show", recipe: { name: "shakshuka" } }],
  // British spellings of measures read as the American ones the recogniser writes; food keeps its spelling.
  ["how many millilitres are in a cup", { kind: "convert", from: "cup", to: "milliliters" }],
  ["grabbed the yoghurt", { kind: "shopping.check", items: [item("yoghurt")] }],
  // A tag question at the end is not part of the item.
  ["stick some kitchen roll on the list would you", { kind: "shopping.add", items: [item("kitchen roll")] }],
  ["pop butter on the shopping list, will you", { kind: "shopping.add", items: [item("butter")] }],
  // Asking whether there is something is a pantry question, not ticking it off.
  ["check if there's olive oil, i'm about to start frying", { kind: "pantry.has", name: "olive oil" }],
  ["see whether we've got any ginger", { kind: "pantry.has", name: "ginger" }],
  ["any parsley in the house", { kind: "pantry.has", name: "parsley" }],
  ["any yogurt left", { kind: "pantry.has", name: "yogurt" }],
  // Where the member is comes before what they say.
  [
    "i'm at the shops and i've grabbed the bananas",
    { kind: "shopping.check", items: [item("bananas")], checked: true, toPantry: true },
  ],
  ["the coffee's in the trolley, mark it done", { kind: "shopping.check", items: [item("coffee")], checked: true }],
  ["um the coffee is in the trolley tick it off", { kind: "shopping.check", items: [item("coffee")], checked: true }],
  ["in the basket: onions, garlic", { kind: "shopping.check", items: [item("onions"), item("garlic")], checked: true }],
  // Timers asked about or named the way people do.
  ["how much time have i got left", { kind: "timer.status", name: null }],
  ["how long do we have left on the rice", { kind: "timer.status", name: "rice" }],
  ["time my eggs for seven minutes", { kind: "timer.start", seconds: 420, name: "eggs" }],
  ["remind me in fifteen minutes to check the oven", { kind: "timer.start", seconds: 900, name: "check the oven" }],
  ["remind me to stir the sauce in 5 minutes", { kind: "timer.start", seconds: 300, name: "stir the sauce" }],
  ["start a twenty minute timer called rice", { kind: "timer.start", seconds: 1200, name: "rice" }],
  ["give me 45 minutes on a timer named bread", { kind: "timer.start", seconds: 2700, name: "bread" }],
  ["what still needs buying", { kind: "shopping.show" }],
  ["drop apples from the shopping list entirely", { kind: "shopping.remove", name: "apples" }],
  ["the milk's gone sour", { kind: "pantry.remove", name: "milk" }],
  // Done cooking, said as closing the recipe; a step read again with a reason after it.
  ["we're finished, you can close the recipe", { kind: "cooking.finish" }],
  ["we finished the you can close the recipe", { kind: "cooking.finish" }],
  ["read out the step again, i missed it over the extractor fan", { kind: "cooking.navigate", direction: "repeat" }],
  // The whole list, and a remark after what was ticked.
  [
    "tick off the whole shopping list, we're finished shopping",
    { kind: "shopping.check", items: [], every: true, checked: true },
  ],
  ["check off the lot, i got it all", { kind: "shopping.check", items: [], every: true, checked: true }],
  ["remove the bananas from the list, i got some at the market already", { kind: "shopping.remove", name: "bananas" }],
  // "Tea" after a day is the evening meal; a tea party is not.
  [
    "can you schedule fish pie for sunday tea",
    { kind: "mealplan.add", recipe: { name: "fish pie" }, mealType: "dinner", date: "2026-11-22" },
  ],
  ["what's for sunday tea", { kind: "mealplan.whatsFor", mealType: "dinner", date: "2026-11-22" }],
  ["cake ideas for a sunday tea party", { kind: "recipe.suggest", mealType: null }],
  // Where it is and whether any is left are not part of the food's name.
  ["any onions left in the fridge", { kind: "pantry.has", name: "onions" }],
  ["check if there's any flour left in the cupboard", { kind: "pantry.has", name: "flour" }],
  ["any of the lasagne left", { kind: "pantry.has", name: "lasagne" }],
  // "See if there's…" asks what the rest asks.
  ["see if there's anything expiring", { kind: "pantry.expiring" }],
  ["see if there's a recipe for lasagne", { kind: "recipe.show", recipe: { name: "lasagne" } }],
  ["cheers", { kind: "thanks" }],
  // A thank-you alone is what the member said, not a polite end to cut away; said to Basil too.
  ["thanks", { kind: "thanks" }],
  ["Thank you!", { kind: "thanks" }],
  ["thanks basil", { kind: "thanks" }],
  ["add milk to the list, thanks", { kind: "shopping.add", items: [{ name: "milk", quantity: null, unit: null }] }],
  ["thanks, add milk to the list", { kind: "shopping.add", items: [{ name: "milk", quantity: null, unit: null }] }],
  // Asked, not said: "are we out of…" asks after the pantry ("we're out of…" says it is gone).
  ["are we out of olive oil", { kind: "pantry.has", name: "olive oil", out: true }],
  ["have we run out of eggs already", { kind: "pantry.has", name: "eggs", out: true }],
  ["could you tell me if there's any spinach left", { kind: "pantry.has", name: "spinach" }],
  ["tell me whether we have eggs", { kind: "pantry.has", name: "eggs" }],
  // A question about the plan, with a day and a meal, is not a meal to plan.
  [
    "is anything planned for breakfast on monday",
    {
      kind: "mealplan.show",
      range: { from: "2026-11-23", to: "2026-11-23", label: "on Monday" },
      mealType: "breakfast",
    },
  ],
  [
    "is anything planned for saturday lunch",
    { kind: "mealplan.show", range: { from: "2026-11-21", to: "2026-11-21", label: "on Saturday" }, mealType: "lunch" },
  ],
  [
    "have we planned anything for friday dinner",
    { kind: "mealplan.show", range: { from: "2026-11-20", to: "2026-11-20", label: "on Friday" }, mealType: "dinner" },
  ],
  [
    "what have we got planned for the weekend",
    { kind: "mealplan.show", range: { from: "2026-11-21", to: "2026-11-22", label: "this weekend" } },
  ],
  ["hey basil, read the current step again", { kind: "cooking.navigate", direction: "repeat" }],
  ["read me the current step", { kind: "cooking.navigate", direction: "repeat" }],
  // A duration, then what it is for: a timer of that name (a meal alone is not one).
  ["three minutes for the tea please", { kind: "timer.start", seconds: 180, name: "tea" }],
  ["ten minutes for the rice", { kind: "timer.start", seconds: 600, name: "rice" }],
  // A dish of a diet asked for with "find", the diet written without its hyphen.
  [
    "find a gluten free dessert",
    { kind: "recipe.suggest", avoid: { restrictions: ["gluten-free"], allergies: ["wheat"] } },
  ],
  [
    "find me a dairy free pudding",
    { kind: "recipe.suggest", avoid: { restrictions: ["dairy-free"], allergies: ["dairy"] } },
  ],
  // Gone off and to be bought again; a finished food is out.
  ["the milk's gone off, add it to the list", { kind: "pantry.out", names: ["milk"], restock: true }],
  ["the pasta's finished", { kind: "pantry.out", names: ["pasta"], restock: false }],
  ["add three close of garlic to the list", { kind: "shopping.add", items: [item("garlic", 3, "clove")] }],
  ["everything's in the trolley", { kind: "shopping.check", items: [], every: true, checked: true }],
  ["time it for 10 minutes", { kind: "timer.start", seconds: 600, name: null }],
  // As a transcript has them, without commas: a list, a remark after the request, "milks" for "milk's".
  [
    "what can i cook with eggs spinach and cheddar",
    { kind: "recipe.suggest", ingredients: ["eggs", "spinach", "cheddar"] },
  ],
  [
    "add tomatoes onions and garlic to the list",
    { kind: "shopping.add", items: [item("tomatoes"), item("onions"), item("garlic")] },
  ],
  ["add apple juice and bread to the list", { kind: "shopping.add", items: [item("apple juice"), item("bread")] }],
  [
    "add brussels sprouts and carrots to the list",
    { kind: "shopping.add", items: [item("brussels sprouts"), item("carrots")] },
  ],
  ["um take bread off the list we don't need it after all", { kind: "shopping.remove", name: "bread" }],
  ["um, take bread off the list, we don't need it after all", { kind: "shopping.remove", name: "bread" }],
  ["is there any milk i want to make pancakes", { kind: "pantry.has", name: "milk" }],
  ["put eggs on the list we're out", { kind: "shopping.add", items: [item("eggs")] }],
  ["tick off the eggs they had them", { kind: "shopping.check", items: [item("eggs")], checked: true }],
  ["the oat milks in the cart check it off", { kind: "shopping.check", items: [item("oat milks")], checked: true }],
  ["the bananas in the trolley", { kind: "shopping.check", items: [item("bananas")], checked: true }],
  ["start a timer for ten minutes it's for the pasta", { kind: "timer.start", seconds: 600, name: "pasta" }],
  ["have we got the soy sauce", { kind: "pantry.has", name: "soy sauce" }],
  ["add 2 cans tomatoes to the list", { kind: "shopping.add", items: [item("tomatoes", 2, "can")] }],
  ["we have 3 tins tomatoes", { kind: "pantry.add", items: [item("tomatoes", 3, "can")] }],
];

describe("understand", () => {
  it.each(CASES)("%s", (text, expected) => {
    expect(understand(text, NOW)).toMatchObject(expected);
  });
});

describe("what is not a request", () => {
  it.each([
    ["don't close the recipe, i'm still cooking", "cooking.finish"],
    ["why did you close the recipe", "cooking.finish"],
    ["the oven's off", "pantry.remove"],
    ["the chicken's out of the freezer", "pantry.out"],
    ["what's in the trolley", "shopping.check"],
    ["they're in the trolley", "shopping.check"],
    ["any steps left", "pantry.has"],
    ["any time left", "pantry.has"],
    ["what needs buying for the lasagne", "shopping.show"],
    ["put the eggs in the basket", "shopping.check"],
    ["we put the eggs in the trolley", "shopping.check"],
    ["add milk no wait we're fine", "shopping.add"],
    ["are the eggs in the trolley", "shopping.check"],
    ["i've put the eggs in the trolley", "shopping.check"],
    ["toss the eggs in the cart", "shopping.check"],
    ["have we planned anything for friday dinner", "mealplan.fill"],
    ["20 minutes for dinner", "timer.start"],
    ["we're out of olive oil", "pantry.has"],
  ] as const)("%s is not %s", (text, wrong) => {
    expect(understand(text, NOW).kind).not.toBe(wrong);
  });
});

describe("a remark that changes the request", () => {
  // Said without the comma, it is not cut away as a reason would be: the request is not read as plain.
  it.each([
    ["tick off the eggs they didn't have any", "eggs"],
    ["add milk to the list i changed my mind", "milk"],
    ["add milk to the list we also need eggs", "milk"],
    ["add bread we don't need it after all", "bread"],
  ])("%s", (text, plain) => {
    const intent = understand(text, NOW);
    expect("items" in intent ? intent.items.map((item) => item.name) : []).not.toEqual([plain]);
  });
});

describe("slot readers", () => {
  it("reads timer durations in numbers, words and spoken fractions", () => {
    expect(duration("10 minutes")).toBe(600);
    expect(duration("1 hour 15 minutes")).toBe(4500);
    expect(duration("forty-five seconds")).toBe(45);
    expect(duration("a quarter of an hour")).toBe(900);
    expect(duration("2 and a half minutes")).toBe(150);
    expect(duration("for the eggs")).toBeNull();
  });

  it("leaves everyday words near a grocery's name as they are", () => {
    // Each was once read as the grocery one letter away: white, peach, what, cracker.
    expect(normalise("write it down")).toBe("write it down");
    expect(normalise("how do i poach an egg")).toBe("how do i poach an egg");
    expect(normalise("is there wheat in it")).toBe("is there wheat in it");
    expect(normalise("two cracked eggs")).toBe("2 cracked eggs");
  });

  it("reads time limits and leaves other numbers alone", () => {
    expect(timeLimit("under 45 mins")).toBe(45);
    expect(timeLimit("got twenty minutes")).toBe(20);
    expect(timeLimit("something quick")).toBe(30);
    expect(timeLimit("add 2 pounds of beef")).toBeNull();
  });

  it("reads every meal a message names, plural or not", () => {
    expect(mealTypesIn("plan breakfasts and dinners")).toEqual(["breakfast", "dinner"]);
    expect(mealTypesIn("brunch ideas")).toEqual(["breakfast"]);
    expect(mealTypesIn("plan the week")).toEqual([]);
  });

  it("reads days and ranges relative to today", () => {
    expect(dayIn("on wednesday", NOW)).toEqual({ date: "2026-11-18", label: "on Wednesday" });
    expect(dayIn("next wednesday", NOW)?.date).toBe("2026-11-25");
    expect(rangeIn("tomorrow", NOW)).toEqual({ from: "2026-11-19", to: "2026-11-19", label: "tomorrow" });
    expect(rangeIn("the week", NOW).label).toBe("this week");
  });

  it("splits lists of items and keeps their amounts", () => {
    expect(splitItems("2 lb chicken, a bag of flour & some milk")).toEqual([
      item("chicken", 2, "lb"),
      item("flour", 1, "bag"),
      item("milk"),
    ]);
  });

  it("drops politeness around a request", () => {
    expect(normalise("Hey Basil, could you please show my list?")).toBe("show my list");
    expect(normalise("Okay so add milk, thanks!")).toBe("add milk");
  });
});
