import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../lib/api-error-messages.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DeleteImpactNote, type DeleteTarget, deleteBlocked, useDeleteImpact } from './delete-impact-note.tsx';
import { PageHeader } from './page-header.tsx';
import { PageLoader } from './page-loader.tsx';

/** One read-only field of a view. `wide` fields (rich text) take the whole row. */
export interface ViewField {
  label: string;
  value: ReactNode;
  wide?: boolean;
}

/** The confirmation the spec words for deleting (admin spec §8). */
export const DELETE_CONFIRMATION = 'Are you sure you want to Delete?';

interface EntityViewProps {
  title: string;
  /** Undefined while loading. */
  fields: readonly ViewField[] | undefined;
  /** A failed load (e.g. not found), shown instead of the fields. */
  error?: string | null;
  /** Where Close (and a successful Delete) go: the list. */
  closeTo: string;
  /** Deletes the entry; a rejection's message is shown (e.g. students are enrolled). */
  onDelete?: () => Promise<unknown>;
  /** Shown after the fields, e.g. a chapters table. */
  children?: ReactNode;
  /** Called after a successful delete, before going back to the list. */
  onDeleted?: () => void;
  /** More buttons beside Delete and Close, e.g. Accept and Reject, or an Active toggle. */
  actions?: ReactNode;
  /** The record Delete removes, when it takes others with it: the confirmation counts them. */
  deleteTarget?: DeleteTarget;
  /** Where Edit goes; the view shows an Edit button beside Delete and Close. */
  editTo?: string;
}

/** The admin read-only view (admin spec §2): the fields, then Delete (confirmed) and Close. */
export function EntityView({
  title,
  fields,
  error,
  closeTo,
  onDelete,
  children,
  onDeleted,
  actions,
  deleteTarget,
  editTo,
}: EntityViewProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete();
      setConfirming(false);
      onDeleted?.();
      void navigate(closeTo);
    } catch (failure) {
      setConfirming(false);
      setDeleteError(errorMessage(failure));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack gap="lg" component="section" aria-label={title}>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {error ? (
          <Alert color="red" mb="md">
            {error}
          </Alert>
        ) : fields === undefined ? (
          <PageLoader />
        ) : (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" component="dl" m={0}>
              {fields.map((field) => (
                <div key={field.label} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
                  <Text component="dt" size="sm" c="dimmed" fw={500}>
                    {field.label}
                  </Text>
                  <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                    {field.value === '' || field.value === null || field.value === undefined ? '—' : field.value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            {children}
          </Stack>
        )}
        {deleteError && (
          <Alert color="red" mt="md" role="alert" withCloseButton onClose={() => setDeleteError(null)}>
            {deleteError}
          </Alert>
        )}
        <Group justify="flex-end" mt="xl">
          {fields !== undefined && !error && actions}
          {editTo && fields !== undefined && !error && (
            <Button component={Link} to={editTo} variant="default" leftSection={<IconPencil size={16} />}>
              Edit
            </Button>
          )}
          {onDelete && fields !== undefined && !error && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          )}
          <Button component={Link} to={closeTo} variant="default">
            Close
          </Button>
        </Group>
        {confirming && deleteTarget ? (
          <CountedDeleteDialog
            target={deleteTarget}
            busy={deleting}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <ConfirmDialog
            opened={confirming}
            message={DELETE_CONFIRMATION}
            busy={deleting}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
          />
        )}
      </Paper>
    </Stack>
  );
}

/**
 * The delete question with the server's count of what goes with it. Records about people (a
 * curriculum's students, results, purchases...) stop a delete: then Delete is not offered.
 */
function CountedDeleteDialog({
  target,
  busy,
  onConfirm,
  onCancel,
}: {
  target: DeleteTarget;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const blocked = deleteBlocked(useDeleteImpact(target).data);
  return (
    <ConfirmDialog
      opened
      message={DELETE_CONFIRMATION}
      busy={busy}
      details={<DeleteImpactNote target={target} />}
      confirmDisabled={blocked}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
