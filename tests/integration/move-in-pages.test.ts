import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealieBackup, nextcloudFiles, zipBomb } from "../fixtures/imports/exports";
import { memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";

/**
 * "From another app" on /recipes/import as a browser without JavaScript uses it: the export
 * posted as a multipart form, the preview page with its counts and lists, the preview's own
 * form posting the kept upload's id, and the summary after, on a production server.
 */

const folder = mkdtempSync(path.join(tmpdir(), "basil-move-in-pages-"));
let server: AppServer;
let home: Awaited<ReturnType<typeof memberWithHousehold>>;
let neighbour: Awaited<ReturnType<typeof memberWithHousehold>>;

function post(fields: Record<string, string | Blob>, cookie = home.cookie) {
  const form = new FormData();
  // The file's name says nothing of what it is: Basil reads the content.
  for (const [name, value] of Object.entries(fields))
    if (value instanceof Blob) form.append(name, value, "download (3).bin");
    else form.append(name, value);
  return fetch(`${server.origin}/recipes/import`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, Cookie: cookie },
    body: form,
  });
}

function get(pathname: string, cookie = home.cookie) {
  return fetch(`${server.origin}${pathname}`, { redirect: "manual", headers: { Cookie: cookie } });
}

function textOf(html: string) {
  return (
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      // eslint-disable-next-line regexp/no-super-linear-move -- strips the tags of the app's own page
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
  );
}

function stashOf(html: string) {
  return /name="stash" value="([a-f0-9]{32})"/.exec(html)?.[1] ?? "";
}

beforeAll(async () => {
  server = await startAppServer({
    databaseUrl: `file:${path.join(folder, "move-in.sqlite")}`,
    dataDir: folder,
    env: { PASSWORD_HASHING: "fast" },
  });
  home = await memberWithHousehold(server, `move-in-home-${Date.now()}`);
  neighbour = await memberWithHousehold(server, `move-in-neighbour-${Date.now()}`);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("moving in without JavaScript", () => {
  it("offers the form on the import page", async () => {
    const page = textOf(await (await get("/recipes/import")).text());
    expect(page).toContain("From another app");
    expect(page).toContain("Check the export");
  });

  it("previews a Mealie backup, imports it from the kept upload, and sums up", async () => {
    const backup = new Blob([new Uint8Array(await mealieBackup())]);
    const previewed = await post({ intent: "app-preview", export: backup });
    expect(previewed.status).toBe(200);
    const html = await previewed.text();
    const page = textOf(html);
    expect(page).toContain("Check the import");
    expect(page).toContain("From a Mealie backup");
    expect(page).toContain("Basil found 4 recipes");
    expect(page).toContain("Grandma's secret : It has no ingredients.");
    expect(page).toContain("Import 3 recipes");
    // Nothing is saved by the preview.
    expect(textOf(await (await get("/recipes")).text())).not.toContain("Red lentil soup");

    const stash = stashOf(html);
    expect(stash).not.toBe("");
    // Another household cannot import this household's upload.
    const stranger = await post({ intent: "app-import", stash }, neighbour.cookie);
    expect(stranger.status).toBe(410);

    const imported = await post({ intent: "app-import", stash });
    expect(imported.status).toBe(302);
    expect(imported.headers.get("location")).toBe("/recipes");
    const cookie = `${home.cookie}; ${imported.headers.get("set-cookie")?.split(";")[0] ?? ""}`;
    const list = textOf(await (await get("/recipes", cookie)).text());
    expect(list).toContain("Recipes imported");
    expect(list).toContain("From the Mealie backup: 3 recipes added, 1 with problems left out.");
    expect(list).toContain("Red lentil soup");
    expect(list).toContain("Oat pancakes");

    // The upload is imported once, then gone.
    const again = await post({ intent: "app-import", stash });
    expect(again.status).toBe(410);
    expect(textOf(await again.text())).toContain("That upload is no longer here");
    expect(readdirSync(path.join(folder, "move-in"))).toEqual([]);

    // The same backup again: everything is already here.
    const second = textOf(await (await post({ intent: "app-preview", export: backup })).text());
    expect(second).toContain("Nothing new to import.");
  });

  it("reads a folder sent as its files, each named by its path (Nextcloud Cookbook's)", async () => {
    const form = new FormData();
    form.append("intent", "app-preview");
    form.append("export", new Blob([]), "");
    for (const file of await nextcloudFiles())
      form.append(
        "folder",
        new Blob([typeof file.data === "string" ? file.data : new Uint8Array(file.data)]),
        file.name,
      );
    const response = await fetch(`${server.origin}/recipes/import`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.origin, Cookie: neighbour.cookie },
      body: form,
    });
    expect(response.status).toBe(200);
    const page = textOf(await response.text());
    expect(page).toContain("From a Nextcloud Cookbook");
    expect(page).toContain("Basil found 2 recipes");
    expect(page).toContain("Import 2 recipes");
  });

  it("refuses a zip bomb in the form, with its message", async () => {
    const response = await post({ intent: "app-preview", export: new Blob([new Uint8Array(zipBomb())]) });
    expect(response.status).toBe(413);
    expect(textOf(await response.text())).toContain("would unpack to more than 256 MB");
  });

  it("says so when the file is empty", async () => {
    const response = await post({ intent: "app-preview", export: new Blob([]) });
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain("The file is empty. Choose the export file again.");
  });
});

describe("moving in with JavaScript", () => {
  const dataRoute = "routes/_recipes+/recipes.import";

  it("answers the same upload, posted for its data, with the preview; tells the import's progress to its household", async () => {
    const form = new FormData();
    form.append("intent", "app-preview");
    form.append("export", new Blob([new Uint8Array(await mealieBackup({ more: 20 }))]), "download");
    const response = await fetch(`${server.origin}/recipes/import?_data=${encodeURIComponent(dataRoute)}`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: neighbour.cookie },
      body: form,
    });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { preview: { counts: Record<string, number> }; stash: string };
    expect(reply.preview.counts).toEqual({ new: 23, duplicate: 0, problem: 1 });
    expect(reply.stash).toMatch(/^[a-f0-9]{32}$/);

    const progressOf = async (cookie: string) =>
      (await (await get(`/recipes/import/progress?stash=${reply.stash}`, cookie)).json()) as {
        progress: { done: number; total: number } | null;
      };
    // Not importing yet.
    expect(await progressOf(neighbour.cookie)).toEqual({ progress: null });
    // How far an import is, as the import writes it beside the upload.
    const { progressWriter } = await import("~/services/kitchen/move-in/stash.server");
    await progressWriter(path.join(folder, "move-in"), reply.stash)({ done: 12, total: 23 });
    expect(await progressOf(neighbour.cookie)).toEqual({ progress: { done: 12, total: 23 } });
    expect(await progressOf(home.cookie)).toEqual({ progress: null });

    const imported = new FormData();
    imported.append("intent", "app-import");
    imported.append("stash", reply.stash);
    const done = await fetch(`${server.origin}/recipes/import?_data=${encodeURIComponent(dataRoute)}`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: neighbour.cookie },
      body: imported,
    });
    expect(done.headers.get("X-Remix-Redirect")).toBe("/recipes");
    expect(await progressOf(neighbour.cookie)).toEqual({ progress: null });
  });
});
