import type { Kysely, Migration } from "kysely";

/**
 * A member's secret meal plan feed address (/plan.ics?token=…): one per member, only its
 * hash kept. Revoking deletes the row, so the old address stops working at once.
 */
export const calendarFeeds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("calendar_feeds")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("calendar_feeds").execute();
  },
};
