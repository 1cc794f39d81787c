import type { Kysely, Migration } from "kysely";

/**
 * CalDAV (app/services/caldav.server.ts): the names a to-do app chose for the items it added
 * (its file name and UID, kept while the item lives), and the states of each household's two
 * calendars that a sync token stands for, so that a sync can say what changed and what went.
 */
export const caldav: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("caldav_objects")
      .addColumn("item_id", "text", (c) => c.primaryKey().references("shopping_items.id").onDelete("cascade"))
      .addColumn("household_id", "text", (c) => c.notNull().references("households.id").onDelete("cascade"))
      .addColumn("href_name", "text", (c) => c.notNull())
      .addColumn("uid", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("caldav_objects_href")
      .on("caldav_objects")
      .columns(["household_id", "href_name"])
      .unique()
      .execute();
    await db.schema
      .createTable("caldav_sync_states")
      .addColumn("household_id", "text", (c) => c.notNull().references("households.id").onDelete("cascade"))
      .addColumn("collection", "text", (c) => c.notNull())
      .addColumn("token", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("caldav_sync_states_pk", ["household_id", "collection", "token"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("caldav_sync_states").execute();
    await db.schema.dropTable("caldav_objects").execute();
  },
};
