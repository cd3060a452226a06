import type { QuestionDto } from '@kaksha/contracts';
import { Alert, Checkbox, Loader, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { htmlToText } from '../../components/safe-html.tsx';

/** The parts of a question the checklist shows and the selection rules read. */
export type ListedQuestion = Pick<QuestionDto, 'questionID' | 'question' | 'questionmarks' | 'questionType'>;

interface QuestionChecklistProps {
  questions: readonly ListedQuestion[] | undefined;
  loading?: boolean;
  error?: string | null;
  selected: readonly string[];
  onToggle: (question: ListedQuestion, checked: boolean) => void;
  /** Shown when the list came back empty. */
  emptyText?: string;
}

/**
 * A table of question checkboxes with ID, question and marks (admin spec §2 Template, §4
 * Assessment). The question is rich text and shows here as plain words.
 */
export function QuestionChecklist({
  questions,
  loading,
  error,
  selected,
  onToggle,
  emptyText = 'No questions found for this curriculum and subject',
}: QuestionChecklistProps) {
  const rows = useMemo(() => questions?.map((q) => ({ q, text: htmlToText(q.question) })) ?? [], [questions]);
  const chosen = new Set(selected);
  if (error)
    return (
      <Alert color="red" title="Could not load the questions">
        {error}
      </Alert>
    );
  if (loading || !questions)
    return (
      <Text c="dimmed" size="sm" role="status">
        <Loader size="xs" mr="xs" />
        Loading questions…
      </Text>
    );
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={420} type="auto">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Questions" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>Choose</VisuallyHidden>
            </Table.Th>
            <Table.Th>ID</Table.Th>
            <Table.Th>Question</Table.Th>
            <Table.Th ta="right">Marks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ q, text }) => (
            <Table.Tr key={q.questionID}>
              <Table.Td>
                <Checkbox
                  aria-label={`Choose ${q.questionID}`}
                  checked={chosen.has(q.questionID)}
                  onChange={(event) => onToggle(q, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{q.questionID}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {text}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{q.questionmarks}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
