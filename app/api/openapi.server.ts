import { z } from "zod";
import { VOICE_LIMITS } from "~/schemas/voice";
import { API_PREFIX, MAX_KEPT_ANSWER_BYTES, type Endpoint } from "./router.server";

const ENVELOPE_ERROR = {
  type: "object",
  required: ["status", "error", "message"],
  properties: {
    status: { const: "error" },
    error: { type: "string" },
    message: { type: "string" },
    fields: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
};

function schemaOf(schema: z.core.$ZodType, io: "input" | "output" = "input") {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" });
}

function queryParameters(schema: z.core.$ZodType | undefined) {
  if (!schema) return [];
  const json = schemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** Every operation that changes something takes it (the router's reserveIdempotencyKeyOf). */
const IDEMPOTENCY_KEY_HEADER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: `Makes a retry safe: the same request sent again with the same key (1 to 100 letters, digits or _ . : -) within 24 hours is not run again but answered with the first answer, with Idempotent-Replayed: true. 409 with Retry-After while the first is still running, 422 when the key was used for a different method, path or body. Keys are the member's own. A 5xx or 429 answer is not kept, so a retry with the key runs again; an answer larger than ${MAX_KEPT_ANSWER_BYTES / 1024} KB is not kept either, and a retry gets 409 saying the request has run.`,
  schema: { type: "string", pattern: "^[A-Za-z0-9_.:-]{1,100}$" },
};

/**
 * The API description (OpenAPI 3.1), built from the same endpoint table that serves requests;
 * `origin` is APP_URL's, or "" for a server URL relative to the document.
 */
export function openApiDocument(endpoints: Endpoint[], origin: string, title: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const definition of endpoints) {
    const pathParameters = [...definition.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const operation: Record<string, unknown> = {
      operationId: definition.operationId,
      summary: definition.summary,
      tags: [definition.tag],
      parameters: [
        ...pathParameters,
        ...queryParameters(definition.query),
        ...(definition.method === "GET" || definition.changesNothing ? [] : [IDEMPOTENCY_KEY_HEADER]),
      ],
      responses: {
        [String(definition.status ?? 200)]: {
          description: "Success",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["status", "data"],
                properties: { status: { const: "success" }, data: {} },
              },
            },
          },
        },
        "400": { description: "Invalid input", content: { "application/json": { schema: ENVELOPE_ERROR } } },
        "401": { description: "Not signed in", content: { "application/json": { schema: ENVELOPE_ERROR } } },
        "404": {
          description: "Not found, or not in the caller's household",
          content: { "application/json": { schema: ENVELOPE_ERROR } },
        },
        "429": {
          description: "Too many requests (see Retry-After)",
          content: { "application/json": { schema: ENVELOPE_ERROR } },
        },
      },
    };
    if (definition.body) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: schemaOf(definition.body) } },
      };
    }
    if (definition.multipart) {
      const fields = Object.entries(definition.multipart.fields);
      operation.requestBody = {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: fields.filter(([, field]) => field.required).map(([name]) => name),
              properties: Object.fromEntries(
                fields.map(([name, field]) => [
                  name,
                  field.type === "file"
                    ? { type: "string", format: "binary", description: field.description }
                    : { type: "string", description: field.description },
                ]),
              ),
            },
          },
        },
      };
    }
    if (definition.tag === "Voice") {
      const responses = operation.responses as Record<string, unknown>;
      const error = (description: string) => ({
        description,
        content: { "application/json": { schema: ENVELOPE_ERROR } },
      });
      responses["401"] = error("Not signed in: 'User not authenticated'");
      responses["413"] = error(
        `The recording is longer than ${VOICE_LIMITS.maxClipSeconds} seconds or larger than ${VOICE_LIMITS.maxClipBytes / (1024 * 1024)} MB`,
      );
      responses["415"] = error("The body is not multipart/form-data, or the audio part is not a recording");
      responses["429"] = error(
        "Too many requests, or the member already has voice requests in progress (see Retry-After)",
      );
      responses["502"] = error("The speech service or a speech program failed, or answered something unusable");
      responses["503"] = error(
        "Voice is not available on this server (the message says what to install or set), or it is busy (see Retry-After)",
      );
      responses["504"] = error(
        `The voice engine did not answer within the voice time-out (${VOICE_LIMITS.voiceTimeoutMs / 1000} seconds by default)`,
      );
    }
    (paths[definition.path] ??= {})[definition.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${title} API`,
      version: "1",
      description:
        "Every answer is an envelope: {status:'success', data} or {status:'error', error, message}. Authenticate with the session cookie or a personal API token (Authorization: Bearer) created in Settings.",
    },
    servers: [{ url: `${origin}${API_PREFIX}` }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "A personal API token from Settings" },
        session: { type: "apiKey", in: "cookie", name: "basil_session" },
      },
    },
    security: [{ bearer: [] }, { session: [] }],
    paths,
  };
}
