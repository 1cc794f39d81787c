import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify, type ECDH } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local Web Push service, doing what a browser's push service and the browser do with a
 * message: it checks the VAPID Authorization header (RFC 8292: a JWT signed ES256 with the
 * key in `k=`, for this origin, not expired) and decrypts the aes128gcm body (RFC 8291) with
 * the private ECDH key and auth secret of the subscription it made. Nothing is stubbed: the
 * app's real encryption has to come out right.
 */

export type ReceivedPush = {
  endpoint: string;
  /** The decrypted message, parsed as JSON. */
  payload: unknown;
  /** The VAPID public key that signed it. */
  vapidKey: string;
  headers: http.IncomingHttpHeaders;
};

export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

type Device = { ecdh: ECDH; auth: Buffer; answer: number };

export type PushService = {
  origin: string;
  /** A new device's subscription, with real keys, pointing at this service. */
  subscribe(): TestSubscription;
  /** From now on this endpoint answers `status` (410: the device unsubscribed). */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** Requests refused (bad VAPID, undecryptable body), with the reason: a test expects none. */
  refused: string[];
  /** Resolves once `count` messages have been received in all. */
  waitFor(count: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

const b64 = (data: Buffer) => data.toString("base64url");

function checkVapid(header: string | undefined, origin: string): string {
  const match = header && /^vapid t=([\w.-]+), ?k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`no vapid Authorization header: ${header}`);
  const [, token, key] = match;
  const [headerPart, claimsPart, signature] = token.split(".");
  const jwtHeader = JSON.parse(Buffer.from(headerPart, "base64url").toString()) as { alg?: string; typ?: string };
  if (jwtHeader.alg !== "ES256") throw new Error(`JWT alg ${jwtHeader.alg}`);
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k= is not an uncompressed P-256 point");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("JWT signature does not verify with k=");
  const claims = JSON.parse(Buffer.from(claimsPart, "base64url").toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud}, not ${origin}`);
  const now = Date.now() / 1000;
  if (typeof claims.exp !== "number" || claims.exp <= now || claims.exp > now + 24 * 3600) throw new Error("JWT exp");
  if (!claims.sub || !/^(?:mailto:|https:)/.test(claims.sub)) throw new Error(`JWT sub ${claims.sub}`);
  return key;
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, padding delimiter 2. */
function decrypt(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error("bad aes128gcm header");
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters: Array<{ count: number; resolve: (all: ReceivedPush[]) => void }> = [];
  let origin = "";

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const endpoint = `${origin}${request.url}`;
      const device = devices.get(endpoint);
      if (request.method !== "POST" || !device) {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        if (!request.headers.ttl) throw new Error("no TTL");
        const vapidKey = checkVapid(request.headers.authorization, origin);
        if (device.answer !== 201) {
          response.writeHead(device.answer).end();
          return;
        }
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), device).toString("utf8")) as unknown;
        received.push({ endpoint, payload, vapidKey, headers: request.headers });
        response.writeHead(201).end();
        for (const waiter of waiters.filter((entry) => received.length >= entry.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve([...received]);
        }
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(8).toString("hex")}`;
      devices.set(endpoint, { ecdh, auth, answer: 201 });
      return { endpoint, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    answer(endpoint, status) {
      const device = devices.get(endpoint);
      if (device) device.answer = status;
    },
    received,
    refused,
    waitFor(count) {
      if (received.length >= count) return Promise.resolve([...received]);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
