import { correctionMarksIssue } from '@kaksha/contracts/assessment-rules';
import type { MarkingAnswerDto } from '@kaksha/contracts/marking';
import { messages } from '@kaksha/contracts/messages';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Select } from '../../../components/select.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-error-messages.ts';

interface AnswerMarkerProps {
  answer: MarkingAnswerDto;
  /** "Student 7", or "Student 7 · Priya Sharma" when names are shown. */
  heading: string;
  questionMarks: number;
  previousComments: string[];
  saving: boolean;
  /** Saves the marks; resolves when stored (the screen then moves to the next answer). */
  onSave: (marks: number, comment: string) => Promise<void>;
}

/**
 * One student's answer with its marks and comment. Ctrl+Enter (or ⌘+Enter) anywhere in it is
 * "Save and next", so a teacher marks a whole question from the keyboard: type the marks, Tab to
 * the comment if any, Ctrl+Enter. The marks field takes the focus when the answer opens.
 */
export function AnswerMarker({ answer, heading, questionMarks, previousComments, saving, onSave }: AnswerMarkerProps) {
  const [marks, setMarks] = useState(answer.marks === null ? '' : String(answer.marks));
  const [comment, setComment] = useState(answer.comment);
  // The marks' message beside the field; any other failure of the save above the button.
  const [marksError, setMarksError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async () => {
    const issue = marks.trim() === '' ? messages.required : correctionMarksIssue(Number(marks), questionMarks);
    setMarksError(issue);
    setSaveError(null);
    if (issue) return;
    try {
      await onSave(Number(marks), comment);
    } catch (e) {
      const onMarks = fieldErrors(e).find((f) => f.field === 'marks');
      if (onMarks) setMarksError(onMarks.message);
      else setSaveError(errorMessage(e));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={heading}>
      <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {heading}
            </Title>
            <Text size="sm" c="dimmed">
              {answer.marks === null ? 'Waiting for marks' : `Marked ${answer.marks} of ${questionMarks}`}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            Student's answer
          </Text>
          {answer.response ? <SafeHtml html={answer.response} /> : <Text c="dimmed">Not answered</Text>}
          <NumberInput
            label={`Marks (out of ${questionMarks})`}
            description={`Whole marks from 0 to ${questionMarks}`}
            required
            min={0}
            max={questionMarks}
            step={1}
            clampBehavior="none"
            allowDecimal
            value={marks}
            onChange={(value) => {
              setMarks(String(value));
              setMarksError(null);
            }}
            error={marksError ?? undefined}
            data-autofocus
            autoFocus
            w={{ base: '100%', sm: 260 }}
          />
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            maxLength={5000}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {previousComments.length > 0 && (
            <Select
              label="Pick a previous comment"
              placeholder="Comments given before on this test"
              data={previousComments}
              value={null}
              searchable
              clearable={false}
              onChange={(picked) => picked && setComment(picked)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {saveError && <Alert color="red">{saveError}</Alert>}
          <Group justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed">
              Ctrl+Enter saves and opens the next answer
            </Text>
            <Button type="submit" loading={saving}>
              Save and next
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
