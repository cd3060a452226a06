import type { ErrorCode } from '@kaksha/contracts/endpoint';
import { messages } from '@kaksha/contracts/messages';
import { getTestQuesList } from '@kaksha/contracts/test-taking';
import { Alert, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { getSession } from '../../../lib/session.ts';
import { TestRunner } from './test-runner.tsx';

const resultPath = (id: string) => `/student/test-result/${encodeURIComponent(id)}`;

/**
 * /student/test-view/:id: starts or resumes the attempt (getTestQuesList) and runs the test; a
 * test that is over or already submitted says so and leads to the result.
 */
export function TestViewPage() {
  const { id = '' } = useParams();
  const userID = getSession()?.claims.userID ?? '';
  const test = useEndpointQuery(
    getTestQuesList,
    { body: { testID: id } },
    // One start per page: a refetch would only repeat what the page already holds.
    { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, refetchOnReconnect: false },
  );

  if (test.isPending)
    return (
      <Stack gap="md" aria-label="Loading the test">
        <Skeleton h={40} w={280} />
        <Skeleton h={200} />
      </Stack>
    );
  if (test.error || test.data.attempt.submitted) {
    const message = test.error ? errorMessage(test.error) : messages.testAlreadySubmitted;
    // Branch on the contract's code, never on the words of the message.
    const code: ErrorCode | undefined = test.error
      ? ((test.error as { code?: ErrorCode }).code ?? undefined)
      : 'alreadySubmitted';
    const over = code === 'alreadySubmitted' || code === 'testEnded';
    return (
      <Stack gap="md" maw={640} mx="auto" mt="xl">
        <Title order={1} size="h2">
          Test
        </Title>
        <Alert color={over || code === 'testNotStarted' ? 'gray' : 'red'} title={message}>
          <Group gap="lg">
            {over && (
              <Anchor component={Link} to={resultPath(id)}>
                See the result
              </Anchor>
            )}
            <Anchor component={Link} to="/student/dashboard">
              Back to dashboard
            </Anchor>
          </Group>
        </Alert>
      </Stack>
    );
  }
  return (
    <TestRunner
      testID={id}
      userID={userID}
      questions={test.data.data}
      attempt={test.data.attempt}
      receivedAt={test.dataUpdatedAt}
      resultPath={resultPath(id)}
    />
  );
}
