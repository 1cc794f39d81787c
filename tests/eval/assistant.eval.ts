import { afterAll, describe, it } from "vitest";
import { cases } from "../integration/assistant-eval-cases";
import { dialects, useDatabase } from "../integration/databases";
import { useEventBus } from "../integration/kitchen-fixtures";
import { runCase, title, type Matching } from "./harness";
import { heldOut } from "./held-out";
import type { EvalCase } from "./types";

/**
 * `npm run eval:assistant`: both evaluation sets through the embedded engine on SQLite,
 * with the share of requests that did what was asked and every failure by name. The
 * development set is what the engine is tuned on; the held-out set was written without
 * reading the engine and is never tuned to, so it measures understanding.
 */
const sqlite = dialects.find((dialect) => dialect.name === "sqlite")!;

describe("assistant evaluation", () => {
  const db = useDatabase(sqlite);
  useEventBus();
  const figures: string[] = [];

  async function measure(name: string, set: EvalCase[], matching: Matching) {
    const failures: string[] = [];
    for (const [index, entry] of set.entries()) {
      try {
        await runCase(db(), entry, matching);
      } catch (error) {
        failures.push(`  ${title(entry, index)}\n      ${String((error as Error).message).split("\n")[0]}`);
      }
    }
    const passed = set.length - failures.length;
    const share = ((100 * passed) / set.length).toFixed(1);
    console.log(`\n${name}: ${failures.length} failed\n${failures.join("\n")}`);
    figures.push(`${name}: ${passed}/${set.length} (${share}%)`);
  }

  afterAll(() => console.log(`\n${figures.join("\n")}`));

  it("development set", () => measure("development set", cases, "exact"), 600_000);
  it("held-out set", () => measure("held-out set", heldOut, "loose"), 600_000);
});
