import { XMLBuilder, XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { userForApiToken } from "~/services/api-tokens.server";
import {
  changesSince,
  collectionObjects,
  DavError,
  deleteTodo,
  putTodo,
  syncToken,
  type CollectionName,
  type DavObject,
} from "~/services/caldav.server";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import { findProfile } from "~/services/profiles.server";
import { limits, reserveAttempt } from "~/services/rate-limit.server";
import type { Actor } from "~/domain/actor";

/**
 * Basil as a CalDAV server (RFC 4791, with RFC 6578's sync-collection) below /dav, found
 * through /.well-known/caldav: the household's shopping list as a to-do list and its meal
 * plan as a read-only calendar, for a member's API token (docs/decisions/034-caldav.md).
 * server.js hands these requests over before Remix, which serves no WebDAV methods.
 */

const DAV = "DAV:";
const CALDAV = "urn:ietf:params:xml:ns:caldav";
const CALSERVER = "http://calendarserver.org/ns/";
const APPLE = "http://apple.com/ns/ical/";
const PREFIXES: Record<string, string> = { [DAV]: "d", [CALDAV]: "c", [CALSERVER]: "cs", [APPLE]: "a" };

export const DAV_ROOT = "/dav/";
const PRINCIPAL = "/dav/principal/";
const HOME = "/dav/calendars/";
const COLLECTIONS: Record<CollectionName, { path: string; name: string; component: "VTODO" | "VEVENT" }> = {
  shopping: { path: "/dav/calendars/shopping/", name: "Shopping list", component: "VTODO" },
  "meal-plan": { path: "/dav/calendars/meal-plan/", name: "Meal plan", component: "VEVENT" },
};

/** The methods served below /dav. */
export const DAV_METHODS = ["OPTIONS", "GET", "HEAD", "PUT", "DELETE", "PROPFIND", "PROPPATCH", "REPORT"];
const ALLOW = DAV_METHODS.join(", ");

/** The largest calendar object a client may PUT; a shopping item's to-do is a few hundred bytes. */
const MAX_OBJECT_BYTES = 64 * 1024;

// --- XML -------------------------------------------------------------------------------------

/** An XML element with its namespace resolved. */
type Element = { ns: string; name: string; attributes: Record<string, string>; children: Element[]; text: string };

type Ordered = Record<string, unknown> & { ":@"?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  trimValues: true,
});

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", suppressEmptyNode: true });

function toElements(nodes: Ordered[], scope: Record<string, string>): Element[] {
  const elements: Element[] = [];
  for (const node of nodes) {
    const tag = Object.keys(node).find((key) => key !== ":@");
    if (!tag || tag.startsWith("?") || tag === "#text" || tag === "#comment") continue;
    const attributes = node[":@"] ?? {};
    const inner = { ...scope };
    for (const [attribute, value] of Object.entries(attributes)) {
      if (attribute === "xmlns") inner[""] = value;
      else if (attribute.startsWith("xmlns:")) inner[attribute.slice(6)] = value;
    }
    const [prefix, local] = tag.includes(":") ? tag.split(":", 2) : ["", tag];
    const children = (node[tag] as Ordered[]) ?? [];
    elements.push({
      ns: inner[prefix] ?? "",
      name: local,
      attributes,
      children: toElements(children, inner),
      text: children.map((child) => (typeof child["#text"] === "string" ? child["#text"] : "")).join(""),
    });
  }
  return elements;
}

/** The request's XML document element, null for an empty body; a body that is not XML is a 400. */
function readXml(body: string): Element | null {
  if (body.trim() === "") return null;
  let parsed: Ordered[];
  try {
    parsed = parser.parse(body, true) as Ordered[];
  } catch {
    throw new DavError(400, "The request body is not XML");
  }
  const [root] = toElements(parsed, {});
  if (!root) throw new DavError(400, "The request body is not XML");
  return root;
}

const child = (element: Element | null | undefined, ns: string, name: string) =>
  element?.children.find((candidate) => candidate.ns === ns && candidate.name === name);

/** A property to answer: its namespace, name and XML value (an element body for the builder). */
type Property = { ns: string; name: string };
type Value = string | number | Record<string, unknown>;

/** A property's element name: a known namespace's prefix, or "x" declared on the element itself. */
function tagOf(property: Property) {
  const prefix = PREFIXES[property.ns];
  if (prefix) return { tag: `${prefix}:${property.name}`, attributes: {} };
  return { tag: `x:${property.name}`, attributes: { "@_xmlns:x": property.ns } };
}

function propElement(property: Property, value: Value | null) {
  const { tag, attributes } = tagOf(property);
  if (value === null || value === "") return [tag, attributes] as const;
  if (typeof value === "object") return [tag, { ...attributes, ...value }] as const;
  return [tag, Object.keys(attributes).length ? { ...attributes, "#text": String(value) } : String(value)] as const;
}

type ResponseEntry = {
  href: string;
  found?: [Property, Value][];
  missing?: Property[];
  /** Properties that may not be set (a PROPPATCH's). */
  forbidden?: Property[];
  status?: number;
};

const STATUS_TEXT: Record<number, string> = { 200: "OK", 403: "Forbidden", 404: "Not Found" };
const statusLine = (status: number) => `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? ""}`.trim();

function multistatus(entries: ResponseEntry[], extra: Record<string, unknown> = {}) {
  const responses = entries.map((entry) => {
    const response: Record<string, unknown> = { "d:href": encodeHref(entry.href) };
    if (entry.status !== undefined) {
      response["d:status"] = statusLine(entry.status);
      return response;
    }
    const propstats = [];
    if (entry.found?.length)
      propstats.push({
        "d:prop": Object.fromEntries(entry.found.map(([property, value]) => propElement(property, value))),
        "d:status": statusLine(200),
      });
    if (entry.forbidden?.length)
      propstats.push({
        "d:prop": Object.fromEntries(entry.forbidden.map((property) => propElement(property, null))),
        "d:status": statusLine(403),
      });
    if (entry.missing?.length)
      propstats.push({
        "d:prop": Object.fromEntries(entry.missing.map((property) => propElement(property, null))),
        "d:status": statusLine(404),
      });
    response["d:propstat"] = propstats;
    return response;
  });
  const xml = builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "utf-8" },
    "d:multistatus": {
      "@_xmlns:d": DAV,
      "@_xmlns:c": CALDAV,
      "@_xmlns:cs": CALSERVER,
      "@_xmlns:a": APPLE,
      "d:response": responses,
      ...extra,
    },
  }) as string;
  return new Response(xml, { status: 207, headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

/** Each segment of a path percent-encoded as an href, the slashes kept. */
function encodeHref(path: string) {
  return path
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
}

function errorResponse(status: number, message: string, condition?: string, headers: Record<string, string> = {}) {
  if (!condition) {
    return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
  }
  const [prefix, name] = condition.split(":");
  const xml = builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "utf-8" },
    "d:error": {
      "@_xmlns:d": DAV,
      "@_xmlns:c": CALDAV,
      [`${prefix === "C" ? "c" : "d"}:${name}`]: "",
      "d:responsedescription": message,
    },
  }) as string;
  return new Response(xml, { status, headers: { "Content-Type": "application/xml; charset=utf-8", ...headers } });
}

// --- Resources -------------------------------------------------------------------------------

type Resource =
  | { kind: "root" | "principal" | "home" }
  | { kind: "collection"; collection: CollectionName }
  | { kind: "object"; collection: CollectionName; name: string };

function resourceAt(path: string): Resource | null {
  const normalised = path.endsWith("/") ? path : `${path}/`;
  if (normalised === "/" || normalised === DAV_ROOT) return { kind: "root" };
  if (normalised === PRINCIPAL) return { kind: "principal" };
  if (normalised === HOME) return { kind: "home" };
  for (const [collection, { path: base }] of Object.entries(COLLECTIONS) as [CollectionName, { path: string }][]) {
    if (normalised === base) return { kind: "collection", collection };
    if (path.startsWith(base)) {
      const rest = path.slice(base.length);
      if (rest.includes("/") || rest.length > 255) return null;
      let name: string;
      try {
        name = decodeURIComponent(rest);
      } catch {
        return null;
      }
      if (!name.endsWith(".ics") || name.length <= 4) return null;
      return { kind: "object", collection, name };
    }
  }
  return null;
}

/** What one request knows: the member, their household, and the calendars' objects once read. */
class Session {
  private objects = new Map<CollectionName, Promise<DavObject[]>>();
  private tokens = new Map<CollectionName, Promise<string>>();

  constructor(
    readonly actor: Actor,
    readonly email: string,
    readonly displayName: string,
    readonly appUrl: string | undefined,
  ) {}

  objectsOf(collection: CollectionName) {
    let found = this.objects.get(collection);
    if (!found) {
      found = collectionObjects(db(), this.actor, collection, { appUrl: this.appUrl });
      this.objects.set(collection, found);
    }
    return found;
  }

  async tokenOf(collection: CollectionName) {
    let found = this.tokens.get(collection);
    if (!found) {
      found = this.objectsOf(collection).then((objects) =>
        syncToken(db(), this.actor.householdId, collection, objects),
      );
      this.tokens.set(collection, found);
    }
    return found;
  }
}

const prop = (ns: string, name: string): Property => ({ ns, name });
const d = (name: string) => prop(DAV, name);
const c = (name: string) => prop(CALDAV, name);

/** The properties allprop answers for a resource. */
const ALL_PROPS: Record<Resource["kind"], Property[]> = {
  root: [d("resourcetype"), d("displayname"), d("current-user-principal")],
  principal: [d("resourcetype"), d("displayname"), d("current-user-principal"), c("calendar-home-set")],
  home: [d("resourcetype"), d("displayname"), d("current-user-principal")],
  collection: [
    d("resourcetype"),
    d("displayname"),
    c("supported-calendar-component-set"),
    prop(CALSERVER, "getctag"),
    d("sync-token"),
  ],
  object: [d("resourcetype"), d("getetag"), d("getcontenttype")],
};

function privileges(writable: boolean) {
  const names = writable ? ["read", "write", "write-content", "bind", "unbind"] : ["read"];
  return { "d:privilege": names.map((name) => ({ [`d:${name}`]: "" })) };
}

/** One property of a resource, or undefined when it has none. */
async function valueOf(
  session: Session,
  resource: Resource,
  property: Property,
  object?: DavObject,
): Promise<Value | undefined> {
  const key = `${PREFIXES[property.ns] ?? "?"}:${property.name}`;
  const collection = "collection" in resource ? COLLECTIONS[resource.collection] : null;
  switch (key) {
    case "d:current-user-principal":
    case "d:principal-URL":
      return { "d:href": PRINCIPAL };
    case "d:principal-collection-set":
      return { "d:href": DAV_ROOT };
    case "c:calendar-home-set":
      return resource.kind === "principal" ? { "d:href": HOME } : undefined;
    case "c:calendar-user-address-set":
      return resource.kind === "principal" ? { "d:href": `mailto:${session.email}` } : undefined;
    case "d:owner":
      return resource.kind === "collection" ? { "d:href": PRINCIPAL } : undefined;
    case "d:resourcetype":
      if (resource.kind === "object") return "";
      if (resource.kind === "principal") return { "d:principal": "", "d:collection": "" };
      if (resource.kind === "collection") return { "d:collection": "", "c:calendar": "" };
      return { "d:collection": "" };
    case "d:displayname":
      if (resource.kind === "object") return undefined;
      if (resource.kind === "principal") return session.displayName;
      if (resource.kind === "collection") return collection?.name;
      return "Basil";
    case "c:calendar-description":
      if (resource.kind !== "collection") return undefined;
      return resource.collection === "shopping"
        ? "The household's shopping list in Basil"
        : "The household's meal plan in Basil (read-only)";
    case "c:supported-calendar-component-set":
      return resource.kind === "collection" ? { "c:comp": { "@_name": collection?.component } } : undefined;
    case "c:supported-calendar-data":
      return resource.kind === "collection"
        ? { "c:calendar-data": { "@_content-type": "text/calendar", "@_version": "2.0" } }
        : undefined;
    case "a:calendar-color":
      return resource.kind === "collection"
        ? resource.collection === "shopping"
          ? "#4F7A3AFF"
          : "#B5651DFF"
        : undefined;
    case "cs:getctag":
    case "d:sync-token":
      return resource.kind === "collection" ? session.tokenOf(resource.collection) : undefined;
    case "d:supported-report-set":
      if (resource.kind !== "collection") return undefined;
      return {
        "d:supported-report": ["d:sync-collection", "c:calendar-multiget", "c:calendar-query"].map((report) => ({
          "d:report": { [report]: "" },
        })),
      };
    case "d:current-user-privilege-set":
      return privileges(resource.kind === "collection" && resource.collection === "shopping");
    case "d:getetag":
      return object?.etag;
    case "d:getcontenttype":
      if (object) return "text/calendar; charset=utf-8; component=" + (collection?.component ?? "");
      return undefined;
    case "c:calendar-data":
      return object?.data;
    default:
      return undefined;
  }
}

/** The properties asked for (or all), answered for one resource. */
async function describe(
  session: Session,
  resource: Resource,
  path: string,
  asked: Property[] | "all",
  object?: DavObject,
): Promise<ResponseEntry> {
  const properties = asked === "all" ? ALL_PROPS[resource.kind] : asked;
  const found: [Property, Value][] = [];
  const missing: Property[] = [];
  for (const property of properties) {
    const value = await valueOf(session, resource, property, object);
    if (value === undefined) missing.push(property);
    else found.push([property, value]);
  }
  return { href: path, found, missing };
}

function askedProperties(request: Element | null | undefined): Property[] | "all" {
  const props = child(request, DAV, "prop");
  if (!props) return "all";
  return props.children.map((element) => prop(element.ns, element.name));
}

function objectPath(collection: CollectionName, name: string) {
  return `${COLLECTIONS[collection].path}${name}`;
}

async function findObject(session: Session, collection: CollectionName, name: string) {
  return (await session.objectsOf(collection)).find((object) => object.name === name) ?? null;
}

async function propfind(session: Session, resource: Resource, path: string, body: Element | null, depth: string) {
  if (body && !(body.ns === DAV && body.name === "propfind")) throw new DavError(400, "Send a DAV:propfind");
  const asked = body && !child(body, DAV, "allprop") ? askedProperties(body) : "all";
  const deep = depth !== "0";
  const entries: ResponseEntry[] = [];
  if (resource.kind === "object") {
    const object = await findObject(session, resource.collection, resource.name);
    if (!object) throw new DavError(404, "No such item");
    entries.push(await describe(session, resource, path, asked, object));
    return multistatus(entries);
  }
  const self = resource.kind === "root" ? DAV_ROOT : path.endsWith("/") ? path : `${path}/`;
  entries.push(await describe(session, resource, self, asked));
  if (deep && resource.kind === "home") {
    for (const collection of Object.keys(COLLECTIONS) as CollectionName[])
      entries.push(await describe(session, { kind: "collection", collection }, COLLECTIONS[collection].path, asked));
  }
  if (deep && resource.kind === "collection") {
    for (const object of await session.objectsOf(resource.collection)) {
      const objectResource: Resource = { kind: "object", collection: resource.collection, name: object.name };
      entries.push(
        await describe(session, objectResource, objectPath(resource.collection, object.name), asked, object),
      );
    }
  }
  return multistatus(entries);
}

/** The object names a calendar-multiget or sync response lists, from hrefs below the collection. */
function nameFromHref(collection: CollectionName, href: string) {
  let path: string;
  try {
    path = new URL(href, "http://basil.invalid").pathname;
  } catch {
    return null;
  }
  const resource = resourceAt(path);
  return resource?.kind === "object" && resource.collection === collection ? resource.name : null;
}

/**
 * Whether an object passes a calendar-query filter (RFC 4791 9.7): the component asked for
 * (or its absence), an event's time range, and property filters (is-not-defined, or a
 * case-insensitive substring text-match, negated or not), as a to-do app's look-up by UID sends.
 */
function passesFilter(object: DavObject, filter: Element | undefined, component: string) {
  const calendar = child(filter, CALDAV, "comp-filter");
  if (!calendar) return true;
  const parsed = new ICAL.Component(ICAL.parse(object.data) as unknown[]);
  for (const compFilter of calendar.children.filter(
    (element) => element.ns === CALDAV && element.name === "comp-filter",
  )) {
    const absent = Boolean(child(compFilter, CALDAV, "is-not-defined"));
    const matches = (compFilter.attributes.name ?? "").toUpperCase() === component;
    if (absent ? matches : !matches) return false;
    if (absent) continue;
    const inner = parsed.getFirstSubcomponent(component.toLowerCase());
    if (!inner) return false;
    const range = child(compFilter, CALDAV, "time-range");
    if (range && !inTimeRange(inner, range)) return false;
    for (const propFilter of compFilter.children.filter(
      (element) => element.ns === CALDAV && element.name === "prop-filter",
    )) {
      if (!passesPropFilter(inner, propFilter)) return false;
    }
  }
  return true;
}

function passesPropFilter(component: ICAL.Component, propFilter: Element) {
  const values = component
    .getAllProperties((propFilter.attributes.name ?? "").toLowerCase())
    .map((property) => String(property.getFirstValue() ?? ""));
  if (child(propFilter, CALDAV, "is-not-defined")) return values.length === 0;
  if (values.length === 0) return false;
  const match = child(propFilter, CALDAV, "text-match");
  if (!match) return true;
  const needle = match.text.toLowerCase();
  const found = values.some((value) => value.toLowerCase().includes(needle));
  return match.attributes["negate-condition"] === "yes" ? !found : found;
}

/** Whether an event overlaps a time-range; Basil's floating times are compared as UTC. */
function inTimeRange(component: ICAL.Component, range: Element) {
  const start = component.getFirstPropertyValue("dtstart");
  const end = component.getFirstPropertyValue("dtend") ?? start;
  if (!(start instanceof ICAL.Time) || !(end instanceof ICAL.Time)) return true;
  const compact = (value: string) => value.replace(/Z$/, "");
  const from = range.attributes.start ? compact(range.attributes.start) : null;
  const to = range.attributes.end ? compact(range.attributes.end) : null;
  if (from && compact(end.toICALString()) <= from) return false;
  if (to && compact(start.toICALString()) >= to) return false;
  return true;
}

async function report(session: Session, resource: Resource, body: Element | null) {
  if (!body) throw new DavError(400, "Send a REPORT body");
  if (resource.kind !== "collection") throw new DavError(403, "Reports are made on a calendar", "D:supported-report");
  const collection = resource.collection;
  const asked = askedProperties(body);
  const objects = await session.objectsOf(collection);
  const describeObject = (object: DavObject) =>
    describe(
      session,
      { kind: "object", collection, name: object.name },
      objectPath(collection, object.name),
      asked,
      object,
    );

  if (body.ns === DAV && body.name === "sync-collection") {
    const token = child(body, DAV, "sync-token")?.text.trim() ?? "";
    const changes = await changesSince(db(), session.actor.householdId, collection, token, objects);
    if (!changes)
      throw new DavError(403, "That sync token is no longer known; sync again from the start", "D:valid-sync-token");
    const byName = new Map(objects.map((object) => [object.name, object]));
    const entries: ResponseEntry[] = [];
    for (const name of changes.changed) {
      const object = byName.get(name);
      if (object) entries.push(await describeObject(object));
    }
    for (const name of changes.deleted) entries.push({ href: objectPath(collection, name), status: 404 });
    return multistatus(entries, { "d:sync-token": await session.tokenOf(collection) });
  }

  if (body.ns === CALDAV && body.name === "calendar-multiget") {
    const entries: ResponseEntry[] = [];
    for (const href of body.children.filter((element) => element.ns === DAV && element.name === "href")) {
      const name = nameFromHref(collection, href.text.trim());
      const object = name ? objects.find((candidate) => candidate.name === name) : undefined;
      entries.push(object ? await describeObject(object) : { href: href.text.trim(), status: 404 });
    }
    return multistatus(entries);
  }

  if (body.ns === CALDAV && body.name === "calendar-query") {
    const filter = child(body, CALDAV, "filter");
    const component = COLLECTIONS[collection].component;
    const entries: ResponseEntry[] = [];
    for (const object of objects)
      if (passesFilter(object, filter, component)) entries.push(await describeObject(object));
    return multistatus(entries);
  }
  throw new DavError(403, "Basil answers sync-collection, calendar-multiget and calendar-query", "D:supported-report");
}

// --- Requests --------------------------------------------------------------------------------

const UNAUTHORIZED_HEADERS = { "WWW-Authenticate": 'Basic realm="Basil", charset="UTF-8"' };

/** The member of an API token, sent as HTTP Basic's password (any user name) or as a Bearer token. */
async function authenticate(request: Request) {
  const authorization = request.headers.get("Authorization") ?? "";
  let token: string | null = null;
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization);
  if (bearer) token = bearer[1];
  else if (basic) {
    const decoded = Buffer.from(basic[1], "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    token = colon >= 0 ? decoded.slice(colon + 1) : null;
  }
  if (!token) return null;
  const userId = await userForApiToken(db(), token);
  return userId ? { userId, profile: await findProfile(db(), userId) } : null;
}

function withBaseHeaders(response: Response) {
  response.headers.set("DAV", "1, 3, calendar-access");
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/** Answers a request below /dav (or /.well-known/caldav, or a WebDAV request for /). */
export async function serveDav(request: Request, options: { appUrl?: string; maxBytes?: number } = {}) {
  try {
    return withBaseHeaders(await handle(request, options));
  } catch (error) {
    if (error instanceof DavError) return withBaseHeaders(errorResponse(error.status, error.message, error.condition));
    if (error instanceof UserFacingError) {
      const headers: Record<string, string> =
        error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) };
      return withBaseHeaders(errorResponse(error.status, error.message, undefined, headers));
    }
    console.error("CalDAV request failed:", error);
    return withBaseHeaders(errorResponse(500, "An error occurred"));
  }
}

async function handle(request: Request, options: { appUrl?: string }) {
  const url = new URL(request.url);
  const path = url.pathname;
  if (path === "/.well-known/caldav" || path === "/.well-known/caldav/") {
    return new Response(null, { status: 301, headers: { Location: DAV_ROOT } });
  }
  if (request.method === "OPTIONS") {
    return new Response(null, { status: 200, headers: { Allow: ALLOW, "Content-Length": "0" } });
  }
  if (!DAV_METHODS.includes(request.method)) {
    return errorResponse(405, `Use ${ALLOW}`, undefined, { Allow: ALLOW });
  }
  const caller = await authenticate(request);
  if (!caller?.profile)
    return errorResponse(401, "Use a Basil API token as the password", undefined, UNAUTHORIZED_HEADERS);
  await reserveAttempt(db(), [limits.apiByMember(caller.userId)]);
  const householdId = caller.profile.householdId;
  if (!householdId) return errorResponse(403, "Join or create a household first");
  const session = new Session(
    { userId: caller.userId, householdId },
    caller.profile.email ?? "",
    caller.profile.displayName ?? "Basil",
    options.appUrl,
  );
  const resource = resourceAt(path);
  if (!resource) throw new DavError(404, "Nothing at this address");

  const text = await request.text();
  switch (request.method) {
    case "PROPFIND":
      return propfind(session, resource, path, readXml(text), request.headers.get("Depth") ?? "1");
    case "REPORT":
      return report(session, resource, readXml(text));
    case "GET":
    case "HEAD":
      return get(session, resource);
    case "PUT":
      return put(session, resource, request, text);
    case "DELETE":
      return remove(session, resource, request);
    case "PROPPATCH":
      return proppatch(resource, path, readXml(text));
  }
  return errorResponse(405, `Use ${ALLOW}`, undefined, { Allow: ALLOW });
}

/**
 * Names and colours are Basil's: each property a calendar app tries to set (a colour, an
 * order) is answered 403, in a 207 it understands, and nothing changes.
 */
function proppatch(resource: Resource, path: string, body: Element | null) {
  if (!body || body.ns !== DAV || body.name !== "propertyupdate") throw new DavError(400, "Send a DAV:propertyupdate");
  if (resource.kind !== "collection")
    throw new DavError(403, "Only a calendar's properties could be set", "D:need-privileges");
  const forbidden = body.children
    .filter((element) => element.ns === DAV && (element.name === "set" || element.name === "remove"))
    .flatMap((element) => child(element, DAV, "prop")?.children ?? [])
    .map((element) => prop(element.ns, element.name));
  return multistatus([{ href: path, forbidden }]);
}

async function get(session: Session, resource: Resource) {
  if (resource.kind !== "object") {
    return new Response("Basil's calendars: add this server to a CalDAV app with an API token as the password", {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const object = await findObject(session, resource.collection, resource.name);
  if (!object) throw new DavError(404, "No such item");
  return new Response(object.data, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", ETag: object.etag },
  });
}

function conditions(request: Request) {
  return { ifMatch: request.headers.get("If-Match"), ifNoneMatch: request.headers.get("If-None-Match") };
}

async function put(session: Session, resource: Resource, request: Request, text: string) {
  if (resource.kind !== "object") throw new DavError(405, "Put calendar objects into a calendar");
  if (resource.collection !== "shopping")
    throw new DavError(403, "The meal plan is read-only here; plan meals in Basil", "D:need-privileges");
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "text/calendar") throw new DavError(415, "Send the to-do as text/calendar", "C:supported-calendar-data");
  if (Buffer.byteLength(text) > MAX_OBJECT_BYTES)
    throw new DavError(413, "That to-do is too large", "C:max-resource-size");
  const { created } = await putTodo(db(), session.actor, resource.name, text, conditions(request));
  // Basil writes the to-do in its own words, so no ETag is given: the app reads it back.
  return new Response(null, { status: created ? 201 : 204 });
}

async function remove(session: Session, resource: Resource, request: Request) {
  if (resource.kind !== "object") throw new DavError(403, "Calendars cannot be deleted here", "D:need-privileges");
  if (resource.collection !== "shopping")
    throw new DavError(403, "The meal plan is read-only here; plan meals in Basil", "D:need-privileges");
  await deleteTodo(db(), session.actor, resource.name, conditions(request));
  return new Response(null, { status: 204 });
}
