import { afterAll, describe, it } from "vitest";
import { cases } from "../integration/assistant-eval-cases";
import { dialects, useDatabase } from "../integration/databases";
import { useEventBus } from "../integration/kitchen-fixtures";
import { judgeCase, title, type Matching, type Verdict } from "./harness";
import { assistantSet } from "./sets";
import type { EvalCase } from "./types";

/**
 * `npm run eval:assistant`: evaluation sets through the embedded engine on SQLite, with, per
 * set, how many requests were done, asked about, done wrong or not done, and every failure
 * by name. The development set is what the engine is tuned on. A held-out set is written
 * without reading the engine and never tuned to; once its failures have been read it counts
 * as seen (docs/assistant.md lists which are).
 *
 * ASSISTANT_EVAL_SETS picks sets by name ("development", "assistant-held-out",
 * "assistant-held-out-2", …, or "all"); without it the development set and the seen held-out
 * sets run. ASSISTANT_EVAL_QUIET=1 prints the figures without the failures, for measuring an
 * unseen set once without reading what it got wrong.
 */
const SEEN = ["development", "assistant-held-out"];
const UNSEEN = ["assistant-held-out-2", "assistant-held-out-3", "assistant-held-out-4"];

const asked = process.env.ASSISTANT_EVAL_SETS ?? SEEN.join(",");
const chosen = asked === "all" ? [...SEEN, ...UNSEEN] : asked.split(",").map((name) => name.trim());
const quiet = process.env.ASSISTANT_EVAL_QUIET === "1";
const sqlite = dialects.find((dialect) => dialect.name === "sqlite")!;

function load(name: string): { cases: EvalCase[]; matching: Matching } {
  if (name === "development") return { cases, matching: "exact" };
  return { cases: assistantSet(name).cases, matching: "loose" };
}

describe("assistant evaluation", () => {
  const db = useDatabase(sqlite);
  useEventBus();
  const figures: string[] = [];

  afterAll(() => console.log(`\n${figures.join("\n")}`));

  for (const name of chosen) {
    it(
      name,
      async () => {
        const set = load(name);
        const counts: Record<Verdict, number> = { done: 0, asked: 0, wrong: 0, "not done": 0 };
        const failures: string[] = [];
        for (const [index, entry] of set.cases.entries()) {
          const outcome = await judgeCase(db(), entry, set.matching);
          counts[outcome.verdict] += 1;
          if (outcome.verdict !== "done") {
            const reply = outcome.replies[outcome.replies.length - 1]?.content ?? "";
            failures.push(
              `  [${outcome.verdict}] ${title(entry, index)}\n      ${outcome.failure}\n      Basil: ${reply.slice(0, 160)}`,
            );
          }
        }
        const total = set.cases.length;
        const share = (count: number) => `${((100 * count) / total).toFixed(1)}%`;
        if (!quiet) console.log(`\n${name}: ${failures.length} not done\n${failures.join("\n")}`);
        figures.push(
          `${name}: done ${counts.done}/${total} (${share(counts.done)}), asked ${counts.asked}, ` +
            `wrong ${counts.wrong} (${share(counts.wrong)}), not done ${counts["not done"]}`,
        );
      },
      900_000,
    );
  }
});
