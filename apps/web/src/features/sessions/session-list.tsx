import type { SessionDto } from '@kaksha/contracts/sessions';
import { Alert, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardList } from '../../components/card-list.tsx';
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
  return (
    <CardList
      items={sessions ?? []}
      emptyText={emptyText}
      keyOf={(s) => s.sessionID}
      card={(s) => ({
        title: s.title,
        badge: <SessionStatusBadge status={s.status} />,
        lines: (
          <>
            <Text size="sm" c="dimmed">
              {[s.curriculum, s.subject, s.topic, s.chapter].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm">
              {formatDateTime(s.start)} – {formatDateTime(s.end).slice(11)}
            </Text>
          </>
        ),
        buttons: (
          <>
            {viewPath && (
              <Button component={Link} to={viewPath(s)} size="compact-sm" variant="default">
                View
              </Button>
            )}
            {actions?.(s)}
          </>
        ),
      })}
      footer={
        paging &&
        paging.total > paging.pageSize && (
          <Pager
            label={paging.label}
            total={Math.ceil(paging.total / paging.pageSize)}
            value={paging.page}
            onChange={paging.setPage}
          />
        )
      }
    />
  );
}
