/**
 * Seeds 1,000 households with 200 pantry items and 50 shopping-list items each, then
 * prints p50/p95 latency of the list reads and of the add-item write, on SQLite and (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names one) PostgreSQL.
 *
 *   npx tsx bench/kitchen.ts                 # SQLite, plus PostgreSQL when configured
 *   BENCH_HOUSEHOLDS=200 npx tsx bench/kitchen.ts
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { openDatabase, migrate, type DB } from "../app/services/db/index.server";
import { InProcessBus, setEventBus } from "../app/services/events/index.server";
import type { Actor } from "../app/domain/actor";
import { categorise, itemKey } from "../app/domain/kitchen/names";
import { addPantryItem, listPantry } from "../app/services/kitchen/pantry.server";
import { addShoppingItem, listShopping } from "../app/services/kitchen/shopping.server";

const HOUSEHOLDS = Number(process.env.BENCH_HOUSEHOLDS ?? 1000);
const PANTRY_ITEMS = 200;
const LIST_ITEMS = 50;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const GROCERIES = [
  "milk",
  "eggs",
  "flour",
  "rice",
  "chicken breast",
  "tomatoes",
  "onions",
  "garlic",
  "olive oil",
  "butter",
  "cheddar",
  "spinach",
  "apples",
  "bread",
  "pasta",
  "lentils",
  "yogurt",
  "carrots",
  "potatoes",
  "salmon",
];
const UNITS = ["g", "kg", "ml", "l", "cup", "lb", null];
const LOCATIONS = ["fridge", "freezer", "pantry"];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function seed(db: DB) {
  const now = new Date().toISOString();
  const actors: Actor[] = [];
  const started = performance.now();
  for (let h = 0; h < HOUSEHOLDS; h += 1) {
    const householdId = randomUUID();
    const userId = randomUUID();
    actors.push({ householdId, userId });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("users")
        .values({ id: userId, email: `bench-${h}-${userId}@example.com`, password_hash: null, created_at: now })
        .execute();
      await trx
        .insertInto("households")
        .values({ id: householdId, name: `Bench ${h}`, password_hash: "x", created_at: now })
        .execute();
      const pantry = Array.from({ length: PANTRY_ITEMS }, (_, i) => {
        const name = `${GROCERIES[i % GROCERIES.length]} ${Math.floor(i / GROCERIES.length)}`;
        const expires = new Date(Date.now() + ((i % 30) - 5) * 86_400_000).toISOString().slice(0, 10);
        return {
          id: randomUUID(),
          household_id: householdId,
          name,
          name_key: itemKey(name),
          quantity: (i % 7) + 1,
          unit: UNITS[i % UNITS.length],
          location: LOCATIONS[i % LOCATIONS.length],
          expires_on: i % 4 === 0 ? null : expires,
          added_by: userId,
          created_at: now,
          updated_at: now,
        };
      });
      for (let start = 0; start < pantry.length; start += 100) {
        await trx
          .insertInto("pantry_items")
          .values(pantry.slice(start, start + 100))
          .execute();
      }
      const list = Array.from({ length: LIST_ITEMS }, (_, i) => {
        const name = `${GROCERIES[(i * 3) % GROCERIES.length]} ${i}`;
        return {
          id: randomUUID(),
          household_id: householdId,
          name,
          name_key: itemKey(name),
          quantity: (i % 3) + 1,
          unit: null,
          category: categorise(name),
          checked: i % 5 === 0 ? 1 : 0,
          added_by: userId,
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto("shopping_items").values(list).execute();
    });
  }
  return { actors, seconds: (performance.now() - started) / 1000 };
}

async function measure(label: string, run: (actor: Actor, index: number) => Promise<unknown>, actors: Actor[]) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const actor = actors[(i * 7919) % actors.length];
    const started = performance.now();
    await run(actor, i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(28)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms`,
  );
}

async function bench(name: string, db: DB) {
  await migrate(db);
  console.log(`\n${name}: seeding ${HOUSEHOLDS} households × ${PANTRY_ITEMS} pantry + ${LIST_ITEMS} list items`);
  const { actors, seconds } = await seed(db);
  console.log(`  seeded in ${seconds.toFixed(1)} s; ${SAMPLES} samples per operation`);
  await measure("pantry list (200 items)", (actor) => listPantry(db, actor), actors);
  await measure("pantry expiring filter", (actor) => listPantry(db, actor, { expiring: "all-expiring" }), actors);
  await measure("shopping list (50 items)", (actor) => listShopping(db, actor), actors);
  await measure(
    "add pantry item (new)",
    (actor, i) => addPantryItem(db, actor, { name: `bench item ${i}`, quantity: 1, unit: "kg" }),
    actors,
  );
  await measure(
    "add pantry item (merge)",
    (actor) => addPantryItem(db, actor, { name: "milk 0", quantity: 1, unit: "g" }),
    actors,
  );
  await measure(
    "add shopping item",
    (actor, i) => addShoppingItem(db, actor, { name: `bench thing ${i}`, quantity: 2 }),
    actors,
  );
  await db.destroy();
}

setEventBus(new InProcessBus());
const folder = mkdtempSync(path.join(tmpdir(), "basil-bench-"));
try {
  await bench("SQLite (WAL, file)", openDatabase(`file:${path.join(folder, "bench.sqlite")}`));
} finally {
  rmSync(folder, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const database = `basil_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  try {
    await bench("PostgreSQL", openDatabase(url.toString()));
  } finally {
    await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
