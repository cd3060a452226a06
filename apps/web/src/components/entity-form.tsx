import { Alert, Button, Group, LoadingOverlay, Paper, SimpleGrid, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage, showApiError } from '../lib/api-error-messages.ts';
import { PageLoader } from './page-loader.tsx';

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
  children,
}: EntityFormProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title} pos="relative">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
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

/** @deprecated use `errorMessage` from lib/api-error-messages.ts. */
export const failureMessage = errorMessage;

/** @deprecated use `showApiError` from lib/api-error-messages.ts. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  showApiError(error, setError);
}
