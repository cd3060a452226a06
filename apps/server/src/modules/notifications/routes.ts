import { createNotificationTicket, getNotifications, markNotificationsRead } from '@kaksha/contracts';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { implement } from '../../http/implement.ts';
import { presentNotification } from './presenter.ts';
import { issueStreamTicket, TICKET_SECONDS } from './tickets.ts';

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export const notificationRoutes = [
  implement(getNotifications, async ({ actor, deps }) => {
    const rows = await deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, actor.userId))
      .orderBy(desc(notifications.createdAt))
      .limit(50);
    return { status: true, data: rows.map(presentNotification), unread: await unreadCount(deps.db, actor.userId) };
  }),

  implement(markNotificationsRead, async ({ body, actor, deps }) => {
    const mine = and(eq(notifications.userId, actor.userId), isNull(notifications.readAt));
    await deps.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(body.ids ? and(mine, inArray(notifications.id, body.ids)) : mine);
    return { status: true, unread: await unreadCount(deps.db, actor.userId) };
  }),

  implement(createNotificationTicket, async ({ actor, deps }) => ({
    status: true,
    ticket: await issueStreamTicket(deps.db, actor.userId, actor.signInId),
    expiresIn: TICKET_SECONDS,
  })),
];
