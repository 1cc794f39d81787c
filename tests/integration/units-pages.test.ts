import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberWithHousehold, postForm, startAppServer, type AppServer } from "../support/app-server";

/**
 * A member's units on the pages, as a browser without JavaScript sees them: the Units form in
 * Settings → Preferences, and a catalogue recipe (400 g cherry tomatoes, 75 g olives, "Heat the
 * oven to 200°C (400°F)") drawn for a metric member and for a US one.
 */

const folder = mkdtempSync(path.join(tmpdir(), "basil-units-pages-"));
const COD = "/recipes/baked-cod-tomatoes-olives";
let server: AppServer;
let metric: Awaited<ReturnType<typeof memberWithHousehold>>;
let us: Awaited<ReturnType<typeof memberWithHousehold>>;

/** The value of the Units radio a page draws checked. */
function checkedUnits(html: string) {
  const radios = html.match(/<input[^>]*name="units"[^>]*>/g) ?? [];
  return radios.filter((radio) => radio.includes("checked")).map((radio) => /value="(\w+)"/.exec(radio)?.[1]);
}

function get(pathname: string, cookie: string) {
  return fetch(`${server.origin}${pathname}`, { redirect: "manual", headers: { Cookie: cookie } });
}

/** A page's text without its tags, for the sentences people read. */
async function textOf(response: Response) {
  return (
    (await response.text())
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      // eslint-disable-next-line regexp/no-super-linear-move -- strips the tags of the app's own page
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, " ")
  );
}

beforeAll(async () => {
  server = await startAppServer({
    databaseUrl: `file:${path.join(folder, "units.sqlite")}`,
    dataDir: folder,
    env: { PASSWORD_HASHING: "fast" },
  });
  metric = await memberWithHousehold(server, `units-metric-${Date.now()}`);
  us = await memberWithHousehold(server, `units-us-${Date.now()}`);
  const saved = await postForm(server, "/settings", { intent: "units", units: "us" }, us.cookie);
  expect(saved.status).toBe(302);
  expect(saved.headers.get("location")).toBe("/settings?tab=preferences");
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("a member's units", () => {
  it("shows the Units choice in Settings → Preferences, metric until changed", async () => {
    const mine = await (await get("/settings?tab=preferences", metric.cookie)).text();
    expect(mine).toContain("Metric (g, ml, °C)");
    expect(mine).toContain("US customary (oz, cups, °F)");
    expect(checkedUnits(mine)).toEqual(["metric"]);
    const theirs = await (await get("/settings?tab=preferences", us.cookie)).text();
    expect(checkedUnits(theirs)).toEqual(["us"]);
  });

  it("draws a catalogue recipe in metric for a metric member", async () => {
    const text = await textOf(await get(COD, metric.cookie));
    expect(text).toContain("400 g cherry tomatoes");
    expect(text).toContain("75 g kalamata olives");
    expect(text).toContain("Heat the oven to 200°C . Toss");
    expect(text).toContain("2 tbsp");
    expect(text).not.toContain("°F");
  });

  it("draws the same recipe in US units for a US member, with what the recipe says on hover", async () => {
    const response = await get(COD, us.cookie);
    const html = await response.clone().text();
    const text = await textOf(response);
    expect(text).toContain("14 oz cherry tomatoes");
    expect(text).toContain("2½ oz kalamata olives");
    expect(text).toContain("Heat the oven to 400°F . Toss");
    expect(text).toContain("about 5½ oz each");
    expect(text).toContain("2 tbsp");
    expect(text).not.toMatch(/\b\d+ g\b/);
    expect(html).toContain('<span title="Recipe says 400 g">14 oz</span>');
    expect(html).toContain('<span title="Recipe says 200°C (400°F)">400°F</span>');
  });

  it("refuses an unknown choice and keeps the one saved", async () => {
    const refused = await postForm(server, "/settings", { intent: "units", units: "imperial" }, us.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please choose Metric or US customary");
    expect(await textOf(await get(COD, us.cookie))).toContain("14 oz cherry tomatoes");
  });
});
