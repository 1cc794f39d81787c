import type { SubmissionResult } from "@conform-to/react";

/** What the settings action answers when it does not redirect. */
export type SettingsAction = SubmissionResult<string[]> | { status: "error"; formErrors: readonly string[] };
