import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Connections open at once to the SMTP server: nodemailer's default, which providers accept. */
export const MAX_CONNECTIONS = 5;

/** Production mail through any SMTP server (`SMTP_URL`, e.g. smtps://user:pass@host:465). */
export function createSmtpMailer(url: string, from: string): Mailer & { close(): void } {
  // Connections are kept and reused, a few at a time, so a batch of mail (an import's welcome
  // mails) does not open one connection each. The URL's own settings (?pool=false,
  // ?maxConnections=2) win over these.
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: MAX_CONNECTIONS });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
