// Accessibility: every page a member reaches, in the light and the dark colour scheme, has no
// violation of the WCAG 2.0 and 2.1 level A and AA rules axe-core checks (text contrast of at
// least 4.5:1 among them, placeholders and links included). The member follows the device's
// scheme, the default. Tagged @js-only: the pages are checked as they stand once the browser
// has run their scripts; bench/accessibility.ts measures the same pages with Lighthouse.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import {
  apiCall,
  type Client,
  expect,
  expectApiSuccess,
  hydrated,
  newClient,
  signUp,
  signUpApiMember,
  test,
} from "./helpers";

const SCHEMES = ["light", "dark"] as const;
const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The member whose household every signed-in page shows, made once per worker. */
type Household = {
  storageState: Awaited<ReturnType<Client["context"]["storageState"]>>;
  conversationId: string;
  itemId: string;
  recipeId: string;
  sessionId: string;
  mealId: string;
};

let household: Household;

async function makeHousehold(browser: Browser): Promise<Household> {
  const client = await newClient(browser);
  try {
    const { householdId } = await signUpApiMember(client);
    const call = async (path: string, body: unknown, status = 201) =>
      expectApiSuccess(await apiCall(client, "POST", path, { body }), status);
    for (const name of ["Milk", "Eggs", "Basmati rice"])
      await call(`/shopping-list/households/${householdId}/items`, { name, quantity: 1 });
    const { items } = expectApiSuccess(await apiCall(client, "GET", `/shopping-list/households/${householdId}/items`));
    // A ticked item is drawn quieter than the others: it must still be readable.
    expectApiSuccess(
      await apiCall(client, "PUT", `/shopping-list/households/${householdId}/items/${items[0].id}`, {
        body: { checked: true },
      }),
    );
    const { item } = await call(`/inventory/households/${householdId}/items`, {
      name: "Yogurt",
      quantity: 1,
      location: "fridge",
      expiresAt: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    });
    await call(`/inventory/households/${householdId}/items`, {
      name: "Flour",
      quantity: 1,
      unit: "kg",
      location: "pantry",
    });
    const recipe = await call(`/recipes/households/${householdId}/recipes`, {
      name: "Weeknight tomato soup",
      description: "A quick soup from the cupboard.",
      servings: 4,
      difficulty: "easy",
      cuisine: "italian",
      ingredients: ["800 g tinned tomatoes", "1 onion, chopped"],
      steps: ["Soften the onion.", { instruction: "Add the tomatoes and simmer.", timer_minutes: 15 }],
    });
    const session = await call(`/cooking/households/${householdId}/sessions`, { recipe_id: recipe.id });
    const meal = await call(`/meal-plan/households/${householdId}/meals`, {
      date: new Date().toISOString().slice(0, 10),
      meal_type: "dinner",
      recipe_id: recipe.id,
    });
    // A conversation with the assistant's cards: the week's plan (its "Not planned · find a
    // recipe" links), the pantry, the shopping list, a recipe and a timer.
    let conversationId: string | undefined;
    for (const content of [
      "Show this week's meal plan",
      "What's in my pantry?",
      "Show my shopping list",
      "Suggest a recipe with chicken and vegetables",
      "Set a timer for 10 minutes",
    ]) {
      const data = await call(
        "/chat/messages",
        { content, message_type: "user-text", conversation_id: conversationId },
        200,
      );
      conversationId = data.conversationId;
    }
    return {
      storageState: await client.context.storageState(),
      conversationId: conversationId!,
      itemId: item.id,
      recipeId: recipe.id,
      sessionId: session.session_id,
      mealId: meal.id,
    };
  } finally {
    await client.context.close();
  }
}

test.beforeAll(async ({ browser }) => {
  household = await makeHousehold(browser);
});

/** Every rule axe-core breaks on the page, one line per element, with what it found. */
async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} ${node.target.join(" ")}: ${(node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 240)}`,
    ),
  );
}

/** Opens each page and expects no violation on any of them. */
async function expectAccessible(client: Client, paths: string[]) {
  const { page } = client;
  for (const path of paths) {
    await page.goto(path);
    // The page itself, not a sign-in screen it was sent on to.
    expect(new URL(page.url()).pathname, path).toBe(path.split("?")[0]);
    await hydrated(client);
    expect(await violations(page), path).toEqual([]);
  }
}

/** A client signed in as the household's member. */
function signedIn(
  newClientFixture: (options?: BrowserContextOptions) => Promise<Client>,
  colorScheme: (typeof SCHEMES)[number],
) {
  return newClientFixture({ storageState: household.storageState, colorScheme });
}

for (const colorScheme of SCHEMES) {
  test.describe(`accessibility, ${colorScheme} scheme`, { tag: "@js-only" }, () => {
    test("sign-in screens, signed out", async ({ newClient }) => {
      const client = await newClient({ colorScheme });
      await expectAccessible(client, ["/login", "/signup", "/forgot-password", "/reset-password/not-a-real-token"]);
    });

    test("onboarding, for a member without a household", async ({ newClient }) => {
      const client = await newClient({ colorScheme });
      await signUp(client);
      await expectAccessible(client, ["/onboarding", "/onboarding?view=create", "/onboarding?view=join"]);
    });

    test("chat and help", async ({ newClient }) => {
      const client = await signedIn(newClient, colorScheme);
      await expectAccessible(client, ["/chat", `/chat?c=${household.conversationId}`, "/chat?q=pantry", "/help"]);
    });

    test("pantry and shopping list", async ({ newClient }) => {
      const client = await signedIn(newClient, colorScheme);
      await expectAccessible(client, [
        "/inventory",
        "/inventory?expiring=all-expiring",
        `/inventory/${household.itemId}`,
        "/shopping-list",
      ]);
    });

    test("recipes", async ({ newClient }) => {
      const client = await signedIn(newClient, colorScheme);
      await expectAccessible(client, [
        "/recipes",
        `/recipes/${household.recipeId}`,
        "/recipes/tomato-basil-frittata",
        `/recipes/${household.recipeId}/edit`,
        "/recipes/new",
        "/recipes/import",
      ]);
    });

    test("cooking and the meal plan", async ({ newClient }) => {
      const client = await signedIn(newClient, colorScheme);
      await expectAccessible(client, [
        `/cooking/session/${household.sessionId}`,
        "/meal-planner",
        `/meals/${household.mealId}`,
      ]);
    });

    test("settings, each tab", async ({ newClient }) => {
      const client = await signedIn(newClient, colorScheme);
      await expectAccessible(client, ["/settings", "/settings?tab=preferences", "/settings?tab=household"]);
    });
  });
}
