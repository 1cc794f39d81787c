import { describe, expect, it } from "vitest";
import { UserFacingError } from "~/services/errors.server";
import {
  addPantryItem,
  expiringSoon,
  expiryStatus,
  getPantryItem,
  listPantry,
  removePantryItem,
  updatePantryItem,
  useUpPantryItem,
} from "~/services/kitchen/pantry.server";
import { dialects, useDatabase } from "./databases";
import { dayFrom, expectNotFound, listen, newHousehold, useEventBus } from "./kitchen-fixtures";
import { rejection } from "./people";

describe("expiryStatus", () => {
  const now = new Date("2026-03-10T15:30:00Z");

  it("marks yesterday expired, today through +7 days soon, and +8 days as nothing", () => {
    expect(expiryStatus(dayFrom(now, -30), now)).toBe("expired");
    expect(expiryStatus(dayFrom(now, -1), now)).toBe("expired");
    expect(expiryStatus(dayFrom(now, 0), now)).toBe("soon");
    expect(expiryStatus(dayFrom(now, 1), now)).toBe("soon");
    expect(expiryStatus(dayFrom(now, 7), now)).toBe("soon");
    expect(expiryStatus(dayFrom(now, 8), now)).toBeNull();
    expect(expiryStatus(null, now)).toBeNull();
  });

  it("holds at the very start and end of a day", () => {
    const midnight = new Date("2026-03-10T00:00:00Z");
    const lastSecond = new Date("2026-03-10T23:59:59Z");
    for (const moment of [midnight, lastSecond]) {
      expect(expiryStatus("2026-03-09", moment)).toBe("expired");
      expect(expiryStatus("2026-03-10", moment)).toBe("soon");
      expect(expiryStatus("2026-03-17", moment)).toBe("soon");
      expect(expiryStatus("2026-03-18", moment)).toBeNull();
    }
  });
});

describe.each(dialects)("pantry on $name", (dialect) => {
  const db = useDatabase(dialect);
  const bus = useEventBus();

  describe("addPantryItem", () => {
    it("adds an item with a display name, a default location and its expiry status, and announces it", async () => {
      const home = await newHousehold(db());
      const heard = listen(bus(), home.id);
      const { item, merged } = await addPantryItem(db(), home.actor, {
        name: "  whole   milk ",
        quantity: 1,
        unit: "gallon",
        location: "Fridge",
        expiresAt: dayFrom(new Date(), 3),
      });
      heard.stop();

      expect(merged).toBe(false);
      expect(item).toMatchObject({
        name: "Whole milk",
        quantity: 1,
        unit: "gallon",
        location: "fridge",
        status: "soon",
        addedBy: home.actor.userId,
      });
      expect(await getPantryItem(db(), home.actor, item.id)).toEqual(item);
      expect(heard.topics).toEqual(["pantry"]);

      const plain = await addPantryItem(db(), home.actor, { name: "rice" });
      expect(plain.item).toMatchObject({
        name: "Rice",
        quantity: null,
        unit: null,
        location: "pantry",
        expiresAt: null,
        status: null,
      });
    });

    it("merges the same item in any case or plural with a compatible unit, keeping the first unit", async () => {
      const home = await newHousehold(db());
      const first = await addPantryItem(db(), home.actor, {
        name: "chicken breast",
        quantity: 2,
        unit: "lb",
        location: "fridge",
      });
      const second = await addPantryItem(db(), home.actor, {
        name: "Chicken breasts",
        quantity: 500,
        unit: "g",
        location: "fridge",
      });

      expect(second.merged).toBe(true);
      expect(second.item.id).toBe(first.item.id);
      expect(second.item.unit).toBe("lb");
      expect(second.item.quantity).toBeCloseTo(2 + 500 / 453.59237, 2);

      const items = await listPantry(db(), home.actor);
      expect(items).toHaveLength(1);
      expect(items[0].name).toBe("Chicken breast");
    });

    it("merges counts of the same item", async () => {
      const home = await newHousehold(db());
      await addPantryItem(db(), home.actor, { name: "Tomatoes", quantity: 3 });
      const { item, merged } = await addPantryItem(db(), home.actor, { name: "tomato", quantity: 2 });
      expect(merged).toBe(true);
      expect(item.quantity).toBe(5);
      expect(await listPantry(db(), home.actor)).toHaveLength(1);
    });

    it("keeps incompatible units in two rows", async () => {
      const home = await newHousehold(db());
      await addPantryItem(db(), home.actor, { name: "chickpeas", quantity: 2, unit: "can" });
      const { merged } = await addPantryItem(db(), home.actor, { name: "Chickpeas", quantity: 500, unit: "g" });
      expect(merged).toBe(false);

      const items = await listPantry(db(), home.actor);
      expect(items.map((item) => [item.quantity, item.unit]).sort()).toEqual([
        [2, "can"],
        [500, "g"],
      ]);
    });

    it("keeps the same item in different places in two rows", async () => {
      const home = await newHousehold(db());
      await addPantryItem(db(), home.actor, { name: "peas", quantity: 500, unit: "g", location: "freezer" });
      const { merged } = await addPantryItem(db(), home.actor, {
        name: "peas",
        quantity: 200,
        unit: "g",
        location: "pantry",
      });
      expect(merged).toBe(false);

      const items = await listPantry(db(), home.actor);
      expect(items.map((item) => item.location).sort()).toEqual(["freezer", "pantry"]);
      expect(items.every((item) => item.quantity !== 700)).toBe(true);
    });

    it("keeps the earlier expiry date when merging", async () => {
      const home = await newHousehold(db());
      const now = new Date();
      await addPantryItem(db(), home.actor, {
        name: "yogurt",
        quantity: 500,
        unit: "g",
        location: "fridge",
        expiresAt: dayFrom(now, 10),
      });
      const sooner = await addPantryItem(db(), home.actor, {
        name: "Yogurt",
        quantity: 250,
        unit: "g",
        location: "fridge",
        expiresAt: dayFrom(now, 4),
      });
      expect(sooner.item).toMatchObject({ quantity: 750, expiresAt: dayFrom(now, 4) });

      const later = await addPantryItem(db(), home.actor, {
        name: "yogurt",
        quantity: 0.25,
        unit: "kg",
        location: "fridge",
        expiresAt: dayFrom(now, 20),
      });
      expect(later.item).toMatchObject({ quantity: 1000, unit: "g", expiresAt: dayFrom(now, 4) });

      const undated = await addPantryItem(db(), home.actor, {
        name: "yogurt",
        quantity: 100,
        unit: "g",
        location: "fridge",
      });
      expect(undated.item.expiresAt).toBe(dayFrom(now, 4));
    });
  });

  describe("updatePantryItem", () => {
    it("changes the given fields only and announces the change", async () => {
      const home = await newHousehold(db());
      const { item } = await addPantryItem(db(), home.actor, {
        name: "butter",
        quantity: 250,
        unit: "g",
        location: "fridge",
      });
      const heard = listen(bus(), home.id);
      const updated = await updatePantryItem(db(), home.actor, item.id, { quantity: 100, expiresAt: "2030-01-31" });
      heard.stop();

      expect(updated).toMatchObject({
        id: item.id,
        name: "Butter",
        quantity: 100,
        unit: "g",
        location: "fridge",
        expiresAt: "2030-01-31",
      });
      expect(heard.topics).toEqual(["pantry"]);

      const moved = await updatePantryItem(db(), home.actor, item.id, {
        name: "salted butter",
        location: "FREEZER",
        expiresAt: null,
      });
      expect(moved).toMatchObject({ name: "Salted butter", location: "freezer", expiresAt: null, quantity: 100 });
    });

    it("answers 404 for an unknown id", async () => {
      const home = await newHousehold(db());
      await expectNotFound(updatePantryItem(db(), home.actor, "no-such-item", { quantity: 1 }));
    });
  });

  describe("useUpPantryItem", () => {
    it("takes part of an item, converting the unit", async () => {
      const home = await newHousehold(db());
      const { item } = await addPantryItem(db(), home.actor, { name: "flour", quantity: 1, unit: "kg" });
      const heard = listen(bus(), home.id);
      const left = await useUpPantryItem(db(), home.actor, item.id, { quantity: 250, unit: "g" });
      heard.stop();

      expect(left).toMatchObject({ id: item.id, quantity: 0.75, unit: "kg" });
      expect((await getPantryItem(db(), home.actor, item.id)).quantity).toBe(0.75);
      expect(heard.topics).toEqual(["pantry"]);
    });

    it("takes from the item's own unit when none is given", async () => {
      const home = await newHousehold(db());
      const { item } = await addPantryItem(db(), home.actor, { name: "eggs", quantity: 12 });
      expect(await useUpPantryItem(db(), home.actor, item.id, { quantity: 4 })).toMatchObject({
        quantity: 8,
        unit: null,
      });
    });

    it("removes an item used up in full, with or without an amount", async () => {
      const home = await newHousehold(db());
      const milk = await addPantryItem(db(), home.actor, { name: "milk", quantity: 1, unit: "l", location: "fridge" });
      const bread = await addPantryItem(db(), home.actor, { name: "bread", quantity: 1 });

      expect(await useUpPantryItem(db(), home.actor, milk.item.id, { quantity: 1000, unit: "ml" })).toBeNull();
      expect(await useUpPantryItem(db(), home.actor, bread.item.id)).toBeNull();

      await expectNotFound(getPantryItem(db(), home.actor, milk.item.id));
      await expectNotFound(getPantryItem(db(), home.actor, bread.item.id));
      expect(await listPantry(db(), home.actor)).toEqual([]);
    });

    it("removes an item when more than there is gets used", async () => {
      const home = await newHousehold(db());
      const { item } = await addPantryItem(db(), home.actor, { name: "rice", quantity: 200, unit: "g" });
      expect(await useUpPantryItem(db(), home.actor, item.id, { quantity: 1, unit: "kg" })).toBeNull();
      expect(await listPantry(db(), home.actor)).toEqual([]);
    });

    it("refuses an incompatible unit and changes nothing", async () => {
      const home = await newHousehold(db());
      const { item } = await addPantryItem(db(), home.actor, { name: "sugar", quantity: 500, unit: "g" });
      const error = await rejection(useUpPantryItem(db(), home.actor, item.id, { quantity: 2, unit: "can" }));
      expect(error).toBeInstanceOf(UserFacingError);
      expect(error.status).toBe(400);
      expect(error.message).toContain("Sugar");

      expect(await getPantryItem(db(), home.actor, item.id)).toEqual(item);
    });
  });

  describe("removePantryItem", () => {
    it("removes the item and announces it", async () => {
      const home = await newHousehold(db());
      const keep = await addPantryItem(db(), home.actor, { name: "oats", quantity: 1, unit: "kg" });
      const gone = await addPantryItem(db(), home.actor, { name: "honey", quantity: 1, unit: "jar" });
      const heard = listen(bus(), home.id);
      await removePantryItem(db(), home.actor, gone.item.id);
      heard.stop();

      expect(heard.topics).toEqual(["pantry"]);
      expect((await listPantry(db(), home.actor)).map((item) => item.id)).toEqual([keep.item.id]);
      await expectNotFound(removePantryItem(db(), home.actor, gone.item.id));
    });
  });

  describe("listPantry", () => {
    const now = new Date("2026-05-20T09:00:00Z");

    async function stockedHousehold() {
      const home = await newHousehold(db());
      const add = (name: string, location: string, offset: number | null) =>
        addPantryItem(db(), home.actor, {
          name,
          quantity: 1,
          location,
          expiresAt: offset === null ? null : dayFrom(now, offset),
        });
      await add("Old cream", "fridge", -2);
      await add("Spinach", "fridge", 0);
      await add("Chicken thighs", "fridge", 7);
      await add("Ham", "fridge", 8);
      await add("Frozen peas", "freezer", 90);
      await add("Lentils", "pantry", null);
      await add("Stale bread", "pantry", -1);
      return home;
    }

    it("lists soonest expiry first, undated last, each with its status", async () => {
      const home = await stockedHousehold();
      const items = await listPantry(db(), home.actor, {}, now);
      expect(items.map((item) => [item.name, item.status])).toEqual([
        ["Old cream", "expired"],
        ["Stale bread", "expired"],
        ["Spinach", "soon"],
        ["Chicken thighs", "soon"],
        ["Ham", null],
        ["Frozen peas", null],
        ["Lentils", null],
      ]);
    });

    it("filters by location in any case", async () => {
      const home = await stockedHousehold();
      expect((await listPantry(db(), home.actor, { location: "Freezer" }, now)).map((item) => item.name)).toEqual([
        "Frozen peas",
      ]);
      expect((await listPantry(db(), home.actor, { location: "pantry" }, now)).map((item) => item.name)).toEqual([
        "Stale bread",
        "Lentils",
      ]);
    });

    it("filters expired, soon and all expiring items against the given time", async () => {
      const home = await stockedHousehold();
      const names = async (expiring: "expired" | "soon" | "all-expiring") =>
        (await listPantry(db(), home.actor, { expiring }, now)).map((item) => item.name);

      expect(await names("expired")).toEqual(["Old cream", "Stale bread"]);
      expect(await names("soon")).toEqual(["Spinach", "Chicken thighs"]);
      expect(await names("all-expiring")).toEqual(["Old cream", "Stale bread", "Spinach", "Chicken thighs"]);
      expect((await expiringSoon(db(), home.actor, now)).map((item) => item.name)).toEqual(await names("all-expiring"));
      expect(
        (await listPantry(db(), home.actor, { location: "fridge", expiring: "expired" }, now)).map((item) => item.name),
      ).toEqual(["Old cream"]);
    });

    it("agrees with expiryStatus at every day around the boundaries", async () => {
      const home = await newHousehold(db());
      for (let offset = -2; offset <= 9; offset += 1) {
        await addPantryItem(db(), home.actor, {
          name: `Item ${offset + 10}`,
          quantity: 1,
          expiresAt: dayFrom(now, offset),
        });
      }
      for (const expiring of ["expired", "soon"] as const) {
        const items = await listPantry(db(), home.actor, { expiring }, now);
        const all = await listPantry(db(), home.actor, {}, now);
        expect(items.map((item) => item.id).sort()).toEqual(
          all
            .filter((item) => item.status === expiring)
            .map((item) => item.id)
            .sort(),
        );
      }
    });
  });
});
