import type { NotificationDto } from '@kaksha/contracts/notifications';
import { Menu, ScrollArea, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BellMenu } from '../../components/notification-bell.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useLiveNotifications, useMarkRead, useNotifications, useReadOnArrival } from './use-notifications.ts';

function Entry({ n, onOpen }: { n: NotificationDto; onOpen: (n: NotificationDto) => void }) {
  return (
    <Menu.Item onClick={() => onOpen(n)} bg={n.read ? undefined : 'indigo.0'}>
      <Text size="sm" fw={n.read ? 400 : 700} lineClamp={1}>
        {n.title}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {n.message}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(n.createdAt)}
      </Text>
    </Menu.Item>
  );
}

/**
 * The area's notifications bell (student spec §2): the latest notifications, the unread count,
 * live over server-sent events; opening one, or the page it points to, marks it read.
 */
export function LiveNotificationBell({ emptyText }: { emptyText: string }) {
  useLiveNotifications();
  useReadOnArrival();
  const navigate = useNavigate();
  const { data } = useNotifications();
  const markRead = useMarkRead();
  const list = data?.data ?? [];
  const unread = data?.unread ?? 0;
  const open = (n: NotificationDto) => {
    if (!n.read) markRead.mutate([n._id]);
    if (n.link) void navigate(n.link);
  };
  return (
    <BellMenu label="Notifications" count={unread} countWords={(n) => `${n} unread`} width={320}>
      <Menu.Label>Notifications</Menu.Label>
      {/* Only menu items inside a menu: the empty state is a disabled item, not loose text. */}
      {list.length === 0 ? (
        <Menu.Item disabled>{emptyText}</Menu.Item>
      ) : (
        <ScrollArea.Autosize mah={360}>
          {list.map((n) => (
            <Entry key={n._id} n={n} onOpen={open} />
          ))}
        </ScrollArea.Autosize>
      )}
      {unread > 0 && (
        <>
          <Menu.Divider />
          <Menu.Item closeMenuOnClick={false} onClick={() => markRead.mutate(undefined)}>
            Mark all as read
          </Menu.Item>
        </>
      )}
    </BellMenu>
  );
}
