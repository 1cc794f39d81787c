import { describe, expect, it } from "vitest";
import { EMPTY_MEMORY, type AssistantEvent, type AssistantTurn } from "~/services/assistant/engine";
import { readAssistantConfig, type LlmConfig } from "~/services/assistant/llm-config.server";
import {
  createLanguageModel,
  createLlmEngine,
  defaultSleep,
  LlmEngineError,
  llmEngineFromConfig,
  type LlmEngineOptions,
} from "~/services/assistant/llm-engine.server";
import { kitchenTools } from "~/services/assistant/tools.server";
import { addShoppingItem, listShopping } from "~/services/kitchen/shopping.server";
import { status, text, toolCall, useFakeOpenAI } from "../fixtures/fake-openai";
import { dialects, useDatabase } from "./databases";
import { newHousehold, useEventBus, type TestHousehold } from "./kitchen-fixtures";
import { rejection } from "./people";

describe.each(dialects)(
  "LLM engine over HTTP (fake OpenAI-compatible server, fake Gemini fetch) on $name",
  (dialect) => {
    const db = useDatabase(dialect);
    useEventBus();
    const server = useFakeOpenAI();

    function config(extra: Record<string, string> = {}): LlmConfig {
      const parsed = readAssistantConfig({
        ASSISTANT_ENGINE: "openai-compatible",
        LLM_BASE_URL: server().baseURL,
        LLM_MODEL: "fake-model",
        ...extra,
      });
      if (parsed.engine !== "openai-compatible") throw new Error("expected an OpenAI-compatible configuration");
      return parsed;
    }

    /** Asks the engine as the household's first member; waits are recorded and shortened 50×. */
    function ask(
      home: TestHousehold,
      message: string,
      options: Omit<LlmEngineOptions, "model"> & { env?: Record<string, string> } = {},
    ) {
      const events: AssistantEvent[] = [];
      const waits: number[] = [];
      const engine = llmEngineFromConfig(config(options.env), {
        sleep: (ms, signal) => {
          waits.push(ms);
          return defaultSleep(ms / 50, signal);
        },
        ...options,
      });
      const turn: AssistantTurn = {
        text: message,
        profile: home.members[0],
        assistantName: "Basil",
        history: [],
        memory: { ...EMPTY_MEMORY },
        now: new Date(),
      };
      const started = Date.now();
      const reply = engine.respond(turn, kitchenTools(db(), home.actor), (event) => events.push(event));
      return { reply, events, waits, elapsed: () => Date.now() - started };
    }

    it("streams the reply's text as it arrives", async () => {
      const home = await newHousehold(db());
      server().script(text("Hello Cook, what shall we make tonight?", 5));
      const { reply, events } = ask(home, "hi");
      const answer = await reply;

      expect(answer.text).toBe("Hello Cook, what shall we make tonight?");
      const deltas = events.filter((event) => event.type === "text");
      expect(deltas.length).toBeGreaterThan(5);
      expect(deltas.map((event) => (event.type === "text" ? event.text : "")).join("")).toBe(answer.text);

      const [request] = server().requests;
      expect(request.body.model).toBe("fake-model");
      expect(request.body.stream).toBe(true);
      expect(request.headers.authorization).toBeUndefined();
      expect(request.body.messages[0]).toMatchObject({ role: "system" });
      expect(request.body.messages.at(-1)).toEqual({ role: "user", content: "hi" });
      const names = request.body.tools?.map((entry) => entry.function.name) ?? [];
      expect(names).toEqual(
        expect.arrayContaining(["addToShoppingList", "suggestRecipes", "removeFromShoppingList", "startCooking"]),
      );
      const addTool = request.body.tools?.find((entry) => entry.function.name === "addToShoppingList");
      expect(addTool?.function.parameters).toMatchObject({ type: "object", required: ["items"] });
    });

    it("sends the API key as a bearer token when one is set", async () => {
      const home = await newHousehold(db());
      server().script(text("Hi."));
      await ask(home, "hi", { env: { LLM_API_KEY: "sk-test" } }).reply;
      expect(server().requests[0].headers.authorization).toBe("Bearer sk-test");
    });

    it("runs streamed tool calls against the household's real shopping list", async () => {
      const home = await newHousehold(db());
      server().script(
        toolCall("addToShoppingList", { items: [{ name: "eggs", quantity: 12 }] }, { pieces: 7, id: "call_eggs" }),
        text("I added a dozen eggs to your list."),
      );
      const { reply, events } = ask(home, "put a dozen eggs on the shopping list");
      const answer = await reply;

      const items = await listShopping(db(), home.actor);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ name: "Eggs", quantity: 12 });
      expect(answer.text).toBe("I added a dozen eggs to your list.");
      expect(answer.component).toMatchObject({
        type: "shopping-list",
        data: { items: [{ name: "Eggs", quantity: 12 }] },
      });
      expect(events.findIndex((event) => event.type === "component")).toBeLessThan(
        events.findIndex((event) => event.type === "text"),
      );

      // The second request carries the call and its result back as a tool message (JSON).
      expect(server().requests).toHaveLength(2);
      const messages = server().requests[1].body.messages;
      const assistant = messages.find((message) => message.role === "assistant");
      expect(assistant?.tool_calls).toEqual([
        expect.objectContaining({
          id: "call_eggs",
          type: "function",
          function: expect.objectContaining({ name: "addToShoppingList" }),
        }),
      ]);
      const toolMessage = messages.find((message) => message.role === "tool");
      expect(toolMessage?.tool_call_id).toBe("call_eggs");
      const result = JSON.parse(String(toolMessage?.content)) as {
        ok: boolean;
        summary: string;
        shownToMember: string;
      };
      expect(result).toMatchObject({ ok: true, shownToMember: "shopping-list" });
      expect(result.summary).toMatch(/eggs/i);
    });

    it("only ever shows the model the asking member's household", async () => {
      const home = await newHousehold(db());
      const other = await newHousehold(db());
      await addShoppingItem(db(), other.actor, { name: "Secret saffron" });
      await addShoppingItem(db(), home.actor, { name: "Bread" });
      server().script(toolCall("showShoppingList", {}), text("You need bread."));
      await ask(home, "what's on my list?").reply;
      const sent = JSON.stringify(server().requests.map((request) => request.body));
      expect(sent).toContain("Bread");
      expect(sent).not.toMatch(/saffron/i);
    });

    it("asks before removing anything and leaves the list alone", async () => {
      const home = await newHousehold(db());
      await addShoppingItem(db(), home.actor, { name: "Milk" });
      server().script(toolCall("removeFromShoppingList", { name: "milk" }), text("should not be requested"));
      const answer = await ask(home, "take milk off the list").reply;

      expect(await listShopping(db(), home.actor)).toHaveLength(1);
      expect(server().requests).toHaveLength(1);
      expect(answer.memory.pending).toEqual({
        prompt: "Remove milk from your shopping list?",
        steps: [
          { tool: "removeFromShoppingList", input: { name: "Milk" }, change: "remove milk from your shopping list" },
        ],
      });
      expect(answer.actions?.map((action) => action.voiceCommand)).toEqual(["yes", "no"]);
    });

    it("applies nothing when the streamed arguments are not valid JSON", async () => {
      const home = await newHousehold(db());
      server().script(
        toolCall("addToShoppingList", '{"items": [{"name": "eggs", "quantity": 12}', { pieces: 3 }),
        text("Sorry, that did not work."),
      );
      const answer = await ask(home, "add eggs").reply;

      expect(await listShopping(db(), home.actor)).toEqual([]);
      expect(answer.text).toBe("Sorry, that did not work.");
      expect(answer.component).toBeUndefined();
      const toolMessage = server().requests[1].body.messages.find((message) => message.role === "tool");
      expect(String(toolMessage?.content)).toMatch(/invalid|JSON/i);
    });

    it("applies nothing when the arguments fail the tool's schema", async () => {
      const home = await newHousehold(db());
      server().script(
        toolCall("addToShoppingList", { items: [{ name: "eggs", quantity: -12 }, { name: "milk" }] }),
        toolCall("addToShoppingList", { items: [] }),
        text("I could not add those."),
      );
      const answer = await ask(home, "add eggs and milk").reply;

      expect(await listShopping(db(), home.actor)).toEqual([]);
      expect(answer.text).toBe("I could not add those.");
      const toolMessages = server().requests[2].body.messages.filter((message) => message.role === "tool");
      expect(toolMessages).toHaveLength(2);
      for (const message of toolMessages) expect(String(message.content)).toMatch(/invalid/i);
    });

    it("fails the message, with nothing applied, when the server rejects the follow-up", async () => {
      const home = await newHousehold(db());
      server().script(toolCall("addToShoppingList", "not json at all"), status(400, "context too long"));
      const error = await rejection(ask(home, "add eggs").reply);
      expect(error).toBeInstanceOf(LlmEngineError);
      expect(error).toMatchObject({ reason: "model", status: 400 });
      expect(await listShopping(db(), home.actor)).toEqual([]);
    });

    it("retries a 429 and then succeeds", async () => {
      const home = await newHousehold(db());
      server().script(status(429, "Rate limit reached"), text("Here I am."));
      const { reply, waits } = ask(home, "hi");
      expect((await reply).text).toBe("Here I am.");
      expect(server().requests).toHaveLength(2);
      expect(waits).toEqual([1000]);
    });

    it("makes 4 attempts when the server fails three times with 500", async () => {
      const home = await newHousehold(db());
      server().script(status(500), status(500), status(500), text("Back again."));
      const { reply, waits } = ask(home, "hi");
      expect((await reply).text).toBe("Back again.");
      expect(server().requests).toHaveLength(4);
      expect(waits).toEqual([1000, 2000, 4000]);
    });

    it("gives up after 4 attempts", async () => {
      const home = await newHousehold(db());
      server().script(status(503), status(503), status(503), status(503), text("too late"));
      const error = await rejection(ask(home, "hi").reply);
      expect(error).toBeInstanceOf(LlmEngineError);
      expect(error).toMatchObject({ reason: "model", attempts: 4, status: 503 });
      expect(server().requests).toHaveLength(4);
    });

    it("does not retry a 401", async () => {
      const home = await newHousehold(db());
      server().script(status(401, "Invalid API key"), text("never"));
      const { reply, waits } = ask(home, "hi");
      expect(await rejection(reply)).toMatchObject({ reason: "model", attempts: 1, status: 401 });
      expect(server().requests).toHaveLength(1);
      expect(waits).toEqual([]);
    });

    it("retries an overload reported inside a 200 stream before any content", async () => {
      const home = await newHousehold(db());
      server().script({ kind: "stream-error", message: "Model is overloaded", code: 503 }, text("Ready."));
      expect((await ask(home, "hi").reply).text).toBe("Ready.");
      expect(server().requests).toHaveLength(2);
    });

    it("gives up on a server that never answers once the time limit passes", async () => {
      const home = await newHousehold(db());
      server().script({ kind: "hang" });
      const { reply, elapsed } = ask(home, "hi", { timeLimitMs: 1000 });
      const error = await rejection(reply);
      expect(error).toBeInstanceOf(LlmEngineError);
      expect(error).toMatchObject({ reason: "timeout" });
      expect(elapsed()).toBeGreaterThanOrEqual(900);
      expect(elapsed()).toBeLessThan(3000);
      expect(server().requests).toHaveLength(1);
    });

    it("gives up on a stream that stalls halfway", async () => {
      const home = await newHousehold(db());
      server().script({ kind: "stall", chunks: ["Let me ", "think"] });
      const { reply, events, elapsed } = ask(home, "hi", { timeLimitMs: 1000 });
      expect(await rejection(reply)).toMatchObject({ reason: "timeout" });
      expect(elapsed()).toBeLessThan(3000);
      expect(events.filter((event) => event.type === "text").length).toBeGreaterThan(0);
      expect(server().requests).toHaveLength(1);
    });

    it("builds a valid Gemini request with every kitchen tool", async () => {
      const home = await newHousehold(db());
      const sent: Array<{
        url: string;
        body: { systemInstruction?: unknown; tools?: Array<{ functionDeclarations?: Array<{ name: string }> }> };
      }> = [];
      const fakeGemini: typeof fetch = async (input, init) => {
        sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
        const event = {
          candidates: [{ content: { role: "model", parts: [{ text: "Hello from Gemini." }] }, finishReason: "STOP" }],
        };
        return new Response(`data: ${JSON.stringify(event)}\n\n`, {
          status: 200,
          headers: { "content-type": "text/event-stream" },
        });
      };
      const google = readAssistantConfig({ ASSISTANT_ENGINE: "google", GOOGLE_GENERATIVE_AI_API_KEY: "test-key" });
      if (google.engine !== "google") throw new Error("expected a Google configuration");
      const engine = createLlmEngine({ model: createLanguageModel(google, fakeGemini) });
      const turn: AssistantTurn = {
        text: "hi",
        profile: home.members[0],
        assistantName: "Basil",
        history: [],
        memory: { ...EMPTY_MEMORY },
        now: new Date(),
      };
      const answer = await engine.respond(turn, kitchenTools(db(), home.actor), () => {});

      expect(answer.text).toBe("Hello from Gemini.");
      expect(sent[0].url).toContain(`models/${google.model}:streamGenerateContent`);
      expect(sent[0].body.systemInstruction).toBeDefined();
      const declared =
        sent[0].body.tools?.flatMap((entry) => entry.functionDeclarations ?? []).map((entry) => entry.name) ?? [];
      expect(declared.sort()).toEqual(Object.keys(kitchenTools(db(), home.actor)).sort());
    });
  },
);
