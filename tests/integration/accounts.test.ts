import { describe, expect, it } from "vitest";
import {
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  normaliseEmail,
  signInWithIdentity,
  signInWithPassword,
  signUpWithPassword,
  type ExternalIdentity,
} from "~/services/accounts.server";
import { RateLimitedError, UserFacingError } from "~/services/errors.server";
import { verifyPassword } from "~/services/passwords.server";
import { findProfile } from "~/services/profiles.server";
import { dialects, unique, useDatabase } from "./databases";
import { rejection } from "./people";

const PASSWORD = "Pantry2024";

function email() {
  return `${unique("cook")}@example.com`;
}

function address() {
  return `198.51.100.${unique("x")}`;
}

describe("normaliseEmail", () => {
  it("trims and lower-cases", () => {
    expect(normaliseEmail("  Ada.Lovelace@Example.COM ")).toBe("ada.lovelace@example.com");
  });
});

describe.each(dialects)("accounts on $name", (dialect) => {
  const db = useDatabase(dialect);

  async function usersWithEmail(value: string) {
    return db().selectFrom("users").selectAll().where("email", "=", value).execute();
  }

  describe("signUpWithPassword", () => {
    it("creates an account with a hashed password and a profile that needs onboarding", async () => {
      const raw = email();
      const { account, profile } = await signUpWithPassword(db(), {
        email: `  ${raw.toUpperCase()} `,
        password: PASSWORD,
        displayName: " Grace ",
        clientAddress: unique("192.0.2"),
      });
      expect(account.email).toBe(raw);

      const rows = await usersWithEmail(raw);
      expect(rows).toHaveLength(1);
      expect(rows[0].id).toBe(account.id);
      expect(rows[0].password_hash).not.toContain(PASSWORD);
      expect(await verifyPassword(PASSWORD, rows[0].password_hash ?? "")).toBe(true);

      expect(profile).toMatchObject({ userId: account.id, email: raw, displayName: "Grace", onboardingRequired: true });
      expect(await findProfile(db(), account.id)).toEqual(profile);
    });

    it("refuses a second account with the same email in any case", async () => {
      const raw = email();
      await signUpWithPassword(db(), {
        email: raw,
        password: PASSWORD,
        displayName: "First",
        clientAddress: unique("192.0.2"),
      });
      const error = await rejection(
        signUpWithPassword(db(), {
          email: raw.toUpperCase(),
          password: "Different99",
          displayName: "Second",
          clientAddress: unique("192.0.2"),
        }),
      );
      expect(error).toBeInstanceOf(UserFacingError);
      expect(error.message).toBe(EMAIL_TAKEN);
      expect(error.status).toBe(409);
      expect(await usersWithEmail(raw)).toHaveLength(1);
    });
  });

  describe("signInWithPassword", () => {
    it("accepts the right password whatever the email's case and spacing", async () => {
      const raw = email();
      const { account } = await signUpWithPassword(db(), {
        email: raw,
        password: PASSWORD,
        displayName: "",
        clientAddress: unique("192.0.2"),
      });
      const signedIn = await signInWithPassword(db(), {
        email: ` ${raw.toUpperCase()}`,
        password: PASSWORD,
        clientAddress: address(),
      });
      expect(signedIn).toEqual({ id: account.id, email: raw });
    });

    it("gives the same answer for a wrong password, an unknown email and an account without a password", async () => {
      const raw = email();
      await signUpWithPassword(db(), {
        email: raw,
        password: PASSWORD,
        displayName: "",
        clientAddress: unique("192.0.2"),
      });
      const identityOnly = email();
      await signInWithIdentity(db(), {
        provider: "google",
        subject: unique("sub"),
        email: identityOnly,
        emailVerified: true,
        displayName: null,
      });

      for (const attempt of [
        { email: raw, password: "Pantry2025" },
        { email: email(), password: PASSWORD },
        { email: identityOnly, password: PASSWORD },
        { email: identityOnly, password: "" },
      ]) {
        const error = await rejection(signInWithPassword(db(), { ...attempt, clientAddress: address() }));
        expect(error).toBeInstanceOf(UserFacingError);
        expect(error.message).toBe(INVALID_CREDENTIALS);
        expect(error.status).toBe(401);
      }
    });

    it("locks an account after 10 failures, even from different addresses and spellings of the email", async () => {
      const raw = email();
      await signUpWithPassword(db(), {
        email: raw,
        password: PASSWORD,
        displayName: "",
        clientAddress: unique("192.0.2"),
      });
      for (let i = 0; i < 10; i++) {
        const spelling = i % 2 === 0 ? raw : ` ${raw.toUpperCase()} `;
        const error = await rejection(
          signInWithPassword(db(), { email: spelling, password: `Wrong${i}x`, clientAddress: address() }),
        );
        expect(error.message).toBe(INVALID_CREDENTIALS);
      }
      const error = await rejection(
        signInWithPassword(db(), { email: raw, password: PASSWORD, clientAddress: address() }),
      );
      expect(error).toBeInstanceOf(RateLimitedError);
      expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect((error as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
      expect(error.status).toBe(429);
    });

    it("locks a client address after 10 failures, whichever accounts they were against", async () => {
      const raw = email();
      const { account } = await signUpWithPassword(db(), {
        email: raw,
        password: PASSWORD,
        displayName: "",
        clientAddress: unique("192.0.2"),
      });
      const guesser = address();
      for (let i = 0; i < 10; i++) {
        await rejection(signInWithPassword(db(), { email: email(), password: PASSWORD, clientAddress: guesser }));
      }
      const limited = await rejection(
        signInWithPassword(db(), { email: raw, password: PASSWORD, clientAddress: guesser }),
      );
      expect(limited).toBeInstanceOf(RateLimitedError);

      const elsewhere = await signInWithPassword(db(), { email: raw, password: PASSWORD, clientAddress: address() });
      expect(elsewhere.id).toBe(account.id);
    });

    it("does not count successful sign-ins as failures", async () => {
      const raw = email();
      await signUpWithPassword(db(), {
        email: raw,
        password: PASSWORD,
        displayName: "",
        clientAddress: unique("192.0.2"),
      });
      const from = address();
      for (let i = 0; i < 11; i++) {
        await signInWithPassword(db(), { email: raw, password: PASSWORD, clientAddress: from });
      }
      const failures = await db().selectFrom("auth_failures").select("id").where("key", "in", [raw, from]).execute();
      expect(failures).toEqual([]);
    });
  });

  describe("signInWithIdentity", () => {
    function identity(overrides: Partial<ExternalIdentity> = {}): ExternalIdentity {
      return {
        provider: "google",
        subject: unique("sub"),
        email: email(),
        emailVerified: true,
        displayName: "Julia Child",
        ...overrides,
      };
    }

    it("creates an account, its identity and a profile that needs onboarding", async () => {
      const who = identity({ email: ` ${email().toUpperCase()}` });
      const account = await signInWithIdentity(db(), who);
      const expectedEmail = who.email?.trim().toLowerCase();
      expect(account.email).toBe(expectedEmail);

      const user = await db().selectFrom("users").selectAll().where("id", "=", account.id).executeTakeFirstOrThrow();
      expect(user.password_hash).toBeNull();
      const links = await db().selectFrom("identities").selectAll().where("user_id", "=", account.id).execute();
      expect(links.map((link) => [link.provider, link.subject])).toEqual([[who.provider, who.subject]]);

      const profile = await findProfile(db(), account.id);
      expect(profile).toMatchObject({
        email: expectedEmail,
        displayName: "Julia Child",
        onboardingRequired: true,
        householdId: null,
      });
    });

    it("finds the same account on the next sign-in, even without an email", async () => {
      const who = identity();
      const first = await signInWithIdentity(db(), who);
      const again = await signInWithIdentity(db(), { ...who, email: null, displayName: "Renamed" });
      expect(again).toEqual(first);
      expect((await findProfile(db(), first.id))?.displayName).toBe("Julia Child");
      expect(await usersWithEmail(first.email)).toHaveLength(1);
    });

    it("answers 'User email is required' for a new identity without an email", async () => {
      const who = identity({ email: null });
      const error = await rejection(signInWithIdentity(db(), who));
      expect(error).toBeInstanceOf(UserFacingError);
      expect(error.message).toBe("User email is required");
      const links = await db().selectFrom("identities").select("user_id").where("subject", "=", who.subject).execute();
      expect(links).toEqual([]);
    });

    it("links to an existing account when the provider has verified the email", async () => {
      const raw = email();
      const { account } = await signUpWithPassword(db(), {
        email: raw,
        password: PASSWORD,
        displayName: "Local",
        clientAddress: unique("192.0.2"),
      });
      const linked = await signInWithIdentity(db(), identity({ email: raw.toUpperCase(), emailVerified: true }));
      expect(linked.id).toBe(account.id);
      expect(await usersWithEmail(raw)).toHaveLength(1);
      expect((await findProfile(db(), account.id))?.displayName).toBe("Local");
      expect((await signInWithPassword(db(), { email: raw, password: PASSWORD, clientAddress: address() })).id).toBe(
        account.id,
      );
    });

    it("refuses to link to an existing account when the email is not verified", async () => {
      const raw = email();
      const { account } = await signUpWithPassword(db(), {
        email: raw,
        password: PASSWORD,
        displayName: "",
        clientAddress: unique("192.0.2"),
      });
      const who = identity({ email: raw, emailVerified: false });
      const error = await rejection(signInWithIdentity(db(), who));
      expect(error).toBeInstanceOf(UserFacingError);
      expect(error.message).toBe(EMAIL_TAKEN);
      expect(error.status).toBe(409);
      const links = await db().selectFrom("identities").select("user_id").where("user_id", "=", account.id).execute();
      expect(links).toEqual([]);
    });

    it("creates a new account for an unverified email nobody uses yet", async () => {
      const account = await signInWithIdentity(db(), identity({ emailVerified: false }));
      expect((await findProfile(db(), account.id))?.onboardingRequired).toBe(true);
    });

    it("keeps the same subject at different providers apart", async () => {
      const subject = unique("sub");
      const first = await signInWithIdentity(db(), identity({ provider: "google", subject }));
      const second = await signInWithIdentity(db(), identity({ provider: "keycloak", subject }));
      expect(second.id).not.toBe(first.id);
      expect(second.email).not.toBe(first.email);
    });
  });
});
