// Prints one closing line for the whole suite from the Vitest and Playwright JSON reports.
import { readFileSync } from "node:fs";

/** A stage that wrote no report (it crashed or never started) counts as one failure. */
function read(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    console.log(`(no report at ${file})`);
    return null;
  }
}

const vitest = read("test-results/vitest.json");
const playwright = read("test-results/playwright.json");

const unitPassed = vitest?.numPassedTests ?? 0;
// A test file that fails before any of its tests runs (an import error) counts as one failure.
const brokenFiles =
  vitest?.testResults?.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length ?? 0;
const unitFailed = vitest ? vitest.numFailedTests + brokenFiles : 1;
const unitSkipped = vitest ? vitest.numPendingTests + vitest.numTodoTests : 0;
const e2ePassed = playwright ? playwright.stats.expected + playwright.stats.flaky : 0;
const e2eFailed = playwright ? playwright.stats.unexpected + (playwright.errors?.length ?? 0) : 1;
const e2eSkipped = playwright?.stats.skipped ?? 0;

console.log(`\nunit and integration: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`browser: ${e2ePassed} passed, ${e2eFailed} failed`);
const skipped = unitSkipped + e2eSkipped;
console.log(
  `${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed${skipped ? `, ${skipped} skipped` : ""}`,
);
process.exit(unitFailed + e2eFailed > 0 ? 1 : 0);
