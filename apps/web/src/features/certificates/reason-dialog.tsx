import { CertificateReason } from '@kaksha/contracts/certificates';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-error-messages.ts';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What is about to happen, in a sentence. */
  message: ReactNode;
  /** More fields above the reason (the curriculum an early certificate is for). */
  children?: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  busy: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks for the reason of a change to a certificate (early issue, revocation) and refuses an empty
 * one with the server's own words, so the record always says why. The server's refusal, if any,
 * stays in the dialog with the reason kept.
 */
export function ReasonDialog({
  opened,
  title,
  message,
  children,
  confirmLabel,
  confirmColor = 'red',
  busy,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    setReason('');
    setFieldError(null);
    setFailed(null);
  }, [opened]);

  const submit = async () => {
    const checked = CertificateReason.safeParse(reason);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    setFailed(null);
    try {
      await onConfirm(checked.data);
      onClose();
    } catch (error) {
      setFailed(errorMessage(error));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text>{message}</Text>
        {children}
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={fieldError}
          data-autofocus
        />
        {failed && (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={confirmColor} loading={busy} onClick={() => void submit()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
