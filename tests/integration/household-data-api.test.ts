import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";
import { unique } from "./databases";

/**
 * A household's data through the JSON API and the Settings page, on a production server with
 * SQLite: the same scoping and limits at both doors. What the file holds and every refusal
 * are tested on both databases in household-data.test.ts.
 */

const folder = mkdtempSync(path.join(tmpdir(), "basil-household-data-"));
let server: AppServer;
type Member = Awaited<ReturnType<typeof memberWithHousehold>>;
let home: Member;

type Envelope = { status: "success" | "error"; data?: unknown; message?: string };

async function api(method: string, pathname: string, as: Member, body?: unknown) {
  const headers: Record<string, string> = { Origin: server.origin, Cookie: as.cookie };
  if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
  const response = await fetch(`${server.origin}/api/v1${pathname}`, {
    method,
    headers,
    body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

function fileForm(name: string, text: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append(name, new Blob([text], { type: "application/json" }), "household.json");
  return form;
}

/** A page's HTML with its apostrophes as written, to find a sentence in it. */
async function textOf(response: Response) {
  return (await response.text()).replace(/&#x27;|&#39;/g, "'");
}

beforeAll(async () => {
  server = await startAppServer({
    dataDir: folder,
    databaseUrl: `file:${path.join(folder, "basil.sqlite")}`,
    env: { PASSWORD_HASHING: "fast" },
  });
  home = await memberWithHousehold(server, unique("data-home"));
  const added = await api("POST", `/inventory/households/${home.householdId}/items`, home, {
    name: "Saffron",
    quantity: 2,
    unit: "g",
  });
  expect(added.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("a household's data through the JSON API", () => {
  it("exports in the envelope and restores into an empty household, scoped like every call", async () => {
    const exported = await api("GET", `/household/${home.householdId}/export`, home);
    expect(exported.status).toBe(200);
    expect(exported.body.data).toMatchObject({
      format: "basil-household-data",
      version: 1,
      pantry: [{ name: "Saffron" }],
    });

    const newcomer = await memberWithHousehold(server, unique("data-new"));
    // Another household's id in the path is not found, like every household's call.
    expect((await api("GET", `/household/${home.householdId}/export`, newcomer)).status).toBe(404);
    const file = JSON.stringify(exported.body.data);
    const restored = await api("POST", `/household/${newcomer.householdId}/restore`, newcomer, fileForm("file", file));
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toEqual({
      pantryItems: 1,
      shoppingItems: 0,
      plannedMeals: 0,
      recipes: 0,
      conversations: 0,
    });

    const again = await api("POST", `/household/${newcomer.householdId}/restore`, newcomer, fileForm("file", file));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Household data can only be restored into a household with nothing in it yet/);
    const pantry = await api("GET", `/inventory/households/${newcomer.householdId}/items`, newcomer);
    expect((pantry.body.data as { items: unknown[] }).items).toHaveLength(1);

    const bad = await api("POST", `/household/${newcomer.householdId}/restore`, newcomer, fileForm("file", "{nope"));
    expect([bad.status, bad.body.message]).toEqual([415, "That file is not a Basil household data file."]);
  });
});

describe("a household's data on the Settings page", () => {
  it("downloads as a file", async () => {
    const response = await fetch(`${server.origin}/settings/export`, { headers: { Cookie: home.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="basil-household-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(await response.json()).toMatchObject({ format: "basil-household-data", pantry: [{ name: "Saffron" }] });
  });

  it("answers the restore form in place without JavaScript: no file, a bad file, a household with something in it", async () => {
    const post = (form: FormData) =>
      fetch(`${server.origin}/settings?tab=household`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.origin, Cookie: home.cookie },
        body: form,
      });
    const none = new FormData();
    none.append("intent", "restore-household-data");
    none.append("file", new Blob([]), "");
    const missing = await post(none);
    expect(missing.status).toBe(400);
    expect(await textOf(missing)).toContain("Choose a Basil household data file (.json) to restore.");

    const bad = await post(
      fileForm("file", '{"format":"basil-household-data","version":7}', { intent: "restore-household-data" }),
    );
    expect(bad.status).toBe(400);
    expect(await textOf(bad)).toContain("This file is from a newer Basil; update Basil to restore it");

    const exported = await fetch(`${server.origin}/settings/export`, { headers: { Cookie: home.cookie } });
    const full = await post(fileForm("file", await exported.text(), { intent: "restore-household-data" }));
    expect(full.status).toBe(409);
    expect(await textOf(full)).toContain("and this one has pantry items. Nothing was changed.");
  });

  it("refuses a body past the restore's cap with the restore's own sentence", async () => {
    const huge = new Uint8Array(65 * 1024 * 1024);
    const response = await fetch(`${server.origin}/settings?tab=household`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.origin, Cookie: home.cookie, "Content-Type": "multipart/form-data; boundary=x" },
      body: huge,
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("A household's data file can be at most 64 MB.");
  });
});
