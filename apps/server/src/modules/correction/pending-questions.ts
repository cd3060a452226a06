import type { PendingQuestionDto } from '@kaksha/contracts/correction';
import type { Db } from '../../db/client.ts';
import { presentPendingQuestion } from './presenter.ts';
import { answersOfAttempts, attemptsAwaitingCorrection } from './queries.ts';

/**
 * Submitted answers of a test that wait for a teacher: each written answer not yet marked, with
 * the same student's Multi answers beside it (read-only, full marks if valid else 0).
 */
export async function pendingQuestions(db: Db, testRowId: string, userID?: string): Promise<PendingQuestionDto[]> {
  const waiting = await attemptsAwaitingCorrection(db, testRowId, userID);
  if (waiting.length === 0) return [];
  const rows = await answersOfAttempts(db, waiting);
  return rows
    .filter(({ answer, question }) => question.questionType === 'Multi' || answer.valid === null)
    .map(presentPendingQuestion);
}
