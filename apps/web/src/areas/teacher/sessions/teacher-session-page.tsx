import { Button, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { SessionList } from '../../../features/sessions/session-list.tsx';
import { SessionModal } from '../../../features/sessions/session-modal.tsx';
import { useCalendarSessions } from '../../../features/sessions/use-sessions.ts';

const FILTERS = ['PENDING', 'ACCEPTED', 'REJECTED', 'ALL'] as const;

/** /teacher/teacher-session: the sessions asked of the teacher as a list, with the calendar's decisions. */
export function TeacherSessionPage() {
  const sessions = useCalendarSessions();
  const [filter, setFilter] = useState<string>('PENDING');
  const [open, setOpen] = useState<string | null>(null);
  // The four filters side by side need about 370 px: narrower, they stand one above another.
  const narrow = useMediaQuery('(max-width: 24em)') ?? false;
  const shown = (sessions.data ?? []).filter((s) => filter === 'ALL' || s.status === filter);
  return (
    <Stack gap="lg">
      <PageHeader title="Session" />
      <SegmentedControl
        data={[...FILTERS]}
        value={filter}
        onChange={setFilter}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        style={narrow ? undefined : { alignSelf: 'flex-start' }}
      />
      <Paper withBorder radius="md" p="md">
        <SessionList
          sessions={shown}
          loading={sessions.isPending}
          error={sessions.error}
          emptyText="No sessions found"
          actions={(s) => (
            <Button size="compact-sm" variant="default" onClick={() => setOpen(s.sessionID)}>
              View
            </Button>
          )}
        />
      </Paper>
      <SessionModal sessionID={open} viewer="teacher" onClose={() => setOpen(null)} />
    </Stack>
  );
}
