import { messages } from '@kaksha/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attempts, type ResultRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { findVisibleTest, questionsOfTest } from '../assessments/queries.ts';
import { findResult, writeAnswer } from './queries.ts';
import { storeScore } from './store-score.ts';

interface LastAnswer {
  questionID: string;
  response: string;
  revision?: number | undefined;
}

/**
 * Submits the caller's attempt exactly once. The attempt row is locked for update, so a second or
 * concurrent submit waits and then answers the result already stored. The last answers are saved
 * like saveTestAnswer, only while the test is open; the server scores from what it holds.
 */
export async function submitAttempt(
  db: Db,
  actor: Actor,
  testID: string,
  last: readonly LastAnswer[],
  now = new Date(),
): Promise<ResultRow> {
  const { test } = await findVisibleTest(db, actor, testID);
  const known = new Set((await questionsOfTest(db, test.id)).map((q) => q.questionId));
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(attempts)
      .where(and(eq(attempts.testId, test.id), eq(attempts.userId, actor.userId)))
      .for('update')
      .limit(1);
    if (!attempt) throw badRequest(now >= test.endsAt ? messages.testEnded : messages.testNotStarted);
    if (attempt.submittedAt) {
      const stored = await findResult(tx, test.id, actor.userId);
      if (stored) return stored;
      return storeScore(tx, attempt.id);
    }
    const late = now >= test.endsAt;
    if (!late) {
      for (const answer of last) {
        if (!known.has(answer.questionID)) continue;
        await writeAnswer(tx, {
          attemptId: attempt.id,
          questionId: answer.questionID,
          response: answer.response,
          revision: answer.revision ?? null,
          now,
        });
      }
    }
    await tx
      .update(attempts)
      .set({ submittedAt: now, submittedBy: late ? 'deadline' : 'student' })
      .where(and(eq(attempts.id, attempt.id), isNull(attempts.submittedAt)));
    return storeScore(tx, attempt.id);
  });
}
