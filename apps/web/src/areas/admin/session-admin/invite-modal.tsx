import { messages } from '@kaksha/contracts/messages';
import { SESSION_READS, type SessionDto } from '@kaksha/contracts/sessions';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type WindowValues, windowInstants, windowOf } from '../../../features/sessions/session-window.ts';
import { SessionWindowFields, windowErrors } from '../../../features/sessions/session-window-fields.tsx';
import { useInviteTeachers, useSubjectTeachers } from '../../../features/sessions/use-sessions.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { invalidateEndpoints } from '../../../lib/endpoint-query.ts';

/** The admin spec's pause before the list shows the invitation (§4). */
const REFRESH_AFTER_MS = 3000;

function InviteForm({ session, onDone }: { session: SessionDto; onDone: () => void }) {
  const client = useQueryClient();
  const invite = useInviteTeachers();
  const teachers = useSubjectTeachers(session.curriculumCode, session.subject);
  const [chosen, setChosen] = useState<string[]>([]);
  const [window, setWindow] = useState<WindowValues>(windowOf(session));
  const [errors, setErrors] = useState<Partial<Record<keyof WindowValues | 'teachers', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    const found = { ...windowErrors(window), ...(chosen.length === 0 ? { teachers: messages.required } : {}) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      const acceptedTeacher = (teachers.data ?? [])
        .filter((t) => chosen.includes(t.userID))
        .map((t) => ({ userID: t.userID, email: t.email }));
      await invite.mutateAsync({ sessionID: session.sessionID, acceptedTeacher, ...windowInstants(window) });
      notifications.show({ color: 'green', message: messages.inviteSent });
      onDone();
      setTimeout(() => void invalidateEndpoints(client, SESSION_READS), REFRESH_AFTER_MS);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {session.curriculum} · {session.subject} · {session.studentCount} students
      </Text>
      <MultiSelect
        label="Teachers"
        required
        placeholder={teachers.isPending ? 'Loading…' : 'Choose teachers'}
        data={(teachers.data ?? []).map((t) => ({
          value: t.userID,
          label: `${t.firstName} ${t.lastName} (${t.email})`,
        }))}
        value={chosen}
        onChange={setChosen}
        searchable
        nothingFoundMessage="No teacher found"
        error={errors.teachers}
      />
      <SessionWindowFields value={window} onChange={setWindow} errors={errors} />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={send} loading={invite.isPending}>
          Invite
        </Button>
      </Group>
    </Stack>
  );
}

export function InviteModal({ session, onClose }: { session: SessionDto | null; onClose: () => void }) {
  return (
    <Modal opened={session !== null} onClose={onClose} title={`Invite teachers: ${session?.title ?? ''}`} size="lg">
      {session && <InviteForm session={session} onDone={onClose} />}
    </Modal>
  );
}
