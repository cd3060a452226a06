import type { ResultDto } from '@kaksha/contracts/test-taking';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { findVisibleTest, questionsOfTest } from '../assessments/index.ts';
import { reviewOpensAt, seesReview } from './policy.ts';
import { presentResult } from './presenter.ts';
import { findResult } from './queries.ts';

/**
 * A student's result of a test: students read only their own (404 for anyone else's), teachers
 * those of their curriculum and subject, staff all. null before the result exists. A student's
 * marks and answers stay hidden until the review opens (policy.ts).
 */
export async function readResult(db: Db, actor: Actor, testID: string, userID: string): Promise<ResultDto | null> {
  if (actor.role === 'student' && userID !== actor.userId) throw notFound();
  const { test } = await findVisibleTest(db, actor, testID);
  const result = await findResult(db, test.id, userID);
  if (!result) return null;
  const [questions, given] = await Promise.all([
    questionsOfTest(db, test),
    db.select().from(answers).where(eq(answers.attemptId, result.attemptId)),
  ]);
  const opensAt = reviewOpensAt(test, result.submittedAt);
  return presentResult(test, result, questions, given, { opensAt, open: seesReview(actor, opensAt, new Date()) });
}
