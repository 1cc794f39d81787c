import { beforeAll, describe, expect, it } from "vitest";
import { NOTHING_TO_EDIT } from "~/schemas/shopping";
import { memberWithHousehold, useAppServer } from "../support/app-server";
import { dialects, unique } from "./databases";

/**
 * Editing a shopping item through the JSON API (PATCH on the item), on a production server
 * over each test database: what it changes, what it refuses (changing nothing), merging as
 * adding does, and only within the caller's household.
 */

type Member = Awaited<ReturnType<typeof memberWithHousehold>>;
type Item = {
  id: string;
  name: string;
  quantity: number | null;
  unit: string | null;
  note: string;
  category: string;
  checked: boolean;
};
type Envelope = {
  status: "success" | "error";
  data?: unknown;
  error?: string;
  message?: string;
  fields?: Record<string, string[]>;
};
type Answer = { status: number; body: Envelope; allow: string | null };

describe.each(dialects)("editing a shopping item through the API on $name", (dialect) => {
  const app = useAppServer(dialect, "shopping-edit-api");
  let home: Member;
  let neighbour: Member;

  beforeAll(async () => {
    home = await memberWithHousehold(app.server, unique("edit-home"));
    neighbour = await memberWithHousehold(app.server, unique("edit-neighbour"));
  }, 60_000);

  async function call(method: string, pathname: string, options: { body?: unknown; as?: Member | null } = {}) {
    const headers: Record<string, string> = { Origin: app.server.origin };
    const caller = options.as === undefined ? home : options.as;
    if (caller) headers.Cookie = caller.cookie;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${app.server.origin}/api/v1${pathname}`, { method, headers, body });
    return {
      status: response.status,
      body: (await response.json()) as Envelope,
      allow: response.headers.get("Allow"),
    } satisfies Answer;
  }

  const itemsOf = (member: Member = home) => `/shopping-list/households/${member.householdId}/items`;

  async function add(body: Record<string, unknown>, member: Member = home) {
    const answer = await call("POST", itemsOf(member), { body, as: member });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body.data as { item: Item }).item;
  }

  async function list(member: Member = home) {
    return ((await call("GET", itemsOf(member), { as: member })).body.data as { items: Item[] }).items;
  }

  async function edit(id: string, body: unknown, member: Member = home) {
    return call("PATCH", `${itemsOf(member)}/${id}`, { body, as: member });
  }

  it("changes the name, quantity, unit and note, keeping the item's id", async () => {
    const item = await add({ name: unique("Stock cubes"), quantity: 1, unit: "box" });
    expect(item.note).toBe("");
    const name = unique("Vegetable stock");
    const answer = await edit(item.id, { name, quantity: 2, unit: "l", note: "  low\n salt " });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      merged: false,
      item: expect.objectContaining({ id: item.id, name, quantity: 2, unit: "l", note: "low salt", checked: false }),
    });
    expect((await list()).find((entry) => entry.id === item.id)).toMatchObject({ name, note: "low salt" });

    // Only what is sent changes; null clears the amount, the unit and the note.
    const cleared = await edit(item.id, { quantity: null, unit: null, note: null });
    expect(cleared.body.data).toMatchObject({ item: { id: item.id, name, quantity: null, unit: null, note: "" } });
  });

  it("refuses bad input with the field and a clear message, and changes nothing", async () => {
    const name = unique("Oats");
    const item = await add({ name, quantity: 500, unit: "g", note: "rolled" });
    const cases: Array<[unknown, string, string]> = [
      [{ quantity: 0 }, "quantity", "Quantity must be more than zero"],
      [{ quantity: -2 }, "quantity", "Quantity must be more than zero"],
      [{ quantity: "lots" }, "quantity", "Quantity must be a number"],
      [{ name: "   " }, "name", "Please enter an item name"],
      [{ name: "x".repeat(81) }, "name", "Keep the name to 80 characters or fewer"],
      [{ note: "n".repeat(201) }, "note", "Keep the note to 200 characters or fewer"],
      [{ unit: "u".repeat(21) }, "unit", "Keep the unit to 20 characters or fewer"],
      [{ category: "sweets" }, "category", "Choose one of the shopping categories"],
    ];
    for (const [body, field, message] of cases) {
      const answer = await edit(item.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ status: "error", error: "invalid_request", message });
      expect(answer.body.fields?.[field], JSON.stringify(body)).toEqual([message]);
    }
    // Nothing to change is refused too, and a field it does not know is not a change.
    for (const body of [{}, { checked: true }]) {
      const answer = await edit(item.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(NOTHING_TO_EDIT);
    }
    expect((await list()).find((entry) => entry.id === item.id)).toMatchObject({
      name,
      quantity: 500,
      unit: "g",
      note: "rolled",
      checked: false,
    });

    // Adding refuses a zero amount in the same words.
    const adding = await call("POST", itemsOf(), { body: { name: "Eggs", quantity: 0 } });
    expect(adding.status).toBe(400);
    expect(adding.body.message).toBe("Quantity must be more than zero");
  });

  it("merges, as adding does, into an item of the new name in a compatible unit", async () => {
    const word = unique("Lentil").replace(/[^A-Za-z]/g, "");
    const kept = await add({ name: `${word} red`, quantity: 1, unit: "kg", note: "split" });
    const typed = await add({ name: `${word} rde`, quantity: 250, unit: "g" });
    const answer = await edit(typed.id, { name: `${word} red`, note: "for dal" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      merged: true,
      item: { id: typed.id, quantity: 1250, unit: "g", note: "split; for dal" },
    });
    const items = await list();
    expect(items.filter((entry) => entry.id === kept.id)).toEqual([]);
    expect(items.filter((entry) => entry.id === typed.id)).toHaveLength(1);
  });

  it("edits only the caller's household's items", async () => {
    const theirs = await add({ name: unique("Saffron") }, neighbour);
    const answer = await edit(theirs.id, { name: "Stolen" });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: "error", error: "not_found" });
    // Their household in the path is no household of the caller's.
    const elsewhere = await call("PATCH", `${itemsOf(neighbour)}/${theirs.id}`, { body: { name: "Stolen" } });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe("Household not found");
    const signedOut = await call("PATCH", `${itemsOf(neighbour)}/${theirs.id}`, {
      body: { name: "Stolen" },
      as: null,
    });
    expect(signedOut.status).toBe(401);
    expect((await list(neighbour)).find((entry) => entry.id === theirs.id)?.name).toBe(theirs.name);
  });

  it("is described in the OpenAPI document, and named among the item's methods", async () => {
    const document = (await (await fetch(`${app.server.origin}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    const operations = document.paths["/shopping-list/households/{householdId}/items/{itemId}"];
    expect(Object.keys(operations).sort()).toEqual(["delete", "patch", "put"]);
    const schema = operations.patch.requestBody?.content["application/json"].schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties).sort()).toEqual(["category", "name", "note", "quantity", "unit"]);

    const wrong = await call("POST", `${itemsOf()}/some-item`, { body: {} });
    expect(wrong.status).toBe(405);
    expect(wrong.body.message).toBe("Use PUT, PATCH or DELETE");
    expect(wrong.allow?.split(/,\s*/).sort()).toEqual(["DELETE", "PATCH", "PUT"]);
  });
});
