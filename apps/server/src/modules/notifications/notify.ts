import { NOTIFICATION_EVENT, type NotificationType } from '@kaksha/contracts/notifications';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { presentNotification } from './presenter.ts';
import { insertNotifications, staffIds } from './queries.ts';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
}

/**
 * Stores notifications in the caller's transaction, so they exist exactly when the event does.
 * Returns the live events to publish once that transaction has committed.
 */
export async function addNotifications(tx: Db, items: NewNotification[]): Promise<UserEvent[]> {
  const unique = items.filter(
    (item, i) => items.findIndex((other) => other.userId === item.userId && other.type === item.type) === i,
  );
  if (unique.length === 0) return [];
  const rows = await insertNotifications(
    tx,
    unique.map((item) => ({ ...item, link: item.link ?? null })),
  );
  return rows.map((row) => ({ userId: row.userId, event: NOTIFICATION_EVENT, data: presentNotification(row) }));
}

/** Live delivery is best effort: the notification is stored already, the bell finds it on its next load. */
export async function publishEvents(deps: AppDeps, events: UserEvent[]): Promise<void> {
  if (events.length === 0) return;
  try {
    await deps.events.publish(events);
  } catch (error) {
    deps.log.warn({ err: error }, 'live notification not delivered');
  }
}

/**
 * Tells every admin that a registration is complete and waits for acceptance (the admin's second
 * bell). Called in the transaction that completes it.
 */
export async function notifyUserToAccept(
  tx: Db,
  user: { id: string; firstName: string; lastName: string; email: string },
): Promise<UserEvent[]> {
  const admins = await staffIds(tx);
  return addNotifications(
    tx,
    admins.map((userId) => ({
      userId,
      type: 'userToAccept' as const,
      title: 'A new user waits for acceptance',
      message: `${`${user.firstName} ${user.lastName}`.trim()} (${user.email})`,
      link: `/admin/inactiveUser/${user.id}`,
    })),
  );
}
