import crypto from 'node:crypto';
import { curriculumHoldsRecordsMessage } from '@kaksha/contracts/delete-impact';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments, certificates, curricula, paymentOrders } from '../../db/schema/index.ts';
import { buildAssessment, buildResult } from '../../test/assessment-factories.ts';
import { buildCurriculum, buildQuestion, buildSubject } from '../../test/catalogue-factories.ts';
import { insertSession, useClassApp } from '../../test/conversation-factories.ts';

const { t, c, call } = useClassApp();

const idOf = async (curriculumCode: string) =>
  (await t.deps.db.select().from(curricula).where(eq(curricula.curriculumCode, curriculumCode)))[0]?.id ?? '';
const place = (row: { curriculum: string; curriculumCode: string }, subject: string) => ({
  ...row,
  subject,
  topic: 'Sets',
  chapter: 'Unions',
});

describe('deleting a curriculum that holds records about people', () => {
  it('counts its students, test results, sessions, purchases and certificates beside its content', async () => {
    const at = place(c.curriculum, c.subject.subject);
    const question = await buildQuestion(t.deps.db, at);
    const sat = await buildAssessment(t.deps.db, at, [question]);
    await buildAssessment(t.deps.db, at, [question], { assessmentName: 'Not yet sat' });
    await buildResult(t.deps.db, sat, c.student.user);
    await buildResult(t.deps.db, sat, c.classmate.user);
    await insertSession(t.deps.db, c);
    await t.deps.db.insert(paymentOrders).values({
      orderId: `order_${crypto.randomUUID()}`,
      provider: 'test',
      userId: c.student.user.id,
      curriculumId: c.curriculum.id,
      curriculum: c.curriculum.curriculum,
      curriculumCode: c.curriculum.curriculumCode,
      amount: 499900,
      currency: 'INR',
      status: 'paid',
    });
    await t.deps.db.insert(certificates).values({
      id: crypto.randomUUID(),
      code: 'KSH-AAAA-BBBB-CCCC-DDDD',
      userId: c.student.user.id,
      curriculumCode: c.curriculum.curriculumCode,
      curriculumName: c.curriculum.longName,
      studentName: 'SITA',
      completionDate: '2026-01-01',
    });
    const impact = (await call('/getDeleteImpact', c.admin.token, { kind: 'curriculum', id: c.curriculum.id })).json()
      .data;
    expect(impact).toMatchObject({
      questions: 1,
      tests: 1,
      students: 2,
      results: 2,
      sessions: 1,
      purchases: 1,
      certificates: 1,
    });
  });

  it('is refused, naming every kind of record it holds, and nothing is deleted', async () => {
    const res = await call('/removeCurriculum', c.admin.token, {
      curriculumCode: c.curriculum.curriculumCode,
      curriculum: c.curriculum.curriculum,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      curriculumHoldsRecordsMessage('2 students, 2 test results, 1 session, 1 purchase and 1 certificate'),
    );
    expect(await idOf(c.curriculum.curriculumCode)).toBe(c.curriculum.id);
    const tests = await t.deps.db
      .select()
      .from(assessments)
      .where(eq(assessments.curriculumCode, c.curriculum.curriculumCode));
    expect(tests).toHaveLength(2);
  });

  it('a curriculum with content and tests nobody sat, but no people, is deleted with its tests', async () => {
    const row = await buildCurriculum(t.deps.db);
    const subject = await buildSubject(t.deps.db, row);
    const at = place(row, subject.subject);
    await buildAssessment(t.deps.db, at, [await buildQuestion(t.deps.db, at)]);
    const impact = (await call('/getDeleteImpact', c.admin.token, { kind: 'curriculum', id: row.id })).json().data;
    expect(impact).toMatchObject({ subjects: 1, questions: 1, tests: 1, students: 0, results: 0, purchases: 0 });
    const res = await call('/removeCurriculum', c.admin.token, {
      curriculumCode: row.curriculumCode,
      curriculum: row.curriculum,
    });
    expect(res.statusCode).toBe(200);
    expect(await idOf(row.curriculumCode)).toBe('');
    expect(
      await t.deps.db.select().from(assessments).where(eq(assessments.curriculumCode, row.curriculumCode)),
    ).toEqual([]);
  });
});
