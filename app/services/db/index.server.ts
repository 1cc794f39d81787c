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
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server drops (restart, failover) must not bring the process down.
    pool.on("error", (error) => console.error("Database pool lost a connection:", error.message));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = sqliteFile(url);
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // A chat turn may hold the write lock on its own connection for up to its 10 s limit.
  sqlite.pragma("busy_timeout = 15000");
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
let turns: DB | null = null;

/** The process-wide database handle, opened on first use. */
export function db(): DB {
  shared ??= openDatabase(config().databaseUrl);
  return shared;
}

/**
 * A handle for long transactions (an assistant turn). PostgreSQL's pool already gives
 * each transaction its own connection; SQLite gets a second connection so a turn never
 * holds up the rest of the app's queries.
 */
export function turnDb(): DB {
  if (isPostgresUrl(config().databaseUrl)) return db();
  turns ??= openDatabase(config().databaseUrl);
  return turns;
}

/**
 * Runs work in a transaction, or inside the caller's when there is one already (an
 * assistant turn runs every tool in one transaction).
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
