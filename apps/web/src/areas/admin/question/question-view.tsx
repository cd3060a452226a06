import { ANSWER_FIELDS, type QuestionDto } from '@kaksha/contracts';
import { Group, Image, Stack, Text } from '@mantine/core';
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
      <Text>{q[field]}</Text>
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
