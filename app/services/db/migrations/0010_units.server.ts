import type { Kysely, Migration } from "kysely";

/** Each member's units for recipes: metric ("metric", the default) or US customary ("us"). */
export const units: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("profiles")
      .addColumn("units", "text", (c) => c.notNull().defaultTo("metric"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("profiles").dropColumn("units").execute();
  },
};
