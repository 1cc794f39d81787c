import type { Kysely, Migration } from "kysely";

export const accountsAndHouseholds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("users")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("identities")
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("identities_pk", ["provider", "subject"])
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

    await db.schema
      .createTable("households")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("households_name_idx").on("households").column("name").execute();

    await db.schema
      .createTable("profiles")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("display_name", "text")
      .addColumn("household_id", "text", (c) => c.references("households.id"))
      .addColumn("onboarding_required", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("dietary_restrictions", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("allergies", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("cooking_skill", "text", (c) => c.notNull().defaultTo("beginner"))
      .addColumn("preferences", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("memberships")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("household_id", "text", (c) => c.notNull().references("households.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
      .addColumn("joined_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("memberships_household_idx").on("memberships").column("household_id").execute();

    await db.schema
      .createTable("auth_failures")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("auth_failures_lookup_idx")
      .on("auth_failures")
      .columns(["scope", "key", "at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["auth_failures", "memberships", "profiles", "households", "sessions", "identities", "users"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
