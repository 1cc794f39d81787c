import type { Transporter } from "nodemailer";
import { config } from "~/env.server";

export type Mail = { to: string; subject: string; text: string };

export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/**
 * Sends mail through one SMTP server (nodemailer, loaded only when mail is sent). The
 * connection waits are short, so an unreachable server fails in seconds, not minutes.
 */
export function createMailer(settings: { smtpUrl: string; from: string }): Mailer {
  let transport: Promise<Transporter> | null = null;
  const open = async () => {
    const nodemailer = await import("nodemailer");
    return nodemailer.createTransport(
      { url: settings.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from: settings.from },
    );
  };
  return {
    async send(mail) {
      transport ??= open();
      await (await transport).sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}

let shared: Mailer | null = null;

/** The installation's mailer, or null when SMTP_URL is not set. */
export function mailer(): Mailer | null {
  const settings = config().mail;
  if (!settings) return null;
  shared ??= createMailer(settings);
  return shared;
}
