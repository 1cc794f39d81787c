import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod/mini";
import { appInfo } from "~/app-info.server";
import { endpoints } from "~/api/endpoints.server";
import { authenticate, toApiError, validate, type Caller, type Endpoint, type HttpMethod } from "~/api/router.server";
import type { Actor } from "~/domain/actor";
import { timerSchema } from "~/schemas/cooking";
import { isoDate } from "~/schemas/fields";
import { mealSchema } from "~/schemas/meal-plan";
import { pantryItemSchema } from "~/schemas/pantry";
import { recipeQuerySchema } from "~/schemas/recipes";
import { shoppingEditToolSchema, shoppingItemSchema, shoppingPatchSchema } from "~/schemas/shopping";
import { db } from "~/services/db/index.server";
import { limits, reserveAttempt } from "~/services/rate-limit.server";

/**
 * Basil as a Model Context Protocol server at /mcp: Streamable HTTP without sessions, one
 * server per request, authenticated with a member's API token. Every tool is a JSON API
 * endpoint (app/api/endpoints.server.ts) called with the same schemas and the same handler,
 * so a tool can do nothing the API could not, and always for the caller's own household.
 */

type ZodType = z.core.$ZodType;

/** The JSON API endpoint a tool calls; a missing one stops the server from starting. */
function apiEndpoint(method: HttpMethod, path: string): Endpoint {
  const found = endpoints.find((candidate) => candidate.method === method && candidate.path === path);
  if (!found) throw new Error(`The MCP tools call ${method} ${path}, which the API does not serve`);
  return found;
}

type Call = { params?: Record<string, string>; body?: unknown; query?: Record<string, unknown> };

type Tool = {
  name: string;
  title: string;
  description: string;
  readOnly: boolean;
  endpoint: Endpoint;
  /** The tool's arguments: the endpoint's own body or query schema where it has one. */
  input?: ZodType;
  /** The endpoint's path parameters, body and query from the (already checked) arguments. */
  call: (args: Record<string, unknown>) => Call;
};

const SHOPPING = "/shopping-list/households/{householdId}/items";
const PANTRY = "/inventory/households/{householdId}/items";

const idOf = (what: string) => z.string().check(z.minLength(1, `Give the ${what}'s id`), z.maxLength(100));

export const tools: Tool[] = [
  {
    name: "list_shopping_items",
    title: "Shopping list",
    description: "The household's shopping list in aisle order, ticked items included (checked: true).",
    readOnly: true,
    endpoint: apiEndpoint("GET", SHOPPING),
    call: () => ({}),
  },
  {
    name: "add_shopping_item",
    title: "Add to the shopping list",
    description:
      "Add an item to the shopping list (name, optional quantity, unit and aisle category); the same item merges.",
    readOnly: false,
    endpoint: apiEndpoint("POST", SHOPPING),
    input: shoppingItemSchema,
    call: (args) => ({ body: args }),
  },
  {
    name: "tick_shopping_item",
    title: "Tick a shopping item",
    description:
      "Tick an item off the shopping list (checked: true, the default) or back on (checked: false); move_to_pantry also puts it in the pantry.",
    readOnly: false,
    endpoint: apiEndpoint("PUT", `${SHOPPING}/{itemId}`),
    input: z.extend(z.pick(shoppingPatchSchema, { checked: true, move_to_pantry: true }), {
      item_id: idOf("item"),
    }),
    call: ({ item_id, checked, move_to_pantry }) => ({
      params: { itemId: String(item_id) },
      body: { checked: checked ?? true, move_to_pantry },
    }),
  },
  {
    name: "edit_shopping_item",
    title: "Edit a shopping item",
    description:
      "Change an item on the shopping list: its name, quantity, unit, note or aisle category (null clears quantity, unit or note); renamed to an item already on the list in a compatible unit, the two merge.",
    readOnly: false,
    endpoint: apiEndpoint("PATCH", `${SHOPPING}/{itemId}`),
    input: shoppingEditToolSchema,
    call: ({ item_id, ...changes }) => ({ params: { itemId: String(item_id) }, body: changes }),
  },
  {
    name: "list_pantry_items",
    title: "Pantry",
    description:
      "What is in the pantry, soonest expiry first; filter by location, or expiring (expired, soon, all-expiring).",
    readOnly: true,
    endpoint: apiEndpoint("GET", PANTRY),
    input: z.object({
      location: z.optional(z.string().check(z.maxLength(30))),
      expiring: z.optional(z.enum(["expired", "soon", "all-expiring"])),
    }),
    call: (args) => ({ query: args }),
  },
  {
    name: "add_pantry_item",
    title: "Add to the pantry",
    description:
      "Put an item in the pantry (name, optional quantity, unit, location and expiresAt as YYYY-MM-DD); it merges into the same item with a compatible unit.",
    readOnly: false,
    endpoint: apiEndpoint("POST", PANTRY),
    input: pantryItemSchema,
    call: (args) => ({ body: args }),
  },
  {
    name: "search_recipes",
    title: "Search recipes",
    description:
      "Search the recipes by text (q), cuisine, tag, max_prep_time in minutes, difficulty, meal_type and ingredients (comma-separated).",
    readOnly: true,
    endpoint: apiEndpoint("GET", "/recipes"),
    input: recipeQuerySchema,
    call: (args) => ({ query: args }),
  },
  {
    name: "get_recipe",
    title: "A recipe",
    description: "One recipe with its ingredients and steps, scaled to servings when given.",
    readOnly: true,
    endpoint: apiEndpoint("GET", "/recipes/{recipeId}"),
    input: z.object({
      recipe_id: idOf("recipe"),
      servings: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
    }),
    call: ({ recipe_id, servings }) => ({
      params: { recipeId: String(recipe_id) },
      query: servings === undefined ? {} : { servings: String(servings) },
    }),
  },
  {
    name: "show_meal_plan",
    title: "Meal plan",
    description: "The meals planned from one date to another (YYYY-MM-DD, both included).",
    readOnly: true,
    endpoint: apiEndpoint("GET", "/meal-plan/households/{householdId}"),
    input: z.object({ from: isoDate, to: isoDate }),
    call: (args) => ({ query: args }),
  },
  {
    name: "add_to_meal_plan",
    title: "Plan a meal",
    description:
      "Plan a recipe (recipe_id, from search_recipes) for a date (YYYY-MM-DD) and meal_type (breakfast, lunch or dinner), replacing what was planned there.",
    readOnly: false,
    endpoint: apiEndpoint("POST", "/meal-plan/households/{householdId}/meals"),
    input: mealSchema,
    call: (args) => ({ body: args }),
  },
  {
    name: "start_timer",
    title: "Start a timer",
    description:
      "Start a kitchen timer of duration_seconds, optionally named; every open Basil page of the household counts it down.",
    readOnly: false,
    endpoint: apiEndpoint("POST", "/cooking/households/{householdId}/timers"),
    input: timerSchema,
    call: (args) => ({ body: args }),
  },
];

/** Runs a tool as its endpoint would run: the endpoint's own checks, its handler, the API's error messages. */
async function runTool(tool: Tool, args: Record<string, unknown>, caller: Caller, request: Request, address: string) {
  try {
    const { params = {}, body, query } = tool.call(args);
    const definition = tool.endpoint;
    const data = await definition.handle({
      caller,
      actor: caller.actor as Actor,
      params: { householdId: (caller.actor as Actor).householdId, ...params },
      body: definition.body ? validate(definition.body, body ?? {}) : undefined,
      query: definition.query ? validate(definition.query, query ?? {}) : undefined,
      form: null,
      request,
      clientAddress: address,
    });
    const result: CallToolResult = { content: [{ type: "text", text: JSON.stringify(data ?? null) }] };
    if (data && typeof data === "object" && !Array.isArray(data))
      result.structuredContent = data as Record<string, unknown>;
    return result;
  } catch (error) {
    const problem = toApiError(error);
    const fields = problem.fields
      ? Object.entries(problem.fields).map(([field, messages]) => `${field}: ${messages.join(", ")}`)
      : [];
    const text = [problem.message, ...fields].join("\n");
    return { isError: true, content: [{ type: "text", text }] } satisfies CallToolResult;
  }
}

function mcpServer(caller: Caller, request: Request, clientAddress: string) {
  const server = new McpServer({ name: "basil", title: appInfo().assistantName, version: "1.0.0" });
  for (const tool of tools) {
    const annotations = { readOnlyHint: tool.readOnly, destructiveHint: false, openWorldHint: false };
    const config = { title: tool.title, description: tool.description, annotations };
    if (tool.input)
      server.registerTool(tool.name, { ...config, inputSchema: tool.input }, (args) =>
        runTool(tool, args as Record<string, unknown>, caller, request, clientAddress),
      );
    else server.registerTool(tool.name, config, () => runTool(tool, {}, caller, request, clientAddress));
  }
  return server;
}

/** A JSON-RPC error answered before any message is read (no session, no token, not allowed). */
function rpcError(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json(
    { jsonrpc: "2.0", error: { code: -32000, message }, id: null },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}

const CHALLENGE = { "WWW-Authenticate": 'Bearer realm="Basil"' };

/**
 * POST /mcp: one JSON-RPC message per request, answered as JSON. Without sessions there is no
 * stream to open (GET) or close (DELETE), so those answer 405 as the transport allows.
 */
export async function serveMcp(request: Request, clientAddress: string): Promise<Response> {
  if (request.method !== "POST") return rpcError(405, "Use POST", { Allow: "POST" });
  if (!request.headers.get("Authorization")) return rpcError(401, "Send an API token as Bearer", CHALLENGE);
  let caller: Caller;
  try {
    caller = await authenticate(request);
    await reserveAttempt(db(), [limits.apiByMember(caller.userId)]);
  } catch (error) {
    const problem = toApiError(error);
    return rpcError(problem.status, problem.message, problem.status === 401 ? CHALLENGE : problem.headers);
  }
  if (!caller.actor) return rpcError(403, "No household ID found");
  const server = mcpServer(caller, request, clientAddress);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request);
    response.headers.set("Cache-Control", "no-store");
    return response;
  } finally {
    await server.close();
  }
}
