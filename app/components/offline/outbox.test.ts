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
});
