import type { Kysely, Migration } from "kysely";

/**
 * Web Push: each device a member turned notifications on for (its push endpoint and keys, and
 * what it is sent), the messages already sent (so two processes, or a restart, never send one
 * twice), and when each member last ticked an item off the shopping list (they are then at
 * the shop, for the list-change notifications).
 */
export const push: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("push_subscriptions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("endpoint", "text", (c) => c.notNull().unique())
      .addColumn("p256dh", "text", (c) => c.notNull())
      .addColumn("auth", "text", (c) => c.notNull())
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("time_zone", "text", (c) => c.notNull())
      .addColumn("timers", "integer", (c) => c.notNull())
      .addColumn("expiring", "integer", (c) => c.notNull())
      .addColumn("expiring_at", "text", (c) => c.notNull())
      .addColumn("list_changes", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").column("user_id").execute();
    await db.schema
      .createTable("push_sent")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("sent_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("shopping_trips")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("ticked_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("shopping_trips").execute();
    await db.schema.dropTable("push_sent").execute();
    await db.schema.dropTable("push_subscriptions").execute();
  },
};
