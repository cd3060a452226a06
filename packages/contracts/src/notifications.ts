import { z } from 'zod';
import { endpoint, ok } from './endpoint.ts';

/** What a notification tells (the bells of student spec §2 and admin spec §2). */
export const NOTIFICATION_TYPES = [
  'queryRaised',
  'queryReply',
  'queryStatus',
  'sessionRequest',
  'sessionDecided',
  'sessionInvite',
  'userToAccept',
  'testCorrected',
  'markingLate',
  'testRegraded',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * `link` is the in-app address that opens what it is about (`/teacher/queries-list?chat=<id>`);
 * arriving there marks it read.
 */
export const NotificationDto = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof NotificationDto>;

export const getNotifications = endpoint({
  method: 'GET',
  path: '/getNotifications',
  access: 'any',
  summary: "The caller's latest 50 notifications, newest first, with the unread count",
  response: ok({ data: z.array(NotificationDto), unread: z.number() }),
});

export const markNotificationsRead = endpoint({
  method: 'POST',
  path: '/markNotificationsRead',
  access: 'any',
  summary: "Mark some of the caller's notifications read (`ids`), or all of them",
  body: z.object({ ids: z.array(z.string().min(1).max(64)).max(200).optional() }),
  response: ok({ unread: z.number() }),
});

/**
 * EventSource cannot send the token header: the page first asks for a ticket (single use, valid
 * 60 s) and opens `GET /api/notifications/stream?ticket=...`.
 */
export const createNotificationTicket = endpoint({
  method: 'POST',
  path: '/notifications/ticket',
  access: 'any',
  summary: 'A single-use ticket to open the live notification stream',
  response: ok({ ticket: z.string(), expiresIn: z.number() }),
});

/** Server-sent events: `event: notification` with a NotificationDto as `data`. */
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';
export const NOTIFICATION_EVENT = 'notification';

export const notificationEndpoints = [getNotifications, markNotificationsRead, createNotificationTicket] as const;
