import type { ResultDto } from '@kaksha/contracts/test-taking';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SafeHtml } from '../../../components/safe-html.tsx';

/**
 * Each answer with the marks it got, the correct option of a Multi question and the teacher's
 * comment, once the review has opened and they exist; before it, only what the student wrote.
 */
export function AnswerMarks({ result }: { result: ResultDto }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Your answers">
      <Stack gap="md">
        <Title order={2} size="h3">
          Your answers
        </Title>
        {result.answers.map((answer, index) => (
          <Stack
            key={answer.questionID}
            gap={6}
            pb="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>Question {index + 1}</Text>
              <Group gap="xs" wrap="nowrap">
                {answer.counted !== null && (
                  <Badge variant="outline" color={answer.counted ? 'teal.9' : 'gray.7'}>
                    {answer.counted ? 'Counted' : 'Not counted'}
                  </Badge>
                )}
                <Badge variant="light" color={answer.acheivedMarks === null ? 'gray' : 'indigo'}>
                  {!result.reviewOpen
                    ? 'Submitted'
                    : answer.acheivedMarks === null
                      ? 'Not marked yet'
                      : `${answer.acheivedMarks} / ${answer.questionmarks}`}
                </Badge>
              </Group>
            </Group>
            <SafeHtml html={answer.question} />
            <Text size="sm" c="dimmed">
              Your answer
            </Text>
            {answer.response ? (
              answer.questionType === 'Multi' ? (
                <Text>{answer.response}</Text>
              ) : (
                <SafeHtml html={answer.response} />
              )
            ) : (
              <Text c="dimmed">Not answered</Text>
            )}
            {answer.correctanswer !== null && (
              <Text size="sm">
                <Text span fw={600}>
                  Correct answer:{' '}
                </Text>
                {answer.correctanswer}
              </Text>
            )}
            {answer.comments && (
              <Text size="sm">
                <Text span fw={600}>
                  Teacher's comment:{' '}
                </Text>
                {answer.comments}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
