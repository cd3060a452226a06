import { ITEM_FLAG_LABELS, type QuestionStatisticsDto } from '@kaksha/contracts/statistics';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { htmlToText } from '../../components/safe-html.tsx';
import { formatStat } from './format.ts';

const snippet = (html: string) => {
  const text = htmlToText(html);
  return text.length > 90 ? `${text.slice(0, 87)}…` : text;
};

function OptionCounts({ q }: { q: QuestionStatisticsDto }) {
  if (!q.options) return <Text size="sm">Written</Text>;
  return (
    <Stack gap={2}>
      {q.options.map((o) => (
        <Text key={o.option} size="sm" fw={o.correct ? 700 : 400}>
          {o.correct ? '✓ ' : ''}
          {o.option}: {o.count}
        </Text>
      ))}
      {q.unanswered > 0 && (
        <Text size="sm" c="dimmed">
          No answer: {q.unanswered}
        </Text>
      )}
    </Stack>
  );
}

/** Each question's facility, SD, discrimination, options chosen and review flags. */
export function QuestionTable({ questions }: { questions: readonly QuestionStatisticsDto[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="xs" aria-label="Question statistics">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Question</Table.Th>
            <Table.Th>Marks</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Facility</Table.Th>
            <Table.Th>SD</Table.Th>
            <Table.Th>Discrimination</Table.Th>
            <Table.Th>Answers chosen</Table.Th>
            <Table.Th>Review</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((q) => (
            <Table.Tr key={q.questionID}>
              <Table.Td>{q.position}</Table.Td>
              <Table.Td maw={280}>
                <Text size="sm">{snippet(q.question)}</Text>
                <Text size="xs" c="dimmed">
                  {q.questionID} · {q.questionType}
                </Text>
              </Table.Td>
              <Table.Td>{q.questionmarks}</Table.Td>
              <Table.Td>{q.attempts}</Table.Td>
              <Table.Td>{formatStat(q.facility)}</Table.Td>
              <Table.Td>{formatStat(q.sd)}</Table.Td>
              <Table.Td>{formatStat(q.discrimination)}</Table.Td>
              <Table.Td>
                <OptionCounts q={q} />
              </Table.Td>
              <Table.Td>
                {q.flags.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    OK
                  </Text>
                ) : (
                  <Group gap={4}>
                    {q.flags.map((flag) => (
                      <Badge key={flag} color="red.9" variant="outline" style={{ textTransform: 'none' }}>
                        {ITEM_FLAG_LABELS[flag]}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
