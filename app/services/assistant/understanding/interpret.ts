import { presetDietaryRestrictions } from "~/schemas/options";
import { dayIn, rangeIn } from "./days";
import { allergiesIn, dietsIn, locationIn, locationOf, mealOf, secondsIn, spansOf, type ItemEntity } from "./entities";
import { lexicon } from "./lexicon";
import {
  amountOnly,
  avoidedIn,
  daysSaid,
  EVERYTHING,
  itemsMeant,
  MEAL_ORDER,
  names,
  plainItems,
  PRONOUNS,
  QUESTION_START,
  Reading,
  recipeRef,
  targetOf,
  timers,
} from "./reading";
import type { DialogueState } from "./state";
import type { RecipeRef, Request, UnsupportedWhat } from "./requests";

/**
 * The fifth stage: an intent and its spans made into a request of the kitchen, with what the
 * conversation already holds (the dialogue state) filling what the words leave out: "them",
 * "it" and "those" are the items last spoken of, "the second one" the second recipe offered,
 * "make that 3" the last item added. What cannot be filled is left out, and the decision
 * stage asks for it.
 */

export type Interpreted = {
  request: Request;
  /** Items whose names look wrong ("tick off the rice" as an item): never stored without asking. */
  doubts: string[];
  /** What the request needs and the words did not say (an item, a recipe, a day). */
  missing: string | null;
};

type Context = { now: Date; state: DialogueState };

function planWeek(reading: Reading, now: Date): Interpreted {
  const range = rangeIn(daysSaid(reading), now);
  const mealTypes = MEAL_ORDER.filter((type) => reading.tokens.some((word) => mealOf([word]) === type));
  const avoided = avoidedIn(reading.tokens);
  const restrictions = [
    ...new Set([
      ...dietsIn(
        reading
          .all("diet")
          .map((span) => span.text)
          .join(" "),
      ),
      ...avoided.restrictions,
    ]),
  ];
  const allergies = [
    ...new Set([
      ...allergiesIn(
        reading
          .all("allergy")
          .map((span) => span.text)
          .join(" "),
      ),
      ...avoided.allergies,
    ]),
  ];
  const avoid = restrictions.length || allergies.length ? { restrictions, allergies } : undefined;
  return {
    request: { kind: "mealplan.planWeek", range, mealTypes, ...(avoid ? { avoid } : {}) },
    doubts: [],
    missing: null,
  };
}

/** Reads one request of a message (its intent and tagged words) as a request of the kitchen. */
export function interpret(intent: string, tokens: string[], tags: string[], context: Context): Interpreted {
  const reading = new Reading(tokens, spansOf(tokens, tags), context.now);
  const { state } = context;
  const result = (request: Request, missing: string | null = null, doubts: string[] = []): Interpreted => ({
    request,
    doubts,
    missing,
  });
  const doubtsOf = (items: ItemEntity[]) =>
    items.flatMap((item) => (item.doubt ? [`${item.name}: ${item.doubt}`] : []));
  const day = reading.day();
  const when = day ?? { date: dayIn("today", context.now)!.date, label: "today" };
  const meal = reading.meal();

  switch (intent) {
    case "greeting":
    case "thanks":
    case "help":
      return result({ kind: intent });
    case "yes":
    case "no":
      return result({ kind: "confirm", yes: intent === "yes" });

    case "shopping.add":
    case "pantry.add":
    case "more": {
      const items = reading.has(PRONOUNS) ? itemsMeant(reading, state) : reading.items();
      const target = intent === "more" ? (state.lastItems?.target ?? null) : targetOf(reading, intent);
      const request: Request =
        target === null
          ? { kind: "add.ambiguous", items: plainItems(items) }
          : target === "list"
            ? { kind: "shopping.add", items: plainItems(items) }
            : { kind: "pantry.add", items: plainItems(items), location: locationIn(reading.first("loc")) };
      return result(request, items.length ? null : "item", doubtsOf(items));
    }
    case "shopping.check":
    case "shopping.uncheck": {
      const checked = intent === "shopping.check";
      const items = itemsMeant(reading, state, "list");
      const every = items.length === 0 && reading.has(EVERYTHING);
      const location = locationIn(reading.first("loc"));
      const request: Request = {
        kind: "shopping.check",
        items: plainItems(items),
        checked,
        // Bought, not only ticked: it is in the kitchen now too.
        toPantry:
          checked &&
          (location !== null ||
            reading.tokens.some(
              (word, index) => lexicon.purchases.includes(word) && reading.tokens[index - 1] !== "as",
            ) ||
            reading.has(/\b(?:pantry|put (?:it|them) away)\b/)),
        location,
        ...(every ? { every: true as const } : {}),
      };
      return result(request, items.length || every ? null : "item", doubtsOf(items));
    }
    case "shopping.remove":
    case "pantry.remove": {
      const items = itemsMeant(reading, state, intent === "shopping.remove" ? "list" : "pantry");
      // "Remove the beans": from wherever they are, when the member did not say.
      const said = targetOf(reading, intent === "shopping.remove" ? "shopping.add" : "pantry.add");
      const kind = said === null ? "item.remove" : said === "list" ? "shopping.remove" : "pantry.remove";
      return result({ kind, names: names(items) }, items.length ? null : "item", doubtsOf(items));
    }
    case "shopping.clear_checked":
      return result({ kind: "shopping.clearChecked" });
    case "shopping.show":
      return result({ kind: "shopping.show" });
    case "shopping.update":
    case "pantry.update":
    case "amend": {
      const amount = amountOnly(reading);
      const items = reading.items();
      if (!amount) return result({ kind: "unknown" }, "amount");
      if (intent === "amend" || !items.length) return result({ kind: "items.amend", ...amount });
      const target = intent === "shopping.update" ? "list" : "pantry";
      return result({ kind: "items.set", target, name: items[0].name, ...amount }, null, doubtsOf(items));
    }
    case "shopping.add_recipe": {
      const recipe = recipeRef(reading, state) ?? { reference: "last" as const };
      const missingOnly = reading.has(/\b(?:missing|don't have|dont have|haven't got|need|not in|we lack|short of)\b/);
      return result({ kind: "shopping.addRecipe", recipe, servings: reading.number("servings"), missingOnly });
    }

    case "pantry.use": {
      const items = itemsMeant(reading, state, "pantry");
      return result({ kind: "pantry.use", items: plainItems(items) }, items.length ? null : "item", doubtsOf(items));
    }
    case "pantry.finish": {
      const items = itemsMeant(reading, state, "pantry");
      const restock = reading.has(/\b(?:list|buy|get more|pick up|order)\b/);
      return result(
        { kind: "pantry.out", names: names(items), restock },
        items.length ? null : "item",
        doubtsOf(items),
      );
    }
    case "pantry.move": {
      const items = itemsMeant(reading, state, "pantry");
      const location = locationIn(reading.first("loc")) ?? locationIn(reading.all("loc").at(-1));
      if (!location) return result({ kind: "pantry.move", names: names(items), location: "pantry" }, "location");
      return result(
        { kind: "pantry.move", names: names(items), location },
        items.length ? null : "item",
        doubtsOf(items),
      );
    }
    case "pantry.expiry": {
      const items = itemsMeant(reading, state, "pantry");
      if (!day) return result({ kind: "pantry.expiry", names: names(items), date: when.date }, "day");
      return result({ kind: "pantry.expiry", names: names(items), date: day.date }, items.length ? null : "item");
    }
    case "pantry.show": {
      const location = reading.all("loc").map(locationIn).find(Boolean) ?? null;
      return result({ kind: "pantry.show", location: location === "pantry" ? null : location });
    }
    case "pantry.expiring":
      return result({ kind: "pantry.expiring" });
    case "pantry.has": {
      const items = reading.items();
      const out = reading.has(/\b(?:out of|run out|ran out|finished|none left)\b/);
      // "We have run out of coffee." says so; "have we run out of coffee?" asks.
      const asks = reading.tokens.includes("?") || QUESTION_START.has(reading.tokens[0] ?? "");
      if (out && !asks)
        return result({ kind: "pantry.out", names: names(items), restock: false }, items.length ? null : "item");
      return result({ kind: "pantry.has", names: names(items), out }, items.length ? null : "item");
    }

    case "plan.add": {
      const recipe = recipeRef(reading, state);
      if (!recipe) return result({ kind: "unknown" }, "recipe");
      return result({ kind: "mealplan.add", recipe, date: when.date, dateLabel: when.label, mealType: meal });
    }
    case "plan.fill":
      // "Plan it for tomorrow": the recipe spoken of, not a new one.
      if (reading.has(/\b(?:it|that|this one|that one)\b/))
        return result({
          kind: "mealplan.add",
          recipe: { reference: "last" },
          date: when.date,
          dateLabel: when.label,
          mealType: meal,
        });
      // "Sort out next week's dinners": more than one day is a week's planning.
      if (reading.has(/\b(?:week|weekend|week's|dinners|lunches|breakfasts|meals|days)\b/))
        return planWeek(reading, context.now);
      return result({ kind: "mealplan.fill", date: when.date, dateLabel: when.label, mealType: meal ?? "dinner" });
    case "plan.week":
      return planWeek(reading, context.now);
    case "plan.show": {
      const range = rangeIn(daysSaid(reading), context.now);
      return result({ kind: "mealplan.show", range, mealType: meal });
    }
    case "plan.remove":
      return result(
        { kind: "mealplan.remove", date: when.date, dateLabel: when.label, mealType: meal },
        day ? null : "day",
      );
    case "plan.replace": {
      const recipes = reading.all("recipe");
      const named = recipes.at(-1);
      const recipe: RecipeRef | null = named ? { name: named.text } : null;
      return result(
        { kind: "mealplan.replace", date: when.date, dateLabel: when.label, mealType: meal, recipe },
        day ? null : "day",
      );
    }
    case "plan.move": {
      const to = reading.day("to_day");
      const from = day ?? (to ? null : when);
      if (!to || !from) return result({ kind: "unknown" }, "day");
      return result({
        kind: "mealplan.move",
        date: from.date,
        dateLabel: from.label,
        mealType: meal,
        to: to.date,
        toLabel: to.label,
        toMealType: null,
      });
    }
    case "plan.whats_for":
      return result({ kind: "mealplan.whatsFor", date: when.date, dateLabel: when.label, mealType: meal ?? "dinner" });
    case "plan.cook":
      return result({ kind: "cooking.planned", date: when.date, dateLabel: when.label, mealType: meal ?? "dinner" });

    case "cook.start": {
      const recipe = recipeRef(reading, state) ?? { reference: "last" as const };
      return result({ kind: "cooking.start", recipe });
    }
    case "cook.next":
    case "cook.previous":
    case "cook.repeat":
      return result({ kind: "cooking.navigate", direction: intent.slice(5) as "next" | "previous" | "repeat" });
    case "cook.finish": {
      // "Finish the yoghurt" is about the yoghurt, not the cooking.
      const items = reading.items();
      if (items.length && !reading.first("recipe"))
        return result({ kind: "pantry.out", names: names(items), restock: false }, null, doubtsOf(items));
      return result({ kind: "cooking.finish" });
    }

    case "timer.start":
      return result({ kind: "timer.start", timers: timers(reading) });
    case "timer.pause":
    case "timer.resume":
    case "timer.cancel": {
      const named = reading.all("timer").map((span) => span.words.filter((word) => word !== "the").join(" "));
      return result({ kind: "timer.control", action: intent.slice(6) as "pause" | "resume" | "cancel", names: named });
    }
    case "timer.status":
      return result({ kind: "timer.status", name: reading.first("timer")?.text ?? null });

    case "recipe.suggest":
    case "recipe.another": {
      const maxtime = reading.first("maxtime");
      const quick = reading.has(/\b(?:quick|fast|speedy|in a hurry|short on time)\b/);
      const diet =
        dietsIn(
          reading
            .all("diet")
            .map((span) => span.text)
            .join(" "),
        )[0] ?? null;
      const cuisine = reading.first("cuisine")?.text ?? null;
      const avoided = avoidedIn(reading.tokens);
      const allergies = [
        ...new Set([
          ...allergiesIn(
            reading
              .all("allergy")
              .map((span) => span.text)
              .join(" "),
          ),
          ...avoided.allergies,
        ]),
      ];
      const restrictions = avoided.restrictions.filter((entry) => entry !== diet);
      return result({
        kind: "recipe.suggest",
        mealType: meal,
        maxPrepTime: maxtime ? Math.round((secondsIn(maxtime.text) ?? 1800) / 60) : quick ? 30 : null,
        // "Ideas without eggs": an item left out is no ingredient.
        ingredients: names(reading.items()).filter(
          (name) => !reading.has(new RegExp(`\\b(?:no|without|not|avoid|minus|nothing with) (?:any )?${name}\\b`)),
        ),
        text: diet && (presetDietaryRestrictions as readonly string[]).includes(diet) ? diet : cuisine,
        usePantry: reading.has(
          /\b(?:expiring|going off|use up|about to go|what we have|what i have|in the (?:fridge|pantry))\b/,
        ),
        another: intent === "recipe.another",
        ...(allergies.length || restrictions.length ? { avoid: { restrictions, allergies } } : {}),
      });
    }
    case "recipe.show":
    case "recipe.scale": {
      const recipe = recipeRef(reading, state) ?? { reference: "last" as const };
      const servings = reading.number("servings");
      return result({ kind: "recipe.show", recipe, servings });
    }
    case "recipe.mine":
      return result({ kind: "recipe.mine" });
    case "recipe.save":
      return result({ kind: "recipe.save", body: null });

    case "profile.diet": {
      const text = reading.spans
        .filter((span) => span.label === "diet" || span.label === "allergy")
        .map((span) => span.text)
        .join(" ");
      const restrictions = dietsIn(
        reading
          .all("diet")
          .map((span) => span.text)
          .join(" "),
      );
      const allergies = allergiesIn(
        reading
          .all("allergy")
          .map((span) => span.text)
          .join(" "),
      );
      return result(
        { kind: "profile.state", allergies, restrictions },
        restrictions.length || allergies.length || text ? null : "diet",
      );
    }
    case "know_how":
      return result({ kind: "knowledge", question: reading.text });
    case "unsupported.order":
    case "unsupported.prices":
    case "unsupported.nutrition":
    case "unsupported.outside":
    case "unsupported.booking":
    case "unsupported.music":
      return result({ kind: "unsupported", what: intent.slice("unsupported.".length) as UnsupportedWhat });
    default:
      return result({ kind: "unknown" });
  }
}

export { locationOf };
