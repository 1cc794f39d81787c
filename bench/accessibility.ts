/**
 * Lighthouse's accessibility category (the axe-core rules it runs, contrast among them) on
 * every page a member reaches, in the light and the dark colour scheme, on the production
 * build with Debian's Chromium. The pages are those of a seeded household (bench/basil-server.ts)
 * and a few things made for them: a recipe of the household's own, a cooking session, a
 * planned meal; the sign-in screens signed out; the onboarding screens as a member without a
 * household. Each member follows the device's scheme (the default), which the browser is told
 * through prefers-color-scheme. Prints each page's score and every failing audit with its
 * items, and exits 1 when any page scores under 100.
 *
 *   npm run build && npm run lighthouse:accessibility
 *   ACCESSIBILITY_PAGES=recipe npm run lighthouse:accessibility   # only pages whose label matches
 *   ACCESSIBILITY_SCHEMES=dark npm run lighthouse:accessibility   # one scheme
 *   LIGHTHOUSE_CHROMIUM=/path/to/chrome npm run lighthouse:accessibility
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import {
  BUILD_DIR,
  PASSWORD,
  Visitor,
  cleanUpNow,
  folders,
  seedHousehold,
  startBasil,
  stop,
  untilQuiet,
} from "./basil-server";

const CHROMIUM = process.env.LIGHTHOUSE_CHROMIUM || "/usr/bin/chromium";
const SCHEMES = (process.env.ACCESSIBILITY_SCHEMES ?? "light,dark")
  .split(",")
  .map((scheme) => scheme.trim())
  .filter((scheme): scheme is "light" | "dark" => scheme === "light" || scheme === "dark");
const ONLY = process.env.ACCESSIBILITY_PAGES ? new RegExp(process.env.ACCESSIBILITY_PAGES, "i") : null;

type Who = "nobody" | "member" | "newcomer";
type Page = { label: string; path: string; who: Who };
type Cookies = Array<{ name: string; value: string }>;
type Figures = { score: number | null; failing: string[] };

/** Every browser open, closed however the script ends. */
const browsers = new Set<Browser>();

/** What an item of a failing audit names: the element, and why it fails. */
function describeItem(item: Record<string, unknown>) {
  const node = (item.node ?? item) as { snippet?: string; selector?: string; explanation?: string };
  const parts = [node.selector, node.snippet?.replace(/\s+/g, " ").slice(0, 160)].filter(Boolean);
  const why = node.explanation?.split("\n").slice(1).join(" ").trim() || node.explanation;
  return `${parts.join("  ")}${why ? `\n        ${why.replace(/\s+/g, " ").slice(0, 300)}` : ""}`;
}

/** The accessibility audits that did not pass, each with the elements it names. */
function failingAudits(lhr: Result) {
  const failing: string[] = [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (
      !audit ||
      ["notApplicable", "informative", "manual"].includes(audit.scoreDisplayMode) ||
      audit.score === null ||
      audit.score >= 1
    )
      continue;
    const items = ((audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).map(describeItem);
    // Every element, but one line for the same element and failure repeated down the page.
    const counted = new Map<string, number>();
    for (const item of items) counted.set(item, (counted.get(item) ?? 0) + 1);
    const lines = [...counted].map(([item, count]) => `      ${count > 1 ? `(×${count}) ` : ""}${item}`);
    failing.push([`${ref.id}: ${audit.title}`, ...lines].join("\n"));
  }
  return failing;
}

/** One Lighthouse run in a browser of its own, the page told the colour scheme before it loads. */
async function measure(url: string, cookies: Cookies, scheme: "light" | "dark"): Promise<Figures> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu"],
    defaultViewport: null,
  });
  browsers.add(browser);
  try {
    const page = await browser.newPage();
    await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: scheme }]);
    if (cookies.length > 0) await page.setCookie(...cookies.map((cookie) => ({ ...cookie, url })));
    const result = await lighthouse(
      url,
      { output: "json", logLevel: "error", onlyCategories: ["accessibility"], formFactor: "mobile" },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    return { score: lhr.categories.accessibility?.score ?? null, failing: failingAudits(lhr) };
  } finally {
    browsers.delete(browser);
    await browser.close();
  }
}

/** The household's pages beside the seeded lists: a recipe of its own, a cooking session, a meal. */
async function furnish(visitor: Visitor) {
  const { householdId } = await visitor.api("GET", "/users/profile");
  const { items } = await visitor.api("GET", `/inventory/households/${householdId}/items`);
  const recipe = await visitor.api("POST", `/recipes/households/${householdId}/recipes`, {
    name: "Weeknight tomato soup",
    description: "A quick soup from the cupboard.",
    servings: 4,
    difficulty: "easy",
    cuisine: "italian",
    prep_time: 10,
    cook_time: 20,
    ingredients: ["800 g tinned tomatoes", "1 onion, chopped", "500 ml vegetable stock"],
    steps: [
      "Soften the onion in a splash of oil.",
      { instruction: "Add the tomatoes and stock and simmer.", timer_minutes: 15 },
    ],
  });
  const session = await visitor.api("POST", `/cooking/households/${householdId}/sessions`, {
    recipe_id: recipe.id,
  });
  const meal = await visitor.api("POST", `/meal-plan/households/${householdId}/meals`, {
    date: new Date().toISOString().slice(0, 10),
    meal_type: "dinner",
    recipe_id: recipe.id,
  });
  return {
    itemId: (items as Array<{ id: string }>)[0].id,
    recipeId: recipe.id as string,
    sessionId: session.session_id as string,
    mealId: meal.id as string,
  };
}

/** A signed-in account that has no household yet: the onboarding screens' visitor. */
async function newcomer(origin: string) {
  const visitor = new Visitor(origin);
  await visitor.postForm("/signup", {
    displayName: "Newcomer Cook",
    email: `newcomer-${Date.now().toString(36)}@example.test`,
    password: PASSWORD,
  });
  return visitor;
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
  const folder = mkdtempSync(path.join(tmpdir(), "basil-accessibility-"));
  folders.add(folder);
  const basil = await startBasil(path.join(folder, "data"));
  try {
    const { visitor, conversationId, messageCount } = await seedHousehold(basil.origin);
    const { itemId, recipeId, sessionId, mealId } = await furnish(visitor);
    const outsider = await newcomer(basil.origin);
    await untilQuiet(basil.pid);
    const cookies: Record<Who, Cookies> = {
      nobody: [],
      member: visitor.cookieList(),
      newcomer: outsider.cookieList(),
    };
    const pages: Page[] = [
      { label: "/login", path: "/login", who: "nobody" },
      { label: "/signup", path: "/signup", who: "nobody" },
      { label: "/forgot-password", path: "/forgot-password", who: "nobody" },
      { label: "/reset-password/… (an unknown link)", path: "/reset-password/not-a-real-token", who: "nobody" },
      { label: "/onboarding", path: "/onboarding", who: "newcomer" },
      { label: "/onboarding?view=create", path: "/onboarding?view=create", who: "newcomer" },
      { label: "/onboarding?view=join", path: "/onboarding?view=join", who: "newcomer" },
      { label: "/chat", path: "/chat", who: "member" },
      {
        label: `/chat?c= (${messageCount} messages)`,
        path: `/chat?c=${encodeURIComponent(conversationId)}`,
        who: "member",
      },
      { label: "/chat?q= (searching conversations)", path: "/chat?q=pantry", who: "member" },
      { label: "/help", path: "/help", who: "member" },
      { label: "/inventory", path: "/inventory", who: "member" },
      { label: "/inventory?expiring=", path: "/inventory?expiring=all-expiring", who: "member" },
      { label: "/inventory/:item", path: `/inventory/${itemId}`, who: "member" },
      { label: "/shopping-list", path: "/shopping-list", who: "member" },
      { label: "/recipes", path: "/recipes", who: "member" },
      { label: "/recipes/:recipe (the household's)", path: `/recipes/${recipeId}`, who: "member" },
      { label: "/recipes/:recipe (Basil's)", path: "/recipes/tomato-basil-frittata", who: "member" },
      { label: "/recipes/:recipe/edit", path: `/recipes/${recipeId}/edit`, who: "member" },
      { label: "/recipes/new", path: "/recipes/new", who: "member" },
      { label: "/recipes/import", path: "/recipes/import", who: "member" },
      { label: "/cooking/session/:session", path: `/cooking/session/${sessionId}`, who: "member" },
      { label: "/meal-planner", path: "/meal-planner", who: "member" },
      { label: "/meals/:meal", path: `/meals/${mealId}`, who: "member" },
      { label: "/settings (profile)", path: "/settings", who: "member" },
      { label: "/settings?tab=preferences", path: "/settings?tab=preferences", who: "member" },
      { label: "/settings?tab=household", path: "/settings?tab=household", who: "member" },
    ].filter((page) => !ONLY || ONLY.test(page.label)) as Page[];

    console.log(`Lighthouse accessibility (mobile), Chromium at ${CHROMIUM}\n`);
    console.log(`| page | ${SCHEMES.join(" | ")} |`);
    console.log(`|---|${SCHEMES.map(() => "---").join("|")}|`);
    const failing: string[] = [];
    let under = 0;
    for (const page of pages) {
      const scores: string[] = [];
      for (const scheme of SCHEMES) {
        const figures = await measure(`${basil.origin}${page.path}`, cookies[page.who], scheme);
        scores.push(figures.score === null ? "–" : String(Math.round(figures.score * 100)));
        if (figures.score === null || figures.score < 1) under += 1;
        for (const line of figures.failing) failing.push(`${page.label} (${scheme}) › ${line}`);
      }
      console.log(`| ${page.label} | ${scores.join(" | ")} |`);
    }
    console.log("");
    if (failing.length > 0) {
      console.log("Failing accessibility audits:");
      for (const line of failing) console.log(`  ${line}`);
    }
    if (under > 0) {
      console.log(`\n${under} of ${pages.length * SCHEMES.length} page views score under 100.`);
      process.exitCode = 1;
    } else {
      console.log(`Every page scores 100 in ${SCHEMES.join(" and ")}.`);
    }
  } finally {
    await Promise.all([...browsers].map((browser) => browser.close()));
    await stop(basil.child);
    cleanUpNow();
  }
}

await main();
