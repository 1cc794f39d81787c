import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { migrate, openDatabase, type DB } from "~/services/db/index.server";

/**
 * The databases every integration test runs against: a fresh SQLite file always, and
 * PostgreSQL as well when TEST_DATABASE_URL names one. Each test file gets its own
 * SQLite file or PostgreSQL schema, so files running in parallel never share rows.
 */
export type TestDialect = {
  name: "sqlite" | "postgres";
  /** Creates an empty database and returns its URL and a function that removes it. */
  create(): Promise<{ url: string; remove(): Promise<void> }>;
};

const sqlite: TestDialect = {
  name: "sqlite",
  async create() {
    const dir = mkdtempSync(path.join(tmpdir(), "basil-test-"));
    return {
      url: `file:${path.join(dir, "basil.sqlite")}`,
      async remove() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(baseUrl: string): TestDialect {
  return {
    name: "postgres",
    async create() {
      const schema = `basil_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA ${schema}`);
      } finally {
        await admin.end();
      }
      const url = new URL(baseUrl);
      url.searchParams.set("options", `-c search_path=${schema}`);
      return {
        url: url.toString(),
        async remove() {
          const cleaner = new pg.Client({ connectionString: baseUrl });
          await cleaner.connect();
          try {
            await cleaner.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          } finally {
            await cleaner.end();
          }
        },
      };
    },
  };
}

export const dialects: TestDialect[] = [
  sqlite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

/**
 * Registers hooks that open a fresh, migrated database for the enclosing describe block
 * and tear it down afterwards. Call the returned function inside tests to get the handle.
 */
export function useDatabase(dialect: TestDialect): () => DB {
  let db: DB | null = null;
  let remove: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const created = await dialect.create();
    remove = created.remove;
    db = openDatabase(created.url);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await remove?.();
  });
  return () => {
    if (!db) throw new Error("The test database is not open yet");
    return db;
  };
}

/** Creates a fresh, unmigrated database; the caller destroys the handle and removes it. */
export async function freshDatabase(dialect: TestDialect) {
  const created = await dialect.create();
  return { db: openDatabase(created.url), url: created.url, remove: created.remove };
}

/** A string no other test in the file will use, for emails, names and rate-limit keys. */
export function unique(prefix: string) {
  return `${prefix}-${randomBytes(5).toString("hex")}`;
}
