import { drawPool } from '@kaksha/contracts/assessment-rules';
import { Checkbox, NumberInput, Stack, Text } from '@mantine/core';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import type { ListedQuestion } from '../../../features/assessments/admin-question-checklist.tsx';
import type { AssessmentFormOutput, AssessmentFormValues } from './assessment-schema.ts';

interface AssessmentDrawProps {
  control: Control<AssessmentFormValues, unknown, AssessmentFormOutput>;
  errors: FieldErrors<AssessmentFormValues>;
  /** A test made from a template may draw; any test may shuffle. */
  fromTemplate: boolean;
  /** The template's questions as loaded (the pool a draw takes from). */
  pool: readonly ListedQuestion[];
  /** Optional mode: every question carries these marks, whatever the library says. */
  optionalMarks: number | null;
  disabled: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "20 questions: 18 of 2 marks, 2 of 5 marks", or a hint before the template's questions are loaded. */
export function poolSummary(pool: readonly ListedQuestion[], optionalMarks: number | null): string {
  if (pool.length === 0) return 'List the template to count its questions.';
  const { count, byMarks } = drawPool(pool.map((q) => optionalMarks ?? q.questionmarks));
  return `The template holds ${plural(count, 'question')}: ${byMarks
    .map((m) => `${m.count} of ${plural(m.marks, 'mark')}`)
    .join(', ')}.`;
}

/**
 * Drawn and shuffled papers: how many of the template's questions each student gets (drawn at
 * their start, the same on every resume) and whether each student gets their own order. A draw
 * needs questions of equal marks, so that every paper has the same total; the form counts them.
 */
export function AssessmentDraw({ control, errors, fromTemplate, pool, optionalMarks, disabled }: AssessmentDrawProps) {
  return (
    <Stack gap="xs">
      {fromTemplate && (
        <Controller
          control={control}
          name="drawQuestions"
          render={({ field }) => (
            <NumberInput
              label="Questions drawn per student"
              description={`Leave empty for all of them. A draw needs questions of equal marks, so every paper has the same total. ${poolSummary(pool, optionalMarks)}`}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              disabled={disabled}
              value={(field.value as number | string | null) ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              onBlur={field.onBlur}
              error={errors.drawQuestions?.message}
              maw={420}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="shuffleQuestions"
        render={({ field }) => (
          <Checkbox
            label="Shuffle the question order for each student"
            checked={Boolean(field.value)}
            disabled={disabled}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      {fromTemplate && (
        <Text size="xs" c="dimmed">
          Each student's paper is drawn once, when they start, and stays the same when they come back.
        </Text>
      )}
    </Stack>
  );
}
