// Moving in from another app on /recipes/import, with and without JavaScript: an export
// chosen under a name that says nothing of what it is, the preview (how many recipes, which
// have problems), importing the new ones and the summary on the recipes page; a zip bomb
// refused in the form with nothing saved.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { mealieBackup, nextcloudFiles, zipBomb } from "../fixtures/imports/exports";
import { type Client, expect, expectNewestToast, hydrated, signUpApiMember, test } from "./helpers";

async function member(newClient: () => Promise<Client>) {
  return signUpApiMember(await newClient());
}

test.describe("moving in from another app (/recipes/import)", () => {
  test("a Mealie backup: the preview, then Import, then the summary", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.goto("/recipes/import");
    await hydrated(client);
    const fromApp = page.getByRole("region", { name: "From another app" });
    await fromApp
      .getByLabel("Export file")
      .setInputFiles({ name: "download", mimeType: "application/octet-stream", buffer: await mealieBackup() });
    await fromApp.getByRole("button", { name: "Check the export" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Check the import" })).toBeVisible();
    await expect(page.getByText("From a Mealie backup", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Basil found 4 recipes" })).toBeVisible();
    const notImported = page.getByRole("list", { name: "Not imported" });
    await expect(notImported).toContainText("Grandma's secret: It has no ingredients.");
    await expect(page.getByRole("list", { name: "To import" }).getByRole("listitem")).toHaveText([
      "Red lentil soup",
      "Oat pancakes",
      "Tomato toast",
    ]);
    await hydrated(client);
    await page.getByRole("button", { name: "Import 3 recipes" }).click();

    await expect(page).toHaveURL(/\/recipes$/);
    await expectNewestToast(
      page,
      "Recipes imported",
      "From the Mealie backup: 3 recipes added, 1 with problems left out.",
    );
    const mine = page.getByRole("region", { name: "Your household's recipes" });
    await expect(mine.getByRole("link", { name: /Red lentil soup/ }).first()).toBeVisible();
    await expect(mine.getByRole("link", { name: /Oat pancakes/ }).first()).toBeVisible();
  });

  test("a zip bomb is refused in the form, and nothing is saved", async ({ newClient }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.goto("/recipes/import");
    await hydrated(client);
    const fromApp = page.getByRole("region", { name: "From another app" });
    await fromApp
      .getByLabel("Export file")
      .setInputFiles({ name: "recipes.zip", mimeType: "application/zip", buffer: zipBomb() });
    await fromApp.getByRole("button", { name: "Check the export" }).click();
    await expect(page.getByRole("region", { name: "From another app" })).toContainText(
      "would unpack to more than 256 MB",
    );
    await page.goto("/recipes");
    await expect(page.getByRole("link", { name: /Red lentil soup/ })).toHaveCount(0);
  });
});

test("a Nextcloud Cookbook folder, chosen as a folder", async ({ newClient }) => {
  const { client } = await member(newClient);
  const { page } = client;
  const folder = await mkdtemp(path.join(tmpdir(), "basil-nextcloud-"));
  for (const file of await nextcloudFiles()) {
    await mkdir(path.dirname(path.join(folder, file.name)), { recursive: true });
    await writeFile(path.join(folder, file.name), file.data);
  }
  await page.goto("/recipes/import");
  await hydrated(client);
  const fromApp = page.getByRole("region", { name: "From another app" });
  await fromApp.getByLabel("Or a folder").setInputFiles(path.join(folder, "Recipes"));
  await fromApp.getByRole("button", { name: "Check the export" }).click();
  await expect(page.getByText("From a Nextcloud Cookbook", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "To import" }).getByRole("listitem")).toHaveText([
    "Lemon rice",
    "Millet porridge",
  ]);
  await hydrated(client);
  await page.getByRole("button", { name: "Import 2 recipes" }).click();
  await expectNewestToast(page, "Recipes imported", "From the Nextcloud Cookbook: 2 recipes added.");
  await rm(folder, { recursive: true, force: true });
});

test("the export's upload shows its progress, can be cancelled, and the preview follows @js-only", async ({
  newClient,
}) => {
  const { client } = await member(newClient);
  const { page } = client;
  // The upload is held at the server's door until the test lets it through.
  const held: Array<() => void> = [];
  const letThrough = () => held.splice(0).forEach((release) => release());
  await page.route(/\/recipes\/import\?_data=/, async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    // A cancelled upload is gone by then.
    await route.continue().catch(() => undefined);
  });
  await page.goto("/recipes/import");
  await hydrated(client);
  const fromApp = page.getByRole("region", { name: "From another app" });
  const backup = await mealieBackup({ more: 200 });
  await fromApp
    .getByLabel("Export file")
    .setInputFiles({ name: "backup.zip", mimeType: "application/zip", buffer: backup });
  await fromApp.getByRole("button", { name: "Check the export" }).click();
  const bar = fromApp.getByRole("progressbar");
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAccessibleName(/^Uploading\.\.\. \d+%$/);
  await expect(bar).toHaveAttribute("aria-valuenow", /^\d+$/);

  await fromApp.getByRole("button", { name: "Cancel" }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Import a recipe" })).toBeVisible();
  letThrough();

  await fromApp.getByRole("button", { name: "Check the export" }).click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuemax", "100");
  letThrough();
  await expect(page.getByRole("heading", { level: 1, name: "Check the import" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Basil found 204 recipes" })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("a long import shows how many recipes are ready, then the summary @js-only", async ({ newClient }) => {
  const { client } = await member(newClient);
  const { page } = client;
  // The page asks how far the import is on its own clock, which the test moves.
  await page.clock.install();
  await page.goto("/recipes/import");
  await hydrated(client);
  const fromApp = page.getByRole("region", { name: "From another app" });
  await fromApp
    .getByLabel("Export file")
    .setInputFiles({ name: "backup.zip", mimeType: "application/zip", buffer: await mealieBackup() });
  await fromApp.getByRole("button", { name: "Check the export" }).click();
  await expect(page.getByRole("heading", { name: "Basil found 4 recipes" })).toBeVisible();

  // The import is held at the server's door, and the server's count stands in for a long one.
  const held: Array<() => void> = [];
  await page.route(/\/recipes\/import\?_data=/, async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  let told = { done: 120, total: 500 };
  const asked: string[] = [];
  await page.route(/\/recipes\/import\/progress\?stash=[a-f0-9]{32}$/, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ json: { progress: told } });
  });
  await page.getByRole("button", { name: "Import 3 recipes" }).click();
  const bar = page.getByRole("progressbar");
  await expect(bar).toHaveAccessibleName("Importing...");
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(bar).toHaveAccessibleName("Importing... 120 of 500 recipes", { timeout: 500 });
  }).toPass();
  await expect(bar).toHaveAttribute("aria-valuenow", "120");
  await expect(bar).toHaveAttribute("aria-valuemax", "500");
  told = { done: 500, total: 500 };
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(bar).toHaveAccessibleName("Saving 500 recipes...", { timeout: 500 });
  }).toPass();
  expect(asked.length).toBeGreaterThanOrEqual(2);

  held.splice(0).forEach((release) => release());
  await expect(page).toHaveURL(/\/recipes$/);
  await expectNewestToast(
    page,
    "Recipes imported",
    "From the Mealie backup: 3 recipes added, 1 with problems left out.",
  );
});
