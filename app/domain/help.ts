/**
 * What members can ask the assistant, by room: the examples of the help page (/help). Each
 * one is something the embedded assistant acts on (help-examples.test.ts beside the embedded engine holds them to it).
 */
export const HELP_ROOMS = [
  {
    room: "Pantry",
    examples: [
      "What's in my pantry?",
      "Add 2 pounds of chicken breast and 1 gallon of milk to my inventory",
      "What's expiring soon?",
      "I used up the milk",
    ],
  },
  {
    room: "Shopping list",
    examples: [
      "Show my shopping list",
      "Add bread, eggs, and tomatoes to my shopping list",
      "Add the ingredients for chicken parmesan to my shopping list",
      "I bought the eggs",
    ],
  },
  {
    room: "Recipes",
    examples: [
      "Suggest a recipe with chicken and vegetables",
      "What can I cook in under 30 minutes?",
      "How do I season a cast iron pan?",
      "How many ounces in a pound?",
    ],
  },
  {
    room: "Cooking and timers",
    examples: ["Start cooking the tomato basil frittata", "Next step", "Set a timer for 10 minutes", "Pause the timer"],
  },
  {
    room: "Meal plan",
    examples: [
      "Plan my meals for this week",
      "Show this week's meal plan",
      "Give me some healthy dinner ideas",
      "Put the tomato basil frittata on Friday for dinner",
    ],
  },
] as const;

/** The query parameter of /chat that puts a message in the box, ready to send: /chat?ask=… */
export const ASK_PARAM = "ask";

/** The chat link that puts `example` in the message box. */
export function askHref(example: string) {
  return `/chat?${new URLSearchParams({ [ASK_PARAM]: example })}`;
}
