import { messages } from '@kaksha/contracts/messages';
import type { QueryStatus } from '@kaksha/contracts/session-rules';
import { Button, Paper, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-state.tsx';
import { QueryList } from '../../../features/queries/query-list.tsx';
import { QueryModal } from '../../../features/queries/query-modal.tsx';
import { ResolveButton, StudentQueryActions } from '../../../features/queries/student-query-actions.tsx';
import { useMyQueries } from '../../../features/queries/use-queries.ts';
import { useOpenItem } from '../../../lib/use-open-item.ts';

const TABS = [
  { tab: 'open', label: 'Open', status: 0, empty: messages.noOpenQueries },
  { tab: 'inprogress', label: 'Inprogress', status: 1, empty: messages.noInprogressQueries },
  { tab: 'completed', label: 'Completed', status: 2, empty: messages.noCompletedQueries },
] as const satisfies readonly { tab: string; label: string; status: QueryStatus; empty: string }[];

type Tab = (typeof TABS)[number]['tab'];

/** /student/my-queries/{open,inprogress,completed}: the student's queries by status (student spec §2). */
function MyQueriesPage({ tab }: { tab: Tab }) {
  const navigate = useNavigate();
  const queries = useMyQueries();
  const [openChat, openChatOf, closeChat] = useOpenItem('chat');
  return (
    <Stack gap="lg">
      <PageHeader
        title="My Queries"
        actions={
          <Button component={Link} to="/student/my-queries/raise-query" leftSection={<IconPlus size={18} />}>
            Raise Query
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={(next) => next && navigate(`/student/my-queries/${next}`)}>
          <Tabs.List mb="md">
            {TABS.map((t) => (
              <Tabs.Tab key={t.tab} value={t.tab}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {queries.isPending && <PageLoader />}
          {queries.isError && queries.data === undefined && (
            <QueryError query={queries} title="Your queries could not be loaded" />
          )}
          {TABS.map((t) => (
            <Tabs.Panel key={t.tab} value={t.tab}>
              {queries.data && (
                <QueryList
                  queries={queries.data.filter((q) => q.status === t.status)}
                  emptyText={t.empty}
                  onOpen={(q) => openChatOf(q.chatID)}
                  actions={(q) => (q.status !== 2 ? <ResolveButton query={q} /> : null)}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
      <QueryModal chatID={openChat} onClose={closeChat}>
        {(query) => <StudentQueryActions query={query} />}
      </QueryModal>
    </Stack>
  );
}

export const MyQueriesOpen = () => <MyQueriesPage tab="open" />;
export const MyQueriesInprogress = () => <MyQueriesPage tab="inprogress" />;
export const MyQueriesCompleted = () => <MyQueriesPage tab="completed" />;
