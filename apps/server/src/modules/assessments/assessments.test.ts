import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/index.ts';
import { buildAssessment, buildAttempt, buildExamPlace, buildTemplate } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { addDays, today } from '../../test/catalogue-factories.ts';
import { buildStudent, buildTeacher, enrol } from '../../test/factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

type Place = Awaited<ReturnType<typeof buildExamPlace>>;

const body = (p: Place, overrides: Record<string, unknown> = {}) => ({
  assessmentName: 'Sets test',
  type: 'Private',
  curriculumCode: p.curriculum.curriculumCode,
  subject: 'Mathematics',
  topic: 'Sets',
  chapter: 'Union',
  startdate: today(),
  enddate: addDays(today(), 1),
  startTime: '00:00',
  endTime: '23:00',
  assignmentMode: 'Mandatory',
  maxQuestions: 3,
  maxWeightage: 10,
  labSession: false,
  assessmentType: 'Students',
  question_ids: [p.questions.multiA, p.questions.multiB, p.questions.text].map((q) => ({ questionID: q.questionId })),
  correctionMode: 'automatic',
  createdBy: 'someone else',
  ...overrides,
});

describe('createAssessment', () => {
  it('creates a Mandatory test, sets correctionMode itself and freezes the questions', async () => {
    const p = await buildExamPlace(t.deps.db);
    const res = await call('/createAssessment', tokens.admin, body(p));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.testID).toMatch(/^A\d+$/);
    expect(data).toMatchObject({ correctionMode: 'manual', maxWeightage: 10, totalQuestions: 3, status: 0 });
    expect(data.createdBy).not.toBe('someone else');
    // 00:00 in Asia/Kolkata is 18:30 UTC the day before.
    expect(data.startsAt).toBe(new Date(`${today()}T00:00:00+05:30`).toISOString());

    await t.deps.db
      .update(questions)
      .set({ correctAnswer: 'changed later', questionMarks: 9 })
      .where(eq(questions.id, p.questions.multiA.id));
    const read = await call('/getAssignmentByID', tokens.admin, {
      testID: data.testID,
      curriculumCode: p.curriculum.curriculumCode,
    });
    const frozen = read.json().testquestion.map((x: { testq: { questionID: string }[] }) => x.testq[0]);
    expect(frozen[0]).toMatchObject({
      questionID: p.questions.multiA.questionId,
      correctanswer: p.questions.multiA.correctAnswer,
      questionmarks: 2,
    });
    expect(frozen).toHaveLength(3);
  });

  it('creates an Optional test: every question worth optQuestionMarks, weightage derived', async () => {
    const p = await buildExamPlace(t.deps.db);
    const res = await call(
      '/createAssessment',
      tokens.admin,
      body(p, {
        assignmentMode: 'Optional',
        optionalQuestions: 2,
        optQuestionMarks: 5,
        maxWeightage: 999,
        question_ids: [p.questions.multiA, p.questions.multiB].map((q) => ({ questionID: q.questionId })),
      }),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ maxWeightage: 10, correctionMode: 'automatic', optionalQuestions: 2 });
    const read = await call('/getAssignmentByID', tokens.admin, {
      testID: data.testID,
      curriculumCode: data.curriculumCode,
    });
    expect(
      read.json().testquestion.map((x: { testq: { questionmarks: number }[] }) => x.testq[0]?.questionmarks),
    ).toEqual([5, 5]);
  });

  it('takes the questions of the template with Use Template', async () => {
    const p = await buildExamPlace(t.deps.db);
    const template = await buildTemplate(t.deps.db, p.at, [p.questions.multiB]);
    const res = await call(
      '/createAssessment',
      tokens.admin,
      body(p, { assessmentType: 'Use Template', templateID: template.templateId, maxQuestions: 2, maxWeightage: 3 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      totalQuestions: 1,
      correctionMode: 'automatic',
      assessmentType: 'Use Template',
    });
    const other = await buildExamPlace(t.deps.db);
    const foreign = await buildTemplate(t.deps.db, other.at, [other.questions.multiA]);
    const refused = await call(
      '/createAssessment',
      tokens.admin,
      body(p, { assessmentType: 'Use Template', templateID: foreign.templateId }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ field: 'templateID', message: messages.questionNotInPlace });
  });

  it.each([
    ['startdate', { startdate: addDays(today(), -1) }, messages.startDateBeforeToday],
    ['enddate', { enddate: addDays(today(), -2), startdate: today() }, messages.endBeforeStart],
    ['endTime', { enddate: today(), startTime: '10:00', endTime: '10:00' }, messages.endTimeNotAfterStart],
    ['question_ids', { maxWeightage: 9 }, messages.maxQuestionsReached],
    ['question_ids', { maxQuestions: 2 }, messages.maxQuestionsReached],
    [
      'optionalQuestions',
      { assignmentMode: 'Optional', optionalQuestions: 3, optQuestionMarks: 2 },
      messages.cannotExceedMaxQuestions,
    ],
    ['optQuestionMarks', { assignmentMode: 'Optional', optionalQuestions: 1, optQuestionMarks: 4 }, messages.required],
    ['question_ids', { question_ids: [] }, messages.pleaseSelectQuestions],
    // A perfect paper must reach the max weightage: 11 above the questions' 10 is refused.
    ['maxWeightage', { maxWeightage: 11 }, messages.maxWeightageAboveTotal],
    ['reviewAfter', { reviewAfter: 'later' }, messages.required],
    ['startTime', { startTime: '25:00' }, messages.enterTime],
  ])('refuses a bad %s', async (field, overrides, message) => {
    const p = await buildExamPlace(t.deps.db);
    const res = await call('/createAssessment', tokens.admin, body(p, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it.each([
    ['Private', undefined, 'close'],
    ['Public', undefined, 'submit'],
    ['Private', 'submit', 'submit'],
    ['Public', 'close', 'close'],
  ])('a %s test with reviewAfter %s reviews after %s', async (type, reviewAfter, expected) => {
    const p = await buildExamPlace(t.deps.db);
    const res = await call('/createAssessment', tokens.admin, body(p, { type, reviewAfter }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reviewAfter).toBe(expected);
    const listed = await call('/getAssessmentsList', tokens.admin, {});
    const row = listed.json().data.find((a: { testID: string }) => a.testID === res.json().data.testID);
    expect(row?.reviewAfter).toBe(expected);
  });

  it('refuses an Optional test with fewer questions than count: its max weightage is out of reach', async () => {
    const p = await buildExamPlace(t.deps.db);
    const res = await call(
      '/createAssessment',
      tokens.admin,
      body(p, {
        assignmentMode: 'Optional',
        optionalQuestions: 2,
        optQuestionMarks: 2,
        question_ids: [{ questionID: p.questions.multiA.questionId }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'optionalQuestions',
      message: messages.fewerThanOptionalQuestions,
    });
  });

  it('refuses a question of another subject', async () => {
    const p = await buildExamPlace(t.deps.db);
    const other = await buildExamPlace(t.deps.db);
    const res = await call(
      '/createAssessment',
      tokens.admin,
      body(p, { question_ids: [{ questionID: other.questions.multiA.questionId }] }),
    );
    expect(res.json().errors).toContainEqual({ field: 'question_ids', message: messages.questionNotInPlace });
  });
});

describe('getAssignmentByID, getAssessmentsList, deleteAssessment', () => {
  it('shows keys to staff and the subject teacher, none to the enrolled student, 404 to others', async () => {
    const p = await buildExamPlace(t.deps.db);
    const test = await buildAssessment(t.deps.db, p.at, [p.questions.multiA, p.questions.text]);
    const ask = { testID: test.testId, curriculumCode: test.curriculumCode };
    const student = await call('/getAssignmentByID', await loginAs(t.app, p.student), ask);
    expect(student.statusCode).toBe(200);
    expect(student.json()).toMatchObject({ testquestion: [], data: [{ testID: test.testId, status: 0 }] });
    expect(student.body).not.toContain(p.questions.multiA.correctAnswer);
    expect(Date.parse(student.json().serverTime)).toBeGreaterThan(0);

    const teacher = await call('/getAssignmentByID', await loginAs(t.app, p.teacher), ask);
    expect(teacher.json().testquestion).toHaveLength(2);

    const outsider = await buildStudent(t.deps.db);
    const otherTeacher = await buildTeacher(t.deps.db);
    await enrol(t.deps.db, otherTeacher, test.curriculumCode, 'Physics');
    for (const user of [outsider, otherTeacher]) {
      expect((await call('/getAssignmentByID', await loginAs(t.app, user), ask)).statusCode).toBe(404);
    }
    expect((await call('/getAssignmentByID', tokens.admin, { ...ask, curriculumCode: 'OTHER-2026' })).statusCode).toBe(
      404,
    );
    expect((await call('/getAssignmentByID', tokens.admin, { ...ask, testID: 'A0' })).statusCode).toBe(404);

    const list = await call('/getAssessmentsList', tokens.admin, {});
    expect(list.json().data.map((x: { testID: string }) => x.testID)).toContain(test.testId);
  });

  it('deletes a test nobody started and refuses one a student opened', async () => {
    const p = await buildExamPlace(t.deps.db);
    const fresh = await buildAssessment(t.deps.db, p.at, [p.questions.multiA]);
    const started = await buildAssessment(t.deps.db, p.at, [p.questions.multiA]);
    await buildAttempt(t.deps.db, started, p.student);
    expect((await call('/deleteAssessment', tokens.admin, { testID: fresh.testId })).statusCode).toBe(200);
    expect((await call('/deleteAssessment', tokens.admin, { testID: fresh.testId })).statusCode).toBe(404);
    const refused = await call('/deleteAssessment', tokens.admin, { testID: started.testId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.assessmentHasAttempts);
  });
});

describe('meetings', () => {
  it('gives a student one Jitsi room per test and lists it for staff', async () => {
    const p = await buildExamPlace(t.deps.db);
    const test = await buildAssessment(t.deps.db, p.at, [p.questions.multiA], { labSession: true });
    const token = await loginAs(t.app, p.student);
    const ask = { testID: test.testId, curriculumCode: test.curriculumCode, studentId: 'ignored' };
    const [a, b] = await Promise.all([call('/createMeeting', token, ask), call('/createMeeting', token, ask)]);
    expect(a.statusCode).toBe(200);
    expect(a.json().data.joinUrl).toMatch(/^https:\/\/meet\.jit\.si\/kaksha-[0-9a-f]{32}$/);
    expect(b.json().data.joinUrl).toBe(a.json().data.joinUrl);

    const outsider = await loginAs(t.app, await buildStudent(t.deps.db));
    expect((await call('/createMeeting', outsider, ask)).statusCode).toBe(404);

    const list = await call('/getMeeting', tokens.admin);
    const mine = list.json().data.find((m: { testId: string }) => m.testId === test.testId);
    expect(mine).toMatchObject({
      studentId: p.student.id,
      email: p.student.email,
      joiUrl: a.json().data.joinUrl,
      recordingUrl: null,
    });
  });
});

describe('a time limit', () => {
  it('is kept with the test, and refused when longer than the window', async () => {
    const p = await buildExamPlace(t.deps.db);
    const timed = await call('/createAssessment', tokens.admin, body(p, { timeLimitMinutes: '45' }));
    expect(timed.statusCode).toBe(200);
    expect(timed.json().data.timeLimitMinutes).toBe(45);
    const untimed = await call('/createAssessment', tokens.admin, body(p, { timeLimitMinutes: '' }));
    expect(untimed.json().data.timeLimitMinutes).toBeNull();
    const tooLong = await call(
      '/createAssessment',
      tokens.admin,
      body(p, { enddate: today(), startTime: '10:00', endTime: '11:00', timeLimitMinutes: 90 }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ field: 'timeLimitMinutes', message: messages.timeLimitLongerThanWindow }]);
  });
});
