import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { linksIn, type Mailer } from './mailer.ts';

/**
 * The embedded default: mail is kept in the database and its links are logged, so a school can
 * try Kaksha (verify an address, reset a password) before it has a mail server.
 */
export function createOutboxMailer(db: Db, logger: () => Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({ id: crypto.randomUUID(), ...mail });
      logger().info({ to: mail.to, subject: mail.subject, links: linksIn(mail.text) }, 'mail kept in the outbox');
    },
  };
}
