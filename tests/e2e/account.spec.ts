// A member's own account: "Forgot password?" with a link by e-mail (through the local SMTP
// server the suite starts) or made by another member, changing one's own password, leaving
// the household and deleting the account, with what happens said first and checked in the
// database and on the screens. Phone and laptop; JavaScript on and off.
import type { Page } from "@playwright/test";
import { RESET_LINK_INVALID } from "~/schemas/account";
import { appDatabase, closeAppDatabase } from "./database";
import {
  ACCOUNT_PASSWORD,
  apiCall,
  type Client,
  expect,
  expectApiSuccess,
  expectNewestToast,
  expectPath,
  hydrated,
  postForm,
  signUp,
  signUpAndJoin,
  signUpApiMember,
  test,
  uniqueEmail,
} from "./helpers";
import { EMBEDDED_URL, MAIL_CONTROL_URL } from "./servers";

const NEW_PASSWORD = "Saffron77rice";
const SENT = "If an account with that email exists, a link to choose a new password is on its way.";

const DEVICES = [
  { device: "phone", viewport: { width: 390, height: 844 } },
  { device: "laptop", viewport: { width: 1280, height: 900 } },
] as const;

test.afterAll(async () => {
  await closeAppDatabase();
});

type Mail = { from: string; to: string[]; subject: string; text: string };

async function mailTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_CONTROL_URL}/messages?${new URLSearchParams({ to: email })}`);
  return (await response.json()) as Mail[];
}

/** Waits for the one reset e-mail to this address and returns the link in it. */
async function resetLinkMailedTo(email: string) {
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await mailTo(email);
  expect(mail.from).toBe('"Basil" <basil@example.test>');
  expect(mail.subject).toBe("Reset your Basil password");
  expect(mail.text).toContain(email);
  const link = /^(\S+\/reset-password\/\S+)$/m.exec(mail.text)?.[1] ?? "";
  expect(link).toMatch(new RegExp(`^${EMBEDDED_URL}/reset-password/[\\w-]{43}$`));
  return link;
}

function card(page: Page, title: string) {
  return page.getByRole("region", { name: title });
}

async function openSettings(client: Client, tab: "profile" | "household") {
  await client.page.goto(`/settings?tab=${tab}`);
  await expect(client.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await hydrated(client);
}

/** Signs in through the login screen. */
async function signInOnScreen(client: Client, email: string, password: string) {
  await client.page.goto("/login");
  await hydrated(client);
  await client.page.getByLabel("Email").fill(email);
  await client.page.getByLabel("Password").fill(password);
  await client.page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Chooses a new password on a reset link's page; first a mismatch, which is refused. */
async function chooseNewPassword(client: Client, link: string, email: string) {
  const { page } = client;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await hydrated(client);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(`${NEW_PASSWORD}x`);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expectPath(page, "/login");
  await expectNewestToast(page, "Password changed", "Sign in with your new password.");
}

async function expectLinkUsedUp(client: Client, link: string) {
  await client.page.goto(link);
  await expect(client.page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(client.page.getByText(RESET_LINK_INVALID)).toBeVisible();
  const again = await postForm(client, new URL(link).pathname, {
    password: "Another2025pw",
    confirmPassword: "Another2025pw",
  });
  expect(again.status()).toBe(410);
}

async function userRow(userId: string) {
  return appDatabase().selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
}

async function profileRow(userId: string) {
  return appDatabase()
    .selectFrom("profiles")
    .select(["household_id", "onboarding_required"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

async function householdRow(householdId: string) {
  return appDatabase().selectFrom("households").select("id").where("id", "=", householdId).executeTakeFirst();
}

/** The member's conversations and the shopping items they added, as the database holds them. */
async function traces(userId: string) {
  const conversations = await appDatabase()
    .selectFrom("conversations")
    .select(["id", "household_id"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  const items = await appDatabase()
    .selectFrom("shopping_items")
    .select(["id", "household_id"])
    .where("added_by", "=", userId)
    .orderBy("id")
    .execute();
  return { conversations, items };
}

/** A member of a new household who has chatted once (a conversation) and added an item to the shopping list. */
async function chattingMember(client: Client) {
  const member = await signUpApiMember(client);
  await chatAndShop(client, member.householdId, "Carrots");
  return member;
}

async function chatAndShop(client: Client, householdId: string, item: string) {
  expectApiSuccess(await apiCall(client, "POST", "/chat/messages", { body: { content: "What's in my pantry?" } }));
  expectApiSuccess(
    await apiCall(client, "POST", `/shopping-list/households/${householdId}/items`, {
      body: { name: item, quantity: 1, category: "produce" },
    }),
    201,
  );
}

async function memberIds(client: Client) {
  const profile = expectApiSuccess(await apiCall(client, "GET", "/users/profile"));
  return { userId: profile.userId as string, householdId: profile.householdId as string };
}

for (const { device, viewport } of DEVICES) {
  test.describe(`on a ${device}`, () => {
    test("forgot password: the e-mailed link sets a new password once; an unknown email gets the same answer", async ({
      newClient,
    }) => {
      const account = await signUp(await newClient({ viewport }));
      const client = await newClient({ viewport });
      const { page } = client;
      await page.goto("/login");
      await hydrated(client);
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expectPath(page, "/forgot-password");
      await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
      await hydrated(client);

      const unknown = uniqueEmail("nobody");
      const answers: string[] = [];
      for (const email of [unknown, account.email]) {
        await page.goto("/forgot-password");
        await hydrated(client);
        await expect(page.getByText(SENT)).toHaveCount(0);
        await page.getByLabel("Email").fill(email);
        await page.getByRole("button", { name: "Send reset link" }).click();
        await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
        await expect(page.getByLabel("Email")).toHaveValue("");
        answers.push(
          `${new URL(page.url()).pathname}${new URL(page.url()).search}\n${await page.locator("main").innerText()}`,
        );
      }
      expect(answers[1]).toBe(answers[0]);

      const link = await resetLinkMailedTo(account.email);
      expect(await mailTo(unknown)).toEqual([]);

      await chooseNewPassword(client, link, account.email);
      await signInOnScreen(client, account.email, NEW_PASSWORD);
      await expectPath(page, "/onboarding");

      const stranger = await newClient({ viewport });
      await signInOnScreen(stranger, account.email, ACCOUNT_PASSWORD);
      await expect(stranger.page.getByRole("alert")).toHaveText("Incorrect email or password.");
      await expectLinkUsedUp(stranger, link);
    });

    test("leave the household: what happens is said first; the household keeps what they added, and the last member leaving deletes it", async ({
      newClient,
    }) => {
      const ownerClient = await newClient({ viewport });
      const owner = await chattingMember(ownerClient);
      const leaverClient = await newClient({ viewport });
      await signUpAndJoin(leaverClient, owner.household);
      const leaver = await memberIds(leaverClient);
      await chatAndShop(leaverClient, leaver.householdId, "Leeks");
      const before = await traces(leaver.userId);
      expect(before.conversations).toHaveLength(1);
      expect(before.items).toHaveLength(1);

      await openSettings(leaverClient, "household");
      const page = leaverClient.page;
      const leave = card(page, "Leave Household");
      await expect(leave).toContainText("what you added stays with it");
      await expect(leave).toContainText("you see them again if you rejoin");
      await leave.getByRole("link", { name: "Leave household" }).click();
      const confirm = card(page, `Leave ${owner.household.name}?`);
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Leave household" }).click();
      await expectPath(page, "/onboarding");
      await expectNewestToast(page, `You left ${owner.household.name}`, "Create a household, or join another");

      expect(await profileRow(leaver.userId)).toEqual({ household_id: null, onboarding_required: 1 });
      expect(await traces(leaver.userId)).toEqual(before);
      expect(await householdRow(owner.householdId)).toBeDefined();
      await page.goto("/chat");
      await expectPath(page, "/onboarding");

      await openSettings(ownerClient, "household");
      const members = card(ownerClient.page, "Household Members").getByRole("listitem");
      await expect(members).toHaveCount(1);
      await expect(members).toContainText(owner.account.email);

      // The last member: leaving deletes the household and everything in it.
      const last = card(ownerClient.page, "Leave Household");
      await expect(last).toContainText(`You are its only member, so leaving deletes ${owner.household.name}`);
      await last.getByRole("link", { name: "Leave household" }).click();
      await card(ownerClient.page, `Leave ${owner.household.name}?`)
        .getByRole("button", { name: "Leave household" })
        .click();
      await expectPath(ownerClient.page, "/onboarding");
      await expectNewestToast(ownerClient.page, `You left ${owner.household.name}`, "You were its last member");
      expect(await householdRow(owner.householdId)).toBeUndefined();
      expect(await traces(owner.userId)).toEqual({ conversations: [], items: [] });
      expect(await traces(leaver.userId)).toEqual({ conversations: [], items: [] });
      expect(await profileRow(owner.userId)).toEqual({ household_id: null, onboarding_required: 1 });
    });

    test("delete your account: what happens is said first, the email confirms it, every session ends and the household keeps what they added", async ({
      newClient,
    }) => {
      const ownerClient = await newClient({ viewport });
      const owner = await chattingMember(ownerClient);
      const client = await newClient({ viewport });
      const account = await signUpAndJoin(client, owner.household);
      const { userId } = await memberIds(client);
      await chatAndShop(client, owner.householdId, "Leeks");
      const kept = await traces(userId);
      expect(kept.items).toHaveLength(1);
      const otherDevice = await newClient({ viewport });
      await postForm(otherDevice, "/login", { email: account.email, password: account.password });

      await openSettings(client, "profile");
      const { page } = client;
      if (client.javaScriptEnabled) await page.evaluate(() => localStorage.setItem("basil-probe", "kept"));
      const remove = card(page, "Delete Account");
      await expect(remove).toContainText("You are signed out everywhere");
      await expect(remove).toContainText(`What you added to ${owner.household.name}`);
      await expect(remove).toContainText("stays with the household");
      await expect(remove).toContainText("This cannot be undone.");

      await remove.getByLabel("Type your email to confirm").fill(owner.account.email);
      await remove.getByRole("button", { name: "Delete my account" }).click();
      await expect(remove.getByRole("alert")).toHaveText("That is not your account's email address");
      expect(await userRow(userId)).toBeDefined();

      await remove.getByLabel("Type your email to confirm").fill(account.email.toUpperCase());
      const answer = page.waitForResponse(
        (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/settings",
      );
      await remove.getByRole("button", { name: "Delete my account" }).click();
      expect((await (await answer).allHeaders())["clear-site-data"]).toBe('"cache", "storage"');
      await expectPath(page, "/login");
      await expectNewestToast(page, "Account deleted", "What you added to your household stays with it.");
      if (client.javaScriptEnabled) {
        expect(await page.evaluate(() => localStorage.getItem("basil-probe"))).toBeNull();
      }

      expect(await userRow(userId)).toBeUndefined();
      expect(await profileRow(userId)).toBeUndefined();
      const sessions = await appDatabase().selectFrom("sessions").select("id").where("user_id", "=", userId).execute();
      expect(sessions).toEqual([]);
      const left = await traces(userId);
      expect(left.conversations).toEqual([]);
      expect(left.items).toEqual(kept.items);
      expect(await householdRow(owner.householdId)).toBeDefined();

      await otherDevice.page.goto("/chat");
      await expectPath(otherDevice.page, "/login");
      await signInOnScreen(client, account.email, account.password);
      await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
      await openSettings(ownerClient, "household");
      await expect(card(ownerClient.page, "Household Members").getByRole("listitem")).toHaveCount(1);

      // The last member: the household goes with the account.
      await openSettings(ownerClient, "profile");
      const lastCard = card(ownerClient.page, "Delete Account");
      await expect(lastCard).toContainText(`You are the only member of ${owner.household.name}, so it is deleted too`);
      await lastCard.getByLabel("Type your email to confirm").fill(owner.account.email);
      await lastCard.getByRole("button", { name: "Delete my account" }).click();
      await expectPath(ownerClient.page, "/login");
      await expectNewestToast(
        ownerClient.page,
        "Account deleted",
        "Your account and your household have been deleted.",
      );
      expect(await householdRow(owner.householdId)).toBeUndefined();
      expect(await traces(userId)).toEqual({ conversations: [], items: [] });
    });
  });
}

test("a member makes a one-time reset link for another member, listed by name and email", async ({ newClient }) => {
  const ownerClient = await newClient();
  const owner = await signUpApiMember(ownerClient);
  const forgetfulClient = await newClient();
  const forgetful = await signUpAndJoin(forgetfulClient, owner.household);

  await openSettings(ownerClient, "household");
  const members = card(ownerClient.page, "Household Members");
  const ownRow = members.getByRole("listitem").filter({ hasText: owner.account.email });
  await expect(ownRow).toContainText(owner.account.displayName);
  await expect(ownRow.getByText("You", { exact: true })).toBeVisible();
  await expect(ownRow.getByRole("button")).toHaveCount(0);
  const row = members.getByRole("listitem").filter({ hasText: forgetful.email });
  await expect(row).toContainText(forgetful.displayName);
  await row.getByRole("button", { name: `Create reset link for ${forgetful.displayName}` }).click();
  const box = card(ownerClient.page, "Household Members").getByLabel(`Reset link for ${forgetful.displayName}`, {
    exact: true,
  });
  const link = await box.inputValue();
  expect(link).toMatch(new RegExp(`^${EMBEDDED_URL}/reset-password/[\\w-]{43}$`));

  const device = await newClient();
  await chooseNewPassword(device, link, forgetful.email);
  await signInOnScreen(device, forgetful.email, NEW_PASSWORD);
  await expectPath(device.page, "/");
  // Whoever knew the old password is signed out: the member's earlier session has ended.
  await forgetfulClient.page.goto("/settings");
  await expectPath(forgetfulClient.page, "/login");
  await expectLinkUsedUp(forgetfulClient, link);
});

test("change your own password: refused with the reason, then other devices are signed out and the new one works", async ({
  newClient,
}) => {
  const client = await newClient();
  const { account } = await signUpApiMember(client);
  const otherDevice = await newClient();
  await postForm(otherDevice, "/login", { email: account.email, password: account.password });

  await openSettings(client, "profile");
  const form = card(client.page, "Your Password");
  const fill = async (current: string, next: string, confirm: string) => {
    await form.getByLabel("Current password").fill(current);
    await form.getByLabel("New password", { exact: true }).fill(next);
    await form.getByLabel("Confirm new password").fill(confirm);
    await form.getByRole("button", { name: "Change Password" }).click();
  };
  await fill(account.password, "short", "short");
  await expect(form.getByRole("alert")).toHaveText("Password must be at least 8 characters long");
  await fill("Wrong-password-1", NEW_PASSWORD, NEW_PASSWORD);
  await expect(form.getByRole("alert")).toHaveText("Current password is incorrect");
  // The refused passwords are not kept in the page; typing before they are cleared would be lost.
  await expect(form.getByLabel("Current password")).toHaveValue("");
  await fill(account.password, NEW_PASSWORD, NEW_PASSWORD);
  await expectNewestToast(client.page, "Password Changed", "Your other devices have been signed out.");
  await expect(card(client.page, "Your Password").getByLabel("Current password")).toHaveValue("");

  await client.page.goto("/settings");
  await expectPath(client.page, "/settings");
  await otherDevice.page.goto("/chat");
  await expectPath(otherDevice.page, "/login");
  const fresh = await newClient();
  await signInOnScreen(fresh, account.email, account.password);
  await expect(fresh.page.getByRole("alert")).toHaveText("Incorrect email or password.");
  await signInOnScreen(fresh, account.email, NEW_PASSWORD);
  await expectPath(fresh.page, "/");
});
