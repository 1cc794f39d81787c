/**
 * Lighthouse (mobile: a mid-range phone on a slow 4G link, simulated) on the production
 * build with Debian's Chromium: /login, /chat and a 30-message /chat?c= for a signed-in
 * member of a seeded household, beside the offline page, a static HTML file served by the
 * same server, as the baseline measured in the same run. Prints one table (performance,
 * LCP, TBT, CLS, best practices, accessibility, PWA) and every failing audit of the PWA and
 * best-practice categories; exits 1 when there is one, so `npm run lighthouse` is also the
 * check that Basil installs as an app and follows the browser's best practices.
 *
 *   npm run build && npm run lighthouse
 *   LIGHTHOUSE_CHROMIUM=/path/to/chrome npm run lighthouse
 *   LIGHTHOUSE_RUNS=3 npm run lighthouse    # the median run of each page
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { BUILD_DIR, cleanUpNow, folders, seedHousehold, startBasil, stop, untilQuiet } from "./basil-server";

const CHROMIUM = process.env.LIGHTHOUSE_CHROMIUM || "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CATEGORIES = ["performance", "accessibility", "best-practices", "pwa"] as const;
/** The categories whose every audit must pass. */
const REQUIRED = ["best-practices", "pwa"] as const;

type Page = { label: string; path: string; signedIn: boolean };

type Figures = { scores: Record<string, number | null>; lcpMs: number; tbtMs: number; cls: number; failing: string[] };

const percent = (score: number | null | undefined) =>
  score === null || score === undefined ? "–" : String(Math.round(score * 100));

/** The audits of the required categories that did not pass, with what Lighthouse says of each. */
function failingAudits(lhr: Result) {
  const failing: string[] = [];
  for (const id of REQUIRED) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (
        !audit ||
        ["notApplicable", "informative", "manual"].includes(audit.scoreDisplayMode) ||
        audit.score === null ||
        audit.score >= 1
      )
        continue;
      const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
      failing.push(
        `${id} › ${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}${items.length ? ` ${JSON.stringify(items.slice(0, 2)).slice(0, 300)}` : ""}`,
      );
    }
  }
  return failing;
}

/**
 * One Lighthouse run in a browser of its own (with one browser for every run, the tab opened
 * after three runs on one page failed with "Session with given id not found"). A signed-in page gets the member's
 * session as a real cookie of the browser, so the page's own requests, its service worker's
 * and its live updates' carry it as they would on a phone.
 */
async function measure(url: string, cookies: Array<{ name: string; value: string }>): Promise<Figures> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu"],
    defaultViewport: null,
  });
  browsers.add(browser);
  try {
    return await audit(browser, url, cookies);
  } finally {
    browsers.delete(browser);
    await browser.close();
  }
}

/** Every browser open, closed however the script ends. */
const browsers = new Set<Browser>();

async function audit(browser: Browser, url: string, cookies: Array<{ name: string; value: string }>): Promise<Figures> {
  const page = await browser.newPage();
  if (cookies.length > 0) await page.setCookie(...cookies.map((cookie) => ({ ...cookie, url })));
  else await page.deleteCookie(...(await page.cookies(url)));
  const result = await lighthouse(
    url,
    { output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], formFactor: "mobile" },
    undefined,
    page,
  ).finally(() => page.close());
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]));
  return {
    scores,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    failing: failingAudits(lhr),
  };
}

/** The run whose performance score is the median of the runs. */
function median(runs: Figures[]) {
  return [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[
    Math.floor(runs.length / 2)
  ];
}

async function main() {
  if (!existsSync(path.join(BUILD_DIR, "server", "index.js"))) {
    console.error("No production build: run `npm run build` first.");
    process.exitCode = 1;
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `No Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set LIGHTHOUSE_CHROMIUM.`,
    );
    process.exitCode = 1;
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), "basil-lighthouse-"));
  folders.add(folder);
  const basil = await startBasil(path.join(folder, "data"));
  try {
    const { visitor, conversationId, messageCount } = await seedHousehold(basil.origin);
    // The server builds the household's voice model after its items changed: the browser
    // measured beside that would share the two cores with it.
    await untilQuiet(basil.pid);
    const pages: Page[] = [
      { label: "baseline: a static page (/offline.html)", path: "/offline.html", signedIn: false },
      { label: "/login", path: "/login", signedIn: false },
      { label: "/chat", path: "/chat", signedIn: true },
      {
        label: `/chat?c= (${messageCount} messages)`,
        path: `/chat?c=${encodeURIComponent(conversationId)}`,
        signedIn: true,
      },
    ];
    console.log(
      `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ""}mobile, simulated slow 4G and a 4× slower CPU, Chromium at ${CHROMIUM}\n`,
    );
    console.log("| page | performance | LCP | TBT | CLS | best practices | accessibility | PWA |");
    console.log("|---|---|---|---|---|---|---|---|");
    const failing: string[] = [];
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measure(`${basil.origin}${page.path}`, page.signedIn ? visitor.cookieList() : []));
      const figures = median(runs);
      const { scores } = figures;
      console.log(
        `| ${page.label} | ${percent(scores.performance)} | ${(figures.lcpMs / 1000).toFixed(2)} s | ${Math.round(figures.tbtMs)} ms | ${figures.cls.toFixed(2)} | ${percent(scores["best-practices"])} | ${percent(scores.accessibility)} | ${percent(scores.pwa)} |`,
      );
      // The baseline is a plain file, not a page of the app: only the app's pages must pass.
      if (page.path !== "/offline.html")
        failing.push(...new Set(runs.flatMap((each) => each.failing.map((line) => `${page.label}: ${line}`))));
    }
    console.log("");
    if (failing.length > 0) {
      console.log("Failing PWA and best-practice audits:");
      for (const line of failing) console.log(`  ${line}`);
      process.exitCode = 1;
    } else {
      console.log("Every PWA and best-practice audit passes on /login, /chat and /chat?c=.");
    }
  } finally {
    await Promise.all([...browsers].map((browser) => browser.close()));
    await stop(basil.child);
    cleanUpNow();
  }
}

await main();
