import { beforeAll, describe, expect, it } from "vitest";
import { memberWithHousehold, useAppServer } from "../support/app-server";
import { dialects, unique } from "./databases";

/**
 * Idempotency-Key on the JSON API, on a production server over each test database: a phone
 * replaying its offline queue after a lost answer must never change the kitchen twice.
 */

type Member = Awaited<ReturnType<typeof memberWithHousehold>>;
type Envelope = { status: "success" | "error"; data?: unknown; error?: string; message?: string };
type Item = { id: string; name: string; quantity: number | null; checked: boolean };
type Added = { item: Item; merged: boolean };
type Answer = { status: number; text: string; body: Envelope; replayed: string | null; retryAfter: string | null };

const KEY_PROBLEM = "Idempotency-Key must be 1 to 100 letters, digits or _ . : -";

/** The POST operations that only read what they are sent and change nothing in the household. */
const CHANGES_NOTHING = ["/recipes/import/url", "/recipes/import/text", "/voice/transcribe", "/voice/synthesize"];

describe.each(dialects)("Idempotency-Key on a production server with $name", (dialect) => {
  const app = useAppServer(dialect, "idempotency-api");
  let home: Member;
  let neighbour: Member;

  beforeAll(async () => {
    home = await memberWithHousehold(app.server, unique("idem-home"));
    neighbour = await memberWithHousehold(app.server, unique("idem-neighbour"));
  }, 60_000);

  async function call(
    method: string,
    pathname: string,
    options: { body?: unknown; key?: string; as?: Member; rawBody?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { Origin: app.server.origin, Cookie: (options.as ?? home).cookie };
    if (options.key !== undefined) headers["Idempotency-Key"] = options.key;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${app.server.origin}/api/v1${pathname}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      text,
      body: JSON.parse(text) as Envelope,
      replayed: response.headers.get("Idempotent-Replayed"),
      retryAfter: response.headers.get("Retry-After"),
    };
  }

  const itemsOf = (member: Member) => `/shopping-list/households/${member.householdId}/items`;

  async function shoppingList(member: Member = home) {
    return ((await call("GET", itemsOf(member), { as: member })).body.data as { items: Item[] }).items;
  }

  async function pantry(member: Member = home) {
    return (
      (await call("GET", `/inventory/households/${member.householdId}/items`, { as: member })).body.data as {
        items: Item[];
      }
    ).items;
  }

  it("adds an item once for a key sent twice, and answers the second time with the first answer", async () => {
    const key = unique("add");
    const first = await call("POST", itemsOf(home), { key, body: { name: "Oat milk", quantity: 2, unit: "l" } });
    expect(first.status, first.text).toBe(201);
    expect(first.replayed).toBeNull();
    const again = await call("POST", itemsOf(home), { key, body: { name: "Oat milk", quantity: 2, unit: "l" } });
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.replayed).toBe("true");
    const milk = (await shoppingList()).filter((item) => item.name === "Oat milk");
    expect(milk).toHaveLength(1);
    expect(milk[0].quantity).toBe(2);
  });

  it("runs one of ten simultaneous requests with one key; the others wait (409) or get its answer", async () => {
    const key = unique("rush");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", itemsOf(home), { key, body: { name: "Sourdough loaf", quantity: 1 } }),
      ),
    );
    const ran = answers.filter((answer) => answer.status === 201 && answer.replayed === null);
    expect(ran).toHaveLength(1);
    for (const answer of answers) {
      if (answer === ran[0]) continue;
      if (answer.status === 409) {
        expect(answer.body).toEqual({
          status: "error",
          error: "conflict",
          message: "A request with this Idempotency-Key is still in progress",
        });
        expect(answer.retryAfter).toBe("1");
      } else {
        expect(answer.status).toBe(201);
        expect(answer.replayed).toBe("true");
        expect(answer.text).toBe(ran[0].text);
      }
    }
    const loaves = (await shoppingList()).filter((item) => item.name === "Sourdough loaf");
    expect(loaves.map((item) => item.quantity)).toEqual([1]);
  });

  it("answers a refused body's 400 again, and refuses the key for any other request with 422", async () => {
    const key = unique("bad-body");
    const first = await call("POST", itemsOf(home), { key, body: { name: "" } });
    expect(first.status, first.text).toBe(400);
    const again = await call("POST", itemsOf(home), { key, body: { name: "" } });
    expect(again.status).toBe(400);
    expect(again.text).toBe(first.text);
    expect(again.replayed).toBe("true");
    const different = await call("POST", itemsOf(home), { key, body: { name: "Capers" } });
    expect(different.status).toBe(422);
    expect(different.body).toMatchObject({
      status: "error",
      message: "This Idempotency-Key was used for a different request",
    });
    const otherPath = await call("POST", `${itemsOf(home)}?x=1`, { key, body: { name: "" } });
    expect(otherPath.status).toBe(422);
    expect((await shoppingList()).some((item) => item.name === "Capers")).toBe(false);
  });

  it("never checks off an item twice when a check-off is replayed after it was unchecked", async () => {
    const added = await call("POST", itemsOf(home), { body: { name: "Greek yoghurt", quantity: 500, unit: "g" } });
    const { item } = added.body.data as Added;
    const checkOff = { key: unique("check"), body: { checked: true, move_to_pantry: true } };
    const checked = await call("PUT", `${itemsOf(home)}/${item.id}`, checkOff);
    expect(checked.status, checked.text).toBe(200);
    expect((checked.body.data as Item).checked).toBe(true);
    const unchecked = await call("PUT", `${itemsOf(home)}/${item.id}`, {
      key: unique("uncheck"),
      body: { checked: false },
    });
    expect((unchecked.body.data as Item).checked).toBe(false);

    const replay = await call("PUT", `${itemsOf(home)}/${item.id}`, checkOff);
    expect(replay.status).toBe(200);
    expect(replay.replayed).toBe("true");
    expect(replay.text).toBe(checked.text);
    expect((await shoppingList()).find((row) => row.id === item.id)?.checked).toBe(false);
    const yoghurt = (await pantry()).filter((row) => row.name === "Greek yoghurt");
    expect(yoghurt.map((row) => row.quantity)).toEqual([500]);
  });

  it("streams a chat turn once and refuses to stream it again for the same key", async () => {
    const key = unique("chat");
    const send = () =>
      fetch(`${app.server.origin}/api/v1/chat/messages`, {
        method: "POST",
        headers: {
          Origin: app.server.origin,
          Cookie: home.cookie,
          "Content-Type": "application/json",
          Accept: "text/event-stream",
          "Idempotency-Key": key,
        },
        body: JSON.stringify({ content: "add 6 duck eggs to my shopping list" }),
      });
    const first = await send();
    expect(first.headers.get("Content-Type")).toContain("text/event-stream");
    expect(await first.text()).toContain("event: done");
    const again = await send();
    expect(again.status).toBe(409);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual({
      status: "error",
      error: "conflict",
      message: "This request has run once and its answer was streamed, so it cannot be given again",
    });
    expect(
      (await shoppingList())
        .filter((item) => item.name.toLowerCase().includes("duck egg"))
        .map((item) => item.quantity),
    ).toEqual([6]);
  });

  it("keeps each member's keys apart", async () => {
    const key = unique("shared");
    const mine = await call("POST", itemsOf(home), { key, body: { name: "Basmati rice" } });
    const theirs = await call("POST", itemsOf(neighbour), { key, as: neighbour, body: { name: "Basmati rice" } });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.replayed).toBeNull();
    expect((theirs.body.data as Added).item.id).not.toBe((mine.body.data as Added).item.id);
    expect((await shoppingList(neighbour)).filter((item) => item.name === "Basmati rice")).toHaveLength(1);
    // Another household's path with a known key is still that household's 404, not a replay.
    const elsewhere = await call("POST", itemsOf(home), { key, as: neighbour, body: { name: "Basmati rice" } });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.replayed).toBeNull();
  });

  it("refuses a malformed key with 400 before anything runs, and ignores keys on GET", async () => {
    for (const key of ["", "two words", "k".repeat(101), "crème", "a/b", "a,b"]) {
      const answer = await call("POST", itemsOf(home), { key, body: { name: "Malformed-key olives" } });
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(answer.body).toEqual({ status: "error", error: "invalid_request", message: KEY_PROBLEM });
    }
    expect((await shoppingList()).some((item) => item.name === "Malformed-key olives")).toBe(false);
    const longest = await call("POST", itemsOf(home), {
      key: `${"k".repeat(95)}_.:-9`,
      body: { name: "Well-keyed olives" },
    });
    expect(longest.status, longest.text).toBe(201);
    expect((await call("GET", itemsOf(home), { key: "two words" })).status).toBe(200);
  });

  it("describes the header on every operation that changes something", async () => {
    const response = await fetch(`${app.server.origin}/api/v1/openapi.json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { parameters: Array<{ name: string; in: string; required: boolean }> }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(10);
    for (const { path, method, operation } of operations) {
      const header = operation.parameters.find(
        (parameter) => parameter.in === "header" && parameter.name === "Idempotency-Key",
      );
      // Reading a draft, a transcript or speech changes nothing: no key is kept for them.
      if (method === "get" || CHANGES_NOTHING.includes(path)) expect(header, `${method} ${path}`).toBeUndefined();
      else expect(header, `${method} ${path}`).toMatchObject({ required: false });
    }
  });
});
