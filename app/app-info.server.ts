import { config } from "./env.server";

/** What every screen may know about this installation. */
export function appInfo() {
  const settings = config();
  return {
    assistantName: settings.assistantName,
    providerName: settings.provider?.name ?? null,
    localAccounts: settings.localAccounts,
  };
}
