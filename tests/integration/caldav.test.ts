import { addDays, formatISO } from "date-fns";
import ICAL from "ical.js";
import { DAVClient, type DAVCalendar, type DAVObject } from "tsdav";
import { beforeAll, describe, expect, it } from "vitest";
import { memberWithHousehold, postForm, useAppServer } from "../support/app-server";
import { dialects, unique } from "./databases";

/**
 * CalDAV on a production server, spoken to by a real CalDAV client library (tsdav) as a
 * phone's reminders app would: discovery, the two calendars, to-dos made, ticked, edited and
 * deleted on either side, sync-token sync, ETags, and what another household's token reaches.
 */

type Member = Awaited<ReturnType<typeof memberWithHousehold>> & { token: string };
type Item = { id: string; name: string; quantity: number | null; unit: string | null; note: string; checked: boolean };

const TODO_FILTER = [
  { "comp-filter": { _attributes: { name: "VCALENDAR" }, "comp-filter": { _attributes: { name: "VTODO" } } } },
];

function todo(uid: string, summary: string, extra: string[] = []) {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Reminders//EN",
    "BEGIN:VTODO",
    `UID:${uid}`,
    "DTSTAMP:20261120T100000Z",
    `SUMMARY:${summary}`,
    ...extra,
    "END:VTODO",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** The first VTODO or VEVENT of an object's data. */
function component(object: DAVObject, name: "vtodo" | "vevent") {
  const calendar = new ICAL.Component(ICAL.parse(String(object.data)) as unknown[]);
  const found = calendar.getFirstSubcomponent(name);
  if (!found) throw new Error(`no ${name} in ${String(object.data)}`);
  return found;
}

describe.each(dialects)("CalDAV on a production server with $name", (dialect) => {
  const app = useAppServer(dialect, "caldav");
  let home: Member;
  let neighbour: Member;

  async function memberWithToken(id: string): Promise<Member> {
    const member = await memberWithHousehold(app.server, unique(id));
    const created = await postForm(
      app.server,
      "/settings",
      { intent: "create-token", tokenName: "Phone" },
      member.cookie,
    );
    const token = /basil_[A-Za-z0-9_-]{32}/.exec(await created.text())?.[0];
    if (!token) throw new Error(`creating a token answered ${created.status}`);
    return { ...member, token };
  }

  beforeAll(async () => {
    home = await memberWithToken("dav-home");
    neighbour = await memberWithToken("dav-neighbour");
  }, 60_000);

  /** A client that finds everything from the server's address alone, as a phone's account set-up does. */
  async function client(member: Member) {
    const dav = new DAVClient({
      serverUrl: app.server.origin,
      credentials: { username: member.email, password: member.token },
      authMethod: "Basic",
      defaultAccountType: "caldav",
    });
    await dav.login();
    return dav;
  }

  async function calendars(dav: DAVClient) {
    const found = await dav.fetchCalendars();
    const shopping = found.find((calendar) => calendar.components?.includes("VTODO"));
    const plan = found.find((calendar) => calendar.components?.includes("VEVENT"));
    if (!shopping || !plan) throw new Error(`calendars found: ${JSON.stringify(found)}`);
    return { found, shopping, plan };
  }

  async function list(member: Member) {
    const response = await fetch(`${app.server.origin}/api/v1/shopping-list/households/${member.householdId}/items`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    return ((await response.json()) as { data: { items: Item[] } }).data.items;
  }

  async function addInBasil(member: Member, name: string) {
    const response = await fetch(`${app.server.origin}/api/v1/shopping-list/households/${member.householdId}/items`, {
      method: "POST",
      headers: { Authorization: `Bearer ${member.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { item: Item } }).data.item;
  }

  async function tickInBasil(member: Member, id: string) {
    const response = await fetch(
      `${app.server.origin}/api/v1/shopping-list/households/${member.householdId}/items/${id}`,
      {
        method: "PUT",
        headers: { Authorization: `Bearer ${member.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ checked: true }),
      },
    );
    expect(response.status).toBe(200);
  }

  function todos(dav: DAVClient, calendar: DAVCalendar) {
    return dav.fetchCalendarObjects({ calendar, filters: TODO_FILTER });
  }

  /** A sync-collection sync from the calendar's token, with what the client held before. */
  function sync(dav: DAVClient, calendar: DAVCalendar, objects: DAVObject[]) {
    return dav.smartCollectionSyncDetailed({
      collection: { ...calendar, objects, objectMultiGet: dav.calendarMultiGet.bind(dav) },
      method: "webdav",
      account: dav.account,
    });
  }

  it("is found from the server's address, with the shopping list's to-dos and the meal plan's events", async () => {
    const dav = await client(home);
    expect(dav.account?.homeUrl).toBe(`${app.server.origin}/dav/calendars/`);
    const { found, shopping, plan } = await calendars(dav);
    expect(found).toHaveLength(2);
    expect(shopping).toMatchObject({ displayName: "Shopping list", components: ["VTODO"] });
    expect(plan).toMatchObject({ displayName: "Meal plan", components: ["VEVENT"] });
    expect(shopping.reports).toEqual(expect.arrayContaining(["syncCollection", "calendarMultiget", "calendarQuery"]));
    expect(shopping.syncToken).toMatch(/^urn:basil:sync:/);

    // Bearer works as well as Basic; anything else is asked for credentials.
    const bearer = await fetch(`${app.server.origin}/dav/`, {
      method: "PROPFIND",
      headers: { Authorization: `Bearer ${home.token}`, Depth: "0" },
    });
    expect(bearer.status).toBe(207);
    expect(await bearer.text()).toContain("/dav/principal/");
    const wrong = await fetch(`${app.server.origin}/dav/calendars/`, {
      method: "PROPFIND",
      headers: { Authorization: `Basic ${Buffer.from(`${home.email}:basil_not-a-token`).toString("base64")}` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("WWW-Authenticate")).toMatch(/^Basic/);
    // A session cookie is not a token here.
    const cookie = await fetch(`${app.server.origin}/dav/calendars/`, {
      method: "PROPFIND",
      headers: { Cookie: home.cookie },
    });
    expect(cookie.status).toBe(401);
    const options = await fetch(`${app.server.origin}/dav/calendars/shopping/`, { method: "OPTIONS" });
    expect(options.headers.get("DAV")).toContain("calendar-access");

    // A colour set by the app is refused in a way it understands, and the calendar keeps its own.
    const colour = await fetch(shopping.url, {
      method: "PROPPATCH",
      headers: { Authorization: `Bearer ${home.token}`, "Content-Type": "application/xml" },
      body: '<d:propertyupdate xmlns:d="DAV:" xmlns:a="http://apple.com/ns/ical/"><d:set><d:prop><a:calendar-color>#FF0000</a:calendar-color></d:prop></d:set></d:propertyupdate>',
    });
    expect(colour.status).toBe(207);
    expect(await colour.text()).toMatch(/calendar-color\/>.*403 Forbidden/s);

    // Settings says what to enter (without APP_URL the address is completed in the browser).
    const settings = await fetch(`${app.server.origin}/settings?tab=household`, { headers: { Cookie: home.cookie } });
    const page = await settings.text();
    expect(page).toContain("Calendars and to-do apps (CalDAV)");
    expect(page).toMatch(/data-testid="caldav-address"[^>]*>\/dav\/</);
  });

  it("adds a to-do to the list, brings a tick in Basil back by sync, refuses a stale ETag and reports a deletion", async () => {
    const dav = await client(home);
    const { shopping } = await calendars(dav);
    const uid = `${unique("reminder")}@phone`;
    const created = await dav.createCalendarObject({
      calendar: shopping,
      filename: `${uid}.ics`,
      iCalString: todo(uid, "2 l milk", ["DESCRIPTION:the big bottle", "STATUS:NEEDS-ACTION"]),
    });
    expect(created.status).toBe(201);
    const item = (await list(home)).find((candidate) => candidate.name.toLowerCase() === "milk");
    expect(item).toMatchObject({ quantity: 2, unit: "l", note: "the big bottle", checked: false });

    let held = await todos(dav, shopping);
    const mine = held.find((object) => object.url.endsWith(`/${encodeURIComponent(uid)}.ics`));
    if (!mine?.etag) throw new Error(`the new to-do was not listed: ${JSON.stringify(held)}`);
    expect(component(mine, "vtodo").getFirstPropertyValue("uid")).toBe(uid);
    // A look-up by UID, as Home Assistant's CalDAV library makes one, finds just this to-do.
    const byUid = await dav.calendarQuery({
      url: shopping.url,
      props: { "d:getetag": {} },
      depth: "1",
      filters: [
        {
          "comp-filter": {
            _attributes: { name: "VCALENDAR" },
            "comp-filter": {
              _attributes: { name: "VTODO" },
              "prop-filter": { _attributes: { name: "UID" }, "text-match": { _text: uid } },
            },
          },
        },
      ],
    });
    expect(byUid.map((response) => response.href)).toEqual([new URL(mine.url).pathname]);
    const before = (await calendars(dav)).shopping;

    await tickInBasil(home, item!.id);
    const ticked = await sync(dav, before, held);
    expect(ticked.objects.updated).toHaveLength(1);
    const [changed] = ticked.objects.updated;
    expect(changed.url).toBe(mine.url);
    expect(changed.etag).not.toBe(mine.etag);
    expect(component(changed, "vtodo").getFirstPropertyValue("status")).toBe("COMPLETED");
    expect(ticked.syncToken).not.toBe(before.syncToken);

    // An update from the ETag before the tick is refused, and nothing changes.
    const stale = await dav.updateCalendarObject({
      calendarObject: { ...mine, data: todo(uid, "3 l milk", ["STATUS:NEEDS-ACTION"]) },
    });
    expect(stale.status).toBe(412);
    expect((await list(home)).find((candidate) => candidate.id === item!.id)).toMatchObject({
      quantity: 2,
      checked: true,
    });

    // From the current ETag it goes through the shopping services.
    const updated = await dav.updateCalendarObject({
      calendarObject: { ...changed, data: todo(uid, "3 l milk", ["STATUS:NEEDS-ACTION"]) },
    });
    expect(updated.status).toBe(204);
    expect((await list(home)).find((candidate) => candidate.id === item!.id)).toMatchObject({
      quantity: 3,
      unit: "l",
      checked: false,
      note: "",
    });

    held = await todos(dav, shopping);
    const current = held.find((object) => object.url === mine.url)!;
    const afterUpdate = (await calendars(dav)).shopping;
    const deleted = await dav.deleteCalendarObject({ calendarObject: current });
    expect(deleted.status).toBe(204);
    expect((await list(home)).some((candidate) => candidate.id === item!.id)).toBe(false);
    const gone = await sync(dav, afterUpdate, held);
    expect(gone.objects.deleted.map((object) => object.url)).toEqual([mine.url]);
    expect(gone.objects.updated).toEqual([]);
  });

  it("lets exactly one of two clients racing to change one item win; the other gets 412", async () => {
    const item = await addInBasil(home, "Butter");
    const [first, second] = [await client(home), await client(home)];
    const objects = await Promise.all(
      [first, second].map(async (dav) => {
        const { shopping } = await calendars(dav);
        return (await todos(dav, shopping)).find((object) => object.url.endsWith(`/${item.id}.ics`))!;
      }),
    );
    expect(objects[0].etag).toBe(objects[1].etag);
    const answers = await Promise.all([
      first.updateCalendarObject({ calendarObject: { ...objects[0], data: todo(item.id, "Salted butter") } }),
      second.updateCalendarObject({ calendarObject: { ...objects[1], data: todo(item.id, "Unsalted butter") } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 412]);
    const winner = answers[0].status === 204 ? "Salted butter" : "Unsalted butter";
    const names = (await list(home)).map((candidate) => candidate.name.toLowerCase());
    expect(names).toContain(winner.toLowerCase());
    expect(names.filter((name) => name.endsWith("butter"))).toHaveLength(1);
  });

  it("refuses bad input with 400 or 415 and changes nothing", async () => {
    const dav = await client(home);
    const { shopping } = await calendars(dav);
    const before = await list(home);
    const put = (name: string, body: string, type = "text/calendar; charset=utf-8") =>
      fetch(`${shopping.url}${name}`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${home.token}`, "Content-Type": type },
        body,
      });
    expect((await put("a.ics", "BEGIN:VCALENDAR\r\nthis is not iCalendar")).status).toBe(400);
    expect((await put("b.ics", todo("b", "Bread"), "application/json")).status).toBe(415);
    expect((await put("c.ics", todo("c", ""))).status).toBe(400);
    expect((await put("d.ics", todo("d", `Bread`).replace(/UID:d\r\n/, ""))).status).toBe(400);
    expect((await put("e.ics", todo("e", "Bread").replace(/VTODO/g, "VEVENT"))).status).toBe(403);
    expect(await list(home)).toEqual(before);
  });

  it("never shows or changes one household's items with another household's token", async () => {
    const item = await addInBasil(home, "Saffron");
    const own = await client(home);
    const object = (await todos(own, (await calendars(own)).shopping)).find((candidate) =>
      candidate.url.endsWith(`/${item.id}.ics`),
    )!;
    const other = await client(neighbour);
    const { shopping } = await calendars(other);
    expect((await todos(other, shopping)).some((candidate) => candidate.url.endsWith(`/${item.id}.ics`))).toBe(false);
    const headers = { Authorization: `Bearer ${neighbour.token}` };
    expect((await fetch(object.url, { headers })).status).toBe(404);
    expect((await fetch(object.url, { method: "DELETE", headers })).status).toBe(404);
    const overwrite = await fetch(object.url, {
      method: "PUT",
      headers: { ...headers, "Content-Type": "text/calendar", "If-Match": object.etag! },
      body: todo(item.id, "Nothing"),
    });
    expect(overwrite.status).toBe(412);
    expect((await list(home)).find((candidate) => candidate.id === item.id)).toMatchObject({ name: item.name });
    expect((await list(neighbour)).some((candidate) => candidate.name === "Nothing")).toBe(false);
  });

  it("serves the meal plan as read-only events", async () => {
    const recipes = (await (
      await fetch(`${app.server.origin}/api/v1/recipes?limit=1`, { headers: { Cookie: home.cookie } })
    ).json()) as { data: { recipes: { id: string; name: string }[] } };
    const [recipe] = recipes.data.recipes;
    const date = formatISO(addDays(new Date(), 2), { representation: "date" });
    const planned = await fetch(`${app.server.origin}/api/v1/meal-plan/households/${home.householdId}/meals`, {
      method: "POST",
      headers: { Cookie: home.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ date, meal_type: "dinner", recipe_id: recipe.id }),
    });
    expect(planned.status).toBe(201);
    const dav = await client(home);
    const { plan } = await calendars(dav);
    const events = await dav.fetchCalendarObjects({ calendar: plan });
    expect(events).toHaveLength(1);
    const day = (days: number) => addDays(new Date(), days).toISOString();
    expect(await dav.fetchCalendarObjects({ calendar: plan, timeRange: { start: day(1), end: day(4) } })).toHaveLength(
      1,
    );
    expect(await dav.fetchCalendarObjects({ calendar: plan, timeRange: { start: day(5), end: day(9) } })).toHaveLength(
      0,
    );
    const event = component(events[0], "vevent");
    expect(event.getFirstPropertyValue("summary")).toBe(`Dinner: ${recipe.name}`);
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe(`${date}T18:30:00`);

    const changed = await dav.updateCalendarObject({
      calendarObject: { ...events[0], data: String(events[0].data).replace("Dinner", "Lunch") },
    });
    expect(changed.status).toBe(403);
    expect((await dav.deleteCalendarObject({ calendarObject: events[0] })).status).toBe(403);
    const made = await dav.createCalendarObject({ calendar: plan, filename: "new.ics", iCalString: todo("x", "Tea") });
    expect(made.status).toBe(403);
    expect(await dav.fetchCalendarObjects({ calendar: plan })).toHaveLength(1);
  });
});
