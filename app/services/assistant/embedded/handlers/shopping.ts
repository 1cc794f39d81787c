import { categorise, defaultLocation } from "~/domain/kitchen/names";
import type { EmbeddedComponent } from "~/schemas/chat";
import { capitalise, listInWords, plural } from "~/domain/words";
import type { ShoppingItem } from "../../../kitchen/shopping.server";
import { describeItem, itemsNamed, type PendingStep } from "../../tools.server";
import type { Item } from "../../understanding/requests";
import { action, choose, remember, waitFor, type Handlers } from "../reply";
import { resolveRecipe } from "./recipe-names";

/** The shopping list's requests, and the follow-ups that add to or correct what was just added. */
export const shoppingHandlers: Pick<
  Handlers,
  | "shopping.show"
  | "shopping.add"
  | "shopping.check"
  | "shopping.remove"
  | "item.remove"
  | "shopping.clearChecked"
  | "shopping.addRecipe"
  | "add.ambiguous"
  | "items.more"
  | "items.amend"
  | "items.set"
> = {
  async "shopping.show"(_request, { tools, memory }) {
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
  },

  async "shopping.add"(request, { tools, memory }) {
    const result = await tools.addToShoppingList.run({
      items: request.items.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
    });
    return {
      text: `Added ${listInWords(request.items.map(describeItem))} to your shopping list.`,
      component: result.component,
      memory: { ...memory, lastItems: { target: "list", names: request.items.map((item) => item.name) } },
    };
  },

  async "items.more"(request, context) {
    const target = context.memory.lastItems?.target;
    if (!target) return context.handle({ kind: "add.ambiguous", items: request.items }, context.memory);
    return target === "list"
      ? context.handle({ kind: "shopping.add", items: request.items }, context.memory)
      : context.handle({ kind: "pantry.add", items: request.items, location: null }, context.memory);
  },

  async "items.amend"(request, { tools, memory }) {
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
    const result = await tools.setAmount.run({
      target: last.target,
      name: last.names[0],
      quantity: request.quantity,
      ...(request.unit ? { unit: request.unit } : {}),
    });
    return result.choices
      ? choose(
          result,
          (choice) => `Make the ${choice.toLowerCase()} ${request.quantity}${request.unit ? ` ${request.unit}` : ""}`,
          memory,
        )
      : { text: result.summary, memory };
  },

  async "items.set"(request, context) {
    const { tools, memory } = context;
    const target = request.target ?? memory.lastItems?.target ?? "list";
    const result = await tools.setAmount.run({
      target,
      name: request.name,
      quantity: request.quantity,
      ...(request.unit ? { unit: request.unit } : {}),
    });
    if (result.choices)
      return choose(result, (choice) => `Make the ${choice.toLowerCase()} ${request.quantity}`, memory);
    return { text: result.summary, memory: { ...memory, lastItems: { target, names: [request.name] } } };
  },

  async "add.ambiguous"(request, { memory }) {
    const what = listInWords(request.items.map(describeItem));
    return {
      text: `Should I add ${what} to your pantry or to your shopping list?`,
      actions: [
        action("Pantry", `Add ${what} to my pantry`, "package"),
        action("Shopping list", `Add ${what} to my shopping list`, "list"),
      ],
      memory,
    };
  },

  async "shopping.check"(request, { tools, memory }) {
    let items: Item[] = request.items;
    if (request.every) {
      // "Check off everything": each item still to tick (or, unticking, each ticked one).
      const list = (await tools.showShoppingList.run()).data ?? [];
      if (list.length === 0) return { text: "Your shopping list is empty.", memory };
      const names = [
        ...new Set(list.filter((item) => item.checked !== request.checked).map((item) => item.name.toLowerCase())),
      ];
      items = names.map((name) => ({ name, quantity: null, unit: null }));
      if (items.length === 0)
        return {
          text: request.checked
            ? "Everything on your list is checked off already."
            : "Nothing on your list is checked off.",
          memory,
        };
    }
    const checked: string[] = [];
    const missing: Item[] = [];
    const unclear: string[] = [];
    const choices: string[] = [];
    let component: EmbeddedComponent | undefined;
    for (const item of items) {
      const result = await tools.checkShoppingItem.run({
        name: item.name,
        checked: request.checked,
        moveToPantry: request.toPantry || undefined,
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
      ? `${request.checked ? "Checked off" : "Unchecked"} ${listInWords(checked)}${request.toPantry && request.checked ? ` and put ${checked.length === 1 ? "it" : "them"} in the pantry` : ""}.`
      : "";
    const remembered = { ...memory, lastItems: { target: "list" as const, names: items.map((item) => item.name) } };
    if (request.toPantry && missing.length) {
      // Bought without being on the list: it is in the kitchen now all the same.
      const result = await tools.addToPantry.run({
        items: missing.map(({ expiresOn, location: _, ...item }) => ({
          ...item,
          location: request.location ?? defaultLocation(categorise(item.name)),
          ...(expiresOn ? { expiresAt: expiresOn } : {}),
        })),
      });
      const added = ` Added ${listInWords(missing.map(describeItem))} to your ${request.location ?? "pantry"}.`;
      return { text: `${done}${added}${which}`.trim(), component: component ?? result.component, memory: remembered };
    }
    const notFound = missing.length
      ? ` ${capitalise(listInWords(missing.map((item) => item.name)))} ${missing.length === 1 ? "isn't" : "aren't"} on your list.`
      : "";
    const choiceActions = choices
      .slice(0, 4)
      .map((choice) => action(choice, `${request.checked ? "Tick off" : "Untick"} ${choice.toLowerCase()}`, "check"));
    return {
      text: `${done}${notFound}${which}`.trim(),
      component,
      ...(choiceActions.length ? { actions: choiceActions } : {}),
      memory: remembered,
    };
  },

  async "shopping.remove"(request, { tools, memory }) {
    const pending: PendingStep[] = [];
    const missing: string[] = [];
    for (const name of request.names) {
      const result = await tools.removeFromShoppingList.run({ name });
      if (result.pending) pending.push(result.pending);
      else if (result.choices)
        return choose(result, (choice) => `Remove ${choice.toLowerCase()} from my shopping list`, memory);
      else missing.push(name);
    }
    const notThere = missing.length
      ? `${capitalise(listInWords(missing))} ${missing.length === 1 ? "isn't" : "aren't"} on your list.`
      : "";
    if (!pending.length) return { text: notThere, memory };
    const draft = waitFor(memory, pending);
    return notThere ? { ...draft, text: `${notThere} ${draft.text}` } : draft;
  },

  async "item.remove"(request, context) {
    const { tools, memory } = context;
    const list = (await tools.showShoppingList.run()).data ?? [];
    const pantry = (await tools.listPantry.run({})).data ?? [];
    const onList = request.names.filter((name) => itemsNamed(list, name).length);
    const inPantry = request.names.filter((name) => itemsNamed(pantry, name).length);
    if (onList.length && !inPantry.length)
      return context.handle({ kind: "shopping.remove", names: request.names }, memory);
    if (inPantry.length && !onList.length)
      return context.handle({ kind: "pantry.remove", names: request.names }, memory);
    const what = listInWords(request.names);
    if (!onList.length && !inPantry.length)
      return {
        text: `I don't see ${what} on your list or in your pantry. What should I remove?`,
        actions: [
          action("Show my shopping list", "Show my shopping list", "list"),
          action("Show my pantry", "What's in my pantry?", "package"),
        ],
        memory,
      };
    return {
      text: `Remove ${what} from your shopping list or from your pantry?`,
      actions: [
        action("Shopping list", `Remove ${what} from my shopping list`, "list"),
        action("Pantry", `Remove ${what} from my pantry`, "package"),
      ],
      memory,
    };
  },

  async "shopping.clearChecked"(_request, { tools, memory }) {
    const result = await tools.clearCheckedItems.run();
    if (result.pending) return waitFor(memory, [result.pending]);
    return { text: "Nothing on your list is checked off.", component: result.component, memory };
  },

  async "shopping.addRecipe"(request, { tools, memory }) {
    const recipe = await resolveRecipe(request.recipe, tools, memory);
    if ("ask" in recipe) return recipe.ask;
    const result = await tools.addRecipeToShoppingList.run({
      recipeId: recipe.id,
      servings: request.servings ?? undefined,
    });
    return { text: result.summary, component: result.component, memory: remember(memory, result) };
  },
};
