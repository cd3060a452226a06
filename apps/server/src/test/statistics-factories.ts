import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type AssessmentRow, answers, type UserRow } from '../db/schema/index.ts';
import { storeScore } from '../modules/test-taking/index.ts';
import { buildAttempt } from './assessment-factories.ts';

/**
 * A submitted sitting scored as the server scores it: `responses` by questionID, and a teacher's
 * marks for written answers by questionID (a written answer left out of `marked` waits for them).
 */
export async function buildScoredSitting(
  db: Db,
  test: AssessmentRow,
  student: UserRow,
  responses: Record<string, string>,
  marked: Record<string, number> = {},
) {
  const attempt = await buildAttempt(db, test, student, {
    submittedAt: new Date(test.startsAt.getTime() + 60_000),
    answers: responses,
  });
  for (const [questionId, marks] of Object.entries(marked)) {
    await db
      .update(answers)
      .set({ achievedMarks: marks, valid: marks > 0, correctedAt: new Date() })
      .where(and(eq(answers.attemptId, attempt.id), inArray(answers.questionId, [questionId])));
  }
  return storeScore(db, attempt.id);
}
