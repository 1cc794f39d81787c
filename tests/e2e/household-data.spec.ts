// Settings → Household, "Your Household's Data": one household's file downloaded, and restored
// by another member into a new, empty household, which then has the same pantry, list and
// recipes; restored again there, it is refused and nothing changes. What the file holds and
// every refusal are tested in tests/integration/household-data.test.ts.
import { apiCall, expect, expectApiSuccess, expectNewestToast, signUpApiMember, test } from "./helpers";

test("export then restore gives the same household", async ({ newClient }) => {
  const home = await signUpApiMember(await newClient());
  const base = home.householdId;
  expectApiSuccess(
    await apiCall(home.client, "POST", `/inventory/households/${base}/items`, {
      body: { name: "Saffron", quantity: 2, unit: "g", location: "pantry" },
    }),
    201,
  );
  expectApiSuccess(
    await apiCall(home.client, "POST", `/shopping-list/households/${base}/items`, {
      body: { name: "Cardamom", note: "green pods" },
    }),
    201,
  );
  expectApiSuccess(
    await apiCall(home.client, "POST", `/recipes/households/${base}/recipes`, {
      body: {
        name: "Saffron rice",
        servings: 4,
        difficulty: "medium",
        cuisine: "french",
        ingredients: ["1 g saffron", "2 cups rice"],
        steps: ["Bake them golden."],
      },
    }),
    201,
  );

  await home.client.page.goto("/settings?tab=household");
  const card = home.client.page.getByRole("region", { name: "Your Household's Data" });
  await expect(card).toContainText("Other members' conversations are theirs");
  const [download] = await Promise.all([
    home.client.page.waitForEvent("download"),
    card.getByRole("link", { name: "Download everything" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^basil-household-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();

  const newcomer = await signUpApiMember(await newClient());
  const { page } = newcomer.client;
  await page.goto("/settings?tab=household");
  const restore = page.getByRole("region", { name: "Your Household's Data" });
  await restore.getByLabel("Household data file").setInputFiles(file);
  await restore.getByRole("button", { name: "Restore" }).click();
  await expectNewestToast(
    page,
    "Household data restored",
    "Restored 1 pantry item, 1 shopping list item, 0 planned meals, 1 recipe and 0 conversations.",
  );

  await page.goto("/inventory");
  await expect(page.getByRole("main")).toContainText("Saffron");
  await page.goto("/shopping-list");
  await expect(page.getByRole("main")).toContainText("Cardamom");
  await expect(page.getByRole("main")).toContainText("green pods");
  await page.goto("/recipes");
  await expect(page.getByRole("main")).toContainText("Saffron rice");

  // The household has something in it now: the same file is refused, and nothing is added.
  await page.goto("/settings?tab=household");
  await restore.getByLabel("Household data file").setInputFiles(file);
  await restore.getByRole("button", { name: "Restore" }).click();
  await expect(restore.getByRole("alert")).toHaveText(
    "Household data can only be restored into a household with nothing in it yet, and this one has pantry items, shopping list items and recipes. Nothing was changed.",
  );
  const pantry = expectApiSuccess(
    await apiCall(newcomer.client, "GET", `/inventory/households/${newcomer.householdId}/items`),
  );
  expect(JSON.stringify(pantry).match(/Saffron/g)).toHaveLength(1);
});
