import { messages } from '@kaksha/contracts/messages';
import type { SessionDto } from '@kaksha/contracts/sessions';
import { Badge, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SafeHtml } from '../../components/safe-html.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { statusColourName } from './status-colours.ts';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </div>
);

export const SessionStatusBadge = ({ status }: { status: SessionDto['status'] }) => (
  <Badge color={statusColourName(status)} variant="filled">
    {status}
  </Badge>
);

/** The class link of an accepted session (student spec, Calendar). */
export const ClassLink = ({ session }: { session: SessionDto }) =>
  session.status === 'ACCEPTED' && session.link ? (
    <Button
      component="a"
      href={session.link}
      target="_blank"
      rel="noopener noreferrer"
      color="green"
      leftSection={<IconVideo size={18} />}
    >
      {messages.goToClass}
    </Button>
  ) : null;

const topicsOf = (s: SessionDto) => (s.topics.length > 0 ? s.topics.join(', ') : s.topic) || '—';
const people = (list: SessionDto['student']) => list.map((p) => p.name || p.email).join(', ') || '—';

/**
 * A session's details as the calendar modal and session-preview show them (student spec,
 * Calendar): times as DD/MM/YYYY HH:mm like every screen; admins also see how many asked teachers declined.
 */
export function SessionDetails({ session, showRejectedCount }: { session: SessionDto; showRejectedCount?: boolean }) {
  const asked = session.requestedTeacher.length + session.rejectedTeacher.length;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
        <Field label="Curriculum">{session.curriculum}</Field>
        <Field label="Subject">{session.subject}</Field>
        <Field label="Topics">{topicsOf(session)}</Field>
        {session.chapter && <Field label="Chapter">{session.chapter}</Field>}
        <Field label="Start">{formatDateTime(session.start)}</Field>
        <Field label="End">{formatDateTime(session.end)}</Field>
        <Field label="Status">
          <SessionStatusBadge status={session.status} />
        </Field>
        <Field label={`Students (${session.studentCount})`}>{people(session.student)}</Field>
        {session.acceptedTeacher.length > 0 && <Field label="Teacher">{people(session.acceptedTeacher)}</Field>}
        {showRejectedCount && (
          <Field label="Rejected">
            {session.rejectedTeacher.length} / {asked}
          </Field>
        )}
        {session.sessionType && <Field label="Session Type">{session.sessionType}</Field>}
        {session.sessionMode && (
          <Field label="Mode">
            {session.sessionMode.mode}
            {session.sessionMode.address ? ` · ${session.sessionMode.address}` : ''}
            {session.sessionMode.facilities.length > 0 ? ` · ${session.sessionMode.facilities.join(', ')}` : ''}
          </Field>
        )}
      </SimpleGrid>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Description
        </Text>
        <SafeHtml html={session.desc || '—'} />
      </div>
    </Stack>
  );
}
