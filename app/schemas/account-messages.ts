import type { FormFailure } from "~/components/route-form-call";

/**
 * The error catalogue's messages for the settings and onboarding forms, and which of them
 * may be sent again: used by the server's answers (a service failed) and by the browser's
 * call layer (no answer came), so both say the same. Without zod, so the pages' call layer
 * does not load it.
 */
export const ACCOUNT_FAILURES = {
  /** A profile save (name, dietary lists): a toast titled 'Update Failed' with the message. */
  profileTitle: "Update Failed",
  profile: "Failed to update profile",
  password: "Failed to update password",
  createHousehold: "Failed to create household. Please try again.",
  joinHousehold: "Failed to join household. Please try again.",
} as const;

const profileFailed: FormFailure = {
  toast: { title: ACCOUNT_FAILURES.profileTitle, description: ACCOUNT_FAILURES.profile, variant: "destructive" },
};

/** How each settings form's failure is told, by intent. Preferences save errors are not shown. */
export const SETTINGS_FAILURES: Readonly<Record<string, FormFailure>> = {
  profile: profileFailed,
  "save-dietary": profileFailed,
  "add-restriction": profileFailed,
  "add-allergy": profileFailed,
  "add-typed": profileFailed,
  preferences: { quiet: true },
  units: profileFailed,
  "change-password": { alert: ACCOUNT_FAILURES.password },
  "restore-household-data": {
    alert: "No answer came from Basil. Reload the page to see whether your household's data was restored.",
  },
};

/**
 * The settings forms that set a state, so a failed attempt may be sent again: saving the
 * name, the dietary selection, the preferences, the units, the voice settings, revoking a token. Adding
 * an entry, changing the password and creating a token are sent once.
 */
export const SETTINGS_RETRY_SAFE: ReadonlySet<string> = new Set([
  "profile",
  "save-dietary",
  "preferences",
  "units",
  "voice",
  "revoke-token",
]);

/** Creating or joining a household: the form's alert says it; neither is sent twice. */
export const ONBOARDING_FAILURES: Readonly<Record<string, FormFailure>> = {
  create: { alert: ACCOUNT_FAILURES.createHousehold },
  join: { alert: ACCOUNT_FAILURES.joinHousehold },
};
