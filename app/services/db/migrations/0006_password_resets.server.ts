import type { Kysely, Migration } from "kysely";

/**
 * Password reset links: only a hash of each link's secret is kept, with the moment it stops
 * working. A link is used by deleting its row, so it works once however many tabs send it.
 * `created_by` is the member who made it for someone else, or null for one sent by e-mail.
 */
export const passwordResets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("password_resets")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("password_resets_user_idx").on("password_resets").column("user_id").execute();
    await db.schema.createIndex("password_resets_expiry_idx").on("password_resets").column("expires_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("password_resets").execute();
  },
};
