import { messages } from '@kaksha/contracts/messages';
import type { AttemptDto, StudentQuestionDto } from '@kaksha/contracts/test-taking';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { findVisibleTest, questionsOfTest } from '../assessments/index.ts';
import { allowedMinutes, attemptDeadline, latestEnd } from './attempt-deadline.ts';
import { drawPaper, onPaper } from './paper.ts';
import { presentStudentQuestion } from './presenter.ts';
import { findAttempt, openAttempt, readTimeAllowance, savedAnswers, studentTimeOf } from './queries.ts';

/**
 * Starts the caller's attempt, or resumes it, while it may run by the server's clock, and returns
 * the questions of the caller's own paper (drawn once, at the start) without keys, the answers
 * saved so far and the attempt's own end (the window, their time limit, multiplier and extra
 * time: attempt-deadline.ts).
 */
export async function startAttempt(
  deps: AppDeps,
  actor: Actor,
  testID: string,
  now = new Date(),
): Promise<{ data: StudentQuestionDto[]; attempt: AttemptDto }> {
  const { db } = deps;
  // The student's allowance is asked beside the test (by its testID): one round trip, not two.
  const [{ test }, allowance] = await Promise.all([
    findVisibleTest(db, actor, testID),
    readTimeAllowance(db, testID, actor.userId),
  ]);
  const time = studentTimeOf(test, allowance);
  // The end an attempt opened now would have: none left means the student's window is over.
  const freshEnd = attemptDeadline({ startedAt: now, ...time });
  if (now < test.startsAt || now >= freshEnd) {
    const existing = await findAttempt(db, test.id, actor.userId);
    if (existing?.submittedAt) throw conflict(messages.testAlreadySubmitted, 'alreadySubmitted');
    throw now < test.startsAt
      ? badRequest(messages.testNotStarted, undefined, 'testNotStarted')
      : badRequest(messages.testEnded, undefined, 'testEnded');
  }
  // The frozen questions come first (from memory when warm): a new attempt draws its paper from them.
  const questions = await questionsOfTest(db, test);
  const ids = questions.map((q) => q.questionId);
  // Insert first and look only when it was there: the fewest queries when a whole class opens at once.
  const { attempt, created } = await openAttempt(
    db,
    test.id,
    actor.userId,
    { startedAt: now, endsAt: freshEnd },
    (seed) => drawPaper(seed, ids, test),
  );
  if (attempt.submittedAt) throw conflict(messages.testAlreadySubmitted, 'alreadySubmitted');
  // A resumed attempt keeps its own end: its time ran from its first start.
  if (now >= attempt.endsAt) throw badRequest(messages.testEnded, undefined, 'testEnded');
  const answers = created ? [] : await savedAnswers(db, attempt.id);
  return {
    data: onPaper(questions, attempt.paper).map((q) => presentStudentQuestion(q, attempt.optionSeed, deps.fileUrls)),
    attempt: {
      startedAt: attempt.startedAt.toISOString(),
      endsAt: attempt.endsAt.toISOString(),
      allowedMinutes: allowedMinutes(time),
      windowEndsAt: latestEnd(time).toISOString(),
      serverTime: now.toISOString(),
      submitted: attempt.submittedAt !== null,
      answers,
    },
  };
}
