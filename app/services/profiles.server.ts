import type { Selectable } from "kysely";
import {
  MEAL_PREP_TIME,
  THEMES,
  UNIT_SYSTEMS,
  type CookingSkill,
  type SpiceLevel,
  type Theme,
  type UnitSystem,
} from "~/schemas/options";
import { inTransaction, lockNames, type DB } from "./db/index.server";
import type { ProfileTable } from "./db/schema";
import { UserFacingError } from "./errors.server";

export type Preferences = {
  spice_level: SpiceLevel;
  cuisine_preferences: string[];
  meal_prep_time_preference: number;
  cooking_skill: CookingSkill;
};

export type Profile = {
  userId: string;
  email: string;
  displayName: string | null;
  householdId: string | null;
  onboardingRequired: boolean;
  createdAt: string;
  updatedAt: string;
  dietaryRestrictions: string[];
  allergies: string[];
  cookingSkill: CookingSkill;
  preferences: Preferences;
  /** Light, dark, or the system's: how every page is drawn for this member. */
  theme: Theme;
  /** Metric or US customary: how recipe amounts and temperatures are shown to this member. */
  units: UnitSystem;
};

export type ProfilePatch = Partial<
  Pick<
    Profile,
    | "displayName"
    | "dietaryRestrictions"
    | "allergies"
    | "cookingSkill"
    | "householdId"
    | "onboardingRequired"
    | "theme"
    | "units"
  >
> & { preferences?: Partial<Preferences> };

const DEFAULT_PREFERENCES: Preferences = {
  spice_level: "mild",
  cuisine_preferences: [],
  meal_prep_time_preference: MEAL_PREP_TIME.default,
  cooking_skill: "beginner",
};

function parseList(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function toProfile(row: Selectable<ProfileTable>): Profile {
  const stored = JSON.parse(row.preferences) as Partial<Preferences>;
  return {
    userId: row.user_id,
    email: row.email,
    displayName: row.display_name,
    householdId: row.household_id,
    onboardingRequired: row.onboarding_required === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    dietaryRestrictions: parseList(row.dietary_restrictions),
    allergies: parseList(row.allergies),
    cookingSkill: row.cooking_skill as CookingSkill,
    preferences: { ...DEFAULT_PREFERENCES, ...stored },
    theme: THEMES.find((theme) => theme === row.theme) ?? "system",
    units: UNIT_SYSTEMS.find((units) => units === row.units) ?? "metric",
  };
}

export async function findProfile(db: DB, userId: string): Promise<Profile | null> {
  const row = await db.selectFrom("profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
  return row ? toProfile(row) : null;
}

/**
 * Loads the member's profile, creating it on first sign-in:
 * email, displayName, onboardingRequired = true, createdAt = updatedAt = now.
 */
export async function loadOrCreateProfile(
  db: DB,
  user: { id: string; email: string | null | undefined; displayName?: string | null },
): Promise<Profile> {
  const existing = await findProfile(db, user.id);
  if (existing) return existing;
  if (!user.email) throw new UserFacingError("User email is required");
  const now = new Date().toISOString();
  await db
    .insertInto("profiles")
    .values({
      user_id: user.id,
      email: user.email,
      display_name: user.displayName?.trim() || null,
      household_id: null,
      onboarding_required: 1,
      dietary_restrictions: "[]",
      allergies: "[]",
      cooking_skill: "beginner",
      preferences: JSON.stringify(DEFAULT_PREFERENCES),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const created = await findProfile(db, user.id);
  if (!created) throw new Error("Profile could not be created");
  return created;
}

/** Merges the given fields into the profile and stamps updatedAt. */
export async function updateProfile(db: DB, userId: string, patch: ProfilePatch): Promise<Profile> {
  return inTransaction(db, async (trx) => {
    const current = await findProfile(trx, userId);
    if (!current) throw new UserFacingError("No user logged in", 401);
    const preferences = patch.preferences ? { ...current.preferences, ...patch.preferences } : undefined;
    await trx
      .updateTable("profiles")
      .set({
        ...(patch.displayName !== undefined && { display_name: patch.displayName?.trim() || null }),
        ...(patch.dietaryRestrictions && { dietary_restrictions: JSON.stringify(patch.dietaryRestrictions) }),
        ...(patch.allergies && { allergies: JSON.stringify(patch.allergies) }),
        ...(patch.cookingSkill && { cooking_skill: patch.cookingSkill }),
        ...(patch.householdId !== undefined && { household_id: patch.householdId }),
        ...(patch.onboardingRequired !== undefined && { onboarding_required: patch.onboardingRequired ? 1 : 0 }),
        ...(preferences && { preferences: JSON.stringify(preferences) }),
        ...(patch.theme && { theme: patch.theme }),
        ...(patch.units && { units: patch.units }),
        updated_at: new Date().toISOString(),
      })
      .where("user_id", "=", userId)
      .execute();
    return (await findProfile(trx, userId)) as Profile;
  });
}

/** Adds allergies and diets to a member's own (never removes any); what is there already stays once. */
export async function addDietaryInfo(
  db: DB,
  userId: string,
  added: { allergies?: string[]; dietaryRestrictions?: string[] },
): Promise<Profile> {
  return inTransaction(db, async (trx) => {
    // Two saves at once (two tabs, two app servers) each add theirs: the merge runs one after the other.
    await lockNames(trx, [`profile:${userId}`]);
    const current = await findProfile(trx, userId);
    if (!current) throw new UserFacingError("No user logged in", 401);
    const merge = (have: string[], more: string[] = []) => [
      ...new Set([...have, ...more.map((entry) => entry.trim().toLowerCase()).filter(Boolean)]),
    ];
    return updateProfile(trx, userId, {
      allergies: merge(current.allergies, added.allergies),
      dietaryRestrictions: merge(current.dietaryRestrictions, added.dietaryRestrictions),
    });
  });
}
