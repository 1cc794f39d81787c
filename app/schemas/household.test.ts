import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { changePasswordSchema, createHouseholdSchema, joinHouseholdSchema } from "./household";

/** The single issue a schema reports, as [field, message]; fails the test if it is not exactly one. */
function onlyIssue(result: z.core.util.SafeParseResult<unknown>) {
  expect(result.success).toBe(false);
  const issues = result.error?.issues ?? [];
  expect(issues).toHaveLength(1);
  return [issues[0].path.join("."), issues[0].message];
}

describe("createHouseholdSchema", () => {
  const valid = { name: "The Smiths", password: "Kitchen24", confirmPassword: "Kitchen24" };

  it("accepts a valid household", () => {
    const result = createHouseholdSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(valid);
  });

  it.each([
    ["a blank name", { name: "   " }, ["name", "Please enter a household name"]],
    ["a missing name", { name: undefined }, ["name", "Please enter a household name"]],
    [
      "a short password",
      { password: "Kit24", confirmPassword: "Kit24" },
      ["password", "Password must be at least 8 characters long"],
    ],
    [
      "7 characters with every kind",
      { password: "Kitch24", confirmPassword: "Kitch24" },
      ["password", "Password must be at least 8 characters long"],
    ],
    [
      "no uppercase letter",
      { password: "kitchen24", confirmPassword: "kitchen24" },
      ["password", "Password must contain at least one uppercase letter"],
    ],
    [
      "no lowercase letter",
      { password: "KITCHEN24", confirmPassword: "KITCHEN24" },
      ["password", "Password must contain at least one lowercase letter"],
    ],
    [
      "no number",
      { password: "KitchenSink", confirmPassword: "KitchenSink" },
      ["password", "Password must contain at least one number"],
    ],
    ["a different confirmation", { confirmPassword: "Kitchen25" }, ["confirmPassword", "Passwords do not match"]],
    ["a missing confirmation", { confirmPassword: undefined }, ["confirmPassword", "Passwords do not match"]],
  ])("reports %s", (_label, change, expected) => {
    expect(onlyIssue(createHouseholdSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it("reports only the first failure in the spec's order", () => {
    expect(onlyIssue(createHouseholdSchema.safeParse({ name: "", password: "x", confirmPassword: "y" }))).toEqual([
      "name",
      "Please enter a household name",
    ]);
    expect(onlyIssue(createHouseholdSchema.safeParse({ name: "Home", password: "abc", confirmPassword: "y" }))).toEqual(
      ["password", "Password must be at least 8 characters long"],
    );
    expect(
      onlyIssue(createHouseholdSchema.safeParse({ name: "Home", password: "abcdefgh", confirmPassword: "y" })),
    ).toEqual(["password", "Password must contain at least one uppercase letter"]);
    expect(
      onlyIssue(createHouseholdSchema.safeParse({ name: "Home", password: "ABCDEFGH", confirmPassword: "y" })),
    ).toEqual(["password", "Password must contain at least one lowercase letter"]);
    expect(
      onlyIssue(createHouseholdSchema.safeParse({ name: "Home", password: "ABCDefgh", confirmPassword: "y" })),
    ).toEqual(["password", "Password must contain at least one number"]);
    expect(onlyIssue(createHouseholdSchema.safeParse({}))).toEqual(["name", "Please enter a household name"]);
  });
});

describe("joinHouseholdSchema", () => {
  it("accepts a name and password", () => {
    expect(joinHouseholdSchema.safeParse({ name: "The Smiths", password: "anything" }).success).toBe(true);
  });

  it("asks for the name first, then the password", () => {
    expect(onlyIssue(joinHouseholdSchema.safeParse({ name: " ", password: "" }))).toEqual([
      "name",
      "Please enter the household name",
    ]);
    expect(onlyIssue(joinHouseholdSchema.safeParse({ name: "Home", password: "" }))).toEqual([
      "password",
      "Please enter the household password",
    ]);
    expect(onlyIssue(joinHouseholdSchema.safeParse({ name: "Home" }))).toEqual([
      "password",
      "Please enter the household password",
    ]);
  });

  it("treats a password of spaces as blank", () => {
    expect(onlyIssue(joinHouseholdSchema.safeParse({ name: "Home", password: "   " }))).toEqual([
      "password",
      "Please enter the household password",
    ]);
  });
});

describe("changePasswordSchema", () => {
  const valid = { currentPassword: "OldPass11", newPassword: "NewPass22", confirmPassword: "NewPass22" };

  it("accepts a valid change", () => {
    const result = changePasswordSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(valid);
  });

  it.each([
    [
      "1. current empty",
      { currentPassword: "", newPassword: "", confirmPassword: "x" },
      ["currentPassword", "Please enter your current password"],
    ],
    ["2. new empty", { newPassword: "", confirmPassword: "x" }, ["newPassword", "Please enter a new password"]],
    [
      "3. shorter than 8",
      { newPassword: "abc", confirmPassword: "x" },
      ["newPassword", "Password must be at least 8 characters long"],
    ],
    [
      "4. no uppercase",
      { newPassword: "abcdefg1", confirmPassword: "x" },
      ["newPassword", "Password must contain at least one uppercase letter"],
    ],
    [
      "5. no lowercase",
      { newPassword: "ABCDEFG1", confirmPassword: "x" },
      ["newPassword", "Password must contain at least one lowercase letter"],
    ],
    [
      "6. no digit",
      { newPassword: "ABCDefgh", confirmPassword: "x" },
      ["newPassword", "Password must contain at least one number"],
    ],
    [
      "7. confirmation differs",
      { newPassword: "OldPass11", confirmPassword: "OldPass1" },
      ["confirmPassword", "New passwords do not match"],
    ],
    [
      "8. new equals current",
      { newPassword: "OldPass11", confirmPassword: "OldPass11" },
      ["newPassword", "New password must be different from current password"],
    ],
  ])("stops at %s", (_label, change, expected) => {
    expect(onlyIssue(changePasswordSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it("reads absent fields as empty", () => {
    expect(onlyIssue(changePasswordSchema.safeParse({}))).toEqual([
      "currentPassword",
      "Please enter your current password",
    ]);
    expect(onlyIssue(changePasswordSchema.safeParse({ currentPassword: "OldPass11" }))).toEqual([
      "newPassword",
      "Please enter a new password",
    ]);
  });
});
