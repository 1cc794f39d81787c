import type { Kysely, Migration } from "kysely";

/** Conversations with the assistant and their messages. */
export const conversations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("conversations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("household_id", "text", (c) => c.notNull().references("households.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("preview", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("message_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_archived", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("assistant_state", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("last_message_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("conversations_user_idx")
      .on("conversations")
      .columns(["household_id", "user_id", "is_archived", "last_message_at"])
      .execute();

    await db.schema
      .createTable("messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("conversation_id", "text", (c) => c.notNull().references("conversations.id").onDelete("cascade"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("is_from_user", "integer", (c) => c.notNull())
      .addColumn("embedded_component", "text")
      .addColumn("actions", "text")
      .addColumn("timestamp", "text", (c) => c.notNull())
      .addColumn("seq", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("messages_conversation_idx")
      .on("messages")
      .columns(["conversation_id", "seq"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("messages").execute();
    await db.schema.dropTable("conversations").execute();
  },
};
