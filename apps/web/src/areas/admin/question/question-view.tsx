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

/** Wrong answers past the third: Wrong Answer 4 to 7. */
export const moreAnswerLabel = (index: number) => `Wrong Answer ${index + 4}`;

type ImageDto = QuestionDto['image_question'];

/** A Multi question's 2 to 8 options as the view lists them: the correct one first, empty ones left out. */
export function optionRows(q: QuestionDto): { label: string; text: string; image: ImageDto; correct: boolean }[] {
  return [
    ...ANSWER_FIELDS.map((field) => ({
      label: ANSWER_LABELS[field],
      text: q[field],
      image: q[`image_${field}`],
      correct: field === 'correctanswer',
    })),
    ...q.moreAnswers.map((m, i) => ({ label: moreAnswerLabel(i), text: m.answer, image: m.image, correct: false })),
  ].filter((row) => row.correct || row.text !== '');
}

function Answer({ label, text, image, correct }: ReturnType<typeof optionRows>[number]) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text>{text}</Text>
        {/* Marked in the answer itself, not only by its label, so it stands out among the others. */}
        {correct && (
          <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
            Correct
          </Badge>
        )}
      </Group>
      {image && <Image src={image.url} alt={`${label} image`} h={96} w="auto" fit="contain" radius="sm" />}
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
          ...(data.image_question
            ? [
                {
                  label: 'Question Image',
                  value: <Image src={data.image_question.url} alt="Question image" h={160} w="auto" fit="contain" />,
                  wide: true,
                },
              ]
            : []),
          ...(multi ? optionRows(data).map((row) => ({ label: row.label, value: <Answer {...row} /> })) : []),
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
