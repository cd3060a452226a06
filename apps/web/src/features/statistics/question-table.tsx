import { ITEM_FLAG_LABELS, type QuestionStatisticsDto } from '@kaksha/contracts/statistics';
import { Stack, Table, Text } from '@mantine/core';
import { htmlToText } from '../../components/safe-html.tsx';
import { formatStat } from './format.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

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
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" aria-label="Question statistics">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={NO_WRAP}>#</Table.Th>
            <Table.Th style={NO_WRAP}>Question</Table.Th>
            <Table.Th style={NO_WRAP}>Marks</Table.Th>
            <Table.Th style={NO_WRAP}>Attempts</Table.Th>
            <Table.Th style={NO_WRAP}>Facility</Table.Th>
            <Table.Th style={NO_WRAP}>SD</Table.Th>
            <Table.Th style={NO_WRAP}>Discrimination</Table.Th>
            <Table.Th style={NO_WRAP}>Answers chosen</Table.Th>
            <Table.Th style={NO_WRAP}>Review</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((q) => (
            <Table.Tr key={q.questionID}>
              <Table.Td style={NO_WRAP}>{q.position}</Table.Td>
              <Table.Td maw={280}>
                <Text size="sm">{snippet(q.question)}</Text>
                <Text size="xs" c="dimmed">
                  {q.questionID} · {q.questionType}
                </Text>
              </Table.Td>
              <Table.Td style={NO_WRAP}>{q.questionmarks}</Table.Td>
              <Table.Td style={NO_WRAP}>{q.attempts}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatStat(q.facility)}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatStat(q.sd)}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatStat(q.discrimination)}</Table.Td>
              <Table.Td>
                <OptionCounts q={q} />
              </Table.Td>
              <Table.Td>
                {q.flags.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    OK
                  </Text>
                ) : (
                  <Stack gap={2}>
                    {q.flags.map((flag) => (
                      <Text key={flag} size="sm" fw={600} c="red.9">
                        {ITEM_FLAG_LABELS[flag]}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
