import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Production mail through any SMTP server (`SMTP_URL`, e.g. smtps://user:pass@host:465). */
export function createSmtpMailer(url: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
