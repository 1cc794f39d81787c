import { ECDH, randomUUID } from "node:crypto";
import { isIP } from "node:net";
import type { Selectable } from "kysely";
import type { DB } from "../db/index.server";
import type { PushSubscriptionTable } from "../db/schema";
import { UserFacingError } from "../errors.server";
import { isPublicAddress } from "../kitchen/recipe-import/safe-fetch.server";
import { DEFAULT_EXPIRING_AT, NOTIFICATION_MESSAGES, type PushSubscriptionInput } from "~/schemas/notifications";

/** A device a member turned notifications on for, and what it is sent. */
export type PushDevice = {
  id: string;
  device: string;
  timeZone: string;
  timers: boolean;
  expiring: boolean;
  expiringAt: string;
  listChanges: boolean;
  createdAt: string;
};

export type NotificationChoices = Pick<PushDevice, "timers" | "expiring" | "expiringAt" | "listChanges">;

/** A device's push address and keys: what a message is encrypted for and sent to. */
export type PushTarget = { id: string; endpoint: string; p256dh: string; auth: string };

/** How many devices one member may have notifications on for. */
export const DEVICES_PER_MEMBER = 10;

export function toDevice(row: Selectable<PushSubscriptionTable>): PushDevice {
  return {
    id: row.id,
    device: row.device,
    timeZone: row.time_zone,
    timers: row.timers === 1,
    expiring: row.expiring === 1,
    expiringAt: row.expiring_at,
    listChanges: row.list_changes === 1,
    createdAt: row.created_at,
  };
}

export function toTarget(row: Pick<PushSubscriptionTable, "id" | "endpoint" | "p256dh" | "auth">): PushTarget {
  return { id: row.id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth };
}

/** "Firefox on Android", from a user agent; enough to tell a member's devices apart. */
export function deviceLabel(userAgent: string | null) {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "A browser";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Mac OS X/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}

function refused(): never {
  throw new UserFacingError(NOTIFICATION_MESSAGES.subscription, 400);
}

/**
 * The endpoint, if Basil may post to it: https on a public host (a push service), or with
 * `allowLocal` (test runs) also http and loopback or private hosts. A name is checked again
 * when it is resolved for each message.
 */
export function checkEndpoint(endpoint: string, allowLocal: boolean) {
  if (!URL.canParse(endpoint)) refused();
  const url = new URL(endpoint);
  if (url.username || url.password || url.hash) refused();
  if (url.protocol !== "https:" && !(allowLocal && url.protocol === "http:")) refused();
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowLocal && (host === "localhost" || (isIP(host) !== 0 && !isPublicAddress(host)))) refused();
  return url.href;
}

/** The keys must be a P-256 public point and a 16-byte secret, or nothing could be encrypted for them. */
function checkKeys(keys: PushSubscriptionInput["keys"]) {
  try {
    ECDH.convertKey(Buffer.from(keys.p256dh, "base64url"), "prime256v1");
  } catch {
    refused();
  }
  if (Buffer.from(keys.auth, "base64url").length !== 16) refused();
}

function checkTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
  } catch {
    refused();
  }
}

/**
 * Keeps this device's subscription for the member. A device subscribing again (the same
 * endpoint) is updated, keeping its choices; an endpoint another member had is theirs no
 * more (the browser now belongs to this member's sign-in).
 */
export async function saveSubscription(
  db: DB,
  userId: string,
  input: PushSubscriptionInput,
  options: { userAgent: string | null; allowLocal: boolean; now?: Date },
): Promise<PushDevice> {
  const endpoint = checkEndpoint(input.endpoint, options.allowLocal);
  checkKeys(input.keys);
  checkTimeZone(input.timeZone);
  const now = (options.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("push_subscriptions")
      .selectAll()
      .where("endpoint", "=", endpoint)
      .executeTakeFirst();
    if (existing && existing.user_id === userId) {
      await trx
        .updateTable("push_subscriptions")
        .set({ p256dh: input.keys.p256dh, auth: input.keys.auth, time_zone: input.timeZone })
        .where("id", "=", existing.id)
        .execute();
      return toDevice({ ...existing, p256dh: input.keys.p256dh, auth: input.keys.auth, time_zone: input.timeZone });
    }
    if (existing) await trx.deleteFrom("push_subscriptions").where("id", "=", existing.id).execute();
    const count = await trx
      .selectFrom("push_subscriptions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= DEVICES_PER_MEMBER) {
      throw new UserFacingError(
        `Notifications are on for ${DEVICES_PER_MEMBER} devices already. Turn one off first.`,
        409,
      );
    }
    const row = {
      id: randomUUID(),
      user_id: userId,
      endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      device: deviceLabel(options.userAgent).slice(0, 60),
      time_zone: input.timeZone,
      timers: 1,
      expiring: 1,
      expiring_at: DEFAULT_EXPIRING_AT,
      list_changes: 0,
      created_at: now,
    };
    await trx.insertInto("push_subscriptions").values(row).execute();
    return toDevice(row);
  });
}

/** The member's devices with notifications on, oldest first. */
export async function listDevices(db: DB, userId: string) {
  const rows = await db
    .selectFrom("push_subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toDevice);
}

function notYours(): never {
  throw new UserFacingError(NOTIFICATION_MESSAGES.device, 404);
}

/** Changes what one of the member's devices is sent. */
export async function updateChoices(db: DB, userId: string, id: string, choices: NotificationChoices) {
  const result = await db
    .updateTable("push_subscriptions")
    .set({
      timers: choices.timers ? 1 : 0,
      expiring: choices.expiring ? 1 : 0,
      expiring_at: choices.expiringAt,
      list_changes: choices.listChanges ? 1 : 0,
    })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) notYours();
}

/** Forgets one of the member's devices: it is sent nothing more. */
export async function forgetDevice(db: DB, userId: string, id: string) {
  const result = await db
    .deleteFrom("push_subscriptions")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) notYours();
}

/** Forgets the member's subscription at this endpoint (the browser unsubscribed); nothing when there is none. */
export async function forgetEndpoint(db: DB, userId: string, endpoint: string) {
  await db.deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).where("user_id", "=", userId).execute();
}

/** Forgets a subscription its push service says is gone (404, 410). */
export async function forgetGone(db: DB, id: string) {
  await db.deleteFrom("push_subscriptions").where("id", "=", id).execute();
}
