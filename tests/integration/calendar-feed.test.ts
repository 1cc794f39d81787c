import { addDays, formatISO } from "date-fns";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { memberWithHousehold, postForm, useAppServer } from "../support/app-server";
import { dialects, unique } from "./databases";

/**
 * The meal plan's calendar feed on a production server: its address is made and revoked in
 * Settings, and what it serves is read back with a separate iCalendar parser (ical.js).
 */

type Member = Awaited<ReturnType<typeof memberWithHousehold>>;

const day = (days: number) => formatISO(addDays(new Date(), days), { representation: "date" });

describe.each(dialects)("the meal plan calendar feed on a production server with $name", (dialect) => {
  const app = useAppServer(dialect, "calendar");
  let home: Member;
  let neighbour: Member;
  let recipes: { id: string; name: string }[];

  beforeAll(async () => {
    home = await memberWithHousehold(app.server, unique("cal-home"));
    neighbour = await memberWithHousehold(app.server, unique("cal-neighbour"));
    const found = await fetch(`${app.server.origin}/api/v1/recipes?limit=4`, { headers: { Cookie: home.cookie } });
    recipes = ((await found.json()) as { data: { recipes: { id: string; name: string }[] } }).data.recipes;
  }, 60_000);

  async function plan(member: Member, date: string, mealType: string, recipeId: string) {
    const response = await fetch(`${app.server.origin}/api/v1/meal-plan/households/${member.householdId}/meals`, {
      method: "POST",
      headers: { Cookie: member.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ date, meal_type: mealType, recipe_id: recipeId }),
    });
    expect(response.status).toBe(201);
  }

  /** Makes (or replaces) the member's feed address in Settings, as a browser without JavaScript does. */
  async function createFeed(member: Member) {
    const response = await postForm(
      app.server,
      "/settings?tab=household",
      { intent: "create-calendar-feed" },
      member.cookie,
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    // Without APP_URL the address is relative: the page makes it whole, never the request's Host.
    const address = /"\/plan\.ics\?token=basilcal_[A-Za-z0-9_-]+/.exec(page)?.[0];
    if (!address) throw new Error("no calendar address on the page");
    expect(page).toContain(`${address.slice(1)}&amp;pantry=1`);
    return `${app.server.origin}${address.slice(1)}`;
  }

  function events(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  }

  it("serves one event per planned meal at the meal's usual time, and only the household's", async () => {
    const [first, second, third] = recipes;
    await plan(home, day(1), "breakfast", first.id);
    await plan(home, day(1), "lunch", second.id);
    await plan(home, day(2), "dinner", third.id);
    await plan(neighbour, day(1), "dinner", recipes[3].id);

    const response = await fetch(await createFeed(home));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const found = events(await response.text());

    expect(found.map((event) => event.summary).sort()).toEqual(
      [`Breakfast: ${first.name}`, `Dinner: ${third.name}`, `Lunch: ${second.name}`].sort(),
    );
    const times = Object.fromEntries(
      found.map((event) => [
        event.summary.split(":")[0],
        {
          date: event.startDate.toString().slice(0, 10),
          time: `${event.startDate.hour}:${String(event.startDate.minute).padStart(2, "0")}`,
          floating: event.startDate.zone === ICAL.Timezone.localTimezone,
          after: event.endDate.compare(event.startDate) > 0,
        },
      ]),
    );
    expect(times).toEqual({
      Breakfast: { date: day(1), time: "8:00", floating: true, after: true },
      Lunch: { date: day(1), time: "12:30", floating: true, after: true },
      Dinner: { date: day(2), time: "18:30", floating: true, after: true },
    });
    expect(new Set(found.map((event) => event.uid)).size).toBe(3);
  });

  it("adds the pantry's expiry dates as all-day events only when the address asks for them", async () => {
    const add = async (name: string, expiresAt: string | null) => {
      const response = await fetch(`${app.server.origin}/api/v1/inventory/households/${home.householdId}/items`, {
        method: "POST",
        headers: { Cookie: home.cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ name, expiresAt }),
      });
      expect(response.status).toBe(201);
    };
    await add("Greek yoghurt", day(3));
    await add("Rice", null);
    const address = await createFeed(home);

    const plain = events(await (await fetch(address)).text());
    expect(plain.filter((event) => event.summary.startsWith("Use by:"))).toEqual([]);

    const withPantry = events(await (await fetch(`${address}&pantry=1`)).text());
    const expiries = withPantry.filter((event) => event.summary.startsWith("Use by:"));
    expect(
      expiries.map((event) => ({
        summary: event.summary,
        date: event.startDate.toString(),
        allDay: event.startDate.isDate,
      })),
    ).toEqual([{ summary: "Use by: Greek yoghurt", date: day(3), allDay: true }]);
    // The meals are still there beside them.
    expect(withPantry.length - expiries.length).toBe(plain.length);
  });

  it("stops serving an address that was replaced or revoked, and never a made-up one", async () => {
    const old = await createFeed(home);
    expect((await fetch(old)).status).toBe(200);
    const replacement = await createFeed(home);
    expect(replacement).not.toBe(old);
    expect((await fetch(old)).status).toBe(404);
    expect((await fetch(replacement)).status).toBe(200);

    const revoked = await postForm(
      app.server,
      "/settings?tab=household",
      { intent: "revoke-calendar-feed" },
      home.cookie,
    );
    expect(revoked.status).toBe(302);
    expect((await fetch(replacement)).status).toBe(404);

    for (const address of ["/plan.ics", "/plan.ics?token=", `/plan.ics?token=basilcal_${"A".repeat(32)}`]) {
      const response = await fetch(`${app.server.origin}${address}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("No calendar at this address");
    }
  });
});
