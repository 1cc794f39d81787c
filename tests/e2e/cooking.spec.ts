// Embedded cooking step and timer components, their payloads, cooking step
// ('Previous' hidden on step 1, 'Complete Recipe' on the last step) and timer states
// (running ⇄ paused, cancel, 'Time's up!' and 'Dismiss' at zero, one-second countdown,
// 'Running' / 'Paused'), timer thresholds (warning under 300 s, error under 60 s);
// the /cooking/session/{sessionId} page, with another household's session answering 404.
import type { Locator, Page } from "@playwright/test";
import {
  apiCall,
  type Client,
  expect,
  expectApiSuccess,
  holdClock,
  hydrated,
  notePosts,
  postForm,
  runClockUntilPosts,
  signUpApiMember,
  test,
  waitsBetween,
} from "./helpers";

const FRITTATA = { id: "tomato-basil-frittata", name: "Tomato and Basil Frittata", steps: 5 };

async function member(newClient: () => Promise<Client>) {
  return signUpApiMember(await newClient());
}

async function startSession(client: Client, householdId: string, recipeId = FRITTATA.id) {
  const data = expectApiSuccess(
    await apiCall(client, "POST", `/cooking/households/${householdId}/sessions`, { body: { recipe_id: recipeId } }),
    201,
  );
  return data.session_id as string;
}

async function startTimer(
  client: Client,
  householdId: string,
  timer: { name: string; duration_seconds: number; session_id: string },
) {
  return expectApiSuccess(
    await apiCall(client, "POST", `/cooking/households/${householdId}/timers`, { body: timer }),
    201,
  ) as {
    id: string;
  };
}

async function openSession(client: Client, sessionId: string) {
  await client.page.goto(`/cooking/session/${sessionId}`);
  await expect(client.page.getByRole("heading", { level: 1 })).toBeVisible();
  await hydrated(client);
}

function stepHeading(page: Page) {
  return page.getByRole("heading", { level: 2, name: /^Step \d+ of \d+$/ });
}

function timerCard(page: Page, name: string | RegExp) {
  return page.getByRole("article", { name });
}

function statusOf(card: Locator) {
  return card.getByRole("status");
}

async function remainingOf(card: Locator) {
  return Number(await card.getByRole("timer").getAttribute("data-remaining"));
}

test.describe("guided cooking (/cooking/session/{sessionId})", () => {
  test("starts from the recipe and walks the steps: no Previous on step 1, Complete Recipe on the last, then finished", async ({
    newClient,
  }) => {
    const { client } = await member(newClient);
    const { page } = client;
    await page.goto(`/recipes/${FRITTATA.id}`);
    await hydrated(client);
    await page.getByRole("button", { name: "Start cooking" }).click();
    await expect(page).toHaveURL(/\/cooking\/session\/[\w-]+$/);
    await expect(stepHeading(page)).toHaveText(`Step 1 of ${FRITTATA.steps}`);
    await expect(page.getByText(FRITTATA.name).first()).toBeVisible();
    await expect(page.getByText(/^Heat the oven to 200°C/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Complete Recipe" })).toHaveCount(0);

    await page.getByRole("button", { name: "Next Step" }).click();
    await expect(stepHeading(page)).toHaveText(`Step 2 of ${FRITTATA.steps}`);
    await expect(page.getByRole("button", { name: "Previous" })).toBeVisible();
    // The step's ingredients with their amounts, and its timer.
    const ingredients = page.getByRole("region", { name: "Ingredients for this step" });
    await expect(ingredients).toContainText("200 g");
    await expect(ingredients).toContainText("cherry tomatoes");
    await expect(page.getByRole("button", { name: "Start timer (5 min)" })).toBeVisible();

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(stepHeading(page)).toHaveText(`Step 1 of ${FRITTATA.steps}`);
    await expect(page.getByRole("region", { name: "Tip" })).toContainText("Eggs at room temperature");

    for (let step = 2; step <= FRITTATA.steps; step += 1) {
      await page.getByRole("button", { name: "Next Step" }).click();
      await expect(stepHeading(page)).toHaveText(`Step ${step} of ${FRITTATA.steps}`);
    }
    await expect(page.getByRole("button", { name: "Next Step" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Previous" })).toBeVisible();
    await page.getByRole("button", { name: "Complete Recipe" }).click();
    await expect(page.getByRole("heading", { name: "Recipe complete!" })).toBeVisible();
    await expect(page.getByText(`You finished cooking ${FRITTATA.name}.`)).toBeVisible();
    await expect(stepHeading(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to the recipe" })).toHaveAttribute(
      "href",
      `/recipes/${FRITTATA.id}`,
    );
  });

  test("a step timer pauses (holding its time) and resumes", async ({ newClient }) => {
    const { client, householdId } = await member(newClient);
    const { page } = client;
    const sessionId = await startSession(client, householdId);
    expectApiSuccess(
      await apiCall(client, "POST", `/cooking/households/${householdId}/sessions/${sessionId}/navigate`, {
        body: { direction: "next" },
      }),
    );
    await openSession(client, sessionId);
    await page.getByRole("button", { name: "Start timer (5 min)" }).click();
    const timer = timerCard(page, `${FRITTATA.name}: step 2`);
    await expect(statusOf(timer)).toHaveText("Running");
    expect(await remainingOf(timer)).toBeGreaterThan(290);

    await timer.getByRole("button", { name: "Pause" }).click();
    await expect(statusOf(timer)).toHaveText("Paused");
    await expect(timer.getByRole("button", { name: "Resume" })).toBeVisible();
    const held = await remainingOf(timer);
    await page.waitForTimeout(2200);
    expect(await remainingOf(timer)).toBe(held);
    await page.reload();
    await expect(statusOf(timer)).toHaveText("Paused");
    expect(await remainingOf(timer)).toBe(held);

    await timer.getByRole("button", { name: "Resume" }).click();
    await expect(statusOf(timer)).toHaveText("Running");
    await expect(timer.getByRole("button", { name: "Pause" })).toBeVisible();
    expect(await remainingOf(timer)).toBeLessThanOrEqual(held);
    expect(await remainingOf(timer)).toBeGreaterThanOrEqual(held - 2);
  });

  test(
    "the countdown ticks every second and a reload shows the same time",
    { tag: "@js-only" },
    async ({ newClient }) => {
      const { client, householdId } = await member(newClient);
      const { page } = client;
      const sessionId = await startSession(client, householdId);
      await startTimer(client, householdId, { name: "Oven", duration_seconds: 600, session_id: sessionId });
      await openSession(client, sessionId);
      const timer = timerCard(page, "Oven");
      const first = await remainingOf(timer);
      await expect.poll(() => remainingOf(timer), { timeout: 4000 }).toBeLessThan(first);
      await expect.poll(() => remainingOf(timer), { timeout: 4000 }).toBeLessThan(first - 1);

      const beforeReload = { seconds: await remainingOf(timer), at: Date.now() };
      await page.reload();
      await expect(statusOf(timer)).toHaveText("Running");
      const afterReload = { seconds: await remainingOf(timer), at: Date.now() };
      const elapsed = (afterReload.at - beforeReload.at) / 1000;
      expect(Math.abs(beforeReload.seconds - elapsed - afterReload.seconds)).toBeLessThanOrEqual(2);
      await expect(timer.getByRole("timer")).toHaveText(/^9:\d\d$/);
    },
  );

  test("timer colours follow the thresholds, and at zero it says Time's up! with Dismiss", async ({ newClient }) => {
    const { client, householdId } = await member(newClient);
    const { page } = client;
    const sessionId = await startSession(client, householdId);
    await startTimer(client, householdId, { name: "Stock", duration_seconds: 1200, session_id: sessionId });
    await startTimer(client, householdId, { name: "Rice", duration_seconds: 200, session_id: sessionId });
    await startTimer(client, householdId, { name: "Toast", duration_seconds: 45, session_id: sessionId });
    await startTimer(client, householdId, { name: "Egg", duration_seconds: 3, session_id: sessionId });
    // With JavaScript the page counts down on its own clock, which the test moves.
    if (client.javaScriptEnabled) await page.clock.install();
    await openSession(client, sessionId);

    await expect(timerCard(page, "Stock").getByRole("timer")).toHaveAttribute("data-tone", "normal");
    await expect(timerCard(page, "Stock").getByRole("timer")).toHaveClass(/text-stone-900/);
    await expect(timerCard(page, "Rice").getByRole("timer")).toHaveAttribute("data-tone", "warning");
    await expect(timerCard(page, "Rice").getByRole("timer")).toHaveClass(/text-amber-600/);
    await expect(timerCard(page, "Toast").getByRole("timer")).toHaveAttribute("data-tone", "error");
    await expect(timerCard(page, "Toast").getByRole("timer")).toHaveClass(/text-red-600/);

    const egg = timerCard(page, "Egg");
    if (client.javaScriptEnabled) {
      // Past the egg's 3 seconds at once, however busy the machine is.
      await page.clock.fastForward(4_000);
    } else {
      // Without JavaScript the page shows the time at render; reloading asks the server again,
      // until its 3 seconds have passed.
      await expect(async () => {
        await page.reload();
        await expect(statusOf(egg)).toHaveText("Time's up!", { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    }
    await expect(statusOf(egg)).toHaveText("Time's up!");
    await expect(egg.getByRole("timer")).toHaveAttribute("data-tone", "success");
    await expect(egg.getByRole("timer")).toHaveClass(/text-green-700/);
    await expect(egg.getByRole("timer")).toHaveText("0:00");
    await expect(egg.getByRole("button", { name: "Pause" })).toHaveCount(0);
    await expect(egg.getByRole("button", { name: "Cancel" })).toHaveCount(0);

    await egg.getByRole("button", { name: "Dismiss" }).click();
    await expect(timerCard(page, "Egg")).toHaveCount(0);
    await expect(timerCard(page, "Stock")).toBeVisible();
  });

  test("a timer can be cancelled", async ({ newClient }) => {
    const { client, householdId } = await member(newClient);
    const { page } = client;
    const sessionId = await startSession(client, householdId);
    await startTimer(client, householdId, { name: "Pasta water", duration_seconds: 900, session_id: sessionId });
    await openSession(client, sessionId);
    await timerCard(page, "Pasta water").getByRole("button", { name: "Cancel" }).click();
    await expect(timerCard(page, "Pasta water")).toHaveCount(0);
    const timers = expectApiSuccess(await apiCall(client, "GET", `/cooking/households/${householdId}/timers`));
    expect(timers.timers).toEqual([]);
  });

  test("completing the recipe stops its timers", async ({ newClient }) => {
    const { client, householdId } = await member(newClient);
    const { page } = client;
    const sessionId = await startSession(client, householdId, "egg-fried-rice");
    await startTimer(client, householdId, { name: "Rice", duration_seconds: 900, session_id: sessionId });
    const session = expectApiSuccess(
      await apiCall(client, "GET", `/cooking/households/${householdId}/sessions/${sessionId}`),
    );
    for (let step = 1; step < session.totalSteps; step += 1) {
      await apiCall(client, "POST", `/cooking/households/${householdId}/sessions/${sessionId}/navigate`, {
        body: { direction: "next" },
      });
    }
    await openSession(client, sessionId);
    await expect(timerCard(page, "Rice")).toBeVisible();
    await page.getByRole("button", { name: "Complete Recipe" }).click();
    await expect(page.getByRole("heading", { name: "Recipe complete!" })).toBeVisible();
    await expect(timerCard(page, "Rice")).toHaveCount(0);
    const timers = expectApiSuccess(await apiCall(client, "GET", `/cooking/households/${householdId}/timers`));
    expect(timers.timers).toEqual([]);
  });

  test("another household's session answers 404, as an unknown id does", { tag: "@server" }, async ({ newClient }) => {
    const owner = await member(newClient);
    const sessionId = await startSession(owner.client, owner.householdId);
    const { client: stranger } = await member(newClient);

    for (const id of [sessionId, "00000000-0000-0000-0000-000000000000"]) {
      const response = await stranger.page.goto(`/cooking/session/${id}`);
      expect(response?.status()).toBe(404);
      await expect(stranger.page.getByRole("heading", { name: "Cooking session not found" })).toBeVisible();
      await expect(stranger.page.getByText(FRITTATA.name)).toHaveCount(0);
    }
    const navigation = await postForm(stranger, `/cooking/session/${sessionId}`, {
      intent: "navigate",
      direction: "next",
    });
    expect(navigation.status()).toBe(404);
    const session = expectApiSuccess(
      await apiCall(owner.client, "GET", `/cooking/households/${owner.householdId}/sessions/${sessionId}`),
    );
    expect(session.currentStep).toBe(1);
  });
});

// The page's buttons on a weak signal go through the call layer (app/components/route-form-call.ts):
// a timer's pause, resume and cancel set a state and are tried again; Next Step moves the
// session and is sent once. JavaScript only: without it the buttons post forms.
test.describe("the cooking page on a weak signal", { tag: "@js-only" }, () => {
  /** Answers the page's posts of its forms by the script, one step per attempt; attempts beyond it reach the server. */
  async function scriptForms(page: Page, sessionId: string, ...script: Array<"fail" | 503>) {
    const attempts: number[] = [];
    await page.route(new RegExp(`/cooking/session/${sessionId}\\?.*_data=`), async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      attempts.push(Date.now());
      const step = script[attempts.length - 1];
      if (step === "fail") return route.abort("failed");
      if (step === 503) return route.fulfill({ status: 503, contentType: "text/plain", body: "Basil is restarting" });
      return route.continue();
    });
    return attempts;
  }

  const notifications = (page: Page) => page.getByRole("list", { name: "Notifications" });

  test("a Pause that fails twice on the way is sent again and pauses once, with no error", async ({ newClient }) => {
    const { client, householdId } = await member(newClient);
    const { page } = client;
    const sessionId = await startSession(client, householdId);
    const { id } = await startTimer(client, householdId, {
      name: "Pasta water",
      duration_seconds: 900,
      session_id: sessionId,
    });
    // The page runs on the test's clock and notes its posts: the retry's waits are moved, not slept.
    await page.clock.install();
    await page.addInitScript(notePosts);
    await openSession(client, sessionId);
    const attempts = await scriptForms(page, sessionId, "fail", 503);
    const timer = timerCard(page, "Pasta water");
    await holdClock(page);
    await timer.getByRole("button", { name: "Pause" }).click();
    const sent = await runClockUntilPosts(page, new RegExp(`^/cooking/session/${sessionId}\\?.*_data=`), 3);
    await page.clock.resume();
    await expect(statusOf(timer)).toHaveText("Paused");
    expect(attempts).toHaveLength(3);
    expect(waitsBetween(sent)[1], "the second wait of the retry rule").toBeGreaterThanOrEqual(1900);
    const { timers } = expectApiSuccess(await apiCall(client, "GET", `/cooking/households/${householdId}/timers`));
    expect((timers as Array<{ id: string; isActive: boolean }>).find((each) => each.id === id)?.isActive).toBe(false);
    await expect(notifications(page).getByText("Failed to update timer")).toHaveCount(0);
  });

  test("a Next Step that gets no answer is sent once: 'Failed to navigate step', 'Network error after retries', and the step stays", async ({
    newClient,
  }) => {
    const { client, householdId } = await member(newClient);
    const { page } = client;
    const sessionId = await startSession(client, householdId);
    await openSession(client, sessionId);
    const attempts = await scriptForms(page, sessionId, "fail", "fail", "fail", "fail");
    await page.getByRole("button", { name: "Next Step" }).click();
    const toast = notifications(page).getByRole("status").filter({ hasText: "Failed to navigate step" });
    await expect(toast).toContainText("Network error after retries");
    expect(attempts).toHaveLength(1);
    await expect(stepHeading(page)).toHaveText(`Step 1 of ${FRITTATA.steps}`);
    await expect(page.getByRole("button", { name: "Next Step" })).toBeEnabled();
    const session = expectApiSuccess(
      await apiCall(client, "GET", `/cooking/households/${householdId}/sessions/${sessionId}`),
    );
    expect(session.currentStep).toBe(1);
  });
});
