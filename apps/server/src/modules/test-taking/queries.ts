import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AttemptRow, answers, attempts, type ResultRow, results } from '../../db/schema/index.ts';

export async function findAttempt(db: Db, testRowId: string, userId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.testId, testRowId), eq(attempts.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Opens the student's attempt once; a second (or concurrent) opening finds the same one.
 * `created` tells a fresh attempt (no answers yet) from one being resumed.
 */
export async function openAttempt(
  db: Db,
  testRowId: string,
  userId: string,
): Promise<{ attempt: AttemptRow; created: boolean }> {
  const [inserted] = await db
    .insert(attempts)
    .values({ id: crypto.randomUUID(), testId: testRowId, userId, optionSeed: crypto.randomBytes(12).toString('hex') })
    .onConflictDoNothing({ target: [attempts.testId, attempts.userId] })
    .returning();
  if (inserted) return { attempt: inserted, created: true };
  const row = await findAttempt(db, testRowId, userId);
  if (!row) throw new Error('attempt not opened');
  return { attempt: row, created: false };
}

export const savedAnswers = (db: Db, attemptId: string) =>
  db
    .select({ questionID: answers.questionId, response: answers.response, revision: answers.revision })
    .from(answers)
    .where(eq(answers.attemptId, attemptId));

export async function findResult(db: Db, testRowId: string, userId: string): Promise<ResultRow | undefined> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.testId, testRowId), eq(results.userId, userId)))
    .limit(1);
  return row;
}

export interface AnswerWrite {
  attemptId: string;
  questionId: string;
  response: string;
  /** null: the submit's last answers without a revision, which always win. */
  revision: number | null;
  now: Date;
}

/**
 * Stores one answer of an attempt that is still open, in one statement: the attempt row is share
 * locked, so a submit (which locks it for update) waits for the save or the save sees it closed.
 * A revision not above the stored one changes nothing. Returns the stored revision and time, or
 * undefined when nothing was written.
 */
export async function writeAnswer(db: Db, w: AnswerWrite): Promise<{ revision: number; savedAt: Date } | undefined> {
  const revision = w.revision ?? 1;
  const onConflict =
    w.revision === null
      ? sql`do update set response = excluded.response, revision = answers.revision + 1, saved_at = excluded.saved_at`
      : sql`do update set response = excluded.response, revision = excluded.revision, saved_at = excluded.saved_at
            where answers.revision < excluded.revision`;
  const res = (await db.execute(sql`
    with open as (select id from attempts where id = ${w.attemptId} and submitted_at is null for share)
    insert into answers (id, attempt_id, question_id, response, revision, saved_at)
    select ${crypto.randomUUID()}, open.id, ${w.questionId}, ${w.response}, ${revision}, ${w.now.toISOString()}::timestamptz
    from open
    on conflict (attempt_id, question_id) ${onConflict}
    returning revision, saved_at`)) as unknown as { rows: { revision: number; saved_at: string | Date }[] };
  const row = res.rows[0];
  return row ? { revision: Number(row.revision), savedAt: new Date(row.saved_at) } : undefined;
}
