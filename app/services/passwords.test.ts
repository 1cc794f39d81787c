import { describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.server";

// The suite hashes at the fast test cost (vitest.config.ts); these tests check the production one.
vi.stubEnv("PASSWORD_HASHING", "owasp");

describe("password hashing", () => {
  it("produces a self-describing scrypt hash that does not contain the password", async () => {
    const hash = await hashPassword("Tomato42soup");
    const parts = hash.split("$");
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(["scrypt", "16384", "8", "5"]);
    expect(Buffer.from(parts[4], "base64url")).toHaveLength(16);
    expect(Buffer.from(parts[5], "base64url")).toHaveLength(64);
    expect(hash).not.toContain("Tomato42soup");
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("Tomato42soup");
    expect(await verifyPassword("Tomato42soup", hash)).toBe(true);
    expect(await verifyPassword("tomato42soup", hash)).toBe(false);
    expect(await verifyPassword("Tomato42sou", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash, so the same password hashes differently and both verify", async () => {
    const [first, second] = await Promise.all([hashPassword("Basil2024!"), hashPassword("Basil2024!")]);
    expect(first).not.toBe(second);
    expect(first.split("$")[4]).not.toBe(second.split("$")[4]);
    expect(await verifyPassword("Basil2024!", first)).toBe(true);
    expect(await verifyPassword("Basil2024!", second)).toBe(true);
  });

  it("treats canonically equivalent Unicode spellings as the same password", async () => {
    const composed = "Caf\u00e9Menu1";
    const decomposed = "Cafe\u0301Menu1";
    const hash = await hashPassword(composed);
    expect(await verifyPassword(decomposed, hash)).toBe(true);
  });

  it("rejects stored values that are not scrypt hashes", async () => {
    const hash = await hashPassword("Tomato42soup");
    expect(await verifyPassword("Tomato42soup", hash.replace(/^scrypt/, "bcrypt"))).toBe(false);
    expect(await verifyPassword("Tomato42soup", "")).toBe(false);
    expect(await verifyPassword("Tomato42soup", "Tomato42soup")).toBe(false);
    expect(await verifyPassword("Tomato42soup", hash.split("$").slice(0, 5).join("$"))).toBe(false);
  });
});
