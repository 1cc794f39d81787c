import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiEndpoints } from "./index.server";
import { openApiDocument } from "./openapi.server";

type Operation = { operationId?: unknown };

function operationsOf(document: ReturnType<typeof openApiDocument>) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  );
}

describe("the OpenAPI description", () => {
  it("names every operation once, in camelCase, as the endpoint table writes it", () => {
    const operations = operationsOf(openApiDocument(apiEndpoints, "", "Basil"));
    expect(operations).toHaveLength(apiEndpoints.length);
    const seen = new Map<unknown, string>();
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(seen.get(operation.operationId), `${where} repeats an operationId`).toBeUndefined();
      seen.set(operation.operationId, where);
    }
    // A few names clients already use: renaming one breaks them.
    const named = (method: string, path: string) =>
      operations.find((operation) => operation.method === method && operation.path === path)?.operation.operationId;
    expect(named("post", "/shopping-list/households/{householdId}/items")).toBe("addShoppingItem");
    expect(named("post", "/chat/messages")).toBe("sendChatMessage");
    expect(named("post", "/voice/transcribe")).toBe("transcribeRecording");
  });

  it.each([
    ["without APP_URL (a server relative to the document)", ""],
    ["with APP_URL", "https://basil.example.org"],
  ])("is a valid OpenAPI 3.1 document %s", async (_, origin) => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument(apiEndpoints, origin, "Basil"));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("is judged invalid by the validator when an operation is malformed", async () => {
    const document = openApiDocument(apiEndpoints, "", "Basil");
    const [first] = operationsOf(document);
    (first.operation as Record<string, unknown>).responses = "none";
    const result = await new Validator().validate(document);
    expect(result.valid).toBe(false);
  });
});
