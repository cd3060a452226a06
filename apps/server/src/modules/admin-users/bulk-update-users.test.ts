import { messages } from '@kaksha/contracts/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrolments, users } from '../../db/schema/index.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildCurriculum } from '../../test/catalogue-factories.ts';
import { buildAdmin, buildStudent, buildUser } from '../../test/factories.ts';
import { caller } from '../../test/people-fixtures.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
let adminToken: string;
beforeAll(async () => {
  t = await getTestApp();
  api = caller(t.app);
  admin = await buildAdmin(t.deps.db);
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t.close());

const bulk = (body: Record<string, unknown>) => api.post('/api/bulkUpdateUsers', adminToken, body);
const rowsOf = (ids: string[]) => t.deps.db.select().from(users).where(inArray(users.id, ids));

describe('POST /api/bulkUpdateUsers', () => {
  it('deactivates the rows it may and reports each refusal, changing the rest (partial failure)', async () => {
    const a = await buildStudent(t.deps.db, { isActive: true });
    const b = await buildStudent(t.deps.db, { isActive: true });
    const already = await buildStudent(t.deps.db, { isActive: false });
    const superadmin = await buildUser(t.deps.db, { role: 'superadmin', isActive: true });
    const res = await bulk({
      action: 'deactivate',
      userIDs: [a.id, admin.id, b.id, already.id, superadmin.id, 'no-such-user'],
    });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(data).toMatchObject({ changed: 2, unchanged: 1, failed: 3 });
    expect(message).toBe('2 changed, 1 already so, 3 not changed');
    const byId = new Map(data.results.map((r: { userID: string }) => [r.userID, r]));
    expect(byId.get(a.id)).toMatchObject({ outcome: 'changed', message: '' });
    expect(byId.get(admin.id)).toMatchObject({ outcome: 'failed', message: messages.notYourself });
    expect(byId.get(superadmin.id)).toMatchObject({ outcome: 'failed', message: messages.onlySuperadmin });
    expect(byId.get(already.id)).toMatchObject({ outcome: 'unchanged', message: messages.alreadyInactive });
    expect(byId.get('no-such-user')).toMatchObject({ outcome: 'failed', message: messages.userNotFound });

    const after = new Map((await rowsOf([a.id, b.id, admin.id, superadmin.id])).map((u) => [u.id, u.isActive]));
    expect(after).toEqual(
      new Map([
        [a.id, false],
        [b.id, false],
        [admin.id, true],
        [superadmin.id, true],
      ]),
    );
    // One audit entry per changed row, none for the refused or unchanged ones.
    const audited = await t.deps.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deactivate'), eq(auditLog.actorId, admin.id)));
    expect(audited.map((e) => e.entityId).sort()).toEqual([a.id, b.id].sort());
  });

  it('accepts students awaiting acceptance and refuses to reject an active one', async () => {
    const waiting = await buildStudent(t.deps.db, { isActive: false });
    const active = await buildStudent(t.deps.db, { isActive: true });
    const accepted = await bulk({ action: 'accept', userIDs: [waiting.id, active.id] });
    expect(accepted.json().data).toMatchObject({ changed: 1, unchanged: 1, failed: 0 });
    const rejected = await bulk({ action: 'reject', userIDs: [active.id] });
    expect(rejected.json().data.results[0]).toMatchObject({
      outcome: 'failed',
      message: messages.notAwaitingAcceptance,
    });
  });

  it('enrols students in a curriculum, and moves them out of the one they were in', async () => {
    const first = await buildCurriculum(t.deps.db);
    const second = await buildCurriculum(t.deps.db);
    const student = await buildStudent(t.deps.db, {
      isActive: true,
      curriculum: first.curriculum,
      curriculumCode: first.curriculumCode,
    });
    await t.deps.db.insert(enrolments).values({
      id: `e-${student.id}`,
      userId: student.id,
      curriculum: first.curriculum,
      curriculumCode: first.curriculumCode,
    });
    const teacher = await buildUser(t.deps.db, { role: 'teacher', isActive: true });

    const enrolled = await bulk({
      action: 'enrol',
      userIDs: [student.id, teacher.id],
      curriculumCode: second.curriculumCode,
    });
    expect(enrolled.json().data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['changed', 'failed']);
    expect(enrolled.json().data.results[1].message).toBe(messages.onlyStudentsEnrol);
    const codes = async () =>
      (await t.deps.db.select().from(enrolments).where(eq(enrolments.userId, student.id)))
        .map((e) => e.curriculumCode)
        .sort();
    expect(await codes()).toEqual([first.curriculumCode, second.curriculumCode].sort());

    const again = await bulk({ action: 'enrol', userIDs: [student.id], curriculumCode: second.curriculumCode });
    expect(again.json().data.results[0]).toMatchObject({ outcome: 'unchanged', message: messages.alreadyEnrolled });

    const moved = await bulk({ action: 'move', userIDs: [student.id], curriculumCode: second.curriculumCode });
    expect(moved.json().data.changed).toBe(1);
    expect(await codes()).toEqual([second.curriculumCode]);
    const [row] = await rowsOf([student.id]);
    expect(row?.curriculumCode).toBe(second.curriculumCode);
  });

  it('asks for the curriculum of enrol and move, and refuses an empty or repeated selection', async () => {
    const student = await buildStudent(t.deps.db);
    expect((await bulk({ action: 'move', userIDs: [student.id] })).statusCode).toBe(400);
    expect((await bulk({ action: 'delete', userIDs: [] })).json().errors[0].message).toBe(messages.bulkNothingSelected);
    expect((await bulk({ action: 'delete', userIDs: [student.id, student.id] })).statusCode).toBe(400);
  });

  it('answers an unknown curriculum per row, changing nothing', async () => {
    const student = await buildStudent(t.deps.db);
    const res = await bulk({ action: 'enrol', userIDs: [student.id], curriculumCode: 'NOPE-2020' });
    expect(res.json().data.results[0]).toMatchObject({ outcome: 'failed', message: messages.unknownCurriculum });
  });
});
