import type { DateRange } from "./days";

/**
 * What the understanding pipeline hands the engine: for each request in a message, the
 * request in the kitchen's terms (what to do, to which items, where, when), ready for the
 * handler of its kind.
 */

export type MealType = "breakfast" | "lunch" | "dinner";
export type Location = "fridge" | "freezer" | "pantry";
export type Item = {
  name: string;
  quantity: number | null;
  unit: string | null;
  location?: Location | null;
  expiresOn?: string | null;
};
export type Eaters = { restrictions: string[]; allergies: string[] };
/** A recipe the member named, or one they referred to ("it", "the second one"). */
export type RecipeRef = { name: string } | { reference: "last" | number };
export type { DateRange };

export type Request =
  | { kind: "greeting" }
  | { kind: "thanks" }
  | { kind: "help" }
  | { kind: "confirm"; yes: boolean }
  | { kind: "pantry.show"; location: Location | null }
  | { kind: "pantry.expiring" }
  | { kind: "pantry.add"; items: Item[]; location: Location | null }
  | { kind: "pantry.use"; items: Item[] }
  | { kind: "pantry.remove"; names: string[] }
  /** restock: the member also asked for it on the shopping list. */
  | { kind: "pantry.out"; names: string[]; restock: boolean }
  | { kind: "pantry.move"; names: string[]; location: Location }
  | { kind: "pantry.expiry"; names: string[]; date: string }
  /** out: asked whether it has run out ("are we out of eggs"), so having it is a no. */
  | { kind: "pantry.has"; names: string[]; out: boolean }
  /** An amount corrected, on the list or in the pantry ("make the butter 500 g"). */
  | { kind: "items.set"; target: "list" | "pantry" | null; name: string; quantity: number; unit: string | null }
  | { kind: "shopping.show" }
  | { kind: "shopping.add"; items: Item[] }
  | { kind: "shopping.addRecipe"; recipe: RecipeRef; servings: number | null; missingOnly: boolean }
  /** toPantry: the member bought the items, so they go into the pantry too. */
  | {
      kind: "shopping.check";
      items: Item[];
      checked: boolean;
      toPantry: boolean;
      location?: Location | null;
      every?: true;
    }
  | { kind: "shopping.remove"; names: string[] }
  /** "remove the beans": from the list or the pantry, wherever they are. */
  | { kind: "item.remove"; names: string[] }
  | { kind: "shopping.clearChecked" }
  /** "add milk": to the list or the pantry, the member did not say. */
  | { kind: "add.ambiguous"; items: Item[] }
  | {
      kind: "recipe.suggest";
      mealType: MealType | null;
      maxPrepTime: number | null;
      ingredients: string[];
      text: string | null;
      usePantry: boolean;
      another: boolean;
      avoid?: Eaters;
    }
  | { kind: "recipe.show"; recipe: RecipeRef; servings: number | null }
  | { kind: "recipe.mine" }
  /** "Save this as a recipe", with the recipe's text when the message brings it (as it was written). */
  | { kind: "recipe.save"; body: string | null }
  | { kind: "mealplan.show"; range: DateRange; mealType: MealType | null }
  /** mealTypes empty: every meal of the day. */
  | { kind: "mealplan.planWeek"; range: DateRange; mealTypes: MealType[]; avoid?: Eaters; count?: number }
  | { kind: "mealplan.remove"; date: string; dateLabel: string; mealType: MealType | null }
  /** recipe null: something else, chosen by Basil. */
  | { kind: "mealplan.replace"; date: string; dateLabel: string; mealType: MealType | null; recipe: RecipeRef | null }
  | { kind: "mealplan.add"; recipe: RecipeRef; date: string; dateLabel: string; mealType: MealType | null }
  | {
      kind: "mealplan.move";
      date: string;
      dateLabel: string;
      mealType: MealType | null;
      to: string;
      toLabel: string;
      toMealType: MealType | null;
    }
  /** "Plan dinner for Monday": a slot to fill with a suggestion. */
  | { kind: "mealplan.fill"; date: string; dateLabel: string; mealType: MealType }
  | { kind: "mealplan.whatsFor"; date: string; dateLabel: string; mealType: MealType }
  | { kind: "cooking.start"; recipe: RecipeRef }
  | { kind: "cooking.planned"; date: string; dateLabel: string; mealType: MealType }
  | { kind: "cooking.navigate"; direction: "next" | "previous" | "repeat" }
  | { kind: "cooking.finish" }
  /** Each timer asked for; seconds null when the member gave no length. */
  | { kind: "timer.start"; timers: Array<{ seconds: number | null; name: string | null }> }
  | { kind: "timer.control"; action: "pause" | "resume" | "cancel"; names: string[] }
  | { kind: "timer.status"; name: string | null }
  /** A diet or allergy the member said they have. */
  | { kind: "profile.state"; allergies: string[]; restrictions: string[] }
  /** "and also eggs": more of the same as the last turn (list or pantry). */
  | { kind: "items.more"; items: Item[] }
  /** "make it 6", "actually make that 2 packs": the amount of what the last turn added. */
  | { kind: "items.amend"; quantity: number; unit: string | null }
  | { kind: "knowledge"; question: string }
  /** Something Basil does not do (order online, prices, nutrition figures, the world outside the kitchen). */
  | { kind: "unsupported"; what: UnsupportedWhat }
  | { kind: "unknown" };

export type RequestKind = Request["kind"];
export type UnsupportedWhat = "order" | "prices" | "nutrition" | "outside" | "booking" | "music";
