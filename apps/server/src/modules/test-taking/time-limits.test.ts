import { ATTEMPT_DEADLINE_EVENT } from '@kaksha/contracts/accommodations';
import { messages } from '@kaksha/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempts, auditLog, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import type { UserEvent } from '../../platform/live/event-bus.ts';
import { buildAssessment, buildExamPlace } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildStudent, enrol } from '../../test/factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';
import { submitExpiredAttempts } from './deadline-job.ts';
import { saveAnswer } from './save-answer.ts';

const { t, tokens, call } = useRoleApp();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const later = (ms: number) => new Date(Date.now() + ms);

/** A place with a test open now (an hour each side unless told) and its student signed in. */
async function timedTest(overrides: Parameters<typeof buildAssessment>[3] = {}) {
  const p = await buildExamPlace(t.deps.db);
  const { multiA, text } = p.questions;
  const test = await buildAssessment(t.deps.db, p.at, [multiA, text], overrides);
  const token = await loginAs(t.app, p.student);
  return { p, test, token, multiA, text };
}

const start = (token: string, testID: string) => call('/getTestQuesList', token, { testID });
const attemptOf = (res: { json: () => { attempt: Record<string, unknown> } }) => res.json().attempt;
const minutesBetween = (from: unknown, to: unknown) => (Date.parse(String(to)) - Date.parse(String(from))) / MINUTE;

/** The student as the save use case sees them (saves at a chosen moment of the server's clock). */
const actorOf = (user: { id: string; email: string }): Actor => ({
  userId: user.id,
  email: user.email,
  firstName: 'Test',
  lastName: 'Student',
  role: 'student',
  curriculum: null,
  curriculumCode: null,
  subject: null,
  userCurriculum: [],
  signInId: 'test',
});

/** The live events a user receives from now on. */
function listen(userId: string) {
  const seen: UserEvent[] = [];
  const stop = t.deps.events.subscribe(userId, (event) => seen.push(event));
  return { seen, stop };
}

async function attemptRow(testRowId: string, userId: string) {
  const [row] = await t.deps.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.testId, testRowId), eq(attempts.userId, userId)));
  if (!row) throw new Error('no attempt');
  return row;
}

describe('a time limit inside the window', () => {
  it("ends the attempt at the student's start plus the limit, and says which applies", async () => {
    const { test, token } = await timedTest({ timeLimitMinutes: 45 });
    const res = await start(token, test.testId);
    expect(res.statusCode).toBe(200);
    const attempt = attemptOf(res);
    expect(minutesBetween(attempt.startedAt, attempt.endsAt)).toBe(45);
    expect(attempt).toMatchObject({ allowedMinutes: 45, windowEndsAt: test.endsAt.toISOString() });
    // A resume keeps the end of the first start.
    const again = attemptOf(await start(token, test.testId));
    expect(again.endsAt).toBe(attempt.endsAt);
  });

  it('ends at the window when that comes first', async () => {
    const { test, token } = await timedTest({ timeLimitMinutes: 45, endsAt: later(10 * MINUTE) });
    const attempt = attemptOf(await start(token, test.testId));
    expect(attempt.endsAt).toBe(test.endsAt.toISOString());
    expect(attempt.allowedMinutes).toBe(45);
  });

  it('the preview tells the student their own minutes and latest end', async () => {
    const { test, token, p } = await timedTest({ timeLimitMinutes: 40 });
    await t.deps.db.update(users).set({ timeMultiplier: 1.5 }).where(eq(users.id, p.student.id));
    const res = await call('/getAssignmentByID', token, { testID: test.testId, curriculumCode: test.curriculumCode });
    expect(res.json().data[0]).toMatchObject({
      timeLimitMinutes: 40,
      yourTime: { minutes: 60, until: test.endsAt.toISOString() },
    });
    const staff = await call('/getAssignmentByID', tokens.admin, {
      testID: test.testId,
      curriculumCode: test.curriculumCode,
    });
    expect(staff.json().data[0].yourTime).toBeUndefined();
  });

  it('refuses saves after the attempt ends, though the window is still open', async () => {
    const { test, token, p, multiA } = await timedTest({ timeLimitMinutes: 30 });
    const attempt = attemptOf(await start(token, test.testId));
    const save = { testID: test.testId, questionID: multiA.questionId, response: multiA.correctAnswer, revision: 1 };
    const actor = actorOf(p.student);
    const inTime = new Date(Date.parse(String(attempt.endsAt)) - 1000);
    await expect(saveAnswer(t.deps.db, actor, save, inTime)).resolves.toMatchObject({ revision: 1 });
    const late = new Date(Date.parse(String(attempt.endsAt)) + 1000);
    await expect(saveAnswer(t.deps.db, actor, { ...save, revision: 2 }, late)).rejects.toMatchObject({
      statusCode: 400,
      extra: { code: 'testEnded' },
    });
  });

  it('the deadline job submits each attempt at its own end, not the window', async () => {
    const { test, token, p } = await timedTest({ timeLimitMinutes: 20 });
    const attempt = attemptOf(await start(token, test.testId));
    const ends = Date.parse(String(attempt.endsAt));
    await submitExpiredAttempts(t.deps.db, new Date(ends - 1000));
    expect((await attemptRow(test.id, p.student.id)).submittedAt).toBeNull();
    await submitExpiredAttempts(t.deps.db, new Date(ends));
    const closed = await attemptRow(test.id, p.student.id);
    expect(closed).toMatchObject({ submittedBy: 'deadline' });
    expect(closed.submittedAt?.getTime()).toBe(ends);
  });
});

describe('extra time', () => {
  it("a standing multiplier and extra minutes lengthen the student's limit", async () => {
    const { test, token, p } = await timedTest({ timeLimitMinutes: 30, endsAt: later(3 * HOUR) });
    await t.deps.db.update(users).set({ timeMultiplier: 1.5 }).where(eq(users.id, p.student.id));
    const set = await call('/setAccommodation', tokens.admin, {
      testID: test.testId,
      userID: p.student.id,
      extraMinutes: 15,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      message: messages.accommodationSaved,
      data: { userID: p.student.id, timeMultiplier: 1.5, extraMinutes: 15, endsAt: null, attempt: null },
    });
    const attempt = attemptOf(await start(token, test.testId));
    expect(minutesBetween(attempt.startedAt, attempt.endsAt)).toBe(60);
    expect(attempt.allowedMinutes).toBe(60);
  });

  it('a later personal end lets one student start and save after the window, until their end', async () => {
    const { test, token, p, multiA } = await timedTest({ startsAt: later(-2 * HOUR), endsAt: later(-MINUTE) });
    const other = await buildStudent(t.deps.db);
    await enrol(t.deps.db, other, p.curriculum.curriculumCode);
    const personalEnd = later(30 * MINUTE);
    const set = await call('/setAccommodation', tokens.admin, {
      testID: test.testId,
      userID: p.student.id,
      endsAt: personalEnd.toISOString(),
    });
    expect(set.statusCode).toBe(200);
    // The others' window is over.
    const refused = await start(await loginAs(t.app, other), test.testId);
    expect(refused.json()).toMatchObject({ code: 'testEnded' });
    const attempt = attemptOf(await start(token, test.testId));
    expect(attempt.endsAt).toBe(personalEnd.toISOString());
    const save = { testID: test.testId, questionID: multiA.questionId, response: multiA.correctAnswer, revision: 1 };
    const saved = await call('/saveTestAnswer', token, save);
    expect(saved.statusCode).toBe(200);
    const actor = actorOf(p.student);
    await expect(
      saveAnswer(t.deps.db, actor, { ...save, revision: 2 }, new Date(personalEnd.getTime() + 1000)),
    ).rejects.toMatchObject({ extra: { code: 'testEnded' } });
    // The job leaves it open until the personal end, then submits it with what was saved.
    await submitExpiredAttempts(t.deps.db, new Date(personalEnd.getTime() - 1000));
    expect((await attemptRow(test.id, p.student.id)).submittedAt).toBeNull();
    await submitExpiredAttempts(t.deps.db, personalEnd);
    expect(await attemptRow(test.id, p.student.id)).toMatchObject({ submittedBy: 'deadline' });
  });

  it('reaches an attempt already running: its end moves and the student is told live', async () => {
    const { test, token, p } = await timedTest({ timeLimitMinutes: 30 });
    const before = attemptOf(await start(token, test.testId));
    const { seen, stop } = listen(p.student.id);
    try {
      const res = await call('/setAccommodation', tokens.admin, {
        testID: test.testId,
        userID: p.student.id,
        extraMinutes: 10,
      });
      expect(res.statusCode).toBe(200);
      const newEnd = new Date(Date.parse(String(before.endsAt)) + 10 * MINUTE).toISOString();
      expect(res.json().data.attempt).toMatchObject({ endsAt: newEnd, submitted: false });
      expect(seen).toEqual([
        { userId: p.student.id, event: ATTEMPT_DEADLINE_EVENT, data: { testID: test.testId, endsAt: newEnd } },
      ]);
      // A reload (resume) answers the new end too.
      expect(attemptOf(await start(token, test.testId)).endsAt).toBe(newEnd);
      // Nothing moved, nothing told.
      await call('/setAccommodation', tokens.admin, { testID: test.testId, userID: p.student.id, extraMinutes: 10 });
      expect(seen).toHaveLength(1);
      // Taking it away moves the end back.
      const removed = await call('/setAccommodation', tokens.admin, { testID: test.testId, userID: p.student.id });
      expect(removed.json()).toMatchObject({ message: messages.accommodationRemoved, data: { extraMinutes: null } });
      expect(seen.at(-1)?.data).toEqual({ testID: test.testId, endsAt: before.endsAt });
    } finally {
      stop();
    }
  });

  it("a new standing multiplier reaches the student's running timed test", async () => {
    const { test, token, p } = await timedTest({ timeLimitMinutes: 20 });
    const before = attemptOf(await start(token, test.testId));
    const { seen, stop } = listen(p.student.id);
    try {
      const update = await call('/updateStudent', tokens.admin, {
        firstName: 'Ananya',
        lastName: 'Gupta',
        email: p.student.email,
        mobile: '9123456780',
        gender: 'Female',
        dob: '2006-04-12',
        address: '7 Lake Road, Pune',
        country: 'India',
        state: 'Maharashtra',
        city: 'Pune',
        pincode: '411001',
        userID: p.student.id,
        timeMultiplier: 2,
      });
      expect(update.json()).toMatchObject({ status: true });
      expect(update.json().data.timeMultiplier).toBe(2);
      const newEnd = new Date(Date.parse(String(before.startedAt)) + 40 * MINUTE).toISOString();
      expect(seen.map((e) => e.data)).toEqual([{ testID: test.testId, endsAt: newEnd }]);
    } finally {
      stop();
    }
  });

  it('lists who has what, with each attempt’s own end, and audits each change', async () => {
    const { test, token, p } = await timedTest({ timeLimitMinutes: 30 });
    const slow = await buildStudent(t.deps.db, { firstName: 'Zara', timeMultiplier: 2 });
    await enrol(t.deps.db, slow, p.curriculum.curriculumCode);
    const idle = await buildStudent(t.deps.db);
    await enrol(t.deps.db, idle, p.curriculum.curriculumCode);
    await start(token, test.testId);
    await call('/setAccommodation', tokens.admin, { testID: test.testId, userID: p.student.id, extraMinutes: 5 });
    const list = await call('/getAccommodations', tokens.admin, { testID: test.testId });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ timeLimitMinutes: 30, windowEndsAt: test.endsAt.toISOString() });
    const byId = new Map(body.data.map((row: { userID: string }) => [row.userID, row]));
    expect(byId.get(p.student.id)).toMatchObject({ extraMinutes: 5, attempt: { submitted: false } });
    expect(byId.get(slow.id)).toMatchObject({ timeMultiplier: 2, extraMinutes: null, attempt: null });
    expect(byId.has(idle.id)).toBe(false);
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'extra-time'), eq(auditLog.entityId, `${test.testId}/${p.student.id}`)));
    expect(entry).toMatchObject({ action: 'create', after: { extraMinutes: 5, endsAt: null } });
    expect(entry?.summary).toContain('5 extra minutes');
  });
});

describe('who may give extra time, and to whom', () => {
  it('teachers and students get 403; an unknown test 404', async () => {
    const { test, p } = await timedTest();
    const give = { testID: test.testId, userID: p.student.id, extraMinutes: 10 };
    for (const token of [tokens.teacher, tokens.student]) {
      expect((await call('/setAccommodation', token, give)).statusCode).toBe(403);
      expect((await call('/getAccommodations', token, { testID: test.testId })).statusCode).toBe(403);
    }
    expect((await call('/setAccommodation', tokens.admin, { ...give, testID: 'A-none' })).statusCode).toBe(404);
    expect((await call('/getAccommodations', tokens.admin, { testID: 'A-none' })).statusCode).toBe(404);
  });

  it("refuses a student of another curriculum, bad minutes and an end before the test's", async () => {
    const { test } = await timedTest();
    const elsewhere = await buildExamPlace(t.deps.db);
    const { p } = await timedTest();
    await enrol(t.deps.db, p.student, test.curriculumCode);
    const outsider = await call('/setAccommodation', tokens.admin, {
      testID: test.testId,
      userID: elsewhere.student.id,
      extraMinutes: 10,
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({
      message: messages.accommodationNotStudent,
      errors: [{ field: 'userID', message: messages.accommodationNotStudent }],
    });
    for (const extraMinutes of [0, 601, 2.5]) {
      const res = await call('/setAccommodation', tokens.admin, {
        testID: test.testId,
        userID: p.student.id,
        extraMinutes,
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(messages.extraMinutesRange);
    }
    const early = await call('/setAccommodation', tokens.admin, {
      testID: test.testId,
      userID: p.student.id,
      endsAt: new Date(test.endsAt.getTime() - MINUTE).toISOString(),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].field).toBe('endsAt');
    expect(early.json().message).toMatch(
      /^The personal end must be after the test's own end \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)$/,
    );
  });
});
