import { messages } from '@kaksha/contracts/messages';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { showErrorToast } from '../../components/error-toast.ts';
import { useDeleteUser } from './use-people.ts';

/** Delete on a staff row, confirmed with the spec's question and Yes / No (admin spec §2, §8). */
export function DeleteUserButton({ userID, name }: { userID: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteUser();
  const confirm = () =>
    remove.mutate(userID, {
      onSuccess: () => {
        setAsking(false);
        notifications.show({ color: 'green', message: `${name} deleted` });
      },
      onError: (error) => {
        setAsking(false);
        showErrorToast(error);
      },
    });
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => setAsking(true)}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Delete ${name}`}
        message={messages.confirmDelete}
        confirmLabel="Yes"
        cancelLabel="No"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
