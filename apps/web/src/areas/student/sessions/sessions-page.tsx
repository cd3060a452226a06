import { messages } from '@kaksha/contracts/messages';
import { Alert, Paper, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { ClassLink } from '../../../features/sessions/session-details.tsx';
import { SessionList } from '../../../features/sessions/session-list.tsx';
import { useStudentSessions } from '../../../features/sessions/use-sessions.ts';

const preview = (s: { sessionID: string }) => `/student/session-preview/${s.sessionID}`;

function Sessions({ when }: { when: 'upcoming' | 'completed' }) {
  const list = useStudentSessions(when);
  return (
    <SessionList
      sessions={list.data}
      loading={list.isPending}
      error={list.error}
      emptyText={messages.noSessions}
      viewPath={preview}
      actions={when === 'upcoming' ? (s) => <ClassLink session={s} /> : undefined}
    />
  );
}

/** /student/sessions: accepted sessions only, upcoming and completed (student spec §2, §4). */
export function SessionsPage() {
  const [tab, setTab] = useState<string | null>('upcoming');
  return (
    <Stack gap="lg">
      <PageHeader title="Sessions" />
      <Alert variant="light" color="indigo" title="Your tutoring sessions">
        Sessions a teacher has accepted appear here with their class link. Ask for one from Help-From-Tutor.
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="upcoming">Upcoming Sessions</Tabs.Tab>
            <Tabs.Tab value="completed">Completed Sessions</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upcoming">
            <Sessions when="upcoming" />
          </Tabs.Panel>
          <Tabs.Panel value="completed">
            <Sessions when="completed" />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
