import { messages } from '@kaksha/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, assessments, attempts, results } from '../../db/schema/index.ts';
import { buildAssessment, buildAttempt, buildExamPlace } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildAdmin, buildStudent, buildTeacher, enrol } from '../../test/factories.ts';
import { apiCaller } from '../../test/role-tokens.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { closeOpenAttempt } from './close-attempt.ts';
import { scoreUnscoredAttempts, startDeadlineJob, submitExpiredAttempts } from './deadline-job.ts';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await getTestApp();
  call = apiCaller(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** A place, an open test of its three questions and the student's token. */
async function openTest(overrides: Parameters<typeof buildAssessment>[3] = {}) {
  const p = await buildExamPlace(t.deps.db);
  const { multiA, multiB, text } = p.questions;
  const test = await buildAssessment(t.deps.db, p.at, [multiA, multiB, text], overrides);
  const token = await loginAs(t.app, p.student);
  const keys = [multiA.correctAnswer, multiB.correctAnswer];
  return { p, test, token, keys, multiA, multiB, text };
}

/** A response with every `options` list taken out: what is left must not hold a key. */
function withoutOptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutOptions);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'options')
        .map(([k, v]) => [k, withoutOptions(v)]),
    );
  return value;
}
function expectNoKey(body: string, keys: string[]) {
  expect(body).not.toContain('correctanswer');
  const rest = JSON.stringify(withoutOptions(JSON.parse(body)));
  for (const key of keys) expect(rest).not.toContain(key);
}

describe('getAssignments', () => {
  it("lists the tests of the caller's own curricula with their status, ignoring other codes", async () => {
    const { p, test, token } = await openTest();
    const done = await buildAssessment(t.deps.db, p.at, [p.questions.multiA], { labSession: true });
    await buildAttempt(t.deps.db, done, p.student, { submittedAt: new Date() });
    const foreign = await buildExamPlace(t.deps.db);
    const hidden = await buildAssessment(t.deps.db, foreign.at, [foreign.questions.multiA]);
    const res = await call('/getAssignments', token, {
      curriculumCode: [p.curriculum.curriculumCode, foreign.curriculum.curriculumCode],
    });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.map((a: { testID: string; status: number }) => [a.testID, a.status]));
    expect(byId.get(test.testId)).toBe(0);
    expect(byId.get(done.testId)).toBe(1);
    expect(byId.has(hidden.testId)).toBe(false);
    const labs = await call('/getAssignments', token, {
      curriculumCode: p.curriculum.curriculumCode,
      labSession: true,
    });
    expect(labs.json().data.map((a: { testID: string }) => a.testID)).toEqual([done.testId]);
  });
});

describe('no answer key reaches a student before their result', () => {
  it('scans every student-facing answer for the keys', async () => {
    const { test, token, keys, multiA, p } = await openTest({ labSession: true });
    const ask = { testID: test.testId, curriculumCode: test.curriculumCode };
    const bodies = [
      await call('/getAssignments', token, { curriculumCode: test.curriculumCode }),
      await call('/getAssignments', token, { curriculumCode: [test.curriculumCode], labSession: true }),
      await call('/getAssignmentByID', token, ask),
      await call('/createMeeting', token, ask),
      await call('/getAssignmentsResult', token, { testID: test.testId, userID: p.student.id }),
      await call('/getResult', token, { testID: test.testId, userID: p.student.id }),
      await call('/getTestQuesList', token, { testID: test.testId }),
      await call('/saveTestAnswer', token, {
        testID: test.testId,
        questionID: multiA.questionId,
        response: 'wrong a1',
        revision: 1,
      }),
      await call('/getTestQuesList', token, { testID: test.testId }),
    ];
    for (const res of bodies) {
      expect(res.statusCode).toBe(200);
      expectNoKey(res.body, keys);
    }
  });
});

describe('getTestQuesList', () => {
  it('starts the attempt once and gives the questions without keys, options in a fixed order', async () => {
    const { test, token, keys, multiA } = await openTest();
    const first = await call('/getTestQuesList', token, { testID: test.testId });
    expect(first.statusCode).toBe(200);
    expectNoKey(first.body, keys);
    const questions = first.json().data;
    expect(questions).toHaveLength(3);
    const a = questions.find((q: { questionID: string }) => q.questionID === multiA.questionId);
    expect(a.options.map((o: { text: string }) => o.text).sort()).toEqual(
      [multiA.correctAnswer, 'wrong a1', 'wrong a2', 'wrong a3'].sort(),
    );
    expect(Object.keys(a.options[0]).sort()).toEqual(['imageUrl', 'text']);
    expect(first.json().attempt).toMatchObject({ submitted: false, answers: [], endsAt: test.endsAt.toISOString() });

    const again = await call('/getTestQuesList', token, { testID: test.testId });
    expect(again.json().data).toEqual(questions);
    expect(again.json().attempt.startedAt).toBe(first.json().attempt.startedAt);
  });

  it('opens only inside the window, once, and only for the enrolled', async () => {
    const early = await openTest({ startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 2 * HOUR) });
    const res = await call('/getTestQuesList', early.token, { testID: early.test.testId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.testNotStarted);

    const late = await openTest({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) });
    const ended = await call('/getTestQuesList', late.token, { testID: late.test.testId });
    expect(ended.json().message).toBe(messages.testEnded);

    const { test, token, p } = await openTest();
    await buildAttempt(t.deps.db, test, p.student, { submittedAt: new Date() });
    const twice = await call('/getTestQuesList', token, { testID: test.testId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.testAlreadySubmitted);

    const outsider = await loginAs(t.app, await buildStudent(t.deps.db));
    expect((await call('/getTestQuesList', outsider, { testID: test.testId })).statusCode).toBe(404);
    expect((await call('/getTestQuesList', outsider, { testID: 'A0' })).statusCode).toBe(404);
  });
});

describe('saveTestAnswer', () => {
  it('stores the highest revision and ignores resends and older ones', async () => {
    const { test, token, text } = await openTest();
    await call('/getTestQuesList', token, { testID: test.testId });
    const save = (response: string, revision: number) =>
      call('/saveTestAnswer', token, { testID: test.testId, questionID: text.questionId, response, revision });
    const r1 = await save('<p>one</p>', 1);
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ questionID: text.questionId, revision: 1 });
    expect(Date.parse(r1.json().savedAt)).toBeGreaterThan(0);
    expect((await save('<p>three</p>', 3)).json().revision).toBe(3);
    const stale = await save('<p>two</p>', 2);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().revision).toBe(3);
    const again = await save('<p>three</p>', 3);
    expect(again.json().revision).toBe(3);
    const resumed = await call('/getTestQuesList', token, { testID: test.testId });
    expect(resumed.json().attempt.answers).toEqual([
      { questionID: text.questionId, response: '<p>three</p>', revision: 3 },
    ]);
  });

  it('cleans a written answer like any rich text, and keeps a chosen option as it is', async () => {
    const { test, token, text, multiA } = await openTest();
    await call('/getTestQuesList', token, { testID: test.testId });
    const save = (questionID: string, response: string) =>
      call('/saveTestAnswer', token, { testID: test.testId, questionID, response, revision: 1 });
    await save(text.questionId, '<p>sets<script>alert(1)</script><img src="x" onerror="alert(2)"></p>');
    await save(multiA.questionId, 'a < b & c');
    const saved = (await call('/getTestQuesList', token, { testID: test.testId })).json().attempt.answers;
    const byId = new Map(saved.map((a: { questionID: string; response: string }) => [a.questionID, a.response]));
    expect(byId.get(text.questionId)).toMatch(/^<p>sets/);
    expect(byId.get(text.questionId)).not.toMatch(/script|onerror/);
    expect(byId.get(multiA.questionId)).toBe('a < b & c');
  });

  it('refuses a question not in the test, a test not started, and bad input', async () => {
    const { test, token, text } = await openTest();
    const other = await buildExamPlace(t.deps.db);
    const before = await call('/saveTestAnswer', token, {
      testID: test.testId,
      questionID: text.questionId,
      response: 'x',
      revision: 1,
    });
    expect(before.statusCode).toBe(404);
    await call('/getTestQuesList', token, { testID: test.testId });
    const foreign = await call('/saveTestAnswer', token, {
      testID: test.testId,
      questionID: other.questions.text.questionId,
      response: 'x',
      revision: 1,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await call('/saveTestAnswer', token, {
      testID: test.testId,
      questionID: text.questionId,
      response: 'x',
      revision: 0,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changes nothing after the end time or after the submit', async () => {
    const late = await openTest({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) });
    const attempt = await buildAttempt(t.deps.db, late.test, late.p.student, {
      answers: { [late.text.questionId]: 'kept' },
    });
    const res = await call('/saveTestAnswer', late.token, {
      testID: late.test.testId,
      questionID: late.text.questionId,
      response: 'too late',
      revision: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.testEnded);
    const [stored] = await t.deps.db.select().from(answers).where(eq(answers.attemptId, attempt.id));
    expect(stored).toMatchObject({ response: 'kept', revision: 1 });

    const { test, token, text, p } = await openTest();
    await buildAttempt(t.deps.db, test, p.student, { submittedAt: new Date() });
    const closed = await call('/saveTestAnswer', token, {
      testID: test.testId,
      questionID: text.questionId,
      response: 'x',
      revision: 9,
    });
    expect(closed.statusCode).toBe(409);
  });
});

describe('testSubmit and results', () => {
  it('scores on the server, ignores a client score, and a second submit changes nothing', async () => {
    const { test, token, keys, multiA, multiB, p } = await openTest({
      correctionMode: 'automatic',
      reviewAfter: 'submit',
    });
    await call('/getTestQuesList', token, { testID: test.testId });
    expectNoKey((await call('/getResult', token, { testID: test.testId, userID: p.student.id })).body, keys);
    const submit = await call('/testSubmit', token, {
      globalInfo: { testID: test.testId },
      transaction: [
        { questionID: multiA.questionId, response: multiA.correctAnswer, revision: 1 },
        { questionID: multiB.questionId, response: 'wrong b1' },
        { questionID: 'Q-not-in-test', response: 'x' },
      ],
      result: { achievedMarks: 999, grade: 'A', correctAnsweredQues: 3 },
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json().message).toBe(messages.testSubmitted);
    // The Text question is unanswered: wrong at once, so no teacher is needed.
    expect(submit.json().data).toMatchObject({
      corrected: true,
      achievedMarks: 2,
      totalMarks: 10,
      grade: 'D',
      correctAnsweredQues: 1,
      wrongAnsweredQues: 2,
      totalQuestions: 3,
    });

    const second = await call('/testSubmit', token, {
      globalInfo: { testID: test.testId },
      transaction: [{ questionID: multiB.questionId, response: multiB.correctAnswer, revision: 7 }],
      result: { achievedMarks: 10 },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(submit.json().data);
    const stored = await t.deps.db
      .select()
      .from(answers)
      .innerJoin(attempts, eq(attempts.id, answers.attemptId))
      .where(and(eq(attempts.testId, test.id), eq(answers.questionId, multiB.questionId)));
    expect(stored[0]?.answers.response).toBe('wrong b1');

    const result = await call('/getAssignmentsResult', token, { testID: test.testId, userID: p.student.id });
    expect(result.json().data).toEqual(submit.json().data);
    const list = await call('/getAssignments', token, { curriculumCode: test.curriculumCode });
    expect(list.json().data.find((a: { testID: string }) => a.testID === test.testId).status).toBe(1);
  });

  it('a submit without a fetch opens and closes the attempt inside the window only', async () => {
    const { test, token, multiA } = await openTest();
    const res = await call('/testSubmit', token, {
      globalInfo: { testID: test.testId },
      transaction: [{ questionID: multiA.questionId, response: multiA.correctAnswer }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.corrected).toBe(true);
    const early = await openTest({ startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 2 * HOUR) });
    const refused = await call('/testSubmit', early.token, { globalInfo: { testID: early.test.testId } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.testNotStarted);
  });

  it('says a teacher must correct written answers, with no marks until then', async () => {
    const { test, token, text, multiA } = await openTest();
    await call('/getTestQuesList', token, { testID: test.testId });
    const res = await call('/testSubmit', token, {
      globalInfo: { testID: test.testId },
      transaction: [
        { questionID: text.questionId, response: '<p>A union joins sets</p>', revision: 1 },
        { questionID: multiA.questionId, response: multiA.correctAnswer, revision: 1 },
      ],
    });
    expect(res.json().data).toMatchObject({
      corrected: false,
      achievedMarks: null,
      grade: null,
      correctionMode: 'manual',
    });
    expect(res.json().data.answers.every((a: { acheivedMarks: number | null }) => a.acheivedMarks === null)).toBe(true);
  });

  it("shows a result to its student, the subject's teacher and staff, 404 to others", async () => {
    const { test, p } = await openTest();
    await buildAttempt(t.deps.db, test, p.student, { submittedAt: new Date() });
    await submitExpiredAttempts(t.deps.db);
    const other = await buildStudent(t.deps.db);
    await enrol(t.deps.db, other, test.curriculumCode);
    const ask = { testID: test.testId, userID: p.student.id };
    const otherToken = await loginAs(t.app, other);
    expect((await call('/getResult', otherToken, ask)).statusCode).toBe(404);
    expect((await call('/getResult', otherToken, { ...ask, userID: other.id })).json().data).toBeNull();
    const teacher = await loginAs(t.app, p.teacher);
    expect((await call('/getResult', teacher, ask)).statusCode).toBe(200);
    const outsiderTeacher = await loginAs(t.app, await buildTeacher(t.deps.db));
    expect((await call('/getResult', outsiderTeacher, ask)).statusCode).toBe(404);
  });
});

/** Every `response` (the student's own words) taken out: what is left must not name a key. */
function withoutResponses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutResponses);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'response')
        .map(([k, v]) => [k, withoutResponses(v)]),
    );
  return value;
}

describe('the review of a result opens at the review time', () => {
  /** A student hands in a test early: A right, B wrong, the written answer marked by the teacher. */
  async function handInEarly(overrides: Parameters<typeof buildAssessment>[3]) {
    const o = await openTest(overrides);
    const submit = await call('/testSubmit', o.token, {
      globalInfo: { testID: o.test.testId },
      transaction: [
        { questionID: o.multiA.questionId, response: o.multiA.correctAnswer },
        { questionID: o.multiB.questionId, response: 'wrong b1' },
        { questionID: o.text.questionId, response: '<p>A union joins sets</p>' },
      ],
    });
    expect(submit.statusCode).toBe(200);
    const teacher = await loginAs(t.app, o.p.teacher);
    const pending = await call('/getPendingQuestions', teacher, { testID: o.test.testId });
    const written = pending.json().data.data.find((q: { questionType: string }) => q.questionType === 'Text');
    const marked = await call('/testSubmitByTeacher', teacher, {
      globalInfo: { testID: o.test.testId },
      transaction: [{ _id: written._id, acheivedMarks: 4, comments: 'Say which elements, too.' }],
      result: { userID: o.p.student.id },
    });
    expect(marked.statusCode).toBe(200);
    return { ...o, submit, teacher, ask: { testID: o.test.testId, userID: o.p.student.id } };
  }

  it('a formal test: before its close the raw answer carries no marks, correctness, comments or keys', async () => {
    const { test, token, keys, submit, ask } = await handInEarly({ type: 'Private' });
    expect(test.reviewAfter).toBe('close');
    for (const res of [submit, await call('/getResult', token, ask), await call('/getAssignmentsResult', token, ask)]) {
      const raw = res.json();
      const data = raw.data;
      expect(data).toMatchObject({
        reviewAfter: 'close',
        reviewOpen: false,
        reviewOpensAt: test.endsAt.toISOString(),
        achievedMarks: null,
        grade: null,
        correctAnsweredQues: null,
        wrongAnsweredQues: null,
        totalQuestions: 3,
      });
      for (const answer of data.answers)
        expect(answer).toMatchObject({ acheivedMarks: null, comments: '', correctanswer: null });
      // The raw body, the student's own responses aside: no key, no teacher's comment, no "valid".
      const rest = JSON.stringify(withoutResponses(raw));
      for (const key of keys) expect(rest).not.toContain(key);
      expect(rest).not.toContain('Say which elements');
      expect(rest).not.toContain('"valid"');
    }
    // Nor does any other call a student makes about the test after the hand-in.
    for (const other of [
      await call('/getAssignments', token, { curriculumCode: test.curriculumCode }),
      await call('/getAssignmentByID', token, { testID: test.testId, curriculumCode: test.curriculumCode }),
    ]) {
      expect(other.statusCode).toBe(200);
      for (const key of keys) expect(other.body).not.toContain(key);
    }
    // The teacher's correction tells the student when the marks will show, not that they are ready.
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/getNotifications',
      headers: { 'x-access-token': token },
    });
    const corrected = bell.json().data.filter((n: { type: string }) => n.type === 'testCorrected');
    expect(corrected.map((n: { message: string }) => n.message)).toEqual([
      `${test.assessmentName}: corrected; your marks show when the test closes`,
    ]);
  });

  it('staff and the subject teacher see everything before the close', async () => {
    const { test, teacher, ask, multiA } = await handInEarly({ type: 'Private' });
    const admin = await loginAs(t.app, await buildAdmin(t.deps.db));
    for (const token of [teacher, admin]) {
      const data = (await call('/getResult', token, ask)).json().data;
      expect(data).toMatchObject({ reviewOpen: true, achievedMarks: 6, correctAnsweredQues: 2, grade: 'B' });
      const a = data.answers.find((x: { questionID: string }) => x.questionID === multiA.questionId);
      expect(a).toMatchObject({ acheivedMarks: 2, correctanswer: multiA.correctAnswer });
    }
    expect(test.type).toBe('Private');
  });

  it("from the close on, the student sees each answer's marks and the correct option of Multi questions", async () => {
    const { test, token, ask, multiA, multiB, text } = await handInEarly({ type: 'Private' });
    await t.deps.db
      .update(assessments)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(assessments.id, test.id));
    const data = (await call('/getResult', token, ask)).json().data;
    expect(data).toMatchObject({ reviewOpen: true, achievedMarks: 6, grade: 'B', correctAnsweredQues: 2 });
    const byId = new Map(data.answers.map((a: { questionID: string }) => [a.questionID, a]));
    expect(byId.get(multiA.questionId)).toMatchObject({ acheivedMarks: 2, correctanswer: multiA.correctAnswer });
    expect(byId.get(multiB.questionId)).toMatchObject({ acheivedMarks: 0, correctanswer: multiB.correctAnswer });
    expect(byId.get(text.questionId)).toMatchObject({
      acheivedMarks: 4,
      correctanswer: null,
      comments: 'Say which elements, too.',
    });
  });

  it('an informal test reviews after the submit by default', async () => {
    const { test, submit } = await handInEarly({ type: 'Public' });
    expect(test.reviewAfter).toBe('submit');
    expect(submit.json().data).toMatchObject({ reviewAfter: 'submit', reviewOpen: true, corrected: false });
    expect(
      submit.json().data.answers.filter((a: { correctanswer: string | null }) => a.correctanswer !== null),
    ).toHaveLength(2);
  });
});

describe('the deadline job', () => {
  it('submits an abandoned attempt after the test ends, once', async () => {
    const { test, p, multiA } = await openTest({
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - 1000),
    });
    const attempt = await buildAttempt(t.deps.db, test, p.student, {
      answers: { [multiA.questionId]: multiA.correctAnswer },
    });
    const running = await openTest();
    const open = await buildAttempt(t.deps.db, running.test, running.p.student);
    expect(await submitExpiredAttempts(t.deps.db)).toBeGreaterThanOrEqual(1);
    const [closed] = await t.deps.db.select().from(attempts).where(eq(attempts.id, attempt.id));
    expect(closed).toMatchObject({ submittedBy: 'deadline' });
    expect(closed?.submittedAt).not.toBeNull();
    const [result] = await t.deps.db.select().from(results).where(eq(results.attemptId, attempt.id));
    expect(result).toMatchObject({ corrected: true, achievedMarks: 2, totalMarks: 10 });
    const [still] = await t.deps.db.select().from(attempts).where(eq(attempts.id, open.id));
    expect(still?.submittedAt).toBeNull();
    expect(await submitExpiredAttempts(t.deps.db)).toBe(0);
  });

  it('scores an attempt a crash left closed without a result, and only once', async () => {
    const { test, p, multiA } = await openTest();
    const attempt = await buildAttempt(t.deps.db, test, p.student, {
      answers: { [multiA.questionId]: multiA.correctAnswer },
    });
    // The submit's first statement ran, its second did not.
    const closed = await closeOpenAttempt(t.deps.db, { testRowId: test.id, userId: p.student.id }, [], new Date());
    expect(closed?.submittedBy).toBe('student');
    expect(await t.deps.db.select().from(results).where(eq(results.attemptId, attempt.id))).toHaveLength(0);
    // A periodic run looks back ten minutes; an hour ago is for the start-up run.
    const later = new Date(Date.now() + HOUR);
    expect(await scoreUnscoredAttempts(t.deps.db, later, 10 * 60_000)).toBe(0);
    expect(await scoreUnscoredAttempts(t.deps.db, new Date(), 10 * 60_000)).toBeGreaterThanOrEqual(1);
    const [result] = await t.deps.db.select().from(results).where(eq(results.attemptId, attempt.id));
    expect(result).toMatchObject({ corrected: true, achievedMarks: 2, totalMarks: 10 });
    expect(await scoreUnscoredAttempts(t.deps.db)).toBe(0);
  });

  it('a submit after the attempt’s own end closes it as the deadline would, without the last answers', async () => {
    const { test, p, token, multiA, multiB } = await openTest({ correctionMode: 'automatic', reviewAfter: 'submit' });
    await buildAttempt(t.deps.db, test, p.student, {
      startedAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() - 1000),
      answers: { [multiA.questionId]: multiA.correctAnswer },
    });
    const res = await call('/testSubmit', token, {
      globalInfo: { testID: test.testId },
      transaction: [{ questionID: multiB.questionId, response: multiB.correctAnswer, revision: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ achievedMarks: 2, correctAnsweredQues: 1 });
    const [closed] = await t.deps.db.select().from(attempts).where(eq(attempts.testId, test.id));
    expect(closed?.submittedBy).toBe('deadline');
    const written = await t.deps.db
      .select()
      .from(answers)
      .where(eq(answers.attemptId, closed?.id ?? ''));
    expect(written.map((a) => a.questionId)).toEqual([multiA.questionId]);
  });

  it('runs as soon as it starts (after a restart) and stops cleanly', async () => {
    const { test, p } = await openTest({
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - 1000),
    });
    const attempt = await buildAttempt(t.deps.db, test, p.student);
    const log = { info: () => {}, error: () => {} };
    const job = startDeadlineJob(t.deps.db, log, 60_000);
    await job.stop();
    const [closed] = await t.deps.db.select().from(attempts).where(eq(attempts.id, attempt.id));
    expect(closed?.submittedBy).toBe('deadline');
  });
});

describe('concurrency (run on PostgreSQL too)', () => {
  it('concurrent submits close the attempt once and all answer the same result', async () => {
    const { test, token, multiA } = await openTest();
    await call('/getTestQuesList', token, { testID: test.testId });
    const submits = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('/testSubmit', token, {
          globalInfo: { testID: test.testId },
          transaction: [
            { questionID: multiA.questionId, response: i === 0 ? multiA.correctAnswer : 'wrong a1', revision: 1 },
          ],
        }),
      ),
    );
    expect(submits.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const first = submits[0]?.json().data;
    for (const r of submits) expect(r.json().data).toEqual(first);
    expect(await t.deps.db.select().from(results).where(eq(results.testId, test.id))).toHaveLength(1);
  });

  it('concurrent saves keep the highest revision', async () => {
    const { test, token, text } = await openTest();
    await call('/getTestQuesList', token, { testID: test.testId });
    const revisions = [3, 1, 8, 2, 10, 5, 9, 4, 7, 6];
    const saves = await Promise.all(
      revisions.map((revision) =>
        call('/saveTestAnswer', token, {
          testID: test.testId,
          questionID: text.questionId,
          response: `r${revision}`,
          revision,
        }),
      ),
    );
    expect(saves.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const resumed = await call('/getTestQuesList', token, { testID: test.testId });
    expect(resumed.json().attempt.answers).toEqual([{ questionID: text.questionId, response: 'r10', revision: 10 }]);
  });

  it("many students' chosen options at once, each sent several times, keep each one's last", async () => {
    // Saves that arrive together are written in shared statements (choice-save-batches.ts).
    const exams = await Promise.all([openTest(), openTest(), openTest()]);
    for (const { test, token } of exams) await call('/getTestQuesList', token, { testID: test.testId });
    const saves = exams.flatMap(({ test, token, multiA, multiB }) =>
      [multiA, multiB].flatMap((q) =>
        [2, 1, 3].map((revision) => ({ token, testID: test.testId, questionID: q.questionId, revision })),
      ),
    );
    const answered = await Promise.all(
      saves.map(({ token, ...body }) =>
        call('/saveTestAnswer', token, { ...body, response: `option ${body.revision}` }),
      ),
    );
    expect(answered.map((r) => r.statusCode)).toEqual(saves.map(() => 200));
    // Each answers what is stored after it: its own revision, or a higher one already there.
    for (const [i, r] of answered.entries()) expect(r.json().revision).toBeGreaterThanOrEqual(saves[i]?.revision ?? 0);
    for (const { test, token, multiA, multiB } of exams) {
      const resumed = await call('/getTestQuesList', token, { testID: test.testId });
      const stored = resumed.json().attempt.answers as { questionID: string; response: string; revision: number }[];
      expect(stored.sort((x, y) => x.questionID.localeCompare(y.questionID))).toEqual(
        [multiA, multiB]
          .map((q) => ({ questionID: q.questionId, response: 'option 3', revision: 3 }))
          .sort((x, y) => x.questionID.localeCompare(y.questionID)),
      );
    }
  });

  it('two deadline jobs at once close each abandoned attempt exactly once', async () => {
    const ended = { startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - 1000) };
    const tests = await Promise.all([openTest(ended), openTest(ended), openTest(ended)]);
    const opened = await Promise.all(tests.map(({ test, p }) => buildAttempt(t.deps.db, test, p.student)));
    await Promise.all([
      submitExpiredAttempts(t.deps.db, new Date(), 1),
      submitExpiredAttempts(t.deps.db, new Date(), 1),
    ]);
    for (const attempt of opened) {
      const rows = await t.deps.db.select().from(results).where(eq(results.attemptId, attempt.id));
      expect(rows).toHaveLength(1);
    }
  });

  it('a save racing the submit is either scored or refused, never stored after the scoring', async () => {
    const { test, token, multiA, multiB } = await openTest();
    await call('/getTestQuesList', token, { testID: test.testId });
    const saves = Array.from({ length: 8 }, (_, i) =>
      call('/saveTestAnswer', token, {
        testID: test.testId,
        questionID: i % 2 ? multiA.questionId : multiB.questionId,
        response: i % 2 ? multiA.correctAnswer : multiB.correctAnswer,
        revision: i + 1,
      }),
    );
    const submit = call('/testSubmit', token, { globalInfo: { testID: test.testId }, transaction: [] });
    const done = await Promise.all([...saves, submit]);
    for (const r of done) expect([200, 409]).toContain(r.statusCode);
    const stored = await t.deps.db
      .select({ valid: answers.valid, achievedMarks: answers.achievedMarks })
      .from(answers)
      .innerJoin(attempts, eq(attempts.id, answers.attemptId))
      .where(eq(attempts.testId, test.id));
    // Every stored Multi answer went through the scoring: none is left unmarked.
    for (const a of stored) expect(a.valid).not.toBeNull();
    const [result] = await t.deps.db.select().from(results).where(eq(results.testId, test.id));
    expect(result?.achievedMarks).toBe(stored.reduce((sum, a) => sum + (a.achievedMarks ?? 0), 0));
  });
});
