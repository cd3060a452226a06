import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Mail kept in the database when no SMTP server is configured (the embedded default). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
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
