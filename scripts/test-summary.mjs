// Prints one closing line for the whole suite from the Vitest and Playwright JSON reports.
import { readFileSync } from "node:fs";

function read(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

const vitest = read("test-results/vitest.json");
const playwright = read("test-results/playwright.json");

const unitPassed = vitest.numPassedTests;
const unitFailed = vitest.numFailedTests;
const unitSkipped = vitest.numPendingTests + vitest.numTodoTests;
const e2ePassed = playwright.stats.expected + playwright.stats.flaky;
const e2eFailed = playwright.stats.unexpected;
const e2eSkipped = playwright.stats.skipped;

console.log(`\nunit and integration: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`browser: ${e2ePassed} passed, ${e2eFailed} failed`);
const skipped = unitSkipped + e2eSkipped;
console.log(`${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(unitFailed + e2eFailed > 0 ? 1 : 0);
