import { messages } from '@kaksha/contracts/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attempts, type ResultRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { findVisibleTest, questionsOfTest } from '../assessments/index.ts';
import { attemptDeadline } from './attempt-deadline.ts';
import { drawPaper, onPaper } from './paper.ts';
import { findResult, openAttempt, readStudentTime, writeAnswer } from './queries.ts';
import { storedResponse } from './save-answer.ts';
import { scoreClosedAttempt, storeScore } from './store-score.ts';

interface LastAnswer {
  questionID: string;
  response: string;
  revision?: number | undefined;
}

/**
 * Submits the caller's attempt exactly once. The attempt row is locked for update, so a second or
 * concurrent submit waits and then answers the result already stored. The last answers are saved
 * like saveTestAnswer, only while the attempt is open (until its own end); the server scores from
 * what it holds.
 */
export async function submitAttempt(
  db: Db,
  actor: Actor,
  testID: string,
  last: readonly LastAnswer[],
  now = new Date(),
): Promise<ResultRow> {
  const { test } = await findVisibleTest(db, actor, testID);
  const questions = await questionsOfTest(db, test);
  const ids = questions.map((q) => q.questionId);
  return db.transaction(async (tx) => {
    const locked = () =>
      tx
        .select()
        .from(attempts)
        .where(and(eq(attempts.testId, test.id), eq(attempts.userId, actor.userId)))
        .for('update')
        .limit(1);
    let [attempt] = await locked();
    if (!attempt) {
      // Submitting a test never fetched: while the student may still start, it opens and closes at once.
      const endsAt = attemptDeadline({ startedAt: now, ...(await readStudentTime(tx, test, actor.userId)) });
      if (now < test.startsAt) throw badRequest(messages.testNotStarted);
      if (now >= endsAt) throw badRequest(messages.testEnded, undefined, 'testEnded');
      await openAttempt(tx, test.id, actor.userId, { startedAt: now, endsAt }, (seed) => drawPaper(seed, ids, test));
      [attempt] = await locked();
      if (!attempt) throw new Error('attempt not opened');
    }
    if (attempt.submittedAt) {
      const stored = await findResult(tx, test.id, actor.userId);
      if (stored) return stored;
      return storeScore(tx, attempt.id);
    }
    // The attempt's own end (its window, time limit and extra time), not the test's.
    const late = now >= attempt.endsAt;
    // Only the questions of the student's own paper take an answer.
    const typeOf = new Map(onPaper(questions, attempt.paper).map((q) => [q.questionId, q.questionType]));
    if (!late) {
      for (const answer of last) {
        const questionType = typeOf.get(answer.questionID);
        if (!questionType) continue;
        await writeAnswer(tx, {
          attemptId: attempt.id,
          questionId: answer.questionID,
          response: storedResponse(questionType, answer.response),
          revision: answer.revision ?? null,
          now,
        });
      }
    }
    const submittedBy = late ? 'deadline' : 'student';
    await tx
      .update(attempts)
      .set({ submittedAt: now, submittedBy })
      .where(and(eq(attempts.id, attempt.id), isNull(attempts.submittedAt)));
    // The row is locked, so what was read and just written is what is stored: no need to read it again.
    return scoreClosedAttempt(tx, { ...attempt, submittedAt: now, submittedBy }, test);
  });
}
