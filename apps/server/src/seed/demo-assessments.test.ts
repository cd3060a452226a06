import { messages } from '@kaksha/contracts/messages';
import { wallClock } from '@kaksha/contracts/school-time';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments, templates, users } from '../db/schema/index.ts';
import { useDemoApp } from '../test/demo-app.ts';
import { DEMO_TEMPLATE_NAME, DEMO_TESTS, demoWindows, loadDemoAssessments } from './demo-assessments.ts';
import { DEMO_CURRICULUM, DEMO_PASSWORD, loadDemoSchool } from './demo-school.ts';

const { t, call, timeZone } = useDemoApp();

async function signIn(email: string): Promise<string> {
  const res = await call('/login', null, { email, password: DEMO_PASSWORD });
  return res.json().token;
}

async function demoTest(name: string) {
  const [row] = await t.deps.db.select().from(assessments).where(eq(assessments.assessmentName, name));
  if (!row) throw new Error(`${name} not loaded`);
  return row;
}

describe('the demo school assessments', () => {
  it('windows come from the load time: one open now, one a few minutes ahead, one yesterday', () => {
    const now = new Date('2026-03-08T23:58:30Z');
    const w = demoWindows(now);
    expect(w.running.startsAt < now && now < w.running.endsAt).toBe(true);
    expect(w.upcoming.startsAt > now).toBe(true);
    expect(w.upcoming.startsAt.getTime() - now.getTime()).toBeLessThan(10 * 60_000);
    expect(w.completed.endsAt < now).toBe(true);
    // Minutes, as the form keeps times; the wall clock crosses midnight in the school's zone.
    expect(w.upcoming.startsAt.getUTCSeconds()).toBe(0);
    expect(wallClock(w.upcoming.startsAt, timeZone)).toEqual({ date: '2026-03-09', time: '05:34' });
  });

  it('loads a template and three tests once', async () => {
    expect(await loadDemoAssessments(t.deps.db, timeZone)).toBe(false);
    expect(await loadDemoSchool(t.deps.db, undefined, { timeZone })).toBe(false);
    const [tpl] = await t.deps.db
      .select({ n: count() })
      .from(templates)
      .where(eq(templates.templateName, DEMO_TEMPLATE_NAME));
    expect(tpl?.n).toBe(1);
    const [tests] = await t.deps.db
      .select({ n: count() })
      .from(assessments)
      .where(
        and(
          eq(assessments.curriculumCode, DEMO_CURRICULUM.curriculumCode),
          // Other demo files add tests of their own (the timed one); these are this file's three.
          inArray(assessments.assessmentName, Object.values(DEMO_TESTS)),
        ),
      );
    expect(tests?.n).toBe(3);
    const upcoming = await demoTest(DEMO_TESTS.upcoming);
    expect(upcoming).toMatchObject({ assignmentMode: 'Optional', assessmentType: 'Use Template', maxWeightage: 6 });
  });

  it('lets the first student take the running test now but not the upcoming one yet', async () => {
    const token = await signIn('student1@demo.kaksha.local');
    const running = await demoTest(DEMO_TESTS.running);
    const upcoming = await demoTest(DEMO_TESTS.upcoming);
    const completed = await demoTest(DEMO_TESTS.completed);
    const list = await call('/getAssignments', token, { curriculumCode: DEMO_CURRICULUM.curriculumCode });
    const status = new Map(list.json().data.map((a: { testID: string; status: number }) => [a.testID, a.status]));
    expect(status.get(running.testId)).toBe(0);
    expect(status.get(upcoming.testId)).toBe(0);
    expect(status.get(completed.testId)).toBe(1);
    const open = await call('/getTestQuesList', token, { testID: running.testId });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.length).toBeGreaterThan(0);
    const early = await call('/getTestQuesList', token, { testID: upcoming.testId });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(messages.testNotStarted);
  });

  it("shows the completed test's result as waiting and its written answers to the teacher", async () => {
    const completed = await demoTest(DEMO_TESTS.completed);
    const student = await signIn('student1@demo.kaksha.local');
    const [me] = await t.deps.db.select().from(users).where(eq(users.email, 'student1@demo.kaksha.local'));
    const result = await call('/getAssignmentsResult', student, { testID: completed.testId, userID: me?.id });
    expect(result.statusCode).toBe(200);
    expect(JSON.stringify(result.json())).toContain('"corrected":false');
    const teacher = await signIn('teacher@demo.kaksha.local');
    const pending = await call('/getPendingQuestions', teacher, { testID: completed.testId });
    expect(pending.statusCode).toBe(200);
    const texts = pending.json().data.data.filter((q: { questionType: string }) => q.questionType === 'Text');
    expect(texts).toHaveLength(2);
  });

  it("shows the second student's early hand-in of the running test as submitted, results at its close", async () => {
    const running = await demoTest(DEMO_TESTS.running);
    expect(running.reviewAfter).toBe('close');
    const student = await signIn('student2@demo.kaksha.local');
    const [rahul] = await t.deps.db.select().from(users).where(eq(users.email, 'student2@demo.kaksha.local'));
    const res = await call('/getResult', student, { testID: running.testId, userID: rahul?.id });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ reviewOpen: false, reviewOpensAt: running.endsAt.toISOString(), achievedMarks: null });
    expect(data.answers.length).toBeGreaterThan(0);
    for (const answer of data.answers) expect(answer).toMatchObject({ acheivedMarks: null, correctanswer: null });
  });
});
