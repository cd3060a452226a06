import type { QueryChatDto } from '@kaksha/contracts/queries';
import { QUERY_STATUS_NAMES } from '@kaksha/contracts/session-rules';
import { Badge, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardList } from '../../components/card-list.tsx';
import { htmlToText } from '../../components/safe-html.tsx';
import { formatDateTime } from '../../lib/dates.ts';

const STATUS_COLOURS = { 0: 'blue', 1: 'orange', 2: 'green' } as const;

export const QueryStatusBadge = ({ status }: { status: QueryChatDto['status'] }) => (
  <Badge color={STATUS_COLOURS[status]} variant="light">
    {QUERY_STATUS_NAMES[status]}
  </Badge>
);

interface QueryListProps {
  queries: readonly QueryChatDto[];
  /** The spec's words for an empty tab. */
  emptyText: string;
  onOpen: (query: QueryChatDto) => void;
  /** Buttons beside View (the teacher's Open Query, Close Query...). */
  actions?: (query: QueryChatDto) => ReactNode;
  /** Teachers see who asked. */
  showSender?: boolean;
}

/** Queries as cards: where it was asked, its first words, when, and what can be done with it. */
export function QueryList({ queries, emptyText, onOpen, actions, showSender }: QueryListProps) {
  return (
    <CardList
      items={queries}
      emptyText={emptyText}
      keyOf={(query) => query.chatID}
      card={(query) => ({
        title: query.chapter,
        badge: <QueryStatusBadge status={query.status} />,
        lines: (
          <>
            <Text size="sm" c="dimmed">
              {query.subject} · {query.topic}
              {showSender ? ` · ${query.senderName}` : ''}
            </Text>
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {htmlToText(query.messages[0]?.message)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(query.createdAt)} · {query.messages.length}{' '}
              {query.messages.length === 1 ? 'message' : 'messages'}
            </Text>
          </>
        ),
        buttons: (
          <>
            <Button size="compact-sm" variant="default" onClick={() => onOpen(query)}>
              View
            </Button>
            {actions?.(query)}
          </>
        ),
      })}
    />
  );
}
