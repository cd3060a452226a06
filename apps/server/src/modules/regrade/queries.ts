import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type AssessmentRow,
  answers,
  assessments,
  attempts,
  results,
  type TestQuestionRow,
  testQuestions,
  users,
} from '../../db/schema/index.ts';

/** Every submitted attempt of a test with its student, stored result and answers, by attempt. */
export async function submittedSheets(db: Db, testRowId: string) {
  const rows = await db
    .select({ attempt: attempts, user: users, result: results })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.userId))
    .leftJoin(results, and(eq(results.testId, attempts.testId), eq(results.userId, attempts.userId)))
    .where(and(eq(attempts.testId, testRowId), isNotNull(attempts.submittedAt)))
    .orderBy(asc(attempts.id));
  const given = await db
    .select({ answer: answers })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(and(eq(attempts.testId, testRowId), isNotNull(attempts.submittedAt)));
  const byAttempt = new Map<string, (typeof given)[number]['answer'][]>();
  for (const { answer } of given) byAttempt.set(answer.attemptId, [...(byAttempt.get(answer.attemptId) ?? []), answer]);
  return rows.map((row) => ({ ...row, answers: byAttempt.get(row.attempt.id) ?? [] }));
}
export type Sheet = Awaited<ReturnType<typeof submittedSheets>>[number];

/**
 * Locks every attempt of a test, in one order (as submit-attempt locks one): a submit, a
 * correction or the deadline job on the same rows waits for the regrade, and then sees it.
 */
export async function lockAttemptsOfTest(tx: Db, testRowId: string): Promise<void> {
  await tx
    .select({ id: attempts.id })
    .from(attempts)
    .where(eq(attempts.testId, testRowId))
    .orderBy(asc(attempts.id))
    // 'no key update', like every lock on attempts: it still excludes a submit, a save and a
    // correction, and lets the foreign-key check of a result being stored wait no longer than that.
    .for('no key update');
}

/** Stores a frozen question's options with the corrected key, and gives the test a new questions version. */
export async function storeCorrectedKey(tx: Db, question: TestQuestionRow, version: string): Promise<void> {
  await tx
    .update(testQuestions)
    .set({
      correctAnswer: question.correctAnswer,
      answer1: question.answer1,
      answer2: question.answer2,
      answer3: question.answer3,
      moreAnswers: question.moreAnswers,
    })
    .where(eq(testQuestions.id, question.id));
  await tx.update(assessments).set({ questionsVersion: version }).where(eq(assessments.id, question.testId));
}

/** Attempts started and not submitted while the test is open: students taking it now. */
export async function attemptsBeingTaken(db: Db, test: AssessmentRow, now: Date): Promise<number> {
  if (now >= test.endsAt) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(attempts)
    .where(and(eq(attempts.testId, test.id), isNull(attempts.submittedAt)));
  return Number(row?.n ?? 0);
}

/** A frozen question's key as stored now, its row locked to the transaction's end. */
export async function lockedKey(tx: Db, questionRowId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ correctAnswer: testQuestions.correctAnswer })
    .from(testQuestions)
    .where(eq(testQuestions.id, questionRowId))
    .for('update');
  return row?.correctAnswer;
}
