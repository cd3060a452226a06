import type { TestStatisticsDto } from '@kaksha/contracts/statistics';
import type { Db } from '../../db/client.ts';
import type { AnswerRow, AssessmentRow, TestQuestionRow } from '../../db/schema/index.ts';
import { questionsOfTest } from '../assessments/index.ts';
import { type ItemAttempt, type ItemQuestion, testStatistics } from './item-statistics.ts';
import { presentTest } from './presenter.ts';
import { answersOf, papersOf, resultsOfTest } from './queries.ts';

const itemQuestion = (q: TestQuestionRow): ItemQuestion => ({
  questionId: q.questionId,
  questionType: q.questionType,
  marks: q.questionMarks,
  options:
    q.questionType === 'Multi'
      ? [q.correctAnswer, q.answer1, q.answer2, q.answer3, ...q.moreAnswers.map((m) => m.text)].filter((o) => o !== '')
      : [],
  correctAnswer: q.correctAnswer,
});

/** Each attempt's answers by question. */
export function answersByAttempt(given: readonly AnswerRow[]): Map<string, Map<string, AnswerRow>> {
  const byAttempt = new Map<string, Map<string, AnswerRow>>();
  for (const answer of given) {
    const own = byAttempt.get(answer.attemptId) ?? new Map<string, AnswerRow>();
    own.set(answer.questionId, answer);
    byAttempt.set(answer.attemptId, own);
  }
  return byAttempt;
}

/**
 * The item analysis of a test over its marked attempts. The marks are those stored on each answer
 * by the scoring (and by teachers), so a corrected or regraded answer counts as it now stands; an
 * attempt still waiting for a teacher is counted only as pending. A question a student left out
 * scores 0, as scoring has it.
 */
export async function readTestStatistics(db: Db, test: AssessmentRow): Promise<TestStatisticsDto> {
  const [questions, rows] = await Promise.all([questionsOfTest(db, test), resultsOfTest(db, test.id)]);
  const marked = rows.filter((row) => row.result.corrected);
  const attemptIds = marked.map((row) => row.result.attemptId);
  const [given, papers] = await Promise.all([answersOf(db, attemptIds), papersOf(db, attemptIds)]);
  const byAttempt = answersByAttempt(given);
  const attempts: ItemAttempt[] = marked.map((row) => {
    const own = byAttempt.get(row.result.attemptId);
    // A drawn test: a question not on this student's paper is not theirs to score (null).
    const paper = papers.get(row.result.attemptId) ?? null;
    const onPaper = (questionId: string) => paper === null || paper.includes(questionId);
    return {
      scores: questions.map((q) => (onPaper(q.questionId) ? (own?.get(q.questionId)?.achievedMarks ?? 0) : null)),
      responses: questions.map((q) => own?.get(q.questionId)?.response ?? ''),
    };
  });
  const stats = testStatistics(questions.map(itemQuestion), attempts);
  return {
    test: presentTest(test),
    summary: { ...stats.summary, pending: rows.length - marked.length },
    questions: stats.questions.map((s, i) => {
      const q = questions[i];
      return {
        position: i + 1,
        questionID: s.questionId,
        question: q?.question ?? '',
        questionType: s.questionType,
        questionmarks: s.marks,
        attempts: s.attempts,
        unanswered: s.unanswered,
        facility: s.facility,
        sd: s.sd,
        discrimination: s.discrimination,
        options: s.options,
        flags: s.flags,
      };
    }),
  };
}
