/**
 * Holds the JavaScript a first visit to each listed route downloads to its budget in
 * bench/js-budget.json (gzip level 9, counted by bench/js-size.ts from the production
 * build's manifest). A size check is deterministic, unlike a timing, so CI runs it after the
 * build. Prints route | size | budget | goal, and exits 1 naming every route over its budget.
 *
 *   npm run build && npm run check:js-budget
 *
 * BUILD_DIR picks another production build (default build/).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GZIP_LEVEL, jsSizes } from "../bench/js-size";

type Budgets = { note: string; routes: Record<string, { budget: number; goal: number }> };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || "build");
const shownBuildDir = () => (BUILD_DIR.startsWith(ROOT + path.sep) ? path.relative(ROOT, BUILD_DIR) : BUILD_DIR);
const BUDGETS_FILE = path.join(ROOT, "bench", "js-budget.json");

const KB = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

if (!existsSync(path.join(BUILD_DIR, "client", "assets"))) {
  console.error(`No client build in ${shownBuildDir()}/: run \`npm run build\` first.`);
  process.exit(1);
}

const budgets = JSON.parse(readFileSync(BUDGETS_FILE, "utf8")) as Budgets;
const sizes = jsSizes(BUILD_DIR);
const rows = Object.entries(budgets.routes).map(([route, { budget, goal }]) => ({
  route,
  gzip: sizes.firstVisit(route).gzip,
  budget,
  goal,
}));

const table = [
  ["route", "size", "budget", "goal"],
  ...rows.map((row) => [row.route, KB(row.gzip), `${row.budget} KB`, `${row.goal} KB`]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
const line = (cells: string[]) =>
  `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ")} |`;
console.log(
  `First-visit JavaScript per route (gzip level ${GZIP_LEVEL}, KB = 1,000 bytes), against ${path.relative(ROOT, BUDGETS_FILE)}:\n`,
);
console.log(line(table[0]));
console.log(`|${widths.map((width, i) => (i === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`);
for (const cells of table.slice(1)) console.log(line(cells));

const over = rows.filter((row) => row.gzip > row.budget * 1000);
if (over.length > 0) {
  console.error("");
  for (const row of over) {
    console.error(
      `JS budget exceeded: a first visit to ${row.route} downloads ${KB(row.gzip)} of JavaScript (gzip); its budget is ${row.budget} KB (goal ${row.goal} KB).`,
    );
  }
  console.error(
    "Make the route's JavaScript smaller (`npm run build` lists the chunks). Raising a budget in bench/js-budget.json is a decision to explain in its commit.",
  );
  process.exit(1);
}
console.log(`\nEvery route is within its budget.`);
