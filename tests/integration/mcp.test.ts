import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberWithHousehold, postForm, useAppServer } from "../support/app-server";
import { dialects, unique } from "./databases";

/**
 * The MCP server at /mcp on a production server, driven by the SDK's own client: a member's
 * API token reaches the member's household through the same endpoints as the JSON API, and
 * nothing else.
 */

type Member = Awaited<ReturnType<typeof memberWithHousehold>> & { token: string };
type Item = {
  id: string;
  name: string;
  quantity: number | null;
  unit: string | null;
  note?: string;
  checked: boolean;
};

describe.each(dialects)("the MCP server on a production server with $name", (dialect) => {
  const app = useAppServer(dialect, "mcp");
  let home: Member;
  let neighbour: Member;
  const clients: Client[] = [];

  /** A member with a household and an API token created in Settings. */
  async function memberWithToken(id: string): Promise<Member> {
    const member = await memberWithHousehold(app.server, unique(id));
    const created = await postForm(
      app.server,
      "/settings",
      { intent: "create-token", tokenName: "Assistant" },
      member.cookie,
    );
    const token = /basil_[A-Za-z0-9_-]{32}/.exec(await created.text())?.[0];
    if (!token) throw new Error(`creating a token answered ${created.status}`);
    return { ...member, token };
  }

  async function connect(member: Member) {
    const client = new Client({ name: "basil-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${app.server.origin}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${member.token}` } },
      }),
    );
    clients.push(client);
    return client;
  }

  async function api<T>(member: Member, pathname: string): Promise<T> {
    const response = await fetch(`${app.server.origin}/api/v1${pathname}`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  }

  const shoppingList = async (member: Member) =>
    (await api<{ items: Item[] }>(member, `/shopping-list/households/${member.householdId}/items`)).items;

  function dataOf<T>(result: unknown): T {
    const answer = result as CallToolResult;
    expect(answer.isError ?? false, JSON.stringify(answer.content)).toBe(false);
    const [first] = answer.content;
    if (first?.type !== "text") throw new Error("a tool answered without text");
    return JSON.parse(first.text) as T;
  }

  function errorOf(result: unknown) {
    const answer = result as CallToolResult;
    expect(answer.isError).toBe(true);
    const [first] = answer.content;
    return first?.type === "text" ? first.text : "";
  }

  beforeAll(async () => {
    home = await memberWithToken("mcp-home");
    neighbour = await memberWithToken("mcp-neighbour");
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) await client.close();
  });

  it("lists its tools with their input schemas", async () => {
    const client = await connect(home);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "add_pantry_item",
      "add_shopping_item",
      "add_to_meal_plan",
      "edit_shopping_item",
      "get_recipe",
      "list_pantry_items",
      "list_shopping_items",
      "search_recipes",
      "show_meal_plan",
      "start_timer",
      "tick_shopping_item",
    ]);
    const add = tools.find((tool) => tool.name === "add_shopping_item");
    expect(add?.inputSchema.required).toEqual(["name"]);
    expect(Object.keys(add?.inputSchema.properties ?? {}).sort()).toEqual([
      "category",
      "name",
      "note",
      "quantity",
      "unit",
    ]);
    const edit = tools.find((tool) => tool.name === "edit_shopping_item");
    expect(edit?.inputSchema.required).toEqual(["item_id"]);
    expect(Object.keys(edit?.inputSchema.properties ?? {}).sort()).toEqual([
      "category",
      "item_id",
      "name",
      "note",
      "quantity",
      "unit",
    ]);
    expect(tools.find((tool) => tool.name === "list_shopping_items")?.annotations?.readOnlyHint).toBe(true);
  });

  it("adds and ticks a shopping item that the JSON API then shows", async () => {
    const client = await connect(home);
    const added = dataOf<{ item: Item }>(
      await client.callTool({ name: "add_shopping_item", arguments: { name: "Oat milk", quantity: 2, unit: "l" } }),
    );
    expect(added.item).toMatchObject({ name: "Oat milk", quantity: 2, checked: false });

    const listed = await shoppingList(home);
    expect(listed.find((item) => item.id === added.item.id)).toMatchObject({ name: "Oat milk", quantity: 2 });

    const ticked = dataOf<Item>(
      await client.callTool({ name: "tick_shopping_item", arguments: { item_id: added.item.id } }),
    );
    expect(ticked).toMatchObject({ id: added.item.id, checked: true });
    expect((await shoppingList(home)).find((item) => item.id === added.item.id)?.checked).toBe(true);

    const edited = dataOf<{ item: Item; merged: boolean }>(
      await client.callTool({
        name: "edit_shopping_item",
        arguments: { item_id: added.item.id, name: "Oat drink", quantity: 1, note: "barista" },
      }),
    );
    expect(edited).toMatchObject({ merged: false, item: { id: added.item.id, name: "Oat drink", quantity: 1 } });
    expect((await shoppingList(home)).find((item) => item.id === added.item.id)).toMatchObject({
      name: "Oat drink",
      note: "barista",
    });

    const throughMcp = dataOf<{ items: Item[] }>(await client.callTool({ name: "list_shopping_items" }));
    expect(throughMcp.items.map((item) => item.id)).toContain(added.item.id);
  });

  it("answers bad input with a tool error and changes nothing", async () => {
    const client = await connect(home);
    const target = dataOf<{ item: Item }>(
      await client.callTool({ name: "add_shopping_item", arguments: { name: "Semolina", quantity: 1, unit: "kg" } }),
    );
    const before = await shoppingList(home);

    expect(
      errorOf(await client.callTool({ name: "add_shopping_item", arguments: { name: "Flour", quantity: -1 } })),
    ).toContain("Quantity must be more than zero");
    expect(errorOf(await client.callTool({ name: "add_shopping_item", arguments: { quantity: 1 } }))).toContain("name");
    expect(errorOf(await client.callTool({ name: "start_timer", arguments: { duration_seconds: "soon" } }))).toContain(
      "duration_seconds",
    );
    expect(
      errorOf(await client.callTool({ name: "tick_shopping_item", arguments: { item_id: "no-such-item" } })),
    ).toMatch(/not found/i);
    expect(
      errorOf(
        await client.callTool({ name: "edit_shopping_item", arguments: { item_id: target.item.id, quantity: 0 } }),
      ),
    ).toContain("Quantity must be more than zero");
    expect(
      errorOf(await client.callTool({ name: "edit_shopping_item", arguments: { item_id: target.item.id } })),
    ).toContain("Nothing to change");

    expect(await shoppingList(home)).toEqual(before);
  });

  it("searches recipes, plans one, shows the plan, and starts a timer and keeps the pantry", async () => {
    const client = await connect(home);
    const { recipes } = dataOf<{ recipes: { id: string; name: string }[] }>(
      await client.callTool({ name: "search_recipes", arguments: { limit: 3 } }),
    );
    expect(recipes.length).toBeGreaterThan(0);
    const recipe = dataOf<{ id: string; name: string; ingredients: unknown[] }>(
      await client.callTool({ name: "get_recipe", arguments: { recipe_id: recipes[0].id, servings: 2 } }),
    );
    expect(recipe).toMatchObject({ id: recipes[0].id, name: recipes[0].name });
    expect(recipe.ingredients.length).toBeGreaterThan(0);

    dataOf(
      await client.callTool({
        name: "add_to_meal_plan",
        arguments: { date: "2030-03-04", meal_type: "dinner", recipe_id: recipes[0].id },
      }),
    );
    const plan = JSON.stringify(
      dataOf(await client.callTool({ name: "show_meal_plan", arguments: { from: "2030-03-01", to: "2030-03-07" } })),
    );
    expect(plan).toContain(recipes[0].name);
    const viaApi = await api<unknown>(home, `/meal-plan/households/${home.householdId}?from=2030-03-04&to=2030-03-04`);
    expect(JSON.stringify(viaApi)).toContain(recipes[0].id);
    expect(
      errorOf(await client.callTool({ name: "show_meal_plan", arguments: { from: "2030-02-30", to: "2030-03-07" } })),
    ).toBeTruthy();

    const timer = dataOf<{ id: string; name: string }>(
      await client.callTool({ name: "start_timer", arguments: { name: "Pasta", duration_seconds: 600 } }),
    );
    const { timers } = await api<{ timers: { id: string; name: string }[] }>(
      home,
      `/cooking/households/${home.householdId}/timers`,
    );
    expect(timers.find((entry) => entry.id === timer.id)?.name).toBe("Pasta");

    dataOf(await client.callTool({ name: "add_pantry_item", arguments: { name: "Rice", quantity: 1, unit: "kg" } }));
    const pantry = dataOf<{ items: { name: string }[] }>(await client.callTool({ name: "list_pantry_items" }));
    expect(pantry.items.map((item) => item.name)).toContain("Rice");
  });

  it("never reaches another household's data", async () => {
    const homeClient = await connect(home);
    const neighbourClient = await connect(neighbour);
    const mine = dataOf<{ item: Item }>(
      await homeClient.callTool({ name: "add_shopping_item", arguments: { name: "Saffron" } }),
    );

    const theirs = dataOf<{ items: Item[] }>(await neighbourClient.callTool({ name: "list_shopping_items" }));
    expect(theirs.items.map((item) => item.name)).not.toContain("Saffron");
    expect(
      errorOf(await neighbourClient.callTool({ name: "tick_shopping_item", arguments: { item_id: mine.item.id } })),
    ).toMatch(/not found/i);
    // A household id in the arguments is not an argument at all: the token decides the household.
    const { items } = dataOf<{ items: Item[] }>(
      await neighbourClient.callTool({
        name: "list_shopping_items",
        arguments: { householdId: home.householdId, household_id: home.householdId },
      }),
    );
    expect(items.map((item) => item.name)).not.toContain("Saffron");
    expect((await shoppingList(home)).find((item) => item.id === mine.item.id)?.checked).toBe(false);
  });

  it("answers 401 without a valid token, 405 to a GET and 413 to a body over the cap", async () => {
    const initialize = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
    });
    const headers = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
    const none = await fetch(`${app.server.origin}/mcp`, { method: "POST", headers, body: initialize });
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    const bad = await fetch(`${app.server.origin}/mcp`, {
      method: "POST",
      headers: { ...headers, Authorization: `Bearer basil_${"x".repeat(32)}` },
      body: initialize,
    });
    expect(bad.status).toBe(401);
    // A session cookie is not a token: the MCP endpoint takes only tokens.
    const cookie = await fetch(`${app.server.origin}/mcp`, {
      method: "POST",
      headers: { ...headers, Cookie: home.cookie },
      body: initialize,
    });
    expect(cookie.status).toBe(401);

    const client = new Client({ name: "basil-test", version: "1.0.0" });
    await expect(
      client.connect(new StreamableHTTPClientTransport(new URL(`${app.server.origin}/mcp`))),
    ).rejects.toThrow();

    const get = await fetch(`${app.server.origin}/mcp`, { headers: { Authorization: `Bearer ${home.token}` } });
    expect(get.status).toBe(405);

    // The server's body cap stands before the endpoint, as for every other address.
    const large = await fetch(`${app.server.origin}/mcp`, {
      method: "POST",
      headers: { ...headers, Authorization: `Bearer ${home.token}` },
      body: JSON.stringify({ padding: "x".repeat(1_100_000) }),
    });
    expect(large.status).toBe(413);
  });
});
