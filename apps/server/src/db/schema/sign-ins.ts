import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per sign-in (password or Google). A token names its row in the `sid` claim; the token
 * works while the row has no `ended_at`. Logout, "sign out everywhere" and a password reset end
 * rows; rows of expired tokens are simply never read again.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per sign-in, never on every request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Browser and system read from the user agent ("Firefox on Linux"). */
    device: text('device').notNull().default(''),
    address: text('address').notNull().default(''),
    /** When its token expires (TOKEN_TTL after sign-in): past it the row is no longer listed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('user_sessions_active_idx').on(t.userId, t.createdAt).where(sql`${t.endedAt} is null`),
    // The usual addresses of an account (sign-in limits let its owner through from them).
    index('user_sessions_user_address_idx').on(t.userId, t.address),
  ],
);
export type UserSessionRow = typeof userSessions.$inferSelect;
