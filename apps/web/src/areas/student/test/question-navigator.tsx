import type { StudentQuestionDto } from '@kaksha/contracts/test-taking';
import { Button, Group } from '@mantine/core';
import type { AnswerBook } from '../../../features/assessments/answer-book.ts';

/** Numbered buttons to jump between questions; answered ones are filled. */
export function QuestionNavigator({ questions, book }: { questions: readonly StudentQuestionDto[]; book: AnswerBook }) {
  if (questions.length < 2) return null;
  return (
    <Group gap={6} component="nav" aria-label="Questions">
      {questions.map((q, index) => {
        const answered = (book[q.questionID]?.response ?? '') !== '';
        return (
          <Button
            key={q.questionID}
            size="compact-sm"
            w={36}
            px={0}
            variant={answered ? 'filled' : 'default'}
            aria-label={`Question ${index + 1}${answered ? ', answered' : ''}`}
            onClick={() => document.getElementById(`question-${index + 1}`)?.scrollIntoView({ block: 'start' })}
          >
            {index + 1}
          </Button>
        );
      })}
    </Group>
  );
}
