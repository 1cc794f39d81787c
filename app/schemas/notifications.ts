import * as z from "zod/mini";

/** The Notifications card's forms (Settings → Preferences) and a device's push subscription. */

export const NOTIFICATION_MESSAGES = {
  subscription: "This device's notification subscription could not be read. Please try again.",
  time: "Enter a time like 08:00",
  device: "That device is not one of yours",
} as const;

/** When a new device sends its expiring-tomorrow message, on its own clock. */
export const DEFAULT_EXPIRING_AT = "08:00";

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const BASE64URL = /^[\w-]+={0,2}$/;

/** A checkbox: "on" when ticked, absent when not. */
const toggle = z.pipe(
  z.optional(z.enum(["on"])),
  z.transform((value) => value === "on"),
);

/** What one device is sent, as its form in the Notifications card posts it. */
export const notificationChoicesSchema = z.object({
  subscriptionId: z.string().check(z.minLength(1), z.maxLength(64)),
  timers: toggle,
  expiring: toggle,
  expiringAt: z.string({ error: NOTIFICATION_MESSAGES.time }).check(z.regex(TIME, NOTIFICATION_MESSAGES.time)),
  listChanges: toggle,
});

export const forgetDeviceSchema = z.object({ subscriptionId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * A PushSubscription as the browser's toJSON() gives it, with the device's time zone. The
 * keys' content (a P-256 point, a 16-byte secret) and the endpoint's address are checked
 * again on the server, which alone knows which addresses it may post to.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(2048)),
  keys: z.object({
    p256dh: z.string().check(z.minLength(80), z.maxLength(100), z.regex(BASE64URL)),
    auth: z.string().check(z.minLength(16), z.maxLength(32), z.regex(BASE64URL)),
  }),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
