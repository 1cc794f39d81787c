import { describe, expect, it } from "vitest";
import type { ChatMessage } from "~/schemas/chat";
import { sendChatMessage } from "~/services/assistant/chat.server";
import { restoreMemory } from "~/services/assistant/engine";
import { EmbeddedEngine } from "~/services/assistant/embedded/engine.server";
import { pantryHandlers } from "~/services/assistant/embedded/handlers/pantry";
import { kitchenTools } from "~/services/assistant/tools.server";
import { addPantryItem, listPantry } from "~/services/kitchen/pantry.server";
import { findProfile } from "~/services/profiles.server";
import { dialects, useDatabase } from "./databases";
import { dayFrom, newHousehold, type TestHousehold } from "./kitchen-fixtures";

/** A fixed Saturday: Nov 21, 2026, mid-afternoon UTC. */
const now = new Date("2026-11-21T15:30:00Z");

describe.each(dialects)("the assistant's pantry wording on $name", (dialect) => {
  const db = useDatabase(dialect);

  async function say(home: TestHousehold, content: string): Promise<ChatMessage> {
    const profile = (await findProfile(db(), home.actor.userId))!;
    const outcome = await sendChatMessage(
      db(),
      db(),
      home.actor,
      profile,
      { content, messageType: "user-text" },
      { engine: new EmbeddedEngine(), assistantName: "Basil", now },
    );
    return outcome.message;
  }

  async function stock(home: TestHousehold, items: Array<[string, number | null]>) {
    for (const [name, offset] of items) {
      await addPantryItem(db(), home.actor, {
        name,
        location: "fridge",
        expiresAt: offset === null ? null : dayFrom(now, offset),
      });
    }
  }

  it("counts expired items as expired, never among those that need using soon", async () => {
    const home = await newHousehold(db());
    await stock(home, [
      ["Yoghurt", -1],
      ["Cream", -3],
      ["Spinach", 2],
      ["Rice", 40],
      ["Honey", null],
    ]);
    const reply = await say(home, "What's in my pantry?");
    expect(reply.content).toBe("In your pantry you have 5 items; 1 needs using soon and 2 have expired.");
    expect(reply.actions?.map((action) => action.label)).toEqual(["What can I make with these?"]);
  });

  it("offers no recipe for food that has only expired", async () => {
    const home = await newHousehold(db());
    await stock(home, [["Yoghurt", -2]]);
    const reply = await say(home, "What's in my pantry?");
    expect(reply.content).toBe("In your pantry you have 1 item; 1 has expired.");
    expect(reply.actions ?? []).toEqual([]);
  });

  it("says what is expiring and what has expired apart", async () => {
    const home = await newHousehold(db());
    await stock(home, [
      ["Yoghurt", -1],
      ["Spinach", 2],
    ]);
    const reply = await say(home, "What's expiring soon?");
    expect(reply.content).toBe("Spinach expires within a week, and yoghurt has already expired.");
  });

  it("says an added item's date as MMM d, yyyy", async () => {
    const home = await newHousehold(db());
    const reply = await say(home, "add feta to the fridge, it goes off on sunday");
    const [feta] = await listPantry(db(), home.actor);
    expect(feta.expiresAt).toBe("2026-11-22");
    expect(reply.content).toBe("Added feta to your fridge. It expires on Nov 22, 2026.");
  });

  it("says the dates of several added items, the kept one when merged, expired as expired", async () => {
    const home = await newHousehold(db());
    // Yoghurt already in the fridge from before: the one added joins it and the earlier date is kept.
    await stock(home, [["Yoghurt", -1]]);
    const profile = (await findProfile(db(), home.actor.userId))!;
    const memory = restoreMemory({});
    const turn = { text: "", profile, assistantName: "Basil", history: [], memory, now };
    const draft = await pantryHandlers["pantry.add"](
      {
        kind: "pantry.add",
        location: "fridge",
        items: [
          { name: "yoghurt", quantity: null, unit: null, expiresOn: dayFrom(now, 5) },
          { name: "milk", quantity: null, unit: null, expiresOn: dayFrom(now, 4) },
          { name: "rice", quantity: null, unit: null },
        ],
      },
      {
        turn,
        tools: kitchenTools(db(), home.actor, () => now),
        memory,
        handle: () => Promise.reject(new Error("not asked")),
      },
    );
    expect(draft.text).toBe(
      "Added yoghurt, milk and rice to your fridge. Use-by dates: yoghurt Nov 20, 2026 (expired); milk Nov 25, 2026.",
    );
  });

  it("says a use-by date as MMM d, yyyy, and one already past as expired", async () => {
    const home = await newHousehold(db());
    await stock(home, [["Milk", 10]]);
    const tools = kitchenTools(db(), home.actor, () => now);
    const later = await tools.changePantryItem.run({ name: "milk", expiresAt: "2026-11-27" });
    expect(later.summary).toBe("Milk is to be used by Nov 27, 2026.");
    const past = await tools.changePantryItem.run({ name: "milk", expiresAt: "2026-11-19" });
    expect(past.summary).toBe("Milk was to be used by Nov 19, 2026: it has expired.");
  });

  it("tells a language model each item's date in words, expired as expired", async () => {
    const home = await newHousehold(db());
    await stock(home, [
      ["Yoghurt", -1],
      ["Spinach", 2],
    ]);
    const tools = kitchenTools(db(), home.actor, () => now);
    const listed = await tools.listPantry.run({});
    expect(listed.summary).toContain("yoghurt (expired Nov 20, 2026)");
    expect(listed.summary).toContain("spinach (expires Nov 23, 2026)");
    expect(listed.summary).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
