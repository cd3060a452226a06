import type { NotificationDto, NotificationType } from '@kaksha/contracts/notifications';
import type { NotificationRow } from '../../db/schema/index.ts';

export const presentNotification = (row: NotificationRow): NotificationDto => ({
  _id: row.id,
  type: row.type as NotificationType,
  title: row.title,
  message: row.message,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});
