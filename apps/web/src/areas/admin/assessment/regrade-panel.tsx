import type { TestQuestionKeyDto } from '@kaksha/contracts/assessments';
import type { RegradeChangeDto } from '@kaksha/contracts/marking';
import { messages } from '@kaksha/contracts/messages';
import { Alert, Button, Group, Radio, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Select } from '../../../components/select.tsx';
import { useRegradeQuestion } from '../../../features/assessments/marking.ts';
import { errorMessage, fieldErrors } from '../../../lib/api-error-messages.ts';

/** A question's words for a picker: its HTML without tags, cut short. */
const plain = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

const score = (s: RegradeChangeDto['before']) =>
  s.achievedMarks === null ? 'not marked yet' : String(s.achievedMarks);

interface Preview {
  /** The inputs previewed: Apply applies exactly these. */
  questionID: string;
  correctanswer: string;
  checked: number;
  changes: RegradeChangeDto[];
}

/**
 * Regrade after a wrong key (staff): pick a Multi question and its right option, say why,
 * preview which students' marks or grade change (before and after), then apply. Apply is offered
 * only for what was previewed; changing a choice asks for a new preview.
 */
export function RegradePanel({ testID, questions }: { testID: string; questions: TestQuestionKeyDto[] }) {
  const regrade = useRegradeQuestion();
  const multi = questions.filter((q) => q.questionType === 'Multi');
  const [questionID, setQuestionID] = useState<string | null>(null);
  const [correctanswer, setCorrectanswer] = useState('');
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [errors, setErrors] = useState<{ form?: string; reason?: string; option?: string }>({});
  const question = multi.find((q) => q.questionID === questionID);
  if (multi.length === 0) return null;
  // Every option of a question of two to eight: the key first, then the wrong ones.
  const options = question
    ? [
        { slot: 'correctanswer', text: question.correctanswer },
        ...[question.answer1, question.answer2, question.answer3, ...question.moreAnswers]
          .filter((text) => text !== '')
          .map((text, i) => ({ slot: `wrong${i + 1}`, text })),
      ]
    : [];
  const previewed = preview?.questionID === questionID && preview.correctanswer === correctanswer;

  const run = async (dryRun: boolean) => {
    if (!question) return;
    if (!correctanswer) {
      setErrors({ option: messages.required });
      return;
    }
    setErrors({});
    try {
      const answer = await regrade.mutateAsync({
        testID,
        questionID: question.questionID,
        correctanswer,
        dryRun,
        reason,
      });
      if (dryRun) {
        setPreview({
          questionID: question.questionID,
          correctanswer,
          checked: answer.checked,
          changes: answer.changes,
        });
      } else {
        notifications.show({
          color: 'green',
          message: `${answer.message}: ${answer.changes.length} of ${answer.checked} students changed`,
        });
        setPreview(null);
        setQuestionID(null);
        setCorrectanswer('');
        setReason('');
      }
    } catch (e) {
      const byField = Object.fromEntries(fieldErrors(e).map((f) => [f.field, f.message]));
      setErrors({
        reason: byField.reason,
        option: byField.correctanswer,
        form: byField.reason || byField.correctanswer ? undefined : errorMessage(e),
      });
    }
  };

  return (
    <Stack gap="sm" component="section" aria-label="Correct a wrong key">
      <Title order={3} size="h5">
        Correct a wrong key
      </Title>
      <Text size="sm" c="dimmed">
        Choose a multiple-choice question and its right option. The preview lists every student whose marks or grade
        would change; Apply recomputes their results at once and tells them.
      </Text>
      <Select
        label="Question"
        placeholder="Choose a multiple-choice question"
        data={multi.map((q) => ({
          value: q.questionID,
          label: `Question ${questions.indexOf(q) + 1}: ${plain(q.question)}`,
        }))}
        value={questionID}
        onChange={(value) => {
          setQuestionID(value);
          setCorrectanswer('');
          setPreview(null);
        }}
      />
      {question && (
        <Radio.Group
          label="The right option"
          value={correctanswer}
          onChange={(value) => {
            setCorrectanswer(value);
            setPreview(null);
          }}
          error={errors.option}
        >
          <Stack gap={6} mt={6}>
            {options.map(({ slot, text }) => (
              <Radio
                key={slot}
                value={text}
                label={slot === 'correctanswer' ? `${text} (the key now)` : text}
                disabled={slot === 'correctanswer'}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Textarea
        label="Reason"
        description="Kept in the audit log with who applied it and when"
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={errors.reason}
      />
      {errors.form && <Alert color="red">{errors.form}</Alert>}
      <Group gap="sm">
        <Button variant="light" onClick={() => void run(true)} loading={regrade.isPending} disabled={!question}>
          Preview changes
        </Button>
        <Button color="red" onClick={() => void run(false)} loading={regrade.isPending} disabled={!previewed}>
          Apply
        </Button>
      </Group>
      {preview && previewed && (
        <Stack gap="xs">
          <Text size="sm" fw={600} role="status">
            {preview.changes.length === 0
              ? `No student's marks or grade change (${preview.checked} submitted).`
              : `${preview.changes.length} of ${preview.checked} students change`}
          </Text>
          {preview.changes.length > 0 && (
            <Table.ScrollContainer minWidth={520}>
              <Table striped aria-label="Students whose results change">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Student</Table.Th>
                    <Table.Th>Marks before</Table.Th>
                    <Table.Th>Grade before</Table.Th>
                    <Table.Th>Marks after</Table.Th>
                    <Table.Th>Grade after</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.changes.map((c) => (
                    <Table.Tr key={c.userID}>
                      <Table.Td>{c.studentName}</Table.Td>
                      <Table.Td>{score(c.before)}</Table.Td>
                      <Table.Td>{c.before.grade ?? '–'}</Table.Td>
                      <Table.Td>{score(c.after)}</Table.Td>
                      <Table.Td>{c.after.grade ?? '–'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}
