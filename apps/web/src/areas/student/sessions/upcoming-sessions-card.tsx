import { messages } from '@kaksha/contracts';
import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useStudentSessions } from '../../../features/sessions/use-sessions.ts';
import { formatDateTime } from '../../../lib/dates.ts';

/** The dashboard's next 4 accepted sessions (student spec §2, §9), with View More. */
export function UpcomingSessionsCard() {
  const sessions = useStudentSessions('upcoming', 4);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Upcoming Sessions">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Upcoming Sessions
        </Title>
        <Anchor component={Link} to="/student/sessions" size="sm">
          View More
        </Anchor>
      </Group>
      {sessions.isPending && <Loader size="sm" />}
      {sessions.data?.length === 0 && <Text c="dimmed">{messages.noSessions}</Text>}
      <Stack gap="xs">
        {sessions.data?.map((s) => (
          <div key={s.sessionID} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/student/session-preview/${s.sessionID}`} fw={600} truncate="end">
              {s.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatDateTime(s.start)}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
