import { describe, expect, it } from "vitest";
import type { PantryRow } from "~/components/kitchen/types";
import type { KitchenChange, QueuedChange } from "~/components/offline/outbox";
import { withQueuedPantry } from "./pantry-outbox";

const row = (id: string, name: string): PantryRow => ({
  id,
  name,
  amount: "1 kg",
  location: "pantry",
  expires: null,
  status: null,
});
const queued = (...changes: KitchenChange[]): QueuedChange[] =>
  changes.map((change, index) => ({
    seq: index + 1,
    householdId: "h",
    key: `k${index}`,
    queuedAt: "2026-11-23T10:00:00.000Z",
    change,
  }));

describe("the pantry with changes waiting on the device", () => {
  it("adds what was added, marked as waiting, and leaves out what was used up or removed", () => {
    const list = withQueuedPantry(
      [row("1", "Rice"), row("2", "Oats"), row("3", "Flour")],
      queued(
        { kind: "pantry-use-up", itemId: "1", name: "Rice" },
        { kind: "pantry-remove", itemId: "3", name: "Flour" },
        {
          kind: "pantry-add",
          tempId: "offline-a",
          name: "Apples",
          quantity: 3,
          unit: null,
          location: "fridge",
          expiresAt: null,
        },
        // The shopping list's changes are not the pantry's.
        { kind: "remove", itemId: "2", name: "Oats" },
      ),
    );
    expect(list).toEqual([
      row("2", "Oats"),
      { id: "offline-a", name: "Apples", amount: "3", location: "fridge", expires: null, status: null, waiting: true },
    ]);
  });

  it("writes a waiting item's date as the page does, by the same rule", () => {
    const [waiting] = withQueuedPantry(
      [],
      queued({
        kind: "pantry-add",
        tempId: "offline-b",
        name: "Yoghurt",
        quantity: 1,
        unit: null,
        location: "fridge",
        expiresAt: "2020-01-05",
      }),
    );
    expect(waiting).toMatchObject({ expires: "Jan 5, 2020", status: "expired", waiting: true });
  });
});
