import { messages } from '@kaksha/contracts/messages';
import { IconUserExclamation } from '@tabler/icons-react';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { fullName, useInactiveUsers } from './use-people.ts';

/** The admin top bar's bell of users awaiting acceptance; each links to their details page. */
export function InactiveUsersBell() {
  const { data } = useInactiveUsers();
  const entries = (data ?? []).map((user) => ({
    id: user.userID,
    label: `${fullName(user)} (${user.role}) · ${user.email}`,
    to: `/admin/inactiveUser/${user.userID}`,
  }));
  return (
    <NotificationBell
      label="Inactive users"
      emptyText={messages.noNotification}
      icon={IconUserExclamation}
      entries={entries}
    />
  );
}
