import webpush from "web-push";
import { readOrCreateDataFile, type Config } from "~/env.server";

/** The server's VAPID key pair (RFC 8292), base64url: the public key is what devices subscribe with. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** Who sends: a contact the push services can reach, from APP_URL, else the mail sender, else a placeholder. */
export type PushIdentity = VapidKeys & { subject: string };

const KEY_FILE = "vapid-keys.json";

/** The VAPID keys kept in the data folder, made on first start (and kept: every device's subscription is bound to them). */
export function vapidKeys(dataDir: string): VapidKeys {
  const text = readOrCreateDataFile(dataDir, KEY_FILE, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string") {
    throw new Error(`${KEY_FILE} in the data folder is not a VAPID key pair; remove it to make a new one`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function subjectOf(config: Pick<Config, "appUrl" | "mail">) {
  if (config.appUrl?.protocol === "https:") return config.appUrl.origin;
  const from = config.mail?.from;
  const address = from?.includes("<") ? from.slice(from.indexOf("<") + 1, from.lastIndexOf(">")) : from;
  return `mailto:${address ?? "basil@localhost.invalid"}`;
}

let identity: PushIdentity | null = null;

/** The process's push identity, read once. */
export function pushIdentity(config: Pick<Config, "appUrl" | "mail" | "dataDir">): PushIdentity {
  identity ??= { ...vapidKeys(config.dataDir), subject: subjectOf(config) };
  return identity;
}
