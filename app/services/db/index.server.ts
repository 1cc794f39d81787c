import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  sql,
  SqliteDialect,
  type SqliteDatabase,
  SqliteDriver,
  type DatabaseConnection,
  type QueryResult,
} from "kysely";
import { config } from "~/env.server";
import { migrationProvider } from "./migrations.server";
import { pg } from "./pg.server";
import type { Database } from "./schema";
import { currentTestFault, ReadOnlyDatabase } from "./test-faults.server";

export type DB = Kysely<Database>;

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//.test(url);
}

/** The file a SQLite database URL names (":memory:" for none). */
export function sqliteFile(url: string) {
  return url.replace(/^file:/, "").replace(/^sqlite:/, "");
}

export function isPostgres(db: DB) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** How long a SQLite writer waits for another to finish (a chat turn may take up to 10 s). */
const SQLITE_BUSY_MS = 15_000;
/**
 * How long better-sqlite3 may wait for another process's writer while blocking this
 * process's event loop (busy_timeout); after that the wait goes on asynchronously, so a
 * long transaction in one process never freezes the others' pages.
 */
const SQLITE_BLOCKING_WAIT_MS = 20;

function isBusy(error: unknown) {
  return error instanceof SQLite.SqliteError && /^SQLITE_BUSY/.test(error.code);
}

/** Runs a statement that needs the file's write lock, trying again while another process holds it. */
async function whileOthersWrite<T>(work: () => Promise<T>): Promise<T> {
  const until = Date.now() + SQLITE_BUSY_MS;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await work();
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * The one writer of a SQLite file in this process at a time, waited for asynchronously.
 * better-sqlite3 waits for SQLite's own lock synchronously (busy_timeout), freezing the
 * event loop; when the holder is another connection of this same process (db() and
 * turnDb()), it cannot finish meanwhile and the waiter fails. So connections of one
 * process queue here first, and only other processes are left to whileOthersWrite.
 */
class SqliteWriterQueue {
  #busy = false;
  #waiting: Array<() => void> = [];

  acquire(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timeout);
        resolve();
      };
      const timeout = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(turn), 1);
        reject(new Error("database is locked"));
      }, SQLITE_BUSY_MS);
      this.#waiting.push(turn);
    });
  }

  release() {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }
}

const sqliteWriters = new Map<string, SqliteWriterQueue>();

function writerQueueFor(file: string) {
  // Each ":memory:" handle is a database of its own.
  if (file === ":memory:") return new SqliteWriterQueue();
  const key = path.resolve(file);
  let queue = sqliteWriters.get(key);
  if (!queue) {
    queue = new SqliteWriterQueue();
    sqliteWriters.set(key, queue);
  }
  return queue;
}

/** A SQLite handle's connection: a write outside a transaction waits its turn in the queue. */
class QueuedSqliteConnection implements DatabaseConnection {
  #inTransaction = false;

  constructor(
    private readonly inner: DatabaseConnection,
    private readonly sqlite: SqliteDatabase,
    private readonly writers: SqliteWriterQueue,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#inTransaction || this.#readsOnly(query.sql)) return this.inner.executeQuery<R>(query);
    await this.writers.acquire();
    try {
      return await whileOthersWrite(() => this.inner.executeQuery<R>(query));
    } finally {
      this.writers.release();
    }
  }

  // The statement cache makes this a look-up after the first time.
  #readsOnly(text: string) {
    return (this.sqlite.prepare(text) as SQLite.Statement).readonly;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  /**
   * BEGIN IMMEDIATE takes the write lock before the transaction reads anything: a
   * deferred BEGIN would read a snapshot first and then fail (SQLITE_BUSY_SNAPSHOT) or
   * act on stale rows when another connection wrote in between.
   */
  async begin() {
    await this.writers.acquire();
    this.#inTransaction = true;
    try {
      await whileOthersWrite(() => this.inner.executeQuery(CompiledQuery.raw("begin immediate")));
    } catch (error) {
      this.#end();
      throw error;
    }
  }

  // A failed commit is followed by Kysely's rollback, which releases the queue.
  async commit() {
    await this.inner.executeQuery(CompiledQuery.raw("commit"));
    this.#end();
  }

  async rollback() {
    try {
      await this.inner.executeQuery(CompiledQuery.raw("rollback"));
    } finally {
      this.#end();
    }
  }

  #end() {
    this.#inTransaction = false;
    this.writers.release();
  }
}

class QueuedSqliteDriver extends SqliteDriver {
  #connection: QueuedSqliteConnection | null = null;

  constructor(
    private readonly sqlite: SqliteDatabase,
    private readonly writers: SqliteWriterQueue,
  ) {
    super({ database: sqlite });
  }

  override async acquireConnection() {
    const inner = await super.acquireConnection();
    this.#connection ??= new QueuedSqliteConnection(inner, this.sqlite, this.writers);
    return this.#connection;
  }

  // acquireConnection hands out only QueuedSqliteConnection, so these receive one.
  override beginTransaction(connection: QueuedSqliteConnection) {
    return connection.begin();
  }

  override commitTransaction(connection: QueuedSqliteConnection) {
    return connection.commit();
  }

  override rollbackTransaction(connection: QueuedSqliteConnection) {
    return connection.rollback();
  }
}

class QueuedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SqliteDatabase,
    private readonly writers: SqliteWriterQueue,
  ) {
    super({ database: sqlite });
  }

  override createDriver() {
    return new QueuedSqliteDriver(this.sqlite, this.writers);
  }
}

const CACHED_STATEMENTS = 500;

/**
 * The handle Kysely is given: each statement's text is compiled once and its prepared
 * statement reused (the app sends a few hundred distinct statements; preparing them every
 * time was a tenth of a chat turn). A statement still being iterated gets a fresh copy.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const cached = prepared.get(text);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(text);
      if (!cached) {
        if (prepared.size >= CACHED_STATEMENTS) prepared.delete(prepared.keys().next().value!);
        prepared.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * Creates a new SQLite file readable by its owner only (0600; SQLite gives its -wal and -shm
 * files the same mode), in a folder only the owner can list. An existing file is left as it is.
 */
function createPrivately(file: string) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
}

/** A SQLite file (created privately when new) in WAL mode, waiting `busyMs` for another process's writer. */
export function openSqliteFile(file: string, busyMs: number) {
  if (file !== ":memory:") createPrivately(file);
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${busyMs}`);
  sqlite.pragma("synchronous = NORMAL");
  // Lower-cases every letter, as PostgreSQL's lower does (SQLite's own folds A-Z only): the conversation search.
  sqlite.function("basil_lower", { deterministic: true }, (text: unknown) =>
    typeof text === "string" ? text.toLowerCase() : text,
  );
  return sqlite;
}

/** Opens a database: PostgreSQL for a postgres:// URL, otherwise a SQLite file in WAL mode. */
export function openDatabase(url: string): DB {
  if (isPostgresUrl(url)) {
    const pool = new (pg().Pool)({ connectionString: url, max: 10 });
    // An idle connection the server drops (restart, failover) must not bring the process down.
    pool.on("error", (error) => console.error("Database pool lost a connection:", error.message));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = sqliteFile(url);
  // This process's own writers queue first; another process's writer is waited for briefly
  // here, then without blocking (whileOthersWrite).
  const sqlite = openSqliteFile(file, SQLITE_BLOCKING_WAIT_MS);
  return new Kysely<Database>({ dialect: new QueuedSqliteDialect(withStatementCache(sqlite), writerQueueFor(file)) });
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

const readOnly = new ReadOnlyDatabase();

/** The handle as the current request may use it: read-only when a test asked for that fault. */
function underTestFault(handle: DB): DB {
  if (!config().testFaults) return handle;
  return currentTestFault() === "read-only-database" ? handle.withPlugin(readOnly) : handle;
}

/** The process-wide database handle, opened on first use. */
export function db(): DB {
  shared ??= openDatabase(config().databaseUrl);
  return underTestFault(shared);
}

/**
 * A handle for long transactions (an assistant turn). PostgreSQL's pool already gives
 * each transaction its own connection; SQLite gets a second connection so a turn never
 * holds up the rest of the app's queries.
 */
export function turnDb(): DB {
  if (isPostgresUrl(config().databaseUrl)) return db();
  turns ??= openDatabase(config().databaseUrl);
  return underTestFault(turns);
}

/**
 * Runs work in a transaction, or inside the caller's when there is one already (an
 * assistant turn runs every tool in one transaction).
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Runs a change to one household's kitchen in a transaction (the caller's, when there is
 * one) that first takes the household's write lock, so concurrent read-modify-writes of
 * one household (merging, using up, check-off and move, plan slots, timers, steps) run one
 * after another and each reads what the previous one committed. On PostgreSQL the lock is a
 * transaction-scoped advisory lock (re-entrant, released at commit or rollback); on SQLite
 * every transaction already holds the file's only write lock from BEGIN IMMEDIATE.
 */
export function householdWrite<T>(
  db: DB,
  household: { householdId: string },
  work: (trx: DB) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    await lockNames(trx, [`household:${household.householdId}`]);
    return work(trx);
  });
}

/**
 * Takes named locks until the transaction ends: PostgreSQL advisory locks (re-entrant);
 * nothing on SQLite, whose transactions hold the file's only write lock from BEGIN
 * IMMEDIATE. Taken in sorted order, so two transactions never wait on each other.
 */
export async function lockNames(trx: DB, names: string[]) {
  if (!isPostgres(trx)) return;
  for (const name of [...names].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
  }
}
