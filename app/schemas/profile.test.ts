import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { dietarySchema, displayNameSchema, normaliseDietaryEntry, preferencesSchema } from "./profile";

function onlyIssue(result: z.core.util.SafeParseResult<unknown>) {
  expect(result.success).toBe(false);
  const issues = result.error?.issues ?? [];
  expect(issues).toHaveLength(1);
  return [issues[0].path.join("."), issues[0].message];
}

const PREP_TIME_MESSAGE = "Meal prep time must be between 5 and 180 minutes, in steps of 5";

describe("displayNameSchema", () => {
  it("needs a non-blank name of at most 80 characters", () => {
    expect(onlyIssue(displayNameSchema.safeParse({ displayName: "   " }))).toEqual([
      "displayName",
      "Please enter a display name",
    ]);
    expect(onlyIssue(displayNameSchema.safeParse({}))).toEqual(["displayName", "Please enter a display name"]);
    expect(onlyIssue(displayNameSchema.safeParse({ displayName: "y".repeat(81) }))).toEqual([
      "displayName",
      "Display name must be 80 characters or fewer",
    ]);
    expect(displayNameSchema.safeParse({ displayName: "y".repeat(80) }).success).toBe(true);
  });
});

describe("dietarySchema", () => {
  it("normalises entries by trimming and lower-casing", () => {
    expect(normaliseDietaryEntry("  Gluten-Free ")).toBe("gluten-free");
  });

  it("cleans the submitted lists: normalised, de-duplicated, blanks dropped", () => {
    const result = dietarySchema.safeParse({
      intent: "save-dietary",
      dietaryRestrictions: ["Vegan", " vegan ", "", "Keto"],
      allergies: ["Peanuts", "  "],
    });
    expect(result.success).toBe(true);
    expect(result.data?.dietaryRestrictions).toEqual(["vegan", "keto"]);
    expect(result.data?.allergies).toEqual(["peanuts"]);
  });

  it("checks a custom restriction: non-empty, at most 40 characters, not already listed", () => {
    const base = { intent: "add-restriction", dietaryRestrictions: ["Vegan"] };
    expect(onlyIssue(dietarySchema.safeParse({ ...base, customRestriction: "   " }))).toEqual([
      "customRestriction",
      "Please enter a dietary restriction",
    ]);
    expect(onlyIssue(dietarySchema.safeParse({ ...base, customRestriction: "z".repeat(41) }))).toEqual([
      "customRestriction",
      "Keep it to 40 characters or fewer",
    ]);
    expect(onlyIssue(dietarySchema.safeParse({ ...base, customRestriction: " VEGAN " }))).toEqual([
      "customRestriction",
      "That dietary restriction is already in your list",
    ]);
    expect(dietarySchema.safeParse({ ...base, customRestriction: "Low-FODMAP" }).success).toBe(true);
  });

  it("checks a custom allergy the same way, only for its own intent", () => {
    const base = { intent: "add-allergy", allergies: ["sesame"] };
    expect(onlyIssue(dietarySchema.safeParse({ ...base, customAllergy: "" }))).toEqual([
      "customAllergy",
      "Please enter an allergy",
    ]);
    expect(onlyIssue(dietarySchema.safeParse({ ...base, customAllergy: "Sesame" }))).toEqual([
      "customAllergy",
      "That allergy is already in your list",
    ]);
    expect(dietarySchema.safeParse({ ...base, customAllergy: "Kiwi", customRestriction: "" }).success).toBe(true);
    expect(
      dietarySchema.safeParse({ intent: "add-restriction", customRestriction: "halal", customAllergy: "" }).success,
    ).toBe(true);
  });

  it("rejects an unknown intent", () => {
    expect(dietarySchema.safeParse({ intent: "drop-tables" }).success).toBe(false);
  });
});

describe("preferencesSchema", () => {
  const valid = {
    cookingSkill: "intermediate",
    spiceLevel: "hot",
    cuisines: ["thai", "thai", "korean"],
    mealPrepTime: "45",
  };

  it("parses the prep time as an integer and de-duplicates cuisines", () => {
    const result = preferencesSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      cookingSkill: "intermediate",
      spiceLevel: "hot",
      cuisines: ["thai", "korean"],
      mealPrepTime: 45,
    });
    expect(preferencesSchema.safeParse({ ...valid, cuisines: undefined }).data?.cuisines).toEqual([]);
  });

  it.each(["5", "30", "180"])("accepts a prep time of %s minutes", (mealPrepTime) => {
    expect(preferencesSchema.safeParse({ ...valid, mealPrepTime }).success).toBe(true);
  });

  it.each(["0", "4", "185", "33", "abc", ""])("rejects a prep time of %j", (mealPrepTime) => {
    const result = preferencesSchema.safeParse({ ...valid, mealPrepTime });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(PREP_TIME_MESSAGE);
  });

  it("names the field for an unknown skill, spice level or cuisine", () => {
    const badSkill = preferencesSchema.safeParse({ ...valid, cookingSkill: "expert" });
    expect(badSkill.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["cookingSkill", "Please choose your cooking skill"],
    ]);
    const noSpice = preferencesSchema.safeParse({ ...valid, spiceLevel: undefined });
    expect(noSpice.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["spiceLevel", "Please choose a spice level"],
    ]);
    expect(preferencesSchema.safeParse({ ...valid, cuisines: ["martian"] }).success).toBe(false);
  });
});
