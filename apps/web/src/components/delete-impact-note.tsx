import { type DeleteKind, describeDeleteImpact, getDeleteImpact } from '@kaksha/contracts';
import { Alert, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-error-messages.ts';
import { useEndpointQuery } from '../lib/endpoint-query.ts';

/** Which record a delete would remove, for counting what goes with it. */
export interface DeleteTarget {
  kind: DeleteKind;
  id: string;
}

/**
 * Says what else a delete removes ("This also deletes 2 subjects, 3 topics and 12 questions"),
 * counted by the server when the confirmation opens, so the admin decides knowing it.
 */
export function DeleteImpactNote({ target }: { target: DeleteTarget }) {
  const { data, error, isPending } = useEndpointQuery(
    getDeleteImpact,
    { body: target },
    {
      select: (answer) => answer.data,
      // Counted afresh each time the question is asked: content may have been added meanwhile.
      staleTime: 0,
      gcTime: 0,
    },
  );
  if (isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size="xs" mr="xs" />
        Counting what goes with it…
      </Text>
    );
  }
  if (error) return <Text size="sm" c="red">{`Could not count what goes with it: ${errorMessage(error)}`}</Text>;
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
