import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithPassword, signUpWithPassword } from "~/services/accounts.server";
import type { DB } from "~/services/db/index.server";
import { NotFoundError, RateLimitedError, UserFacingError } from "~/services/errors.server";
import { createHousehold, joinHousehold } from "~/services/households.server";
import { createMailer } from "~/services/mail.server";
import {
  createResetLinkForMember,
  membersWithPasswords,
  NO_PASSWORD_TO_RESET,
  OWN_RESET_LINK,
  readResetLink,
  requestPasswordReset,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  resetMail,
  resetPassword,
} from "~/services/password-resets.server";
import { createSessionRow } from "~/services/session-rows.server";
import { startMailServer } from "../fixtures/mail-server.mjs";
import { dialects, unique, useDatabase } from "./databases";
import { insertUser, rejection } from "./people";

const PASSWORD = "Tomato42soup";
const NEW_PASSWORD = "Basil2025leaf";

function address() {
  return `198.51.100.${unique("x")}`;
}

async function localAccount(db: DB) {
  const email = `${unique("cook")}@example.com`;
  const { account } = await signUpWithPassword(db, {
    email,
    password: PASSWORD,
    displayName: "Cook",
    clientAddress: address(),
  });
  return { userId: account.id, email };
}

async function signsIn(db: DB, email: string, password: string) {
  try {
    await signInWithPassword(db, { email, password, clientAddress: address() });
    return true;
  } catch (error) {
    if (error instanceof UserFacingError && !(error instanceof RateLimitedError)) return false;
    throw error;
  }
}

describe.each(dialects)("password resets on $name", (dialect) => {
  const db = useDatabase(dialect);

  describe("by e-mail", () => {
    it("makes a link for a local account and keeps only a hash of its secret", async () => {
      const member = await localAccount(db());
      const reset = await requestPasswordReset(db(), {
        email: ` ${member.email.toUpperCase()}`,
        clientAddress: address(),
      });
      expect(reset?.email).toBe(member.email);
      const token = reset?.token ?? "";
      expect(token).toMatch(/^[\w-]{43}$/);

      const rows = await db().selectFrom("password_resets").selectAll().where("user_id", "=", member.userId).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(createHash("sha256").update(token).digest("hex"));
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0].created_by).toBeNull();
      expect(Date.parse(rows[0].expires_at) - Date.parse(rows[0].created_at)).toBe(RESET_LINK_MINUTES * 60_000);
      expect(await readResetLink(db(), token)).toEqual({ email: member.email });
    });

    it("makes nothing for an unknown email or an account without a password", async () => {
      const provider = await insertUser(db());
      for (const email of [`${unique("nobody")}@example.com`, provider.email]) {
        expect(await requestPasswordReset(db(), { email, clientAddress: address() })).toBeNull();
      }
      expect(
        await db().selectFrom("password_resets").select("user_id").where("user_id", "=", provider.id).execute(),
      ).toEqual([]);
    });

    it("counts requests per email whether or not it has an account, so the limit says nothing either", async () => {
      const member = await localAccount(db());
      const unknown = `${unique("nobody")}@example.com`;
      for (const email of [member.email, unknown]) {
        for (let index = 0; index < 5; index += 1)
          await requestPasswordReset(db(), { email, clientAddress: address() });
        const error = await rejection(requestPasswordReset(db(), { email, clientAddress: address() }));
        expect(error).toBeInstanceOf(RateLimitedError);
        expect(error.message).toMatch(/^Too many reset requests\. Please wait \d+ minutes? and try again\.$/);
      }
    });

    it("counts requests per client address across emails", async () => {
      const from = address();
      const attempts = await Promise.allSettled(
        Array.from({ length: 25 }, () =>
          requestPasswordReset(db(), { email: `${unique("x")}@example.com`, clientAddress: from }),
        ),
      );
      expect(attempts.filter((attempt) => attempt.status === "rejected")).toHaveLength(5);
    });
  });

  describe("using a link", () => {
    it("sets the new password once, ends every session of the account and stops its other links", async () => {
      const member = await localAccount(db());
      const first = await requestPasswordReset(db(), { email: member.email, clientAddress: address() });
      const second = await requestPasswordReset(db(), { email: member.email, clientAddress: address() });
      await createSessionRow(db(), { userId: member.userId }, new Date(Date.now() + 86_400_000));

      expect(
        await resetPassword(db(), { token: first!.token, password: NEW_PASSWORD, clientAddress: address() }),
      ).toEqual({
        email: member.email,
      });

      expect(await signsIn(db(), member.email, NEW_PASSWORD)).toBe(true);
      expect(await signsIn(db(), member.email, PASSWORD)).toBe(false);
      expect(await db().selectFrom("sessions").select("id").where("user_id", "=", member.userId).execute()).toEqual([]);
      for (const token of [first!.token, second!.token]) {
        expect(await readResetLink(db(), token)).toBeNull();
        const again = await rejection(
          resetPassword(db(), { token, password: "Other2025pw", clientAddress: address() }),
        );
        expect(again.message).toBe(RESET_LINK_INVALID);
      }
      expect(await signsIn(db(), member.email, NEW_PASSWORD)).toBe(true);
    });

    it("lets only one of many requests sending the same link at once through", async () => {
      const member = await localAccount(db());
      const reset = await requestPasswordReset(db(), { email: member.email, clientAddress: address() });
      const passwords = Array.from({ length: 30 }, (_, index) => `Parallel${index}pw`);
      const results = await Promise.allSettled(
        passwords.map((password) => resetPassword(db(), { token: reset!.token, password, clientAddress: address() })),
      );
      const won = results.flatMap((result, index) => (result.status === "fulfilled" ? [passwords[index]] : []));
      expect(won).toHaveLength(1);
      for (const result of results) {
        if (result.status === "rejected") expect((result.reason as Error).message).toBe(RESET_LINK_INVALID);
      }
      expect(await signsIn(db(), member.email, won[0])).toBe(true);
    });

    it("stops working after an hour", async () => {
      const member = await localAccount(db());
      const madeAt = new Date();
      const reset = await requestPasswordReset(db(), { email: member.email, clientAddress: address() }, madeAt);
      const almost = new Date(madeAt.getTime() + RESET_LINK_MINUTES * 60_000 - 1000);
      const after = new Date(madeAt.getTime() + RESET_LINK_MINUTES * 60_000);
      expect(await readResetLink(db(), reset!.token, almost)).toEqual({ email: member.email });
      expect(await readResetLink(db(), reset!.token, after)).toBeNull();
      const error = await rejection(
        resetPassword(db(), { token: reset!.token, password: NEW_PASSWORD, clientAddress: address() }, after),
      );
      expect(error.message).toBe(RESET_LINK_INVALID);
      expect(await signsIn(db(), member.email, PASSWORD)).toBe(true);
    });

    it("refuses made-up links and, past 10 of them, the address sending them", async () => {
      const from = address();
      for (let index = 0; index < 10; index += 1) {
        const error = await rejection(
          resetPassword(db(), { token: `made-up-${index}`, password: NEW_PASSWORD, clientAddress: from }),
        );
        expect(error.message).toBe(RESET_LINK_INVALID);
      }
      const member = await localAccount(db());
      const reset = await requestPasswordReset(db(), { email: member.email, clientAddress: address() });
      const limited = await rejection(
        resetPassword(db(), { token: reset!.token, password: NEW_PASSWORD, clientAddress: from }),
      );
      expect(limited).toBeInstanceOf(RateLimitedError);
      expect(await readResetLink(db(), reset!.token)).not.toBeNull();
    });
  });

  describe("made by another member", () => {
    async function household() {
      const maker = await localAccount(db());
      const forgetful = await localAccount(db());
      const name = unique("Kitchen");
      const created = await createHousehold(db(), maker.userId, { name, password: "Kitchen2024" });
      await joinHousehold(db(), forgetful.userId, { name, password: "Kitchen2024", clientAddress: address() });
      return { householdId: created.id, name, maker, forgetful };
    }

    it("gives a link for a member of the same household, which works like an e-mailed one", async () => {
      const { householdId, maker, forgetful } = await household();
      expect((await membersWithPasswords(db(), householdId)).sort()).toEqual([maker.userId, forgetful.userId].sort());
      const { token } = await createResetLinkForMember(db(), { userId: maker.userId, householdId }, forgetful.userId);
      const row = await db()
        .selectFrom("password_resets")
        .selectAll()
        .where("user_id", "=", forgetful.userId)
        .executeTakeFirst();
      expect(row?.created_by).toBe(maker.userId);
      await resetPassword(db(), { token, password: NEW_PASSWORD, clientAddress: address() });
      expect(await signsIn(db(), forgetful.email, NEW_PASSWORD)).toBe(true);
      expect(await readResetLink(db(), token)).toBeNull();
    });

    it("refuses a link for oneself, for another household's member and for a provider-only account", async () => {
      const { householdId, maker } = await household();
      const elsewhere = await household();
      const actor = { userId: maker.userId, householdId };

      expect((await rejection(createResetLinkForMember(db(), actor, maker.userId))).message).toBe(OWN_RESET_LINK);
      const stranger = await rejection(createResetLinkForMember(db(), actor, elsewhere.forgetful.userId));
      expect(stranger).toBeInstanceOf(NotFoundError);
      const nobody = await rejection(createResetLinkForMember(db(), actor, "no-such-user"));
      expect(nobody.message).toBe(stranger.message);

      const provider = await insertUser(db());
      await db()
        .insertInto("memberships")
        .values({
          id: unique("m"),
          household_id: householdId,
          user_id: provider.id,
          joined_at: new Date().toISOString(),
        })
        .execute();
      expect((await rejection(createResetLinkForMember(db(), actor, provider.id))).message).toBe(NO_PASSWORD_TO_RESET);
      expect(
        await db().selectFrom("password_resets").select("user_id").where("created_by", "=", maker.userId).execute(),
      ).toEqual([]);
    });

    it("holds a member to 10 links an hour", async () => {
      const { householdId, maker, forgetful } = await household();
      const actor = { userId: maker.userId, householdId };
      for (let index = 0; index < 10; index += 1) await createResetLinkForMember(db(), actor, forgetful.userId);
      const error = await rejection(createResetLinkForMember(db(), actor, forgetful.userId));
      expect(error).toBeInstanceOf(RateLimitedError);
    });
  });
});

describe("the reset e-mail through an SMTP server", () => {
  let server: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    server = await startMailServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("arrives from the configured sender with the link whole, logging in when the URL has credentials", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://basil:secret@127.0.0.1:${server.port}`,
      from: "Basil <basil@example.test>",
    });
    const link = `https://basil.example.org/reset-password/${"a".repeat(43)}`;
    try {
      await mailer.send(resetMail({ to: "ada@example.test", link, assistantName: "Basil" }));
    } finally {
      mailer.close();
    }
    const [message] = server.messagesTo("ada@example.test");
    expect(message.from).toBe('"Basil" <basil@example.test>');
    expect(message.subject).toBe("Reset your Basil password");
    expect(message.text.split("\n")).toContain(link);
    expect(message.text).toContain("The link works once, within an hour.");
  });

  it("fails in seconds when the server cannot be reached", async () => {
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "basil@example.test" });
    const error = await rejection(mailer.send({ to: "ada@example.test", subject: "x", text: "x" }));
    expect(error.message).toMatch(/ECONNREFUSED/);
  });
});
