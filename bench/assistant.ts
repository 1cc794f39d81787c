/**
 * Times the embedded assistant: every starter prompt, chip and a cooking session, many
 * rounds, on a SQLite file. Prints p50/p95 per message for the whole turn (saving both
 * messages, the transaction, the engine and its tools), for the engine with its tools, and
 * for understanding alone, beside a baseline measured in the same run: one small SQLite write
 * through the same database handle (the machine is shared, so compare the ratio).
 *
 *   npx tsx bench/assistant.ts
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sendChatMessage } from "../app/services/assistant/chat.server";
import type { AssistantEngine } from "../app/services/assistant/engine";
import { EmbeddedEngine } from "../app/services/assistant/embedded/engine.server";
import { understandMessage } from "../app/services/assistant/understanding";
import { EMPTY_STATE } from "../app/services/assistant/understanding/state";
import { migrate, openDatabase } from "../app/services/db/index.server";
import { InProcessBus, setEventBus } from "../app/services/events/index.server";
import { loadOrCreateProfile, updateProfile } from "../app/services/profiles.server";
import { percentile } from "./stats";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const MESSAGES = [
  "Suggest a recipe with chicken and vegetables",
  "How do I season a cast iron pan?",
  "What can I cook in under 30 minutes?",
  "What's in my pantry?",
  "Add 2 pounds of chicken breast and 1 gallon of milk to my inventory",
  "What's expiring soon?",
  "Plan my meals for next week",
  "Give me some healthy dinner ideas",
  "Show this week's meal plan",
  "Show my shopping list",
  "Add bread, eggs, and tomatoes to my shopping list",
  "Add the ingredients for chicken parmesan to my shopping list",
  "What's for dinner?",
  "Add milk to inventory",
  "Start cooking shakshuka",
  "Next step",
  "Start the timer",
  "Pause the timer",
  "Resume the timer",
  "Cancel the timer",
  "I'm done",
  "I bought the eggs",
];

function report(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)} p50 ${percentile(sorted, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(sorted, 95).toFixed(2).padStart(6)} ms   max ${sorted.at(-1)?.toFixed(2)} ms`,
  );
  return percentile(sorted, 95);
}

setEventBus(new InProcessBus());
const folder = mkdtempSync(path.join(tmpdir(), "basil-assistant-bench-"));
const db = openDatabase(`file:${path.join(folder, "bench.sqlite")}`);
try {
  await migrate(db);
  const now = new Date().toISOString();
  const userId = randomUUID();
  const householdId = randomUUID();
  await db
    .insertInto("users")
    .values({ id: userId, email: "bench@example.com", password_hash: null, created_at: now })
    .execute();
  await db
    .insertInto("households")
    .values({ id: householdId, name: "Bench", password_hash: "x", created_at: now })
    .execute();
  await loadOrCreateProfile(db, { id: userId, email: "bench@example.com", displayName: "Bench" });
  const profile = await updateProfile(db, userId, { householdId, onboardingRequired: false });
  const actor = { userId, householdId };
  const embedded = new EmbeddedEngine();
  const answering: number[] = [];
  // The engine with its tools, timed apart from saving the conversation around it.
  const engine: AssistantEngine = {
    name: embedded.name,
    readConfirmation: (text) => embedded.readConfirmation(text),
    async respond(turn, tools, emit) {
      const started = performance.now();
      try {
        return await embedded.respond(turn, tools, emit);
      } finally {
        answering.push(performance.now() - started);
      }
    },
  };

  const turns: number[] = [];
  const parsing: number[] = [];
  let failures = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    // One member sends all the rounds, far faster than the chat limit allows a person: each
    // round starts with that member's count cleared, so every turn is timed in full.
    await db.deleteFrom("auth_failures").where("key", "=", userId).execute();
    let conversationId: string | null = null;
    for (const content of MESSAGES) {
      const parseStart = performance.now();
      understandMessage(content, new Date(), EMPTY_STATE);
      parsing.push(performance.now() - parseStart);
      const started = performance.now();
      const outcome = await sendChatMessage(
        db,
        db,
        actor,
        profile,
        { content, messageType: "user-text", conversationId },
        { engine, assistantName: "Basil" },
      );
      turns.push(performance.now() - started);
      conversationId = outcome.conversationId;
      if (outcome.failed) failures += 1;
    }
  }
  // The baseline: as many single-row writes (a transaction, an insert, a read back) as turns.
  await db.schema
    .createTable("bench_baseline")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("body", "text")
    .execute();
  const writes: number[] = [];
  for (let index = 0; index < turns.length; index += 1) {
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      const id = randomUUID();
      await trx
        .insertInto("bench_baseline" as never)
        .values({ id, body: "x".repeat(200) } as never)
        .execute();
      await trx
        .selectFrom("bench_baseline" as never)
        .selectAll()
        .where("id" as never, "=", id as never)
        .executeTakeFirst();
    });
    writes.push(performance.now() - started);
  }
  console.log(`Embedded assistant, SQLite: ${ROUNDS} rounds × ${MESSAGES.length} messages (${failures} failed)`);
  const turnP95 = report("whole turn (save, engine, tools)", turns);
  report("engine and its tools", answering);
  report("understanding only", parsing);
  const baseP95 = report("baseline: one SQLite write", writes);
  console.log(`  whole turn p95 / baseline p95: ${(turnP95 / baseP95).toFixed(1)}×`);
} finally {
  await db.destroy();
  rmSync(folder, { recursive: true, force: true });
}
