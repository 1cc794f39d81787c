import { describe, expect, it } from "vitest";
import { supersedes, type KitchenChange } from "./outbox";

const tick = (itemId: string, checked: boolean): KitchenChange => ({
  kind: "tick",
  itemId,
  name: "Milk",
  checked,
  moveToPantry: false,
});
const aisle = (itemId: string, category: string): KitchenChange => ({
  kind: "category",
  itemId,
  name: "Milk",
  category,
});

const edit = (itemId: string, name: string): KitchenChange => ({
  kind: "edit",
  itemId,
  name: "Milk",
  to: { name, quantity: 2, unit: "l", note: null },
});
const remove = (itemId: string): KitchenChange => ({ kind: "remove", itemId, name: "Milk" });

describe("which newer change makes a waiting one moot", () => {
  it("a tick overtakes an earlier tick of the same item, not of another", () => {
    expect(supersedes(tick("a", false), tick("a", true))).toBe(true);
    expect(supersedes(tick("b", false), tick("a", true))).toBe(false);
  });

  it("a tick and an aisle change are separate: neither overtakes the other", () => {
    expect(supersedes(tick("a", true), aisle("a", "dairy"))).toBe(false);
    expect(supersedes(aisle("a", "bakery"), tick("a", true))).toBe(false);
    expect(supersedes(aisle("a", "bakery"), aisle("a", "dairy"))).toBe(true);
  });

  it("removing an item makes every waiting change to it moot", () => {
    const remove: KitchenChange = { kind: "remove", itemId: "a", name: "Milk" };
    expect(supersedes(remove, tick("a", true))).toBe(true);
    expect(supersedes(remove, aisle("a", "dairy"))).toBe(true);
    const use: KitchenChange = { kind: "pantry-use-some", itemId: "p", name: "Rice", quantity: 1, unit: "kg" };
    expect(supersedes({ kind: "pantry-remove", itemId: "p", name: "Rice" }, use)).toBe(true);
  });

  it("using some is never overtaken by another use: each is taken", () => {
    const use: KitchenChange = { kind: "pantry-use-some", itemId: "p", name: "Rice", quantity: 1, unit: "kg" };
    expect(supersedes(use, use)).toBe(false);
  });

  it("an add is never made moot: it has no item yet", () => {
    const add: KitchenChange = { kind: "add", tempId: "t", name: "Milk", quantity: null, unit: null, category: null };
    expect(supersedes({ kind: "remove", itemId: "t", name: "Milk" }, add)).toBe(false);
  });

  it.each([
    {
      newer: "an edit",
      older: "an earlier edit of the item",
      changes: [edit("a", "Oat milk"), edit("a", "Milk")],
      moot: true,
    },
    {
      newer: "an edit",
      older: "an edit of another item",
      changes: [edit("b", "Oat milk"), edit("a", "Milk")],
      moot: false,
    },
    { newer: "a removal", older: "an edit of the item", changes: [remove("a"), edit("a", "Oat milk")], moot: true },
    { newer: "an edit", older: "a tick of the item", changes: [edit("a", "Oat milk"), tick("a", true)], moot: false },
    { newer: "a tick", older: "an edit of the item", changes: [tick("a", true), edit("a", "Oat milk")], moot: false },
    { newer: "an edit", older: "an aisle change", changes: [edit("a", "Oat milk"), aisle("a", "dairy")], moot: false },
    { newer: "an aisle change", older: "an edit", changes: [aisle("a", "dairy"), edit("a", "Oat milk")], moot: false },
    { newer: "an edit", older: "a removal", changes: [edit("a", "Oat milk"), remove("a")], moot: false },
  ])("$newer after $older: moot $moot", ({ changes: [newer, older], moot }) => {
    expect(supersedes(newer, older)).toBe(moot);
  });

  it("an edit of an item added offline leaves its add to be sent first", () => {
    const add: KitchenChange = { kind: "add", tempId: "t", name: "Milk", quantity: null, unit: null, category: null };
    expect(supersedes(edit("t", "Oat milk"), add)).toBe(false);
  });
});
