import type { Kysely, Migration } from "kysely";

/**
 * The JSON API's idempotency keys: a request sent again with the same Idempotency-Key gets
 * the first one's answer instead of running twice (a phone replaying its offline queue after
 * a lost answer). One row per member and key; the key is the member's, so the primary key
 * (user_id, key) is what makes a reservation atomic (insert, or find the one already there).
 */
export const idempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("idempotency_keys")
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("request_hash", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("response_status", "integer")
      .addColumn("response_body", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("idempotency_keys_pkey", ["user_id", "key"])
      .execute();
    await db.schema.createIndex("idempotency_keys_created_idx").on("idempotency_keys").column("created_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("idempotency_keys").execute();
  },
};
