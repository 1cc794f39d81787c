import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  changeOwnPassword,
  CONFIRM_EMAIL_MISSING,
  CONFIRM_EMAIL_WRONG,
  deleteAccount,
  hasPassword,
  NO_OWN_PASSWORD,
  signInWithPassword,
  signUpWithPassword,
  WRONG_OWN_PASSWORD,
} from "~/services/accounts.server";
import { createApiToken } from "~/services/api-tokens.server";
import type { DB } from "~/services/db/index.server";
import { RateLimitedError, UserFacingError } from "~/services/errors.server";
import {
  createHousehold,
  joinHousehold,
  JOIN_FAILED,
  leaveHousehold,
  NO_HOUSEHOLD,
} from "~/services/households.server";
import { createResetLinkForMember, readResetLink } from "~/services/password-resets.server";
import { findProfile } from "~/services/profiles.server";
import { createSessionRow } from "~/services/session-rows.server";
import { dialects, unique, useDatabase } from "./databases";
import { insertUser, rejection } from "./people";

const PASSWORD = "Tomato42soup";
const NEW_PASSWORD = "Basil2025leaf";
const HOUSEHOLD_PASSWORD = "Kitchen2024";

function address() {
  return `203.0.113.${unique("x")}`;
}

/** A local account (signed up as the form does) with one session. */
async function localAccount(db: DB, displayName = "Cook") {
  const email = `${unique("cook")}@example.com`;
  const { account } = await signUpWithPassword(db, {
    email,
    password: PASSWORD,
    displayName,
    clientAddress: address(),
  });
  const sessionId = await createSessionRow(db, { userId: account.id }, new Date(Date.now() + 86_400_000));
  return { userId: account.id, email, sessionId };
}

/** A household of `count` local accounts, the first one having created it. */
async function household(db: DB, count: number) {
  const members = [];
  for (let index = 0; index < count; index += 1) members.push(await localAccount(db, `Cook ${index + 1}`));
  const name = unique("Kitchen");
  const created = await createHousehold(db, members[0].userId, { name, password: HOUSEHOLD_PASSWORD });
  for (const member of members.slice(1)) {
    await joinHousehold(db, member.userId, { name, password: HOUSEHOLD_PASSWORD, clientAddress: address() });
  }
  return { id: created.id, name, members };
}

/** Something in the household's kitchen added by the member, and a conversation of theirs with one message. */
async function fillKitchen(db: DB, householdId: string, userId: string) {
  const now = new Date().toISOString();
  const pantryId = randomUUID();
  await db
    .insertInto("pantry_items")
    .values({
      id: pantryId,
      household_id: householdId,
      name: "Rice",
      name_key: "rice",
      quantity: 1,
      unit: "kg",
      location: "pantry",
      expires_on: null,
      added_by: userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const conversationId = randomUUID();
  await db
    .insertInto("conversations")
    .values({
      id: conversationId,
      household_id: householdId,
      user_id: userId,
      title: "Rice",
      preview: "",
      message_count: 1,
      is_archived: 0,
      tags: "[]",
      assistant_state: "{}",
      created_at: now,
      updated_at: now,
      last_message_at: now,
    })
    .execute();
  await db
    .insertInto("messages")
    .values({
      id: `msg_${randomUUID()}`,
      conversation_id: conversationId,
      type: "user-text",
      content: "What goes with rice?",
      is_from_user: 1,
      embedded_component: null,
      actions: null,
      timestamp: now,
      seq: 1,
    })
    .execute();
  return { pantryId, conversationId };
}

async function count(db: DB, table: "sessions" | "api_tokens" | "identities" | "password_resets", userId: string) {
  const rows = await db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute();
  return rows.length;
}

describe.each(dialects)("a member's account on $name", (dialect) => {
  const db = useDatabase(dialect);

  describe("changeOwnPassword", () => {
    it("replaces the password, ends the account's other sessions and keeps this one", async () => {
      const member = await localAccount(db());
      const otherDevice = await createSessionRow(db(), { userId: member.userId }, new Date(Date.now() + 86_400_000));
      await changeOwnPassword(db(), member, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });

      const sessions = await db().selectFrom("sessions").select("id").where("user_id", "=", member.userId).execute();
      expect(sessions.map((row) => row.id)).toEqual([member.sessionId]);
      expect(sessions.map((row) => row.id)).not.toContain(otherDevice);
      await signInWithPassword(db(), { email: member.email, password: NEW_PASSWORD, clientAddress: address() });
      const old = await rejection(
        signInWithPassword(db(), { email: member.email, password: PASSWORD, clientAddress: address() }),
      );
      expect(old).toBeInstanceOf(UserFacingError);
    });

    it("refuses a wrong current password and changes nothing", async () => {
      const member = await localAccount(db());
      const before = await db().selectFrom("users").select("password_hash").where("id", "=", member.userId).execute();
      const error = await rejection(
        changeOwnPassword(db(), member, { currentPassword: "Wrong1password", newPassword: NEW_PASSWORD }),
      );
      expect(error.message).toBe(WRONG_OWN_PASSWORD);
      const after = await db().selectFrom("users").select("password_hash").where("id", "=", member.userId).execute();
      expect(after).toEqual(before);
    });

    it("counts wrong current passwords against the account's sign-in limit", async () => {
      const member = await localAccount(db());
      const attempts = await Promise.allSettled(
        Array.from({ length: 14 }, () =>
          changeOwnPassword(db(), member, { currentPassword: "Wrong1password", newPassword: NEW_PASSWORD }),
        ),
      );
      const limited = attempts.filter(
        (attempt) => attempt.status === "rejected" && attempt.reason instanceof RateLimitedError,
      );
      expect(limited).toHaveLength(4);
      const signIn = await rejection(
        signInWithPassword(db(), { email: member.email, password: PASSWORD, clientAddress: address() }),
      );
      expect(signIn).toBeInstanceOf(RateLimitedError);
    });

    it("has nothing to change for an account that signs in with a provider", async () => {
      const user = await insertUser(db());
      expect(await hasPassword(db(), user.id)).toBe(false);
      const error = await rejection(
        changeOwnPassword(db(), { userId: user.id, sessionId: "none" }, { currentPassword: "x", newPassword: "y" }),
      );
      expect(error.message).toBe(NO_OWN_PASSWORD);
    });

    it("stops the account's reset links from working", async () => {
      const { id, members } = await household(db(), 2);
      const { token } = await createResetLinkForMember(
        db(),
        { userId: members[0].userId, householdId: id },
        members[1].userId,
      );
      await changeOwnPassword(db(), members[1], { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(await readResetLink(db(), token)).toBeNull();
    });
  });

  describe("leaveHousehold", () => {
    it("ends the membership and sends the member to onboarding; the household and their conversations stay", async () => {
      const { id, members } = await household(db(), 2);
      const [stays, leaves] = members;
      const kept = await fillKitchen(db(), id, leaves.userId);

      expect(await leaveHousehold(db(), { userId: leaves.userId, householdId: id })).toEqual({
        householdDeleted: false,
      });

      const profile = await findProfile(db(), leaves.userId);
      expect(profile).toMatchObject({ householdId: null, onboardingRequired: true, displayName: "Cook 2" });
      const memberships = await db()
        .selectFrom("memberships")
        .select("user_id")
        .where("household_id", "=", id)
        .execute();
      expect(memberships.map((row) => row.user_id)).toEqual([stays.userId]);
      expect(await db().selectFrom("households").select("id").where("id", "=", id).executeTakeFirst()).toBeDefined();
      const pantry = await db().selectFrom("pantry_items").select("id").where("id", "=", kept.pantryId).execute();
      expect(pantry).toHaveLength(1);
      const conversation = await db()
        .selectFrom("conversations")
        .select(["user_id", "household_id"])
        .where("id", "=", kept.conversationId)
        .executeTakeFirst();
      expect(conversation).toEqual({ user_id: leaves.userId, household_id: id });
      expect(await count(db(), "sessions", leaves.userId)).toBe(1);
    });

    it("deletes the household with everything in it when its last member leaves", async () => {
      const { id, members } = await household(db(), 1);
      const kept = await fillKitchen(db(), id, members[0].userId);

      expect(await leaveHousehold(db(), { userId: members[0].userId, householdId: id })).toEqual({
        householdDeleted: true,
      });

      expect(await db().selectFrom("households").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
      expect(await db().selectFrom("pantry_items").select("id").where("household_id", "=", id).execute()).toEqual([]);
      const messages = await db()
        .selectFrom("messages")
        .select("id")
        .where("conversation_id", "=", kept.conversationId)
        .execute();
      expect(messages).toEqual([]);
      expect(await findProfile(db(), members[0].userId)).toMatchObject({ householdId: null, displayName: "Cook 1" });
    });

    it("leaves no empty household behind when its last two members leave at the same time", async () => {
      const households = await Promise.all(Array.from({ length: 5 }, () => household(db(), 2)));
      const results = await Promise.all(
        households.flatMap(({ id, members }) =>
          members.map((member) => leaveHousehold(db(), { userId: member.userId, householdId: id })),
        ),
      );
      expect(results.filter((result) => result.householdDeleted)).toHaveLength(households.length);
      const ids = households.map(({ id }) => id);
      expect(await db().selectFrom("households").select("id").where("id", "in", ids).execute()).toEqual([]);
    });

    it("refuses someone who is not a member of that household", async () => {
      const { id } = await household(db(), 1);
      const stranger = await localAccount(db());
      const error = await rejection(leaveHousehold(db(), { userId: stranger.userId, householdId: id }));
      expect(error.message).toBe(NO_HOUSEHOLD);
      expect(await db().selectFrom("households").select("id").where("id", "=", id).executeTakeFirst()).toBeDefined();
    });

    it("a join that finds the household after its last member left is refused, not half-made", async () => {
      const { id, name, members } = await household(db(), 1);
      const joiner = await localAccount(db());
      const [left, joined] = await Promise.allSettled([
        leaveHousehold(db(), { userId: members[0].userId, householdId: id }),
        joinHousehold(db(), joiner.userId, { name, password: HOUSEHOLD_PASSWORD, clientAddress: address() }),
      ]);
      expect(left.status).toBe("fulfilled");
      const membership = await db()
        .selectFrom("memberships")
        .selectAll()
        .where("user_id", "=", joiner.userId)
        .execute();
      const stillThere = await db().selectFrom("households").select("id").where("id", "=", id).executeTakeFirst();
      if (joined.status === "fulfilled") {
        // The join came first: the household keeps its new member.
        expect(stillThere).toBeDefined();
        expect(membership).toHaveLength(1);
      } else {
        expect((joined.reason as Error).message).toBe(JOIN_FAILED);
        expect(stillThere).toBeUndefined();
        expect(membership).toEqual([]);
        expect(await findProfile(db(), joiner.userId)).toMatchObject({ householdId: null });
      }
    });
  });

  describe("deleteAccount", () => {
    it("removes what is only the member's and leaves the household what they added", async () => {
      const { id, members } = await household(db(), 2);
      const [stays, goes] = members;
      const kept = await fillKitchen(db(), id, goes.userId);
      await createApiToken(db(), goes.userId, "Shortcuts");
      await db()
        .insertInto("identities")
        .values({
          provider: "acme",
          subject: unique("sub"),
          user_id: goes.userId,
          created_at: new Date().toISOString(),
        })
        .execute();
      await createResetLinkForMember(db(), { userId: stays.userId, householdId: id }, goes.userId);

      expect(await deleteAccount(db(), goes.userId, { confirmEmail: ` ${goes.email.toUpperCase()} ` })).toEqual({
        householdDeleted: false,
      });

      expect(
        await db().selectFrom("users").select("id").where("id", "=", goes.userId).executeTakeFirst(),
      ).toBeUndefined();
      expect(await findProfile(db(), goes.userId)).toBeNull();
      for (const table of ["sessions", "api_tokens", "identities", "password_resets"] as const) {
        expect(await count(db(), table, goes.userId), table).toBe(0);
      }
      expect(await db().selectFrom("conversations").select("id").where("user_id", "=", goes.userId).execute()).toEqual(
        [],
      );
      const messages = await db()
        .selectFrom("messages")
        .select("id")
        .where("conversation_id", "=", kept.conversationId)
        .execute();
      expect(messages).toEqual([]);
      const memberships = await db()
        .selectFrom("memberships")
        .select("user_id")
        .where("household_id", "=", id)
        .execute();
      expect(memberships.map((row) => row.user_id)).toEqual([stays.userId]);
      expect(await db().selectFrom("pantry_items").select("id").where("id", "=", kept.pantryId).execute()).toHaveLength(
        1,
      );
      expect(await count(db(), "sessions", stays.userId)).toBe(1);
    });

    it("deletes the household too when the member was its last", async () => {
      const { id, members } = await household(db(), 1);
      await fillKitchen(db(), id, members[0].userId);
      expect(await deleteAccount(db(), members[0].userId, { confirmEmail: members[0].email })).toEqual({
        householdDeleted: true,
      });
      expect(await db().selectFrom("households").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
      expect(await db().selectFrom("pantry_items").select("id").where("household_id", "=", id).execute()).toEqual([]);
    });

    it("deletes an account that has no household", async () => {
      const member = await localAccount(db());
      expect(await deleteAccount(db(), member.userId, { confirmEmail: member.email })).toEqual({
        householdDeleted: false,
      });
      expect(await findProfile(db(), member.userId)).toBeNull();
    });

    it("needs the account's own email typed, and changes nothing otherwise", async () => {
      const { id, members } = await household(db(), 2);
      const [other, member] = members;
      for (const [typed, message] of [
        ["", CONFIRM_EMAIL_MISSING],
        ["   ", CONFIRM_EMAIL_MISSING],
        [other.email, CONFIRM_EMAIL_WRONG],
        [`x${member.email}`, CONFIRM_EMAIL_WRONG],
      ] as const) {
        const error = await rejection(deleteAccount(db(), member.userId, { confirmEmail: typed }));
        expect(error.message, typed).toBe(message);
      }
      expect(await findProfile(db(), member.userId)).toMatchObject({ householdId: id });
      expect(await count(db(), "sessions", member.userId)).toBe(1);
    });

    it("leaves no empty household behind when its last two members delete their accounts at the same time", async () => {
      const households = await Promise.all(Array.from({ length: 5 }, () => household(db(), 2)));
      const results = await Promise.all(
        households.flatMap(({ members }) =>
          members.map((member) => deleteAccount(db(), member.userId, { confirmEmail: member.email })),
        ),
      );
      expect(results.filter((result) => result.householdDeleted)).toHaveLength(households.length);
      const ids = households.map(({ id }) => id);
      expect(await db().selectFrom("households").select("id").where("id", "in", ids).execute()).toEqual([]);
    });
  });
});
