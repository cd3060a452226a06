import { Alert, Button, Group, LoadingOverlay, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { PageHeader } from './page-header.tsx';
import { PageLoader } from './page-loader.tsx';
import type { LeaveGuard } from './use-leave-guard.ts';

interface EntityFormProps {
  /** e.g. "Add Curriculum" or "Edit Curriculum". */
  title: string;
  /** The form's submit handler, usually React Hook Form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** The server's message when saving failed, shown above the buttons. */
  serverError?: string | null;
  /** Where Cancel goes: the list. */
  cancelTo: string;
  /** True while an edit form waits for the entry it edits. */
  loading?: boolean;
  submitLabel?: string;
  /** Keeps Submit disabled, e.g. until the question list a template needs has loaded. */
  submitDisabled?: boolean;
  /** From useSaveForm (or useLeaveGuard): asks before the admin leaves unsaved changes. */
  leaveGuard?: LeaveGuard;
  children: ReactNode;
}

/**
 * The admin add/edit form frame (admin spec §5): a title, the fields (each input shows its own
 * message beneath it), the server's message on failure, Submit and Cancel. Saving shows an overlay.
 */
export function EntityForm({
  title,
  onSubmit,
  submitting,
  serverError,
  cancelTo,
  loading = false,
  submitLabel = 'Submit',
  submitDisabled = false,
  leaveGuard,
  children,
}: EntityFormProps) {
  const blocker = leaveGuard?.blocker;
  return (
    <Stack gap="lg" component="section" aria-label={title}>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} pos="relative">
        {loading ? (
          <PageLoader />
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={title}>
            <LoadingOverlay visible={submitting} zIndex={10} overlayProps={{ blur: 1 }} />
            {children}
            {serverError && (
              <Alert color="red" mt="lg" role="alert">
                {serverError}
              </Alert>
            )}
            <Group justify="flex-end" mt="xl">
              <Button component={Link} to={cancelTo} variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={submitting} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            </Group>
          </form>
        )}
      </Paper>
      <ConfirmDialog
        opened={blocker?.state === 'blocked'}
        title="Leave without saving?"
        message="Your changes to this form have not been saved. Leave the page and lose them?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker?.proceed?.()}
        onCancel={() => blocker?.reset?.()}
      />
    </Stack>
  );
}

/** Two columns of fields on wide screens, one on phones. */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}
