import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every file an upload endpoint stored, until something refers to it. An upload nothing refers to
 * a day later (a registration left half way, a form closed without saving) is removed by the
 * upload cleanup job; one that is referenced only loses its row here.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_received_idx').on(t.receivedAt)],
);
