import { ANSWER_FIELDS, type QuestionDto } from '@kaksha/contracts/question-bank';
import { Badge, Group, Image, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { EntityView } from '../../../components/entity-view.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useDeleteQuestion, useQuestion } from '../../../features/question-bank/use-questions.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatViewDate } from '../../../lib/dates.ts';

export const ANSWER_LABELS = {
  correctanswer: 'Correct Answer',
  answer1: 'Wrong Answer 1',
  answer2: 'Wrong Answer 2',
  answer3: 'Wrong Answer 3',
} as const;

const imageOf = (q: QuestionDto, field: (typeof ANSWER_FIELDS)[number]) => q[`image_${field}`];

function Answer({ q, field }: { q: QuestionDto; field: (typeof ANSWER_FIELDS)[number] }) {
  const image = imageOf(q, field);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text>{q[field]}</Text>
        {/* Marked in the answer itself, not only by its label, so it stands out among the four. */}
        {field === 'correctanswer' && (
          <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
            Correct
          </Badge>
        )}
      </Group>
      {image && (
        <Image src={image.url} alt={`${ANSWER_LABELS[field]} image`} h={96} w="auto" fit="contain" radius="sm" />
      )}
    </Stack>
  );
}

export function QuestionView({ questionID }: { questionID: string }) {
  const { data, error } = useQuestion(questionID);
  const remove = useDeleteQuestion();
  const multi = data?.questionType === 'Multi';
  return (
    <EntityView
      title="View Question"
      closeTo="/admin/question"
      error={error ? errorMessage(error) : null}
      onDelete={data ? () => remove.mutateAsync(data.questionID) : undefined}
      editTo={`/admin/edit-question/${questionID}`}
      fields={
        data && [
          { label: 'Question ID', value: data.questionID },
          { label: 'Question Type', value: data.questionType },
          { label: 'Curriculum', value: data.curriculum },
          { label: 'Subject', value: data.subject },
          { label: 'Topic', value: data.topic },
          { label: 'Chapter', value: data.chapter },
          { label: 'Marks', value: String(data.questionmarks) },
          { label: 'Create Date', value: formatViewDate(data.createDate) },
          { label: 'Question', value: <SafeHtml html={data.question} />, wide: true },
          ...(multi
            ? ANSWER_FIELDS.map((field) => ({ label: ANSWER_LABELS[field], value: <Answer q={data} field={field} /> }))
            : []),
        ]
      }
    >
      {data && !multi && (
        <Group>
          <Text c="dimmed" size="sm">
            A Text question is answered in words and marked by a teacher.
          </Text>
        </Group>
      )}
    </EntityView>
  );
}
