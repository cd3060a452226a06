import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  answers,
  assessments,
  attempts,
  auditLog,
  notifications,
  results,
  testQuestions,
} from '../../db/schema/index.ts';
import { ensureBuiltInRoles } from '../../seed/roles.ts';
import { buildAdmin } from '../../test/factories.ts';
import { buildRegradeCase } from '../../test/regrade-fixtures.ts';
import { openTestDatabase } from '../../test/test-db.ts';
import { applyRegrade } from './apply-regrade.ts';
import { findRegradeTarget } from './find-question.ts';

/**
 * A regrade is one transaction: when it fails midway (here a trigger refuses the second changed
 * result, after the key and the first result were written), nothing of it stays.
 */
describe.skipIf(!process.env.DATABASE_URL)('a regrade that fails midway changes nothing (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await ensureBuiltInRoles(database.db);
  });
  afterAll(() => database?.close());

  it('leaves the key, the results, the answers, the bells and the audit log as they were', async () => {
    const db = database.db;
    const { test, students, questionIds } = await buildRegradeCase(db);
    const admin = await buildAdmin(db);
    const changed = [students[0]?.id ?? '', students[1]?.id ?? ''];
    // The regrade scores attempts in attempt order: the trigger stops it at the later of the two.
    const order = await db
      .select({ userId: attempts.userId })
      .from(attempts)
      .where(and(eq(attempts.testId, test.id), inArray(attempts.userId, changed)))
      .orderBy(attempts.id);
    const failing = order[1]?.userId ?? '';
    const snapshot = async () => ({
      question: await db
        .select()
        .from(testQuestions)
        .where(and(eq(testQuestions.testId, test.id), eq(testQuestions.questionId, questionIds.multiA))),
      version: (await db.select().from(assessments).where(eq(assessments.id, test.id)))[0]?.questionsVersion,
      results: await db.select().from(results).where(eq(results.testId, test.id)).orderBy(results.userId),
      answers: await db
        .select({ id: answers.id, valid: answers.valid, marks: answers.achievedMarks })
        .from(answers)
        .innerJoin(attempts, eq(attempts.id, answers.attemptId))
        .where(eq(attempts.testId, test.id))
        .orderBy(answers.id),
      bells: await db.select().from(notifications).where(inArray(notifications.userId, changed)),
      audit: await db.select().from(auditLog).where(eq(auditLog.entityId, test.testId)),
    });
    const before = await snapshot();

    await db.execute(
      sql.raw(`
      create or replace function regrade_test_fail() returns trigger language plpgsql as $$
      begin
        if new.user_id = '${failing}' then raise exception 'injected failure midway'; end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(`
      create trigger regrade_test_fail before update on results
      for each row execute function regrade_test_fail()`),
    );
    try {
      const target = await findRegradeTarget(db, test, questionIds.multiA, 'wrong a1', new Date());
      await expect(
        applyRegrade(db, { userId: admin.id, role: 'admin' }, test, target, 'Option 1 is right'),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql.raw('drop trigger regrade_test_fail on results'));
      await db.execute(sql.raw('drop function regrade_test_fail()'));
    }

    expect(await snapshot()).toEqual(before);
    expect(before.question[0]?.correctAnswer).not.toBe('wrong a1');

    // And without the failure the same regrade goes through, so the test above could fail.
    const target = await findRegradeTarget(db, test, questionIds.multiA, 'wrong a1', new Date());
    const applied = await applyRegrade(db, { userId: admin.id, role: 'admin' }, test, target, 'Option 1 is right');
    expect(applied.changes.map((c) => c.userID).sort()).toEqual([...changed].sort());
  });
});
