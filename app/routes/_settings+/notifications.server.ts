import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { config } from "~/env.server";
import { redirectWithFailure, redirectWithInvalid, redirectWithToast } from "~/page-forms.server";
import {
  forgetDeviceSchema,
  NOTIFICATION_MESSAGES,
  notificationChoicesSchema,
  pushSubscriptionSchema,
} from "~/schemas/notifications";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import { vapidPublicKey } from "~/services/push/index.server";
import {
  forgetDevice,
  forgetEndpoint,
  listDevices,
  saveSubscription,
  updateChoices,
} from "~/services/push/subscriptions.server";

/** The Notifications card's forms (Settings → Preferences). */
export const NOTIFICATION_INTENTS = ["push-subscribe", "push-unsubscribe", "push-choices", "push-forget"];

const BACK = "/settings?tab=preferences";
const FAILED = "Notifications not saved";

/** The member's devices and the key a new one subscribes with. */
export async function notificationsData(userId: string) {
  const devices = await listDevices(db(), userId);
  return { publicKey: vapidPublicKey(), devices };
}

/** The subscription the card's script sends, as JSON text in one field: stored, or refused with a sentence. */
async function subscribe(request: Request, userId: string, formData: FormData) {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(String(formData.get("subscription") ?? ""));
  } catch {
    // Not JSON: refused below like any other bad input.
  }
  const input = pushSubscriptionSchema.safeParse(parsed);
  if (!input.success) return json({ status: "push-error", message: NOTIFICATION_MESSAGES.subscription } as const, 400);
  try {
    const device = await saveSubscription(db(), userId, input.data, {
      userAgent: request.headers.get("User-Agent"),
      allowLocal: config().pushAllowsLocalEndpoints,
    });
    return json({ status: "push-subscribed", deviceId: device.id } as const);
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    return json({ status: "push-error", message: error.message } as const, error.status);
  }
}

export async function submitNotifications(request: Request, intent: string, formData: FormData, userId: string) {
  if (intent === "push-subscribe") return subscribe(request, userId, formData);
  if (intent === "push-unsubscribe") {
    // The browser has unsubscribed this device: it is forgotten, whatever else it said.
    await forgetEndpoint(db(), userId, String(formData.get("endpoint") ?? "").slice(0, 2048));
    return json({ status: "push-unsubscribed" } as const);
  }
  if (intent === "push-choices") {
    const submission = parseWithZod(formData, { schema: notificationChoicesSchema });
    if (submission.status !== "success") return redirectWithInvalid(request, BACK, FAILED, submission);
    const { subscriptionId, ...choices } = submission.value;
    try {
      await updateChoices(db(), userId, subscriptionId, choices);
    } catch (error) {
      return redirectWithFailure(request, BACK, FAILED, error);
    }
    return redirectWithToast(request, BACK, {
      title: "Notifications saved",
      description: "They apply on that device.",
    });
  }
  const submission = parseWithZod(formData, { schema: forgetDeviceSchema });
  if (submission.status !== "success") return redirectWithInvalid(request, BACK, FAILED, submission);
  try {
    await forgetDevice(db(), userId, submission.value.subscriptionId);
  } catch (error) {
    return redirectWithFailure(request, BACK, FAILED, error);
  }
  return redirectWithToast(request, BACK, {
    title: "Notifications turned off",
    description: "That device gets no more notifications.",
  });
}
