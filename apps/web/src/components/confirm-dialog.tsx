import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title?: string;
  /** The question, e.g. the spec's 'Are you sure you want to Delete?'. */
  message: string;
  confirmLabel?: string;
  /** The safe choice's words, e.g. the spec's 'No'. */
  cancelLabel?: string;
  /** Shows the confirm button busy while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** More to know before deciding, under the question, e.g. what else a delete removes. */
  details?: ReactNode;
  /** The confirm button's colour: red for what destroys, another for a choice that does not. */
  confirmColor?: string;
  /** The confirm button cannot be pressed, e.g. while the details say the action is refused. */
  confirmDisabled?: boolean;
}

/** Asks before something that cannot be undone; Cancel is the safe, default choice. */
export function ConfirmDialog({
  opened,
  title = 'Please confirm',
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
  details,
  confirmColor = 'red',
  confirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb={details ? 'sm' : 'lg'}>{message}</Text>
      {details && <div style={{ marginBottom: 'var(--mantine-spacing-lg)' }}>{details}</div>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
