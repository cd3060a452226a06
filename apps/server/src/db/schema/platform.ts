import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every mail Kaksha sends, queued in the transaction of the change that sends it and delivered
 * after commit (with retries): SMTP when SMTP_URL is set, else its links are logged and it stays here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mail left (SMTP accepted it, or its links were logged without SMTP); null while due. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** A failed send waits until then before the next try. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to), index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * Single-use secrets mailed to a user (e-mail verification, password reset). Only a hash is
 * stored, so a leaked table cannot be used to take over an account.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
