import { createNotificationTicket, getNotifications, markNotificationsRead } from '@kaksha/contracts/notifications';
import { implement } from '../../http/implement.ts';
import { presentNotification } from './presenter.ts';
import { latestNotifications, markRead, unreadCount } from './queries.ts';
import { issueStreamTicket, TICKET_SECONDS } from './tickets.ts';

export const notificationRoutes = [
  implement(getNotifications, async ({ actor, deps }) => {
    const rows = await latestNotifications(deps.db, actor.userId);
    return { status: true, data: rows.map(presentNotification), unread: await unreadCount(deps.db, actor.userId) };
  }),

  implement(markNotificationsRead, async ({ body, actor, deps }) => {
    await markRead(deps.db, actor.userId, body.ids);
    return { status: true, unread: await unreadCount(deps.db, actor.userId) };
  }),

  implement(createNotificationTicket, async ({ actor, deps }) => ({
    status: true,
    ticket: await issueStreamTicket(deps.db, actor.userId, actor.signInId),
    expiresIn: TICKET_SECONDS,
  })),
];
