import { showDate } from "~/domain/dates";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { appInfo } from "~/app-info.server";
import { config } from "~/env.server";
import { changePasswordSchema } from "~/schemas/household";
import {
  dietarySchema,
  displayNameSchema,
  effectiveDietaryIntent,
  normaliseDietaryEntry,
  preferencesSchema,
} from "~/schemas/profile";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import { createApiToken, listApiTokens, revokeApiToken } from "~/services/api-tokens.server";
import { changeHouseholdPassword, createInvite, getHousehold, listMembers } from "~/services/households.server";
import { updateProfile, type ProfilePatch } from "~/services/profiles.server";
import { voiceSettingsFormSchema } from "~/schemas/voice-settings";
import { flashToast, requireHousehold } from "~/sessions.server";
import { saveVoiceSettings, voicePageData } from "~/voice-settings.server";

export const SETTINGS_TABS = ["profile", "preferences", "household"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The join screen with the name filled in and a signed invite, which exempts its holder from strangers' failed joins. */
function inviteLink(request: Request, household: { id: string; name: string }) {
  const origin = config().appUrl?.origin ?? new URL(request.url).origin;
  const url = new URL("/onboarding", origin);
  url.searchParams.set("view", "join");
  url.searchParams.set("name", household.name);
  url.searchParams.set("invite", createInvite(household.id, config().sessionSecret));
  return url.toString();
}

export async function loadSettings(request: Request) {
  const { userId, profile, actor } = await requireHousehold(request);
  const url = new URL(request.url);
  const requested = url.searchParams.get("tab");
  const tab: SettingsTab = SETTINGS_TABS.find((name) => name === requested) ?? "profile";
  const [household, members, tokens, voice] = await Promise.all([
    getHousehold(db(), actor.householdId),
    listMembers(db(), actor.householdId),
    listApiTokens(db(), userId),
    voicePageData(request),
  ]);
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
      updatedAt: profile.updatedAt,
    },
    household: household
      ? { name: household.name, createdAt: showDate(household.createdAt), inviteLink: inviteLink(request, household) }
      : null,
    members: members.map((member) => ({
      id: member.id,
      userId: member.userId,
      email: member.email,
      joinedAt: showDate(member.joinedAt),
    })),
    passwordUpdated: url.searchParams.get("updated") === "password",
    tokens: tokens.map((token) => ({
      ...token,
      createdAt: showDate(token.createdAt),
      lastUsedAt: token.lastUsedAt ? showDate(token.lastUsedAt) : null,
    })),
    voice,
  };
}

const PROFILE_UPDATED = { title: "Profile Updated", description: "Your profile has been successfully updated." };

async function saveProfile(request: Request, userId: string, patch: ProfilePatch, tab: SettingsTab) {
  try {
    await updateProfile(db(), userId, patch);
    return redirect(`/settings?tab=${tab}`, { headers: { "Set-Cookie": await flashToast(request, PROFILE_UPDATED) } });
  } catch (error) {
    console.error("Profile update failed:", error);
    const description = error instanceof UserFacingError ? error.message : "Failed to update profile";
    const toast = await flashToast(request, { title: "Update Failed", description, variant: "destructive" });
    return redirect(`/settings?tab=${tab}`, { headers: { "Set-Cookie": toast } });
  }
}

export async function submitSettings(request: Request) {
  const { userId, actor } = await requireHousehold(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: displayNameSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    return saveProfile(request, userId, { displayName: submission.value.displayName.trim() }, "profile");
  }

  if (["save-dietary", "add-restriction", "add-allergy", "add-typed"].includes(intent)) {
    const submission = parseWithZod(formData, { schema: dietarySchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    const { dietaryRestrictions, allergies, customRestriction, customAllergy } = submission.value;
    const dietaryIntent = effectiveDietaryIntent(submission.value);
    return saveProfile(
      request,
      userId,
      {
        dietaryRestrictions:
          dietaryIntent === "add-restriction"
            ? [...dietaryRestrictions, normaliseDietaryEntry(customRestriction)]
            : dietaryRestrictions,
        allergies: dietaryIntent === "add-allergy" ? [...allergies, normaliseDietaryEntry(customAllergy)] : allergies,
      },
      "profile",
    );
  }

  if (intent === "preferences") {
    const submission = parseWithZod(formData, { schema: preferencesSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    const { cookingSkill, spiceLevel, cuisines, mealPrepTime } = submission.value;
    return saveProfile(
      request,
      userId,
      {
        cookingSkill,
        preferences: {
          spice_level: spiceLevel,
          cuisine_preferences: cuisines,
          meal_prep_time_preference: mealPrepTime,
          cooking_skill: cookingSkill,
        },
      },
      "preferences",
    );
  }

  // Voice settings belong to this device, not the profile: they are saved in its voice cookie.
  if (intent === "voice") {
    const submission = parseWithZod(formData, { schema: voiceSettingsFormSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
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
    if (submission.status !== "success") return json(submission.reply({ hideFields }), { status: 400 });
    try {
      await changeHouseholdPassword(db(), actor, submission.value);
    } catch (error) {
      if (!(error instanceof UserFacingError)) console.error("Household password change failed:", error);
      const message = error instanceof UserFacingError ? error.message : "Failed to update password";
      return json(submission.reply({ formErrors: [message], hideFields }), {
        status: error instanceof UserFacingError ? error.status : 500,
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

  return json({ status: "error", formErrors: ["Unknown action"] } as const, { status: 400 });
}
