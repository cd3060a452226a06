import { messages } from '@kaksha/contracts/messages';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardCard } from '../../../components/dashboard-card.tsx';
import { QueryError } from '../../../components/query-state.tsx';
import { QueryStatusBadge } from '../../../features/queries/query-list.tsx';
import { useMyQueries } from '../../../features/queries/use-queries.ts';
import { formatDateTime } from '../../../lib/dates.ts';

const TAB_OF = { 0: 'open', 1: 'inprogress', 2: 'completed' } as const;

/** The dashboard's latest 4 queries (student spec §2, §9), with View More. */
export function LatestQueriesCard() {
  const queries = useMyQueries(4);
  return (
    <DashboardCard title="Latest Queries" moreTo="/student/my-queries/open">
      {queries.isPending && <Loader size="sm" />}
      {queries.isError && <QueryError query={queries} title="Your queries could not be loaded" />}
      {queries.data?.length === 0 && <Text c="dimmed">{messages.noQueries}</Text>}
      <Stack gap="xs">
        {queries.data?.map((q) => (
          <Group key={q.chatID} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/student/my-queries/${TAB_OF[q.status]}`} fw={600} truncate="end">
                {q.chapter}
              </Anchor>
              <Text size="xs" c="dimmed" truncate="end">
                {q.subject} · {formatDateTime(q.createdAt)}
              </Text>
            </div>
            <QueryStatusBadge status={q.status} />
          </Group>
        ))}
      </Stack>
    </DashboardCard>
  );
}
