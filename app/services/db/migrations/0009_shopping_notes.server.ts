import type { Kysely, Migration } from "kysely";

/** A note on a shopping-list item ("the big tin", "for Sunday"); empty when there is none. */
export const shoppingNotes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("shopping_items")
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("shopping_items").dropColumn("note").execute();
  },
};
