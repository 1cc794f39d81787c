import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Alert, Badge, Button, Card, CardHeader, cx, inputClass, Label } from "~/components/ui";
import { useHydrated } from "~/hooks";

export type NotificationDevice = {
  id: string;
  device: string;
  timers: boolean;
  expiring: boolean;
  expiringAt: string;
  listChanges: boolean;
  createdAt: string;
};

/** Which listed device is this browser: kept on the device when it turns notifications on. */
const THIS_DEVICE_KEY = "basil:push-device";

type PushAnswer =
  | { status: "push-subscribed"; deviceId: string }
  | { status: "push-error"; message: string }
  | { status: "push-unsubscribed" };

function readThisDevice() {
  try {
    return localStorage.getItem(THIS_DEVICE_KEY);
  } catch {
    return null;
  }
}

/** Whether this browser can receive push messages at all (a service worker, the Push API, notifications). */
function pushSupported() {
  return "serviceWorker" in navigator && "PushManager" in window && typeof Notification !== "undefined";
}

/**
 * Asks for permission (only now, on the member's click), subscribes through the service
 * worker with the server's VAPID key, and sends the subscription with the device's time zone.
 */
async function subscribeThisDevice(publicKey: string) {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("Notifications are blocked for Basil in this browser's settings.");
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new Error("Notifications need Basil's offline support, which this page has not set up yet.");
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(atob(publicKey.replace(/-/g, "+").replace(/_/g, "/")), (c) =>
        c.charCodeAt(0),
      ),
    }));
  return JSON.stringify({ ...subscription.toJSON(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
}

/** Unsubscribes this browser (best effort): the server forgets the device through the form. */
async function unsubscribeThisDevice() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
    localStorage.removeItem(THIS_DEVICE_KEY);
  } catch {
    // Nothing to undo on this device.
  }
}

function Choice({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex cursor-pointer items-center gap-3">
      <input type="checkbox" name={name} defaultChecked={checked} className="h-5 w-5 shrink-0 accent-basil-600" />
      <span className="text-sm text-stone-800">{label}</span>
    </label>
  );
}

function DeviceRow({ device, thisDevice }: { device: NotificationDevice; thisDevice: boolean }) {
  return (
    <li className="rounded-xl border border-stone-200 p-4" aria-label={device.device}>
      <p className="mb-3 flex flex-wrap items-center gap-2 text-sm font-medium text-stone-900">
        {device.device}
        {thisDevice ? <Badge>This device</Badge> : null}
        <span className="font-normal text-stone-500">On since {device.createdAt}</span>
      </p>
      <Form method="post" className="space-y-2">
        <input type="hidden" name="subscriptionId" value={device.id} />
        <Choice name="timers" label="A timer ended" checked={device.timers} />
        <div className="flex flex-wrap items-center gap-3">
          <Choice name="expiring" label="Items expiring tomorrow, each day at" checked={device.expiring} />
          <Label className="sr-only" htmlFor={`expiring-at-${device.id}`}>
            Daily time
          </Label>
          <input
            id={`expiring-at-${device.id}`}
            type="time"
            name="expiringAt"
            required
            defaultValue={device.expiringAt}
            className={cx(inputClass, "mt-0 w-32")}
          />
        </div>
        <Choice
          name="listChanges"
          label="Shopping list changes by others while I'm at the shop"
          checked={device.listChanges}
        />
        <div className="flex flex-wrap gap-3 pt-2">
          <Button type="submit" name="intent" value="push-choices" variant="outline">
            Save
          </Button>
        </div>
      </Form>
      <Form
        method="post"
        className="mt-2"
        onSubmit={() => {
          if (thisDevice) void unsubscribeThisDevice();
        }}
      >
        <input type="hidden" name="subscriptionId" value={device.id} />
        <Button type="submit" name="intent" value="push-forget" variant="outline">
          Turn off
        </Button>
      </Form>
    </li>
  );
}

/**
 * Settings → Preferences: push notifications, per device. Turning them on is possible only
 * with JavaScript (a subscription is made by the browser); the devices listed can be changed
 * and turned off without it.
 */
export function NotificationsCard({ publicKey, devices }: { publicKey: string; devices: NotificationDevice[] }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<PushAnswer>();
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [supported, setSupported] = useState(true);
  useEffect(() => {
    setThisDevice(readThisDevice());
    setSupported(pushSupported());
  }, []);
  useEffect(() => {
    const answer = fetcher.data;
    if (answer?.status === "push-subscribed") {
      try {
        localStorage.setItem(THIS_DEVICE_KEY, answer.deviceId);
      } catch {
        // The device still gets its notifications; only the badge is lost.
      }
      setThisDevice(answer.deviceId);
    } else if (answer?.status === "push-error") setProblem(answer.message);
  }, [fetcher.data]);

  const listed = devices.some((device) => device.id === thisDevice);
  const turnOn = async () => {
    setProblem(null);
    try {
      const subscription = await subscribeThisDevice(publicKey);
      fetcher.submit({ intent: "push-subscribe", subscription }, { method: "post" });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Notifications could not be turned on.");
    }
  };

  return (
    <Card aria-labelledby="notifications-title">
      <CardHeader
        id="notifications-title"
        title="Notifications"
        description="Reminders on your devices, even when Basil is closed: a timer that ended, items expiring tomorrow, and list changes while you shop."
      />
      <p className="mb-4 hidden text-sm text-stone-600 [@media(scripting:none)]:block">
        Notifications need JavaScript: a device can only turn them on in its browser. You can still change or turn off
        the devices below.
      </p>
      {problem ? <Alert className="mb-4">{problem}</Alert> : null}
      {!listed ? (
        <div className="mb-4 [@media(scripting:none)]:hidden">
          {supported ? (
            <Button
              onClick={() => void turnOn()}
              disabled={!hydrated || fetcher.state !== "idle"}
              aria-busy={fetcher.state !== "idle" || undefined}
            >
              Turn on notifications on this device
            </Button>
          ) : (
            <p className="text-sm text-stone-600">This browser cannot receive notifications.</p>
          )}
        </div>
      ) : null}
      {devices.length > 0 ? (
        <ul className="space-y-3" aria-label="Devices with notifications">
          {devices.map((device) => (
            <DeviceRow key={JSON.stringify(device)} device={device} thisDevice={device.id === thisDevice} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">No device has notifications on.</p>
      )}
    </Card>
  );
}
