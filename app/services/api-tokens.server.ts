import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { DB } from "./db/index.server";
import { UserFacingError } from "./errors.server";

export type ApiToken = { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };

const TOKEN_PREFIX = "basil_";
const MAX_TOKENS = 20;

function digest(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a personal API token. The secret is returned once; only its hash is stored. */
export async function createApiToken(db: DB, userId: string, name: string) {
  const label = name.trim();
  if (label === "") throw new UserFacingError("Please give the token a name");
  if (label.length > 60) throw new UserFacingError("Keep the token's name to 60 characters or fewer");
  const active = await db
    .selectFrom("api_tokens")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirstOrThrow();
  if (Number(active.count) >= MAX_TOKENS)
    throw new UserFacingError(`You can have at most ${MAX_TOKENS} tokens; revoke one first`);
  const secret = `${TOKEN_PREFIX}${randomBytes(24).toString("base64url")}`;
  const token: ApiToken = {
    id: randomUUID(),
    name: label,
    prefix: secret.slice(0, TOKEN_PREFIX.length + 6),
    createdAt: new Date().toISOString(),
    lastUsedAt: null,
  };
  await db
    .insertInto("api_tokens")
    .values({
      id: token.id,
      user_id: userId,
      name: token.name,
      token_hash: digest(secret),
      prefix: token.prefix,
      created_at: token.createdAt,
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  return { token, secret };
}

export async function listApiTokens(db: DB, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .selectFrom("api_tokens")
    .select(["id", "name", "prefix", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

export async function revokeApiToken(db: DB, userId: string, id: string) {
  const result = await db
    .updateTable("api_tokens")
    .set({ revoked_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new UserFacingError("Token not found", 404);
}

/** The user a bearer token belongs to, or null for an unknown or revoked token. */
export async function userForApiToken(db: DB, secret: string) {
  if (!secret.startsWith(TOKEN_PREFIX)) return null;
  const row = await db
    .selectFrom("api_tokens")
    .select(["id", "user_id", "last_used_at"])
    .where("token_hash", "=", digest(secret))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const now = new Date();
  // Recording use at most once a minute keeps reads from turning into writes.
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > 60_000) {
    await db.updateTable("api_tokens").set({ last_used_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return row.user_id;
}
