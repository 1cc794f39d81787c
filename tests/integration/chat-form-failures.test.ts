import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_FAILURE_MESSAGE } from "~/schemas/chat";
import { startFakeOpenAI, status, text, type FakeOpenAI } from "../fixtures/fake-openai";
import { memberWithHousehold, postForm, startAppServer, type AppServer } from "../support/app-server";
import { unique } from "./databases";

/**
 * Sending a message without JavaScript (a plain form post to /chat) when it cannot be
 * answered: the member's text is never lost, it comes back in the message box.
 */
let model: FakeOpenAI;
let server: AppServer;
let dataDir: string;

beforeAll(async () => {
  model = await startFakeOpenAI();
  dataDir = mkdtempSync(path.join(tmpdir(), "basil-send-failures-"));
  server = await startAppServer({
    dataDir,
    env: { ASSISTANT_ENGINE: "openai-compatible", LLM_BASE_URL: model.baseURL, LLM_MODEL: "send-failures" },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await model?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function page(location: string, cookie: string) {
  const response = await fetch(new URL(location, server.origin), { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The message box's text as the page renders it. */
function inputOf(html: string) {
  return /<textarea[^>]*id="chat-input"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1];
}

describe("a message sent without JavaScript that cannot be answered", () => {
  it("when the assistant fails: the conversation says so and the text waits in the box to be sent again", async () => {
    const member = await memberWithHousehold(server, unique("send-fails"));
    model.reset();
    model.fallback = () => status(400, "the model refuses");
    const sent = await postForm(
      server,
      "/chat",
      { intent: "send", content: "Plan a risotto night", conversationId: "" },
      member.cookie,
    );
    expect(sent.status).toBe(302);
    const location = sent.headers.get("location") ?? "";
    expect(location).toMatch(/^\/chat\?c=[\w-]+&retry=msg_[\w-]+#latest$/);
    const html = await page(location, member.cookie);
    expect(html).toContain(CHAT_FAILURE_MESSAGE);
    expect(inputOf(html)).toBe("Plan a risotto night");

    // Once it is answered, the next page has an empty box again.
    model.fallback = () => text("Risotto it is.");
    const again = await postForm(
      server,
      location.split("#")[0],
      {
        intent: "send",
        content: "Plan a risotto night",
        conversationId: new URL(location, server.origin).searchParams.get("c") ?? "",
      },
      member.cookie,
    );
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).not.toContain("retry=");
    expect(inputOf(await page(again.headers.get("location") ?? "", member.cookie))).toBe("");
  });

  it("when it is refused (too many messages): 429 with Retry-After, the reason, the same conversation and the text in the box", async () => {
    const member = await memberWithHousehold(server, unique("send-refused"));
    model.reset();
    model.fallback = () => text("Noted.");
    const first = await postForm(
      server,
      "/chat",
      { intent: "send", content: "hello", conversationId: "" },
      member.cookie,
    );
    const conversationId = new URL(first.headers.get("location") ?? "", server.origin).searchParams.get("c") ?? "";
    expect(conversationId).not.toBe("");
    for (let i = 0; i < 29; i += 1) {
      expect(
        (await postForm(server, "/chat", { intent: "send", content: `message ${i}`, conversationId }, member.cookie))
          .status,
      ).toBe(302);
    }

    const refused = await postForm(
      server,
      `/chat?c=${conversationId}`,
      { intent: "send", content: "Add saffron & rice to my list", conversationId },
      member.cookie,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain("Failed to send message");
    expect(html).toContain("Too many messages. Please wait 1 minute and try again.");
    expect(inputOf(html)).toBe("Add saffron &amp; rice to my list");
    // The page is the conversation's: its messages are there.
    expect(html).toContain("message 28");
  });
});
