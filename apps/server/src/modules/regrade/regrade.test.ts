import { messages } from '@kaksha/contracts/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments, attempts, auditLog, notifications, results, testQuestions } from '../../db/schema/index.ts';
import { buildAttempt } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildMarkedTest } from '../../test/marking-factories.ts';
import { buildRegradeCase } from '../../test/regrade-fixtures.ts';
import { useRoleApp } from '../../test/role-tokens.ts';
import { storeScore } from '../test-taking/index.ts';
import { applyRegrade } from './apply-regrade.ts';
import { findRegradeTarget } from './find-question.ts';

const { t, tokens, call } = useRoleApp();

const resultsOf = async (testRowId: string) =>
  t.deps.db
    .select({ userId: results.userId, achievedMarks: results.achievedMarks, grade: results.grade })
    .from(results)
    .where(eq(results.testId, testRowId));

const keyOf = async (testRowId: string, questionId: string) => {
  const [row] = await t.deps.db
    .select()
    .from(testQuestions)
    .where(and(eq(testQuestions.testId, testRowId), eq(testQuestions.questionId, questionId)));
  return row;
};

describe('regradeQuestion', () => {
  it('previews the students whose marks change, before and after, and changes nothing', async () => {
    const { test, students, questionIds } = await buildRegradeCase(t.deps.db);
    const before = await resultsOf(test.id);
    const res = await call('/regradeQuestion', tokens.admin, {
      testID: test.testId,
      questionID: questionIds.multiA,
      correctanswer: 'wrong a1',
      dryRun: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ applied: false, checked: 3, message: messages.regradePreviewed });
    const byUser = new Map(body.changes.map((c: { userID: string }) => [c.userID, c]));
    expect(byUser.size).toBe(2);
    expect(byUser.get(students[0]?.id ?? '')).toMatchObject({
      before: { achievedMarks: 2, grade: 'D' },
      after: { achievedMarks: 0, grade: 'D' },
    });
    expect(byUser.get(students[1]?.id ?? '')).toMatchObject({
      before: { achievedMarks: 0 },
      after: { achievedMarks: 2 },
    });
    expect(await resultsOf(test.id)).toEqual(before);
    expect((await keyOf(test.id, questionIds.multiA))?.answer1).toBe('wrong a1');
  });

  it('applies in one go: new key, recomputed results, the students told, the audit kept', async () => {
    const { test, students, questionIds, place } = await buildRegradeCase(t.deps.db);
    const oldKey = place.questions.multiA.correctAnswer;
    const body = { testID: test.testId, questionID: questionIds.multiA, correctanswer: 'wrong a1', dryRun: false };
    const noReason = await call('/regradeQuestion', tokens.admin, body);
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(messages.regradeReasonRequired);

    // Another admin's regrade, checked now and applied after this one.
    const stale = await findRegradeTarget(t.deps.db, test, questionIds.multiA, 'wrong a2', new Date());
    const res = await call('/regradeQuestion', tokens.admin, { ...body, reason: 'Option 1 is the right union' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, checked: 3, message: messages.regradeApplied });
    expect(res.json().changes).toHaveLength(2);

    const question = await keyOf(test.id, questionIds.multiA);
    expect(question).toMatchObject({ correctAnswer: 'wrong a1', answer1: oldKey });
    const after = new Map((await resultsOf(test.id)).map((r) => [r.userId, r.achievedMarks]));
    expect(after.get(students[0]?.id ?? '')).toBe(0);
    expect(after.get(students[1]?.id ?? '')).toBe(2);
    expect(after.get(students[2]?.id ?? '')).toBe(0);

    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'testRegraded'),
          inArray(
            notifications.userId,
            students.map((s) => s.id),
          ),
        ),
      );
    expect(told.map((n) => n.userId).sort()).toEqual([students[0]?.id, students[1]?.id].sort());
    expect(told.find((n) => n.userId === students[1]?.id)?.message).toContain('from 0/10 to 2/10');

    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'regrade'), eq(auditLog.entityId, test.testId)));
    expect(audit?.summary).toContain('Option 1 is the right union');
    expect(audit?.before).toMatchObject({ correctAnswer: oldKey });
    expect(audit?.after).toMatchObject({ correctAnswer: 'wrong a1', reason: 'Option 1 is the right union' });

    // Scoring afterwards (a late correction, another instance) uses the new key, never a cached old one.
    const [version] = await t.deps.db.select().from(assessments).where(eq(assessments.id, test.id));
    expect(version?.questionsVersion).not.toBe(test.questionsVersion);
    const first = (await resultsOf(test.id)).find((r) => r.userId === students[0]?.id);
    expect(first?.achievedMarks).toBe(0);
    const [attemptRow] = await t.deps.db
      .select()
      .from(results)
      .where(eq(results.userId, students[0]?.id ?? ''));
    expect((await storeScore(t.deps.db, attemptRow?.attemptId ?? '')).achievedMarks).toBe(0);

    // A regrade checked against the old key, applied after this one, is refused (409).
    await expect(applyRegrade(t.deps.db, { userId: 'x', role: 'admin' }, test, stale, 'late')).rejects.toMatchObject({
      statusCode: 409,
      message: messages.regradeKeyChangedMeanwhile,
    });

    // The same key again is refused.
    const again = await call('/regradeQuestion', tokens.admin, { ...body, reason: 'again' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.regradeSameKey);
  });

  it('refuses a key that is no option, a written question and a test while a student is in it', async () => {
    const { test, questionIds } = await buildRegradeCase(t.deps.db);
    const ask = (over: Record<string, unknown>) =>
      call('/regradeQuestion', tokens.admin, {
        testID: test.testId,
        questionID: questionIds.multiA,
        correctanswer: 'wrong a1',
        dryRun: true,
        ...over,
      });
    expect((await ask({ correctanswer: 'made up' })).json().message).toBe(messages.regradeNotAnOption);
    expect((await ask({ questionID: questionIds.textA })).json().message).toBe(messages.regradeOnlyMulti);
    expect((await ask({ questionID: 'Q-none' })).statusCode).toBe(404);
    // An open test: refused while a student is in it, allowed once every attempt is submitted.
    const open = await buildMarkedTest(t.deps.db, [{ multiA: 'wrong a1' }]);
    const sitting = await buildAttempt(t.deps.db, open.test, open.place.student);
    const during = {
      testID: open.test.testId,
      questionID: open.questionIds.multiA,
      correctanswer: 'wrong a1',
      dryRun: true,
    };
    const refused = await call('/regradeQuestion', tokens.admin, during);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.regradeWhileTaken);
    await t.deps.db.update(attempts).set({ submittedAt: new Date() }).where(eq(attempts.id, sitting.id));
    expect((await call('/regradeQuestion', tokens.admin, during)).statusCode).toBe(200);
  });

  it("is staff's alone: the test's own teacher and students are refused", async () => {
    const { test, questionIds, place } = await buildRegradeCase(t.deps.db);
    const body = { testID: test.testId, questionID: questionIds.multiA, correctanswer: 'wrong a1', dryRun: true };
    expect((await call('/regradeQuestion', await loginAs(t.app, place.teacher), body)).statusCode).toBe(403);
    expect((await call('/regradeQuestion', tokens.student, body)).statusCode).toBe(403);
    expect((await call('/regradeQuestion', tokens.admin, { ...body, testID: 'A-none' })).statusCode).toBe(404);
  });
});
