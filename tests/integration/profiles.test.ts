import { describe, expect, it } from "vitest";
import { UserFacingError } from "~/services/errors.server";
import { findProfile, loadOrCreateProfile, updateProfile } from "~/services/profiles.server";
import { dialects, useDatabase } from "./databases";
import { insertUser, rejection, sleep } from "./people";

describe.each(dialects)("profiles on $name", (dialect) => {
  const db = useDatabase(dialect);

  describe("loadOrCreateProfile", () => {
    it("creates the first-sign-in profile with the spec's defaults", async () => {
      const user = await insertUser(db());
      const before = Date.now();
      const profile = await loadOrCreateProfile(db(), { ...user, displayName: "  Ada Lovelace " });
      const after = Date.now();

      expect(profile).toMatchObject({
        userId: user.id,
        email: user.email,
        displayName: "Ada Lovelace",
        householdId: null,
        onboardingRequired: true,
        dietaryRestrictions: [],
        allergies: [],
        cookingSkill: "beginner",
        preferences: {
          spice_level: "mild",
          cuisine_preferences: [],
          meal_prep_time_preference: 30,
          cooking_skill: "beginner",
        },
      });
      expect(profile.updatedAt).toBe(profile.createdAt);
      const created = Date.parse(profile.createdAt);
      expect(created).toBeGreaterThanOrEqual(before);
      expect(created).toBeLessThanOrEqual(after);

      expect(await findProfile(db(), user.id)).toEqual(profile);
    });

    it("stores a missing or blank display name as null", async () => {
      const withoutName = await insertUser(db());
      const blankName = await insertUser(db());
      expect((await loadOrCreateProfile(db(), withoutName)).displayName).toBeNull();
      expect((await loadOrCreateProfile(db(), { ...blankName, displayName: "   " })).displayName).toBeNull();
    });

    it("loads an existing profile as it is", async () => {
      const user = await insertUser(db());
      const first = await loadOrCreateProfile(db(), { ...user, displayName: "First" });
      await updateProfile(db(), user.id, { cookingSkill: "advanced" });
      const again = await loadOrCreateProfile(db(), {
        id: user.id,
        email: "changed@example.com",
        displayName: "Second",
      });
      expect(again.displayName).toBe("First");
      expect(again.email).toBe(user.email);
      expect(again.cookingSkill).toBe("advanced");
      expect(again.createdAt).toBe(first.createdAt);
    });

    it("refuses to create a profile without an email", async () => {
      const user = await insertUser(db());
      for (const email of [null, undefined, ""]) {
        const error = await rejection(loadOrCreateProfile(db(), { id: user.id, email }));
        expect(error).toBeInstanceOf(UserFacingError);
        expect(error.message).toBe("User email is required");
      }
      expect(await findProfile(db(), user.id)).toBeNull();
    });
  });

  describe("updateProfile", () => {
    async function freshProfile() {
      const user = await insertUser(db());
      return loadOrCreateProfile(db(), { ...user, displayName: "Original" });
    }

    it("merges only the given fields, trims the display name and stamps updatedAt", async () => {
      const profile = await freshProfile();
      await sleep(5);
      const updated = await updateProfile(db(), profile.userId, { displayName: "  New Name  " });
      expect(updated.displayName).toBe("New Name");
      expect(updated.email).toBe(profile.email);
      expect(updated.cookingSkill).toBe(profile.cookingSkill);
      expect(updated.preferences).toEqual(profile.preferences);
      expect(updated.onboardingRequired).toBe(true);
      expect(updated.createdAt).toBe(profile.createdAt);
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(profile.updatedAt));
      expect(await findProfile(db(), profile.userId)).toEqual(updated);
    });

    it("clears the display name when it is blank", async () => {
      const profile = await freshProfile();
      expect((await updateProfile(db(), profile.userId, { displayName: "   " })).displayName).toBeNull();
    });

    it("replaces dietary lists, including with an empty list", async () => {
      const profile = await freshProfile();
      const withLists = await updateProfile(db(), profile.userId, {
        dietaryRestrictions: ["vegan", "gluten-free"],
        allergies: ["peanuts"],
      });
      expect(withLists.dietaryRestrictions).toEqual(["vegan", "gluten-free"]);
      expect(withLists.allergies).toEqual(["peanuts"]);
      expect(withLists.displayName).toBe("Original");

      const cleared = await updateProfile(db(), profile.userId, { dietaryRestrictions: [] });
      expect(cleared.dietaryRestrictions).toEqual([]);
      expect(cleared.allergies).toEqual(["peanuts"]);
    });

    it("merges preferences into the stored ones instead of replacing them", async () => {
      const profile = await freshProfile();
      await updateProfile(db(), profile.userId, {
        cookingSkill: "intermediate",
        preferences: { spice_level: "hot", cuisine_preferences: ["thai", "korean"], cooking_skill: "intermediate" },
      });
      const merged = await updateProfile(db(), profile.userId, { preferences: { meal_prep_time_preference: 45 } });
      expect(merged.cookingSkill).toBe("intermediate");
      expect(merged.preferences).toEqual({
        spice_level: "hot",
        cuisine_preferences: ["thai", "korean"],
        meal_prep_time_preference: 45,
        cooking_skill: "intermediate",
      });
    });

    it("updates the onboarding flag", async () => {
      const profile = await freshProfile();
      const done = await updateProfile(db(), profile.userId, { onboardingRequired: false });
      expect(done.onboardingRequired).toBe(false);
      expect((await findProfile(db(), profile.userId))?.onboardingRequired).toBe(false);
    });

    it("answers 'No user logged in' for a user without a profile", async () => {
      const user = await insertUser(db());
      const error = await rejection(updateProfile(db(), user.id, { displayName: "Nobody" }));
      expect(error).toBeInstanceOf(UserFacingError);
      expect(error.message).toBe("No user logged in");
      expect(error.status).toBe(401);
    });
  });
});
