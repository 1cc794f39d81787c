import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, text, type FakeOpenAI } from "../fixtures/fake-openai";
import { unique } from "../integration/databases";
import { memberWithHousehold, postForm, startAppServer, type AppServer } from "../support/app-server";

/**
 * A member (or a script with their cookie) flooding the chat: every message may be a paid
 * call to a language model, so a member gets 30 a minute however they send them, and the
 * rest are refused before the model is asked.
 */
const PER_MINUTE = 30;

let model: FakeOpenAI;

/** Forgets earlier requests; every request then gets a short answer. */
function freshModel() {
  model.reset();
  model.fallback = () => text("Noted.");
}
let server: AppServer;
let dataDir: string;

beforeAll(async () => {
  model = await startFakeOpenAI();
  dataDir = mkdtempSync(path.join(tmpdir(), "basil-flood-"));
  server = await startAppServer({
    dataDir,
    env: { ASSISTANT_ENGINE: "openai-compatible", LLM_BASE_URL: model.baseURL, LLM_MODEL: "flood-test" },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await model?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("chat flood", () => {
  it("asks the model at most 30 times for 120 page-form sends in parallel", async () => {
    const member = await memberWithHousehold(server, unique("flood-page"));
    freshModel();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        postForm(server, "/chat", { intent: "send", content: `message ${i}` }, member.cookie),
      ),
    );
    // Sent ones go back to the conversation; refused ones answer 429 with Retry-After (the page keeps the text).
    expect(answers.every((answer) => answer.status === 302 || answer.status === 429)).toBe(true);
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(PER_MINUTE);
    expect(Number(answers.find((answer) => answer.status === 429)?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(model.requests.length).toBeGreaterThan(0);
    expect(model.requests.length).toBeLessThanOrEqual(PER_MINUTE);
  });

  it("refuses the API past the limit with 429, Retry-After and the chat's own message", async () => {
    const member = await memberWithHousehold(server, unique("flood-api"));
    freshModel();
    const send = (i: number) =>
      fetch(`${server.origin}/api/v1/chat/messages`, {
        method: "POST",
        headers: { Origin: server.origin, Cookie: member.cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ content: `api message ${i}` }),
      });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => send(i)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - PER_MINUTE);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      status: "error",
      error: "rate_limited",
      message: "Too many messages. Please wait 1 minute and try again.",
    });
    expect(model.requests.length).toBeLessThanOrEqual(PER_MINUTE);
  });

  it("counts each member apart: one member's flood leaves another's chat working", async () => {
    const flooder = await memberWithHousehold(server, unique("flooder"));
    const neighbour = await memberWithHousehold(server, unique("neighbour"));
    freshModel();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postForm(server, "/chat", { intent: "send", content: `spam ${i}` }, flooder.cookie),
      ),
    );
    freshModel();
    const answer = await fetch(`${server.origin}/api/v1/chat/messages`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: neighbour.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ content: "what's for dinner?" }),
    });
    expect(answer.status, server.output()).toBe(200);
    expect(model.requests.length, server.output().slice(-3000)).toBe(1);
  });
});
