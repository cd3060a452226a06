import type { QueryChatDto } from '@kaksha/contracts/queries';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { SafeHtml } from '../../components/safe-html.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { getSession } from '../../lib/session.ts';
import { QueryStatusBadge } from './query-list.tsx';

/** The messages of a query, oldest first; mine on the right, the other side's on the left. */
export function QueryChat({ query }: { query: QueryChatDto }) {
  const me = getSession()?.claims.userID;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <QueryStatusBadge status={query.status} />
        <Text size="sm" c="dimmed">
          {query.curriculum} · {query.subject} · {query.topic} · {query.chapter}
        </Text>
      </Group>
      <Stack gap="xs" role="log" aria-label="Messages">
        {query.messages.map((m, index) => {
          const mine = m.author_id === me;
          return (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended, so the index is stable.
              key={`${m.createdAt}-${index}`}
              withBorder
              radius="md"
              p="sm"
              bg={mine ? 'indigo.0' : 'white'}
              ml={mine ? 'xl' : 0}
              mr={mine ? 0 : 'xl'}
            >
              <Group gap="xs" mb={4} justify="space-between">
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {m.authorName}
                  </Text>
                  <Badge size="xs" variant="outline" tt="capitalize">
                    {m.authorRole}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(m.createdAt)}
                </Text>
              </Group>
              <SafeHtml html={m.message} />
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
