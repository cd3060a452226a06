import type { MarkingAnswerDto, QuestionMarkingDto } from '@kaksha/contracts/marking';
import { Anchor, Group, Paper, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Select } from '../../../components/select.tsx';
import { useMarkAnswer, useQuestionMarking } from '../../../features/assessments/marking.ts';
import { AnswerMarker } from './answer-marker.tsx';
import { MarkingProgressBar } from './marking-progress.tsx';

/**
 * The answer to open after `current` is saved: the next one still waiting, after it in the list
 * and then from the top; none when every other answer is marked.
 */
export function nextWaiting(answers: readonly MarkingAnswerDto[], current: string): string | null {
  const at = answers.findIndex((a) => a.userID === current);
  const order = [...answers.slice(at + 1), ...answers.slice(0, Math.max(at, 0))];
  return order.find((a) => a.marks === null && a.userID !== current)?.userID ?? null;
}

/**
 * /teacher/assignment-marking/:id/:cc: one written question of a test, every student's answer to
 * it in turn. Names are hidden ("Student 7") until the question is fully marked or the teacher
 * shows them; the question is in the address (?question=), so a reload stays on it.
 */
export function QuestionMarkingPage() {
  const { id = '', cc = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('question');
  const marking = useQuestionMarking(id, chosen);
  const shown = marking.data?.question.questionID;
  // The question the server chose (the first still waiting) goes into the address, so the screen
  // stays on it when its last answer is marked instead of moving on by itself.
  useEffect(() => {
    if (!chosen && shown) setParams({ question: shown }, { replace: true });
  }, [chosen, shown, setParams]);
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={`/teacher/assignment-correction/${id}/${cc}`} size="sm">
        ← Correction by student
      </Anchor>
      <PageHeader
        title={marking.data ? `${marking.data.assessmentName}: marking by question` : 'Marking by question'}
        documentTitle="Marking by question"
      />
      <QueryState query={marking} errorTitle="This test's answers could not be loaded">
        {(data) => (
          <QuestionMarking
            key={data.question.questionID}
            data={data}
            onQuestion={(questionID) => setParams({ question: questionID }, { replace: true })}
          />
        )}
      </QueryState>
    </Stack>
  );
}

function QuestionMarking({ data, onQuestion }: { data: QuestionMarkingDto; onQuestion: (id: string) => void }) {
  const save = useMarkAnswer();
  const { question, answers } = data;
  const [current, setCurrent] = useState<string | null>(
    () => answers.find((a) => a.marks === null)?.userID ?? answers[0]?.userID ?? null,
  );
  const [namesAsked, setNamesAsked] = useState(false);
  const done = question.progress.total > 0 && question.progress.marked === question.progress.total;
  const showNames = namesAsked || done;
  const headingOf = (a: MarkingAnswerDto) => (showNames ? `${a.label} · ${a.studentName}` : a.label);
  const open = answers.find((a) => a.userID === current);
  // Numbered as in the test (its Multi questions count), as the per-student correction numbers them.
  const number = question.position + 1;

  return (
    <Stack gap="md">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <MarkingProgressBar label={`Question ${number}`} progress={question.progress} />
        <MarkingProgressBar label="Whole test" progress={data.test} />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Select
              label="Question"
              data={data.questions.map((q) => ({
                value: q.questionID,
                label: `Question ${q.position + 1} (${q.progress.marked} of ${q.progress.total} marked)`,
              }))}
              value={question.questionID}
              allowDeselect={false}
              onChange={(value) => value && onQuestion(value)}
              w={{ base: '100%', sm: 340 }}
            />
            <Switch
              label="Show names"
              checked={showNames}
              disabled={done}
              onChange={(event) => setNamesAsked(event.currentTarget.checked)}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {question.questionmarks} {question.questionmarks === 1 ? 'mark' : 'marks'}
          </Text>
          <SafeHtml html={question.question} />
        </Stack>
      </Paper>
      {answers.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">No submitted answer to this question needs marks.</Text>
        </Paper>
      ) : (
        <>
          {done && (
            <Text role="status" c="teal" fw={600}>
              Every answer to this question is marked.
            </Text>
          )}
          {open && (
            <AnswerMarker
              key={`${open.userID}:${open.marks}:${open.comment}`}
              answer={open}
              heading={headingOf(open)}
              questionMarks={question.questionmarks}
              previousComments={data.previousComments}
              saving={save.isPending}
              onSave={async (marks, comment) => {
                await save.mutateAsync({
                  testID: data.testID,
                  questionID: question.questionID,
                  userID: open.userID,
                  marks,
                  comment,
                });
                setCurrent(nextWaiting(answers, open.userID) ?? open.userID);
              }}
            />
          )}
          <nav aria-label="Answers to this question">
            <Group gap="xs" wrap="wrap">
              {answers.map((a) => (
                <UnstyledButton
                  key={a.userID}
                  onClick={() => setCurrent(a.userID)}
                  aria-current={a.userID === current ? 'true' : undefined}
                  px="sm"
                  py={4}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    border: '1px solid var(--mantine-color-gray-4)',
                    background: a.userID === current ? 'var(--mantine-color-violet-0)' : undefined,
                    fontWeight: a.userID === current ? 700 : undefined,
                  }}
                >
                  <Text size="sm" span>
                    {headingOf(a)}: {a.marks === null ? 'waiting' : `${a.marks}/${question.questionmarks}`}
                  </Text>
                </UnstyledButton>
              ))}
            </Group>
          </nav>
        </>
      )}
    </Stack>
  );
}
