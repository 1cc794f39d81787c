import { showDate } from "../calendar-words";

/** An item is expired once its expiry date has passed, and 'Soon' within 7 days. */
export const EXPIRING_SOON_DAYS = 7;
export const DAY_MS = 86_400_000;

/** Expired, expiring soon (within 7 days), or neither: an item is never both. */
export type ExpiryStatus = "expired" | "soon" | null;

/**
 * The one rule, shared by the server and the components that mark items: expired once the
 * expiry day has passed (a date lasts to the end of its day, in UTC), 'soon' from that day
 * back to 7 days before it, else nothing.
 */
export function expiryStatus(expiresOn: string | null, now = new Date()): ExpiryStatus {
  if (!expiresOn) return null;
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expiry = Date.parse(`${expiresOn.slice(0, 10)}T00:00:00Z`);
  if (expiry < startOfToday) return "expired";
  if (expiry - startOfToday <= EXPIRING_SOON_DAYS * DAY_MS) return "soon";
  return null;
}

/** "Expired Nov 20, 2026" for an expired item, else "Expires Nov 25, 2026"; `shown` is the date as showDate writes it. */
export function expiryText(status: ExpiryStatus, shown: string) {
  return `${status === "expired" ? "Expired" : "Expires"} ${shown}`;
}

/** An item's expiry in words, by the one rule and the one date format; null when it does not expire. */
export function expiryWords(expiresOn: string | null, now = new Date()) {
  return expiresOn ? expiryText(expiryStatus(expiresOn, now), showDate(expiresOn.slice(0, 10))) : null;
}

/** "expired Nov 20, 2026", "expires Nov 25, 2026": the same words within a sentence. */
export function expiryPhrase(expiresOn: string, now = new Date()) {
  return `${expiryStatus(expiresOn, now) === "expired" ? "expired" : "expires"} ${showDate(expiresOn.slice(0, 10))}`;
}

/** "Milk expires on Nov 25, 2026", "It expired on Nov 20, 2026": an item's date in a reply, by the one rule. */
export function expirySentence(subject: string, expiresOn: string, now = new Date()) {
  const verb = expiryStatus(expiresOn, now) === "expired" ? "expired" : "expires";
  return `${subject} ${verb} on ${showDate(expiresOn.slice(0, 10))}`;
}

/** "Nov 25, 2026", or "Nov 20, 2026 (expired)" once it has passed: a date in a list within a reply. */
export function expiryDate(expiresOn: string, now = new Date()) {
  const shown = showDate(expiresOn.slice(0, 10));
  return expiryStatus(expiresOn, now) === "expired" ? `${shown} (expired)` : shown;
}

/** The heading of the items that need using: it names expired ones only when some have passed their date. */
export function expiringHeading(items: Array<{ status: ExpiryStatus }>) {
  return items.some((item) => item.status === "expired") ? "Expired or expiring soon" : "Expiring soon";
}

/** How many items need using soon and how many have expired; an expired item is never counted as soon. */
export function expiryCounts(items: Array<{ status: ExpiryStatus }>) {
  return {
    soon: items.filter((item) => item.status === "soon").length,
    expired: items.filter((item) => item.status === "expired").length,
  };
}

/** "2 expiring soon · 1 expired" (the parts there are), for a list's summary line; "" for neither. */
export function expiryTally(counts: { soon: number; expired: number }) {
  return [counts.soon ? `${counts.soon} expiring soon` : "", counts.expired ? `${counts.expired} expired` : ""]
    .filter(Boolean)
    .join(" · ");
}
