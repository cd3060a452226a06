import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type AnswerRow,
  type AssessmentRow,
  type AttemptRow,
  answers,
  assessments,
  attempts,
  type ResultRow,
  results,
} from '../../db/schema/index.ts';
import { questionsOfTest } from '../assessments/index.ts';
import { onPaper } from './paper.ts';
import { type GivenAnswer, scoreAttempt } from './scoring.ts';

/** A stored answer as scoring reads it: a written answer's marks count once a teacher marked it. */
export const givenOf = (a: AnswerRow): GivenAnswer => ({
  questionId: a.questionId,
  response: a.response,
  correctedMarks: a.correctedAt ? (a.achievedMarks ?? 0) : null,
});

/**
 * Scores a closed attempt from the frozen questions of its paper and its stored answers (the client's score is never
 * read) and writes each answer's marks and the result. Run again after a teacher's correction.
 */
export async function storeScore(db: Db, attemptId: string): Promise<ResultRow> {
  const [row] = await db
    .select({ attempt: attempts, test: assessments })
    .from(attempts)
    .innerJoin(assessments, eq(assessments.id, attempts.testId))
    .where(eq(attempts.id, attemptId))
    .limit(1);
  if (!row) throw new Error('only a closed attempt is scored');
  return scoreClosedAttempt(db, row.attempt, row.test);
}

/** storeScore for a caller that holds the closed attempt and its test already (the submit). */
export async function scoreClosedAttempt(db: Db, attempt: AttemptRow, test: AssessmentRow): Promise<ResultRow> {
  const submittedAt = attempt.submittedAt;
  if (!submittedAt) throw new Error('only a closed attempt is scored');
  const [questions, given] = await Promise.all([
    questionsOfTest(db, test),
    db.select().from(answers).where(eq(answers.attemptId, attempt.id)),
  ]);
  // Only the student's own paper counts: a drawn test's total is its N questions' marks.
  const score = scoreAttempt(test, onPaper(questions, attempt.paper), given.map(givenOf));
  const answerIds = new Map(given.map((a) => [a.questionId, a.id]));
  const updates = score.answers.flatMap((s) => {
    const id = answerIds.get(s.questionId);
    return id ? [sql`(${id}, ${s.valid}::boolean, ${s.achievedMarks}::double precision)`] : [];
  });
  const values = {
    corrected: score.corrected,
    achievedMarks: score.achievedMarks,
    totalMarks: score.totalMarks,
    grade: score.grade,
    correctAnsweredQues: score.correctAnsweredQues,
    wrongAnsweredQues: score.wrongAnsweredQues,
    totalQuestions: score.totalQuestions,
    submittedAt,
    updatedAt: new Date(),
  };
  // Each answer's marks and the result in one statement (the submit rush writes ten answers per
  // student): the answers' update rides as a data-modifying CTE, which runs whether read or not.
  const marked = db.$with('marked', { id: sql<string>`id` }).as(
    updates.length
      ? sql`update answers set valid = v.valid, achieved_marks = v.marks
          from (values ${sql.join(updates, sql`, `)}) as v(id, valid, marks)
          where answers.id = v.id
          returning answers.id`
      : sql`select null::text as id where false`,
  );
  const [result] = await db
    .with(marked)
    .insert(results)
    .values({ id: crypto.randomUUID(), testId: test.id, userId: attempt.userId, attemptId: attempt.id, ...values })
    .onConflictDoUpdate({ target: [results.testId, results.userId], set: values })
    .returning();
  if (!result) throw new Error('result not stored');
  return result;
}
