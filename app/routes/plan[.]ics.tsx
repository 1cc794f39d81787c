import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/env.server";
import { calendarFeed } from "~/services/calendar-feeds.server";
import { db } from "~/services/db/index.server";

/**
 * GET /plan.ics?token=…: the member's meal plan for a calendar app, and with `&pantry=1` the
 * pantry's expiry dates as all-day events too (app/services/calendar-feeds.server.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  const pantry = query.get("pantry") === "1";
  const feed = token ? await calendarFeed(db(), token, { appUrl: config().appUrl?.href, pantry }) : null;
  if (feed === null)
    return new Response("No calendar at this address", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="meal-plan.ics"',
      // Never kept by a cache on the way, so a revoked address stops at once.
      "Cache-Control": "private, no-store",
    },
  });
}
