import { messages } from '@kaksha/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, results } from '../../db/schema/index.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildTeacher, enrol } from '../../test/factories.ts';
import { buildMarkedTest } from '../../test/marking-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';
import { notifyLateMarking } from './late-marking-job.ts';

const { t, tokens, call } = useRoleApp();
const DAY = 24 * 3_600_000;

/** Three students: two wrote both answers, one left the second written question blank. */
async function markingTest(overrides = {}) {
  const built = await buildMarkedTest(
    t.deps.db,
    [
      { multiA: 'wrong a1', textA: '<p>All of both</p>', textB: '<p>{}</p>' },
      { multiA: 'wrong a2', textA: '<p>Both sets</p>', textB: '<p>The null set</p>' },
      { multiA: 'wrong a3', textA: '<p>Joined</p>', textB: '' },
    ],
    overrides,
  );
  const teacher = await loginAs(t.app, built.place.teacher);
  return { ...built, teacher };
}

const bellOf = (userId: string, type: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('getQuestionMarking', () => {
  it('lists every answer to one written question with hidden-name labels and progress', async () => {
    const { test, teacher, questionIds, students } = await markingTest();
    const res = await call('/getQuestionMarking', teacher, { testID: test.testId, questionID: questionIds.textB });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.questions.map((q: { questionID: string }) => q.questionID)).toEqual([
      questionIds.textA,
      questionIds.textB,
    ]);
    // The blank answer is 0 at once: only the two written ones wait for marks.
    expect(data.question).toMatchObject({
      questionID: questionIds.textB,
      questionmarks: 3,
      progress: { marked: 0, total: 2 },
    });
    expect(data.answers).toHaveLength(2);
    expect(
      data.answers.every((a: { label: string; marks: null }) => /^Student \d$/.test(a.label) && a.marks === null),
    ).toBe(true);
    expect(new Set(data.answers.map((a: { userID: string }) => a.userID))).toEqual(
      new Set([students[0]?.id, students[1]?.id]),
    );
    expect(data.test).toEqual({ marked: 0, total: 5 });
    // Without a question named, the first still waiting.
    const first = (await call('/getQuestionMarking', teacher, { testID: test.testId })).json().data;
    expect(first.question.questionID).toBe(questionIds.textA);
    expect(first.answers).toHaveLength(3);
    // A student's label is the same on every question.
    const labelOf = (rows: { userID: string; label: string }[], id?: string) =>
      rows.find((r) => r.userID === id)?.label;
    expect(labelOf(first.answers, students[1]?.id)).toBe(labelOf(data.answers, students[1]?.id));
  });

  it('answers 404 to a teacher of another subject, for a Multi question, and 403 to a student', async () => {
    const { test, questionIds, place } = await markingTest();
    const physics = await buildTeacher(t.deps.db);
    await enrol(t.deps.db, physics, place.curriculum.curriculumCode, 'Physics');
    const other = await loginAs(t.app, physics);
    expect((await call('/getQuestionMarking', other, { testID: test.testId })).statusCode).toBe(404);
    const mark = { testID: test.testId, questionID: questionIds.textA, userID: place.student.id, marks: 1 };
    expect((await call('/markAnswer', other, mark)).statusCode).toBe(404);
    expect(
      (await call('/getQuestionMarking', tokens.admin, { testID: test.testId, questionID: questionIds.multiA }))
        .statusCode,
    ).toBe(404);
    expect((await call('/getQuestionMarking', tokens.student, { testID: test.testId })).statusCode).toBe(403);
  });
});

describe('markAnswer', () => {
  it("refuses marks outside 0..the question's marks, Multi questions and unknown students, storing nothing", async () => {
    const { test, teacher, questionIds, students } = await markingTest();
    const student = students[0]?.id ?? '';
    const base = { testID: test.testId, questionID: questionIds.textA, userID: student, comment: 'kept?' };
    const tooHigh = await call('/markAnswer', teacher, { ...base, marks: 6 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe(messages.enteredMarksTooHigh);
    for (const marks of [-1, 2.5, 'abc', '']) {
      const res = await call('/markAnswer', teacher, { ...base, marks });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(messages.marksWholeFromZero);
    }
    const multi = await call('/markAnswer', teacher, { ...base, questionID: questionIds.multiA, marks: 1 });
    expect(multi.statusCode).toBe(400);
    expect(multi.json().message).toBe(messages.onlyWrittenMarked);
    // The blank answer has nothing to mark; a stranger has no answer at all.
    expect(
      (
        await call('/markAnswer', teacher, {
          ...base,
          questionID: questionIds.textB,
          userID: students[2]?.id,
          marks: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('/markAnswer', teacher, { ...base, userID: 'nobody', marks: 1 })).statusCode).toBe(404);
    const after = (await call('/getQuestionMarking', teacher, { testID: test.testId, questionID: questionIds.textA }))
      .json()
      .data.answers.find((a: { userID: string }) => a.userID === student);
    expect(after).toMatchObject({ marks: null, comment: '' });
  });

  it('makes the result final, and tells the student once, when their last written answer is marked', async () => {
    const { test, teacher, questionIds, students } = await markingTest();
    const student = students[0];
    if (!student) throw new Error('no student');
    const first = await call('/markAnswer', teacher, {
      testID: test.testId,
      questionID: questionIds.textA,
      userID: student.id,
      marks: 4,
      comment: 'Give an example',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      final: false,
      question: { marked: 1, total: 3 },
      test: { marked: 1, total: 5 },
    });
    expect(await bellOf(student.id, 'testCorrected')).toHaveLength(0);
    const [waiting] = await t.deps.db.select().from(results).where(eq(results.userId, student.id));
    expect(waiting).toMatchObject({ corrected: false, achievedMarks: null });

    const last = await call('/markAnswer', teacher, {
      testID: test.testId,
      questionID: questionIds.textB,
      userID: student.id,
      marks: 3,
      comment: 'Right',
    });
    expect(last.json()).toMatchObject({
      final: true,
      question: { marked: 1, total: 2 },
      test: { marked: 2, total: 5 },
    });
    const [final] = await t.deps.db.select().from(results).where(eq(results.userId, student.id));
    // The Multi answer was wrong: 4 + 3 of 10.
    expect(final).toMatchObject({ corrected: true, achievedMarks: 7, totalMarks: 10, grade: 'B' });
    const bell = await bellOf(student.id, 'testCorrected');
    expect(bell).toHaveLength(1);
    expect(bell[0]?.link).toBe(`/student/assignment-result/${test.testId}`);

    // The comments given are offered again, this question's first.
    const next = (
      await call('/getQuestionMarking', teacher, { testID: test.testId, questionID: questionIds.textB })
    ).json().data;
    expect(next.previousComments).toEqual(['Right', 'Give an example']);
    expect(next.answers.find((a: { userID: string }) => a.userID === student.id)).toMatchObject({
      marks: 3,
      comment: 'Right',
    });
  });
});

describe('late marking', () => {
  it('tells the teachers of a test closed more than GRADING_DUE_DAYS ago, once, and lists it', async () => {
    const now = new Date();
    const late = await markingTest({
      startsAt: new Date(now.getTime() - 9 * DAY),
      endsAt: new Date(now.getTime() - 8 * DAY),
    });
    const recent = await markingTest({
      startsAt: new Date(now.getTime() - 4 * DAY),
      endsAt: new Date(now.getTime() - 3 * DAY),
    });
    const teacherId = late.place.teacher.id;

    await notifyLateMarking(t.deps.db, 7, now);
    const told = await bellOf(teacherId, 'markingLate');
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain('5 answers still unmarked');
    expect(told[0]?.link).toBe(`/teacher/assignment-marking/${late.test.testId}/${late.test.curriculumCode}`);
    expect(await bellOf(recent.place.teacher.id, 'markingLate')).toHaveLength(0);
    // Idempotent: a second run (or another instance) tells nobody again.
    await notifyLateMarking(t.deps.db, 7, now);
    expect(await bellOf(teacherId, 'markingLate')).toHaveLength(1);

    const mine = (await call('/getLateMarking', late.teacher, {})).json();
    expect(mine.dueDays).toBe(7);
    expect(mine.data.map((r: { testID: string }) => r.testID)).toEqual([late.test.testId]);
    expect(mine.data[0]).toMatchObject({ unmarked: 5, endsAt: late.test.endsAt.toISOString() });
    expect((await call('/getLateMarking', recent.teacher, {})).json().data).toEqual([]);
    const all = (await call('/getLateMarking', tokens.admin, {})).json().data;
    expect(all.map((r: { testID: string }) => r.testID)).toContain(late.test.testId);
    expect(all.map((r: { testID: string }) => r.testID)).not.toContain(recent.test.testId);
  });
});
