import { format, parseISO } from "date-fns";
import type { ChatMessage, EmbeddedComponent, MessageAction } from "~/schemas/chat";
import { cuisines, presetDietaryRestrictions } from "~/schemas/options";
import type { AssistantEngine, AssistantEvent, AssistantReply, AssistantTurn } from "../engine";
import { findTopic, topicsAbout } from "../knowledge";
import {
  confirmationPrompt,
  describeItem,
  formatDuration,
  itemsNamed,
  recipeComponent,
  timerName,
  weekOf,
  type AssistantMemory,
  type KitchenTools,
  type PendingAction,
  type PendingStep,
  type PlannedMeals,
  type ToolResult,
} from "../tools.server";
import { readYesNo, understand, type Intent, type MealType, type RecipeRef } from "./understand";
import { distance } from "./normalise";
import { UserFacingError } from "../../errors.server";
import type { CookingSession, Timer } from "../../kitchen/cooking.server";
import type { Meal, MealPlan } from "../../kitchen/meal-plan.server";
import { categorise, defaultLocation } from "~/domain/kitchen/names";
import type { PantryItem } from "../../kitchen/pantry.server";
import { allowedFor, type Recipe, type RecipeSummary } from "../../kitchen/recipes.server";
import type { ShoppingItem } from "../../kitchen/shopping.server";
import type { Profile } from "../../profiles.server";
import { plural, listInWords } from "~/domain/words";
import { recipeOfDraft } from "~/domain/kitchen/recipe-draft";
import { readRecipeText } from "~/domain/kitchen/recipe-text";
import type { RecipeApiBody } from "~/schemas/recipe-form";
import { knowHowAnswer } from "./understood";

/** How many of the household's own recipes "show my recipes" names; the rest are on the Recipes page. */
const MY_RECIPES_NAMED = 8;

/** A name as its letters alone, for comparing how it sounds written down ("kung pow" and "kung pao"). */
function squash(name: string) {
  return name.toLowerCase().replace(/[^a-z]/g, "");
}

type Draft = { text: string; component?: EmbeddedComponent; actions?: MessageAction[]; memory: AssistantMemory };

const YES_NO: MessageAction[] = [
  { label: "Yes", icon: "check", voiceCommand: "yes" },
  { label: "No", icon: "x", voiceCommand: "no" },
];

function action(label: string, voiceCommand: string, icon?: string): MessageAction {
  return icon ? { label, icon, voiceCommand } : { label, voiceCommand };
}

function remember(memory: AssistantMemory, result: ToolResult): AssistantMemory {
  return { ...memory, ...result.remember };
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ordinalWord(index: number) {
  return ["first", "second", "third"][index] ?? `${index + 1}th`;
}

/** "for this week", "for tomorrow", but "on Monday". */
function forRange(label: string) {
  return label.startsWith("on ") ? label : `for ${label}`;
}

/** "A, B or C", for choices. */
function orWords(words: string[]) {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

type SuggestIntent = Extract<Intent, { kind: "recipe.suggest" }>;
type SuggestQuery = Parameters<KitchenTools["suggestRecipes"]["run"]>[0];
type Suggestion = { recipe: RecipeSummary; score: number; reasons: string[]; usesPantry: string[] };

const MEALS: MealType[] = ["breakfast", "lunch", "dinner"];
const DIETS: readonly string[] = presetDietaryRestrictions;

/** Recipe cards already shown in this conversation, so "something else" moves on. */
function recipesShown(history: ChatMessage[]): string[] {
  return history.flatMap((message) => {
    const component = message.embeddedComponent;
    const id = component?.type === "recipe" ? (component.data as { id?: unknown }).id : null;
    return typeof id === "string" ? [id] : [];
  });
}

/** The member's last request for ideas in this conversation, so "something else" keeps its meal, time and ingredients. */
function lastRequest(history: ChatMessage[], now: Date): SuggestIntent | null {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    if (!history[index].isFromUser) continue;
    const asked = understand(history[index].content, now);
    if (asked.kind === "recipe.suggest" && !asked.another) return asked;
    if (asked.kind === "mealplan.whatsFor") {
      return {
        kind: "recipe.suggest",
        mealType: asked.mealType,
        maxPrepTime: null,
        ingredients: [],
        text: null,
        usePantry: false,
        another: false,
      };
    }
  }
  return null;
}

/**
 * What in a recipe goes against the member's own diet or allergies, in words
 * ("contains eggs, which you're allergic to"), judged by the same rule as suggestions.
 */
function conflicts(recipe: Recipe, profile: Profile): string[] {
  const allergies = profile.allergies.filter(
    (allergy) => !allowedFor(recipe, { restrictions: [], allergies: [allergy] }),
  );
  const diets = profile.dietaryRestrictions.filter(
    (diet) => !allowedFor(recipe, { restrictions: [diet], allergies: [] }),
  );
  return [
    ...(allergies.length ? [`contains ${listInWords(allergies)}, which you're allergic to`] : []),
    ...diets.map((diet) => (DIETS.includes(diet) ? `isn't ${diet}` : `goes against "${diet}"`)),
  ];
}

/**
 * The embedded engine: understands kitchen requests with the rules in understand.ts and
 * acts through the tools. Offline, no key, answers in milliseconds.
 */
export class EmbeddedEngine implements AssistantEngine {
  readonly name = "embedded";

  readConfirmation(text: string, now: Date) {
    return readYesNo(text, now);
  }

  async respond(
    turn: AssistantTurn,
    tools: KitchenTools,
    emit: (event: AssistantEvent) => void,
  ): Promise<AssistantReply> {
    const intent = understand(turn.text, turn.now);
    let memory: AssistantMemory = { ...turn.memory, pending: null };
    // "Next step" in a new conversation means the household's cooking under way.
    if (!memory.activeSessionId && /^(?:cooking\.|timer\.start)/.test(intent.kind)) {
      const session = (await tools.currentCooking.run()).data as CookingSession | null;
      if (session) memory = { ...memory, activeSessionId: session.id };
    }
    const draft = await this.handle(intent, turn, tools, memory);
    emit({ type: "text", text: draft.text });
    if (draft.component) emit({ type: "component", component: draft.component });
    if (draft.actions?.length) emit({ type: "actions", actions: draft.actions });
    return draft;
  }

  private async handle(
    intent: Intent,
    turn: AssistantTurn,
    tools: KitchenTools,
    memory: AssistantMemory,
  ): Promise<Draft> {
    const name = turn.assistantName;
    switch (intent.kind) {
      case "greeting":
        return {
          text: `Hi${turn.profile.displayName ? ` ${turn.profile.displayName}` : ""}! I'm ${name}. Ask me for a recipe, tell me what you bought, or let's plan the week.`,
          actions: [
            action("What's for dinner?", "What's for dinner?", "utensils"),
            action("Show my shopping list", "Show my shopping list", "list"),
          ],
          memory,
        };
      case "thanks":
        return { text: "You're welcome! Anything else for the kitchen?", memory };
      case "help":
        return {
          text: `I can keep your pantry and shopping list, suggest recipes that fit your diet and allergies, plan your meals, guide you through cooking step by step with timers, and answer kitchen questions. Try "add 2 pounds chicken breast to my pantry", "what can I cook in under 30 minutes?" or "plan my meals for this week".`,
          memory,
        };
      case "confirm":
        return {
          text: intent.yes ? "There's nothing waiting for a yes right now. What would you like to do?" : "Okay.",
          memory,
        };
      case "unsupported":
        return {
          text: `Sorry, I can't ${intent.what}. I can help with your pantry, shopping list, recipes, meal plan, cooking steps and timers.`,
          memory,
        };

      case "pantry.show": {
        const result = await tools.listPantry.run({ location: intent.location ?? undefined });
        const items = result.data as PantryItem[];
        if (items.length === 0) {
          return {
            text: intent.location
              ? `Your ${intent.location} is empty.`
              : `Your pantry is empty. Tell me what you have, like "add 1 gallon milk to my pantry".`,
            component: result.component,
            memory,
          };
        }
        const expiring = items.filter((item) => item.status !== null);
        return {
          text: `${intent.location ? `In your ${intent.location}` : "In your pantry"} you have ${plural(items.length, "item")}${expiring.length ? `; ${expiring.length} ${expiring.length === 1 ? "needs" : "need"} using soon` : ""}.`,
          component: result.component,
          actions: expiring.length
            ? [action("What can I make with these?", "What can I make with what's expiring soon?", "chef-hat")]
            : undefined,
          memory,
        };
      }
      case "pantry.expiring": {
        const result = await tools.listPantry.run({ expiringOnly: true });
        const items = result.data as PantryItem[];
        if (items.length === 0)
          return { text: "Nothing in your pantry expires in the next 7 days.", component: result.component, memory };
        const expired = items.filter((item) => item.status === "expired");
        const soon = items.filter((item) => item.status === "soon");
        const parts = [
          soon.length
            ? `${listInWords(soon.map((item) => item.name.toLowerCase()))} ${soon.length === 1 ? "expires" : "expire"} within a week`
            : "",
          expired.length
            ? `${listInWords(expired.map((item) => item.name.toLowerCase()))} ${expired.length === 1 ? "has" : "have"} already expired`
            : "",
        ].filter(Boolean);
        return {
          text: `${capitalise(parts.join(", and "))}.`,
          component: result.component,
          actions: [action("Use them up", "Suggest a recipe that uses what's expiring soon", "chef-hat")],
          memory,
        };
      }
      case "pantry.add": {
        const result = await tools.addToPantry.run({
          items: intent.items.map(({ expiresOn, ...item }) => ({
            ...item,
            location: intent.location ?? undefined,
            ...(expiresOn ? { expiresAt: expiresOn } : {}),
          })),
        });
        const dated = intent.items.filter((item) => item.expiresOn);
        return {
          text: `Added ${listInWords(intent.items.map(describeItem))} to your ${intent.location ?? "pantry"}.${dated.length ? ` ${dated.length === 1 && intent.items.length === 1 ? "It expires" : "They expire"} on ${format(parseISO(dated[0].expiresOn as string), "EEEE, MMM d")}.` : ""}`,
          component: result.component,
          memory: { ...memory, lastItems: { target: "pantry", names: intent.items.map((item) => item.name) } },
        };
      }
      case "pantry.use": {
        let result: ToolResult;
        try {
          result = await tools.useFromPantry.run(intent.item);
        } catch (error) {
          // "I used a cup of rice" when the rice is kept in kilos: nothing was changed, say why.
          if (error instanceof UserFacingError) return { text: error.message.replace(/([^.!?])$/, "$1."), memory };
          throw error;
        }
        if (result.pending) {
          const { name } = tools.useFromPantry.input.parse(result.pending.input);
          return this.ask(
            memory,
            [result.pending],
            `That's the last of the ${name.toLowerCase()}. Take it out of your pantry?`,
          );
        }
        if (result.choices)
          return this.choose(result, (choice) => `I used ${describeItem({ ...intent.item, name: choice })}`, memory);
        const left = result.data as PantryItem | null | undefined;
        const text =
          left === undefined
            ? `I don't see any ${intent.item.name} in your pantry.`
            : left
              ? `Noted. You have ${describeItem(left)} left.`
              : `Noted. That was the last of the ${intent.item.name.toLowerCase()}.`;
        return { text, memory };
      }
      case "pantry.out": {
        // Out of it means none is left: each item found is taken out, after one yes for all of them.
        const found: PendingStep[] = [];
        const missing: string[] = [];
        for (const name of intent.names) {
          const result = await tools.useFromPantry.run({ name });
          if (result.choices) return this.choose(result, (choice) => `We're out of ${choice.toLowerCase()}`, memory);
          if (result.pending) found.push(result.pending);
          else missing.push(name);
        }
        const what = listInWords(intent.names);
        const restocked = intent.restock
          ? await tools.addToShoppingList.run({ items: intent.names.map((name) => ({ name })) })
          : null;
        const lead = [
          restocked ? `${capitalise(what)} ${intent.names.length === 1 ? "is" : "are"} on your shopping list now.` : "",
          missing.length ? `I don't see ${listInWords(missing)} in your pantry.` : "",
        ].filter(Boolean);
        const offer = {
          text: `Shall I add ${what} to your shopping list?`,
          actions: [action(`Add ${what} to the list`, `Add ${what} to my shopping list`, "plus")],
        };
        if (found.length === 0) {
          return restocked
            ? { text: lead.join(" "), component: restocked.component, memory }
            : { text: [...lead, offer.text].join(" "), actions: offer.actions, memory };
        }
        const names = found.map((step) => tools.useFromPantry.input.parse(step.input).name.toLowerCase());
        const draft = this.ask(
          memory,
          found,
          [...lead, `Take ${listInWords(names)} out of your pantry?`].join(" "),
          restocked ? undefined : offer,
        );
        return { ...draft, component: restocked?.component };
      }
      case "pantry.has": {
        const pantry = (await tools.listPantry.run({})).data as PantryItem[];
        const found = itemsNamed(pantry, intent.name);
        if (found.length === 0) {
          return {
            text: `I don't see any ${intent.name} in your pantry.`,
            actions: [action(`Add ${intent.name} to the list`, `Add ${intent.name} to my shopping list`, "plus")],
            memory,
          };
        }
        const have = listInWords(found.map((item) => `${describeItem(item)} in the ${item.location}`));
        return { text: intent.out ? `No, you still have ${have}.` : `Yes: ${have}.`, memory };
      }
      case "pantry.remove": {
        const result = await tools.removeFromPantry.run({ name: intent.name });
        if (result.pending) return this.ask(memory, [result.pending]);
        return result.choices
          ? this.choose(result, (choice) => `Remove ${choice.toLowerCase()} from my pantry`, memory)
          : { text: `I don't see ${intent.name} in your pantry.`, memory };
      }

      case "shopping.show": {
        const result = await tools.showShoppingList.run();
        const items = result.data as ShoppingItem[];
        const open = items.filter((item) => !item.checked);
        return {
          text:
            items.length === 0
              ? "Your shopping list is empty."
              : `You have ${plural(open.length, "item")} to buy${items.length > open.length ? ` and ${items.length - open.length} checked off` : ""}.`,
          component: result.component,
          memory,
        };
      }
      case "shopping.add": {
        const result = await tools.addToShoppingList.run({
          items: intent.items.map(({ expiresOn: _, ...item }) => item),
        });
        return {
          text: `Added ${listInWords(intent.items.map(describeItem))} to your shopping list.`,
          component: result.component,
          memory: { ...memory, lastItems: { target: "list", names: intent.items.map((item) => item.name) } },
        };
      }
      case "items.more": {
        const target = memory.lastItems?.target;
        if (!target) return this.handle({ kind: "add.ambiguous", items: intent.items }, turn, tools, memory);
        return target === "list"
          ? this.handle({ kind: "shopping.add", items: intent.items }, turn, tools, memory)
          : this.handle({ kind: "pantry.add", items: intent.items, location: null }, turn, tools, memory);
      }
      case "items.amend": {
        const last = memory.lastItems;
        if (!last || last.names.length !== 1) {
          return {
            text: "Which item should I change?",
            actions: [
              action("Show my shopping list", "Show my shopping list", "list"),
              action("Show my pantry", "What's in my pantry?", "package"),
            ],
            memory,
          };
        }
        const [name] = last.names;
        return this.amend(last.target, name, intent.quantity, intent.unit, tools, memory);
      }
      case "item.remove": {
        const onList = itemsNamed((await tools.showShoppingList.run()).data as ShoppingItem[], intent.name);
        const inPantry = itemsNamed((await tools.listPantry.run({})).data as PantryItem[], intent.name);
        if (onList.length && !inPantry.length)
          return this.handle({ kind: "shopping.remove", name: intent.name }, turn, tools, memory);
        if (inPantry.length && !onList.length)
          return this.handle({ kind: "pantry.remove", name: intent.name }, turn, tools, memory);
        if (!onList.length && !inPantry.length)
          return {
            text: `I don't see ${intent.name} on your list or in your pantry. What should I remove?`,
            actions: [
              action("Show my shopping list", "Show my shopping list", "list"),
              action("Show my pantry", "What's in my pantry?", "package"),
            ],
            memory,
          };
        return {
          text: `Remove ${intent.name} from your shopping list or from your pantry?`,
          actions: [
            action("Shopping list", `Remove ${intent.name} from my shopping list`, "list"),
            action("Pantry", `Remove ${intent.name} from my pantry`, "package"),
          ],
          memory,
        };
      }
      case "convert": {
        const answer = knowHowAnswer(intent, turn.text);
        return answer ? { text: answer, memory } : this.clarify(turn.text, memory);
      }
      case "profile.state": {
        const have = {
          allergies: turn.profile.allergies.map((entry) => entry.toLowerCase()),
          diets: turn.profile.dietaryRestrictions.map((entry) => entry.toLowerCase()),
        };
        const allergies = intent.allergies.filter((entry) => !have.allergies.includes(entry));
        const restrictions = intent.restrictions.filter((entry) => !have.diets.includes(entry));
        const avoid = { restrictions: intent.restrictions, allergies: intent.allergies };
        const answer = intent.then
          ? await this.handle(
              intent.then.kind === "recipe.suggest" || intent.then.kind === "mealplan.planWeek"
                ? { ...intent.then, avoid }
                : intent.then,
              turn,
              tools,
              memory,
            )
          : {
              text: `Got it: I'll keep ${listInWords([...intent.allergies.map((entry) => `${entry}`), ...intent.restrictions])} in mind${intent.allergies.length ? " and leave out anything that contains it" : ""}.`,
              memory,
            };
        if (!allergies.length && !restrictions.length)
          return answer.text.includes("in mind")
            ? { ...answer, text: "Your profile already has that, so every suggestion keeps to it." }
            : answer;
        const save = await tools.saveDietaryInfo.run({
          ...(allergies.length ? { allergies } : {}),
          ...(restrictions.length ? { dietaryRestrictions: restrictions } : {}),
        });
        if (!save.pending) return answer;
        const question = `Shall I ${save.pending.change}, so every suggestion keeps to it?`;
        const asked = this.ask(answer.memory, [save.pending], question);
        return { ...asked, text: `${answer.text} ${question}`, component: answer.component };
      }
      case "add.ambiguous": {
        const what = listInWords(intent.items.map(describeItem));
        return {
          text: `Should I add ${what} to your pantry or to your shopping list?`,
          actions: [
            action("Pantry", `Add ${what} to my pantry`, "package"),
            action("Shopping list", `Add ${what} to my shopping list`, "list"),
          ],
          memory,
        };
      }
      case "shopping.check": {
        let items = intent.items;
        if (intent.every) {
          // "Check off everything": each item still to tick (or, unticking, each ticked one).
          const list = (await tools.showShoppingList.run()).data as ShoppingItem[];
          if (list.length === 0) return { text: "Your shopping list is empty.", memory };
          // By name, as a member would say each; two rows of one name are asked about, as when named.
          const names = [
            ...new Set(list.filter((item) => item.checked !== intent.checked).map((item) => item.name.toLowerCase())),
          ];
          items = names.map((name) => ({ name, quantity: null, unit: null }));
          if (items.length === 0)
            return {
              text: intent.checked
                ? "Everything on your list is checked off already."
                : "Nothing on your list is checked off.",
              memory,
            };
        }
        const checked: string[] = [];
        const missing: typeof intent.items = [];
        const unclear: string[] = [];
        const choices: string[] = [];
        let component: EmbeddedComponent | undefined;
        for (const item of items) {
          const result = await tools.checkShoppingItem.run({
            name: item.name,
            checked: intent.checked,
            moveToPantry: intent.toPantry || undefined,
          });
          if (result.component) {
            checked.push(item.name);
            component = result.component;
          } else if (result.choices) {
            unclear.push(result.summary);
            choices.push(...result.choices);
          } else missing.push(item);
        }
        const which = unclear.length ? ` ${unclear.join(" ")}` : "";
        const done = checked.length
          ? `${intent.checked ? "Checked off" : "Unchecked"} ${listInWords(checked)}${intent.toPantry && intent.checked ? ` and put ${checked.length === 1 ? "it" : "them"} in the pantry` : ""}.`
          : "";
        if (intent.toPantry && missing.length) {
          // Bought without being on the list: it is in the kitchen now all the same.
          const result = await tools.addToPantry.run({
            items: missing.map(({ expiresOn, ...item }) => ({
              ...item,
              location: intent.location ?? defaultLocation(categorise(item.name)),
              ...(expiresOn ? { expiresAt: expiresOn } : {}),
            })),
          });
          const added = ` Added ${listInWords(missing.map(describeItem))} to your ${intent.location ?? "pantry"}.`;
          return { text: `${done}${added}${which}`.trim(), component: component ?? result.component, memory };
        }
        const notFound = missing.length
          ? ` ${capitalise(listInWords(missing.map((item) => item.name)))} ${missing.length === 1 ? "isn't" : "aren't"} on your list.`
          : "";
        const choiceActions = choices
          .slice(0, 4)
          .map((choice) =>
            action(choice, `${intent.checked ? "Tick off" : "Untick"} ${choice.toLowerCase()}`, "check"),
          );
        return {
          text: `${done}${notFound}${which}`.trim(),
          component,
          ...(choiceActions.length ? { actions: choiceActions } : {}),
          memory,
        };
      }
      case "shopping.remove": {
        const result = await tools.removeFromShoppingList.run({ name: intent.name });
        if (result.pending) return this.ask(memory, [result.pending]);
        return result.choices
          ? this.choose(result, (choice) => `Remove ${choice.toLowerCase()} from my shopping list`, memory)
          : { text: `${capitalise(intent.name)} isn't on your list.`, memory };
      }
      case "shopping.clearChecked": {
        const result = await tools.clearCheckedItems.run();
        if (result.pending) return this.ask(memory, [result.pending]);
        return { text: "Nothing on your list is checked off.", component: result.component, memory };
      }
      case "shopping.addRecipe": {
        const recipe = await this.resolveRecipe(intent.recipe, tools, memory);
        if ("ask" in recipe) return recipe.ask;
        const result = await tools.addRecipeToShoppingList.run({
          recipeId: recipe.id,
          servings: intent.servings ?? undefined,
        });
        return { text: result.summary, component: result.component, memory: remember(memory, result) };
      }

      case "recipe.suggest":
        return this.suggest(intent, turn, tools, memory);
      case "recipe.mine":
        return this.householdRecipes(tools, memory);
      case "recipe.save":
        return this.saveRecipe(intent.body, tools, memory);
      case "recipe.show": {
        const recipe = await this.resolveRecipe(intent.recipe, tools, memory);
        if ("ask" in recipe) {
          const topic = intent.recipe && "name" in intent.recipe ? findTopic(intent.recipe.name) : null;
          return topic ? { text: topic.topic.answer, memory } : recipe.ask;
        }
        const result = await tools.showRecipe.run({ recipeId: recipe.id });
        const against = conflicts(result.data as Recipe, turn.profile);
        return {
          text: `${recipe.name}: ${recipe.description} It takes about ${recipe.prepTime} minutes and serves ${recipe.servings}.${against.length ? ` Heads up: it ${listInWords(against)}.` : ""}`,
          component: result.component,
          actions: [
            action("Start cooking", `Start cooking ${recipe.name}`, "chef-hat"),
            action("Add ingredients to list", `Add the ingredients for ${recipe.name} to my shopping list`, "list"),
          ],
          // "Show me the second one" keeps the list it picked from, so "the third one" still works.
          memory: "reference" in intent.recipe ? { ...memory, lastRecipeId: recipe.id } : remember(memory, result),
        };
      }

      case "mealplan.show": {
        const result = await tools.showMealPlan.run({ from: intent.range.from, to: intent.range.to });
        const plan = result.data as MealPlan;
        const meals = plan.days.flatMap((day) => day.meals);
        if (meals.length === 0) {
          return {
            text: `Nothing is planned ${forRange(intent.range.label)} yet.`,
            component: result.component,
            actions: [
              intent.range.from === intent.range.to
                ? action("Plan dinner", `Plan dinner ${forRange(intent.range.label)}`, "calendar")
                : action("Plan it for me", `Plan my meals for ${intent.range.label}`, "calendar"),
            ],
            memory,
          };
        }
        return {
          text: `Here's the plan ${forRange(intent.range.label)}: ${plural(meals.length, "meal")}.`,
          component: result.component,
          memory,
        };
      }
      case "mealplan.planWeek": {
        // A whole week, or some of its days (a weekend, "Monday to Friday").
        const week = weekOf(parseISO(intent.range.from));
        if (intent.range.from !== week.from || intent.range.to !== week.to) {
          return this.planDays(intent, intent.mealTypes.length ? intent.mealTypes : MEALS, tools, memory);
        }
        const result = await tools.planWeek.run({
          startDate: intent.range.from,
          mealTypes: intent.mealTypes.length ? intent.mealTypes : undefined,
          count: intent.count,
          avoid: intent.avoid,
        });
        const plan = result.data as MealPlan;
        const meals = plan.days.flatMap((day) => day.meals).length;
        return {
          text: meals
            ? `Done! ${intent.range.label === "this week" ? "This week" : capitalise(intent.range.label)} has ${meals} meals planned, chosen for your tastes and diet, with no recipe twice.`
            : "I couldn't find recipes that fit your diet for the empty slots.",
          component: result.component,
          actions: [action("What do I need to buy?", "What do I need to buy?", "list")],
          memory,
        };
      }
      case "mealplan.remove":
      case "mealplan.replace": {
        const plan = (await tools.showMealPlan.run({ from: intent.date, to: intent.date })).data as MealPlan;
        const meals = plan.days[0]?.meals ?? [];
        const chosen = intent.mealType ? meals.filter((meal) => meal.mealType === intent.mealType) : meals;
        if (chosen.length === 0)
          return {
            text: `Nothing is planned${intent.mealType ? ` for ${intent.mealType}` : ""} ${intent.dateLabel}.`,
            memory,
          };
        if (chosen.length > 1) {
          return {
            text: `Which meal ${intent.dateLabel}: ${orWords(chosen.map((meal) => `${meal.mealType} (${meal.recipeName})`))}?`,
            actions: chosen.map((meal) =>
              action(
                capitalise(meal.mealType),
                `${intent.kind === "mealplan.remove" ? "Remove" : "Change"} ${meal.mealType} ${intent.dateLabel}${intent.kind === "mealplan.replace" ? " to something else" : " from the plan"}`,
                "calendar",
              ),
            ),
            memory,
          };
        }
        const [meal] = chosen;
        if (intent.kind === "mealplan.remove") {
          const result = await tools.removeMeal.run({ mealId: meal.id });
          return result.pending ? this.ask(memory, [result.pending]) : { text: result.summary, memory };
        }
        return this.handle(
          {
            kind: "mealplan.add",
            recipe: intent.recipe,
            date: intent.date,
            dateLabel: intent.dateLabel,
            mealType: meal.mealType,
          },
          turn,
          tools,
          memory,
        );
      }
      case "mealplan.add": {
        const recipe = await this.resolveRecipe(intent.recipe, tools, memory);
        if ("ask" in recipe) return recipe.ask;
        const mealType = intent.mealType ?? recipe.mealTypes[0] ?? "dinner";
        const against = conflicts(await this.fullRecipe(recipe.id, tools), turn.profile);
        const input = { date: intent.date, mealType, recipeId: recipe.id };
        if (against.length) {
          // The yes also covers replacing what is planned there, so the question says so.
          const replacing = await tools.planMeal.confirmation(input);
          const change = replacing?.change ?? `plan it for ${mealType} ${intent.dateLabel}`;
          return this.ask(
            memory,
            [{ tool: "planMeal", input, change }],
            `${recipe.name} ${listInWords(against)}. ${capitalise(change)} anyway?`,
          );
        }
        const result = await tools.planMeal.run(input);
        if (result.pending) return this.ask(memory, [result.pending]);
        return {
          text: `${recipe.name} is on the plan for ${mealType} ${intent.dateLabel}.`,
          component: result.component,
          memory: remember(memory, result),
        };
      }
      case "mealplan.fill": {
        const planned = await this.plannedThatWeek(intent.date, tools);
        const suggestions = (await tools.suggestRecipes.run({ mealType: intent.mealType })).data as Suggestion[];
        // The best suggestion that is not on that week's plan already.
        const pick = suggestions.find((entry) => !planned.has(entry.recipe.id)) ?? suggestions[0];
        if (!pick) return { text: `I couldn't find a ${intent.mealType} that fits your diet.`, memory };
        const result = await tools.planMeal.run({
          date: intent.date,
          mealType: intent.mealType,
          recipeId: pick.recipe.id,
        });
        if (result.pending) return { ...this.ask(memory, [result.pending]), component: recipeComponent(pick.recipe) };
        return {
          text: `I've planned ${pick.recipe.name} for ${intent.mealType} ${intent.dateLabel}. ${pick.recipe.description}`,
          component: result.component,
          actions: [action("Show the recipe", `Show me the recipe for ${pick.recipe.name}`, "book-open")],
          memory: { ...remember(memory, result), lastRecipeIds: [pick.recipe.id] },
        };
      }
      case "mealplan.whatsFor": {
        const plan = (await tools.showMealPlan.run({ from: intent.date, to: intent.date })).data as MealPlan;
        const meal: Meal | undefined = plan.days[0]?.meals.find((entry) => entry.mealType === intent.mealType);
        if (meal?.recipe) {
          const result = await tools.showRecipe.run({ recipeId: meal.recipeId });
          const against = conflicts(result.data as Recipe, turn.profile);
          return {
            text: `${capitalise(intent.dateLabel.replace(/^on /, ""))}'s ${intent.mealType} is ${meal.recipeName} (about ${meal.prepTime} minutes).${against.length ? ` Heads up: it ${listInWords(against)}.` : ""}`,
            component: result.component,
            actions: [
              action("Start cooking", `Start cooking ${meal.recipeName}`, "chef-hat"),
              action("Something else", `Suggest something else for ${intent.mealType}`, "shuffle"),
            ],
            memory: remember(memory, result),
          };
        }
        return this.suggest(
          {
            kind: "recipe.suggest",
            mealType: intent.mealType,
            maxPrepTime: null,
            ingredients: [],
            text: null,
            usePantry: false,
            another: false,
          },
          turn,
          tools,
          memory,
          `Nothing is planned for ${intent.mealType} ${intent.dateLabel}. `,
        );
      }

      case "cooking.start": {
        const recipe = await this.resolveRecipe(intent.recipe, tools, memory);
        if ("ask" in recipe) return recipe.ask;
        const against = conflicts(await this.fullRecipe(recipe.id, tools), turn.profile);
        if (against.length) {
          return this.ask(
            memory,
            [{ tool: "startCooking", input: { recipeId: recipe.id }, change: `cook ${recipe.name}` }],
            `${recipe.name} ${listInWords(against)}. Cook it anyway?`,
          );
        }
        const result = await tools.startCooking.run({ recipeId: recipe.id });
        const session = result.data as CookingSession;
        return {
          text: `Let's cook ${session.recipeName}! Step 1 of ${session.totalSteps}: ${session.step.instruction}`,
          component: result.component,
          actions: this.stepActions(session),
          memory: remember(memory, result),
        };
      }
      case "cooking.navigate": {
        if (!memory.activeSessionId) {
          return {
            text: 'We\'re not cooking anything right now. Pick a recipe and say "start cooking".',
            actions: [action("What's for dinner?", "What's for dinner?", "utensils")],
            memory,
          };
        }
        const result = await tools.navigateCooking.run({
          sessionId: memory.activeSessionId,
          direction: intent.direction,
        });
        const session = result.data as CookingSession;
        if (session.status === "finished")
          return {
            text: `${session.recipeName} is already complete.`,
            component: result.component,
            memory: { ...memory, activeSessionId: null },
          };
        const lead = intent.direction === "next" && session.currentStep === session.totalSteps ? "Last step! " : "";
        return {
          text: `${lead}Step ${session.currentStep} of ${session.totalSteps}: ${session.step.instruction}`,
          component: result.component,
          actions: this.stepActions(session),
          memory,
        };
      }
      case "cooking.finish": {
        if (!memory.activeSessionId) return { text: "There's no cooking session to finish.", memory };
        const result = await tools.finishCooking.run({ sessionId: memory.activeSessionId });
        if (result.pending) return this.ask(memory, [result.pending]);
        return {
          text: `${result.summary.replace(" is complete.", "")} is done. Enjoy your meal!`,
          component: result.component,
          memory: remember(memory, result),
        };
      }

      case "timer.start": {
        if (intent.seconds === null) {
          if (memory.activeSessionId) {
            const session = (
              await tools.navigateCooking.run({ sessionId: memory.activeSessionId, direction: "repeat" })
            ).data as CookingSession;
            if (session.step.timerDuration) {
              const result = await tools.startStepTimer.run({ sessionId: memory.activeSessionId });
              const timer = result.data as Timer;
              return {
                text: `Started the step ${session.currentStep} timer for ${formatDuration(timer.durationSeconds)}. I'll keep time.`,
                component: result.component,
                actions: this.timerActions(),
                memory: remember(memory, result),
              };
            }
          }
          return {
            text: "How long should the timer run?",
            actions: [5, 10, 15, 20].map((minutes) =>
              action(
                `${minutes} minutes`,
                `Set a ${intent.name ? `${intent.name} ` : ""}timer for ${minutes} minutes`,
                "timer",
              ),
            ),
            memory,
          };
        }
        const result = await tools.startTimer.run({
          seconds: intent.seconds,
          name: intent.name ? capitalise(`${intent.name} timer`) : undefined,
        });
        return {
          text: `${result.summary.replace(/\.$/, "")}. I'll keep time.`,
          component: result.component,
          actions: this.timerActions(),
          memory: remember(memory, result),
        };
      }
      case "timer.control": {
        const live = ((await tools.listTimers.run()).data as Timer[]).filter((timer) =>
          intent.action === "resume"
            ? timer.status === "paused"
            : intent.action === "pause"
              ? timer.status === "running"
              : true,
        );
        const named = intent.name
          ? live.filter((timer) => timer.name.toLowerCase().includes(intent.name!.toLowerCase()))
          : [];
        if (!intent.name && live.length > 1) {
          const verb = { pause: "Pause", resume: "Resume", cancel: "Cancel" }[intent.action];
          return {
            text: `Which timer should I ${intent.action}: ${orWords(live.map((timer) => timerName(timer)))}?`,
            actions: live
              .slice(0, 4)
              .map((timer) =>
                action(
                  `${verb} ${timer.name}`,
                  `${verb} the ${timer.name.toLowerCase().replace(/ timer$/, "")} timer`,
                  intent.action === "cancel" ? "x" : intent.action,
                ),
              ),
            memory,
          };
        }
        const result = await tools.controlTimer.run({
          action: intent.action,
          ...(named.length === 1 ? { timerId: named[0].id } : {}),
        });
        if (result.pending) return this.ask(memory, [result.pending]);
        const timer = result.data as Timer | undefined;
        const done = { pause: "Paused", resume: "Resumed", cancel: "Cancelled" }[intent.action];
        return {
          text: timer
            ? `${done} ${timerName(timer)}${intent.action === "cancel" ? "" : ` with ${formatDuration(timer.remainingSeconds)} left`}.`
            : result.summary,
          component: result.component,
          actions: timer && intent.action !== "cancel" ? this.timerActions(timer.status === "paused") : undefined,
          memory: remember(memory, result),
        };
      }
      case "timer.status": {
        const result = await tools.listTimers.run();
        const all = result.data as Timer[];
        const wanted = intent.name
          ? all.filter((timer) => timer.name.toLowerCase().includes(intent.name!.toLowerCase()))
          : [];
        const timers = wanted.length ? wanted : all;
        const text = timers.length
          ? `${capitalise(listInWords(timers.map((timer) => `${timerName(timer)} has ${formatDuration(timer.remainingSeconds)} left${timer.status === "paused" ? " (paused)" : ""}`)))}.`
          : "No timers are running.";
        return { text, component: result.component, memory };
      }

      case "knowledge": {
        const answer = knowHowAnswer(intent, turn.text);
        return answer ? { text: answer, memory } : this.clarify(intent.question, memory);
      }
      case "unknown": {
        // Not a request Basil can read: a know-how answer only when the question clearly is one.
        const answer = knowHowAnswer(intent, turn.text);
        return answer ? { text: answer, memory } : this.clarify(turn.text, memory);
      }
    }
  }

  /** "Make it 6": the amount of the item the last turn added, on the list or in the pantry. */
  private async amend(
    target: "list" | "pantry",
    name: string,
    quantity: number,
    unit: string | null,
    tools: KitchenTools,
    memory: AssistantMemory,
  ): Promise<Draft> {
    const result = await tools.setAmount.run({ target, name, quantity, ...(unit ? { unit } : {}) });
    return { text: result.summary, memory };
  }

  /** "Which milk do you mean: oat milk or whole milk?", with each one as a button saying the request for it. */
  private choose(result: ToolResult, request: (choice: string) => string, memory: AssistantMemory): Draft {
    return {
      text: result.summary,
      actions: (result.choices ?? []).slice(0, 4).map((choice) => action(choice, request(choice))),
      memory,
    };
  }

  /** Not understood: say so and ask, with the likeliest readings as buttons, never answer something else. */
  private clarify(text: string, memory: AssistantMemory): Draft {
    const near = topicsAbout(text, 2);
    const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
    const guesses: MessageAction[] = [];
    if (words.some((word) => /^(?:add|put|buy|need|get)$/.test(word)))
      guesses.push(action("Add to my list", "Show my shopping list", "list"));
    if (words.some((word) => /^(?:timer|minutes?|how|long)$/.test(word)))
      guesses.push(action("Show my timers", "How long is left on my timers?", "timer"));
    if (
      words.some((word) =>
        /^(?:move|change|tomorrow|tuesday|monday|wednesday|thursday|friday|saturday|sunday|plan)$/.test(word),
      )
    )
      guesses.push(action("Show the meal plan", "Show this week's meal plan", "calendar"));
    return {
      text: near.length
        ? `Sorry, I'm not sure what you mean. Did you mean ${orWords(near.map((topic) => topic.title.toLowerCase()))}, or something else?`
        : "Sorry, I didn't catch that. What would you like to do: check the pantry, the shopping list, find a recipe or plan meals?",
      actions: [
        ...guesses,
        ...near.map((topic) => action(topic.title, topic.title, "book")),
        ...(near.length
          ? []
          : [
              action("What's for dinner?", "What's for dinner?", "utensils"),
              action("What's in my pantry?", "What's in my pantry?", "package"),
              action("Show my shopping list", "Show my shopping list", "list"),
            ]),
      ].slice(0, 4),
      memory,
    };
  }

  /** Asks one yes-or-no question for the changes; nothing is done until the member says yes. */
  private ask(
    memory: AssistantMemory,
    steps: PendingStep[],
    prompt = confirmationPrompt(steps.map((step) => step.change)),
    followUp?: PendingAction["followUp"],
  ): Draft {
    const pending: PendingAction = { prompt, steps, ...(followUp ? { followUp } : {}) };
    return { text: prompt, actions: YES_NO, memory: { ...memory, pending } };
  }

  private stepActions(session: CookingSession): MessageAction[] {
    const actions: MessageAction[] = [];
    if (session.step.timerDuration)
      actions.push(action(`Start ${session.step.timerDuration}-min timer`, "Start the timer", "timer"));
    if (session.currentStep > 1) actions.push(action("Previous step", "Previous step", "arrow-left"));
    actions.push(
      session.currentStep === session.totalSteps
        ? action("Complete Recipe", "I'm done", "check")
        : action("Next Step", "Next step", "arrow-right"),
    );
    return actions;
  }

  private timerActions(paused = false): MessageAction[] {
    return [
      paused ? action("Resume", "Resume the timer", "play") : action("Pause", "Pause the timer", "pause"),
      action("Cancel", "Cancel the timer", "x"),
    ];
  }

  /** The household's own recipes: their names, the first as a card, and buttons to open a few. */
  private async householdRecipes(tools: KitchenTools, memory: AssistantMemory): Promise<Draft> {
    const result = await tools.showHouseholdRecipes.run();
    const own = result.data as RecipeSummary[];
    if (own.length === 0) {
      return {
        text: 'Your household has no recipes of its own yet. Write one under Recipes → New recipe, or paste one here and say "save this as a recipe".',
        memory,
      };
    }
    const named = own.slice(0, MY_RECIPES_NAMED).map((recipe) => recipe.name);
    const more =
      own.length > MY_RECIPES_NAMED ? ` and ${plural(own.length - MY_RECIPES_NAMED, "more")} on the Recipes page` : "";
    return {
      text:
        own.length === 1
          ? `Your household has one recipe of its own: ${named[0]}.`
          : `Your household has ${own.length} recipes of its own: ${listInWords(named)}${more}.`,
      component: result.component,
      actions: own
        .slice(0, 3)
        .map((recipe) => action(recipe.name, `Show me the recipe for ${recipe.name}`, "book-open")),
      memory: remember(memory, result),
    };
  }

  /**
   * "Save this as a recipe": the recipe written in the message, or else a copy of the
   * catalogue recipe shown last, saved to the household's own recipes.
   */
  private async saveRecipe(body: string | null, tools: KitchenTools, memory: AssistantMemory): Promise<Draft> {
    if (body) {
      const draft = readRecipeText(body);
      if (!draft.name || draft.ingredients.length === 0 || draft.steps.length === 0) {
        return {
          text: "I couldn't find a whole recipe in that. I need its name on the first line, then the ingredients (one per line) and the steps. You can also write it under Recipes → New recipe.",
          memory,
        };
      }
      return this.saved(tools, memory, recipeOfDraft(draft), "");
    }
    const id = memory.lastRecipeId;
    if (!id) {
      return {
        text: 'Which recipe? Paste it after "save this as a recipe:" with its ingredients and steps, or ask me for one and then say "save this recipe".',
        memory,
      };
    }
    const recipe = (await tools.showRecipe.run({ recipeId: id })).data as Recipe;
    if (recipe.source === "household")
      return { text: `${recipe.name} is already one of your household's recipes.`, memory };
    const copy = {
      name: recipe.name,
      description: recipe.description,
      prep_time: recipe.prepTime,
      cook_time: 0,
      servings: recipe.servings,
      difficulty: recipe.difficulty,
      cuisine: recipe.cuisine,
      spice_level: recipe.spiceLevel,
      meal_types: recipe.mealTypes,
      tags: recipe.tags,
      diets: recipe.diets,
      allergens: recipe.allergens,
      ingredients: recipe.ingredients.map(({ quantity, unit, name, note }) => ({
        quantity,
        unit,
        name,
        ...(note ? { note } : {}),
      })),
      steps: recipe.steps.map((step) => ({ instruction: step.instruction, timer_minutes: step.timerMinutes ?? null })),
      tips: recipe.steps.flatMap((step) => step.tips ?? []),
      credit: `${this.name === "embedded" ? "Basil" : this.name}'s recipe book`,
    };
    return this.saved(tools, memory, copy, "a copy of ");
  }

  private async saved(
    tools: KitchenTools,
    memory: AssistantMemory,
    recipe: RecipeApiBody,
    what: string,
  ): Promise<Draft> {
    let result: ToolResult;
    try {
      result = await tools.saveRecipe.run(recipe);
    } catch (error) {
      if (error instanceof UserFacingError)
        return { text: `${error.message}. You can fix it under Recipes → New recipe.`, memory };
      throw error;
    }
    const saved = result.data as Recipe;
    const contains = saved.allergens.filter(
      (allergen) =>
        allergen !== "nuts" || !saved.allergens.some((other) => other === "peanuts" || other === "tree nuts"),
    );
    return {
      text: `Saved ${what}${saved.name} to your household's recipes.${contains.length ? ` It contains ${listInWords(contains)}, so I won't suggest it to anyone allergic.` : ""} You can change it under Recipes.`,
      component: result.component,
      actions: [
        action(`Start cooking ${saved.name}`, `Start cooking ${saved.name}`, "chef-hat"),
        action("Add its ingredients to my list", "Add the ingredients to my shopping list", "list"),
      ],
      memory: remember(memory, result),
    };
  }

  /** A recipe by name or by reference to the last answer; asks back when it can't tell which. */
  private async resolveRecipe(
    ref: RecipeRef,
    tools: KitchenTools,
    memory: AssistantMemory,
  ): Promise<RecipeSummary | { ask: Draft }> {
    if ("reference" in ref) {
      const id =
        ref.reference === "last"
          ? (memory.lastRecipeId ?? memory.lastRecipeIds[0])
          : memory.lastRecipeIds[ref.reference - 1];
      if (!id) {
        return {
          ask: {
            text: "Which recipe do you mean? Ask me for a suggestion first, or name the dish.",
            actions: [action("What's for dinner?", "What's for dinner?", "utensils")],
            memory,
          },
        };
      }
      return (await tools.showRecipe.run({ recipeId: id })).data as RecipeSummary;
    }
    const name = ref.name.replace(/\b(recipe|please)\b/g, "").trim();
    const result = await tools.searchRecipes.run({ text: name });
    const found = result.data as RecipeSummary[];
    const exact = found.find((recipe) => recipe.name.toLowerCase() === name.toLowerCase());
    if (exact || found.length === 1) return exact ?? found[0];
    if (found.length > 1) {
      return {
        ask: {
          text: `I found a few: ${orWords(found.slice(0, 3).map((recipe) => recipe.name))}. Which one?`,
          component: result.component,
          actions: found
            .slice(0, 3)
            .map((recipe) => action(recipe.name, `Show me the recipe for ${recipe.name}`, "book-open")),
          memory: remember(memory, result),
        },
      };
    }
    // Misheard or misspelt ("kung pow chicken", "chicken catch a tory"): the catalogue name that sounds closest.
    const everything = (await tools.searchRecipes.run({ limit: 500 })).data as RecipeSummary[];
    const heard = squash(name);
    const close = everything
      .map((recipe) => ({ recipe, distance: distance(heard, squash(recipe.name)) }))
      .filter((entry) => entry.distance <= Math.max(2, Math.floor(heard.length * 0.2)))
      .sort((a, b) => a.distance - b.distance);
    if (close.length && (close.length === 1 || close[0].distance < close[1].distance)) return close[0].recipe;
    const words = name.split(/\s+/).filter((word) => word.length > 2);
    const loose =
      words.length > 1
        ? ((await tools.searchRecipes.run({ text: words[words.length - 1] })).data as RecipeSummary[])
        : [];
    return {
      ask: {
        text: loose.length
          ? `I don't have a recipe called "${name}". Did you mean ${orWords(loose.slice(0, 3).map((recipe) => recipe.name))}?`
          : `I don't have a recipe called "${name}". Try "suggest a recipe with chicken" to see what I have.`,
        actions: loose
          .slice(0, 3)
          .map((recipe) => action(recipe.name, `Show me the recipe for ${recipe.name}`, "book-open")),
        memory,
      },
    };
  }

  private async suggest(
    intent: SuggestIntent,
    turn: AssistantTurn,
    tools: KitchenTools,
    memory: AssistantMemory,
    lead = "",
  ): Promise<Draft> {
    // "Something else" keeps the constraints of the request it follows and skips what was shown.
    const base = intent.another ? lastRequest(turn.history, turn.now) : null;
    const wanted: SuggestIntent = base
      ? {
          ...intent,
          mealType: intent.mealType ?? base.mealType,
          maxPrepTime: intent.maxPrepTime ?? base.maxPrepTime,
          ingredients: intent.ingredients.length ? intent.ingredients : base.ingredients,
          text: intent.text ?? base.text,
          usePantry: intent.usePantry || base.usePantry,
        }
      : intent;
    const shown = new Set(intent.another ? recipesShown(turn.history) : []);
    let usable = wanted.ingredients;
    if (wanted.usePantry) {
      const expiring = (await tools.listPantry.run({ expiringOnly: true })).data as PantryItem[];
      usable = expiring.filter((item) => item.status === "soon").map((item) => item.name);
    }
    const diet =
      DIETS.find((entry) => entry === wanted.text) ??
      intent.avoid?.restrictions.find((entry) => DIETS.includes(entry)) ??
      null;
    const query: SuggestQuery = {
      avoid: intent.avoid,
      mealType: wanted.mealType ?? undefined,
      maxPrepTime: wanted.maxPrepTime ?? undefined,
      ingredients: wanted.usePantry ? undefined : usable,
      text: wanted.text ?? undefined,
    };
    const attempts: SuggestQuery[] = [query];
    // Using up the pantry: first a recipe with the item that expires soonest, then one with any of them.
    if (wanted.usePantry) attempts.unshift(...usable.map((name) => ({ ...query, ingredients: [name] })));
    // A kind of dish is a wish that may be dropped; a diet asked for is a rule, checked on every recipe.
    if (wanted.text) attempts.push({ ...query, text: undefined });
    const usableOnes = async (found: Suggestion[]) => {
      const unseen = found.filter((entry) => !shown.has(entry.recipe.id));
      return diet ? this.keepDiet(unseen, diet, tools) : unseen;
    };
    let suggestions: Suggestion[] = [];
    for (const attempt of attempts) {
      suggestions = await usableOnes((await tools.suggestRecipes.run(attempt)).data as Suggestion[]);
      if (suggestions.length) break;
    }
    if (suggestions.length === 0 && (diet || shown.size)) {
      // The tool hands back only its best three. Every recipe has a cuisine, so the best three
      // of each cuisine reach further when a diet or "something else" ruled those out.
      const wider = new Map<string, Suggestion>();
      for (const cuisine of cuisines) {
        const found = (await tools.suggestRecipes.run({ ...query, text: cuisine })).data as Suggestion[];
        for (const entry of found) wider.set(entry.recipe.id, entry);
      }
      suggestions = (await usableOnes([...wider.values()])).sort((a, b) => b.score - a.score).slice(0, 3);
    }
    if (suggestions.length === 0) {
      const limits = [
        diet ? `${diet}` : "",
        wanted.maxPrepTime ? `under ${wanted.maxPrepTime} minutes` : "",
        usable.length && !wanted.usePantry ? `with ${listInWords(usable)}` : "",
        turn.profile.dietaryRestrictions.length || turn.profile.allergies.length ? "that fits your diet" : "",
      ].filter(Boolean);
      const what = shown.size ? "another recipe" : "a recipe";
      return {
        text: `${lead}I couldn't find ${what} ${limits.join(" ") || "for that"}. Try fewer ingredients or more time.`,
        memory,
      };
    }
    const [top, ...rest] = suggestions;
    const why = top.reasons.length ? ` (${top.reasons.slice(0, 2).join(", ")})` : "";
    const others = rest.length ? ` Or try ${listInWords(rest.map((entry) => entry.recipe.name))}.` : "";
    const pantryNote =
      wanted.usePantry && top.usesPantry.length
        ? ` It uses your ${listInWords(top.usesPantry.map((name) => name.toLowerCase()))}.`
        : "";
    return {
      text: `${lead}How about ${top.recipe.name}${why}? ${top.recipe.description}${pantryNote}${others}`,
      component: recipeComponent(top.recipe),
      actions: [
        action("Start cooking", `Start cooking ${top.recipe.name}`, "chef-hat"),
        action("Add ingredients to list", `Add the ingredients for ${top.recipe.name} to my shopping list`, "list"),
        ...rest
          .slice(0, 2)
          .map((entry, index) =>
            action(
              `Show the ${ordinalWord(index + 1)} one`,
              `Show me the recipe for ${entry.recipe.name}`,
              "book-open",
            ),
          ),
      ],
      memory: { ...memory, lastRecipeIds: suggestions.map((entry) => entry.recipe.id), lastRecipeId: top.recipe.id },
    };
  }

  /** Recipes on the plan in the week (Monday to Sunday) of a date. */
  private async plannedThatWeek(date: string, tools: KitchenTools) {
    const plan = (await tools.showMealPlan.run(weekOf(parseISO(date)))).data as MealPlan;
    return new Set(plan.days.flatMap((day) => day.meals.map((meal) => meal.recipeId)));
  }

  /**
   * Fills the empty slots of some days of a week (a weekend, "Monday to Friday", one day) with
   * suggestions, no recipe twice in the week: the planWeek tool, given the last day.
   */
  private async planDays(
    intent: Extract<Intent, { kind: "mealplan.planWeek" }>,
    mealTypes: MealType[],
    tools: KitchenTools,
    memory: AssistantMemory,
  ): Promise<Draft> {
    const { range } = intent;
    const result = await tools.planWeek.run({
      startDate: range.from,
      endDate: range.to,
      mealTypes,
      count: intent.count,
      avoid: intent.avoid,
    });
    // What was planned and what is left, both as the tool found them under the household's lock.
    const { added: count, days } = result.data as PlannedMeals;
    if (count === 0) {
      const full = days.every((day) =>
        mealTypes.every((mealType) => day.meals.some((meal) => meal.mealType === mealType)),
      );
      return {
        text: full
          ? `Everything ${forRange(range.label)} is planned already.`
          : `I couldn't find recipes that fit your diet ${forRange(range.label)}.`,
        memory,
      };
    }
    return {
      text: `Done! I've planned ${plural(count, "meal")} ${forRange(range.label)}, chosen for your tastes and diet.`,
      component: result.component,
      actions: [action("What do I need to buy?", "What do I need to buy?", "list")],
      memory,
    };
  }

  /** The suggestions whose recipe satisfies a diet the member asked for by name. */
  private async keepDiet(suggestions: Suggestion[], diet: string, tools: KitchenTools) {
    const kept: Suggestion[] = [];
    for (const entry of suggestions) {
      if (allowedFor(await this.fullRecipe(entry.recipe.id, tools), { restrictions: [diet], allergies: [] }))
        kept.push(entry);
    }
    return kept;
  }

  private async fullRecipe(recipeId: string, tools: KitchenTools) {
    return (await tools.showRecipe.run({ recipeId })).data as Recipe;
  }
}
