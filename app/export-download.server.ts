import type { Actor } from "~/domain/actor";
import { db, type DB } from "~/services/db/index.server";
import { RateLimitedError } from "~/services/errors.server";
import { limits, reserveAttempt } from "~/services/rate-limit.server";
import { requireHousehold } from "~/sessions.server";

/**
 * A file for the member to keep (a recipe backup, the household's data), written as it is
 * read. Downloads count together: ten an hour per member, then 429 with Retry-After.
 */
export async function exportDownload(
  request: Request,
  name: string,
  stream: (database: DB, actor: Actor, now: Date) => ReadableStream<Uint8Array>,
) {
  const { actor } = await requireHousehold(request);
  try {
    await reserveAttempt(db(), [limits.exportsByMemberPerHour(actor.userId)]);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return new Response(error.message, {
      status: 429,
      headers: { "Retry-After": String(error.retryAfterSeconds), "Cache-Control": "no-store" },
    });
  }
  const now = new Date();
  return new Response(stream(db(), actor, now), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="basil-${name}-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
