import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, sql, SqliteDialect } from "kysely";
import pg from "pg";
import { config } from "~/env.server";
import { migrationProvider } from "./migrations.server";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//.test(url);
}

function sqliteFile(url: string) {
  return url.replace(/^file:/, "").replace(/^sqlite:/, "");
}

function isPostgres(db: DB) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Opens a database: PostgreSQL for a postgres:// URL, otherwise a SQLite file in WAL mode. */
export function openDatabase(url: string): DB {
  if (isPostgresUrl(url)) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
    });
  }
  const file = sqliteFile(url);
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrate(db: DB) {
  // On PostgreSQL the bookkeeping tables live in the connection's own schema, so two
  // installations in different schemas of one database never see each other's records.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${String(error)}`);
  }
  return results ?? [];
}

let shared: DB | null = null;

/** The process-wide database handle, opened on first use. */
export function db(): DB {
  shared ??= openDatabase(config().databaseUrl);
  return shared;
}
