import { messages } from '@kaksha/contracts/messages';
import type { ResultDto } from '@kaksha/contracts/test-taking';
import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/dates.ts';

/** Marks are final once the server scored every answer or a teacher corrected them. */
export const hasFinalMarks = (r: ResultDto) => r.corrected && r.achievedMarks !== null;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** The note a student reads while their marks are held back: submitted, and when results open. */
export const resultsOpenText = (result: Pick<ResultDto, 'reviewOpensAt'>) =>
  `Your test is submitted. Results open on ${formatDateTime(result.reviewOpensAt)}.`;

/**
 * Marks, grade and counts of a result; before the review time, that it is submitted and when
 * results open; the spec's note while a teacher has to correct it.
 */
export function ResultSummary({ result }: { result: ResultDto }) {
  if (!result.reviewOpen)
    return (
      <Alert color="blue" title="Submitted">
        {resultsOpenText(result)}
      </Alert>
    );
  if (!hasFinalMarks(result))
    return (
      <Alert color="yellow" title="Submitted">
        {messages.teacherNeedsToCorrect}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Marks" value={`${result.achievedMarks} / ${result.totalMarks}`} />
        <Figure label="Grade" value={result.grade ?? '—'} />
        <Figure label="Correct answers" value={result.correctAnsweredQues ?? '—'} />
        <Figure label="Wrong answers" value={result.wrongAnsweredQues ?? '—'} />
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {result.totalQuestions} questions in the test.
        </Text>
      </Group>
    </Stack>
  );
}
