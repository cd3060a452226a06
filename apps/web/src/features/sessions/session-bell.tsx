import { messages } from '@kaksha/contracts/messages';
import { IconPresentation } from '@tabler/icons-react';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useSessionBell } from './use-sessions.ts';

/** The admin top bar's session bell: sessions of more than 10 students (admin spec §2). */
export function SessionBell() {
  const { data } = useSessionBell();
  const entries = (data ?? []).map((s) => ({
    id: s.sessionID,
    label: `${s.title} · ${formatDateTime(s.start)} · ${s.studentCount} students`,
    to: '/admin/session-admin',
  }));
  return <NotificationBell label="Sessions" emptyText={messages.noSession} icon={IconPresentation} entries={entries} />;
}
