import { describe, expect, it } from "vitest";
import { RateLimitedError, UserFacingError } from "~/services/errors.server";
import {
  ALREADY_MEMBER,
  changeHouseholdPassword,
  createHousehold,
  createInvite,
  getHousehold,
  joinHousehold,
  JOIN_FAILED,
  listMembers,
  NO_HOUSEHOLD,
  readInvite,
  WRONG_CURRENT_PASSWORD,
} from "~/services/households.server";
import { verifyPassword } from "~/services/passwords.server";
import { findProfile } from "~/services/profiles.server";
import { limits, reserveAttempt } from "~/services/rate-limit.server";
import { dialects, unique, useDatabase } from "./databases";
import { newMember, rejection } from "./people";

const PASSWORD = "Kitchen2024";
const SECRET = "a session secret of at least thirty-two characters";

function address() {
  return `192.0.2.${unique("x")}`;
}

describe.each(dialects)("households on $name", (dialect) => {
  const db = useDatabase(dialect);

  async function householdWithOwner(name = unique("The Smiths")) {
    const owner = await newMember(db(), "Owner");
    const household = await createHousehold(db(), owner.userId, { name, password: PASSWORD });
    return { owner, household };
  }

  function join(userId: string, name: string, password = PASSWORD, clientAddress = address()) {
    return joinHousehold(db(), userId, { name, password, clientAddress });
  }

  async function expectUserError(promise: Promise<unknown>, message: string, status?: number) {
    const error = await rejection(promise);
    expect(error).toBeInstanceOf(UserFacingError);
    expect(error).not.toBeInstanceOf(RateLimitedError);
    expect(error.message).toBe(message);
    if (status !== undefined) expect(error.status).toBe(status);
  }

  describe("createHousehold", () => {
    it("creates the household, makes the creator a member and finishes onboarding", async () => {
      const owner = await newMember(db(), "Owner");
      const name = unique("The Smiths");
      const household = await createHousehold(db(), owner.userId, { name: `  ${name} `, password: PASSWORD });

      expect(household.name).toBe(name);
      expect(await getHousehold(db(), household.id)).toEqual(household);

      const members = await listMembers(db(), household.id);
      expect(members.map((member) => member.userId)).toEqual([owner.userId]);

      const profile = await findProfile(db(), owner.userId);
      expect(profile?.householdId).toBe(household.id);
      expect(profile?.onboardingRequired).toBe(false);

      const row = await db()
        .selectFrom("households")
        .selectAll()
        .where("id", "=", household.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).not.toContain(PASSWORD);
      expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(true);
    });

    it("refuses a member who already has a household and leaves nothing behind", async () => {
      const { owner, household } = await householdWithOwner();
      const second = unique("Second Home");
      await expectUserError(
        createHousehold(db(), owner.userId, { name: second, password: PASSWORD }),
        ALREADY_MEMBER,
        409,
      );
      const rows = await db().selectFrom("households").select("id").where("name", "=", second).execute();
      expect(rows).toEqual([]);
      expect((await findProfile(db(), owner.userId))?.householdId).toBe(household.id);
    });
  });

  describe("joinHousehold", () => {
    it("joins with the exact name and the right password", async () => {
      const { household } = await householdWithOwner();
      const cook = await newMember(db(), "Cook");
      const joined = await join(cook.userId, household.name);
      expect(joined).toEqual(household);
      const profile = await findProfile(db(), cook.userId);
      expect(profile?.householdId).toBe(household.id);
      expect(profile?.onboardingRequired).toBe(false);
    });

    it("does not match a name in a different case", async () => {
      const { household } = await householdWithOwner(unique("Smith Kitchen"));
      const cook = await newMember(db());
      await expectUserError(join(cook.userId, household.name.toLowerCase()), JOIN_FAILED, 404);
      await expectUserError(join(cook.userId, household.name.toUpperCase()), JOIN_FAILED, 404);
      expect((await findProfile(db(), cook.userId))?.householdId).toBeNull();
    });

    it("answers JOIN_FAILED for a wrong password or an unknown name", async () => {
      const { household } = await householdWithOwner();
      const cook = await newMember(db());
      await expectUserError(join(cook.userId, household.name, "Kitchen2025"), JOIN_FAILED, 404);
      await expectUserError(join(cook.userId, unique("Nobody's Home")), JOIN_FAILED, 404);
      expect(await listMembers(db(), household.id)).toHaveLength(1);
    });

    it("picks the household whose password matches when two share a name", async () => {
      const name = unique("Home");
      const first = await householdWithOwner(name);
      const secondOwner = await newMember(db());
      const second = await createHousehold(db(), secondOwner.userId, { name, password: "Different7" });
      const cook = await newMember(db());
      const joined = await join(cook.userId, name, "Different7");
      expect(joined.id).toBe(second.id);
      expect(joined.id).not.toBe(first.household.id);
    });

    it("refuses a member who already belongs to a household", async () => {
      const mine = await householdWithOwner();
      const theirs = await householdWithOwner();
      await expectUserError(join(mine.owner.userId, theirs.household.name), ALREADY_MEMBER, 409);
      await expectUserError(join(mine.owner.userId, mine.household.name), ALREADY_MEMBER, 409);
      expect((await listMembers(db(), theirs.household.id)).map((member) => member.userId)).toEqual([
        theirs.owner.userId,
      ]);
    });

    it("limits an account to 10 failures, then refuses even the right password", async () => {
      const { household } = await householdWithOwner();
      const guesser = await newMember(db());
      for (let i = 0; i < 10; i++) {
        await expectUserError(join(guesser.userId, unique("Guess")), JOIN_FAILED);
      }
      const error = await rejection(join(guesser.userId, household.name));
      expect(error).toBeInstanceOf(RateLimitedError);
      expect(error.status).toBe(429);
      expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect((await findProfile(db(), guesser.userId))?.householdId).toBeNull();

      const someoneElse = await newMember(db());
      expect((await join(someoneElse.userId, household.name)).id).toBe(household.id);
    });

    it("limits a household name to 100 failures an hour across accounts and addresses", async () => {
      const { household } = await householdWithOwner();
      const earlier = new Date(Date.now() - 30 * 60_000);
      for (let i = 0; i < 99; i++) await reserveAttempt(db(), [limits.joinByHousehold(household.name)], earlier);

      const guesser = await newMember(db());
      await expectUserError(join(guesser.userId, household.name, "WrongGuess1"), JOIN_FAILED);

      const member = await newMember(db());
      const error = await rejection(join(member.userId, household.name));
      expect(error).toBeInstanceOf(RateLimitedError);
      const retry = (error as RateLimitedError).retryAfterSeconds;
      expect(retry).toBeGreaterThan(29 * 60);
      expect(retry).toBeLessThanOrEqual(30 * 60);
      expect((await findProfile(db(), member.userId))?.householdId).toBeNull();
    });

    it("lets a member with an invite link join while strangers' guesses have spent the household's limit", async () => {
      const { household } = await householdWithOwner();
      for (let i = 0; i < 100; i++) await reserveAttempt(db(), [limits.joinByHousehold(household.name)]);
      const stranger = await newMember(db());
      expect(await rejection(join(stranger.userId, household.name))).toBeInstanceOf(RateLimitedError);

      const invited = await newMember(db());
      const invitedHouseholdId = readInvite(createInvite(household.id, SECRET), SECRET);
      const joined = await joinHousehold(db(), invited.userId, {
        name: household.name,
        password: PASSWORD,
        clientAddress: address(),
        invitedHouseholdId,
      });
      expect(joined.id).toBe(household.id);
    });

    it("accepts only invite tokens it signed and that have not expired", () => {
      const now = new Date("2031-05-01T10:00:00Z");
      const token = createInvite("household-1", SECRET, now);
      expect(readInvite(token, SECRET, now)).toBe("household-1");
      expect(readInvite(token, SECRET, new Date("2031-05-14T09:00:00Z"))).toBe("household-1");
      expect(readInvite(token, SECRET, new Date("2031-05-15T10:00:01Z"))).toBeNull();
      expect(readInvite(token, "another secret of at least thirty-two characters", now)).toBeNull();
      const [, expires, signature] = token.split(".");
      expect(
        readInvite(`${Buffer.from("household-2").toString("base64url")}.${expires}.${signature}`, SECRET, now),
      ).toBeNull();
      expect(readInvite("", SECRET, now)).toBeNull();
      expect(readInvite("a.b.c", SECRET, now)).toBeNull();
    });

    it("keeps counting a household name's failures apart from other names", async () => {
      const { household } = await householdWithOwner();
      for (let i = 0; i < 100; i++) await reserveAttempt(db(), [limits.joinByHousehold(household.name.toLowerCase())]);
      const member = await newMember(db());
      expect((await join(member.userId, household.name)).id).toBe(household.id);
    });
  });

  describe("listMembers", () => {
    it("lists each member of the household once, oldest first, with email and name", async () => {
      const { owner, household } = await householdWithOwner();
      const cook = await newMember(db(), "Cook");
      await join(cook.userId, household.name);
      await householdWithOwner();

      const members = await listMembers(db(), household.id);
      expect(members.map(({ userId, email, displayName }) => ({ userId, email, displayName }))).toEqual([
        { userId: owner.userId, email: owner.email, displayName: "Owner" },
        { userId: cook.userId, email: cook.email, displayName: "Cook" },
      ]);
      expect(new Set(members.map((member) => member.id)).size).toBe(2);
      expect(members[0].joinedAt <= members[1].joinedAt).toBe(true);
      expect(Number.isNaN(Date.parse(members[1].joinedAt))).toBe(false);
    });

    it("is empty for an unknown household", async () => {
      expect(await listMembers(db(), "no-such-household")).toEqual([]);
    });
  });

  describe("changeHouseholdPassword", () => {
    it("refuses a wrong current password and keeps the old one", async () => {
      const { owner, household } = await householdWithOwner();
      await expectUserError(
        changeHouseholdPassword(
          db(),
          { userId: owner.userId, householdId: household.id },
          { currentPassword: "Kitchen2025", newPassword: "Brand4New" },
        ),
        WRONG_CURRENT_PASSWORD,
        400,
      );
      const cook = await newMember(db());
      expect((await join(cook.userId, household.name)).id).toBe(household.id);
    });

    it("changes the password so only the new one joins", async () => {
      const { household } = await householdWithOwner();
      const cook = await newMember(db());
      await join(cook.userId, household.name);
      await changeHouseholdPassword(
        db(),
        { userId: cook.userId, householdId: household.id },
        { currentPassword: PASSWORD, newPassword: "Brand4New" },
      );
      const late = await newMember(db());
      await expectUserError(join(late.userId, household.name), JOIN_FAILED);
      expect((await join(late.userId, household.name, "Brand4New")).id).toBe(household.id);
    });

    it("answers 'No household found' without a household or for someone else's", async () => {
      const loner = await newMember(db());
      await expectUserError(
        changeHouseholdPassword(
          db(),
          { userId: loner.userId, householdId: null },
          { currentPassword: PASSWORD, newPassword: "Brand4New" },
        ),
        NO_HOUSEHOLD,
        404,
      );

      const mine = await householdWithOwner();
      const theirs = await householdWithOwner();
      await expectUserError(
        changeHouseholdPassword(
          db(),
          { userId: mine.owner.userId, householdId: theirs.household.id },
          { currentPassword: PASSWORD, newPassword: "Brand4New" },
        ),
        NO_HOUSEHOLD,
        404,
      );
      const row = await db()
        .selectFrom("households")
        .select("password_hash")
        .where("id", "=", theirs.household.id)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(true);
    });
  });

  describe("getHousehold", () => {
    it("is null for an unknown id", async () => {
      expect(await getHousehold(db(), "no-such-household")).toBeNull();
    });
  });
});
