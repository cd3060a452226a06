import { messages } from '@kaksha/contracts/messages';
import type { QueryStatus } from '@kaksha/contracts/session-rules';
import { Paper, Stack, Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-state.tsx';
import { QueryList } from '../../../features/queries/query-list.tsx';
import { QueryModal } from '../../../features/queries/query-modal.tsx';
import { ReplyBox } from '../../../features/queries/reply-box.tsx';
import { useTeacherQueries, useTeacherReply } from '../../../features/queries/use-queries.ts';
import { getSession } from '../../../lib/session.ts';
import { useOpenItem } from '../../../lib/use-open-item.ts';
import { TeacherQueryActions } from './teacher-query-actions.tsx';

// The spec's routes, spelling included (student spec §2, Teacher area).
const TABS = [
  { path: 'queries-list', label: 'Open', status: 0, empty: messages.noOpenQueries },
  { path: 'queries-inprogess', label: 'In Progress', status: 1, empty: messages.noInprogressQueries },
  { path: 'queries-closed', label: 'Closed', status: 2, empty: messages.noCompletedQueries },
] as const satisfies readonly { path: string; label: string; status: QueryStatus; empty: string }[];

type TabPath = (typeof TABS)[number]['path'];

function TeacherQueriesPage({ tab }: { tab: TabPath }) {
  const navigate = useNavigate();
  const queries = useTeacherQueries();
  const reply = useTeacherReply();
  const [openChat, openChatOf, closeChat] = useOpenItem('chat');
  const claims = getSession()?.claims;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Queries"
        description={`${claims?.curriculum ?? claims?.curriculumCode ?? ''} · ${claims?.subject ?? ''}`}
      />
      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={(next) => next && navigate(`/teacher/${next}`)}>
          <Tabs.List mb="md">
            {TABS.map((t) => (
              <Tabs.Tab key={t.path} value={t.path}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {queries.isPending && <PageLoader />}
          {queries.isError && queries.data === undefined && (
            <QueryError query={queries} title="The queries could not be loaded" />
          )}
          {TABS.map((t) => (
            <Tabs.Panel key={t.path} value={t.path}>
              {queries.data && (
                <QueryList
                  queries={queries.data.filter((q) => q.status === t.status)}
                  emptyText={t.empty}
                  onOpen={(q) => openChatOf(q.chatID)}
                  actions={(q) => <TeacherQueryActions query={q} />}
                  showSender
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
      <QueryModal chatID={openChat} onClose={closeChat}>
        {(query) => (
          <Stack gap="sm">
            {query.status !== 2 && (
              <ReplyBox
                busy={reply.isPending}
                onSend={(message) => reply.mutateAsync({ chatID: query.chatID, message })}
              />
            )}
            <TeacherQueryActions query={query} />
          </Stack>
        )}
      </QueryModal>
    </Stack>
  );
}

export const TeacherQueriesOpen = () => <TeacherQueriesPage tab="queries-list" />;
export const TeacherQueriesInprogress = () => <TeacherQueriesPage tab="queries-inprogess" />;
export const TeacherQueriesClosed = () => <TeacherQueriesPage tab="queries-closed" />;
