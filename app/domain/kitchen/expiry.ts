/** An item is expired once its expiry date has passed, and 'Soon' within 7 days. */
export const EXPIRING_SOON_DAYS = 7;
export const DAY_MS = 86_400_000;

/** Plain date logic, shared by the server and the components that mark items. */
export function expiryStatus(expiresOn: string | null, now = new Date()): "expired" | "soon" | null {
  if (!expiresOn) return null;
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expiry = Date.parse(`${expiresOn.slice(0, 10)}T00:00:00Z`);
  if (expiry < startOfToday) return "expired";
  if (expiry - startOfToday <= EXPIRING_SOON_DAYS * DAY_MS) return "soon";
  return null;
}
