import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small installation-wide values: the token signing secret, the logo. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
