import { z } from "zod";

/** Any zod schema, method-chaining or zod/mini (the shared schemas in app/schemas/ are zod/mini). */
type ZodType<T = unknown> = z.core.$ZodType<T>;
import { getSignedIn } from "~/sessions.server";
import { userForApiToken } from "~/services/api-tokens.server";
import { limits, reserveAttempt, type Limit } from "~/services/rate-limit.server";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import type { Actor } from "~/domain/actor";
import { findProfile, type Profile } from "~/services/profiles.server";
import {
  completeIdempotencyKey,
  releaseIdempotencyKey,
  requestHash,
  reserveIdempotencyKey,
  type IdempotencyReservation,
} from "~/services/idempotency.server";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Caller = { userId: string; profile: Profile; actor: Actor | null };

export type EndpointContext<Body, Query> = {
  caller: Caller;
  /** The caller's household; present on every endpoint that needs one. */
  actor: Actor;
  params: Record<string, string>;
  body: Body;
  query: Query;
  /** The multipart form, on endpoints that take one. */
  form: FormData | null;
  request: Request;
  clientAddress: string;
};

export type Endpoint<Body = unknown, Query = unknown> = {
  method: HttpMethod;
  /** OpenAPI-style path below /api/v1, e.g. /shopping-list/households/{householdId}/items. */
  path: string;
  /**
   * The operation's name in the OpenAPI description (camelCase, unique), which generated
   * clients name their functions after. Written here rather than derived from the path, so
   * moving or renaming a path never renames a client's function by accident.
   */
  operationId: string;
  summary: string;
  tag: string;
  /** false for endpoints a signed-in member without a household may call (create, join). */
  needsHousehold?: boolean;
  body?: ZodType<Body>;
  /** The largest JSON body this endpoint reads, when its body may be larger than most (a whole recipe). */
  maxJsonBytes?: number;
  query?: ZodType<Query>;
  /**
   * The body is multipart/form-data, read whole (the server has capped its size while it
   * streamed) and handed to the endpoint as `form`; `fields` describes it for OpenAPI.
   */
  multipart?: { fields: Record<string, { type: "string" | "file"; description: string; required?: boolean }> };
  /**
   * The 401 message for a missing session or a bad token, where the specification words it
   * ("User not authenticated", docs/api.md).
   */
  unauthenticated?: string;
  /**
   * A POST that changes nothing (it reads a page or a text, transcribes, speaks): sent again it
   * only does the same work again, so its Idempotency-Key is not kept, nor its answer stored.
   */
  changesNothing?: boolean;
  /** Limits counted per member besides the API's own, e.g. voice's. */
  limits?: (userId: string) => Limit[];
  status?: number;
  handle: (context: EndpointContext<Body, Query>) => Promise<unknown>;
};

/** Keeps each endpoint's body and query types while collecting them in one table. */
export function endpoint<Body = undefined, Query = undefined>(definition: Endpoint<Body, Query>) {
  return definition as unknown as Endpoint;
}

export const API_PREFIX = "/api/v1";
const MAX_JSON_BYTES = 256 * 1024;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

function envelope(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export function success(data: unknown, status = 200) {
  return envelope(status, { status: "success", data });
}

export function failure(error: ApiError) {
  const body: Record<string, unknown> = {
    status: "error",
    error: error.code,
    message: error.message || "An error occurred",
  };
  if (error.fields) body.fields = error.fields;
  return envelope(error.status, body, error.headers);
}

const CODES: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable_content",
  429: "rate_limited",
  502: "bad_gateway",
  503: "unavailable",
  504: "timeout",
};

/** Turns any thrown value into an API error; unknown errors never show their details. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof UserFacingError) {
    const wait = error.retryAfterSeconds;
    return new ApiError(
      error.status,
      CODES[error.status] ?? "error",
      error.message,
      undefined,
      wait === undefined ? undefined : { "Retry-After": String(wait) },
    );
  }
  console.error("API request failed:", error);
  return new ApiError(500, "internal_error", "An error occurred");
}

function fieldErrors(error: z.ZodError) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validate<T>(schema: ZodType<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw new ApiError(
      400,
      "invalid_request",
      result.error.issues[0]?.message ?? "Invalid request",
      fieldErrors(result.error),
    );
  }
  return result.data;
}

/**
 * The caller from the session cookie or a personal API token (Authorization: Bearer);
 * `unauthenticated` replaces both 401 messages.
 */
export async function authenticate(request: Request, unauthenticated?: string): Promise<Caller> {
  const authorization = request.headers.get("Authorization");
  let userId: string | null;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    userId = match ? await userForApiToken(db(), match[1]) : null;
    if (!userId) throw new ApiError(401, "unauthorized", unauthenticated ?? "That API token is not valid");
  } else {
    userId = (await getSignedIn(request))?.userId ?? null;
    if (!userId) throw new ApiError(401, "unauthorized", unauthenticated ?? "Please sign in");
  }
  const profile = await findProfile(db(), userId);
  if (!profile) throw new ApiError(401, "unauthorized", unauthenticated ?? "Please sign in");
  return { userId, profile, actor: profile.householdId ? { userId, householdId: profile.householdId } : null };
}

/** x-user-id and x-household-id are compared with the caller, never believed. */
function checkIdentityHeaders(request: Request, caller: Caller) {
  const userHeader = request.headers.get("x-user-id");
  if (userHeader && userHeader !== caller.userId) {
    throw new ApiError(403, "forbidden", "x-user-id does not match the signed-in member");
  }
  const householdHeader = request.headers.get("x-household-id");
  if (householdHeader && householdHeader !== caller.actor?.householdId) {
    throw new ApiError(403, "forbidden", "x-household-id is not the signed-in member's household");
  }
}

function matchPath(pattern: string, path: string) {
  const names: string[] = [];
  const regex = new RegExp(
    `^${pattern.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    })}/?$`,
  );
  const match = regex.exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
}

async function readJson(request: Request, maxBytes = MAX_JSON_BYTES) {
  const text = await request.text();
  if (text.length > maxBytes) throw new ApiError(413, "payload_too_large", "The request body is too large");
  if (text.trim() === "") return {};
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("application/json"))
    throw new ApiError(415, "unsupported_media_type", "Send the body as application/json");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, "invalid_request", "The request body is not valid JSON", {
      _: ["The request body is not valid JSON"],
    });
  }
}

/** A multipart form body; anything else is a 415, a form that does not parse a 400. */
async function readForm(request: Request) {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data")
    throw new ApiError(415, "unsupported_media_type", "Send the body as multipart/form-data");
  try {
    return await request.formData();
  } catch {
    throw new ApiError(400, "invalid_request", "The form data could not be read", {
      _: ["The form data could not be read"],
    });
  }
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

/** What a retry of a request whose answer was not kept gets: the key still keeps it from running twice. */
function answerNotKept(why: string) {
  return {
    status: 409,
    body: JSON.stringify({
      status: "error",
      error: "conflict",
      message: `This request has run once and its answer ${why}, so it cannot be given again`,
    }),
  };
}
const STREAMED_ANSWER = answerNotKept("was streamed");
/** The largest answer kept for a key (a recipe's answer is a few kilobytes); a larger one is not stored. */
export const MAX_KEPT_ANSWER_BYTES = 64 * 1024;
const ANSWER_TOO_LARGE = answerNotKept(`was larger than ${MAX_KEPT_ANSWER_BYTES / 1024} KB`);

/**
 * Reserves a non-GET request's Idempotency-Key for the caller, before its body is read, so
 * that a request sent again never runs twice: answers null without a key, the stored answer
 * of the same request done before (marked Idempotent-Replayed), or throws a 409 while it
 * is still running and a 422 for the same key on another request.
 */
async function reserveIdempotencyKeyOf(
  request: Request,
  url: URL,
  userId: string,
): Promise<IdempotencyReservation | Response | null> {
  const key = request.headers.get("Idempotency-Key");
  if (key === null || request.method === "GET") return null;
  if (!IDEMPOTENCY_KEY.test(key))
    throw new ApiError(400, "invalid_request", "Idempotency-Key must be 1 to 100 letters, digits or _ . : -");
  const path = url.pathname + url.search;
  const body = new Uint8Array(await request.clone().arrayBuffer());
  const reserved = await reserveIdempotencyKey(db(), {
    userId,
    key,
    method: request.method,
    path,
    requestHash: requestHash(request.method, path, body),
  });
  switch (reserved.outcome) {
    case "run":
      return reserved.reservation;
    case "replay":
      return new Response(reserved.answer.body, {
        status: reserved.answer.status,
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Cache-Control": "no-store",
          "Idempotent-Replayed": "true",
        },
      });
    case "in_progress":
      throw new ApiError(409, "conflict", "A request with this Idempotency-Key is still in progress", undefined, {
        "Retry-After": "1",
      });
    case "different_request":
      throw new ApiError(422, "unprocessable_content", "This Idempotency-Key was used for a different request");
  }
}

/**
 * Keeps a 2xx or 4xx answer for the reserved key, to be given again (one larger than
 * MAX_KEPT_ANSWER_BYTES, or streamed, as a 409 saying it ran); a 5xx or a 429 (try again
 * later) releases the key so that a retry runs. Never fails the answer itself.
 */
async function settleIdempotencyKey(reservation: IdempotencyReservation | null, response: Response) {
  if (!reservation) return response;
  try {
    if (response.status >= 500 || response.status === 429) await releaseIdempotencyKey(db(), reservation);
    else if ((response.headers.get("Content-Type") ?? "").startsWith("application/json")) {
      const body = await response.clone().text();
      const kept =
        Buffer.byteLength(body) <= MAX_KEPT_ANSWER_BYTES ? { status: response.status, body } : ANSWER_TOO_LARGE;
      await completeIdempotencyKey(db(), reservation, kept);
    } else await completeIdempotencyKey(db(), reservation, STREAMED_ANSWER);
  } catch (error) {
    console.error("Keeping the answer for an Idempotency-Key failed:", error instanceof Error ? error.message : error);
  }
  return response;
}

/** Dispatches a request below /api/v1 to its endpoint and wraps the answer in the envelope. */
export async function handleApi(request: Request, clientAddress: string, endpoints: Endpoint[]) {
  let reservation: IdempotencyReservation | null = null;
  try {
    const url = new URL(request.url);
    const path = url.pathname.slice(API_PREFIX.length) || "/";
    const candidates = endpoints
      .map((definition) => ({ definition, params: matchPath(definition.path, path) }))
      .filter(
        (candidate): candidate is { definition: Endpoint; params: Record<string, string> } => candidate.params !== null,
      )
      // A literal segment wins over a parameter: /household/create is not /household/{householdId}.
      .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
    if (candidates.length === 0) throw new ApiError(404, "not_found", "No such endpoint");
    // The most specific path decides: its methods are the ones allowed.
    const fewestParams = Object.keys(candidates[0].params).length;
    const closest = candidates.filter((candidate) => Object.keys(candidate.params).length === fewestParams);
    const found = closest.find((candidate) => candidate.definition.method === request.method);
    if (!found) {
      const methods = closest.map((candidate) => candidate.definition.method);
      // "Use GET", "Use PUT or DELETE", "Use PUT, PATCH or DELETE".
      const allowed = methods.length > 1 ? `${methods.slice(0, -1).join(", ")} or ${methods.at(-1)}` : methods[0];
      // The server answers HEAD wherever GET is served (it asks for GET and sends no body).
      const allow = methods.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method])).join(", ");
      throw new ApiError(405, "method_not_allowed", `Use ${allowed}`, undefined, {
        Allow: allow,
      });
    }
    const { definition, params } = found;
    const caller = await authenticate(request, definition.unauthenticated);
    await reserveAttempt(db(), [limits.apiByMember(caller.userId), ...(definition.limits?.(caller.userId) ?? [])]);
    checkIdentityHeaders(request, caller);
    if (definition.needsHousehold !== false && !caller.actor) {
      throw new ApiError(403, "no_household", "No household ID found");
    }
    // A household in the path must be the caller's own; any other looks like one that does not exist.
    if (params.householdId !== undefined && params.householdId !== caller.actor?.householdId) {
      throw new ApiError(404, "not_found", "Household not found");
    }
    const reserved = definition.changesNothing ? null : await reserveIdempotencyKeyOf(request, url, caller.userId);
    if (reserved instanceof Response) return reserved;
    reservation = reserved;
    const form = definition.multipart ? await readForm(request) : null;
    const body = definition.body
      ? validate(definition.body, await readJson(request, definition.maxJsonBytes))
      : undefined;
    const query = definition.query ? validate(definition.query, Object.fromEntries(url.searchParams)) : undefined;
    const data = await definition.handle({
      caller,
      actor: caller.actor as Actor,
      params,
      body,
      query,
      form,
      request,
      clientAddress,
    });
    // A streaming answer (server-sent events) is already a response of its own.
    return await settleIdempotencyKey(
      reservation,
      data instanceof Response ? data : success(data ?? null, definition.status ?? 200),
    );
  } catch (error) {
    return await settleIdempotencyKey(reservation, failure(toApiError(error)));
  }
}
