import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  announce,
  InProcessBus,
  PostgresBus,
  setEventBus,
  SqliteBus,
  withDeferredAnnouncements,
  type EventBus,
  type HouseholdEvent,
  type Topic,
} from "~/services/events/index.server";
import { addPantryItem, listPantry } from "~/services/kitchen/pantry.server";
import { dialects, useDatabase } from "./databases";
import { newHousehold } from "./kitchen-fixtures";
import { sleep } from "./people";

/** Waits until the check passes, polling, for at most `ms`. */
async function eventually(check: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("Timed out waiting for an event");
    await sleep(10);
  }
}

function collect(bus: EventBus, householdId: string) {
  const events: HouseholdEvent[] = [];
  const stop = bus.subscribe(householdId, (event) => events.push(event));
  return { events, stop, topics: () => events.map((event) => event.topic) };
}

/**
 * What `first` publishes for two households reaches `second`'s listeners of each and no
 * other; `before` runs before anyone listens (what it publishes must not be heard).
 */
async function keepsHouseholdsApart(
  first: EventBus,
  second: EventBus,
  settleMs: number,
  before?: (household: string) => Promise<void>,
) {
  const [a, b] = [randomUUID(), randomUUID()];
  await before?.(a);
  const forA = collect(second, a);
  const forB = collect(second, b);

  await first.publish(b, "shopping");
  await eventually(() => forB.events.length === 1);
  await first.publish(a, "cooking");
  await eventually(() => forA.events.length === 1);
  await sleep(settleMs);

  expect(forA.events).toEqual([expect.objectContaining({ householdId: a, topic: "cooking" })]);
  expect(forB.events).toEqual([expect.objectContaining({ householdId: b, topic: "shopping" })]);
  forA.stop();
  forB.stop();
}

/**
 * `asker` tells whether a household's topics changed since a moment, from what `publisher`
 * published (the same bus, or another process's or server's): only changes at or after the
 * moment, of the topics asked, in that household, count.
 */
async function tellsChangesSince(publisher: EventBus, asker: EventBus) {
  const household = randomUUID();
  const before = Date.now();
  await publisher.publish(household, "pantry");
  const until = Date.now() + 3000;
  while (!(await asker.changedSince(household, ["pantry"], before))) {
    if (Date.now() > until) throw new Error("The change was never on record");
    await sleep(10);
  }
  await sleep(5);
  const after = Date.now();
  expect(await asker.changedSince(household, ["shopping", "pantry"], before)).toBe(true);
  expect(await asker.changedSince(household, ["shopping", "timers"], before)).toBe(false);
  expect(await asker.changedSince(household, ["pantry"], after)).toBe(false);
  expect(await asker.changedSince(randomUUID(), ["pantry"], before)).toBe(false);
}

describe("InProcessBus", () => {
  it("tells what changed since a moment, and cannot tell for a moment before the process started", async () => {
    const bus = new InProcessBus();
    await tellsChangesSince(bus, bus);
    expect(await bus.changedSince(randomUUID(), ["pantry"], performance.timeOrigin - 1)).toBe(true);
    await bus.close();
  });

  it("delivers to the subscribers of the same household only", async () => {
    const bus = new InProcessBus();
    const [a, b] = [randomUUID(), randomUUID()];
    const first = collect(bus, a);
    const second = collect(bus, a);
    const other = collect(bus, b);

    await bus.publish(a, "pantry");
    await bus.publish(b, "timers");
    await bus.publish(a, "shopping");

    expect(first.topics()).toEqual(["pantry", "shopping"]);
    expect(second.topics()).toEqual(["pantry", "shopping"]);
    expect(other.topics()).toEqual(["timers"]);
    expect(first.events[0]).toMatchObject({ householdId: a, topic: "pantry" });
    expect(Number.isNaN(Date.parse(first.events[0].at))).toBe(false);

    first.stop();
    await bus.publish(a, "cooking");
    expect(first.topics()).toEqual(["pantry", "shopping"]);
    expect(second.topics()).toEqual(["pantry", "shopping", "cooking"]);

    await bus.close();
    await bus.publish(a, "meal-plan");
    expect(second.topics()).toEqual(["pantry", "shopping", "cooking"]);
  });
});

describe("announce", () => {
  it("publishes on the process-wide bus", async () => {
    const bus = new InProcessBus();
    setEventBus(bus);
    const household = randomUUID();
    const heard = collect(bus, household);
    await announce(household, "meal-plan");
    expect(heard.topics()).toEqual(["meal-plan"]);
    await bus.close();
  });

  it("never fails because the bus does", async () => {
    const broken: EventBus = {
      publish: () => Promise.reject(new Error("bus is down")),
      subscribe: () => () => undefined,
      changedSince: async () => true,
      close: async () => undefined,
    };
    setEventBus(broken);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(announce(randomUUID(), "pantry")).resolves.toBeUndefined();
      expect(quiet).toHaveBeenCalled();
    } finally {
      quiet.mockRestore();
    }
  });
});

describe.each(dialects)("service changes with a failing bus on $name", (dialect) => {
  const db = useDatabase(dialect);

  it("still make the change", async () => {
    setEventBus({
      publish: () => Promise.reject(new Error("bus is down")),
      subscribe: () => () => undefined,
      changedSince: async () => true,
      close: async () => undefined,
    });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const home = await newHousehold(db());
      await addPantryItem(db(), home.actor, { name: "Capers", quantity: 1, unit: "jar" });
      expect((await listPantry(db(), home.actor)).map((item) => item.name)).toEqual(["Capers"]);
    } finally {
      quiet.mockRestore();
    }
  });
});

const postgres = dialects.find((dialect) => dialect.name === "postgres");

describe.runIf(postgres)("PostgresBus across app servers", () => {
  let url = "";
  let remove: (() => Promise<void>) | null = null;
  let first: PostgresBus;
  let second: PostgresBus;

  beforeAll(async () => {
    if (!postgres) return;
    const created = await postgres.create();
    url = created.url;
    remove = created.remove;
    first = new PostgresBus(url);
    second = new PostgresBus(url);
    await Promise.all([first.ready(), second.ready()]);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    // pg's Pool.end() resolves before its sockets have closed; let them go before the
    // database is dropped, so the drop does not kill connections that are still closing.
    await sleep(200);
    await remove?.();
  });

  /** Ends the newest of this database's server connections whose last statement matches the pattern. */
  async function terminate(pattern: string) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const result = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where pid = (select pid from pg_stat_activity
                      where datname = current_database() and pid <> pg_backend_pid() and query ilike $1
                      order by backend_start desc limit 1)`,
        [pattern],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  /** Collects what escapes as an uncaught exception while `action` runs (a crash in production). */
  async function uncaughtDuring(action: () => Promise<void>) {
    const escaped: unknown[] = [];
    const record = (error: unknown) => escaped.push(error);
    process.on("uncaughtException", record);
    try {
      await action();
    } finally {
      process.off("uncaughtException", record);
    }
    return escaped.map(String);
  }

  it("delivers each server's publications to the other and to itself", async () => {
    const household = randomUUID();
    const onFirst = collect(first, household);
    const onSecond = collect(second, household);

    await first.publish(household, "pantry");
    await second.publish(household, "timers");

    await eventually(() => onFirst.events.length === 2 && onSecond.events.length === 2);
    expect(onFirst.topics().sort()).toEqual(["pantry", "timers"]);
    expect(onSecond.topics().sort()).toEqual(["pantry", "timers"]);
    expect(onSecond.events.find((event) => event.topic === "pantry")).toMatchObject({ householdId: household });
    onFirst.stop();
    onSecond.stop();
  });

  it("keeps households apart", () => keepsHouseholdsApart(first, second, 100));

  it("tells what any server changed since a moment, and cannot tell before it was listening", async () => {
    await tellsChangesSince(first, second);
    await tellsChangesSince(second, second);
    const starting = new PostgresBus(url);
    try {
      expect(await starting.changedSince(randomUUID(), ["pantry"], Date.now())).toBe(true);
      const before = Date.now();
      await starting.ready();
      expect(await starting.changedSince(randomUUID(), ["pantry"], before)).toBe(true);
      expect(await starting.changedSince(randomUUID(), ["pantry"], Date.now())).toBe(false);
    } finally {
      await starting.close();
    }
  });

  it("ignores notifications that are not household events", async () => {
    const household = randomUUID();
    const heard = collect(second, household);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const payload of [
        "not json",
        JSON.stringify({ householdId: household, topic: "gossip" }),
        JSON.stringify({ topic: "pantry" }),
      ]) {
        await client.query("select pg_notify('basil_household_events', $1)", [payload]);
      }
      await client.query("select pg_notify('basil_household_events', $1)", [
        JSON.stringify({ householdId: household, topic: "pantry", at: "now" }),
      ]);
    } finally {
      await client.end();
    }
    await eventually(() => heard.events.length === 1);
    await sleep(100);
    expect(heard.topics()).toEqual<Topic[]>(["pantry"]);
    heard.stop();
  });

  it("carries a service's announcement to another server", async () => {
    setEventBus(first);
    const household = randomUUID();
    const heard = collect(second, household);
    await announce(household, "meal-plan");
    await eventually(() => heard.events.length === 1);
    expect(heard.events[0]).toMatchObject({ householdId: household, topic: "meal-plan" });
    heard.stop();
  });

  it("survives the server dropping an idle publishing connection", async () => {
    const bus = new PostgresBus(url);
    try {
      await bus.ready();
      const household = randomUUID();
      const heard = collect(second, household);
      await bus.publish(household, "pantry");
      await eventually(() => heard.events.length === 1);

      const escaped = await uncaughtDuring(async () => {
        expect(await terminate("select pg_notify%")).toBeGreaterThan(0);
        await sleep(300);
      });
      expect(escaped).toEqual([]);

      await bus.publish(household, "shopping");
      await eventually(() => heard.events.length === 2);
      expect(heard.topics()).toEqual(["pantry", "shopping"]);
      heard.stop();
    } finally {
      await bus.close();
    }
  });

  it("listens again after its listening connection is lost", async () => {
    const bus = new PostgresBus(url);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await bus.ready();
      const household = randomUUID();
      const heard = collect(bus, household);
      await terminate("listen basil_household_events");
      await sleep(1600);
      await bus.ready();
      await first.publish(household, "cooking");
      await eventually(() => heard.events.length === 1);
      expect(heard.topics()).toEqual(["cooking"]);
      heard.stop();
    } finally {
      quiet.mockRestore();
      await bus.close();
    }
  });
});

describe("SqliteBus across processes on one SQLite file", () => {
  let folder = "";
  let first: SqliteBus;
  let second: SqliteBus;

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), "basil-events-"));
    // Two buses on one file behave as two processes would: each reads only what the other wrote.
    first = new SqliteBus(path.join(folder, "basil.sqlite.events"));
    second = new SqliteBus(path.join(folder, "basil.sqlite.events"));
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("delivers each process's publications to the other and to itself, once each", async () => {
    const household = randomUUID();
    const onFirst = collect(first, household);
    const onSecond = collect(second, household);

    await first.publish(household, "pantry");
    // This process's own listeners hear at once; the other process on its next read.
    expect(onFirst.topics()).toEqual(["pantry"]);
    await second.publish(household, "timers");

    await eventually(() => onFirst.events.length === 2 && onSecond.events.length === 2);
    await sleep(SqliteBus.POLL_MS * 3);
    expect(onFirst.topics()).toEqual(["pantry", "timers"]);
    expect(onSecond.topics()).toEqual(["timers", "pantry"]);
    expect(onSecond.events[1]).toMatchObject({ householdId: household, topic: "pantry" });
    onFirst.stop();
    onSecond.stop();
  });

  it("keeps households apart, and a process that starts listening hears only what comes after", () =>
    keepsHouseholdsApart(first, second, SqliteBus.POLL_MS * 3, (household) => first.publish(household, "recipes")));

  it("tells what any process changed since a moment, from the events file, and cannot tell past what it keeps", async () => {
    await tellsChangesSince(first, second);
    await tellsChangesSince(second, second);
    expect(await second.changedSince(randomUUID(), ["pantry"], Date.now() - 61_000)).toBe(true);
  });

  it("carries a service's announcement, made after its change commits, to another process", async () => {
    setEventBus(first);
    const household = randomUUID();
    const heard = collect(second, household);
    await withDeferredAnnouncements(async () => {
      await announce(household, "meal-plan");
      await sleep(SqliteBus.POLL_MS * 3);
      expect(heard.events).toEqual([]);
    });
    await eventually(() => heard.events.length === 1);
    expect(heard.events[0]).toMatchObject({ householdId: household, topic: "meal-plan" });
    heard.stop();
  });
});
