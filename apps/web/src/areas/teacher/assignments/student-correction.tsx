import { correctionMarksIssue } from '@kaksha/contracts/assessment-rules';
import { messages } from '@kaksha/contracts/messages';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSubmitCorrection } from '../../../features/assessments/api.ts';
import { showApiError } from '../../../lib/api-error-messages.ts';
import { CorrectionQuestion } from './correction-question.tsx';
import type { StudentPending } from './group-by-student.ts';

/** The form's values: per pending answer (by its _id), the marks typed and the comment. */
export type CorrectionValues = { marks: Record<string, { acheivedMarks: string; comments: string }> };

/**
 * One student's answers to mark. Multi answers are read-only with their marks (full when right,
 * else 0); written answers take marks up to the question's and a comment (student spec §4, §5).
 */
export function StudentCorrection({ testID, student }: { testID: string; student: StudentPending }) {
  const navigate = useNavigate();
  const save = useSubmitCorrection();
  const form = useForm<CorrectionValues>({
    // A field's message shows when the teacher leaves it, and updates as they type after that.
    mode: 'onTouched',
    defaultValues: {
      marks: Object.fromEntries(
        student.questions.map((q) => [
          q._id,
          {
            acheivedMarks: q.questionType === 'Multi' ? '' : q.acheivedMarks ? String(q.acheivedMarks) : '',
            comments: q.comments,
          },
        ]),
      ),
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const marks = student.questions.map((q) => {
      if (q.questionType === 'Multi')
        return { _id: q._id, acheivedMarks: q.valid ? q.questionmarks : 0, comments: '', valid: q.valid };
      const given = Number(values.marks[q._id]?.acheivedMarks);
      return { _id: q._id, acheivedMarks: given, comments: values.marks[q._id]?.comments ?? '', valid: given > 0 };
    });
    try {
      await save.mutateAsync({ testID, userID: student.userID, marks });
      notifications.show({ color: 'green', message: messages.correctionSaved });
      navigate('/teacher/dashboard');
    } catch (error) {
      form.setError('root', { message: showApiError(error, form.setError) });
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={student.studentName}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {student.studentName}
          </Title>
          {student.questions.map((q, index) => (
            <CorrectionQuestion
              key={q._id}
              number={index + 1}
              question={q}
              control={form.control}
              rules={{
                validate: (value: string) =>
                  q.questionType === 'Multi' ||
                  (value.trim() === ''
                    ? messages.required
                    : (correctionMarksIssue(Number(value), q.questionmarks) ?? true)),
              }}
              onTooHigh={() => {
                form.setValue(`marks.${q._id}.acheivedMarks`, '');
                form.setError(`marks.${q._id}.acheivedMarks`, { type: 'max', message: messages.enteredMarksTooHigh });
              }}
            />
          ))}
          {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
