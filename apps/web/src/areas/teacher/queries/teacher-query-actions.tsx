import { messages } from '@kaksha/contracts/messages';
import type { QueryChatDto } from '@kaksha/contracts/queries';
import type { QueryStatus } from '@kaksha/contracts/session-rules';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showErrorToast } from '../../../components/error-toast.ts';
import { useChangeQueryStatus } from '../../../features/queries/use-queries.ts';

/**
 * The teacher's moves by status (student spec §4): Open Query and Close Query on an open query,
 * resolve (asked first) on one in progress, Open Again on a closed one.
 */
export function TeacherQueryActions({ query }: { query: QueryChatDto }) {
  const change = useChangeQueryStatus();
  const [confirming, setConfirming] = useState(false);
  const [target, setTarget] = useState<QueryStatus | null>(null);
  const move = async (status: QueryStatus) => {
    setTarget(status);
    try {
      const answer = await change.mutateAsync({ chatID: query.chatID, status });
      notifications.show({ color: 'green', message: answer.message });
    } catch (e) {
      // The spec keeps the server's message on a failed status change (§8).
      showErrorToast(e);
    } finally {
      setConfirming(false);
      setTarget(null);
    }
  };
  const busy = (status: QueryStatus) => change.isPending && target === status;
  return (
    <Group gap="xs">
      {query.status === 0 && (
        <>
          <Button size="compact-sm" onClick={() => move(1)} loading={busy(1)}>
            Open Query
          </Button>
          <Button size="compact-sm" color="red" variant="light" onClick={() => move(2)} loading={busy(2)}>
            Close Query
          </Button>
        </>
      )}
      {query.status === 1 && (
        <>
          <Button size="compact-sm" color="green" onClick={() => setConfirming(true)}>
            Resolve
          </Button>
          <ConfirmDialog
            opened={confirming}
            title="Resolve"
            message={messages.confirmTeacherResolve}
            confirmLabel="Yes"
            cancelLabel="No"
            busy={busy(2)}
            onConfirm={() => move(2)}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
      {query.status === 2 && (
        <Button size="compact-sm" variant="light" onClick={() => move(1)} loading={busy(1)}>
          Open Again
        </Button>
      )}
    </Group>
  );
}
