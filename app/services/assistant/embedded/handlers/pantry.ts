import { expiryCounts, expiryDate, expirySentence } from "~/domain/kitchen/expiry";
import { categorise, defaultLocation } from "~/domain/kitchen/names";
import { capitalise, listInWords, plural } from "~/domain/words";
import type { PantryItem } from "../../../kitchen/pantry.server";
import { UserFacingError } from "../../../errors.server";
import { describeItem, itemsNamed, type PendingStep, type ToolResult } from "../../tools.server";
import { action, choose, waitFor, type Draft, type Handlers } from "../reply";

/** The pantry's requests: show, expiring, add, use, run out, remove, move, use-by, "do we have". */
export const pantryHandlers: Pick<
  Handlers,
  | "pantry.show"
  | "pantry.expiring"
  | "pantry.add"
  | "pantry.use"
  | "pantry.out"
  | "pantry.has"
  | "pantry.remove"
  | "pantry.move"
  | "pantry.expiry"
> = {
  async "pantry.show"(request, { tools, memory }) {
    const result = await tools.listPantry.run({ location: request.location ?? undefined });
    const items = result.data as PantryItem[];
    if (items.length === 0) {
      return {
        text: request.location
          ? `Your ${request.location} is empty.`
          : `Your pantry is empty. Tell me what you have, like "add 1 gallon milk to my pantry".`,
        component: result.component,
        memory,
      };
    }
    // One rule: an expired item is said as expired, never among those that need using soon.
    const { soon, expired } = expiryCounts(items);
    const notes = [
      soon ? `${soon} ${soon === 1 ? "needs" : "need"} using soon` : "",
      expired ? `${expired} ${expired === 1 ? "has" : "have"} expired` : "",
    ].filter(Boolean);
    return {
      text: `${request.location ? `In your ${request.location}` : "In your pantry"} you have ${plural(items.length, "item")}${notes.length ? `; ${listInWords(notes)}` : ""}.`,
      component: result.component,
      actions: soon
        ? [action("What can I make with these?", "What can I make with what's expiring soon?", "chef-hat")]
        : undefined,
      memory,
    };
  },

  async "pantry.expiring"(_request, { tools, memory }) {
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
  },

  async "pantry.add"(request, { tools, memory, turn }) {
    // Where it was said to go, else where such a thing is kept (cold things in the fridge).
    const placed = request.items.map((item) => ({
      ...item,
      location: item.location ?? request.location ?? defaultLocation(categorise(item.name)),
    }));
    const result = await tools.addToPantry.run({
      items: placed.map(({ expiresOn, ...item }) => ({ ...item, ...(expiresOn ? { expiresAt: expiresOn } : {}) })),
    });
    // The dates as kept (an item merged into one already there keeps the earlier date), said by the one rule.
    const added = (result.data ?? []) as PantryItem[];
    const dated = added.flatMap((item) => (item.expiresAt ? [{ name: item.name, expiresOn: item.expiresAt }] : []));
    const when =
      dated.length === 1 && added.length === 1
        ? ` ${expirySentence("It", dated[0].expiresOn, turn.now)}.`
        : dated.length
          ? ` Use-by dates: ${dated.map((item) => `${item.name.toLowerCase()} ${expiryDate(item.expiresOn, turn.now)}`).join("; ")}.`
          : "";
    // The places the member said; where Basil chose the place itself, the pantry as a whole (the card shows each item's place).
    const said = request.items.map((item) => item.location ?? request.location);
    const places = said.every((place) => place !== null) ? [...new Set(said)] : ["pantry"];
    return {
      text: `Added ${listInWords(request.items.map(describeItem))} to your ${listInWords(places)}.${when}`,
      component: result.component,
      memory: { ...memory, lastItems: { target: "pantry", names: request.items.map((item) => item.name) } },
    };
  },

  async "pantry.use"(request, { tools, memory }) {
    const said: string[] = [];
    const pending: PendingStep[] = [];
    for (const item of request.items) {
      let result: ToolResult;
      try {
        result = await tools.useFromPantry.run({
          name: item.name,
          quantity: item.quantity ?? undefined,
          unit: item.unit,
        });
      } catch (error) {
        // "I used a cup of rice" when the rice is kept in kilos: nothing was changed, say why.
        if (error instanceof UserFacingError) {
          said.push(error.message.replace(/([^.!?])$/, "$1."));
          continue;
        }
        throw error;
      }
      if (result.pending) pending.push(result.pending);
      else if (result.choices)
        return choose(result, (choice) => `I used ${describeItem({ ...item, name: choice })}`, memory);
      else {
        const left = result.data as PantryItem | null | undefined;
        said.push(
          left === undefined
            ? `I don't see any ${item.name} in your pantry.`
            : left
              ? `Noted. You have ${describeItem(left)} left.`
              : `Noted. That was the last of the ${item.name.toLowerCase()}.`,
        );
      }
    }
    const remembered = {
      ...memory,
      lastItems: { target: "pantry" as const, names: request.items.map((item) => item.name) },
    };
    if (pending.length) {
      const names = pending.map((step) => tools.useFromPantry.input.parse(step.input).name.toLowerCase());
      const question = `That's the last of the ${listInWords(names)}. Take ${names.length === 1 ? "it" : "them"} out of your pantry?`;
      const draft = waitFor(remembered, pending, question);
      return { ...draft, text: [...said, question].join(" ") };
    }
    return { text: said.join(" "), memory: remembered };
  },

  async "pantry.out"(request, { tools, memory }) {
    // Out of it means none is left: each item found is taken out, after one yes for all of them.
    const found: PendingStep[] = [];
    const missing: string[] = [];
    for (const name of request.names) {
      const result = await tools.useFromPantry.run({ name });
      if (result.choices) return choose(result, (choice) => `We're out of ${choice.toLowerCase()}`, memory);
      if (result.pending) found.push(result.pending);
      else missing.push(name);
    }
    const what = listInWords(request.names);
    const restocked = request.restock
      ? await tools.addToShoppingList.run({ items: request.names.map((name) => ({ name })) })
      : null;
    const lead = [
      restocked ? `${capitalise(what)} ${request.names.length === 1 ? "is" : "are"} on your shopping list now.` : "",
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
    const question = [...lead, `Take ${listInWords(names)} out of your pantry?`].join(" ");
    const draft = waitFor(memory, found, question, restocked ? undefined : offer);
    return { ...draft, component: restocked?.component };
  },

  async "pantry.has"(request, { tools, memory }) {
    const pantry = (await tools.listPantry.run({})).data ?? [];
    const answers: string[] = [];
    const lacking: string[] = [];
    for (const name of request.names) {
      const found = itemsNamed(pantry, name);
      if (found.length === 0) {
        answers.push(`I don't see any ${name} in your pantry.`);
        lacking.push(name);
        continue;
      }
      const have = listInWords(found.map((item) => `${describeItem(item)} in the ${item.location}`));
      answers.push(request.out ? `No, you still have ${have}.` : `Yes: ${have}.`);
    }
    return {
      text: answers.join(" "),
      actions: lacking.length
        ? [action(`Add ${listInWords(lacking)} to the list`, `Add ${listInWords(lacking)} to my shopping list`, "plus")]
        : undefined,
      memory: { ...memory, lastItems: { target: "pantry", names: request.names } },
    };
  },

  async "pantry.remove"(request, { tools, memory }) {
    const pending: PendingStep[] = [];
    const missing: string[] = [];
    for (const name of request.names) {
      const result = await tools.removeFromPantry.run({ name });
      if (result.pending) pending.push(result.pending);
      else if (result.choices)
        return choose(result, (choice) => `Remove ${choice.toLowerCase()} from my pantry`, memory);
      else missing.push(name);
    }
    const notThere = missing.length ? `I don't see ${listInWords(missing)} in your pantry.` : "";
    if (!pending.length) return { text: notThere, memory };
    const draft = waitFor(memory, pending);
    return notThere ? { ...draft, text: `${notThere} ${draft.text}` } : draft;
  },

  async "pantry.move"(request, { tools, memory }) {
    return changeEach(
      request.names,
      { location: request.location },
      `Move ${request.names.join(" and ")} to the ${request.location}`,
      tools,
      memory,
    );
  },

  async "pantry.expiry"(request, { tools, memory }) {
    return changeEach(request.names, { expiresAt: request.date }, `Set the use-by date`, tools, memory);
  },
};

async function changeEach(
  names: string[],
  change: { location?: string; expiresAt?: string },
  retry: string,
  tools: Parameters<Handlers["pantry.move"]>[1]["tools"],
  memory: Draft["memory"],
): Promise<Draft> {
  const said: string[] = [];
  let component: Draft["component"];
  for (const name of names) {
    const result = await tools.changePantryItem.run({ name, ...change });
    if (result.choices)
      return choose(result, (choice) => `${retry.replace(names.join(" and "), choice.toLowerCase())}`, memory);
    said.push(result.summary);
    component = result.component ?? component;
  }
  return { text: said.join(" "), component, memory: { ...memory, lastItems: { target: "pantry", names } } };
}
