import type { SubmissionResult } from "@conform-to/react";

/** What the settings action answers when it does not redirect. */
export type SettingsAction =
  | SubmissionResult<string[]>
  | { status: "error"; formErrors: readonly string[] }
  | { status: "token-error"; formErrors: readonly string[] }
  | { status: "token-created"; token: { id: string; name: string; prefix: string }; secret: string };
