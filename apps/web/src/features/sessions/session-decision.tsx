import { messages } from '@kaksha/contracts/messages';
import { sessionCanBeDecided } from '@kaksha/contracts/session-rules';
import type { SessionDto } from '@kaksha/contracts/sessions';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { useDecideSession } from './use-sessions.ts';

/**
 * Accept and Reject for teachers and admins (student spec §4, admin spec §4): offered on a PENDING
 * or REJECTED session whose start is ahead; a past one says so and offers nothing.
 */
export function SessionDecision({ session, onDone }: { session: SessionDto; onDone?: () => void }) {
  const decide = useDecideSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [choice, setChoice] = useState<'ACCEPTED' | 'REJECTED' | null>(null);
  const past = new Date(session.start).getTime() <= Date.now();
  if (past && session.status !== 'ACCEPTED') {
    return (
      <Text c="red" fw={600}>
        {messages.sessionDatePassed}
      </Text>
    );
  }
  if (!sessionCanBeDecided(session)) return null;
  const run = async (status: 'ACCEPTED' | 'REJECTED') => {
    setFailure(null);
    setChoice(status);
    try {
      const answer = await decide.mutateAsync({ sessionID: session.sessionID, status });
      notifications.show({ color: 'green', message: answer.message });
      onDone?.();
    } catch (e) {
      // The answer's error, or else its message, shown in an alert (spec §8).
      setFailure(errorMessage(e));
    } finally {
      setChoice(null);
    }
  };
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          onClick={() => run('REJECTED')}
          loading={choice === 'REJECTED'}
          disabled={decide.isPending}
        >
          Reject
        </Button>
        <Button
          color="green"
          onClick={() => run('ACCEPTED')}
          loading={choice === 'ACCEPTED'}
          disabled={decide.isPending}
        >
          Accept
        </Button>
      </Group>
    </>
  );
}
