import { showDate } from "~/domain/dates";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { formFailed, pageOf, redirectUnknownIntent, replyToForm } from "~/page-forms.server";
import { ACCOUNT_FAILURES } from "~/schemas/account-messages";
import { appInfo } from "~/app-info.server";
import { config } from "~/env.server";
import { changePasswordSchema } from "~/schemas/household";
import {
  dietarySchema,
  displayNameSchema,
  effectiveDietaryIntent,
  normaliseDietaryEntry,
  preferencesSchema,
  themeSchema,
  unitsSchema,
} from "~/schemas/profile";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import { createApiToken, listApiTokens, revokeApiToken } from "~/services/api-tokens.server";
import { calendarFeedCreatedAt, createCalendarFeed, revokeCalendarFeed } from "~/services/calendar-feeds.server";
import { changeHouseholdPassword, getHousehold, listMembers } from "~/services/households.server";
import { inviteLink } from "../_account+/invites.server";
import { membersWithPasswords } from "~/services/password-resets.server";
import { updateProfile, type ProfilePatch } from "~/services/profiles.server";
import { voiceSettingsFormSchema } from "~/schemas/voice-settings";
import { flashToast, requireHousehold } from "~/sessions.server";
import { saveVoiceSettings, voicePageData } from "~/voice-settings.server";
import { ACCOUNT_INTENTS, submitAccountAction } from "./account.server";
import { RESTORE_INTENT, submitHouseholdRestore } from "./household-data.server";
import { NOTIFICATION_INTENTS, notificationsData, submitNotifications } from "./notifications.server";

export const SETTINGS_TABS = ["profile", "preferences", "household"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export async function loadSettings(request: Request) {
  const { userId, profile, actor } = await requireHousehold(request);
  const url = new URL(request.url);
  const requested = url.searchParams.get("tab");
  const tab: SettingsTab = SETTINGS_TABS.find((name) => name === requested) ?? "profile";
  const [household, members, tokens, voice, withPasswords, feedCreatedAt, notifications] = await Promise.all([
    getHousehold(db(), actor.householdId),
    listMembers(db(), actor.householdId),
    listApiTokens(db(), userId),
    voicePageData(request),
    membersWithPasswords(db(), actor.householdId),
    calendarFeedCreatedAt(db(), userId),
    notificationsData(userId),
  ]);
  const { localAccounts } = appInfo();
  return {
    ...appInfo(),
    tab,
    userId,
    profile: {
      displayName: profile.displayName ?? "",
      email: profile.email,
      dietaryRestrictions: profile.dietaryRestrictions,
      allergies: profile.allergies,
      cookingSkill: profile.cookingSkill,
      preferences: profile.preferences,
      theme: profile.theme,
      units: profile.units,
      updatedAt: profile.updatedAt,
    },
    household: household
      ? { name: household.name, createdAt: showDate(household.createdAt), inviteLink: inviteLink(household) }
      : null,
    members: members.map((member) => ({
      id: member.id,
      userId: member.userId,
      email: member.email,
      displayName: member.displayName,
      joinedAt: showDate(member.joinedAt),
      canReset: localAccounts && member.userId !== userId && withPasswords.includes(member.userId),
    })),
    hasPassword: withPasswords.includes(userId),
    confirmLeave: url.searchParams.get("confirm") === "leave-household",
    passwordUpdated: url.searchParams.get("updated") === "password",
    tokens: tokens.map((token) => ({
      ...token,
      createdAt: showDate(token.createdAt),
      lastUsedAt: token.lastUsedAt ? showDate(token.lastUsedAt) : null,
    })),
    calendarFeed: feedCreatedAt ? { createdAt: showDate(feedCreatedAt) } : null,
    /**
     * Where calendar and to-do apps find the household's CalDAV calendars (app/caldav/server.server.ts);
     * relative without APP_URL, like the invite link, never from the request's Host.
     */
    caldavAddress: config().appUrl ? new URL("/dav/", config().appUrl?.origin).href : "/dav/",
    voice,
    notifications: {
      ...notifications,
      devices: notifications.devices.map((device) => ({ ...device, createdAt: showDate(device.createdAt) })),
    },
  };
}

const PROFILE_UPDATED = { title: "Profile Updated", description: "Your profile has been successfully updated." };

type Submitted = Parameters<typeof replyToForm>[1];

/**
 * Saves a profile form. A failure answers the form in place with what was sent: a toast
 * 'Update Failed' (the service's sentence, or 'Failed to update profile'), or for the
 * preferences nothing at all (their save errors are not shown).
 */
async function saveProfile(
  request: Request,
  userId: string,
  patch: ProfilePatch,
  form: { intent: string; submission: Submitted; tab: SettingsTab },
) {
  try {
    await updateProfile(db(), userId, patch);
  } catch (error) {
    return formFailed(
      form.intent,
      form.submission,
      error,
      form.intent === "preferences"
        ? { doing: "Preferences update", silent: true }
        : { doing: "Profile update", fallback: ACCOUNT_FAILURES.profile, toastTitle: ACCOUNT_FAILURES.profileTitle },
    );
  }
  const toast = await flashToast(request, PROFILE_UPDATED);
  return redirect(`/settings?tab=${form.tab}`, { headers: { "Set-Cookie": toast } });
}

const DIETARY_INTENTS = ["save-dietary", "add-restriction", "add-allergy", "add-typed"];

export async function submitSettings(request: Request) {
  const { userId, sessionId, actor } = await requireHousehold(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");

  if (ACCOUNT_INTENTS.includes(intent))
    return submitAccountAction(request, intent, formData, { userId, sessionId, actor });

  if (NOTIFICATION_INTENTS.includes(intent)) return submitNotifications(request, intent, formData, userId);

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: displayNameSchema });
    if (submission.status !== "success") return replyToForm(intent, submission);
    const patch = { displayName: submission.value.displayName.trim() };
    return saveProfile(request, userId, patch, { intent, submission, tab: "profile" });
  }

  if (DIETARY_INTENTS.includes(intent)) {
    const submission = parseWithZod(formData, { schema: dietarySchema });
    if (submission.status !== "success") return replyToForm(intent, submission);
    const { dietaryRestrictions, allergies, customRestriction, customAllergy } = submission.value;
    const dietaryIntent = effectiveDietaryIntent(submission.value);
    const patch = {
      dietaryRestrictions:
        dietaryIntent === "add-restriction"
          ? [...dietaryRestrictions, normaliseDietaryEntry(customRestriction)]
          : dietaryRestrictions,
      allergies: dietaryIntent === "add-allergy" ? [...allergies, normaliseDietaryEntry(customAllergy)] : allergies,
    };
    return saveProfile(request, userId, patch, { intent, submission, tab: "profile" });
  }

  if (intent === "preferences") {
    const submission = parseWithZod(formData, { schema: preferencesSchema });
    if (submission.status !== "success") return replyToForm(intent, submission);
    const { cookingSkill, spiceLevel, cuisines, mealPrepTime } = submission.value;
    const patch = {
      cookingSkill,
      preferences: {
        spice_level: spiceLevel,
        cuisine_preferences: cuisines,
        meal_prep_time_preference: mealPrepTime,
        cooking_skill: cookingSkill,
      },
    };
    return saveProfile(request, userId, patch, { intent, submission, tab: "preferences" });
  }

  // The theme belongs to the member: every device they sign in on draws pages with it, from the first paint.
  if (intent === "theme") {
    const submission = parseWithZod(formData, { schema: themeSchema });
    if (submission.status !== "success") return replyToForm(intent, submission);
    try {
      await updateProfile(db(), userId, { theme: submission.value.theme });
    } catch (error) {
      return formFailed(intent, submission, error, {
        doing: "Theme update",
        fallback: ACCOUNT_FAILURES.profile,
        toastTitle: ACCOUNT_FAILURES.profileTitle,
      });
    }
    const toast = await flashToast(request, { title: "Appearance saved" });
    return redirect("/settings?tab=preferences", { headers: { "Set-Cookie": toast } });
  }

  // Units belong to the member too: recipe pages, cards and the assistant's answers follow them on every device.
  if (intent === "units") {
    const submission = parseWithZod(formData, { schema: unitsSchema });
    if (submission.status !== "success") return replyToForm(intent, submission);
    try {
      await updateProfile(db(), userId, { units: submission.value.units });
    } catch (error) {
      return formFailed(intent, submission, error, {
        doing: "Units update",
        fallback: ACCOUNT_FAILURES.profile,
        toastTitle: ACCOUNT_FAILURES.profileTitle,
      });
    }
    const toast = await flashToast(request, { title: "Units saved" });
    return redirect("/settings?tab=preferences", { headers: { "Set-Cookie": toast } });
  }

  // Voice settings belong to this device, not the profile: they are saved in its voice cookie.
  if (intent === "voice") {
    const submission = parseWithZod(formData, { schema: voiceSettingsFormSchema });
    if (submission.status !== "success") return replyToForm(intent, submission);
    const headers = new Headers();
    headers.append("Set-Cookie", await saveVoiceSettings(submission.value));
    headers.append(
      "Set-Cookie",
      await flashToast(request, { title: "Voice settings saved", description: "They apply on this device." }),
    );
    return redirect("/settings?tab=preferences", { headers });
  }

  if (intent === "change-password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
    if (submission.status !== "success") return replyToForm(intent, submission, { hideFields });
    try {
      await changeHouseholdPassword(db(), actor, submission.value);
    } catch (error) {
      return formFailed(intent, submission, error, {
        doing: "Household password change",
        fallback: ACCOUNT_FAILURES.password,
        hideFields,
      });
    }
    const toast = await flashToast(request, {
      title: "Password Updated",
      description: "Your household password has been successfully updated.",
    });
    return redirect("/settings?tab=household&updated=password", { headers: { "Set-Cookie": toast } });
  }

  if (intent === "create-token") {
    try {
      const { token, secret } = await createApiToken(db(), userId, String(formData.get("tokenName") ?? ""));
      return json({ status: "token-created", token, secret } as const);
    } catch (error) {
      if (error instanceof UserFacingError) {
        return json({ status: "token-error", formErrors: [error.message] } as const, { status: error.status });
      }
      throw error;
    }
  }

  if (intent === "create-calendar-feed") {
    const secret = await createCalendarFeed(db(), userId);
    // On APP_URL when that is set, and relative otherwise (the page makes it whole), never from the Host header.
    const path = `/plan.ics?token=${secret}`;
    const appUrl = config().appUrl;
    const feedUrl = appUrl ? new URL(path, appUrl.origin).href : path;
    return json({ status: "calendar-feed-created", feedUrl } as const);
  }

  if (intent === "revoke-calendar-feed") {
    await revokeCalendarFeed(db(), userId);
    const toast = await flashToast(request, {
      title: "Calendar address revoked",
      description: "Calendars subscribed to it no longer get the meal plan.",
    });
    return redirect("/settings?tab=household", { headers: { "Set-Cookie": toast } });
  }

  if (intent === RESTORE_INTENT) return submitHouseholdRestore(request, actor, formData);

  if (intent === "revoke-token") {
    await revokeApiToken(db(), userId, String(formData.get("tokenId") ?? "")).catch((error: unknown) => {
      if (!(error instanceof UserFacingError)) throw error;
    });
    const toast = await flashToast(request, {
      title: "Token revoked",
      description: "Apps using it can no longer sign in as you.",
    });
    return redirect("/settings?tab=household", { headers: { "Set-Cookie": toast } });
  }

  return redirectUnknownIntent(request, pageOf(request));
}
