import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "~/services/db/index.server";
import { categorise, type ShoppingCategory } from "~/domain/kitchen/names";
import { addPantryItem, listPantry } from "~/services/kitchen/pantry.server";
import { getRecipe } from "~/services/kitchen/recipes.server";
import {
  addRecipeIngredients,
  addShoppingItem,
  addShoppingItems,
  clearCheckedItems,
  editShoppingItem,
  getShoppingItem,
  listShopping,
  removeShoppingItem,
  setShoppingItemChecked,
  updateShoppingItem,
} from "~/services/kitchen/shopping.server";
import { dialects, useDatabase } from "./databases";
import { expectNotFound, listen, newHousehold, rejectNameInDatabase, useEventBus } from "./kitchen-fixtures";
import { rejection } from "./people";

/** The database refuses to rename a shopping item to this name (after any merge's delete has run). */
async function rejectRenameInDatabase(db: DB, dialect: "sqlite" | "postgres", name: string) {
  const trigger = `reject_rename_${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  const quoted = name.replace(/'/g, "''");
  if (dialect === "sqlite") {
    await sql
      .raw(
        `CREATE TRIGGER ${trigger} BEFORE UPDATE ON shopping_items WHEN NEW.name = '${quoted}' AND OLD.name <> NEW.name BEGIN SELECT RAISE(ABORT, 'rejected by the test trigger'); END`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION ${trigger}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'rejected by the test trigger'; END; $$ LANGUAGE plpgsql`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${trigger} BEFORE UPDATE ON shopping_items FOR EACH ROW WHEN (NEW.name = '${quoted}' AND OLD.name <> NEW.name) EXECUTE FUNCTION ${trigger}()`,
    )
    .execute(db);
}

const CATEGORY_EXAMPLES: Array<[string, ShoppingCategory]> = [
  ["Tomatoes", "produce"],
  ["bananas", "produce"],
  ["fresh basil", "produce"],
  ["Milk", "dairy"],
  ["cheddar cheese", "dairy"],
  ["eggs", "dairy"],
  ["chicken breast", "meat & fish"],
  ["ground beef", "meat & fish"],
  ["salmon fillets", "meat & fish"],
  ["Bread", "bakery"],
  ["bagels", "bakery"],
  ["rice", "pantry staples"],
  ["chicken stock", "pantry staples"],
  ["peanut butter", "pantry staples"],
  ["olive oil", "pantry staples"],
  ["frozen peas", "frozen"],
  ["ice cream", "frozen"],
  ["orange juice", "drinks"],
  ["sparkling water", "drinks"],
  ["paper towels", "household"],
  ["dish soap", "household"],
  ["birthday candles", "other"],
];

describe("categorise", () => {
  it.each(CATEGORY_EXAMPLES)("puts %s in %s", (name, category) => {
    expect(categorise(name)).toBe(category);
  });
});

describe.each(dialects)("shopping list on $name", (dialect) => {
  const db = useDatabase(dialect);
  const bus = useEventBus();

  describe("addShoppingItem", () => {
    it("files each item in its aisle from the name and announces the change", async () => {
      const home = await newHousehold(db());
      const heard = listen(bus(), home.id);
      for (const [name] of CATEGORY_EXAMPLES) await addShoppingItem(db(), home.actor, { name });
      heard.stop();

      const items = await listShopping(db(), home.actor);
      expect(items).toHaveLength(CATEGORY_EXAMPLES.length);
      for (const [name, category] of CATEGORY_EXAMPLES) {
        const item = items.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
        expect(item?.category, name).toBe(category);
        expect(item?.checked).toBe(false);
      }
      expect(heard.topics).toEqual(CATEGORY_EXAMPLES.map(() => "shopping"));
    });

    it("lists items in aisle order", async () => {
      const home = await newHousehold(db());
      for (const name of ["dish soap", "milk", "apples", "bread", "frozen peas", "rice"])
        await addShoppingItem(db(), home.actor, { name });
      expect((await listShopping(db(), home.actor)).map((item) => item.category)).toEqual([
        "produce",
        "dairy",
        "bakery",
        "pantry staples",
        "frozen",
        "household",
      ]);
    });

    it("takes a category given by the member over the automatic one", async () => {
      const home = await newHousehold(db());
      const { item } = await addShoppingItem(db(), home.actor, {
        name: "Tomatoes",
        quantity: 2,
        unit: "can",
        category: "pantry staples",
      });
      expect(item).toMatchObject({
        name: "Tomatoes",
        quantity: 2,
        unit: "can",
        category: "pantry staples",
        checked: false,
        addedBy: home.actor.userId,
      });
      expect(await getShoppingItem(db(), home.actor, item.id)).toEqual(item);
    });

    it("merges a duplicate in any case or plural with a compatible unit", async () => {
      const home = await newHousehold(db());
      const first = await addShoppingItem(db(), home.actor, { name: "potatoes", quantity: 1, unit: "kg" });
      const second = await addShoppingItem(db(), home.actor, { name: "Potato", quantity: 500, unit: "g" });
      expect(second).toMatchObject({ merged: true, item: { id: first.item.id, quantity: 1.5, unit: "kg" } });

      const third = await addShoppingItem(db(), home.actor, { name: "potatoes", quantity: 3, unit: "bag" });
      expect(third.merged).toBe(false);
      expect(await listShopping(db(), home.actor)).toHaveLength(2);
    });

    it("starts a checked duplicate afresh: unchecked, with the new quantity", async () => {
      const home = await newHousehold(db());
      const { item } = await addShoppingItem(db(), home.actor, { name: "milk", quantity: 2, unit: "l" });
      await setShoppingItemChecked(db(), home.actor, item.id, true);
      const again = await addShoppingItem(db(), home.actor, { name: "Milk", quantity: 1, unit: "l" });

      expect(again).toMatchObject({ merged: true, item: { id: item.id, quantity: 1, unit: "l", checked: false } });
      expect(await listShopping(db(), home.actor)).toHaveLength(1);
    });
  });

  describe("addShoppingItems", () => {
    it("adds several items, merging duplicates among them", async () => {
      const home = await newHousehold(db());
      const results = await addShoppingItems(db(), home.actor, [
        { name: "bread" },
        { name: "eggs", quantity: 6 },
        { name: "tomatoes", quantity: 4 },
        { name: "egg", quantity: 6 },
      ]);
      expect(results.map((result) => result.merged)).toEqual([false, false, false, true]);
      const items = await listShopping(db(), home.actor);
      expect(items.map((item) => [item.name, item.quantity]).sort()).toEqual([
        ["Bread", null],
        ["Eggs", 12],
        ["Tomatoes", 4],
      ]);
    });

    it("adds all of the items or none of them", async () => {
      const home = await newHousehold(db());
      await addShoppingItem(db(), home.actor, { name: "onions", quantity: 2 });
      await rejectNameInDatabase(db(), dialect.name, "shopping_items", "Rejected by the database");
      const heard = listen(bus(), home.id);

      await rejection(
        addShoppingItems(db(), home.actor, [
          { name: "garlic", quantity: 1 },
          { name: "Rejected by the database" },
          { name: "onions", quantity: 3 },
        ]),
      );
      heard.stop();

      const items = await listShopping(db(), home.actor);
      expect(items.map((item) => [item.name, item.quantity])).toEqual([["Onions", 2]]);
      expect(heard.topics).toEqual([]);
    });
  });

  describe("setShoppingItemChecked", () => {
    it("checks and unchecks an item", async () => {
      const home = await newHousehold(db());
      const { item } = await addShoppingItem(db(), home.actor, { name: "lemons", quantity: 3 });
      const heard = listen(bus(), home.id);
      expect(await setShoppingItemChecked(db(), home.actor, item.id, true)).toMatchObject({
        id: item.id,
        checked: true,
      });
      expect((await getShoppingItem(db(), home.actor, item.id)).checked).toBe(true);
      expect(await setShoppingItemChecked(db(), home.actor, item.id, false)).toMatchObject({
        id: item.id,
        checked: false,
      });
      heard.stop();
      expect(heard.topics).toEqual(["shopping", "shopping"]);
      expect(await listPantry(db(), home.actor)).toEqual([]);
    });

    it("puts a bought item in the pantry where its aisle suggests", async () => {
      const home = await newHousehold(db());
      const cases: Array<[string, number | null, string | null, string]> = [
        ["Greek yogurt", 500, "g", "fridge"],
        ["Frozen spinach", 1, "bag", "freezer"],
        ["Chicken thighs", 1, "kg", "fridge"],
        ["Basmati rice", 2, "kg", "pantry"],
        ["Apples", 6, null, "pantry"],
      ];
      for (const [name, quantity, unit, location] of cases) {
        const { item } = await addShoppingItem(db(), home.actor, { name, quantity, unit });
        const heard = listen(bus(), home.id);
        const checked = await setShoppingItemChecked(db(), home.actor, item.id, true, { moveToPantry: true });
        heard.stop();
        expect(checked.checked).toBe(true);
        expect(heard.topics).toEqual(["shopping", "pantry"]);

        const stocked = (await listPantry(db(), home.actor)).filter((entry) => entry.name === name);
        expect(stocked, name).toHaveLength(1);
        expect(stocked[0]).toMatchObject({ quantity, unit, location });
      }
    });

    it("merges into what the pantry already holds, and does not add twice when checked again", async () => {
      const home = await newHousehold(db());
      await addPantryItem(db(), home.actor, { name: "milk", quantity: 1, unit: "l", location: "fridge" });
      const { item } = await addShoppingItem(db(), home.actor, { name: "Milk", quantity: 500, unit: "ml" });
      await setShoppingItemChecked(db(), home.actor, item.id, true, { moveToPantry: true });
      await setShoppingItemChecked(db(), home.actor, item.id, true, { moveToPantry: true });

      const pantry = await listPantry(db(), home.actor);
      expect(pantry.map((entry) => [entry.name, entry.quantity, entry.unit, entry.location])).toEqual([
        ["Milk", 1.5, "l", "fridge"],
      ]);
    });

    it("checks the item and stocks the pantry in one transaction", async () => {
      const home = await newHousehold(db());
      await rejectNameInDatabase(db(), dialect.name, "pantry_items", "Unstockable cheese");
      const { item } = await addShoppingItem(db(), home.actor, { name: "Unstockable cheese", quantity: 1 });

      await rejection(setShoppingItemChecked(db(), home.actor, item.id, true, { moveToPantry: true }));
      expect((await getShoppingItem(db(), home.actor, item.id)).checked).toBe(false);
      expect(await listPantry(db(), home.actor)).toEqual([]);
    });
  });

  describe("updateShoppingItem", () => {
    it("changes name, amount and category", async () => {
      const home = await newHousehold(db());
      const { item } = await addShoppingItem(db(), home.actor, { name: "cheese" });
      const heard = listen(bus(), home.id);
      const updated = await updateShoppingItem(db(), home.actor, item.id, {
        name: "feta",
        quantity: 200,
        unit: "g",
        category: "other",
      });
      heard.stop();
      expect(updated).toMatchObject({ id: item.id, name: "Feta", quantity: 200, unit: "g", category: "other" });
      expect(heard.topics).toEqual(["shopping"]);
    });
  });

  describe("editShoppingItem", () => {
    it("changes name, amount, unit and note, keeping the item's id, and announces it", async () => {
      const home = await newHousehold(db());
      const { item } = await addShoppingItem(db(), home.actor, { name: "tomatos", quantity: 2, unit: "can" });
      expect(item.note).toBe("");
      const heard = listen(bus(), home.id);
      const edited = await editShoppingItem(db(), home.actor, item.id, {
        name: "  chopped   tomatoes ",
        quantity: 800,
        unit: "g",
        note: "  the big\ntins ",
      });
      heard.stop();
      expect(edited).toEqual({
        merged: false,
        item: expect.objectContaining({ id: item.id, name: "Chopped tomatoes", quantity: 800, unit: "g" }),
      });
      // The service keeps a note as given, trimmed; the schemas fold it onto one line.
      expect(edited.item.note).toBe("the big\ntins");
      expect(await getShoppingItem(db(), home.actor, item.id)).toEqual(edited.item);
      expect(heard.topics).toEqual(["shopping"]);
    });

    it("leaves out what is not sent and clears what is sent as null", async () => {
      const home = await newHousehold(db());
      const { item } = await addShoppingItem(db(), home.actor, {
        name: "flour",
        quantity: 1,
        unit: "kg",
        note: "strong white",
      });
      const onlyNote = await editShoppingItem(db(), home.actor, item.id, { note: "wholemeal" });
      expect(onlyNote.item).toMatchObject({ name: "Flour", quantity: 1, unit: "kg", note: "wholemeal" });
      const cleared = await editShoppingItem(db(), home.actor, item.id, { quantity: null, unit: null, note: null });
      expect(cleared.item).toMatchObject({ name: "Flour", quantity: null, unit: null, note: "" });
    });

    it("moves a renamed item to its new name's aisle, unless its aisle was chosen by hand", async () => {
      const home = await newHousehold(db());
      const auto = await addShoppingItem(db(), home.actor, { name: "milk" });
      expect(auto.item.category).toBe("dairy");
      expect((await editShoppingItem(db(), home.actor, auto.item.id, { name: "bananas" })).item.category).toBe(
        "produce",
      );
      const chosen = await addShoppingItem(db(), home.actor, { name: "candles", category: "household" });
      expect(
        (await editShoppingItem(db(), home.actor, chosen.item.id, { name: "birthday candles" })).item.category,
      ).toBe("household");
      const told = await editShoppingItem(db(), home.actor, chosen.item.id, { name: "cake", category: "bakery" });
      expect(told.item.category).toBe("bakery");
    });

    it("merges, as adding does, into an item of the new name in a compatible unit", async () => {
      const home = await newHousehold(db());
      const potatoes = await addShoppingItem(db(), home.actor, {
        name: "potatoes",
        quantity: 1,
        unit: "kg",
        note: "floury",
      });
      const typo = await addShoppingItem(db(), home.actor, {
        name: "taters",
        quantity: 500,
        unit: "g",
        note: "for mash",
      });
      const heard = listen(bus(), home.id);
      const edited = await editShoppingItem(db(), home.actor, typo.item.id, { name: "Potato" });
      heard.stop();

      expect(edited.merged).toBe(true);
      expect(edited.item).toMatchObject({
        id: typo.item.id,
        name: "Potato",
        quantity: 1500,
        unit: "g",
        note: "floury; for mash",
      });
      const list = await listShopping(db(), home.actor);
      expect(list.map((item) => item.id)).toEqual([typo.item.id]);
      await expectNotFound(getShoppingItem(db(), home.actor, potatoes.item.id));
      expect(heard.topics).toEqual(["shopping"]);
    });

    it("keeps both when the units cannot be added, and replaces a bought duplicate", async () => {
      const home = await newHousehold(db());
      await addShoppingItem(db(), home.actor, { name: "tomatoes", quantity: 2, unit: "can" });
      const fresh = await addShoppingItem(db(), home.actor, { name: "fresh toms", quantity: 1, unit: "kg" });
      const renamed = await editShoppingItem(db(), home.actor, fresh.item.id, { name: "tomatoes" });
      expect(renamed.merged).toBe(false);
      expect(await listShopping(db(), home.actor)).toHaveLength(2);

      const bought = await addShoppingItem(db(), home.actor, { name: "milk", quantity: 2, unit: "l", note: "old" });
      await setShoppingItemChecked(db(), home.actor, bought.item.id, true);
      const cream = await addShoppingItem(db(), home.actor, { name: "cream", quantity: 1, unit: "l" });
      const milk = await editShoppingItem(db(), home.actor, cream.item.id, { name: "milk" });
      expect(milk).toMatchObject({
        merged: true,
        item: { id: cream.item.id, name: "Milk", quantity: 1, unit: "l", checked: false, note: "" },
      });
      await expectNotFound(getShoppingItem(db(), home.actor, bought.item.id));
    });

    it("does not merge a bought item, nor one whose name and unit stay as they were", async () => {
      const home = await newHousehold(db());
      const first = await addShoppingItem(db(), home.actor, { name: "eggs", quantity: 6 });
      const dozen = await addShoppingItem(db(), home.actor, { name: "eggs", quantity: 1, unit: "box" });
      await setShoppingItemChecked(db(), home.actor, dozen.item.id, true);
      const bought = await editShoppingItem(db(), home.actor, dozen.item.id, { unit: null });
      expect(bought.merged).toBe(false);
      const note = await editShoppingItem(db(), home.actor, first.item.id, { note: "free range" });
      expect(note.merged).toBe(false);
      expect(await listShopping(db(), home.actor)).toHaveLength(2);
    });

    it("changes nothing of another household's item, nor of one that is gone", async () => {
      const home = await newHousehold(db());
      const neighbour = await newHousehold(db());
      const { item } = await addShoppingItem(db(), home.actor, { name: "butter" });
      const heard = listen(bus(), home.id);
      await expectNotFound(editShoppingItem(db(), neighbour.actor, item.id, { name: "margarine" }));
      await expectNotFound(editShoppingItem(db(), home.actor, "no-such-item", { name: "margarine" }));
      heard.stop();
      expect(heard.topics).toEqual([]);
      expect((await getShoppingItem(db(), home.actor, item.id)).name).toBe("Butter");
    });

    it("saves all of an edit and its merge, or none of it", async () => {
      const home = await newHousehold(db());
      const other = await addShoppingItem(db(), home.actor, { name: "Refused on renaming", quantity: 1 });
      const { item } = await addShoppingItem(db(), home.actor, { name: "rice", quantity: 1 });
      await rejectRenameInDatabase(db(), dialect.name, "Refused on renaming");
      const heard = listen(bus(), home.id);
      await rejection(editShoppingItem(db(), home.actor, item.id, { name: "refused on renaming" }));
      heard.stop();
      expect(heard.topics).toEqual([]);
      const list = await listShopping(db(), home.actor);
      expect(list.map((entry) => [entry.id, entry.name, entry.quantity]).sort()).toEqual(
        [
          [other.item.id, "Refused on renaming", 1],
          [item.id, "Rice", 1],
        ].sort(),
      );
    });
  });

  describe("addShoppingItem's note", () => {
    it("keeps a note, and joins a new one to a wanted duplicate's", async () => {
      const home = await newHousehold(db());
      const { item } = await addShoppingItem(db(), home.actor, {
        name: "beans",
        quantity: 1,
        unit: "can",
        note: "black",
      });
      expect(item.note).toBe("black");
      const again = await addShoppingItem(db(), home.actor, {
        name: "beans",
        quantity: 1,
        unit: "can",
        note: "kidney",
      });
      expect(again).toMatchObject({ merged: true, item: { id: item.id, quantity: 2, note: "black; kidney" } });
      const same = await addShoppingItem(db(), home.actor, { name: "beans", quantity: 1, unit: "can", note: "Black" });
      expect(same.item.note).toBe("black; kidney");
    });
  });

  describe("removeShoppingItem and clearCheckedItems", () => {
    it("removes one item", async () => {
      const home = await newHousehold(db());
      const keep = await addShoppingItem(db(), home.actor, { name: "pasta" });
      const gone = await addShoppingItem(db(), home.actor, { name: "sugar" });
      await removeShoppingItem(db(), home.actor, gone.item.id);
      expect((await listShopping(db(), home.actor)).map((item) => item.id)).toEqual([keep.item.id]);
      await expectNotFound(removeShoppingItem(db(), home.actor, gone.item.id));
    });

    it("clears every checked item and only those, answering how many went", async () => {
      const home = await newHousehold(db());
      const bought = await addShoppingItems(db(), home.actor, [{ name: "flour" }, { name: "butter" }, { name: "jam" }]);
      const stillNeeded = await addShoppingItem(db(), home.actor, { name: "cocoa" });
      await setShoppingItemChecked(db(), home.actor, bought[0].item.id, true);
      await setShoppingItemChecked(db(), home.actor, bought[2].item.id, true);
      const heard = listen(bus(), home.id);

      expect(await clearCheckedItems(db(), home.actor)).toBe(2);
      heard.stop();
      expect(heard.topics).toEqual(["shopping"]);
      expect((await listShopping(db(), home.actor)).map((item) => item.id).sort()).toEqual(
        [bought[1].item.id, stillNeeded.item.id].sort(),
      );
      expect(await clearCheckedItems(db(), home.actor)).toBe(0);
    });
  });

  describe("addRecipeIngredients", () => {
    it("adds only what the pantry does not cover", async () => {
      const home = await newHousehold(db());
      const recipe = await getRecipe(db(), home.actor, "tomato-basil-frittata");
      await addPantryItem(db(), home.actor, { name: "Eggs", quantity: 12, location: "fridge" });
      await addPantryItem(db(), home.actor, { name: "olive oil", quantity: 500, unit: "ml" });
      await addPantryItem(db(), home.actor, { name: "salt" });
      await addPantryItem(db(), home.actor, { name: "cherry tomatoes", quantity: 100, unit: "g", location: "fridge" });

      const heard = listen(bus(), home.id);
      const result = await addRecipeIngredients(db(), home.actor, recipe.id);
      heard.stop();

      expect(result.recipe.id).toBe(recipe.id);
      expect(result.covered.sort()).toEqual(["eggs", "olive oil", "salt"]);
      const expected = recipe.ingredients.filter(
        (ingredient) => !["eggs", "olive oil", "salt"].includes(ingredient.name),
      );
      expect(result.added.map((item) => [item.name.toLowerCase(), item.quantity, item.unit]).sort()).toEqual(
        expected.map((ingredient) => [ingredient.name, ingredient.quantity, ingredient.unit]).sort(),
      );
      expect((await listShopping(db(), home.actor)).map((item) => item.id).sort()).toEqual(
        result.added.map((item) => item.id).sort(),
      );
      expect(result.added.find((item) => item.name === "Cherry tomatoes")).toMatchObject({
        quantity: 200,
        unit: "g",
        category: "produce",
      });
      expect(heard.topics).toEqual(["shopping"]);
    });

    it("scales with the servings asked for", async () => {
      const home = await newHousehold(db());
      const recipe = await getRecipe(db(), home.actor, "tomato-basil-frittata");
      expect(recipe.servings).toBe(4);
      await addPantryItem(db(), home.actor, { name: "eggs", quantity: 12, location: "fridge" });

      const result = await addRecipeIngredients(db(), home.actor, recipe.id, 8);
      expect(result.recipe.servings).toBe(8);
      expect(result.covered).not.toContain("eggs");
      const byName = new Map(result.added.map((item) => [item.name.toLowerCase(), item]));
      expect(byName.get("eggs")).toMatchObject({ quantity: 16, unit: null });
      expect(byName.get("cherry tomatoes")).toMatchObject({ quantity: 400, unit: "g" });
      expect(byName.get("parmesan cheese")).toMatchObject({ quantity: 80, unit: "g" });
    });

    it("adds nothing when the pantry covers everything", async () => {
      const home = await newHousehold(db());
      const recipe = await getRecipe(db(), home.actor, "tomato-basil-frittata");
      for (const ingredient of recipe.ingredients) {
        await addPantryItem(db(), home.actor, {
          name: ingredient.name,
          quantity: ingredient.quantity === null ? null : ingredient.quantity * 2,
          unit: ingredient.unit,
        });
      }
      const result = await addRecipeIngredients(db(), home.actor, recipe.id);
      expect(result.added).toEqual([]);
      expect(result.covered).toHaveLength(recipe.ingredients.length);
      expect(await listShopping(db(), home.actor)).toEqual([]);
    });

    it("answers 404 for an unknown recipe", async () => {
      const home = await newHousehold(db());
      await expectNotFound(addRecipeIngredients(db(), home.actor, "no-such-recipe"));
    });
  });
});
