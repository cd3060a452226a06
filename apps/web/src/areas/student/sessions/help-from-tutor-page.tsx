import { messages } from '@kaksha/contracts/messages';
import { Button, Paper, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { SessionList } from '../../../features/sessions/session-list.tsx';
import { useHelpRequests } from '../../../features/sessions/use-sessions.ts';

const preview = (s: { sessionID: string }) => `/student/session-preview/${s.sessionID}`;

function Requests({ status, empty }: { status: 'PENDING' | 'ACCEPTED'; empty: string }) {
  const list = useServerList();
  const requests = useHelpRequests(status, { page: list.page, pageSize: list.pageSize });
  return (
    <SessionList
      sessions={requests.data?.data}
      loading={requests.isPending}
      error={requests.error}
      emptyText={empty}
      paging={{ label: 'Request list pages', total: requests.data?.total ?? 0, ...list }}
      viewPath={preview}
    />
  );
}

/** /student/help-from-tutor/{open,scheduled}: the student's requests, and Request A Session (student spec §2). */
function HelpFromTutorPage({ tab }: { tab: 'open' | 'scheduled' }) {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Help From Tutor"
        actions={
          <Button component={Link} to="/student/help-from-tutor/request-session" leftSection={<IconPlus size={18} />}>
            Request A Session
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={(next) => next && navigate(`/student/help-from-tutor/${next}`)} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="open">Open</Tabs.Tab>
            <Tabs.Tab value="scheduled">Scheduled</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="open">
            <Requests status="PENDING" empty={messages.noOpenRequests} />
          </Tabs.Panel>
          <Tabs.Panel value="scheduled">
            <Requests status="ACCEPTED" empty={messages.noScheduledRequests} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

export const HelpFromTutorOpen = () => <HelpFromTutorPage tab="open" />;
export const HelpFromTutorScheduled = () => <HelpFromTutorPage tab="scheduled" />;
