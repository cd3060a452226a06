import { messages } from '@kaksha/contracts/messages';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTestResult } from '../../../features/assessments/api.ts';
import { ResultSummary } from '../../../features/assessments/result-summary.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';

/** /student/test-result/:id: the Result Summary right after a test (student spec §2, §4). */
export function TestResultPage() {
  const { id = '' } = useParams();
  const result = useTestResult(id);
  return (
    <Stack gap="lg" maw={720} mx="auto" mt="lg">
      <Title order={1} size="h2">
        Result Summary
      </Title>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {result.isPending ? (
          <Skeleton h={120} />
        ) : result.error ? (
          <Alert color="red">{errorMessage(result.error)}</Alert>
        ) : result.data ? (
          <Stack gap="md">
            <Text fw={600}>
              {result.data.assessmentName} · {result.data.subject}
            </Text>
            <ResultSummary result={result.data} />
          </Stack>
        ) : (
          <Alert color="gray">{messages.teacherNeedsToCorrect}</Alert>
        )}
      </Paper>
      <Button component={Link} to="/student/dashboard" variant="light" w="fit-content">
        Back to dashboard
      </Button>
    </Stack>
  );
}
