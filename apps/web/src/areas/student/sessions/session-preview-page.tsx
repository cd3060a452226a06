import { Alert, Anchor, Group, Paper, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ClassLink, SessionDetails } from '../../../features/sessions/session-details.tsx';
import { useSessionDetails } from '../../../features/sessions/use-sessions.ts';

/** /student/session-preview/:id: one session's details (student spec §2). */
export function SessionPreviewPage() {
  const { id } = useParams();
  const details = useSessionDetails(id ?? null);
  if (details.isPending) return <PageLoader />;
  if (details.isError) return <Alert color="red">{details.error.message}</Alert>;
  const session = details.data;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/student/sessions" size="sm">
        ← Sessions
      </Anchor>
      <PageHeader title={session.title} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <SessionDetails session={session} />
        <Group justify="flex-end" mt="md">
          <ClassLink session={session} />
        </Group>
      </Paper>
    </Stack>
  );
}
