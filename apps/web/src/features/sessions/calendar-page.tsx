import { Alert, Paper, Stack } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { useOpenItem } from '../../lib/use-open-item.ts';
import { SessionCalendar } from './session-calendar.tsx';
import { type CalendarRole, SessionModal } from './session-modal.tsx';
import { StatusLegend } from './status-legend.tsx';
import { useSchoolZone } from './use-school-zone.ts';
import { useCalendarSessions } from './use-sessions.ts';

/**
 * The Calender screen of every role (student spec, Calendar): the month, a legend for teachers and
 * admins, the admin's Add New (passed in), and the details of a clicked session.
 */
export function CalendarPage({ viewer, addNew }: { viewer: CalendarRole; addNew?: ReactNode }) {
  useSchoolZone();
  const sessions = useCalendarSessions();
  const [open, openSession, closeSession] = useOpenItem('session');
  const entries = useMemo(
    () =>
      (sessions.data ?? []).map((s) => ({
        id: s.sessionID,
        title: s.title,
        start: s.start,
        end: s.end,
        status: s.status,
      })),
    [sessions.data],
  );
  return (
    <Stack gap="lg">
      <PageHeader title="Calender" actions={addNew} />
      {viewer !== 'student' && <StatusLegend />}
      {sessions.isError && <Alert color="red">{sessions.error.message}</Alert>}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <SessionCalendar entries={entries} onOpen={openSession} loading={sessions.isPending} />
      </Paper>
      <SessionModal sessionID={open} viewer={viewer} onClose={closeSession} />
    </Stack>
  );
}
