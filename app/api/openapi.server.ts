import { z } from "zod";
import { API_PREFIX, type Endpoint } from "./router.server";

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

function schemaOf(schema: z.ZodType, io: "input" | "output" = "input") {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" });
}

function queryParameters(schema: z.ZodType | undefined) {
  if (!schema) return [];
  const json = schemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The API description (OpenAPI 3.1), built from the same endpoint table that serves requests. */
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
      summary: definition.summary,
      tags: [definition.tag],
      parameters: [...pathParameters, ...queryParameters(definition.query)],
      responses: {
        [String(definition.status ?? 200)]: {
          description: "Success",
          content: {
            "application/json": {
              schema: { type: "object", required: ["status", "data"], properties: { status: { const: "success" }, data: {} } },
            },
          },
        },
        "400": { description: "Invalid input", content: { "application/json": { schema: ENVELOPE_ERROR } } },
        "401": { description: "Not signed in", content: { "application/json": { schema: ENVELOPE_ERROR } } },
        "404": { description: "Not found, or not in the caller's household", content: { "application/json": { schema: ENVELOPE_ERROR } } },
        "429": { description: "Too many requests (see Retry-After)", content: { "application/json": { schema: ENVELOPE_ERROR } } },
      },
    };
    if (definition.body) {
      operation.requestBody = { required: true, content: { "application/json": { schema: schemaOf(definition.body) } } };
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
