import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator, NO_MIGRATIONS, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { isPostgresUrl, migrate, openDatabase } from "~/services/db/index.server";
import { migrationNames, migrationProvider } from "~/services/db/migrations.server";
import { dialects, freshDatabase } from "./databases";

const TABLES = [
  "api_tokens",
  "auth_failures",
  "caldav_objects",
  "caldav_sync_states",
  "calendar_feeds",
  "conversations",
  "cooking_sessions",
  "household_recipes",
  "households",
  "idempotency_keys",
  "identities",
  "meal_plan_entries",
  "memberships",
  "messages",
  "pantry_items",
  "password_resets",
  "profiles",
  "push_sent",
  "push_subscriptions",
  "recipe_images",
  "sessions",
  "shopping_items",
  "shopping_trips",
  "timers",
  "users",
];

async function userTables(db: ReturnType<typeof openDatabase>) {
  const tables = await db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !name.startsWith("kysely_"))
    .sort();
}

describe("isPostgresUrl", () => {
  it("recognises postgres:// and postgresql:// URLs only", () => {
    expect(isPostgresUrl("postgres://u@localhost/db")).toBe(true);
    expect(isPostgresUrl("postgresql://u@localhost:5432/db")).toBe(true);
    expect(isPostgresUrl("file:./data/basil.sqlite")).toBe(false);
    expect(isPostgresUrl("./postgres://not-a-url")).toBe(false);
    expect(isPostgresUrl("mysql://u@localhost/db")).toBe(false);
  });
});

describe("openDatabase with SQLite", () => {
  it("creates missing parent folders and uses WAL mode with foreign keys on", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "basil-open-"));
    const file = path.join(dir, "nested", "deeper", "x.sqlite");
    const db = openDatabase(`file:${file}`);
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(journal.rows[0].journal_mode).toBe("wal");
      expect(foreignKeys.rows[0].foreign_keys).toBe(1);
      expect(existsSync(file)).toBe(true);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(dialects)("migrations on $name", (dialect) => {
  it("apply every migration to an empty database, then have nothing left to apply", async () => {
    const { db, remove } = await freshDatabase(dialect);
    try {
      expect(await userTables(db)).toEqual([]);
      const first = await migrate(db);
      expect(first.map((result) => [result.migrationName, result.status])).toEqual(
        migrationNames.map((name) => [name, "Success"]),
      );
      expect(await userTables(db)).toEqual(TABLES);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.destroy();
      await remove();
    }
  });

  it("roll back cleanly and apply again", async () => {
    const { db, remove } = await freshDatabase(dialect);
    try {
      await migrate(db);
      const migrator = new Migrator({ db, provider: migrationProvider });
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      expect(await userTables(db)).toEqual([]);
      const again = await migrate(db);
      expect(again.every((result) => result.status === "Success")).toBe(true);
      expect(await userTables(db)).toEqual(TABLES);
    } finally {
      await db.destroy();
      await remove();
    }
  });

  it("enforce the schema's constraints: unique email, foreign keys, one household per member, defaults", async () => {
    const { db, remove } = await freshDatabase(dialect);
    try {
      await migrate(db);
      const now = new Date().toISOString();
      const userId = randomUUID();
      await db
        .insertInto("users")
        .values({ id: userId, email: "a@example.com", password_hash: null, created_at: now })
        .execute();

      await expect(
        db
          .insertInto("users")
          .values({ id: randomUUID(), email: "a@example.com", password_hash: null, created_at: now })
          .execute(),
      ).rejects.toThrow();

      // Only the required columns, so the table's defaults fill the rest.
      const insertBareProfile = (id: string, email: string) =>
        sql`insert into profiles (user_id, email, created_at, updated_at) values (${id}, ${email}, ${now}, ${now})`.execute(
          db,
        );
      await expect(insertBareProfile(randomUUID(), "ghost@example.com")).rejects.toThrow();

      await insertBareProfile(userId, "a@example.com");
      const profile = await db
        .selectFrom("profiles")
        .selectAll()
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      expect(profile).toMatchObject({
        onboarding_required: 0,
        dietary_restrictions: "[]",
        allergies: "[]",
        cooking_skill: "beginner",
        preferences: "{}",
        household_id: null,
      });

      const householdIds = [randomUUID(), randomUUID()];
      for (const id of householdIds) {
        await db.insertInto("households").values({ id, name: "Home", password_hash: "x", created_at: now }).execute();
      }
      await db
        .insertInto("memberships")
        .values({ id: randomUUID(), household_id: householdIds[0], user_id: userId, joined_at: now })
        .execute();
      await expect(
        db
          .insertInto("memberships")
          .values({ id: randomUUID(), household_id: householdIds[1], user_id: userId, joined_at: now })
          .execute(),
      ).rejects.toThrow();

      await db.deleteFrom("users").where("id", "=", userId).execute();
      const memberships = await db.selectFrom("memberships").select("id").where("user_id", "=", userId).execute();
      const profiles = await db.selectFrom("profiles").select("user_id").where("user_id", "=", userId).execute();
      expect(memberships).toEqual([]);
      expect(profiles).toEqual([]);
    } finally {
      await db.destroy();
      await remove();
    }
  });
});

describe.each(dialects.filter((dialect) => dialect.name === "postgres"))("PostgreSQL schemas on $name", (dialect) => {
  function inSchema(url: string, schema: string) {
    const scoped = new URL(url);
    scoped.searchParams.set("options", `-c search_path=${schema}`);
    return scoped.toString();
  }

  it("migrates a schema even when another schema of the same database is already migrated", async () => {
    const { db: server, url, remove } = await freshDatabase(dialect);
    const first = openDatabase(inSchema(url, "basil_first"));
    const second = openDatabase(inSchema(url, "basil_second"));
    try {
      await sql`create schema basil_first`.execute(server);
      await sql`create schema basil_second`.execute(server);
      await migrate(first);
      const results = await migrate(second);
      expect(results.map((result) => result.status)).toEqual(migrationNames.map(() => "Success"));
      const tables = await sql<{ table_name: string }>`
        select table_name from information_schema.tables where table_schema = 'basil_second' order by table_name
      `.execute(server);
      expect(tables.rows.map((row) => row.table_name).filter((name) => !name.startsWith("kysely_"))).toEqual(TABLES);
    } finally {
      await Promise.all([first.destroy(), second.destroy(), server.destroy()]);
      await remove();
    }
  });
});
