import { correctionMarksIssue } from '@kaksha/contracts/assessment-rules';
import type { MarkingProgress } from '@kaksha/contracts/marking';
import { messages } from '@kaksha/contracts/messages';
import type { Db } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { questionsOfTest } from '../assessments/index.ts';
import { markingProgress, submittedAnswerOf } from './queries.ts';
import { testProgress } from './question-marking.ts';
import { recordMarks } from './record-marks.ts';

export interface AnswerMarkInput {
  questionID: string;
  userID: string;
  marks: number;
  comment: string;
}

export interface MarkedAnswer {
  final: boolean;
  events: UserEvent[];
  question: MarkingProgress;
  test: MarkingProgress;
}

/**
 * Marks one student's answer to one written question (marking by question). The marks are checked
 * against the frozen question's; the rest is the per-student correction's own path (recordMarks):
 * the result is recomputed, and the student told once it is final.
 */
export async function markAnswer(db: Db, test: AssessmentRow, input: AnswerMarkInput): Promise<MarkedAnswer> {
  const question = (await questionsOfTest(db, test)).find((q) => q.questionId === input.questionID);
  if (!question) throw notFound('Question not found');
  if (question.questionType === 'Multi') throw badRequest(messages.onlyWrittenMarked);
  const issue = correctionMarksIssue(input.marks, question.questionMarks);
  if (issue) throw badRequest(issue, [{ field: 'marks', message: issue }]);
  // Only a submitted answer that waits for a teacher, or was marked already, is marked here.
  const row = await submittedAnswerOf(db, test.id, input.userID, input.questionID);
  if (!row) throw notFound('Answer not found');
  const recorded = await recordMarks(db, test, row.attempt, [
    { _id: row.answer.id, acheivedMarks: input.marks, comments: input.comment, multi: false },
  ]);
  const progress = await markingProgress(db, test.id);
  return {
    ...recorded,
    question: progress.get(question.questionId) ?? { marked: 0, total: 0 },
    test: testProgress(progress),
  };
}
