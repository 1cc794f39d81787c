// The settings screen and toasts, preferences form / profile edit / password change,
// change-household-password rules, custom dietary entries, profile and meal prep time,
// profile and password messages, limits (meal prep 5-180 step 5, notice 5000 ms, MMM d, yyyy).
import type { Locator, Page } from "@playwright/test";
import { format } from "date-fns";
import {
  type Client,
  expect,
  expectPath,
  hydrated,
  HOUSEHOLD_PASSWORD,
  JOIN_FAILED,
  joinHousehold,
  postForm,
  signUp,
  signUpAndJoin,
  signUpWithHousehold,
  test,
} from "./helpers";

type Tab = "profile" | "preferences" | "household";

const PROFILE_UPDATED = ["Profile Updated", "Your profile has been successfully updated."] as const;
const PASSWORD_UPDATED = ["Password Updated", "Your household password has been successfully updated."] as const;
const PASSWORD_NOTICE = "Password updated successfully! Share the new password with members who need to join.";
const PASSWORD_HINT = "8+ characters, uppercase, lowercase, and number required";
const MEAL_PREP_MESSAGE = "Meal prep time must be between 5 and 180 minutes, in steps of 5";

/** The change-password rules, in order; each case breaks exactly that rule first. */
const PASSWORD_RULES: Array<{ current: string; next: string; confirm: string; message: string }> = [
  { current: "", next: "", confirm: "", message: "Please enter your current password" },
  { current: HOUSEHOLD_PASSWORD, next: "", confirm: "", message: "Please enter a new password" },
  // Length is checked before the confirmation (which also differs here).
  {
    current: HOUSEHOLD_PASSWORD,
    next: "Ab1",
    confirm: "different",
    message: "Password must be at least 8 characters long",
  },
  {
    current: HOUSEHOLD_PASSWORD,
    next: "lowercase1",
    confirm: "lowercase1",
    message: "Password must contain at least one uppercase letter",
  },
  {
    current: HOUSEHOLD_PASSWORD,
    next: "UPPERCASE1",
    confirm: "UPPERCASE1",
    message: "Password must contain at least one lowercase letter",
  },
  {
    current: HOUSEHOLD_PASSWORD,
    next: "NoDigitsHere",
    confirm: "NoDigitsHere",
    message: "Password must contain at least one number",
  },
  { current: HOUSEHOLD_PASSWORD, next: "Pantry2025", confirm: "Pantry2026", message: "New passwords do not match" },
  {
    current: HOUSEHOLD_PASSWORD,
    next: HOUSEHOLD_PASSWORD,
    confirm: HOUSEHOLD_PASSWORD,
    message: "New password must be different from current password",
  },
];

/** Today in UTC, as the settings screen formats dates (MMM d, yyyy). */
function todayShown() {
  const now = new Date();
  return format(new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()), "MMM d, yyyy");
}

/** A signed-in member of a new household. */
async function member(newClient: (options?: object) => Promise<Client>, options: object = {}) {
  const client = await newClient(options);
  const { account, household } = await signUpWithHousehold(client);
  return { client, page: client.page, account, household };
}

/** Loads the settings screen (optionally on a tab) and waits for hydration when JavaScript is on. */
async function openSettings(client: Client, tab?: Tab) {
  await client.page.goto(tab ? `/settings?tab=${tab}` : "/settings");
  await expect(client.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await hydrated(client);
}

function card(page: Page, title: string) {
  return page.getByRole("region", { name: title });
}

function toasts(page: Page) {
  return page.getByRole("list", { name: "Notifications" }).getByRole("status");
}

async function expectToast(page: Page, [title, description]: readonly [string, string]) {
  const toast = toasts(page).filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
  return toast;
}

function profileForm(page: Page) {
  const profile = card(page, "User Profile");
  return {
    card: profile,
    displayName: profile.getByLabel("Display Name", { exact: true }),
    email: profile.getByLabel("Email", { exact: true }),
    save: profile.getByRole("button", { name: "Save Changes" }),
    cancel: profile.getByRole("button", { name: "Cancel" }),
  };
}

function dietaryForm(page: Page) {
  const dietary = card(page, "Dietary Information");
  const restrictions = dietary.getByRole("group", { name: "Dietary restrictions" });
  const allergies = dietary.getByRole("group", { name: "Allergies" });
  return {
    card: dietary,
    restriction: (name: string) => restrictions.getByRole("checkbox", { name, exact: true }),
    allergy: (name: string) => allergies.getByRole("checkbox", { name, exact: true }),
    /** Stored entries, by the value the form submits. */
    restrictionValue: (value: string) => dietary.locator(`input[name="dietaryRestrictions"][value="${value}"]`),
    allergyValue: (value: string) => dietary.locator(`input[name="allergies"][value="${value}"]`),
    customRestriction: dietary.getByLabel("Custom dietary restriction", { exact: true }),
    customAllergy: dietary.getByLabel("Custom allergy", { exact: true }),
    addRestriction: restrictions.getByRole("button", { name: "Add", exact: true }),
    addAllergy: allergies.getByRole("button", { name: "Add", exact: true }),
    save: dietary.getByRole("button", { name: "Save Changes" }),
    alert: dietary.getByRole("alert"),
  };
}

function preferencesForm(page: Page) {
  const preferences = card(page, "Cooking Preferences");
  return {
    card: preferences,
    skill: (label: "Beginner" | "Intermediate" | "Advanced") =>
      preferences.getByRole("radio", { name: new RegExp(`^${label}\\b`) }),
    spice: (label: "Mild" | "Medium" | "Hot") => preferences.getByRole("radio", { name: label, exact: true }),
    cuisines: preferences.getByRole("group", { name: "Favourite cuisines" }).getByRole("checkbox"),
    cuisine: (label: string) => preferences.getByRole("checkbox", { name: label, exact: true }),
    time: preferences.getByLabel("Meal prep time (minutes)", { exact: true }),
    save: preferences.getByRole("button", { name: "Save Changes" }),
    cancel: preferences.getByRole("button", { name: "Cancel" }),
    alert: preferences.getByRole("alert"),
  };
}

function passwordForm(page: Page) {
  const form = card(page, "Change Household Password");
  return {
    card: form,
    current: form.getByLabel("Current password", { exact: true }),
    next: form.getByLabel("New password", { exact: true }),
    confirm: form.getByLabel("Confirm new password", { exact: true }),
    submit: form.getByRole("button", { name: "Update Password" }),
    cancel: form.getByRole("button", { name: "Cancel" }),
    alert: form.getByRole("alert"),
    notice: form.getByText(PASSWORD_NOTICE),
  };
}

async function fillPasswords(page: Page, current: string, next: string, confirm: string) {
  const form = passwordForm(page);
  await form.current.fill(current);
  await form.next.fill(next);
  await form.confirm.fill(confirm);
}

/**
 * Checks or unchecks a chip or option card the way a user does: by clicking its visible
 * label (the input itself is visually hidden under it).
 */
async function setChecked(box: Locator, checked: boolean) {
  const label = box.locator("xpath=ancestor::label[1]");
  if ((await box.isChecked()) !== checked) await label.click();
  if (checked) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}

async function expectChecked(boxes: Locator[], checked: boolean) {
  for (const box of boxes) {
    if (checked) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
}

// ---------------------------------------------------------------- header and tabs

test("header: back link to /chat, title, subtitle and the three tabs with Profile first", async ({ newClient }) => {
  const { client, page } = await member(newClient);
  await openSettings(client);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  await expect(page.getByText("Manage your profile, preferences, and household", { exact: true })).toBeVisible();

  const tabs = page.getByRole("navigation", { name: "Settings sections" }).getByRole("link");
  await expect(tabs).toHaveText(["Profile", "Preferences", "Household"]);
  // Profile is the default tab.
  await expect(tabs.filter({ hasText: "Profile" })).toHaveAttribute("aria-current", "page");
  await expect(card(page, "User Profile")).toBeVisible();
  await expect(card(page, "Cooking Preferences")).toHaveCount(0);

  await tabs.filter({ hasText: "Preferences" }).click();
  await expect(card(page, "Cooking Preferences")).toBeVisible();
  await expect(tabs.filter({ hasText: "Preferences" })).toHaveAttribute("aria-current", "page");
  await expect(card(page, "User Profile")).toHaveCount(0);

  await tabs.filter({ hasText: "Household" }).click();
  await expect(card(page, "Household Overview")).toBeVisible();
  await expect(tabs.filter({ hasText: "Household" })).toHaveAttribute("aria-current", "page");

  await tabs.filter({ hasText: "Profile" }).click();
  await expect(card(page, "User Profile")).toBeVisible();

  const back = page.getByRole("link", { name: "Back to chat" });
  await expect(back).toHaveAttribute("href", "/chat");
  await back.click();
  await expectPath(page, "/chat");
});

// ---------------------------------------------------------------- profile tab

test("profile: the User Profile card has an editable Display Name and a read-only Email", async ({ newClient }) => {
  const { client, page, account } = await member(newClient);
  await openSettings(client);
  const form = profileForm(page);
  await expect(card(page, "Dietary Information")).toBeVisible();
  await expect(card(page, "Account Actions")).toBeVisible();
  await expect(form.displayName).toHaveValue(account.displayName);
  await expect(form.displayName).toBeEditable();
  await expect(form.email).toHaveValue(account.email);
  await expect(form.email).not.toBeEditable();
  await expect(form.card.getByText("Email cannot be changed", { exact: true })).toBeVisible();
});

test(
  "profile: Save Changes and Cancel appear once edited; Cancel restores the loaded name",
  { tag: "@js-only" },
  async ({ newClient }) => {
    const { client, page, account } = await member(newClient);
    await openSettings(client);
    const form = profileForm(page);
    await expect(form.save).toHaveCount(0);
    await expect(form.cancel).toHaveCount(0);

    await form.displayName.fill("Somebody Else");
    await expect(form.save).toBeVisible();
    await expect(form.cancel).toBeVisible();

    await form.cancel.click();
    await expect(form.displayName).toHaveValue(account.displayName);
    await expect(form.save).toHaveCount(0);
    await expect(form.cancel).toHaveCount(0);

    // Nothing was saved.
    await openSettings(client);
    await expect(profileForm(page).displayName).toHaveValue(account.displayName);
  },
);

test(
  "profile and preferences: an edit undone by hand keeps Save Changes and Cancel until Save or Cancel",
  { tag: "@js-only" },
  async ({ newClient }) => {
    const { client, page, account } = await member(newClient);
    await openSettings(client);
    const form = profileForm(page);
    await form.displayName.fill(`${account.displayName}!`);
    await expect(form.save).toBeVisible();
    // Typed back to what was loaded: still changed, as far as the form goes.
    await form.displayName.fill(account.displayName);
    await expect(form.save).toBeVisible();
    await expect(form.cancel).toBeVisible();
    await form.cancel.click();
    await expect(form.save).toHaveCount(0);
    await expect(form.cancel).toHaveCount(0);

    await openSettings(client, "preferences");
    const preferences = preferencesForm(page);
    await setChecked(preferences.cuisine("Italian"), true);
    await setChecked(preferences.cuisine("Italian"), false);
    await expect(preferences.save).toBeVisible();
    await expect(preferences.cancel).toBeVisible();
    // Save clears it: the stored values come back as the form's own.
    await preferences.save.click();
    await expectToast(page, PROFILE_UPDATED);
    await expect(preferencesForm(page).save).toHaveCount(0);
  },
);

test("profile: saving trims the display name, shows the toast and persists", async ({ newClient }) => {
  const { client, page } = await member(newClient);
  await openSettings(client);
  const form = profileForm(page);
  await form.displayName.fill("   Chef Trimmed   ");
  await form.save.click();
  await expectToast(page, PROFILE_UPDATED);
  await expect(profileForm(page).displayName).toHaveValue("Chef Trimmed");

  await openSettings(client);
  await expect(profileForm(page).displayName).toHaveValue("Chef Trimmed");
});

test("dietary: checked preset restrictions and allergies are saved and persist", async ({ newClient }) => {
  const { client, page } = await member(newClient);
  await openSettings(client);
  let form = dietaryForm(page);
  await expectChecked([form.restriction("Vegan"), form.restriction("Gluten-free"), form.allergy("Peanuts")], false);

  await setChecked(form.restriction("Vegan"), true);
  await setChecked(form.restriction("Gluten-free"), true);
  await setChecked(form.allergy("Peanuts"), true);
  await form.save.click();
  await expectToast(page, PROFILE_UPDATED);

  await openSettings(client);
  form = dietaryForm(page);
  await expectChecked([form.restriction("Vegan"), form.restriction("Gluten-free"), form.allergy("Peanuts")], true);
  await expectChecked(
    [form.restriction("Vegetarian"), form.restriction("Keto"), form.allergy("Tree nuts"), form.allergy("Dairy")],
    false,
  );
});

test("dietary: custom entries are trimmed and lower-cased; duplicates and blanks are refused", async ({
  newClient,
}) => {
  const { client, page } = await member(newClient);
  await openSettings(client);
  let form = dietaryForm(page);

  await form.customRestriction.fill("  Low-FODMAP  ");
  await form.addRestriction.click();
  await expect(form.restrictionValue("low-fodmap")).toBeChecked();
  await expect(form.restriction("Low-fodmap")).toBeChecked();
  await expect(form.restrictionValue("Low-FODMAP")).toHaveCount(0);
  await expect(form.customRestriction).toHaveValue("");

  // The same entry again, in another case: already in the list.
  await form.customRestriction.fill("LOW-fodmap ");
  await form.addRestriction.click();
  await expect(form.alert).toHaveText("That dietary restriction is already in your list");
  await expect(form.restrictionValue("low-fodmap")).toHaveCount(1);

  await form.customRestriction.fill("   ");
  await form.addRestriction.click();
  await expect(form.alert).toHaveText("Please enter a dietary restriction");

  await form.customAllergy.fill("  Kiwi ");
  await form.addAllergy.click();
  await expect(form.allergyValue("kiwi")).toBeChecked();
  await expect(form.alert).toHaveCount(0);

  await openSettings(client);
  form = dietaryForm(page);
  await expect(form.restrictionValue("low-fodmap")).toHaveCount(1);
  await expect(form.restrictionValue("low-fodmap")).toBeChecked();
  await expect(form.allergyValue("kiwi")).toBeChecked();
  // A custom restriction is a restriction, not an allergy, and the other way round.
  await expect(form.allergyValue("low-fodmap")).toHaveCount(0);
  await expect(form.restrictionValue("kiwi")).toHaveCount(0);
});

test("dietary: Enter in the custom allergy box adds the allergy", async ({ newClient }) => {
  const { client, page } = await member(newClient);
  await openSettings(client);
  let form = dietaryForm(page);
  await form.customAllergy.fill("Mango");
  await form.customAllergy.press("Enter");
  await expect(form.allergyValue("mango")).toBeChecked();
  await expect(form.alert).toHaveCount(0);

  await openSettings(client);
  form = dietaryForm(page);
  await expect(form.allergyValue("mango")).toBeChecked();
  await expect(form.restrictionValue("mango")).toHaveCount(0);
});

test("account actions: Log Out lands on /login, and / then redirects to /login", async ({ newClient }) => {
  const { client, page } = await member(newClient);
  await openSettings(client);
  const actions = card(page, "Account Actions");
  const logOut = actions.getByRole("button", { name: "Log Out" });
  await expect(logOut).toBeEnabled();
  await logOut.click();
  await expectPath(page, "/login");
  await page.goto("/");
  await expectPath(page, "/login");
  await page.goto("/settings");
  await expectPath(page, "/login");
});

// ---------------------------------------------------------------- preferences tab

test("preferences: defaults are beginner, mild, no cuisines and 30 minutes; the time input is 5-180 step 5", async ({
  newClient,
}) => {
  const { client, page } = await member(newClient);
  await openSettings(client, "preferences");
  const form = preferencesForm(page);
  await expect(form.card.getByRole("heading", { name: "Cooking Preferences" })).toBeVisible();
  await expect(form.skill("Beginner")).toBeChecked();
  await expectChecked([form.skill("Intermediate"), form.skill("Advanced")], false);
  await expect(form.spice("Mild")).toBeChecked();
  await expectChecked([form.spice("Medium"), form.spice("Hot")], false);
  await expect(form.cuisines).toHaveCount(14);
  for (const box of await form.cuisines.all()) await expect(box).not.toBeChecked();
  await expect(form.time).toHaveValue("30");
  await expect(form.time).toHaveAttribute("type", "number");
  await expect(form.time).toHaveAttribute("min", "5");
  await expect(form.time).toHaveAttribute("max", "180");
  await expect(form.time).toHaveAttribute("step", "5");
});

test("preferences: skill, spice, cuisines and time are saved and persist", async ({ newClient }) => {
  const { client, page } = await member(newClient);
  await openSettings(client, "preferences");
  let form = preferencesForm(page);
  await setChecked(form.skill("Advanced"), true);
  await setChecked(form.spice("Hot"), true);
  await setChecked(form.cuisine("Thai"), true);
  await setChecked(form.cuisine("Middle Eastern"), true);
  await form.time.fill("45");
  await form.save.click();
  await expectToast(page, PROFILE_UPDATED);

  await openSettings(client, "preferences");
  form = preferencesForm(page);
  await expect(form.skill("Advanced")).toBeChecked();
  await expect(form.skill("Beginner")).not.toBeChecked();
  await expect(form.spice("Hot")).toBeChecked();
  await expect(form.spice("Mild")).not.toBeChecked();
  await expectChecked([form.cuisine("Thai"), form.cuisine("Middle Eastern")], true);
  await expectChecked([form.cuisine("Italian"), form.cuisine("Caribbean")], false);
  await expect(form.time).toHaveValue("45");

  // Toggling a badge again removes it.
  await setChecked(form.cuisine("Thai"), false);
  await form.save.click();
  await expectToast(page, PROFILE_UPDATED);
  await openSettings(client, "preferences");
  form = preferencesForm(page);
  await expect(form.cuisine("Thai")).not.toBeChecked();
  await expect(form.cuisine("Middle Eastern")).toBeChecked();
});

test(
  "preferences: Save Changes and Cancel appear once edited; Cancel restores the stored values",
  { tag: "@js-only" },
  async ({ newClient }) => {
    const { client, page } = await member(newClient);
    await openSettings(client, "preferences");
    const form = preferencesForm(page);
    await expect(form.save).toHaveCount(0);
    await expect(form.cancel).toHaveCount(0);

    await setChecked(form.cuisine("Italian"), true);
    await expect(form.save).toBeVisible();
    await expect(form.cancel).toBeVisible();
    await setChecked(form.skill("Intermediate"), true);
    await setChecked(form.spice("Medium"), true);
    await form.time.fill("60");

    await form.cancel.click();
    await expect(form.skill("Beginner")).toBeChecked();
    await expect(form.spice("Mild")).toBeChecked();
    await expect(form.cuisine("Italian")).not.toBeChecked();
    await expect(form.time).toHaveValue("30");
    // Cancel also clears the changed flag, which hides the buttons again.
    await expect(form.save).toHaveCount(0);
    await expect(form.cancel).toHaveCount(0);
  },
);

test("preferences: a meal prep time outside 5-180 or off the 5-minute step is refused and changes nothing", async ({
  newClient,
}) => {
  const { client, page } = await member(newClient);
  await openSettings(client, "preferences");
  for (const time of ["7", "200"]) {
    const form = preferencesForm(page);
    // Let the browser submit what its own constraint validation would stop.
    await form.time.evaluate((input) => {
      input.removeAttribute("min");
      input.removeAttribute("max");
      input.removeAttribute("step");
    });
    await setChecked(form.skill("Advanced"), true);
    await form.time.fill(time);
    await form.save.click();
    await expect(form.alert, `time ${time}`).toHaveText(MEAL_PREP_MESSAGE);
    await expect(toasts(page)).toHaveCount(0);

    await openSettings(client, "preferences");
    const stored = preferencesForm(page);
    await expect(stored.time, `time ${time}`).toHaveValue("30");
    await expect(stored.skill("Beginner")).toBeChecked();
  }
});

// ---------------------------------------------------------------- household tab

test("household: overview, members with the You badge, and the invite link", async ({ newClient }) => {
  const { client, page, account, household } = await member(newClient);
  await openSettings(client, "household");
  const today = todayShown();

  const overview = card(page, "Household Overview");
  await expect(overview).toContainText(household.name);
  await expect(overview).toContainText(today);

  const members = card(page, "Household Members").getByRole("listitem");
  await expect(members).toHaveCount(1);
  await expect(members).toContainText(account.email);
  await expect(members.getByText("You", { exact: true })).toBeVisible();
  await expect(members.getByText(`Joined ${today}`, { exact: true })).toBeVisible();

  const invite = card(page, "Invite Someone").getByLabel("Invite link");
  const link = await invite.inputValue();
  expect(link).toContain("/onboarding?view=join&name=");
  // Without APP_URL the server sends the link relative; with JavaScript the page completes it.
  const url = new URL(link, client.baseURL);
  expect(url.origin).toBe(new URL(client.baseURL).origin);
  expect(url.pathname).toBe("/onboarding");
  expect(url.searchParams.get("view")).toBe("join");
  expect(url.searchParams.get("name")).toBe(household.name);
  expect(url.searchParams.get("invite")).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
});

test("household: after a second account joins, both are listed and You marks only the viewer", async ({
  newClient,
}) => {
  const owner = await member(newClient);
  const joinerClient = await newClient();
  const joiner = await signUpAndJoin(joinerClient, owner.household);

  for (const [viewer, self, other] of [
    [owner.client, owner.account.email, joiner.email],
    [joinerClient, joiner.email, owner.account.email],
  ] as const) {
    await openSettings(viewer, "household");
    const list = card(viewer.page, "Household Members");
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByText("You", { exact: true })).toHaveCount(1);
    await expect(list.getByRole("listitem").filter({ hasText: self }).getByText("You", { exact: true })).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: other })).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: other }).getByText("You", { exact: true })).toHaveCount(
      0,
    );
    await expect(card(viewer.page, "Household Overview")).toContainText(owner.household.name);
  }
});

test(
  "change password: the hint, and Update Password is disabled while any field is blank",
  { tag: "@js-only" },
  async ({ newClient }) => {
    const { client, page } = await member(newClient);
    await openSettings(client, "household");
    const form = passwordForm(page);
    await expect(form.card.getByText(PASSWORD_HINT, { exact: true })).toBeVisible();
    await expect(form.submit).toBeDisabled();
    await fillPasswords(page, HOUSEHOLD_PASSWORD, "Pantry2025", "");
    await expect(form.submit).toBeDisabled();
    await fillPasswords(page, HOUSEHOLD_PASSWORD, "", "Pantry2025");
    await expect(form.submit).toBeDisabled();
    await fillPasswords(page, "", "Pantry2025", "Pantry2025");
    await expect(form.submit).toBeDisabled();
    await fillPasswords(page, HOUSEHOLD_PASSWORD, "Pantry2025", "Pantry2025");
    await expect(form.submit).toBeEnabled();
    await form.next.fill("");
    await expect(form.submit).toBeDisabled();
  },
);

test("change password: the form shows each rule's message, in the specified order", async ({ newClient }) => {
  const { client, page, household } = await member(newClient);
  await openSettings(client, "household");
  await expect(passwordForm(page).card.getByText(PASSWORD_HINT, { exact: true })).toBeVisible();
  // With JavaScript a blank field keeps the button disabled (tested above), so rules 1 and 2
  // are reached through the form only without it; the form posts below reach them in both.
  const cases = client.javaScriptEnabled
    ? PASSWORD_RULES.filter((rule) => rule.current !== "" && rule.next !== "")
    : PASSWORD_RULES;
  for (const rule of cases) {
    await fillPasswords(page, rule.current, rule.next, rule.confirm);
    await passwordForm(page).submit.click();
    await expect(passwordForm(page).alert, `rule: ${rule.message}`).toHaveText(rule.message);
    await expect(page).toHaveURL((url) => url.pathname === "/settings" && !url.searchParams.has("updated"));
  }
  // Nothing changed: the old password still lets someone join.
  const joiner = await newClient();
  await signUp(joiner);
  const response = await joinHousehold(joiner, household);
  expect(response.status(), "join with the unchanged password").toBe(200);
  expect(new URL(response.url()).pathname).toBe("/");
});

test(
  "change password: the server checks the rules in order (form posts)",
  { tag: "@server" },
  async ({ newClient }) => {
    const { client } = await member(newClient);
    for (const [index, rule] of PASSWORD_RULES.entries()) {
      const response = await postForm(client, "/settings?tab=household", {
        intent: "change-password",
        currentPassword: rule.current,
        newPassword: rule.next,
        confirmPassword: rule.confirm,
      });
      const what = `rule ${index + 1}: ${rule.message}`;
      expect(response.status(), what).toBe(400);
      const body = await response.text();
      expect(body, what).toContain(rule.message);
      for (const other of PASSWORD_RULES) {
        if (other !== rule) expect(body, `${what} shows only its own message`).not.toContain(other.message);
      }
    }
  },
);

test("change password: a wrong current password is shown in the destructive alert", async ({ newClient }) => {
  const { client, page } = await member(newClient);
  await openSettings(client, "household");
  await fillPasswords(page, "Wrong-Password-9", "Pantry2025", "Pantry2025");
  await passwordForm(page).submit.click();
  await expect(passwordForm(page).alert).toHaveText("Current password is incorrect");
  await expect(passwordForm(page).notice).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);
});

test("change password: success toasts, shows the notice, clears the fields; only the new password joins", async ({
  newClient,
}) => {
  const { client, page, household } = await member(newClient);
  await openSettings(client, "household");
  const newPassword = "Pantry2025New";
  await fillPasswords(page, HOUSEHOLD_PASSWORD, newPassword, newPassword);
  await passwordForm(page).submit.click();

  await expectToast(page, PASSWORD_UPDATED);
  const form = passwordForm(page);
  await expect(form.notice).toBeVisible();
  await expect(form.alert).toHaveCount(0);
  // Soft, so the join checks below still run if the fields are not cleared.
  await expect.soft(form.current, "fields clear on success").toHaveValue("");
  await expect.soft(form.next, "fields clear on success").toHaveValue("");
  await expect.soft(form.confirm, "fields clear on success").toHaveValue("");

  const joiner = await newClient();
  await signUp(joiner);
  const refused = await joinHousehold(joiner, household);
  expect(refused.status(), "join with the old password").toBeGreaterThanOrEqual(400);
  expect(await refused.text()).toContain(JOIN_FAILED);
  const joined = await joinHousehold(joiner, { name: household.name, password: newPassword });
  expect(joined.status(), "join with the new password").toBe(200);
  expect(new URL(joined.url()).pathname).toBe("/");
});

test(
  "change password: the success notice disappears after about 5 seconds",
  { tag: "@js-only" },
  async ({ newClient }) => {
    const { client, page } = await member(newClient);
    // The page's clock is the test's: it stands still from before the change is sent, and the
    // notice's seconds pass only when the test moves it (not as fast as a busy machine allows).
    const start = Date.now();
    await page.clock.install({ time: start });
    await openSettings(client, "household");
    await page.clock.pauseAt(start + 60_000);
    await fillPasswords(page, HOUSEHOLD_PASSWORD, "Pantry2025New", "Pantry2025New");
    await passwordForm(page).submit.click();
    const notice = passwordForm(page).notice;
    await expect(notice).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(notice, "the notice is still there after 4 seconds").toBeVisible();
    await page.clock.runFor(1_100);
    await expect(notice, "the notice is gone after 5 seconds").toBeHidden();
  },
);

test("change password: Cancel clears the fields and the message", { tag: "@js-only" }, async ({ newClient }) => {
  const { client, page } = await member(newClient);
  await openSettings(client, "household");
  const form = passwordForm(page);
  await fillPasswords(page, HOUSEHOLD_PASSWORD, "short", "short");
  await form.submit.click();
  await expect(form.alert).toHaveText("Password must be at least 8 characters long");
  await form.cancel.click();
  await expect(form.alert).toHaveCount(0);
  await expect(form.current).toHaveValue("");
  await expect(form.next).toHaveValue("");
  await expect(form.confirm).toHaveValue("");
  await expect(form.submit).toBeDisabled();
});

// ---------------------------------------------------------------- toasts

test("toasts: at the top on a narrow screen, bottom-right on a wide one", async ({ newClient }) => {
  const { client, page } = await member(newClient, { viewport: { width: 375, height: 700 } });

  await openSettings(client);
  await profileForm(page).displayName.fill("Narrow Cook");
  await profileForm(page).save.click();
  const narrow = await expectToast(page, PROFILE_UPDATED);
  const narrowBox = await narrow.boundingBox();
  expect(narrowBox).not.toBeNull();
  expect(narrowBox!.y, "narrow: near the top").toBeLessThan(50);
  expect(narrowBox!.width, "narrow: spans the screen").toBeGreaterThan(375 * 0.8);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openSettings(client);
  await profileForm(page).displayName.fill("Wide Cook");
  await profileForm(page).save.click();
  const wide = await expectToast(page, PROFILE_UPDATED);
  const wideBox = await wide.boundingBox();
  expect(wideBox).not.toBeNull();
  expect(wideBox!.y + wideBox!.height, "wide: near the bottom").toBeGreaterThan(800 - 50);
  expect(wideBox!.x + wideBox!.width, "wide: near the right edge").toBeGreaterThan(1280 - 50);
  expect(wideBox!.x, "wide: in the right half").toBeGreaterThan(1280 / 2);
});

test("an allergy ticked and not saved: leaving asks first, and staying keeps it", async ({ newClient }) => {
  // The warning is JavaScript's (without it nothing is held in the page to lose but the form itself).
  const { client, page } = await member(newClient, { javaScriptEnabled: true });
  await openSettings(client);
  const form = dietaryForm(page);
  await setChecked(form.allergy("Peanuts"), true);

  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Preferences" }).click();
  await expect.poll(() => asked).toEqual(["You have changes that are not saved. Leave this page and lose them?"]);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(form.allergy("Peanuts")).toBeChecked();

  // Saved, it leaves without asking.
  await form.save.click();
  await expectToast(page, PROFILE_UPDATED);
  await page.getByRole("link", { name: "Preferences" }).click();
  await expect(page).toHaveURL(/tab=preferences/);
  expect(asked).toHaveLength(1);
});
