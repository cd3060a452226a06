import type { ResultDto } from '@kaksha/contracts/test-taking';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, attempts } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { findVisibleTest, questionsOfTest } from '../assessments/index.ts';
import { onPaper } from './paper.ts';
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
  const [questions, given, [attempt]] = await Promise.all([
    questionsOfTest(db, test),
    db.select().from(answers).where(eq(answers.attemptId, result.attemptId)),
    db.select({ paper: attempts.paper }).from(attempts).where(eq(attempts.id, result.attemptId)).limit(1),
  ]);
  const opensAt = reviewOpensAt(test, result.submittedAt);
  // The student's own paper: the questions drawn for them, in their order.
  return presentResult(test, result, onPaper(questions, attempt?.paper ?? null), given, {
    opensAt,
    open: seesReview(actor, opensAt, new Date()),
  });
}
