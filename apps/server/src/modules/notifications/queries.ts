import crypto from 'node:crypto';
import { STAFF_ROLES } from '@kaksha/contracts/endpoint';
import { and, count, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, streamTickets, users } from '../../db/schema/index.ts';

/** Stores notifications, each with a new id; in the caller's transaction when `tx` is one. */
export function insertNotifications(tx: Db, items: Omit<typeof notifications.$inferInsert, 'id'>[]) {
  return tx
    .insert(notifications)
    .values(items.map((item) => ({ id: crypto.randomUUID(), ...item })))
    .returning();
}

/** The condition on `users` for the active staff (admins and superadmins), not deleted. */
export const activeStaff = and(
  inArray(users.role, [...STAFF_ROLES]),
  eq(users.isActive, true),
  isNull(users.deletedAt),
);

/** The active admins and superadmins: who accepts new users and watches large sessions. */
export async function staffIds(tx: Db): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(activeStaff);
  return rows.map((row) => row.id);
}

/** A user's latest notifications, newest first: what the bell's menu shows. */
export const latestNotifications = (db: Db, userId: string, limit = 50) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the user's unread notifications read: those of `ids`, or all of them. */
export async function markRead(db: Db, userId: string, ids?: string[]): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}

/** Keeps a stream ticket's hash until `expiresAt`, sweeping expired ones so the table stays small. */
export async function storeTicket(db: Db, ticket: { ticketHash: string; userId: string; expiresAt: Date }) {
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, new Date()));
  await db.insert(streamTickets).values(ticket);
}

/** The user of an unexpired ticket, once: the check and the deletion are one statement. */
export async function takeTicket(db: Db, ticketHash: string): Promise<string | null> {
  const [row] = await db
    .delete(streamTickets)
    .where(and(eq(streamTickets.ticketHash, ticketHash), gt(streamTickets.expiresAt, new Date())))
    .returning({ userId: streamTickets.userId });
  return row?.userId ?? null;
}
