import { messages } from '@kaksha/contracts/messages';
import type { SessionDto } from '@kaksha/contracts/sessions';
import { Button, Paper, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { SessionList } from '../../../features/sessions/session-list.tsx';
import { useAdminSessions } from '../../../features/sessions/use-sessions.ts';
import { InviteModal } from './invite-modal.tsx';

/**
 * /admin/session-admin: sessions with more than 10 students (11 and up, see docs/decisions.md),
 * or every session with Show All Session; each can have teachers invited (admin spec §2, §4).
 */
export function SessionAdminPage() {
  const [showAll, setShowAll] = useState(false);
  const list = useServerList();
  const sessions = useAdminSessions(showAll, { page: list.page, pageSize: list.pageSize });
  const [inviting, setInviting] = useState<SessionDto | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Session"
        actions={
          <Switch
            label="Show All Session"
            checked={showAll}
            onChange={(e) => {
              setShowAll(e.currentTarget.checked);
              list.setPage(1);
            }}
          />
        }
      />
      <Paper withBorder radius="md" p="md">
        <SessionList
          sessions={sessions.data?.data}
          loading={sessions.isPending}
          error={sessions.error}
          emptyText={showAll ? messages.noSessionFound : messages.noLargeSession}
          paging={{ label: 'Session list pages', total: sessions.data?.total ?? 0, ...list }}
          actions={(s) => (
            <Button size="compact-sm" onClick={() => setInviting(s)}>
              Invite
            </Button>
          )}
        />
      </Paper>
      <InviteModal session={inviting} onClose={() => setInviting(null)} />
    </Stack>
  );
}
