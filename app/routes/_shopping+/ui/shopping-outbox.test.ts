import { describe, expect, it } from "vitest";
import type { ShoppingRow } from "~/components/kitchen/types";
import type { QueuedChange, ShoppingChange } from "~/components/offline/outbox";
import { shoppingChangeOf, withQueued } from "./shopping-outbox";

const row = (id: string, name: string, checked = false): ShoppingRow => ({
  id,
  name,
  amount: "",
  quantity: null,
  unit: null,
  note: "",
  category: "dairy",
  checked,
});
const queued = (...changes: ShoppingChange[]): QueuedChange[] =>
  changes.map((change, index) => ({
    seq: index + 1,
    householdId: "h",
    key: `k${index}`,
    queuedAt: "2026-11-23T10:00:00.000Z",
    change,
  }));

describe("the list with changes waiting on the device", () => {
  it("ticks, moves and removes in the order they were made, marking what waits", () => {
    const list = withQueued(
      [row("1", "Milk"), row("2", "Eggs"), row("3", "Bread")],
      queued(
        { kind: "tick", itemId: "1", name: "Milk", checked: true, moveToPantry: false },
        { kind: "tick", itemId: "1", name: "Milk", checked: false, moveToPantry: false },
        { kind: "category", itemId: "2", name: "Eggs", category: "bakery" },
        { kind: "remove", itemId: "3", name: "Bread" },
      ),
    );
    expect(list).toEqual([
      { ...row("1", "Milk"), checked: false, waiting: true },
      { ...row("2", "Eggs"), category: "bakery", waiting: true },
    ]);
  });

  it("shows an item added offline in its aisle with its amount, and a tick of it", () => {
    const list = withQueued(
      [],
      queued(
        { kind: "add", tempId: "offline-a", name: "lemons", quantity: 2, unit: null, category: null },
        { kind: "tick", itemId: "offline-a", name: "lemons", checked: true, moveToPantry: false },
      ),
    );
    expect(list).toEqual([
      {
        id: "offline-a",
        name: "lemons",
        amount: "2",
        quantity: 2,
        unit: null,
        note: "",
        category: "produce",
        checked: true,
        waiting: true,
      },
    ]);
  });

  it("leaves a list with nothing queued as it is", () => {
    const items = [row("1", "Milk", true)];
    expect(withQueued(items, [])).toBe(items);
  });

  it("shows an edit as the member left it, beside a tick waiting for the same item", () => {
    const list = withQueued(
      [{ ...row("1", "Milk"), amount: "1 l", quantity: 1, unit: "l" }, row("2", "Eggs")],
      queued(
        { kind: "tick", itemId: "1", name: "Milk", checked: true, moveToPantry: false },
        {
          kind: "edit",
          itemId: "1",
          name: "Milk",
          to: { name: "Oat milk", quantity: 2, unit: "l", note: "unsweetened" },
        },
        { kind: "edit", itemId: "2", name: "Eggs", to: { name: "Eggs", quantity: null, unit: null, note: null } },
      ),
    );
    expect(list).toEqual([
      {
        ...row("1", "Oat milk"),
        amount: "2 l",
        quantity: 2,
        unit: "l",
        note: "unsweetened",
        checked: true,
        waiting: true,
      },
      { ...row("2", "Eggs"), waiting: true },
    ]);
  });
});

describe("the edit form's change as the device queues it", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  it("keeps every field (an emptied box clears it), the unit in its usual form, and the name as listed", () => {
    expect(
      shoppingChangeOf(
        form({ intent: "edit", itemId: "1", was: "Milk", name: "Oat milk", quantity: "2", unit: "Litres", note: "" }),
      ),
    ).toEqual({
      kind: "edit",
      itemId: "1",
      name: "Milk",
      to: { name: "Oat milk", quantity: 2, unit: "l", note: null },
    });
  });

  it("queues nothing for an edit that fails the form's own checks (an empty name)", () => {
    expect(shoppingChangeOf(form({ intent: "edit", itemId: "1", was: "Milk", name: "" }))).toBeNull();
  });
});
