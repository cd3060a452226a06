import type { SessionDto } from '@kaksha/contracts/sessions';
import { Alert, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PageLoader } from '../../components/page-loader.tsx';
import { SessionDecision } from './session-decision.tsx';
import { ClassLink, SessionDetails } from './session-details.tsx';
import { useSessionDetails } from './use-sessions.ts';

export type CalendarRole = 'student' | 'teacher' | 'admin';

/** The calendar's detail modal, by role (student spec, Calendar). */
export function SessionModal({
  sessionID,
  viewer,
  onClose,
}: {
  sessionID: string | null;
  viewer: CalendarRole;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const details = useSessionDetails(sessionID);
  const session: SessionDto | undefined = details.data;
  return (
    <Modal
      opened={sessionID !== null}
      onClose={onClose}
      title={session?.title || 'Session'}
      size="lg"
      fullScreen={phone}
    >
      {details.isPending && <PageLoader />}
      {details.isError && <Alert color="red">{details.error.message}</Alert>}
      {session && (
        <Stack gap="md">
          <SessionDetails session={session} showRejectedCount={viewer === 'admin'} />
          <Group justify="flex-end">
            <ClassLink session={session} />
          </Group>
          {viewer !== 'student' && <SessionDecision session={session} onDone={onClose} />}
        </Stack>
      )}
    </Modal>
  );
}
