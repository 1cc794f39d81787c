import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unique } from "../integration/databases";
import { memberWithHousehold, postForm, startAppServer, type AppServer } from "../support/app-server";

/**
 * Importing recipes is reading what a member sends (or a page they point at) on the one
 * thread that answers every household. Ten imports of the worst text at once must leave
 * another household's request answering promptly, and a member gets ten imports a minute
 * through the page form and the API together, then 429 with Retry-After.
 */

let server: AppServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "basil-import-flood-"));
  server = await startAppServer({ dataDir });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The request: "1\n" × 25,000, fifty thousand characters, within the length limit. */
const WORST_TEXT = "1\n".repeat(25_000);
/** As much as the line limits let through: ten lines of "( " × 2,499, which a backtracking heading pattern chokes on. */
const LONGEST_LINES = Array.from({ length: 10 }, () => "( ".repeat(2_499)).join("\n");

function importText(cookie: string, text: string) {
  return fetch(`${server.origin}/api/v1/recipes/import/text`, {
    method: "POST",
    headers: { Origin: server.origin, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ text }),
  });
}

describe("recipe imports", () => {
  it("leave another household's request answering within two seconds while ten run at once", async () => {
    const importer = await memberWithHousehold(server, unique("importer"));
    const neighbour = await memberWithHousehold(server, unique("import-neighbour"));
    // Once each first, so that what is timed is reading, not the server loading the page's code.
    for (const text of [WORST_TEXT, LONGEST_LINES])
      await postForm(server, "/recipes/import", { intent: "text", text }, neighbour.cookie);
    const imports = Array.from({ length: 10 }, (_, i) =>
      postForm(
        server,
        "/recipes/import",
        { intent: "text", text: i % 2 ? WORST_TEXT : LONGEST_LINES },
        importer.cookie,
      ),
    );
    const started = performance.now();
    const answer = await fetch(`${server.origin}/api/v1/users/profile`, { headers: { Cookie: neighbour.cookie } });
    const waited = performance.now() - started;
    const answers = await Promise.all(imports);
    expect(answer.status).toBe(200);
    expect(answers.every((reply) => reply.status < 500)).toBe(true);
    // Each page import is read in milliseconds and its review page rendered in tens of them; before
    // the readers were linear, ten of these held the server for over ten seconds.
    expect(waited, `the neighbour waited ${waited.toFixed(0)} ms`).toBeLessThan(2000);
  });

  it("refuses text past its line limits with the rule's message", async () => {
    const member = await memberWithHousehold(server, unique("import-lines"));
    const answer = await importText(member.cookie, WORST_TEXT);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: "Keep the text to 1,000 lines or fewer" });
  });

  it("counts ten imports a minute through the API and the page form together, then answers 429", async () => {
    const member = await memberWithHousehold(server, unique("import-limit"));
    const recipe = "Tomato soup\n2 tomatoes\n1 cup stock\nSimmer for 20 minutes.";
    const answers = await Promise.all(Array.from({ length: 10 }, () => importText(member.cookie, recipe)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));

    const refused = await importText(member.cookie, recipe);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      status: "error",
      error: "rate_limited",
      message: "Too many imports. Please wait 1 minute and try again.",
    });

    const typed = "Pea soup\n500 g frozen peas\nBlend with stock.";
    const page = await postForm(server, "/recipes/import", { intent: "text", text: typed }, member.cookie);
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await page.text();
    expect(html).toContain("Too many imports. Please wait 1 minute and try again.");
    // What the member typed is still in the box.
    expect(html).toContain("500 g frozen peas");

    const byAddress = await fetch(`${server.origin}/api/v1/recipes/import/url`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: member.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ url: "https://recipes.example/soup" }),
    });
    expect(byAddress.status).toBe(429);
  });

  it("counts each member apart", async () => {
    const first = await memberWithHousehold(server, unique("import-first"));
    const second = await memberWithHousehold(server, unique("import-second"));
    const recipe = "Toast\n1 slice bread\nToast it.";
    await Promise.all(Array.from({ length: 11 }, () => importText(first.cookie, recipe)));
    expect((await importText(second.cookie, recipe)).status).toBe(200);
  });
});
