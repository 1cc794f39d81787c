import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_TOO_LONG } from "~/schemas/chat";
import { QUANTITY_RULE } from "~/schemas/fields";
import { memberWithHousehold, postForm, startAppServer, type AppServer } from "../support/app-server";
import { unique } from "./databases";

/**
 * Requests that used to lose or invent something, on a production server: a negative amount
 * through the JSON API and the chat, a week past the year 9999, and a form post whose
 * `?_data=` names no route. Each gets a clear refusal or a normal page, never a 500.
 */

type Member = Awaited<ReturnType<typeof memberWithHousehold>>;
type Envelope = { status: "success" | "error"; data?: unknown; error?: string; message?: string };

describe("nothing lost, on a production server", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "basil-nothing-lost-"));
  let server: AppServer;
  let home: Member;

  beforeAll(async () => {
    server = await startAppServer({
      databaseUrl: `file:${path.join(folder, "basil.sqlite")}`,
      dataDir: folder,
      env: { PASSWORD_HASHING: "fast" },
    });
    home = await memberWithHousehold(server, unique("nothing-lost"));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  async function api(method: string, pathname: string, body?: unknown) {
    const response = await fetch(`${server.origin}/api/v1${pathname}`, {
      method,
      headers: { Origin: server.origin, Cookie: home.cookie, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  const shopping = () => `/shopping-list/households/${home.householdId}/items`;
  const pantry = () => `/inventory/households/${home.householdId}/items`;

  async function itemsIn(list: string) {
    return ((await api("GET", list)).body.data as { items: Array<{ name: string; quantity: number | null }> }).items;
  }

  describe("a negative amount", () => {
    it.each([-2, 0])(
      "is refused by the API's shopping list and pantry with the quantity rule (%s)",
      async (quantity) => {
        for (const list of [shopping(), pantry()]) {
          const answer = await api("POST", list, { name: "lemons", quantity });
          expect(answer.status).toBe(400);
          expect(answer.body.message).toContain(QUANTITY_RULE);
        }
        expect(await itemsIn(shopping())).toEqual([]);
        expect(await itemsIn(pantry())).toEqual([]);
      },
    );

    it("is refused by the API's use-up, and the pantry keeps its amount", async () => {
      const added = await api("POST", pantry(), { name: "eggs", quantity: 6 });
      const { id } = (added.body.data as { item: { id: string } }).item;
      const answer = await api("POST", `${pantry()}/${id}/use`, { quantity: -2 });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(QUANTITY_RULE);
      expect((await itemsIn(pantry())).map((item) => item.quantity)).toEqual([6]);
      await api("DELETE", `${pantry()}/${id}`);
    });

    it("said to the assistant through the API is answered with the quantity rule, and adds nothing", async () => {
      for (const content of ["add -3 apples", "add -2 lemons to the pantry"]) {
        const answer = await api("POST", "/chat/messages", { content });
        expect(answer.status).toBe(200);
        expect((answer.body.data as { message: { content: string } }).message.content).toBe(`${QUANTITY_RULE}.`);
      }
      expect(await itemsIn(shopping())).toEqual([]);
      expect(await itemsIn(pantry())).toEqual([]);
    });

    it("typed in the shopping list's add box is refused on the page, and adds nothing", async () => {
      const response = await postForm(server, "/shopping-list", { intent: "add", text: "-2 lemons" }, home.cookie);
      expect(response.status).toBeLessThan(500);
      expect(await itemsIn(shopping())).toEqual([]);
      // The same post with a positive amount adds it: the refusal was the rule's.
      await postForm(server, "/shopping-list", { intent: "add", text: "2 lemons" }, home.cookie);
      const items = (await api("GET", shopping())).body.data as { items: Array<{ id: string; quantity: number }> };
      expect(items.items.map((item) => item.quantity)).toEqual([2]);
      await api("DELETE", `${shopping()}/${items.items[0].id}`);
    });
  });

  describe("a week past the year 9999", () => {
    it("shows the planner's page for this week", async () => {
      const response = await fetch(`${server.origin}/meal-planner?week=9999-12-27`, {
        headers: { Cookie: home.cookie },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("This week");
    });

    it("is refused by the planner's form and the API, and plans nothing", async () => {
      const form = await postForm(
        server,
        "/meal-planner?week=9999-12-27",
        { intent: "plan-week", week: "9999-12-27" },
        home.cookie,
      );
      expect(form.status).toBe(302);
      const answer = await api("POST", `/meal-plan/households/${home.householdId}/plan-week`, {
        start_date: "9999-12-27",
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain("Choose a week from 1900 to 9999");
    });
  });

  describe("a form post whose ?_data= names no route", () => {
    it.each(["/shopping-list?_data=routes/nope", "/nope?_data=routes/nope", "/meal-planner?index&_data=routes/nope"])(
      "answers %s with a 4xx",
      async (url) => {
        const response = await postForm(server, url, { intent: "add", text: "milk" }, home.cookie);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await itemsIn(shopping())).toEqual([]);
      },
    );
  });

  describe("a chat message over 4,000 characters, sent without JavaScript", () => {
    it("is refused with a sentence, and the whole text stays in the box", async () => {
      const long = `${"a pinch of salt ".repeat(256)}end`;
      const response = await postForm(server, "/chat", { intent: "send", content: long }, home.cookie);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(MESSAGE_TOO_LONG);
      expect(/<textarea[^>]*id="chat-input"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1]).toBe(long);
      expect(html).toContain(`${long.length.toLocaleString("en-US")} / 4,000`);
    });
  });
});
