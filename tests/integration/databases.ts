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
 * SQLite file or PostgreSQL database, so files running in parallel never share rows.
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

async function onServer(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Each call creates its own database on the server named by TEST_DATABASE_URL.
 * A schema per file is not enough: Kysely's Migrator looks for its bookkeeping tables
 * in every schema of the database, so parallel files would see each other's tables.
 */
function postgres(baseUrl: string): TestDialect {
  return {
    name: "postgres",
    async create() {
      const name = `basil_test_${randomBytes(6).toString("hex")}`;
      await onServer(baseUrl, `CREATE DATABASE ${name}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        async remove() {
          await onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
