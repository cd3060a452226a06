import { assessmentFormValues, DRAFT_STATUS } from '@kaksha/contracts/assessment-edits';
import type { AssessmentDto } from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { wallClock } from '@kaksha/contracts/school-time';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, questions } from '../../db/schema/index.ts';
import { buildAssessment, buildExamPlace } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { addDays, today } from '../../test/catalogue-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ZONE = 'Asia/Kolkata';

type Place = Awaited<ReturnType<typeof buildExamPlace>>;

/** An instant on a whole minute, so the stored window reads back exactly from its date and time. */
const minute = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE);

/**
 * A test of the place's three questions whose dates and times are its instants in the school's
 * zone (the factory's default times are not), so an edit that sends them back changes nothing.
 */
async function windowed(p: Place, startsAt: Date, endsAt: Date) {
  const start = wallClock(startsAt, ZONE);
  const end = wallClock(endsAt, ZONE);
  const { multiA, multiB, text } = p.questions;
  return buildAssessment(t.deps.db, p.at, [multiA, multiB, text], {
    startsAt,
    endsAt,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    maxQuestions: 3,
    maxWeightage: 10,
  });
}

/** The test as the edit form would send it back: its values, its questions and its testID. */
async function formOf(testID: string, curriculumCode: string) {
  const read = await call('/getAssignmentByID', tokens.admin, { testID, curriculumCode });
  expect(read.statusCode).toBe(200);
  const dto = read.json().data[0] as AssessmentDto;
  const held = read.json().testquestion.map((x: { testq: { questionID: string }[] }) => x.testq[0]?.questionID);
  return {
    dto,
    body: {
      ...assessmentFormValues(dto),
      testID,
      question_ids: held.map((questionID: string) => ({ questionID })),
    },
  };
}

const update = (body: Record<string, unknown>, token = tokens.admin) => call('/updateAssessment', token, body);

describe('updateAssessment before the test opens', () => {
  it('changes every field and freezes its questions again from the library, with an audit entry', async () => {
    const p = await buildExamPlace(t.deps.db);
    const test = await windowed(p, minute(Date.now() + 24 * HOUR), minute(Date.now() + 26 * HOUR));
    const { body } = await formOf(test.testId, test.curriculumCode);
    // The library changes after the test was made: a save before it opens takes the question as it is now.
    await t.deps.db
      .update(questions)
      .set({ correctAnswer: 'fixed key' })
      .where(eq(questions.id, p.questions.multiA.id));
    const res = await update({
      ...body,
      assessmentName: 'Sets test, corrected',
      type: 'Public',
      maxQuestions: 2,
      maxWeightage: 5,
      startdate: addDays(today(), 2),
      enddate: addDays(today(), 2),
      startTime: '10:00',
      endTime: '11:00',
      question_ids: [{ questionID: p.questions.multiA.questionId }, { questionID: p.questions.multiB.questionId }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.assessmentUpdated);
    expect(res.json().data).toMatchObject({
      assessmentName: 'Sets test, corrected',
      type: 'Public',
      totalQuestions: 2,
      maxWeightage: 5,
      correctionMode: 'automatic',
      startsAt: new Date(`${addDays(today(), 2)}T10:00:00+05:30`).toISOString(),
    });
    const read = await call('/getAssignmentByID', tokens.admin, {
      testID: test.testId,
      curriculumCode: test.curriculumCode,
    });
    const frozen = read.json().testquestion.map((x: { testq: { correctanswer: string }[] }) => x.testq[0]);
    expect(frozen).toHaveLength(2);
    expect(frozen[0]).toMatchObject({ questionID: p.questions.multiA.questionId, correctanswer: 'fixed key' });

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, test.testId), eq(auditLog.action, 'update')));
    expect(entry?.before).toMatchObject({ assessmentName: 'Sets test', type: 'Private' });
    expect(entry?.after).toMatchObject({ assessmentName: 'Sets test, corrected', totalQuestions: 2 });
    expect((entry?.after as { questions?: string[] } | undefined)?.questions).toHaveLength(2);
  });

  it('applies the creation rules and keeps what was saved when they refuse', async () => {
    const p = await buildExamPlace(t.deps.db);
    const test = await windowed(p, minute(Date.now() + 24 * HOUR), minute(Date.now() + 26 * HOUR));
    const { body } = await formOf(test.testId, test.curriculumCode);
    const past = await update({ ...body, assessmentName: 'Renamed', startdate: addDays(today(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toContainEqual({ field: 'startdate', message: messages.startDateBeforeToday });
    const heavy = await update({ ...body, maxWeightage: 9 });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().errors).toContainEqual({ field: 'question_ids', message: messages.maxQuestionsReached });
    const { dto } = await formOf(test.testId, test.curriculumCode);
    expect(dto.assessmentName).toBe('Sets test');
  });
});

describe('updateAssessment once the test is open', () => {
  const open = async () => {
    const p = await buildExamPlace(t.deps.db);
    const test = await windowed(p, minute(Date.now() - HOUR), minute(Date.now() + HOUR));
    return { p, test, ...(await formOf(test.testId, test.curriculumCode)) };
  };

  it('moves the end later and changes when results open', async () => {
    const { test, body } = await open();
    const later = wallClock(minute(Date.now() + 3 * HOUR), ZONE);
    const res = await update({ ...body, enddate: later.date, endTime: later.time, reviewAfter: 'submit' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ endTime: later.time, reviewAfter: 'submit' });
    expect(new Date(res.json().data.endsAt).getTime()).toBeGreaterThan(test.endsAt.getTime());
  });

  it("moves a running attempt's end with the test's, and tells its student live", async () => {
    const { p, test, body } = await open();
    const token = await loginAs(t.app, p.student);
    const started = await call('/getTestQuesList', token, { testID: test.testId });
    expect(started.json().attempt.endsAt).toBe(test.endsAt.toISOString());
    const seen: { event: string; data: unknown }[] = [];
    const stop = t.deps.events.subscribe(p.student.id, (event) => seen.push(event));
    const later = wallClock(minute(Date.now() + 3 * HOUR), ZONE);
    const res = await update({ ...body, enddate: later.date, endTime: later.time });
    stop();
    expect(res.statusCode).toBe(200);
    const newEnd = res.json().data.endsAt as string;
    const resumed = await call('/getTestQuesList', token, { testID: test.testId });
    expect(resumed.json().attempt.endsAt).toBe(newEnd);
    expect(seen).toContainEqual(
      expect.objectContaining({ event: 'attemptDeadlineChanged', data: { testID: test.testId, endsAt: newEnd } }),
    );
  });

  it.each([
    ['assessmentName', { assessmentName: 'Renamed' }],
    ['maxWeightage', { maxWeightage: 8 }],
    ['startTime', { startTime: '00:00' }],
    ['labSession', { labSession: true }],
  ] as [string, Record<string, unknown>][])('refuses a change of %s by name', async (field, changes) => {
    const { body } = await open();
    // The test opened an hour ago: at 01:00 in the school its start is 00:00, so ask for another.
    const asked = field === 'startTime' && body.startTime === changes.startTime ? { startTime: '00:15' } : changes;
    const res = await update({ ...body, ...asked });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message: messages.lockedOnceOpen });
  });

  it('refuses other questions and an earlier end, and keeps the test as it was', async () => {
    const { p, test, body } = await open();
    const fewer = await update({ ...body, question_ids: [{ questionID: p.questions.multiA.questionId }] });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json().errors).toContainEqual({ field: 'question_ids', message: messages.questionsLockedOnceOpen });
    const earlier = wallClock(minute(Date.now() + 30 * MINUTE), ZONE);
    const sooner = await update({ ...body, enddate: earlier.date, endTime: earlier.time });
    expect(sooner.statusCode).toBe(400);
    expect(sooner.json().errors).toContainEqual({ field: 'enddate', message: messages.endOnlyLater });
    const { dto } = await formOf(test.testId, test.curriculumCode);
    expect(dto.endsAt).toBe(test.endsAt.toISOString());
    expect(dto.totalQuestions).toBe(3);
  });
});

describe('updateAssessment once the test has closed', () => {
  const closed = async () => {
    const p = await buildExamPlace(t.deps.db);
    const test = await windowed(p, minute(Date.now() - 3 * HOUR), minute(Date.now() - HOUR));
    return { p, test, ...(await formOf(test.testId, test.curriculumCode)) };
  };

  it('extends the end for everyone: a student who had not started can sit it again', async () => {
    const { p, test, body } = await closed();
    const student = await loginAs(t.app, p.student);
    expect((await call('/getTestQuesList', student, { testID: test.testId })).statusCode).toBe(400);
    const later = wallClock(minute(Date.now() + 2 * HOUR), ZONE);
    const res = await update({ ...body, enddate: later.date, endTime: later.time });
    expect(res.statusCode).toBe(200);
    expect((await call('/getTestQuesList', student, { testID: test.testId })).statusCode).toBe(200);
  });

  it('refuses any other change, and an extension that is already past', async () => {
    const { body } = await closed();
    const review = await update({ ...body, reviewAfter: 'submit' });
    expect(review.statusCode).toBe(400);
    expect(review.json().errors).toContainEqual({ field: 'reviewAfter', message: messages.lockedOnceClosed });
    const stillPast = wallClock(minute(Date.now() - 30 * MINUTE), ZONE);
    const res = await update({ ...body, enddate: stillPast.date, endTime: stillPast.time });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'enddate', message: messages.extendBeyondNow });
  });
});

describe('copyAssessment', () => {
  it('copies a closed test as a draft that only staff see, until it is saved with new dates', async () => {
    const p = await buildExamPlace(t.deps.db);
    // Closed more than a day ago: its start date is before today.
    const test = await windowed(p, minute(Date.now() - 50 * HOUR), minute(Date.now() - 48 * HOUR));
    const res = await call(`/copyAssessment/${test.testId}`, tokens.admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.assessmentCopied);
    const copy = res.json().data as AssessmentDto;
    expect(copy).toMatchObject({ assessmentName: 'Sets test (copy)', status: DRAFT_STATUS, totalQuestions: 3 });
    expect(copy.testID).not.toBe(test.testId);
    const again = await call(`/copyAssessment/${test.testId}`, tokens.admin, {});
    expect(again.json().data.assessmentName).toBe('Sets test (copy 2)');

    // Hidden from the test's students and teachers while a draft.
    const student = await loginAs(t.app, p.student);
    const teacher = await loginAs(t.app, p.teacher);
    const listed = async () =>
      (await call('/getAssignments', student, { curriculumCode: [test.curriculumCode] }))
        .json()
        .data.map((a: AssessmentDto) => a.testID);
    expect(await listed()).not.toContain(copy.testID);
    const byId = { testID: copy.testID, curriculumCode: copy.curriculumCode };
    expect((await call('/getAssignmentByID', student, byId)).statusCode).toBe(404);
    expect((await call('/getAssignmentByID', teacher, byId)).statusCode).toBe(404);
    expect((await call('/getTestQuesList', student, { testID: copy.testID })).statusCode).toBe(404);

    // Its questions are the original's frozen ones.
    const { body } = await formOf(copy.testID, copy.curriculumCode);
    expect(body.question_ids).toHaveLength(3);
    // A draft takes every change, under the creation rules: its old dates are refused...
    const stale = await update(body);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toContainEqual({ field: 'startdate', message: messages.startDateBeforeToday });
    // ...and new ones schedule it.
    const scheduled = await update({
      ...body,
      startdate: today(),
      enddate: addDays(today(), 1),
      startTime: '00:00',
      endTime: '23:00',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data.status).toBe(0);
    expect(await listed()).toContain(copy.testID);
    expect((await call('/getTestQuesList', student, { testID: copy.testID })).statusCode).toBe(200);

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, copy.testID), eq(auditLog.action, 'copy')));
    expect(entry?.summary).toContain(test.testId);
  });
});

describe('who may edit and copy', () => {
  it('refuses teachers and students (403) and answers 404 for an unknown test', async () => {
    const p = await buildExamPlace(t.deps.db);
    const test = await windowed(p, minute(Date.now() + 24 * HOUR), minute(Date.now() + 26 * HOUR));
    const { body } = await formOf(test.testId, test.curriculumCode);
    for (const token of [tokens.teacher, tokens.student]) {
      expect((await update(body, token)).statusCode).toBe(403);
      expect((await call(`/copyAssessment/${test.testId}`, token, {})).statusCode).toBe(403);
    }
    expect((await update({ ...body, testID: 'A0' })).statusCode).toBe(404);
    expect((await call('/copyAssessment/A0', tokens.admin, {})).statusCode).toBe(404);
  });
});
