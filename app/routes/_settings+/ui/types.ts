import type { FormReply } from "~/components/form-reply";

/** What the settings action answers when it does not redirect: a form's reply, the API token card's or the calendar card's answer. */
export type SettingsAction =
  | FormReply
  | { status: "token-error"; formErrors: readonly string[] }
  | { status: "token-created"; token: { id: string; name: string; prefix: string }; secret: string }
  | { status: "calendar-feed-created"; feedUrl: string }
  | { status: "reset-link-created"; memberId: string; link: string }
  | { status: "reset-link-error"; memberId: string; formErrors: readonly string[] };
