import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { buildAssessment, buildExamPlace } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildTeacher, enrol } from '../../test/factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

/**
 * A manual test a student has taken: the Multi answer right, a written answer waiting. Its review
 * opens at the submit, so the student reads the corrected marks at once.
 */
async function takenTest() {
  const p = await buildExamPlace(t.deps.db);
  const { multiA, text } = p.questions;
  const test = await buildAssessment(t.deps.db, p.at, [multiA, text], { maxWeightage: 7, reviewAfter: 'submit' });
  const student = await loginAs(t.app, p.student);
  await call('/getTestQuesList', student, { testID: test.testId });
  await call('/testSubmit', student, {
    globalInfo: { testID: test.testId },
    transaction: [
      { questionID: multiA.questionId, response: multiA.correctAnswer, revision: 1 },
      { questionID: text.questionId, response: '<p>Everything in either set</p>', revision: 1 },
    ],
  });
  const teacher = await loginAs(t.app, p.teacher);
  return { p, test, student, teacher, multiA, text };
}

describe('fetchAssignments and fetchAssignmentsById', () => {
  it("lists the teacher's own curriculum and subject, and 404s outside it", async () => {
    const { p, test, teacher } = await takenTest();
    const other = await buildAssessment(t.deps.db, { ...p.at, subject: 'Physics' }, [p.questions.multiB]);
    const list = await call('/fetchAssignments', teacher, { curriculumCode: test.curriculumCode, userID: 'ignored' });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.data.map((a: { testID: string }) => a.testID);
    expect(ids).toContain(test.testId);
    expect(ids).not.toContain(other.testId);
    const staff = await call('/fetchAssignments', tokens.admin, { curriculumCode: test.curriculumCode });
    expect(staff.json().data.data.map((a: { testID: string }) => a.testID)).toEqual(
      expect.arrayContaining([test.testId, other.testId]),
    );
    const one = await call('/fetchAssignmentsById', teacher, {
      curriculumCode: test.curriculumCode,
      testID: test.testId,
    });
    expect(one.json().data.data[0].testID).toBe(test.testId);
    expect(
      (await call('/fetchAssignmentsById', teacher, { curriculumCode: test.curriculumCode, testID: other.testId }))
        .statusCode,
    ).toBe(404);
    const stranger = await buildTeacher(t.deps.db);
    await enrol(t.deps.db, stranger, 'SOMEWHERE-ELSE-2026', 'Mathematics');
    const strangerToken = await loginAs(t.app, stranger);
    expect(
      (await call('/fetchAssignments', strangerToken, { curriculumCode: test.curriculumCode })).json().data.data,
    ).toEqual([]);
    expect(
      (await call('/fetchAssignmentsById', strangerToken, { curriculumCode: test.curriculumCode, testID: test.testId }))
        .statusCode,
    ).toBe(404);
    expect((await call('/getPendingQuestions', strangerToken, { testID: test.testId })).statusCode).toBe(404);
  });
});

describe('getPendingQuestions and testSubmitByTeacher', () => {
  it('lets the teacher mark the written answer; the server recomputes the result', async () => {
    const { p, test, student, teacher, multiA, text } = await takenTest();
    const pending = await call('/getPendingQuestions', teacher, { testID: test.testId });
    expect(pending.statusCode).toBe(200);
    const rows = pending.json().data.data;
    expect(rows.map((r: { questionID: string }) => r.questionID)).toEqual([multiA.questionId, text.questionId]);
    const multi = rows[0];
    const written = rows[1];
    expect(multi).toMatchObject({ valid: true, acheivedMarks: 2, userID: p.student.id });
    expect(written).toMatchObject({
      questionType: 'Text',
      questionmarks: 5,
      response: '<p>Everything in either set</p>',
    });
    expect(written.studentName).toContain('Test');

    const tooHigh = await call('/testSubmitByTeacher', teacher, {
      globalInfo: { testID: test.testId },
      transaction: [{ _id: written._id, acheivedMarks: 6, comments: '' }],
      result: { userID: p.student.id },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe(messages.enteredMarksTooHigh);

    const mark = {
      globalInfo: { testID: test.testId },
      transaction: [
        { _id: multi._id, acheivedMarks: 0, comments: 'Right' },
        { _id: written._id, acheivedMarks: 4, comments: 'Good, give an example' },
      ],
      result: { userID: p.student.id, achievedMarks: 100, grade: 'A' },
    };
    const saved = await call('/testSubmitByTeacher', teacher, mark);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(messages.correctionSaved);
    expect((await call('/testSubmitByTeacher', teacher, mark)).statusCode).toBe(200);

    const result = (await call('/getResult', student, { testID: test.testId, userID: p.student.id })).json().data;
    expect(result).toMatchObject({
      corrected: true,
      achievedMarks: 6,
      totalMarks: 7,
      grade: 'A',
      correctAnsweredQues: 2,
    });
    expect(result.answers).toEqual([
      expect.objectContaining({ questionID: multiA.questionId, acheivedMarks: 2, comments: 'Right' }),
      expect.objectContaining({ questionID: text.questionId, acheivedMarks: 4, comments: 'Good, give an example' }),
    ]);
    expect((await call('/getPendingQuestions', teacher, { testID: test.testId })).json().data.data).toEqual([]);

    // The student's bell says the marks are ready, with a link to the result.
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/getNotifications',
      headers: { 'x-access-token': student },
    });
    const corrected = bell.json().data.filter((n: { type: string }) => n.type === 'testCorrected');
    expect(corrected.length).toBeGreaterThanOrEqual(1);
    expect(corrected[0].link).toBe(`/student/assignment-result/${test.testId}`);
  });

  it.each([
    ['-1', -1],
    ['4.5', 4.5],
    ['abc', 'abc'],
    ['an empty field', ''],
  ])('refuses marks of %s with the clear message, and stores nothing', async (_label, given) => {
    const { p, test, teacher } = await takenTest();
    const pending = (await call('/getPendingQuestions', teacher, { testID: test.testId })).json().data.data;
    const written = pending.find((q: { questionType: string }) => q.questionType === 'Text');
    const res = await call('/testSubmitByTeacher', teacher, {
      globalInfo: { testID: test.testId },
      transaction: [{ _id: written._id, acheivedMarks: given, comments: 'kept?' }],
      result: { userID: p.student.id },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(messages.marksWholeFromZero);
    const still = (await call('/getPendingQuestions', teacher, { testID: test.testId })).json().data.data;
    expect(still.find((q: { _id: string }) => q._id === written._id)).toMatchObject({ comments: '' });
  });

  it("refuses answers of another test or another student's name", async () => {
    const a = await takenTest();
    const b = await takenTest();
    const pendingB = (await call('/getPendingQuestions', tokens.admin, { testID: b.test.testId })).json().data.data;
    const foreign = await call('/testSubmitByTeacher', tokens.admin, {
      globalInfo: { testID: a.test.testId },
      transaction: [{ _id: pendingB[1]._id, acheivedMarks: 1 }],
      result: {},
    });
    expect(foreign.statusCode).toBe(404);
    const misnamed = await call('/testSubmitByTeacher', tokens.admin, {
      globalInfo: { testID: b.test.testId },
      transaction: [{ _id: pendingB[1]._id, acheivedMarks: 1 }],
      result: { userID: a.p.student.id },
    });
    expect(misnamed.statusCode).toBe(404);
    const byOtherTeacher = await call('/testSubmitByTeacher', a.teacher, {
      globalInfo: { testID: b.test.testId },
      transaction: [{ _id: pendingB[1]._id, acheivedMarks: 1 }],
      result: {},
    });
    expect(byOtherTeacher.statusCode).toBe(404);
    const negative = await call('/testSubmitByTeacher', tokens.admin, {
      globalInfo: { testID: b.test.testId },
      transaction: [{ _id: pendingB[1]._id, acheivedMarks: -1 }],
      result: {},
    });
    expect(negative.statusCode).toBe(400);
  });
});
