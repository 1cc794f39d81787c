/**
 * Fetching a recipe page that a member named, without letting the address reach anything but
 * the public web: only http(s), only public addresses (checked on the address the connection
 * is made to, at every redirect), with a time-out and a size cap.
 */
import { lookup as lookupHost, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import type { Readable, Transform } from "node:stream";
import zlib from "node:zlib";
import { UserFacingError } from "~/services/errors.server";

export type RecipePageFetchOptions = {
  /** Lets the fetch reach loopback and private networks (tests serve pages on 127.0.0.1). */
  allowPrivateAddresses?: boolean;
  /** For the whole fetch: every redirect and the body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * Replaces the rule for which resolved addresses may be connected to (tests use it to allow
   * one loopback address and prove that a redirect elsewhere is checked again).
   */
  isAllowedAddress?: (address: string) => boolean;
};

export type FetchedPage = { html: string; finalUrl: string };

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
/** Longer addresses are not something a member typed or pasted from a browser. */
const MAX_ADDRESS_LENGTH = 2048;

/** Every failure, in words for people: never the page's own text or an internal error. */
const refusal = {
  notWebAddress: () => new UserFacingError("Enter a web address that starts with http:// or https://.", 400),
  withCredentials: () => new UserFacingError("Enter the web address without a user name or password.", 400),
  notPublic: () => new UserFacingError("Basil can only import from public web addresses.", 400),
  tooSlow: () => new UserFacingError("That page took too long to answer.", 504),
  tooLarge: () => new UserFacingError("That page is too large to import.", 413),
  notAPage: () => new UserFacingError("That address is not a web page.", 415),
  unreachable: () => new UserFacingError("That page could not be reached.", 502),
  tooManyRedirects: () => new UserFacingError("That page redirects too many times.", 502),
  errorStatus: (status: number) => new UserFacingError(`That page answered with an error (${status}).`, 502),
};

// ---------------------------------------------------------------------------------------------
// Which addresses are public
// ---------------------------------------------------------------------------------------------

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const NON_PUBLIC_IPV4 = blockListOf("ipv4", [
  ["0.0.0.0", 8], // "this network", including the unspecified address
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, where cloud metadata services answer
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relays
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
]);

/** Only global unicast IPv6 is public; everything else (loopback, ULA, link-local, multicast…) is not. */
const GLOBAL_UNICAST_IPV6 = blockListOf("ipv6", [["2000::", 3]]);

/** Global unicast ranges that still do not lead to one public host, or tunnel to IPv4 addresses. */
const NON_PUBLIC_IPV6 = blockListOf("ipv6", [
  ["2001::", 23], // IETF protocol assignments, Teredo among them
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, which embeds any IPv4 address
]);

const IPV4_MAPPED = blockListOf("ipv6", [["::ffff:0:0", 96]]);

function blockListOf(family: "ipv4" | "ipv6", ranges: Array<[string, number]>): BlockList {
  const list = new BlockList();
  ranges.forEach(([network, prefix]) => list.addSubnet(network, prefix, family));
  return list;
}

/**
 * Whether an IP address is on the public internet. An IPv4-mapped IPv6 address
 * (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 4) return !NON_PUBLIC_IPV4.check(bare, "ipv4");
  if (family !== 6) return false;
  // The IPv4 list also matches the IPv4 address inside a mapped IPv6 one.
  if (IPV4_MAPPED.check(bare, "ipv6")) return !NON_PUBLIC_IPV4.check(bare, "ipv6");
  return GLOBAL_UNICAST_IPV6.check(bare, "ipv6") && !NON_PUBLIC_IPV6.check(bare, "ipv6");
}

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

/** The address a member entered, if it is one Basil may try; the host is checked when it is resolved. */
function addressEntered(input: string): URL {
  const text = input.trim();
  if (text === "" || text.length > MAX_ADDRESS_LENGTH || !URL.canParse(text)) throw refusal.notWebAddress();
  const url = new URL(text);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refusal.notWebAddress();
  if (url.username !== "" || url.password !== "") throw refusal.withCredentials();
  return url;
}

/** Where a redirect leads, held to the same rules as an address a member entered. */
function redirectTarget(location: string, from: URL): URL {
  if (!URL.canParse(location, from)) throw refusal.unreachable();
  const url = new URL(location, from);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refusal.notPublic();
  if (url.username !== "" || url.password !== "") throw refusal.notPublic();
  return url;
}

/**
 * A DNS lookup that fails unless every address the name resolves to is allowed. The connection
 * is made to the addresses it returns, so the name cannot resolve elsewhere between the check
 * and the connect (DNS rebinding).
 */
export function checkedLookup(isAllowedAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookupHost(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, "");
      const allowed = addresses.length > 0 && addresses.every((entry) => isAllowedAddress(entry.address));
      if (!allowed) return callback(refusal.notPublic(), "");
      if (options.all) return callback(null, addresses);
      const [first]: LookupAddress[] = addresses;
      callback(null, first.address, first.family);
    });
  };
}

/** A host written as an IP address is connected to without a lookup, so it is checked here. */
function checkLiteralHost(url: URL, isAllowedAddress: (address: string) => boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0 && !isAllowedAddress(host)) throw refusal.notPublic();
}

// ---------------------------------------------------------------------------------------------
// Fetching
// ---------------------------------------------------------------------------------------------

/** What a fetch will take: a web page's HTML, or a recipe's picture. */
type Wanted = { accept: string; accepts: (mediaType: string) => boolean; refused: () => UserFacingError };

const WEB_PAGE: Wanted = {
  accept: "text/html",
  accepts: (type) => ["", "text/html", "application/xhtml+xml"].includes(type),
  refused: () => refusal.notAPage(),
};
const PICTURE: Wanted = {
  accept: "image/webp,image/jpeg,image/png",
  accepts: (type) => ["image/jpeg", "image/png", "image/webp", "application/octet-stream"].includes(type),
  refused: () => new UserFacingError("That address is not a JPEG, PNG or WebP picture.", 415),
};

type Limits = { maxBytes: number; signal: AbortSignal; isAllowedAddress: (address: string) => boolean; wanted: Wanted };

type Answer = { redirectTo: string } | { body: Buffer; contentType: string };

/**
 * The page at a web address a member entered, following redirects. Every failure is a
 * UserFacingError whose message says what went wrong in people's words, never what the page said.
 */
export async function fetchRecipePage(url: string, options: RecipePageFetchOptions = {}): Promise<FetchedPage> {
  const { body, contentType, finalUrl } = await fetchChecked(url, options, WEB_PAGE);
  return { html: textOfBody(body, contentType), finalUrl };
}

/** The picture of an imported recipe, fetched by the same rules as its page (5 MB at most by default). */
export async function fetchRecipePicture(
  url: string,
  options: RecipePageFetchOptions = {},
): Promise<{ bytes: Uint8Array; type: string }> {
  const { body, contentType } = await fetchChecked(url, { maxBytes: 5 * 1024 * 1024, ...options }, PICTURE);
  return { bytes: new Uint8Array(body), type: mediaTypeOf(contentType) };
}

async function fetchChecked(url: string, options: RecipePageFetchOptions, wanted: Wanted) {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const isAllowedAddress = options.isAllowedAddress ?? (options.allowPrivateAddresses ? () => true : isPublicAddress);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const limits: Limits = {
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    signal: deadline.signal,
    isAllowedAddress,
    wanted,
  };
  try {
    let address = addressEntered(url);
    for (let redirects = 0; ; redirects++) {
      const answer = await fetchOnce(address, limits);
      if ("body" in answer) return { ...answer, finalUrl: address.href };
      if (redirects >= maxRedirects) throw refusal.tooManyRedirects();
      address = redirectTarget(answer.redirectTo, address);
    }
  } catch (error) {
    if (deadline.signal.aborted) throw refusal.tooSlow();
    // Anything else (a reset connection, a TLS failure) says nothing a member could act on.
    throw error instanceof UserFacingError ? error : refusal.unreachable();
  } finally {
    clearTimeout(timer);
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** One request: a redirect's target, or the page's text. */
function fetchOnce(url: URL, limits: Limits): Promise<Answer> {
  checkLiteralHost(url, limits.isAllowedAddress);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.request(url, {
      method: "GET",
      headers: { "User-Agent": "Basil recipe importer", Accept: limits.wanted.accept },
      lookup: checkedLookup(limits.isAllowedAddress),
      // A pooled connection could have been opened to an address this fetch never checked.
      agent: false,
      signal: limits.signal,
    });
    request.on("error", reject);
    request.on("response", (response) => {
      answerOf(response, limits).then(resolve, (error: unknown) => {
        response.destroy();
        reject(error);
      });
    });
    request.end();
  });
}

async function answerOf(response: IncomingMessage, limits: Limits): Promise<Answer> {
  const status = response.statusCode ?? 0;
  if (REDIRECT_STATUSES.has(status)) {
    response.destroy();
    const location = response.headers.location;
    if (!location) throw refusal.unreachable();
    return { redirectTo: location };
  }
  if (status < 200 || status > 299) throw refusal.errorStatus(status);
  const contentType = response.headers["content-type"] ?? "";
  if (!limits.wanted.accepts(mediaTypeOf(contentType))) throw limits.wanted.refused();
  const declaredLength = Number(response.headers["content-length"]);
  if (Number.isFinite(declaredLength) && declaredLength > limits.maxBytes) throw refusal.tooLarge();
  const body = await readCapped(decodedBody(response), limits.maxBytes, limits.signal);
  return { body, contentType };
}

function mediaTypeOf(contentType: string): string {
  return contentType.split(";")[0].trim().toLowerCase();
}

/**
 * The body with any content encoding undone. Basil asks for none, but a server may compress
 * anyway; the cap then counts what the page unpacks to.
 */
function decodedBody(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  const decoders: Record<string, () => Transform> = {
    gzip: zlib.createGunzip,
    "x-gzip": zlib.createGunzip,
    deflate: zlib.createInflate,
    br: zlib.createBrotliDecompress,
  };
  if (encoding === "identity" || encoding === "") return response;
  const decoder = decoders[encoding];
  if (!decoder) throw refusal.notAPage();
  const decoded = decoder();
  response.on("error", (error) => decoded.destroy(error));
  return response.pipe(decoded);
}

/** The body's bytes, failing as soon as they pass the cap, without holding more than the cap. */
function readCapped(body: Readable, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: unknown): void => {
      body.destroy();
      reject(error);
    };
    signal.addEventListener("abort", () => fail(refusal.tooSlow()), { once: true });
    body.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(refusal.tooLarge());
      chunks.push(chunk);
    });
    body.on("error", fail);
    body.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

/** Charsets that mean Latin-1, which browsers read as windows-1252. */
const LATIN_CHARSETS = new Set([
  "iso-8859-1",
  "iso8859-1",
  "latin1",
  "l1",
  "windows-1252",
  "cp1252",
  "us-ascii",
  "ascii",
]);

/**
 * Where windows-1252 differs from Latin-1: bytes 0x80–0x9F are curly quotes, dashes, € and
 * œ rather than control characters. Node's TextDecoder reads "windows-1252" as plain Latin-1,
 * so the difference is mapped here.
 */
const WINDOWS_1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(body: Buffer): string {
  return body
    .toString("latin1")
    .replace(/[\u0080-\u009f]/g, (control) => WINDOWS_1252_HIGH[control.charCodeAt(0) - 0x80]);
}

function textOfBody(body: Buffer, contentType: string): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1].toLowerCase() ?? "utf-8";
  return LATIN_CHARSETS.has(charset) ? decodeWindows1252(body) : new TextDecoder("utf-8").decode(body);
}
