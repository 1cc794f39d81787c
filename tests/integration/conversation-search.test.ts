import { describe, expect, it } from "vitest";
import {
  archiveConversation,
  newConversationId,
  saveMessages,
  searchConversations,
  searchWords,
  SEARCH_WORDS,
} from "~/services/conversations.server";
import type { Actor } from "~/domain/actor";
import { dialects, useDatabase } from "./databases";
import { newHousehold } from "./kitchen-fixtures";
import { sleep } from "./people";

describe("searchWords", () => {
  it("splits on spaces, lower-cases, drops repeats and keeps at most the first words", () => {
    expect(searchWords("  Chicken   chicken\tRICE ")).toEqual(["chicken", "rice"]);
    expect(searchWords("   ")).toEqual([]);
    const many = Array.from({ length: SEARCH_WORDS + 3 }, (_, index) => `w${index}`).join(" ");
    expect(searchWords(many)).toHaveLength(SEARCH_WORDS);
  });
});

describe.each(dialects)("conversation search on $name", (dialect) => {
  const db = useDatabase(dialect);

  /** A conversation titled by its first message, with the assistant's reply after it; each later than the last. */
  async function talk(actor: Actor, said: string, reply = "Sure.") {
    await sleep(3);
    const id = newConversationId();
    await saveMessages(db(), actor, id, [
      { type: "user-text", content: said },
      { type: "assistant", content: reply },
    ]);
    return id;
  }

  const ids = (found: Array<{ id: string }>) => found.map((conversation) => conversation.id);

  it("finds a word in the middle of a title, in any case", async () => {
    const { actor } = await newHousehold(db());
    const castIron = await talk(actor, "How do I season a cast iron pan?");
    await talk(actor, "Show my shopping list");
    expect(ids(await searchConversations(db(), actor, "IRON"))).toEqual([castIron]);
    expect(ids(await searchConversations(db(), actor, "season"))).toEqual([castIron]);
    expect(ids(await searchConversations(db(), actor, "  pan?  "))).toEqual([castIron]);
  });

  it("finds words in any message, and needs every word somewhere in the conversation", async () => {
    const { actor } = await newHousehold(db());
    const risotto = await talk(actor, "What's for dinner?", "How about a mushroom risotto with parmesan?");
    const salad = await talk(actor, "Something light", "A parmesan salad with lemon.");
    expect(ids(await searchConversations(db(), actor, "risotto"))).toEqual([risotto]);
    // Most recent first.
    expect(ids(await searchConversations(db(), actor, "parmesan"))).toEqual([salad, risotto]);
    // One word in the title, the other in a message.
    expect(ids(await searchConversations(db(), actor, "dinner mushroom"))).toEqual([risotto]);
    expect(ids(await searchConversations(db(), actor, "parmesan lemon"))).toEqual([salad]);
    expect(ids(await searchConversations(db(), actor, "risotto lemon"))).toEqual([]);
    expect(await searchConversations(db(), actor, "   ")).toEqual([]);
  });

  it("folds letters beyond A to Z", async () => {
    const { actor } = await newHousehold(db());
    const eclair = await talk(actor, "ÉCLAIRS for Sunday", "Crème pâtissière first.");
    expect(ids(await searchConversations(db(), actor, "éclairs"))).toEqual([eclair]);
    expect(ids(await searchConversations(db(), actor, "CRÈME PÂTISSIÈRE"))).toEqual([eclair]);
  });

  it("takes % and _ literally", async () => {
    const { actor } = await newHousehold(db());
    const percent = await talk(actor, "Is 2% milk fine for custard?");
    const underscore = await talk(actor, "Rename list_one please");
    await talk(actor, "Is 2 cups of milk enough?", "Plenty, and the list one is fine.");
    expect(ids(await searchConversations(db(), actor, "2%"))).toEqual([percent]);
    expect(ids(await searchConversations(db(), actor, "%"))).toEqual([percent]);
    expect(ids(await searchConversations(db(), actor, "list_one"))).toEqual([underscore]);
    expect(ids(await searchConversations(db(), actor, "_"))).toEqual([underscore]);
    expect(ids(await searchConversations(db(), actor, "\\"))).toEqual([]);
  });

  it("returns at most 10, most recent first", async () => {
    const { actor } = await newHousehold(db());
    const made: string[] = [];
    for (let index = 0; index < 12; index += 1) made.push(await talk(actor, `Soup idea ${index}`));
    const found = await searchConversations(db(), actor, "soup");
    expect(found).toHaveLength(10);
    expect(ids(found)).toEqual(made.slice(2).reverse());
  });

  it("searches only the member's own conversations that are not archived", async () => {
    const home = await newHousehold(db(), 2);
    const [mine, theirs] = home.actors;
    const other = await newHousehold(db());
    const kept = await talk(mine, "Curry for Friday");
    const archived = await talk(mine, "Curry for Saturday");
    await archiveConversation(db(), mine, archived);
    await talk(theirs, "Curry for Tuesday", "curry");
    await talk(other.actor, "Curry for Wednesday", "curry");
    expect(ids(await searchConversations(db(), mine, "curry"))).toEqual([kept]);
    expect(ids(await searchConversations(db(), mine, "tuesday"))).toEqual([]);
    expect(ids(await searchConversations(db(), mine, "wednesday"))).toEqual([]);
  });
});
