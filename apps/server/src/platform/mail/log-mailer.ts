import type { FastifyBaseLogger } from 'fastify';
import { linksIn, type Mailer } from './mailer.ts';

/**
 * The embedded default (no SMTP_URL): a mail "goes out" by logging its links, and stays in the
 * outbox table, so a school can try Kaksha (verify an address, reset a password) before it has a
 * mail server.
 */
export function createLogMailer(logger: () => Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send(mail) {
      logger().info({ to: mail.to, subject: mail.subject, links: linksIn(mail.text) }, 'mail kept in the outbox');
    },
  };
}
