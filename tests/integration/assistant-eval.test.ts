import { afterAll, describe, it } from "vitest";
import { cases } from "./assistant-eval-cases";
import { dialects, useDatabase, type TestDialect } from "./databases";
import { useEventBus } from "./kitchen-fixtures";
import { runCase, title } from "../eval/harness";
import type { EvalCase } from "../eval/types";

/**
 * The development set through the real chat turn against a real database (the harness in
 * tests/eval/). SQLite runs every case; PostgreSQL, when configured, runs every third one.
 */
function evaluate(dialect: TestDialect, table: Array<{ entry: EvalCase; index: number }>) {
  describe(`assistant eval on ${dialect.name}`, () => {
    const db = useDatabase(dialect);
    useEventBus();
    let passed = 0;

    afterAll(() => {
      console.log(`assistant eval (${dialect.name}): ${passed}/${table.length} passed`);
    });

    it.each(table.map(({ entry, index }) => ({ name: title(entry, index), entry })))("$name", async ({ entry }) => {
      await runCase(db(), entry);
      passed += 1;
    });
  });
}

const everything = cases.map((entry, index) => ({ entry, index }));
for (const dialect of dialects) {
  evaluate(dialect, dialect.name === "sqlite" ? everything : everything.filter(({ index }) => index % 3 === 0));
}
