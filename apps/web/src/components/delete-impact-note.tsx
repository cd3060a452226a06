import {
  type DeleteImpactDto,
  type DeleteKind,
  describeDeleteBlockers,
  describeDeleteImpact,
  getDeleteImpact,
} from '@kaksha/contracts/delete-impact';
import { Alert, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-error-messages.ts';
import { useEndpointQuery } from '../lib/endpoint-query.ts';

/** Which record a delete would remove, for counting what goes with it. */
export interface DeleteTarget {
  kind: DeleteKind;
  id: string;
}

/**
 * The server's count of what a delete concerns, while the confirmation is open (null: closed).
 * The note and the dialog's Delete button read the same answer.
 */
export function useDeleteImpact(target: DeleteTarget | null) {
  return useEndpointQuery(getDeleteImpact, target ? { body: target } : null, {
    select: (answer) => answer.data,
    // Counted afresh each time the question is asked: content may have been added meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Whether the counted records stop the delete (a curriculum's students, results, purchases...). */
export const deleteBlocked = (impact: DeleteImpactDto | undefined): boolean =>
  impact !== undefined && describeDeleteBlockers(impact) !== null;

/**
 * Says what else a delete removes ("This also deletes 2 subjects, 3 topics and 12 questions"),
 * counted by the server when the confirmation opens, so the admin decides knowing it; and when
 * records about people stop it ("it holds 14 students, 30 test results and 14 purchases"), says
 * so instead, as the server would refuse it.
 */
export function DeleteImpactNote({ target }: { target: DeleteTarget }) {
  const { data, error, isPending } = useDeleteImpact(target);
  if (isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size="xs" mr="xs" />
        Counting what goes with it…
      </Text>
    );
  }
  if (error) return <Text size="sm" c="red">{`Could not count what goes with it: ${errorMessage(error)}`}</Text>;
  const blockers = describeDeleteBlockers(data);
  if (blockers) {
    const content = describeDeleteImpact(data);
    return (
      <Alert color="red" icon={<IconLock size={18} />} p="sm" data-testid="delete-blocked" title="It cannot be deleted">
        It holds {blockers}. These records about people are kept, so it is not deleted
        {content ? ` (nor its ${content})` : ''}.
      </Alert>
    );
  }
  const described = describeDeleteImpact(data);
  if (!described)
    return (
      <Text size="sm" c="dimmed">
        Nothing else is deleted with it.
      </Text>
    );
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm" data-testid="delete-impact">
      This also deletes {described}.
    </Alert>
  );
}
