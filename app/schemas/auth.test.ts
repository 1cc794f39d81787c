import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { signInSchema, signUpSchema } from "./auth";

function onlyIssue(result: z.core.util.SafeParseResult<unknown>) {
  expect(result.success).toBe(false);
  const issues = result.error?.issues ?? [];
  expect(issues).toHaveLength(1);
  return [issues[0].path.join("."), issues[0].message];
}

describe("signInSchema", () => {
  it("accepts an email and password and keeps an optional redirect", () => {
    const result = signInSchema.safeParse({ email: "cook@example.com", password: "x", redirectTo: "/settings" });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ email: "cook@example.com", password: "x", redirectTo: "/settings" });
  });

  it("checks the email before the password, one message at a time", () => {
    expect(onlyIssue(signInSchema.safeParse({ email: "  ", password: "" }))).toEqual([
      "email",
      "Please enter your email address",
    ]);
    expect(onlyIssue(signInSchema.safeParse({ email: "cook@example", password: "" }))).toEqual([
      "email",
      "Please enter a valid email address",
    ]);
    expect(onlyIssue(signInSchema.safeParse({ email: "two words@example.com", password: "x" }))).toEqual([
      "email",
      "Please enter a valid email address",
    ]);
    expect(onlyIssue(signInSchema.safeParse({ email: " cook@example.com ", password: "" }))).toEqual([
      "password",
      "Please enter your password",
    ]);
  });
});

describe("signUpSchema", () => {
  const valid = { displayName: "Julia", email: "julia@example.com", password: "Souffle12" };

  it("accepts a valid sign-up, with or without a display name", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, displayName: undefined }).data?.displayName).toBe("");
  });

  it.each([
    [
      "a display name over 80 characters",
      { displayName: "x".repeat(81), email: "" },
      ["displayName", "Display name must be 80 characters or fewer"],
    ],
    ["a blank email", { email: "", password: "" }, ["email", "Please enter your email address"]],
    ["an invalid email", { email: "julia", password: "" }, ["email", "Please enter a valid email address"]],
    ["a short password", { password: "Souf1" }, ["password", "Password must be at least 8 characters long"]],
    ["no uppercase", { password: "souffle12" }, ["password", "Password must contain at least one uppercase letter"]],
    ["no lowercase", { password: "SOUFFLE12" }, ["password", "Password must contain at least one lowercase letter"]],
    ["no number", { password: "Souffles" }, ["password", "Password must contain at least one number"]],
  ])("reports %s first", (_label, change, expected) => {
    expect(onlyIssue(signUpSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it("allows exactly 80 characters of display name after trimming", () => {
    expect(signUpSchema.safeParse({ ...valid, displayName: ` ${"x".repeat(80)} ` }).success).toBe(true);
  });
});
