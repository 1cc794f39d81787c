import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type SQLite from "better-sqlite3";
import type PgModule from "pg";
import { config } from "~/env.server";
import { isPostgresUrl, openSqliteFile, sqliteFile } from "../db/index.server";
import { pg } from "../db/pg.server";

/** What changed in a household; pages reload the matching data when they hear it. */
export const TOPICS = ["pantry", "shopping", "meal-plan", "cooking", "timers", "recipes"] as const;
export type Topic = (typeof TOPICS)[number];
export type HouseholdEvent = { householdId: string; topic: Topic; at: string };
export type Listener = (event: HouseholdEvent) => void;

export interface EventBus {
  publish(householdId: string, topic: Topic): Promise<void>;
  subscribe(householdId: string, listener: Listener): () => void;
  /**
   * Whether one of these topics may have changed in the household at or after `sinceMs`
   * (this server's clock): true when it did, and when the bus cannot tell (it was not yet
   * hearing changes then), so that a page never misses one.
   */
  changedSince(householdId: string, topics: readonly Topic[], sinceMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const CHANNEL = "basil_household_events";

/** One process: listeners hear publications directly. */
export class InProcessBus implements EventBus {
  protected readonly emitter = new EventEmitter();
  /** When each household's topics last changed, as far as this process has heard (ms). */
  private readonly lastChanged = new Map<string, Map<Topic, number>>();
  /** Since when this bus hears every change; before it, it cannot tell. In one process, that is the process's start. */
  protected hearingSince = performance.timeOrigin;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(householdId: string, topic: Topic) {
    this.deliver({ householdId, topic, at: new Date().toISOString() });
  }

  protected deliver(event: HouseholdEvent) {
    this.noteChange(event);
    this.emitter.emit(event.householdId, event);
  }

  protected noteChange(event: HouseholdEvent) {
    const at = Date.parse(event.at);
    if (Number.isNaN(at)) return;
    let topics = this.lastChanged.get(event.householdId);
    if (!topics) this.lastChanged.set(event.householdId, (topics = new Map()));
    if (at > (topics.get(event.topic) ?? -Infinity)) topics.set(event.topic, at);
  }

  async changedSince(householdId: string, topics: readonly Topic[], sinceMs: number) {
    if (sinceMs < this.hearingSince) return true;
    const changed = this.lastChanged.get(householdId);
    return topics.some((topic) => (changed?.get(topic) ?? -Infinity) >= sinceMs);
  }

  subscribe(householdId: string, listener: Listener) {
    this.emitter.on(householdId, listener);
    return () => {
      this.emitter.off(householdId, listener);
    };
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}

function parseEvent(payload: string | undefined): HouseholdEvent | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<HouseholdEvent>;
    if (typeof value.householdId !== "string" || !TOPICS.includes(value.topic as Topic)) return null;
    return { householdId: value.householdId, topic: value.topic as Topic, at: String(value.at) };
  } catch {
    return null;
  }
}

/**
 * Several app servers sharing one PostgreSQL database: publications go out with NOTIFY
 * and every server (this one included) delivers what it hears on LISTEN. The listening
 * connection reconnects after a failure.
 */
export class PostgresBus extends InProcessBus {
  private listener: PgModule.Client | null = null;
  private readonly pool: PgModule.Pool;
  private connecting: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly url: string) {
    super();
    this.pool = new (pg().Pool)({ connectionString: url, max: 2 });
    // An idle connection the server drops must not bring the process down.
    this.pool.on("error", (error) => console.error("Household event pool lost a connection:", error.message));
  }

  /** Resolves once this server is listening, so nothing published after it is missed. */
  ready() {
    this.connecting ??= this.listen();
    return this.connecting;
  }

  private async listen() {
    const client = new (pg().Client)({ connectionString: this.url });
    client.on("notification", (message) => {
      const event = parseEvent(message.payload);
      if (event) this.deliver(event);
    });
    client.on("error", (error) => {
      console.error("Household event listener lost its connection:", error.message);
      this.listener = null;
      this.connecting = null;
      if (!this.closed) setTimeout(() => void this.ready().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
    this.hearingSince = Date.now();
  }

  override async publish(householdId: string, topic: Topic) {
    void this.ready().catch(() => undefined);
    const event: HouseholdEvent = { householdId, topic, at: new Date().toISOString() };
    await this.pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
    this.noteChange(event);
  }

  override async changedSince(householdId: string, topics: readonly Topic[], sinceMs: number) {
    // Not listening (yet, or again after losing the connection): changes may have gone unheard.
    if (!this.listener) return true;
    return super.changedSince(householdId, topics, sinceMs);
  }

  override subscribe(householdId: string, listener: Listener) {
    void this.ready().catch((error: unknown) => console.error("Household event listener failed to start:", error));
    return super.subscribe(householdId, listener);
  }

  override async close() {
    this.closed = true;
    await super.close();
    await this.listener?.end();
    await this.pool.end();
  }
}

type StoredEvent = { id: number; household_id: string; topic: string; at: string; origin: string };

/**
 * Several app processes on one SQLite file (BASIL_PROCESSES, or servers started side by
 * side): each publication is delivered at once to this process's listeners and written to
 * a small SQLite file beside the database (`basil.sqlite.events`), where the other processes
 * read it within POLL_MS. The events file is apart so that announcing never waits for the
 * database's write lock; it keeps only the last minute of events. A process reads the file
 * only while one of its pages is listening.
 */
export class SqliteBus extends InProcessBus {
  static readonly POLL_MS = 100;
  private static readonly KEPT_MS = 60_000;
  private static readonly TIDY_EVERY = 100;

  private readonly sqlite: SQLite.Database;
  private readonly origin = randomUUID();
  private readonly statements: {
    insert: SQLite.Statement<[string, string, string, string, number]>;
    since: SQLite.Statement<[number], StoredEvent>;
    newest: SQLite.Statement<[], { id: number | null }>;
    tidy: SQLite.Statement<[number]>;
    changedSince: SQLite.Statement<[string, string, number], { found: number }>;
  };
  private listening = 0;
  private lastId = 0;
  private reader: ReturnType<typeof setInterval> | null = null;
  private sinceTidy = 0;

  constructor(file: string) {
    super();
    this.sqlite = openSqliteFile(file, 1000);
    this.sqlite.exec(`create table if not exists household_events (
      id integer primary key autoincrement,
      household_id text not null,
      topic text not null,
      at text not null,
      origin text not null,
      created_ms integer not null
    )`);
    this.statements = {
      insert: this.sqlite.prepare(
        "insert into household_events (household_id, topic, at, origin, created_ms) values (?, ?, ?, ?, ?)",
      ),
      since: this.sqlite.prepare(
        "select id, household_id, topic, at, origin from household_events where id > ? order by id",
      ),
      newest: this.sqlite.prepare("select max(id) as id from household_events"),
      tidy: this.sqlite.prepare("delete from household_events where created_ms < ?"),
      changedSince: this.sqlite.prepare(
        "select 1 as found from household_events where household_id = ? and topic in (select value from json_each(?)) and created_ms >= ? limit 1",
      ),
    };
  }

  override async publish(householdId: string, topic: Topic) {
    const event: HouseholdEvent = { householdId, topic, at: new Date().toISOString() };
    const now = Date.now();
    this.statements.insert.run(householdId, topic, event.at, this.origin, now);
    if (++this.sinceTidy >= SqliteBus.TIDY_EVERY) {
      this.sinceTidy = 0;
      this.statements.tidy.run(now - SqliteBus.KEPT_MS);
    }
    this.deliver(event);
  }

  /** Every process's changes are in the events file for KEPT_MS; older than that, it cannot tell. */
  override async changedSince(householdId: string, topics: readonly Topic[], sinceMs: number) {
    if (sinceMs < Date.now() - SqliteBus.KEPT_MS) return true;
    try {
      return this.statements.changedSince.get(householdId, JSON.stringify(topics), sinceMs) !== undefined;
    } catch (error) {
      console.error("Could not read the household's recent events:", error instanceof Error ? error.message : error);
      return true;
    }
  }

  override subscribe(householdId: string, listener: Listener) {
    const stop = super.subscribe(householdId, listener);
    if (this.listening++ === 0) this.startReading();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      stop();
      if (--this.listening === 0) this.stopReading();
    };
  }

  private startReading() {
    this.lastId = this.statements.newest.get()?.id ?? 0;
    this.reader = setInterval(() => this.readOthers(), SqliteBus.POLL_MS);
    this.reader.unref();
  }

  private stopReading() {
    if (this.reader) clearInterval(this.reader);
    this.reader = null;
  }

  /** Delivers what the other processes published since the last look. */
  private readOthers() {
    try {
      for (const row of this.statements.since.all(this.lastId)) {
        this.lastId = row.id;
        if (row.origin === this.origin || !TOPICS.includes(row.topic as Topic)) continue;
        this.deliver({ householdId: row.household_id, topic: row.topic as Topic, at: row.at });
      }
    } catch (error) {
      // A busy file is read again on the next tick; nothing is skipped.
      console.error(
        "Could not read other processes' household events:",
        error instanceof Error ? error.message : error,
      );
    }
  }

  override async close() {
    this.stopReading();
    this.listening = 0;
    await super.close();
    this.sqlite.close();
  }
}

let shared: EventBus | null = null;

/**
 * The process-wide bus: LISTEN/NOTIFY on PostgreSQL; on a SQLite file, the events file
 * beside it, so every process serving that file hears every change; in-process for an
 * in-memory database.
 */
export function events(): EventBus {
  if (!shared) {
    const url = config().databaseUrl;
    const file = sqliteFile(url);
    shared = isPostgresUrl(url)
      ? new PostgresBus(url)
      : file === ":memory:"
        ? new InProcessBus()
        : new SqliteBus(`${file}.events`);
  }
  return shared;
}

/** A change this process announced, with the member who made it when the caller said. */
export type Announced = { householdId: string; topic: Topic; by: string | null };

const deferred = new AsyncLocalStorage<Map<string, Announced>>();
const announcedHooks = new Set<(change: Announced) => void>();

/**
 * Runs `hook` for each change this process announces, once it has committed (push
 * notifications of list changes). The process that made a change is the only one to hear it
 * here, so work done in a hook is done once however many processes serve the database.
 */
export function onAnnounced(hook: (change: Announced) => void) {
  announcedHooks.add(hook);
  return () => {
    announcedHooks.delete(hook);
  };
}

/**
 * Runs work whose announcements must wait until it has committed: they are sent when
 * the work succeeds and dropped when it fails, so no page reloads to a change that was
 * rolled back.
 */
export async function withDeferredAnnouncements<T>(work: () => Promise<T>): Promise<T> {
  const buffer = new Map<string, Announced>();
  const result = await deferred.run(buffer, work);
  for (const change of buffer.values()) await publishNow(change);
  return result;
}

/**
 * Tells the household's open pages that a topic changed; a failure here never fails the
 * change. `by` names the member who made it, for those who want to hear of others' changes.
 */
export async function announce(householdId: string, topic: Topic, by: string | null = null) {
  const buffer = deferred.getStore();
  if (buffer) {
    buffer.set(`${householdId}|${topic}|${by}`, { householdId, topic, by });
    return;
  }
  await publishNow({ householdId, topic, by });
}

async function publishNow(change: Announced) {
  try {
    await events().publish(change.householdId, change.topic);
  } catch (error) {
    console.error(`Could not announce a ${change.topic} change:`, error);
  }
  for (const hook of announcedHooks) {
    try {
      hook(change);
    } catch (error) {
      console.error(`A ${change.topic} change's follow-up failed:`, error);
    }
  }
}

/** Replaces the process-wide bus (tests use a bus of their own). */
export function setEventBus(bus: EventBus) {
  shared = bus;
}
