import { describe, expect, it } from "vitest";
import { createApiToken, listApiTokens, revokeApiToken, userForApiToken } from "~/services/api-tokens.server";
import { UserFacingError } from "~/services/errors.server";
import { dialects, useDatabase } from "./databases";
import { insertUser, rejection } from "./people";

describe.each(dialects)("personal API tokens on $name", (dialect) => {
  const db = useDatabase(dialect);

  async function expectUserError(promise: Promise<unknown>, message: string, status = 400) {
    const error = await rejection(promise);
    expect(error).toBeInstanceOf(UserFacingError);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  }

  it("shows the secret once and stores only its hash", async () => {
    const user = await insertUser(db());
    const { token, secret } = await createApiToken(db(), user.id, "  Kitchen tablet  ");

    expect(secret).toMatch(/^basil_[A-Za-z0-9_-]{32}$/);
    expect(token).toMatchObject({ name: "Kitchen tablet", lastUsedAt: null });
    expect(secret.startsWith(token.prefix)).toBe(true);
    expect(token.prefix.length).toBeLessThan(secret.length - 16);

    const rows = await db().selectFrom("api_tokens").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(token.prefix.length));
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await listApiTokens(db(), user.id);
    expect(listed).toEqual([token]);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it("resolves a token to its user and records its use", async () => {
    const user = await insertUser(db());
    const { token, secret } = await createApiToken(db(), user.id, "Script");
    expect(await userForApiToken(db(), secret)).toBe(user.id);
    const [used] = await listApiTokens(db(), user.id);
    expect(used.id).toBe(token.id);
    expect(used.lastUsedAt).not.toBeNull();

    expect(await userForApiToken(db(), `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(await userForApiToken(db(), secret.slice("basil_".length))).toBeNull();
    expect(await userForApiToken(db(), "basil_")).toBeNull();
    expect(await userForApiToken(db(), "")).toBeNull();
  });

  it("stops resolving a revoked token", async () => {
    const user = await insertUser(db());
    const keep = await createApiToken(db(), user.id, "Phone");
    const gone = await createApiToken(db(), user.id, "Old laptop");
    await revokeApiToken(db(), user.id, gone.token.id);

    expect(await userForApiToken(db(), gone.secret)).toBeNull();
    expect(await userForApiToken(db(), keep.secret)).toBe(user.id);
    expect((await listApiTokens(db(), user.id)).map((token) => token.id)).toEqual([keep.token.id]);
    await expectUserError(revokeApiToken(db(), user.id, gone.token.id), "Token not found", 404);
  });

  it("lets nobody else revoke a token", async () => {
    const owner = await insertUser(db());
    const stranger = await insertUser(db());
    const { token, secret } = await createApiToken(db(), owner.id, "Owner's token");

    await expectUserError(revokeApiToken(db(), stranger.id, token.id), "Token not found", 404);
    await expectUserError(revokeApiToken(db(), stranger.id, "no-such-token"), "Token not found", 404);
    expect(await userForApiToken(db(), secret)).toBe(owner.id);
    expect(await listApiTokens(db(), stranger.id)).toEqual([]);
    expect((await listApiTokens(db(), owner.id)).map((entry) => entry.id)).toEqual([token.id]);
  });

  it("needs a short name", async () => {
    const user = await insertUser(db());
    await expectUserError(createApiToken(db(), user.id, "   "), "Please give the token a name");
    await expectUserError(
      createApiToken(db(), user.id, "x".repeat(61)),
      "Keep the token's name to 60 characters or fewer",
    );
    expect((await createApiToken(db(), user.id, "x".repeat(60))).token.name).toHaveLength(60);
  });

  it("allows at most 20 active tokens per person", async () => {
    const user = await insertUser(db());
    const other = await insertUser(db());
    const created = [];
    for (let index = 0; index < 20; index += 1) created.push(await createApiToken(db(), user.id, `Token ${index}`));
    await expectUserError(
      createApiToken(db(), user.id, "One too many"),
      "You can have at most 20 tokens; revoke one first",
    );
    await createApiToken(db(), other.id, "Someone else's first");

    await revokeApiToken(db(), user.id, created[0].token.id);
    const again = await createApiToken(db(), user.id, "Replacement");
    expect(await userForApiToken(db(), again.secret)).toBe(user.id);
  });
});
