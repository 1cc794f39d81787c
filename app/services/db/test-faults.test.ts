import { Kysely, sql, SqliteDialect } from "kysely";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { currentTestFault, ReadOnlyDatabase, withTestFault } from "./test-faults.server";

type Shelf = { shelf: { name: string } };

let open: Kysely<Shelf> | null = null;

async function shelf() {
  open = new Kysely<Shelf>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
  await open.schema.createTable("shelf").addColumn("name", "text").execute();
  await open.insertInto("shelf").values({ name: "Rice" }).execute();
  return open;
}

afterEach(async () => {
  await open?.destroy();
  open = null;
});

describe("the read-only-database test fault", () => {
  it("refuses every kind of write and lets reads through", async () => {
    const db = await shelf();
    const readOnly = db.withPlugin(new ReadOnlyDatabase());
    const refused = /readonly database/;
    await expect(readOnly.insertInto("shelf").values({ name: "Oats" }).execute()).rejects.toThrow(refused);
    await expect(readOnly.updateTable("shelf").set({ name: "Oats" }).execute()).rejects.toThrow(refused);
    await expect(readOnly.deleteFrom("shelf").execute()).rejects.toThrow(refused);
    await expect(sql`delete from shelf`.execute(readOnly)).rejects.toThrow(refused);
    await expect(
      readOnly.transaction().execute((trx) => trx.insertInto("shelf").values({ name: "Oats" }).execute()),
    ).rejects.toThrow(refused);
    expect(await readOnly.selectFrom("shelf").select("name").execute()).toEqual([{ name: "Rice" }]);
    // The handle it was made from still writes.
    await db.insertInto("shelf").values({ name: "Oats" }).execute();
    expect(await db.selectFrom("shelf").select("name").execute()).toHaveLength(2);
  });

  it("holds only for the request that named it, and only a fault this server knows", async () => {
    expect(currentTestFault()).toBeUndefined();
    expect(await withTestFault("read-only-database", async () => currentTestFault())).toBe("read-only-database");
    expect(withTestFault("drop-everything", () => currentTestFault())).toBeUndefined();
    expect(withTestFault(undefined, () => currentTestFault())).toBeUndefined();
    expect(currentTestFault()).toBeUndefined();
  });
});
