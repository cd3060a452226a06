import type { PendingQuestionDto } from '@kaksha/contracts/correction';
import { Badge, Group, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
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
  // A number field keeps showing what was typed while its value stays empty: clearing it
  // remounts it (a new key), and focus goes back to it so the teacher types again at once.
  const [clears, setClears] = useState(0);
  const marksInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (clears > 0) marksInput.current?.focus();
  }, [clears]);
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
              <NumberInput
                key={clears}
                label={`Marks for question ${number} (out of ${q.questionmarks})`}
                description={`Whole marks from 0 to ${q.questionmarks}`}
                required
                min={0}
                max={q.questionmarks}
                step={1}
                // Typed as it is, never clamped or cut: "-1" or "4.5" gets the rule's message.
                clampBehavior="none"
                value={field.value}
                onBlur={field.onBlur}
                ref={(element) => {
                  field.ref(element);
                  marksInput.current = element;
                }}
                error={fieldState.error?.message}
                onChange={(value) => {
                  const text = String(value);
                  // Over the question's marks: cleared at once with the spec's message (student spec §5).
                  if (text.trim() !== '' && Number(text) > q.questionmarks) {
                    onTooHigh();
                    setClears((n) => n + 1);
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
