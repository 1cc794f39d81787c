import type { Kysely, Migration } from "kysely";

/** Each member's theme: light, dark, or the system's ("system", the default). */
export const theme: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("profiles")
      .addColumn("theme", "text", (c) => c.notNull().defaultTo("system"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("profiles").dropColumn("theme").execute();
  },
};
