import { beforeEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { timerSchema } from "~/schemas/cooking";
import { QUANTITY_RULE } from "~/schemas/fields";
import { sendChatMessage } from "~/services/assistant/chat.server";
import type { AssistantEngine } from "~/services/assistant/engine";
import { EmbeddedEngine } from "~/services/assistant/embedded/engine.server";
import { readAssistantConfig } from "~/services/assistant/llm-config.server";
import { llmEngineFromConfig } from "~/services/assistant/llm-engine.server";
import { listTimers } from "~/services/kitchen/cooking.server";
import { listPantry } from "~/services/kitchen/pantry.server";
import { listShopping } from "~/services/kitchen/shopping.server";
import { text, toolCall, useFakeOpenAI } from "../fixtures/fake-openai";
import { dialects, useDatabase } from "../integration/databases";
import { newHousehold, useEventBus, type TestHousehold } from "../integration/kitchen-fixtures";

/**
 * The assistant's tools keep the rules the API keeps, with the API's own sentences, and a
 * rule a request breaks reaches the member instead of the chat's failure message: whichever
 * engine makes the call, nothing the rules refuse is written.
 */

const LONG_NAME = "saffron".repeat(569).slice(0, 3_980);
const NAME_RULE = "Keep the name to 80 characters or fewer";
const TIMER_RULE = "A timer runs from 1 second to 24 hours";

describe.each(dialects)("the assistant's tools keep the API's rules on $name", (dialect) => {
  const db = useDatabase(dialect);
  useEventBus();
  const model = useFakeOpenAI();

  beforeEach(() => {
    model().fallback = () => text("Sorry, I couldn't do that.");
  });

  function say(home: TestHousehold, engine: AssistantEngine, content: string) {
    return sendChatMessage(
      db(),
      db(),
      home.actor,
      home.members[0],
      { content, messageType: "user-text" },
      { engine, assistantName: "Basil" },
    );
  }

  function llm() {
    const config = readAssistantConfig({
      ASSISTANT_ENGINE: "openai-compatible",
      LLM_BASE_URL: model().baseURL,
      LLM_MODEL: "fake-model",
    });
    if (config.engine !== "openai-compatible") throw new Error("expected an OpenAI-compatible configuration");
    return llmEngineFromConfig(config);
  }

  /** What the tool told the model: the text of the tool message in the model's next request. */
  function toolAnswer() {
    const followUp = model().requests.at(-1);
    const message = followUp?.body.messages.find((entry) => entry.role === "tool");
    return JSON.stringify(message?.content ?? "");
  }

  describe("through the embedded engine, in a real chat turn", () => {
    it(`answers a ${LONG_NAME.length}-character pantry item with the name rule`, async () => {
      const home = await newHousehold(db());
      const outcome = await say(home, new EmbeddedEngine(), `add ${LONG_NAME} to the pantry`);
      expect(outcome.failed).toBe(false);
      expect(outcome.message.content).toBe(`${NAME_RULE}.`);
      expect(await listPantry(db(), home.actor)).toEqual([]);
    });

    it.each(["add -3 apples", "add −3 apples to the shopping list", "add -1.5 kg flour to my list", "add 0 apples"])(
      "answers %j with the quantity rule, and adds nothing",
      async (content) => {
        const home = await newHousehold(db());
        const outcome = await say(home, new EmbeddedEngine(), content);
        expect(outcome.failed).toBe(false);
        expect(outcome.message.content).toBe(`${QUANTITY_RULE}.`);
        expect(await listShopping(db(), home.actor)).toEqual([]);
        expect(await listPantry(db(), home.actor)).toEqual([]);
      },
    );

    it("answers a negative amount used from the pantry with the quantity rule, and keeps the pantry", async () => {
      const home = await newHousehold(db());
      await say(home, new EmbeddedEngine(), "add 6 eggs to the pantry");
      const outcome = await say(home, new EmbeddedEngine(), "I used -2 eggs");
      expect(outcome.message.content).toBe(`${QUANTITY_RULE}.`);
      expect((await listPantry(db(), home.actor)).map((item) => item.quantity)).toEqual([6]);
    });

    it("still reads a bullet's dash as no sign", async () => {
      const home = await newHousehold(db());
      const outcome = await say(home, new EmbeddedEngine(), "add - 2 kiwis to the list");
      expect(outcome.message.content).toBe("Added 2 kiwis to your shopping list.");
    });

    it("answers a 25-hour timer with the timer rule", async () => {
      const home = await newHousehold(db());
      const outcome = await say(home, new EmbeddedEngine(), "set a timer for 25 hours");
      expect(outcome.failed).toBe(false);
      expect(outcome.message.content).toBe(`${TIMER_RULE}.`);
      expect(await listTimers(db(), home.actor)).toEqual([]);
    });
  });

  describe("through the language-model engine", () => {
    it("tells the model the name rule for a long pantry item, and adds nothing", async () => {
      const home = await newHousehold(db());
      model().script(toolCall("addToPantry", { items: [{ name: LONG_NAME }] }));
      const outcome = await say(home, llm(), `Put ${LONG_NAME} in the pantry`);
      expect(outcome.failed).toBe(false);
      expect(toolAnswer()).toContain(NAME_RULE);
      expect(await listPantry(db(), home.actor)).toEqual([]);
    });

    it("tells the model the timer rule for 25 hours, and starts nothing", async () => {
      const home = await newHousehold(db());
      model().script(toolCall("startTimer", { seconds: 25 * 3600 }));
      const outcome = await say(home, llm(), "Set a timer for 25 hours");
      expect(outcome.failed).toBe(false);
      expect(toolAnswer()).toContain(TIMER_RULE);
      expect(await listTimers(db(), home.actor)).toEqual([]);
    });

    it("tells the model the quantity rule for a negative amount, and adds nothing", async () => {
      const home = await newHousehold(db());
      model().script(toolCall("addToShoppingList", { items: [{ name: "eggs", quantity: -2 }] }));
      const outcome = await say(home, llm(), "Add minus two eggs to the list");
      expect(outcome.failed).toBe(false);
      expect(toolAnswer()).toContain(QUANTITY_RULE);
      expect(await listShopping(db(), home.actor)).toEqual([]);
    });
  });
});

describe("the API's timer rule", () => {
  it.each([0, 25 * 3600, 1.5])("is one sentence for %s seconds, whichever bound it breaks", (seconds) => {
    const checked = z.safeParse(timerSchema, { duration_seconds: seconds });
    expect(checked.error?.issues.map((issue) => issue.message)).toEqual([TIMER_RULE]);
  });
});
