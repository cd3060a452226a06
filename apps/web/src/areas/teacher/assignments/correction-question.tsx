import type { PendingQuestionDto } from '@kaksha/contracts';
import { Badge, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type Control, Controller, type RegisterOptions } from 'react-hook-form';
import { SafeHtml } from '../../../components/safe-html.tsx';
import type { CorrectionValues } from './student-correction.tsx';

interface CorrectionQuestionProps {
  number: number;
  question: PendingQuestionDto;
  control: Control<CorrectionValues>;
  rules: RegisterOptions<CorrectionValues, `marks.${string}.acheivedMarks`>;
  /** Marks above the question's: the field is cleared with the spec's message. */
  onTooHigh: () => void;
}

/** One answer to mark: the question, the student's answer, then marks and a comment. */
export function CorrectionQuestion({ number, question: q, control, rules, onTooHigh }: CorrectionQuestionProps) {
  const multi = q.questionType === 'Multi';
  return (
    <Stack gap={6} pb="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Question {number}</Text>
        <Badge variant="light">
          {q.questionType} · {q.questionmarks} {q.questionmarks === 1 ? 'mark' : 'marks'}
        </Badge>
      </Group>
      <SafeHtml html={q.question} />
      <Text size="sm" c="dimmed">
        Student's answer
      </Text>
      {q.response ? (
        multi ? (
          <Text>{q.response}</Text>
        ) : (
          <SafeHtml html={q.response} />
        )
      ) : (
        <Text c="dimmed">Not answered</Text>
      )}
      {multi ? (
        <Text size="sm">
          Correct answer: {q.correctanswer} · Marks:{' '}
          <Text span fw={700}>
            {q.valid ? q.questionmarks : 0}
          </Text>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name={`marks.${q._id}.acheivedMarks`}
            rules={rules}
            render={({ field, fieldState }) => (
              <TextInput
                label={`Marks for question ${number} (out of ${q.questionmarks})`}
                inputMode="decimal"
                required
                value={field.value}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  // Over the question's marks: cleared at once with the spec's message (student spec §5).
                  if (text.trim() !== '' && Number(text) > q.questionmarks) {
                    onTooHigh();
                    return;
                  }
                  field.onChange(text);
                }}
              />
            )}
          />
          <Controller
            control={control}
            name={`marks.${q._id}.comments`}
            render={({ field }) => (
              <Textarea label={`Comment on question ${number}`} autosize minRows={1} maxLength={5000} {...field} />
            )}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
