import { messages } from '@kaksha/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AssessmentRow, attempts, type ResultRow } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { findVisibleTest, questionsOfTest } from '../assessments/index.ts';
import { attemptDeadline } from './attempt-deadline.ts';
import { closeOpenAttempt, type LastWrite } from './close-attempt.ts';
import { drawPaper } from './paper.ts';
import { findResult, openAttempt, readStudentTime } from './queries.ts';
import { storedResponse } from './save-answer.ts';
import { scoreClosedAttempt, storeScore } from './store-score.ts';

interface LastAnswer {
  questionID: string;
  response: string;
  revision?: number | undefined;
}

/**
 * Submits the caller's attempt exactly once. The usual case is one statement that closes the open
 * attempt and writes the last answers (close-attempt.ts: of two submits racing, one closes it),
 * then the stored answers are read and scored (store-score.ts), with no transaction held across
 * the student's round trips: the rush of a whole class submitting shares the pool with the saves.
 * The last answers are saved like saveTestAnswer, only while the attempt is open (until its own
 * end); the server scores from what it holds. A close that found nothing open goes the careful
 * way (`submitClosedOrMissing`): the attempt already submitted answers its result, one never
 * fetched opens and closes at once.
 *
 * Between the close and the score a crash leaves a closed attempt without a result; a submit
 * again scores it, and so does the deadline job (deadline-job.ts) at start-up and every run.
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
  const typeOf = new Map(questions.map((q) => [q.questionId, q.questionType]));
  const writes = last.flatMap((answer) => {
    const questionType = typeOf.get(answer.questionID);
    if (!questionType) return [];
    const response = storedResponse(questionType, answer.response);
    return [{ questionId: answer.questionID, response, revision: answer.revision ?? null }];
  });
  const closed = await closeOpenAttempt(db, { testRowId: test.id, userId: actor.userId }, writes, now);
  if (closed) return scoreClosedAttempt(db, closed, test);
  return submitClosedOrMissing(db, actor, test, questions, writes, now);
}

/**
 * The attempt already submitted, or never opened: under the attempt's row lock, so a second or
 * concurrent submit waits and then answers the result already stored (or scores it, when a crash
 * came between the close and the score).
 */
async function submitClosedOrMissing(
  db: Db,
  actor: Actor,
  test: AssessmentRow,
  questions: Awaited<ReturnType<typeof questionsOfTest>>,
  writes: readonly LastWrite[],
  now: Date,
): Promise<ResultRow> {
  const ids = questions.map((q) => q.questionId);
  return db.transaction(async (tx) => {
    const locked = () =>
      tx
        .select()
        .from(attempts)
        .where(and(eq(attempts.testId, test.id), eq(attempts.userId, actor.userId)))
        // Not 'update': that lock also stops the foreign-key check of another submit storing this
        // attempt's result outside any transaction (close-attempt.ts), a deadlock on PostgreSQL.
        .for('no key update')
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
    // Open (just opened, or opened by a start racing this submit): closed the usual way, here under the lock.
    const closed = await closeOpenAttempt(tx, { testRowId: test.id, userId: actor.userId }, writes, now);
    if (!closed) throw new Error('attempt not closed');
    return scoreClosedAttempt(tx, closed, test);
  });
}
