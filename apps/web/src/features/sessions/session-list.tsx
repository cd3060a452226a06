import type { SessionDto } from '@kaksha/contracts/sessions';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { Pager } from '../../components/pager.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { SessionStatusBadge } from './session-details.tsx';

interface SessionListProps {
  sessions: readonly SessionDto[] | undefined;
  loading: boolean;
  error?: Error | null;
  emptyText: string;
  /** Where View goes; none hides it. */
  viewPath?: (session: SessionDto) => string;
  actions?: (session: SessionDto) => ReactNode;
  /** A server-paged list: its page buttons under the cards, named `label`. */
  paging?: SessionPaging;
}

export interface SessionPaging {
  label: string;
  total: number;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
}

/** Sessions as cards: title, where in the curriculum, when, status. */
export function SessionList({ sessions, loading, error, emptyText, viewPath, actions, paging }: SessionListProps) {
  if (loading) return <PageLoader />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!sessions || sessions.length === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {sessions.map((s) => (
        <Paper key={s.sessionID} withBorder radius="md" p="md" component="article" aria-label={s.title}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {s.title}
                </Text>
                <SessionStatusBadge status={s.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {[s.curriculum, s.subject, s.topic, s.chapter].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm">
                {formatDateTime(s.start)} – {formatDateTime(s.end).slice(11)}
              </Text>
            </Stack>
            <Group gap="xs">
              {viewPath && (
                <Button component={Link} to={viewPath(s)} size="compact-sm" variant="default">
                  View
                </Button>
              )}
              {actions?.(s)}
            </Group>
          </Group>
        </Paper>
      ))}
      {paging && paging.total > paging.pageSize && (
        <Pager
          label={paging.label}
          total={Math.ceil(paging.total / paging.pageSize)}
          value={paging.page}
          onChange={paging.setPage}
        />
      )}
    </Stack>
  );
}
