import { AsyncLocalStorage } from "node:async_hooks";
import { EventEmitter } from "node:events";
import type PgModule from "pg";
import { config } from "~/env.server";
import { isPostgresUrl } from "../db/index.server";
import { pg } from "../db/pg.server";

/** What changed in a household; pages reload the matching data when they hear it. */
export const TOPICS = ["pantry", "shopping", "meal-plan", "cooking", "timers", "recipes"] as const;
export type Topic = (typeof TOPICS)[number];
export type HouseholdEvent = { householdId: string; topic: Topic; at: string };
export type Listener = (event: HouseholdEvent) => void;

export interface EventBus {
  publish(householdId: string, topic: Topic): Promise<void>;
  subscribe(householdId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = "basil_household_events";

/** One process: listeners hear publications directly. */
export class InProcessBus implements EventBus {
  protected readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(householdId: string, topic: Topic) {
    this.deliver({ householdId, topic, at: new Date().toISOString() });
  }

  protected deliver(event: HouseholdEvent) {
    this.emitter.emit(event.householdId, event);
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
  }

  override async publish(householdId: string, topic: Topic) {
    const event: HouseholdEvent = { householdId, topic, at: new Date().toISOString() };
    await this.pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
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

let shared: EventBus | null = null;

/** The process-wide bus: LISTEN/NOTIFY on PostgreSQL, in-process on SQLite. */
export function events(): EventBus {
  if (!shared) {
    const url = config().databaseUrl;
    shared = isPostgresUrl(url) ? new PostgresBus(url) : new InProcessBus();
  }
  return shared;
}

const deferred = new AsyncLocalStorage<Map<string, { householdId: string; topic: Topic }>>();

/**
 * Runs work whose announcements must wait until it has committed: they are sent when
 * the work succeeds and dropped when it fails, so no page reloads to a change that was
 * rolled back.
 */
export async function withDeferredAnnouncements<T>(work: () => Promise<T>): Promise<T> {
  const buffer = new Map<string, { householdId: string; topic: Topic }>();
  const result = await deferred.run(buffer, work);
  for (const { householdId, topic } of buffer.values()) await publishNow(householdId, topic);
  return result;
}

/** Tells the household's open pages that a topic changed; a failure here never fails the change. */
export async function announce(householdId: string, topic: Topic) {
  const buffer = deferred.getStore();
  if (buffer) {
    buffer.set(`${householdId}|${topic}`, { householdId, topic });
    return;
  }
  await publishNow(householdId, topic);
}

async function publishNow(householdId: string, topic: Topic) {
  try {
    await events().publish(householdId, topic);
  } catch (error) {
    console.error(`Could not announce a ${topic} change:`, error);
  }
}

/** Replaces the process-wide bus (tests use a bus of their own). */
export function setEventBus(bus: EventBus) {
  shared = bus;
}
