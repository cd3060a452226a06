import type { MarkingProgress, QuestionMarkingDto } from '@kaksha/contracts/marking';
import type { Db } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { presentMarkingAnswer, presentMarkingQuestion } from './presenter.ts';
import {
  answersToQuestion,
  markingProgress,
  previousComments,
  submittedAttemptOrder,
  writtenQuestions,
} from './queries.ts';

/** The sum of every question's progress: the bar for the whole test. */
export const testProgress = (byQuestion: Map<string, MarkingProgress>): MarkingProgress =>
  [...byQuestion.values()].reduce((sum, p) => ({ marked: sum.marked + p.marked, total: sum.total + p.total }), {
    marked: 0,
    total: 0,
  });

/**
 * One written question of a test with every submitted answer to it, for marking question by
 * question. Without a question named, the first one still waiting for marks (else the first).
 */
export async function questionMarking(db: Db, test: AssessmentRow, questionID?: string): Promise<QuestionMarkingDto> {
  const [questions, progress] = await Promise.all([writtenQuestions(db, test.id), markingProgress(db, test.id)]);
  const waiting = (id: string) => {
    const p = progress.get(id);
    return p !== undefined && p.marked < p.total;
  };
  const question = questionID
    ? questions.find((q) => q.questionId === questionID)
    : (questions.find((q) => waiting(q.questionId)) ?? questions[0]);
  if (!question) throw notFound('Question not found');
  const [order, rows, comments] = await Promise.all([
    submittedAttemptOrder(db, test.id),
    answersToQuestion(db, test.id, question.questionId),
    previousComments(db, test.id, question.questionId),
  ]);
  const place = new Map(order.map((id, index) => [id, index + 1]));
  return {
    testID: test.testId,
    assessmentName: test.assessmentName,
    curriculumCode: test.curriculumCode,
    questions: questions.map((q) => presentMarkingQuestion(q, progress.get(q.questionId))),
    question: presentMarkingQuestion(question, progress.get(question.questionId)),
    answers: rows.map((row) => presentMarkingAnswer(row, place.get(row.answer.attemptId) ?? 0)),
    previousComments: comments,
    test: testProgress(progress),
  };
}
