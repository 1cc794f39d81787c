import type { Kysely, Migration } from "kysely";

/** Pantry, shopping list, household recipes, meal plan, cooking sessions, timers, API tokens. */
export const kitchen: Migration = {
  async up(db: Kysely<unknown>) {
    const householdRef = "households.id";

    await db.schema
      .createTable("pantry_items")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("household_id", "text", (c) => c.notNull().references(householdRef).onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("quantity", "double precision")
      .addColumn("unit", "text")
      .addColumn("location", "text", (c) => c.notNull())
      .addColumn("expires_on", "text")
      .addColumn("added_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("pantry_household_idx")
      .on("pantry_items")
      .columns(["household_id", "name_key"])
      .execute();
    await db.schema
      .createIndex("pantry_expiry_idx")
      .on("pantry_items")
      .columns(["household_id", "expires_on"])
      .execute();

    await db.schema
      .createTable("shopping_items")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("household_id", "text", (c) => c.notNull().references(householdRef).onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("quantity", "double precision")
      .addColumn("unit", "text")
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("checked", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("added_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("shopping_household_idx")
      .on("shopping_items")
      .columns(["household_id", "name_key"])
      .execute();

    await db.schema
      .createTable("household_recipes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("household_id", "text", (c) => c.notNull().references(householdRef).onDelete("cascade"))
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("household_recipes_idx").on("household_recipes").column("household_id").execute();

    await db.schema
      .createTable("meal_plan_entries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("household_id", "text", (c) => c.notNull().references(householdRef).onDelete("cascade"))
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("meal_type", "text", (c) => c.notNull())
      .addColumn("recipe_id", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("meal_plan_slot_idx")
      .on("meal_plan_entries")
      .columns(["household_id", "date", "meal_type"])
      .unique()
      .execute();

    await db.schema
      .createTable("cooking_sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("household_id", "text", (c) => c.notNull().references(householdRef).onDelete("cascade"))
      .addColumn("recipe_id", "text", (c) => c.notNull())
      .addColumn("current_step", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("started_by", "text", (c) => c.notNull())
      .addColumn("started_at", "text", (c) => c.notNull())
      .addColumn("finished_at", "text")
      .execute();
    await db.schema
      .createIndex("cooking_sessions_idx")
      .on("cooking_sessions")
      .columns(["household_id", "status"])
      .execute();

    await db.schema
      .createTable("timers")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("household_id", "text", (c) => c.notNull().references(householdRef).onDelete("cascade"))
      .addColumn("session_id", "text")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("step", "integer")
      .addColumn("duration_seconds", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("ends_at", "text")
      .addColumn("remaining_seconds", "integer", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("timers_household_idx").on("timers").columns(["household_id", "status"]).execute();

    await db.schema
      .createTable("api_tokens")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("prefix", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_used_at", "text")
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema.createIndex("api_tokens_user_idx").on("api_tokens").column("user_id").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      "api_tokens",
      "timers",
      "cooking_sessions",
      "meal_plan_entries",
      "household_recipes",
      "shopping_items",
      "pantry_items",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
