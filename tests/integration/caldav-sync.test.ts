import { describe, expect, it } from "vitest";
import { changesSince, collectionObjects, DavError, putTodo, syncToken, todoSummary } from "~/services/caldav.server";
import {
  addShoppingItem,
  clearCheckedItems,
  listShopping,
  setShoppingItemChecked,
} from "~/services/kitchen/shopping.server";
import { dialects, useDatabase } from "./databases";
import { listen, newHousehold, useEventBus } from "./kitchen-fixtures";

/**
 * CalDAV's service (app/services/caldav.server.ts) against both databases: what a sync token
 * reports however the list changed, how long tokens are kept, and that a to-do app's write is
 * one transaction announced once.
 */

const NO_CONDITIONS = { ifMatch: null, ifNoneMatch: null };

function todo(uid: string, summary: string, extra: string[] = []) {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", `UID:${uid}`, `SUMMARY:${summary}`, ...extra]
    .concat(["END:VTODO", "END:VCALENDAR", ""])
    .join("\r\n");
}

describe.each(dialects)("CalDAV's sync and writes on $name", (dialect) => {
  const db = useDatabase(dialect);
  const bus = useEventBus();

  async function tokenNow(actor: { householdId: string; userId: string }, now?: Date) {
    const objects = await collectionObjects(db(), actor, "shopping");
    return { objects, token: await syncToken(db(), actor.householdId, "shopping", objects, now) };
  }

  it("reports items changed and items gone since a token, whichever way the list changed", async () => {
    const home = await newHousehold(db());
    const { item: eggs } = await addShoppingItem(db(), home.actor, { name: "eggs", quantity: 6 });
    const { item: flour } = await addShoppingItem(db(), home.actor, { name: "flour" });
    const first = await tokenNow(home.actor);
    expect(first.objects.map((object) => object.name).sort()).toEqual([`${eggs.id}.ics`, `${flour.id}.ics`].sort());
    // The same contents give the same token.
    expect((await tokenNow(home.actor)).token).toBe(first.token);

    await setShoppingItemChecked(db(), home.actor, flour.id, true);
    const { item: milk } = await addShoppingItem(db(), home.actor, { name: "milk" });
    await clearCheckedItems(db(), home.actor);
    const now = await tokenNow(home.actor);
    expect(now.token).not.toBe(first.token);
    expect(await changesSince(db(), home.id, "shopping", first.token, now.objects)).toEqual({
      changed: [`${milk.id}.ics`],
      deleted: [`${flour.id}.ics`],
    });
    // No token is the first sync: everything.
    expect((await changesSince(db(), home.id, "shopping", "", now.objects))?.changed).toHaveLength(2);
    // Another household's token, or one never given, is unknown.
    const neighbour = await newHousehold(db());
    expect(await changesSince(db(), neighbour.id, "shopping", first.token, now.objects)).toBeNull();
    expect(await changesSince(db(), home.id, "meal-plan", first.token, now.objects)).toBeNull();
    expect(await changesSince(db(), home.id, "shopping", "urn:basil:sync:nothing", now.objects)).toBeNull();
  });

  it("keeps the newest 50 states of a calendar; an older token asks for a full sync", async () => {
    const home = await newHousehold(db());
    const tokens: string[] = [];
    for (let index = 0; index < 52; index += 1) {
      await addShoppingItem(db(), home.actor, { name: `item ${index}` }, { merge: false });
      // A minute apart, so which states are the newest never depends on the clock's resolution.
      tokens.push((await tokenNow(home.actor, new Date(Date.UTC(2026, 10, 1, 8, index)))).token);
    }
    const { objects } = await collectionObjects(db(), home.actor, "shopping").then((found) => ({ objects: found }));
    expect(await changesSince(db(), home.id, "shopping", tokens[0], objects)).toBeNull();
    expect(await changesSince(db(), home.id, "shopping", tokens[1], objects)).toBeNull();
    expect((await changesSince(db(), home.id, "shopping", tokens[2], objects))?.changed).toHaveLength(49);
  });

  it("adds a to-do as an item of its own, in one transaction announced once, and keeps its name and UID", async () => {
    const home = await newHousehold(db());
    await addShoppingItem(db(), home.actor, { name: "milk", quantity: 1, unit: "l" });
    const heard = listen(bus(), home.id);
    const result = await putTodo(
      db(),
      home.actor,
      "phone-1.ics",
      todo("phone-1", "2 l milk", ["STATUS:COMPLETED", "DESCRIPTION:oat"]),
      NO_CONDITIONS,
    );
    heard.stop();
    expect(result).toEqual({ created: true });
    expect(heard.topics).toEqual(["shopping"]);
    const milks = (await listShopping(db(), home.actor)).filter((item) => item.name.toLowerCase() === "milk");
    expect(milks.map((item) => [item.quantity, item.checked, item.note]).sort()).toEqual([
      [1, false, ""],
      [2, true, "oat"],
    ]);
    const object = (await collectionObjects(db(), home.actor, "shopping")).find((one) => one.name === "phone-1.ics");
    expect(object?.data).toContain("UID:phone-1");
    expect(object?.data).toContain(`SUMMARY:${todoSummary({ name: "Milk", quantity: 2, unit: "l" })}`);

    // A new object where one is, with If-None-Match: *, changes nothing.
    const again = putTodo(db(), home.actor, "phone-1.ics", todo("phone-1", "9 l milk"), {
      ifMatch: null,
      ifNoneMatch: "*",
    });
    await expect(again).rejects.toBeInstanceOf(DavError);
    await expect(again).rejects.toMatchObject({ status: 412 });
    expect((await listShopping(db(), home.actor)).some((item) => item.quantity === 9)).toBe(false);
  });
});
