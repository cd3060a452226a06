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

/** "Questions 1, 3 and 4": the numbers as the answers list shows them. */
function questionList(numbers: readonly number[]): string {
  if (numbers.length === 0) return 'none';
  const last = numbers[numbers.length - 1];
  const head = numbers.slice(0, -1);
  return `${numbers.length === 1 ? 'Question' : 'Questions'} ${head.length ? `${head.join(', ')} and ${last}` : last}`;
}

/**
 * An Optional-mode test counts only the best N answers (scoring.ts): the note says so, and which
 * of the student's answers they were.
 */
export function CountedNote({ result }: { result: ResultDto }) {
  if (result.optionalQuestions === null) return null;
  const counted = result.answers.flatMap((a, i) => (a.counted ? [i + 1] : []));
  return (
    <Alert color="blue" title={`Your best ${result.optionalQuestions} answers counted`}>
      This test counts at most {result.optionalQuestions} answers: your best by marks.
      {result.answers.some((a) => a.counted !== null) && <> Counted: {questionList(counted)}.</>}
    </Alert>
  );
}

/**
 * Marks, percentage, grade and counts of a result; before the review time, that it is submitted and when
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
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Figure label="Marks" value={`${result.achievedMarks} / ${result.totalMarks}`} />
        <Figure label="Percentage" value={result.percentage === null ? '–' : `${result.percentage}%`} />
        <Figure label="Grade" value={result.grade ?? '—'} />
        <Figure label="Correct answers" value={result.correctAnsweredQues ?? '—'} />
        <Figure label="Wrong answers" value={result.wrongAnsweredQues ?? '—'} />
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {result.totalQuestions} questions in the test.
        </Text>
      </Group>
      <CountedNote result={result} />
    </Stack>
  );
}
