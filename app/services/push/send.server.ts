import http from "node:http";
import https from "node:https";
import webpush from "web-push";
import type { DB } from "../db/index.server";
import { checkedLookup, isPublicAddress } from "../kitchen/recipe-import/safe-fetch.server";
import type { PushIdentity } from "./keys.server";
import { forgetGone, type PushTarget } from "./subscriptions.server";

/** What a notification shows; the service worker (public/sw.js) draws it and opens `url` on a click. */
export type PushMessage = { title: string; body: string; tag: string; url: string };

/** How a message is sent: the server's identity, whether local endpoints are allowed, how long a post may take. */
export type PushContext = { identity: PushIdentity; allowLocal: boolean; timeoutMs?: number };

/** How many posts to push services are in flight at once, for one batch of messages. */
const CONCURRENCY = 4;
const TIMEOUT_MS = 10_000;
/** A message not delivered within this many seconds (the device off) is dropped by its push service. */
const TTL_SECONDS = 12 * 60 * 60;

/**
 * Posts one encrypted message (RFC 8291, aes128gcm, signed with VAPID per RFC 8292) to a
 * device's push service and answers its status. The connection goes only to addresses
 * allowed for push (public ones, unless `allowLocal`), checked on the address connected to.
 */
async function post(target: PushTarget, message: PushMessage, context: PushContext): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: context.identity,
      TTL: TTL_SECONDS,
      contentEncoding: "aes128gcm",
      urgency: "high",
      topic: message.tag.replace(/[^\w-]/g, "").slice(0, 32) || undefined,
    },
  );
  const url = new URL(details.endpoint);
  const client = url.protocol === "http:" ? http : https;
  const lookup = checkedLookup(context.allowLocal ? () => true : isPublicAddress);
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        lookup,
        signal: AbortSignal.timeout(context.timeoutMs ?? TIMEOUT_MS),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}

/** What happened to each message of a batch, for tests and logs. */
export type Delivery = { targetId: string; outcome: "sent" | "forgotten" | "failed" };

/**
 * Sends each message to its device, a few at a time. A device whose push service answers
 * 404 or 410 has unsubscribed and is forgotten; other failures are logged and dropped (a
 * reminder late is worth less than none). Never throws.
 */
export async function deliver(
  db: DB,
  batch: Array<{ target: PushTarget; message: PushMessage }>,
  context: PushContext,
): Promise<Delivery[]> {
  const results: Delivery[] = [];
  let next = 0;
  const worker = async () => {
    while (next < batch.length) {
      const { target, message } = batch[next++];
      results.push({ targetId: target.id, outcome: await deliverOne(db, target, message, context) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
  return results;
}

async function deliverOne(db: DB, target: PushTarget, message: PushMessage, context: PushContext) {
  try {
    const status = await post(target, message, context);
    if (status === 404 || status === 410) {
      await forgetGone(db, target.id);
      return "forgotten";
    }
    if (status >= 200 && status < 300) return "sent";
    console.warn(`A push service answered ${status} for a notification; it was not delivered.`);
    return "failed";
  } catch (error) {
    console.warn("A notification could not be sent:", error instanceof Error ? error.message : error);
    return "failed";
  }
}
