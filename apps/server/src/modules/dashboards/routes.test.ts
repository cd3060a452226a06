import crypto from 'node:crypto';
import type { AdminDashboardDto, TeacherDashboardDto } from '@kaksha/contracts/dashboards';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryChats, results, users } from '../../db/schema/index.ts';
import { buildAssessment, buildAttempt } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildQuestion } from '../../test/catalogue-factories.ts';
import { buildClass, type Class, insertSession } from '../../test/conversation-factories.ts';
import { buildCurriculum, buildStudent, buildUser } from '../../test/factories.ts';
import { apiCaller } from '../../test/role-tokens.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let c: Class;
let call: ReturnType<typeof apiCaller>;
let teacherToken: string;
let question: Awaited<ReturnType<typeof buildQuestion>>;
beforeAll(async () => {
  t = await getTestApp();
  c = await buildClass(t);
  call = apiCaller(t);
  question = await buildQuestion(t.deps.db, {
    ...c.curriculum,
    subject: c.subject.subject,
    topic: 'Sets',
    chapter: 'Unions',
  });
  // The teacher works in the class's curriculum now, as after Change Curriculum.
  await t.deps.db
    .update(users)
    .set({
      curriculum: c.curriculum.curriculum,
      curriculumCode: c.curriculum.curriculumCode,
      subject: c.subject.subject,
    })
    .where(eq(users.id, c.teacher.user.id));
  const [teacher] = await t.deps.db.select().from(users).where(eq(users.id, c.teacher.user.id));
  teacherToken = await loginAs(t.app, teacher as typeof c.teacher.user);
});
afterAll(() => t.close());

const HOUR = 3600_000;
const place = () => ({
  curriculum: c.curriculum.curriculum,
  curriculumCode: c.curriculum.curriculumCode,
  subject: c.subject.subject,
});
const adminCounts = async () => {
  const res = await call('/getAdminDashboard', c.admin.token);
  expect(res.statusCode).toBe(200);
  return res.json().data as AdminDashboardDto;
};
const teacherCounts = async (token = teacherToken) => {
  const res = await call('/getTeacherDashboard', token);
  expect(res.statusCode).toBe(200);
  return res.json().data as TeacherDashboardDto;
};

async function waitingResult(testStartsAgo = 2 * HOUR, otherSubject = false) {
  const test = await buildAssessment(
    t.deps.db,
    { ...place(), subject: otherSubject ? c.otherSubject.subject : c.subject.subject },
    [question],
    { startsAt: new Date(Date.now() - testStartsAgo), endsAt: new Date(Date.now() - HOUR) },
  );
  const attempt = await buildAttempt(t.deps.db, test, c.student.user, { submittedAt: new Date() });
  await t.deps.db.insert(results).values({
    id: crypto.randomUUID(),
    testId: test.id,
    userId: c.student.user.id,
    attemptId: attempt.id,
    corrected: false,
    totalMarks: 10,
    totalQuestions: 1,
    submittedAt: new Date(),
  });
}

const openQuery = (subject = c.subject.subject, status = 0) =>
  t.deps.db.insert(queryChats).values({
    id: crypto.randomUUID(),
    senderId: c.student.user.id,
    ...place(),
    subject,
    topic: 'Sets',
    chapter: 'Unions',
    status,
  });

describe('the admin dashboard counts', () => {
  it('counts each kind of row, and moves by one when one is added', async () => {
    const before = await adminCounts();
    await buildStudent(t.deps.db);
    await buildUser(t.deps.db, { role: 'teacher' });
    await buildCurriculum(t.deps.db);
    await buildAssessment(t.deps.db, place(), [question]);
    await buildStudent(t.deps.db, { isActive: false });
    await buildStudent(t.deps.db, { isActive: false, isRejected: true });
    // A student accepted once and then deactivated is a student, but no longer awaits acceptance.
    await buildStudent(t.deps.db, { isActive: false, acceptedAt: new Date() });
    await insertSession(t.deps.db, c, {
      start: new Date(Date.now() + 24 * HOUR),
      end: new Date(Date.now() + 25 * HOUR),
    });
    // Neither counts: a session already past, a test already over, a deleted student.
    await insertSession(t.deps.db, c);
    await buildAssessment(t.deps.db, place(), [question], {
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    await buildStudent(t.deps.db, { deletedAt: new Date() });

    expect(await adminCounts()).toEqual({
      students: before.students + 4,
      staff: before.staff + 1,
      curricula: before.curricula + 1,
      testsRunning: before.testsRunning + 1,
      awaitingAcceptance: before.awaitingAcceptance + 1,
      sessionsPending: before.sessionsPending + 1,
    });
  });

  it('is for staff only', async () => {
    expect((await call('/getAdminDashboard', c.teacher.token)).statusCode).toBe(403);
    expect((await call('/getAdminDashboard', c.student.token)).statusCode).toBe(403);
  });
});

describe('the teacher dashboard counts', () => {
  it("counts the tests, open queries and session requests of the teacher's own subject", async () => {
    const before = await teacherCounts();
    await waitingResult();
    await waitingResult(2 * HOUR, true); // another subject's test
    await openQuery();
    await openQuery(c.subject.subject, 1); // already in progress
    await openQuery(c.otherSubject.subject); // another subject
    await insertSession(t.deps.db, c, {
      start: new Date(Date.now() + 24 * HOUR),
      end: new Date(Date.now() + 25 * HOUR),
    });
    await insertSession(t.deps.db, c, {
      start: new Date(Date.now() + 24 * HOUR),
      end: new Date(Date.now() + 25 * HOUR),
      requestedTeacher: [c.otherTeacher.user.id],
    });
    expect(await teacherCounts()).toEqual({
      testsAwaitingCorrection: before.testsAwaitingCorrection + 1,
      openQueries: before.openQueries + 1,
      pendingSessions: before.pendingSessions + 1,
    });
  });

  it('counts a test once however many students wait on it', async () => {
    const before = (await teacherCounts()).testsAwaitingCorrection;
    const test = await buildAssessment(t.deps.db, place(), [question]);
    for (const student of [c.student.user, c.classmate.user]) {
      const attempt = await buildAttempt(t.deps.db, test, student, { submittedAt: new Date() });
      await t.deps.db.insert(results).values({
        id: crypto.randomUUID(),
        testId: test.id,
        userId: student.id,
        attemptId: attempt.id,
        corrected: false,
        totalMarks: 10,
        totalQuestions: 1,
        submittedAt: new Date(),
      });
    }
    expect((await teacherCounts()).testsAwaitingCorrection).toBe(before + 1);
  });

  it('shows only session requests to a teacher with no current curriculum, and is for teachers only', async () => {
    await insertSession(t.deps.db, c, {
      start: new Date(Date.now() + 24 * HOUR),
      end: new Date(Date.now() + 25 * HOUR),
    });
    const counts = await teacherCounts(c.teacher2.token);
    expect(counts.testsAwaitingCorrection).toBe(0);
    expect(counts.openQueries).toBe(0);
    expect(counts.pendingSessions).toBeGreaterThan(0);
    expect((await call('/getTeacherDashboard', c.student.token)).statusCode).toBe(403);
    expect((await call('/getTeacherDashboard', c.admin.token)).statusCode).toBe(403);
  });
});
