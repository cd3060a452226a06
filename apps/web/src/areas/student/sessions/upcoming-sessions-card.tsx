import { messages } from '@kaksha/contracts/messages';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardCard } from '../../../components/dashboard-card.tsx';
import { QueryError } from '../../../components/query-state.tsx';
import { useStudentSessions } from '../../../features/sessions/use-sessions.ts';
import { formatDateTime } from '../../../lib/dates.ts';

/** The dashboard's next 4 accepted sessions (student spec §2, §9), with View More. */
export function UpcomingSessionsCard() {
  const sessions = useStudentSessions('upcoming', 4);
  return (
    <DashboardCard title="Upcoming Sessions" moreTo="/student/sessions">
      {sessions.isPending && <Loader size="sm" />}
      {sessions.isError && <QueryError query={sessions} title="Your sessions could not be loaded" />}
      {sessions.data?.length === 0 && <Text c="dimmed">{messages.noSessions}</Text>}
      <Stack gap="xs">
        {sessions.data?.map((s) => (
          <div key={s.sessionID} style={{ minWidth: 0 }}>
            {/* The whole title, wrapped: a cut title hides which session it is, and an unwrapped one widens a phone. */}
            <Anchor
              component={Link}
              to={`/student/session-preview/${s.sessionID}`}
              fw={600}
              style={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {s.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatDateTime(s.start)}
            </Text>
          </div>
        ))}
      </Stack>
    </DashboardCard>
  );
}
