// Units: a member chooses metric or US customary in Settings → Preferences (a plain form
// post), and a catalogue recipe is drawn in them. JavaScript on and off.
import { expect, hydrated, kitchenMember, test } from "./helpers";

test("choosing US customary shows a recipe's amounts and oven temperature in US units", async ({ newClient }) => {
  const { client } = await kitchenMember(newClient);
  const { page } = client;
  const recipe = "/recipes/baked-cod-tomatoes-olives";
  const ingredients = page.getByRole("list", { name: "Ingredient list" });
  const tomatoes = ingredients.getByRole("listitem").filter({ hasText: "cherry tomatoes" });

  await page.goto(recipe);
  await hydrated(client);
  await expect(tomatoes).toContainText("400 g");
  await expect(page.getByText("Heat the oven to 200°C.")).toBeVisible();

  await page.goto("/settings?tab=preferences");
  await hydrated(client);
  const card = page.getByRole("region", { name: "Units" });
  await expect(card.getByRole("radio", { name: "Metric (g, ml, °C)" })).toBeChecked();
  await card.getByText("US customary (oz, cups, °F)", { exact: true }).click();
  await card.getByRole("button", { name: "Save units" }).click();
  await expect(page.getByText("Units saved").first()).toBeVisible();
  await expect(card.getByRole("radio", { name: "US customary (oz, cups, °F)" })).toBeChecked();

  await page.goto(recipe);
  await hydrated(client);
  await expect(tomatoes).toContainText("14 oz");
  await expect(tomatoes.getByTitle("Recipe says 400 g")).toHaveText("14 oz");
  await expect(page.getByText("Heat the oven to 400°F.")).toBeVisible();
});
